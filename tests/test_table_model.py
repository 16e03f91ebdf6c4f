"""The table model (``relicrunners/session/local.py``) driven directly: no window and no pygame.

Whose turn it is, the bots, the hand-off between humans, undo, hints, the log and the game's
slot on disk are all the ``Table``'s; the game scene only draws it and turns clicks into calls.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from relicrunners.bots import bot_seed
from relicrunners.bots import hint as bot_hint
from relicrunners.io.gamestore import GameWriter, list_slots, new_slot, read_journal
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.io.saves import fingerprint, layout_ref, replay
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.match import Match
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import to_text
from relicrunners.session.local import LocalSession
from relicrunners.ui.games import storage

ROOT = Path(__file__).resolve().parent.parent
BOARD = load_layout(DEFAULT_LAYOUT)
COLOURS = ["red", "green", "blue", "yellow", "black"]


def new_match(kinds, seed=7, setup="standard") -> Match:
    players = [Seat(c.capitalize(), c, SeatKind(k)) for c, k in zip(COLOURS, kinds)]
    return Match(BOARD, GameRecord(layout_ref(str(DEFAULT_LAYOUT)), players, setup, seed, []))


class Seen:
    """Records what the table tells the scene (decisions and plays)."""

    def __init__(self):
        self.decisions: list[tuple[int, int, bool]] = []  # (seat, number of choices, active)
        self.played: list[int] = []  # events per action played
        self.hints = []

    def kwargs(self):
        return {
            "on_decision": lambda s, legal, active: self.decisions.append((s.current, len(legal), active)),
            "on_played": lambda events, before, after: self.played.append(len(events)),
            "on_hint": self.hints.append,
        }


def play_bots(table: LocalSession, limit: int = 20000) -> int:
    """Let the bots play (no pause) until a human is to decide or the game ends; returns actions played."""
    n = 0
    while not table.state.over and not table.match.is_human(table.state.current):
        action = table.bot_ready(1.0, 0.0)
        assert action is not None, "a bot that is asked answers (no threads here)"
        assert table.play(action)
        n += 1
        assert n < limit
    return n


def end_turn(table: LocalSession) -> None:
    """The human to play moves along the first legal route and ends the turn."""
    seat = table.state.current
    while table.state.current == seat and not table.state.over:
        legal = table.match.legal()
        assert table.play(next((a for a in legal if a.kind in ("end", "move", "stay", "done", "choose")), legal[0]))


def test_the_table_imports_without_pygame():
    code = (
        "import sys; sys.modules['pygame'] = None\n"
        "import relicrunners.session, relicrunners.ui.games.saved\n"
        "assert sys.modules['pygame'] is None\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 0, r.stderr


def test_a_bot_game_driven_through_the_table_alone_reaches_the_end():
    match = new_match(["random", "easy", "random"], seed=12)
    slot = new_slot()
    writer = GameWriter(slot, BOARD)
    writer.begin(match.record)
    seen = Seen()
    table = LocalSession(match, writer, threaded=False, **seen.kwargs())
    assert table.viewer == 0 and not table.handoff_due and table.thinking  # nobody human: seat 0's view
    # a bot's answer waits out the pause, so people can follow
    assert table.bot_ready(0.5, 0.7) is None
    action = table.bot_ready(0.3, 0.7)
    assert action is not None and table.play(action)
    storage.flush()
    assert read_journal(slot)[0] == [to_text(BOARD, match.actions[0])]  # on disk at once
    play_bots(table)
    assert match.state.over and not table.thinking
    assert table.writer is None  # finished: the slot goes
    assert storage.flush(120)  # a whole game's writes: a slow disk needs longer than the default
    assert not slot.exists() and slot not in list_slots()
    assert len(seen.played) == len(match.actions)
    assert not any(active for _, _, active in seen.decisions)  # no human was ever asked
    assert fingerprint(replay(BOARD, match.record)[0]) == fingerprint(match.state)
    assert table.view() is match.state  # the game is over: nothing is hidden (R11.3)
    assert table.bot_ready(1.0, 0.0) is None


def test_undo_takes_back_only_the_own_last_decision():
    match = new_match(["human", "random"], seed=8, setup="first")
    table = LocalSession(match, threaded=False)
    assert table.active and table.own_turn() and not table.can_undo()
    assert not table.undo() and "not possible" in table.status
    move = next(a for a in match.legal() if a.kind == "move" and len(a.args) == 2)
    assert table.play(move) and table.can_undo()
    dest = BOARD.sites[move.args[-1]].id
    assert any(line.endswith(f"moves BC → {dest}") for line in table.log_lines())
    assert table.undo()
    assert match.actions == [] and table.status.startswith("Undone")
    assert not any("moves BC" in line for line in table.log_lines())  # what was undone leaves the log
    assert table.log_lines()[0].startswith("New game")
    # during a bot's turn there is nothing to undo
    end_turn(table)
    assert not match.is_human(match.state.current)
    n = len(match.actions)
    assert not table.undo() and table.status == "Nothing to undo now" and len(match.actions) == n
    # two humans: the second cannot undo into the first one's turn
    match = new_match(["human", "human"], seed=8, setup="first")
    table = LocalSession(match, threaded=False)
    table.take_seat(0)
    end_turn(table)
    table.take_seat(1)
    n = len(match.actions)
    assert not table.can_undo() and not table.undo() and len(match.actions) == n


def test_two_humans_hand_the_table_over_and_catch_up_on_the_log():
    match = new_match(["human", "human", "random"], seed=5)
    seen = Seen()
    table = LocalSession(match, threaded=False, **seen.kwargs())
    # nobody has the table yet: the first human takes it behind the hand-off screen
    assert table.handoff_due and table.viewer == -1 and not table.active
    assert seen.decisions[-1] == (0, 0, False)
    table.take_seat(0)
    assert not table.handoff_due and table.active and table.viewer == 0
    assert table.view().masked_for == 0
    table.peek = True
    assert table.private_seat() == 0
    end_turn(table)  # Red's turn ends: Green is a human too
    assert table.handoff_due and not table.active and table.viewer == 0 and not table.peek
    assert table.private_seat() is None and not table.can_hint()
    recap = " ".join(text for _, text in table.recap(1))
    assert "Red moves" in recap
    table.take_seat(1)
    assert table.viewer == 1 and table.view().masked_for == 1 and table.active
    end_turn(table)  # Green; then the bot; then Red again
    assert not table.handoff_due  # a bot's turn needs no hand-off
    play_bots(table)
    assert table.handoff_due and match.state.current == 0
    recap = " ".join(text for _, text in table.recap(0))
    assert "Green moves" in recap and "Blue's turn" in recap and "Red moves" not in recap
    # one human against bots: never a hand-off
    solo = LocalSession(new_match(["human", "random"], seed=5), threaded=False)
    for _ in range(3):
        end_turn(solo)
        play_bots(solo)
        assert not solo.handoff_due and solo.viewer == 0 and solo.private_seat() == 0


def test_the_log_never_shows_a_seed():
    seed = 9876543210123456789
    match = new_match(["random", "easy"], seed=seed)
    table = LocalSession(match, threaded=False)
    for _ in range(120):
        action = table.bot_ready(1.0, 0.0)
        assert action is not None and table.play(action)
    resumed = LocalSession(Match(BOARD, match.record), threaded=False)
    assert resumed.log_lines()[-1].startswith("Game resumed at turn")
    secrets = {str(seed)} | {str(bot_seed(seed, i)) for i in range(2)}
    for t in (table, resumed):
        text = "\n".join(t.log_lines()).lower()
        assert not any(s in text for s in secrets)
        assert "seed" not in text


def test_a_hint_comes_from_the_players_view_and_is_dropped_once_they_act(monkeypatch):
    calls = []

    def fake(view, legal, budget_s=1.0, **kw):
        calls.append(view)
        return legal[-1], 0.42

    monkeypatch.setattr(bot_hint, "hint", fake)
    match = new_match(["human", "random"], seed=3)
    seen = Seen()
    table = LocalSession(match, threaded=False, **seen.kwargs())
    assert table.can_hint()
    table.request_hint()
    table.request_hint()  # asked once per decision
    assert len(calls) == 1 and calls[0].masked_for == 0 and calls[0].seed is None
    assert table.hint == (match.legal()[-1], 0.42) and seen.hints == [match.legal()[-1]]
    assert table.play(match.legal()[0])
    assert table.hint is None
