"""How fast the bots think: the hand-set evaluation, the medium bot's decisions and the expert's
search iterations, on the same positions every run (issue #26).

    python benchmarks/search_speed.py              # 3 rounds, medians printed
    python benchmarks/search_speed.py --rounds 5 --iterations 100
    PYTHONPATH=/path/to/an/older/checkout python benchmarks/search_speed.py   # the same for older code

The positions are the views of seeded medium games (2 to 5 players, standard setup, the first 90
turns): every view for the evaluation, every fifth decision with more than three legal actions
for the searches. Printed: ``Evaluator.worth`` + ``score`` calls per second (every seat of every
view, with and without the press), medium decisions per second, and the expert's milliseconds per
iteration with a fixed number of iterations (no clock read: the same searches whatever the
machine). One round runs each part once; the figure is the median of the rounds. The machine
should be otherwise idle: a search under a time budget loses iterations to any other work.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parent.parent))  # last: a checkout on PYTHONPATH wins

from relicrunners.bots import make_bot  # noqa: E402
from relicrunners.bots.evaluate import Evaluator  # noqa: E402
from relicrunners.bots.ismcts import ExpertBot  # noqa: E402
from relicrunners.bots.weights import HARD_WEIGHTS  # noqa: E402
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout  # noqa: E402
from relicrunners.rules import Action, State, apply, legal_actions, new_game, view_for  # noqa: E402

GAMES = ((2, 5), (3, 6), (4, 7), (5, 8), (2, 9))  # (players, seed)


def positions() -> tuple[list[State], list[tuple[State, list[Action]]]]:
    board = load_layout(DEFAULT_LAYOUT)
    views: list[State] = []
    searches: list[tuple[State, list[Action]]] = []
    for n, seed in GAMES:
        st = new_game(board, n, "standard", seed)
        bots = [make_bot("medium", i) for i in range(n)]
        k = 0
        while not st.over and st.turn < 90:
            legal = legal_actions(st)
            v = view_for(st, st.current)
            views.append(v)
            if len(legal) > 3:
                k += 1
                if k % 5 == 0:
                    searches.append((v, legal))
            st, _ = apply(st, bots[st.current].decide(v, legal), check=False)
    return views, searches


def evaluations(views: list[State]) -> float:
    """worth + score calls per second."""
    calls = 0
    t0 = time.perf_counter()
    for v in views:
        for press in (True, False):
            ev = Evaluator(v, HARD_WEIGHTS, press=press)
            for i in range(v.n):
                ev.worth(v, i)
                ev.score(v, i)
                calls += 2
    return calls / (time.perf_counter() - t0)


def medium(searches: list[tuple[State, list[Action]]]) -> float:
    """Medium decisions per second."""
    bot = make_bot("medium", 1)
    t0 = time.perf_counter()
    for v, legal in searches:
        bot.decide(v, legal)
    return len(searches) / (time.perf_counter() - t0)


def expert(searches: list[tuple[State, list[Action]]], iterations: int) -> float:
    """Milliseconds per expert iteration."""
    bot = ExpertBot(1, iterations=iterations)
    t0 = time.perf_counter()
    for v, legal in searches:
        bot.search(v, legal)
    return 1000 * (time.perf_counter() - t0) / (iterations * len(searches))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--iterations", type=int, default=60, help="expert iterations per search")
    a = p.parse_args(argv)
    import relicrunners

    views, searches = positions()
    print(f"code: {Path(relicrunners.__file__).parent.parent}; {len(views)} views, {len(searches)} searches")
    rows: dict[str, list[float]] = {"evaluations/s": [], "medium decisions/s": [], "expert ms/iteration": []}
    for _ in range(a.rounds):
        rows["evaluations/s"].append(evaluations(views))
        rows["medium decisions/s"].append(medium(searches))
        rows["expert ms/iteration"].append(expert(searches, a.iterations))
    for label, values in rows.items():
        print(f"{label:>22}: {statistics.median(values):9.2f}  (rounds: {', '.join(f'{x:.2f}' for x in values)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
