"""Try evaluation weights: the greedy policy with a variant against the medium bot.

    python benchmarks/tune_weights.py '{"step": 1.8}'                  # variant on the medium weights
    python benchmarks/tune_weights.py --base hard '{"step": 2.2}'      # variant on the hard weights
    python benchmarks/tune_weights.py --base hard '{}' --players 4      # the hard weights alone, 4 players

Game ``g`` uses setup seed ``1000 + g // N`` and seats the variant at ``g mod N`` (the others are
medium bots), so every setup is played from every seat. Prints the variant's win rate with its
95 % margin. This is how ``search.HARD_WEIGHTS`` was found (docs/bots.md, "The hard bot's
weights").
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from relicrunners.bots.evaluate import W  # noqa: E402
from relicrunners.bots.greedy import MediumBot  # noqa: E402
from relicrunners.bots.search import HARD_WEIGHTS  # noqa: E402
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout  # noqa: E402
from relicrunners.play.simulate import default_seats, play_game  # noqa: E402
from relicrunners.rules import winners  # noqa: E402

TURN_LIMIT = 3000
_JOB: dict = {}


def _init(weights: dict, n: int) -> None:
    _JOB.update(board=load_layout(DEFAULT_LAYOUT), weights=weights, n=n)


def play(g: int) -> float | None:
    """The variant's share of the win in game ``g`` (None if the game did not end)."""
    n, weights = _JOB["n"], _JOB["weights"]
    rot = g % n
    bots = [MediumBot(g * 10 + i, weights=(weights if i == rot else None)) for i in range(n)]
    r = play_game(_JOB["board"], default_seats(n), "standard", 1000 + g // n, bots, max_turns=TURN_LIMIT)
    if r.error:
        raise RuntimeError(f"game {g}: {r.error}")
    if not r.finished:
        return None
    won, _ = winners(r.state)
    return 1.0 / len(won) if rot in won else 0.0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("weights", help="JSON object of weights to change, e.g. '{\"step\": 1.8}'")
    p.add_argument("--base", choices=("medium", "hard"), default="medium")
    p.add_argument("--games", type=int, default=400)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    a = p.parse_args(argv)
    try:
        change = json.loads(a.weights)
        if not isinstance(change, dict):
            raise ValueError("not an object")
    except ValueError as e:
        p.error(f"weights {a.weights!r} are not a JSON object ({e})")
    unknown = sorted(set(change) - set(W))
    if unknown:
        p.error(f"unknown weight {unknown[0]!r}; the weights are {', '.join(W)}")
    weights = ({**HARD_WEIGHTS} if a.base == "hard" else {}) | change
    if a.workers == 1:
        _init(weights, a.players)
        res = [r for r in map(play, range(a.games)) if r is not None]
    else:
        with Pool(a.workers, initializer=_init, initargs=(weights, a.players)) as pool:
            res = [r for r in pool.map(play, range(a.games), chunksize=4) if r is not None]
    n, w = len(res), sum(res)
    rate = w / n if n else 0.0
    margin = 1.96 * math.sqrt(rate * (1 - rate) / n) if n else 1.0
    print(
        f"{json.dumps(weights)} {a.players}p vs medium: {w:g}/{n} = {rate:.3f} +- {margin:.3f}"
        f" ({a.games - n} unfinished)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
