"""Judging one decision after the game: how much win chance the played action kept against the
best action the search finds, with the uncertainty of that difference.

``Judgement`` is what a judge returns; ``Judge`` is the protocol a judge follows (the review in
``play/review.py`` takes any, so a stronger search can replace this one); ``SearchJudge`` is the
hard bot's search (``search.HardBot``) turned to the question.

Like the hint, a judge sees only the deciding player's view (``view_for(state, seat)``) and the
legal actions. ``SearchJudge``:

1. ranks the candidates as the hard bot does (the greedy policy's ``width`` best after a
   one-turn lookahead) and adds the played action when it is not among them;
2. draws determinizations of the view and plays every surviving candidate on the *same* draw
   (common random numbers) followed by the hard bot's short greedy playout, scored as a win
   chance by the expert's learned evaluation (``learned.seat_values``: fitted to say who wins,
   so a loss of 10 points means about 10 points of real chance; the hand-set leaf's softmax
   moved so little that a random move rarely cost 6). No "dragging game" press: the honest
   estimate;
3. halves the candidates now and then, never dropping the played action;
4. names as best the candidate with the highest mean; the loss is the mean of the paired
   differences best − played over the draws, and its uncertainty their standard error.

With ``iterations`` the result depends only on the view, the legal actions, the played action
and the seed; with a time budget (``budget_s``) it also depends on the machine's speed.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ..rules import Action, Phase, State
from .evaluate import Evaluator, win_value
from .greedy import lookahead_values
from .learned import hand_evaluator, seat_values
from .search import HardBot, OutOfTime

__all__ = ["Judge", "Judgement", "SearchJudge"]


@dataclass(frozen=True)
class Judgement:
    """One decision judged from the deciding player's view. Win chances are in 0..1.

    ``played_chance``: the estimated chance to win after the played action; ``best``: the best
    action found (the played one when nothing beat it) and ``best_chance`` its chance; ``loss``:
    best − played (≥ 0); ``loss_se``: the standard error of that difference (0 when best is the
    played action, ``inf`` when too few samples to tell); ``samples``: the draws behind it."""

    played_chance: float
    best: Action
    best_chance: float
    loss: float
    loss_se: float
    samples: int


class Judge(Protocol):
    """Judges one decision from ``view`` (the deciding player's view), given its legal actions
    and the action played; ``seed`` makes it repeatable."""

    def judge(self, view: State, legal: Sequence[Action], played: Action, seed: int) -> Judgement: ...


class _JudgeSearch(HardBot):
    """The hard bot's search with the learned evaluation at the end of its playouts."""

    def __init__(self, view: State, seed: int, budget_s: float, iterations: int | None, width: int) -> None:
        super().__init__(seed, budget_s=budget_s, iterations=iterations, width=width)
        self.concede = False  # the honest estimate, as the hint gives it
        self.hand = hand_evaluator(view)  # the learned evaluation's hand-set inputs, for this view

    def leaf(self, s: State, me: int, ev: Evaluator) -> float:
        if s.phase == Phase.OVER:
            return win_value(s, me)
        return seat_values(s, None, self.hand)[me]


class SearchJudge:
    """The hard bot's determinized search, asked for the played action's value and the best one's.

    ``iterations``: draws per decision (deterministic); else ``budget_s`` seconds per decision."""

    def __init__(self, iterations: int | None = 12, budget_s: float = 1.0, width: int = 6) -> None:
        self.iterations = iterations
        self.budget_s = budget_s
        self.width = width

    def judge(self, view: State, legal: Sequence[Action], played: Action, seed: int) -> Judgement:
        if played not in legal:
            raise ValueError("the played action is not one of the legal actions")
        bot = _JudgeSearch(view, seed, self.budget_s, self.iterations, self.width)
        deadline = None if self.iterations is not None else time.perf_counter() + self.budget_s
        me = view.current
        ev = Evaluator(view, bot.weights)
        cands = [a for _, _, a in lookahead_values(view, legal, ev, me, self.width)][: self.width]
        if played not in cands:
            cands.append(played)
        values: dict[Action, list[float]] = {a: [] for a in cands}
        alive = list(cands)
        rounds, next_cut = 0, 4
        while True:
            if self.iterations is not None and rounds >= self.iterations:
                break
            if deadline is not None and (time.perf_counter() >= deadline and rounds >= 2):
                break
            det = bot.sample(view)
            try:  # a round cut short by the clock is thrown away whole (the draws stay paired)
                results = {a: bot.playout(det, a, me, ev, deadline if rounds >= 2 else None) for a in alive}
            except OutOfTime:
                break
            for a, v in results.items():
                values[a].append(v)
            rounds += 1
            if rounds >= next_cut and len(alive) > 2:
                rest = sorted((a for a in alive if a != played), key=lambda a: -_mean(_diffs(values, a, played)))
                alive = [played] + rest[: max(1, len(rest) // 2)]
                next_cut *= 2
        played_chance = _mean(values[played])
        best = max(alive, key=lambda a: (_mean(values[a]), a == played))
        if best == played or rounds == 0:
            return Judgement(played_chance, played, played_chance, 0.0, 0.0, rounds)
        d = _diffs(values, best, played)
        return Judgement(played_chance, best, _mean(values[best]), _mean(d), _stderr(d), rounds)


def _diffs(values: dict[Action, list[float]], a: Action, b: Action) -> list[float]:
    return [x - y for x, y in zip(values[a], values[b])]


def _mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def _stderr(xs: Sequence[float]) -> float:
    n = len(xs)
    if n < 2:
        return math.inf
    m = _mean(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1) / n)
