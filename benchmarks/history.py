"""The history of games at 100,000 recorded games: time and peak memory of ``history``,
``history --csv``, ``stats`` and the Statistics screen's load.

    python benchmarks/history.py [--games 100000] [--keep DIR]

Builds a history in a temporary ``RELICRUNNERS_HOME`` (never the player's own): a few real games
are played by easy bots (2 to 5 seats), then 100,000 rows are inserted straight into
``history.sqlite3`` in one transaction, each one of those games (its seed, seats and whole action
record, so every row checks out and replays) under one of 20 player names against the bot levels.
Then each figure is measured in a fresh Python process (wall time from start to exit, peak
resident memory from ``ru_maxrss``):

- ``history`` the first time (the file is built as an older game left it: the first reading adds
  the indexes in place, once) and again;
- ``history --csv FILE`` (every seat of every game);
- ``stats``;
- the Statistics screen (dummy video driver): the time until its figures show, and the longest
  frame the window drew meanwhile (the window must never wait for the database).

Figures only: nothing here asserts a speed. docs/history.md has the figures of a run.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

NAMES = [f"Player {c}" for c in "ABCDEFGHIJKLMNOPQRST"]
COLOURS = ["red", "blue", "green", "yellow", "black"]
BOTS = ["easy", "medium", "hard"]


def real_games(per_count: int = 2) -> list[dict]:
    """Whole games played by easy bots (2 to 5 seats; as long as people's games, about 300 to 700
    decisions): seed, layout, turns, action texts and per seat the final score with its breakdown,
    winner, Relics and longest Expedition."""
    from relicrunners.bots import make_bot
    from relicrunners.io.history import longest_expeditions
    from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
    from relicrunners.io.saves import layout_ref
    from relicrunners.play.gamerecord import GameRecord
    from relicrunners.play.match import Match
    from relicrunners.play.seat import Seat, SeatKind
    from relicrunners.rules import legal_actions, to_text, view_for
    from relicrunners.rules.scoring import breakdown, winners

    board = load_layout(DEFAULT_LAYOUT)
    out = []
    for n in range(2, 6):
        for k in range(per_count):
            seed = 1000 * n + k
            players = [Seat(NAMES[i], COLOURS[i], SeatKind.HUMAN) for i in range(n)]
            match = Match(board, GameRecord(layout_ref(DEFAULT_LAYOUT), players, "standard", seed, []))
            bots = [make_bot("easy", seed + i) for i in range(n)]
            while not match.state.over:
                s = match.state
                match.play(bots[s.current].decide(view_for(s, s.current), legal_actions(s)))
            rows = breakdown(match.state)
            won = set(winners(match.state)[0])
            longest = longest_expeditions(match)
            out.append(
                {
                    "seed": str(seed),
                    "layout": match.record.layout,
                    "turns": match.state.turn,
                    "actions": json.dumps([to_text(board, a) for a in match.record.actions]),
                    "seats": [
                        (
                            int(r["total"]),
                            json.dumps({key: r[key] for key in ("coins", "blue", "relic_bonus", "ivory")}),
                            int(i in won),
                            int(r["relics"]),
                            longest[i],
                        )
                        for i, r in enumerate(rows)
                    ],
                }
            )
    return out


def build(home: Path, games: int) -> float:
    """``games`` rows in ``home``/history.sqlite3, in one transaction; returns the seconds taken."""
    os.environ["RELICRUNNERS_HOME"] = str(home)
    from relicrunners.io import history

    t0 = time.perf_counter()
    samples = real_games()
    db = sqlite3.connect(str(history.path()))
    with db:  # the tables as any version of the game makes them, without the reading indexes
        for step in history.MIGRATIONS:
            step(db)
        db.execute(f"PRAGMA user_version = {history.SCHEMA}")
    rng = random.Random(1)
    start = time.time() - games * 600.0
    game_rows, seat_rows = [], []
    for gid in range(1, games + 1):
        g = samples[gid % len(samples)]
        n = len(g["seats"])
        ended = start + gid * 600.0
        status = "finished" if gid % 25 else "abandoned"
        game_rows.append(
            (gid, ended - 1500.0, ended, 1500.0, status, g["layout"], "standard", g["seed"], g["turns"], g["actions"])
        )
        humans = rng.randint(1, n)
        names = rng.sample(NAMES, n)
        for i, (score, parts, winner, relics, longest) in enumerate(g["seats"]):
            kind = "human" if i < humans else rng.choice(BOTS)
            seat_rows.append((gid, i, names[i], COLOURS[i], kind, score, parts, winner, relics, longest))
    with db:
        db.executemany("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", game_rows)
        db.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", seat_rows)
    db.close()
    return time.perf_counter() - t0


# -- the measurements, each in a process of its own ---------------------------------------------------
def child(what: str, arg: str) -> None:
    """Run one measurement in this process and print its figures as JSON on the last line."""
    t0 = time.perf_counter()
    extra: dict = {}
    if what == "build":
        where, games = arg.split("|")
        print(f"built {games} games in {build(Path(where), int(games)):.1f} s")
        return
    if what == "cli":
        import contextlib
        import io

        from relicrunners.cli import main

        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            rc = main(json.loads(arg))
        extra = {"rc": rc, "lines": out.getvalue().count("\n")}
    elif what == "screen":
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
        from relicrunners.ui.app import App
        from relicrunners.ui.scenes.stats import StatsScene

        app = App((1600, 1000))
        app.board, app.layout_path = load_layout(DEFAULT_LAYOUT), str(DEFAULT_LAYOUT)
        import pygame

        clock = pygame.time.Clock()
        t0 = time.perf_counter()  # from opening the screen (the window is up)
        scene = StatsScene(app)
        app.switch(scene)
        longest = time.perf_counter() - t0
        frames = 0
        while getattr(scene, "loading", False) and time.perf_counter() - t0 < 120:
            dt = clock.tick(60) / 1000.0  # as App.run paces its frames
            tick = time.perf_counter()
            app.step(min(dt, 0.1))
            frames += 1
            longest = max(longest, time.perf_counter() - tick)
        extra = {"players": len(scene.players), "frames": frames, "longest_frame_ms": round(longest * 1000, 1)}
    seconds = time.perf_counter() - t0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    peak_mb = peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024
    print(json.dumps({"seconds": round(seconds, 3), "peak_mb": round(peak_mb, 1), **extra}))


def measure(home: Path, what: str, arg: str = "") -> dict:
    env = dict(os.environ, RELICRUNNERS_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    t0 = time.perf_counter()
    done = subprocess.run(
        [sys.executable, __file__, "--child", what, arg], env=env, capture_output=True, text=True, check=False
    )
    wall = time.perf_counter() - t0
    try:
        figures = json.loads(done.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        print(done.stdout[-2000:], done.stderr[-2000:], file=sys.stderr)
        raise SystemExit(f"the {what} measurement failed") from None
    figures["process_seconds"] = round(wall, 3)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument(
        "--keep",
        metavar="DIR",
        help="build in DIR and keep it (else a temporary folder); a history already in DIR is reused",
    )
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return
    home = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="rr-history-"))
    home.mkdir(parents=True, exist_ok=True)
    try:
        if (home / "history.sqlite3").exists():
            print(f"reusing {home / 'history.sqlite3'}")
        else:  # in a process of its own: the peak memory of each measurement starts from this small one's
            done = subprocess.run(
                [sys.executable, __file__, "--child", "build", f"{home}|{args.games}"],
                check=False,
                capture_output=True,
                text=True,
            )
            if done.returncode:
                raise SystemExit(f"building the history failed:\n{done.stderr[-2000:]}")
            print(done.stdout.strip())
        size = (home / "history.sqlite3").stat().st_size
        print(f"history.sqlite3 is {size / 1e6:.0f} MB")
        csv_path = str(home / "all.csv")
        runs = [
            ("history (first run)", "cli", ["history"]),
            ("history", "cli", ["history"]),
            ("history --csv", "cli", ["history", "--csv", csv_path]),
            ("stats", "cli", ["stats"]),
            ("Statistics screen", "screen", []),
        ]
        for label, what, argv in runs:
            f = measure(home, what, json.dumps(argv))
            more = ", ".join(f"{k} {v}" for k, v in f.items() if k not in ("seconds", "peak_mb", "process_seconds"))
            print(
                f"{label:<22} {f['seconds']:7.2f} s in the command, {f['process_seconds']:6.2f} s with Python's start,"
                f" peak {f['peak_mb']:6.1f} MB" + (f" ({more})" if more else "")
            )
    finally:
        if not args.keep:
            shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
