"""Reading and checking board layout files (docs/rules.md section 2, clauses B1-B5).

A layout is a YAML file (format: ``docs/layout.md``). ``load_layout`` reads it, checks
every rule of section 2 plus the file's structure, and returns a ``Board``. Problems are
collected, not stopped at: ``LayoutError`` lists all of them, one line each, in the form
``<file>: <entry>: <what is wrong>``. No malformed input lets any other exception out.

A layout file is input from a stranger: only a regular file of at most ``MAX_LAYOUT_BYTES``
is read, and the YAML is parsed with the limits of ``relicrunners.io.safeio`` (nesting depth,
entries after alias expansion; an integer too long to be a coordinate is reported, never
converted). Every line is safe to print (control characters escaped).

This module reads and parses the file and builds the board; the checks of section 2 are in
``relicrunners.io.layoutcheck`` (``validate_layout_data``, re-exported here), the helpers that
show and read raw YAML values in ``relicrunners.io.layoutvalues``. It does file I/O, so it lives
outside ``relicrunners.rules`` (the rules core is pure).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from ..datafiles import BOARD_LAYOUTS
from ..rules.board import Board
from .layoutcheck import validate_layout_data
from .layoutvalues import show_value
from .safeio import MAX_LAYOUT_BYTES, RefusedFile, UnsafeInput, clean_text, load_yaml, read_limited

__all__ = ["DEFAULT_LAYOUT", "LayoutError", "check_layout_option", "load_layout", "validate_layout_data"]

DEFAULT_LAYOUT = BOARD_LAYOUTS / "jungle.yaml"

MAX_PROBLEMS = 100  # a hostile file can have thousands; the rest are counted


class LayoutError(Exception):
    """A layout file could not be used. ``problems`` holds one line per problem."""

    def __init__(self, problems: list[str]):
        self.problems = [clean_text(p) for p in problems]
        super().__init__("\n".join(self.problems))


def check_layout_option(value: str | None, option: str = "--layout") -> str | None:
    """The problem with a ``--layout`` value from a command line, or None. An empty value is
    an error, not the default board (leaving the option out gives that)."""
    if value is not None and not value.strip():
        return f"{option} needs a file name (leave the option out for the default board)"
    return None


# -- loading -------------------------------------------------------------------------
def _yaml_problem(name: str, e: yaml.YAMLError) -> str:
    mark = getattr(e, "problem_mark", None) or getattr(e, "context_mark", None)
    reason = getattr(e, "problem", None) or getattr(e, "context", None) or str(e)
    reason = " ".join(str(reason).split())
    if mark is not None:
        return f"{name}: line {mark.line + 1}: YAML syntax error: {reason}"
    return f"{name}: file: YAML syntax error: {reason}"


def parse_layout_text(text: str, name: str) -> Any:
    """Parse YAML text (duplicate keys rejected, ``safeio`` limits). Raises LayoutError on a
    syntax error or a refused structure. An integer too long to convert stays a ``LongInt``
    so that validation names the entry it is in."""
    try:
        return load_yaml(text, duplicate="duplicate key {key}", allow_cycles=True, refuse_long_ints=False)
    except yaml.YAMLError as e:
        raise LayoutError([_yaml_problem(name, e)]) from None
    except UnsafeInput as e:
        where = f" (line {e.line})" if e.line else ""
        raise LayoutError([f"{name}: {e.entry}: {e.what}{where}"]) from None
    except (RecursionError, ValueError, TypeError, OverflowError) as e:  # pathological input
        raise LayoutError([f"{name}: file: YAML syntax error: {type(e).__name__}"]) from None


def load_layout(path: str | Path = DEFAULT_LAYOUT) -> Board:
    """Read, check (docs/rules.md B1-B5) and build the board of a layout file.

    Raises LayoutError (one line per problem, at most ``MAX_PROBLEMS``) for anything wrong,
    including a missing, unreadable, special or oversized file and YAML syntax errors."""
    name = str(path)
    try:
        raw = read_limited(path, MAX_LAYOUT_BYTES, "layout file")
    except RefusedFile as e:
        what = "cannot read: no such file" if e.missing else str(e)
        raise LayoutError([f"{name}: file: {what}"]) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise LayoutError([f"{name}: file: not valid UTF-8 text"]) from None
    data = parse_layout_text(text, name)
    problems = validate_layout_data(data, name)
    if len(problems) > MAX_PROBLEMS:
        more = len(problems) - MAX_PROBLEMS + 1
        problems = problems[: MAX_PROBLEMS - 1] + [f"{name}: file: {more} more problems not shown"]
    if problems:
        raise LayoutError(problems)
    try:
        return Board.from_data(data)
    except Exception as e:  # pragma: no cover - validation should make this unreachable
        raise LayoutError(
            [f"{name}: board: cannot build board: {type(e).__name__}: {show_value(str(e), 80)}"]
        ) from None
