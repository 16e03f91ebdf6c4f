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

This module adds up the whole position (``Evaluator.worth``, ``score``, the press for the end of a
dragging game, ``restless``, ``win_value``); what single pieces are worth is in ``bots.pieces``, what
the moves ahead are worth in ``bots.reach``, what the Pathways an Expedition lacks cost in
``bots.gaps`` (all bases of ``Evaluator``), and the tunable numbers in ``bots.weights``.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Hashable, Sequence

from ..rules import Action, Phase, Stage, State
from ..rules.components import RELIC_OF, RELICS_TO_END
from ..rules.frames import Steps
from ..rules.scoring import breakdown, winners
from .knowledge import candidate_pool, mean_blue
from .pieces import Route
from .reach import ReachWorth
from .weights import (
    BARE_LONG_GAME,
    BARE_RAMP,
    CLOSE_BONUS,
    DECIDED_LEAD,
    LONG_GAME,
    NUDGE_LONG_GAME,
    NUDGE_RAMP,
    NUDGE_SHARE,
    PRESS_RAMP,
    PRESS_SHARE,
    RESTLESS,
    STALL_TURNS,
    TOOL_WORTH,
    TURNS_PER_RELIC,
    W,
)


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


def expedition_possible(s: State) -> bool:
    """Does some colour have Relics on two Shrines, so that an Expedition (R6.3) can be made?"""
    colours = Counter(c for c in s.relics if c is not None)
    return any(k >= 2 for k in colours.values())


def dragging(s: State, long_game: float = LONG_GAME, ramp: float = PRESS_RAMP) -> float:
    """How far the game has dragged on (0..1): grows from ``long_game`` own turns each over
    ``ramp`` more."""
    return min(1.0, max(0.0, (s.turn / s.n - long_game) / ramp))


def clock(s: State) -> tuple[float, float]:
    """When ``s``'s game counts as dragging on: (own turns each, ramp). ``LONG_GAME`` while a
    Ruin has tiles, sooner (``BARE_LONG_GAME``) once every Ruin is explored: a press that
    begins while Ruins hold tiles fades the worth of exploring them, and the game can stall
    (docs/bots.md, *Ending a dragging game*)."""
    return (LONG_GAME, PRESS_RAMP) if any(s.ruins) else (BARE_LONG_GAME, BARE_RAMP)


def press_of(s: State) -> float:
    """The press for the end (0..1): ``dragging`` on the game's ``clock`` (or on the nudge's, in
    a ``decided`` game), but 0 while no Expedition is possible at all (exploring, which the
    unpressed evaluation values, is then the way on, and the press would fade its worth)."""
    press = dragging(s, *clock(s))
    if decided(s):
        press = max(press, dragging(s, NUDGE_LONG_GAME, NUDGE_RAMP))
    return press if press and expedition_possible(s) else 0.0


def shown_vp(s: State, seat: int) -> int:
    """``seat``'s VP as far as ``s`` shows them: its own in a view or a full state, else as
    announced (ruling 21; 0 where nothing was announced)."""
    p = s.players[seat]
    if p.vp is not None:
        return p.vp
    return (s.announced[seat] if s.announced else None) or 0


def decided(s: State) -> bool:
    """Is the game decided: its leader ahead of everyone by ``DECIDED_LEAD`` VP or more, counting
    what every player can see (VP as announced, ruling 21, and 5 per Relic colour held, R11.3)?
    Such a game is pressed on the nudge's clock (``press_of``): keeping it alive only lets the
    leader farm points and the others lose by more (docs/bots.md, *the nudge*)."""
    counted = sorted(shown_vp(s, i) + 5 * len(set(p.relics)) for i, p in enumerate(s.players))
    return len(counted) > 1 and counted[-1] - counted[-2] >= DECIDED_LEAD


