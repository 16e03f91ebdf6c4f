"""Positions on the wire: a view of the game (``rules.view_for`` / ``public_view``) as JSON and
back, for network play.

Only the server holds the whole state; it sends each client a view, which this module turns into
plain JSON values with a few tags (a tuple, a set, a map, one of the rules' named tuples, data
classes or enums). Decoding is the other way round and trusts nothing: only the tags and classes
listed here are made, depth and sizes are bounded, every field is checked for its kind, and
anything else is a ``WireError`` with one line. The board is never sent: both sides load the same
layout, and a decoded position is checked against it.
"""

from __future__ import annotations

import dataclasses
from enum import Enum
from typing import Any, get_args

from ..rules import State
from ..rules.components import Tile
from ..rules.frames import Frame, PickOffer, ToolboxOrVp
from ..rules.kinds import FrameKind, Phase, Stage
from ..rules.state import Deal, Player, TurnFlags

MAX_DEPTH = 12
MAX_ITEMS = 4000  # items in one list, set or map
# Names the protocol has always used for what the code has since renamed (the wire stays the same)
OLD_NAMES: dict[type, str] = {PickOffer: "UseI22", ToolboxOrVp: "ShovelOne"}
OLD_FIELDS: dict[str, str] = {"scholar_open": "i33"}  # TurnFlags


def wire_name(cls: type) -> str:
    return OLD_NAMES.get(cls, cls.__name__)


# the rules' named tuples: tiles, the deal, and every kind of pending frame (``rules.frames.Frame``)
TUPLES = {wire_name(c): c for c in (Tile, Deal, *get_args(Frame))}
RECORDS = {c.__name__: c for c in (Player, TurnFlags)}
ENUMS = {c.__name__: c for c in (FrameKind, Phase, Stage)}


class WireError(ValueError):
    """A position that cannot be used (the message says what, in one line)."""


# -- encoding -----------------------------------------------------------------------------------------
PLAIN = frozenset({type(None), bool, int, str})
_FIELDS = {cls: tuple(f.name for f in dataclasses.fields(cls)) for cls in RECORDS.values()}
_NEW_FIELDS = {old: new for new, old in OLD_FIELDS.items()}


def encode(value: Any) -> Any:
    """``value`` as JSON values: None, bools, ints and strings as they are, lists as lists; the rest
    tagged. (Dispatched on the exact type: a view is encoded for every client after every move.)"""
    t = type(value)
    if t in PLAIN:
        return value
    if t is list:
        return [v if type(v) in PLAIN else encode(v) for v in value]
    if t in _TUPLE_TYPES:  # immutable: the same tile or deal is encoded once (the result is only read)
        try:
            done = _TUPLES_DONE.get(value)
        except TypeError:  # holds something unhashable: encoded each time
            return {"$t": wire_name(t), "f": [v if type(v) in PLAIN else encode(v) for v in value]}
        if done is None:
            done = {"$t": wire_name(t), "f": [v if type(v) in PLAIN else encode(v) for v in value]}
            if len(_TUPLES_DONE) > 20000:
                _TUPLES_DONE.clear()
            _TUPLES_DONE[value] = done
        return done
    if t in _FIELDS:
        return {"$r": t.__name__, "f": {OLD_FIELDS.get(n, n): encode(getattr(value, n)) for n in _FIELDS[t]}}
    if isinstance(value, Enum):
        return {"$e": t.__name__, "v": value.value}
    if t is tuple:
        return {"$tu": [encode(v) for v in value]}
    if t is set or t is frozenset:
        if all(type(v) is int for v in value):
            return {"$s": sorted(value)}
        return {"$s": sorted((encode(v) for v in value), key=repr)}
    if t is dict:
        return {"$m": [[encode(k), encode(v)] for k, v in value.items()]}
    raise TypeError(f"cannot send a {t.__name__}")


_TUPLE_TYPES = frozenset(TUPLES.values())
_TUPLES_DONE: dict[Any, Any] = {}  # named tuples (tiles, frames, the deal) already encoded


def encode_state(view: State) -> dict[str, Any]:
    """A view (never the whole state: the caller makes it with ``view_for`` or ``public_view``)."""
    if view.masked_for is None:
        raise ValueError("only a view of the game is sent, never the whole state")
    return {f.name: encode(getattr(view, f.name)) for f in dataclasses.fields(State) if f.name != "board"}


