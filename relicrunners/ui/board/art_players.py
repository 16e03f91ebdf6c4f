"""The players' art: the symbol that tells the colours apart without colour (triangle, square,
diamond, star or disc), the player marker (that symbol with a contrasting rim, on Pathways and
badges) and the explorer pawn bearing it. Re-exported by ``relicrunners.ui.board.art``.
"""

from __future__ import annotations

import math

import pygame

from .. import theme
from .art_brush import cached_sprite, disc, poly, shade


def symbol_points(symbol: str, c: theme.Point, r: float) -> list[theme.Point] | None:
    x, y = c
    if symbol == "triangle":
        return [(x, y - r), (x + r * 0.95, y + r * 0.75), (x - r * 0.95, y + r * 0.75)]
    if symbol == "square":
        k = r * 0.8
        return [(x - k, y - k), (x + k, y - k), (x + k, y + k), (x - k, y + k)]
    if symbol == "diamond":
        return [(x, y - r), (x + r * 0.85, y), (x, y + r), (x - r * 0.85, y)]
    if symbol == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
        return pts
    return None


def draw_symbol(
    surf: pygame.Surface,
    symbol: str,
    c: theme.Point,
    r: float,
    fill: theme.Colour,
    outline: theme.Colour | None = None,
) -> None:
    pts = symbol_points(symbol, c, r)
    if pts is None:
        disc(surf, c, r * 0.85, fill, outline)
    else:
        poly(surf, pts, fill, outline)


@cached_sprite
def player_marker(colour: str, r: int) -> pygame.Surface:
    """A player's symbol in its colour with a contrasting rim (Pathway markers, badges)."""
    s = pygame.Surface((r * 2 + 4, r * 2 + 4), pygame.SRCALPHA)
    c = (r + 2, r + 2)
    sym = theme.PLAYER_SYMBOL[colour]
    rim = theme.outline_for(colour)
    draw_symbol(s, sym, (c[0], c[1] + 1), r + 1.5, (0, 0, 0, 110))
    draw_symbol(s, sym, c, r + 1.5, rim)
    draw_symbol(s, sym, c, r - 0.5, theme.PLAYER_RGB[colour], rim)
    return s


# -- pawn ----------------------------------------------------------------------------------
CHEST = 0.19  # the radius of the symbol on a pawn's chest, in pawn heights


@cached_sprite
def pawn(colour: str, h: int) -> pygame.Surface:
    """An explorer pawn (wooden meeple with a hat) bearing the player's symbol."""
    w = int(h * 0.8)
    s = pygame.Surface((w + 6, h + 6), pygame.SRCALPHA)
    cx = (w + 6) / 2
    base = theme.PLAYER_RGB[colour]
    rim = theme.outline_for(colour)
    dark = shade(base, 0.6)
    # shadow
    pygame.draw.ellipse(s, (0, 0, 0, 90), (cx - w * 0.45, h - h * 0.1, w * 0.9, h * 0.16))
    # body (bell shape)
    body = [
        (cx - w * 0.42, h),
        (cx - w * 0.3, h * 0.55),
        (cx - w * 0.18, h * 0.42),
        (cx + w * 0.18, h * 0.42),
        (cx + w * 0.3, h * 0.55),
        (cx + w * 0.42, h),
    ]
    poly(s, body, base, rim)
    poly(
        s,
        [
            (cx + w * 0.05, h * 0.45),
            (cx + w * 0.18, h * 0.42),
            (cx + w * 0.3, h * 0.55),
            (cx + w * 0.42, h),
            (cx + w * 0.12, h),
        ],
        dark,
    )
    pygame.draw.aalines(s, rim, True, [(round(x), round(y)) for x, y in body])
    # head
    disc(s, (cx, h * 0.3), h * 0.16, shade(base, 1.15), rim)
    # explorer hat
    pygame.draw.ellipse(s, (150, 118, 70), (cx - h * 0.26, h * 0.13, h * 0.52, h * 0.1))
    pygame.draw.ellipse(s, (120, 90, 50), (cx - h * 0.14, h * 0.05, h * 0.28, h * 0.14))
    # symbol on the chest: as tall as a capital letter of the smallest text (tests/test_colour_vision.py)
    sym = theme.PLAYER_SYMBOL[colour]
    draw_symbol(s, sym, (cx, h * 0.73), h * CHEST, (250, 246, 232) if colour != "yellow" else (40, 30, 20))
    return s
