"""A batch of games stepped in Rust: numpy in and out, autoreset, seeded."""

import numpy as np
import pytest

import ludic


def play(batch, steps):
    """Random games for `steps` steps; the rewards and terminations seen."""
    total = np.zeros(batch.game.num_players(), np.float64)
    ended = 0
    trace = []
    for _ in range(steps):
        actions = batch.random_actions()
        trace.append(actions.copy())
        rewards, done = batch.step(actions)
        assert rewards.shape == (batch.num_envs, batch.game.num_players())
        assert np.all(rewards[~done] == 0)
        assert np.allclose(rewards.sum(axis=1), 0)
        total += rewards.sum(axis=0)
        ended += int(done.sum())
    return ended, total, np.array(trace)


def test_random_batches_finish_games_and_start_again():
    game = ludic.load_game("english-draughts")
    batch = ludic.VectorGame(game, 16, seed=1)
    ended, _, _ = play(batch, 400)
    assert ended > 0 and batch.finished == ended


def test_the_same_seed_plays_the_same_games():
    game = ludic.load_game("lasca")
    a = play(ludic.VectorGame(game, 8, seed=5), 150)
    b = play(ludic.VectorGame(game, 8, seed=5), 150)
    c = play(ludic.VectorGame(game, 8, seed=6), 150)
    assert np.array_equal(a[2], b[2]) and a[0] == b[0]
    assert not np.array_equal(a[2], c[2])


def test_masks_lists_observations_and_states_agree():
    game = ludic.load_game("yote")
    batch = ludic.VectorGame(game, 70, seed=2)
    for _ in range(5):
        batch.step(batch.random_actions())
    mask = batch.legal_mask()
    actions, counts = batch.legal_actions()
    obs = batch.observations()
    players = batch.current_player()
    assert mask.shape == (70, game.num_distinct_actions())
    assert obs.shape == (70, game.observation_tensor_size())
    for i in range(70):
        state = batch.state(i)
        legal = state.legal_actions()
        assert list(actions[i, : counts[i]]) == legal
        assert list(np.flatnonzero(mask[i])) == legal
        assert np.allclose(obs[i], state.observation_tensor())
        assert players[i] == state.current_player()


def test_illegal_actions_are_refused_with_the_games_number():
    batch = ludic.VectorGame(ludic.load_game("dum-blas"), 3)
    with pytest.raises(ludic.LudicError) as e:
        batch.step(np.array([0, 0, 0]))
    assert "game 0" in str(e.value)
    with pytest.raises(ludic.LudicError):
        batch.step(np.array([0]))
    batch.reset()


@pytest.mark.parametrize("name", ["english-draughts", "international-draughts", "dum-blas"])
def test_the_kernel_and_the_general_engine_step_alike(name):
    """A draughts batch steps on the kernel by default; the general engine, driven by
    the same actions, gives the same moves, observations, players and outcomes."""
    game = ludic.load_game(name)
    kernel = ludic.VectorGame(game, 24, seed=3)
    general = ludic.VectorGame(game, 24, seed=3, engine="general")
    assert (kernel.engine, general.engine) == ("kernel", "general")
    ended = 0
    for step in range(300):
        assert np.array_equal(kernel.legal_mask(), general.legal_mask()), step
        assert np.array_equal(kernel.observations(), general.observations()), step
        assert np.array_equal(kernel.current_player(), general.current_player()), step
        actions = kernel.random_actions()
        rk, dk = kernel.step(actions)
        rg, dg = general.step(actions)
        assert np.array_equal(dk, dg) and np.array_equal(rk, rg), step
        ended += int(dk.sum())
    assert ended > 0
    # A game of the kernel's batch handed over as an OpenSpiel state is the same game.
    for i in range(24):
        assert kernel.state(i).serialize() == general.state(i).serialize()


def test_the_kernel_is_refused_where_the_game_has_none():
    with pytest.raises(ludic.LudicError, match="not a draughts rule set"):
        ludic.VectorGame(ludic.load_game("lasca"), 2, engine="kernel")
    with pytest.raises(ludic.LudicError, match="unknown engine"):
        ludic.VectorGame(ludic.load_game("lasca"), 2, engine="fast")
    assert ludic.VectorGame(ludic.load_game("lasca"), 2).engine == "general"
