"""What the drawn art is made with: colour shading, anti-aliased polygons and discs, a vertical
gradient, smoothed paths (Catmull-Rom) drawn thick with round joints, and ``cached_sprite``, the cache
that renders each small piece once per distinct argument list so a frame only blits it. Every
other ``art_*`` module draws with these; ``relicrunners.ui.board.art`` re-exports them.
"""

from __future__ import annotations

import functools

import pygame
import pygame.gfxdraw as gfx

from ..theme import on_palette_change

_drawn: list = []  # every sprite cache, emptied when the palette changes (``theme.on_palette_change``)


def cached_sprite(fn):
    """Every sprite is drawn once per distinct argument list, then reused."""
    cached = functools.cache(fn)
    _drawn.append(cached)
    return cached


@on_palette_change
def forget_sprites() -> None:
    """Draw every sprite again on next use (the colours changed)."""
    for cached in _drawn:
        cached.cache_clear()


def shade(c, f: float):
    """Darker (f < 1) or lighter (f > 1) version of an RGB colour."""
    if f <= 1:
        return tuple(max(0, int(v * f)) for v in c[:3])
    return tuple(min(255, int(v + (255 - v) * (f - 1))) for v in c[:3])


def poly(surf, points, fill, outline=None, width=1):
    pts = [(round(x), round(y)) for x, y in points]
    gfx.filled_polygon(surf, pts, fill)
    gfx.aapolygon(surf, pts, outline if outline is not None else fill)
    if outline is not None and width > 1:
        pygame.draw.polygon(surf, outline, pts, width)


def disc(surf, centre, r, fill, outline=None, width=1):
    x, y, r = round(centre[0]), round(centre[1]), max(1, round(r))
    gfx.filled_circle(surf, x, y, r, fill)
    gfx.aacircle(surf, x, y, r, outline if outline is not None else fill)
    if outline is not None and width > 1:
        pygame.draw.circle(surf, outline, (x, y), r, width)


def vgradient(size, top, bottom) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((1, max(2, h)))
    for y in range(h):
        t = y / max(1, h - 1)
        surf.set_at((0, y), tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)))
    return pygame.transform.scale(surf, (w, h))


def smooth(points, steps: int = 8):
    """Catmull-Rom spline through ``points`` (a trail or river with bends)."""
    if len(points) < 3:
        return list(points)
    pts = [points[0]] + list(points) + [points[-1]]
    out = []
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for k in range(steps):
            t = k / steps
            t2, t3 = t * t, t * t * t
            out.append(
                tuple(
                    0.5
                    * (
                        (2 * p1[j])
                        + (-p0[j] + p2[j]) * t
                        + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                        + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3
                    )
                    for j in (0, 1)
                )
            )
    out.append(points[-1])
    return out


def thick_path(surf, pts, colour, width: int):
    """A thick polyline with round joints."""
    if len(pts) < 2:
        return
    ipts = [(round(x), round(y)) for x, y in pts]
    pygame.draw.lines(surf, colour, False, ipts, width)
    r = max(1, width // 2)
    for p in ipts:
        pygame.draw.circle(surf, colour, p, r)
