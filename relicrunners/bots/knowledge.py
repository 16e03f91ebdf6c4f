"""What one player knows about the Temple tiles, computed from a view only.

A tile's whereabouts are known when it shows in the view with its code: face-up Purple tops
(S5), tiles the player has looked at (own Blue R9.5, I2-2), Blue tiles shown under Shovel 3,
Ivory tiles held by anyone (R9.4: public) and every discarded tile. Every other box tile of the
same colour and level may be any hidden one: face down in a temple, in an opponent's hand, or
out of the game (S3). In the First Game the advanced tiles are never in play (S4a).
"""

from __future__ import annotations

from collections import defaultdict

from ..rules import State
from ..rules.components import ADVANCED, BLUE_VALUES, TILES, Tile

# where a hidden tile lies: ("stack", site, index in the stack) or ("blue", seat, index in the hand)
Slot = tuple[str, int, int]


def known_tiles(view: State) -> list[Tile]:
    """Every tile whose identity and place the viewing player knows."""
    out: list[Tile] = []
    for stack in view.stacks:
        out.extend(t for t in stack if t.code is not None)
    for p in view.players:
        out.extend(t for t in p.blue if t.code is not None)
        out.extend(t for t in p.ivory.values() if t.code is not None)
    out.extend(t for t in view.discards if t.code is not None)
    out.extend(t for t in view.frame_tiles() if t.code is not None)  # an Ivory tile waiting for "keep" (R9.4)
    return out


def candidate_pool(view: State) -> dict[tuple[str, int], list[Tile]]:
    """(colour, level) -> the box tiles any hidden tile of that colour and level may be."""
    known = {t.uid for t in known_tiles(view)}
    pool: dict[tuple[str, int], list[Tile]] = defaultdict(list)
    for t in TILES:
        if t.uid in known or (view.setup == "first" and t.code in ADVANCED):
            continue
        pool[(t.colour, t.level)].append(t)
    return pool


def hidden_slots(view: State) -> dict[tuple[str, int], list[Slot]]:
    """(colour, level) -> places of hidden tiles: ("stack", site, index) or ("blue", seat, index)."""
    slots: dict[tuple[str, int], list[Slot]] = defaultdict(list)
    for site, stack in enumerate(view.stacks):
        for i, t in enumerate(stack):
            if t.code is None:
                slots[(t.colour, t.level)].append(("stack", site, i))
    for seat, p in enumerate(view.players):
        for i, t in enumerate(p.blue):
            if t.code is None:
                slots[(t.colour, t.level)].append(("blue", seat, i))
    return slots


def mean_blue(pool: dict[tuple[str, int], list[Tile]]) -> dict[int, float]:
    """Expected value of an unknown Blue tile per level, from the candidates."""
    out: dict[int, float] = {}
    for lvl in (1, 2, 3):
        vals = [t.value for t in pool.get(("blue", lvl), ())]
        out[lvl] = sum(vals) / len(vals) if vals else sum(BLUE_VALUES[lvl]) / 6
    return out
