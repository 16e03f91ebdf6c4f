"""The jungle backdrop of the menus, hand-off and score screens (drawn once, cached)."""

from __future__ import annotations

import math
import random

import pygame

from .. import theme
from ..board import art

_cache: dict[str, pygame.Surface] = {}
FOOT = 640  # where the menu's pyramid stands (logical px, theme.SIZE)
PYRAMID = 340  # its height, where the room allows
UNDER_TITLE = 270  # the lowest its top may reach: under the start screen's title and lead line
LEAST = 120  # a smaller pyramid is left out


@theme.on_palette_change
def forget() -> None:
    """Draw the backdrops again on next use (the palette changed)."""
    _cache.clear()


def backdrop(kind: str = "menu", foot: int = FOOT) -> pygame.Surface:
    """The jungle: "plain", or "menu" with the pyramid and four Relics standing on ``foot`` (the
    start screen raises it above a menu that needs more room, and shrinks the pyramid to fit
    under the title; where less than ``LEAST`` is left, the menu stands alone)."""
    key = f"{kind}@{foot}"
    surf = _cache.get(key)
    if surf is not None:
        return surf
    w, h = theme.SIZE
    surf = art.vgradient((w, h), (20, 58, 36), (8, 26, 16))
    rng = random.Random(7 if kind == "menu" else 11)
    # distant mist and sun glow
    glow = pygame.Surface((w, h), pygame.SRCALPHA)
    for r in range(420, 0, -20):
        pygame.draw.circle(glow, (255, 220, 140, 6), (w // 2, 260), r)
    surf.blit(glow, (0, 0))
    tall = min(PYRAMID, foot - UNDER_TITLE)
    if kind == "menu" and tall >= LEAST:
        pyr = art.pyramid("purple", 3, tall)
        surf.blit(pyr, pyr.get_rect(midbottom=(w // 2, foot)))
        k = tall / PYRAMID
        for i, (c, x) in enumerate((("green", -330), ("white", -190), ("blue", 190), ("purple", 330))):
            relic = art.relic(c, 34)
            surf.blit(relic, relic.get_rect(center=(w // 2 + x, foot - k * (80 + 30 * math.cos(i)))))
    # foliage frame: big leaves along the edges
    leaves = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(520):
        edge = rng.random()
        if edge < 0.3:
            cx, cy = rng.uniform(0, w), rng.uniform(h - 120, h + 40)
        elif edge < 0.55:
            cx, cy = rng.uniform(-40, 200), rng.uniform(0, h)
        elif edge < 0.8:
            cx, cy = rng.uniform(w - 200, w + 40), rng.uniform(0, h)
        else:
            cx, cy = rng.uniform(0, w), rng.uniform(-40, 90)
        a = rng.uniform(0, math.tau)
        L = rng.uniform(30, 80)
        col = rng.choice([(30, 96, 44), (44, 120, 52), (22, 74, 36), (60, 140, 60), (16, 56, 28)])
        tip = (cx + math.cos(a) * L, cy + math.sin(a) * L)
        side = (math.cos(a + 1.57) * L * 0.3, math.sin(a + 1.57) * L * 0.3)
        mid = (cx + math.cos(a) * L * 0.5, cy + math.sin(a) * L * 0.5)
        pts = [(cx, cy), (mid[0] + side[0], mid[1] + side[1]), tip, (mid[0] - side[0], mid[1] - side[1])]
        pygame.draw.polygon(leaves, (*col, 240), pts)
        pygame.draw.line(leaves, (*art.shade(col, 1.35), 220), (cx, cy), tip, 2)
    surf.blit(leaves, (0, 0))
    if pygame.display.get_surface():
        surf = surf.convert()
    for old in [k for k in _cache if k.startswith(f"{kind}@")]:  # one of each kind: a resized window
        del _cache[old]  # may ask for a new foot each frame
    _cache[key] = surf
    return surf


def title(surf: pygame.Surface, text: str, y: int, size: int = 64) -> None:
    """A screen's title, centred; a smaller size (and "…" at worst) when a long name or a longer
    language would run past the screen's edges."""
    room = theme.W - 80
    size = theme.fit_size(text, size, room, "title", smallest=max(28, theme.reading(theme.READ)))
    text = theme.ellipsize(text, size, room, "title")
    theme.draw_text(surf, text, (theme.W // 2, y), size, theme.GOLD, "title", anchor="center", shadow=(10, 6, 2))
