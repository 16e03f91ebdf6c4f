"""Who sits at a seat: ``Seat`` (name, colour, kind) and ``SeatKind`` (a person here, a person at
another screen, or a bot of some level) — one idea for the setup screen, saves, the last setup,
the history, the server and the window.

``SeatKind`` is a ``StrEnum``: a member equals its word (``SeatKind.HUMAN == "human"``) and JSON,
SQLite and the network protocol write the word, so every file and message keeps its old words.
A bot level's word is its name in ``bots.BOT_NAMES`` (a test keeps the two alike): a new level is
one more line here, and everything that lists the levels (the server, the last setup, the command
line) follows.

Files this version plays from (saves, the last setup, the server's games) are read strictly
(``SeatKind.parse``); records it only shows (the history, a server's seats) may come from a newer
version and keep a word it does not know (``kind_or_word``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

__all__ = ["BOT_LEVELS", "PEOPLE", "Seat", "SeatKind", "kind_or_word"]


class SeatKind(StrEnum):
    """Who plays a seat. Its value is the word files and messages hold."""

    HUMAN = "human"  # a person at this screen (pass and play: they pass the mouse)
    ONLINE = "online"  # a person at another screen, as the setup screen offers it (the window hosts)
    REMOTE = "remote"  # the server's word for a seat a person joins over the network
    # the bots, one per level, with the levels' names (bots.BOT_NAMES), weakest first
    RANDOM = "random"
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    EXPERT = "expert"

    @property
    def is_person(self) -> bool:
        """A person plays it, here or elsewhere."""
        return self in PEOPLE

    @property
    def is_bot(self) -> bool:
        """A bot plays it; its value is the bot's level (``bots.make_bot``)."""
        return self not in PEOPLE

    @property
    def in_game(self) -> SeatKind:
        """The kind a game's record holds (``GameRecord.players``): a person, wherever they sit, is
        HUMAN; a bot its level."""
        return SeatKind.HUMAN if self.is_person else self

    @classmethod
    def parse(cls, text: object) -> SeatKind:
        """The kind ``text`` names (ValueError for anything else)."""
        if isinstance(text, str):
            try:
                return cls(text)
            except ValueError:
                pass
        shown = repr(text) if len(repr(text)) <= 40 else repr(text)[:37] + "..."
        raise ValueError(f"unknown seat kind {shown}")

    @classmethod
    def bots(cls) -> tuple[SeatKind, ...]:
        """Every bot level, weakest first."""
        return tuple(k for k in cls if k.is_bot)


PEOPLE = frozenset({SeatKind.HUMAN, SeatKind.ONLINE, SeatKind.REMOTE})
BOT_LEVELS = SeatKind.bots()


def kind_or_word(text: str) -> SeatKind | str:
    """The kind ``text`` names, or ``text`` itself when this version does not know it (a record
    written by a newer version: shown as it is, never played)."""
    try:
        return SeatKind(text)
    except ValueError:
        return text


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat: the player's name, their colour (one of ``rules.components.PLAYER_COLOURS``) and
    who plays it. What a name or colour may be is checked where a file is read (``io/``)."""

    name: str
    colour: str
    kind: SeatKind

    @property
    def is_bot(self) -> bool:
        return self.kind.is_bot

    def in_game(self) -> Seat:
        """This seat as a game's record holds it (``SeatKind.in_game``)."""
        return replace(self, kind=self.kind.in_game)

    def to_dict(self) -> dict[str, str]:
        """The seat as files hold it: ``{"name", "colour", "kind"}`` in this order."""
        return {"name": self.name, "colour": self.colour, "kind": self.kind.value}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Seat:
        """A seat from ``to_dict``'s form; a missing kind is HUMAN (the save format's default).
        ValueError when a field is missing or of the wrong type, or the kind is unknown."""
        name, colour = data.get("name"), data.get("colour")
        if not isinstance(name, str) or not isinstance(colour, str):
            raise ValueError("a seat needs a name and a colour, both text")
        return cls(name, colour, SeatKind.parse(data.get("kind", SeatKind.HUMAN)))
