"""A leaf for games of three or more players that counts the places below the first too.

A win chance alone tells a player far behind nothing: every move is worth nearly nil to it, and
the search cannot tell them apart (docs/bots.md: the expert lost four-player games by far
and took the ending Relic from behind). ``placing`` mixes each seat's win chance with its
*standing*: the share of the other players it is expected to finish ahead of. On an unfinished
position that share comes from the leaf's own win chances (the conditional logit of
``bots.learned`` says seat i finishes ahead of seat j with chance p_i / (p_i + p_j)); on a
finished game it is the real one, by the order of R11.4 (points, then Relics, then distinct
colours; a tie counts half). Heads-up the standing equals the win chance, so nothing changes.

Tried with four players in session 34 (a quarter of each leaf): no stronger, so it is off by default
(``ExpertBot(place=0.0)``) and stays a duel setting (``expert:place=0.25``).
"""

from __future__ import annotations

from ..rules import Phase, State
from ..rules.scoring import breakdown
from .closing import LeafEval
from .evaluate import win_value


def standing_of(values: list[float]) -> list[float]:
    """Per seat, the share of the others it finishes ahead of, from win chances of a softmax:
    the mean over the others j of p_i / (p_i + p_j) (0.5 where both are nil)."""
    n = len(values)
    out = []
    for i, p in enumerate(values):
        total = 0.0
        for j, q in enumerate(values):
            if j != i:
                total += p / (p + q) if p + q > 0.0 else 0.5
        out.append(total / (n - 1))
    return out


def final_standing(s: State) -> list[float]:
    """Per seat of a finished game, the share of the others it finished ahead of (R11.4's
    order: points, Relics, distinct colours; a tie with another player counts half)."""
    keys = {r["seat"]: (r["total"], r["relics"], r["distinct"]) for r in breakdown(s)}
    n = s.n
    out = []
    for i in range(n):
        total = 0.0
        for j in range(n):
            if j != i:
                total += 1.0 if keys[i] > keys[j] else 0.5 if keys[i] == keys[j] else 0.0
        out.append(total / (n - 1))
    return out


def placing(values: LeafEval, weight: float) -> LeafEval:
    """``values`` with each seat's standing mixed in where three or more play: (1 - weight) *
    win chance + weight * standing; a finished game mixes its real result with its real standing.
    ``values`` itself where ``weight`` is 0."""
    if not weight:
        return values

    def mixed(s: State) -> list[float]:
        got = values(s)
        if s.n < 3:
            return got
        return _mixed(got, final_standing(s) if s.phase == Phase.OVER else standing_of(got), weight)

    return mixed


def finished(s: State, weight: float) -> list[float]:
    """A finished game's value per seat: 1 for a win, 1/k for a k-way shared win, else 0
    (R11.4), mixed with the real standing as ``placing`` of ``weight`` does."""
    win = [win_value(s, i) for i in range(s.n)]
    if not weight or s.n < 3:
        return win
    return _mixed(win, final_standing(s), weight)


def _mixed(win: list[float], stand: list[float], weight: float) -> list[float]:
    return [(1.0 - weight) * p + weight * r for p, r in zip(win, stand)]
