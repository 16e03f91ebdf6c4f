"""The player's games are sacred (issue #9): several unfinished games, the Saved games list, and
no command that overwrites, replaces or deletes a game the player did not end."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from uidriver import BOARD, click, key, left_game, make_app

from relicrunners.io.saves import save_game
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.ui import cli
from relicrunners.ui.app import App
from relicrunners.ui.games import storage
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes.game import GameScene
from relicrunners.ui.scenes.saves import SavedGamesScene, read_slots
from relicrunners.ui.scenes.setup import SetupScene
from relicrunners.ui.scenes.start import StartScene

ROOT = Path(__file__).resolve().parent.parent
SEATS = [Seat("Ana", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.RANDOM)]


def unfinished_game(app, seed: int = 3, turns: int = 2, seats=SEATS):
    return left_game(app, seats, seed, turns)


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file below ``folder`` with its bytes (what must not change), once every write and
    lock release this process still has waiting on the background thread is done (a lock file
    let go after ``leave`` would otherwise vanish while it is read)."""
    storage.flush()
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def finished_save(path: Path) -> None:
    """A save of a game played to its end (medium bots)."""
    from relicrunners.bots import make_bot
    from relicrunners.play.match import Match
    from relicrunners.rules import view_for

    m = Match(BOARD, GameRecord("board_layouts/jungle.yaml", SEATS, "first", 7, []))
    bots = [make_bot("medium", 1), make_bot("medium", 2)]
    while not m.state.over:
        seat = m.state.current
        m.play(bots[seat].decide(view_for(m.state, seat), m.legal()))
    save_game(path, m.record, BOARD)


def test_a_new_game_from_the_setup_screen_keeps_the_unfinished_one(home):
    app = make_app()
    old = unfinished_game(app)
    before = snapshot(home / "games")
    app.switch(StartScene(app))
    click(app, app.scene.button("new").rect.center)
    assert isinstance(app.scene, SetupScene)
    click(app, app.scene.button(("start",)).rect.center)
    assert isinstance(app.scene, GameScene) and app.scene.match is not old
    storage.flush()
    after = snapshot(home / "games")
    assert all(after[name] == data for name, data in before.items())  # the old game, byte for byte
    assert len(storage.list_slots()) == 2


def test_continue_resumes_the_most_recent_and_the_list_shows_every_game(home):
    app = make_app()
    first = unfinished_game(app, seed=3)
    second = unfinished_game(app, seed=4)
    start = StartScene(app)
    assert start.button("saves").label == "Saved games (2)"
    app.switch(start)
    click(app, start.button("continue").rect.center)
    assert isinstance(app.scene, GameScene)
    assert app.scene.match.actions[: len(second.actions)] == second.actions
    app.scene.leave()
    app.switch(StartScene(app))
    click(app, app.scene.button("saves").rect.center)
    scene = app.scene
    assert isinstance(scene, SavedGamesScene) and len(scene.games) == 2
    seeds = {g.match.record.seed for g in scene.games}
    assert seeds == {first.record.seed, second.record.seed}
    app.render()


def test_deleting_a_saved_game_asks_first(home):
    app = make_app()
    unfinished_game(app, seed=3)
    unfinished_game(app, seed=4)
    app.switch(SavedGamesScene(app))
    scene = app.scene
    victim = scene.games[1]
    click(app, scene.button(("delete", victim.slot.id)).rect.center)
    assert scene.confirm is victim and victim.slot.exists()  # nothing deleted yet
    app.render()
    click(app, scene.button(("no",)).rect.center)  # "Keep it"
    assert scene.confirm is None and victim.slot.exists()
    click(app, scene.button(("delete", victim.slot.id)).rect.center)
    key(app, 27)  # Esc keeps it too
    assert victim.slot.exists()
    click(app, scene.button(("delete", victim.slot.id)).rect.center)
    click(app, scene.button(("yes",)).rect.center)
    assert not victim.slot.exists() and not victim.slot.journal_path.exists()
    assert len(storage.list_slots()) == 1 and len(scene.games) == 1
    click(app, scene.button(("resume", scene.games[0].slot.id)).rect.center)
    assert isinstance(app.scene, GameScene)


