"""Match: the record of a game being played and its undo rules (GUIDE "Undo", issue #3 part 6)."""

import random

import pytest

from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.io.saves import fingerprint, replay
from relicrunners.play.match import Match
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import Action, IllegalAction

BOARD = load_layout(DEFAULT_LAYOUT)


def seats(kinds):
    cols = ["red", "green", "blue", "yellow", "black"]
    return [Seat(c.capitalize(), c, SeatKind(k)) for c, k in zip(cols, kinds)]


def new(kinds, seed=1, setup="standard"):
    return Match.new(BOARD, "board_layouts/jungle.yaml", seats(kinds), setup, seed)


def test_play_keeps_states_and_record_replays_to_same_state():
    m = new(["human", "easy", "human"], seed=5)
    rng = random.Random(5)
    for _ in range(120):
        if m.state.over:
            break
        m.play(rng.choice(m.legal()))
    assert len(m.states) == len(m.actions) + 1
    state, _ = replay(BOARD, m.record)
    assert fingerprint(state) == fingerprint(m.state)


def test_illegal_action_is_refused_and_changes_nothing():
    m = new(["human", "human"])
    with pytest.raises(IllegalAction):
        m.play(Action("explore"))
    assert m.actions == [] and len(m.states) == 1


def test_undo_steps_back_one_own_decision():
    m = new(["human", "human"])
    move = next(a for a in m.legal() if a.kind == "move" and len(a.args) == 2)
    before = fingerprint(m.state)
    m.play(move)
    # a plain move onto a site reveals nothing: undo allowed back to the start of the turn
    assert m.state.current == 0 and not m.revealing[-1]
    assert m.undo_target() == 0
    assert m.undo()
    assert fingerprint(m.state) == before and m.actions == []


def test_no_undo_into_another_humans_turn():
    m = new(["human", "human"])
    rng = random.Random(2)
    while m.state.current == 0:
        m.play(rng.choice(m.legal()))
    assert m.state.current == 1
    assert m.undo_target() is None and not m.undo()


def test_no_undo_across_a_revealing_action():
    # find a game position where the human explores a temple (a tile is taken: revealed)
    for seed in range(40):
        m = new(["human", "human"], seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            if m.state.over:
                break
            legal = m.legal()
            a = next((x for x in legal if x.kind == "explore"), None) or rng.choice(legal)
            m.play(a)
            if m.revealing[-1] and m.state.current == m.actor(len(m.actions) - 1) and not m.state.over:
                assert (
                    any(e.kind in ("tile", "purple_revealed", "blue_revealed") for e in m.events[-1])
                    or m.state.players[m.state.current].seen
                )
                assert m.undo_target() is None
                return
    pytest.fail("no revealing action found")


def test_undo_may_cross_bot_actions_back_to_the_humans_previous_turn():
    # human vs bot: after the human ends the turn and the bot moves without revealing, the
    # human may undo back into their own previous turn
    for seed in range(60):
        m = new(["human", "random"], seed=seed)
        rng = random.Random(seed)
        # human: move and end
        while m.state.current == 0:
            legal = m.legal()
            a = next((x for x in legal if x.kind == "end"), None) or rng.choice(
                [x for x in legal if x.kind != "explore"] or legal
            )
            m.play(a)
        n_human = len(m.actions)
        while m.state.current == 1 and not m.state.over:
            legal = m.legal()
            a = next((x for x in legal if x.kind == "end"), None) or rng.choice(
                [x for x in legal if x.kind != "explore"] or legal
            )
            m.play(a)
        if any(m.revealing):
            continue
        assert m.state.current == 0
        assert m.undo_target() == n_human - 1
        assert m.undo() and m.state.current == 0 and len(m.actions) == n_human - 1
        return
    pytest.fail("no quiet game found")


def test_no_undo_while_a_bot_decides():
    m = new(["easy", "human"])
    assert m.undo_target() is None


def test_match_from_record_rebuilds_every_state():
    m = new(["human", "medium", "hard"], seed=9, setup="random")
    rng = random.Random(9)
    for _ in range(60):
        m.play(rng.choice(m.legal()))
    again = Match(BOARD, m.record)
    assert [fingerprint(s) for s in again.states] == [fingerprint(s) for s in m.states]
    assert again.revealing == m.revealing
