"""Rules engine speed: random playouts, legal_actions latency, peak memory.

    python benchmarks/engine.py [--games 200] [--players 4] [--setup standard] [--profile]

Prints turns per second of random playouts (uniformly random legal actions, single process,
turn cap 500 per game), the median and p99 time of ``legal_actions`` over states sampled from
those playouts, and the peak memory (tracemalloc, measured on a separate smaller run because
tracing slows everything down). ``--profile`` adds a cProfile table of the playouts.
Figures only: nothing here asserts a speed (a slow machine is not a failing build).

A state made by ``apply`` keeps its legal actions once asked, and the board keeps the moves
from a site with a set of Pathways (``Board.memo``): the latency is timed on a copy of each
sampled state with the board's memos emptied, so it is the work of finding them, as before
those caches; "asked again" is the answer a state keeps.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import resource
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from relicrunners.io.layout import DEFAULT_LAYOUT, LayoutError, load_layout  # noqa: E402
from relicrunners.rules import SETUPS, apply, legal_actions, new_game  # noqa: E402

GOAL_TURNS_PER_SECOND = 3000
TURN_CAP = 500


def playouts(board, games: int, players: int, setup: str, sample_every: int = 0):
    """Play ``games`` random games; returns (turns, decisions, seconds, sampled states)."""
    turns = decisions = 0
    samples = []
    t0 = time.perf_counter()
    for g in range(games):
        st = new_game(board, players, setup, g)
        rng = random.Random(g)
        while not st.over and st.turn <= TURN_CAP:
            acts = legal_actions(st)
            st, _ = apply(st, rng.choice(acts), check=False)
            decisions += 1
            if sample_every and decisions % sample_every == 0:
                samples.append(st)
        turns += st.turn - 1
    return turns, decisions, time.perf_counter() - t0, samples


def time_legal_actions(states, repeat: int = 5, fresh: bool = True) -> list[float]:
    """Seconds per legal_actions call, one figure (best of ``repeat``) per state: worked out
    afresh (on a copy, which keeps no answer, with the board's memos emptied) or asked again."""
    out = []
    clock = time.perf_counter
    for st in states:
        best = float("inf")
        for _ in range(repeat):
            if fresh:
                st = st.copy()
                for memo in (getattr(st.board, "memo", None), getattr(st.board, "trails_of", None)):
                    if memo is not None:
                        memo.clear()
            t = clock()
            legal_actions(st)
            best = min(best, clock() - t)
        out.append(best)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=4, choices=(2, 3, 4, 5))
    ap.add_argument("--setup", default="standard", choices=SETUPS)
    ap.add_argument("--layout", default=str(DEFAULT_LAYOUT))
    ap.add_argument("--profile", action="store_true", help="print where the playout time goes")
    args = ap.parse_args(argv)
    try:
        board = load_layout(args.layout)
    except LayoutError as e:
        print(f"engine benchmark: {e.problems[0]}", file=sys.stderr)
        return 2

    turns, decisions, secs, samples = playouts(board, args.games, args.players, args.setup, sample_every=25)
    tps = turns / secs
    print(f"playouts: {args.games} games, {args.players} players, {args.setup} setup, uniformly random actions")
    print(f"  {turns} turns, {decisions} decisions in {secs:.2f} s")
    print(
        f"  {tps:,.0f} turns/s  ({decisions / secs:,.0f} decisions/s, {secs / args.games * 1000:.1f} ms/game)"
        f"  goal >= {GOAL_TURNS_PER_SECOND:,} turns/s: {'met' if tps >= GOAL_TURNS_PER_SECOND else 'NOT met'}"
    )

    times = sorted(time_legal_actions(samples))
    again = sorted(time_legal_actions(samples, fresh=False))
    if times:
        p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
        print(
            f"legal_actions over {len(times)} sampled states: median {statistics.median(times) * 1e6:.1f} us,"
            f" p99 {p99 * 1e6:.1f} us, max {times[-1] * 1e6:.1f} us;"
            f" asked again: median {statistics.median(again) * 1e6:.1f} us"
        )

    tracemalloc.start()
    playouts(board, max(1, args.games // 20), args.players, args.setup)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    print(f"memory: peak traced {peak / 1024:.0f} KiB during playouts; process max RSS {rss / 1024:.1f} MiB")

    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        playouts(board, max(1, args.games // 4), args.players, args.setup)
        prof.disable()
        out = io.StringIO()
        pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(15)
        print(out.getvalue())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
