"""The board on screen: where every site, trail and token is drawn, and drawing it.

The jungle, rivers, trails and clearings never change during a game: they are rendered once
into ``self.base`` (``jungle.py``). The pieces (temples, ruins, relics, Pathways, tokens, explorers) are drawn
onto a copy of the base that is kept until the state, or what animations hide, changes.
Per frame only highlights, the hovered route and animations are drawn on top.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence

import pygame

from ...rules import Board, State
from .. import theme
from ..theme import Colour, Point
from . import art
from .jungle import render_jungle

SITE_R = 30  # click radius of a site, logical pixels
TRAIL_TOL = 11  # click tolerance of a trail
TOKEN_R = 11
PATHWAY_R = 9  # Pathway markers on the trails (big enough to tell the symbols apart)

HideKey = tuple[str | int, ...]  # ("pawn", seat), ("pathway", seat, trail)...
Movable = tuple[HideKey, pygame.Surface, pygame.Rect]  # (hide key, sprite, rect) of one small piece


def along(pts: Sequence[Point], frac: float) -> Point:
    """The point at ``frac`` (0..1) of a polyline's length (the rules pages' sketches use it too)."""
    target = max(0.0, min(1.0, frac)) * sum(math.dist(p, q) for p, q in zip(pts, pts[1:]))
    for p, q in zip(pts, pts[1:]):
        d = math.dist(p, q)
        if target <= d and d > 0:
            k = target / d
            return (p[0] + (q[0] - p[0]) * k, p[1] + (q[1] - p[1]) * k)
        target -= d
    return pts[-1]


class BoardView:
    _least = 0  # the table's word size the jungle's labels were drawn at

    def __init__(self, board: Board, rect: pygame.Rect):
        self.board = board
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._pieces_key: tuple[int, int] | None = None
        self._pieces: pygame.Surface | None = None
        self.place(rect)

    def place(self, rect: pygame.Rect) -> None:
        """The board drawn in ``rect`` (the table's layout changed: a larger text size, another
        window): every position worked out and the jungle drawn again, the words at the table's size."""
        if pygame.Rect(rect) == self.rect and self._least == theme.least():
            return
        self.rect = pygame.Rect(rect)
        self._least = theme.least()
        self._fit()
        self._site_pos = [self.to_screen(s.x, s.y) for s in self.board.sites]
        self._trail_pts = [self._make_trail_points(t.index) for t in self.board.trails]
        self._token_pos = [self._token_spot(t) for t in self.board.rivers]
        self.base = render_jungle(
            self.board, self.rect, self._site_pos, self._trail_pts, self.scale, self.label_below()
        )
        self._pieces_key = None
        self._pieces = None

    def _fit(self) -> None:
        """The board as large as its rect allows, centred; smaller where the words around the
        sites (their labels under them, the badges over them) would reach past the rect's edge."""
        bw, bh = self.board.size
        r = self.rect
        self.scale = min(r.w / bw, r.h / bh)
        self.ox = r.x + (r.w - bw * self.scale) / 2
        self.oy = r.y + (r.h - bh * self.scale) / 2
        xs = [site.x for site in self.board.sites]
        ys = [site.y for site in self.board.sites]
        for _ in range(3):  # the margins depend a little on the scale: settle them
            left, right, top, bottom = self._reach()
            inside = (
                self.ox + min(xs) * self.scale - left >= r.x
                and self.ox + max(xs) * self.scale + right <= r.right
                and self.oy + min(ys) * self.scale - top >= r.y
                and self.oy + max(ys) * self.scale + bottom <= r.bottom
            )
            if inside:
                return
            sx = (r.w - left - right) / max(1.0, max(xs) - min(xs))
            sy = (r.h - top - bottom) / max(1.0, max(ys) - min(ys))
            self.scale = min(self.scale, sx, sy)
            self.ox = r.x + left + (r.w - left - right - (max(xs) - min(xs)) * self.scale) / 2 - min(xs) * self.scale
            self.oy = r.y + top + (r.h - top - bottom - (max(ys) - min(ys)) * self.scale) / 2 - min(ys) * self.scale

    def _reach(self) -> tuple[float, float, float, float]:
        """How far the words around a site reach left, right, up and down of it."""
        words = theme.least()
        half = theme.width("T12", words, "bold") / 2 + 6  # a site's label on its plate
        dx, dy, r = self.badge_place()
        tab = theme.width("P8", words, "bold") / 2 + 4  # a Purple badge's code tab
        k = self.scale / 0.7
        height = max(11, theme.line_h(words, "bold") / 2)  # a temple's height badge, up and left
        left = max(half, 30 * k + height)
        right = max(half, dx + max(r, tab) + 2)
        top = max(dy + r + 5, 24 * k + height + 2, 34 * k + 16 * k)
        bottom = self.label_below() + theme.line_h(words, "bold") / 2 + 2
        return left, right, top, bottom

    # -- geometry --------------------------------------------------------------------------
    def to_screen(self, x: float, y: float) -> Point:
        return (self.ox + x * self.scale, self.oy + y * self.scale)

    def site_pos(self, site: int) -> tuple[int, int]:
        x, y = self._site_pos[site]
        return (round(x), round(y))

    def token_pos(self, k: int) -> tuple[int, int]:
        x, y = self._token_pos[k]
        return (round(x), round(y))

    def trail_points(self, t: int) -> list[Point]:
        return self._trail_pts[t]

    def trail_mid(self, t: int) -> tuple[int, int]:
        x, y = self.point_along(t, 0.5)
        return (round(x), round(y))

    def _token_spot(self, t: int) -> Point:
        """Where the Toolbox Token of river trail ``t`` lies: its spot in the layout, else the middle."""
        token = self.board.trails[t].token
        return self.to_screen(*token) if token else self.point_along(t, 0.5)

    def _make_trail_points(self, t: int) -> list[Point]:
        tr = self.board.trails[t]
        a, b = self.board.sites[tr.a], self.board.sites[tr.b]
        if tr.bends:
            pts = [(a.x, a.y), *tr.bends, (b.x, b.y)]
        else:
            # a gentle, stable curve so jungle trails look walked, not ruled
            rng = random.Random(t * 7919 + 13)
            mx, my = (a.x + b.x) / 2, (a.y + b.y) / 2
            dx, dy = b.x - a.x, b.y - a.y
            d = math.hypot(dx, dy) or 1
            off = rng.uniform(-0.07, 0.07) * d
            pts = [(a.x, a.y), (mx - dy / d * off, my + dx / d * off), (b.x, b.y)]
        return [self.to_screen(x, y) for x, y in art.smooth(pts, 10)]

    def point_along(self, t: int, frac: float, from_site: int | None = None) -> Point:
        """The point at ``frac`` of trail ``t``'s length (from ``from_site`` when given)."""
        pts = self._trail_pts[t]
        if from_site is not None and from_site == self.board.trails[t].b:
            pts = pts[::-1]
        return along(pts, frac)

    def route_points(self, sites: Sequence[int]) -> list[Point]:
        """The drawn polyline of a route given as a site sequence."""
        out: list[Point] = []
        for a, b in zip(sites, sites[1:]):
            t = self.board.trail_between[(a, b)]
            pts = self._trail_pts[t]
            if self.board.trails[t].a != a:
                pts = pts[::-1]
            out.extend(pts if not out else pts[1:])
        return out

    # -- hit tests -------------------------------------------------------------------------
    def site_at(self, pos: Point, among: Iterable[int] | None = None) -> int | None:
        best, bd = None, SITE_R * self.scale / 0.7
        for s in range(len(self.board.sites)) if among is None else among:
            d = math.dist(pos, self._site_pos[s])
            if d <= bd:
                best, bd = s, d
        return best

    def badge_pos(self, site: int) -> Point:
        """Centre of the round badge showing a Purple temple's face-up power."""
        dx, dy, _r = self.badge_place()
        x, y = self._site_pos[site]
        return (x + dx, y - dy)

    def badge_place(self) -> tuple[float, float, int]:
        """(right, up, radius) of a Purple temple's badge from its site: up and right of the
        temple, its code tab clear of the site's own label under it (the words at the table's size)."""
        k = self.scale / 0.7
        r = max(int(15 * k), round(theme.least() * 0.9))
        h = theme.line_h(theme.least())
        tab = max(r * 0.85, h - 4 - r * 0.22)  # the tab's middle under the disc's (``art.power_badge``)
        up = max(30 * k, tab + h - self.label_below() + 2)
        return 30 * k, up, r

    def label_below(self) -> float:
        """How far under its site a site's label is centred."""
        return max(32 * self.scale / 0.7, 14 + theme.line_h(theme.least(), "bold") / 2)

    def badge_at(self, pos: Point, view: State) -> int | None:
        """The Purple temple whose power badge is under ``pos`` (None elsewhere)."""
        r = self.badge_place()[2] + 2
        for site, s in enumerate(self.board.sites):
            if s.kind != "temple":
                continue
            top = view.top_tile(site)
            if top is not None and top.colour == "purple" and top.code and math.dist(pos, self.badge_pos(site)) <= r:
                return site
        return None

    def token_at(self, pos: Point, among: Iterable[int] | None = None) -> int | None:
        best, bd = None, float(TOKEN_R + 5)
        for k in range(len(self._token_pos)) if among is None else among:
            d = math.dist(pos, self._token_pos[k])
            if d <= bd:
                best, bd = k, d
        return best

    def trail_at(self, pos: Point, among: Iterable[int] | None = None) -> int | None:
        best, bd = None, float(TRAIL_TOL)
        for t in range(len(self.board.trails)) if among is None else among:
            pts = self._trail_pts[t]
            for p, q in zip(pts, pts[1:]):
                d = _seg_dist(pos, p, q)
                if d < bd:
                    best, bd = t, d
        return best

    # -- pieces ------------------------------------------------------------------------------
    def pawn_offsets(self, view: State, site: int) -> dict[int, Point]:
        """Where each explorer on ``site`` stands (several explorers fan out)."""
        here = [i for i, p in enumerate(view.players) if p.site == site]
        x, y = self._site_pos[site]
        out: dict[int, Point] = {}
        n = len(here)
        for j, seat in enumerate(here):
            dx = (j - (n - 1) / 2) * 15
            dy = -abs(j - (n - 1) / 2) * 3
            out[seat] = (x + dx + 18, y + 10 + dy)
        return out

    def pathway_spots(self, view: State) -> list[tuple[int, int, Point]]:
        """(seat, trail, point) of every Pathway: markers spread along the trail."""
        out: list[tuple[int, int, Point]] = []
        for t in range(len(self.board.trails)):
            owners = [i for i, p in enumerate(view.players) if t in p.pathways]
            n = len(owners)
            for j, seat in enumerate(owners):
                frac = 0.5 + (j - (n - 1) / 2) * 0.13
                if self.board.trails[t].river:
                    frac = 0.3 + (j - (n - 1) / 2) * 0.1 if n else frac  # keep clear of the token
                out.append((seat, t, self.point_along(t, frac)))
        return out

    def draw_pieces(self, surf: pygame.Surface, view: State, hidden: frozenset[HideKey]) -> None:
        """Draw every piece of ``view``, leaving out what animations ``hidden`` are showing.

        Sites (temples, ruins, camp, badges) are cached on top of the jungle until the view
        changes; the small movable pieces are blitted every frame (a few dozen sprites)."""
        if (id(view), theme.palette_serial) != self._pieces_key or self._pieces is None:
            self._pieces = theme.copy_of(self.base)
            self._draw_sites_on(self._pieces, view, (-self.rect.x, -self.rect.y))
            self._pieces_key = (id(view), theme.palette_serial)
            self._movables = self._movable_sprites(view)
        theme.place(surf, self._pieces, self.rect.topleft, box=self.rect)
        for key, spr, rect in self._movables:
            if key not in hidden:
                surf.blit(spr, rect)

    def _movable_sprites(self, view: State) -> list[Movable]:
        """(hide key, sprite, rect) of relics, tokens, Pathways and explorers, in drawing order."""
        k = self.scale / 0.7
        out: list[Movable] = []
        for site, relic in enumerate(view.relics):
            if relic:
                x, y = self._site_pos[site]
                r = art.relic(relic, int(16 * k))
                out.append((("relic", site), r, r.get_rect(center=(x, y - 34 * k))))
        for k_, up in enumerate(view.tokens):
            spr = art.token(up, TOKEN_R)
            out.append((("token", k_), spr, spr.get_rect(center=self._token_pos[k_])))
        for seat, t, p in self.pathway_spots(view):
            m = art.player_marker(view.players[seat].colour, PATHWAY_R)
            out.append((("pathway", seat, t), m, m.get_rect(center=p)))
        for site in range(len(self.board.sites)):
            for seat, p in self.pawn_offsets(view, site).items():
                spr = art.pawn(view.players[seat].colour, 38)
                out.append((("pawn", seat), spr, spr.get_rect(midbottom=p)))
        return out

    def _draw_sites_on(self, surf: pygame.Surface, view: State, off: Point) -> None:
        k = self.scale / 0.7

        def at(p: Point) -> Point:
            return (p[0] + off[0], p[1] + off[1])

        for site, s in enumerate(self.board.sites):
            x, y = at(self._site_pos[site])
            if s.kind == "camp":
                spr = art.camp(int(78 * k))
                surf.blit(spr, spr.get_rect(midbottom=(x, y + 14)))
                # Base Camp Ration pile with its count
                rx, ry = x - 44 * k, y + 14
                for i in range(min(view.camp, 6)):
                    surf.blit(art.ration(14), (rx - 7 + (i % 3) * 5, ry - 10 - (i // 3) * 6))
                _badge(surf, (rx + 4, ry + 14), str(view.camp), (198, 150, 88), theme.INK)
                continue
            colour = view.site_colour(site)
            if s.kind == "ruin":
                spr = art.ruin(view.ruins[site], int(60 * k))
            else:
                spr = art.pyramid(colour, len(view.stacks[site]), int(68 * k))
            surf.blit(spr, spr.get_rect(midbottom=(x, y + 16)))
            height = view.height(site)
            if height:
                _badge(surf, (x - 30 * k, y - 24 * k), str(height), (250, 244, 226), theme.INK)
            top = view.top_tile(site) if s.kind == "temple" else None
            if top is not None and top.colour == "purple" and top.code:
                dx, dy, r = self.badge_place()
                b = art.power_badge(top.code, r, theme.least())
                cx, cy = x + dx, y - dy  # the badge's disc is centred there, its code tab below
                theme.place(surf, b, (round(cx - b.get_width() / 2), round(cy - art.badge_centre(r))))

    # -- per-frame overlays ----------------------------------------------------------------
    def draw_site_ring(self, surf: pygame.Surface, site: int, colour: Colour, t: float, r: float | None = None) -> None:
        x, y = self._site_pos[site]
        rr = (r or 34) * self.scale / 0.7 + 3 * math.sin(t * 5)
        pygame.draw.ellipse(surf, colour, (x - rr, y - rr * 0.65, 2 * rr, 1.3 * rr), 3)

    def draw_trail_glow(self, surf: pygame.Surface, t: int, colour: Colour, width: int = 5) -> None:
        pts = [(round(x), round(y)) for x, y in self._trail_pts[t]]
        pygame.draw.lines(surf, colour, False, pts, width)

    def draw_route(self, surf: pygame.Surface, sites: Sequence[int], colour: Colour) -> None:
        pts = [(round(x), round(y)) for x, y in self.route_points(sites)]
        if len(pts) >= 2:
            pygame.draw.lines(surf, (30, 20, 10), False, pts, 9)
            pygame.draw.lines(surf, colour, False, pts, 5)
            for p in pts[::6]:
                pygame.draw.circle(surf, (255, 255, 255), p, 2)
            end = pts[-1]
            pygame.draw.circle(surf, colour, end, 8, 3)

    def draw_token_ring(self, surf: pygame.Surface, k: int, colour: Colour, t: float) -> None:
        x, y = self._token_pos[k]
        pygame.draw.circle(surf, colour, (round(x), round(y)), TOKEN_R + 5 + round(2 * math.sin(t * 6)), 3)


def _badge(surf: pygame.Surface, c: Point, text: str, fill: theme.RGB, ink: theme.RGB) -> None:
    """A number in a disc (a temple's height, the Rations at Base Camp)."""
    size = theme.least()
    label = theme.text_surface(text, size, ink, "bold")
    r = max(11, label.get_width() // 2 + 5, label.get_height() // 2)
    art.disc(surf, (c[0], c[1] + 1), r, (0, 0, 0, 120))
    art.disc(surf, c, r, fill, art.shade(fill, 0.5))
    theme.blit_text(surf, label, label.get_rect(center=(round(c[0]), round(c[1]))), text, size, "bold")


def _seg_dist(p: Point, a: Point, b: Point) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    l2 = dx * dx + dy * dy
    t = 0.0 if l2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / l2))
    return math.hypot(p[0] - (ax + t * dx), p[1] - (ay + t * dy))
