"""One comparable tuple for a whole ``State`` (``fingerprint``): replays check that a replayed
save is the very position it was saved from, tests that two ways of reaching a position agree,
and the expert that the position it now decides in is the one its last search foresaw."""

from __future__ import annotations

import dataclasses
from typing import Any, cast

from .components import Tile
from .state import Player, State


def _tile(t: Tile) -> tuple[object, ...]:
    return (t.uid, t.colour, t.level, t.code)


def _frozen(value: Any) -> Any:
    """A hashable, order-stable rendering of the values found in pending frames and ctx."""
    if isinstance(value, dict):
        return tuple(sorted((str(k), _frozen(v)) for k, v in value.items()))
    if isinstance(value, (set, frozenset)):
        return tuple(sorted((_frozen(v) for v in value), key=repr))
    if isinstance(value, (list, tuple)):
        if hasattr(value, "_fields") and hasattr(value, "uid"):
            return _tile(cast(Tile, value))  # a named tuple with a uid: a tile
        return tuple(_frozen(v) for v in value)
    return value


def _player(p: Player) -> tuple[object, ...]:
    return (
        p.name,
        p.colour,
        p.site,
        p.rations,
        tuple(sorted(p.pathways)),
        p.tb_reserve,
        p.tb_bottom,
        tuple((b, tuple(v)) for b, v in sorted(p.table.items())),
        p.vp,
        tuple(_tile(t) for t in p.blue),
        tuple(sorted(p.revealed)),
        tuple((lvl, _tile(t)) for lvl, t in sorted(p.ivory.items())),
        tuple(p.relics),
        tuple(sorted(p.seen)),
    )


def fingerprint(state: State) -> tuple[object, ...]:
    """Every field of a State as one comparable tuple: two states with equal fingerprints are
    the same position, hidden parts and turn bookkeeping included."""
    return (
        ("board", state.board.name, len(state.board.sites), len(state.board.trails)),
        ("setup", state.setup, state.seed),
        ("players", tuple(_player(p) for p in state.players)),
        ("ruins", tuple(state.ruins)),
        ("stacks", tuple(tuple(_tile(t) for t in st) for st in state.stacks)),
        ("full", _frozen(state.full)),
        ("relics", tuple(state.relics)),
        ("tokens", tuple(state.tokens)),
        ("camp", state.camp),
        ("turn", state.current, state.phase, state.turn),
        ("pending", _frozen(state.pending)),
        ("flags", _frozen(dataclasses.astuple(state.flags))),
        ("stage", state.stage, _frozen(state.queue), state.triggered_by),
        ("discards", tuple(_tile(t) for t in state.discards)),
        ("unused", tuple(_tile(t) for t in state.unused)),
        ("masked_for", state.masked_for, state.announced),
    )
