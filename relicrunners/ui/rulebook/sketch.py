"""What the pictures of the rules pages are drawn with: a small piece of jungle, trails and rivers
drawn as the board draws them (``board/view.py``), sites, Pathways, Tokens, pawns and Relics from
the game's own art (``board/art.py``), plus route arrows, a green tick, a red cross, number badges
and short labels (each label passes through ``_`` where the picture calls ``label``; it is shrunk
to fit its width, never cut)."""

from __future__ import annotations

import math
import random

import pygame

from .. import theme
from ..board import art
from ..board.view import along as along  # re-exported: the pictures set pieces along a trail with it
from ..theme import Colour, Point

GOOD = (70, 190, 80)
ROUTE = (255, 214, 90)
LABEL_SIZE = 18


def canvas(w: int, h: int, seed: int = 3) -> pygame.Surface:
    """A rounded piece of jungle floor (the board's colours and texture)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    ground = art.vgradient((w, h), (40, 84, 46), (26, 58, 34))
    rng = random.Random(seed)
    tex = pygame.Surface((w, h), pygame.SRCALPHA)  # soft blotches of moss and earth, as on the board
    for _ in range(w * h // 700):
        c = rng.choice([(60, 104, 50), (28, 62, 34), (78, 96, 52), (46, 86, 44), (90, 84, 50)])
        pos = (rng.uniform(0, w), rng.uniform(0, h))
        pygame.draw.circle(tex, (*c, rng.randint(25, 70)), pos, rng.uniform(6, 30))
    ground.blit(tex, (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=14)
    s.blit(ground, (0, 0))
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(s, (60, 44, 26), (0, 0, w, h), 3, border_radius=14)
    return s


def paper(w: int, h: int) -> pygame.Surface:
    """A light card for pictures that are not a piece of board (tables, sums)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (232, 216, 178), (0, 0, w, h), border_radius=14)
    pygame.draw.rect(s, (150, 118, 70), (0, 0, w, h), 2, border_radius=14)
    return s