# -- decoding -----------------------------------------------------------------------------------------
def decode(data: Any, depth: int = 0) -> Any:
    if depth > MAX_DEPTH:
        raise WireError("nested too deeply")
    if data is None or isinstance(data, (bool, int, str)):
        return data
    if isinstance(data, list):
        return [decode(v, depth + 1) for v in _items(data)]
    if not isinstance(data, dict) or len(data) > 2:
        raise WireError(f"unexpected {type(data).__name__}")
    if "$e" in data:
        cls = ENUMS.get(data["$e"]) if isinstance(data["$e"], str) else None
        if cls is None:
            raise WireError("unknown enum")
        try:
            return cls(str(data.get("v")))
        except ValueError:
            raise WireError(f"not a {cls.__name__}") from None
    if "$t" in data:
        tcls = TUPLES.get(data["$t"]) if isinstance(data["$t"], str) else None
        fields = data.get("f")
        if tcls is None or not isinstance(fields, list) or len(fields) != len(tcls._fields):
            raise WireError("unknown or malformed record")
        return tcls(*(decode(v, depth + 1) for v in fields))
    if "$r" in data:
        rcls = RECORDS.get(data["$r"]) if isinstance(data["$r"], str) else None
        named = data.get("f")
        names = {OLD_FIELDS.get(f.name, f.name) for f in dataclasses.fields(rcls)} if rcls is not None else set()
        if rcls is None or not isinstance(named, dict) or set(named) != names:
            raise WireError("unknown or malformed record")
        return rcls(**{_NEW_FIELDS.get(str(k), str(k)): decode(v, depth + 1) for k, v in named.items()})
    if "$tu" in data:
        return tuple(decode(v, depth + 1) for v in _items(data["$tu"]))
    if "$s" in data:
        return {_key(decode(v, depth + 1)) for v in _items(data["$s"])}
    if "$m" in data:
        out = {}
        for pair in _items(data["$m"]):
            if not isinstance(pair, list) or len(pair) != 2:
                raise WireError("malformed map")
            out[_key(decode(pair[0], depth + 1))] = decode(pair[1], depth + 1)
        return out
    raise WireError("unknown tag")


def _items(value: Any) -> list[Any]:
    if not isinstance(value, list) or len(value) > MAX_ITEMS:
        raise WireError("a list too long or not a list")
    return value


def _key(value: Any) -> Any:
    if not isinstance(value, (int, str)) or isinstance(value, bool):
        raise WireError("a key that is not a number or a name")
    return value


def decode_state(data: Any, board: Any) -> State:
    """The view sent by a server, on ``board`` (WireError when it is not a position of it)."""
    if not isinstance(data, dict):
        raise WireError("a position is a map")
    names = [f.name for f in dataclasses.fields(State) if f.name != "board"]
    if set(data) != set(names):
        raise WireError("a position with missing or unknown parts")
    try:
        s = State(board=board, **{k: decode(data[k]) for k in names})
    except TypeError as e:
        raise WireError(f"malformed position ({e})") from None
    _check(s, board)
    return s


def _check(s: State, board: Any) -> None:
    """The shape of a position on ``board``: counts and indices in range, parts of the right kind."""
    sites, trails, tokens = len(board.sites), len(board.trails), len(board.rivers)
    problems = []
    if not 2 <= len(s.players) <= 5 or not all(isinstance(p, Player) for p in s.players):
        problems.append("players")
    elif not isinstance(s.current, int) or not 0 <= s.current < len(s.players):
        problems.append("current")
    if len(s.stacks) != sites or len(s.ruins) != sites or len(s.relics) != sites:
        problems.append("sites")
    if any(not isinstance(t, Tile) for stack in s.stacks for t in stack):
        problems.append("tiles")
    if len(s.tokens) != tokens:
        problems.append("tokens")
    if not isinstance(s.phase, Phase) or not isinstance(s.stage, Stage) or not isinstance(s.flags, TurnFlags):
        problems.append("turn")
    for p in s.players if "players" not in problems else []:
        if not (isinstance(p.site, int) and 0 <= p.site < sites) or any(
            not isinstance(t, int) or not 0 <= t < trails for t in p.pathways
        ):
            problems.append(f"player {p.name!r}")
    if not isinstance(s.turn, int) or s.turn < 0 or s.seed is not None or s.unused:
        problems.append("turn or secrets")
    if problems:
        raise WireError("a position that does not fit this board: " + ", ".join(problems))
