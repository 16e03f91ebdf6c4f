"""Lines kept as data and worded when they are shown: ``Said``, and the game log's own lines that
are no event of the rules (the start of a game, a game resumed, a network seat).

A line the table says stays on screen for the rest of the game (the log), and the player may
change the language any time (the settings screen, L): so such a line is kept as the function of
this package that words it and its data (names, numbers, codes — never words), and worded again
in the language of the moment whenever it is drawn. ``str(said)`` words it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from . import _
from .help import setup_phrase

__all__ = ["Said", "game_resumed", "network_seat", "network_watching", "new_game", "replay_start"]


@dataclass(frozen=True)
class Said:
    """A line worded when it is shown: ``words(*args)`` in the language of that moment."""

    words: Callable[..., str]
    args: tuple[Any, ...] = ()

    def __str__(self) -> str:
        return self.words(*self.args)

    def renamed(self, old: str, new: str) -> Said:
        """This line with a player called ``old`` called ``new`` (a name among its data, alone or
        in a list of names)."""

        def swap(arg: Any) -> Any:
            if isinstance(arg, str):
                return new if arg == old else arg
            if isinstance(arg, tuple):
                return tuple(new if a == old else a for a in arg)
            return arg

        return Said(self.words, tuple(swap(a) for a in self.args))


def _players(names: Sequence[str]) -> str:
    """The players named in one phrase: "Ada, Bo and Cy"."""
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def new_game(names: Sequence[str], setup: str, relics: int) -> str:
    """The first line of a game's log: who plays, the setup, and when the last round begins."""
    return _("New game: {players} ({setup}). The last round begins once {n} Relics have been taken.").format(
        players=_players(names), setup=setup_phrase(setup, in_sentence=True), n=relics
    )


def replay_start(names: Sequence[str], setup: str) -> str:
    """The first line of a replay's log: who played and the setup."""
    return _("New game: {players} ({setup})").format(
        players=_players(names), setup=setup_phrase(setup, in_sentence=True)
    )


def game_resumed(turn: int) -> str:
    return _("Game resumed at turn {turn}").format(turn=turn)


def network_watching() -> str:
    return _("Network game: you are watching")


def network_seat(name: str) -> str:
    return _("Network game: you play {name}").format(name=name)
