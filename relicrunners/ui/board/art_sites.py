"""The sites of the board: a Temple as a stepped pyramid with one tier per tile left (and its
emblem, so temples differ by shape as well as colour), a Ruin as tumbled blocks with broken
columns, and Base Camp with its tents, flag and fire. Each is a cached sprite; re-exported by
``relicrunners.ui.board.art``.
"""

from __future__ import annotations

import pygame

from .. import theme
from .art_brush import cached_sprite, disc, poly, shade

EMBLEM = 0.12  # the radius of a temple's emblem, in pyramid heights (at most 10 px: a mark, not a picture)
PLAQUE = (52, 40, 28)  # the dark round plaque the emblem is carved on (it stands out from any tier)
PLAQUE_RIM = (214, 196, 150)


@cached_sprite
def pyramid(colour: str | None, tiers: int, size: int) -> pygame.Surface:
    """A stepped pyramid with one tier per remaining tile, in the temple's colour.

    ``colour`` None draws an unknown (grey stone) temple; 0 tiers is a bare platform (Shrine)."""
    w, h = size, int(size * 0.95)
    s = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
    cx = (w + 8) / 2
    stone = (150, 140, 118)
    tint = theme.TEMPLE_RGB.get(colour, stone) if colour is not None else stone
    ground = h + 2
    pygame.draw.ellipse(s, (0, 0, 0, 80), (cx - w * 0.52, ground - h * 0.14, w * 1.04, h * 0.22))
    # platform
    plat_h = h * 0.14
    _block(s, cx, ground - plat_h, w * 0.98, plat_h, stone)
    top = ground - plat_h
    tier_h = h * 0.2
    for i in range(tiers):
        bw = w * (0.84 - i * 0.2)
        _block(s, cx, top - tier_h, bw, tier_h, tint)
        top -= tier_h
    # shrine cap with a doorway, and a central stair running up the tiers
    if tiers:
        cap_w = w * (0.84 - tiers * 0.2) * 0.6 + w * 0.1
        _block(s, cx, top - h * 0.1, cap_w, h * 0.1, shade(tint, 0.85))
        pygame.draw.rect(s, shade(tint, 0.3), (cx - w * 0.04, top - h * 0.08, w * 0.08, h * 0.08))
        sw = w * 0.13
        stair = pygame.Rect(round(cx - sw / 2), round(top), round(sw), round(ground - plat_h - top))
        pygame.draw.rect(s, shade(tint, 1.18), stair)
        for yy in range(stair.top + 2, stair.bottom, 3):
            pygame.draw.line(s, shade(tint, 0.75), (stair.left, yy), (stair.right - 1, yy), 1)
        pygame.draw.rect(s, shade(tint, 0.5), stair, 1)
    # an emblem on the platform, so temples differ by shape as well as colour
    if colour is not None:
        at, r = (cx - w * 0.3, ground - plat_h / 2 - 2), max(3, min(10, h * EMBLEM))
        disc(s, at, r * 1.5, PLAQUE, PLAQUE_RIM)
        emblem(s, colour, at, r)
    return s


def emblem(s: pygame.Surface, colour: str | None, c: theme.Point, r: float) -> None:
    """Temple emblems, drawn on the dark ``PLAQUE``: Purple a wide eye, Blue a tall water drop,
    Ivory a crescent tusk — outlines that differ when the colours do not
    (tests/test_colour_vision.py compares them)."""
    x, y = c
    ink = (40, 30, 20)
    if colour == "purple":
        lids = [(x + r * 1.45 * u, y - r * 0.8 * (1 - u * u)) for u in (i / 5 - 1 for i in range(11))]
        lids += [(px, 2 * y - py) for px, py in lids[-2:0:-1]]
        poly(s, lids, theme.TEMPLE_RGB["purple"], ink)
        disc(s, (x, y), max(1, r * 0.5), (250, 230, 120), ink)
        disc(s, (x, y), max(1, r * 0.18), ink)
    elif colour == "blue":
        poly(
            s,
            [(x, y - r * 1.2), (x + r * 0.8, y + r * 0.2), (x, y + r), (x - r * 0.8, y + r * 0.2)],
            theme.TEMPLE_RGB["blue"],
            ink,
        )
        disc(s, (x, y + r * 0.25), r * 0.75, theme.TEMPLE_RGB["blue"])
    elif colour == "ivory":
        disc(s, (x, y), r, theme.TEMPLE_RGB["ivory"], ink)
        disc(s, (x + r * 0.45, y - r * 0.2), r * 0.8, PLAQUE)


