"""Where the game keeps its files: the autosave and manual saves in a per-user folder.

``RELICRUNNERS_HOME`` overrides the folder (tests use it); otherwise
``$XDG_DATA_HOME/relicrunners`` or ``~/.local/share/relicrunners``.
"""
from __future__ import annotations

import os
import threading
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
    """Save atomically, now; returns an error line instead of raising (a full disk must not crash play)."""
    try:
        save_game(autosave_path(), record, board)
        return None
    except OSError as e:
        return f"Autosave failed: {e.strerror or e}"


class Autosaver:
    """Writes the autosave in a background thread so a slow disk never stalls a frame.

    ``submit`` takes a snapshot of the record at once (the caller goes on changing it); only the
    newest snapshot waiting is written. ``flush`` waits until everything submitted is on disk."""

    def __init__(self):
        self._lock = threading.Condition()
        self._pending: tuple | None = None
        self._busy = False
        self._thread: threading.Thread | None = None
        self.error: str | None = None

    def submit(self, record: GameRecord, board) -> None:
        snap = GameRecord(record.layout, [dict(p) for p in record.players], record.setup, record.seed,
                          list(record.actions), record.version)
        with self._lock:
            self._pending = (snap, board, autosave_path())
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, daemon=True, name="autosave")
                self._thread.start()
            self._lock.notify_all()

    def _run(self) -> None:
        while True:
            with self._lock:
                if self._pending is None:
                    self._lock.notify_all()
                    if not self._lock.wait(timeout=2.0) and self._pending is None:
                        self._thread = None
                        return
                    continue
                job, self._pending = self._pending, None
                self._busy = True
            record, board, path = job
            try:
                save_game(path, record, board)
                err = None
            except OSError as e:
                err = f"Autosave failed: {e.strerror or e}"
            with self._lock:
                self.error = err
                self._busy = False
                self._lock.notify_all()

    def flush(self, timeout: float = 10.0) -> None:
        deadline = time.monotonic() + timeout
        with self._lock:
            while self._pending is not None or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return
                self._lock.wait(left)

    def cancel(self) -> None:
        """Drop a write not started yet (the game ended: nothing to continue)."""
        with self._lock:
            self._pending = None


AUTOSAVER = Autosaver()


def clear_autosave() -> None:
    AUTOSAVER.cancel()
    AUTOSAVER.flush()
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


__all__ = ["AUTOSAVER", "Autosaver", "SaveError", "autosave_path", "clear_autosave", "data_dir", "has_autosave", "read_save",
           "save_copy", "write_autosave"]
