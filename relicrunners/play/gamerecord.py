"""``GameRecord``: everything that determines a game (S8) — the layout, the seats, the setup mode,
the seed and the actions taken — plus who sat where. Saves, journals, the history, the replay
viewer and the server all hold a game as one; ``io/saverecord.py`` reads and writes its JSON form
(docs/notation.md, "Save files")."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..rules import Action, Board, State, new_game

__all__ = ["FORMAT_VERSION", "GameRecord"]

FORMAT_VERSION = 1  # the newest save format (docs/notation.md): what a new record is written as


@dataclass
class GameRecord:
    """Everything needed to rebuild a game (S8) plus who sat where.

    ``players`` holds one dict per seat: ``{"name", "colour", "kind"}`` where kind is
    ``"human"`` or the name of a bot (``"random"``, ``"easy"``...)."""

    layout: str
    # one seat each: the keys of play.match.SeatDict. A plain dict until every caller builds
    # SeatDicts (the window's game launcher and Match copy seats with dict())
    players: list[dict[str, Any]]
    setup: str
    seed: int
    actions: list[Action] = field(default_factory=list)
    version: int = FORMAT_VERSION

    def seats(self) -> list[tuple[str, str]]:
        """The (name, colour) list ``new_game`` expects."""
        return [(p["name"], p["colour"]) for p in self.players]

    def start(self, board: Board) -> State:
        """The state before the first action (``new_game``)."""
        return new_game(board, self.seats(), self.setup, self.seed)