def _block(s: pygame.Surface, cx: float, y: float, bw: float, bh: float, colour: theme.RGB) -> None:
    r = pygame.Rect(round(cx - bw / 2), round(y), round(bw), max(2, round(bh)))
    pygame.draw.rect(s, colour, r)
    pygame.draw.rect(s, shade(colour, 1.25), (r.x, r.y, r.w, max(1, r.h // 4)))
    pygame.draw.rect(s, shade(colour, 0.7), (r.x + r.w * 2 // 3, r.y, r.w - r.w * 2 // 3, r.h))
    pygame.draw.rect(s, shade(colour, 0.45), r, 1)


@cached_sprite
def ruin(height: int, size: int) -> pygame.Surface:
    """Tumbled stone blocks: one layer per Ruin tile left, plus broken columns."""
    w, h = size, int(size * 0.95)
    s = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
    cx = (w + 8) / 2
    ground = h + 2
    pygame.draw.ellipse(s, (0, 0, 0, 80), (cx - w * 0.5, ground - h * 0.14, w, h * 0.22))
    stone = (168, 160, 140)
    moss = (92, 130, 60)
    # broken columns behind
    for dx, ch in ((-0.34, 0.62), (0.34, 0.45)):
        col = pygame.Rect(round(cx + dx * w - w * 0.07), round(ground - h * ch), round(w * 0.14), round(h * ch))
        pygame.draw.rect(s, shade(stone, 0.9), col)
        pygame.draw.rect(s, shade(stone, 0.6), col, 1)
        pygame.draw.rect(s, moss, (col.x, col.y, col.w, 3))
    y = ground - h * 0.12
    bh = h * 0.17
    for i in range(height):
        bw = w * (0.7 - i * 0.1)
        _block(s, cx + (3 if i % 2 else -3), y - bh, bw, bh, stone if i % 2 == 0 else shade(stone, 0.92))
        pygame.draw.line(s, moss, (cx - bw / 2 + 3, y - bh + 1), (cx - bw / 6, y - bh + 1), 2)
        y -= bh
    if height == 0:
        for dx in (-0.2, 0.0, 0.2):
            pygame.draw.ellipse(s, shade(stone, 0.85), (cx + dx * w - 8, ground - h * 0.2, 16, 9))
    return s


@cached_sprite
def camp(size: int) -> pygame.Surface:
    w, h = size, int(size * 0.8)
    s = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
    cx = (w + 8) / 2
    g = h + 2
    pygame.draw.ellipse(s, (0, 0, 0, 70), (cx - w * 0.5, g - h * 0.16, w, h * 0.24))
    canvas = (222, 204, 160)
    for dx, sc in ((-0.24, 0.8), (0.22, 1.0)):
        tw, th = w * 0.5 * sc, h * 0.75 * sc
        x0 = cx + dx * w
        poly(s, [(x0 - tw / 2, g - 4), (x0, g - 4 - th), (x0 + tw / 2, g - 4)], canvas, (90, 70, 40))
        poly(s, [(x0, g - 4 - th), (x0 + tw / 2, g - 4), (x0 + tw * 0.1, g - 4)], shade(canvas, 0.8))
        poly(s, [(x0 - tw * 0.1, g - 4), (x0, g - 4 - th * 0.5), (x0 + tw * 0.1, g - 4)], (70, 50, 30))
    # flag
    pygame.draw.line(s, (80, 60, 40), (cx + w * 0.22, g - 4 - h * 0.75), (cx + w * 0.22, g - h * 1.0), 2)
    poly(s, [(cx + w * 0.22, g - h * 1.0), (cx + w * 0.38, g - h * 0.93), (cx + w * 0.22, g - h * 0.86)], (214, 70, 50))
    # fire
    fx, fy = cx - w * 0.02, g - 6
    for a in (-0.5, 0.5):
        pygame.draw.line(s, (100, 70, 40), (fx - 7, fy + 2 * a), (fx + 7, fy - 2 * a), 3)
    poly(s, [(fx - 5, fy), (fx, fy - 12), (fx + 5, fy)], (244, 150, 40))
    poly(s, [(fx - 2, fy), (fx, fy - 6), (fx + 2, fy)], (255, 230, 120))
    return s