def trail_points(a: Point, b: Point, bend: float = 0.0) -> list[Point]:
    """A gently curved trail from ``a`` to ``b`` (``bend``: sideways offset, a fraction of its length)."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1
    mid = (mx - dy / d * bend * d, my + dx / d * bend * d)
    return art.smooth([a, mid, b], 10)


def trail(s: pygame.Surface, a: Point, b: Point, river: bool = False, bend: float = 0.0) -> list[Point]:
    """Draw a jungle trail or a river between two sites, as on the board; returns its points."""
    pts = trail_points(a, b, bend)
    if river:
        for colour, width in (((56, 64, 36), 30), ((36, 98, 128), 22), ((58, 132, 162), 14)):
            art.thick_path(s, pts, colour, width)
        pygame.draw.lines(s, (126, 190, 210), False, [(round(x), round(y - 3)) for x, y in pts], 2)
    else:
        art.thick_path(s, [(x + 2, y + 3) for x, y in pts], (20, 30, 16), 17)
        art.thick_path(s, pts, (66, 46, 26), 15)
        art.thick_path(s, pts, (152, 112, 70), 11)
        for p in pts[2:-2:3]:
            pygame.draw.circle(s, (176, 138, 92), (round(p[0]), round(p[1])), 2)
    return pts


def site(s: pygame.Surface, pos: Point, kind: str, colour: str | None = None, tiers: int = 3, size: int = 56) -> None:
    """A clearing with a Ruin (``tiers`` blocks), a Temple (``tiers`` tiles; 0: a Shrine) or Base Camp."""
    x, y = pos
    r = size * 0.58 if kind != "camp" else size * 0.8
    pygame.draw.ellipse(s, (70, 54, 32), (x - r - 3, y - r * 0.62 - 2, 2 * r + 6, 1.24 * r + 4))
    pygame.draw.ellipse(s, (176, 146, 98), (x - r, y - r * 0.62, 2 * r, 1.24 * r))
    if kind == "camp":
        spr = art.camp(int(size * 1.2))
    elif kind == "ruin":
        spr = art.ruin(tiers, size)
    else:
        spr = art.pyramid(colour, tiers, size + 8)
    s.blit(spr, spr.get_rect(midbottom=(x, y + 14)))


def pathway(s: pygame.Surface, pts: list[Point], colour: str, frac: float = 0.5) -> None:
    m = art.player_marker(colour, 10)
    s.blit(m, m.get_rect(center=along(pts, frac)))


def token(s: pygame.Surface, pts: list[Point], up: bool, frac: float = 0.5) -> None:
    t = art.token(up, 12)
    s.blit(t, t.get_rect(center=along(pts, frac)))


def pawn(s: pygame.Surface, pos: Point, colour: str = "red", h: int = 40) -> None:
    p = art.pawn(colour, h)
    s.blit(p, p.get_rect(midbottom=(pos[0] + 16, pos[1] + 12)))


def relic(s: pygame.Surface, pos: Point, colour: str, r: int = 15) -> None:
    spr = art.relic(colour, r)
    s.blit(spr, spr.get_rect(center=pos))


def route(s: pygame.Surface, pts: list[Point], colour: Colour = ROUTE, head: bool = True) -> None:
    """A route drawn over trails, as the table shows a move (dark edge, bright line, arrow head)."""
    ipts = [(round(x), round(y)) for x, y in pts]
    pygame.draw.lines(s, (30, 20, 10), False, ipts, 9)
    pygame.draw.lines(s, colour, False, ipts, 5)
    if head and len(pts) >= 2:
        arrow_head(s, pts[-4] if len(pts) > 4 else pts[0], pts[-1], colour)


def arrow_head(s: pygame.Surface, a: Point, b: Point, colour: Colour, size: float = 16) -> None:
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    tip = (b[0], b[1])
    left = (b[0] - size * math.cos(ang - 0.45), b[1] - size * math.sin(ang - 0.45))
    right = (b[0] - size * math.cos(ang + 0.45), b[1] - size * math.sin(ang + 0.45))
    art.poly(s, [tip, left, right], colour, (30, 20, 10))


def arrow(s: pygame.Surface, a: Point, b: Point, colour: Colour = (90, 64, 36), width: int = 5) -> None:
    """A straight arrow from ``a`` to ``b``."""
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    end = (b[0] - 10 * math.cos(ang), b[1] - 10 * math.sin(ang))
    pygame.draw.line(s, colour, (round(a[0]), round(a[1])), (round(end[0]), round(end[1])), width)
    arrow_head(s, a, b, colour, 18)


def tick(s: pygame.Surface, pos: Point, r: int = 20) -> None:
    """A green tick in a disc: allowed."""
    x, y = pos
    art.disc(s, pos, r, (240, 250, 236), (30, 90, 40), 2)
    pygame.draw.lines(
        s, (40, 150, 60), False, [(x - r * 0.5, y), (x - r * 0.1, y + r * 0.45), (x + r * 0.55, y - r * 0.45)], 5
    )


def cross(s: pygame.Surface, pos: Point, r: int = 20) -> None:
    """A red cross in a disc: not allowed."""
    x, y = pos
    art.disc(s, pos, r, (255, 240, 236), (120, 30, 20), 2)
    k = r * 0.5
    for a, b in (((x - k, y - k), (x + k, y + k)), ((x - k, y + k), (x + k, y - k))):
        pygame.draw.line(s, theme.BAD, a, b, 6)


def badge(s: pygame.Surface, pos: Point, text: str, fill: Colour = (250, 244, 226), size: int = 16) -> None:
    """A small round number badge (numbers only: no words to translate)."""
    label = theme.text_surface(text, size, theme.INK, "bold")
    r = max(11, label.get_width() // 2 + 5)
    art.disc(s, (pos[0], pos[1] + 1), r, (0, 0, 0, 120))
    art.disc(s, pos, r, fill, art.shade(fill, 0.5))
    s.blit(label, label.get_rect(center=(round(pos[0]), round(pos[1]))))


def label(
    s: pygame.Surface,
    text: str,
    pos: Point,
    width: int,
    size: int = LABEL_SIZE,
    colour: Colour = theme.INK,
    kind: str = "bold",
    anchor: str = "center",
) -> pygame.Rect:
    """A short label (already in the player's language) no wider than ``width``: drawn smaller when
    it is too wide (down to 14 px), then on two lines, never beyond the picture."""
    while size > 14 and theme.font(size, kind).size(text)[0] > width:
        size -= 1
    lines = theme.wrap(text, size, width, kind) if theme.font(size, kind).size(text)[0] > width else [text]
    lh = theme.font(size, kind).get_linesize()
    x, y = pos
    y0 = y - lh * (len(lines) - 1) / 2 if anchor in ("center", "midleft", "midright") else y
    rect = pygame.Rect(round(x), round(y), 0, 0)
    for i, line in enumerate(lines):
        rect = rect.union(theme.draw_text(s, line, (x, y0 + i * lh), size, colour, kind, anchor=anchor))
    return rect
