"""Random games of a ludic game three ways: OpenSpiel's interface, pyspiel, and a batch.

Run: python python/examples/random_games.py [GAME]   (GAME: a built-in name or a .lud path)
"""

import random
import sys
import time

import numpy as np

import ludic


def main(name: str = "dum-blas") -> None:
    game = ludic.load_game(name)
    print(f"{game.name}: {game.num_players()} players, {game.num_distinct_actions()} actions, "
          f"observation {game.observation_tensor_shape()}")

    # One game through the State interface, printing its first moves.
    rng = random.Random(0)
    state = game.new_initial_state()
    moves = []
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        moves.append(f"{state.current_player()}:{state.action_to_string(action)}")
        state.apply_action(action)
    print(f"one game, {len(moves)} moves: {' '.join(moves[:12])} ... returns {state.returns()}")
    print(state)

    # A batch of 256 games stepped in Rust until 256 have finished.
    batch = ludic.VectorGame(game, 256, seed=0)
    wins = np.zeros(game.num_players())
    start = time.perf_counter()
    while batch.finished < 256:
        rewards, done = batch.step(batch.random_actions())
        wins += (rewards[done] > 0).sum(axis=0)
    elapsed = time.perf_counter() - start
    print(f"batch of 256: {batch.finished} games in {elapsed:.2f} s; wins by player {wins.tolist()}")


if __name__ == "__main__":
    main(*sys.argv[1:])
