"""Fit the expert's learned evaluation (relicrunners/bots/learned.py) from bot games.

    python tools/fit_expert_eval.py --games 1200 --seed 26 [--workers 2] [--out FILE]

1. Plays ``--games`` games of greedy bots: 2 to 5 players, the standard or a random setup, each
   seat a medium bot with the medium or the hard bot's weights (``search.HARD_WEIGHTS``) and a
   small chance of a random legal move per decision (0, 3 or 8 %), for variety. Game ``g`` draws
   all of this from ``(seed, g)``, so a game does not depend on the number of workers.
2. Samples about one decision in twelve; at each, one seat drawn at random looks at the game
   (``view_for``: the features never see hidden tiles or another player's Blue values), and
   ``learned.features`` describes every seat in that view. The label: who won the game (a shared
   win split, R11.4). Games that do not end within the turn cap are left out.
3. Holds out every fifth game (20 %) and fits the conditional logit (a softmax over the seats of
   ``w · features``) on the rest by maximum likelihood: Newton's method on standardised features
   with a very small ridge, in pure Python (no numpy needed).
4. Scores the held-out positions: mean log-likelihood of the winner and how often the seat with
   the highest value won, for the model and for three baselines: every seat alike (1/n), a
   softmax of the points so far alone (its one weight fitted on the same games), and the
   hand-set evaluation as the hard bot's search reads it (``search.HardBot.leaf``).
5. Writes the weights with how they were made to ``--out`` (default: the game's data file,
   relicrunners/bots/data/expert_eval.json). Same ``--games`` and ``--seed`` → the same file,
   whatever ``--workers``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from relicrunners.bots import learned  # noqa: E402
from relicrunners.bots.evaluate import Evaluator  # noqa: E402
from relicrunners.bots.greedy import MediumBot  # noqa: E402
from relicrunners.bots.search import HARD_WEIGHTS  # noqa: E402
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout  # noqa: E402
from relicrunners.play.simulate import default_seats  # noqa: E402
from relicrunners.rules import Board, advance, legal_actions, new_game, view_for  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "relicrunners" / "bots" / "data" / "expert_eval.json"
SAMPLE = 1 / 12  # share of decisions sampled
TURN_CAP = 400  # a game of these bots not over by then is left out
RANDOM_MOVE = (0.0, 0.03, 0.08)  # a seat's chance of a random legal move, drawn per seat
RIDGE = 1.0  # on standardised weights: keeps Newton's steps finite, too small to matter with thousands of positions
HOLD_OUT = 5  # every fifth game is held out

# a position: (the observer, the label per seat, the features per seat, the hand evaluation's values or None)
Position = tuple[int, list[float], list[tuple[float, ...]], list[float] | None]
_BOARD: list[Board] = []


def _init() -> None:
    _BOARD.append(load_layout(DEFAULT_LAYOUT))


def held_out(g: int) -> bool:
    return g % HOLD_OUT == HOLD_OUT - 1


def hand_values(view: Any, who: int) -> list[float]:
    """The hand-set evaluation's win chances as the hard bot's search reads a leaf
    (``search.HardBot.leaf`` without the press): a softmax of the worths, its scale widening
    with the turns left."""
    ev = Evaluator(view, HARD_WEIGHTS)
    worths = [ev.worth(view, i) for i in range(view.n)]
    scale = 6.0 + 1.5 * ev.horizon(view, who)
    return learned.softmax_values([x / scale for x in worths])


def seat_rows(view: Any) -> list[tuple[float, ...]]:
    """Every seat's inputs of the learned evaluation (``learned.ALL_NAMES``) as ``view`` shows them."""
    prog = learned.progress(view)
    hand = learned.hand_evaluator(view)
    return [learned.features(view, i, prog) + learned.hand_inputs(hand, view, i, prog) for i in range(view.n)]


