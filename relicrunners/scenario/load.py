"""Reading a scenario file: ``load_scenario(path)`` -> ``Scenario``, after the shape checks.

A scenario file is input from a stranger (``relicrunners.io.safeio``): only a regular file of at
most ``MAX_SCENARIO_BYTES`` is read; YAML nesting, alias expansion and overlong integers are
refused with a line naming the entry; the seed must be 0..MAX_SEED; player names may not hide
control characters. Only the shape of the file is checked here (keys, kinds of values, ranges
that need no board); whether the position makes sense is for ``position.build_state``, and
the ``expect:`` values are read by ``expect.check_expect``. The ``actions:`` list is split into
the notation strings and the checkpoints between them (``{expect: ...}``, at most
``MAX_CHECKPOINTS``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

import yaml

from ..io.safeio import MAX_SCENARIO_BYTES, RefusedFile, UnsafeInput, check_name, load_yaml, read_limited, short_repr
from ..rules import MAX_SEED, SETUPS
from .expect import EXPECT_KEYS
from .schema import (
    EXPECT_ERRORS,
    MAX_CHECKPOINTS,
    STATE_KEYS,
    TOP_KEYS,
    ScenarioError,
    is_int,
    kind_of,
    need_int,
    need_list,
    need_map,
    refuse_unknown,
)


@dataclass
class Scenario:
    """One scenario file, shape-checked. ``players`` is a count or a list of ``{name, colour}``;
    ``state`` and ``expect`` are the file's mappings as read (checked when used).

    ``actions`` holds the notation strings only; ``action_at[i]`` is the index of action ``i`` in
    the file's ``actions:`` list, and ``checkpoints[n]`` the ``{expect: ...}`` entries met after
    ``n`` actions, each with its index in that list."""

    path: str
    name: str
    players: Any = 2
    setup: str = "first"
    seed: int = 0
    layout: str | None = None
    state: dict[str, Any] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)
    action_at: list[int] = field(default_factory=list)
    checkpoints: dict[int, list[tuple[int, dict[str, Any]]]] = field(default_factory=dict)
    expect: dict[str, Any] = field(default_factory=dict)
    expect_error: str | None = None
    xfail: str | None = None


def load_scenario(path: str | os.PathLike[str]) -> Scenario:
    """Read and shape-check a scenario file. Raises ScenarioError (one line)."""
    data = _read(path)
    if not isinstance(data, dict):
        raise ScenarioError(f"top level must be a mapping with name, actions, expect..., got {kind_of(data)}")
    refuse_unknown(data, TOP_KEYS, "top level")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ScenarioError("name: every scenario needs a name (a line of text)")
    sc = Scenario(str(path), name.strip())
    sc.players = _players(data.get("players", 2))
    setup = data.get("setup", "first")
    if setup not in SETUPS:
        raise ScenarioError(f"setup: expected one of {', '.join(SETUPS)}, got {setup!r}")
    sc.setup = setup
    sc.seed = need_int(data.get("seed", 0), "seed", 0, MAX_SEED)
    layout = data.get("layout")
    if layout is not None and not isinstance(layout, str):
        raise ScenarioError(f"layout: expected a file name, got {kind_of(layout)}")
    sc.layout = layout
    sc.state = need_map(data.get("state"), "state")
    refuse_unknown(sc.state, STATE_KEYS, "state")
    _actions(sc, need_list(data.get("actions"), "actions"))
    actions = sc.actions
    sc.expect = need_map(data.get("expect"), "expect")
    refuse_unknown(sc.expect, EXPECT_KEYS, "expect")
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


def _actions(sc: Scenario, entries: list[Any]) -> None:
    """``actions:``: notation strings, and between them checkpoints ``{expect: {...}}``
    (at most ``MAX_CHECKPOINTS``), checked when the actions before them have been played."""
    count = 0
    for i, a in enumerate(entries):
        if isinstance(a, str):
            sc.actions.append(a)
            sc.action_at.append(i)
            continue
        if not isinstance(a, dict) or "expect" not in a:
            raise ScenarioError(
                f'actions[{i}]: expected an action text like "move BC-R2" or a checkpoint {{expect: ...}}, '
                f"got {kind_of(a)}"
            )
        refuse_unknown(a, {"expect"}, f"actions[{i}]")
        expect = need_map(a["expect"], f"actions[{i}].expect")
        refuse_unknown(expect, EXPECT_KEYS, f"actions[{i}].expect")
        count += 1
        if count > MAX_CHECKPOINTS:
            raise ScenarioError(f"actions[{i}]: more than {MAX_CHECKPOINTS} checkpoints in one scenario")
        sc.checkpoints.setdefault(len(sc.actions), []).append((i, expect))


def _read(path: str | os.PathLike[str]) -> Any:
    """The file's YAML data, read with the defences of ``safeio``; every refusal is one line."""
    try:
        text = read_limited(path, MAX_SCENARIO_BYTES, "scenario file").decode("utf-8")
    except RefusedFile as e:
        raise ScenarioError(str(e)) from None
    except UnicodeDecodeError:
        raise ScenarioError("not UTF-8 text") from None
    try:
        return load_yaml(text, duplicate="key {key} appears twice")
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


def _players(players: Any) -> Any:
    """``players:``: a count 2..5 or a list of 2..5 ``{name, colour}`` (colours are checked
    against the board's seats when the position is built)."""
    if is_int(players):
        need_int(players, "players", 2, 5)
    elif isinstance(players, list):
        if not 2 <= len(players) <= 5:
            raise ScenarioError(f"players: {len(players)} players, need 2 to 5 (S1)")
        for i, p in enumerate(players):
            if not isinstance(p, dict) or not isinstance(p.get("colour"), str):
                raise ScenarioError(f"players[{i}]: expected {{name, colour}}, got {short_repr(p, 80)}")
            refuse_unknown(p, {"name", "colour"}, f"players[{i}]")
            problem = check_name(p["name"]) if isinstance(p.get("name"), str) else None
            if problem:
                raise ScenarioError(f"players[{i}].name: {problem}")
    else:
        raise ScenarioError(f"players: expected a count or a list of {{name, colour}}, got {kind_of(players)}")
    return players
