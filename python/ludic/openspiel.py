"""ludic's games registered with OpenSpiel (``pyspiel``), as Python games.

Importing this module registers every built-in game as ``ludic_<name>`` (dashes become
underscores: ``pyspiel.load_game("ludic_dum_blas")``), an action a move, and as
``ludic_<name>_turns``, an action a whole turn (``State.legal_turns``); :func:`register`
registers any other file, ruleset or options under a name of your choice. OpenSpiel's algorithms
(``MCTSBot``, ``evaluate_bots``...) then play them unchanged.
"""

from __future__ import annotations

from typing import Optional, Sequence

import numpy as np
import pyspiel

from ._ludic import Game, State, builtin_games, load_game

_REGISTERED: dict[str, Game] = {}


def _game_type(short_name: str, game: Game) -> pyspiel.GameType:
    chance = (
        pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        if game.is_stochastic()
        else pyspiel.GameType.ChanceMode.DETERMINISTIC
    )
    return pyspiel.GameType(
        short_name=short_name,
        long_name=f"ludic {game.name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=chance,
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.num_players(),
        min_num_players=game.num_players(),
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={},
    )


def _game_info(game: Game, whole_turns: bool) -> pyspiel.GameInfo:
    return pyspiel.GameInfo(
        num_distinct_actions=game.num_distinct_turns() if whole_turns else game.num_distinct_actions(),
        max_chance_outcomes=game.max_chance_outcomes(),
        num_players=game.num_players(),
        min_utility=game.min_utility(),
        max_utility=game.max_utility(),
        utility_sum=game.utility_sum(),
        max_game_length=game.max_game_length(),
    )


class SpielState(pyspiel.State):
    """A ludic state as OpenSpiel's ``State``."""

    def __init__(self, game: "SpielGame", inner: Optional[State] = None) -> None:
        super().__init__(game)
        self.inner = inner if inner is not None else game.ludic.new_initial_state()
        # An action is a whole turn (``ludic_<name>_turns``) or a move.
        self.whole_turns = game.whole_turns

    def current_player(self) -> int:
        p = self.inner.current_player()
        if p == -1:
            return int(pyspiel.PlayerId.CHANCE)
        return int(pyspiel.PlayerId.TERMINAL) if p < 0 else p

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self.inner.chance_outcomes()

    def _legal_actions(self, player: int) -> list[int]:
        if self.whole_turns:
            return self.inner.legal_turns() if player == self.current_player() else []
        return self.inner.legal_actions(player)

    def _apply_action(self, action: int) -> None:
        if self.whole_turns and not self.inner.is_chance_node():
            self.inner.apply_turn(action)
        else:
            self.inner.apply_action(action)

    def _action_to_string(self, player: int, action: int) -> str:
        if self.whole_turns and not self.inner.is_chance_node():
            try:
                return self.inner.turn_to_string(action)
            except ValueError:
                pass  # not a turn of this position: its sites alone
        return self.inner.action_to_string(action)

    def is_terminal(self) -> bool:
        return self.inner.is_terminal()

    def returns(self) -> list[float]:
        return self.inner.returns()

    def serialize(self) -> str:
        return self.inner.serialize()

    def __str__(self) -> str:
        return str(self.inner)


class _Observer:
    """OpenSpiel's observer: the planes of ``Game.observation_tensor_shape()``."""

    def __init__(self, game: Game, params: Optional[dict] = None) -> None:
        if params:
            raise ValueError(f"ludic observers take no parameters; got {params}")
        shape = tuple(game.observation_tensor_shape())
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}

    def set_from(self, state: SpielState, player: int) -> None:
        self.tensor[:] = state.inner.observation_tensor(player)

    def string_from(self, state: SpielState, player: int) -> str:
        return state.inner.observation_string(player)


class SpielGame(pyspiel.Game):
    """A ludic game as OpenSpiel's ``Game``; each registered name has its subclass."""

    ludic: Game
    game_type: pyspiel.GameType
    whole_turns: bool = False

    def __init__(self, params: Optional[dict] = None) -> None:
        super().__init__(self.game_type, _game_info(self.ludic, self.whole_turns), params or {})

    def new_initial_state(self) -> SpielState:
        return SpielState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> _Observer:
        return _Observer(self.ludic, params)

    def deserialize_state(self, text: str) -> SpielState:
        return SpielState(self, self.ludic.deserialize_state(text))


def register(
    name_or_path: str,
    short_name: Optional[str] = None,
    ruleset: Optional[str] = None,
    options: Optional[Sequence[str]] = None,
    whole_turns: bool = False,
) -> str:
    """Registers a game with pyspiel; returns its short name (``ludic_<name>`` by default,
    ``ludic_<name>_turns`` with ``whole_turns``: an action is then a whole turn)."""
    game = load_game(name_or_path, ruleset=ruleset, options=list(options or []))
    if short_name is None:
        stem = name_or_path.rsplit("/", 1)[-1].removesuffix(".lud")
        short_name = "ludic_" + stem.replace("-", "_").replace(" ", "_").lower()
        if whole_turns:
            short_name += "_turns"
    if short_name in _REGISTERED:
        return short_name
    game_type = _game_type(short_name, game)
    cls = type(
        f"SpielGame_{short_name}",
        (SpielGame,),
        {"ludic": game, "game_type": game_type, "whole_turns": whole_turns},
    )
    pyspiel.register_game(game_type, cls)
    _REGISTERED[short_name] = game
    return short_name


for _name in builtin_games():
    register(_name)
    register(_name, whole_turns=True)
