"""Proof that the bots never peek (issue #4, item 2).

For many positions of seeded random games the FULL state is changed where the deciding player
cannot see: face-down temple tiles are re-dealt among their candidates (other box tiles of the
same colour and level that are out of the game or hidden too), opponents' unrevealed Blue tiles
are swapped for other candidates, and the seed changes. The view of the deciding player must stay
the same and a seeded bot, given that view, must make the same decision. (Opponents' VP totals
are not hidden information: every award is announced in the log, RULES.md section 12, and the
view carries them in ``announced``.)
The hard and expert bots run with a fixed iteration count so that they are deterministic.

The test has teeth: a bot that reads the full state through a side door is caught.
"""

from __future__ import annotations

import random
from functools import lru_cache

import pytest
from hidden import perturb, same_view

from relicrunners.bots import make_bot
from relicrunners.bots.ismcts import ExpertBot
from relicrunners.bots.search import HardBot
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.play.invariants import check_state
from relicrunners.rules import apply, legal_actions, new_game, view_for


@lru_cache(maxsize=1)
def board():
    return load_layout(DEFAULT_LAYOUT)


def positions(count: int, seed: int, every: int = 5) -> list:
    rng = random.Random(seed)
    out, g = [], 0
    while len(out) < count:
        n = 2 + g % 4
        st = new_game(board(), n, ("standard", "random", "first")[g % 3], seed * 100 + g)
        k = 0
        while not st.over and len(out) < count and st.turn < 300:
            legal = legal_actions(st)
            if k % every == every - 1 and len(legal) > 1:
                out.append(st)
            st = apply(st, rng.choice(legal))[0]
            k += 1
        g += 1
    return out


@lru_cache(maxsize=1)
def cases():
    rng = random.Random(77)
    out = []
    for st in positions(60, seed=13):
        seat = st.current
        alt, changed = perturb(st, seat, rng)
        assert check_state(alt) == [], check_state(alt)
        out.append((st, alt, seat, changed))
    return out


def test_perturbation_changes_hidden_tiles_but_not_the_view():
    total = 0
    for st, alt, seat, changed in cases():
        total += changed
        assert same_view(view_for(st, seat), view_for(alt, seat))
        assert legal_actions(st) == legal_actions(alt)
    assert total > 100  # the hidden information really was changed


@pytest.mark.parametrize("name,count", [("random", 60), ("easy", 60), ("medium", 60), ("hard", 30), ("expert", 30)])
@pytest.mark.slow
def test_decisions_do_not_depend_on_hidden_information(name, count):
    for k, (st, alt, seat, _) in enumerate(cases()[:count]):

        def bot():
            if name == "hard":
                return HardBot(1000 + k, iterations=3, width=4)
            if name == "expert":
                return ExpertBot(1000 + k, iterations=12)
            return make_bot(name, 1000 + k)

        a = bot().decide(view_for(st, seat), legal_actions(st))
        b = bot().decide(view_for(alt, seat), legal_actions(alt))
        assert a == b, f"{name} bot decided differently on position {k} after hidden changes"


class _PeekingBot:
    """A cheating bot for the self-test: it looks at the full state's hidden tiles."""

    def __init__(self, full):
        self.full = full

    def decide(self, view, legal):
        codes = "".join(t.code or "" for st in self.full.stacks for t in st)
        return legal[hash(codes) % len(legal)]


def test_the_check_catches_a_peeking_bot():
    caught = 0
    for st, alt, seat, changed in cases():
        if not changed:
            continue
        a = _PeekingBot(st).decide(view_for(st, seat), legal_actions(st))
        b = _PeekingBot(alt).decide(view_for(alt, seat), legal_actions(alt))
        caught += a != b
    assert caught > 0
