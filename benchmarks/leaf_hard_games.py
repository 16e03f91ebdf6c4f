"""Would the expert's learned evaluation predict games of hard-weighted bots better if fitted on them?

    python benchmarks/leaf_hard_games.py --games 2000 --seed 35 [--players 4] [--workers 2]

The shipped weights (``bots/data/expert_eval.json``) were fitted on games of medium bots with the
medium or the hard weights and a few random moves, two to five players (``tools/fit_expert_eval.py``).
The expert meets hard bots. This script plays ``--games`` games of ``--players`` medium bots that
all use the hard bot's weights (``search.HARD_WEIGHTS``: the hard bot's own policy before its
search overrules it), on the standard setup, without random moves; samples one decision in eight,
where a seat drawn at random looks at the game (``view_for``); labels each position with who won;
holds out every fifth game; fits the same model on the rest; and prints, for the held-out
positions, the mean log-likelihood of the winner (higher, nearer 0, is better) and how often the
seat valued highest won: with the shipped weights, at a few temperatures, with the weights fitted
here, and every seat alike. Then the two sets of weights side by side. Writes nothing.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

import fit_expert_eval as fit  # noqa: E402

from relicrunners.bots import learned  # noqa: E402
from relicrunners.bots.greedy import MediumBot  # noqa: E402
from relicrunners.bots.weights import HARD_WEIGHTS  # noqa: E402
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout  # noqa: E402
from relicrunners.play.simulate import default_seats  # noqa: E402
from relicrunners.rules import Board, advance, legal_actions, new_game, view_for  # noqa: E402

SAMPLE = 1 / 8  # share of decisions sampled
TEMPERATURES = (0.8, 0.9, 1.1, 1.2)  # multiples of the shipped weights tried
_BOARD: list[Board] = []


def play(job: tuple[int, int, int]) -> tuple[int, list[fit.Position]]:
    """Game ``g``: (its number, the positions sampled; none if it did not end by the fit's turn cap)."""
    seed, n, g = job
    if not _BOARD:
        _BOARD.append(load_layout(DEFAULT_LAYOUT))
    rng = random.Random(f"leaf-hard-games:{seed}:{n}:{g}")
    bots = [MediumBot(rng.randrange(1 << 30), weights=HARD_WEIGHTS) for _ in range(n)]
    state = new_game(_BOARD[0], default_seats(n), "standard", rng.randrange(1 << 30))
    sampled: list[tuple[int, list[tuple[float, ...]]]] = []
    while not state.over:
        if state.turn > fit.TURN_CAP:
            return g, []
        legal = legal_actions(state)
        if rng.random() < SAMPLE:
            who = rng.randrange(n)
            sampled.append((who, fit.seat_rows(view_for(state, who))))
        action = legal[0] if len(legal) == 1 else bots[state.current].decide(view_for(state, state.current), legal)
        state = advance(state, action)
    label = learned.outcome(state)
    return g, [(who, label, rows, None) for who, rows in sampled]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--seed", type=int, default=35)
    p.add_argument("--players", type=int, default=4, choices=range(2, 6))
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    a = p.parse_args(argv)
    if a.games < fit.HOLD_OUT:
        p.error(f"--games must be at least {fit.HOLD_OUT} (every fifth game is held out)")
    jobs = [(a.seed, a.players, g) for g in range(a.games)]
    if a.workers <= 1:
        results = [play(j) for j in jobs]
    else:
        with Pool(a.workers) as pool:
            results = pool.map(play, jobs, chunksize=4)
    finished = [(g, pos) for g, pos in results if pos]
    train = [q for g, pos in finished for q in pos if not fit.held_out(g)]
    test = [q for g, pos in finished for q in pos if fit.held_out(g)]
    if not train or not test:
        raise SystemExit("too few positions to fit: play more games")
    k = len(learned.ALL_NAMES)
    mean, std = fit.standardise([r for _, _, rows, _ in train for r in rows], k)
    data = [([[(r[j] - mean[j]) / std[j] for j in range(k)] for r in rows], y) for _, y, rows, _ in train]
    w_std, _ = fit.fit(data, k)
    mine = [w / s for w, s in zip(w_std, std)]
    shipped = learned.expert_weights()

    def held(weights: tuple[float, ...] | list[float]) -> str:
        got = fit.score([learned.values_of(rows, weights) for _, _, rows, _ in test], test)
        return f"{got['log_likelihood']:.4f}  top-1 {100 * got['accuracy']:.1f} %"

    print(
        f"{a.players} players: {len(finished)} of {a.games} games ended; {len(train)} training and {len(test)} held-out positions"
    )
    print(f"  every seat alike         {-math.log(a.players):.4f}")
    print(f"  shipped weights          {held(shipped)}")
    for t in TEMPERATURES:
        print(f"  shipped weights x {t:<4}   {held([w * t for w in shipped])}")
    print(f"  weights fitted here      {held(mine)}")
    print("feature             shipped    fitted here   std   (largest standardised change first)")
    rows = sorted(zip(learned.ALL_NAMES, shipped, mine, std), key=lambda r: -abs((r[2] - r[1]) * r[3]))
    for name, old, new, s in rows:
        print(f"  {name:<17} {old:+8.4f}   {new:+8.4f}   {s:6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
