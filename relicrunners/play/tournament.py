"""Bot tournaments: ``python -m relicrunners tournament --players N --bots hard,medium ...``.

Games are seat-rotated: game ``g`` seats the line-up rotated by ``g mod N``, so over a multiple
of N games every bot sits in every seat equally often. The N games of one rotation share their
setup (seed ``S + g // N``): every bot meets the same tiles from every seat, which takes much
of the luck of the draw out of the comparison. Each seat's bot gets its own seed derived from
(S, g, seat), so a run is reproducible (up to the hard bot's clock).
Games run in parallel (multiprocessing, ``--workers``, default: all cores).

A bot may carry its own thinking time per decision: ``--bots expert@0.25,hard@1`` (seconds,
for the hard and expert bots); a bot without one gets ``--budget`` (default: the bot's own).
A bot is reported under the name it was given, so ``hard@0.25,hard@1`` compares two budgets.

When ``--bots`` names fewer bots than players, the last one fills the remaining seats
(``--players 4 --bots hard,medium`` is hard against three medium). A name that sits in several
seats is reported once, aggregated per seat: ``wins`` is the sum over its seats, ``win_rate`` is
wins / (games × its seats) — the chance that one seat of that bot wins — and ``ci95`` is the
Wilson interval of that rate. A shared win (R11.4 tie after all tie-breaks) counts 1/k for each
of the k winners. Decision times (mean, median, max) count only decisions with more than one
legal action; ``p99_decision_s`` is their 99th percentile. The last line printed is one JSON object with the results.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import os
import sys
import time
from collections.abc import Callable
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from ..bots import BOT_NAMES, make_bot
from ..io.layout import DEFAULT_LAYOUT, LayoutError, check_layout_option, load_layout
from ..io.saves import layout_ref, save_game
from ..rules import SETUPS, Action, apply, breakdown, legal_actions, new_game, view_for, winners
from ..rules.board import Board
from ..rules.components import PLAYER_COLOURS
from . import charts, csvout
from .gamerecord import GameRecord
from .poolworker import plain_signals
from .seat import Seat, SeatKind

PROG = "relicrunners tournament"
# A game's result and a run's summary are JSON objects (printed as the last line, read by the
# charts and the CSV): their values are of many types, hence Any.
Result = dict[str, Any]
# one game to play: (game number, line-up, seed, setup, the default budget, where to keep a stalled
# game, and a finished one longer than so many turns: None keeps none)
Job = tuple[int, list[str], int, str, float | None, str | None, int | None]
TURN_LIMIT = 3000  # a game this long is reported as an error (the bots got stuck)


class UsageError(Exception):
    pass


def wilson(wins: float, n: int, z: float = 1.96) -> list[float]:
    """Wilson score interval for a proportion (95 % by default)."""
    if n <= 0:
        return [0.0, 1.0]
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return [round(max(0.0, c - h), 4), round(min(1.0, c + h), 4)]


def split_bot(entry: str) -> tuple[str, float | None]:
    """``"expert@0.25"`` -> ("expert", 0.25); ``"hard"`` -> ("hard", None). UsageError for an
    unknown bot or a budget that is not a positive number of seconds."""
    name, at, budget = entry.partition("@")
    if name not in BOT_NAMES:
        raise UsageError(f"unknown bot {name!r}; choose from {', '.join(BOT_NAMES)}")
    if not at:
        return name, None
    try:
        seconds = float(budget)
    except ValueError:
        seconds = math.nan
    if not (seconds > 0 and math.isfinite(seconds)):
        raise UsageError(f"--bots {entry!r}: the budget after @ must be a positive number of seconds, e.g. {name}@0.25")
    return name, seconds


def bot_seed(seed: int, game: int, seat: int) -> int:
    return (seed * 1_000_003 + game * 7919 + seat * 104_729) & 0x7FFFFFFF


# -- one game (runs in a worker process) -------------------------------------------------------
_BOARD: Board | None = None  # set in each worker by _init_worker
_LAYOUT: str | Path | None = None


def _init_worker(layout: str | None) -> None:
    global _BOARD, _LAYOUT

    _LAYOUT = layout or DEFAULT_LAYOUT
    _BOARD = load_layout(_LAYOUT)


def _init_pool_worker(layout: str | None) -> None:
    plain_signals()  # ends when the pool ends it, even forked from a window (play/poolworker.py)
    _init_worker(layout)


def _keep_game(
    folder: str,
    g: int,
    lineup: list[str],
    seats: list[int],
    players: list[tuple[str, str]],
    setup: str,
    seed: int,
    actions: list[Action],
    stem: str = "stalled-game",
) -> str:
    """Save a game that passed the turn limit, or a long finished one (atomically), so it can be
    replayed and studied."""

    assert _LAYOUT is not None and _BOARD is not None  # play_one runs after _init_worker
    who = [Seat(name, colour, SeatKind.parse(split_bot(lineup[pos])[0])) for (name, colour), pos in zip(players, seats)]
    path = Path(folder) / f"{stem}-{g}.json"
    save_game(path, GameRecord(layout_ref(_LAYOUT), who, setup, seed, list(actions)), _BOARD)
    return str(path)


def play_one(job: Job) -> Result:
    """Play game ``g``; returns per-seat results (by line-up position) and decision times."""
    g, lineup, seed, setup, budget, stall_dir, keep_over = job

    n = len(lineup)
    rot = g % n
    seats = [(i + rot) % n for i in range(n)]  # seat -> line-up position
    try:
        entries = [split_bot(lineup[pos]) for pos in seats]
        bots = [
            make_bot(name, bot_seed(seed, g, seat), budget_s=budget if own is None else own)
            for seat, (name, own) in enumerate(entries)
        ]
        players = [(f"{lineup[pos]}#{pos + 1}", PLAYER_COLOURS[seat]) for seat, pos in enumerate(seats)]
        setup_seed = seed + g // n  # one setup per seat rotation
        assert _BOARD is not None  # play_one runs after _init_worker
        st = new_game(_BOARD, players, setup, setup_seed)
        times: list[list[float]] = [[] for _ in range(n)]
        actions: list[Action] = []
        while not st.over:
            if st.turn > TURN_LIMIT:
                kept = ""
                if stall_dir:
                    kept = "; saved as " + _keep_game(stall_dir, g, lineup, seats, players, setup, setup_seed, actions)
                raise RuntimeError(f"game {g} did not end within {TURN_LIMIT} turns{kept}")
            legal = legal_actions(st)
            seat = st.current
            t0 = time.perf_counter()
            a = bots[seat].decide(view_for(st, seat), legal)
            if len(legal) > 1:  # timing counts decisions with a real choice
                times[seat].append(time.perf_counter() - t0)
            if a not in legal:
                raise RuntimeError(f"game {g}: {lineup[seats[seat]]} chose an illegal action {a}")
            st, _ = apply(st, a, check=False)
            actions.append(a)
        if stall_dir and keep_over is not None and st.turn > keep_over:
            _keep_game(stall_dir, g, lineup, seats, players, setup, setup_seed, actions, "long-game")
        won, how = winners(st)
        rows = breakdown(st)
        res: list[Result | None] = [None] * n
        for seat, pos in enumerate(seats):
            res[pos] = {
                "win": (1.0 / len(won)) if seat in won else 0.0,
                "score": rows[seat]["total"],
                "times": times[seat],
                "seat": seat,
            }
        table = {  # the game seat by seat, for --csv (play.csvout)
            "seed": setup_seed,
            "bots": [lineup[pos] for pos in seats],
            "scores": [r["total"] for r in rows],
            "winners": list(won),
            "relics": [csvout.relic_counts(p.relics) for p in st.players],
        }
        return {"game": g, "ok": True, "pos": res, "turns": st.turn, "tiebreak": how, "table": table}
    except Exception as e:  # reported, counted in "errors"
        return {"game": g, "ok": False, "error": f"{type(e).__name__}: {e}"}


# -- a whole run ------------------------------------------------------------------------------
def run(
    lineup: list[str],
    games: int,
    seed: int,
    setup: str,
    budget: float | None,
    layout: str | None,
    workers: int,
    progress: Callable[[Result], None] | None = None,
    stall_dir: str | None = None,
    keep_over: int | None = None,
) -> Result:
    """Play ``games`` seat-rotated games of ``lineup``; ``stall_dir``: where to save a game that
    passes ``TURN_LIMIT`` and, with ``keep_over``, each finished game longer than that many turns."""
    jobs: list[Job] = [(g, lineup, seed, setup, budget, stall_dir, keep_over) for g in range(games)]
    results: list[Result] = []
    if workers <= 1:
        _init_worker(layout)
        for job in jobs:
            results.append(play_one(job))
            if progress:
                progress(results[-1])
    else:
        ctx = get_context("fork" if sys.platform.startswith("linux") else "spawn")  # fork is unsafe on macOS
        with ctx.Pool(workers, initializer=_init_pool_worker, initargs=(layout,)) as pool:
            for r in pool.imap_unordered(play_one, jobs):
                results.append(r)
                if progress:
                    progress(r)
    return summarise(lineup, results)


def summarise(lineup: list[str], results: list[Result]) -> Result:
    ok = [r for r in results if r["ok"]]
    errors = [r for r in results if not r["ok"]]
    names = list(dict.fromkeys(lineup))
    bots: dict[str, Result] = {}
    for name in names:
        positions = [i for i, x in enumerate(lineup) if x == name]
        wins = sum(r["pos"][i]["win"] for r in ok for i in positions)
        n = len(ok) * len(positions)
        scores = [r["pos"][i]["score"] for r in ok for i in positions]
        times = sorted(t for r in ok for i in positions for t in r["pos"][i]["times"])
        bots[name] = {
            "seats": len(positions),
            "wins": round(wins, 3),
            "win_rate": round(wins / n, 4) if n else 0.0,
            "ci95": wilson(wins, n),
            "mean_score": round(sum(scores) / len(scores), 2) if scores else 0.0,
            "mean_decision_s": round(sum(times) / len(times), 5) if times else 0.0,
            "median_decision_s": round(times[len(times) // 2], 5) if times else 0.0,
            "p99_decision_s": round(times[int(0.99 * (len(times) - 1))], 5) if times else 0.0,
            "max_decision_s": round(times[-1], 5) if times else 0.0,
            "decisions": len(times),
        }
    out: Result = {"games": len(ok), "errors": len(errors), "lineup": lineup, "bots": bots}
    if ok:
        out["mean_turns"] = round(sum(r["turns"] for r in ok) / len(ok), 1)
        out["max_turns"] = max(r["turns"] for r in ok)
    if errors:
        out["first_error"] = errors[0]["error"]
    return out


def parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog=PROG, description="Seat-rotated bot games; prints a JSON summary last.")
    p.add_argument("--players", type=int, default=2, help="players per game (2-5)")
    p.add_argument(
        "--bots",
        default="hard,medium",
        help=f"comma-separated line-up from {', '.join(BOT_NAMES)}; the last fills the rest; "
        "NAME@SECONDS gives a bot its own budget per decision (e.g. expert@0.25,hard@1)",
    )
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--budget",
        type=float,
        default=None,
        help="seconds per decision for the hard and expert bots without their own @budget",
    )
    p.add_argument("--setup", default="standard", choices=SETUPS)
    p.add_argument("--layout", default=None, help="board layout YAML file (default: the jungle map)")
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    p.add_argument("--quiet", action="store_true", help="print only the JSON summary")
    p.add_argument("--csv", metavar="FILE", default=None, help="one row per finished game (docs/balance.md)")
    p.add_argument("--chart", metavar="PNG", default=None, help='win rates and scores (pip install -e ".[analysis]")')
    p.add_argument(
        "--keep-stalled",
        metavar="DIR",
        default=None,
        help=f"save games that pass {TURN_LIMIT} turns into DIR (replay them with 'replay')",
    )
    a = p.parse_args(argv)
    names = [x.strip() for x in a.bots.split(",")]
    if any(not x for x in names):
        raise UsageError(f"--bots has an empty name in {a.bots!r}")
    for x in names:
        split_bot(x)
    if not 2 <= a.players <= 5:
        raise UsageError(f"--players {a.players}: Relic Runners is for 2 to 5 players")
    if len(names) > a.players:
        raise UsageError(f"--bots names {len(names)} bots for {a.players} players")
    if a.games < 1:
        raise UsageError("--games must be at least 1")
    if a.budget is not None and not a.budget > 0:
        raise UsageError("--budget must be a positive number of seconds")
    if a.workers < 1:
        raise UsageError("--workers must be at least 1")
    a.lineup = names + [names[-1]] * (a.players - len(names))
    return a


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        a = parse(argv)
        if a.layout is not None:
            problem = check_layout_option(a.layout)
            if problem:
                raise UsageError(problem)
            try:
                load_layout(a.layout)
            except (LayoutError, OSError) as e:
                raise UsageError(str(e).splitlines()[0] if str(e) else f"cannot read layout {a.layout}") from None
    except UsageError as e:
        print(f"{PROG}: {e}", file=sys.stderr)
        return 2
    except SystemExit as e:  # argparse already printed one line
        return int(e.code or 0)
    if a.chart and importlib.util.find_spec("matplotlib") is None:
        print(f"{PROG}: {charts.NEED}", file=sys.stderr)
        return 2
    t0 = time.time()
    done = [0]
    table_rows: list[dict[str, str]] = []

    def progress(r: Result) -> None:
        done[0] += 1
        if r["ok"]:
            table_rows.append(csvout.seat_row(r["table"], a.setup, r["turns"] - 1))
        if a.quiet:
            return
        if r["ok"]:
            won = [a.lineup[i] + f"#{i + 1}" for i, x in enumerate(r["pos"]) if x["win"]]
            print(
                f"game {r['game']}: {done[0]}/{a.games} won by {', '.join(won)} "
                f"({r['tiebreak']}), scores {[x['score'] for x in r['pos']]}",
                flush=True,
            )
        else:
            print(f"game {r['game']}: error {r['error']}", flush=True)

    summary = run(
        a.lineup, a.games, a.seed, a.setup, a.budget, a.layout, min(a.workers, a.games), progress, a.keep_stalled
    )
    summary.update(players=a.players, seed=a.seed, setup=a.setup, budget=a.budget, wall_s=round(time.time() - t0, 1))
    problem = charts.save(table_rows, a.csv, a.chart, f"{a.players} players, {a.setup} setup, {len(table_rows)} games")
    if problem:
        print(f"{PROG}: {problem}", file=sys.stderr)
        return 2
    print(json.dumps(summary))
    return 0 if not summary["errors"] else 1


if __name__ == "__main__":
    sys.exit(main())
