"""The window's view of the player's files: unfinished games (slots, see ``gamestore``) and
manual saves (Ctrl+S), all in the per-user data folder (``userdirs``; ``RELICRUNNERS_HOME``
overrides it, as tests and tools do)."""

from __future__ import annotations

import time
from pathlib import Path

from ...io.gamestore import WORKER, GameWriter, Slot, delete_slot, games_dir, list_slots, new_slot, prepare, set_aside
from ...io.saves import SaveError, save_game
from ...io.userdirs import data_dir
from ...play.gamerecord import GameRecord
from ...rules import Board


def has_unfinished() -> bool:
    return bool(list_slots())


def most_recent() -> Slot | None:
    slots = list_slots()
    return slots[0] if slots else None


def flush(timeout: float = 10.0) -> bool:
    """Wait until every write asked for is on disk (before leaving, or before reading a slot);
    False if some were still waiting after ``timeout`` seconds."""
    return WORKER.flush(timeout)


def save_copy(record: GameRecord, board: Board) -> Path:
    """A manual save (Ctrl+S) next to the games folder, named by the time; never replaces a file."""
    folder = data_dir()
    stem = time.strftime("save-%Y%m%d-%H%M%S")
    path = folder / f"{stem}.json"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}.json"
        n += 1
    save_game(path, record, board)
    return path


__all__ = [
    "GameWriter",
    "SaveError",
    "Slot",
    "data_dir",
    "delete_slot",
    "flush",
    "games_dir",
    "has_unfinished",
    "list_slots",
    "most_recent",
    "new_slot",
    "prepare",
    "save_copy",
    "set_aside",
]
