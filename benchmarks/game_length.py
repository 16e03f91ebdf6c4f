"""How long bot games run, per player count (issue #26 item 3: "games end the way people end them").

    python benchmarks/game_length.py --bots medium --games 1000            # 2, 3, 4 and 5 players
    python benchmarks/game_length.py --bots expert --games 200 --budget 0.05 --players 2,4
    python benchmarks/game_length.py --bots expert --players 3 --keep-stalled DIR --keep-longer 2

Plays seat-rotated games of one level against itself (``play.tournament.run``, every core by
default) and prints, per player count, the distribution of game length in turns (one turn is
one player's turn): mean, median, 90th and 99th percentile, the longest, and the longest over
the mean (the goal is at most 2), then a small histogram, and one JSON object with every figure
last. Timing and lengths are measured here, never asserted in tests. With ``--keep-stalled DIR``
a game that passes the tournament's turn limit is saved there to replay, and with
``--keep-longer X`` also each finished game longer than X times a usual game (``USUAL_TURNS``), as
``long-game-G.json``: at a time budget no two runs play alike, so the long ones are kept as they go.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from relicrunners.play.tournament import run  # noqa: E402

# turns of a usual game per player count (the means of 1,000 medium games, docs/bots.md)
USUAL_TURNS = {2: 52, 3: 79, 4: 90, 5: 113}


def percentile(values: list[int], q: float) -> int:
    """The value below which a share ``q`` of ``values`` lies (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def histogram(values: list[int], bins: int = 10, width: int = 40) -> list[str]:
    lo, hi = min(values), max(values)
    step = max(1, -(-(hi - lo + 1) // bins))
    counts = [0] * bins
    for v in values:
        counts[min(bins - 1, (v - lo) // step)] += 1
    top = max(counts)
    return [
        f"  {lo + i * step:4d}-{lo + (i + 1) * step - 1:<4d} {'#' * round(width * c / top):<{width}} {c}"
        for i, c in enumerate(counts)
        if c or i < bins - 1
    ]


def measure(
    level: str,
    players: int,
    games: int,
    seed: int,
    budget: float | None,
    workers: int,
    stall_dir: str | None = None,
    keep_over: float | None = None,
) -> dict[str, Any]:
    turns: list[int] = []
    errors: list[str] = []

    def keep(result: dict[str, Any]) -> None:
        if result["ok"]:
            turns.append(result["turns"])
        else:  # a game that did not end within the tournament's turn limit, or failed
            errors.append(str(result["error"]))

    t0 = time.time()
    # --keep-longer is in usual games' lengths: 2 keeps the games past twice a usual game's turns
    over = None if keep_over is None else round(keep_over * USUAL_TURNS[players])
    summary = run([level] * players, games, seed, "standard", budget, None, min(workers, games), keep, stall_dir, over)
    if not turns:
        raise SystemExit(f"no game finished: {summary.get('first_error', 'unknown error')}")
    mean = sum(turns) / len(turns)
    return {
        "level": level,
        "players": players,
        "games": len(turns),
        "errors": summary["errors"],
        "error_lines": sorted(errors),
        "mean": round(mean, 1),
        "median": percentile(turns, 0.5),
        "p90": percentile(turns, 0.9),
        "p99": percentile(turns, 0.99),
        "shortest": min(turns),
        "longest": max(turns),
        "longest_over_mean": round(max(turns) / mean, 2),
        "wall_s": round(time.time() - t0, 1),
        "turns": sorted(turns),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--bots", default="medium", help="the level that plays every seat")
    p.add_argument("--players", default="2,3,4,5", help="comma-separated player counts")
    p.add_argument("--games", type=int, default=1000, help="games per player count")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--budget", type=float, default=None, help="seconds per decision for searching bots")
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    p.add_argument("--keep-stalled", metavar="DIR", default=None, help="save a game that does not end, to replay")
    p.add_argument(
        "--keep-longer",
        metavar="X",
        type=float,
        default=None,
        help="with --keep-stalled: also save each finished game longer than X times a usual game's turns",
    )
    a = p.parse_args(argv)
    counts = [int(x) for x in a.players.split(",")]
    if any(not 2 <= n <= 5 for n in counts) or a.games < 1:
        p.error("player counts are 2 to 5 and --games at least 1")
    if a.keep_longer is not None and not a.keep_stalled:
        p.error("--keep-longer saves into the folder of --keep-stalled")
    figures = []
    for n in counts:
        f = measure(a.bots, n, a.games, a.seed, a.budget, a.workers, a.keep_stalled, a.keep_longer)
        figures.append(f)
        goal = "ok" if f["longest_over_mean"] <= 2 else "over the goal of 2"
        print(
            f"{a.bots} x{n}: {f['games']} games, turns mean {f['mean']}, median {f['median']}, "
            f"p90 {f['p90']}, p99 {f['p99']}, longest {f['longest']} "
            f"({f['longest_over_mean']}x the mean: {goal}), {f['wall_s']} s"
        )
        print("\n".join(histogram(f["turns"])))
        for line in f["error_lines"]:  # every game that did not count, and why
            print(f"  not counted: {line}")
    for f in figures:
        del f["turns"], f["error_lines"]
    print(json.dumps({"bots": a.bots, "budget": a.budget, "figures": figures}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
