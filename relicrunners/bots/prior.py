"""The order in which the expert's search tries the actions of a node (``Node.rank``, its
progressive widening): at the root the medium policy's one-turn lookahead, elsewhere the
mover's immediate evaluation, cheap because it runs at every new node."""

from __future__ import annotations

from collections.abc import Sequence

from ..rules import Action, State, advance
from .closing import ends_the_game, nearer_first
from .evaluate import Evaluator
from .greedy import lookahead_values, prefilter
from .plans import repeats_last

ROOT_WIDTH = 6  # root candidates ranked by the one-turn lookahead (the rest by their immediate score)


def root_rank(
    view: State, legal: Sequence[Action], ev: Evaluator, deadline: float | None, drag: float = 0.0
) -> dict[Action, int]:
    """The medium policy's order: its one-turn lookahead for the best few, a move worth
    exactly what a better one of the same plan is worth after the others (``plans``), then
    the rest (in a game dragged on ``drag`` > 0, the moves nearest the end first). The Relic that
    ends the game is among the first two (``closing.ends_the_game``)."""
    scored = [(v, a) for v, _, a in lookahead_values(view, legal, ev, view.current, ROOT_WIDTH, deadline)]
    top = repeats_last(view, scored)
    order = top + [a for a in prefilter(view, legal, view.current) if a not in top]
    if drag:
        order = nearer_first(ev, view, order)  # the Relic that ends the game first of all
    closer = next((a for a in order if ends_the_game(view, a)), None)
    if closer is not None and order.index(closer) > 1:  # among the first two children tried
        order.remove(closer)
        order.insert(1, closer)
    return {a: i for i, a in enumerate(order)}


def prior_rank(s: State, legal: Sequence[Action], ev: Evaluator) -> dict[Action, int]:
    """A cheap prior: the mover's immediate evaluation of each (pre-filtered) action."""
    if len(legal) == 1:
        return {legal[0]: 0}
    mover = s.current
    scored = [(ev.score(advance(s, a, check=False), mover), i, a) for i, a in enumerate(prefilter(s, legal, mover))]
    scored.sort(key=lambda x: (-x[0], x[1]))
    return {a: i for i, (_, _, a) in enumerate(scored)}
