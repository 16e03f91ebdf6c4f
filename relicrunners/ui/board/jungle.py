"""The board's jungle: the ground, foliage, rivers, trails, clearings and the sites' labels,
which never change during a game. ``BoardView`` renders it once where the board is placed and
draws the pieces on a copy of it."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from ...rules import Board
from .. import theme
from ..theme import Point
from . import art


def render_jungle(
    board: Board,
    rect: pygame.Rect,
    site_pos: Sequence[Point],
    trail_pts: Sequence[Sequence[Point]],
    scale: float,
    label_below: float,
) -> pygame.Surface:
    """The jungle of ``board`` in a surface of ``rect``'s size: ``site_pos`` and ``trail_pts`` are
    the sites and trails on screen, ``scale`` the board's scale, ``label_below`` how far under its
    site a site's label is centred."""
    w, h = rect.size
    surf = art.vgradient((w, h), (34, 74, 40), (22, 52, 30))
    rng = random.Random(1234)
    # ground texture: soft blotches of moss and earth
    tex = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(900):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        r = rng.uniform(6, 34)
        c = rng.choice([(60, 104, 50), (28, 62, 34), (78, 96, 52), (46, 86, 44), (90, 84, 50)])
        pygame.draw.circle(tex, (*c, rng.randint(25, 70)), (x, y), r)
    surf.blit(tex, (0, 0))
    # foliage, kept away from the sites: soft tree canopies first, then leafy bushes
    sites = [(x - rect.x, y - rect.y) for x, y in site_pos]
    path_pts = [(x - rect.x, y - rect.y) for t in trail_pts for x, y in t[::3]]

    def clear_of_paths(cx: float, cy: float, room: float) -> bool:
        return (
            min(math.dist((cx, cy), p) for p in sites) > room + 30
            and min(math.dist((cx, cy), p) for p in path_pts) > room
        )

    canopy = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(260):
        cx, cy = rng.uniform(0, w), rng.uniform(0, h)
        r = rng.uniform(14, 34)
        if not clear_of_paths(cx, cy, r * 0.8):
            continue
        base = rng.choice([(26, 70, 34), (32, 82, 38), (22, 60, 30)])
        pygame.draw.circle(canopy, (8, 20, 10, 90), (cx + r * 0.25, cy + r * 0.3), r)
        pygame.draw.circle(canopy, (*base, 255), (cx, cy), r)
        pygame.draw.circle(canopy, (*art.shade(base, 1.25), 255), (cx - r * 0.25, cy - r * 0.25), r * 0.62)
        pygame.draw.circle(canopy, (*art.shade(base, 1.45), 200), (cx - r * 0.4, cy - r * 0.4), r * 0.25)
    surf.blit(canopy, (0, 0))
    leaves = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(190):
        cx, cy = rng.uniform(0, w), rng.uniform(0, h)
        if not clear_of_paths(cx, cy, 12):
            continue
        for _ in range(rng.randint(5, 10)):
            a = rng.uniform(0, math.tau)
            L = rng.uniform(9, 20)
            px, py = cx + rng.uniform(-10, 10), cy + rng.uniform(-10, 10)
            col = rng.choice([(40, 104, 46), (52, 122, 52), (34, 88, 42), (66, 134, 58), (30, 76, 38)])
            tip = (px + math.cos(a) * L, py + math.sin(a) * L)
            side = (math.cos(a + 1.57) * L * 0.28, math.sin(a + 1.57) * L * 0.28)
            mid = (px + math.cos(a) * L * 0.5, py + math.sin(a) * L * 0.5)
            pts = [(px, py), (mid[0] + side[0], mid[1] + side[1]), tip, (mid[0] - side[0], mid[1] - side[1])]
            pygame.draw.polygon(leaves, (*col, 235), pts)
            pygame.draw.line(leaves, (*art.shade(col, 1.3), 180), (px, py), tip, 1)
        if rng.random() < 0.18:  # a jungle flower
            fc = rng.choice([(232, 96, 120), (246, 200, 70), (236, 236, 220), (200, 110, 220)])
            for a in range(5):
                ang = a * math.tau / 5
                pygame.draw.circle(leaves, (*fc, 255), (cx + math.cos(ang) * 3, cy + math.sin(ang) * 3), 2.5)
            pygame.draw.circle(leaves, (250, 220, 90, 255), (cx, cy), 1.5)
    surf.blit(leaves, (0, 0))
    off = (-rect.x, -rect.y)

    def local(pts: Sequence[Point]) -> list[Point]:
        return [(x + off[0], y + off[1]) for x, y in pts]

    # rivers (water with banks) under the trails
    rivers = [local(trail_pts[t]) for t in board.rivers]
    for pts in rivers:
        art.thick_path(surf, pts, (56, 64, 36), 30)
    for pts in rivers:
        art.thick_path(surf, pts, (36, 98, 128), 22)
    for pts in rivers:
        art.thick_path(surf, pts, (58, 132, 162), 14)
    for pts in rivers:
        pygame.draw.lines(surf, (126, 190, 210), False, [(round(x), round(y - 3)) for x, y in pts], 2)
    # jungle trails: earthen paths
    jungle = [local(trail_pts[t.index]) for t in board.trails if not t.river]
    shadow = pygame.Surface((w, h), pygame.SRCALPHA)
    for pts in jungle:
        art.thick_path(shadow, [(x + 2, y + 3) for x, y in pts], (0, 0, 0, 70), 17)
    surf.blit(shadow, (0, 0))
    for pts in jungle:
        art.thick_path(surf, pts, (66, 46, 26), 15)
    for pts in jungle:
        art.thick_path(surf, pts, (152, 112, 70), 11)
    for pts in jungle:
        for i in range(2, len(pts) - 2, 3):
            pygame.draw.circle(surf, (176, 138, 92), (round(pts[i][0]), round(pts[i][1])), 2)
    # river trails keep a thin towpath line so they read as trails too
    for pts in rivers:
        for i in range(1, len(pts) - 1, 4):
            pygame.draw.circle(surf, (150, 200, 214), (round(pts[i][0]), round(pts[i][1] + 4)), 1)
    # clearings
    for i, (x, y) in enumerate(sites):
        kind = board.sites[i].kind
        r = (48 if kind == "camp" else 33) * scale / 0.7
        pygame.draw.ellipse(surf, (70, 54, 32), (x - r - 3, y - r * 0.62 - 2, 2 * r + 6, 1.24 * r + 4))
        pygame.draw.ellipse(surf, (176, 146, 98), (x - r, y - r * 0.62, 2 * r, 1.24 * r))
        pygame.draw.ellipse(surf, (196, 170, 120), (x - r * 0.7, y - r * 0.45, 1.4 * r, 0.8 * r))
    # site id plates
    for i, (x, y) in enumerate(sites):
        site = board.sites[i]
        if site.kind == "camp":
            continue
        size = theme.least()
        label = theme.text_surface(site.id, size, theme.TEXT_LIGHT, "bold")
        plate = label.get_rect(center=(x, y + label_below)).inflate(8, -2)
        pygame.draw.rect(surf, (40, 30, 20), plate, border_radius=6)
        theme.blit_text(surf, label, label.get_rect(center=plate.center), site.id, size, "bold")
    # a vignette frame
    frame = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(14):
        pygame.draw.rect(frame, (10, 20, 10, 16), (i, i, w - 2 * i, h - 2 * i), 1)
    surf.blit(frame, (0, 0))
    return theme.copy_of(surf, convert=True)
