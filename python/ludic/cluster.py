"""Self-play spread over a Ray cluster: ``ludic analyze`` and ``ludic match`` in blocks.

Each Ray task plays a block of games in Rust with ludic's own agents (``analyze_block``,
``match_block``): game ``i`` of a run is seeded from the run's seed and ``i`` alone, so
however the games are split the driver, merging the blocks (``analyze_report``,
``match_summary``), gets the figures the ``ludic`` command prints for the same seed in
one process. Without Ray (``use_ray=False``) the whole run is one block in this process.

From the command line, against a running cluster::

    python -m ludic.cluster --address HEAD:6379 analyze dum-blas --games 100000
    python -m ludic.cluster --address HEAD:6379 match dum-blas --white mcts:200 --black random

A game is named as for :func:`ludic.load_game`: a built-in game's name, or a path that
every node of the cluster can read.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Sequence

from . import _ludic

__all__ = ["Analysis", "MatchResult", "analyze", "play_match", "main"]

# As the ``ludic`` command's default ``--max-turns``.
MAX_TURNS = 1000


@dataclass
class Analysis:
    """The report of ``ludic analyze`` for one game, and each game's figures."""

    table: str
    json: str
    csv: str
    games: List[Dict[str, Any]] = field(repr=False)


@dataclass
class MatchResult:
    """The summary of ``ludic match`` (``table``, ``json``) and each game as
    ``(number, a_first, winner or -1 for a draw, turns, huffs)``."""

    table: str
    json: str
    games: List[tuple] = field(repr=False)


def _source(name_or_path: str) -> str:
    # A Ray worker need not start in the driver's folder: a relative path that names a
    # file here is sent as an absolute one; a built-in game's name is sent as it is.
    return os.path.abspath(name_or_path) if os.path.isfile(name_or_path) else name_or_path


def _blocks(games: int, block_size: Optional[int], ray: Any) -> List[tuple]:
    """(first, count) of each block: by default two blocks per CPU of the cluster,
    so that a slow block does not leave the others idle at the end."""
    if block_size is None:
        cpus = int(ray.cluster_resources().get("CPU", 1)) if ray is not None else 1
        block_size = max(1, math.ceil(games / (2 * max(cpus, 1))))
    return [(first, min(block_size, games - first)) for first in range(0, games, block_size)]


def _ray(use_ray: bool, address: Optional[str]):
    """The ``ray`` module, connected, or None when the run stays in this process."""
    if not use_ray:
        return None
    import ray

    if not ray.is_initialized():
        # None: a cluster named by RAY_ADDRESS, or a local one started for this run,
        # which then listens on the loopback address only.
        local = address is None and "RAY_ADDRESS" not in os.environ
        extra = {"_node_ip_address": "127.0.0.1"} if local else {}
        ray.init(address=address, logging_level="ERROR", log_to_driver=False, **extra)
    return ray


def _analyze_block(**kwargs):
    # A Python function, which Ray can make a task of (not the extension's builtin).
    return _ludic.analyze_block(**kwargs)


def _match_block(**kwargs):
    return _ludic.match_block(**kwargs)


def _run(fn, kwargs: Dict[str, Any], games: int, block_size, use_ray, address):
    """The results of ``fn(first=..., count=..., **kwargs)`` over the blocks, in order."""
    ray = _ray(use_ray, address)
    if ray is None:
        return [fn(first=0, count=games, **kwargs)]
    # One CPU per task, and one thread in it: Ray spreads the tasks over the CPUs.
    task = ray.remote(num_cpus=1)(fn)
    futures = [
        task.remote(first=first, count=count, threads=1, **kwargs)
        for first, count in _blocks(games, block_size, ray)
    ]
    return ray.get(futures)


