"""Where the game keeps its files: the autosave and manual saves in a per-user folder.

``RELICRUNNERS_HOME`` overrides the folder (tests use it); otherwise
``$XDG_DATA_HOME/relicrunners`` or ``~/.local/share/relicrunners``.
"""
from __future__ import annotations

import os
import time
from pathlib import Path

from ..saves import GameRecord, SaveError, load_game, save_game


def data_dir() -> Path:
    home = os.environ.get("RELICRUNNERS_HOME")
    if home:
        return Path(home)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "relicrunners"


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def has_autosave() -> bool:
    return autosave_path().is_file()


def write_autosave(record: GameRecord, board) -> str | None:
    """Save atomically; returns an error line instead of raising (a full disk must not crash play)."""
    try:
        save_game(autosave_path(), record, board)
        return None
    except OSError as e:
        return f"Autosave failed: {e.strerror or e}"


def clear_autosave() -> None:
    try:
        autosave_path().unlink()
    except OSError:
        pass


def save_copy(record: GameRecord, board) -> Path:
    """A manual save (Ctrl+S) next to the autosave, named by the time."""
    path = data_dir() / time.strftime("save-%Y%m%d-%H%M%S.json")
    save_game(path, record, board)
    return path


def read_save(path, board=None) -> GameRecord:
    """load_game, errors as SaveError with one line."""
    return load_game(path, board)


__all__ = ["SaveError", "autosave_path", "clear_autosave", "data_dir", "has_autosave", "read_save",
           "save_copy", "write_autosave"]
