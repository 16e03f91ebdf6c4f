"""Unfinished games on disk (issue #9): slots, the per-decision journal, what survives a kill."""

from __future__ import annotations

import json
import os
import random

from helpers import board

from relicrunners.io import gamestore
from relicrunners.io.atomic import remove_stray_temps
from relicrunners.io.gamestore import GameWriter, Slot, list_slots, new_slot, prepare, read_journal, set_aside
from relicrunners.io.saves import load_game
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.match import Match, new_seed
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import MAX_SEED, legal_actions, to_text

PLAYERS = [Seat("Ana", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.MEDIUM)]


def a_match(n_actions: int, seed: int = 5) -> Match:
    m = Match(board(), GameRecord("board_layouts/jungle.yaml", PLAYERS, "standard", seed, []))
    rng = random.Random(seed)
    for _ in range(n_actions):
        m.play(rng.choice(legal_actions(m.state)))
    return m


def texts(m: Match) -> list[str]:
    return [to_text(board(), a) for a in m.actions]


def test_every_decision_is_in_the_journal_before_the_next_one():
    m = a_match(0)
    w = GameWriter(new_slot(), board())
    w.begin(m.record)
    rng = random.Random(1)
    for _ in range(30):
        m.play(rng.choice(legal_actions(m.state)))
        w.played(len(m.actions) - 1, m.actions[-1])
        # no waiting for the background thread: the line is already in the file
        assert read_journal(w.slot) == (texts(m), "")
    gamestore.WORKER.flush()
    w.close()


def test_the_save_file_is_brought_up_to_date_by_compaction():
    m = a_match(12)
    w = GameWriter(new_slot(), board())
    w.begin(a_match(3).record)
    w.compact(m.record)
    gamestore.WORKER.flush()
    assert load_game(w.slot.json_path, board()).actions == m.actions
    w.close()


def test_undo_lines_take_actions_back():
    m = a_match(8)
    w = GameWriter(new_slot(), board())
    w.begin(m.record)
    w.undone(5)
    extra = a_match(9)
    w.played(5, extra.actions[5])
    gamestore.WORKER.flush()
    got, note = read_journal(w.slot)
    assert note == "" and got == texts(m)[:5] + [texts(extra)[5]]


def test_a_line_cut_short_by_a_kill_is_ignored_and_earlier_lines_kept():
    m = a_match(6)
    w = GameWriter(new_slot(), board())
    w.begin(m.record)
    w.close()
    with open(w.slot.journal_path, "ab") as f:
        f.write(b"A 6 move BC-")  # no newline: the write was cut short
    got, note = read_journal(w.slot)
    assert got == texts(m) and "cut short" in note


def test_a_damaged_line_stops_the_journal_there():
    m = a_match(6)
    w = GameWriter(new_slot(), board())
    w.begin(m.record)
    w.close()
    with open(w.slot.journal_path, "ab") as f:
        f.write(b"A 9 end\nA 6 end\n")  # out of order: damage, not a game
    got, note = read_journal(w.slot)
    assert got == texts(m) and "line 8" in note and "out of order" in note


def test_journal_that_is_not_one_is_not_used(home):
    slot = new_slot()
    slot.folder.mkdir(parents=True, exist_ok=True)
    slot.journal_path.write_bytes(b"\x00\x01garbage\n")
    assert read_journal(slot)[0] is None
    slot.journal_path.write_bytes(b"relicrunners-journal 1\nA 0 " + b"x" * 5000 + b"\n")
    got, note = read_journal(slot)
    assert got == [] and "too long" in note


def test_several_unfinished_games_most_recent_first():
    slots = []
    for k in range(3):
        w = GameWriter(new_slot(), board())
        w.begin(a_match(k + 1).record)
        w.close()
        os.utime(w.slot.json_path, (1000 + k, 1000 + k))
        os.utime(w.slot.journal_path, (1000 + k, 1000 + k))
        slots.append(w.slot)
    assert list_slots() == slots[::-1]


def test_finishing_a_game_removes_only_its_own_slot():
    keep = GameWriter(new_slot(), board())
    keep.begin(a_match(4).record)
    done = GameWriter(new_slot(), board())
    done.begin(a_match(2).record)
    done.finish()
    gamestore.WORKER.flush()
    assert list_slots() == [keep.slot] and keep.slot.journal_path.exists()


def test_an_earlier_versions_autosave_becomes_a_slot_and_stray_temps_go(home):
    legacy = home / "autosave.json"
    legacy.write_text(json.dumps({"format": "relicrunners-save", "version": 1}))
    (home / ".autosave.json.abc123.tmp").write_text("half")
    (home / "games").mkdir()
    (home / "games" / ".x.json.zz9.tmp").write_text("half")
    (home / "keep.tmp").write_text("not ours")
    assert prepare() == 2
    assert not legacy.exists() and (home / "keep.tmp").exists()
    [slot] = list_slots()
    assert json.loads(slot.json_path.read_text())["format"] == "relicrunners-save"  # moved, not lost


def test_set_aside_renames_and_keeps_the_files(home):
    w = GameWriter(new_slot(), board())
    w.begin(a_match(2).record)
    w.close()
    target = set_aside(w.slot)
    assert list_slots() == [] and target.exists()
    assert len(list((home / "games").iterdir())) == 2  # save file and journal, renamed


def test_slot_of_knows_the_games_folder(home):
    s = new_slot()
    assert Slot.of(s.json_path) == s
    assert Slot.of(home / "elsewhere.json") is None


def test_remove_stray_temps_only_touches_our_pattern(tmp_path):
    (tmp_path / ".a.json.k3j2.tmp").write_text("")
    (tmp_path / "a.json").write_text("{}")
    assert remove_stray_temps(tmp_path) == 1 and (tmp_path / "a.json").exists()


def test_new_games_draw_a_secure_64_bit_seed():
    seeds = {new_seed() for _ in range(200)}
    assert len(seeds) == 200 and all(0 <= s <= MAX_SEED for s in seeds)
    assert max(seeds) > 2**60  # not the old 1..999,999