def test_finishing_a_game_removes_only_that_game(home):
    app = make_app()
    keep = unfinished_game(app, seed=3)
    match = new_match(BOARD, app.layout_path, [replace(s, kind=SeatKind.RANDOM) for s in SEATS], "first", 9)
    start_game(app, match)
    for _ in range(20000):
        if match.state.over:
            break
        app.step(1 / 60, draw=False)
    assert match.state.over
    assert storage.flush(120)  # a whole game's writes: a slow disk needs longer than the default
    [left] = read_all(app)
    assert left.match.actions[: len(keep.actions)] == keep.actions


def read_all(app):
    return read_slots(app)[0]


def test_a_damaged_save_is_set_aside_and_the_start_screen_goes_on(home):
    app = make_app()
    good = unfinished_game(app, seed=3)
    slot = storage.new_slot()
    slot.folder.mkdir(parents=True, exist_ok=True)
    slot.json_path.write_text('{"format": "relicrunners-save", "version": 1, "players": ')
    os.utime(slot.json_path, (4_000_000_000, 4_000_000_000))  # the newest: Continue would pick it
    scene = StartScene(app)
    assert scene.message.startswith("The save is damaged: it ends in the middle. The file was kept aside as ")
    assert not slot.json_path.exists()
    kept = [p for p in slot.folder.iterdir() if p.name.startswith(slot.id)]
    assert kept and kept[0].read_text().startswith('{"format"')  # renamed, not deleted
    app.switch(scene)
    app.render()
    click(app, scene.button("continue").rect.center)
    assert app.scene.match.actions[: len(good.actions)] == good.actions


def test_a_save_with_a_nul_in_a_name_never_reaches_the_window(home):
    app = make_app()
    slot = storage.new_slot()
    data = {
        "format": "relicrunners-save",
        "version": 1,
        "layout": "board_layouts/jungle.yaml",
        "players": [
            {"name": "A\u0000b", "colour": "red", "kind": "human"},
            {"name": "B", "colour": "blue", "kind": "human"},
        ],
        "setup": "standard",
        "seed": 4,
        "actions": [],
    }
    slot.folder.mkdir(parents=True, exist_ok=True)
    slot.json_path.write_text(json.dumps(data))
    for _ in range(2):  # and the next launch starts just as well
        scene = StartScene(app)
        app.switch(scene)
        app.render()
        assert scene.button("continue") is None
    assert not storage.list_slots()  # the first start set it aside; the second starts clean


