"""Bots end dragging games (issue #4, "0 errors"): the press for the end and its last resort.

A game of bots could circle for thousands of turns: a bot ahead sees more worth in keeping its
resources than in ending the game, one behind never takes the Relic that ends a lost game.
tests/data/stalled-game-196.json is such a game, caught by ``tournament --keep-stalled``.
"""

from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path

import pytest

from relicrunners.bots import make_bot
from relicrunners.bots.evaluate import LONG_GAME, PRESS_RAMP, RESTLESS, Evaluator, press_of, press_turn, restless
from relicrunners.bots.search import HardBot
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.io.saves import load_game, replay
from relicrunners.rules import apply, legal_actions, new_game, view_for

STALLED = Path(__file__).parent / "data" / "stalled-game-196.json"


@lru_cache(maxsize=1)
def board():
    return load_layout(DEFAULT_LAYOUT)


def play_on(st, bots, own_turns: int):
    """Play on with ``bots`` (one per seat) for at most ``own_turns`` turns each."""
    limit = st.turn + own_turns * st.n
    while not st.over and st.turn < limit:
        st = apply(st, bots[st.current].decide(view_for(st, st.current), legal_actions(st)))[0]
    return st


def stalled_state():
    record = load_game(STALLED, board())
    st, _ = replay(board(), record)
    assert st.turn == 3001 and not st.over and st.relics_taken() == 6  # 7 end a 2p game
    return st


def test_stalled_game_196_is_finished_by_medium_bots():
    # R11.1: one Relic more ends it; medium (seat 1) leads 60 to 28 and now goes for it
    st = play_on(stalled_state(), [make_bot("medium", 1), make_bot("medium", 2)], 20)
    assert st.over


@pytest.mark.slow
def test_stalled_game_196_is_finished_by_the_original_pair():
    # the hard bot (behind) no longer prefers an endless game to a lost one; medium needs a
    # second Pathway for its Expedition here, and the restless moves find it (58 turns each)
    st = play_on(stalled_state(), [HardBot(5, iterations=2, width=3), make_bot("medium", 2)], 100)
    assert st.over


def test_press_grows_only_in_games_far_longer_than_usual():
    st = stalled_state().copy()  # 2 players, Expeditions possible
    for turn, press in (
        (0, 0.0),
        (2 * LONG_GAME, 0.0),
        (2 * (LONG_GAME + PRESS_RAMP // 3), 1 / 3),
        (2 * (LONG_GAME + PRESS_RAMP), 1.0),
        (3000, 1.0),
    ):
        st.turn = turn
        assert abs(Evaluator(view_for(st, 0)).press - press) < 1e-9, turn
    assert press_turn(st) == 2 * (LONG_GAME + PRESS_RAMP)


def test_no_press_where_no_expedition_is_possible():
    # no colour with Relics on two Shrines: exploring is the way on, and the press (which fades
    # the worth of exploring) would only hold the game up
    s = stalled_state().copy()
    assert press_of(s) == 1.0
    s.relics = [None] * len(s.relics)
    assert press_of(s) == 0.0


def test_a_pressed_bot_is_drawn_to_an_expedition_from_anywhere_on_the_board():
    # the way to the nearest Expedition costs 1 VP per move (PRESS_STEP) rather than 0.6 times
    # per move: from every site the Relic still counts (was ~0.1 VP four moves away)
    st = stalled_state()
    for seat in (0, 1):
        ev = Evaluator(view_for(st, seat))
        assert ev.press == 1.0
        for site in range(len(st.board.sites)):
            s = st.copy()
            s.players = [p.copy() for p in s.players]
            s.players[seat].site = site
            assert ev.gap_drive(s, seat) >= 1.0, (seat, site)


def test_a_fully_pressed_hard_bot_values_any_unfinished_game_as_lost():
    st = new_game(board(), 2, "standard", 8)
    st = play_on(st, [make_bot("medium", 1), make_bot("medium", 2)], 8)
    s = st.copy()
    s.turn = press_turn(s)
    ev = Evaluator(view_for(s, s.current))
    bot = HardBot(1, iterations=1)
    assert bot.leaf(s, s.current, ev) == 0.0
    assert bot.leaf(st, st.current, Evaluator(view_for(st, st.current))) > 0.0
    # a hint still shows the honest chance of a dragging game
    bot.concede = False
    assert bot.leaf(s, s.current, ev) > 0.0


def test_restless_moves_only_past_the_full_press():
    st = new_game(board(), 2, "standard", 9)
    legal = legal_actions(st)
    rng = random.Random(3)
    early = st.copy()
    early.turn = 2 * (LONG_GAME + PRESS_RAMP) - 1
    assert all(restless(view_for(early, 0), legal, rng) is None for _ in range(500))
    late = early.copy()
    late.turn += 1
    picks = [restless(view_for(late, 0), legal, rng) for _ in range(2000)]
    odd = [a for a in picks if a is not None]
    assert abs(len(odd) / len(picks) - RESTLESS) < 0.03
    assert all(a in legal for a in odd)


@pytest.mark.slow
def test_forced_full_press_ends_games_of_every_size():
    # mid-game positions of 2-5 players with the clock put past the full press: the bots end
    # them (random players would take hundreds of turns; most of these end within ~50 each)
    for g, n in enumerate((2, 3, 4, 5, 2, 3)):
        setup = ("first", "standard", "random")[g % 3]
        st = new_game(board(), n, setup, 700 + g)
        bots = [make_bot("medium", 10 * g + i) for i in range(n)]
        st = play_on(st, bots, 10)
        if st.over:
            continue
        st = st.copy()
        st.turn = press_turn(st)
        st = play_on(st, bots, 150)
        assert st.over, (g, n, setup)


def test_an_i1_2_holder_counts_the_2_vp_a_ration_spent_costs():
    st = stalled_state()
    ev = Evaluator(view_for(st, 1))
    holder, other = st.players[1], st.players[0]
    assert holder.holds("I1-2") and not other.holds("I1-2")
    assert ev.ration_cost(holder) == ev.ration_cost(other) + 2.0
