"""What the drawn art is made with: colour shading, anti-aliased polygons and discs, a vertical
gradient, smoothed paths (Catmull-Rom) drawn thick with round joints, and ``cached_sprite``, the cache
that renders each small piece once per distinct argument list so a frame only blits it. Every
other ``art_*`` module draws with these; ``relicrunners.ui.board.art`` re-exports them.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import ParamSpec, cast

import pygame
import pygame.gfxdraw as gfx

from ..theme import RGB, Colour, Point, on_palette_change

P = ParamSpec("P")

# every sprite cache's ``cache_clear``, called when the palette changes (``theme.on_palette_change``)
_drawn: list[Callable[[], None]] = []


def cached_sprite(fn: Callable[P, pygame.Surface]) -> Callable[P, pygame.Surface]:
    """Every sprite is drawn once per distinct argument list, then reused."""
    cached = functools.cache(fn)
    _drawn.append(cached.cache_clear)
    # the cache takes the arguments of ``fn`` (and keeps ``cache_clear``, ``__wrapped__`` for the
    # tests); typeshed's wrapper takes any hashable arguments, so the signature is restated here
    return cast(Callable[P, pygame.Surface], cached)


@on_palette_change
def forget_sprites() -> None:
    """Draw every sprite again on next use (the colours changed)."""
    for cache_clear in _drawn:
        cache_clear()


def shade(c: Colour, f: float) -> RGB:
    """Darker (f < 1) or lighter (f > 1) version of an RGB colour (an alpha is left out)."""

    def part(v: int) -> int:
        return max(0, int(v * f)) if f <= 1 else min(255, int(v + (255 - v) * (f - 1)))

    return (part(c[0]), part(c[1]), part(c[2]))


def poly(
    surf: pygame.Surface, points: Sequence[Point], fill: Colour, outline: Colour | None = None, width: int = 1
) -> None:
    pts = [(round(x), round(y)) for x, y in points]
    gfx.filled_polygon(surf, pts, fill)
    gfx.aapolygon(surf, pts, outline if outline is not None else fill)
    if outline is not None and width > 1:
        pygame.draw.polygon(surf, outline, pts, width)


def disc(
    surf: pygame.Surface, centre: Point, r: float, fill: Colour, outline: Colour | None = None, width: int = 1
) -> None:
    x, y, r = round(centre[0]), round(centre[1]), max(1, round(r))
    gfx.filled_circle(surf, x, y, r, fill)
    gfx.aacircle(surf, x, y, r, outline if outline is not None else fill)
    if outline is not None and width > 1:
        pygame.draw.circle(surf, outline, (x, y), r, width)


def vgradient(size: tuple[int, int], top: RGB, bottom: RGB) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((1, max(2, h)))
    for y in range(h):
        t = y / max(1, h - 1)
        surf.set_at((0, y), tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)))
    return pygame.transform.scale(surf, (w, h))


def smooth(points: Sequence[Point], steps: int = 8) -> list[Point]:
    """Catmull-Rom spline through ``points`` (a trail or river with bends)."""
    if len(points) < 3:
        return list(points)
    pts = [points[0]] + list(points) + [points[-1]]
    out: list[Point] = []
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for k in range(steps):
            t = k / steps
            t2, t3 = t * t, t * t * t
            x, y = (
                0.5
                * (
                    (2 * p1[j])
                    + (-p0[j] + p2[j]) * t
                    + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                    + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3
                )
                for j in (0, 1)
            )
            out.append((x, y))
    out.append(points[-1])
    return out


def thick_path(surf: pygame.Surface, pts: Sequence[Point], colour: Colour, width: int) -> None:
    """A thick polyline with round joints."""
    if len(pts) < 2:
        return
    ipts = [(round(x), round(y)) for x, y in pts]
    pygame.draw.lines(surf, colour, False, ipts, width)
    r = max(1, width // 2)
    for p in ipts:
        pygame.draw.circle(surf, colour, p, r)