def run_game(*args, home):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "RELICRUNNERS_HOME": str(home)}
    return subprocess.run(
        [sys.executable, str(ROOT / "run_game.py"), *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=180,
        cwd=ROOT,
    )


@pytest.mark.parametrize(
    "extra",
    [
        ["--demo-turns", "6"],
        ["--scene", "game"],
        ["--scene", "start"],
        ["--scene", "setup"],
        ["--demo-turns", "3", "--players", "3"],
    ],
)
@pytest.mark.slow
def test_screenshots_never_touch_the_players_games(home, tmp_path, extra):
    app = make_app()
    unfinished_game(app)
    (home / "save-20260101-120000.json").write_text("manual save")
    before = snapshot(home)
    r = run_game("--screenshot", str(tmp_path / "shot.png"), "--seed", "5", *extra, home=home)
    assert r.returncode == 0, r.stderr
    assert snapshot(home) == before


def _open_window_once(monkeypatch, argv):
    """run_game.py's main with a window that closes at once (what it wrote stays on disk)."""
    seen = {}

    def run(self):
        self.step(1 / 60, draw=True)
        seen["scene"] = self.scene

    monkeypatch.setattr(App, "run", run)
    assert cli.main(argv) == 0
    storage.flush()
    return seen["scene"]


def test_loading_another_save_never_replaces_an_unfinished_game(home, tmp_path, monkeypatch):
    app = make_app()
    mine = unfinished_game(app, seed=3)
    before = snapshot(home / "games")
    other = tmp_path / "other.json"
    save_game(other, new_match(BOARD, app.layout_path, SEATS, "first", 11).record, BOARD)
    other_bytes = other.read_bytes()
    scene = _open_window_once(monkeypatch, ["--load", str(other)])
    assert isinstance(scene, GameScene) and scene.match.record.seed == 11
    scene.leave()
    after = snapshot(home / "games")
    assert all(after[name] == data for name, data in before.items())
    assert len(storage.list_slots()) == 2 and other.read_bytes() == other_bytes
    assert any(g.match.actions[: len(mine.actions)] == mine.actions for g in read_all(app))


def test_loading_a_finished_save_deletes_nothing(home, tmp_path, monkeypatch):
    app = make_app()
    unfinished_game(app, seed=3)
    before = snapshot(home)
    done = tmp_path / "done.json"
    finished_save(done)
    done_bytes = done.read_bytes()
    _open_window_once(monkeypatch, ["--load", str(done)])
    assert snapshot(home) == before and done.read_bytes() == done_bytes


def test_loading_one_of_the_windows_own_games_plays_on_in_its_place(home, monkeypatch):
    app = make_app()
    mine = unfinished_game(app, seed=3)
    slot = storage.most_recent()
    scene = _open_window_once(monkeypatch, ["--load", str(slot.json_path)])
    assert scene.match.actions[: len(mine.actions)] == mine.actions
    scene.leave()
    assert storage.list_slots() == [slot]


def test_a_finished_game_left_in_its_slot_by_a_kill_shows_its_scores_then_leaves(home, tmp_path):
    # killed between the last action and the removal of the slot: Continue shows the end once
    from relicrunners.io.gamestore import GameWriter
    from relicrunners.ui.scenes.end import EndScene

    done = tmp_path / "done.json"
    finished_save(done)
    from relicrunners.io.saves import load_game

    record = load_game(done, BOARD)
    w = GameWriter(storage.new_slot(), BOARD)
    w.begin(GameRecord(record.layout, record.players, record.setup, record.seed, record.actions[:-1]))
    w.played(len(record.actions) - 1, record.actions[-1])
    w.close()
    storage.flush()
    app = make_app()
    start = StartScene(app)
    assert "finished after turn" in start.saved
    app.switch(start)
    click(app, start.button("continue").rect.center)
    for _ in range(5):
        app.step(1 / 60, draw=False)
    assert isinstance(app.scene, EndScene)
    assert storage.list_slots() == []


def test_a_game_on_a_board_of_its_own_waits_for_that_board_and_is_never_set_aside(home, tmp_path):
    # a game started with --layout ~/maps/x.yaml: without that layout the start screen keeps it
    # (it is not damaged) and says how to play it; given the layout, Continue resumes it
    import shutil

    from relicrunners.io.layout import DEFAULT_LAYOUT

    mine = tmp_path / "maps" / "my_jungle.yaml"
    mine.parent.mkdir()
    shutil.copy(DEFAULT_LAYOUT, mine)
    app = make_app()
    app.layout_path = str(mine)
    played = unfinished_game(app, seed=6)
    app2 = make_app()  # the default board only
    start = StartScene(app2)
    assert start.button("continue") is None and "needs the board it was played on (my_jungle.yaml)" in start.message
    assert len(storage.list_slots()) == 1  # kept, not set aside
    start = StartScene(app)  # the window given that layout
    app.switch(start)
    click(app, start.button("continue").rect.center)
    assert app.scene.match.actions[: len(played.actions)] == played.actions


def test_a_game_ended_in_another_window_while_the_list_is_read_is_left_out_quietly(home, monkeypatch):
    app = make_app()
    keep = unfinished_game(app, seed=3)
    gone = unfinished_game(app, seed=4)
    slots = storage.list_slots()
    assert len(slots) == 2
    ended = next(s for s in slots if s.id != storage.most_recent().id)

    def list_then_end_one() -> list:
        for p in (ended.json_path, ended.journal_path):  # the other window finishes it: its slot goes
            p.unlink(missing_ok=True)
        return slots

    monkeypatch.setattr(storage, "list_slots", list_then_end_one)
    games, notices = read_slots(app)
    assert notices == []  # no "kept aside" for a game that was simply ended
    assert [g.slot.id for g in games] == [s.id for s in slots if s.id != ended.id]
    assert not any(p.name.startswith(ended.id) for p in (home / "games").iterdir())  # nothing set aside
    assert {tuple(g.match.actions[:2]) for g in games} <= {tuple(keep.actions[:2]), tuple(gone.actions[:2])}
