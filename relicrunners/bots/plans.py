"""What a move sets out to do, so that a short search compares different plans (``ismcts``).

The expert's root tries its actions in the medium policy's order, a few more the more it has
searched (progressive widening: about three after twenty iterations). Where that order puts
several moves that do the same thing first, a short search compares only those. In a three-player
game (``tests/data/expert-circle-early.json``) the order ranked four moves between two Shrines,
each worth exactly the same, above the way to Base Camp; at 0.02 s a decision the expert never
tried the camp, and all three players, one Ration each, went to and fro until turn 150. A search
of 200 iterations there prefers the camp (a win chance of 0.41 against 0.33).

So the root puts a move worth exactly what a better-ranked move of the same plan is worth
after the others (``repeats_last``): a short search then compares different plans. A plan is

- ``CAMP``: to Base Camp for Rations (R6.2), with at most ``LOW`` left and some in the pile
  (with more, the camp is only a place to stand, ``ELSEWHERE``);
- ``EXPLORE``: onto a Ruin or Temple with tiles left, with a Ration to explore it (R9.1);
- ``ELSEWHERE``: any other site (a Shrine, a site without tiles, or no Ration to explore).

Bringing the best move of each plan to the front instead, whatever its worth, made heads-up
games longer (a deal of the 1,000-game run, played on from turn 30: 58-223 turns against 58-76):
it pushed the lookahead's second choice out of a short search's reach.
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


def repeats_last(view: State, scored: Sequence[tuple[float, Action]]) -> list[Action]:
    """The actions of ``scored`` ((value, action), best first), each move worth exactly what a
    better-ranked move of the same plan is worth put after the others, in their order: to a
    short search such a move is the same choice again. Actions that are not moves stay put."""
    firsts: list[Action] = []
    repeats: list[Action] = []
    seen: set[tuple[float, str]] = set()
    for value, a in scored:
        plan = plan_of(view, a)
        key = (round(value, 9), plan or "")
        if plan is not None and key in seen:
            repeats.append(a)
        else:
            seen.add(key)
            firsts.append(a)
    return firsts + repeats
