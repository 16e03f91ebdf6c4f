"""A history another program holds (issue #23, item 8): the end of a game never waits for the
database (it is never opened from the window's thread); the game is kept in a pending file and
goes into the history once the lock is gone, or at the next launch; a pending file from a stranger
is set aside with one line; a record is never written twice."""

from __future__ import annotations

import json
import logging
import sqlite3
import threading

from uidriver import BOARD, DT, make_app, random_game, recorded_game

from relicrunners.io import history, historyqueue, historyread
from relicrunners.io.historyqueue import RECORDER, pending_files
from relicrunners.io.layout import DEFAULT_LAYOUT
from relicrunners.io.saves import layout_ref
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.match import Match
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.text import problems
from relicrunners.ui.app import App
from relicrunners.ui.cli import main as run_game
from relicrunners.ui.games import storage
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes.end import EndScene

SEATS = [
    Seat("Ada", "red", SeatKind.HUMAN),
    Seat("Bo", "blue", SeatKind.MEDIUM),
]


def watch_opens(monkeypatch) -> list[bool]:
    """Whether each opening of the history happened on the window's (main) thread."""
    seen: list[bool] = []
    real = history.open_history

    def spy(*args, **kwargs):
        seen.append(threading.current_thread() is threading.main_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(history, "open_history", spy)
    return seen


def test_a_locked_history_never_holds_up_the_end_of_a_game(home, monkeypatch):
    app = make_app()
    recorded_game(app, SEATS, 3)  # the history exists, with one game
    monkeypatch.setattr(history, "BUSY_MS", 50)  # each try in the background gives up fast
    opens = watch_opens(monkeypatch)
    holder = sqlite3.connect(home / history.FILE_NAME)
    holder.execute("BEGIN EXCLUSIVE")  # another program writes to it
    try:
        actions = random_game(SEATS, 4)
        match = new_match(app.board, app.layout_path, SEATS, "standard", 4)
        for a in actions[:-1]:
            match.play(a)
        game = start_game(app, match)
        game.play(actions[-1])
        for _ in range(5):
            app.step(DT, draw=False)
        assert isinstance(app.scene, EndScene)  # the scores show at once
        assert storage.flush(120)  # the game's own writes (the pending copy among them) first
        assert not RECORDER.flush(timeout=0.5)  # tried in the background: still locked
        assert opens and not any(opens), "the history was opened from the window's thread"
        assert len(pending_files(home)) == 1  # the game is kept meanwhile
        assert game.session.status == problems.history_waiting()
    finally:
        holder.rollback()
        holder.close()
    assert RECORDER.flush()  # the lock is gone: the game goes in
    rows = historyread.games()
    assert len(rows) == 2 and (rows[0].actions, rows[0].turns) == (len(match.actions), match.state.turn)
    assert pending_files(home) == [] and game.session.status == ""


def entry(seed: int) -> dict:
    record = GameRecord(layout_ref(DEFAULT_LAYOUT), SEATS, "standard", seed, random_game(SEATS, seed))
    return history.entry(Match(BOARD, record), "finished", 1_700_000_000.0 + seed, 1_700_000_900.0 + seed)


def test_a_game_still_waiting_goes_in_at_the_next_launch(home, monkeypatch, caplog):
    first, second = entry(5), entry(6)
    historyqueue.keep(first, home)  # a run that ended (or was killed) before the history was free
    historyqueue.keep(second, home)
    historyqueue.keep(second, home)  # the same record twice: kept once
    folder = historyqueue.pending_dir(home)
    (folder / "0-stranger.json").write_text(json.dumps({"format": "relicrunners-history-pending", "entry": {}}))
    (folder / "1-deep.json").write_text("[" * 50_000 + "]" * 50_000)
    monkeypatch.setattr(App, "run", lambda self: None)  # the window opens and is closed at once
    with caplog.at_level(logging.WARNING, logger="relicrunners.io.historyqueue"):
        assert run_game([]) == 0  # the next launch
    assert sorted(g.seed for g in historyread.games()) == ["5", "6"]
    assert pending_files(home) == []
    refused = sorted(p.name for p in folder.iterdir())
    assert refused == ["0-stranger.json.refused", "1-deep.json.refused"]  # kept, never tried again
    assert len([r for r in caplog.records if "pending record" in r.getMessage()]) == 2
    assert all("\n" not in r.getMessage() for r in caplog.records)


def test_giving_up_a_game_while_the_history_is_locked_keeps_it_for_later(home, monkeypatch):
    from uidriver import left_game

    from relicrunners.ui.scenes.saves import SavedGamesScene

    app = make_app()
    recorded_game(app, SEATS, 3)
    left = left_game(app, SEATS, seed=9, turns=2)
    monkeypatch.setattr(history, "BUSY_MS", 50)
    holder = sqlite3.connect(home / history.FILE_NAME)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        scene = SavedGamesScene(app)
        scene._delete(scene.games[0])
        assert scene.games == []  # gone from the list at once
        assert not RECORDER.flush(timeout=0.5)
        assert scene.notices[-1] == problems.history_waiting()
    finally:
        holder.rollback()
        holder.close()
    assert RECORDER.flush()
    assert [(g.status, g.actions) for g in historyread.games()][0] == ("abandoned", len(left.actions))
