"""The screens around the table, each at its busiest, for tests/test_screen_words.py: the start
screen (a game to continue, a message, the Esc question), setup (two seats and five, a seed
warning), settings (each row's help), every rules page paged to its end, Learn to play's question
(resume, start over, back), the hand-off, the scores, Statistics, Replays, Saved games (and the
delete question), Join a game. Each frame is handed on as it is drawn (with the ledger's boxes
its own)."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame
from textfit import Landed, Ledger, busy_table, frame
from uidriver import DT, click, key

from relicrunners.io import history
from relicrunners.text import _
from relicrunners.text.rules_pages import CHAPTERS
from relicrunners.ui import theme
from relicrunners.ui.games import storage
from relicrunners.ui.scenes import (
    to_end,
    to_handoff,
    to_netjoin,
    to_replays,
    to_rules,
    to_saves,
    to_settings,
    to_setup,
    to_start,
    to_stats,
    to_tutorial,
)
from relicrunners.ui.scenes.settings import ROWS

Each = Callable[[str, list[Landed]], None]


def walk_screens(led: Ledger, each: Each, window=None, percent: int | None = None, rules: bool = True):
    """Every screen around a busy five-seat table (``textfit.busy_table``) in a window of
    ``window`` at ``percent`` %; ``each(name, landed)`` for each frame. Returns the app."""
    app, game = busy_table(5, window=window, percent=percent)

    def shot(name: str, steps: float | None = DT) -> None:
        if steps:
            app.step(steps, draw=False)
        each(name, frame(app, led, name))

    to_handoff(app, game, game.state.current)
    shot("hand-off", 0.5)
    end = to_end(app, game.match, game)
    shot("scores")
    app.mouse = end.buttons[0].rect.center
    app.time += 1.0
    shot("scores, a button's tooltip")
    history.record(game.match, "finished", time.time() - 900)
    storage.flush()
    tutorial = to_tutorial(app, fresh=True)  # a lesson game kept: Learn to play asks what to do
    app.step(DT, draw=False)
    del tutorial
    to_start(app)
    asking = to_tutorial(app)
    assert asking.asking
    shot("learn to play, resume?")
    start = to_start(app)
    start.message = _("{n} saved game had problems; see Saved games").format(n=1)
    shot("start")
    app.ask_quit(_("Unfinished games are kept: Continue picks them up."))
    shot("quit question")
    app.asking = None
    setup = to_setup(app)
    click(app, next(b for b in setup.buttons if b.value == ("count", 2)).rect.center)
    shot("setup, two seats")
    click(app, next(b for b in setup.buttons if b.value == ("count", 5)).rect.center)
    setup.seed.text = "4294967295"
    setup.message = _("The seed must be at most {max}").format(max=4294967295)
    shot("setup, five seats")
    settings = to_settings(app, None)
    app.mouse = (-1, -1)  # the help line follows the focus, not the mouse
    for row in range(len(ROWS) + 1):
        settings.focus = row
        settings.show_focus()  # as the keys do: the rows scroll to it where they do not all show
        shot(f"settings, row {row}")
    to_stats(app, None)
    shot("statistics")
    to_replays(app)
    shot("replays")
    saves = to_saves(app)
    shot("saved games")
    saves.confirm = saves.games[0]  # Delete: "Delete this game for good?"
    saves._layout()
    shot("saved games, delete?")
    to_netjoin(app)
    shot("join a game")
    if rules:
        scene = to_rules(app, None)
        for number in range(len(CHAPTERS)):
            scene.open(number)
            for page in range(60):
                shot(f"rules {number}, page {page}")
                if scene.scroll >= scene.max_scroll:
                    break
                key(app, pygame.K_PAGEDOWN)
    return app


def cut(landed: list[Landed], names: list[str]) -> list[str]:
    """The texts drawn with "…", apart from a player's name cut to its box."""
    out = []
    for t in landed:
        if theme.ELLIPSIS not in t.text:
            continue
        start = t.text.removesuffix(theme.ELLIPSIS).rstrip()
        if t.text.endswith(theme.ELLIPSIS) and start and any(name.startswith(start) for name in names):
            continue
        out.append(f"{t.text!r} {t.rect} is cut")
    return out
