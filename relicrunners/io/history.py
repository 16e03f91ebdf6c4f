"""The history of games played in the window: an SQLite database, ``history.sqlite3`` in the
per-user data folder (``userdirs.data_dir``; ``RELICRUNNERS_HOME`` in tests).

One row per game (when, layout, setup, seed, the whole action record in the text notation,
turns, duration, finished or abandoned) and one per seat (name, colour, human or bot level, final
score with its breakdown, winner, Relics, longest Expedition); since schema 2 the reviews of
recorded games (``reviewstore``), one per game, seat and strength. A game is written in one
transaction when it ends (or is abandoned), so a crash never leaves half a record. The window
does not write here itself: ``historyqueue`` keeps the record in a pending file first and writes
it in the background (a locked database never holds up a frame).

The schema has a version (``PRAGMA user_version``) and a list of migrations: an older database is
brought up to date when opened; one from a newer version of the game is left alone and not
written. Indexes that only make reading faster (``INDEXES``) are added to any database of this
version when missing, without changing its version: an older game keeps writing to it. A damaged,
locked or unwritable database never stops play: ``write_entry`` answers with a problem code
(``Problem``) instead of raising, and the file is never deleted or overwritten. What is read back
is checked before use (``historycheck``; reading is ``historyread``): the file may have been edited.

The record holds the seed and every hidden tile: it is the player's own machine, but the window
must never show the record of an unfinished game (only finished or abandoned games are here).
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..play.match import Match
from ..rules import to_text
from ..rules.scoring import breakdown, winners
from .historycheck import GAME_SPEC, ODD_INDEX_SQL, SEAT_SPEC, row_problem, seats_problem
from .userdirs import data_dir

FILE_NAME = "history.sqlite3"
BUSY_MS = 2000  # wait this long for a lock held by another window, then give up (play goes on)
MAX_READ = 100_000  # games ``games()`` reads back at most


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


def _v2(db: sqlite3.Connection) -> None:
    """Reviews of recorded games (``io.reviewstore``): one per game, seat and strength, kept as
    the review's JSON (checked when read back, like everything here)."""
    db.execute(
        """
        CREATE TABLE reviews (
            game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            strength TEXT NOT NULL,
            data TEXT NOT NULL,
            PRIMARY KEY (game, seat, strength)
        )
        """
    )


# MIGRATIONS[i] brings a database of version i to version i + 1; SCHEMA is the newest version.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_v1, _v2]
SCHEMA = len(MIGRATIONS)
# Indexes for reading fast whatever the number of games (``historyread``): the newest games first
# (the listing reads this index, never the rows with their long records), and the games and seats
# that do not check out (``historycheck.ODD_INDEXES``). Added when missing (CREATE INDEX IF NOT
# EXISTS) to a database of any version up to SCHEMA: an older game still writes to it.
INDEXES = {
    "games_newest": "CREATE INDEX IF NOT EXISTS games_newest"
    " ON games(ended, id, started, seconds, status, layout, setup, seed, turns)",
    **ODD_INDEX_SQL,
}


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


def _text(raw: bytes) -> str:
    """TEXT read back: a stranger's file may hold bytes that are not UTF-8 (replaced, not refused)."""
    return raw.decode("utf-8", "replace")


def open_history(create: bool = True, where: Path | None = None) -> sqlite3.Connection:
    """The database (``where``, else ``path()``), brought up to date (created when ``create`` and
    missing). ``Problem`` when it is damaged, from a newer game, locked or cannot be written."""
    where = path() if where is None else where
    if not create and not where.exists():
        raise Problem("missing", "no games recorded yet")
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(str(where), timeout=BUSY_MS / 1000)
    except (sqlite3.Error, OSError) as e:
        raise _problem(e) from None
    try:
        db.text_factory = _text
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
        _add_indexes(db)
        return db
    except Problem:
        raise
    except (sqlite3.Error, OSError) as e:
        db.close()
        raise _problem(e) from None


def _add_indexes(db: sqlite3.Connection) -> None:
    """The reading indexes a database lacks (built once: a few seconds for 100,000 games). A
    database that cannot be written now (read-only, locked) is read without them, only slower."""
    have = indexes(db)
    for name, sql in INDEXES.items():
        if name not in have:
            try:
                with db:
                    db.execute(sql)
            except sqlite3.OperationalError as e:
                if "no such function" not in str(e):  # locked, read-only: the next time
                    return
            except sqlite3.Error:
                return


