"""What a move sets out to do, so that a short search compares different plans (``ismcts``).

The expert's root tries its actions in the medium policy's order, a few more the more it has
searched (progressive widening: about three after twenty iterations). Where that order puts
several moves that do the same thing first, a short search compares only those. In a three-player
game (``tests/data/expert-circle-early.json``) the order ranked three moves between two Shrines,
each worth exactly the same, above the way to Base Camp; at 0.02 s a decision the expert never
tried the camp, and all three players, one Ration each, went to and fro until turn 150. A search
of 200 iterations there prefers the camp (a win chance of 0.41 against 0.33).

So the root tries the best move of each plan first, in the order's own order, then the rest:

- ``CAMP``: to Base Camp for Rations (R6.2), with at most ``LOW`` left and some in the pile
  (with more, the camp is only a place to stand, ``ELSEWHERE``);
- ``EXPLORE``: onto a Ruin or Temple with tiles left, with a Ration to explore it (R9.1);
- ``ELSEWHERE``: any other site (a Shrine, a site without tiles, or no Ration to explore).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..rules import Action, ActionKind, State

CAMP, EXPLORE, ELSEWHERE = "camp", "explore", "elsewhere"
LOW = 1  # Rations: with this many or fewer, fetching more is a plan of its own


def plan_of(view: State, a: Action) -> str | None:
    """The plan a move of the player to move sets out on; None for an action that is not a move."""
    if a.kind != ActionKind.MOVE or not a.args:
        return None
    site = a.args[-1]
    rations = view.players[view.current].rations
    if site == view.board.camp and rations <= LOW and view.camp:
        return CAMP
    if rations and view.height(site) > 0:
        return EXPLORE
    return ELSEWHERE


def one_of_each_first(view: State, order: Sequence[Action]) -> list[Action]:
    """``order`` (best first) with the first move of each plan brought to the front, keeping their
    order; everything else after them, as it was. Unchanged where no action is a move."""
    firsts: list[Action] = []
    seen: set[str] = set()
    for a in order:
        plan = plan_of(view, a)
        if plan is not None and plan not in seen:
            seen.add(plan)
            firsts.append(a)
    if len(firsts) < 2:
        return list(order)
    return firsts + [a for a in order if a not in firsts]
