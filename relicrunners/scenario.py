"""Scenario files: a position, actions in the text notation, and the expected results
(docs/scenarios.md). The same runner serves the tests, ``python -m relicrunners scenario`` and
bug reports.

``run_scenario(path)`` returns ``(ok, line)``: one line naming the file and either the
scenario's name or what differs (expected vs got). It never raises for a bad file.

A position is built from ``new_game`` and then changed by the ``state:`` overrides in a way
that keeps every component accounted for: each Temple tile of the box is in exactly one place
(a stack, a player's tiles, the discards or out of the game), Rations in play stay 5 per
player (R10.1), each player keeps 10 Pathways and 3 Toolboxes, and Relics never exceed the
box (C4).

A scenario file is input from a stranger (``relicrunners.safeio``): only a regular file of at
most ``MAX_SCENARIO_BYTES`` is read; YAML nesting, alias expansion and overlong integers are
refused with a line naming the entry; the seed must be 0..MAX_SEED; player names may not hide
control characters; the line printed for a scenario is safe for a terminal.
"""
from __future__ import annotations

import os
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from . import invariants
from .layout import DEFAULT_LAYOUT, LayoutError, load_layout
from .rules import (
    MAX_SEED,
    SETUPS,
    Deal,
    IllegalAction,
    NotationError,
    SetupError,
    TurnFlags,
    apply,
    breakdown,
    from_text,
    legal_actions,
    new_game,
    to_text,
    winners,
)
from .rules.components import (
    BRANCHES,
    CAMP_RATIONS_PER_PLAYER,
    CHART_MAX,
    PATHWAYS_PER_PLAYER,
    PLAYER_COLOURS,
    RELIC_COLOURS,
    RELIC_OF,
    RELICS_TO_END,
    START_RATIONS,
    TILES,
    TOOLBOXES_PER_PLAYER,
    Tile,
)
from .safeio import (
    MAX_SCENARIO_BYTES,
    RefusedFile,
    UnsafeInput,
    check_name,
    clean_text,
    load_yaml,
    read_limited,
    short_repr,
)
from .saves import resolve_layout

__all__ = ["Scenario", "ScenarioError", "build_state", "load_scenario", "run_scenario"]

TOP_KEYS = {"name", "description", "players", "setup", "seed", "layout", "state", "actions",
            "expect", "expect_error", "xfail"}
STATE_KEYS = {"current", "turn", "camp", "tokens", "ruins", "stacks", "colours", "relics", "players"}
PLAYER_KEYS = {"site", "rations", "pathways", "vp", "relics", "toolboxes", "ivory", "blue"}
TOOLBOX_KEYS = {"reserve", "bottom", "table", *BRANCHES}
EXPECT_KEYS = {"vp", "rations", "camp", "site", "relics", "relic_on", "decision", "current",
               "pathways", "pathway_on", "toolboxes", "tokens_up", "tokens", "total", "breakdown",
               "winner", "tiebreak", "legal_includes", "legal_excludes", "ivory", "blue", "height",
               "top", "stage", "over", "turn", "log_includes", "log_excludes"}
EXPECT_ERRORS = ("illegal", "notation")
RELIC_BOX = {"green": 8, "white": 4, "blue": 4, "purple": 4}                     # C4
TEMPLE_OF_RELIC = {v: k for k, v in RELIC_OF.items()}                             # blue -> blue, white -> ivory...
CODE_RE = re.compile(r"^(?P<code>P[1-8]|B[2-5]|I[1-3]-[1-6])(?:@(?P<level>[1-3]))?$")


class ScenarioError(Exception):
    """Something about the scenario itself is wrong (one line, without the file name)."""


# ---------------------------------------------------------------------------------------------
# reading
# ---------------------------------------------------------------------------------------------
@dataclass
class Scenario:
    path: str
    name: str
    players: Any = 2
    setup: str = "first"
    seed: int = 0
    layout: str | None = None
    state: dict = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)
    expect: dict = field(default_factory=dict)
    expect_error: str | None = None
    xfail: str | None = None


def _kind(v: Any) -> str:
    return {dict: "a mapping", list: "a list", str: "a text", bool: "true/false", int: "a number",
            float: "a number", type(None): "nothing"}.get(type(v), type(v).__name__)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _need_int(v: Any, where: str, lo: int | None = None, hi: int | None = None) -> int:
    if not _is_int(v):
        raise ScenarioError(f"{where}: expected a whole number, got {_kind(v)} {v!r}")
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        rng = f"{lo}..{hi}" if hi is not None else f"at least {lo}"
        raise ScenarioError(f"{where}: {v} is out of range ({rng})")
    return v


def _need_map(v: Any, where: str) -> dict:
    if v is None:
        return {}
    if not isinstance(v, dict):
        raise ScenarioError(f"{where}: expected a mapping, got {_kind(v)}")
    return v


