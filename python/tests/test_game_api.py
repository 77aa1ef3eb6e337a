"""OpenSpiel's Game/State interface of ludic's games, through the Python package."""

import copy
import random

import pytest

import ludic
from conftest import REPO


def test_builtin_games_load_by_name_and_by_path():
    assert "dum-blas" in ludic.builtin_games()
    by_name = ludic.load_game("dum-blas")
    by_path = ludic.load_game(str(REPO / "games" / "dum-blas.lud"))
    assert by_name.name == by_path.name == "Dum Blas"
    assert by_name.num_players() == 2
    assert by_name.num_distinct_actions() == 101 * 101
    planes, width = by_name.observation_tensor_shape()
    assert width == 100 and planes * width == by_name.observation_tensor_size()
    assert by_name.max_game_length() > 0


def test_a_bad_game_is_a_clear_error_with_ludics_diagnostic():
    with pytest.raises(ludic.LudicError) as e:
        ludic.load_game("no-such-game")
    assert "no-such-game" in str(e.value)
    with pytest.raises(ludic.LudicError) as e:
        ludic.load_game("dum-blas", ruleset="no such ruleset")
    assert "ruleset" in str(e.value)


def test_a_ruleset_is_chosen_by_part_of_its_name():
    game = ludic.load_game("dum-blas", ruleset="ludii")
    assert game.ruleset == "ludii"
    assert game.new_initial_state().legal_actions()


def test_random_games_finish_with_zero_sum_returns():
    rng = random.Random(3)
    for name in ["dum-blas", "lasca", "yote", "hexdame", "alquerque"]:
        game = ludic.load_game(name)
        state = game.new_initial_state()
        while not state.is_terminal():
            player = state.current_player()
            assert 0 <= player < game.num_players()
            actions = state.legal_actions()
            assert actions == sorted(actions) and len(set(actions)) == len(actions)
            assert all(0 <= a < game.num_distinct_actions() for a in actions)
            state.apply_action(rng.choice(actions))
        assert state.current_player() == -4
        assert state.legal_actions() == []
        assert sum(state.returns()) == pytest.approx(0.0)
        assert len(state.history()) == state.move_number() > 0


def test_a_capture_of_several_jumps_is_several_actions_of_one_player():
    # A random game of Dum Blas soon has a capture; its jumps are actions in a row
    # by the same player, each written with an `x`.
    rng = random.Random(1)
    game = ludic.load_game("english-draughts")
    seen_multi = False
    for _ in range(20):
        state = game.new_initial_state()
        run = []
        while not state.is_terminal():
            player = state.current_player()
            action = rng.choice(state.legal_actions())
            text = state.action_to_string(action)
            state.apply_action(action)
            run = run + [text] if "x" in text else []
            if len(run) >= 2 and state.current_player() == player:
                seen_multi = True
        if seen_multi:
            break
    assert seen_multi


def test_clone_is_independent_and_deepcopy_clones():
    game = ludic.load_game("dum-blas")
    state = game.new_initial_state()
    other = state.clone()
    other.apply_action(other.legal_actions()[0])
    assert state.move_number() == 0 and other.move_number() == 1
    assert copy.deepcopy(other).serialize() == other.serialize()


def test_serialize_reads_back_and_forgets_history():
    game = ludic.load_game("lasca")
    rng = random.Random(5)
    state = game.new_initial_state()
    for _ in range(30):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
        text = state.serialize()
        back = game.deserialize_state(text)
        assert back.serialize() == text
        assert back.legal_actions() == state.legal_actions()
        assert back.current_player() == state.current_player()
    assert "turns" not in state.serialize()
    with pytest.raises(ludic.LudicError):
        game.deserialize_state("White to move; White: Man z99")


def test_illegal_actions_and_players_are_refused():
    game = ludic.load_game("dum-blas")
    state = game.new_initial_state()
    with pytest.raises(ludic.LudicError) as e:
        state.apply_action(0)
    assert "not legal" in str(e.value)
    with pytest.raises(ludic.LudicError):
        state.observation_tensor(7)
    assert state.legal_actions(1) == []


def test_action_text_observation_and_str():
    game = ludic.load_game("dum-blas")
    state = game.new_initial_state()
    action = state.legal_actions()[0]
    text = state.action_to_string(action)
    assert "-" in text and text == state.action_to_string(0, action)
    assert game.action_to_string(action) == text
    frm, to = game.action_sites(action)
    assert game.action_of(frm, to) == action
    obs = state.observation_tensor(0)
    assert len(obs) == game.observation_tensor_size()
    assert sum(obs) == 40 + 100  # 40 men, and the plane of the player to move
    assert "White to move" in str(state)
    assert not state.is_chance_node() and state.chance_outcomes() == []
