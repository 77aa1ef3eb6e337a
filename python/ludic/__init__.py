"""ludic: Ludii-style board games (``.lud`` files) for AI research, run by ludic's Rust engine.

``load_game(name_or_path, ruleset=None, options=None)`` gives a :class:`Game` with
OpenSpiel's Game/State interface; :class:`VectorGame` steps a batch of games in Rust.
``ludic.openspiel`` registers the games with ``pyspiel``; ``ludic.pettingzoo`` wraps
them as PettingZoo AEC environments. See ``docs/python.md`` in ludic's repository.
"""

from ._ludic import (
    Game,
    LudicError,
    State,
    VectorGame,
    builtin_games,
    load_game,
)

__all__ = [
    "Game",
    "LudicError",
    "State",
    "VectorGame",
    "builtin_games",
    "load_game",
]
