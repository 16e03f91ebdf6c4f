#!/usr/bin/env python3
"""kill -9 during play: is every game still there, whole, and at most one decision short?

    python benchmarks/kill_stress.py                      # 200 kills, fsync slowed to 40 ms
    python benchmarks/kill_stress.py --fsync-delay 0      # 200 kills, the disk as it is

Each round starts the game's own window code headless (``--child``: the table with bots in every
seat at animation speed "off"; Continue of the most recent game, or a new game when none is
left), lets it play for a random moment and kills it with SIGKILL. The child prints the number
of actions of its game the moment each action is *applied* (before anything is written), so the
last number printed is what the player had seen happen. After each kill the game is read back
exactly as Continue reads it. Printed at the end (figures, never asserted):

- resumed: games that read back and replay (goal: every one); corrupt: games that did not;
- lost per kill: actions applied but not read back (goal: at most 1, the decision in flight);
- stray temporary files found after the kills (removed by the next start).

Everything happens in a temporary ``RELICRUNNERS_HOME``; the player's own games are never touched.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def child() -> None:
    """Play with bots in every seat until killed (runs the window's own scene code, no window)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
    from relicrunners.play.match import Match, new_seed
    from relicrunners.play.seat import Seat, SeatKind
    from relicrunners.ui.app import App
    from relicrunners.ui.games import storage
    from relicrunners.ui.games.launch import new_match, start_game
    from relicrunners.ui.scenes.saves import read_slots

    applied = Match.play

    def play(self, action):  # report each action as soon as it is applied
        events = applied(self, action)
        if self.tag != "-":  # not while a saved game is being replayed
            print(f"{self.tag} {len(self.record.actions)}", flush=True)
            if self.state.over:  # its slot goes now (in the background): nothing to read back
                print(f"{self.tag} over", flush=True)
        return events

    Match.play = play
    Match.tag = "-"
    board = load_layout(DEFAULT_LAYOUT)
    app = App((320, 200), speed="off", threaded_bots=False)
    app.board, app.layout_path = board, str(DEFAULT_LAYOUT)
    while True:
        games, _ = read_slots(app)
        if games:
            match, slot = games[0].match, games[0].slot
        else:
            seats = [Seat(n, c, SeatKind.MEDIUM) for n, c in (("Ana", "red"), ("Bo", "blue"), ("Cy", "green"))]
            match, slot = new_match(board, app.layout_path, seats, "standard", new_seed()), storage.new_slot()
        match = start_game(app, match, slot).match  # the slot is on disk from here on
        match.tag = slot.id
        print(f"{slot.id} {len(match.record.actions)}", flush=True)
        while not match.state.over:
            app.step(1 / 60, draw=False)
        storage.flush()
        print(f"{slot.id} over", flush=True)


def recovered(home: Path, slot_id: str) -> tuple[int | None, str]:
    """Actions of the game in ``slot_id`` as Continue reads them (None: missing or unreadable)."""
    os.environ["RELICRUNNERS_HOME"] = str(home)
    from relicrunners.io.gamestore import Slot, games_dir
    from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
    from relicrunners.ui.games.launch import SaveError, resume_slot

    slot = Slot(games_dir(), slot_id)
    if not slot.exists():
        return None, "missing"
    try:
        match, _ = resume_slot(load_layout(DEFAULT_LAYOUT), str(DEFAULT_LAYOUT), slot)
    except SaveError as e:
        return None, str(e)
    return len(match.record.actions), ""


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--kills", type=int, default=200)
    p.add_argument("--fsync-delay", type=float, default=0.04, help="seconds added to every fsync (a slow disk)")
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.child:
        child()
        return 0
    rng = random.Random(args.seed)
    home = Path(tempfile.mkdtemp(prefix="relicrunners-kill-"))
    env = {
        **os.environ,
        "RELICRUNNERS_HOME": str(home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "RELICRUNNERS_FSYNC_DELAY": str(args.fsync_delay),
        "PYTHONUNBUFFERED": "1",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    lost: list[int] = []
    resumed = corrupt = finished = strays_seen = 0
    problems: list[str] = []
    started = time.perf_counter()
    try:
        for k in range(args.kills):
            proc = subprocess.Popen(
                [sys.executable, __file__, "--child"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=ROOT
            )
            time.sleep(rng.uniform(0.6, 2.0))
            proc.send_signal(signal.SIGKILL)
            out, err = proc.communicate()
            pairs = [tuple(line.split()) for line in out.decode().splitlines() if len(line.split()) == 2]
            if proc.returncode != -signal.SIGKILL:
                problems.append(f"kill {k}: child exited {proc.returncode}: {err.decode()[-300:]}")
                continue
            if not pairs:
                continue  # killed before it started a game
            slot_id, last = pairs[-1]
            if last == "over":
                finished += 1
                continue
            strays_seen += sum(1 for f in (home / "games").glob(".*.tmp"))
            got, why = recovered(home, slot_id)
            if got is None:
                corrupt += 1
                problems.append(f"kill {k}: game {slot_id} cannot be read: {why}")
                continue
            resumed += 1
            lost.append(int(last) - got)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    seconds = time.perf_counter() - started
    print(f"kills: {args.kills}, fsync delay {args.fsync_delay * 1000:.0f} ms, {seconds:.0f} s")
    print(
        f"games resumed after a kill: {resumed}; corrupt or unreadable: {corrupt}; "
        f"kills that fell between two games: {finished}"
    )
    if lost:
        print(
            f"actions lost per kill: max {max(lost)}, mean {statistics.mean(lost):.2f}, "
            f"kills losing one: {sum(1 for x in lost if x == 1)}, more than one: {sum(1 for x in lost if x > 1)}, "
            f"fewer than zero (impossible): {sum(1 for x in lost if x < 0)}"
        )
    print(f"stray temporary files seen after kills: {strays_seen} (each start removes them)")
    for line in problems[:10]:
        print("problem:", line)
    return 0 if not problems and corrupt == 0 and (not lost or max(lost) <= 1) else 1


if __name__ == "__main__":
    sys.exit(main())
