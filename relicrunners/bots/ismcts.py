"""The expert bot: Single-Observer Information Set MCTS (Cowling, Powley & Whitehouse 2012).

One tree is shared by all iterations of a decision. Its nodes are information sets as the
deciding player sees them: a node is reached by a sequence of actions from the root, whatever
hidden tiles lie under it. Each iteration

1. draws a determinization of the bot's view (``determinize``: hidden tiles sampled among what it
   has not seen, opponents' VP as announced) — the only place the hidden information comes from;
2. descends the tree on that draw with UCB1, each node choosing by the value of the seat to move
   there. An action's statistics count *availability* (how often its parent was visited on a draw
   where it was legal), so actions legal only on some draws are judged fairly;
3. widens progressively: a node may try ``ceil(widen · visits^0.5)`` actions, in the order of a
   cheap prior (the medium policy's ranking: the one-turn lookahead at the root, the immediate
   evaluation elsewhere; Pathway placements pre-filtered as the medium bot does). The bot's own
   remaining sub-steps of the turn and the opponents' turns are all part of the tree;
4. expands one new node, plays the mover's turn to its end with the medium policy's greedy step
   (the bot's own sub-decisions settled two levels deep, the others' one level) and scores the
   position reached with the leaf evaluation: a vector of win chances, one per seat. Heads-up
   (``own``), where the new node's action ended its player's turn, the next player's turn is
   not played first: every leaf is judged where a turn has just ended. A variant (``finish``)
   plays every turn left once a rollout reaches a triggered end;
5. backpropagates that vector.

The action played is the root's most visited. The leaf evaluation is injectable (``leaf``: made
per decision from the decision's hand-set ``Evaluator``); by default it is the learned one
(``learned.learned_values``, which reads the hand-set worth as two of its inputs); ``leaf=None``
uses ``evaluate.heuristic_values``, a softmax over the seats of the hand-set evaluation
(``Evaluator.worth``, the hard bot's weights, no press for the end). A finished game is worth
1/0 (1/k shared). A variant (``place``) mixes in the places below the first (``placing``).

A decision that follows the bot's own of the same turn starts from the subtree the last search
grew under the action played, where that action showed the bot nothing new (``tree.Carry``;
not in a dragging game, which the root's order steers).

Ending the game (``closing``): there are no random moves and no press. Closing a game it leads
is worth more than playing on because the search finds it so, with two helps: the root tries the
Relic that ends the game second whatever its rank (``closing.ends_the_game``), and in a game that
has dragged on an unfinished position is worth less the further it is from its end
(``closing.conceding``). A hint searches with ``concede = False`` and shows the honest chance.

The clock is read before every iteration and every rollout step; an unfinished iteration is
thrown away. With ``iterations`` set instead, the search does not read the clock at all and is
fully deterministic for a seed. Only the view and the legal actions are used (``decide``).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from ..rules import Action, Phase, Stage, State, advance, legal_actions
from . import parallel
from .closing import (
    LeafEval,
    circle_key,
    conceding,
    drag_of,
    ends_the_game,
    pressed_choice,
    stalemate_turn,
)
from .determinize import determinize
from .evaluate import Evaluator, heuristic_values
from .greedy import best_immediate
from .learned import learned_values
from .placing import finished, placing
from .prior import prior_rank, root_rank
from .tree import Carry, Node, explore_for
from .weights import HARD_WEIGHTS

LeafMaker = Callable[[Evaluator], LeafEval]  # the leaf evaluation of one decision, from its hand-set evaluator

WIDEN = 0.5  # progressive widening: a node tries ceil(WIDEN * visits ** 0.5) actions, best prior first
ROLLOUT = 20  # greedy decisions after an expansion, within the mover's turn (a turn needs fewer)
SETTLE = 2  # the rollout judges the bot's own actions with their sub-decisions settled this deep
OWN_TURN_PLAYERS = 2  # games of this many players roll out only the expanded action's own turn (``own``)
CARRY_PLAYERS = 2  # games of this many players keep a subtree for the next decision of the turn (``carry``)
FINISH_CAP = 80  # greedy decisions at most to play a triggered end out (``finish``: a few turns)
CIRCLES_KEPT = 20_000  # stalemate positions remembered (closing.circle_key); more: forgotten, and met afresh


class OutOfTime(Exception):
    pass


def _helper(job: tuple[Any, ...]) -> tuple[parallel.RootStats, int]:
    """A helper process's part of a search (``parallel``): one tree of its own seed."""
    view, legal, seed, budget_s, iterations, concede, config = job
    bot = ExpertBot(seed, budget_s=budget_s, iterations=iterations, **config)
    bot.concede = concede
    return bot.root_stats(view, legal)


