"""Unfinished games on disk: one slot per game, a save file plus an append-only journal.

Every unfinished game has its own slot in ``<data folder>/games/``::

    <id>.json      the game as a save file (docs/notation.md), rewritten atomically at the end of
                   every turn (and when the game starts or resumes)
    <id>.journal   one line per decision, written the moment the decision is taken and fsynced in
                   the background, so a kill loses at most the decision in flight
    <id>.lock      while a window plays the game: its lock (``slotlock``), so one game has one
                   writer; a window that cannot take it does not open the game for writing

Journal lines (UTF-8, each ending in a newline)::

    relicrunners-journal 1        first line
    A <index> <action text>       action number <index> (from 0) was played
    U <n>                         an undo: only the first <n> actions remain

The journal holds the whole game from its first action, so on its own it rebuilds the action
list; the save file is the fallback when the journal is missing, damaged or shorter (which of the
two is played on is ``launch.resume_slot``'s choice). A last line without its newline is a write a
kill cut short: it is ignored. The journal is read by ``journal.read_journal``, like every file
from outside. Several slots may exist at once; finishing a game removes only its own slot. No
pygame here.
"""

from __future__ import annotations

import collections
import os
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from ..play.gamerecord import GameRecord
from ..rules import Action, Board, to_text
from .atomic import fsync, remove_stray_temps, write_atomic
from .journal import JOURNAL_HEADER, read_journal
from .saves import save_game
from .slotlock import SlotLock
from .userdirs import data_dir

__all__ = [
    "GameInUse",
    "GameWriter",
    "JOURNAL_HEADER",
    "Slot",
    "WORKER",
    "delete_slot",
    "games_dir",
    "list_slots",
    "new_slot",
    "prepare",
    "read_journal",
    "set_aside",
]

LEGACY_AUTOSAVE = "autosave.json"  # the single autosave of earlier versions
SET_ASIDE = ".unreadable"  # suffix of a slot's files that could not be read


def games_dir() -> Path:
    return data_dir() / "games"


@dataclass(frozen=True)
class Slot:
    """Where one unfinished game lives (its id is the file name without the suffix)."""

    folder: Path
    id: str

    @property
    def json_path(self) -> Path:
        return self.folder / f"{self.id}.json"

    @property
    def journal_path(self) -> Path:
        return self.folder / f"{self.id}.journal"

    @property
    def lock_path(self) -> Path:
        return self.folder / f"{self.id}.lock"

    def in_use(self) -> bool:
        """Does a window (another process, or another table) have this game open now? (After
        this process's own writes and releases still waiting.)"""
        WORKER.flush()
        probe = SlotLock(self.lock_path)
        if not probe.acquire():
            return True
        probe.release()
        return False

    def mtime(self) -> float:
        """When the game was last played (the newest of its two files)."""
        times = []
        for p in (self.json_path, self.journal_path):
            try:
                times.append(p.stat().st_mtime)
            except OSError:
                pass
        return max(times, default=0.0)

    def exists(self) -> bool:
        return self.json_path.is_file()

    @classmethod
    def of(cls, path: str | os.PathLike[str]) -> Slot | None:
        """The slot a save path belongs to, when it is a slot's ``.json`` inside the games folder."""
        p = Path(path)
        try:
            if p.suffix == ".json" and p.resolve().parent == games_dir().resolve():
                return cls(games_dir(), p.stem)
        except OSError:
            return None
        return None


def new_slot() -> Slot:
    """A fresh, unused slot (named by the time, plus a random tail so two never collide)."""
    folder = games_dir()
    while True:
        slot = Slot(folder, time.strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(3))
        if not slot.json_path.exists() and not slot.journal_path.exists():
            return slot


def list_slots() -> list[Slot]:
    """Every unfinished game, most recently played first."""
    try:
        names = [e.name for e in os.scandir(games_dir()) if e.name.endswith(".json") and e.is_file()]
    except OSError:
        return []
    slots = [Slot(games_dir(), n[: -len(".json")]) for n in names if not n.startswith(".")]
    return sorted(slots, key=lambda s: (s.mtime(), s.id), reverse=True)


