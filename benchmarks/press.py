"""How fast bots end a game that has dragged on: the press for the end (docs/bots.md).

    python benchmarks/press.py [--positions 40] [--bot medium] [--at 20] [--restless R]

Plays seeded games of 2-5 players (all setups in turn) with one bot level in every seat for
``--at`` own turns each, then puts the clock past the full press (``evaluate.press_turn``:
LONG_GAME + PRESS_RAMP own turns each) and plays on, at most 400 own turns each. Prints, per
position, how many own turns the bots needed to end it, and a summary: how many ended, median
and worst. ``--restless 0`` switches the last resort off (the random decisions past the full
press) to see what the pressed evaluation does alone. Figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from relicrunners.bots import (  # noqa: E402
    BOT_NAMES,
    evaluate,  # noqa: E402
    make_bot,
)
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout  # noqa: E402
from relicrunners.rules import apply, legal_actions, new_game, view_for  # noqa: E402

LIMIT = 400  # own turns each after the clock is moved


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=40)
    ap.add_argument("--bot", choices=[b for b in BOT_NAMES if b != "random"], default="medium")
    ap.add_argument("--at", type=int, default=20, help="own turns each played before the clock is moved")
    ap.add_argument("--restless", type=float, default=None, help="share of random decisions at full press")
    ap.add_argument("--budget", type=float, default=0.1, help="hard bot's seconds per decision")
    args = ap.parse_args(argv)
    if args.restless is not None:
        evaluate.RESTLESS = args.restless
    board = load_layout(DEFAULT_LAYOUT)
    rows = []
    t0 = time.perf_counter()
    for g in range(args.positions):
        n = 2 + g % 4
        setup = ("first", "standard", "random")[g % 3]
        st = new_game(board, n, setup, 500 + g)
        bots = [make_bot(args.bot, seed=g * 10 + i, budget_s=args.budget) for i in range(n)]
        while not st.over and st.turn < args.at * n:
            st = apply(st, bots[st.current].decide(view_for(st, st.current), legal_actions(st)))[0]
        if st.over:
            continue
        st = st.copy()
        st.turn = evaluate.press_turn(st)
        start = st.turn
        while not st.over and st.turn < start + LIMIT * n:
            st = apply(st, bots[st.current].decide(view_for(st, st.current), legal_actions(st)))[0]
        own = (st.turn - start) / n
        rows.append((own, st.over))
        print(
            f"position {g:3d}: {n} players, {setup:8s} {'ended after' if st.over else 'NOT ended in'} "
            f"{own:6.1f} own turns each"
        )
    ended = [own for own, over in rows if over]
    print(
        f"{args.bot}, restless {evaluate.RESTLESS}: {len(ended)} of {len(rows)} positions ended; "
        f"median {statistics.median(ended) if ended else float('nan'):.1f}, "
        f"worst {max(ended) if ended else float('nan'):.1f} own turns each; "
        f"{time.perf_counter() - t0:.0f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
