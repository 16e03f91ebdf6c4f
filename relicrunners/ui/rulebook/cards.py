"""The card pictures of the rules pages (drawn on a light card, not a piece of board): the
Progression Table, Rations, the Relics that end the game, a final score, the three setups. Drawn
with the game's own art (``board/art.py``) through ``sketch``; ``pictures`` lists them."""

from __future__ import annotations

import pygame

from ...rules.components import BLUE_VALUES, PLAYER_COLOURS, RELICS_TO_END
from ...text import _
from ...text.help import cell_caption, setup_name
from ...text.names import branch_name
from .. import theme
from ..board import art
from . import sketch as sk

LIGHT = theme.TEXT_LIGHT


def mini_table(s: pygame.Surface, rect: pygame.Rect, boxes: dict[str, int], moves: list[tuple[str, str]]) -> None:
    """A small Progression Table in ``rect``: branch headers, 3 steps, the bottom; Toolboxes on it
    (``boxes``: space -> how many) and arrows for steps just made (``moves``: (from, to))."""
    cw, ch = rect.w // 3, (rect.h - 30) // 4
    centres: dict[str, tuple[int, int]] = {"B": (rect.centerx, rect.bottom - ch // 2)}
    for i, b in enumerate("MCS"):
        x = rect.x + i * cw
        sk.label(s, branch_name(b), (x + cw // 2, rect.y + 12), cw - 8, 16)
        for level in (1, 2, 3):
            cell = pygame.Rect(x + 3, rect.y + 30 + (3 - level) * ch, cw - 6, ch - 4)
            pygame.draw.rect(s, (246, 236, 210), cell, border_radius=6)
            pygame.draw.rect(s, (150, 118, 70), cell, 1, border_radius=6)
            centres[f"{b}{level}"] = cell.center
    bottom = pygame.Rect(rect.x + 3, rect.bottom - ch, rect.w - 6, ch - 4)
    pygame.draw.rect(s, (222, 204, 160), bottom, border_radius=6)
    pygame.draw.rect(s, (150, 118, 70), bottom, 1, border_radius=6)
    sk.label(s, _("Bottom"), (bottom.x + 12, bottom.centery), bottom.w // 3, 16, anchor="midleft")
    for space, n in boxes.items():
        cx, cy = centres[space]
        for k in range(n):
            box = art.toolbox(26, "red")
            s.blit(box, box.get_rect(center=(cx + (k - (n - 1) / 2) * 32, cy)))
    for a, b in moves:
        (ax, ay), (bx, by) = centres[a], centres[b]
        sk.arrow(s, (ax + 18, ay - 8), (bx + 18, by + 4), (200, 60, 40), 3)


def table() -> pygame.Surface:
    s = sk.paper(1000, 360)
    cw, ch, top = 300, 70, 44
    for i, b in enumerate("MCS"):
        x = 60 + i * cw
        sk.label(s, branch_name(b), (x + cw // 2, 24), cw - 10, 20)
        for level in (1, 2, 3):
            cell = pygame.Rect(x + 6, top + (3 - level) * ch, cw - 12, ch - 6)
            pygame.draw.rect(s, (246, 236, 210), cell, border_radius=8)
            pygame.draw.rect(s, (150, 118, 70), cell, 2, border_radius=8)
            theme.draw_text(s, f"{b}{level}", (cell.x + 8, cell.y + 4), 14, (120, 90, 50), "bold")
            lines = cell_caption(f"{b}{level}").split("\n")
            for k, line in enumerate(lines):
                y = cell.centery + (k - (len(lines) - 1) / 2) * 22
                sk.label(s, line, (cell.centerx + 10, y), cell.w - 70, 18, kind="sans")
    for level in (1, 2, 3):
        sk.badge(s, (30, top + (3 - level) * ch + ch // 2 - 3), str(level), (214, 196, 156))
    bottom = pygame.Rect(66, top + 3 * ch + 6, 3 * cw - 12, ch - 6)
    pygame.draw.rect(s, (222, 204, 160), bottom, border_radius=8)
    pygame.draw.rect(s, (150, 118, 70), bottom, 2, border_radius=8)
    sk.label(s, _("Bottom"), (bottom.x + 160, bottom.centery), 280, 18)
    for cx in (bottom.centerx - 20, bottom.centerx + 20):
        s.blit(art.toolbox(30, "red"), (cx - 16, bottom.centery - 18))
    s.blit(art.toolbox(30, "red"), (60 + cw + cw - 60, top + ch + 14))
    return s


def rations() -> pygame.Surface:
    s = sk.paper(1000, 240)
    chart = pygame.Rect(40, 60, 360, 120)
    pygame.draw.rect(s, (246, 236, 210), chart, border_radius=10)
    pygame.draw.rect(s, (150, 118, 70), chart, 2, border_radius=10)
    for i in range(5):
        s.blit(art.ration(54, empty=i >= 3), (chart.x + 14 + i * 68, chart.y + 30))
    sk.badge(s, (chart.centerx, chart.bottom + 26), "3 / 5", (214, 196, 156), 18)
    sk.arrow(s, (430, 90), (640, 90), (160, 80, 40))
    sk.badge(s, (535, 62), "−1", (198, 150, 88), 18)
    pyr = art.pyramid("blue", 2, 34)
    s.blit(pyr, pyr.get_rect(center=(590, 50)))
    sk.arrow(s, (640, 160), (430, 160), (60, 130, 60))
    sk.badge(s, (535, 190), "+3", (198, 150, 88), 18)
    camp = art.camp(150)
    s.blit(camp, camp.get_rect(midbottom=(800, 200)))
    for i in range(6):
        s.blit(art.ration(26), (880 + (i % 3) * 28, 170 - (i // 3) * 22))
    return s


def trigger() -> pygame.Surface:
    s = sk.paper(1000, 150)
    for i, (n, relics) in enumerate(sorted(RELICS_TO_END.items())):
        x = 20 + i * 244
        for k in range(n):
            pawn = art.pawn(PLAYER_COLOURS[k], 40)
            s.blit(pawn, (x + 88 - (n - k) * 18, 50))
        sk.arrow(s, (x + 112, 80), (x + 142, 80), (90, 64, 36), 3)
        relic = art.relic("purple", 16)
        s.blit(relic, relic.get_rect(center=(x + 162, 80)))
        theme.draw_text(s, str(relics), (x + 182, 80), 30, theme.INK, "title", anchor="midleft")
    return s


def score() -> pygame.Surface:
    s = sk.paper(1000, 170)
    blues = [art.tile("blue", 1, f"B{BLUE_VALUES[1][2]}", 44), art.tile("blue", 2, f"B{BLUE_VALUES[2][2]}", 44)]
    parts: list[tuple[list[pygame.Surface], str]] = [
        ([art.coin(20)], "23"),
        (blues, str(BLUE_VALUES[1][2] + BLUE_VALUES[2][2])),
        ([art.relic(c, 15) for c in ("green", "white", "blue")], "15"),
        ([art.tile("ivory", 1, "I1-4", 44)], "6"),
    ]
    x = 40
    for i, (icons, number) in enumerate(parts):
        for k, icon in enumerate(icons):
            s.blit(icon, icon.get_rect(center=(x + 26 + k * 48, 60)))
        theme.draw_text(s, number, (x + 26 + (len(icons) - 1) * 24, 124), 30, theme.INK, "title", anchor="center")
        x += 60 + len(icons) * 48
        theme.draw_text(
            s, "+" if i < len(parts) - 1 else "=", (x - 8, 100), 36, (120, 90, 50), "title", anchor="center"
        )
        x += 30
    theme.draw_text(s, str(23 + int(parts[1][1]) + 15 + 6), (x + 40, 100), 44, (150, 40, 30), "title", anchor="center")
    return s


SETUP_COLOURS = {  # an example deal per setup: quadrants of 3, 2, 3 and 4 Temples (B1), 4 of each colour
    "first": (
        ("purple", "blue", "ivory"),
        ("ivory", "purple"),
        ("blue", "ivory", "purple"),
        ("purple", "blue", "ivory", "blue"),
    ),
    "standard": (
        ("blue", "purple", "ivory"),
        ("purple", "blue"),
        ("ivory", "blue", "purple"),
        ("ivory", "purple", "blue", "ivory"),
    ),
    "random": (
        ("purple", "purple", "blue"),
        ("ivory", "ivory"),
        ("blue", "purple", "blue"),
        ("ivory", "purple", "ivory", "blue"),
    ),
}


def setups() -> pygame.Surface:
    s = pygame.Surface((1000, 290), pygame.SRCALPHA)
    for i, (mode, quads) in enumerate(SETUP_COLOURS.items()):
        c = sk.canvas(316, 290, seed=9 + i)
        pygame.draw.line(c, (16, 34, 20), (158, 12), (158, 240), 3)
        pygame.draw.line(c, (16, 34, 20), (12, 126), (304, 126), 3)
        for q, colours in enumerate(quads):  # NW, NE, SW, SE
            qx, qy = (q % 2) * 146 + 12, (q // 2) * 114 + 10
            for k, colour in enumerate(colours):
                pyr = art.pyramid(colour, 2, 42)
                c.blit(pyr, pyr.get_rect(midbottom=(qx + 36 + (k % 2) * 66, qy + 54 + (k // 2) * 52)))
        sk.label(c, setup_name(mode), (158, 264), 290, 20, LIGHT)
        s.blit(c, (i * 342, 0))
    return s
