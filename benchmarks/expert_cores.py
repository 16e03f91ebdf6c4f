"""The expert's helper processes (``bots/parallel.py``): how many iterations a decision gets with
1, 2, … processes at the same budget, and the decision times.

    python benchmarks/expert_cores.py                       # workers 1 .. spare_cores(), 0.25 s
    python benchmarks/expert_cores.py --workers 1,2 --budget 0.2 --positions 30
    python benchmarks/expert_cores.py --workers 1,2 --games 20   # and heads-up games, w vs 1

Prints one line per worker count (mean iterations per decision, its ratio to one process, the
median, p99 and longest decision) and, with ``--games``, the seat-rotated score of the expert
with helpers against the expert alone. The game is played in this process, one decision at a
time: run it on an otherwise idle machine. Timing is measured here, never asserted in tests.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from relicrunners.bots import parallel  # noqa: E402
from relicrunners.bots.ismcts import ExpertBot  # noqa: E402
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout  # noqa: E402
from relicrunners.rules import advance, apply, legal_actions, new_game, view_for, winners  # noqa: E402


def positions(count: int, seed: int) -> list:
    board = load_layout(DEFAULT_LAYOUT)
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        st = new_game(board, 2 + len(out) % 3, "standard", rng.randrange(1 << 30))
        for _ in range(rng.randrange(10, 120)):
            if st.over:
                break
            st = advance(st, rng.choice(legal_actions(st)))
        if not st.over and len(legal_actions(st)) > 2:
            out.append(st)
    return out


def speed(workers: int, budget: float, spots: list) -> dict:
    bot = ExpertBot(1, budget_s=budget, workers=workers)
    time.sleep(3 if workers > 1 else 0)  # the helpers import the game once
    its, times = [], []
    for st in spots:
        bot.search(view_for(st, st.current), legal_actions(st))
        its.append(bot.last["iterations"])
        times.append(bot.last["elapsed"])
    times.sort()
    return {
        "workers": workers,
        "iterations": round(statistics.mean(its), 1),
        "median_s": round(statistics.median(times), 3),
        "p99_s": round(times[min(len(times) - 1, int(0.99 * len(times)))], 3),
        "max_s": round(times[-1], 3),
    }


def duel(workers: int, budget: float, games: int, seed: int) -> dict:
    board = load_layout(DEFAULT_LAYOUT)
    score = 0.0
    for g in range(games):
        many = g % 2  # the seat of the expert with helpers
        bots = [
            ExpertBot(seed * 100 + g * 2 + i, budget_s=budget, workers=workers if i == many else 1) for i in range(2)
        ]
        st = new_game(board, 2, "standard", seed + g // 2)
        while not st.over:
            st = apply(st, bots[st.current].decide(view_for(st, st.current), legal_actions(st)))[0]
        won = winners(st)[0]
        score += (1.0 / len(won)) if many in won else 0.0
    return {"workers": workers, "games": games, "score": score, "share": round(score / games, 3)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--workers", default="", help="comma-separated process counts (default 1 .. spare_cores())")
    p.add_argument("--budget", type=float, default=0.25)
    p.add_argument("--positions", type=int, default=40)
    p.add_argument("--games", type=int, default=0, help="heads-up games of each worker count > 1 against one process")
    p.add_argument("--seed", type=int, default=26)
    a = p.parse_args(argv)
    counts = [int(x) for x in a.workers.split(",") if x.strip()] or list(range(1, parallel.spare_cores() + 1))
    spots = positions(a.positions, a.seed)
    rows = [speed(w, a.budget, spots) for w in counts]
    base = rows[0]["iterations"] or 1.0
    for r in rows:
        r["ratio"] = round(r["iterations"] / base, 2)
        print(
            f"{r['workers']} process(es): {r['iterations']} iterations a decision ({r['ratio']}x), "
            f"median {r['median_s']} s, p99 {r['p99_s']} s, longest {r['max_s']} s (budget {a.budget} s)"
        )
    duels = [duel(w, a.budget, a.games, a.seed) for w in counts if w > 1 and a.games]
    for d in duels:
        print(f"{d['workers']} processes vs 1: {d['score']} of {d['games']} heads-up games ({d['share']:.1%})")
    parallel.shutdown()
    print(json.dumps({"budget": a.budget, "speed": rows, "duels": duels}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
