"""The Gymnasium single-agent environment against ludic's own agents."""

import numpy as np
import pytest

pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402

import ludic  # noqa: E402
from ludic.gym import LudicEnv  # noqa: E402


def test_gymnasiums_checker_passes():
    check_env(LudicEnv("english-draughts", opponent="random", player=1), skip_render_check=True)


def test_an_illegal_action_loses_the_game():
    env = LudicEnv("english-draughts", player=0)
    obs, _ = env.reset(seed=0)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert terminated and reward == -1.0 and info["illegal_action"]


@pytest.mark.parametrize("opponent", ["random", "mcts:20"])
def test_a_game_against_a_ludic_agent_ends(opponent):
    env = LudicEnv("lasca", opponent=opponent, player=0)
    obs, _ = env.reset(seed=3)
    rng = np.random.default_rng(0)
    for _ in range(10_000):
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, reward, terminated, truncated, _ = env.step(action)
        if terminated:
            assert reward in (-1.0, 0.0, 1.0)
            break
    assert terminated


def test_an_agent_turn_is_the_actions_of_a_whole_turn():
    game = ludic.load_game("english-draughts")
    state = game.new_initial_state()
    first = state.current_player()
    actions = state.play_agent_turn("random", 5)
    replay = game.new_initial_state()
    for a in actions:
        replay.apply_action(a)
    assert replay.serialize() == state.serialize()
    assert replay.current_player() == state.current_player() != first
    with pytest.raises(ludic.LudicError):
        state.play_agent_turn("alphabeta")
