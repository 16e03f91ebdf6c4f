"""A journal that is not what it should be (issue #23): crafted numbers, a FIFO in its place, a
journal shorter or longer than the save file. The start screen always comes up, every launch, and
the longer valid record of the game is the one played on; the player is told when the two
disagreed."""

from __future__ import annotations

import os
import random
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from uidriver import BOARD, click, make_app

from relicrunners.io.gamestore import JOURNAL_HEADER, GameWriter, read_journal
from relicrunners.io.saves import load_game, save_game
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.match import Match
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import legal_actions, to_text
from relicrunners.ui.games import storage
from relicrunners.ui.scenes.game import GameScene
from relicrunners.ui.scenes.start import StartScene

ROOT = Path(__file__).resolve().parent.parent
SEATS = [Seat("Ana", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.RANDOM)]
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


def played(n: int, seed: int = 5) -> GameRecord:
    """The record of a game with ``n`` random legal actions."""
    m = Match(BOARD, GameRecord("board_layouts/jungle.yaml", SEATS, "standard", seed, []))
    rng = random.Random(seed)
    for _ in range(n):
        m.play(rng.choice(legal_actions(m.state)))
    return m.record


def a_slot(record: GameRecord) -> storage.Slot:
    """An unfinished game on disk, written the way the window writes it (save file and journal)."""
    w = GameWriter(storage.new_slot(), BOARD)
    w.begin(record)
    w.close()
    storage.flush()
    return w.slot


def journal_of(record: GameRecord, n: int | None = None) -> bytes:
    texts = [to_text(BOARD, a) for a in record.actions[:n]]
    return "".join([JOURNAL_HEADER + "\n"] + [f"A {i} {t}\n" for i, t in enumerate(texts)]).encode()


def continue_game(app) -> GameScene:
    """Continue on the start screen (the bot may answer at once: compare the moves before it)."""
    start = StartScene(app)
    app.switch(start)
    click(app, start.button("continue").rect.center)
    assert isinstance(app.scene, GameScene)
    return app.scene


def first(game: GameScene, n: int) -> list:
    """The first ``n`` moves of the game on the table (it has at least as many)."""
    assert len(game.match.actions) >= n
    return game.match.actions[:n]


# -- crafted journals --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "A \u00b2 end",  # a superscript two: str.isdigit() says yes, int() says no
        "A \u0663 end",  # an Arabic-Indic three
        "U \u00b9",
        "A \uff10 end",  # a fullwidth zero
    ],
)
def test_a_move_number_in_other_digits_is_damage_every_launch_not_a_traceback(line):
    record = played(8)
    slot = a_slot(record)
    with open(slot.journal_path, "ab") as f:
        f.write(line.encode() + b"\n")
    texts, note = read_journal(slot)
    assert texts == [to_text(BOARD, a) for a in record.actions] and "line 10" in note
    app = make_app()
    for _ in range(2):  # this launch and the next
        start = StartScene(app)
        assert start.games and len(start.games[0].match.actions) == 8
    assert start.message == f"Saved game {slot.id}: The end of its record was damaged: it goes on from move 8"


CHILD = """
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.ui import scenes  # noqa: F401 - registers the screens
from relicrunners.ui.games import storage
from relicrunners.ui.app import App
from relicrunners.ui.scenes.start import StartScene

app = App((320, 200), speed="off", threaded_bots=False)
app.board, app.layout_path = load_layout(DEFAULT_LAYOUT), str(DEFAULT_LAYOUT)
for launch in range(2):
    start = StartScene(app)
    print(len(start.games[0].match.actions) if start.games else "none")
print(start.message)
start.choose("continue")
print(len(app.scene.match.actions))
app.scene.leave()
storage.flush()
"""


