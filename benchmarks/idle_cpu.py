#!/usr/bin/env python3
"""How much CPU the window takes while nothing happens, in a real window.

    Xvfb :99 -screen 0 1366x768x24 & DISPLAY=:99 openbox &
    DISPLAY=:99 python benchmarks/idle_cpu.py            # 15 s on each screen
    DISPLAY=:99 python benchmarks/idle_cpu.py --seconds 30

Opens the game's own ``App`` (the real loop, ``App.run``) on the start screen and then on a
table where a human is to play against a bot, touches nothing, and prints the CPU time this
process used as a share of one core over each idle stretch (figures, never asserted; the goal
is 0-2 %). Needs a display: with ``SDL_VIDEODRIVER=dummy`` the figure says little about a real
window. Runs in a temporary ``RELICRUNNERS_HOME`` (nothing of the player's is touched).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def measure(app, seconds: float) -> float:
    """Run the real loop for ``seconds`` with no input; the CPU share of one core it used."""

    def run_for(t: float) -> None:
        # stopped from a timer thread, not by an event: any event counts as input and would
        # keep the window at full frame rate for a moment
        timer = threading.Timer(t, app.quit)
        app.running = True
        timer.start()
        app.run()

    run_for(1.5)  # the moments after a scene switch run at full frame rate on purpose
    cpu0, wall0 = time.process_time(), time.monotonic()
    run_for(seconds)
    return 100.0 * (time.process_time() - cpu0) / (time.monotonic() - wall0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=15.0, help="idle seconds measured per screen")
    args = ap.parse_args()
    if not os.environ.get("DISPLAY") and os.environ.get("SDL_VIDEODRIVER") != "dummy":
        print("needs a display (e.g. Xvfb) — see the docstring", file=sys.stderr)
        sys.exit(2)
    home = tempfile.mkdtemp(prefix="relicrunners-idle-")
    os.environ["RELICRUNNERS_HOME"] = home
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
        from relicrunners.play.seat import Seat, SeatKind
        from relicrunners.ui import scenes
        from relicrunners.ui.app import App
        from relicrunners.ui.games.launch import new_match, start_game

        app = App(None)
        app.board, app.layout_path = load_layout(DEFAULT_LAYOUT), str(DEFAULT_LAYOUT)
        print(
            f"window {app.window.get_size()[0]}x{app.window.get_size()[1]}, driver {os.environ.get('SDL_VIDEODRIVER') or 'default'}"
        )
        scenes.to_start(app)
        print(f"start screen, idle: {measure(app, args.seconds):.1f} % of one core")
        players = [
            Seat("You", "red", SeatKind.HUMAN),
            Seat("Mira", "green", SeatKind.MEDIUM),
        ]
        start_game(app, new_match(app.board, app.layout_path, players, "standard", 7))
        print(f"table, human to play, idle: {measure(app, args.seconds):.1f} % of one core")
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