def prepare() -> int:
    """Tidy the data folder at start: move an earlier version's autosave into a slot (a rename, the
    game is kept), remove temporary files left by interrupted writes (not those of a write still
    going on in another window) and the lock files of games that are gone. Returns how many
    temporary files were removed. Never raises."""
    removed = remove_stray_temps(data_dir()) + remove_stray_temps(games_dir(), keep=_written_now)
    try:
        locks = [e.name[: -len(".lock")] for e in os.scandir(games_dir()) if e.name.endswith(".lock")]
    except OSError:
        locks = []
    for slot_id in locks:
        if not Slot(games_dir(), slot_id).exists():
            Slot(games_dir(), slot_id).in_use()  # the probe removes a lock nobody holds
    legacy = data_dir() / LEGACY_AUTOSAVE
    if legacy.is_file():
        try:
            slot = new_slot()
            slot.folder.mkdir(parents=True, exist_ok=True)
            os.replace(legacy, slot.json_path)
        except OSError:
            pass
    return removed


def _written_now(temp_name: str) -> bool:
    """Is ``.<id>.json.<x>.tmp`` a write in flight of a window that has game <id> open?"""
    return Slot(games_dir(), temp_name[1:].split(".", 1)[0]).in_use()


def set_aside(slot: Slot) -> Path:
    """Rename a slot that cannot be read so it no longer blocks anything (nothing is deleted).
    Returns the new name of its save file (any write still waiting is done first)."""
    WORKER.flush()
    stamp = time.strftime("-%Y%m%d-%H%M%S")
    target = slot.json_path.with_name(slot.json_path.name + stamp + SET_ASIDE)
    for p in (slot.journal_path, slot.json_path):
        if p.exists():
            try:
                os.replace(p, p.with_name(p.name + stamp + SET_ASIDE))
            except OSError:
                pass
    return target


def delete_slot(slot: Slot) -> bool:
    """Remove an unfinished game the player chose to delete (after any write still waiting).
    False, and nothing removed, when a window has the game open."""
    WORKER.flush()
    lock = SlotLock(slot.lock_path)
    if not lock.acquire():
        return False
    _remove(slot, lock)
    return True


