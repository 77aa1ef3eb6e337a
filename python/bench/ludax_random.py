"""Random games of Ludax's English Draughts on the CPU, for the comparison in
docs/performance.md: a batch of B games (jax.vmap) stepped with uniformly random legal
actions until every game has ended (or MAX_STEPS), compiled once (jax.jit) and timed
after a warm-up. Games finished per second of wall clock and per CPU-second of the
process (JAX's threads included).

Run (in an environment with `pip install ludax`, which brings jax):
    python python/bench/ludax_random.py [--batch 1 64 4096] [--game english_draughts]
"""

import argparse
import time

import jax
import jax.numpy as jnp

import ludax
from ludax import games

MAX_STEPS = 2000


def make_run(env, batch):
    init = jax.vmap(env.init)
    step = jax.vmap(env.step)

    def one_batch(key):
        key, sub = jax.random.split(key)
        state = init(jax.random.split(sub, batch))

        def cond(carry):
            state, _, n = carry
            return (~(state.terminated | state.truncated)).any() & (n < MAX_STEPS)

        def body(carry):
            state, key, n = carry
            key, sub = jax.random.split(key)
            logits = jnp.where(state.legal_action_mask, 0.0, -jnp.inf)
            actions = jax.random.categorical(sub, logits, axis=-1)
            return step(state, actions), key, n + 1

        state, _, n = jax.lax.while_loop(cond, body, (state, key, 0))
        return (state.terminated | state.truncated).sum(), n

    return jax.jit(one_batch)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="english_draughts")
    p.add_argument("--batch", type=int, nargs="+", default=[1, 64, 4096])
    p.add_argument("--seconds", type=float, default=5.0)
    args = p.parse_args()
    env = ludax.LudaxEnvironment(game_str=getattr(games, args.game))
    print(f"ludax {args.game} on {jax.devices()[0].platform}")
    for batch in args.batch:
        run = make_run(env, batch)
        key = jax.random.PRNGKey(0)
        run(key)[0].block_until_ready()  # compile and warm up
        wall0, cpu0 = time.perf_counter(), time.process_time()
        finished, rounds = 0, 0
        while time.perf_counter() - wall0 < args.seconds or rounds == 0:
            key, sub = jax.random.split(key)
            done, _ = run(sub)
            finished += int(done)
            rounds += 1
        wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
        print(f"batch {batch:5}: {finished / wall:10,.1f} games/s  "
              f"{finished / cpu:10,.1f} games/CPU-s  ({finished} games, {rounds} rounds)")


if __name__ == "__main__":
    main()
