"""Seat-rotated duels for the bot ladder (issue #26): one bot in one seat, another in the rest.

    python benchmarks/duel.py expert hard --games 48 --budget 0.2 --seed 11 --out games.jsonl
    python benchmarks/duel.py hard hard*4 --games 12 --budget 0.25 --seed 12 --out games.jsonl
    python benchmarks/duel.py expert hard --players 4 --games 36 --budget 0.25 --seed 22 --out games.jsonl
    python benchmarks/duel.py --summary games.jsonl

``NAME*K`` gives a bot K times the budget (``hard*4`` at ``--budget 0.25``: one second); the
``expert_hand`` entry is the expert with the hand-set leaf (``leaf=None``), for comparison, and
``expert:explore=0.25,widen=0.7`` an expert with other search settings (``explore``, ``widen``,
``rollout``, ``settle``, ``through``, ``own``, ``carry`` and ``finish`` = 0 or 1, ``place``: see
bots/ismcts.py; ``pathways``: the learned leaf's two Pathway weights times this, docs/bots.md,
session 34). Game g seats the first bot at seat g mod n on the standard setup with seed
``1000·seed + g // n`` (every rotation of one deal is played). One JSON line per finished game is
appended to ``--out`` as it ends, so a run cut short still counts what it played, with the first bot's seat,
every seat's points, its place by points and who triggered the end (R11.1: the seat, the turn,
everyone's points then); ``--summary`` prints, per pairing, the first bot's score with a Wilson 95 %
interval, its mean place (a finer figure than wins with four or five players), game lengths, its
decision times, and its wins and place from each seat beside how often the other bots won from that
seat. The figures in docs/bots.md ("The expert", "The ladder") came from runs of this script on a
16-core machine.
"""

from __future__ import annotations

import argparse
import collections
import json
import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from relicrunners.bots import Bot, bot_seed, make_bot  # noqa: E402
from relicrunners.bots.ismcts import ExpertBot, LeafMaker  # noqa: E402
from relicrunners.bots.learned import ALL_NAMES, expert_weights, seat_values  # noqa: E402
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout  # noqa: E402
from relicrunners.play.poolworker import plain_signals  # noqa: E402
from relicrunners.play.tournament import wilson  # noqa: E402
from relicrunners.rules import Board, apply, breakdown, legal_actions, new_game, view_for, winners  # noqa: E402

TURN_CAP = 2000
LOW_POINTS = 30  # points_spread: fewer final points than this is a game lost by a wide margin
_BOARD: list[Board] = []


def _flag(value: str) -> bool:
    if value not in ("0", "1"):
        raise ValueError(value)
    return value == "1"


EXPERT_KNOBS: dict[str, Any] = {
    "explore": float,
    "widen": float,
    "rollout": int,
    "settle": int,
    "through": _flag,
    "own": _flag,
    "carry": _flag,
    "finish": _flag,
    "place": float,
    "pathways": float,  # the learned leaf's two Pathway weights times this (a trial, session 34)
}


def pathway_leaf(scale: float) -> LeafMaker:
    """The learned leaf with its weights of own Pathways (``pathways``, ``pathways_late``) times ``scale``."""
    w = list(expert_weights())
    for name in ("pathways", "pathways_late"):
        w[ALL_NAMES.index(name)] *= scale
    weights = tuple(w)
    return lambda ev: lambda s: seat_values(s, weights, ev)


def bot(entry: str, seed: int, budget: float) -> Bot:
    entry, _, knobs = entry.partition(":")
    name, _, times = entry.partition("*")
    if times:
        budget *= float(times)
    if knobs:  # an expert variant, e.g. expert:explore=0.25,widen=0.7
        if name != "expert":
            raise SystemExit(f"only the expert takes settings, not {name!r}")
        config: dict[str, Any] = {}
        for item in knobs.split(","):
            key, _, value = item.partition("=")
            if key not in EXPERT_KNOBS:
                raise SystemExit(f"unknown expert setting {key!r}: use {', '.join(EXPERT_KNOBS)}")
            try:
                config[key] = EXPERT_KNOBS[key](value)
            except ValueError:
                raise SystemExit(f"expert setting {key} needs a number, not {value!r}") from None
        if "pathways" in config:
            config["leaf"] = pathway_leaf(config.pop("pathways"))
        return ExpertBot(seed, budget_s=budget, **config)
    if name == "expert_hand":
        return ExpertBot(seed, budget_s=budget, leaf=None)
    return make_bot(name, seed, budget_s=budget)


