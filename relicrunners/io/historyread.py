"""Reading the history of games (``history.sqlite3``) at any size: SQLite does the counting.

A ``Reader`` first lists, in a temporary table, the games that check out (``historycheck``): the
games and seats that do not are read from the partial indexes that hold exactly them, the seats'
numbering from the primary key; never a long action record. Everything else is a query over that
list: a page of the newest games (``page``), every game a chunk at a time (``every``, for the
CSV), the figures per player name (``player_stats``: one aggregate query) and the players' last
scores (``scores``). What did not check out is ``skipped``: one line per game saying why
(``history.sqlite3: game 17 skipped: ended: 1e+308 is not a number from 0 to 32503680000``).

The rows read back (a page, the CSV) are checked again in Python; the number of moves of a record
is counted by SQLite's JSON reader (no recursion in Python).

At 100,000 games (about 840 MB) a reader opens in a few tenths of a second and holds a few MB
(``benchmarks/history.py``; docs/history.md has the figures).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any

from ..play.seat import SeatKind, kind_or_word
from . import history
from .historycheck import (
    GAME_COLUMNS,
    GAME_SPEC,
    MAX_ACTION_CHARS,
    ODD_INDEXES,
    SEAT_COLUMNS,
    action_count,
    numbering_ok_sql,
    row_problem,
    seats_problem,
)
from .safetext import short_repr

CHUNK = 400  # games whose seats are fetched in one query
MAX_MOVES = 10_000_000
SAY_AT_MOST = 20  # skipped games said one by one; then how many more


@dataclass(frozen=True)
class SeatRow:
    name: str
    colour: str
    kind: SeatKind | str  # a word this version does not know (a newer version's bot level) as it is
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
    actions: int  # how many decisions the record holds
    seats: tuple[SeatRow, ...]


@dataclass
class PlayerStats:
    """One human player name's figures over the finished games."""

    name: str
    games: int = 0
    wins: int = 0
    total: int = 0  # the sum of the final scores
    best: int = 0
    relics: int = 0
    longest: int = 0
    against: dict[str, list[int]] = field(default_factory=dict)  # bot level (or "pass-and-play") -> [games, wins]

    @property
    def mean(self) -> float:
        return self.total / self.games if self.games else 0.0


def skipped_line(game: Any, why: str) -> str:
    """The one line that says a game was left out, in English (command line, logs)."""
    return f"{history.FILE_NAME}: game {short_repr(game)} skipped: {why}"


