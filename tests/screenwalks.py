"""Walking the screens around a table, frame by frame, for the text-fit tests (shared by
tests/test_text_size.py and tests/test_languages.py): every lesson of Learn to play, and every
other screen at its busiest after a busy table (tests/textfit.py follows each text)."""

from __future__ import annotations

import pygame
from textfit import Ledger, frame, problems
from uidriver import DT


def walk_lessons(app, led: Ledger) -> tuple[set[int], list[str], object]:
    """Learn to play clicked through lesson by lesson (each done by clicking its ring): the lessons
    seen, the text problems of each lesson's frame, and a function giving the problems of one more
    frame (the quick guide the card covers on the table's backdrop is left out: those words under
    the card are not what the player sees there)."""
    from uidriver import click, key

    from relicrunners.tutorial import LESSON
    from relicrunners.ui.scenes import to_tutorial

    scene = to_tutorial(app, fresh=True)
    for _frame in range(200):
        if scene.my_turn():
            break
        app.step(DT, draw=False)
    room = scene.card_room()
    scene.free, scene._card_on = True, (lambda: False)  # one frame without the card: the guide only
    covered = {t.text for t in frame(app, led, "guide") if room.contains(t.rect)}
    scene.free = False
    del scene._card_on

    def shown_problems(where: str) -> list[str]:
        shown = [t for t in frame(app, led, where) if t.text not in covered or not room.contains(t.rect)]
        return problems(shown, led, None)

    seen: set[int] = set()
    bad: list[str] = []
    for _step in range(200):
        for _frame in range(2000):  # until the player may click
            if scene.game.state.over or scene.place().mode != LESSON or scene.my_turn():
                break
            app.step(DT, draw=False)
        place = scene.place()
        if place.mode != LESSON:
            break
        if place.lesson not in seen:
            seen.add(place.lesson)
            bad += [f"lesson {place.lesson}: {b}" for b in shown_problems("lesson")]
        ring = scene.target()
        click(app, ring.center if isinstance(ring, pygame.Rect) else ring)
        if scene.game.ctrl.mode == "path":
            key(app, pygame.K_RETURN)
    return seen, bad, shown_problems


def around_the_table(app, game, led: Ledger) -> list[str]:
    """Every other screen at its busiest, after a busy table: the guide card over it, the hand-off
    (a recap of long lines), the scores, then the game recorded and kept: the start screen (a game
    to continue, a message, the Esc question), setup (two seats and five, a seed typed: its
    warning, a message), settings (each row's help in turn), statistics and saved games. Returns
    what is wrong with their texts (each frame checked as it is drawn)."""
    import time

    from uidriver import click

    from relicrunners.io import history
    from relicrunners.text import _
    from relicrunners.ui.games import storage
    from relicrunners.ui.scenes import to_end, to_handoff, to_saves, to_settings, to_setup, to_start, to_stats
    from relicrunners.ui.scenes.settings import ROWS

    out: list[str] = []

    def shot(name: str, steps: float | None = DT) -> None:
        if steps:
            app.step(steps, draw=False)
        out.extend(f"{name}: {b}" for b in problems(frame(app, led, name), led, None))

    game.topbar.guide_open = True
    shot("guide card", None)
    game.topbar.guide_open = False
    to_handoff(app, game, game.state.current)
    shot("hand-off", 0.5)
    to_end(app, game.match, game)
    shot("scores")
    history.record(game.match, "finished", time.time() - 900)
    storage.flush()
    start = to_start(app)
    start.message = _("{n} saved game had problems; see Saved games").format(n=1)
    shot("start")
    app.ask_quit(_("Unfinished games are kept: Continue picks them up."))
    shot("quit question")
    app.ask_quit(_("This window hosts a network game: quitting stops it for the players who joined."))
    shot("quit question, hosting")
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
        shot(f"settings, row {row}")
    to_stats(app, None)
    shot("statistics")
    saves = to_saves(app)
    shot("saved games")
    saves.confirm = saves.games[0]  # Delete: "Delete this game for good?"
    saves._layout()
    shot("saved games, delete?")
    return out
