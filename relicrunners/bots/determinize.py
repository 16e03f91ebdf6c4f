"""Determinization: one full game state consistent with what a player's view shows.

Hidden tiles (face-down temple tiles, opponents' unrevealed Blue tiles) are drawn without
replacement from the candidates of their colour and level (knowledge.candidate_pool), keeping
the box tiles' own uids so that tile conservation holds; the tiles left over are put out of the
game (``unused``). Opponents' VP come from the running totals announced in the log
(``view.announced``); only a view without them gets an estimate.
"""

from __future__ import annotations

import random

from ..rules import State
from ..rules.components import TILES
from .knowledge import candidate_pool, hidden_slots


def estimate_vp(view: State, seat: int) -> int:
    """A guess at another player's VP from public facts: the viewer's own VP as a baseline,
    adjusted by the difference in Relics (each Expedition scores ~2 VP per Trail)."""
    me = view.players[view.masked_for if view.masked_for is not None else view.current]
    them = view.players[seat]
    return max(0, (me.vp or 0) + 4 * (len(them.relics) - len(me.relics)))


def determinize(view: State, rng: random.Random) -> State:
    """A full state drawn at random among those the view's player cannot tell apart."""
    s = view.copy()
    me = view.masked_for if view.masked_for is not None else view.current
    pool = candidate_pool(view)
    placed: set[int] = set()
    for key, slots in hidden_slots(view).items():
        cands = pool.get(key, [])
        if len(cands) < len(slots):
            raise ValueError(f"view shows {len(slots)} hidden {key} tiles but only {len(cands)} candidates")
        drawn = rng.sample(cands, len(slots))
        for (where, a, i), t in zip(slots, drawn):
            if where == "stack":
                s.stacks[a][i] = t
            else:
                s.players[a].blue[i] = t
    for p in s.players:
        placed.update(t.uid for t in p.blue)
        placed.update(t.uid for t in p.ivory.values())
    for stack in s.stacks:
        placed.update(t.uid for t in stack)
    placed.update(t.uid for t in s.discards)
    placed.update(t.uid for t in s.frame_tiles())
    s.unused = [t for t in TILES if t.uid not in placed]
    for seat, p in enumerate(s.players):
        if seat != me:
            if p.vp is None:
                p.vp = view.announced[seat] if view.announced else estimate_vp(view, seat)
            p.seen = {t.uid for t in p.blue}
    if s.seed is None:
        s.seed = 0
    s.masked_for = None
    return s
