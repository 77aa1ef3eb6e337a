"""ludic's games registered with OpenSpiel: pyspiel loads them and its MCTS plays them."""

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import ludic.openspiel  # noqa: E402  (registers the games)
from open_spiel.python.algorithms import evaluate_bots, mcts  # noqa: E402


def test_pyspiel_loads_a_ludic_game():
    game = pyspiel.load_game("ludic_dum_blas")
    assert game.num_players() == 2
    assert game.num_distinct_actions() == 101 * 101
    assert game.get_type().short_name == "ludic_dum_blas"
    state = game.new_initial_state()
    assert state.current_player() == 0
    assert len(state.legal_actions()) == 9
    clone = state.clone()
    clone.apply_action(clone.legal_actions()[0])
    assert state.move_number() == 0 and clone.current_player() == 1
    assert "White" in str(state)
    assert game.deserialize_state(clone.serialize()).serialize() == clone.serialize()


def test_mcts_plays_dum_blas_against_random_to_the_end():
    game = pyspiel.load_game("ludic_dum_blas")
    rng = np.random.RandomState(7)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bots = [
        mcts.MCTSBot(game, uct_c=2.0, max_simulations=4, evaluator=evaluator, random_state=rng),
        pyspiel.make_uniform_random_bot(1, 11),
    ]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
    assert len(returns) == 2 and sum(returns) == pytest.approx(0.0)


def test_every_builtin_game_is_registered():
    names = {g.short_name for g in pyspiel.registered_games()}
    for name in ludic.builtin_games():
        assert "ludic_" + name.replace("-", "_") in names


def test_the_observer_gives_the_planes():
    from open_spiel.python.observation import make_observation

    game = pyspiel.load_game("ludic_lasca")
    obs = make_observation(game)
    state = game.new_initial_state()
    obs.set_from(state, 0)
    assert obs.tensor.shape == (game.observation_tensor_size(),) or obs.tensor.size > 0
    assert obs.tensor.sum() > 0


def test_the_whole_turn_encoding_plays_through_openspiel():
    game = pyspiel.load_game("ludic_lasca_turns")
    state = game.new_initial_state()
    inner = state.inner
    assert state.legal_actions() == inner.legal_turns()
    rng = np.random.RandomState(3)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bots = [
        mcts.MCTSBot(game, uct_c=2.0, max_simulations=8, evaluator=evaluator, random_state=rng),
        pyspiel.make_uniform_random_bot(1, 5),
    ]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
    assert len(returns) == 2 and sum(returns) == pytest.approx(0.0)
    # Every turn is one action: the player to move changes at every step.
    s = game.new_initial_state()
    for _ in range(10):
        if s.is_terminal():
            break
        mover = s.current_player()
        s.apply_action(s.legal_actions()[0])
        assert s.is_terminal() or s.current_player() != mover
