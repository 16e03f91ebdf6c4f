"""For the press at the end of a dragging game: the nearest Expedition counting the Pathways it
still lacks (``gap_drive``), the Trails where a Pathway would close such a gap (``gap_trails``) and
the ways they are built on (fewest unfamiliar Trails, a Token's step, a Ruin to explore).
``GapWorth`` holds these methods with their cache; ``bots.reach.ReachWorth`` builds on it and
``bots.evaluate.Evaluator`` inherits both and sets up the attributes they read.
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Hashable, Iterator, Set

from ..rules import Player, Stage, State
from ..rules.components import RELICS_TO_END
from ..rules.frames import Shift, ShiftFirst, ShiftSecond, Steps
from .pieces import PieceWorth
from .weights import CLOSE_BONUS, CLOSE_STEP, PRESS_STEP, REGROW

SHIFTS: dict[type, int] = {ShiftFirst: 2, ShiftSecond: 1, Shift: 1}  # Pathways a pending frame moves


class GapWorth(PieceWorth):
    """The worth of the Pathways an Expedition still lacks (a base of ``Evaluator``; its
    ``__init__`` sets what is declared here)."""

    _gaps: dict[tuple[Hashable, ...], float]
    closer: int | None  # the seat whose way to the last Relic counts more (Evaluator.__init__)

    def unfamiliar(self, pathways: Set[int], start: int) -> dict[int, int]:
        """Fewest unfamiliar Trails on a way from ``start`` to every site (own Pathways are
        free; Base Camp may end a way but is never passed, R5.5)."""
        board = self.board
        camp = board.camp
        dist = {start: 0}
        todo = [(0, start)]
        while todo:
            d, x = heapq.heappop(todo)
            if d > dist[x] or (x == camp and x != start):
                continue
            for t in board.trails_at[x]:
                y = board.trails[t].other(x)
                dy = d + (0 if t in pathways else 1)
                if dy < dist.get(y, 1 << 30):
                    dist[y] = dy
                    heapq.heappush(todo, (dy, y))
        return dist

    def gap_drive(self, s: State, seat: int) -> float:
        """Worth of the nearest Expedition counting what is missing: moves to reach its Shrine,
        then each Pathway still needed on the way (R5.3 allows one unfamiliar Trail) — cheap
        with a Toolbox ready on Compass 1/2 or Shovel 2; else, for the first, the way through a
        face-up Token whose step readies a Toolbox (``token_way``) or ``regrow`` moves, and
        ``REGROW`` for each further one. Its points less ``PRESS_STEP`` VP per move: every move
        closer counts, however long the way. For the ``closer`` (a nudged leader, one Relic from
        the end of the game, ``Evaluator.__init__``) that Relic counts ``CLOSE_BONUS`` more and
        each move ``CLOSE_STEP`` VP: a plan of several turns (a Token for a step, a Compass to
        move a Pathway, then the Expedition) is then worth more than the points on the way."""
        colours = Counter(c for c in s.relics if c is not None)
        if not any(k >= 2 for k in colours.values()):
            return 0.0
        p = s.players[seat]
        own = frozenset(p.pathways)
        row_c, row_s = p.table["C"], p.table["S"]
        ready = row_c[0] + 2 * row_c[1] + (row_s[1] if p.pathway_reserve else 0)
        # Toolboxes that can be ready again after a step (one used returns to the bottom space)
        spare = p.tb_bottom + row_c[0] + row_c[1] + (row_s[0] if p.pathway_reserve else 0)
        if s.current == seat:  # steps still to place this turn ready a Toolbox at once (R8.3)
            ready += min(spare, sum(fr.left for fr in s.pending if isinstance(fr, Steps)))
            # a Compass in use: the Pathways it still moves (T-C1, T-C2), so that its first move
            # into the gap does not look like a Toolbox lost (five experts once kept Compass 2
            # ready beside their gap for eight turns)
            ready += sum(SHIFTS.get(type(fr), 0) for fr in s.pending)
        closing = seat == self.closer and s.stage == Stage.NORMAL and s.relics_taken() == RELICS_TO_END[s.n] - 1
        key = (
            closing,
            p.site,
            own,
            tuple(s.relics),
            ready,
            tuple(p.relics),
            p.holds("I1-3"),
            p.holds("I2-1"),
            # a Ruin to explore (regrow), else the Tokens and the Toolboxes a step readies (token_way)
            True if self.ruin_way(s, p) else (spare, tuple(s.tokens)),
        )
        v = self._gaps.get(key)
        if v is None:
            v = self._gap_drive(s, p, own, ready, spare, colours, closing)
            if len(self._gaps) > 20000:
                self._gaps.clear()
            self._gaps[key] = v
        return v

    def expedition_starts(
        self, s: State, p: Player, own: frozenset[int], colours: Counter[str]
    ) -> Iterator[tuple[int, str, int, int]]:
        """Each Shrine ``p`` can reach whose Relic's colour (``colours``: Relics on Shrines, by
        colour) stands on another Shrine: (Shrine, colour, moves to reach it — 0 when standing on
        it —, 1 + the fewest Pathways still missing on a way from it to another Shrine of its
        colour, ``expedition_gap``; for a holder of I2-1 the fewest unfamiliar Trails)."""
        here = self.unfamiliar(own, p.site)
        both = p.holds("I2-1")  # the unfamiliar Trail may sit inside the chain (I2-1)
        dists: dict[int, dict[int, int]] = {}

        def dist(x: int) -> dict[int, int]:
            d = dists.get(x)
            if d is None:
                d = dists[x] = self.unfamiliar(own, x)
            return d

        for a, c in enumerate(s.relics):
            if c is None or colours[c] < 2 or a not in here:
                continue
            gaps = [
                max(1, dist(a)[b]) if both else self.expedition_gap(a, b, dist(a), dist(b))
                for b, cb in enumerate(s.relics)
                if cb == c and b != a and b in dist(a)
            ]
            if gaps:
                yield a, c, (0 if a == p.site else max(1, here[a])), min(gaps)

    def expedition_gap(self, a: int, b: int, from_a: dict[int, int], from_b: dict[int, int]) -> int:
        """1 + the fewest Pathways missing for an Expedition from Shrine ``a`` to ``b`` in one
        move (``from_a``/``from_b``: ``unfamiliar`` from each). A move is one unfamiliar Trail and
        a chain of own Pathways entirely before or after it (R5.3), so the free Trail is the
        first or the last of the way; every other unfamiliar Trail on it needs a Pathway. (The
        fewest unfamiliar Trails alone let the chain run on both sides, which no move can: a
        leader then stood one Trail from an Expedition it could not make, for 30 turns.)"""
        board = self.board
        camp = board.camp
        best = 1 << 30
        for x, dist, target in ((a, from_b, b), (b, from_a, a)):
            for t in board.trails_at[x]:
                y = board.trails[t].other(x)
                if y == target:
                    return 1
                if y != camp and y in dist:
                    best = min(best, dist[y])
        return 1 + best

    def _gap_drive(
        self,
        s: State,
        p: Player,
        own: frozenset[int],
        ready: int,
        spare: int,
        colours: Counter[str],
        closing: bool = False,
    ) -> float:
        best = 0.0
        step, bonus = (CLOSE_STEP, CLOSE_BONUS) if closing else (PRESS_STEP, 0.0)
        by_token = spare > 0 and not self.ruin_way(s, p)  # that Pathway needs a Token's step
        here: dict[int, int] | None = None
        for a, c, approach, gap in self.expedition_starts(s, p, own, colours):
            missing = max(0, gap - 1)
            covered = min(missing, ready)
            moves = approach + covered
            if missing > covered:
                if by_token:
                    if here is None:
                        here = self.unfamiliar(own, p.site)
                    # the way runs through the Token to the Shrine: a move toward the Token
                    # counts even where it leads away from the Shrine
                    moves += self.token_way(s, own, here, a) - approach + 1
                else:
                    moves += self.regrow(s, p)
                moves += REGROW * (missing - covered - 1)
            gain = self.relic_gain(p, c) + 2 * max(gap, 1) + bonus
            g = max(0.0, gain - step * moves)
            if g > best:
                best = g
        return best

    def gap_trails(self, s: State, seat: int) -> frozenset[int]:
        """The Trails without a Pathway of ``seat`` on the shortest ways between two Shrines of
        a colour, from the Expedition starts with the fewest Pathways missing: where a Pathway
        moved by Compass closes a gap (R8.6 T-C1/T-C2)."""
        colours = Counter(c for c in s.relics if c is not None)
        p = s.players[seat]
        own = frozenset(p.pathways)
        board = self.board
        starts = [(gap, a, c) for a, c, _approach, gap in self.expedition_starts(s, p, own, colours) if gap > 1]
        if not starts:
            return frozenset()
        least = min(g for g, _a, _c in starts)
        out: set[int] = set()
        for _gap, a, c in (x for x in starts if x[0] == least):
            from_a = self.unfamiliar(own, a)
            for b, cb in enumerate(s.relics):
                if cb != c or b == a or b not in from_a:
                    continue
                from_b = self.unfamiliar(own, b)
                for t, tr in enumerate(board.trails):
                    if t in own:
                        continue
                    for x, y in ((tr.a, tr.b), (tr.b, tr.a)):
                        if x in from_a and y in from_b and from_a[x] + 1 + from_b[y] == from_a[b]:
                            out.add(t)
        return frozenset(out)

    def token_way(self, s: State, own: frozenset[int], here: dict[int, int], shrine: int) -> int:
        """Fewest unfamiliar Trails on a way from the player's site (``here``: ``unfamiliar``
        from it) across a face-up Token's Trail (its step readies a Toolbox, R7.2) to ``shrine``;
        ``2 * REGROW`` more than the Shrine's own distance at most, as ``regrow`` caps it."""
        board = self.board
        to_shrine = self.unfamiliar(own, shrine)
        best = here.get(shrine, 1 << 20) + 2 * REGROW
        for k, up in enumerate(s.tokens):
            if up:
                t = board.trails[board.rivers[k]]
                cross = 0 if t.index in own else 1
                for x, y in ((t.a, t.b), (t.b, t.a)):
                    if x in here and y in to_shrine:
                        best = min(best, here[x] + cross + to_shrine[y])
        return best

    @staticmethod
    def ruin_way(s: State, p: Player) -> bool:
        """Can ``p`` get a Pathway by exploring a Ruin? A Ruin with tiles and a Pathway in reserve
        to place (R9.2). A Ration to pay (R9.1) is not asked: Base Camp gives three, and counting
        the Token way instead left a leader without Rations circling (expert-stall-rations)."""
        return p.pathway_reserve > 0 and any(s.ruins)

    def regrow(self, s: State, p: Player) -> int:
        """Moves a Pathway that neither a ready Toolbox nor a Token's step covers costs ``p``:
        ``REGROW`` while ``p`` can explore a Ruin for one (``ruin_way``; exploring places a
        Pathway, R9.2), else ``2 * REGROW`` (no Toolbox a step could ready; ``token_way``
        counts a Token's detour at most that much)."""
        return REGROW if self.ruin_way(s, p) else 2 * REGROW