def analyze(
    game: str,
    games: int = 1000,
    *,
    seed: int = 1,
    agents: str = "random",
    max_turns: int = MAX_TURNS,
    ruleset: Optional[str] = None,
    options: Optional[Sequence[str]] = None,
    engine: str = "auto",
    use_ray: bool = True,
    address: Optional[str] = None,
    block_size: Optional[int] = None,
) -> Analysis:
    """``ludic analyze GAME --games N --seed S --agents A``, its games spread over Ray.

    ``engine`` is ``"auto"`` (the draughts kernel where the game lowers to it, as the
    command does) or ``"general"``. With ``use_ray`` the run uses the Ray cluster this
    process is connected to, or connects to ``address`` (``ray.init``'s).
    """
    if games < 1:
        raise ValueError("games must be at least 1")
    common = dict(
        name_or_path=_source(game),
        seed=seed,
        agents=agents,
        max_turns=max_turns,
        ruleset=ruleset,
        options=list(options or []),
        engine=engine,
    )
    blocks = _run(_analyze_block, common, games, block_size, use_ray, address)
    played = [g for block in blocks for g in block]
    # The report names the game as it was given, as the command does.
    table, json, csv = _ludic.analyze_report(
        **{**common, "name_or_path": game}, games=played, games_asked=games
    )
    return Analysis(table, json, csv, played)


def play_match(
    game: str,
    white: str,
    black: str,
    games: int = 10,
    *,
    seed: int = 1,
    swap: bool = False,
    max_turns: int = MAX_TURNS,
    think: float = 0.1,
    depth: Optional[int] = None,
    ruleset: Optional[str] = None,
    options: Optional[Sequence[str]] = None,
    engine: str = "auto",
    use_ray: bool = True,
    address: Optional[str] = None,
    block_size: Optional[int] = None,
) -> MatchResult:
    """``ludic match GAME --white A --black B --games N --seed S``, spread over Ray.

    The result equals the command's when the agents have playout or depth budgets
    (``mcts:200``, ``alphabeta:4``) or are random: an agent that thinks for ``think``
    seconds depends on the machine's speed.
    """
    if games < 1:
        raise ValueError("games must be at least 1")
    kwargs = dict(
        name_or_path=_source(game),
        white=white,
        black=black,
        seed=seed,
        swap=swap,
        max_turns=max_turns,
        think=think,
        depth=depth,
        ruleset=ruleset,
        options=list(options or []),
        engine=engine,
    )
    blocks = _run(_match_block, kwargs, games, block_size, use_ray, address)
    a, b = blocks[0][0], blocks[0][1]
    played = [g for block in blocks for g in block[2]]
    table, json = _ludic.match_summary(a, b, swap, played)
    return MatchResult(table, json, played)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m ludic.cluster",
        description="ludic analyze and ludic match, their games spread over a Ray cluster",
    )
    p.add_argument("--address", help="the cluster's address (HOST:PORT); default: "
                   "RAY_ADDRESS, or a local cluster started for the run")
    p.add_argument("--local", action="store_true", help="no Ray: play every game here")
    p.add_argument("--block-size", type=int, help="games per Ray task")
    sub = p.add_subparsers(dest="command", required=True)
    for name in ("analyze", "match"):
        s = sub.add_parser(name)
        s.add_argument("game", help="a built-in game's name or a .lud file")
        s.add_argument("--games", type=int, default=1000 if name == "analyze" else 10)
        s.add_argument("--seed", type=int, default=1)
        s.add_argument("--max-turns", type=int, default=MAX_TURNS)
        s.add_argument("--ruleset")
        s.add_argument("--option", action="append", default=[], dest="options")
        s.add_argument("--engine", choices=["auto", "general"], default="auto")
        s.add_argument("--json", action="store_true")
        if name == "analyze":
            s.add_argument("--agents", default="random")
            s.add_argument("--csv", action="store_true")
        else:
            s.add_argument("--white", required=True)
            s.add_argument("--black", required=True)
            s.add_argument("--swap", action="store_true")
            s.add_argument("--think", type=float, default=0.1)
            s.add_argument("--depth", type=int)
    return p


def main(argv: Optional[Sequence[str]] = None) -> int:
    """The command line; prints what ``ludic analyze`` / ``ludic match`` print."""
    args = _parser().parse_args(argv)
    common = dict(
        seed=args.seed,
        max_turns=args.max_turns,
        ruleset=args.ruleset,
        options=args.options,
        engine=args.engine,
        use_ray=not args.local,
        address=args.address,
        block_size=args.block_size,
    )
    try:
        if args.command == "analyze":
            r = analyze(args.game, args.games, agents=args.agents, **common)
            sys.stdout.write(r.json + "\n" if args.json else r.csv if args.csv else r.table)
        else:
            m = play_match(args.game, args.white, args.black, args.games, swap=args.swap,
                           think=args.think, depth=args.depth, **common)
            sys.stdout.write(m.json + "\n" if args.json else m.table)
    except _ludic.LudicError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