def _need_list(v: Any, where: str) -> list:
    if v is None:
        return []
    if not isinstance(v, list):
        raise ScenarioError(f"{where}: expected a list, got {_kind(v)}")
    return v


def _unknown(data: dict, allowed: set[str], where: str) -> None:
    for key in data:
        if key not in allowed:
            raise ScenarioError(f"{where}: unknown key {key!r} (allowed: {', '.join(sorted(allowed))})")


def load_scenario(path: str | os.PathLike) -> Scenario:
    """Read and shape-check a scenario file. Raises ScenarioError (one line)."""
    try:
        text = read_limited(path, MAX_SCENARIO_BYTES, "scenario file").decode("utf-8")
    except RefusedFile as e:
        raise ScenarioError(str(e)) from None
    except UnicodeDecodeError:
        raise ScenarioError("not UTF-8 text") from None
    try:
        data = load_yaml(text, duplicate="key {key} appears twice")
    except UnsafeInput as e:
        where = f" (line {e.line})" if e.line else ""
        raise ScenarioError(f"{e}{where}") from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None) or getattr(e, "context_mark", None)
        reason = " ".join(str(getattr(e, "problem", None) or getattr(e, "context", None) or e).split())
        where = f"line {mark.line + 1}: " if mark is not None else ""
        raise ScenarioError(f"{where}YAML syntax error: {reason}") from None
    except (RecursionError, ValueError, TypeError, OverflowError) as e:
        raise ScenarioError(f"YAML syntax error: {type(e).__name__}") from None
    if not isinstance(data, dict):
        raise ScenarioError(f"top level must be a mapping with name, actions, expect..., got {_kind(data)}")
    _unknown(data, TOP_KEYS, "top level")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ScenarioError("name: every scenario needs a name (a line of text)")
    sc = Scenario(str(path), name.strip())
    players = data.get("players", 2)
    if _is_int(players):
        _need_int(players, "players", 2, 5)
    elif isinstance(players, list):
        if not 2 <= len(players) <= 5:
            raise ScenarioError(f"players: {len(players)} players, need 2 to 5 (S1)")
        for i, p in enumerate(players):
            if not isinstance(p, dict) or not isinstance(p.get("colour"), str):
                raise ScenarioError(f"players[{i}]: expected {{name, colour}}, got {short_repr(p, 80)}")
            _unknown(p, {"name", "colour"}, f"players[{i}]")
            problem = check_name(p["name"]) if isinstance(p.get("name"), str) else None
            if problem:
                raise ScenarioError(f"players[{i}].name: {problem}")
    else:
        raise ScenarioError(f"players: expected a count or a list of {{name, colour}}, got {_kind(players)}")
    sc.players = players
    setup = data.get("setup", "first")
    if setup not in SETUPS:
        raise ScenarioError(f"setup: expected one of {', '.join(SETUPS)}, got {setup!r}")
    sc.setup = setup
    sc.seed = _need_int(data.get("seed", 0), "seed", 0, MAX_SEED)
    layout = data.get("layout")
    if layout is not None and not isinstance(layout, str):
        raise ScenarioError(f"layout: expected a file name, got {_kind(layout)}")
    sc.layout = layout
    sc.state = _need_map(data.get("state"), "state")
    _unknown(sc.state, STATE_KEYS, "state")
    actions = _need_list(data.get("actions"), "actions")
    for i, a in enumerate(actions):
        if not isinstance(a, str):
            raise ScenarioError(f"actions[{i}]: expected an action text like \"move BC-R2\", got {_kind(a)}")
    sc.actions = actions
    sc.expect = _need_map(data.get("expect"), "expect")
    _unknown(sc.expect, EXPECT_KEYS, "expect")
    err = data.get("expect_error")
    if err is not None and err not in EXPECT_ERRORS:
        raise ScenarioError(f"expect_error: expected one of {', '.join(EXPECT_ERRORS)}, got {err!r}")
    if err is not None and not actions:
        raise ScenarioError("expect_error: needs at least one action (the last one must be rejected)")
    sc.expect_error = err
    xfail = data.get("xfail")
    if xfail is not None and (not isinstance(xfail, str) or not xfail.strip()):
        raise ScenarioError("xfail: expected the reason as text")
    sc.xfail = xfail
    return sc


# ---------------------------------------------------------------------------------------------
# building the position
# ---------------------------------------------------------------------------------------------
def _colour_of_code(code: str) -> str:
    return {"P": "purple", "B": "blue", "I": "ivory"}[code[0]]