def play(job: tuple[int, int]) -> tuple[int, list[Position]]:
    """Game ``g`` of the run with ``seed``: (its number, the positions sampled; none if unfinished)."""
    seed, g = job
    board = _BOARD[0] if _BOARD else load_layout(DEFAULT_LAYOUT)
    rng = random.Random(f"fit-expert:{seed}:{g}")
    n = 2 + rng.randrange(4)
    setup = "standard" if rng.random() < 0.75 else "random"
    bots = [MediumBot(rng.randrange(1 << 30), weights=rng.choice((None, HARD_WEIGHTS))) for _ in range(n)]
    odd = [rng.choice(RANDOM_MOVE) for _ in range(n)]
    state = new_game(board, default_seats(n), setup, rng.randrange(1 << 30))
    sampled: list[tuple[int, list[tuple[float, ...]], list[float] | None]] = []
    while not state.over:
        if state.turn > TURN_CAP:
            return g, []
        legal = legal_actions(state)
        seat = state.current
        if rng.random() < SAMPLE:
            who = rng.randrange(n)
            view = view_for(state, who)
            sampled.append((who, seat_rows(view), hand_values(view, who) if held_out(g) else None))
        if len(legal) > 1 and rng.random() < odd[seat]:
            action = rng.choice(list(legal))
        else:
            action = bots[seat].decide(view_for(state, seat), legal)
        state = advance(state, action)
    label = learned.outcome(state)
    return g, [(who, label, rows, hand) for who, rows, hand in sampled]


# -- the conditional logit --------------------------------------------------------------------
Data = list[tuple[list[list[float]], list[float]]]  # per position: standardised rows, labels


def _probs(w: list[float], rows: list[list[float]]) -> list[float]:
    return learned.softmax_values([sum(a * b for a, b in zip(w, z)) for z in rows])


def log_likelihood(w: list[float], data: Data) -> float:
    total = 0.0
    for rows, y in data:
        p = _probs(w, rows)
        total += sum(yi * math.log(max(pi, 1e-300)) for yi, pi in zip(y, p) if yi)
    return total


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a·x = b (Gaussian elimination with partial pivoting; a is positive definite)."""
    k = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(k):
        piv = max(range(c, k), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(c + 1, k):
            f = m[r][c] / m[c][c]
            if f:
                for j in range(c, k + 1):
                    m[r][j] -= f * m[c][j]
    x = [0.0] * k
    for c in range(k - 1, -1, -1):
        x[c] = (m[c][k] - sum(m[c][j] * x[j] for j in range(c + 1, k))) / m[c][c]
    return x


def fit(data: Data, k: int, ridge: float = RIDGE, iterations: int = 30) -> tuple[list[float], float]:
    """Maximum likelihood (with ``ridge``) by Newton's method: (weights, log-likelihood)."""
    w = [0.0] * k
    ll = log_likelihood(w, data) - 0.5 * ridge * sum(x * x for x in w)
    for _ in range(iterations):
        grad = [-ridge * x for x in w]
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]  # minus the Hessian
        for rows, y in data:
            p = _probs(w, rows)
            m = [0.0] * k
            for pi, yi, z in zip(p, y, rows):
                d = yi - pi
                for j in range(k):
                    zj = z[j]
                    grad[j] += d * zj
                    m[j] += pi * zj
                for i in range(k):
                    pz = pi * z[i]
                    if pz:
                        hi = hess[i]
                        for j in range(i, k):
                            hi[j] += pz * z[j]
            for i in range(k):
                mi = m[i]
                if mi:
                    hi = hess[i]
                    for j in range(i, k):
                        hi[j] -= mi * m[j]
        for i in range(k):
            for j in range(i):
                hess[i][j] = hess[j][i]
        step = _solve(hess, grad)
        t = 1.0
        while True:
            cand = [a + t * b for a, b in zip(w, step)]
            new = log_likelihood(cand, data) - 0.5 * ridge * sum(x * x for x in cand)
            if new >= ll - 1e-9 or t < 1e-4:
                break
            t /= 2
        gain = new - ll
        w, ll = cand, new
        if abs(gain) < 1e-7 * max(1.0, abs(ll)):
            break
    return w, ll


def standardise(rows: list[tuple[float, ...]], k: int) -> tuple[list[float], list[float]]:
    """Mean and standard deviation of each feature over all seats' rows (a constant feature: 1)."""
    mean = [sum(r[j] for r in rows) / len(rows) for j in range(k)]
    std = []
    for j in range(k):
        var = sum((r[j] - mean[j]) ** 2 for r in rows) / len(rows)
        std.append(math.sqrt(var) if var > 1e-12 else 1.0)
    return mean, std


def score(values: list[list[float]], positions: list[Position]) -> dict[str, float]:
    """Mean log-likelihood of the winner and top-1 accuracy of the given win chances."""
    ll = hits = 0.0
    for p, (_, y, _, _) in zip(values, positions):
        ll += sum(yi * math.log(max(pi, 1e-300)) for yi, pi in zip(y, p) if yi)
        top = max(p)
        best = [i for i, pi in enumerate(p) if pi == top]  # a tie at the top counts its share
        hits += sum(1.0 for i in best if y[i] > 0) / len(best)
    return {"log_likelihood": round(ll / len(positions), 5), "accuracy": round(hits / len(positions), 4)}


