"""A ludic game as a Gymnasium single-agent environment, against one of ludic's agents.

    from ludic.gym import LudicEnv
    env = LudicEnv("english-draughts", opponent="mcts:200", player=0)
    obs, info = env.reset(seed=0)
    obs, reward, terminated, truncated, info = env.step(int(obs["action_mask"].argmax()))

The agent plays `player`'s moves one action at a time (a capture of several jumps is
several steps); after each of its turns the opponent, ludic's own agent in Rust
(``"random"`` or ``"mcts[:PLAYOUTS]"``, as ``ludic play`` names them), plays a whole
turn. The reward is the agent's return when the game ends, 0 before; an action outside the
mask ends the episode with -1 (``info["illegal_action"]``).
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

import gymnasium
import numpy as np
from gymnasium import spaces

from ._ludic import load_game


class LudicEnv(gymnasium.Env):
    """One player of a ludic game against a fixed ludic agent."""

    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(
        self,
        game: str = "dum-blas",
        opponent: str = "random",
        player: int = 0,
        ruleset: Optional[str] = None,
        options: Optional[Sequence[str]] = None,
        render_mode: Optional[str] = None,
    ) -> None:
        self.game = load_game(game, ruleset=ruleset, options=list(options or []))
        if self.game.num_players() != 2:
            raise ValueError("LudicEnv plays games of two players")
        if player not in (0, 1):
            raise ValueError(f"player is 0 or 1, not {player}")
        self.opponent = opponent
        self.player = player
        self.render_mode = render_mode
        self._shape = tuple(self.game.observation_tensor_shape())
        n = self.game.num_distinct_actions()
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, np.finfo(np.float32).max, self._shape, np.float32),
                "action_mask": spaces.Box(0, 1, (n,), np.int8),
            }
        )
        self.action_space = spaces.Discrete(n)
        self.state = self.game.new_initial_state()
        self._seed = 0

    def _observe(self) -> dict:
        obs = np.asarray(self.state.observation_tensor(self.player), np.float32).reshape(self._shape)
        mask = np.zeros(self.game.num_distinct_actions(), np.int8)
        if self.state.current_player() == self.player:
            mask[self.state.legal_actions()] = 1
        return {"observation": obs, "action_mask": mask}

    def _opponent_plays(self) -> None:
        while not self.state.is_terminal() and self.state.current_player() != self.player:
            if self.state.is_chance_node():
                # A roll of the dice: its outcome drawn from the environment's generator.
                outcomes = self.state.chance_outcomes()
                k = self.np_random.choice(len(outcomes), p=[p for _, p in outcomes])
                self.state.apply_action(outcomes[k][0])
                continue
            self._seed += 1
            self.state.play_agent_turn(self.opponent, self._seed)

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None):
        super().reset(seed=seed)
        # The opponent's choices follow from the environment's generator.
        self._seed = int(self.np_random.integers(0, 2**62))
        self.state = self.game.new_initial_state(self._seed)
        self._opponent_plays()
        return self._observe(), {}

    def step(self, action: Any):
        if int(action) not in self.state.legal_actions():
            # An illegal action loses the game (agents that sample outside the mask
            # learn not to; Gymnasium's checker samples so).
            return self._observe(), -1.0, True, False, {"illegal_action": True}
        self.state.apply_action(int(action))
        self._opponent_plays()
        terminated = self.state.is_terminal()
        reward = float(self.state.returns()[self.player]) if terminated else 0.0
        if self.render_mode == "human":
            print(self.state)
        return self._observe(), reward, terminated, False, {}

    def render(self) -> Optional[str]:
        if self.render_mode == "ansi":
            return str(self.state)
        if self.render_mode == "human":
            print(self.state)
        return None
