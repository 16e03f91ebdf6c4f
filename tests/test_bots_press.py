"""Bots end dragging games (issue #4, "0 errors"): the press for the end and its last resort.

A game of bots could circle for thousands of turns: a bot ahead sees more worth in keeping its
resources than in ending the game, one behind never takes the Relic that ends a lost game.
tests/data/stalled-game-196.json is such a game, caught by ``tournament --keep-stalled``.
tests/data/medium-stall-tokens.json (issue #26 item 3) is a five-player medium game cut at turn
150: nine Relics taken by turn 81, every Ruin explored, one Toolbox Token face up, and every open
Expedition short of Pathways. It went on to turn 316.
"""

from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path

import pytest
from helpers import replayed

from relicrunners.bots import evaluate, greedy, make_bot
from relicrunners.bots.closing import pressed_choice
from relicrunners.bots.evaluate import LONG_GAME, PRESS_RAMP, RESTLESS, Evaluator, press_of, press_turn, restless
from relicrunners.bots.search import HardBot
from relicrunners.bots.weights import BARE_LONG_GAME, PRESS_STEP, REGROW
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.io.saves import load_game, replay
from relicrunners.rules import advance, apply, legal_actions, new_game, view_for

STALLED = Path(__file__).parent / "data" / "stalled-game-196.json"
TOKENS = Path(__file__).parent / "data" / "medium-stall-tokens.json"


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
        (2 * (LONG_GAME + PRESS_RAMP // 3), (PRESS_RAMP // 3) / PRESS_RAMP),
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


def tokens_state():
    st, _ = replay(board(), load_game(TOKENS, board()))
    assert st.turn == 150 and st.relics_taken() == 9 and not st.over  # 10 end a 5-player game (R11.1)
    assert not any(st.ruins) and sum(st.tokens) == 1
    return st


def at(st, seat, site):
    s = st.copy()
    s.players = [p.copy() for p in s.players]
    s.players[seat].site = site
    return s


def test_without_ruins_a_missing_pathway_costs_the_way_through_a_face_up_token():
    # with no Ruin left to explore (R9.2), a Pathway comes from a Toolbox on Compass or
    # Shovel 2 (R8.6), whose step comes from crossing a face-up Token (R7.2)
    st = tokens_state()  # no Ruin left
    ev = Evaluator(view_for(st, 0))
    board_ = st.board
    token = board_.trails[board_.rivers[st.tokens.index(True)]]
    own = frozenset(st.players[0].pathways) - {token.index}
    here = ev.unfamiliar(own, token.a)
    assert ev.token_way(st, own, here, token.b) == 1  # across the Token's Trail and there
    beyond = ev.unfamiliar(own, token.b)
    for site, relic in enumerate(st.relics):
        if relic is not None and site in here:  # a Shrine: from the Token's far end, or less
            assert here[site] <= ev.token_way(st, own, here, site) <= 1 + beyond[site]
    away = max(here, key=here.__getitem__)
    far = ev.unfamiliar(own, away)
    assert ev.token_way(st, own, far, away) == 2 * REGROW  # there and back: no more than the cap
    p = st.players[0]
    assert not ev.ruin_way(st, p) and ev.regrow(st, p) == 2 * REGROW
    with_ruin = st.copy()
    with_ruin.ruins = list(st.ruins)
    with_ruin.ruins[board_.ruins[0]] = 1  # one tile left on a Ruin: explore it for a Pathway
    assert ev.regrow(with_ruin, p) == REGROW


def test_a_pressed_player_short_of_a_pathway_is_drawn_to_the_token():
    st = tokens_state()  # a fresh replay each call: free to change
    st.turn = press_turn(st)
    seat = st.current
    ev = Evaluator(view_for(st, seat))
    assert ev.press == 1.0
    token = st.board.trails[st.board.rivers[st.tokens.index(True)]]
    own = frozenset(st.players[seat].pathways)
    drive: dict[int, list[float]] = {0: [], 1: []}
    for site in (token.a, *(st.board.trails[t].other(token.a) for t in st.board.trails_at[token.a])):
        here = ev.unfamiliar(own, site)
        drive[min(1, here[token.a], here[token.b])].append(ev.gap_drive(at(st, seat, site), seat))
    # standing at the Token, the nearest Expedition is a move nearer than a Trail away from it
    assert drive[1] and min(drive[0]) - max(drive[1]) >= PRESS_STEP


def test_the_token_stall_ends_in_a_few_rounds_without_random_moves(monkeypatch):
    # it went on for 166 more turns; from the start of the press, with the old cost of a missing
    # Pathway (3 moves wherever the Token lay), the bots circled for 20 to 38 own turns each
    monkeypatch.setattr(evaluate, "RESTLESS", 0.0)
    for seed in (0, 1):
        st = tokens_state()
        st.turn = press_turn(st, 0.0)  # the press begins
        bots = [make_bot("medium", 10 * seed + i) for i in range(st.n)]
        start = st.turn
        st = play_on(st, bots, 10)
        assert st.over, seed
        assert (st.turn - start) / st.n <= 8, seed


def test_once_every_ruin_is_explored_the_press_comes_sooner():
    # a press while Ruins hold tiles fades the worth of exploring them; without Ruins to
    # explore it fades nothing the game needs, and the stalls come in such games
    bare = tokens_state()
    with_ruin = bare.copy()
    with_ruin.ruins = list(bare.ruins)
    with_ruin.ruins[bare.board.ruins[0]] = 1
    assert press_turn(bare) < press_turn(with_ruin)
    assert press_turn(bare, 0.0) == bare.n * BARE_LONG_GAME and press_turn(with_ruin, 0.0) == bare.n * LONG_GAME
    for s in (bare, with_ruin):
        s.turn = press_turn(bare)
    assert press_of(bare) == 1.0 and press_of(with_ruin) == 0.0


def test_a_pressed_player_walks_to_a_far_token_even_away_from_the_shrine():
    # four experts, game 587 of a 1,000-game run (session 23), cut at turn 140, past the
    # stalemate's turn (139): one Relic from the end, every Ruin explored, every Toolbox on the
    # bottom space and one Token face up (R8-T9). Each open Expedition lacks a Pathway, which only
    # a Toolbox readied by that Token's step can place (R7.2, R8.6). The way to the Shrine counted
    # apart from the way to the Token made every move alike (gap_drive 6 VP each); the four went
    # to and fro until turn 197 and the game ended at 225 (2.6 times the mean)
    st = replayed("expert-far-token.json")
    seat, view, legal = st.current, view_for(st, st.current), legal_actions(st)
    ev = Evaluator(view, None, press=1.0)
    token = st.board.trails[st.board.rivers[st.tokens.index(True)]]
    assert st.tokens.count(True) == 1 and not any(st.ruins)
    own = frozenset(st.players[seat].pathways)

    def to_token(s):
        here = ev.unfamiliar(own, s.players[seat].site)
        return min(here.get(token.a, 99), here.get(token.b, 99))

    after = {a: advance(view, a, check=False) for a in legal}
    drive = {a: ev.gap_drive(s, seat) for a, s in after.items()}
    nearest = min(to_token(s) for s in after.values())
    assert len(set(drive.values())) > 2  # the moves are told apart
    assert all(to_token(after[a]) == nearest for a in legal if drive[a] == max(drive.values()))
    assert to_token(after[pressed_choice(view, legal)]) < to_token(st)  # the stalemate's move


def test_a_pressed_player_with_a_compass_beside_the_gap_uses_it():
    # five experts, game 465 of a 1,000-game run (session 24), cut at turn 190: nine Relics taken
    # by turn 120, the tenth not until 228 (2.2 times the mean). Seat 4 stood on a white Shrine
    # with Compass 2 ready (R8.6 T-C2: move two of its Pathways) and an Expedition short of two
    # Pathways, and never used it. Two faults hid the move: the Pathway prefilter, which looks only
    # around the explorer, cut every move into the gap, and the first of the two moves looked
    # like a ready Toolbox lost
    st = replayed("expert-compass-gap.json")
    seat, view, legal = st.current, view_for(st, st.current), legal_actions(st)
    ev = Evaluator(view, None, press=1.0)
    tool = pressed_choice(view, legal)
    assert tool.kind.value == "tool"  # the stalemate's move: the Compass, before walking on
    after = advance(view, tool, check=False)
    gaps = ev.gap_trails(after, seat)
    assert gaps and not gaps & set(after.players[seat].pathways)
    shifts = legal_actions(after)
    assert len(shifts) > greedy.PREFILTER
    assert not {a.args[1] for a in greedy.prefilter(after, shifts, seat)} & gaps  # the old cut
    assert {a.args[1] for a in greedy.prefilter(after, shifts, seat, ev=ev)} & gaps
    # played out, the Compass moves both Pathways into the gap
    moved, s = [], after
    while s.current == seat and s.turn == st.turn:
        options = legal_actions(s)
        a = options[0] if len(options) == 1 else greedy.best_immediate(s, options, ev, seat)[0]
        moved += [a.args[1]] if a.kind.value == "shift" else []
        s = advance(s, a, check=False)
    assert len(moved) == 2 and set(moved) <= gaps
