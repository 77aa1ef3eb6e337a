"""ludic's games as PettingZoo AEC environments pass PettingZoo's own API test."""

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

from ludic.pettingzoo import env  # noqa: E402


@pytest.mark.parametrize("game", ["english-draughts", "yote"])
def test_api_test_passes(game):
    api_test(env(game), num_cycles=300)


def test_a_random_game_ends_with_zero_sum_rewards():
    e = env("lasca", render_mode="ansi")
    e.reset(seed=0)
    rng = np.random.default_rng(0)
    total = {a: 0.0 for a in e.possible_agents}
    for agent in e.agent_iter():
        obs, reward, termination, truncation, _ = e.last()
        total[agent] += reward
        if termination or truncation:
            action = None
        else:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        e.step(action)
    assert sum(total.values()) == pytest.approx(0.0)
    assert "to move" in e.render()
