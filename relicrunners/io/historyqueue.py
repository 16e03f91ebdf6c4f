"""Games go into the history without holding up the window, and none is lost on the way.

When a game ends (or is given up) the window hands its record (``history.entry``) to ``RECORDER``
and goes on at once. The record is first kept in a pending file of its own in the data folder
(``history-pending/<time>-<random>.json``, written atomically by the games' disk worker,
``gamestore.WORKER``, before that game's slot is removed: a kill at any moment leaves the game in
its slot or in a pending file). A background thread then writes every pending file of the folder
into ``history.sqlite3`` and removes it. While the database is locked by another program the
thread tries again (after 0.5, 1, 2, 5, 10, then every 30 seconds); a database that is damaged,
newer or cannot be written is tried again at the next launch (``resume``, called by the window
at start). A record written twice is kept once (``history.write_entry`` knows it again).

A pending file is a stranger's file like any other: read bounded (``read_limited``,
``load_json``), checked (``history.entry_problem``); one that does not check out is renamed
``.refused`` (kept, never retried) with one line in the log.
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import history
from .atomic import write_atomic
from .gamestore import WORKER
from .safeio import RefusedFile, load_json, read_limited
from .userdirs import data_dir

log = logging.getLogger(__name__)

PENDING = "history-pending"  # the folder of the records waiting for the database, in the data folder
MAX_PENDING_BYTES = 20 * 1024 * 1024  # one pending record read at most (a record holds up to 10 MB of moves)
RETRY_S = (0.5, 1.0, 2.0, 5.0, 10.0, 30.0)  # waits between tries while the database is locked
Done = Callable[["history.Problem | None"], None]  # told after each try: None once the game is in the history


def pending_dir(home: Path | None = None) -> Path:
    return (data_dir() if home is None else home) / PENDING


def pending_files(home: Path | None = None) -> list[Path]:
    """The records waiting in ``home`` (the data folder), oldest first."""
    try:
        found = [e for e in os.scandir(pending_dir(home)) if e.name.endswith(".json") and not e.name.startswith(".")]
    except OSError:
        return []
    return [Path(e.path) for e in sorted(found, key=lambda e: e.name) if e.is_file(follow_symlinks=False)]


def keep(entry: dict[str, Any], home: Path) -> Path:
    """``entry`` in a pending file of its own (atomically). OSError when it cannot be written."""
    name = f"{int(time.time() * 1000):015d}-{secrets.token_hex(4)}.json"
    path = pending_dir(home) / name
    write_atomic(path, json.dumps({"format": "relicrunners-history-pending", "entry": entry}).encode("utf-8"))
    return path


def read_pending(path: Path) -> dict[str, Any] | str:
    """The record of a pending file, or why it cannot be used (one line)."""
    try:
        data = load_json(read_limited(path, MAX_PENDING_BYTES, "pending record").decode("utf-8"))
    except (RefusedFile, ValueError, RecursionError) as e:  # ValueError: not UTF-8, broken or unsafe JSON
        return str(e) or type(e).__name__
    if not isinstance(data, dict) or data.get("format") != "relicrunners-history-pending":
        return "not a pending record of Relic Runners"
    entry = data.get("entry")
    why = history.entry_problem(entry)
    if why is not None or not isinstance(entry, dict):
        return why or "not a record of a game"
    return entry


@dataclass
class _Home:
    """What waits for one data folder's history."""

    home: Path
    memory: list[tuple[dict[str, Any], Done | None]] = field(default_factory=list)  # no pending file could be written
    told: dict[str, Done] = field(default_factory=dict)  # pending file name -> whom to tell
    due: float | None = 0.0  # when to try next (monotonic); None: not before something new
    tries: int = 0


