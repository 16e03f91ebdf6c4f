"""Would the expert's learned evaluation predict better with weights of its own per player count?

    python benchmarks/leaf_by_players.py --games 1200 --seed 26 [--workers 2]

Plays the very games of ``tools/fit_expert_eval.py`` (same ``--games`` and ``--seed``: the same
positions, the same held-out fifth), fits the shipped model on every player count together, and
then, for each count, the same model on that count's positions alone. Printed per count: the
held-out mean log-likelihood of the winner with the shared weights, with weights of its own, and
with the shared weights at the best of a few temperatures (fitted on the training positions), and
every seat alike (1/n); then the count's own weights' largest standardised terms. Higher (nearer
0) is better. Writes nothing: the shipped data file is made by the fit script alone.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

import fit_expert_eval as fit  # noqa: E402

from relicrunners.bots import learned  # noqa: E402

TEMPERATURES = (0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.5)  # multiples of the shared weights tried


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=1200)
    p.add_argument("--seed", type=int, default=26)
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    a = p.parse_args(argv)
    if a.games < fit.HOLD_OUT:
        p.error(f"--games must be at least {fit.HOLD_OUT} (every fifth game is held out)")
    jobs = [(a.seed, g) for g in range(a.games)]
    with Pool(max(1, a.workers), initializer=fit._init) as pool:
        results = pool.map(fit.play, jobs, chunksize=2)
    finished = [(g, pos) for g, pos in results if pos]
    train = [p for g, pos in finished for p in pos if not fit.held_out(g)]
    test = [p for g, pos in finished for p in pos if fit.held_out(g)]
    k = len(learned.ALL_NAMES)
    mean, std = fit.standardise([r for _, _, rows, _ in train for r in rows], k)

    def data(ps: list[fit.Position]) -> fit.Data:
        return [([[(r[j] - mean[j]) / std[j] for j in range(k)] for r in rows], y) for _, y, rows, _ in ps]

    shared, _ = fit.fit(data(train), k)
    print(f"{len(train)} training and {len(test)} held-out positions of {len(finished)} games")
    print("players  train  held-out  shared   own     shared at its best temperature   uniform")
    for n in range(2, 6):
        tr, te = data([q for q in train if len(q[1]) == n]), data([q for q in test if len(q[1]) == n])
        if not tr or not te:
            continue
        own, _ = fit.fit(tr, k)
        temp = max(TEMPERATURES, key=lambda t: fit.log_likelihood([x * t for x in shared], tr))
        ll_shared, ll_own = fit.log_likelihood(shared, te) / len(te), fit.log_likelihood(own, te) / len(te)
        ll_temp = fit.log_likelihood([x * temp for x in shared], te) / len(te)
        print(
            f"{n:>7}  {len(tr):>5}  {len(te):>8}  {ll_shared:.4f}  {ll_own:.4f}  "
            f"{ll_temp:.4f} (x{temp})                  {-math.log(n):.4f}"
        )
        top = sorted(zip(own, learned.ALL_NAMES), key=lambda wn: -abs(wn[0]))[:6]
        print("         its own weights' largest terms: " + ", ".join(f"{nm} {w:+.2f}" for w, nm in top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
