"""A history.sqlite3 from a stranger (issue #23, item 5): every row is checked; a game whose row or
seats do not check out (deep JSON, 1e308, NaN, infinity, control characters, wrong types,
negative or huge numbers, a wrong number of seats) is left out with one line, never a crash, in
``history``, ``stats``, the Statistics screen and the Replays screen, and nothing from the file
reaches the terminal unescaped."""

from __future__ import annotations

import functools
import json
import math
import sqlite3

import pytest
from uidriver import BOARD, make_app, random_game

from relicrunners.cli import main as cli
from relicrunners.io import history, historyread
from relicrunners.io.historyread import Reader
from relicrunners.io.layout import DEFAULT_LAYOUT
from relicrunners.io.saves import layout_ref
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.match import Match
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.ui.scenes import to_replays, to_stats

SEATS = [
    Seat("Ada", "red", SeatKind.HUMAN),
    Seat("Bo", "blue", SeatKind.MEDIUM),
]
# a stranger's own tables: the columns the game reads, without the game's constraints
LOOSE = """
CREATE TABLE games (id INTEGER PRIMARY KEY, started, ended, seconds, status, layout, setup, seed, turns, actions);
CREATE TABLE seats (game, seat, name, colour, kind, score, breakdown, winner, relics, longest);
PRAGMA user_version = 1;
"""
GAME_KEYS = ("started", "ended", "seconds", "status", "layout", "setup", "seed", "turns")
SEAT_KEYS = ("name", "colour", "kind", "score", "winner", "relics", "longest")


@functools.cache
def real(seed: int) -> dict:
    """What the game records of a whole game (seeded random play)."""
    record = GameRecord(layout_ref(DEFAULT_LAYOUT), SEATS, "standard", seed, random_game(SEATS, seed))
    return history.entry(Match(BOARD, record), "finished", 1_700_000_000.0 + seed, 1_700_000_900.0 + seed)


def insert(db: sqlite3.Connection, entry: dict, game: dict | None = None, seats: dict | None = None, drop=()) -> int:
    """``entry`` as rows, with ``game`` columns and ``seats`` ({seat: {column: value}}) changed
    and the seats in ``drop`` left out; ``seats`` may add a seat. Its game id."""
    g = {**{k: entry[k] for k in GAME_KEYS}, "actions": json.dumps(entry["actions"]), **(game or {})}
    cur = db.execute(
        "INSERT INTO games (started, ended, seconds, status, layout, setup, seed, turns, actions)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [g[k] for k in (*GAME_KEYS, "actions")],
    )
    gid = cur.lastrowid
    rows = {i: {k: s[k] for k in SEAT_KEYS} for i, s in enumerate(entry["seats"])}
    for i, change in (seats or {}).items():
        rows[i] = {**rows.get(i, rows[0]), **change}
    for i, row in rows.items():
        if i not in drop:
            seat = row.pop("seat", i)
            db.execute("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, '{}', ?, ?, ?)", (gid, seat, *row.values()))
    return gid


CASES = {
    "deep JSON in actions": {"game": {"actions": "[" * 100_000 + "]" * 100_000}},
    "actions not a list": {"game": {"actions": '{"a": 1}'}},
    "ended 1e308": {"game": {"ended": 1e308}},
    "ended infinite": {"game": {"ended": math.inf}},
    "started NaN": {"game": {"started": math.nan}},
    "seconds negative": {"game": {"seconds": -5.0}},
    "turns huge": {"game": {"turns": 2**62}},
    "turns not whole": {"game": {"turns": 3.5}},
    "status unknown": {"game": {"status": "won"}},
    "seed a number": {"game": {"seed": 5}},
    "seed with letters": {"game": {"seed": "12ab"}},
    "setup with a control": {"game": {"setup": "standard\x1b[2J"}},
    "layout with a bidi override": {"game": {"layout": "board_layouts/\u202ejungle.yaml"}},
    "name clears the terminal": {"seats": {0: {"name": "\x1b[2J\x1b[31mEve"}}},
    "name with a NUL": {"seats": {0: {"name": "Ev\x00e"}}},
    "name a number": {"seats": {0: {"name": 42}}},
    "name bytes": {"seats": {0: {"name": b"Ada"}}},
    "name too long": {"seats": {0: {"name": "A" * 41}}},
    "kind with a comma": {"seats": {1: {"kind": "easy,hard"}}},
    "score text": {"seats": {0: {"score": "lots"}}},
    "score huge": {"seats": {0: {"score": 10**15}}},
    "score 1e308": {"seats": {0: {"score": 1e308}}},
    "relics negative": {"seats": {0: {"relics": -1}}},
    "winner 2": {"seats": {0: {"winner": 2}}},
    "one seat": {"drop": (1,)},
    "six seats": {"seats": {k: {"seat": k} for k in range(2, 6)}},
    "seats 0 and 2": {"seats": {1: {"seat": 2}}},
    "seat 0 twice": {"seats": {1: {"seat": 0}}},
}


def stranger(home, case: dict) -> tuple[list[int], int]:
    """A stranger's history: two good games of Ada's and one crafted game between them.
    (good ids, bad id)."""
    db = sqlite3.connect(home / history.FILE_NAME)
    db.executescript(LOOSE)
    with db:
        first = insert(db, real(3))
        bad = insert(db, real(4), case.get("game"), case.get("seats"), case.get("drop", ()))
        last = insert(db, real(5))
    db.close()
    return [first, last], bad


@pytest.fixture(params=sorted(CASES))
def crafted(request, home):
    return stranger(home, CASES[request.param])


def no_escapes(text: str) -> None:
    assert "\x1b" not in text and "\x00" not in text and "\u202e" not in text and "Traceback" not in text


def test_history_lists_the_good_games_and_one_line_for_the_bad(crafted, capsys):
    good, bad = crafted
    assert cli(["history"]) == 0
    out, err = capsys.readouterr()
    no_escapes(out + err)
    assert err.count("\n") == 1 and f"game {bad} skipped: " in err and "it does not check out" not in err
    assert [int(line.split()[0]) for line in out.splitlines()] == good[::-1]


def test_stats_count_the_good_games_and_say_the_bad_in_one_line(crafted, capsys):
    good, bad = crafted
    assert cli(["stats"]) == 0
    out, err = capsys.readouterr()
    no_escapes(out + err)
    assert err.count("\n") == 1 and f"game {bad} skipped" in err
    assert out.startswith("Ada: 2 games") and "Bo" not in out
    assert cli(["history", "--csv", str(history.path().parent / "all.csv")]) == 0
    rows = (history.path().parent / "all.csv").read_text(encoding="utf-8").splitlines()
    assert len(rows) == 1 + 2 * 2  # a header and the seats of the two good games


def test_the_statistics_and_replays_screens_leave_it_out_with_one_line(crafted):
    good, bad = crafted
    app = make_app()
    stats = to_stats(app)
    assert [(p.name, p.games) for p in stats.players] == [("Ada", 2)]
    assert "1 recorded game could not be read" in stats.notice
    app.render()
    listing = to_replays(app)
    assert [int(i.key) for i in listing.items] == good[::-1]
    assert listing.notices == ["1 recorded game could not be read: it is left out"]
    app.render()


def test_without_its_indexes_the_same_games_are_left_out(home, monkeypatch):
    """A history read without the indexes the game adds (a read-only file of an older game):
    every row is checked one by one, with the same answer."""
    db = sqlite3.connect(home / history.FILE_NAME)
    db.executescript(LOOSE)
    with db:
        ids = {name: insert(db, real(3), c.get("game"), c.get("seats"), c.get("drop", ())) for name, c in CASES.items()}
        good = insert(db, real(5))
    db.close()
    with Reader() as reader:
        fast = (reader.count(), reader.skipped(100))
        assert history.ours(reader.db, "games_odd") and history.ours(reader.db, "seats_odd")
    monkeypatch.setattr(history, "ours", lambda db, name: False)
    monkeypatch.setattr(history, "_add_indexes", lambda db: None)
    with Reader() as reader:
        slow = (reader.count(), reader.skipped(100))
    assert fast == slow and fast[0] == 1 and fast[1][1] == len(CASES)
    assert {int(line.split("game ")[1].split()[0]) for line in fast[1][0]} == set(ids.values())
    assert historyread.games()[0].id == good


def test_text_that_is_not_utf8_is_read_with_replacement_characters(home, capsys):
    good, _bad = stranger(home, {})
    with sqlite3.connect(home / history.FILE_NAME) as db:
        db.execute("UPDATE seats SET name = CAST(X'416461FF' AS TEXT) WHERE game = ? AND seat = 0", (good[0],))
    db.close()
    assert cli(["history"]) == 0
    out = capsys.readouterr().out
    assert "Ada\ufffd (human)" in out


def test_a_history_with_tables_of_its_own_is_one_line(home, capsys):
    db = sqlite3.connect(home / history.FILE_NAME)
    db.executescript("CREATE TABLE games (x); CREATE TABLE seats (y); PRAGMA user_version = 1;")
    db.close()
    for command in ("history", "stats"):
        assert cli([command]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "history.sqlite3" in err