class ExpertBot:
    """Information Set MCTS under a time budget (or a fixed number of iterations) per decision."""

    name = "expert"

    def __init__(
        self,
        seed: int = 0,
        budget_s: float = 1.0,
        iterations: int | None = None,
        leaf: LeafMaker | None = learned_values,
        explore: float | None = None,
        widen: float = WIDEN,
        rollout: int = ROLLOUT,
        weights: dict[str, float] | None = None,
        through: bool = False,
        own: bool | None = None,
        carry: bool | None = None,
        finish: bool = False,
        place: float = 0.0,
        settle: int = SETTLE,
        workers: int = 1,
    ) -> None:
        self.rng = random.Random(seed)
        self.workers = max(1, workers)  # processes to think in, its own included (``parallel``)
        self.budget_s = budget_s
        self.iterations = iterations
        self.leaf = leaf
        self.explore = explore  # UCB1's constant; None: ``explore_for`` the game's players
        self.widen = widen
        self.rollout_cap = rollout
        self.settle = settle  # sub-decisions settled this deep when the rollout picks the mover's action
        self.through = through  # roll out through the other players' turns to the bot's next one
        # None: as measured stronger, in games of OWN_TURN_PLAYERS / CARRY_PLAYERS players: roll out
        # only the expanded action's own turn (``_rollout``); keep the subtree for the turn's next decision
        self.own = own
        self.carrying = carry
        self.carry = Carry()
        self.finish = finish  # a triggered end (R11.1) rolled out to the real result (four players: not stronger)
        self.place = place  # with three or more players, this share of a leaf is the standing (``placing``)
        self.weights: dict[str, float] = HARD_WEIGHTS if weights is None else weights
        self.last: dict[str, float] = {}  # statistics of the last search (benchmarks, tests)
        self.concede = True  # in a dragging game an unfinished position is worth less (conceding)
        self.circles: dict[tuple[object, ...], int] = {}  # stalemate positions met -> times (closing.circle_key)
        self.met: set[tuple[object, ...]] = set()  # positions it decided in (come_round)
        if self.workers > 1:
            parallel.warm(self.workers - 1, __name__)

    def decide(self, view: State, legal: Sequence[Action]) -> Action:
        if self.concede and len(legal) > 1 and (view.turn >= stalemate_turn(view) or self.come_round(view)):
            return self._stalemate(view, legal)
        return self.search(view, legal)[0]

    def come_round(self, view: State) -> bool:
        """Has the game come round to a position this bot decided in before (``closing.circle_key``:
        everything the table shows but the VP and the turn)? Then nothing has changed since, not
        a tile, a Ration, a Pathway or a Toolbox: the search is going round, and the bot plays as
        in the stalemate (the medium bot's move, pressed toward an Expedition where one is open).
        Three experts once went to and fro between two Shrines from turn 30 to 150 of a three-player
        game, nobody exploring; three others, one Relic from the end, for 39 turns until the
        stalemate's turn came."""
        if len(self.met) > CIRCLES_KEPT:
            self.met.clear()
        key = circle_key(view)
        if key in self.met:
            return True
        self.met.add(key)
        return False

    def _stalemate(self, view: State, legal: Sequence[Action]) -> Action:
        """A game long past the full drag (``closing``), or come round (``come_round``): the
        medium bot's pressed move, or the Relic that ends the game where a search between the two
        finds ending it better; within the decision's budget (the lookahead stops at half of it,
        the search has the rest)."""
        start = time.perf_counter()
        if len(self.circles) > CIRCLES_KEPT:
            self.circles.clear()
        key = circle_key(view)
        rank = self.circles.get(key, 0)  # a position met before: the next pressed move, not the same circle
        self.circles[key] = rank + 1
        deadline = None if self.iterations is not None else start + self.budget_s / 2
        pressed = pressed_choice(view, legal, deadline, rank)
        closers = [a for a in legal if a != pressed and ends_the_game(view, a)]
        if not closers:
            return pressed
        left = max(0.001, self.budget_s - (time.perf_counter() - start))
        return self.search(view, [pressed, *closers], budget_s=left)[0]

    # ------------------------------------------------------------------------------------------
    def search(self, view: State, legal: Sequence[Action], budget_s: float | None = None) -> tuple[Action, float]:
        """(best action, its estimated win chance for the deciding player; NaN when not searched).
        ``budget_s``: this search's time, when not the bot's own."""
        if not legal:
            raise ValueError("no legal action to choose from")
        carry = self.carry if self._carries(view) else None
        kept = carry.take(view) if carry is not None else None
        if kept is not None and self.concede and drag_of(view) > 0:
            kept = None  # a dragging game is steered by the root's order (``closing``): afresh, as before
        if len(legal) == 1:
            if carry is not None and kept is not None:  # a forced step: the subtree goes on below it
                carry.keep(view, legal[0], kept.children.get(legal[0]))
            self.last = {"iterations": 0}
            return legal[0], float("nan")
        start = time.perf_counter()
        me = view.current
        budget = self.budget_s if budget_s is None else budget_s
        helpers = parallel.start(_helper, self._jobs(view, legal, budget)) if self.workers > 1 else []
        mine = self.iterations
        if helpers and self.iterations is not None:
            mine = self.iterations - len(helpers) * self._share()
        carried = kept.visits if kept is not None else 0
        root, done = self._grow(view, legal, start, mine, budget, kept)
        allowed = set(legal)  # a kept tree may hold actions the caller leaves out (the stalemate's few)
        stats = {a: [c.visits, c.total[me]] for a, c in root.children.items() if a in allowed}
        own = done
        if helpers:
            deadline = None if self.iterations is not None else start + budget + parallel.GRACE
            done += parallel.gather(helpers, stats, deadline)
        assert root.rank is not None
        order = root.rank
        if not stats:
            best = min(legal, key=lambda a: order.get(a, len(order)))
            self.last = {"iterations": done, "elapsed": time.perf_counter() - start}
            return best, float("nan")
        best, (visits, total) = max(
            stats.items(), key=lambda kv: (kv[1][0], kv[1][1] / kv[1][0], -order.get(kv[0], len(order)))
        )
        if carry is not None:
            carry.keep(view, best, root.children.get(best))
        self.last = {
            "iterations": done,
            "helpers": done - own,  # iterations the helper processes added (benchmarks)
            "elapsed": time.perf_counter() - start,
            "children": len(stats),
            "visits": visits,
            "kept": carried,  # visits carried over from the last search (``tree.Carry``)
        }
        return best, total / visits

    def _carries(self, view: State) -> bool:
        return self.carrying if self.carrying is not None else view.n == CARRY_PLAYERS

    def root_stats(self, view: State, legal: Sequence[Action]) -> tuple[parallel.RootStats, int]:
        """One tree's root statistics (a helper's part of a search): per action, its visits and
        the summed win chance of the deciding player; and the iterations run."""
        root, done = self._grow(view, legal, time.perf_counter(), self.iterations, self.budget_s)
        me = view.current
        return {a: (c.visits, c.total[me]) for a, c in root.children.items()}, done

    def _share(self) -> int:
        """Iterations of each helper when ``iterations`` is set (the bot runs the rest)."""
        return max(1, (self.iterations or 0) // self.workers)

    def _jobs(self, view: State, legal: Sequence[Action], budget_s: float) -> list[tuple[object, ...]]:
        config = {
            "leaf": self.leaf,
            "explore": self.explore,
            "widen": self.widen,
            "rollout": self.rollout_cap,
            "weights": self.weights,
            "through": self.through,
            "own": self.own,
            "carry": False,
            "finish": self.finish,
            "place": self.place,
            "settle": self.settle,
        }
        iterations = None if self.iterations is None else self._share()
        budget = max(0.001, budget_s - parallel.GRACE / 2)  # a helper starts a little late
        return [
            (view, list(legal), self.rng.getrandbits(64), budget, iterations, self.concede, config)
            for _ in range(self.workers - 1)
        ]

    def _grow(
        self,
        view: State,
        legal: Sequence[Action],
        start: float,
        iterations: int | None,
        budget_s: float,
        root: Node | None = None,
    ) -> tuple[Node, int]:
        """A tree from ``view``, grown for ``iterations`` or, if None, for ``budget_s`` from ``start``;
        from ``root`` where a subtree was kept for this view (``tree.Carry``)."""
        deadline = None if iterations is not None else start + budget_s
        ev = Evaluator(view, self.weights, press=False)
        values = (self.leaf if self.leaf is not None else heuristic_values)(ev)
        values = placing(values, self.place)
        drag = drag_of(view) if self.concede else 0.0
        guide = ev  # the hand-set evaluation that orders the actions tried and plays the rollouts
        if drag:
            values = conceding(values, ev, drag)
            guide = Evaluator(view, self.weights, press=drag)  # pressed toward an Expedition
        root = root if root is not None else Node(view.n)
        root.rank = root_rank(view, legal, guide, None if deadline is None else start + budget_s / 4, drag)
        done = 0
        try:
            while iterations is None or done < iterations:
                if deadline is not None and time.perf_counter() >= deadline:
                    break
                self._iterate(view, legal, root, guide, values, deadline)
                done += 1
        except OutOfTime:
            pass
        return root, done

    # ------------------------------------------------------------------------------------------
    def _iterate(
        self,
        view: State,
        root_legal: Sequence[Action],
        root: Node,
        ev: Evaluator,
        values: LeafEval,
        deadline: float | None,
    ) -> None:
        s = determinize(view, self.rng)
        c_explore = self.explore if self.explore is not None else explore_for(view.n)
        node = root
        path = [root]
        legal: Sequence[Action] = root_legal
        while True:
            if s.phase == Phase.OVER:
                result = finished(s, self.place)
                break
            if node is not root:
                legal = legal_actions(s)
            if node.rank is None:
                node.rank = prior_rank(s, legal, ev)
            rank = node.rank
            far = len(rank)
            cands = sorted((a for a in legal if a in rank), key=rank.__getitem__) or [legal[0]]
            allowed = cands[: max(1, math.ceil(self.widen * math.sqrt(node.visits + 1)))]
            fresh: Action | None = None
            for a in allowed:
                child = node.children.get(a)
                if child is None:
                    if fresh is None:
                        fresh = a
                else:
                    child.avail += 1
            if fresh is not None:  # expand, play the mover's turn out, evaluate
                child = node.children[fresh] = Node(s.n)
                path.append(child)
                try:
                    s = self._rollout(advance(s, fresh, check=False), ev, deadline, view.current, (s.current, s.turn))
                except OutOfTime:  # the iteration is thrown away, and the node it made
                    del node.children[fresh]
                    raise
                result = values(s)
                break
            mover = s.current
            best_a, best_u = allowed[0], -math.inf
            for a in allowed:
                c = node.children[a]
                u = c.total[mover] / c.visits + c_explore * math.sqrt(math.log(c.avail) / c.visits)
                if u > best_u + 1e-12 or (abs(u - best_u) <= 1e-12 and rank.get(a, far) < rank.get(best_a, far)):
                    best_a, best_u = a, u
            node = node.children[best_a]
            path.append(node)
            s = advance(s, best_a, check=False)
        for nd in path:
            nd.visits += 1
            tot = nd.total
            for i, v in enumerate(result):
                tot[i] += v

    def _rollout(
        self, s: State, ev: Evaluator, deadline: float | None, me: int, by: tuple[int, int] | None = None
    ) -> State:
        """Play the mover's turn on greedily for at most ``rollout`` decisions (forced ones free);
        with ``through``, the other players' turns too, until ``me``'s next turn begins.

        ``by``: (seat, turn) of the action just expanded. With ``own`` (by default heads-up), an
        action that ended its player's turn is judged as it stands, without a greedy turn of the
        next player first, so every leaf lies where a turn has just ended: an Explore (its turn
        played out) and the end of a turn are then judged at the same point of the game.

        With ``finish`` (a variant, off by default), a triggered end is played out to the real
        result, which the learned evaluation only estimates (docs/bots.md, session 32)."""
        mover, turn = s.current, s.turn
        own = self.own if self.own is not None else s.n == OWN_TURN_PLAYERS
        finish = self.finish
        if own and by is not None and by != (mover, turn) and not (finish and s.stage != Stage.NORMAL):
            return s
        steps = 0
        while not s.over:
            ending = finish and s.stage != Stage.NORMAL
            if steps >= (FINISH_CAP if ending else self.rollout_cap):
                break
            if s.current != mover or s.turn != turn:
                if not ending and (not self.through or s.current == me):
                    break
                mover, turn = s.current, s.turn
            if deadline is not None and time.perf_counter() >= deadline:
                raise OutOfTime
            legal = legal_actions(s)
            if len(legal) == 1:
                s = advance(s, legal[0], check=False)
                continue
            s = best_immediate(s, legal, ev, mover, self.settle if mover == me else min(1, self.settle))[1]
            steps += 1
        return s
