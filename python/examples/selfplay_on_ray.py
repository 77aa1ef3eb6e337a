"""Self-play on a Ray cluster: an analysis of a game and a match between two of ludic's
agents, their games played in blocks by Ray tasks, in Rust, and merged here.

Run: python python/examples/selfplay_on_ray.py [--address HOST:PORT] [GAME]
(without --address: the cluster RAY_ADDRESS names, or a local one started for the run)
"""

import argparse
import json
import time

import ray

from ludic import cluster


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("game", nargs="?", default="dum-blas")
    p.add_argument("--address")
    p.add_argument("--games", type=int, default=200)
    args = p.parse_args()
    ray.init(address=args.address, logging_level="ERROR", log_to_driver=False)
    print(f"cluster: {int(ray.cluster_resources().get('CPU', 0))} CPUs")

    start = time.perf_counter()
    analysis = cluster.analyze(args.game, args.games, seed=1)
    print(analysis.table)
    wins = sum(g["result"] == "win" and g["winner"] == 0 for g in analysis.games)
    print(f"{len(analysis.games)} games in {time.perf_counter() - start:.1f} s; "
          f"the first player won {wins}")

    m = cluster.play_match(args.game, "mcts:50", "random", 20, seed=1, swap=True)
    print(m.table)
    print("agent A's score:", json.loads(m.json)["a_score"])
    ray.shutdown()


if __name__ == "__main__":
    main()
