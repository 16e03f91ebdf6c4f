"""The history of games played in the window: an SQLite database, ``history.sqlite3`` in the
per-user data folder (``userdirs.data_dir``; ``RELICRUNNERS_HOME`` in tests).

One row per game (when, layout, setup, seed, the whole action record in the text notation,
turns, duration, finished or abandoned) and one per seat (name, colour, human or bot level, final
score with its breakdown, winner, Relics, longest Expedition). A game is written in one
transaction when it ends (or is abandoned), so a crash never leaves half a record.

The schema has a version (``PRAGMA user_version``) and a list of migrations: an older database is
brought up to date when opened; one from a newer version of the game is left alone and not
written. A damaged, locked or unwritable database never stops play: ``record`` answers with a
problem code (``Problem``) instead of raising, and the file is never deleted or overwritten.
What is read back is checked before use (types, bounds): the file may have been edited.

The record holds the seed and every hidden tile: it is the player's own machine, but the window
must never show the record of an unfinished game (only finished or abandoned games are here).
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..rules import to_text
from ..rules.scoring import breakdown, winners
from .userdirs import data_dir

FILE_NAME = "history.sqlite3"
BUSY_MS = 2000  # wait this long for a lock held by another window, then give up (play goes on)
MAX_READ = 100_000  # games read back at most


def _v1(db: sqlite3.Connection) -> None:
    db.executescript(
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            started REAL NOT NULL,
            ended REAL NOT NULL,
            seconds REAL NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('finished', 'abandoned')),
            layout TEXT NOT NULL,
            setup TEXT NOT NULL,
            seed TEXT NOT NULL,
            turns INTEGER NOT NULL,
            actions TEXT NOT NULL
        );
        CREATE TABLE seats (
            game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            colour TEXT NOT NULL,
            kind TEXT NOT NULL,
            score INTEGER NOT NULL,
            breakdown TEXT NOT NULL,
            winner INTEGER NOT NULL,
            relics INTEGER NOT NULL,
            longest INTEGER NOT NULL,
            PRIMARY KEY (game, seat)
        );
        CREATE INDEX seats_by_name ON seats(name);
        """
    )


# MIGRATIONS[i] brings a database of version i to version i + 1; SCHEMA is the newest version.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_v1]
SCHEMA = len(MIGRATIONS)


