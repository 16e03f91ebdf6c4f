"""What lies within reach, in VP: the best move of a player's next turn (an Expedition, a tile to
explore, Base Camp's Rations, Tokens on the way), the best tile or Expedition start a few moves
further off (discounted by distance) and whether any player can take a Relic next turn.
``ReachWorth`` holds these methods with their caches; it builds on ``bots.gaps.GapWorth`` (the
nearest Expedition counting the Pathways it still lacks, for the press at the end of a dragging
game) and ``bots.evaluate.Evaluator`` inherits both and sets up the attributes they read.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Set

from ..rules import Player, Stage, State
from ..rules.components import CHART_MAX
from .gaps import GapWorth


class ReachWorth(GapWorth):
    """The worth of the moves ahead (a base of ``Evaluator``; its ``__init__`` sets what is
    declared here)."""

    _moves: dict[tuple[Hashable, ...], float]
    _rings: dict[tuple[int, frozenset[int]], tuple[tuple[int, ...], ...]]
    _on_route: dict[tuple[int, ...], tuple[int, ...]]

    def moves_worth(self, s: State, seat: int, tl: float) -> float:
        """max(next_move, far_move), cached on everything the two read."""
        p = s.players[seat]
        key = (
            seat,
            p.site,
            frozenset(p.pathways),
            tuple(s.relics),
            tuple(s.ruins),
            tuple(st[-1] if st else len(st) for st in s.stacks),
            tuple(map(len, s.stacks)),
            tuple(s.tokens),
            p.rations,
            s.camp,
            tuple(p.ivory.values()),
            tuple(p.relics),
            p.pathway_reserve,
            round(tl * 4),
        )
        v = self._moves.get(key)
        if v is None:
            v = max(self.next_move(s, seat, tl), self.far_move(s, seat, tl))
            if len(self._moves) > 50000:
                self._moves.clear()
            self._moves[key] = v
        return v

    def next_move(self, s: State, seat: int, tl: float) -> float:
        """Worth of the best move ``seat`` could make at the start of its next turn."""
        p = s.players[seat]
        if tl < 1 and s.stage != Stage.NORMAL:
            return 0.0
        rv, step = self.w["ration"], self.w["step"]
        start = p.site
        relic = s.relics[start]
        camp = self.board.camp
        best = 0.0
        token_of, tokens = self.board.token_of, s.tokens
        done_sites: dict[int, float] = {}
        cost: float | None = None  # a Ration spent to explore, the same for every site
        on_route = self._on_route
        for sites, trails in self.routes(p.pathways, start, p.holds("I2-1")):
            d = sites[-1]
            ks = on_route.get(trails)
            if ks is None:  # the Tokens on the route's Trails: the same in every state of the board
                ks = on_route[trails] = tuple(token_of[t] for t in trails if t in token_of)
            steps = sum(1 for k in ks if tokens[k]) if ks else 0
            g = step * min(steps, 3)
            if relic is not None and s.relics[d] == relic:
                g += 2 * len(trails) + self.relic_gain(p, relic)
            elif d == camp:
                got = min(3 + (1 if p.holds("I3-5") else 0), CHART_MAX - p.rations, s.camp)
                g += rv * got * min(1.0, (tl - 1) / 2)
            else:
                v = done_sites.get(d)
                if v is None:
                    v = 0.0
                    if p.rations > 0 and s.relics[d] is None and s.has_tiles(d):
                        if cost is None:
                            cost = self.ration_cost(p, 0.6)
                        v = max(0.0, self.tile_gain(s, seat, d, tl) - cost)
                    done_sites[d] = v
                g += v
            if g > best:
                best = g
        return best

    def far_move(self, s: State, seat: int, tl: float) -> float:
        """Worth of the best tile two to four moves away, or of a Shrine one to four moves away
        from which an Expedition could start, discounted by distance. Moves are counted as
        unfamiliar Trails needed (own Pathways are free), a slight optimism."""
        if tl < 2 and not self.press:
            return 0.0
        colours = Counter(c for c in s.relics if c is not None)
        launch = {x for x, c in enumerate(s.relics) if c is not None and colours[c] >= 2}
        p = s.players[seat]
        relics, ruins, stacks, sites = s.relics, s.ruins, s.stacks, self.board.sites
        cost: float | None = None  # a Ration spent to explore, the same for every site
        best = 0.0
        far = self.w["far"]
        for d, ring in enumerate(self.rings(p.site, p.pathways), 1):
            if d > tl and not self.press:
                break
            if launch and (d + 1 <= tl or self.press):
                disc = far**d
                for y in ring:
                    if y in launch:
                        g = self.launch_gain(s, p, y) * disc
                        if g > best:
                            best = g
            if d >= 2:
                disc = far ** (d - 1)
                for y in ring:
                    if relics[y] is None and (ruins[y] or stacks[y]) and sites[y].kind != "camp":
                        if cost is None:
                            cost = self.ration_cost(p, 0.6)
                        g = (self.tile_gain(s, seat, y, tl) - cost) * disc
                        if g > best:
                            best = g
        return best

    def rings(self, site: int, own: Set[int]) -> tuple[tuple[int, ...], ...]:
        """The sites first reached with 1, 2, 3 and 4 unfamiliar Trails from ``site`` (own
        Pathways are free; Base Camp ends a way, R5.5), for ``far_move``: they depend on the
        board, the site and the Pathways only, so they are worked out once per decision."""
        key = (site, frozenset(own))
        found = self._rings.get(key)
        if found is not None:
            return found
        board = self.board
        dist = {site: 0}
        frontier = [site]
        out: list[tuple[int, ...]] = []
        for d in range(1, 5):
            # own-Pathway closure of the frontier at cost 0, then one unfamiliar Trail
            zero = list(frontier)
            seen0 = set(zero)
            while zero:
                x = zero.pop()
                for t in board.trails_at[x]:
                    if t in own:
                        y = board.trails[t].other(x)
                        if y not in seen0 and y not in dist:
                            seen0.add(y)
                            zero.append(y)
            nxt = []
            for x in seen0:
                if x == board.camp and x != site:
                    continue
                for y in board.neighbours[x]:
                    if y not in dist:
                        dist[y] = d
                        nxt.append(y)
            for x in seen0:
                dist.setdefault(x, d - 1)
            if not nxt:
                break
            out.append(tuple(nxt))
            frontier = nxt
        if len(self._rings) > 20000:
            self._rings.clear()
        found = self._rings[key] = tuple(out)
        return found

    def launch_gain(self, s: State, p: Player, site: int) -> float:
        """Worth of the best Expedition starting from the Shrine ``site``."""
        relic = s.relics[site]
        assert relic is not None, "an Expedition starts from a Shrine with a Relic"  # as both callers ensure
        best = 0.0
        for sites, trails in self.routes(p.pathways, site, p.holds("I2-1")):
            d = sites[-1]
            if s.relics[d] == relic and d != site:
                g = 2 * len(trails) + self.relic_gain(p, relic)
                if g > best:
                    best = g
        return best

    def relic_in_reach(self, s: State) -> bool:
        """Can any player take a Relic with the move of their next turn (R6.3)? If not, the
        end (R11.1) is further away than the Relic count alone says."""
        colours = Counter(c for c in s.relics if c is not None)
        for p in s.players:
            r = s.relics[p.site]
            if r is not None and colours[r] >= 2 and self.launch_gain(s, p, p.site) > 0:
                return True
        return False
