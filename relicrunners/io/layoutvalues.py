"""Raw YAML values of a layout file as the checks see them: how any value (a stranger's, perhaps
huge through aliases) is shown in a one-line message (``show_value``, ``value_label``, ``type_name``, a note
on overlong coordinates), how a number or an ``[x, y]`` point is read from it, and the plane
geometry the checks measure with (distance to a trail's segment, quadrant around Base Camp).
Shared by ``layout`` (loading) and ``layoutcheck`` (clauses B1-B5).
"""

from __future__ import annotations

import math
import re
from typing import Any

from .safeio import MAX_INT_DIGITS, LongInt

# Ids appear in the move notation ("move BC-R2-T5", "shift A-B>C-D"): no separators allowed.
ID_RE = re.compile(r"^[A-Za-z0-9_]+$")


def _short(value: Any, depth: int = 0) -> str:
    """repr() that never walks more than a few levels or items (YAML aliases can be huge)."""
    if isinstance(value, dict):
        if depth >= 2:
            return "{...}"
        items = [f"{_short(k, depth + 1)}: {_short(v, depth + 1)}" for k, v in list(value.items())[:4]]
        return "{" + ", ".join(items) + (", ..." if len(value) > 4 else "") + "}"
    if isinstance(value, (list, tuple)):
        if depth >= 2:
            return "[...]"
        items = [_short(v, depth + 1) for v in value[:4]]
        return "[" + ", ".join(items) + (", ..." if len(value) > 4 else "") + "]"
    if isinstance(value, str):
        return repr(value[:60])
    if isinstance(value, LongInt):
        return str(value)
    if isinstance(value, (bool, int, float)) or value is None:
        text = repr(value)
        return text if len(text) <= 30 else text[:27] + "..."
    return f"<{type(value).__name__}>"


def show_value(value: Any, limit: int = 40) -> str:
    """A short one-line rendering of an arbitrary YAML value for messages."""
    try:
        text = _short(value)
    except Exception:  # pragma: no cover - defensive only
        text = f"<{type(value).__name__}>"
    text = text.replace("\n", "\\n").replace("\r", "\\r")
    return text if len(text) <= limit else text[: limit - 3] + "..."


def coordinate_note(value: Any) -> str:
    """For a coordinate (or [x, y] point) written with too many digits: says so."""
    items = value if isinstance(value, (list, tuple)) else [value]
    long = [v for v in items[:8] if isinstance(v, LongInt)]
    if not long:
        return ""
    return f" (a coordinate of {long[0].digits} digits; at most {MAX_INT_DIGITS} are read)"


def value_label(value: Any) -> str:
    """A site id as it may appear in an entry name: itself when well formed, else shown."""
    return value if isinstance(value, str) and ID_RE.match(value) else show_value(value, 20)


def type_name(value: Any) -> str:
    return {
        dict: "a mapping",
        list: "a list",
        str: "a string",
        bool: "a boolean",
        int: "an integer",
        LongInt: "an integer",
        float: "a number",
        type(None): "nothing",
    }.get(type(value), type(value).__name__)


def is_number(value: Any) -> bool:
    """A finite int or float (not a bool, not an absurdly large int)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    try:
        return math.isfinite(float(value))
    except OverflowError:
        return False


def as_point(value: Any) -> tuple[float, float] | None:
    """``[x, y]`` with two finite numbers, else None."""
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(is_number(v) for v in value):
        return float(value[0]), float(value[1])
    return None


def dist_to_segment(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
    return math.hypot(p[0] - (ax + t * dx), p[1] - (ay + t * dy))


def quadrant_of(x: float, y: float, cx: float, cy: float) -> set[str]:
    """Quadrant(s) of a point relative to the camp (y grows downwards). On an axis: both sides."""
    ns = {"N"} if y < cy else {"S"} if y > cy else {"N", "S"}
    ew = {"E"} if x > cx else {"W"} if x < cx else {"E", "W"}
    return {a + b for a in ns for b in ew}