@needs_fifo
@pytest.mark.parametrize("how", ["fifo", "symlink to a fifo"])
def test_a_fifo_in_place_of_a_journal_never_holds_up_the_game(home, tmp_path, how):
    record = played(8)
    slot = a_slot(record)
    slot.journal_path.unlink()
    if how == "fifo":
        os.mkfifo(slot.journal_path)  # nobody ever writes to it: opening it to read would wait forever
    else:
        os.mkfifo(tmp_path / "pipe")
        slot.journal_path.symlink_to(tmp_path / "pipe")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "RELICRUNNERS_HOME": str(home)}
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    try:  # in a process of its own: were it to wait on the FIFO, it is killed and the test fails
        r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, cwd=ROOT, timeout=90)
    except subprocess.TimeoutExpired:
        pytest.fail("the window waited on the FIFO")
    assert r.returncode == 0, r.stderr
    first, second, message, resumed = r.stdout.splitlines()
    assert first == second == "8"  # the save file's moves, on this launch and the next
    assert message == f"Saved game {slot.id}: The end of its record was damaged: it goes on from move 8"
    assert resumed == "8"  # Continue plays on from the save file's moves
    # and the game has a journal of its own again (the link itself replaced, its target untouched)
    assert slot.journal_path.is_file() and not slot.journal_path.is_symlink()
    assert how == "fifo" or stat.S_ISFIFO(os.stat(tmp_path / "pipe").st_mode)
    assert read_journal(slot) == ([to_text(BOARD, a) for a in record.actions], "")


# -- journal and save file disagree ------------------------------------------------------------
def test_a_journal_cut_to_its_header_never_wins_over_the_longer_save():
    record = played(8)
    slot = a_slot(record)
    slot.journal_path.write_bytes(journal_of(record, 0))  # clean, but with none of the 8 moves
    app = make_app()
    start = StartScene(app)
    told = "This game's two records on disk disagreed: the longer one was kept, and play goes on from move 8"
    assert start.message == f"Saved game {slot.id}: {told}"
    game = continue_game(app)
    assert first(game, 8) == record.actions  # none of the 8 moves lost
    assert told in game.log_lines()  # and again on the table, where the game goes on
    game.leave()
    storage.flush()
    kept = game.match.actions
    assert load_game(slot.json_path, BOARD).actions[:8] == record.actions  # not overwritten with fewer
    assert read_journal(slot) == ([to_text(BOARD, a) for a in kept], "")  # the journal has them all again
    assert StartScene(app).message == ""  # and the next launch has nothing to say


def test_a_shorter_journal_keeps_the_saves_moves_whatever_the_cut():
    record = played(12)
    for cut in (1, 5, 11):
        slot = a_slot(record)
        slot.journal_path.write_bytes(journal_of(record, cut))
        game = continue_game(make_app())
        assert first(game, 12) == record.actions, cut
        assert any("disagreed" in line for line in game.log_lines())
        game.leave()
        storage.delete_slot(slot)


def test_a_longer_valid_journal_still_wins_without_a_word():
    longer = played(10)
    slot = a_slot(played(6))  # the save file as compacted at the end of an earlier turn
    assert longer.actions[:6] == played(6).actions
    slot.journal_path.write_bytes(journal_of(longer))  # the decisions taken since
    app = make_app()
    assert StartScene(app).message == ""
    game = continue_game(app)
    assert first(game, 10) == longer.actions
    assert not any("disagreed" in line or "damaged" in line for line in game.log_lines())


def test_a_save_whose_moves_are_impossible_gives_way_to_a_valid_shorter_journal():
    record = played(8)
    slot = a_slot(record)
    slot.journal_path.write_bytes(journal_of(record, 5))
    m = Match(BOARD, GameRecord(record.layout, SEATS, record.setup, record.seed, list(record.actions[:7])))
    impossible = next(a for a in played(40, seed=99).actions if a not in legal_actions(m.state))
    damaged = GameRecord(record.layout, SEATS, record.setup, record.seed, record.actions[:7] + [impossible])
    save_game(slot.json_path, damaged, BOARD)  # 8 moves, the last one not possible
    game = continue_game(make_app())
    assert first(game, 5) == record.actions[:5]  # the journal's game, not set aside
    assert "The end of its record was damaged: it goes on from move 5" in game.log_lines()
