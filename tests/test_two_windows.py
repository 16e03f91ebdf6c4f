"""One game, one writer (issue #23): the same game opened in two windows. The second window does
not open it for writing and says why; the first one lets go when it leaves the table, when the
game ends, and when it dies (kill -9)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from uidriver import BOARD, click, left_game, make_app

from relicrunners.io import gamestore
from relicrunners.io.gamestore import GameWriter
from relicrunners.io.slotlock import SlotLock
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.ui.games import storage
from relicrunners.ui.scenes.game import GameScene
from relicrunners.ui.scenes.saves import SavedGamesScene
from relicrunners.ui.scenes.start import StartScene

ROOT = Path(__file__).resolve().parent.parent
SEATS = [Seat("Ana", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.RANDOM)]
OPEN_ELSEWHERE = "This game is open in another window. Close it there to play it here."


def env_for(home: Path) -> dict[str, str]:
    return {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "RELICRUNNERS_HOME": str(home),
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }


def wait_for(what, proc: subprocess.Popen, seconds: float = 90.0) -> None:
    deadline = time.monotonic() + seconds
    while not what():
        assert proc.poll() is None, "the other window stopped"
        assert time.monotonic() < deadline, "the other window never opened the game"
        time.sleep(0.05)


def press_continue(app) -> object:
    start = StartScene(app)
    app.switch(start)
    click(app, start.button("continue").rect.center)
    return app.scene


def test_a_game_open_in_another_window_is_not_opened_here_until_that_window_is_gone(home, tmp_path):
    app = make_app()
    mine = left_game(app, SEATS, 3, 2)
    slot = storage.most_recent()
    before = slot.journal_path.stat().st_ino
    log = open(tmp_path / "window.log", "wb")
    first = subprocess.Popen(  # a real window, playing this game (its loop never ends on its own)
        [sys.executable, str(ROOT / "run_game.py"), "--load", str(slot.json_path)],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env_for(home),
        cwd=ROOT,
    )
    try:
        wait_for(lambda: slot.journal_path.stat().st_ino != before, first)  # it has written the game
        opened = slot.journal_path.stat().st_ino
        # this window: Continue says why and stays on the start screen
        scene = press_continue(app)
        assert isinstance(scene, StartScene) and scene.message == OPEN_ELSEWHERE
        app.render()
        # Saved games: neither resumed nor deleted
        click(app, scene.button("saves").rect.center)
        saves = app.scene
        assert isinstance(saves, SavedGamesScene)
        click(app, saves.button(("resume", slot.id)).rect.center)
        assert app.scene is saves and saves.notices == [OPEN_ELSEWHERE]
        click(app, saves.button(("delete", slot.id)).rect.center)
        click(app, saves.button(("yes",)).rect.center)
        assert saves.notices == ["This game is open in another window. Close it there to delete it here."]
        assert slot.exists() and len(saves.games) == 1
        app.render()
        # nothing here wrote the game (a second writer would have replaced the journal)
        assert slot.journal_path.stat().st_ino == opened
        assert slot.lock_path.read_text() == f"{first.pid}\n"  # who holds it, for people
    finally:
        first.kill()  # kill -9: the system lets go of its lock
        first.wait(30)
        log.close()
    game = press_continue(app)
    assert isinstance(game, GameScene), (tmp_path / "window.log").read_text()
    assert game.match.actions[: len(mine.actions)] == mine.actions


def test_two_tables_in_one_process_take_turns(home):
    first_app, second_app = make_app(), make_app()
    left_game(first_app, SEATS, 3, 2)
    table = press_continue(first_app)
    assert isinstance(table, GameScene)
    refused = press_continue(second_app)
    assert isinstance(refused, StartScene) and refused.message == OPEN_ELSEWHERE
    table.leave()  # Menu: the first table lets go
    assert isinstance(press_continue(second_app), GameScene)


def test_the_second_window_plays_on_from_what_the_first_one_played(home):
    first_app, second_app = make_app(), make_app()
    left_game(first_app, SEATS, 3, 2)
    late = StartScene(second_app)  # read now, clicked later
    second_app.switch(late)
    table = press_continue(first_app)
    assert isinstance(table, GameScene)
    while table.match.state.turn < 5:  # the first window plays on
        if table.match.is_human(table.match.state.current):
            table.play(table.match.legal()[0])
        else:
            first_app.step(1 / 60, draw=False)
    played = list(table.match.actions)
    table.leave()
    click(second_app, late.button("continue").rect.center)
    game = second_app.scene
    assert isinstance(game, GameScene)
    assert game.match.actions[: len(played)] == played  # not the game as it was when the list was read


def test_the_lock_goes_when_the_game_ends_and_when_the_table_is_left(home):
    w = GameWriter(storage.new_slot(), BOARD)
    w.begin(GameRecord("board_layouts/jungle.yaml", SEATS, "standard", 4, []))
    other = SlotLock(w.slot.lock_path)
    assert not other.acquire() and w.slot.in_use()
    w.close()
    storage.flush()
    assert not w.slot.in_use() and not w.slot.lock_path.exists()
    again = GameWriter(w.slot, BOARD)
    assert again.claim() and not other.acquire()
    again.finish()
    storage.flush()
    assert not w.slot.exists() and not w.slot.lock_path.exists() and other.acquire()
    other.release()


def test_a_writer_without_the_lock_writes_nothing(home):
    w = GameWriter(storage.new_slot(), BOARD)
    record = GameRecord("board_layouts/jungle.yaml", SEATS, "standard", 4, [])
    w.begin(record)
    w.close()
    storage.flush()
    holder = SlotLock(w.slot.lock_path)
    assert holder.acquire()
    saved = (w.slot.json_path.read_bytes(), w.slot.journal_path.read_bytes())
    late = GameWriter(w.slot, BOARD)
    with pytest.raises(gamestore.GameInUse):
        late.begin(record)
    late.compact(record)
    late.finish()
    storage.flush()
    assert (w.slot.json_path.read_bytes(), w.slot.journal_path.read_bytes()) == saved
    assert not storage.delete_slot(w.slot) and w.slot.exists()
    holder.release()


HOLDER = """
import sys
from relicrunners.io.slotlock import SlotLock
lock = SlotLock(sys.argv[1])
assert lock.acquire()
print("held", flush=True)
sys.stdin.read()
"""


def test_a_write_in_flight_in_another_window_is_not_swept_away_at_start(home):
    slot = storage.new_slot()
    slot.folder.mkdir(parents=True)
    temp = slot.folder / f".{slot.id}.json.k3j2x9.tmp"  # write_atomic's temporary file, not yet renamed
    temp.write_text("{}")
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(slot.lock_path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env=env_for(home),
        cwd=ROOT,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == b"held\n"
        assert storage.prepare() == 0 and temp.exists()
    finally:
        holder.kill()
        holder.wait(30)
    assert storage.prepare() == 1 and not temp.exists()  # left by a window that is gone: swept


def test_the_lessons_game_open_in_another_window_is_neither_resumed_nor_started_over(home):
    from relicrunners.ui import scenes
    from relicrunners.ui.scenes.tutorial import TutorialScene

    first_app, second_app = make_app(), make_app()
    lessons = scenes.to_tutorial(first_app, fresh=True)
    assert isinstance(first_app.scene, TutorialScene) and lessons.game is not None
    scenes.to_tutorial(second_app, resume=True)  # Continue of the lessons' game
    assert isinstance(second_app.scene, StartScene) and second_app.scene.message == OPEN_ELSEWHERE
    asking = scenes.to_tutorial(second_app)  # Learn to play: Resume, Start over or Back
    assert second_app.scene is asking and asking.asking
    click(second_app, next(b for b in asking.question if b.value == "over").rect.center)
    assert isinstance(second_app.scene, StartScene) and second_app.scene.message == OPEN_ELSEWHERE
    assert lessons.game.session.writer.slot.exists()  # the first window's game is untouched
    lessons.leave()
    scenes.to_tutorial(second_app, resume=True)
    assert isinstance(second_app.scene, TutorialScene) and second_app.scene.game is not None


def test_a_lock_file_left_by_a_killed_window_is_tidied_once_its_game_is_gone(home):
    slot = storage.new_slot()
    slot.folder.mkdir(parents=True)
    slot.lock_path.write_text("99999999\n")  # the window that held it is gone; so is its game
    kept = storage.new_slot()
    holder = SlotLock(kept.lock_path)
    assert holder.acquire()  # a game being started right now: its lock comes before its files
    storage.prepare()
    assert not slot.lock_path.exists() and kept.lock_path.exists()
    holder.release()
