"""Playing without a mouse: a keyboard focus over what can be clicked now.

A scene lists what may be clicked now as ``Target``s (``Scene.focusables``): on the table the
decision's main button (End turn, Done), the highlighted sites, trails, Tokens and Progression
Table spaces of the decision in hand, then the other choice buttons and the top bar; in menus
their buttons and fields. ``Focus`` keeps which one has
the keyboard's attention by its ``key`` (so it survives the list being made again each frame):

- Tab / Shift+Tab: the next / previous target, in reading order (``reading_order``: rows top to
  bottom, each left to right; on the table the main button first, then sites, trails, Tokens,
  Progression Table spaces, the other choice buttons and the top bar, each group read so);
- arrow keys: the nearest target in that direction (on screen);
- Enter: a click on the focused target — the very path a mouse click takes (the click guard,
  routes built trail by trail, option lists), so the keyboard can do exactly what the mouse can;
- Esc: the scene cancels what it was doing, and the focus is let go.

Pure geometry and bookkeeping (no pygame): ``ui.app`` feeds it keys and draws the ring.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from ..board.view import BoardView
    from ..widgets.panels import Panels
    from .controller import Controller

Rect = tuple[int, int, int, int]  # x, y, width, height (a pygame.Rect works too)

DIRECTIONS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
CONE = math.radians(70)  # a target counts as "in that direction" within this angle of it
SITE_RING, TRAIL_RING, TOKEN_RING = 30, 16, 14  # half the size of a board target's focus ring
AIM_ALONG = (0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74)  # where along a trail Enter may click it


@dataclass(frozen=True)
class Target:
    """Something the keyboard can click: ``key`` names it (stable while it is there), ``rect``
    is where it is drawn (logical pixels), ``point`` where a click on it lands (its centre)."""

    key: Hashable
    rect: Rect
    point: tuple[int, int]


def target(key: Hashable, rect: Rect | pygame.Rect, point: tuple[float, float] | None = None) -> Target:
    r = (int(rect[0]), int(rect[1]), int(rect[2]), int(rect[3]))
    p = point if point is not None else (r[0] + r[2] // 2, r[1] + r[3] // 2)
    return Target(key, r, (int(p[0]), int(p[1])))


def around(key: Hashable, point: tuple[float, float], radius: int) -> Target:
    """A target drawn as a spot (a site, a trail, a Token): a square ``radius`` around ``point``."""
    x, y = int(point[0]), int(point[1])
    return Target(key, (x - radius, y - radius, 2 * radius, 2 * radius), (x, y))


class Focus:
    """Which target has the keyboard's attention (none until a key asks for one)."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self.last_point: tuple[int, int] | None = None

    def current(self, targets: Sequence[Target]) -> Target | None:
        """The focused target if it is still there, else None: Enter never clicks something the
        player did not choose (after a move the next key goes where the focus was, see ``_resume``)."""
        if self.key is None:
            return None
        for t in targets:
            if t.key == self.key:
                self.last_point = t.point
                return t
        return None

    def _resume(self, targets: Sequence[Target]) -> Target | None:
        """The target nearest where the focus last was (a new decision: Tab or an arrow lands there
        first), or None when there was none."""
        if self.key is None or self.last_point is None or not targets:
            return None
        last = self.last_point
        return self._take(min(targets, key=lambda t: math.dist(t.point, last)))

    def clear(self) -> None:
        self.key = None

    def step(self, targets: Sequence[Target], back: bool = False) -> Target | None:
        """Tab (``back``: Shift+Tab): the next target in the list, round and round."""
        if not targets:
            return None
        now = self.current(targets)
        if now is None:
            resumed = self._resume(targets)
            if resumed is not None:
                return resumed
            return self._take(targets[len(targets) - 1 if back else 0])
        return self._take(targets[(targets.index(now) + (-1 if back else 1)) % len(targets)])

    def move(self, targets: Sequence[Target], direction: str) -> Target | None:
        """An arrow key: the nearest target that way (the focus stays when there is none)."""
        if not targets:
            return None
        now = self.current(targets)
        if now is None:
            return self._resume(targets) or self._take(targets[0])
        found = nearest_towards(now, targets, DIRECTIONS[direction])
        return self._take(found) if found is not None else now

    def _take(self, t: Target) -> Target:
        self.key, self.last_point = t.key, t.point
        return t