def _r(x: float) -> float:
    return float(f"{x:.6g}")


def run(games: int, seed: int, workers: int, out: Path, log: Any = sys.stderr) -> dict[str, Any]:
    started = time.perf_counter()
    jobs = [(seed, g) for g in range(games)]
    if workers <= 1:
        results = [play(j) for j in jobs]
    else:
        with Pool(workers, initializer=_init) as pool:
            results = pool.map(play, jobs, chunksize=2)
    played = time.perf_counter() - started
    finished = [(g, pos) for g, pos in results if pos]
    train = [p for g, pos in finished for p in pos if not held_out(g)]
    test = [p for g, pos in finished for p in pos if held_out(g)]
    if not train or not test:
        raise SystemExit("too few positions to fit: play more games")
    k = len(learned.ALL_NAMES)
    mean, std = standardise([r for _, _, rows, _ in train for r in rows], k)

    def std_data(ps: list[Position], cols: list[int]) -> Data:
        return [([[(r[j] - mean[j]) / std[j] for j in cols] for r in rows], y) for _, y, rows, _ in ps]

    print(f"{len(finished)} of {games} games finished, {len(train)} + {len(test)} positions, {played:.0f} s", file=log)
    w_std, ll_train = fit(std_data(train, list(range(k))), k)
    weights = [ws / s for ws, s in zip(w_std, std)]
    # baseline: the points so far alone, its one weight fitted on the same positions
    (pw_std,), _ = fit(std_data(train, [0]), 1)
    pw = pw_std / std[0]
    figures = {
        "model": score([learned.values_of(rows, weights) for _, _, rows, _ in test], test),
        "uniform": score([[1.0 / len(y)] * len(y) for _, y, _, _ in test], test),
        "points_only": score([learned.softmax_values([pw * r[0] for r in rows]) for _, _, rows, _ in test], test)
        | {"weight": _r(pw)},
        "hand_evaluation": score([h for _, _, _, h in test if h is not None], test),
    }
    by_players: dict[str, dict[str, float]] = {}
    for n in range(2, 6):
        sub = [p for p in test if len(p[1]) == n]
        if sub:
            got = score([learned.values_of(rows, weights) for _, _, rows, _ in sub], sub)
            by_players[str(n)] = {
                "positions": len(sub),
                "model": got["log_likelihood"],
                "uniform": round(-math.log(n), 5),
                "model_accuracy": got["accuracy"],
            }
    importance = sorted(((abs(w * s), name) for w, s, name in zip(weights, std, learned.ALL_NAMES)), reverse=True)
    data = {
        "format": learned.FORMAT,
        "about": "Weights of the expert's learned evaluation (relicrunners/bots/learned.py): a softmax over the seats "
        "of the sum of weight x feature. Fitted by maximum likelihood on positions of bot games labelled with the "
        "winner; see the fit script's docstring and docs/bots.md.",
        "command": f"python tools/fit_expert_eval.py --games {games} --seed {seed}",
        "seed": seed,
        "games": {"played": games, "finished": len(finished), "train": sum(1 for g, _ in finished if not held_out(g))},
        "positions": {"train": len(train), "held_out": len(test)},
        "bots": "medium bots with the medium or the hard weights, 0/3/8 % random moves per seat; 2-5 players; "
        "standard (3/4) or random setup",
        "sample": {"decisions": _r(SAMPLE), "observer": "one seat at random, its view_for"},
        "train_log_likelihood": _r(ll_train / len(train)),
        "held_out": figures,
        "held_out_by_players": by_players,
        "weights": {name: _r(w) for name, w in zip(learned.ALL_NAMES, weights)},
        "feature_std": {name: _r(s) for name, s in zip(learned.ALL_NAMES, std)},
        "importance": {name: _r(v) for v, name in importance},
    }
    learned.parse_weights(data, str(out))  # what the game will load
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {out} ({time.perf_counter() - started:.0f} s in all)", file=log)
    print(json.dumps(figures), file=log)
    return data


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=1200)
    p.add_argument("--seed", type=int, default=26)
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    p.add_argument("--out", type=Path, default=OUT)
    a = p.parse_args(argv)
    if a.games < HOLD_OUT:
        p.error(f"--games must be at least {HOLD_OUT} (every fifth game is held out)")
    run(a.games, a.seed, a.workers, a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
