"""Actions: small immutable values with a stable text notation and JSON form (docs/notation.md).

Internally arguments are board indices; the notation uses the layout's site ids
(``move BC-R2-T5``), trail ids (``place R1-T3``) and tile codes (``keep I1-3``).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .board import Board
from .kinds import ActionKind


class Action(NamedTuple):
    """One choice: its kind and arguments (board indices, tile codes, Toolbox spaces)."""

    kind: ActionKind
    args: tuple[Any, ...] = ()


class NotationError(ValueError):
    pass


# kinds whose single argument is a site index / a trail index / a plain word
_SITE_ARG = {"jump", "visit"}
_WORD_ARG = {"use", "keep", "choose"}
_BARE = {"explore", "end", "stay", "decline", "done"}


def to_text(board: Board, a: Action) -> str:
    k, args = a.kind, a.args
    if k == "move":
        return "move " + "-".join(board.sites[s].id for s in args)
    if k in _SITE_ARG:
        return f"{k} {board.sites[args[0]].id}"
    if k in _WORD_ARG:
        return f"{k} {args[0]}"
    if k in _BARE:
        return k
    if k == "tool":
        return f"tool {args[0]}{args[1]}"
    if k == "step":
        return f"step {args[0]}>{args[1]}"
    if k == "take":
        return f"take L{args[0]}"
    if k == "place":
        extra = "".join(f" +I2-{c}" for c in args[1])
        return f"place {board.trails[args[0]].id}{extra}"
    if k == "shift":
        return f"shift {board.trails[args[0]].id}>{board.trails[args[1]].id}"
    if k == "flip":
        return f"flip {board.trails[board.rivers[args[0]]].id}"
    raise NotationError(f"unknown action kind '{k}'")


def from_text(board: Board, text: str) -> Action:
    """Parse the text notation; raises NotationError naming what is wrong."""
    words = text.strip().split()
    if not words:
        raise NotationError("empty action")
    k, rest = words[0].lower(), words[1:]
    try:
        if k in _BARE and not rest:
            return Action(ActionKind(k))
        if k == "move" and len(rest) == 1:
            return Action(ActionKind.MOVE, tuple(board.site(s) for s in rest[0].split("-")))
        if k in _SITE_ARG and len(rest) == 1:
            return Action(ActionKind(k), (board.site(rest[0]),))
        if k in _WORD_ARG and len(rest) == 1:
            return Action(ActionKind(k), (rest[0] if k == "choose" else rest[0].upper(),))
        if k == "tool" and len(rest) == 1 and len(rest[0]) == 2:
            return Action(ActionKind.TOOL, (rest[0][0].upper(), int(rest[0][1])))
        if k == "step" and len(rest) == 1 and ">" in rest[0]:
            a, b = rest[0].upper().split(">")
            return Action(ActionKind.STEP, (a, b))
        if k == "take" and len(rest) == 1 and rest[0].upper().startswith("L"):
            return Action(ActionKind.TAKE, (int(rest[0][1:]),))
        if k == "place" and rest:
            extras = "".join(sorted(w.upper().removeprefix("+I2-") for w in rest[1:]))
            if any(c not in "45" for c in extras):
                raise NotationError(f"bad Ivory option in '{text}' (use +I2-4 / +I2-5)")
            return Action(ActionKind.PLACE, (board.trail(rest[0]), extras))
        if k == "shift" and len(rest) == 1 and ">" in rest[0]:
            a, b = rest[0].split(">")
            return Action(ActionKind.SHIFT, (board.trail(a), board.trail(b)))
        if k == "flip" and len(rest) == 1:
            t = board.trail(rest[0])
            if t not in board.token_of:
                raise NotationError(f"'{rest[0]}' is not a river trail with a Toolbox Token")
            return Action(ActionKind.FLIP, (board.token_of[t],))
    except KeyError as e:
        raise NotationError(f"unknown site or trail {e} in '{text}'") from None
    except ValueError as e:
        if isinstance(e, NotationError):
            raise
        raise NotationError(f"cannot read '{text}': {e}") from None
    raise NotationError(f"cannot read action '{text}'")


def to_json(board: Board, a: Action) -> dict[str, str]:
    return {"kind": str(a.kind), "text": to_text(board, a)}


def from_json(board: Board, obj: dict[str, Any]) -> Action:
    if not isinstance(obj, dict) or "text" not in obj:
        raise NotationError(f"action entry must be an object with 'text': {obj!r}"[:200])
    return from_text(board, str(obj["text"]))