def nearest_towards(start: Target, targets: Sequence[Target], direction: tuple[int, int]) -> Target | None:
    """The target nearest ``start`` within ``CONE`` of ``direction``; straight ahead is preferred
    over a closer one far to the side (the distance grows with the angle)."""
    best, best_score = None, math.inf
    sx, sy = start.point
    for t in targets:
        if t.key == start.key:
            continue
        dx, dy = t.point[0] - sx, t.point[1] - sy
        dist = math.hypot(dx, dy)
        if dist == 0:
            continue
        cos = (dx * direction[0] + dy * direction[1]) / dist
        angle = math.acos(max(-1.0, min(1.0, cos)))
        if angle > CONE:
            continue
        score = dist * (1 + 2 * angle / CONE)
        if score < best_score:
            best, best_score = t, score
    return best


def reading_order(targets: Sequence[Target]) -> list[Target]:
    """``targets`` as one reads a page: rows from the top (a target whose centre lies within half
    the height of the row's first one joins that row), each row from the left."""
    rows: list[list[Target]] = []
    for t in sorted(targets, key=lambda t: (t.point[1], t.point[0])):
        if rows:
            first = rows[-1][0]
            if abs(t.point[1] - first.point[1]) <= max(first.rect[3], t.rect[3]) // 2:
                rows[-1].append(t)
                continue
        rows.append([t])
    return [t for row in rows for t in sorted(row, key=lambda t: t.point[0])]


def table_targets(bv: BoardView, panels: Panels, ctrl: Controller) -> list[Target]:
    """The highlighted targets of the decision in hand (``ui.input.controller.Controller``: its
    ``sites``, ``trails``, ``tokens``, ``cells``), each group in reading order. A target's point
    is where a click lands on it and on nothing else (``trail_aim``)."""
    sites = [around(("site", s), bv.site_pos(s), SITE_RING) for s in ctrl.sites]
    trails = [around(("trail", t), trail_aim(bv, ctrl, t), TRAIL_RING) for t in ctrl.trails]
    tokens = [around(("token", k), bv.token_pos(k), TOKEN_RING) for k in ctrl.tokens]
    cells = [target(("cell", c), panels.cell_rect(ctrl.seat, c)) for c in ctrl.cells]
    return [t for group in (sites, trails, tokens, cells) for t in reading_order(group)]


def trail_aim(bv: BoardView, ctrl: Controller, trail: int) -> tuple[int, int]:
    """A point on ``trail`` where a click picks that trail: off every site and every Token that is
    a target (a River Token lies on its trail's middle), nearer it than any other highlighted trail.
    Its middle when it has no such point (the click then says why not, as the mouse's would).
    Kept per board view and highlights: the focus ring asks every frame."""
    known = _aims.setdefault(bv, {})
    asked = (trail, frozenset(ctrl.trails), frozenset(ctrl.tokens))
    if asked not in known:
        if len(known) > 512:
            known.clear()
        known[asked] = _aim(bv, ctrl, trail)
    return known[asked]


_aims: weakref.WeakKeyDictionary[BoardView, dict[tuple[int, frozenset[int], frozenset[int]], tuple[int, int]]]
_aims = weakref.WeakKeyDictionary()


def _aim(bv: BoardView, ctrl: Controller, trail: int) -> tuple[int, int]:
    for frac in AIM_ALONG:
        x, y = bv.point_along(trail, frac)
        p = (round(x), round(y))
        if bv.site_at(p) is not None or (ctrl.tokens and bv.token_at(p, ctrl.tokens) is not None):
            continue
        if bv.trail_at(p, ctrl.trails) == trail:
            return p
    mid = bv.trail_mid(trail)
    return (int(mid[0]), int(mid[1]))
