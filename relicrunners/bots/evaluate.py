"""A hand-written evaluation: how many final points a position is worth to one player.

``Evaluator(view)`` is built once per decision from the deciding player's view (it learns the
candidate pools of hidden tiles there) and then scores any state reached from it, a view or a
determinized state, from any seat's perspective:

    worth = VP + Blue values + Relic bonus (R11.3) + level-1 Ivory bonus as things stand
          + what the player's pieces are still likely to bring before the end:
            Rations, Toolboxes on the Table, Pathways, held level-2/3 Ivory tiles,
            and the best move of the player's next turn (an Expedition, a tile, Base Camp).

Resources are worth less as the end comes near (``turns_left``). Tiles whose code the player
cannot know (code None) count at the mean of their candidates. All numbers are in VP and were
tuned by bot-against-bot tournaments (see docs/bots.md).
"""

from __future__ import annotations

import heapq
import math
import random
from collections import Counter
from collections.abc import Hashable, Sequence, Set

from ..rules import Action, Phase, Player, Stage, State
from ..rules.components import CHART_MAX, RELIC_OF, RELICS_TO_END
from ..rules.frames import Steps
from ..rules.routes import legal_routes, longest_pathway_route
from ..rules.scoring import winners
from .knowledge import candidate_pool, mean_blue

# a legal route from a site: (its sites, start included; the Trails between them)
Route = tuple[tuple[int, ...], tuple[int, ...]]

# -- tunable weights (VP) ------------------------------------------------------------------
W = {
    "ration": 1.0,  # one Ration on the Chart, while turns remain to spend it
    "pathway": 3.5,  # one own Pathway on the board (they make long moves: Expeditions, Tokens)
    "longest": 0.2,  # per Pathway in the longest own route (Compass 3 and long moves)
    "tb_bottom": 1.0,  # a Toolbox on the bottom space
    "tb_use": 0.8,  # share of a Toolbox action's worth kept while it waits on the Table
    "step": 0.9,  # worth of a Toolbox step not yet placed
    "next_turn": 0.55,  # share of the best next move's worth (others may take it first)
    "relic_extra": 1.0,  # a Relic beyond the colour bonus (tie-breaks, Machete 3)
    "rate": 3.5,  # VP a turn may bring at most, on average (caps the future)
    "opp": 0.0,  # weight of the best opponent's worth in the greedy score
    "far": 0.6,  # discount per extra move needed to reach a tile or an Expedition start
    "tl_scale": 1.0,  # factor on the turns a player is expected to have left (normal stage)
}

TURNS_PER_RELIC = 4.0  # turns (all players together) per Relic taken, from self-play
STALL_TURNS = 3.0  # added to turns_left when no one can take a Relic next turn
LONG_GAME = 45  # own turns after which a game counts as dragging on
PRESS_RAMP = 15  # own turns over which the press for the end grows to full strength
PRESS_SHARE = 0.5  # share of the best way to a Relic counted while pressed
REGROW = 3  # moves a missing Pathway costs when no Compass/Shovel stands ready
RESTLESS = 0.1  # at full press, the share of decisions a bot makes at random (see restless)

# worth of using a Toolbox action now (before the share tb_use); M3/C3 computed from the state
TOOL_WORTH = {("M", 1): 3.5, ("M", 2): 2.6, ("C", 1): 1.2, ("C", 2): 2.0, ("S", 1): 2.0, ("S", 2): 2.2, ("S", 3): 5.0}
# worth of a level-2 Ivory tile kept for later (single use)
IVORY2 = {"I2-1": 1.5, "I2-2": 1.5, "I2-3": 3.0, "I2-4": 2.2, "I2-5": 1.8, "I2-6": 2.0}
# worth per remaining turn of a level-3 Ivory tile (permanent)
IVORY3 = {"I3-1": 0.35, "I3-2": 0.25, "I3-3": 0.35, "I3-4": 0.15, "I3-5": 0.3, "I3-6": 0.3}
# immediate worth of a Purple tile's effect, before the state tells more
PURPLE = {"P1": 3.0, "P2": 1.2, "P3": 2.6, "P4": 1.8, "P5": 2.5, "P6": 1.0, "P7": 3.0, "P8": 0.6}