def _parse_code(text: Any, where: str) -> tuple[str, int | None]:
    """``"B4"`` / ``"B4@2"`` / ``"I2-4"`` -> (code, level or None). Ivory codes carry their level."""
    if not isinstance(text, str):
        raise ScenarioError(f"{where}: expected a tile code like P3, B4, I2-5, got {_kind(text)} {text!r}")
    m = CODE_RE.match(text.strip().upper())
    if not m:
        raise ScenarioError(f"{where}: unknown tile code {text!r} (P1-P8, B2-B5, I1-1..I3-6, "
                            "optionally @level)")
    code, level = m["code"], int(m["level"]) if m["level"] else None
    if code[0] == "I":
        own = int(code[1])
        if level is not None and level != own:
            raise ScenarioError(f"{where}: {code} is a level-{own} tile, not level {level}")
        level = own
    return code, level


class _Box:
    """Where every Temple tile of the box is, so that overrides move tiles instead of copying
    them (each uid in exactly one place)."""

    def __init__(self, state):
        self.state = state
        self.locked: set[int] = set()          # sites whose stacks the scenario sets itself

    def release(self, tiles: list[Tile]) -> None:
        self.state.unused.extend(tiles)

    def claim(self, colour: str, level: int | None, code: str | None, where: str) -> Tile:
        """Take a matching tile out of the game's spare tiles, the discards or (swapping in a
        spare of the same colour and level) an untouched stack."""
        st = self.state

        def fits(t: Tile) -> bool:
            return (t.colour == colour and (level is None or t.level == level)
                    and (code is None or t.code == code))

        for pile in (st.unused, st.discards):
            for i, t in enumerate(pile):
                if fits(t):
                    return pile.pop(i)
        for site, stack in enumerate(st.stacks):
            if site in self.locked:
                continue
            for i, t in enumerate(stack):
                if not fits(t):
                    continue
                spare = [j for j, u in enumerate(st.unused) if u.colour == t.colour and u.level == t.level]
                if not spare:
                    continue
                different = [j for j in spare if st.unused[j].code != t.code]
                stack[i] = st.unused.pop((different or spare)[0])
                return t
        what = " ".join(x for x in (f"level-{level}" if level else "", colour, "tile", code or "") if x)
        if not any(fits(t) for t in TILES):
            raise ScenarioError(f"{where}: the box has no {what} (Blue values per level: section 9)")
        raise ScenarioError(f"{where}: no {what} is left in the box (every copy is already placed)")


def _seats_of(board, sc: Scenario) -> list[tuple[str, str]] | int:
    if _is_int(sc.players):
        return sc.players
    out = []
    for i, p in enumerate(sc.players):
        colour = p["colour"]
        if colour not in PLAYER_COLOURS:
            raise ScenarioError(f"players[{i}].colour: {colour!r} is not one of {', '.join(PLAYER_COLOURS)}")
        name = p.get("name", colour.capitalize())
        if not isinstance(name, str):
            raise ScenarioError(f"players[{i}].name: expected text, got {_kind(name)}")
        out.append((name, colour))
    return out


def _site(board, sid: Any, where: str) -> int:
    if not isinstance(sid, str) or sid not in board.site_by_id:
        raise ScenarioError(f"{where}: unknown site {sid!r} on board '{board.name}'")
    return board.site_by_id[sid]


def _trail(board, tid: Any, where: str) -> int:
    try:
        return board.trail(str(tid))
    except KeyError:
        raise ScenarioError(f"{where}: unknown trail {tid!r} on board '{board.name}' "
                            "(write it as SITE-SITE, e.g. R1-T2)") from None


def _token_side(v: Any, where: str) -> bool:
    if v in ("up", True):
        return True
    if v in ("down", False):
        return False
    raise ScenarioError(f"{where}: expected up or down, got {v!r}")


def seat_of(state, key: Any, where: str) -> int:
    """A seat from a scenario key: its number (0 = first seat), colour or name."""
    if _is_int(key) and 0 <= key < state.n:
        return key
    if isinstance(key, str):
        for i, p in enumerate(state.players):
            if key in (p.colour, p.name):
                return i
        if key.isdigit() and int(key) < state.n:
            return int(key)
    raise ScenarioError(f"{where}: no seat {key!r} (seats are 0..{state.n - 1} or a player's colour)")


