"""The hard bot: determinized search over the greedy policy's best candidates.

For one decision the hard bot

1. asks the greedy policy with a one-turn lookahead (the medium bot's, ``greedy.lookahead_values``,
   judged with the hard bot's own weights ``HARD_WEIGHTS``) for its ``width`` best candidates —
   the others are rarely worth the time;
2. repeatedly draws a determinization of its view (``determinize``: hidden tiles sampled from
   what it has not seen, opponents' VP as announced) and plays every surviving candidate on the
   *same* draw (common random numbers make the comparison fair), each followed by a short
   playout: the rest of its own turn as the ranking assumed it, then the next two rounds played
   by a cheaper greedy policy (``horizon``), or until the game ends;
3. scores the playout's end as a win chance: 1/0 (shared 1/k) for a finished game, else a
   logistic of its evaluated lead over the best opponent;
4. halves the candidates now and then (successive halving) and leaves the greedy choice only
   for a candidate that beats it on the same draws by ``confidence`` standard errors.

The time budget is respected strictly: the clock is read before every playout step and an
unfinished playout is thrown away. With ``iterations`` set instead of a budget the search is
fully deterministic (used by the tests). Only the view and the legal actions are used.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from ..rules import Action, Phase, State, advance, legal_actions
from .determinize import determinize
from .evaluate import Evaluator, restless, win_value
from .greedy import best_immediate, lookahead_values
from .weights import HARD_WEIGHTS

PLAYOUT_CAP = 400  # decisions in one playout, far above what a round needs


class OutOfTime(Exception):
    pass


class HardBot:
    """Determinized search with greedy playouts, under a time budget per decision."""

    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        budget_s: float = 1.0,
        iterations: int | None = None,
        width: int = 6,
        weights: dict[str, float] | None = None,
        horizon: float = 2,
        confidence: float = 2.0,
    ) -> None:
        self.rng = random.Random(seed)
        self.budget_s = budget_s
        self.iterations = iterations
        self.width = width
        self.weights: dict[str, float] = HARD_WEIGHTS if weights is None else weights
        self.confidence = confidence  # standard errors a challenger must beat the medium choice by
        self.horizon = horizon  # playouts end when the bot's turn has come back this often
        self.last: dict[str, float] = {}  # statistics of the last search (for hints and benchmarks)
        self.concede = True  # a dragging game that goes on counts as lost (see leaf)

    def decide(self, view: State, legal: Sequence[Action]) -> Action:
        odd = restless(view, legal, self.rng)
        if odd is not None:
            return odd
        return self.search(view, legal)[0]

    # ------------------------------------------------------------------------------------------
    def search(self, view: State, legal: Sequence[Action], value_always: bool = False) -> tuple[Action, float]:
        """(best action, its estimated win chance for the deciding player). With only one legal
        action it is returned at once (win chance NaN) unless ``value_always`` asks for the
        estimate anyway (hints)."""
        if not legal:
            raise ValueError("no legal action to choose from")
        start = time.perf_counter()
        deadline = None if self.iterations is not None else start + self.budget_s
        me = view.current
        if len(legal) == 1 and not value_always:
            self.last = {"rounds": 0, "candidates": 1}
            return legal[0], float("nan")
        ev = Evaluator(view, self.weights)
        if len(legal) == 1:
            cands = list(legal)
        else:
            # the ranking may use at most half the budget
            half = None if deadline is None else start + self.budget_s / 2
            ranked = lookahead_values(view, legal, ev, me, self.width, half)
            cands = [a for _, _, a in ranked[: self.width]]
        base = cands[0]  # the medium policy's choice
        values: dict[Action, list[float]] = {a: [] for a in cands}  # win chances, round by round (same draw per round)
        alive = list(cands)
        rounds = 0
        next_cut = 4
        try:
            while True:
                if self.iterations is not None and rounds >= self.iterations:
                    break
                if deadline is not None and time.perf_counter() >= deadline:
                    break
                det = self.sample(view)
                results = {a: self.playout(det, a, me, ev, deadline) for a in alive}
                for a, v in results.items():
                    values[a].append(v)
                rounds += 1
                if rounds >= next_cut and len(alive) > 2:
                    keep = sorted((a for a in alive if a != base), key=lambda a: -_mean(self._diffs(values, a, base)))
                    alive = [base] + keep[: max(1, len(keep) // 2)]
                    next_cut *= 2
        except OutOfTime:
            pass
        elapsed = time.perf_counter() - start
        if rounds == 0:  # no time even for one round: trust the medium policy
            self.last = {"rounds": 0, "candidates": len(cands), "elapsed": elapsed}
            return base, float("nan")
        if len(cands) == 1:
            self.last = {"rounds": rounds, "candidates": 1, "elapsed": elapsed}
            return base, _mean(values[base])
        # leave the medium choice only for a candidate that beats it clearly on the same draws
        best, gain = base, 0.0
        for a in alive:
            if a == base:
                continue
            d = self._diffs(values, a, base)
            m = _mean(d)
            if len(d) >= 2 and m > self.confidence * _stderr(d) and m > gain:
                best, gain = a, m
        self.last = {
            "rounds": rounds,
            "candidates": len(cands),
            "elapsed": elapsed,
            "gain": gain,
            "changed": best != base,
        }
        return best, _mean(values[best])

    @staticmethod
    def _diffs(values: dict[Action, list[float]], a: Action, base: Action) -> list[float]:
        return [x - y for x, y in zip(values[a], values[base])]

    def sample(self, view: State) -> State:
        """One determinization of the view (see determinize.py)."""
        return determinize(view, self.rng)

    # ------------------------------------------------------------------------------------------
    def playout(self, det: State, action: Action, me: int, ev: Evaluator, deadline: float | None) -> float:
        """Apply ``action`` to the determinized state and play on greedily until ``me``'s next
        turn begins; return the win chance of the position reached."""
        s = advance(det, action, check=False)
        turn = det.turn
        left_turn = False
        returns = 0  # how often the bot's turn has begun again
        for _ in range(PLAYOUT_CAP):
            if s.phase == Phase.OVER:
                return win_value(s, me)
            if s.current != me:
                if returns >= self.horizon - 0.5:  # horizon 1.5: its next turn is over
                    break
                left_turn = True
            elif left_turn and s.phase == Phase.START and not s.pending:
                returns += 1
                left_turn = False
                if returns >= self.horizon:
                    break
            if deadline is not None and time.perf_counter() >= deadline:
                raise OutOfTime
            legal = legal_actions(s)
            if len(legal) == 1:
                s = advance(s, legal[0], check=False)
                continue
            # the rest of this turn as the medium ranking assumed it (sub-decisions settled two
            # levels deep); every later decision one level deep, which is cheaper
            own_turn = s.current == me and s.turn == turn
            s = best_immediate(s, legal, ev, s.current, 2 if own_turn else 1)[1]
        return self.leaf(s, me, ev)

    def leaf(self, s: State, me: int, ev: Evaluator) -> float:
        if s.phase == Phase.OVER:
            return win_value(s, me)
        # a softmax of the players' evaluated worths: 1/n when all are equal, a logistic of the
        # lead in a two-player game; the scale widens while many turns remain
        worths = [ev.worth(s, i) for i in range(s.n)]
        scale = 6.0 + 1.5 * ev.horizon(s, me)
        top = max(worths)
        e = [math.exp((w - top) / scale) for w in worths]
        # a game dragging far past its usual length counts as lost unless it ends (the
        # evaluation's press): keeping a lost game alive is never worth more than ending it
        chance = e[me] / sum(e)
        return chance * (1.0 - ev.press) if self.concede else chance


def _mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def _stderr(xs: Sequence[float]) -> float:
    n = len(xs)
    if n < 2:
        return float("inf")
    m = _mean(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1) / n)
