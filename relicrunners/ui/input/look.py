"""What the controller's per-kind functions (``actions``) and the Toolbox words (``toolboxwords``)
read: a ``Look`` at the table, public information only, plus the selection in progress."""

from __future__ import annotations

from dataclasses import dataclass

from ...rules import Board, State


@dataclass(frozen=True, slots=True)
class Look:
    """What the table's functions read (public information only, plus the controller's selection)."""

    board: Board
    state: State
    seat: int
    path: tuple[int, ...] = ()  # route being built trail by trail (sites so far)
    shift_from: int | None = None  # the trail of the Pathway picked up to move
