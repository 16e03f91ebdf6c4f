"""What single things are worth to the evaluation, in VP: an Ivory tile held (an unknown one at
the mean of its candidates), the top tile of a site to explore, a Ration spent, a Relic taken; with
the per-decision caches of the legal routes from a site and of the longest own Pathway route.
``PieceWorth`` holds these methods; ``bots.evaluate.Evaluator`` inherits them (through
``bots.gaps.GapWorth`` and ``bots.reach.ReachWorth``) and sets up the attributes they read.
"""

from __future__ import annotations

from collections import Counter

from ..rules import Player, State
from ..rules.board import Board
from ..rules.components import Tile
from ..rules.routes import legal_routes, longest_pathway_route, route_trails
from .weights import IVORY2, IVORY3, PURPLE

# a legal route from a site: (its sites, start included; the Trails between them)
Route = tuple[tuple[int, ...], tuple[int, ...]]


class PieceWorth:
    """The worth of single pieces (a base of ``Evaluator``; its ``__init__`` sets what is
    declared here)."""

    board: Board
    w: dict[str, float]
    pool: dict[tuple[str, int], list[Tile]]
    blue_mean: dict[int, float]
    press: float
    _routes: dict[tuple[frozenset[int], int, bool], list[Route]]
    _longest: dict[frozenset[int], int]
    _ivory_mean: dict[tuple[int, int], float]

    def routes(self, pathways: set[int], site: int, i21: bool) -> list[Route]:
        key = (frozenset(pathways), site, i21)
        r = self._routes.get(key)
        if r is None:
            r = [(sites, self._trails(sites)) for sites, _ in legal_routes(self.board, pathways, site, i21)]
            if len(self._routes) > 20000:
                self._routes.clear()
            self._routes[key] = r
        return r

    def _trails(self, sites: tuple[int, ...]) -> tuple[int, ...]:
        return route_trails(self.board, sites)

    def longest(self, pathways: set[int]) -> int:
        key = frozenset(pathways)
        v = self._longest.get(key)
        if v is None:
            v = longest_pathway_route(self.board, pathways)
            self._longest[key] = v
        return v

    def ivory_worth(self, s: State, p: Player, code: str | None, level: int, tl: float) -> float:
        """Worth of holding an Ivory tile (level 1: its bonus as things stand)."""
        if code is None:
            key = (level, round(tl))
            v = self._ivory_mean.get(key)
            if v is None:
                codes = [t.code for t in self.pool.get(("ivory", level), ())]
                v = sum(self.ivory_worth(s, p, c, level, tl) for c in codes) / len(codes) if codes else 2.0
                self._ivory_mean[key] = v
            return v
        if level == 1:
            if code == "I1-1":
                return 3.0 * max(len(p.ivory), 1) + 1.5 * min(tl, 3) / 3
            if code == "I1-2":
                return 2.0 * p.rations
            if code == "I1-3":
                return 5.0 * sum(c - 1 for c in Counter(p.relics).values()) + 0.5 * min(tl, 6)
            if code == "I1-4":
                return float(len(p.pathways)) + 0.3 * min(tl, 6)
            if code == "I1-5":
                return 4.0 * p.toolboxes_on_table
            return 5.0 if tl >= 1 else 0.0  # I1-6 one extra turn
        if level == 2:
            return IVORY2.get(code, 1.5) * min(1.0, tl / 2.0)
        return IVORY3.get(code, 0.2) * tl

    def tile_gain(self, s: State, seat: int, site: int, tl: float) -> float:
        """Rough worth of exploring ``site`` (its top tile) for ``seat``, Ration excluded."""
        p = s.players[seat]
        w = self.w
        top = p.ivory.get(3)
        held3 = top.code if top is not None else None  # the level-3 Ivory tile held (I3-1..3 count here)
        if s.ruins[site]:
            g = (w["pathway"] + 0.5) if p.pathway_reserve else 0.3
            if self.press:  # pressed, a Pathway counts only through gap_drive, once placed
                g *= 1.0 - self.press
            if held3 == "I3-1" and p.pathway_reserve:
                g += 1
        else:
            st = s.stacks[site]
            if not st:
                return 0.0
            t = st[-1]
            if t.colour == "blue":
                g = t.value if t.code else self.blue_mean[t.level]
                if held3 == "I3-3":
                    g += 1
            elif t.colour == "purple":
                g = PURPLE.get(t.code, 1.5) if t.code else 1.5
            else:
                if t.level in p.ivory:
                    g = 2.0 + max(
                        0.0,
                        self.ivory_worth(s, p, t.code, t.level, tl)
                        - self.ivory_worth(s, p, p.ivory[t.level].code, t.level, tl),
                    )
                else:
                    g = self.ivory_worth(s, p, t.code, t.level, tl)
        if held3 == "I3-2" and s.height(site) == s.full.heights[site]:
            g += 1
        return g

    def ration_cost(self, p: Player, share: float = 1.0) -> float:
        """What spending one Ration to explore costs: a share of its future use, and for a
        holder of I1-2 the 2 VP it would bring at the end for certain."""
        return self.w["ration"] * share + (2.0 if p.holds("I1-2") else 0.0)

    def relic_gain(self, p: Player, colour: str) -> float:
        g = self.w["relic_extra"]
        if colour not in p.relics:
            g += 5
        elif p.holds("I1-3"):
            g += 5
        return g
