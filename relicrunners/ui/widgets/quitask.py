""" "Quit Relic Runners?": the one question asked before the program closes, over whatever screen
is shown (``App.ask_quit``).

When it is asked (``App.request_quit``): a click on a Quit button is meant and quits at once —
unless leaving would be surprising, which is when the screen shown says what quitting leaves
behind (``Scene.quit_note``: a game in progress, a network game this window hosts); the window's
close button (or the window manager's key, Alt+F4) goes the same way; a stray key (Esc on the start
screen) always asks. Enter or Quit quits, Esc or Stay stays; Tab and the arrows move between the
two; a second press of the window's close button while it asks quits.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from ...text import _
from .. import theme
from ..input import focus
from .buttons import Button, panel_box

MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
ARROWS = {pygame.K_LEFT: "left", pygame.K_RIGHT: "right", pygame.K_UP: "up", pygame.K_DOWN: "down"}
BOX = pygame.Rect(theme.W // 2 - 300, 400, 600, 240)  # at 100 % in a full-size window


def box_rect() -> pygame.Rect:
    """The question's box, as much larger as its words are (``theme.grow``)."""
    z = theme.grow()
    w, h = min(theme.W - 200, round(BOX.w * z)), min(theme.H - 200, round(BOX.h * z))
    return pygame.Rect(theme.W // 2 - w // 2, BOX.centery - h // 2, w, h)


class Window(Protocol):
    """What the question needs of the app (``ui.app.App``, which imports this module)."""

    mouse: tuple[int, int]
    focus: focus.Focus
    asking: QuitQuestion | None

    def to_logical(self, pos: theme.Point) -> tuple[int, int]: ...
    def quit(self) -> None: ...


class QuitQuestion:
    def __init__(self, note: str = "") -> None:
        self.note = note  # what quitting leaves behind, under the question ("": nothing to say)
        self.buttons = [
            Button((0, 0, 1, 1), _("Quit"), "quit", style="gold", size=20),
            Button((0, 0, 1, 1), _("Stay"), "stay", size=20),
        ]
        self.place()

    def place(self) -> None:
        """Quit and Stay at the foot of the box, as large as their words."""
        cx, box, z = theme.W // 2, box_rect(), theme.grow()
        w, h = round(170 * z), round(54 * z)
        y = box.bottom - 26 - h
        self.buttons[0].rect = pygame.Rect(cx - 20 - w, y, w, h)
        self.buttons[1].rect = pygame.Rect(cx + 20, y, w, h)

    def focusables(self) -> list[focus.Target]:
        return [focus.target(("quit-question", b.value), b.rect) for b in self.buttons]

    def handle(self, app: Window, event: pygame.event.Event) -> None:
        """An event of the window while the question is asked (the scene behind gets none)."""
        said = None
        if event.type in MOUSE_EVENTS:
            app.mouse = app.to_logical(event.pos)
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                app.focus.clear()
                said = next((str(b.value) for b in self.buttons if b.hit(app.mouse)), None)
        elif event.type == pygame.KEYDOWN:
            targets = self.focusables()
            if event.key == pygame.K_TAB or event.key in ARROWS:
                back = event.key in (pygame.K_LEFT, pygame.K_UP) or bool(event.mod & pygame.KMOD_SHIFT)
                chosen = app.focus.step(targets, back=back)
                app.mouse = chosen.point if chosen is not None else app.mouse
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                now = app.focus.current(targets)
                said = "quit" if now is None else next(str(b.value) for b, t in zip(self.buttons, targets) if t == now)
            elif event.key == pygame.K_ESCAPE:
                said = "stay"
        if said == "quit":
            app.quit()
        elif said == "stay":
            app.asking = None
            app.focus.clear()

    def draw(self, surf: pygame.Surface, mouse: theme.Point) -> None:
        shade = pygame.Surface(theme.SIZE, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surf.blit(shade, (0, 0))
        self.place()  # the window or the text size may have changed
        frame = box_rect()
        panel_box(surf, frame)
        ask = _("Quit Relic Runners?")
        size = theme.fit_size(ask, theme.reading(26), frame.w - 40, "bold")
        head = theme.line_h(size, "bold")
        theme.draw_text(surf, ask, (frame.centerx, frame.y + 20 + head // 2), size, theme.GOLD, "bold", anchor="center")
        if self.note:  # between the question and the buttons
            top = frame.y + 28 + head
            box = pygame.Rect(frame.x + 20, top, frame.w - 40, self.buttons[0].rect.y - 8 - top)
            size, lines = theme.fit_block(self.note, theme.reading(18), box)
            y = box.centery - theme.line_h(size) * len(lines) // 2
            for k, line in enumerate(lines):
                at = (box.centerx, y + k * theme.line_h(size))
                theme.draw_text(surf, line, at, size, theme.TEXT_LIGHT, anchor="midtop", box=box)
        for b in self.buttons:
            b.draw(surf, mouse)
