"""What one player may know (view_for): hidden tiles and others' secrets masked.

A view is a State whose hidden parts are replaced: face-down temple tiles the player has not
seen become ``Tile(uid=-1, colour, level, code=None)``, other players' unrevealed Blue tiles
likewise, other players' VP become None, the seed and the unused tiles are dropped.

VP coins lie face down, but every award is announced in the game log (docs/rules.md section 12), so
a player who listens knows everyone's running total: the view keeps those totals apart, in
``announced`` (a tuple by seat). The window shows only the player's own coins; bots may read
``announced`` as a player at the table could count the log.
"""

from __future__ import annotations

from .components import Tile
from .state import State


def _mask(t: Tile) -> Tile:
    return Tile(-1, t.colour, t.level, None)


def view_for(state: State, player: int) -> State:
    return _view(state, player)


def public_view(state: State) -> State:
    """What someone who sits at no seat may know (a spectator): every player's secrets masked,
    only what everyone has seen shows. ``masked_for`` is -1 (no seat)."""
    return _view(state, None)


def _view(state: State, player: int | None) -> State:
    v = state.copy()
    seen = state.players[player].seen if player is not None else set()
    for site, stack in enumerate(v.stacks):
        if not stack:
            continue
        top = len(stack) - 1
        v.stacks[site] = [
            t if (t.uid in seen or (i == top and t.colour == "purple")) else _mask(t) for i, t in enumerate(stack)
        ]
    for i, p in enumerate(v.players):
        if i == player:
            continue
        p.vp = None
        p.blue = [t if t.uid in p.revealed else _mask(t) for t in p.blue]
        p.seen = set()
    v.announced = tuple(p.vp for p in state.players)
    v.seed = None
    v.unused = []
    v.masked_for = -1 if player is None else player
    return v