def nudge_of(s: State) -> float:
    """The nudge toward the end (0..1), from ``NUDGE_LONG_GAME`` own turns each over
    ``NUDGE_RAMP`` more, where an Expedition is possible. Sooner than the press and gentler: it
    fades nothing (exploring keeps its worth), it adds a share of the nearest Expedition's worth
    (``gap_drive``), stops counting a Relic taken as turns lost, and lets a leader value ending
    the game (``Evaluator.score``): a player behind races for the Relics, the leader closes."""
    return dragging(s, NUDGE_LONG_GAME, NUDGE_RAMP) if expedition_possible(s) else 0.0


def press_turn(s: State, press: float = 1.0) -> int:
    """The first turn at which ``s``'s game is pressed at least ``press`` (where an Expedition
    is possible, see press_of)."""
    long_game, ramp = clock(s)
    return math.ceil(s.n * (long_game + press * ramp) - 1e-9)


def restless(view: State, legal: Sequence[Action], rng: random.Random) -> Action | None:
    """The last resort of a game that has dragged on past the full press: now and then a
    random legal action, which breaks any cycle the evaluation might keep the players in
    (random players always end their games). None for a normal decision."""
    if view.turn >= press_turn(view) and len(legal) > 1 and rng.random() < RESTLESS:
        return rng.choice(list(legal))
    return None


def opportunities(s: State) -> float:
    """Share (0..1) of the game's chances still open: tiles left to explore and Relics that an
    Expedition could still take (a colour with Relics on two Shrines)."""
    tiles = sum(s.ruins) + sum(map(len, s.stacks))
    on_board = [c for c in s.relics if c is not None]
    pairs = len(on_board) - len(set(on_board))  # each colour's Relics on Shrines, less one
    return min(1.0, (tiles + 2 * pairs) / (4.0 * s.n))


def ration_units(r: float) -> float:
    """Rations in "first Ration" units: each more Ration is worth a little less (R10.2 caps
    the Chart at 5; a full Chart can wait)."""
    return r * (1.15 - 0.075 * r)


