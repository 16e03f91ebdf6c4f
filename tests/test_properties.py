"""Seeded random games over 2-5 players and all setups, with the invariants checked after every
action (relicrunners.play.invariants), plus determinism (S8) and a hypothesis sweep.

Two random players are used. ``uniform`` picks any legal action: it reaches odd corners but
rarely finishes a game (Relics only come from Expeditions). ``eager`` is still random but leans
towards progress (Expeditions, exploring, Base Camp when out of Rations, Shrines from which an
Expedition is possible), so nearly every game reaches its end inside the turn cap.
"""

from __future__ import annotations

import random
from dataclasses import astuple
from functools import cache

import pytest
from helpers import board, eager, uniform
from hypothesis import given, settings
from hypothesis import strategies as st_

from relicrunners.play.invariants import check, check_state
from relicrunners.rules import DECISIONS, SETUPS, Action, apply, from_text, legal_actions, new_game, to_text

TURN_CAP = 500


def run_game(n, setup, seed, policy, cap=TURN_CAP, checked=True):
    """Play one game; returns (final state, actions, problems, decisions seen, action kinds seen)."""
    st = new_game(board(), n, setup, seed)
    problems = check_state(st)
    rng = random.Random(seed * 7919 + n)
    actions, decisions, kinds = [], set(), set()
    legal = legal_actions(st)
    while not st.over and st.turn <= cap and not problems:
        decisions.add(st.decision())
        a = policy(st, legal, rng)
        kinds.add(a.kind)
        nxt, _ = apply(st, a, check=False)
        nxt_legal = legal_actions(nxt)
        if checked:
            problems = [
                f"seed {seed} n={n} {setup} turn {st.turn} after '{to_text(board(), a)}': {p}"
                for p in check(st, a, nxt, legal, nxt_legal)
            ]
        actions.append(a)
        st, legal = nxt, nxt_legal
    return st, actions, problems, decisions, kinds


@cache
def eager_games():
    """Every player count x setup x 20 seeds = 240 games, played once for the tests below."""
    out = []
    for n in (2, 3, 4, 5):
        for setup in SETUPS:
            for seed in range(20):
                out.append((n, setup, seed) + run_game(n, setup, 1000 * n + seed, eager))
    return out


@cache
def uniform_games():
    out = []
    for k in range(24):
        n, setup = 2 + k % 4, SETUPS[k % 3]
        out.append((n, setup, k) + run_game(n, setup, 5000 + k, uniform, cap=160))
    return out


@pytest.mark.slow
def test_invariants_hold_in_random_games():
    # R10.1 R10.2 R9.3 C2 C3 C4 C5 R11.1: conservation and bounds after every action of every game
    problems = [p for g in eager_games() + uniform_games() for p in g[5]]
    assert not problems, "\n".join(problems[:10])


def test_random_games_reach_the_end():
    # R11.1 R11.2 games end; a game still running after TURN_CAP turns counts as stalled
    games = eager_games()
    stalled = [(n, setup, seed) for n, setup, seed, st, *_ in games if not st.over]
    assert len(stalled) <= 0.02 * len(games), f"{len(stalled)} of {len(games)} stalled: {stalled}"
    # a stalled game is slow, not stuck: played on (unchecked), it ends too
    for n, setup, seed, st, actions, *_ in games:
        if not st.over:
            rng = random.Random(seed)
            while not st.over and st.turn < 4000:
                st, _ = apply(st, eager(st, legal_actions(st), rng), check=False)
            assert st.over, (n, setup, seed)
    for n, setup, seed, st, *_ in games:
        if st.over:
            assert legal_actions(st) == []
            assert st.triggered_by is not None and st.relics_taken() >= {2: 7, 3: 8, 4: 9, 5: 10}[n]


def test_random_games_visit_every_kind_of_decision():
    # the fuzzer is only as good as what it reaches: every decision kind and action kind occurs
    decisions, kinds = set(), set()
    for g in eager_games() + uniform_games():
        decisions |= g[6]
        kinds |= g[7]
    expected = set(DECISIONS) - {"over"}
    assert expected <= decisions, f"never reached: {sorted(expected - decisions)}"
    assert {
        "move",
        "jump",
        "use",
        "explore",
        "end",
        "tool",
        "step",
        "place",
        "keep",
        "decline",
        "take",
        "shift",
        "visit",
        "flip",
        "done",
        "choose",
    } <= kinds, sorted(kinds)


