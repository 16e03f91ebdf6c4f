"""What the board shows of the decision in hand: its legal targets (glowing, pulsing) and the
hinted action (in the hint colour, over them)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from .. import theme

if TYPE_CHECKING:
    from ..input.controller import Controller
    from ..input.hits import HintSpots
    from .view import BoardView


def draw_targets(surf: pygame.Surface, bv: BoardView, c: Controller, t: float) -> None:
    """The legal targets of the decision in hand glow and pulse; the route under the mouse or
    being built shows in the second highlight colour."""
    pulse = (255, int(226 + 20 * math.sin(t * 5)), 110)
    for trail in c.trails:
        bv.draw_trail_glow(surf, trail, pulse, 5)
    for site in c.sites:
        bv.draw_site_ring(surf, site, pulse, t)
    for k in c.tokens:
        bv.draw_token_ring(surf, k, pulse, t)
    if c.hover_trail is not None and c.hover_trail in c.trails:
        bv.draw_trail_glow(surf, c.hover_trail, (255, 255, 255), 9)
        bv.draw_trail_glow(surf, c.hover_trail, theme.HILITE_ALT, 5)
    if c.mode == "shift" and c.shift_from is not None:
        bv.draw_trail_glow(surf, c.shift_from, theme.HILITE_ALT, 7)
    if c.hover_route:
        bv.draw_route(surf, c.hover_route, theme.HILITE_ALT)
    elif c.mode == "path" and len(c.path) > 1:
        bv.draw_route(surf, tuple(c.path), theme.HILITE_ALT)


def draw_hint(surf: pygame.Surface, bv: BoardView, hint: HintSpots, t: float) -> None:
    """The hinted action glows in the hint colour (drawn over the ordinary targets)."""
    if hint["route"]:
        bv.draw_route(surf, hint["route"], theme.HINT)
    for trail in hint["trails"]:
        bv.draw_trail_glow(surf, trail, (255, 255, 255), 10)
        bv.draw_trail_glow(surf, trail, theme.HINT, 6)
    for site in hint["sites"]:
        bv.draw_site_ring(surf, site, theme.HINT, t, r=42)
    for k in hint["tokens"]:
        bv.draw_token_ring(surf, k, theme.HINT, t)
