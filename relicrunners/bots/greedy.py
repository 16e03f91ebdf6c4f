"""The easy and medium bots: greedy players over the hand-written evaluation.

A decision is a small step of a turn (move → sub-decisions → explore / Toolbox / end), so the
medium bot scores a candidate by applying it to its view and then playing the rest of its own
turn greedily (each follow-up chosen by the evaluation of its immediate result) until the
decision passes to another player; the position reached is scored by ``Evaluator.score``.
Candidates are first ranked by the immediate score and only the best few get the full lookahead.

The easy bot looks only one step ahead, adds noise to its scores and sometimes plays a random
legal move, so it makes visible mistakes.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from ..rules import Action, ActionKind, Phase, State, advance, legal_actions
from ..rules.frames import Steps
from .evaluate import Evaluator, restless

SETTLE_WIDTH = 12  # sub-decisions with more choices than this are judged one step deep
PREFILTER = 24  # Pathway moves judged in full (of the hundreds possible)
TURN_CAP = 60  # follow-up decisions in one turn never come near this


def _after(s: State, a: Action) -> State:
    return advance(s, a, check=False)


def _shift_proxy(s: State, me: int, a: Action) -> float:
    """A cheap guess at how good moving a Pathway (T-C1, T-C2, P6) is: leave a trail far from
    the explorer, go to one touching it or a Shrine with a Relic or a site with tiles."""
    board = s.board
    p = s.players[me]
    src, dst = a.args
    v = 0.0
    for t, sign in ((dst, 1.0), (src, -1.0)):
        tr = board.trails[t]
        for x in (tr.a, tr.b):
            if x == p.site:
                v += 2.0 * sign
            if s.relics[x] is not None:
                v += 1.0 * sign
            elif s.has_tiles(x):
                v += 0.5 * sign
            if any(u in p.pathways for u in board.trails_at[x] if u != src):
                v += 0.7 * sign
    return v


def prefilter(
    s: State, legal: Sequence[Action], me: int, k: int = PREFILTER, ev: Evaluator | None = None
) -> Sequence[Action]:
    """Pathway moves come in the hundreds; keep the ``k`` best by a cheap proxy. For a pressed
    or nudged ``ev`` (the way to an Expedition counts), the moves into the gaps of the nearest
    Expeditions come first (``GapWorth.gap_trails``): the proxy, which looks only around the
    explorer, cut them all, and five experts kept Compass 2 ready beside their gap for turns."""
    if len(legal) <= k or legal[0].kind != ActionKind.SHIFT:
        return legal
    gaps = ev.gap_trails(s, me) if ev is not None and (ev.press or ev.nudge) else frozenset()
    ranked = sorted(range(len(legal)), key=lambda i: (legal[i].args[1] not in gaps, -_shift_proxy(s, me, legal[i]), i))
    return [legal[i] for i in sorted(ranked[:k])]


def settle(s: State, ev: Evaluator, me: int, depth: int = 2) -> State:
    """Resolve ``me``'s pending sub-decisions (a Pathway to place, a tile to keep, an
    adjacent site to visit, ...) greedily, so that an action is judged with its consequences."""
    turn = s.turn
    for _ in range(TURN_CAP):
        if s.phase == Phase.OVER or s.current != me or s.turn != turn or not s.pending:
            return s
        legal = legal_actions(s)
        if not legal:
            return s
        if len(legal) == 1:
            s = _after(s, legal[0])
            continue
        deep = depth - 1 if not isinstance(s.frame(), Steps) and len(legal) <= SETTLE_WIDTH else 0
        s = best_immediate(s, legal, ev, me, deep)[1]
    return s


def best_immediate(
    s: State, legal: Sequence[Action], ev: Evaluator, me: int, depth: int = 2
) -> tuple[Action, State, float]:
    """The action whose result (with its sub-decisions settled, ``depth`` levels deep) scores
    best for ``me`` (first one on ties)."""
    best: tuple[Action, State, float] | None = None
    wide = len(legal) > SETTLE_WIDTH * 4
    legal = prefilter(s, legal, me, ev=ev)
    for a in legal:
        s1 = _after(s, a)
        if depth > 0 and not wide:
            s1 = settle(s1, ev, me, depth)
        v = ev.score(s1, me)
        if best is None or v > best[2]:
            best = (a, s1, v)
    assert best is not None, "no legal action to choose from"  # callers pass legal actions
    return best


def finish_turn(s: State, ev: Evaluator, me: int) -> State:
    """Play ``me``'s remaining decisions of this turn greedily; return the state where the
    decision has passed on (or the game is over)."""
    turn = s.turn
    for _ in range(TURN_CAP):
        if s.phase == Phase.OVER or s.current != me or s.turn != turn:
            return s
        legal = legal_actions(s)
        if not legal:
            return s
        if len(legal) == 1:
            s = _after(s, legal[0])
            continue
        s = best_immediate(s, legal, ev, me)[1]
    return s


def lookahead_values(
    s: State, legal: Sequence[Action], ev: Evaluator, me: int, width: int = 6, deadline: float | None = None
) -> list[tuple[float, int, Action]]:
    """(value, index, action) for the ``width`` best candidates by immediate score, each valued
    after finishing the turn greedily; sorted best first. Past ``deadline`` (perf_counter
    seconds) the remaining candidates keep their immediate score."""
    firsts: list[tuple[float, int, Action, State]] = []
    for i, a in enumerate(prefilter(s, legal, me, ev=ev)):
        s1 = _after(s, a)
        firsts.append((ev.score(s1, me), i, a, s1))
    firsts.sort(key=lambda x: (-x[0], x[1]))
    out: list[tuple[float, int, Action]] = []
    for v, i, a, s1 in firsts[:width]:
        if deadline is not None and time.perf_counter() >= deadline:
            out.append((v, i, a))
            continue
        end = finish_turn(s1, ev, me)
        out.append((ev.score(end, me), i, a))
    out.sort(key=lambda x: (-x[0], x[1]))
    return out


class MediumBot:
    """Greedy with a one-turn lookahead over its own follow-up decisions."""

    name = "medium"

    def __init__(self, seed: int = 0, width: int = 6, weights: dict[str, float] | None = None) -> None:
        self.rng = random.Random(seed)
        self.width = width
        self.weights = weights

    def decide(self, view: State, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        odd = restless(view, legal, self.rng)
        if odd is not None:
            return odd
        me = view.current
        ev = Evaluator(view, self.weights)
        vals = lookahead_values(view, legal, ev, me, self.width)
        top = vals[0][0]
        ties = [a for v, _, a in vals if v >= top - 1e-9]
        return ties[0] if len(ties) == 1 else self.rng.choice(ties)


class EasyBot:
    """One step ahead, noisy, and now and then a random legal action."""

    name = "easy"

    def __init__(self, seed: int = 0, blunder: float = 0.2, noise: float = 2.5) -> None:
        self.rng = random.Random(seed)
        self.blunder = blunder
        self.noise = noise

    def decide(self, view: State, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        if self.rng.random() < self.blunder:
            return self.rng.choice(list(legal))
        me = view.current
        ev = Evaluator(view)
        best: Action = legal[0]
        bv: float | None = None
        for a in legal:
            v = ev.score(_after(view, a), me) + self.rng.gauss(0.0, self.noise)
            if bv is None or v > bv:
                best, bv = a, v
        return best
