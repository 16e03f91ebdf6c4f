"""End-of-game scoring (R11.3) and the winner with tie-breaks (R11.4)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from .events import Event, EventKind
from .reasons import ScoreSource, source_of
from .state import Player, State


def ivory_bonus(state: State, p: Player) -> dict[str, int]:
    """Level-1 Ivory bonuses (section 9) of one player, by tile code."""
    t = p.ivory.get(1)
    if t is None:
        return {}
    code = t.code or ""
    if code == "I1-1":
        v = 3 * len(p.ivory)
    elif code == "I1-2":
        v = 2 * p.rations
    elif code == "I1-3":
        v = 5 * sum(c - 1 for c in Counter(p.relics).values())
    elif code == "I1-4":
        v = len(p.pathways)
    elif code == "I1-5":
        v = 4 * p.toolboxes_on_table
    else:  # I1-6 is a turn, not points
        v = 0
    return {code: v}


def breakdown(state: State) -> list[dict[str, Any]]:
    """Per player: coins (VP scored in play), blue, relic bonus, ivory bonuses, total (R11.3)."""
    rows = []
    for i, p in enumerate(state.players):
        blue = sum(t.value for t in p.blue)
        relic_bonus = 5 * len(set(p.relics))
        ivory = ivory_bonus(state, p)
        total = (p.vp or 0) + blue + relic_bonus + sum(ivory.values())
        rows.append(
            {
                "seat": i,
                "name": p.name,
                "colour": p.colour,
                "coins": p.vp,
                "blue": blue,
                "relic_bonus": relic_bonus,
                "ivory": ivory,
                "total": total,
                "relics": len(p.relics),
                "distinct": len(set(p.relics)),
            }
        )
    return rows


def score_sources(events: Iterable[Event], seats: int) -> list[dict[ScoreSource, int]]:
    """Per seat: the points scored during play (VP coins), added up by source. Every "score"
    event counts once, doubled amounts as scored; the sums equal each player's coins (R11.3)."""
    out: list[dict[ScoreSource, int]] = [{} for _ in range(seats)]
    for e in events:
        if e.kind == EventKind.SCORE and e.player is not None and 0 <= e.player < seats:
            key = source_of(str(e.data.get("why", "")))
            out[e.player][key] = out[e.player].get(key, 0) + int(e.data.get("vp", 0))
    return out


def winners(state: State) -> tuple[list[int], str]:
    """Seats of the winner(s) and the tie-break used: "points", "relics", "distinct" or "shared"."""
    rows = breakdown(state)
    best = max(r["total"] for r in rows)
    tied = [r for r in rows if r["total"] == best]
    if len(tied) == 1:
        return [tied[0]["seat"]], "points"
    for key in ("relics", "distinct"):
        top = max(r[key] for r in tied)
        tied = [r for r in tied if r[key] == top]
        if len(tied) == 1:
            return [tied[0]["seat"]], key
    return [r["seat"] for r in tied], "shared"
