"""One recorded game of the history, read back as a game record to replay.

The history database (``history.py``) keeps each game's seats, setup, seed, layout and every
action in the text notation. ``open_recorded`` turns one row into the very ``GameRecord`` a save
file would give, checked the same way (``saverecord.read_record``: names, colours, setup, seed,
action texts), with its board: the database is a file like any other and may have been edited.
The layout it names is opened only from the layouts folder, the history's own folder, or when it
is the layout the window was given (``saves.resolve_layout``).
"""

from __future__ import annotations

import json
import os
import sqlite3
from typing import Any

from ..play.gamerecord import FORMAT_VERSION, GameRecord
from . import history
from .layout import LayoutError, load_layout
from .saverecord import FORMAT, LayoutUnavailable, SaveError, parse_actions, read_record
from .saves import layout_ref, resolve_layout

MAX_ACTIONS_TEXT = 10**7  # characters of one game's action record read at most


def _row(game_id: int) -> tuple[Any, ...]:
    db = history.open_history(create=False)
    try:
        row = db.execute("SELECT layout, setup, seed, actions FROM games WHERE id = ?", (game_id,)).fetchone()
        seats = db.execute("SELECT name, colour, kind FROM seats WHERE game = ? ORDER BY seat", (game_id,)).fetchall()
    except sqlite3.Error as e:
        raise history._problem(e) from None
    finally:
        db.close()
    if row is None:
        raise SaveError(f"recorded game {game_id}: not in the history", "missing")
    return row, seats


def open_recorded(
    game_id: int, given_layout: str | os.PathLike[str] | None = None, board: Any = None
) -> tuple[GameRecord, Any]:
    """``(record, board)`` of the recorded game ``game_id``. ``board``: the board to use when the
    game was played on the layout ``given_layout`` (the window's own); else its layout is loaded.

    ``history.Problem`` when the database cannot be read; ``SaveError`` (with ``reason``) when
    the row does not make a game (``LayoutUnavailable`` when its board cannot be opened)."""
    name = f"recorded game {game_id}"
    (layout, setup, seed, actions), seats = _row(game_id)
    try:
        texts = json.loads(actions) if isinstance(actions, str) and len(actions) <= MAX_ACTIONS_TEXT else None
        seed_value = int(seed) if isinstance(seed, str) and seed.isdigit() and len(seed) <= 30 else seed
    except (ValueError, RecursionError):
        texts, seed_value = None, seed
    data = {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "layout": layout,
        "players": [{"name": n, "colour": c, "kind": k} for n, c, k in seats],
        "setup": setup,
        "seed": seed_value,
        "actions": texts,
    }
    record, texts = read_record(data, name)
    if board is None or given_layout is None or not _same_layout(record.layout, given_layout):
        board = _load_board(record.layout, name, given_layout)
    record.actions = parse_actions(board, texts, name)
    return record, board


def _same_layout(ref: str, given: str | os.PathLike[str]) -> bool:
    return ref == layout_ref(given)


def _load_board(ref: str, name: str, given: str | os.PathLike[str] | None) -> Any:
    where = resolve_layout(ref, save=history.path(), given=given)
    try:
        return load_layout(where)
    except LayoutError as e:
        first = e.problems[0] if e.problems else "cannot be loaded"
        raise LayoutUnavailable(f"{name}: layout {ref[:300]!r}: {first}", ref) from None