# -- writing --------------------------------------------------------------------------------
class _Worker:
    """One background thread doing the slow disk work in order: fsyncs of journals, rewriting
    save files, removing finished slots. ``flush`` waits until everything asked is done."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._jobs: collections.deque[tuple[object, Callable[[], object]]] = collections.deque()
        self._busy = False
        self._thread: threading.Thread | None = None

    def submit(self, job: Callable[[], object], coalesce: object = None) -> None:
        with self._cond:
            if coalesce is not None and self._jobs and self._jobs[-1][0] is coalesce:
                return  # the same fsync is already waiting: one will do
            self._jobs.append((coalesce, job))
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, daemon=True, name="gamestore")
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._jobs:
                    self._cond.notify_all()
                    if not self._cond.wait(timeout=2.0) and not self._jobs:
                        self._thread = None
                        return
                _, job = self._jobs.popleft()
                self._busy = True
            try:
                job()
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def pending(self) -> int:
        with self._cond:
            return len(self._jobs) + (1 if self._busy else 0)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every job asked for is done, at most ``timeout`` seconds: True if it is."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._jobs or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
            return True


WORKER = _Worker()


class GameInUse(Exception):
    """The game is open in another window (its lock is held there): not opened for writing here."""

    def __init__(self, slot: Slot):
        super().__init__(f"{slot.id}: the game is open in another window")
        self.slot = slot


class GameWriter:
    """Keeps one game's slot up to date while it is played. Errors never raise: they are kept in
    ``error`` (one line for the window's status) and play goes on.

    The writer holds the game's lock from ``claim`` (or ``begin``) until ``close`` or ``finish``;
    it lets go only after every write it asked for is done, so the next window to open the game
    finds it whole. Without the lock it writes nothing."""

    def __init__(self, slot: Slot, board: Board) -> None:
        self.slot = slot
        self.board = board
        self.error: str | None = None  # one line in English (logs); the window words it by ``error_errno``
        self.error_errno: int | None = None  # the system's error number of the last failure
        self._fd: int | None = None
        self._sync_fd: int | None = None
        self._key = object()  # identifies this writer's fsync jobs
        self._lock = SlotLock(slot.lock_path)

    def claim(self) -> bool:
        """Take the game's lock (after this process's own writes and releases still waiting).
        False when a window already has the game open: then this writer writes nothing."""
        if not self._lock.held:
            WORKER.flush()
        return self._lock.acquire()

    def begin(self, record: GameRecord) -> None:
        """Write the save file and a journal of every action so far (both atomically), then keep
        the journal open for appending. Used when a game starts or resumes. Raises GameInUse
        (nothing written) when the game is open in another window."""
        self._close_files()
        if not self.claim():
            raise GameInUse(self.slot)
        texts = [to_text(self.board, a) for a in record.actions]
        journal = "".join([JOURNAL_HEADER + "\n"] + [f"A {i} {t}\n" for i, t in enumerate(texts)])
        try:
            write_atomic(self.slot.journal_path, journal.encode("utf-8"))
            save_game(self.slot.json_path, record, self.board)
            self._fd = os.open(self.slot.journal_path, os.O_WRONLY | os.O_APPEND)
            self._sync_fd = os.dup(self._fd)
            self.error = None
        except OSError as e:
            self._fail(e)

    def played(self, index: int, action: Action) -> None:
        """Action number ``index`` was just played: on disk before the next decision."""
        self._write(f"A {index} {to_text(self.board, action)}\n")

    def undone(self, remaining: int) -> None:
        self._write(f"U {remaining}\n")

    def _write(self, line: str) -> None:
        if self._fd is None:
            return
        data = line.encode("utf-8")
        try:
            while data:
                data = data[os.write(self._fd, data) :]
        except OSError as e:
            self._fail(e)
            return
        sync_fd = self._sync_fd
        WORKER.submit(lambda: self._guard(fsync, sync_fd), coalesce=self._key)

    def compact(self, record: GameRecord) -> None:
        """Rewrite the save file with every action so far, in the background (end of a turn)."""
        if not self._lock.held:
            return
        snap = GameRecord(
            record.layout, list(record.players), record.setup, record.seed, list(record.actions), record.version
        )
        WORKER.submit(lambda: self._guard(save_game, self.slot.json_path, snap, self.board))

    def close(self) -> None:
        """Stop writing (the slot stays: the game can be resumed); the lock goes once every
        write asked for is done."""
        self._close_files()
        if self._lock.held:
            WORKER.submit(self._lock.release)

    def _close_files(self) -> None:
        fd, sync_fd, self._fd, self._sync_fd = self._fd, self._sync_fd, None, None
        if fd is not None:
            os.close(fd)
        if sync_fd is not None:
            WORKER.submit(lambda: _close_quietly(sync_fd))  # after the fsyncs waiting for it

    def finish(self) -> None:
        """The game ended: remove this slot (and only this one), after any write still waiting,
        then let go of the lock."""
        self._close_files()
        if self._lock.held:
            WORKER.submit(partial(_remove, self.slot, self._lock))

    def _guard(self, fn: Callable[..., object], *args: object) -> None:
        try:
            fn(*args)
        except OSError as e:
            self._fail(e)

    def _fail(self, e: OSError) -> None:
        self.error = f"Autosave failed: {e.strerror or e}"
        self.error_errno = e.errno


def _close_quietly(fd: int) -> None:
    try:
        os.close(fd)
    except OSError:
        pass


def _remove(slot: Slot, lock: SlotLock | None = None) -> None:
    """Remove the slot's files, then let go of its ``lock`` (held: nobody else writes it)."""
    for p in (slot.journal_path, slot.json_path):
        try:
            p.unlink()
        except OSError:
            pass
    if lock is not None:
        lock.release()