class Reader:
    """An open history with the list of the games that check out (``Problem`` when it cannot be
    read; ``missing`` when none was written yet). Use it in a ``with``."""

    def __init__(self, where: Path | None = None) -> None:
        self.db = history.open_history(create=False, where=where)
        try:
            self._moves = _moves_sql(self.db)
            self._list_good()
        except sqlite3.Error as e:
            self.db.close()
            raise history._problem(e) from None
        self.moves_skipped: list[str] = []  # lines for shown games whose record is not a list of moves

    def __enter__(self) -> Reader:
        return self

    def __exit__(self, kind: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None) -> None:
        self.db.close()

    def _list_good(self) -> None:
        """temp.good: (id, ended, status, bot levels) of every game that checks out. What does not
        is read from the partial indexes ``historycheck.ODD_INDEXES`` (a database that lacks them,
        read-only, is checked row by row: slower, the same answer)."""
        db = self.db
        db.execute("PRAGMA temp_store = MEMORY")
        odd = []
        for name, (table, where) in ODD_INDEXES.items():
            if "json_" in where and self._moves.startswith("rr_moves"):
                continue  # no JSON reader in this SQLite: the records of the games shown are read
            hint = f" INDEXED BY {name}" if history.ours(db, name) else ""
            odd.append(f"SELECT {'id' if table == 'games' else 'game'} FROM {table}{hint} WHERE {where}")
        unique = any(
            row[2] and [c[2] for c in db.execute(f"PRAGMA index_info({_quoted(row[1])})")] == ["game", "seat"]
            for row in db.execute("PRAGMA index_list(seats)")
        )
        # the games whose seats are numbered 0, 1, … (from the primary key: no row is read)
        db.execute("CREATE TEMP TABLE tables (game INTEGER PRIMARY KEY)")
        db.execute(f"INSERT INTO temp.tables SELECT game FROM seats GROUP BY game HAVING {numbering_ok_sql(unique)}")
        db.execute("CREATE TEMP TABLE good (id INTEGER PRIMARY KEY, ended REAL NOT NULL, status TEXT NOT NULL)")
        db.execute(
            "INSERT INTO temp.good SELECT g.id, g.ended, g.status FROM games g JOIN temp.tables t ON t.game = g.id"
            " WHERE " + " AND ".join(f"g.id NOT IN ({sql})" for sql in odd)
        )
        db.execute("CREATE INDEX temp.good_newest ON good(ended, id)")

    # rows of a file that may come from a stranger: each value is checked before it is used
    def _query(self, sql: str, args: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
        try:
            return self.db.execute(sql, args).fetchall()
        except sqlite3.Error as e:
            raise history._problem(e) from None

    # -- what there is -----------------------------------------------------------------------------
    def count(self) -> int:
        """How many games check out."""
        return int(self._query("SELECT COUNT(*) FROM temp.good")[0][0])

    def skipped(self, most: int = SAY_AT_MOST) -> tuple[list[str], int]:
        """Lines for the first ``most`` games that do not check out (newest first), and how many
        there are in all."""
        bad = "FROM games g WHERE g.id NOT IN (SELECT id FROM temp.good)"
        total = int(self._query(f"SELECT COUNT(*) {bad}")[0][0])
        if not total:
            return [], 0
        cols = ", ".join(f"g.{c}" for c in GAME_COLUMNS)
        lines = []
        for gid, *values in self._query(f"SELECT g.id, {cols} {bad} ORDER BY g.rowid DESC LIMIT ?", (most,)):
            why = row_problem(GAME_SPEC, values) or seats_problem(self._seats_of([gid]).get(gid, []))
            if why is None:
                (record,) = self._query("SELECT actions FROM games WHERE id = ?", (gid,))[0]
                why = "actions: not a list of moves" if action_count(record) is None else "it does not check out"
            lines.append(skipped_line(gid, why))
        return lines, total

    def _seats_of(self, ids: list[Any]) -> dict[Any, list[tuple[Any, ...]]]:
        """Each game's seat rows (``SEAT_SPEC``'s columns), in seat order."""
        out: dict[Any, list[tuple[Any, ...]]] = {}
        marks = ", ".join("?" for _ in ids)
        cols = ", ".join(SEAT_COLUMNS)
        for gid, *row in self._query(
            f"SELECT game, {cols} FROM seats WHERE game IN ({marks}) ORDER BY game, seat", tuple(ids)
        ):
            out.setdefault(gid, []).append(tuple(row))
        return out

    # -- games ------------------------------------------------------------------------------------
    def _rows(self, found: list[tuple[Any, ...]], again: bool = True) -> list[GameRow]:
        """GameRows of (id, game columns…, moves) rows that check out; a line in
        ``moves_skipped`` for each that does not. ``again``: check each row in Python too (the
        listing, the Replays list; the CSV of every game relies on SQL's checks alone: the same
        rules, and checking 100,000 games again would take seconds)."""
        seats = self._seats_of([r[0] for r in found]) if found else {}
        out = []
        for gid, *values in found:
            moves = values.pop()
            why = None
            if again:
                why = row_problem(GAME_SPEC, values) or seats_problem(seats.get(gid, []))
            if why is None and not (isinstance(moves, int) and 0 <= moves <= MAX_MOVES):
                why = "actions: not a list of moves"
            if why is None and gid not in seats:
                why = "it has no seats"
            if why is not None:
                self.moves_skipped.append(skipped_line(gid, why))
                continue
            started, ended, seconds, status, layout, setup, seed, turns = values
            out.append(
                GameRow(
                    gid,
                    float(started),
                    float(ended),
                    float(seconds),
                    status,
                    layout,
                    setup,
                    seed,
                    turns,
                    moves,
                    tuple(
                        SeatRow(n, c, kind_or_word(k), sc, bool(w), r, lg) for _s, n, c, k, sc, w, r, lg in seats[gid]
                    ),
                )  # fmt: skip
            )
        return out

    @property
    def _SELECT(self) -> str:
        return (
            "SELECT g.id, " + ", ".join(f"g.{c}" for c in GAME_COLUMNS) + f", {self._moves}"
            " FROM temp.good k JOIN games g ON g.id = k.id"
        )

    def page(self, limit: int, offset: int = 0) -> tuple[list[GameRow], int]:
        """The newest games from the ``offset``-th, at most ``limit`` of them, and how many games
        check out in all."""
        found = self._query(self._SELECT + " ORDER BY k.ended DESC, k.id DESC LIMIT ? OFFSET ?", (limit, offset))
        return self._rows(found), self.count()

    def every(self) -> Iterator[list[GameRow]]:
        """Every game that checks out, newest first, ``CHUNK`` at a time (a few MB at most)."""
        cur = self.db.execute(self._SELECT + " ORDER BY k.ended DESC, k.id DESC")
        try:
            while chunk := cur.fetchmany(CHUNK):
                yield self._rows(chunk, again=False)
        except sqlite3.Error as e:
            raise history._problem(e) from None
        finally:
            cur.close()

    # -- statistics ---------------------------------------------------------------------------------
    def player_stats(self, most: int | None = None) -> list[PlayerStats]:
        """Per name of a human seat, over the finished games: games, wins, sum and best of the
        scores, Relics, longest Expedition, and games / wins against each bot level at the table
        (``pass-and-play`` when only humans played). Most games first; the first ``most``.

        The bot levels of each game are listed first (temp.bots: "easy,hard,easy"), then one
        aggregate query per name and list of levels (a handful per name) gives the figures; the
        per-name figures are their sums."""
        if not self._query("SELECT COUNT(*) FROM temp.sqlite_master WHERE name = 'bots'")[0][0]:
            self.db.execute("CREATE TEMP TABLE bots (game INTEGER PRIMARY KEY, levels TEXT NOT NULL)")
            self.db.execute(
                "INSERT INTO temp.bots SELECT game, group_concat(kind) FROM seats WHERE kind != 'human' GROUP BY game"
            )
        found: dict[str, PlayerStats] = {}
        for name, levels, n, w, total, best, relics, longest in self._query(
            "SELECT s.name, b.levels, COUNT(*), SUM(s.winner), SUM(s.score), MAX(s.score), SUM(s.relics), MAX(s.longest)"
            " FROM seats s NOT INDEXED JOIN temp.good k ON k.id = s.game"
            " LEFT JOIN temp.bots b ON b.game = s.game"
            " WHERE k.status = 'finished' AND s.kind = 'human' GROUP BY s.name, b.levels"
        ):
            st = found.get(name)
            if st is None:
                st = found[name] = PlayerStats(name, best=best)
            st.games += n
            st.wins += w
            st.total += total
            st.best = max(st.best, best)
            st.relics += relics
            st.longest = max(st.longest, longest)
            for level in set(levels.split(",")) if levels else ["pass-and-play"]:
                tally = st.against.setdefault(level, [0, 0])
                tally[0] += n
                tally[1] += w
        ranked = sorted(found.values(), key=lambda st: (-st.games, st.name))
        return ranked if most is None else ranked[:most]

    def scores(self, names: list[str], most: int = 40) -> dict[str, list[int]]:
        """Each name's final scores as a human seat of its last ``most`` finished games, oldest
        first: the newest games are read until every name has its ``most`` (the players with the
        most games, as the Statistics screen shows, are found among the first few hundred)."""
        out: dict[str, list[int]] = {name: [] for name in names}
        wanted = set(names)
        cur = self.db.execute(
            "SELECT s.name, s.score FROM temp.good k JOIN seats s ON s.game = k.id"
            " WHERE k.status = 'finished' AND s.kind = 'human' ORDER BY k.ended DESC, k.id DESC"
        )
        try:
            while wanted and (chunk := cur.fetchmany(CHUNK)):
                for name, score in chunk:
                    if name in wanted:
                        out[name].append(score)
                        if len(out[name]) >= most:
                            wanted.discard(name)
        except sqlite3.Error as e:
            raise history._problem(e) from None
        finally:
            cur.close()
        return {name: scores[::-1] for name, scores in out.items()}


def _moves_sql(db: sqlite3.Connection) -> str:
    """SQL for how many moves the record ``g.actions`` holds, NULL when it is not a JSON list:
    SQLite's own JSON reader (bounded, no recursion in Python), or ``action_count`` where the
    SQLite in use has none (slower, the same answer for any record the game writes)."""
    try:
        db.execute("SELECT json_valid('[]')").fetchone()
    except sqlite3.Error:
        db.create_function("rr_moves", 1, action_count, deterministic=True)
        return "rr_moves(g.actions)"
    return (
        f"CASE WHEN typeof(g.actions) != 'text' OR length(g.actions) > {MAX_ACTION_CHARS} THEN NULL"
        " WHEN NOT json_valid(g.actions) THEN NULL"
        " WHEN json_type(g.actions) = 'array' THEN json_array_length(g.actions) END"
    )


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def games(limit: int = history.MAX_READ) -> list[GameRow]:
    """The newest ``limit`` recorded games that check out, newest first. ``Problem`` when the
    database cannot be read (``missing`` when none was written yet)."""
    with Reader() as reader:
        return reader.page(limit)[0]
