"""The project's own drawn art: pyramids, ruins, relics, pawns, tokens, coins, symbols.

Every function draws with pygame primitives; the small pieces are rendered once into cached
sprites (``sprite(...)``) so a frame only blits them.
"""

from __future__ import annotations

import functools
import math

import pygame
import pygame.gfxdraw as gfx

from .. import theme

_sprite = functools.cache  # every sprite is drawn once per distinct argument list, then reused


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


# -- symbols -----------------------------------------------------------------------------
def symbol_points(symbol: str, c, r: float):
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


def draw_symbol(surf, symbol: str, c, r: float, fill, outline=None):
    pts = symbol_points(symbol, c, r)
    if pts is None:
        disc(surf, c, r * 0.85, fill, outline)
    else:
        poly(surf, pts, fill, outline)


@_sprite
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
@_sprite
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
    # symbol on the chest
    sym = theme.PLAYER_SYMBOL[colour]
    draw_symbol(s, sym, (cx, h * 0.72), h * 0.14, (250, 246, 232) if colour != "yellow" else (40, 30, 20))
    return s


# -- temples and ruins ---------------------------------------------------------------------
@_sprite
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
    emblem(s, colour, (cx - w * 0.32, ground - plat_h / 2 - 1), max(5, h * 0.09))
    return s


def emblem(s, colour: str | None, c, r: float) -> None:
    """Temple emblems: Purple an eye-diamond, Blue a water drop, Ivory a crescent tusk."""
    x, y = c
    ink = (40, 30, 20)
    if colour == "purple":
        poly(s, [(x, y - r), (x + r * 1.2, y), (x, y + r), (x - r * 1.2, y)], theme.TEMPLE_RGB["purple"], ink)
        disc(s, (x, y), max(1, r * 0.4), (250, 230, 120))
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
        disc(s, (x + r * 0.45, y - r * 0.2), r * 0.8, (150, 140, 118))


