"""``GameRecord``: everything that determines a game (S8) — the layout, the seats, the setup mode,
the seed and the actions taken — plus who sat where. Saves, journals, the history, the replay
viewer and the server all hold a game as one; ``io/saverecord.py`` reads and writes its JSON form
(docs/notation.md, "Save files")."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..rules import Action, Board, State, new_game
from .seat import Seat, SeatKind

__all__ = ["FORMAT_VERSION", "GameRecord"]

FORMAT_VERSION = 1  # the newest save format (docs/notation.md): what a new record is written as


@dataclass
class GameRecord:
    """Everything needed to rebuild a game (S8) plus who sat where: one ``Seat`` per player, of
    kind HUMAN or a bot level. ``version``: the save format it was read from."""

    layout: str
    players: list[Seat]
    setup: str
    seed: int
    actions: list[Action] = field(default_factory=list)
    version: int = FORMAT_VERSION

    @property
    def kinds(self) -> list[SeatKind]:
        return [p.kind for p in self.players]

    def seats(self) -> list[tuple[str, str]]:
        """The (name, colour) list ``new_game`` expects."""
        return [(p.name, p.colour) for p in self.players]

    def start(self, board: Board) -> State:
        """The state before the first action (``new_game``)."""
        return new_game(board, self.seats(), self.setup, self.seed)