def turns_left(s: State, seat: int) -> float:
    """Expected number of turns ``seat`` still starts, from the Relic count alone (R11.1);
    exact once the end is triggered."""
    if s.phase == Phase.OVER:
        return 0.0
    if s.stage != Stage.NORMAL:
        left = sum(1 for q in s.queue if q == seat)
        if s.stage == Stage.FINAL and s.players[seat].holds("I1-6"):
            left += 1
        return left + (0.5 if s.current == seat else 0.0)
    relics_left = RELICS_TO_END[s.n] - s.relics_taken()
    return max(0.5, TURNS_PER_RELIC * (relics_left - 0.5) / s.n)


def restless(view: State, legal: Sequence[Action], rng: random.Random) -> Action | None:
    """The last resort of a game that has dragged on past the full press: now and then a
    random legal action, which breaks any cycle the evaluation might keep the players in
    (random players always end their games). None for a normal decision."""
    if view.turn / view.n >= LONG_GAME + PRESS_RAMP and len(legal) > 1 and rng.random() < RESTLESS:
        return rng.choice(list(legal))
    return None


def opportunities(s: State) -> float:
    """Share (0..1) of the game's chances still open: tiles left to explore and Relics that an
    Expedition could still take (a colour with Relics on two Shrines)."""
    tiles = sum(s.ruins) + sum(len(st) for st in s.stacks)
    on_board = Counter(c for c in s.relics if c is not None)
    pairs = sum(k - 1 for k in on_board.values() if k >= 2)
    return min(1.0, (tiles + 2 * pairs) / (4.0 * s.n))


def ration_units(r: float) -> float:
    """Rations in "first Ration" units: each more Ration is worth a little less (R10.2 caps
    the Chart at 5; a full Chart can wait)."""
    return r * (1.15 - 0.075 * r)