def _block(s, cx, y, bw, bh, colour):
    r = pygame.Rect(round(cx - bw / 2), round(y), round(bw), max(2, round(bh)))
    pygame.draw.rect(s, colour, r)
    pygame.draw.rect(s, shade(colour, 1.25), (r.x, r.y, r.w, max(1, r.h // 4)))
    pygame.draw.rect(s, shade(colour, 0.7), (r.x + r.w * 2 // 3, r.y, r.w - r.w * 2 // 3, r.h))
    pygame.draw.rect(s, shade(colour, 0.45), r, 1)


@_sprite
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


@_sprite
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


# -- relics (each its own shape) ------------------------------------------------------------
@_sprite
def relic(colour: str, r: int) -> pygame.Surface:
    size = r * 2 + 6
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    col = theme.RELIC_RGB[colour]
    ink = (30, 24, 20)
    x, y = c
    # halo so relics pop on the board
    disc(s, c, r + 2, (255, 244, 190, 120))
    if colour == "green":  # toad
        pygame.draw.ellipse(s, col, (x - r * 0.9, y - r * 0.35, r * 1.8, r * 1.15))
        pygame.draw.ellipse(s, ink, (x - r * 0.9, y - r * 0.35, r * 1.8, r * 1.15), 1)
        for ex in (-0.45, 0.45):
            disc(s, (x + ex * r, y - r * 0.42), r * 0.3, col, ink)
            disc(s, (x + ex * r, y - r * 0.45), r * 0.12, ink)
        pygame.draw.arc(s, ink, (x - r * 0.45, y - r * 0.2, r * 0.9, r * 0.5), math.pi * 1.1, math.pi * 1.9, 1)
        for fx in (-0.85, 0.85):
            pygame.draw.ellipse(s, shade(col, 0.7), (x + fx * r - r * 0.3, y + r * 0.55, r * 0.6, r * 0.3))
    elif colour == "white":  # skull
        disc(s, (x, y - r * 0.15), r * 0.78, col, ink)
        pygame.draw.rect(s, col, (x - r * 0.42, y + r * 0.3, r * 0.84, r * 0.5), border_radius=3)
        pygame.draw.rect(s, ink, (x - r * 0.42, y + r * 0.3, r * 0.84, r * 0.5), 1, border_radius=3)
        for ex in (-0.32, 0.32):
            disc(s, (x + ex * r, y - r * 0.1), r * 0.2, ink)
        poly(s, [(x, y + r * 0.08), (x - r * 0.1, y + r * 0.28), (x + r * 0.1, y + r * 0.28)], ink)
        for tx in (-0.2, 0.0, 0.2):
            pygame.draw.line(s, ink, (x + tx * r, y + r * 0.5), (x + tx * r, y + r * 0.78), 1)
    elif colour == "blue":  # bird
        pygame.draw.ellipse(s, col, (x - r * 0.75, y - r * 0.3, r * 1.3, r * 0.85))
        pygame.draw.ellipse(s, ink, (x - r * 0.75, y - r * 0.3, r * 1.3, r * 0.85), 1)
        disc(s, (x + r * 0.45, y - r * 0.4), r * 0.35, col, ink)
        poly(
            s,
            [(x + r * 0.75, y - r * 0.5), (x + r * 1.05, y - r * 0.35), (x + r * 0.75, y - r * 0.25)],
            (240, 190, 60),
            ink,
        )
        poly(
            s,
            [(x - r * 0.3, y - r * 0.1), (x + r * 0.2, y - r * 0.05), (x - r * 0.45, y - r * 0.85)],
            shade(col, 0.7),
            ink,
        )
        poly(
            s,
            [(x - r * 0.7, y + r * 0.05), (x - r * 1.05, y - r * 0.2), (x - r * 1.0, y + r * 0.35)],
            shade(col, 0.8),
            ink,
        )
        disc(s, (x + r * 0.52, y - r * 0.45), max(1, r * 0.08), ink)
        pygame.draw.line(s, ink, (x - r * 0.1, y + r * 0.5), (x - r * 0.15, y + r * 0.85), 2)
        pygame.draw.line(s, ink, (x + r * 0.15, y + r * 0.5), (x + r * 0.15, y + r * 0.85), 2)
    else:  # juju: a carved totem mask
        pts = [
            (x, y - r),
            (x + r * 0.7, y - r * 0.4),
            (x + r * 0.55, y + r * 0.6),
            (x, y + r),
            (x - r * 0.55, y + r * 0.6),
            (x - r * 0.7, y - r * 0.4),
        ]
        poly(s, pts, col, ink)
        for ex in (-0.28, 0.28):
            poly(
                s,
                [
                    (x + ex * r - r * 0.15, y - r * 0.2),
                    (x + ex * r + r * 0.15, y - r * 0.2),
                    (x + ex * r, y + r * 0.02),
                ],
                (255, 230, 120),
                ink,
            )
        pygame.draw.line(s, ink, (x - r * 0.25, y + r * 0.45), (x + r * 0.25, y + r * 0.45), 2)
        for fx in (-0.35, 0.0, 0.35):
            pygame.draw.line(
                s,
                (255, 230, 120),
                (x + fx * r, y - r * 0.95 + abs(fx) * r),
                (x + fx * r, y - r * 1.25 + abs(fx) * r),
                2,
            )
    return s


# -- tokens, coins, rations, toolboxes ---------------------------------------------------------
@_sprite
def token(up: bool, r: int) -> pygame.Surface:
    """A Toolbox Token: orange face with a toolbox when up, grey face when down."""
    size = r * 2 + 6
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    face = theme.TOKEN_UP if up else theme.TOKEN_DOWN
    disc(s, (c[0], c[1] + 2), r, (0, 0, 0, 110))
    disc(s, c, r, shade(face, 0.7))
    disc(s, c, r - 2, face, shade(face, 0.5))
    if up:
        _toolbox_icon(s, c, r * 0.6, (90, 50, 20), (250, 220, 150))
    else:
        pygame.draw.line(s, shade(face, 0.55), (c[0] - r * 0.45, c[1]), (c[0] + r * 0.45, c[1]), 2)
    return s


def _toolbox_icon(s, c, r, dark, light):
    x, y = c
    pygame.draw.rect(s, light, (x - r, y - r * 0.35, r * 2, r * 1.15), border_radius=2)
    pygame.draw.rect(s, dark, (x - r, y - r * 0.35, r * 2, r * 1.15), 1, border_radius=2)
    pygame.draw.rect(s, dark, (x - r * 0.45, y - r * 0.75, r * 0.9, r * 0.45), 2, border_radius=2)
    pygame.draw.line(s, dark, (x - r, y + r * 0.1), (x + r, y + r * 0.1), 1)


@_sprite
def toolbox(size: int, colour: str | None = None) -> pygame.Surface:
    """A player's wooden Toolbox (tinted with the player's colour)."""
    s = pygame.Surface((size + 4, size + 4), pygame.SRCALPHA)
    base = theme.PLAYER_RGB.get(colour, theme.WOOD) if colour else theme.WOOD
    rim = theme.outline_for(colour) if colour else (40, 26, 12)
    r = pygame.Rect(2, 2 + size * 0.3, size, size * 0.65)
    pygame.draw.rect(s, base, r, border_radius=3)
    pygame.draw.rect(s, shade(base, 0.7), (r.x, r.centery, r.w, r.h // 2), border_radius=3)
    pygame.draw.rect(s, rim, r, 1, border_radius=3)
    pygame.draw.rect(s, rim, (2 + size * 0.3, 2 + size * 0.08, size * 0.4, size * 0.28), 2, border_radius=3)
    return s


@_sprite
def coin(r: int) -> pygame.Surface:
    s = pygame.Surface((r * 2 + 4, r * 2 + 4), pygame.SRCALPHA)
    c = (r + 2, r + 2)
    disc(s, c, r, (176, 130, 34))
    disc(s, c, r - 2, theme.GOLD, (150, 110, 30))
    disc(s, (c[0] - r * 0.3, c[1] - r * 0.3), max(1, r * 0.25), (255, 240, 170))
    return s


@_sprite
def ration(size: int, empty: bool = False) -> pygame.Surface:
    """A Ration Pack: a tied canvas bundle (hollow outline when ``empty``)."""
    s = pygame.Surface((size + 2, size + 2), pygame.SRCALPHA)
    r = pygame.Rect(1, 1 + size * 0.15, size, size * 0.75)
    if empty:
        pygame.draw.rect(s, (120, 100, 70), r, 1, border_radius=4)
    else:
        pygame.draw.rect(s, (198, 150, 88), r, border_radius=4)
        pygame.draw.rect(s, (120, 80, 40), r, 1, border_radius=4)
        pygame.draw.line(s, (110, 60, 30), (r.centerx, r.top), (r.centerx, r.bottom - 1), 2)
        pygame.draw.line(s, (240, 210, 160), (r.x + 3, r.y + 3), (r.centerx - 3, r.y + 3), 1)
    return s


@_sprite
def tile(colour: str, level: int, code: str | None, w: int) -> pygame.Surface:
    """A temple tile seen from above: rounded square in the temple colour, size by level."""
    s = pygame.Surface((w + 4, w + 4), pygame.SRCALPHA)
    base = theme.TEMPLE_RGB.get(colour, (120, 120, 120))
    r = pygame.Rect(2, 2, w, w)
    pygame.draw.rect(s, shade(base, 0.6), r.move(0, 2), border_radius=5)
    pygame.draw.rect(s, base, r, border_radius=5)
    pygame.draw.rect(s, shade(base, 0.5), r, 1, border_radius=5)
    ink = (40, 30, 20) if colour == "ivory" else (250, 246, 236)
    if code:
        label = code if not code.startswith("B") else code[1:]
        theme.draw_text(s, label, r.center, max(9, w // 3), ink, "bold", anchor="center")
    else:
        for i in range(level):
            disc(s, (r.centerx + (i - (level - 1) / 2) * w * 0.22, r.centery), max(2, w * 0.07), ink)
    return s


@_sprite
def power_badge(code: str, r: int) -> pygame.Surface:
    """Round badge on a Purple temple showing its face-up power: an icon plus the tile code."""
    size = r * 2 + 6
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    disc(s, c, r + 1, (30, 16, 40))
    disc(s, c, r, (250, 236, 255), theme.TEMPLE_RGB["purple"], 2)
    ink = (88, 30, 120)
    x, y = c
    k = r * 0.55
    if code == "P1":
        disc(s, (x, y - k * 0.2), k * 0.8, theme.GOLD, (150, 110, 30))
        theme.draw_text(s, "3", (x, y - k * 0.2), max(8, int(r * 0.8)), ink, "bold", anchor="center")
    elif code == "P2":
        poly(
            s,
            [
                (x, y - k),
                (x + k * 0.8, y),
                (x + k * 0.3, y),
                (x + k * 0.3, y + k * 0.6),
                (x - k * 0.3, y + k * 0.6),
                (x - k * 0.3, y),
                (x - k * 0.8, y),
            ],
            ink,
        )
    elif code == "P3":
        s.blit(ration(int(k * 1.6)), (x - k * 0.8, y - k * 1.0))
    elif code == "P4":
        s.blit(toolbox(int(k * 1.6)), (x - k * 0.8 - 2, y - k * 1.0))
    elif code == "P5":
        poly(s, [(x - k, y + k * 0.5), (x, y - k), (x + k, y + k * 0.5)], (214, 190, 140), ink)
    elif code == "P6":
        pygame.draw.line(s, ink, (x - k, y + k * 0.4), (x + k, y + k * 0.4), 3)
        poly(s, [(x + k * 0.2, y - k * 0.7), (x + k, y - k * 0.3), (x + k * 0.2, y + k * 0.1)], ink)
        pygame.draw.line(s, ink, (x - k, y - k * 0.3), (x + k * 0.3, y - k * 0.3), 2)
    elif code == "P7":
        disc(s, (x - k * 0.5, y), k * 0.35, ink)
        pygame.draw.line(s, ink, (x - k * 0.1, y), (x + k * 0.8, y), 2)
        poly(s, [(x + k * 0.5, y - k * 0.4), (x + k, y), (x + k * 0.5, y + k * 0.4)], ink)
    elif code == "P8":
        disc(s, (x - k * 0.4, y), k * 0.45, theme.TOKEN_UP, ink)
        disc(s, (x + k * 0.4, y), k * 0.45, theme.TOKEN_DOWN, ink)
    theme.draw_text(s, code, (x, y + r * 0.62), max(8, int(r * 0.5)), ink, "bold", anchor="center")
    return s


# -- paths ----------------------------------------------------------------------------------
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
