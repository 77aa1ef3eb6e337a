"""Random games per second through the Python API, batched, beside `ludic bench`.

For each game and batch size, a VectorGame plays uniformly random legal actions
(`random_actions()`, then `step()`, both in Rust with the GIL released) for a few
seconds after a warm-up in which every game of the batch has ended once (and until at
least as many games as the batch holds have finished in the window); games finished
are counted per second of wall-clock time and per CPU-second of the whole process (all
threads). `ludic bench GAME` is run beside it for the same engine's own random playouts
on one thread: a draughts game's batch steps on the kernel, move by move, and `ludic
bench` gives that figure on its "move by move" line; any other game's batch steps on
the general engine (`ludic bench GAME --engine general`).

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


def ludic_bench(binary: str, name: str, engine: str, seconds: float) -> tuple[str, float]:
    """The engine's own random playouts per CPU-second, one thread, and what ran them."""
    if engine == "kernel":
        out = subprocess.run(
            [binary, "bench", name, "--seconds", str(8 * seconds)],
            capture_output=True, text=True, check=True,
        ).stdout
        per_cpu = re.search(r"^move by move .*: (\d+) playouts per CPU-second", out, re.M)
        return "kernel, move by move", float(per_cpu.group(1))
    out = subprocess.run(
        [binary, "bench", name, "--engine", "general", "--seconds", str(2 * seconds)],
        capture_output=True, text=True, check=True,
    ).stdout
    per_cpu = float(re.search(r"per CPU-second: .* (\d+) playouts", out).group(1))
    return "general engine", per_cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--games", default="english-draughts,dum-blas,lasca")
    ap.add_argument("--batches", default="1,64,4096")
    ap.add_argument("--ludic", default=os.path.join(REPO, "target", "release", "ludic"))
    args = ap.parse_args()
    print(f"{os.cpu_count()} cores; {args.seconds} s per figure")
    print(f"{'game':<18} {'through':<36} {'games/s':>10} {'games/CPU-s':>12}")
    for name in args.games.split(","):
        engine = ludic.VectorGame(ludic.load_game(name), 1).engine
        if os.path.exists(args.ludic):
            what, cpu = ludic_bench(args.ludic, name, engine, args.seconds)
            print(f"{name:<18} {f'ludic bench ({what})':<36} {'':>10} {cpu:>12,.0f}")
        for n in (int(b) for b in args.batches.split(",")):
            wall, cpu = batch_rate(name, n, args.seconds)
            print(f"{name:<18} {f'Python, batch {n} ({engine})':<36} {wall:>10,.0f} {cpu:>12,.0f}")


if __name__ == "__main__":
    main()
