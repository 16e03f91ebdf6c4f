"""Frame times of the game window (issue #3 part 4): ``python benchmarks/frames.py``.

Prints the time to the first frame, then median / p99 / max frame time (update + draw +
present) at 1600x1000 for a busy mid-game scene: five players, many Pathways on the board,
bots playing with animations at normal speed (explorers walking, tokens flipping, coins
flying), the mouse hovering a temple (tooltip) — and a human decision with every target
highlighted and a route shown. Goal: p99 <= 8 ms. Runs without a window (dummy video driver).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time

T0 = time.perf_counter()
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["RELICRUNNERS_HOME"] = tempfile.mkdtemp(prefix="relicrunners-bench-")  # never touch the real autosave
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout  # noqa: E402
from relicrunners.play.seat import Seat, SeatKind  # noqa: E402
from relicrunners.rules import legal_actions  # noqa: E402
from relicrunners.ui.app import App  # noqa: E402
from relicrunners.ui.games.launch import new_match  # noqa: E402
from relicrunners.ui.scenes.game import GameScene  # noqa: E402
from relicrunners.ui.scenes.start import StartScene  # noqa: E402

DT = 1 / 60


def pct(values, p):
    v = sorted(values)
    return v[min(len(v) - 1, int(round(p / 100 * (len(v) - 1))))]


def report(name, times, cpu):
    ms = [t * 1000 for t in times]
    cms = [t * 1000 for t in cpu]
    print(
        f"{name:<42} frames {len(ms):4d}  wall: median {statistics.median(ms):5.2f}  p99 {pct(ms, 99):5.2f}  "
        f"max {max(ms):5.2f} ms | cpu: median {statistics.median(cms):5.2f}  p99 {pct(cms, 99):5.2f} ms"
    )


def run_frames(app, n, stop=None):
    """Step ``n`` frames; wall-clock and this thread's CPU time of each (CPU time is not
    inflated when other processes share the machine)."""
    times, cpu = [], []
    for _ in range(n):
        if stop is not None and stop():
            break
        t, c = time.perf_counter(), time.thread_time()
        app.step(DT)
        times.append(time.perf_counter() - t)
        cpu.append(time.thread_time() - c)
    return times, cpu


def mid_game(board, kinds, seed=5, actions=260):
    players = [
        Seat(n, c, SeatKind(k))
        for n, c, k in zip(["Ana", "Mira", "Tomas", "Ines", "Kofi"], ["yellow", "green", "red", "blue", "black"], kinds)
    ]
    m = new_match(board, str(DEFAULT_LAYOUT), players, "standard", seed)
    rng = random.Random(seed)
    while len(m.actions) < actions and not m.state.over:
        legal = m.legal()
        pref = [a for a in legal if a.kind in ("explore", "place")]
        m.play(pref[0] if pref and rng.random() < 0.8 else rng.choice(legal))
    return m


def main() -> None:
    board = load_layout(DEFAULT_LAYOUT)
    app = App((1600, 1000), speed="normal", threaded_bots=True)  # as in play: bots think in a thread
    app.board, app.layout_path = board, str(DEFAULT_LAYOUT)
    app.switch(StartScene(app))
    app.step(DT)
    first = time.perf_counter() - T0
    print(f"time to first frame (start screen, from process start): {first * 1000:.0f} ms")

    # bots playing, animated
    match = mid_game(board, ["easy"] * 5)
    t = time.perf_counter()
    game = GameScene(app, match)
    app.switch(game)
    app.step(DT)
    print(f"time to first game frame (board cached):                 {(time.perf_counter() - t) * 1000:.0f} ms")
    temple = game.bv.site_pos(board.temples[3])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=temple, rel=(0, 0), buttons=(0, 0, 0)))
    busy = [0]

    def stop():
        busy[0] += game.anims.busy
        return app.scene is not game

    n0 = len(match.actions)
    times, cpu = run_frames(app, 900, stop)
    report("5 players, bots playing, animations on", times, cpu)
    print(
        f"  (animations running in {busy[0]} of {len(times)} frames; {len(match.actions) - n0} bot actions "
        f"animated, bots thinking in a background thread)"
    )

    # a human decision: all targets highlighted, a route shown
    match = mid_game(board, ["human", "easy", "easy", "easy", "easy"], seed=8, actions=200)
    while match.state.current != 0 or match.state.decision() != "start":
        s = match.state
        match.play(random.Random(len(match.actions)).choice(legal_actions(s)))
    game = GameScene(app, match)
    app.switch(game)
    app.step(DT)
    dest = next(iter(game.ctrl.sites))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=game.bv.site_pos(dest), rel=(0, 0), buttons=(0, 0, 0)))
    report("5 players, human to move, targets + route", *run_frames(app, 300))

    # the same at a 1280x800 window (scaled down each frame)
    app.window = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
    app._fit()
    report("same, window 1280x800 (scaled)", *run_frames(app, 300))

    # bots playing, animated, with the largest text size (the prompt, buttons, tooltips, log, guide
    # grow) at 1600x1000, then the same at a 1280x800 window (scaled)
    from relicrunners.ui import theme

    theme.set_text_scale(150)
    for size, name in (
        ((1600, 1000), "5 players, bots playing, text size 150 %"),
        ((1280, 800), "same, 150 %, 1280x800"),
    ):
        app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        app._fit()
        match = mid_game(board, ["easy"] * 5)
        game = GameScene(app, match)
        app.switch(game)
        app.step(DT)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=temple, rel=(0, 0), buttons=(0, 0, 0)))
        report(name, *run_frames(app, 900, lambda game=game: app.scene is not game))


if __name__ == "__main__":
    main()
