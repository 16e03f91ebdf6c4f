"""The built-in bots (issue #4): the interface, the levels, determinization and hints.

Bots see only ``view_for(state, seat)`` and the legal actions. Budgets and iteration counts are
tiny here; strength and speed are measured by benchmarks/bots.py, never asserted.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from functools import lru_cache

import pytest

from relicrunners.bots import BOT_NAMES, RandomBot, make_bot
from relicrunners.bots.determinize import determinize
from relicrunners.bots.evaluate import Evaluator, turns_left
from relicrunners.bots.hint import hint
from relicrunners.bots.ismcts import ExpertBot
from relicrunners.bots.knowledge import candidate_pool, hidden_slots, known_tiles
from relicrunners.bots.search import HardBot
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.play.invariants import check_state
from relicrunners.rules import Phase, TurnFlags, apply, breakdown, legal_actions, new_game, view_for
from relicrunners.rules.components import ADVANCED, TILES


@lru_cache(maxsize=1)
def board():
    return load_layout(DEFAULT_LAYOUT)


def random_positions(count: int, seed: int, every: int = 7):
    """Full states met in seeded random games (2-5 players, all setups), every few decisions."""
    rng = random.Random(seed)
    out = []
    g = 0
    while len(out) < count:
        n = 2 + g % 4
        setup = ("first", "standard", "random")[g % 3]
        st = new_game(board(), n, setup, seed * 1000 + g)
        k = 0
        while not st.over and len(out) < count and st.turn < 400:
            legal = legal_actions(st)
            if k % every == every - 1 and len(legal) > 1:
                out.append(st)
            st = apply(st, rng.choice(legal))[0]
            k += 1
        g += 1
    return out


# -- the interface -----------------------------------------------------------------------------
def test_bot_names_and_make_bot():
    assert BOT_NAMES == ("random", "easy", "medium", "hard", "expert")
    for name in BOT_NAMES:
        bot = make_bot(name, 3)
        assert bot.name == name and callable(bot.decide)
    with pytest.raises(ValueError, match="unknown bot 'grandmaster'"):
        make_bot("grandmaster", 0)


@pytest.mark.parametrize("name", ["random", "easy", "medium"])
@pytest.mark.slow
def test_bots_play_whole_games_with_legal_actions(name):
    for g, n in enumerate((2, 3)):
        st = new_game(board(), n, "standard", 40 + g)
        bots = [make_bot(name, g * 10 + i) for i in range(n)]
        while not st.over:
            assert st.turn < 2000, f"{name} bots got stuck"
            legal = legal_actions(st)
            a = bots[st.current].decide(view_for(st, st.current), legal)
            assert a in legal
            st = apply(st, a)[0]
        assert all(r["total"] >= 0 for r in breakdown(st))


def test_hard_bot_plays_legal_actions_with_an_iteration_budget():
    st = new_game(board(), 3, "first", 5)
    bots = [HardBot(i, iterations=1) for i in range(3)]
    for _ in range(60):
        legal = legal_actions(st)
        a = bots[st.current].decide(view_for(st, st.current), legal)
        assert a in legal
        st = apply(st, a)[0]


def test_one_legal_action_is_returned_at_once():
    rng = random.Random(0)
    st = new_game(board(), 2, "standard", 1)
    while len(legal_actions(st)) != 1:
        st = apply(st, rng.choice(legal_actions(st)))[0]
    legal = legal_actions(st)
    bot = HardBot(0, budget_s=30.0)
    assert bot.decide(view_for(st, st.current), legal) == legal[0]
    assert bot.last == {"rounds": 0, "candidates": 1}


def test_same_seed_same_choices_different_seed_may_differ():
    positions = random_positions(12, seed=9)
    for name in ("random", "easy"):
        a = [make_bot(name, 4).decide(view_for(s, s.current), legal_actions(s)) for s in positions]
        b = [make_bot(name, 4).decide(view_for(s, s.current), legal_actions(s)) for s in positions]
        assert a == b


def test_random_bot_uses_its_own_generator_only():
    st = new_game(board(), 2, "standard", 0)
    legal = legal_actions(st)
    random.seed(1)
    x = [RandomBot(5).decide(view_for(st, 0), legal) for _ in range(3)]
    random.seed(2)
    y = [RandomBot(5).decide(view_for(st, 0), legal) for _ in range(3)]
    assert x == y


def test_medium_takes_an_expedition_relic_when_it_is_there():
    # R6.3: a relic pair one trail apart; the medium bot starts on one and takes the other
    from tests.helpers import S, T

    st = new_game(board(), 2, "first", 0)
    r_a, r_b = S("R6"), S("R3")  # R3-R6 is a trail
    for site in (r_a, r_b):
        st.ruins[site] = 0
        st.relics[site] = "green"
    st.players[0].site = r_a
    st.flags = TurnFlags(r_a, "green")
    assert T("R3-R6") in board().trails_at[r_a]
    a = make_bot("medium", 0).decide(view_for(st, 0), legal_actions(st))
    assert a.kind == "move" and a.args[-1] == r_b


# -- knowledge and determinization ---------------------------------------------------------------
def test_candidate_pool_excludes_known_tiles_and_advanced_in_first_game():
    for st in random_positions(30, seed=3):
        for seat in range(st.n):
            view = view_for(st, seat)
            pool = candidate_pool(view)
            known = {t.uid for t in known_tiles(view)}
            for (colour, level), tiles in pool.items():
                assert all(t.colour == colour and t.level == level for t in tiles)
                assert not known & {t.uid for t in tiles}
                if st.setup == "first":
                    assert not any(t.code in ADVANCED for t in tiles)
            # every hidden tile of the full state is among its candidates (the truth is possible)
            for (colour, level), slots in hidden_slots(view).items():
                uids = {t.uid for t in pool[(colour, level)]}
                for where, a, i in slots:
                    real = st.stacks[a][i] if where == "stack" else st.players[a].blue[i]
                    assert real.uid in uids


def test_determinized_states_are_consistent_full_states():
    rng = random.Random(0)
    checked = 0
    for st in random_positions(40, seed=5):
        seat = st.current
        view = view_for(st, seat)
        d = determinize(view, rng)
        assert check_state(d) == [], check_state(d)  # C3 tile conservation and more
        assert legal_actions(d) == legal_actions(st)
        for site, (vs, ds) in enumerate(zip(view.stacks, d.stacks)):
            assert [(t.colour, t.level) for t in vs] == [(t.colour, t.level) for t in ds]
            for vt, dt in zip(vs, ds):
                assert dt.code is not None
                if vt.code is not None:
                    assert vt == dt  # what the view shows is kept
        for i, (vp, dp) in enumerate(zip(view.players, d.players)):
            assert [t.code is not None for t in dp.blue] == [True] * len(dp.blue)
            assert len(vp.blue) == len(dp.blue)
            if i == seat:
                assert dp.blue == vp.blue and dp.vp == st.players[seat].vp
            else:
                assert dp.vp is not None and dp.vp >= 0
                for vt, dt in zip(vp.blue, dp.blue):
                    if vt.code is not None:
                        assert vt == dt
        if st.setup == "first":
            in_play = [t for s in d.stacks for t in s] + [t for p in d.players for t in p.blue]
            assert not any(t.code in ADVANCED for t in in_play)
        checked += 1
    assert checked == 40


def test_determinization_samples_every_candidate():
    st = new_game(board(), 3, "standard", 11)
    view = view_for(st, 0)
    slots = hidden_slots(view)
    key = ("blue", 1)
    where, site, i = slots[key][0]
    rng = random.Random(1)
    seen = Counter(determinize(view, rng).stacks[site][i].uid for _ in range(300))
    assert set(seen) == {t.uid for t in candidate_pool(view)[key]}


def test_determinize_keeps_the_bots_own_blue_and_revealed_blue():
    st = new_game(board(), 2, "standard", 2)
    blue = next(s for s in board().temples if st.full.colours[s] == "blue")
    st.players[0].site = blue
    st.flags = TurnFlags(blue, None)
    st.phase = Phase.AFTER
    st = apply(st, legal_actions(st)[0])[0]  # explore: take a Blue tile
    assert st.players[0].blue
    d = determinize(view_for(st, 0), random.Random(0))
    assert d.players[0].blue == st.players[0].blue
    d1 = determinize(view_for(st, 1), random.Random(0))
    assert d1.players[0].blue[0].colour == "blue" and check_state(d1) == []


# -- evaluation ---------------------------------------------------------------------------------
def test_evaluation_is_final_score_when_over_and_horizon_shrinks():
    st = new_game(board(), 2, "standard", 3)
    bots = [make_bot("medium", i) for i in range(2)]
    early = turns_left(st, 0)
    while not st.over:
        st = apply(st, bots[st.current].decide(view_for(st, st.current), legal_actions(st)))[0]
    ev = Evaluator(view_for(st, 0))
    assert ev.worth(st, 0) == breakdown(st)[0]["total"]
    assert turns_left(st, 0) == 0 < early


# -- hints -------------------------------------------------------------------------------------
def test_hint_gives_a_legal_action_and_a_win_chance():
    for st in random_positions(4, seed=21, every=11):
        legal = legal_actions(st)
        a, p = hint(view_for(st, st.current), legal, iterations=2)
        assert a in legal and 0.0 <= p <= 1.0 and not math.isnan(p)


def test_the_hint_is_the_expert_bots_choice():
    """The hint thinks as the strongest level does (issue #26): same view, seed and iterations,
    same action as the expert bot, and its chance is the expert's estimate through that action."""
    seen = 0
    for st in random_positions(3, seed=26, every=13):
        legal = legal_actions(st)
        if len(legal) < 2:
            continue
        view = view_for(st, st.current)
        a, p = hint(view, legal, seed=5, iterations=30)
        b, q = ExpertBot(5, iterations=30).search(view, legal)
        assert (a, p) == (b, max(0.0, min(1.0, q)))
        seen += 1
    assert seen >= 3


def test_hint_with_one_legal_action_still_estimates():
    st = new_game(board(), 2, "standard", 1)
    legal = legal_actions(st)[:1]
    a, p = hint(view_for(st, 0), legal, iterations=1)
    assert a == legal[0] and 0.0 < p < 1.0


def test_all_box_tiles_are_distinct_uids():
    # determinization relies on box uids being unique and stable (C3)
    assert len({t.uid for t in TILES}) == len(TILES)


def test_bots_think_in_threads_without_sharing_state():
    # the window runs decide() in a thread: bots keep no global mutable state, so two bots
    # deciding at the same time choose exactly what they choose one after the other
    import threading

    positions = random_positions(6, seed=31, every=9)

    def decisions(name):
        out = []
        for k, st in enumerate(positions):
            bot = HardBot(k, iterations=2, width=3) if name == "hard" else make_bot(name, k)
            out.append(bot.decide(view_for(st, st.current), legal_actions(st)))
        return out

    alone = {name: decisions(name) for name in ("medium", "hard")}
    together = {}
    threads = [
        threading.Thread(target=lambda n=name: together.__setitem__(n, decisions(n)))
        for name in ("medium", "hard", "medium")
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert together == alone