class Recorder:
    """The background writer of the history (one thread, started when there is work)."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._homes: dict[Path, _Home] = {}
        self._thread: threading.Thread | None = None
        self._busy = False

    # -- asking -----------------------------------------------------------------------------------
    def submit(self, entry: dict[str, Any], done: Done | None = None, home: Path | None = None) -> None:
        """Record ``entry`` (``history.entry``) in the history of ``home`` (the data folder now).
        Returns at once; ``done`` is told, in the recorder's thread, after each try."""
        home = data_dir() if home is None else home

        def job() -> None:
            try:
                path: Path | None = keep(entry, home)
            except OSError as e:
                log.warning("history: cannot keep a pending record in %s: %s", pending_dir(home), e)
                path = None
            with self._cond:
                h = self._homes.setdefault(home, _Home(home))
                if path is None:
                    h.memory.append((entry, done))
                elif done is not None:
                    h.told[path.name] = done
                h.due, h.tries = 0.0, 0
            self._wake()

        WORKER.submit(job)  # in order with the games' own writes: before this game's slot goes

    def resume(self, home: Path | None = None) -> None:
        """Try the records a previous run left waiting (the window calls it at start)."""
        home = data_dir() if home is None else home
        if pending_files(home):
            with self._cond:
                h = self._homes.setdefault(home, _Home(home))
                h.due, h.tries = 0.0, 0
            self._wake()

    def flush(self, timeout: float = 10.0, now: bool = True, home: Path | None = None) -> bool:
        """Wait until every record asked for in ``home`` (the data folder now) is in its history
        or given up on for now (a damaged, newer or unwritable history: until the next launch), at
        most ``timeout`` seconds. ``now``: try again at once rather than after the wait in
        progress (a locked history). True when nothing waits there any more."""
        home = data_dir() if home is None else home
        deadline = time.monotonic() + timeout
        WORKER.flush(timeout)  # the pending files asked for are written

        with self._cond:
            h = self._homes.get(home)
            if h is None:
                return not pending_files(home)

            def work() -> bool:
                return bool(h.memory or h.told or pending_files(home))

            if now and work():
                h.due = 0.0
                self._cond.notify_all()
            while (self._busy or h.due is not None) and work():
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self._cond.wait(min(left, 0.05))
            return not work()

    # -- the thread -----------------------------------------------------------------------------
    def _wake(self) -> None:
        with self._cond:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, daemon=True, name="history")
                self._thread.start()
            self._cond.notify_all()

    def _next(self) -> _Home | None:
        """The next folder due, after waiting for one (None: nothing left to do for a while)."""
        with self._cond:
            while True:
                now = time.monotonic()
                waiting = [h for h in self._homes.values() if h.due is not None]
                due = [h for h in waiting if h.due is not None and h.due <= now]
                if due:
                    self._busy = True
                    return due[0]
                if not waiting:
                    self._cond.notify_all()
                    if not self._cond.wait(2.0):
                        self._thread = None
                        return None
                    continue
                self._cond.wait(max(0.01, min(h.due or 0.0 for h in waiting) - now))

    def _run(self) -> None:
        while (h := self._next()) is not None:
            try:
                problem = self._write(h)
            except Exception as e:  # the recorder never dies with records waiting: they stay on disk
                log.warning("history: %s", e)
                problem = history.Problem("unwritable", str(e))
            with self._cond:
                self._busy = False
                if problem is None:
                    h.due = None
                elif problem.code == "locked":
                    h.due = time.monotonic() + RETRY_S[min(h.tries, len(RETRY_S) - 1)]
                    h.tries += 1
                else:
                    h.due = None  # damaged, newer, unwritable: at the next launch (or the next game)
                self._cond.notify_all()

    def _write(self, h: _Home) -> history.Problem | None:
        """Write what waits for ``h``'s history, oldest first; stop at the first problem."""
        where = h.home / history.FILE_NAME
        for entry, done in list(h.memory):
            problem = history.write_entry(entry, where)
            _tell(done, problem)
            if problem is not None:
                return problem
            with self._cond:
                h.memory.remove((entry, done))
        for path in pending_files(h.home):
            with self._cond:
                done = h.told.get(path.name)
            data = read_pending(path)
            if isinstance(data, str):
                log.warning("history: pending record %s is not used: %s", path.name, data)
                _set_aside(path)
                problem = None
            else:
                problem = history.write_entry(data, where)
                if problem is None:
                    _remove(path)
            _tell(done, problem)
            if problem is not None:
                return problem
            with self._cond:
                h.told.pop(path.name, None)
        return None


def _tell(done: Done | None, problem: history.Problem | None) -> None:
    if done is not None:
        try:
            done(problem)
        except Exception as e:  # whoever listens cannot stop the recorder
            log.warning("history: %s", e)


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:  # another window wrote it first (and knew it again)
        pass


def _set_aside(path: Path) -> None:
    try:
        path.rename(path.with_name(path.name + ".refused"))
    except OSError:
        pass


RECORDER = Recorder()
