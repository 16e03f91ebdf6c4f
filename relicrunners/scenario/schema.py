"""The vocabulary of a scenario file, shared by reading, building and checking: the allowed keys,
``ScenarioError``, the shape checks that name the entry at fault, tile codes, and the lookups of
sites, trails and seats by the names a file uses.

Every check raises ``ScenarioError`` with one line that starts with where in the file the
problem is (``state.players[0].rations: 7 is out of range (0..5)``); the runner adds the file
name. Nothing here changes a game state.
"""

from __future__ import annotations

import re
from typing import Any

from ..rules import Board, State
from ..rules.components import BRANCHES, RELIC_OF

TOP_KEYS = {
    "name",
    "description",
    "players",
    "setup",
    "seed",
    "layout",
    "state",
    "actions",
    "expect",
    "expect_error",
    "xfail",
}
STATE_KEYS = {"current", "turn", "camp", "tokens", "ruins", "stacks", "colours", "relics", "players", "end"}
PLAYER_KEYS = {"site", "rations", "pathways", "vp", "relics", "toolboxes", "ivory", "blue"}
TOOLBOX_KEYS = {"reserve", "bottom", "table", *BRANCHES}
EXPECT_ERRORS = ("illegal", "notation")
MAX_CHECKPOINTS = 100  # ``{expect: ...}`` entries in ``actions:`` (each one checks the whole position)
RELIC_BOX = {"green": 8, "white": 4, "blue": 4, "purple": 4}  # C4
TEMPLE_OF_RELIC = {v: k for k, v in RELIC_OF.items()}  # blue -> blue, white -> ivory...
CODE_RE = re.compile(r"^(?P<code>P[1-8]|B[2-5]|I[1-3]-[1-6])(?:@(?P<level>[1-3]))?$")


class ScenarioError(Exception):
    """Something about the scenario itself is wrong (one line, without the file name)."""


# -- shapes ------------------------------------------------------------------------------------
def kind_of(v: Any) -> str:
    """How a value read from YAML is named in a message: "a mapping", "a list", "a text"..."""
    return {
        dict: "a mapping",
        list: "a list",
        str: "a text",
        bool: "true/false",
        int: "a number",
        float: "a number",
        type(None): "nothing",
    }.get(type(v), type(v).__name__)


def is_int(v: Any) -> bool:
    """A whole number, and not ``true``/``false`` (which Python counts as ints)."""
    return isinstance(v, int) and not isinstance(v, bool)


def need_int(v: Any, where: str, lo: int | None = None, hi: int | None = None) -> int:
    if not is_int(v):
        raise ScenarioError(f"{where}: expected a whole number, got {kind_of(v)} {v!r}")
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        rng = f"{lo}..{hi}" if hi is not None else f"at least {lo}"
        raise ScenarioError(f"{where}: {v} is out of range ({rng})")
    return int(v)


def need_map(v: Any, where: str) -> dict[Any, Any]:
    """A mapping; an empty entry (``key:`` with nothing after it) counts as ``{}``."""
    if v is None:
        return {}
    if not isinstance(v, dict):
        raise ScenarioError(f"{where}: expected a mapping, got {kind_of(v)}")
    return v


def need_list(v: Any, where: str) -> list[Any]:
    """A list; an empty entry counts as ``[]``."""
    if v is None:
        return []
    if not isinstance(v, list):
        raise ScenarioError(f"{where}: expected a list, got {kind_of(v)}")
    return v


def refuse_unknown(data: dict[Any, Any], allowed: set[str], where: str) -> None:
    """Unknown keys are errors: they are usually typos."""
    for key in data:
        if key not in allowed:
            raise ScenarioError(f"{where}: unknown key {key!r} (allowed: {', '.join(sorted(allowed))})")


# -- tile codes --------------------------------------------------------------------------------
def colour_of_code(code: str) -> str:
    return {"P": "purple", "B": "blue", "I": "ivory"}[code[0]]


def parse_code(text: Any, where: str) -> tuple[str, int | None]:
    """``"B4"`` / ``"B4@2"`` / ``"I2-4"`` -> (code, level or None). Ivory codes carry their level."""
    if not isinstance(text, str):
        raise ScenarioError(f"{where}: expected a tile code like P3, B4, I2-5, got {kind_of(text)} {text!r}")
    m = CODE_RE.match(text.strip().upper())
    if not m:
        raise ScenarioError(f"{where}: unknown tile code {text!r} (P1-P8, B2-B5, I1-1..I3-6, optionally @level)")
    code, level = m["code"], int(m["level"]) if m["level"] else None
    if code[0] == "I":
        own = int(code[1])
        if level is not None and level != own:
            raise ScenarioError(f"{where}: {code} is a level-{own} tile, not level {level}")
        level = own
    return code, level


# -- sites, trails, Tokens, seats --------------------------------------------------------------
def site_of(board: Board, sid: Any, where: str) -> int:
    """A site index from its id ("T7", "BC")."""
    if not isinstance(sid, str) or sid not in board.site_by_id:
        raise ScenarioError(f"{where}: unknown site {sid!r} on board '{board.name}'")
    return board.site_by_id[sid]


def trail_of(board: Board, tid: Any, where: str) -> int:
    """A trail index from its id "A-B" (either order)."""
    try:
        return board.trail(str(tid))
    except KeyError:
        raise ScenarioError(
            f"{where}: unknown trail {tid!r} on board '{board.name}' (write it as SITE-SITE, e.g. R1-T2)"
        ) from None


def token_side(v: Any, where: str) -> bool:
    """``up`` (or true) -> True, ``down`` (or false) -> False."""
    if v in ("up", True):
        return True
    if v in ("down", False):
        return False
    raise ScenarioError(f"{where}: expected up or down, got {v!r}")


def seat_of(state: State, key: Any, where: str) -> int:
    """A seat from a scenario key: its number (0 = first seat), colour or name."""
    if is_int(key) and 0 <= key < state.n:
        return int(key)
    if isinstance(key, str):
        for i, p in enumerate(state.players):
            if key in (p.colour, p.name):
                return i
        if key.isdigit() and int(key) < state.n:
            return int(key)
    raise ScenarioError(f"{where}: no seat {key!r} (seats are 0..{state.n - 1} or a player's colour)")