def build_state(board, sc: Scenario):
    """``new_game`` plus the scenario's ``state:`` overrides (see docs/scenarios.md)."""
    try:
        state = new_game(board, _seats_of(board, sc), sc.setup, sc.seed)
    except SetupError as e:
        raise ScenarioError(f"setup: {e}") from None
    o = sc.state
    box = _Box(state)
    nsites = len(board.sites)
    heights, colours = list(state.full.heights), list(state.full.colours)
    max_level = 2 if state.n == 2 else 3                                             # S3

    def temple(sid: Any, where: str) -> int:
        s = _site(board, sid, where)
        if board.sites[s].kind != "temple":
            raise ScenarioError(f"{where}: {sid} is a {board.sites[s].kind}, not a temple")
        return s

    def retint(s: int, colour: str, where: str) -> None:
        if colours[s] == colour:
            return
        if s in explicit_colour and explicit_colour[s] != colour:
            raise ScenarioError(f"{where}: {board.sites[s].id} is set to {explicit_colour[s]} "
                                f"in state.colours but needs {colour}")
        colours[s] = colour

    # which temples get a new colour, and which stacks are set explicitly -------------------
    explicit_colour: dict[int, str] = {}
    for sid, c in _need_map(o.get("colours"), "state.colours").items():
        s = temple(sid, f"state.colours.{sid}")
        if c not in ("purple", "blue", "ivory"):
            raise ScenarioError(f"state.colours.{sid}: expected purple, blue or ivory, got {c!r}")
        explicit_colour[s] = c
        colours[s] = c
    stacks_in = _need_map(o.get("stacks"), "state.stacks")
    wanted: dict[int, list[tuple[str, int]]] = {}
    for sid, codes in stacks_in.items():
        where = f"state.stacks.{sid}"
        s = temple(sid, where)
        parsed = [_parse_code(c, f"{where}[{i}]") for i, c in enumerate(_need_list(codes, where))]
        tints = {_colour_of_code(c) for c, _ in parsed}
        if len(tints) > 1:
            raise ScenarioError(f"{where}: tiles of different colours ({', '.join(sorted(tints))}) in one temple")
        if tints:
            retint(s, tints.pop(), where)
        levels = [lvl if lvl is not None else i + 1 for i, (_, lvl) in enumerate(parsed)]
        if any(b <= a for a, b in zip(levels, levels[1:])):
            raise ScenarioError(f"{where}: levels must rise from bottom to top (large 1, medium 2, "
                                f"small 3), got {levels}")
        if levels and levels[-1] > max_level:
            raise ScenarioError(f"{where}: a level-{levels[-1]} tile, but a {state.n}-player game "
                                f"has only levels 1..{max_level} (S3)")
        wanted[s] = [(c, lvl) for (c, _), lvl in zip(parsed, levels)]
    relics_in = _need_map(o.get("relics"), "state.relics")
    relic_site: dict[int, str | None] = {}
    for sid, colour in relics_in.items():
        where = f"state.relics.{sid}"
        s = _site(board, sid, where)
        if board.sites[s].kind == "camp":
            raise ScenarioError(f"{where}: Base Camp never holds a Relic")
        if colour is not None:
            if colour not in RELIC_COLOURS:
                raise ScenarioError(f"{where}: expected a Relic colour ({', '.join(RELIC_COLOURS)}) "
                                    f"or null, got {colour!r}")
            if board.sites[s].kind == "ruin" and colour != "green":
                raise ScenarioError(f"{where}: a Ruin's Relic is green (R9.7), not {colour}")
            if board.sites[s].kind == "temple":
                if colour == "green":
                    raise ScenarioError(f"{where}: a temple's Relic cannot be green (R9.7)")
                retint(s, TEMPLE_OF_RELIC[colour], where)
        if s in wanted and wanted[s]:
            raise ScenarioError(f"{where}: {sid} is listed in state.relics, so it is a Shrine, "
                                f"but state.stacks.{sid} gives it tiles")
        if board.sites[s].kind == "temple":
            wanted.setdefault(s, [])
        relic_site[s] = colour

    # re-stack: release every changed stack first, then claim the wanted tiles --------------
    changed = {s for s in board.temples if colours[s] != state.full.colours[s]} | set(wanted)
    box.locked = set(changed)
    for s in changed:
        box.release(state.stacks[s])
        state.stacks[s] = []
    for s in sorted(wanted):
        for i, (code, lvl) in enumerate(wanted[s]):
            state.stacks[s].append(box.claim(_colour_of_code(code), lvl, code,
                                             f"state.stacks.{board.sites[s].id}[{i}]"))

    # ruins -----------------------------------------------------------------------------------
    for sid, n in _need_map(o.get("ruins"), "state.ruins").items():
        where = f"state.ruins.{sid}"
        s = _site(board, sid, where)
        if board.sites[s].kind != "ruin":
            raise ScenarioError(f"{where}: {sid} is not a Ruin")
        state.ruins[s] = _need_int(n, where, 0, heights[s])
        if n and s in relic_site:
            raise ScenarioError(f"{where}: {sid} is listed in state.relics, so it is a Shrine "
                                "and has no tiles")
    for s in relic_site:                              # a Shrine has no tiles left (R9.7)
        if board.sites[s].kind == "ruin":
            state.ruins[s] = 0

    # players (their tiles are claimed before any unnamed tile is drawn) ---------------------
    players_in = _need_list(o.get("players"), "state.players")
    if len(players_in) > state.n:
        raise ScenarioError(f"state.players: {len(players_in)} entries for {state.n} players")
    for i, po in enumerate(players_in):
        _player_overrides(board, state, box, i, _need_map(po, f"state.players[{i}]"))

    # recoloured temples keep their height, with tiles of the new colour from the box ---------
    for s in sorted(changed - set(wanted)):
        for lvl in range(1, heights[s] + 1):
            state.stacks[s].append(box.claim(colours[s], lvl, None, f"state.colours.{board.sites[s].id}"))
    state.full = Deal(tuple(heights), tuple(colours))

    # Shrines: an emptied site shows its Relic unless the scenario says it was taken ---------
    for s in range(nsites):
        if board.sites[s].kind == "camp":
            continue
        if state.has_tiles(s):
            state.relics[s] = None
        elif s in relic_site:
            state.relics[s] = relic_site[s]
        else:
            state.relics[s] = RELIC_OF[colours[s]]

    # tokens ----------------------------------------------------------------------------------
    for tid, side in _need_map(o.get("tokens"), "state.tokens").items():
        where = f"state.tokens.{tid}"
        t = _trail(board, tid, where)
        if t not in board.token_of:
            raise ScenarioError(f"{where}: {board.trails[t].id} is not a river trail (no Toolbox Token)")
        state.tokens[board.token_of[t]] = _token_side(side, where)
    if not any(state.tokens):
        raise ScenarioError("state.tokens: all Toolbox Tokens face down cannot happen: "
                            "they are turned up again at once (R7.3)")

    # Rations (R10.1): 5 per player in play, on the Charts and in Base Camp -------------------
    in_play = (START_RATIONS + CAMP_RATIONS_PER_PLAYER) * state.n
    on_charts = sum(p.rations for p in state.players)
    if "camp" in o:
        state.camp = _need_int(o["camp"], "state.camp", 0)
        if state.camp + on_charts != in_play:
            raise ScenarioError(f"state.camp: {state.camp} Rations in Base Camp + {on_charts} on the Charts "
                                f"= {state.camp + on_charts}, but a {state.n}-player game has exactly "
                                f"{in_play} in play (R10.1)")
    else:
        state.camp = in_play - on_charts
        if state.camp < 0:
            raise ScenarioError(f"state.players: {on_charts} Rations on the Charts, more than the "
                                f"{in_play} in play (R10.1)")

    # Relics (C4, R11.1) ----------------------------------------------------------------------
    count = Counter(c for c in state.relics if c) + Counter(c for p in state.players for c in p.relics)
    for colour, n in count.items():
        if n > RELIC_BOX[colour]:
            raise ScenarioError(f"state: {n} {colour} Relics on the board and in hand, the box has "
                                f"{RELIC_BOX[colour]} (C4)")
    held = state.relics_taken()
    if held >= RELICS_TO_END[state.n]:
        raise ScenarioError(f"state.players: {held} Relics held would already have ended the game "
                            f"({RELICS_TO_END[state.n]} end a {state.n}-player game, R11.1)")

    # whose turn -------------------------------------------------------------------------------
    if "current" in o:
        state.current = seat_of(state, o["current"], "state.current")
    if "turn" in o:
        state.turn = _need_int(o["turn"], "state.turn", 1)
    state.flags = TurnFlags(state.me.site, state.relics[state.me.site])
    return state


def _player_overrides(board, state, box: _Box, i: int, po: dict) -> None:
    where = f"state.players[{i}]"
    _unknown(po, PLAYER_KEYS, where)
    p = state.players[i]
    if "site" in po:
        p.site = _site(board, po["site"], f"{where}.site")
    if "rations" in po:
        p.rations = _need_int(po["rations"], f"{where}.rations", 0, CHART_MAX)          # R10.2
    if "vp" in po:
        p.vp = _need_int(po["vp"], f"{where}.vp", 0)
    if "pathways" in po:
        trails = [_trail(board, t, f"{where}.pathways") for t in _need_list(po["pathways"], f"{where}.pathways")]
        if len(set(trails)) != len(trails):
            raise ScenarioError(f"{where}.pathways: a trail is listed twice (R9.3)")
        if len(trails) > PATHWAYS_PER_PLAYER:
            raise ScenarioError(f"{where}.pathways: {len(trails)} Pathways, a player has {PATHWAYS_PER_PLAYER} (C2)")
        p.pathways = set(trails)
    if "relics" in po:
        relics = _need_list(po["relics"], f"{where}.relics")
        for c in relics:
            if c not in RELIC_COLOURS:
                raise ScenarioError(f"{where}.relics: expected Relic colours ({', '.join(RELIC_COLOURS)}), got {c!r}")
        p.relics = list(relics)
    if "toolboxes" in po:
        _toolboxes(p, _need_map(po["toolboxes"], f"{where}.toolboxes"), f"{where}.toolboxes")
    if "ivory" in po:
        box.release(list(p.ivory.values()))
        p.ivory = {}
        for j, text in enumerate(_need_list(po["ivory"], f"{where}.ivory")):
            code, level = _parse_code(text, f"{where}.ivory[{j}]")
            if code[0] != "I":
                raise ScenarioError(f"{where}.ivory[{j}]: {code} is not an Ivory tile")
            if level in p.ivory:
                raise ScenarioError(f"{where}.ivory: two level-{level} Ivory tiles; a player holds "
                                    "one per level (R9.4)")
            p.ivory[level] = box.claim("ivory", level, code, f"{where}.ivory[{j}]")
    if "blue" in po:
        box.release(p.blue)
        p.blue = []
        for j, text in enumerate(_need_list(po["blue"], f"{where}.blue")):
            code, level = _parse_code(text, f"{where}.blue[{j}]")
            if code[0] != "B":
                raise ScenarioError(f"{where}.blue[{j}]: {code} is not a Blue tile")
            tile = box.claim("blue", level, code, f"{where}.blue[{j}]")
            p.blue.append(tile)
            p.seen.add(tile.uid)


def _toolboxes(p, tb: dict, where: str) -> None:
    """``{reserve, bottom, table: {M: [s1, s2, s3], ...}}`` (the branches may also be given
    directly). A missing ``reserve`` is whatever is left of the 3 Toolboxes (C2)."""
    _unknown(tb, TOOLBOX_KEYS, where)
    table = dict(_need_map(tb.get("table"), f"{where}.table"))
    for b in BRANCHES:
        if b in tb:
            if b in table:
                raise ScenarioError(f"{where}: branch {b} given twice")
            table[b] = tb[b]
    for b, steps in table.items():
        if b not in BRANCHES:
            raise ScenarioError(f"{where}.table: unknown branch {b!r} (M, C or S)")
        if not (isinstance(steps, list) and len(steps) == 3 and all(_is_int(x) and x >= 0 for x in steps)):
            raise ScenarioError(f"{where}.table.{b}: expected three counts [step 1, step 2, step 3], got {steps!r}")
        p.table[b] = list(steps)
    if "bottom" in tb:
        p.tb_bottom = _need_int(tb["bottom"], f"{where}.bottom", 0, TOOLBOXES_PER_PLAYER)
    placed = p.tb_bottom + sum(sum(v) for v in p.table.values())
    if "reserve" in tb:
        p.tb_reserve = _need_int(tb["reserve"], f"{where}.reserve", 0, TOOLBOXES_PER_PLAYER)
    else:
        p.tb_reserve = TOOLBOXES_PER_PLAYER - placed
    if p.tb_reserve + placed != TOOLBOXES_PER_PLAYER:
        raise ScenarioError(f"{where}: {p.tb_reserve} in reserve + {placed} on the Table = "
                            f"{p.tb_reserve + placed}, a player has exactly {TOOLBOXES_PER_PLAYER} (C2)")


# ---------------------------------------------------------------------------------------------
# playing and checking
# ---------------------------------------------------------------------------------------------
def _legal_texts(board, state, limit: int = 10) -> str:
    texts = [to_text(board, a) for a in legal_actions(state)]
    more = f", ... ({len(texts)} in all)" if len(texts) > limit else ""
    return ", ".join(texts[:limit]) + more if texts else "none"


def check_position(state) -> None:
    """Refuse a built position that breaks a game invariant (components, caps, ...)."""
    problems = invariants.check_state(state)
    if problems:
        more = f" (+{len(problems) - 1} more)" if len(problems) > 1 else ""
        raise ScenarioError(f"state: the position is not consistent: {problems[0]}{more}")


def play_actions(board, state, sc: Scenario):
    """Apply the scenario's actions. Returns (state, events, rejected) where ``rejected`` is
    the kind of error of the last action when ``expect_error`` asked for one. After every
    action the invariants are checked (when ``relicrunners.invariants`` is installed): a broken
    one is a finding about the engine."""
    events: list = []
    for i, text in enumerate(sc.actions):
        last = i == len(sc.actions) - 1
        where = f"actions[{i}] {text!r}"
        try:
            action = from_text(board, text)
        except NotationError as e:
            if last and sc.expect_error == "notation":
                return state, events, "notation"
            raise ScenarioError(f"{where}: {e}") from None
        try:
            nxt, ev = apply(state, action)
        except IllegalAction:
            if last and sc.expect_error == "illegal":
                return state, events, "illegal"
            raise ScenarioError(f"{where} is not legal here (decision '{state.decision()}' for "
                                f"{state.me.name}; legal: {_legal_texts(board, state)})") from None
        problems = invariants.check(state, action, nxt, legal_actions(state))
        if problems:
            raise ScenarioError(f"{where}: invariant broken: {'; '.join(problems)}")
        state = nxt
        events.extend(ev)
    if sc.expect_error:
        what = "readable" if sc.expect_error == "notation" else "legal"
        raise ScenarioError(f"expected the last action {sc.actions[-1]!r} to be rejected "
                            f"({sc.expect_error}), but it was {what}")
    return state, events, None


def _same(expected: Any, got: Any) -> bool:
    return expected == got


def check_expect(board, state, events, expect: dict) -> list[str]:
    """Every expectation that does not hold, one line each: ``expect.<key>: expected X, got Y``."""
    from .text import describe

    diffs: list[str] = []

    def differ(key: str, expected: Any, got: Any) -> None:
        if not _same(expected, got):
            diffs.append(f"expect.{key}: expected {expected!r}, got {got!r}")

    def per_seat(key: str, fn) -> None:
        for k, expected in _need_map(expect[key], f"expect.{key}").items():
            seat = seat_of(state, k, f"expect.{key}")
            differ(f"{key}.{k}", *fn(seat, expected))

    def per_site(key: str, fn) -> None:
        for k, expected in _need_map(expect[key], f"expect.{key}").items():
            s = _site(board, k, f"expect.{key}")
            differ(f"{key}.{k}", *fn(s, expected))

    rows = breakdown(state)
    P = state.players
    for key in expect:
        if key == "vp":
            per_seat(key, lambda s, e: (e, P[s].vp))
        elif key == "rations":
            per_seat(key, lambda s, e: (e, P[s].rations))
        elif key == "camp":
            differ(key, expect[key], state.camp)
        elif key == "site":
            per_seat(key, lambda s, e: (e, board.sites[P[s].site].id))
        elif key == "relics":
            per_seat(key, lambda s, e: (sorted(_need_list(e, f"expect.relics.{s}")), sorted(P[s].relics)))
        elif key == "relic_on":
            per_site(key, lambda s, e: (e, state.relics[s]))
        elif key == "decision":
            differ(key, expect[key], state.decision())
        elif key == "current":
            differ(key, seat_of(state, expect[key], "expect.current"), state.current)
        elif key == "pathways":
            per_seat(key, lambda s, e: (e, len(P[s].pathways)))
        elif key == "pathway_on":
            def on(s, e):
                want = sorted(board.trails[_trail(board, t, f"expect.pathway_on.{s}")].id
                              for t in _need_list(e, f"expect.pathway_on.{s}"))
                return want, sorted(board.trails[t].id for t in P[s].pathways)
            per_seat(key, on)
        elif key == "toolboxes":
            for k, want in _need_map(expect[key], "expect.toolboxes").items():
                s = seat_of(state, k, "expect.toolboxes")
                got = {"reserve": P[s].tb_reserve, "bottom": P[s].tb_bottom,
                       **{b: list(P[s].table[b]) for b in BRANCHES}}
                want = _need_map(want, f"expect.toolboxes.{k}")
                _unknown(want, {"reserve", "bottom", *BRANCHES}, f"expect.toolboxes.{k}")
                for part, e in want.items():
                    differ(f"toolboxes.{k}.{part}", e, got[part])
        elif key == "tokens_up":
            differ(key, expect[key], sum(state.tokens))
        elif key == "tokens":
            for tid, side in _need_map(expect[key], "expect.tokens").items():
                t = _trail(board, tid, "expect.tokens")
                if t not in board.token_of:
                    raise ScenarioError(f"expect.tokens.{tid}: not a river trail")
                want = "up" if _token_side(side, f"expect.tokens.{tid}") else "down"
                differ(f"tokens.{tid}", want, "up" if state.tokens[board.token_of[t]] else "down")
        elif key == "total":
            per_seat(key, lambda s, e: (e, rows[s]["total"]))
        elif key == "breakdown":
            for k, want in _need_map(expect[key], "expect.breakdown").items():
                s = seat_of(state, k, "expect.breakdown")
                for part, e in _need_map(want, f"expect.breakdown.{k}").items():
                    if part not in rows[s]:
                        raise ScenarioError(f"expect.breakdown.{k}: unknown part {part!r} "
                                            f"(one of {', '.join(sorted(rows[s]))})")
                    differ(f"breakdown.{k}.{part}", e, rows[s][part])
        elif key == "winner":
            want = expect[key] if isinstance(expect[key], list) else [expect[key]]
            differ(key, sorted(seat_of(state, w, "expect.winner") for w in want), sorted(winners(state)[0]))
        elif key == "tiebreak":
            differ(key, expect[key], winners(state)[1])
        elif key in ("legal_includes", "legal_excludes"):
            legal = legal_actions(state)
            for text in _need_list(expect[key], f"expect.{key}"):
                try:
                    a = from_text(board, str(text))
                except NotationError as e:
                    raise ScenarioError(f"expect.{key}: {e}") from None
                if (a in legal) != (key == "legal_includes"):
                    verb = "legal" if key == "legal_includes" else "not legal"
                    diffs.append(f"expect.{key}: expected {text!r} to be {verb} (decision "
                                 f"'{state.decision()}'; legal: {_legal_texts(board, state)})")
        elif key == "ivory":
            per_seat(key, lambda s, e: (sorted(_need_list(e, f"expect.ivory.{s}")),
                                        sorted(t.code for t in P[s].ivory.values())))
        elif key == "blue":
            def blue(s, e):
                if _is_int(e):
                    return e, len(P[s].blue)
                return sorted(_need_list(e, f"expect.blue.{s}")), sorted(t.code for t in P[s].blue)
            per_seat(key, blue)
        elif key == "height":
            per_site(key, lambda s, e: (e, state.height(s)))
        elif key == "top":
            per_site(key, lambda s, e: (e, state.stacks[s][-1].code if state.stacks[s] else None))
        elif key == "stage":
            differ(key, expect[key], state.stage)
        elif key == "over":
            differ(key, expect[key], state.over)
        elif key == "turn":
            differ(key, expect[key], state.turn)
        elif key in ("log_includes", "log_excludes"):
            lines = [line for line in (describe(board, state, e) for e in events) if line]
            for text in _need_list(expect[key], f"expect.{key}"):
                found = any(str(text) in line for line in lines)
                if key == "log_includes" and not found:
                    diffs.append(f"expect.log_includes: no log line contains {text!r}")
                elif key == "log_excludes" and found:
                    line = next(line for line in lines if str(text) in line)
                    diffs.append(f"expect.log_excludes: {text!r} appears in the log: {line!r}")
    return diffs


# ---------------------------------------------------------------------------------------------
# running
# ---------------------------------------------------------------------------------------------
_BOARDS: dict[tuple[str, int], Any] = {}


def _board(path: Path):
    """load_layout, cached per file version (many scenarios share one layout)."""
    try:
        key = (str(path.resolve()), path.stat().st_mtime_ns)
    except OSError:
        return load_layout(path)                   # reports the missing file as LayoutError
    if key not in _BOARDS:
        _BOARDS[key] = load_layout(path)
    return _BOARDS[key]


def _display(path: str | os.PathLike) -> str:
    p = Path(path)
    try:
        return os.path.relpath(p) if not p.is_absolute() or p.resolve().is_relative_to(Path.cwd()) else str(p)
    except ValueError:
        return str(p)


def evaluate(path: str | os.PathLike, default_layout: str | os.PathLike | None = None):
    """Run one scenario: returns (scenario or None, list of problems)."""
    sc = None
    try:
        sc = load_scenario(path)
        if sc.layout is not None:
            layout = resolve_layout(sc.layout, Path(path).resolve().parent)
        else:
            layout = Path(default_layout) if default_layout is not None else DEFAULT_LAYOUT
        try:
            board = _board(Path(layout))
        except LayoutError as e:
            more = f" (+{len(e.problems) - 1} more)" if len(e.problems) > 1 else ""
            raise ScenarioError(f"layout: {e.problems[0] if e.problems else layout}{more}") from None
        state = build_state(board, sc)
        check_position(state)
        state, events, _ = play_actions(board, state, sc)
        return sc, check_expect(board, state, events, sc.expect)
    except ScenarioError as e:
        return sc, [str(e)]
    except Exception as e:                          # noqa: BLE001 - an engine crash is a finding
        return sc, [f"crash: {type(e).__name__}: {' '.join(str(e).split())}"]


def run_scenario(path: str | os.PathLike, default_layout: str | os.PathLike | None = None) -> tuple[bool, str]:
    """Run a scenario file: ``(ok, line)``. XFAIL (a known engine bug, marked ``xfail:``)
    counts as ok; a scenario marked xfail that now passes is reported as XPASS, also ok.
    The line is safe to print: control characters from the file are escaped."""
    ok, line = _result_line(path, default_layout)
    return ok, clean_text(line)


def _result_line(path: str | os.PathLike, default_layout: str | os.PathLike | None) -> tuple[bool, str]:
    shown = _display(path)
    sc, problems = evaluate(path, default_layout)
    name = sc.name if sc is not None else ""
    if sc is not None and sc.xfail:
        if problems:
            return True, f"XFAIL {shown} — {name} (known: {sc.xfail}; {problems[0]})"
        return True, f"XPASS {shown} — {name} (passes now: remove its xfail line)"
    if problems:
        more = f" (+{len(problems) - 1} more: {'; '.join(problems[1:])})" if len(problems) > 1 else ""
        return False, f"FAIL {shown} — {problems[0]}{more}"
    return True, f"ok  {shown} — {name}"
