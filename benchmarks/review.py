"""How long reviewing a game takes (issue #27 item 5: a 60-turn two-player game at the quick
strength in at most 60 s on two cores).

    python benchmarks/review.py                       # quick and deep, every core
    python benchmarks/review.py --turns 60 --strengths quick --jobs 1

Plays a two-player game between medium bots whose length is nearest ``--turns`` among the first
seeds tried, then reviews seat 0 (and seat 1) at each strength with ``review_game``, and prints
the wall time, the decisions reviewed, the seconds per decision and the peak memory (resident
set: this process and, separately, the largest worker), with the load average before and after
(other programs on the machine slow a review down), and one JSON object with every figure last.
Timings are measured here, never asserted in tests.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout  # noqa: E402
from relicrunners.io.saves import layout_ref  # noqa: E402
from relicrunners.play.gamerecord import GameRecord  # noqa: E402
from relicrunners.play.match import Match  # noqa: E402
from relicrunners.play.review import review_game  # noqa: E402
from relicrunners.play.seat import Seat, SeatKind  # noqa: E402
from relicrunners.play.simulate import default_seats, make_players, play_game  # noqa: E402


def game_of(turns: int, tries: int = 12) -> GameRecord:
    board = load_layout(DEFAULT_LAYOUT)
    best: tuple[int, GameRecord] | None = None
    for seed in range(tries):
        res = play_game(board, default_seats(2), "standard", seed, make_players(["medium"] * 2, seed))
        if res.state is None or not res.state.over:
            continue
        seats = [Seat(n, c, SeatKind.MEDIUM) for n, c in default_seats(2)]
        record = GameRecord(layout_ref(DEFAULT_LAYOUT), seats, "standard", seed, list(res.actions))
        gap = abs(res.state.turn_played - turns)
        if best is None or gap < best[0]:
            best = (gap, record)
    assert best is not None
    return best[1]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--turns", type=int, default=60)
    ap.add_argument("--strengths", default="quick,deep")
    ap.add_argument("--seats", default="0")
    ap.add_argument("--jobs", type=int, default=None)
    args = ap.parse_args()
    board = load_layout(DEFAULT_LAYOUT)
    record = game_of(args.turns)
    turns = Match(board, record).state.turn_played
    print(f"game: seed {record.seed}, {turns} turns, {len(record.actions)} actions; {os.cpu_count()} cores")
    out: dict[str, Any] = {"turns": turns, "seed": record.seed, "cores": os.cpu_count(), "runs": []}
    for strength in args.strengths.split(","):
        for seat in (int(s) for s in args.seats.split(",")):
            load = os.getloadavg()[0]
            start = time.perf_counter()
            r = review_game(board, record, seat, strength, workers=args.jobs)
            wall = time.perf_counter() - start
            after = os.getloadavg()[0]
            me = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
            n = len(r.decisions)
            run = {
                "strength": strength,
                "seat": seat,
                "decisions": n,
                "seconds": round(wall, 1),
                "per_decision": round(wall / max(1, n), 3),
                "mistakes": r.mistakes,
                "blunders": r.blunders,
                "max_loss": round(max((d.loss for d in r.decisions), default=0.0), 3),
                "peak_rss_mb": round(me),
                "peak_worker_rss_mb": round(kids),
                "load": [round(load, 1), round(after, 1)],
            }
            out["runs"].append(run)
            print(
                f"{strength:>5} seat {seat}: {n} decisions in {wall:.1f} s ({wall / max(1, n):.2f} s each), "
                f"{r.mistakes} mistakes, {r.blunders} blunders; peak RSS {me:.0f} MB (worker {kids:.0f} MB); "
                f"load {load:.1f} -> {after:.1f}",
                flush=True,
            )
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
