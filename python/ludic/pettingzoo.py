"""ludic's games as PettingZoo AEC environments (the action mask in the observation).

    from ludic.pettingzoo import env
    e = env("dum-blas")
    e.reset(seed=0)
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        mask = obs["action_mask"]
        action = None if termination or truncation else e.action_space(agent).sample(mask)
        e.step(action)

Agents are ``player_0``, ``player_1``...; the agent to act is the game's player to move,
so a capture of several jumps is several steps of the same agent. Observations are the
planes of ``Game.observation_tensor_shape()`` and the legal actions as a 0/1 ``int8``
mask (all zeros for an agent not to move). Rewards come at the end: the returns.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ._ludic import load_game


def env(game: str = "dum-blas", **kwargs: Any) -> "LudicAECEnv":
    """An AEC environment of a built-in game's name or a ``.lud`` path."""
    return LudicAECEnv(game, **kwargs)


class LudicAECEnv(AECEnv):
    """A ludic game as a PettingZoo AEC environment."""

    metadata = {"render_modes": ["ansi", "human"], "name": "ludic_v0", "is_parallelizable": False}

    def __init__(
        self,
        game: str = "dum-blas",
        ruleset: Optional[str] = None,
        options: Optional[Sequence[str]] = None,
        render_mode: Optional[str] = None,
    ) -> None:
        super().__init__()
        self.game = load_game(game, ruleset=ruleset, options=list(options or []))
        self.render_mode = render_mode
        n = self.game.num_players()
        self.possible_agents = [f"player_{i}" for i in range(n)]
        self._shape = tuple(self.game.observation_tensor_shape())
        actions = self.game.num_distinct_actions()
        space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, np.finfo(np.float32).max, self._shape, np.float32),
                "action_mask": spaces.Box(0, 1, (actions,), np.int8),
            }
        )
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(actions) for a in self.possible_agents}
        self.state = self.game.new_initial_state()

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def observe(self, agent: str) -> dict:
        player = self.possible_agents.index(agent)
        obs = np.asarray(self.state.observation_tensor(player), np.float32).reshape(self._shape)
        mask = np.zeros(self.game.num_distinct_actions(), np.int8)
        if self.state.current_player() == player:
            mask[self.state.legal_actions()] = 1
        return {"observation": obs, "action_mask": mask}

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        # The seed sets the dice of a game that has them; others are deterministic.
        self.state = self.game.new_initial_state(seed)
        self._dice = np.random.default_rng(seed)
        self._roll()
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.state.current_player()]

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self.state.apply_action(int(action))
        self._roll()
        self.rewards = {a: 0.0 for a in self.agents}
        if self.state.is_terminal():
            for a, r in zip(self.possible_agents, self.state.returns()):
                if a in self.agents:
                    self.rewards[a] = float(r)
                    self.terminations[a] = True
            # Every agent is told the end in turn, starting after the last to move.
            i = self.possible_agents.index(agent)
            nxt = self.possible_agents[(i + 1) % len(self.possible_agents)]
        else:
            nxt = self.possible_agents[self.state.current_player()]
        self._cumulative_rewards[agent] = 0.0
        self.agent_selection = nxt
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _roll(self) -> None:
        # A roll of the dice is no agent's: the environment draws its outcome.
        while self.state.is_chance_node():
            outcomes = self.state.chance_outcomes()
            k = self._dice.choice(len(outcomes), p=[p for _, p in outcomes])
            self.state.apply_action(outcomes[k][0])

    def render(self) -> Optional[str]:
        if self.render_mode is None:
            return None
        text = str(self.state)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass
