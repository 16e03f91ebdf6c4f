"""The history of games (issue #15, part 1): every game finished in the window is recorded in an
SQLite database in the data folder, in one transaction; `history` and `stats` read it; a damaged,
newer, locked or unwritable database never stops play and is never overwritten."""

from __future__ import annotations

import csv
import io
import json
import sqlite3

import pytest
from uidriver import finished_game

from relicrunners.cli import main as cli
from relicrunners.io import history, historyread
from relicrunners.io.historyqueue import RECORDER
from relicrunners.io.historyread import Reader
from relicrunners.play import records
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules.scoring import breakdown, winners
from relicrunners.ui.scenes.saves import SavedGamesScene

SEATS = [
    Seat("Ada", "red", SeatKind.HUMAN),
    Seat("Bo", "blue", SeatKind.MEDIUM),
]


def finished(seed: int = 3, players=SEATS):
    """A game played in the window whose last action is played on the table: the table records
    it as it ends. Its match."""
    from uidriver import make_app, recorded_game

    return recorded_game(make_app(), players, seed)


def test_a_game_finished_in_the_window_is_in_history_and_stats(home, capsys):
    match = finished(3)
    rows = historyread.games()
    assert len(rows) == 1
    g = rows[0]
    assert g.status == "finished" and g.setup == "standard" and g.turns == match.state.turn
    assert g.actions == len(match.actions) and g.seed == str(match.record.seed)
    totals = [r["total"] for r in breakdown(match.state)]
    assert [s.score for s in g.seats] == totals
    assert [s.winner for s in g.seats] == [i in winners(match.state)[0] for i in range(2)]
    assert [s.kind for s in g.seats] == ["human", "medium"]
    assert cli(["history"]) == 0
    out = capsys.readouterr().out
    assert "Ada (human)" in out and "Bo (medium)" in out and "finished" in out
    assert cli(["stats"]) == 0
    out = capsys.readouterr().out
    won = int(g.seats[0].winner)
    assert out.startswith("Ada: 1 game, ") and f"vs medium: {won}/1" in out
    assert "Bo:" not in out, "bots get no statistics of their own"


def test_the_record_replays_to_the_same_end(home):
    from relicrunners.rules import apply, from_text, new_game

    match = finished(5)
    db = sqlite3.connect(home / "history.sqlite3")
    (actions,) = db.execute("SELECT actions FROM games").fetchone()
    db.close()
    state = new_game(match.board, match.record.seats(), match.record.setup, match.record.seed)
    for text in json.loads(actions):
        state, _events = apply(state, from_text(match.board, text))
    assert state.over and breakdown(state) == breakdown(match.state)


def test_stats_add_up_per_name_and_bot_level(home):
    finished(3)
    finished(4, [Seat("Ada", "red", SeatKind.HUMAN), Seat("Cy", "blue", SeatKind.HUMAN)])
    finished(5, SEATS + [Seat("Di", "green", SeatKind.MEDIUM)])  # two medium bots: one game
    with Reader() as reader:
        stats = {s.name: s for s in reader.player_stats()}
        ada_scores = reader.scores(["Ada"])["Ada"]
    ada, cy = stats["Ada"], stats["Cy"]
    assert ada.games == 3 and cy.games == 1
    assert set(ada.against) == {"medium", "pass-and-play"} and ada.against["medium"][0] == 2
    assert ada.against["pass-and-play"][0] == 1
    assert ada.best == max(ada_scores) >= ada.mean == sum(ada_scores) / 3 and len(ada_scores) == 3
    games = historyread.games()
    assert ada_scores == [s.score for g in reversed(games) for s in g.seats if s.name == "Ada"]  # oldest first
    assert ada.relics == sum(s.relics for g in games for s in g.seats if s.name == "Ada")
    assert ada.wins == sum(s.winner for g in games for s in g.seats if s.name == "Ada")


def test_csv_has_a_row_per_seat_and_the_columns_said(home, tmp_path):
    finished(3)
    finished(6, SEATS + [Seat("Di", "green", SeatKind.EASY)])
    out = tmp_path / "h.csv"
    assert cli(["history", "--csv", str(out)]) == 0
    rows = list(csv.DictReader(io.StringIO(out.read_text())))
    assert list(rows[0]) == list(records.CSV_COLUMNS)
    assert len(rows) == 2 + 3
    assert {r["name"] for r in rows} == {"Ada", "Bo", "Di"}


def test_no_history_yet_says_so(home, capsys):
    assert cli(["history"]) == 0 and "no games recorded yet" in capsys.readouterr().out
    assert not (home / "history.sqlite3").exists(), "reading never creates the file"


@pytest.mark.parametrize(
    "content, code",
    [(b"this is not a database at all" * 100, "damaged"), (b"SQLite format 3\x00" + b"\xff" * 5000, "damaged")],
)
def test_a_damaged_database_never_stops_the_game_and_is_left_as_it_is(home, content, code, capsys):
    (home / "history.sqlite3").write_bytes(content)
    match = finished(3)  # the game ends, the scores show
    assert match.state.over
    assert (home / "history.sqlite3").read_bytes() == content, "never overwritten"
    problem = history.record(match, "finished", 0.0)
    assert problem is not None and problem.code == code
    assert cli(["history"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "history.sqlite3" in err and "Traceback" not in err


def test_a_database_of_a_newer_version_is_not_written(home):
    db = sqlite3.connect(home / "history.sqlite3")
    db.execute(f"PRAGMA user_version = {history.SCHEMA + 1}")
    db.close()
    before = (home / "history.sqlite3").read_bytes()
    match = finished(3)
    problem = history.record(match, "finished", 0.0)
    assert problem is not None and problem.code == "newer"
    assert (home / "history.sqlite3").read_bytes() == before


def test_a_locked_database_waits_then_gives_up_without_raising(home, monkeypatch):
    monkeypatch.setattr(history, "BUSY_MS", 50)
    finished(3)
    holder = sqlite3.connect(home / "history.sqlite3")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        problem = history.record(finished_game(SEATS, 4)[1], "finished", 0.0)  # not through a table
        assert problem is not None and problem.code == "locked"
    finally:
        holder.rollback()
        holder.close()
    assert len(historyread.games()) == 1, "only the first game is in it"


def test_an_older_database_is_brought_up_to_date(home):
    db = sqlite3.connect(home / "history.sqlite3")
    db.execute("CREATE TABLE unrelated (x)")  # version 0: made by something else, or empty
    db.close()
    finished(3)
    db = sqlite3.connect(home / "history.sqlite3")
    assert db.execute("PRAGMA user_version").fetchone()[0] == history.SCHEMA
    assert db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1
    db.close()


def test_a_failure_in_the_middle_leaves_no_half_record(home, monkeypatch):
    match = finished(3)
    real = history.longest_expeditions
    monkeypatch.setattr(history, "longest_expeditions", lambda m: real(m)[:1])  # seat 2 will fail
    with pytest.raises(IndexError):
        history.record(match, "finished", 0.0)
    db = sqlite3.connect(home / "history.sqlite3")
    games = db.execute("SELECT COUNT(*) FROM games").fetchone()[0]
    seats = db.execute("SELECT COUNT(*) FROM seats").fetchone()[0]
    db.close()
    assert (games, seats) == (1, 2), "only the table's complete record"


def test_giving_up_a_saved_game_records_it_as_abandoned(home):
    from uidriver import left_game, make_app

    app = make_app()
    match = left_game(app, SEATS, seed=9, turns=2)
    scene = SavedGamesScene(app)
    scene._delete(scene.games[0])
    RECORDER.flush()  # written in the background
    rows = historyread.games()
    assert [g.status for g in rows] == ["abandoned"] and rows[0].actions == len(match.actions)


def test_the_status_line_says_it_in_the_players_language():
    from relicrunners.text import language, problems

    language.use("pl")
    try:
        line = problems.history_failed("damaged")
        assert "history" not in line and "Historia gier" in line
    finally:
        language.use("en")