class Problem(Exception):
    """Why the history could not be used: ``code`` is damaged, newer, locked or unwritable (the
    window words it with ``text.problems``); ``str`` is one line in English for the command line."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(f"{FILE_NAME}: {detail}")
        self.code = code


def path() -> Path:
    return data_dir() / FILE_NAME


def started_of(slot_id: str) -> float | None:
    """When the game of an autosave slot began (its id starts with the local time, ``gamestore``)."""
    try:
        return time.mktime(time.strptime(slot_id[:15], "%Y%m%d-%H%M%S"))
    except (ValueError, OverflowError):
        return None


def _problem(e: Exception) -> Problem:
    text = str(e).lower()
    if "locked" in text or "busy" in text:
        return Problem("locked", "in use by another program; try again later")
    if "readonly" in text or "read-only" in text or "unable to open" in text or isinstance(e, OSError):
        return Problem("unwritable", "cannot be written")
    return Problem("damaged", "not a Relic Runners history (damaged); it is left as it is")


def open_history(create: bool = True) -> sqlite3.Connection:
    """The database, brought up to date (created when ``create`` and missing). ``Problem`` when it
    is damaged, from a newer game, locked or cannot be written."""
    where = path()
    if not create and not where.exists():
        raise Problem("missing", "no games recorded yet")
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(str(where), timeout=BUSY_MS / 1000)
    except (sqlite3.Error, OSError) as e:
        raise _problem(e) from None
    try:
        db.execute("PRAGMA foreign_keys = ON")
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if not isinstance(version, int) or version > SCHEMA:
            db.close()
            raise Problem("newer", f"written by a newer Relic Runners (schema {version}); it is left as it is")
        if version < SCHEMA:
            with db:
                for step in MIGRATIONS[version:]:
                    step(db)
                db.execute(f"PRAGMA user_version = {SCHEMA}")
        return db
    except Problem:
        raise
    except (sqlite3.Error, OSError) as e:
        db.close()
        raise _problem(e) from None


# -- writing --------------------------------------------------------------------------------------
def longest_expeditions(match: Any) -> list[int]:
    """Per seat: the most trails walked in one Expedition (R6.4 scores 2 VP per trail, doubled by
    Shovel 3)."""
    out = [0] * len(match.record.players)
    for events in match.events:
        for e in events:
            why = str(e.data.get("why", "")) if e.kind == "score" else ""
            if why.startswith("Expedition") and e.player is not None:
                trails = int(e.data.get("vp", 0)) // (4 if "doubled" in why else 2)
                out[e.player] = max(out[e.player], trails)
    return out


def record(match: Any, status: str, started: float, ended: float | None = None) -> Problem | None:
    """Write a game that ended (``status`` finished) or was given up (abandoned) in one
    transaction. None when written; else the problem (nothing raised, play goes on)."""
    ended = time.time() if ended is None else ended
    state, board = match.state, match.board
    rows = breakdown(state)
    won = set(winners(state)[0]) if state.over else set()
    longest = longest_expeditions(match)
    actions = json.dumps([to_text(board, a) for a in match.record.actions])
    try:
        db = open_history()
    except Problem as p:
        return p
    try:
        with db:
            cur = db.execute(
                "INSERT INTO games (started, ended, seconds, status, layout, setup, seed, turns, actions)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    started,
                    ended,
                    max(0.0, ended - started),
                    status,
                    match.record.layout,
                    match.record.setup,
                    str(match.record.seed),
                    state.turn,
                    actions,
                ),
            )
            game = cur.lastrowid
            for i, (seat, row) in enumerate(zip(match.record.players, rows)):
                db.execute(
                    "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game,
                        i,
                        seat["name"],
                        seat["colour"],
                        seat.get("kind", "human"),
                        int(row["total"]),
                        json.dumps({k: row[k] for k in ("coins", "blue", "relic_bonus", "ivory")}),
                        int(i in won),
                        int(row["relics"]),
                        longest[i],
                    ),
                )
    except (sqlite3.Error, OSError) as e:
        return _problem(e)
    finally:
        db.close()
    return None


# -- reading --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class SeatRow:
    name: str
    colour: str
    kind: str
    score: int
    winner: bool
    relics: int
    longest: int


@dataclass(frozen=True)
class GameRow:
    id: int
    started: float
    ended: float
    seconds: float
    status: str
    layout: str
    setup: str
    seed: str
    turns: int
    actions: int
    seats: tuple[SeatRow, ...]


def _text(v: Any, limit: int = 200) -> str:
    if not isinstance(v, str):
        raise ValueError("not text")
    return v[:limit]


def _int(v: Any, low: int = 0, high: int = 10**9) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= high:
        raise ValueError("not a whole number in range")
    return v


def _num(v: Any) -> float:
    if not isinstance(v, (int, float)) or isinstance(v, bool):
        raise ValueError("not a number")
    return float(v)


def games(limit: int = MAX_READ) -> list[GameRow]:
    """The recorded games, newest first; rows that do not check out are skipped. ``Problem``
    when the database cannot be read (``missing`` when none was written yet)."""
    db = open_history(create=False)
    try:
        found = db.execute(
            "SELECT id, started, ended, seconds, status, layout, setup, seed, turns, actions"
            " FROM games ORDER BY ended DESC, id DESC LIMIT ?",
            (limit,),
        ).fetchall()
        seats: dict[int, list[tuple]] = {}
        for row in db.execute(
            "SELECT game, seat, name, colour, kind, score, winner, relics, longest FROM seats ORDER BY game, seat"
        ):
            seats.setdefault(row[0], []).append(row[1:])
    except sqlite3.Error as e:
        raise _problem(e) from None
    finally:
        db.close()
    out = []
    for gid, started, ended, seconds, status, layout, setup, seed, turns, actions in found:
        try:
            n = len(json.loads(_text(actions, 10**7)))
            row = GameRow(
                _int(gid, 1, 2**62),
                _num(started),
                _num(ended),
                _num(seconds),
                _text(status, 20),
                _text(layout, 500),
                _text(setup, 20),
                _text(seed, 30),
                _int(turns),
                n,
                tuple(
                    SeatRow(
                        _text(nm, 40), _text(c, 10), _text(k, 20), _int(sc, -1000, 10**6), bool(w), _int(r), _int(lg)
                    )
                    for _seat, nm, c, k, sc, w, r, lg in seats.get(gid, [])
                ),
            )
        except (ValueError, TypeError):
            continue
        if 2 <= len(row.seats) <= 5:
            out.append(row)
    return out
