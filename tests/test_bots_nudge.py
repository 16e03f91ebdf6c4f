"""The nudge toward the end (issue #26 item 3): from 30 own turns each, before the press.

Two heads-up medium games of 1,000 (seed 0), both cut at turn 60 (30 own turns each), are kept
as positions. In ``medium-stall-leader.json`` (game 936) one Relic more ends the game (R11.1);
the leader, 59 to 45, could take it from turn 65 on and walked past it until the press made it
(turn 115). In ``medium-stall-ruins.json`` (game 643) Ruins still hold tiles; nobody explored
them or raced for the Relics (58 to 54, no points scored after turn 62) until the press at turn
90; the game ended at turn 149. In ``medium-stall-farming.json`` (game 222) the leader, 303 to
106 at the cut, scores 18 VP every other turn with a Toolbox on Compass 3 and no Pathway left for
the Expedition it needs, and the player behind does not end a game it loses; it ended at turn 120.
"""

from __future__ import annotations

import pytest
from helpers import replayed

from relicrunners.bots import evaluate, make_bot
from relicrunners.bots.evaluate import Evaluator, decided, nudge_of, press_of, press_turn
from relicrunners.bots.weights import DECIDED_LEAD, NUDGE_LONG_GAME, NUDGE_RAMP, REGROW, TURNS_PER_RELIC
from relicrunners.rules import apply, legal_actions, view_for
from relicrunners.rules.scoring import winners


def position(name: str):
    st = replayed(name)
    assert st.turn == 60 and st.n == 2 and not st.over
    return st


def play_to_end(st, seeds, limit: int):
    bots = [make_bot("medium", seed) for seed in seeds]
    while not st.over and st.turn < limit:
        st = apply(st, bots[st.current].decide(view_for(st, st.current), legal_actions(st)))[0]
    return st


def test_the_nudge_grows_from_30_own_turns_where_an_expedition_is_possible():
    st = position("medium-stall-ruins.json")
    for own_turns, nudge in (
        (NUDGE_LONG_GAME, 0.0),
        (NUDGE_LONG_GAME + NUDGE_RAMP / 2, 0.5),
        (NUDGE_LONG_GAME + NUDGE_RAMP, 1.0),
    ):
        st.turn = int(own_turns * st.n)
        assert nudge_of(st) == pytest.approx(nudge)
    assert st.turn <= press_turn(st, 0.0)  # full no later than the press begins, here with Ruins left
    none = st.copy()
    none.relics = [None] * len(st.relics)  # no Relic on a Shrine: no Expedition (R6.3)
    assert nudge_of(none) == 0.0
    view = view_for(st, st.current)
    assert Evaluator(view).nudge == 1.0
    # the expert's leaf and its pressed guide have no nudge
    assert Evaluator(view, press=False).nudge == 0.0 and Evaluator(view, press=1.0).nudge == 0.0


def test_a_nudged_player_no_longer_counts_a_relic_as_turns_lost():
    st = position("medium-stall-ruins.json")
    later = st.copy()
    colour = next(c for c in later.relics if c)
    later.players[1].relics = [*later.players[1].relics, colour]  # one Relic more taken
    assert later.relics_taken() == st.relics_taken() + 1
    calm = Evaluator(view_for(st, 0))  # turn 60: not nudged yet
    assert calm.nudge == 0.0
    assert calm.horizon(later, 0) == pytest.approx(calm.horizon(st, 0) - TURNS_PER_RELIC / st.n)
    st.turn = later.turn = int((NUDGE_LONG_GAME + NUDGE_RAMP) * st.n)
    nudged = Evaluator(view_for(st, 0))
    assert nudged.horizon(later, 0) == pytest.approx(nudged.horizon(st, 0))


@pytest.mark.parametrize("seeds", [(1, 2), (3, 4)])
def test_a_nudged_leader_ends_the_game_it_leads(seeds):
    # before the nudge it went on to turn 79-115 (fresh bots of four seed pairs)
    st = play_to_end(position("medium-stall-leader.json"), seeds, 200)
    assert st.over and st.turn <= 72  # within 6 own turns each of the cut
    assert st.triggered_by in winners(st)[0]  # the leader took the last Relic and won


@pytest.mark.parametrize("seeds", [(1, 2), (3, 4)])
def test_a_game_with_ruins_left_ends_before_the_press(seeds, monkeypatch):
    # before the nudge the press ended it, at turn 146-245 (fresh bots of four seed pairs)
    monkeypatch.setattr(evaluate, "RESTLESS", 0.0)  # no random moves (they begin at turn 120 anyway)
    st = play_to_end(position("medium-stall-ruins.json"), seeds, 300)
    assert st.over and st.turn <= 100  # 20 own turns each; the press begins at turn 90


def test_a_ruin_gives_no_pathway_to_a_player_with_none_in_reserve():
    # R9.2: exploring a Ruin places a reserve Pathway. Without one, a missing Pathway takes a
    # Toolbox on Compass (R8.6): the way to a face-up Token counts, as on a board without Ruins
    st = position("medium-stall-ruins.json")
    seat = 0
    ev = Evaluator(view_for(st, seat))
    p = st.players[seat]
    assert any(st.ruins) and p.pathway_reserve > 0
    assert ev.ruin_way(st, p) and ev.regrow(st, p) == REGROW
    spent = st.copy()
    q = spent.players[seat]
    free = [t for t in range(len(st.board.trails)) if t not in q.pathways]
    q.pathways = q.pathways | set(free[: q.pathway_reserve])  # every Pathway on the board
    assert q.pathway_reserve == 0
    assert not ev.ruin_way(spent, q)
    assert ev.regrow(spent, q) == 2 * REGROW  # a Token's step, or nothing: token_way


def test_a_decided_game_is_pressed_on_the_nudges_clock():
    st = position("medium-stall-farming.json")
    assert decided(st) and decided(view_for(st, 1))  # as every player sees it (announced VP)
    close = st.copy()
    close.players[1].vp = close.players[0].vp - DECIDED_LEAD // 2
    assert not decided(close)
    for s in (st, close):
        s.turn = int((NUDGE_LONG_GAME + NUDGE_RAMP / 2) * s.n)
    assert press_of(st) == pytest.approx(0.5) and press_of(close) == 0.0  # its own press: turn 90


@pytest.mark.parametrize("seeds", [(1, 2), (3, 4)])
def test_a_decided_game_ends_instead_of_feeding_the_leader(seeds):
    # before, fresh medium bots let it go on to turn 108-116
    st = play_to_end(position("medium-stall-farming.json"), seeds, 300)
    assert st.over and st.turn <= 84  # within 12 own turns each of the cut
    assert winners(st)[0] == [0]