def fingerprint(st):
    """Everything that makes up a state, as plain comparable values."""
    players = [
        (
            p.name,
            p.colour,
            p.site,
            p.rations,
            sorted(p.pathways),
            p.tb_reserve,
            p.tb_bottom,
            {b: list(v) for b, v in p.table.items()},
            p.vp,
            list(p.blue),
            sorted(p.revealed),
            sorted(p.ivory.items()),
            list(p.relics),
            sorted(p.seen),
        )
        for p in st.players
    ]
    return (
        players,
        list(st.ruins),
        [list(s) for s in st.stacks],
        st.full,
        list(st.relics),
        list(st.tokens),
        st.camp,
        st.current,
        st.phase,
        list(st.pending),
        st.turn,
        astuple(st.flags),
        st.stage,
        list(st.queue),
        st.triggered_by,
        list(st.discards),
        list(st.unused),
    )


def test_replaying_the_actions_reproduces_the_game():
    # S8 a game is fully determined by seed, players, layout and setup: replaying the action list
    # (also through the text notation) gives the same state
    for n, setup, seed in ((2, "first", 1), (3, "standard", 2), (4, "random", 3), (5, "standard", 4)):
        final, actions, problems, *_ = run_game(n, setup, seed, uniform, cap=120, checked=False)
        st = new_game(board(), n, setup, seed)
        st2 = new_game(board(), n, setup, seed)
        for a in actions:
            st, _ = apply(st, a)
            st2, _ = apply(st2, from_text(board(), to_text(board(), a)))
        assert fingerprint(st) == fingerprint(final) == fingerprint(st2)


def test_apply_never_changes_its_input():
    # S8 apply is pure: the state passed in is unchanged, so any earlier state can be replayed from
    rng = random.Random(4)
    st = new_game(board(), 4, "standard", 4)
    while st.turn < 40:
        before = fingerprint(st)
        acts = legal_actions(st)
        nxt, _ = apply(st, rng.choice(acts))
        assert fingerprint(st) == before
        st = nxt


@settings(max_examples=25, deadline=None)
@given(
    seed=st_.integers(0, 2**31 - 1),
    n=st_.sampled_from([2, 3, 4, 5]),
    setup=st_.sampled_from(SETUPS),
    greedy=st_.booleans(),
)
def test_any_seed_keeps_the_invariants(seed, n, setup, greedy):
    # R10.1 C3 C4 R9.3 R8.4 ... whatever the seed, every action keeps the invariants (S8)
    final, actions, problems, *_ = run_game(n, setup, seed, eager if greedy else uniform, cap=200)
    assert not problems, problems[:5]
    assert final.over or final.turn > 200


def _broken(mutate):
    st = new_game(board(), 3, "standard", 1)
    mutate(st)
    return check_state(st)


def test_invariants_catch_broken_states():
    # the checker itself: each kind of corruption is reported (R10.1 R10.2 R9.3 C2 C3 C4 C5 R9.7)
    from relicrunners.rules.components import TILES

    assert check_state(new_game(board(), 3, "standard", 1)) == []
    cases = {
        "R10.1": lambda s: setattr(s, "camp", s.camp + 1),
        "R10.2": lambda s: (setattr(s.players[0], "rations", 6), setattr(s, "camp", s.camp - 3)),
        "Pathways": lambda s: setattr(s.players[0], "pathways", set(range(11))),
        "unknown trail": lambda s: s.players[1].pathways.add(999),
        "Toolboxes": lambda s: setattr(s.players[2], "tb_reserve", 3),
        "lost": lambda s: s.unused.pop(),
        "two places": lambda s: s.discards.append(s.stacks[s.board.temples[0]][-1]),
        "not the box tile": lambda s: s.unused.__setitem__(0, TILES[s.unused[0].uid]._replace(code="P9")),
        "large-to-small": lambda s: s.stacks[s.board.temples[0]].reverse(),
        "Relic on a site that still has tiles": lambda s: s.relics.__setitem__(s.board.ruins[0], "green"),
        "Relics": lambda s: setattr(s.players[0], "relics", ["white"] * 5),
        "tokens": lambda s: setattr(s, "tokens", [True] * 9),
        "Ruin tiles": lambda s: s.ruins.__setitem__(s.board.temples[0], 1),
    }
    for needle, mutate in cases.items():
        problems = _broken(mutate)
        assert any(needle in p for p in problems), (needle, problems)


def test_step_checks_catch_going_backwards():
    # VP, Relics and Ruin tiles never go back; an illegal action is reported
    a = new_game(board(), 2, "first", 3)
    legal = legal_actions(a)
    b, _ = apply(a, legal[0])
    assert check(a, legal[0], b, legal) == []
    a = a.copy()  # edited by hand: a copy (the states apply returns share what an action left alone)
    a.players[0].vp = 5
    a.players[1].relics = ["green"]
    assert any("VP went down" in p for p in check(a, legal[0], b, legal))
    assert any("lost a Relic" in p for p in check(a, legal[0], b, legal))
    assert any("not among" in p for p in check(a, Action("end"), b, legal))
    b.ruins[a.board.ruins[0]] = 3
    a.ruins[a.board.ruins[0]] = 1
    assert any("Ruin tiles went up" in p for p in check(a, legal[0], b, legal))
