"""Replaying a saved game and comparing positions: ``replay`` rebuilds a game from its
``GameRecord`` through ``new_game`` + ``apply`` with the legality check (an illegal action is a
``SaveError`` naming its index and text), and ``fingerprint`` turns a ``State`` into one comparable
tuple (hidden parts and turn bookkeeping included), so that a replayed save can be checked to
be the very position of the game it was saved from.
"""

from __future__ import annotations

from ..play.gamerecord import GameRecord
from ..rules import Board, Event, IllegalAction, NotationError, SetupError, State, apply, to_text
from ..rules.fingerprint import fingerprint
from .saverecord import SaveError

__all__ = ["fingerprint", "replay"]


def replay(board: Board, record: GameRecord, name: str = "game") -> tuple[State, list[list[Event]]]:
    """Rebuild a game: ``new_game`` then every action with the legality check.

    Returns ``(state, events_per_action)``. An illegal action is a SaveError naming its index
    (0-based) and text; ``name`` (usually the file) starts the message."""
    try:
        state = record.start(board)
    except SetupError as e:
        raise SaveError(f"{name}: {e}", "bad_field") from None  # players or setup the rules refuse
    events: list[list[Event]] = []
    for i, action in enumerate(record.actions):
        try:
            state, ev = apply(state, action)
        except IllegalAction:
            try:
                text = to_text(board, action)
            except (NotationError, IndexError, KeyError, TypeError):
                text = repr(action)
            what = "the game is already over" if state.over else f"decision was '{state.decision()}'"
            raise SaveError(
                f"{name}: action {i} '{text}' is not legal here ({what})", "illegal_action", number=i + 1
            ) from None
        events.append(ev)
    return state, events
