"""JSON from a stranger's file: ``load_json`` is ``json.loads`` after a check, at C speed and
without recursion, that the nesting is at most ``MAX_DEPTH`` deep and no number has more than
``MAX_INT_DIGITS`` digits; a refused file is an ``UnsafeInput`` naming the first entry at fault
(found by a flat scan of the tokens). Used for save files; re-exported by ``relicrunners.io.safeio``.
"""

from __future__ import annotations

import json
import re
from typing import Any

from .safelimits import MAX_DEPTH, MAX_INT_DIGITS, UnsafeInput, key_label, path_text, too_long

_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)
_JSON_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}:,]|[0-9]+', re.S)
_LONG_DIGITS = re.compile(rf"[0-9]{{{MAX_INT_DIGITS + 1},}}")
_NOT_BRACKET = bytes(b for b in range(256) if b not in b"[]{}")
_SCAN_TOKENS = 200_000  # how far the entry of a refused file is looked for


def _too_deep(bare: str, limit: int) -> bool:
    """True when the brackets of ``bare`` (JSON with its strings blanked) nest deeper than
    ``limit``. No recursion: each round removes the innermost pairs."""
    if bare.count("[") + bare.count("{") <= limit:
        return False
    skeleton = bare.encode("utf-8", "replace").translate(None, _NOT_BRACKET)
    skeleton = skeleton.replace(b"{", b"[").replace(b"}", b"]")
    for _ in range(limit):
        shorter = skeleton.replace(b"[]", b"")
        if len(shorter) == len(skeleton):
            break
        skeleton = shorter
    return b"[]" in skeleton or skeleton.count(b"[") > limit


def _locate(text: str, limit: int) -> tuple[str, str, int] | None:
    """(entry, what, line) of the first JSON value nested deeper than ``limit`` or written with
    too many digits: a flat scan of the tokens (no recursion), given up after a while."""
    path: list[int | str] = []  # index of each open list, current key of each object
    expect_key = False
    for n, m in enumerate(_JSON_TOKEN.finditer(text)):
        tok = m.group()
        problem = None
        if tok in ("[", "{") and len(path) >= limit:
            problem = f"nested more than {limit} levels deep"
        elif tok[0].isdigit() and len(tok) > MAX_INT_DIGITS:
            problem = too_long("the number", len(tok))
        if problem or n > _SCAN_TOKENS:
            parts = [f"[{p}]" if isinstance(p, int) else key_label(p) for p in path]
            return (path_text(parts), problem, text.count("\n", 0, m.start()) + 1) if problem else None
        if tok in ("[", "{"):
            path.append(0 if tok == "[" else "")
            expect_key = tok == "{"
        elif tok in ("]", "}"):
            if path:
                path.pop()
            expect_key = False
        elif tok == ",":
            if path and isinstance(path[-1], int):
                path[-1] += 1
            expect_key = bool(path) and isinstance(path[-1], str)
        elif tok[0] == '"' and expect_key and path:
            try:
                path[-1] = str(json.loads(tok))
            except ValueError:
                path[-1] = "?"
            expect_key = False
    return None


def load_json(text: str, *, max_depth: int = MAX_DEPTH) -> Any:
    """``json.loads`` for files from strangers. Checked first, at C speed and without recursion:
    nesting deeper than ``max_depth`` and numbers of more than ``MAX_INT_DIGITS`` digits are an
    ``UnsafeInput`` naming the entry. Raises ``json.JSONDecodeError`` for broken JSON."""
    bare = _JSON_STRING.sub(" ", text)
    long = _LONG_DIGITS.search(bare)
    if long or _too_deep(bare, max_depth):
        found = _locate(text, max_depth)
        if found is not None:
            raise UnsafeInput(found[0], f"{found[1]} (line {found[2]})", found[2])
        what = too_long("a number", len(long.group())) if long else f"nested more than {max_depth} levels deep"
        raise UnsafeInput("file", what)
    return json.loads(text)