def indexes(db: sqlite3.Connection) -> dict[str, str]:
    """The indexes of the database: name -> the SQL that made it."""
    return {name: sql or "" for name, sql in db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'index'")}


def ours(db: sqlite3.Connection, name: str) -> bool:
    """The index ``name`` is there and is exactly ``INDEXES[name]`` (a stranger's file may have an
    index of that name that says something else: then it is not relied on)."""
    return indexes(db).get(name) == INDEXES[name].replace("CREATE INDEX IF NOT EXISTS", "CREATE INDEX", 1)


# -- writing --------------------------------------------------------------------------------------
def longest_expeditions(match: Match) -> list[int]:
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


def entry(match: Match, status: str, started: float, ended: float | None = None) -> dict[str, Any]:
    """What the history keeps of a game that ended (``status`` finished) or was given up
    (abandoned): plain data (JSON), written by ``write_entry`` or kept in a pending file."""
    ended = time.time() if ended is None else ended
    state, board = match.state, match.board
    rows = breakdown(state)
    won = set(winners(state)[0]) if state.over else set()
    longest = longest_expeditions(match)
    seats = []
    for i, (seat, row) in enumerate(zip(match.record.players, rows)):
        seats.append(
            {
                "name": seat.name,
                "colour": seat.colour,
                "kind": seat.kind.value,
                "score": int(row["total"]),
                "breakdown": {k: row[k] for k in ("coins", "blue", "relic_bonus", "ivory")},
                "winner": int(i in won),
                "relics": int(row["relics"]),
                "longest": longest[i],
            }
        )
    return {
        "started": started,
        "ended": ended,
        "seconds": max(0.0, ended - started),
        "status": status,
        "layout": match.record.layout,
        "setup": match.record.setup,
        "seed": str(match.record.seed),
        "turns": state.turn,
        "actions": [to_text(board, a) for a in match.record.actions],
        "seats": seats,
    }


def entry_problem(data: Any) -> str | None:
    """What is wrong with an entry read back from a pending file (None: it may be written)."""
    if not isinstance(data, dict):
        return "not a record of a game"
    why = row_problem(GAME_SPEC, [data.get(c) for c, _k, _b in GAME_SPEC])
    if why:
        return why
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) and 0 < len(a) <= 200 for a in actions):
        return "actions: not a list of moves"
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
        return "seats: not a list of seats"
    why = seats_problem([[k] + [s.get(c) for c, _k, _b in SEAT_SPEC[1:]] for k, s in enumerate(seats)])
    if why:
        return why
    if not all(isinstance(s.get("breakdown"), dict) and len(json.dumps(s["breakdown"])) <= 500 for s in seats):
        return "seats: a score breakdown is missing"
    return None


def record(match: Match, status: str, started: float, ended: float | None = None) -> Problem | None:
    """Write a game that ended (``status`` finished) or was given up (abandoned) now, waiting up
    to ``BUSY_MS`` for a lock (the window goes through ``historyqueue`` instead). None when
    written; else the problem (nothing raised, play goes on)."""
    return write_entry(entry(match, status, started, ended))


def write_entry(data: dict[str, Any], where: Path | None = None) -> Problem | None:
    """Write one ``entry`` in one transaction. An entry already there (the same start, end, seed
    and record: a pending file written before a kill took the chance to remove it) is not
    written twice. None when written (or already there); else the problem, nothing raised."""
    actions = json.dumps(data["actions"])
    try:
        db = open_history(where=where)
    except Problem as p:
        return p
    try:
        with db:
            db.execute("BEGIN IMMEDIATE")  # the lock first: no other window writes the same entry meanwhile
            there = db.execute(
                "SELECT id FROM games WHERE ended = ? AND started = ? AND seed = ? AND actions = ?",
                (data["ended"], data["started"], data["seed"], actions),
            ).fetchone()
            if there is not None:
                return None
            cur = db.execute(
                "INSERT INTO games (started, ended, seconds, status, layout, setup, seed, turns, actions)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    data["started"],
                    data["ended"],
                    data["seconds"],
                    data["status"],
                    data["layout"],
                    data["setup"],
                    data["seed"],
                    data["turns"],
                    actions,
                ),
            )
            game = cur.lastrowid
            for i, seat in enumerate(data["seats"]):
                db.execute(
                    "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game,
                        i,
                        seat["name"],
                        seat["colour"],
                        seat["kind"],
                        seat["score"],
                        json.dumps(seat["breakdown"]),
                        seat["winner"],
                        seat["relics"],
                        seat["longest"],
                    ),
                )
    except (sqlite3.Error, OSError) as e:
        return _problem(e)
    finally:
        db.close()
    return None
