"""The pictures of the rules pages, drawn with the game's own art (``sketch`` over
``board/art.py``): small pieces of board showing a rule at work, the Progression Table, Rations,
scoring, the setups, and the small icon of every index entry. ``picture(name)`` draws one (a new
surface, words in the player's language of the moment); ``icon(entry)`` the icon of an entry.
The pictures on a light card (tables, sums, setups) are drawn in ``cards``."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...text import _
from ...text.names import colour_name, relic_name
from ...text.rules_pages import Entry, EntryKind
from .. import theme
from ..board import art
from . import cards
from . import sketch as sk

LIGHT = theme.TEXT_LIGHT


def _relics() -> pygame.Surface:
    s = sk.canvas(1000, 230)
    for i, (kind, colour, relic) in enumerate(
        (
            ("ruin", None, "green"),
            ("temple", "ivory", "white"),
            ("temple", "blue", "blue"),
            ("temple", "purple", "purple"),
        )
    ):
        x = 125 + i * 250
        sk.site(s, (x, 140), kind, colour, 0, 80)
        sk.relic(s, (x, 74), relic, 26)
        sk.label(s, relic_name(relic), (x, 196), 220, colour=LIGHT)
    return s


def _turn() -> pygame.Surface:
    s = sk.canvas(1000, 250)
    a, b = (70, 150), (260, 120)
    pts = sk.trail(s, a, b, bend=0.1)
    sk.route(s, pts)
    sk.site(s, a, "ruin", tiers=2)
    sk.site(s, b, "temple", "blue", 3)
    sk.pawn(s, b)
    sk.label(s, _("Move"), (165, 215), 220, colour=LIGHT)
    sk.arrow(s, (345, 130), (425, 130), theme.GOLD)
    sk.site(s, (560, 130), "temple", "blue", 2)
    sk.pawn(s, (560, 130))
    s.blit(art.ration(30), (452, 60))
    sk.arrow(s, (488, 78), (530, 100), theme.GOLD, 3)
    sk.label(s, _("Explore"), (560, 215), 220, colour=LIGHT)
    sk.arrow(s, (665, 130), (745, 130), theme.GOLD)
    sk.pawn(s, (840, 140), "blue", 56)
    sk.label(s, _("Next player"), (860, 215), 220, colour=LIGHT)
    for x in (30, 385, 705):
        box = art.toolbox(30, "red")
        s.blit(box, box.get_rect(center=(x + 10, 44)))
    return s


def _chain(s: pygame.Surface, legal: bool) -> None:
    sites = [(70, 210), (185, 95), (315, 200), (430, 90)]
    kinds = [("ruin", None), ("temple", "ivory"), ("ruin", None), ("temple", "purple")]
    unfamiliar = 2 if legal else 1
    trails = [sk.trail(s, p, q, bend=0.08 * (-1) ** i) for i, (p, q) in enumerate(zip(sites, sites[1:]))]
    sk.route(s, [p for pts in trails for p in pts])
    for p, (kind, colour) in zip(sites, kinds):
        sk.site(s, p, kind, colour, 2)
    for i, pts in enumerate(trails):
        if i != unfamiliar:
            sk.pathway(s, pts, "red", 0.5)
        elif legal:
            sk.pathway(s, pts, "green", 0.5)  # another player's Pathway: the trail is still unfamiliar to red
        sk.badge(s, sk.along(pts, 0.25), str(i + 1))
    sk.pawn(s, sites[0])
    if legal:
        sk.tick(s, (455, 36))
    else:
        sk.cross(s, sk.along(trails[2], 0.75), 20)
        sk.cross(s, (455, 36))


def _move() -> pygame.Surface:
    s = pygame.Surface((1000, 280), pygame.SRCALPHA)
    for x, legal in ((0, True), (510, False)):
        c = sk.canvas(490, 280, seed=5 + x)
        _chain(c, legal)
        s.blit(c, (x, 0))
    return s


def _camp() -> pygame.Surface:
    s = sk.canvas(1000, 260)
    a, camp, b, c = (90, 170), (430, 150), (700, 170), (910, 90)
    t1, t2, t3 = sk.trail(s, a, camp, bend=0.06), sk.trail(s, camp, b, bend=-0.06), sk.trail(s, b, c, bend=0.1)
    sk.route(s, t1)
    sk.route(s, t2 + t3, (150, 140, 120), head=False)
    sk.site(s, a, "ruin", tiers=2)
    sk.site(s, camp, "camp", size=70)
    sk.site(s, b, "temple", "ivory", 3)
    sk.site(s, c, "temple", "blue", 2)
    for pts in (t1, t2, t3):
        sk.pathway(s, pts, "red", 0.4)
    sk.cross(s, sk.along(t2, 0.6), 22)
    sk.pawn(s, a)
    for i in range(3):
        s.blit(art.ration(26), (372 + i * 30, 200))
    sk.badge(s, (480, 214), "+3", (198, 150, 88))
    return s


def _ruin() -> pygame.Surface:
    s = sk.canvas(1000, 250)
    s.blit(art.ration(36), (60, 80))
    sk.badge(s, (80, 140), "−1", (198, 150, 88))
    sk.arrow(s, (110, 100), (200, 130), theme.GOLD, 3)
    sk.site(s, (270, 150), "ruin", tiers=3, size=64)
    sk.pawn(s, (270, 150))
    sk.arrow(s, (380, 130), (480, 130), theme.GOLD)
    n1, n2, ruin = (820, 70), (860, 200), (620, 150)
    t1 = sk.trail(s, ruin, n1, bend=0.08)
    sk.trail(s, ruin, n2, bend=-0.05)
    sk.site(s, ruin, "ruin", tiers=2, size=64)
    sk.site(s, n1, "temple", "purple", 3)
    sk.site(s, n2, "ruin", tiers=3)
    sk.pawn(s, ruin)
    spot = sk.along(t1, 0.5)
    pygame.draw.circle(s, theme.HILITE, (round(spot[0]), round(spot[1])), 18, 3)
    sk.pathway(s, t1, "red")
    tile = pygame.Rect(0, 0, 34, 22)
    tile.center = (560, 50)
    pygame.draw.rect(s, (168, 160, 140), tile, border_radius=4)
    pygame.draw.rect(s, (90, 84, 70), tile, 2, border_radius=4)
    sk.cross(s, (600, 50), 14)
    return s


def _temples() -> pygame.Surface:
    s = sk.canvas(1000, 250)
    for x, colour, tile in (
        (170, "ivory", art.tile("ivory", 1, "I1-4", 54)),
        (500, "blue", art.tile("blue", 2, None, 54)),
        (830, "purple", art.tile("purple", 1, "P3", 54)),
    ):
        sk.site(s, (x - 50, 140), "temple", colour, 2, 64)
        if colour == "purple":
            badge = art.power_badge("P3", 16)
            s.blit(badge, badge.get_rect(center=(x - 10, 70)))
        sk.arrow(s, (x - 5, 120), (x + 45, 120), theme.GOLD, 3)
        s.blit(tile, tile.get_rect(center=(x + 85, 120)))
        sk.label(s, colour_name(colour), (x + 10, 215), 300, colour=LIGHT)
    return s


def _tokens() -> pygame.Surface:
    s = pygame.Surface((1000, 290), pygame.SRCALPHA)
    board = sk.canvas(600, 290)
    a, b, c = (80, 210), (300, 90), (520, 200)
    r1, r2 = sk.trail(board, a, b, True, 0.06), sk.trail(board, b, c, True, -0.06)
    sk.route(board, r1 + r2)
    sk.site(board, a, "ruin", tiers=2)
    sk.site(board, b, "temple", "ivory", 2)
    sk.site(board, c, "temple", "blue", 3)
    for i, pts in enumerate((r1, r2)):
        sk.token(board, pts, False, 0.55)
        ghost = art.token(True, 9)
        p = sk.along(pts, 0.55)
        board.blit(ghost, ghost.get_rect(center=(p[0] + 20, p[1] - 34)))
        sk.arrow(board, (p[0] + 14, p[1] - 24), (p[0] + 4, p[1] - 12), LIGHT, 2)
        sk.badge(board, (p[0] - 30, p[1] + 22), str(i + 1), theme.TOKEN_UP)
    sk.pawn(board, c)
    s.blit(board, (0, 0))
    card = sk.paper(380, 290)
    cards.mini_table(card, pygame.Rect(12, 8, 356, 274), {"M1": 1, "C2": 1}, [("B", "M1"), ("C1", "C2")])
    s.blit(card, (620, 0))
    return s


def _shrine() -> pygame.Surface:
    s = sk.canvas(1000, 230)
    sk.site(s, (250, 140), "temple", "ivory", 1, 64)
    sk.pawn(s, (250, 140))
    tile = art.tile("ivory", 1, None, 40)
    s.blit(tile, tile.get_rect(center=(360, 70)))
    sk.arrow(s, (410, 130), (560, 130), theme.GOLD)
    sk.site(s, (700, 140), "temple", "ivory", 0, 64)
    sk.relic(s, (700, 70), "white", 24)
    sk.pawn(s, (700, 140))
    return s


def _expedition() -> pygame.Surface:
    s = sk.canvas(1000, 280)
    sites = [(80, 200), (290, 95), (500, 195), (700, 90), (900, 190)]
    trails = [sk.trail(s, p, q, bend=0.07 * (-1) ** i) for i, (p, q) in enumerate(zip(sites, sites[1:]))]
    sk.route(s, [p for pts in trails for p in pts])
    kinds = [("ruin", None, 0), ("temple", "blue", 2), ("ruin", None, 1), ("temple", "ivory", 2), ("ruin", None, 0)]
    for p, (kind, colour, tiers) in zip(sites, kinds):
        sk.site(s, p, kind, colour, tiers)
    for i, pts in enumerate(trails):
        if i < 3:
            sk.pathway(s, pts, "red", 0.55)
        sk.badge(s, sk.along(pts, 0.3), str(i + 1))
    sk.relic(s, (80, 140), "green", 18)
    sk.relic(s, (900, 130), "green", 18)
    sk.pawn(s, sites[0])
    s.blit(art.coin(18), (818, 22))
    sk.label(s, _("+{vp} VP").format(vp=8), (860, 40), 130, 22, theme.GOLD, anchor="midleft")
    return s


PICTURES: dict[str, Callable[[], pygame.Surface]] = {
    "relics": _relics,
    "turn": _turn,
    "move": _move,
    "camp": _camp,
    "ruin": _ruin,
    "temples": _temples,
    "tokens": _tokens,
    "table": cards.table,
    "shrine": _shrine,
    "expedition": _expedition,
    "rations": cards.rations,
    "trigger": cards.trigger,
    "score": cards.score,
    "setups": cards.setups,
}


def picture(name: str) -> pygame.Surface:
    """The picture ``name`` of the rules pages, drawn now (at most 1000 pixels wide)."""
    return PICTURES[name]()


def icon(entry: Entry) -> pygame.Surface | None:
    """The small picture beside an index entry (None: the entry has none)."""
    if entry.kind == EntryKind.TILE:
        colour = "purple" if entry.code.startswith("P") else "ivory"
        level = 1 if colour == "purple" else int(entry.code[1])
        return art.tile(colour, level, entry.code, 50)
    if entry.kind == EntryKind.BLUE:
        return art.tile("blue", int(entry.code), None, 50)
    if entry.kind == EntryKind.TOOL:
        s = pygame.Surface((56, 56), pygame.SRCALPHA)
        s.blit(art.toolbox(34, "red"), (10, 0))
        sk.badge(s, (28, 42), entry.code, (214, 196, 156), 14)
        return s
    return None