class Evaluator:
    """Scores states reached from one decision; holds only per-decision caches (thread-safe
    as long as each thread uses its own Evaluator)."""

    def __init__(self, view: State, weights: dict[str, float] | None = None) -> None:
        self.board = view.board
        self.w = dict(W)
        if weights:
            self.w.update(weights)
        self.pool = candidate_pool(view)
        self.blue_mean = mean_blue(self.pool)
        self._routes: dict[tuple[frozenset[int], int, bool], list[Route]] = {}
        self._longest: dict[frozenset[int], int] = {}
        self._ivory_mean: dict[tuple[int, int], float] = {}
        self._moves: dict[tuple[Hashable, ...], float] = {}
        self._gaps: dict[tuple[int, frozenset[int], tuple[str | None, ...], int, tuple[str, ...], bool], float] = {}
        # The game clock is read once, at the decision: every candidate is judged against the
        # same horizon, so no move looks better merely because it seems to delay the end.
        self.root_relics = view.relics_taken()
        self.root_tl = turns_left(view, view.current)
        if view.stage == Stage.NORMAL:
            self.root_tl *= self.w["tl_scale"]
            if not self.relic_in_reach(view):
                self.root_tl += STALL_TURNS
        # A game far longer than usual means the players are circling: press for the end. The
        # press (0..1) grows with the game's length; it shrinks the horizon, fades out the
        # resources' future worth and puts in its place the worth of the nearest way to a Relic
        # (end_drive), so that taking a Relic beats keeping the game alive.
        own_turns = view.turn / view.n
        self.press = min(1.0, max(0.0, (own_turns - LONG_GAME) / PRESS_RAMP))
        if self.press:
            self.root_tl = max(0.5, self.root_tl * (1.0 - self.press))

    def horizon(self, s: State, seat: int) -> float:
        """Turns ``seat`` may still use in state ``s`` (see __init__)."""
        if s.phase == Phase.OVER or s.stage != Stage.NORMAL:
            return turns_left(s, seat)
        return max(0.5, self.root_tl - TURNS_PER_RELIC * (s.relics_taken() - self.root_relics) / s.n)

    # -- pieces -------------------------------------------------------------------------------
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
        tb = self.board.trail_between
        return tuple(tb[(a, b)] for a, b in zip(sites, sites[1:]))

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
        if s.ruins[site]:
            g = (w["pathway"] + 0.5) if p.pathway_reserve else 0.3
            if self.press:  # pressed, a Pathway counts only through gap_drive, once placed
                g *= 1.0 - self.press
            if p.holds("I3-1") and p.pathway_reserve:
                g += 1
        else:
            st = s.stacks[site]
            if not st:
                return 0.0
            t = st[-1]
            if t.colour == "blue":
                g = t.value if t.code else self.blue_mean[t.level]
                if p.holds("I3-3"):
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
        if s.height(site) == s.full.heights[site] and p.holds("I3-2"):
            g += 1
        return g

    def ration_cost(self, p: Player, share: float = 1.0) -> float:
        """What spending one Ration to explore costs: a share of its future use, and for a
        holder of I1-2 the 2 VP it would bring at the end for certain."""
        return self.w["ration"] * share + (2.0 if p.holds("I1-2") else 0.0)

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
        rv = self.w["ration"]
        start = p.site
        relic = s.relics[start]
        camp = self.board.camp
        best = 0.0
        token_of, tokens = self.board.token_of, s.tokens
        done_sites: dict[int, float] = {}
        for sites, trails in self.routes(p.pathways, start, p.holds("I2-1")):
            d = sites[-1]
            steps = sum(1 for t in trails if t in token_of and tokens[token_of[t]])
            g = self.w["step"] * min(steps, 3)
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
                        v = max(0.0, self.tile_gain(s, seat, d, tl) - self.ration_cost(p, 0.6))
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
        board = self.board
        own = p.pathways
        dist = {p.site: 0}
        frontier = [p.site]
        best = 0.0
        for d in range(1, 5):
            if d > tl and not self.press:
                break
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
                if x == board.camp and x != p.site:
                    continue
                for y in board.neighbours[x]:
                    if y not in dist:
                        dist[y] = d
                        nxt.append(y)
            for x in seen0:
                dist.setdefault(x, d - 1)
            if launch and (d + 1 <= tl or self.press):
                disc = self.w["far"] ** d
                for y in nxt:
                    if y in launch:
                        g = self.launch_gain(s, p, y) * disc
                        if g > best:
                            best = g
            if d >= 2:
                disc = self.w["far"] ** (d - 1)
                for y in nxt:
                    if s.relics[y] is None and s.has_tiles(y) and board.sites[y].kind != "camp":
                        g = (self.tile_gain(s, seat, y, tl) - self.ration_cost(p, 0.6)) * disc
                        if g > best:
                            best = g
            frontier = nxt
            if not frontier:
                break
        return best

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

    def relic_gain(self, p: Player, colour: str) -> float:
        g = self.w["relic_extra"]
        if colour not in p.relics:
            g += 5
        elif p.holds("I1-3"):
            g += 5
        return g

    # -- the whole position -------------------------------------------------------------------
    def worth(self, s: State, seat: int, future: bool = True, parts: dict[str, float] | None = None) -> float:
        p = s.players[seat]
        w = self.w
        if s.phase == Phase.OVER:
            return self.final_points(s, seat)
        tl = self.horizon(s, seat)
        vp = p.vp if p.vp is not None else (s.announced[seat] if s.announced else 0)
        assert vp is not None, "a view announces the VP of every player it hides"
        v = float(vp)
        for t in p.blue:
            v += t.value if t.code else self.blue_mean[t.level]
        v += 5 * len(set(p.relics)) + w["relic_extra"] * len(p.relics)
        for lvl, t in p.ivory.items():
            v += self.ivory_worth(s, p, t.code, lvl, tl)
        if not future or tl <= 0:
            return v
        # what the pieces may still bring: F, softly capped by what tl turns can bring (C)
        f = opportunities(s)
        F = w["ration"] * ration_units(min(float(p.rations), tl * 1.2)) * f
        # Toolboxes on the Table
        tbv = w["tb_bottom"] * p.tb_bottom
        longest = None
        for b, row in p.table.items():
            for k in (1, 2, 3):
                c = row[k - 1]
                if not c:
                    continue
                if (b, k) == ("M", 3):
                    u = 4.0 * len(p.relics) + 2.0 * min(tl / 4, 1.5)
                elif (b, k) == ("C", 3):
                    if longest is None:
                        longest = self.longest(p.pathways)
                    u = 2.0 * longest + 0.5
                else:
                    u = TOOL_WORTH[(b, k)]
                u = max(u, w["tb_bottom"] + 0.9 * k)
                tbv += c * u * w["tb_use"]
        F += tbv * f
        # Pathways
        if p.pathways:
            if longest is None:
                longest = self.longest(p.pathways)
            F += (w["pathway"] * len(p.pathways) + w["longest"] * longest) * f
        # pending Toolbox steps and the explore still open in this turn, the best next move
        F += self.this_turn(s, seat, tl)
        F += w["next_turn"] * self.moves_worth(s, seat, tl)
        C = w["rate"] * tl
        capped = C * (1.0 - math.exp(-F / C))
        if self.press:
            capped = (1.0 - self.press) * capped + self.press * self.end_drive(s, seat, tl)
        if parts is not None:
            parts.update(
                now=v,
                tl=tl,
                opp=f,
                rations=w["ration"] * ration_units(min(float(p.rations), tl * 1.2)) * f,
                toolboxes=tbv * f,
                next=self.next_move(s, seat, tl),
                far=self.far_move(s, seat, tl),
                future=F,
                capped=capped,
            )
            if self.press:
                parts.update(press=self.press, gap=self.gap_drive(s, seat))
        return v + capped

    def this_turn(self, s: State, seat: int, tl: float) -> float:
        """Worth still to come in ``seat``'s current turn: unplaced Toolbox steps and the
        explore still open after the move."""
        if s.current != seat:
            return 0.0
        p = s.players[seat]
        v = sum(self.w["step"] * fr.left for fr in s.pending if isinstance(fr, Steps))
        if (
            s.phase == Phase.AFTER
            and not s.pending
            and not s.flags.explored
            and p.rations > 0
            and s.has_tiles(p.site)
            and s.relics[p.site] is None
        ):
            v += max(0.0, self.tile_gain(s, seat, p.site, tl) - self.ration_cost(p))
        return v

    # -- the press for the end of a dragging game ---------------------------------------------
    def end_drive(self, s: State, seat: int, tl: float) -> float:
        """While pressed: this turn's steps and explore, and a share of the best way to a Relic
        (the next move, a Shrine further off, or one whose Expedition still lacks Pathways)."""
        return self.this_turn(s, seat, tl) + PRESS_SHARE * max(self.moves_worth(s, seat, tl), self.gap_drive(s, seat))

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
        with a Toolbox ready on Compass 1/2 or Shovel 2, else ``REGROW`` moves each."""
        colours = Counter(c for c in s.relics if c is not None)
        if not any(k >= 2 for k in colours.values()):
            return 0.0
        p = s.players[seat]
        own = frozenset(p.pathways)
        row_c, row_s = p.table["C"], p.table["S"]
        ready = row_c[0] + 2 * row_c[1] + (row_s[1] if p.pathway_reserve else 0)
        key = (p.site, own, tuple(s.relics), ready, tuple(p.relics), p.holds("I1-3"))
        v = self._gaps.get(key)
        if v is None:
            v = self._gap_drive(s, p, own, ready, colours)
            if len(self._gaps) > 20000:
                self._gaps.clear()
            self._gaps[key] = v
        return v

    def _gap_drive(self, s: State, p: Player, own: frozenset[int], ready: int, colours: Counter[str]) -> float:
        here = self.unfamiliar(own, p.site)
        best = 0.0
        far = self.w["far"]
        for a, c in enumerate(s.relics):
            if c is None or colours[c] < 2 or a not in here:
                continue
            dist = self.unfamiliar(own, a)
            gap = min((dist[b] for b, cb in enumerate(s.relics) if cb == c and b != a and b in dist), default=None)
            if gap is None:
                continue
            missing = max(0, gap - 1)
            covered = min(missing, ready)
            approach = 0 if a == p.site else max(1, here[a])
            g = (self.relic_gain(p, c) + 2 * max(gap, 1)) * far ** (approach + covered + REGROW * (missing - covered))
            if g > best:
                best = g
        return best

    def final_points(self, s: State, seat: int) -> float:
        from ..rules.scoring import breakdown

        row = breakdown(s)[seat]
        return float(row["total"])

    def score(self, s: State, seat: int) -> float:
        """Greedy score: own worth, minus a share of the best opponent's (weight ``opp``)."""
        v = self.worth(s, seat)
        if self.w["opp"]:
            others = [self.worth(s, i, future=False) for i in range(s.n) if i != seat]
            v -= self.w["opp"] * max(others)
        return v


def win_value(s: State, seat: int) -> float:
    """1 for a win, 1/k for a k-way shared win, else 0 (R11.4) — for finished games."""
    seats, _ = winners(s)
    return 1.0 / len(seats) if seat in seats else 0.0


__all__ = ["Evaluator", "W", "turns_left", "win_value", "RELIC_OF"]
