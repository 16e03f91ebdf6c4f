"""What a review draws (issue #27): the reviewed player's win chance over the game as a graph,
the marks of mistakes and blunders (on the graph and on the replay's timeline), and on the board
the action played and the better one at a flagged decision.

Not colour alone (docs/colour-vision.md): a mistake is an orange triangle, a blunder a larger red
diamond with a light edge; the better action is a solid green band ending in a filled disc, the
played one a dashed orange line ending in a cross. Drawing and geometry only.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ...play.review import Reviewed
from ...text.numbers import percent
from .. import theme
from ..board.view import BoardView

MISTAKE_INK = (245, 170, 40)
BLUNDER_INK = (230, 60, 50)
BETTER_INK = theme.HINT
PLAYED_INK = (255, 130, 60)
LINE_INK = (235, 222, 190)
EDGE = (20, 14, 8)
Point = tuple[int, int]
# where an action shows on the board (``ui.input.actions.spot``): ("route", sites), ("sites", i)...
Spot = tuple[str, object]


def mark_size() -> int:
    """Half the height of a mark: at least a capital letter of the smallest text."""
    return max(7, theme.line_h(theme.least()) // 2)


def draw_mark(surf: pygame.Surface, kind: str, centre: Point, half: int | None = None) -> None:
    """A mistake's triangle or a blunder's diamond around ``centre``."""
    h = half or mark_size()
    x, y = centre
    if kind == "blunder":
        h += 2
        pts = [(x, y - h), (x + h, y), (x, y + h), (x - h, y)]
        pygame.draw.polygon(surf, BLUNDER_INK, pts)
        pygame.draw.polygon(surf, (255, 240, 225), pts, 2)
    else:
        pts = [(x, y - h), (x + h, y + h - 2), (x - h, y + h - 2)]
        pygame.draw.polygon(surf, MISTAKE_INK, pts)
        pygame.draw.polygon(surf, EDGE, pts, 2)


class ReviewGraph:
    """The win chance after each reviewed decision, turn by turn, in ``rect``."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.plot = pygame.Rect(0, 0, 0, 0)

    def place(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        label = theme.width(percent(1.0), theme.least()) + 8
        pad = max(mark_size() + 2, theme.line_h(theme.least()) // 2 + 1)  # room for a mark, and for "100 %" whole
        self.plot = pygame.Rect(rect.x + label, rect.y + pad, max(10, rect.w - label - pad), max(10, rect.h - 2 * pad))

    def x_of(self, turn: int, turns: int) -> int:
        return self.plot.x + round(self.plot.w * min(turn, turns) / max(1, turns))

    def y_of(self, chance: float) -> int:
        return self.plot.bottom - round(self.plot.h * max(0.0, min(1.0, chance)))

    def hit(self, pos: Point) -> bool:
        return self.rect.collidepoint(pos)

    def nearest(self, x: int, decisions: Sequence[Reviewed], turns: int) -> int | None:
        """The decision drawn nearest to ``x`` (its index), None when there is none yet."""
        if not decisions:
            return None
        return min(range(len(decisions)), key=lambda i: (abs(self.x_of(decisions[i].turn, turns) - x), i))

    def draw(self, surf: pygame.Surface, decisions: Sequence[Reviewed], turns: int, now: int, at: int | None) -> None:
        """The graph; ``now`` is the replay's turn (a thin line), ``at`` the decision it stands
        at (ringed), if any."""
        box, plot = self.rect, self.plot
        pygame.draw.rect(surf, (36, 26, 16), box, border_radius=6)
        t = theme.least()
        for share in (0.0, 0.5, 1.0):
            y = self.y_of(share)
            ink = (150, 130, 95) if share == 0.5 else (90, 72, 50)
            for x in range(plot.x, plot.right, 8 if share == 0.5 else 4):
                pygame.draw.line(surf, ink, (x, y), (min(x + 4, plot.right), y), 1)
            if share == 0.5 or plot.h >= 2 * theme.line_h(t):  # 0 % and 100 % where they stay apart
                words = percent(share)
                theme.draw_text(surf, words, (plot.x - 5, y), t, theme.TEXT_DIM, anchor="midright", box=box)
        x_now = self.x_of(now, turns)
        pygame.draw.line(surf, theme.GOLD, (x_now, plot.y), (x_now, plot.bottom), 1)
        pts = [(self.x_of(d.turn, turns), self.y_of(d.played_chance)) for d in decisions]
        if len(pts) >= 2:
            pygame.draw.lines(surf, LINE_INK, False, pts, 2)
        elif pts:
            pygame.draw.circle(surf, LINE_INK, pts[0], 2)
        if at is not None and 0 <= at < len(pts):
            pygame.draw.circle(surf, theme.GOLD, pts[at], mark_size() + 4, 2)
        for d, p in zip(decisions, pts):
            if d.kind:
                draw_mark(surf, d.kind, p)


def draw_timeline_marks(
    surf: pygame.Surface, line: pygame.Rect, decisions: Sequence[Reviewed], last: int, half: int | None = None
) -> None:
    """The flagged decisions' marks on the replay's timeline, just above its line (in the room
    between it and the step buttons: 12 logical pixels tall, a capital letter of the smallest
    text, docs/colour-vision.md)."""
    h = half or 7
    for d in decisions:
        if d.kind:
            x = line.x + (round(line.w * d.step / last) if last else 0)
            draw_mark(surf, d.kind, (x, line.centery - 5 - h), h)


# -- on the board --------------------------------------------------------------------------------
def _dashed(surf: pygame.Surface, pts: Sequence[tuple[float, float]], ink: tuple[int, int, int], w: int) -> None:
    """A dashed line along ``pts`` (dashes of 12, gaps of 8)."""
    on, left = True, 12.0
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        seg = math.hypot(x1 - x0, y1 - y0)
        pos = 0.0
        while pos < seg:
            step = min(left, seg - pos)
            a = (x0 + (x1 - x0) * pos / seg, y0 + (y1 - y0) * pos / seg)
            b = (x0 + (x1 - x0) * (pos + step) / seg, y0 + (y1 - y0) * (pos + step) / seg)
            if on:
                pygame.draw.line(surf, EDGE, a, b, w + 4)
                pygame.draw.line(surf, ink, a, b, w)
            pos += step
            left -= step
            if left <= 0:
                on, left = not on, (12.0 if not on else 8.0)


def _end_mark(surf: pygame.Surface, better: bool, p: tuple[float, float]) -> None:
    x, y = round(p[0]), round(p[1])
    if better:
        pygame.draw.circle(surf, EDGE, (x, y), 10)
        pygame.draw.circle(surf, BETTER_INK, (x, y), 8)
    else:
        for dx in (-7, 7):
            pygame.draw.line(surf, EDGE, (x - dx, y - 7), (x + dx, y + 7), 7)
        for dx in (-7, 7):
            pygame.draw.line(surf, PLAYED_INK, (x - dx, y - 7), (x + dx, y + 7), 3)


def _ring(surf: pygame.Surface, better: bool, c: tuple[float, float], r: float) -> None:
    rect = pygame.Rect(0, 0, round(2 * r), round(1.3 * r))
    rect.center = (round(c[0]), round(c[1]))
    if better:
        pygame.draw.ellipse(surf, EDGE, rect.inflate(6, 6), 7)
        pygame.draw.ellipse(surf, BETTER_INK, rect, 4)
    else:
        ring = [
            (c[0] + r * math.cos(a / 20 * math.tau), c[1] + 0.65 * r * math.sin(a / 20 * math.tau)) for a in range(21)
        ]
        _dashed(surf, ring, PLAYED_INK, 3)


def draw_action(surf: pygame.Surface, bv: BoardView, spots: Sequence[Spot], better: bool) -> None:
    """One action where it shows on the board: its route, its sites and trails ringed, the
    Tokens it crosses ringed; ``better``: the better action's style, else the played one's."""
    for layer, key in spots:
        if layer == "route" and isinstance(key, tuple) and len(key) >= 2:
            pts = bv.route_points(key)
            if better:
                ip = [(round(x), round(y)) for x, y in pts]
                pygame.draw.lines(surf, EDGE, False, ip, 11)
                pygame.draw.lines(surf, BETTER_INK, False, ip, 6)
            else:
                _dashed(surf, pts, PLAYED_INK, 4)
            _end_mark(surf, better, pts[-1])
        elif layer == "sites" and isinstance(key, int):
            _ring(surf, better, bv.site_pos(key), 38 * bv.scale / 0.7 + (6 if better else 0))
        elif layer == "trails" and isinstance(key, int):
            _ring(surf, better, bv.trail_mid(key), 22 + (5 if better else 0))
        elif layer == "tokens" and isinstance(key, int):
            _ring(surf, better, bv.token_pos(key), 16 + (4 if better else 0))


def draw_cells(surf: pygame.Surface, rects: Sequence[pygame.Rect], better: bool) -> None:
    """Table spaces of a player's panel an action uses (a Toolbox step, a tile kept), ringed in
    the action's style: solid for the better one, dashed for the one played."""
    for r in rects:
        box = r.inflate(8, 8) if better else r.inflate(4, 4)
        if better:
            pygame.draw.rect(surf, EDGE, box.inflate(4, 4), 6, border_radius=8)
            pygame.draw.rect(surf, BETTER_INK, box, 3, border_radius=7)
        else:
            corners = [box.topleft, box.topright, box.bottomright, box.bottomleft, box.topleft]
            _dashed(surf, [(float(x), float(y)) for x, y in corners], PLAYED_INK, 2)


def legend_h() -> int:
    return theme.line_h(theme.least()) + 4


def draw_legend(surf: pygame.Surface, box: pygame.Rect, better: str, played: str) -> None:
    """The two styles named on one line in ``box``: a solid band, then a dashed line."""
    t = theme.least()
    sample = 30
    room = (box.w - 2 * (sample + 8) - 16) // 2
    x, y = box.x, box.centery
    for words, good in ((better, True), (played, False)):
        if good:
            pygame.draw.line(surf, EDGE, (x, y), (x + sample, y), 9)
            pygame.draw.line(surf, BETTER_INK, (x, y), (x + sample, y), 5)
        else:
            _dashed(surf, [(x, y), (x + sample, y)], PLAYED_INK, 3)
        words = theme.ellipsize(words, t, room)
        r = theme.draw_text(surf, words, (x + sample + 6, y), t, theme.TEXT_LIGHT, anchor="midleft", box=box)
        x = r.right + 16
