"""Random games per second through the Python API, batched, beside `ludic bench`.

For each game and batch size, a VectorGame plays uniformly random legal actions
(`random_actions()`, then `step()`, both in Rust with the GIL released) for a few
seconds after a warm-up in which every game of the batch has ended once (and until at
least as many games as the batch holds have finished in the window); games finished
are counted per second of wall-clock time and per CPU-second of the whole process (all
threads). `ludic bench GAME --engine general` is run beside it for the engine's own
random playouts on one thread.

Run: python python/bench/random_games.py [--seconds S] [--games G,G] [--batches B,B]
"""

import argparse
import os
import re
import subprocess
import time

import ludic

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def batch_rate(name: str, num_envs: int, seconds: float) -> tuple[float, float]:
    batch = ludic.VectorGame(ludic.load_game(name), num_envs, seed=1)
    while batch.finished < num_envs:
        batch.step(batch.random_actions())
    before = batch.finished
    wall, cpu = time.perf_counter(), time.process_time()
    # At least as many games finished in the window as the batch holds: a window of a
    # few steps of a large batch counts the games that happened to be near their end.
    while time.perf_counter() - wall < seconds or batch.finished - before < num_envs:
        batch.step(batch.random_actions())
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    games = batch.finished - before
    return games / wall, games / cpu


def ludic_bench(binary: str, name: str, seconds: float) -> tuple[float, float]:
    out = subprocess.run(
        [binary, "bench", name, "--engine", "general", "--seconds", str(2 * seconds)],
        capture_output=True, text=True, check=True,
    ).stdout
    per_cpu = float(re.search(r"per CPU-second: .* (\d+) playouts", out).group(1))
    per_wall = float(re.search(r"^playouts/s: (\d+)", out, re.M).group(1))
    return per_wall, per_cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--games", default="english-draughts,dum-blas,lasca")
    ap.add_argument("--batches", default="1,64,4096")
    ap.add_argument("--ludic", default=os.path.join(REPO, "target", "release", "ludic"))
    args = ap.parse_args()
    print(f"{os.cpu_count()} cores; {args.seconds} s per figure")
    print(f"{'game':<18} {'through':<22} {'games/s':>10} {'games/CPU-s':>12}")
    for name in args.games.split(","):
        if os.path.exists(args.ludic):
            wall, cpu = ludic_bench(args.ludic, name, args.seconds)
            print(f"{name:<18} {'ludic bench (1 thread)':<22} {wall:>10,.0f} {cpu:>12,.0f}")
        for n in (int(b) for b in args.batches.split(",")):
            wall, cpu = batch_rate(name, n, args.seconds)
            print(f"{name:<18} {f'Python, batch {n}':<22} {wall:>10,.0f} {cpu:>12,.0f}")


if __name__ == "__main__":
    main()