class Evaluator(ReachWorth):
    """Scores states reached from one decision; holds only per-decision caches (thread-safe
    as long as each thread uses its own Evaluator)."""

    def __init__(self, view: State, weights: dict[str, float] | None = None, press: bool | float = True) -> None:
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
        self._gaps: dict[tuple[Hashable, ...], float] = {}
        self._rings: dict[tuple[int, frozenset[int]], tuple[tuple[int, ...], ...]] = {}
        self._on_route: dict[tuple[int, ...], tuple[int, ...]] = {}
        # The game clock is read once, at the decision: every candidate is judged against the
        # same horizon, so no move looks better merely because it seems to delay the end.
        self.root_relics = view.relics_taken()
        self.root_tl = turns_left(view, view.current)
        if view.stage == Stage.NORMAL:
            self.root_tl *= self.w["tl_scale"]
            if not self.relic_in_reach(view):
                self.root_tl += STALL_TURNS
        # A game far longer than usual means the players are circling: press for the end. The
        # press (0..1) grows with the game's length (press_of); it shrinks the horizon, fades out the
        # resources' future worth and puts in its place the worth of the nearest way to a Relic
        # (end_drive), so that taking a Relic beats keeping the game alive.
        # The expert's leaf (``press=False``) has no press; a number is a press of that strength
        # where an Expedition is possible (the expert's search guide in a dragging game).
        if isinstance(press, bool):
            self.press = press_of(view) if press else 0.0
        else:
            self.press = float(press) if expedition_possible(view) else 0.0
        if self.press:
            self.root_tl = max(0.5, self.root_tl * (1.0 - self.press))
        # The nudge comes before the press and fades nothing (nudge_of); like the press it is the
        # greedy bots' only: the expert's leaf and its pressed guide have none.
        self.nudge = nudge_of(view) if press is True else 0.0
        # A nudged leader one Relic from the end counts its way to that Relic more (gap_drive):
        # ending the game is its win, and the one-turn lookahead sees a plan of several turns only
        # through that way's worth (docs/bots.md, *the last Relic*).
        self.closer = None
        if (
            self.nudge
            and view.stage == Stage.NORMAL
            and view.relics_taken() == RELICS_TO_END[view.n] - 1
            and self.leads(view, view.current)
        ):
            self.closer = view.current

    def horizon(self, s: State, seat: int) -> float:
        """Turns ``seat`` may still use in state ``s`` (see __init__)."""
        if s.phase == Phase.OVER or s.stage != Stage.NORMAL:
            return turns_left(s, seat)
        # Each Relic taken brings the end nearer; a nudged game counts that less, so that the worth
        # the pieces would lose no longer outweighs a Relic (the hoarding that drags a game on).
        spent = (1.0 - self.nudge) * TURNS_PER_RELIC * (s.relics_taken() - self.root_relics) / s.n
        return max(0.5, self.root_tl - spent)

    # -- the whole position -------------------------------------------------------------------
    def worth(self, s: State, seat: int, future: bool = True, parts: dict[str, float] | None = None) -> float:
        p = s.players[seat]
        w = self.w
        if s.phase == Phase.OVER:
            return self.final_points(s, seat)
        tl = self.horizon(s, seat)
        assert p.vp is not None or not s.announced or s.announced[seat] is not None, (
            "a view announces the VP of every player it hides"
        )
        v = float(shown_vp(s, seat))
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
        if self.nudge:
            capped += self.nudge * NUDGE_SHARE * self.gap_drive(s, seat)
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

    def final_points(self, s: State, seat: int) -> float:
        row = breakdown(s)[seat]
        return float(row["total"])

    def score(self, s: State, seat: int) -> float:
        """Greedy score: own worth, minus a share of the best opponent's (weight ``opp``); in a
        nudged game, plus ``CLOSE_BONUS`` (times the nudge) where ``seat`` has just triggered the
        end (R11.1) ahead of everyone as things stand."""
        v = self.worth(s, seat)
        if self.w["opp"]:
            others = [self.worth(s, i, future=False) for i in range(s.n) if i != seat]
            v -= self.w["opp"] * max(others)
        if self.nudge and s.triggered_by == seat and self.leads(s, seat):
            v += self.nudge * CLOSE_BONUS
        return v

    def leads(self, s: State, seat: int) -> bool:
        """Is ``seat`` ahead of every other player in ``s``, counting what is already theirs?"""
        mine = self.worth(s, seat, future=False)
        return all(mine > self.worth(s, i, future=False) for i in range(s.n) if i != seat)


def win_value(s: State, seat: int) -> float:
    """1 for a win, 1/k for a k-way shared win, else 0 (R11.4) — for finished games."""
    seats, _ = winners(s)
    return 1.0 / len(seats) if seat in seats else 0.0


SCALE = 6.0  # heuristic_values: softmax temperature of the hand-set evaluation, in VP ...
SCALE_PER_TURN = 1.5  # ... plus this much per turn left (the future is less certain)


def heuristic_values(
    ev: Evaluator, scale: float = SCALE, per_turn: float = SCALE_PER_TURN
) -> Callable[[State], list[float]]:
    """The expert's hand-set leaf (``ExpertBot(leaf=None)``): win chances per seat, a softmax of
    the players' worths (a logistic of the lead in a two-player game), 1/0 (1/k shared) once
    the game is over."""

    def values(s: State) -> list[float]:
        if s.phase == Phase.OVER:
            return [win_value(s, i) for i in range(s.n)]
        worths = [ev.worth(s, i) for i in range(s.n)]
        t = scale + per_turn * ev.horizon(s, s.current)
        top = max(worths)
        e = [math.exp((w - top) / t) for w in worths]
        total = sum(e)
        return [x / total for x in e]

    return values


__all__ = ["Evaluator", "W", "heuristic_values", "turns_left", "win_value", "RELIC_OF"]
