"""How the expert ends its games (issue #26 item 3): no random moves, only what it values.

Two experts once walked on for thousands of turns, in three ways:

- the leader stood next to the Relic that ends the game (R11.1) and never took it: the hand-set
  order the search tries actions in ranks that move low (it counts what the turn leaves for
  later), and a short search never reached it. The root now tries it second whatever its rank
  (``ends_the_game``);
- no Expedition was possible (each colour had a Relic on one Shrine at most, R6.3), and nobody
  explored the last tile that would open one: the player behind loses by opening it, the leader
  had no reason to;
- an Expedition was open but needed Pathways built over several turns, which no one-turn search
  sees (and the leader, without Rations, first had to fetch some from Base Camp).

So, in a game that has dragged on (``evaluate.dragging`` on the expert's own clock,
``expert_clock``: from 1.2 times the own turns of a usual game of experts, full at 1.35 times;
its games are shorter than the other bots'), an unfinished position's win chances are scaled
down, the less the nearer each player is to the end (``distance``: Relics still to take, less
for the moves to an open Expedition or the way to the last tile of a Ruin or Temple whose Relic
would open one). A finished game keeps its value. The leader gains by every step toward the
end and most by ending it; a player behind, whose chances are small, loses little by it. The
search (``ismcts``) then also orders its actions and plays its rollouts with the hand-set press,
and tries the actions nearest the end first (``nearer_first``).

Where that is not enough either, from 1.65 times a usual game's own turns the expert plays
the medium bot's move under the full press (``pressed_choice``, deterministic; where no
Expedition is possible, the way to a last tile that opens one first, ``opener_first``), or the
Relic that ends the game where its search finds ending it better. It does so at any turn in a
position it decided in before (``ExpertBot.come_round``, keyed by ``circle_key``): its search
is going round.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence

from ..rules import Action, ActionKind, Phase, State, advance
from ..rules.components import RELIC_OF, RELICS_TO_END
from .evaluate import Evaluator, dragging, expedition_possible
from .greedy import lookahead_values
from .weights import EXPERT_DRAG_FROM, EXPERT_DRAG_FULL, EXPERT_STALEMATE, EXPERT_USUAL

LeafEval = Callable[[State], list[float]]

OPEN = 0.5  # an Expedition the player can make this turn counts as half a Relic toward the end,
WAY = 0.25  # an open one at any distance as a quarter, the way to a tile that would open one as less
LOOKAHEAD = 6  # the medium bot's width


def ends_the_game(s: State, a: Action) -> bool:
    """Whether ``a`` takes the Relic that triggers the end of the game (R11.1)."""
    if s.triggered_by is not None or s.relics_taken() + 1 < RELICS_TO_END[s.n] or a.kind != ActionKind.MOVE:
        return False
    return advance(s, a, check=False).triggered_by is not None


def openers(s: State) -> list[int]:
    """Sites whose last tile, once explored, puts a Relic of a colour already on a Shrine there,
    opening an Expedition (R9.7, R6.3)."""
    on_board = Counter(c for c in s.relics if c is not None)
    out = []
    for site, relic in enumerate(s.relics):
        kind = s.site_colour(site)
        if relic is None and kind in RELIC_OF and s.height(site) == 1 and on_board[RELIC_OF[kind]]:
            out.append(site)
    return out


def nearer_first(ev: Evaluator, view: State, order: list[Action]) -> list[Action]:
    """``order`` (best first) re-sorted, stably, by the mover's ``distance`` from the end right
    after each action: the moves toward the end, which the hand-set order does not see, first."""
    me = view.current
    return sorted(order, key=lambda a: distance(ev, advance(view, a, check=False), me))


def opener_first(ev: Evaluator, view: State, order: list[Action], found: Sequence[int] | None = None) -> list[Action]:
    """``order`` re-sorted, stably, for a game in which no Expedition is possible: first the moves
    that end on a site whose last tile opens one (``openers``; exploring it comes next in the
    same turn, R9.1), then by ``distance`` from the end (the explore of that tile first of all).
    ``distance`` alone cannot tell a move onto the tile from one beside it: a player must move
    each turn, so standing beside it at a turn's start is as near as standing on it. ``found``:
    ``openers(view)``, where the caller has them already."""
    me = view.current
    sites = set(openers(view) if found is None else found)

    def key(a: Action) -> tuple[int, float]:
        s1 = advance(view, a, check=False)
        here = s1.players[me].site
        lands = s1.current == me and here in sites and here != view.players[me].site
        return (0 if lands else 1, distance(ev, s1, me))

    return sorted(order, key=key)


def expedition_way(ev: Evaluator, s: State, seat: int) -> int | None:
    """Moves ``seat`` needs before it can make an Expedition (R6.3): to a Shrine whose Relic's
    colour stands on another Shrine (none when it already stands on one), then one for each
    unfamiliar Trail beyond the one a move allows on the way to that other Shrine (own Pathways
    are free; each is placed by exploring a Ruin, R9.2, so a player without Rations first goes
    to Base Camp and back, R6.2). None when no Expedition is open to it."""
    colours = Counter(c for c in s.relics if c is not None)
    p = s.players[seat]
    own = frozenset(p.pathways)
    camp = 0
    if not p.rations:
        here = ev.unfamiliar(own, p.site)
        camp = 2 * max(1, here.get(s.board.camp, 1)) if p.site != s.board.camp else 0
    ways = [
        approach + max(0, gap - 1) + (camp if gap > 1 else 0)
        for _a, _c, approach, gap in ev.expedition_starts(s, p, own, colours)
    ]
    return min(ways, default=None)


def distance(ev: Evaluator, s: State, seat: int) -> float:
    """How far from the end ``seat`` stands, in Relics: those still to take before the game ends
    (R11.1), less ``WAY`` + (``OPEN`` - ``WAY``) / (1 + ``expedition_way``) while an
    Expedition is open, else less ``WAY`` / (unfamiliar Trails to the nearest opener, at least 1)
    when the player has a Ration to explore it."""
    left = float(RELICS_TO_END[s.n] - s.relics_taken())
    p = s.players[seat]
    if expedition_possible(s):  # never further than before it opened (WAY at most for an opener)
        way = expedition_way(ev, s, seat)
        left -= WAY + (0.0 if way is None else (OPEN - WAY) / (1 + way))
    else:
        sites = openers(s) if p.rations else []
        if sites:
            dist = ev.unfamiliar(frozenset(p.pathways), p.site)
            trails = min((max(1, dist[x]) for x in sites if x in dist), default=None)  # on it: explore now
            if trails is not None:
                left -= WAY / trails
    return max(0.0, left)


def conceding(values: LeafEval, ev: Evaluator, drag: float) -> LeafEval:
    """``values`` for a game that has dragged on ``drag`` (0..1): each player's chance in an
    unfinished position divided by ``1 + drag * distance`` (a Relic from the end at full drag:
    half its worth; an open Expedition away: two thirds)."""

    def scaled(s: State) -> list[float]:
        got = values(s)
        if s.phase == Phase.OVER:
            return got
        return [v / (1.0 + drag * distance(ev, s, i)) for i, v in enumerate(got)]

    return scaled


def expert_clock(n: int) -> tuple[float, float]:
    """The expert's clock for an ``n``-player game: (own turns each from which the drag grows,
    own turns over which it grows to full), from the own turns of a usual game of experts."""
    usual = EXPERT_USUAL[n]
    return usual * EXPERT_DRAG_FROM, usual * (EXPERT_DRAG_FULL - EXPERT_DRAG_FROM)


def drag_of(s: State) -> float:
    """How far ``s``'s game has dragged on by the expert's own clock (``evaluate.dragging``)."""
    return dragging(s, *expert_clock(s.n))


def stalemate_turn(s: State) -> int:
    """The turn from which the expert stops searching and plays the hand-set press
    (``pressed_choice``): ``EXPERT_STALEMATE`` times the own turns of a usual game each, well
    before twice the usual length (issue #26: the longest game at most twice the mean)."""
    return math.ceil(s.n * EXPERT_USUAL[s.n] * EXPERT_STALEMATE - 1e-9)


def pressed_choice(view: State, legal: Sequence[Action], deadline: float | None = None, rank: int = 0) -> Action:
    """The medium bot's choice (its weights, its one-turn lookahead) under the full press toward
    an Expedition: the way it builds Pathways and walks to the Relics over several turns, which
    no search of one turn sees. Deterministic: no random moves. ``rank``: the choice that many
    places below the best (past the lookahead's candidates, the other legal actions, nearest the
    end first; then round again), to leave a circle (``circle_key``). Where no Expedition is
    possible there is nothing to press toward: with a Ration to explore, the moves onto a last
    tile that opens one come first, then its explore (``opener_first``). Past ``deadline``
    (``time.perf_counter``) the candidates not yet looked ahead keep their immediate score."""
    ev = Evaluator(view, None, press=1.0)
    ranked = [a for _v, _i, a in lookahead_values(view, legal, ev, view.current, LOOKAHEAD, deadline)]
    sites = [] if expedition_possible(view) or not view.players[view.current].rations else openers(view)
    if sites:
        # nothing to press toward (the Evaluator's press is then 0): the way on is the last tile
        # that opens an Expedition (a heads-up leader went to and fro beside such a tile for
        # twenty turns, unexplored: expert-stall-opener)
        ranked = opener_first(ev, view, ranked + [a for a in legal if a not in ranked], sites)
    if rank < len(ranked):
        return ranked[rank]
    # come back more often than there are such candidates: every other legal action in turn,
    # nearest the end first, so that no move is left untried in a position met again and again
    rest = nearer_first(ev, view, [a for a in legal if a not in ranked])
    order = ranked + rest
    return order[rank % len(order)]


def circle_key(view: State) -> tuple[object, ...]:
    """What a position shows everyone, VP and the turn count left out: the same key at a later
    decision means the players have come round to where they were. Two experts in the stalemate
    play the pressed moves, which are deterministic, so a circle would never end (heads-up games
    passed 3,000 turns that way: ``tests/data/expert-stall-circle.json``, the leader going to and
    fro between Base Camp and a Ruin, the other player, without Rations, between two Shrines);
    the expert plays the next pressed move each time a position comes back."""
    return (
        view.current,
        view.phase,
        view.stage,
        repr(view.pending),
        repr(view.flags),
        tuple(
            (
                p.site,
                p.rations,
                tuple(sorted(p.pathways)),
                p.tb_reserve,
                p.tb_bottom,
                tuple(tuple(v) for v in p.table.values()),
                len(p.blue),
                tuple(sorted(p.ivory)),
                tuple(p.relics),
            )
            for p in view.players
        ),
        tuple(view.relics),
        tuple(view.tokens),
        tuple(view.ruins),
        tuple(len(st) for st in view.stacks),
        view.camp,
    )
