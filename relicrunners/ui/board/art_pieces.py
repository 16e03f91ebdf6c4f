"""The game's pieces: the four Relics (toad, skull, bird, totem mask, each its own shape), the
Toolbox Tokens face up and down, a player's Toolbox, VP coins, Ration Packs, temple tiles seen
from above, and the badge showing a Purple temple's face-up power. Each is a cached sprite;
re-exported by ``relicrunners.ui.board.art``.
"""

from __future__ import annotations

import math

import pygame

from .. import theme
from .art_brush import cached_sprite, disc, poly, shade


@cached_sprite
def relic(colour: str, r: int, halo: bool = True) -> pygame.Surface:
    """A Relic of ``colour`` about ``r`` px in radius (``halo``: a pale glow so it pops on the board)."""
    size = r * 2 + 6
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    col = theme.RELIC_RGB[colour]
    ink = (30, 24, 20)
    x, y = c
    if halo:
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
    elif colour == "blue":  # bird (outlined in dark blue: a small bird stays blue, not a black scribble)
        ink = shade(col, 0.5)
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
            shade(col, 1.3),
            ink,
        )
        poly(
            s,
            [(x - r * 0.7, y + r * 0.05), (x - r * 1.05, y - r * 0.2), (x - r * 1.0, y + r * 0.35)],
            shade(col, 0.8),
            ink,
        )
        disc(s, (x + r * 0.52, y - r * 0.45), max(1, r * 0.08), (20, 20, 30))
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


CHIP_FILL = (18, 13, 8)  # the dark disc a small Relic sits on (every Relic colour stands out on it)
CHIP_RIM = (214, 190, 140)


@cached_sprite
def relic_chip(colour: str, r: int) -> pygame.Surface:
    """A small Relic on a dark disc with a pale rim: readable on any background (the top bar's
    Relics track, the panels; tests/test_ui_text_fit.py measures the contrast)."""
    size = r * 2 + 10
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    disc(s, c, r + 4, CHIP_RIM)
    disc(s, c, r + 2, CHIP_FILL)
    icon = relic(colour, r, halo=False)
    s.blit(icon, icon.get_rect(center=(round(c[0]), round(c[1]))))
    return s


# -- tokens, coins, rations, toolboxes ---------------------------------------------------------
@cached_sprite
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


def _toolbox_icon(s: pygame.Surface, c: theme.Point, r: float, dark: theme.RGB, light: theme.RGB) -> None:
    x, y = c
    pygame.draw.rect(s, light, (x - r, y - r * 0.35, r * 2, r * 1.15), border_radius=2)
    pygame.draw.rect(s, dark, (x - r, y - r * 0.35, r * 2, r * 1.15), 1, border_radius=2)
    pygame.draw.rect(s, dark, (x - r * 0.45, y - r * 0.75, r * 0.9, r * 0.45), 2, border_radius=2)
    pygame.draw.line(s, dark, (x - r, y + r * 0.1), (x + r, y + r * 0.1), 1)


@cached_sprite
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


@cached_sprite
def coin(r: int) -> pygame.Surface:
    s = pygame.Surface((r * 2 + 4, r * 2 + 4), pygame.SRCALPHA)
    c = (r + 2, r + 2)
    disc(s, c, r, (176, 130, 34))
    disc(s, c, r - 2, theme.GOLD, (150, 110, 30))
    disc(s, (c[0] - r * 0.3, c[1] - r * 0.3), max(1, r * 0.25), (255, 240, 170))
    return s


@cached_sprite
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


@cached_sprite
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


def badge_centre(r: int) -> int:
    """How far below the top of a ``power_badge`` sprite its disc is centred."""
    return r + 3


@cached_sprite
def power_badge(code: str, r: int, words: int = theme.READ) -> pygame.Surface:
    """Round badge on a Purple temple showing its face-up power: an icon in the disc, the tile
    code on a tab under it, readable (``words`` px: the table's least size)."""
    label = theme.text_surface(code, words, (255, 250, 240), "bold")
    size = max(r * 2 + 6, label.get_width() + 10)
    # the tab's middle: under the disc's middle, clear of the "+3" in the disc
    tab_y = round(badge_centre(r) + max(r * 0.85, theme.line_h(words) - 4 - r * 0.22))
    s = pygame.Surface((size, max(badge_centre(r) + r + 12, tab_y + label.get_height() // 2 + 2)), pygame.SRCALPHA)
    c = (size / 2, float(badge_centre(r)))
    disc(s, c, r + 1, (30, 16, 40))
    disc(s, c, r, (250, 236, 255), theme.TEMPLE_RGB["purple"], 2)
    ink = (88, 30, 120)
    x, y = c[0], c[1] - r * 0.22  # the icon in the upper part of the disc, above the tab
    k = r * 0.5
    if code == "P1":
        theme.draw_text(s, "+3", (x, y), words, ink, "bold", anchor="center")
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
    tab = label.get_rect(center=(round(x), tab_y)).inflate(8, -4)
    pygame.draw.rect(s, (30, 16, 40), tab.move(0, 1), border_radius=6)
    pygame.draw.rect(s, theme.TEMPLE_RGB["purple"], tab, border_radius=6)
    theme.draw_text(s, code, tab.center, words, (255, 250, 240), "bold", anchor="center")
    return s
