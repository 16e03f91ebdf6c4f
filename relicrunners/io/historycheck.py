"""What a row of the history must be to be used: the same rules written twice, once as SQL and
once in Python (for the rows read back, for saying why a row was skipped, for a pending record).

``history.sqlite3`` may come from anyone: every column is checked for its type and its bounds,
text for its length and for control characters (``safetext.clean_text``'s set: C0, C1, line and
paragraph separators, bidirectional controls, and NUL), a seed for being digits, a colour and a
bot level for being a word. A game counts only when its own row and each of its 2 to 5 seats
(numbered 0, 1, …) check out; one bad column skips the whole game.

The SQL conditions are the WHERE clauses of partial indexes (``ODD_INDEXES``: games, seats, and
action records that are not a JSON list): SQLite keeps in them, as rows are written, exactly what
does not check out, so finding it at 100,000 games reads an index that is usually empty instead of
checking every row again.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from .safetext import clean_text, short_repr

MAX_TIME = 32_503_680_000  # 1 January 3000: later times cannot be shown on every system
MAX_SECONDS = 100_000_000  # about three years of play
MAX_TURNS = 1_000_000
MAX_ACTION_CHARS = 10_000_000  # one game's action record read at most
# one column: (name, kind, bounds); kind "number" (int or float, finite), "int", "choice" (the
# values allowed), "digits" / "word" / "text" (their most characters)
Spec = tuple[str, str, Any]
GAME_SPEC: tuple[Spec, ...] = (
    ("started", "number", (0, MAX_TIME)),
    ("ended", "number", (0, MAX_TIME)),
    ("seconds", "number", (0, MAX_SECONDS)),
    ("status", "choice", ("finished", "abandoned")),
    ("layout", "text", 500),
    ("setup", "word", 20),
    ("seed", "digits", 30),
    ("turns", "int", (0, MAX_TURNS)),
)
SEAT_SPEC: tuple[Spec, ...] = (
    ("seat", "int", (0, 4)),
    ("name", "text", 40),
    ("colour", "word", 10),
    ("kind", "word", 20),
    ("score", "int", (-1000, 1_000_000)),
    ("winner", "int", (0, 1)),
    ("relics", "int", (0, 1000)),
    ("longest", "int", (0, 100_000)),
)
GAME_COLUMNS = tuple(name for name, _k, _b in GAME_SPEC)
SEAT_COLUMNS = tuple(name for name, _k, _b in SEAT_SPEC)

# The characters ``clean_text`` escapes, as a GLOB set (NUL apart: SQLite's text functions stop there)
_CONTROLS = "[\x01-\x1f\x7f-\x9f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"
_DIGITS = "0123456789"
_WORD = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
_WORD_RE = re.compile(r"[A-Za-z0-9_-]+")


# -- SQL ------------------------------------------------------------------------------------------
def _sql(col: str, kind: str, bounds: Any) -> str:
    if kind == "number":
        return f"(typeof({col}) IN ('integer', 'real') AND {col} BETWEEN {bounds[0]} AND {bounds[1]})"
    if kind == "int":
        return f"(typeof({col}) = 'integer' AND {col} BETWEEN {bounds[0]} AND {bounds[1]})"
    if kind == "choice":
        return f"(typeof({col}) = 'text' AND {col} IN ({', '.join(repr(v) for v in bounds)}))"
    text = f"typeof({col}) = 'text' AND length({col}) BETWEEN 1 AND {bounds}"
    if kind in ("digits", "word"):
        return f"({text} AND ltrim({col}, '{_DIGITS if kind == 'digits' else _WORD}') = '')"
    return f"({text} AND {col} NOT GLOB '*{_CONTROLS}*' AND instr(CAST({col} AS BLOB), X'00') = 0)"


def game_ok_sql(alias: str = "") -> str:
    """An SQL condition, never NULL: the row (``alias``) of ``games`` checks out."""
    prefix = f"{alias}." if alias else ""
    return "COALESCE((" + " AND ".join(_sql(prefix + c, k, b) for c, k, b in GAME_SPEC) + "), 0)"


def seat_ok_sql(alias: str = "") -> str:
    """An SQL condition, never NULL: the row (``alias``) of ``seats`` checks out."""
    prefix = f"{alias}." if alias else ""
    return "COALESCE((" + " AND ".join(_sql(prefix + c, k, b) for c, k, b in SEAT_SPEC) + "), 0)"


# a game's record of actions is a JSON list (SQLite's JSON reader, where it has one: bounded, no
# recursion in Python); what each entry says is checked when the game is replayed (``io.recorded``)
RECORD_OK_SQL = (
    f"COALESCE((typeof(actions) = 'text' AND length(actions) <= {MAX_ACTION_CHARS}"
    " AND CASE WHEN json_valid(actions) THEN json_type(actions) = 'array' ELSE 0 END), 0)"
)
# the partial indexes of what does not check out: name -> (table, its condition); ``historyread``
ODD_INDEXES = {
    "games_odd": ("games", f"NOT {game_ok_sql()}"),
    "seats_odd": ("seats", f"NOT {seat_ok_sql()}"),
    "records_odd": ("games", f"NOT {RECORD_OK_SQL}"),  # not made where SQLite has no JSON reader
}
ODD_INDEX_SQL = {
    name: f"CREATE INDEX IF NOT EXISTS {name} ON {table}({'id' if table == 'games' else 'game'}) WHERE {where}"
    for name, (table, where) in ODD_INDEXES.items()
}


def numbering_ok_sql(unique: bool) -> str:
    """An SQL aggregate condition over one game's seats (GROUP BY game): 2 to 5 of them, numbered
    0, 1, … (each seat number lies in 0..4 by ``seat_ok_sql``). ``unique``: the table holds each
    (game, seat) once (its primary key), so the count and the highest number tell it; else least,
    sum and sum of squares tell it too (for up to 5 numbers)."""
    n = "COUNT(*)"
    out = f"{n} BETWEEN 2 AND 5 AND MAX(seat) = {n} - 1"
    if not unique:
        out += f" AND MIN(seat) = 0 AND SUM(seat) = {n} * ({n} - 1) / 2 AND SUM(seat * seat) = ({n} - 1) * {n} * (2 * {n} - 1) / 6"
    return f"({out})"


# -- Python ---------------------------------------------------------------------------------------
def text_ok(value: Any, limit: int) -> bool:
    """Text of 1 to ``limit`` characters with no character ``clean_text`` would escape, nor NUL."""
    return isinstance(value, str) and 1 <= len(value) <= limit and clean_text(value) == value and "\0" not in value


def _problem(kind: str, bounds: Any, value: Any) -> str | None:
    """What is wrong with ``value`` for a column of ``kind`` (None: nothing)."""
    if kind == "number":
        good = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
        if good and bounds[0] <= value <= bounds[1]:
            return None
        return f"{short_repr(value)} is not a number from {bounds[0]} to {bounds[1]}"
    if kind == "int":
        if isinstance(value, int) and not isinstance(value, bool) and bounds[0] <= value <= bounds[1]:
            return None
        return f"{short_repr(value)} is not a whole number from {bounds[0]} to {bounds[1]}"
    if kind == "choice":
        return (
            None if isinstance(value, str) and value in bounds else f"{short_repr(value)} is not {' or '.join(bounds)}"
        )
    if kind == "digits":
        good = isinstance(value, str) and 1 <= len(value) <= bounds and value.isascii() and value.isdigit()
        return None if good else f"{short_repr(value)} is not a number of 1 to {bounds} digits"
    if kind == "word":
        good = isinstance(value, str) and len(value) <= bounds and _WORD_RE.fullmatch(value) is not None
        return None if good else f"{short_repr(value)} is not a word of 1 to {bounds} letters"
    if text_ok(value, bounds):
        return None
    return f"{short_repr(value)} is not text of 1 to {bounds} characters without control characters"


def row_problem(spec: tuple[Spec, ...], values: Any) -> str | None:
    """``column: what is wrong`` for the first column of ``values`` (in ``spec``'s order) that
    does not check out, or None."""
    for (name, kind, bounds), value in zip(spec, values):
        why = _problem(kind, bounds, value)
        if why:
            return f"{name}: {why}"
    return None


def seats_problem(seats: list[Any]) -> str | None:
    """What is wrong with one game's seat rows (each in ``SEAT_SPEC``'s order), or None."""
    if not 2 <= len(seats) <= 5:
        return f"it has {len(seats)} seats (2 to 5 make a game)"
    for k, row in enumerate(seats):
        why = row_problem(SEAT_SPEC, row)
        if why:
            return f"seat {k}: {why}"
        if row[0] != k:
            return f"seat {k}: numbered {short_repr(row[0])}"
    return None


def action_count(text: Any) -> int | None:
    """How many entries a game's record (a JSON list of notation texts) holds; None when it is not
    a JSON list (not text, too long, broken, nested beyond what the reader takes). What each entry
    says is checked when the game is replayed (``io.recorded``)."""
    if not isinstance(text, str) or len(text) > MAX_ACTION_CHARS:
        return None
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):  # broken, too deep, a number too long: never raised further
        return None
    return len(value) if isinstance(value, list) else None
