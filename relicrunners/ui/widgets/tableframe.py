"""Where everything sits on the table screen, and its backdrop (drawn once per table): the top
strip, the board, the prompt bar with the choices and the log, the player panels, and in the
room the panels leave, a quick guide to a turn."""

from __future__ import annotations

import pygame

from ...text import _, guide
from .. import theme
from ..board import art
from .buttons import panel_box

TOP = pygame.Rect(0, 0, 1600, 56)
BOARD = pygame.Rect(0, 56, 1120, 700)
BAR = pygame.Rect(0, 756, 1120, 244)
CHOICES = pygame.Rect(14, 846, 676, 130)
LOG = pygame.Rect(702, 764, 410, 230)
PANELS = pygame.Rect(1126, 62, 468, 932)


def render_backdrop(panels_bottom: int) -> pygame.Surface:
    """Everything that never changes (``panels_bottom``: where the last player panel ends)."""
    surf = art.vgradient(theme.SIZE, (52, 38, 24), (30, 22, 14))
    pygame.draw.rect(surf, (34, 24, 14), TOP)
    pygame.draw.line(surf, (120, 88, 50), (0, TOP.bottom - 1), (1600, TOP.bottom - 1), 2)
    panel_box(surf, BAR.inflate(-8, -8), (70, 52, 34))
    panel_box(surf, LOG, (232, 218, 184), (110, 84, 50))
    theme.draw_text(surf, _("RELIC RUNNERS"), (16, 28), 24, theme.GOLD, "title", anchor="midleft", shadow=(0, 0, 0))
    room = pygame.Rect(PANELS.x, panels_bottom + 10, PANELS.w, 0)
    room.h = PANELS.bottom - room.y
    if room.h >= 230:
        _draw_guide(surf, room)
    return surf.convert() if pygame.display.get_surface() else surf


def _draw_guide(surf: pygame.Surface, r: pygame.Rect) -> None:
    """A quick guide to a turn, for people who never read the rules (where panels leave room)."""
    panel_box(surf, r, (232, 218, 184), (110, 84, 50))
    theme.draw_text(surf, _("How a turn goes"), (r.x + 14, r.y + 10), 18, (110, 70, 30), "title")
    y = r.y + 40
    for head, text in guide():
        lines = theme.wrap(text, 14, r.w - 110)
        if y + 17 * len(lines) > r.bottom - 8:
            break
        theme.draw_text(surf, head, (r.x + 14, y), 14, (120, 70, 20), "bold")
        for line in lines:
            theme.draw_text(surf, line, (r.x + 92, y), 14, theme.INK)
            y += 17
        y += 6
