"""Scripted screens of the window, drawn headless, for pixel comparisons (issue #24: a change that
should not change what a player sees proves it, the same screens before and after, pixel for pixel).

    python tests/screens.py OUT_DIR [NAME ...]

draws every screen of ``SCREENS`` (or the ones named) and saves ``OUT_DIR/<name>.png``. Everything
is fixed so that two runs of the same code give the same pixels: a scratch ``RELICRUNNERS_HOME``,
seeded games, animations off, the clock frozen at one moment (``FROZEN``) for every date the window
shows, and file times set to it. ``tests/test_screens_unchanged.py`` draws them with this tree and
with the commit in ``tests/data/screens-baseline.txt`` and compares.

Only the imports of this file may change with a refactor (what each screen does must not), so
that the same script runs on both sides.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

FROZEN = 1_790_000_000.0  # 2026-09-21, every date shown
HOME = tempfile.mkdtemp(prefix="rr-screens-")
os.environ["RELICRUNNERS_HOME"] = HOME
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["TZ"] = "UTC"
time.tzset()
time.time = lambda: FROZEN  # type: ignore[assignment]
sys.path.insert(0, str(Path(__file__).resolve().parent))

import random  # noqa: E402

import pygame  # noqa: E402
from textfit import seats  # noqa: E402
from uidriver import BOARD, DT, make_app  # noqa: E402

from relicrunners.io import history  # noqa: E402
from relicrunners.rules import legal_actions  # noqa: E402
from relicrunners.rules.components import Tile  # noqa: E402
from relicrunners.text import language  # noqa: E402
from relicrunners.ui.games import storage  # noqa: E402
from relicrunners.ui.games.launch import new_match, start_game  # noqa: E402
from relicrunners.ui.scenes import (  # noqa: E402
    to_end,
    to_handoff,
    to_netjoin,
    to_replay,
    to_replays,
    to_rules,
    to_saves,
    to_settings,
    to_setup,
    to_start,
    to_stats,
    to_tutorial,
)

Screen = Callable[[object], None]


def _freeze_files() -> None:
    for root, _dirs, files in os.walk(HOME):
        for name in files:
            os.utime(os.path.join(root, name), (FROZEN, FROZEN))


def _table_at(app, decision: str, n: int = 5, seed: int = 11):
    """A busy table of ``n`` seats with the human (seat 0) at ``decision``."""
    match = new_match(BOARD, app.layout_path, seats(n), "standard", seed)
    rng = random.Random(seed)
    for _ in range(40000):
        s = match.state
        if s.turn >= 12 and s.current == 0 and s.decision() == decision:
            break
        legal = legal_actions(s)
        wanted = [a for a in legal if a.kind in ("explore", "step", "tool", "place", "use", "flip")]
        match.play(wanted[0] if wanted and rng.random() < 0.7 else rng.choice(legal))
        if match.state.over:
            match = new_match(BOARD, app.layout_path, seats(n), "standard", seed + 1000)
    else:
        raise AssertionError(f"no {decision} decision reached")
    game = start_game(app, match)
    if game.handoff_due:
        game.take_seat(match.state.current)
    return game


def _busy(app, lang: str = "en"):
    """A 5-seat game 40 turns in, made busy: 100+ VP each, many Relics, Blue and Ivory tiles."""
    language.use(lang)
    match = new_match(BOARD, app.layout_path, seats(5), "standard", 3)
    rng = random.Random(3)
    for _ in range(20000):
        s = match.state
        if s.turn >= 40 and s.current == 0 and s.decision() == "start":
            break
        legal = legal_actions(s)
        explore = [a for a in legal if a.kind == "explore"]
        match.play(explore[0] if explore and rng.random() < 0.8 else rng.choice(legal))
    s = match.state
    relics = ["green", "white", "blue", "purple"]
    for i, p in enumerate(s.players):
        p.vp = 100 + 17 * i
        p.relics = [relics[(i + k) % 4] for k in range(7 if i == 0 else 2)]
    me = s.players[0]
    me.table = {"M": [0, 4, 0], "C": [1, 0, 0], "S": [0, 0, 2]}
    me.tb_bottom = 5
    me.blue = [Tile(9000 + k, "blue", 1 + k % 3, f"B{v}") for k, v in enumerate((7, 6, 5, 4, 3, 2))]
    me.ivory = {1: Tile(9100, "ivory", 1, "I1-2"), 2: Tile(9101, "ivory", 2, "I2-4"), 3: Tile(9102, "ivory", 3, "I3-5")}
    game = start_game(app, match)
    if game.handoff_due:
        game.take_seat(match.state.current)
    return game


def _recorded_game(app):
    """A short finished game between bots, recorded in the history and kept as a save."""
    match = new_match(BOARD, app.layout_path, seats(2, ["human", "easy"]), "first", 5)
    rng = random.Random(5)
    while not match.state.over:
        match.play(rng.choice(legal_actions(match.state)))
    history.record(match, "finished", FROZEN - 3600)
    storage.flush()
    return match


def screen_start(app) -> None:
    to_start(app)


def screen_start_pl(app) -> None:
    language.use("pl")
    to_start(app)


def screen_setup(app) -> None:
    to_setup(app)


def screen_setup_pl(app) -> None:
    language.use("pl")
    to_setup(app)


def screen_table_busy(app) -> None:
    _busy(app)


def screen_table_busy_pl(app) -> None:
    _busy(app, "pl")


def _decision(name: str) -> Screen:
    def draw(app) -> None:
        _table_at(app, name)

    draw.__name__ = f"screen_decision_{name}"
    return draw


def screen_table_hover(app) -> None:
    game = _busy(app)
    pos = game.panels.cell_rect(0, "M2").center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window(pos), rel=(0, 0), buttons=(0, 0, 0)))
    app.step(DT, draw=False)
    app.time += 1.0


def screen_guide_card(app) -> None:
    game = _busy(app)
    game.topbar.guide_open = True


def screen_handoff(app) -> None:
    language.use("pl")
    game = _table_at(app, "start", 3, 5)
    to_handoff(app, game, game.state.current)
    app.step(0.5, draw=False)


def screen_scores(app) -> None:
    game = _busy(app)
    to_end(app, game.match, game)


def screen_scores_pl(app) -> None:
    game = _busy(app, "pl")
    to_end(app, game.match, game)


def screen_rules(app) -> None:
    to_rules(app, None)


def screen_rules_pl_scoring(app) -> None:
    language.use("pl")
    scene = to_rules(app, None)
    for _ in range(7):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
        app.step(DT, draw=False)
    del scene


def screen_lesson(app) -> None:
    scene = to_tutorial(app, fresh=True)
    for _ in range(400):
        if scene.my_turn():
            break
        app.step(DT, draw=False)


def screen_replay(app) -> None:
    from relicrunners.play.replayer import Replayer

    match = _recorded_game(app)
    to_replay(app, Replayer(match.board, match.record), None, "a game")


def screen_replays_list(app) -> None:
    _recorded_game(app)
    _freeze_files()
    to_replays(app)


def screen_saved_games(app) -> None:
    game = _table_at(app, "start", 3, 7)
    del game
    storage.flush()
    _freeze_files()
    to_saves(app)


def screen_stats(app) -> None:
    _recorded_game(app)
    to_stats(app)


def screen_settings(app) -> None:
    to_settings(app, None)


def screen_settings_pl(app) -> None:
    language.use("pl")
    to_settings(app, None)


def screen_join(app) -> None:
    to_netjoin(app)


def screen_small_window_table(app) -> None:
    language.use("nl")
    app.window = pygame.display.set_mode((1075, 672))
    app._fit()
    _busy(app, "nl")


SCREENS: dict[str, Screen] = {
    "start": screen_start,
    "start-pl": screen_start_pl,
    "setup": screen_setup,
    "setup-pl": screen_setup_pl,
    "table-busy": screen_table_busy,
    "table-busy-pl": screen_table_busy_pl,
    "table-hover": screen_table_hover,
    "guide-card": screen_guide_card,
    **{f"decision-{d}": _decision(d) for d in ("start", "after", "steps", "place", "flips", "keep", "ts1")},
    "handoff-pl": screen_handoff,
    "scores": screen_scores,
    "scores-pl": screen_scores_pl,
    "rules": screen_rules,
    "rules-pl-scoring": screen_rules_pl_scoring,
    "lesson": screen_lesson,
    "replay": screen_replay,
    "replays-list": screen_replays_list,
    "saved-games": screen_saved_games,
    "stats": screen_stats,
    "settings": screen_settings,
    "settings-pl": screen_settings_pl,
    "join": screen_join,
    "table-small-nl": screen_small_window_table,
}


def draw(name: str, out: Path) -> None:
    app = make_app()
    language.use("en")
    SCREENS[name](app)
    app.step(DT)
    pygame.image.save(app.window, str(out / f"{name}.png"))


def main(argv: list[str]) -> int:
    """Each screen is drawn by a process of its own (nothing one screen leaves behind, a
    language, a cache, a recorded game, reaches the next)."""
    import subprocess

    if argv and argv[0] == "--one":
        draw(argv[2], Path(argv[1]))
        return 0
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    failed = 0
    for name in argv[1:] or list(SCREENS):
        done = subprocess.run([sys.executable, __file__, "--one", str(out), name], capture_output=True, text=True)
        if done.returncode != 0:
            failed += 1
            print(f"{name}: {done.stderr.strip().splitlines()[-1:]}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