def play(job: tuple[int, str, str, float, int, int]) -> dict[str, Any]:
    g, a, b, budget, n, seed = job
    if not _BOARD:
        _BOARD.append(load_layout(DEFAULT_LAYOUT))
    me = g % n
    names = [a if i == me else b for i in range(n)]
    bots = [bot(name, bot_seed(seed * 1000 + g, i), budget) for i, name in enumerate(names)]
    st = new_game(_BOARD[0], n, "standard", seed * 1000 + g // n)
    times: list[float] = []
    trigger: dict[str, Any] = {}  # who took the Relic that triggered the end (R11.1), when, the points then
    while not st.over and st.turn < TURN_CAP:
        legal = legal_actions(st)
        t0 = time.perf_counter()
        act = bots[st.current].decide(view_for(st, st.current), legal)
        if st.current == me and len(legal) > 1:
            times.append(time.perf_counter() - t0)
        st, _ = apply(st, act, check=False)
        if not trigger and st.triggered_by is not None:
            trigger = {"by": st.triggered_by, "turn": st.turn, "scores": [r["total"] for r in breakdown(st)]}
    won = winners(st)[0] if st.over else []
    times.sort()
    p99 = times[int(0.99 * (len(times) - 1))] if times else 0.0
    totals = [r["total"] for r in breakdown(st)]
    return {
        "a": a, "b": b, "n": n, "budget": budget, "g": g,
        "win": (1.0 / len(won)) if me in won else 0.0,
        "turns": st.turn, "p99": round(p99, 4), "max_dec": round(times[-1], 4) if times else 0.0,
        "seat": me, "scores": totals, "place": place(totals, me), "trigger": trigger or None,
    }  # fmt: skip


def place(totals: list[int], me: int) -> float:
    """The first bot's place by points, 1 the best; tied players share the places they span
    (a finer figure than wins for four and five players: rank 2.5 of 4 is a fair share)."""
    above = sum(t > totals[me] for t in totals)
    level = sum(t == totals[me] for t in totals)
    return above + (level + 1) / 2


def summary(path: Path) -> list[str]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    by: dict[tuple[str, str, int, float], list[dict[str, Any]]] = collections.defaultdict(list)
    for r in rows:
        by[(r["a"], r["b"], r["n"], r["budget"])].append(r)
    out = []
    for (a, b, n, budget), rs in sorted(by.items()):
        k = len(rs)
        w = sum(r["win"] for r in rs)
        lo, hi = wilson(w, k)
        turns = [r["turns"] for r in rs]
        places = [r["place"] for r in rs if "place" in r]  # older files have no places
        where = f"; mean place {sum(places) / len(places):.2f} of {n}" if places else ""
        out.append(
            f"{a} vs {b} ({n} players, {budget} s): {w:g} of {k} = {w / k:.1%} (95 % {lo:.0%}-{hi:.0%}){where}; "
            f"turns mean {sum(turns) / k:.1f}, longest {max(turns)}; {a}'s p99 decision "
            f"{max(r['p99'] for r in rs):.3f} s, longest {max(r['max_dec'] for r in rs):.3f} s"
        )
        seats = by_seat(rs, n)
        if seats:
            out.append(f"  {a} by seat (the {b} bots in that seat): " + "; ".join(seats))
        spread = points_spread(rs)
        if spread:
            out.append(f"  points, {a} / the {b} bots: {spread}")
    return out


def points_spread(rows: list[dict[str, Any]]) -> str:
    """The first bot's final points beside the other bots' (each of them one sample): median,
    10th and 90th percentile, and the share of games below ``LOW_POINTS``. A bot can win its
    share and still fall far behind more often (four-player experts, session 33). Empty for
    older files without seats and scores."""
    rows = [r for r in rows if "seat" in r and "scores" in r]
    if not rows:
        return ""
    mine = [r["scores"][r["seat"]] for r in rows]
    theirs = [x for r in rows for i, x in enumerate(r["scores"]) if i != r["seat"]]

    def line(xs: list[int]) -> str:
        d = statistics.quantiles(xs, n=10, method="inclusive") if len(xs) > 1 else [float(xs[0])] * 9
        low = sum(x < LOW_POINTS for x in xs) / len(xs)
        return f"median {d[4]:g} (10 % {d[0]:g}, 90 % {d[8]:g}), below {LOW_POINTS} {low:.0%}"

    return f"{line(mine)} / {line(theirs)}"


def by_seat(rows: list[dict[str, Any]], n: int) -> list[str]:
    """Per seat (1 moves first): the first bot's wins and mean place there, and how often the other
    bots won in that seat, by points (ties shared), so that a seat's own advantage shows apart from
    the bot's. Empty for older files without seats and scores."""
    rows = [r for r in rows if "seat" in r and "scores" in r]
    if not rows:
        return []
    parts = []
    for i in range(n):
        mine = [r for r in rows if r["seat"] == i]
        theirs = [r["scores"] for r in rows if r["seat"] != i]
        other = sum(1 / s.count(max(s)) for s in theirs if s[i] == max(s))
        own = (
            f"{sum(r['win'] for r in mine):g} of {len(mine)}, place {sum(r['place'] for r in mine) / len(mine):.2f}"
            if mine
            else "no games"
        )
        share = f"{other / len(theirs):.0%}" if theirs else "-"
        parts.append(f"seat {i + 1} {own} ({share})")
    return parts


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("first", nargs="?")
    p.add_argument("rest", nargs="?")
    p.add_argument("--games", type=int, default=24)
    p.add_argument("--budget", type=float, default=0.2)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    p.add_argument("--out", type=Path)
    p.add_argument("--summary", type=Path, metavar="FILE")
    a = p.parse_args(argv)
    if a.summary:
        print("\n".join(summary(a.summary)))
        return 0
    if not (a.first and a.rest and a.out):
        p.error("name two bots and --out FILE (or --summary FILE)")
    if a.games < 1:
        p.error("--games must be at least 1")
    for entry in (a.first, a.rest):  # a wrong name or setting is refused before any game starts
        bot(entry, 0, a.budget)
    jobs = [(g, a.first, a.rest, a.budget, a.players, a.seed) for g in range(a.games)]
    with multiprocessing.get_context("fork").Pool(a.workers, initializer=plain_signals) as pool:
        for r in pool.imap_unordered(play, jobs):
            with a.out.open("a", encoding="utf-8") as f:
                f.write(json.dumps(r) + "\n")
    print("\n".join(summary(a.out)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
