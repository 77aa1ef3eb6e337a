"""Dice as OpenSpiel's chance nodes: a roll is an outcome the caller applies before the
mover's moves, so OpenSpiel's algorithms see it as chance. Played on the repository's
own dice games (tests/move-language): Dice Race (one three-sided die a turn) and Dice
Runners (two three-sided dice, each moving a counter; the mover moves again, without a
roll, while a die is unused)."""

import pytest

import ludic
from conftest import REPO

DICE_RACE = str(REPO / "tests" / "move-language" / "dice-race.lud")
DICE_RUNNERS = str(REPO / "tests" / "move-language" / "dice-runners.lud")


def test_a_roll_is_a_chance_node_with_its_outcomes():
    game = ludic.load_game(DICE_RACE)
    assert game.is_stochastic() and game.max_chance_outcomes() == 3
    s = game.new_initial_state()
    assert s.is_chance_node() and not s.is_player_node()
    assert s.current_player() == -1
    assert s.chance_outcomes() == [(k, pytest.approx(1 / 3)) for k in range(3)]
    assert s.legal_actions() == [0, 1, 2]
    assert [s.action_to_string(k) for k in range(3)] == ["roll 1", "roll 2", "roll 3"]
    for k in range(3):
        c = s.clone()
        c.apply_action(k)
        assert not c.is_chance_node() and c.current_player() == 0
        assert c.dice() == [k + 1]
        # The counter on the first cell goes exactly the roll's value on.
        (a,) = c.legal_actions()
        assert game.action_sites(a) == (0, k + 1)
        c.apply_action(a)
        assert c.is_chance_node() and c.current_player() == -1
        assert c.history() == [k, a]
    with pytest.raises(ludic.LudicError):
        s.apply_action(3)
    with pytest.raises(ludic.LudicError):
        s.play_agent_turn("random")


def test_the_dice_are_in_the_observation():
    game = ludic.load_game(DICE_RACE)
    planes, sites = game.observation_tensor_shape()
    s = game.new_initial_state()
    s.apply_action(2)
    obs = s.observation_tensor(0)
    # The last plane is the die's value, at every site.
    assert obs[(planes - 1) * sites:] == [3.0] * sites


def test_a_move_again_without_a_roll_is_no_chance_node():
    game = ludic.load_game(DICE_RUNNERS)
    assert game.max_chance_outcomes() == 9
    s = game.new_initial_state()
    assert s.is_chance_node()
    s.apply_action(4)  # both dice show 2
    assert s.dice() == [2, 2]
    s.apply_action(s.legal_actions()[0])
    # One die used: the same player moves again, with the other die, and no roll.
    assert not s.is_chance_node() and s.current_player() == 0
    s.apply_action(s.legal_actions()[0])
    assert s.is_chance_node()


def test_random_games_with_chance_end_and_replay():
    import random

    game = ludic.load_game(DICE_RUNNERS)
    for seed in range(20):
        rng = random.Random(seed)
        s = game.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                s.apply_action(rng.randrange(len(s.chance_outcomes())))
            else:
                s.apply_action(rng.choice(s.legal_actions()))
        assert sorted(s.returns()) == [-1.0, 1.0]
        # The same actions replay to the same end: the outcomes alone decide the dice.
        r = game.new_initial_state(seed=12345)
        for a in s.history():
            r.apply_action(a)
        assert r.is_terminal() and r.serialize() == s.serialize()


def test_openspiel_sees_explicit_chance():
    pyspiel = pytest.importorskip("pyspiel")
    import numpy as np
    from open_spiel.python.algorithms import evaluate_bots, mcts, minimax

    import ludic.openspiel

    name = ludic.openspiel.register(DICE_RACE, short_name="ludic_test_dice_race")
    game = pyspiel.load_game(name)
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game.max_chance_outcomes() == 3
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert [a for a, _ in state.chance_outcomes()] == [0, 1, 2]
    assert state.legal_actions() == [0, 1, 2]
    # Expectiminimax averages over the outcomes; to depth 4 and a zero value elsewhere.
    value, _ = minimax.expectiminimax(state, 4, lambda s: 0.0, 0)
    assert -1.0 <= value <= 1.0
    # OpenSpiel's MCTS samples the chance nodes; a game against a random bot ends.
    rng = np.random.RandomState(0)
    bots = [mcts.MCTSBot(game, 2.0, 30, mcts.RandomRolloutEvaluator(1, rng)),
            pyspiel.make_uniform_random_bot(1, 0)]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
    assert sorted(returns) == [-1.0, 1.0]


def test_pettingzoo_rolls_for_the_agents():
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test

    import ludic.pettingzoo

    env = ludic.pettingzoo.env(DICE_RACE)
    api_test(env, num_cycles=200)
    env.reset(seed=3)
    # No agent is ever asked to roll: the environment draws the outcomes.
    assert env.agent_selection in ("player_0", "player_1")
    assert env.state.is_player_node()
