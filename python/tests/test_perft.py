"""Whole-turn perft through the Python API equals `ludic perft` on the general engine.

A whole turn is the run of actions until the player to move changes (or the game
ends); its positions are told apart by `serialize()`, the canonical position text.
"""

import re
import subprocess

import pytest

import ludic


def turn_ends(state, out):
    mover = state.current_player()
    for action in state.legal_actions():
        child = state.clone()
        child.apply_action(action)
        if child.is_terminal() or child.current_player() != mover:
            out.setdefault(child.serialize(), child)
        else:
            turn_ends(child, out)


def perft(state, depth):
    if depth == 0:
        return 1
    ends = {}
    turn_ends(state, ends)
    if depth == 1:
        return len(ends)
    return sum(perft(child, depth - 1) for child in ends.values())


def ludic_perft(ludic_bin, game, depth):
    out = subprocess.run(
        [str(ludic_bin), "perft", game, "--depth", str(depth), "--engine", "general"],
        capture_output=True, text=True, check=True,
    ).stdout
    return [int(n) for n in re.findall(r"^depth \d+: (\d+)", out, re.M)]


@pytest.mark.parametrize("game,depth", [("dum-blas", 3), ("lasca", 6), ("yote", 3), ("hexdame", 3)])
def test_whole_turn_perft_equals_ludic_perft(ludic_bin, game, depth):
    expected = ludic_perft(ludic_bin, game, depth)
    assert len(expected) == depth
    start = ludic.load_game(game).new_initial_state()
    for d in range(1, depth + 1):
        assert perft(start, d) == expected[d - 1], f"{game} depth {d}"


def turn_perft(state, depth):
    """The same count with the whole-turn encoding: one action a turn."""
    if depth == 0:
        return 1
    total = 0
    for turn in state.legal_turns():
        child = state.clone()
        child.apply_turn(turn)
        total += turn_perft(child, depth - 1)
    return total


@pytest.mark.parametrize("game,depth", [("dum-blas", 3), ("lasca", 6), ("yote", 3), ("hexdame", 3)])
def test_whole_turn_encoding_perft_equals_ludic_perft(ludic_bin, game, depth):
    expected = ludic_perft(ludic_bin, game, depth)
    start = ludic.load_game(game).new_initial_state()
    for d in range(1, depth + 1):
        assert turn_perft(start, d) == expected[d - 1], f"{game} depth {d}"


def test_a_whole_turn_is_its_moves():
    state = ludic.load_game("yote").new_initial_state()
    for _ in range(12):
        turns = state.legal_turns()
        by_moves = state.clone()
        actions = state.apply_turn(turns[len(turns) // 2])
        for a in actions:
            by_moves.apply_action(a)
        assert by_moves.serialize() == state.serialize()
        assert state.history()[-len(actions):] == actions
