"""Strength and speed of the built-in bots (issue #4), measured by seat-rotated tournaments.

    python benchmarks/bots.py                      # the full run (long: hard games take time)
    python benchmarks/bots.py --quick              # a few games of each, to see it work
    python benchmarks/bots.py --budget 0.3 --hard-games 60 --medium-games 500
    python benchmarks/bots.py --only hard_vs_3_medium --hard-games 100 --budget 0.2

Prints one line per match with the goal next to the figure, then one JSON object with every
figure. Goals (issue #4): medium beats random >= 95 % heads-up; hard beats medium >= 70 %
heads-up; hard wins >= 45 % of 4-player games against three medium; hard's median decision
time <= 1.5 s; easy and medium decide in <= 0.1 s. Timing is measured here, never asserted in
the tests. Games run on all cores (``--workers``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from relicrunners.play.tournament import run  # noqa: E402


def match(label: str, lineup: list[str], games: int, seed: int, budget: float | None, workers: int, setup: str) -> dict:
    t0 = time.time()
    r = run(lineup, games, seed, setup, budget, None, min(workers, games))
    r["wall_s"] = round(time.time() - t0, 1)
    r["label"] = label
    return r


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--medium-games", type=int, default=500, help="medium vs random games")
    p.add_argument("--hard-games", type=int, default=60, help="games of each hard match")
    p.add_argument("--speed-games", type=int, default=40, help="easy vs medium games (timing)")
    p.add_argument("--budget", type=float, default=0.3, help="hard bot's seconds per decision")
    p.add_argument("--seed", type=int, default=2024)
    p.add_argument("--setup", default="standard")
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    p.add_argument("--quick", action="store_true", help="4 games of each match")
    p.add_argument("--only", default="", help="comma-separated match labels to run (default: all)")
    a = p.parse_args(argv)
    if a.quick:
        a.medium_games = a.hard_games = a.speed_games = 4
    results = {}
    plan = [
        ("medium_vs_random", ["medium", "random"], a.medium_games, None),
        ("easy_vs_medium", ["easy", "medium"], a.speed_games, None),
        ("hard_vs_medium", ["hard", "medium"], a.hard_games, a.budget),
        ("hard_vs_3_medium", ["hard", "medium", "medium", "medium"], a.hard_games, a.budget),
    ]
    only = {x.strip() for x in a.only.split(",") if x.strip()}
    unknown = only - {label for label, *_ in plan}
    if unknown:
        p.error(f"--only: unknown match {sorted(unknown)[0]!r}; choose from " + ", ".join(label for label, *_ in plan))
    plan = [m for m in plan if not only or m[0] in only]
    for label, lineup, games, budget in plan:
        r = match(label, lineup, games, a.seed, budget, a.workers, a.setup)
        results[label] = r
        b = r["bots"]
        head = b[lineup[0]]
        print(
            f"{label:18} {r['games']:4} games ({r['errors']} errors, {r['wall_s']} s): "
            f"{lineup[0]} wins {head['win_rate']:.1%} ci95 {head['ci95']}, mean score "
            + ", ".join(f"{k} {v['mean_score']}" for k, v in b.items()),
            flush=True,
        )
    wanted = [  # goal, match, bot, figure, limit, how the figure must compare
        ("medium beats random >= 95%", "medium_vs_random", "medium", "win_rate", 0.95, ">="),
        ("hard beats medium >= 70%", "hard_vs_medium", "hard", "win_rate", 0.70, ">="),
        ("hard vs 3 medium >= 45%", "hard_vs_3_medium", "hard", "win_rate", 0.45, ">="),
        ("hard median decision <= 1.5 s", "hard_vs_medium", "hard", "median_decision_s", 1.5, "<="),
        ("medium mean decision <= 0.1 s", "easy_vs_medium", "medium", "mean_decision_s", 0.1, "<="),
        ("easy mean decision <= 0.1 s", "easy_vs_medium", "easy", "mean_decision_s", 0.1, "<="),
    ]
    goals = {k: results[label]["bots"][bot][field] for k, label, bot, field, *_ in wanted if label in results}
    limits = {k: (lim, op) for k, _, _, _, lim, op in wanted}
    for k, v in goals.items():
        lim, op = limits[k]
        met = v >= lim if op == ">=" else v <= lim
        print(f"{'met    ' if met else 'NOT met'}  {k}: {v}")
    for label in ("easy_vs_medium", "hard_vs_medium", "hard_vs_3_medium"):
        for name, s in results.get(label, {"bots": {}})["bots"].items():
            print(
                f"timing {label:15} {name:6} mean {s['mean_decision_s']} s, median "
                f"{s['median_decision_s']} s, max {s['max_decision_s']} s over {s['decisions']} decisions"
            )
    print(json.dumps({"budget": a.budget, "seed": a.seed, "setup": a.setup, "goals": goals, "matches": results}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
