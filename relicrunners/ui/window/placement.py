"""Where the window opens: a size that fits the desktop, and the size and place it had last time.

The window opens at the largest 16:10 size that fits the desktop together with the window
manager's title bar and a task bar (``fit``), unless the player asked for a size
(``--window``) or closed the window at another size last time (``window.json`` in the per-user
config folder). A remembered size or place that no longer fits the desktop (a smaller monitor
since) is shrunk or moved back onto it. The file is read like any file from a stranger: small,
plain numbers, otherwise ignored.

Pygame-free: ``App`` asks for the desktop sizes and the window's position and passes them in.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from ...io.atomic import write_atomic
from ...io.safeio import RefusedFile, UnsafeInput, load_json, read_limited
from ...io.userdirs import config_dir
from .. import theme

FILE_NAME = "window.json"
MAX_BYTES = 4096
# Room kept free around the window for decorations the window cannot measure before it opens:
# the window manager's title bar and borders, and a task bar or panel (their sum, in pixels).
SIDE_ROOM = 16
TOP_BOTTOM_ROOM = 96
TITLE_ROOM = 32  # a window's client area starts at least this far down (its title bar above it)
SMALLEST = (640, 400)  # no window opens smaller than this (the table is unreadable below)
LARGEST = 16384  # sizes and positions beyond this many pixels are nonsense in a file


@dataclass(frozen=True)
class Place:
    """A window's size and, when known, the position of its top-left corner on the desktop."""

    size: tuple[int, int]
    position: tuple[int, int] | None = None


def fit(desktop: tuple[int, int]) -> tuple[int, int]:
    """The largest window with the logical surface's proportions (16:10) that fits ``desktop``
    with room for decorations; never larger than the logical size, never below ``SMALLEST``."""
    lw, lh = theme.SIZE
    room_w = max(SMALLEST[0], desktop[0] - SIDE_ROOM)
    room_h = max(SMALLEST[1], desktop[1] - TOP_BOTTOM_ROOM)
    scale = min(room_w / lw, room_h / lh, 1.0)
    return (max(SMALLEST[0], round(lw * scale)), max(SMALLEST[1], round(lh * scale)))


def clamp(place: Place, desktop: tuple[int, int]) -> Place:
    """``place`` made to fit ``desktop``: no larger than it (less the decorations' room), and its
    corner moved so the whole window (title bar included) is on it."""
    w = max(SMALLEST[0], min(place.size[0], desktop[0] - SIDE_ROOM))
    h = max(SMALLEST[1], min(place.size[1], desktop[1] - TOP_BOTTOM_ROOM))
    if place.position is None:
        return Place((w, h))
    x = min(max(0, place.position[0]), max(0, desktop[0] - w))
    y = max(TITLE_ROOM, min(place.position[1], desktop[1] - h))
    return Place((w, h), (x, y))


def choose(desktop: tuple[int, int] | None, requested: tuple[int, int] | None, remembered: Place | None) -> Place:
    """The place to open at: the size asked for on the command line as it is; else the remembered
    place made to fit the desktop; else the fitting size (the logical size when the desktop is
    unknown, as with the dummy driver)."""
    if requested is not None:
        return Place(requested)
    if desktop is None:
        return remembered or Place(theme.SIZE)
    if remembered is not None:
        return clamp(remembered, desktop)
    return Place(fit(desktop))


def _number(value: object) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and -LARGEST <= value <= LARGEST:
        return value
    return None


def _pair(value: object) -> tuple[int, int] | None:
    if not isinstance(value, list) or len(value) != 2:
        return None
    a, b = _number(value[0]), _number(value[1])
    return None if a is None or b is None else (a, b)


def path() -> Path:
    return config_dir() / FILE_NAME


def load() -> Place | None:
    """The place remembered last time, or None (no file, or one that is not a sensible place)."""
    try:
        data = load_json(read_limited(path(), MAX_BYTES, "window file").decode("utf-8"))
    except (OSError, RefusedFile, UnsafeInput, UnicodeDecodeError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    size = _pair(data.get("size"))
    if size is None or size[0] < SMALLEST[0] or size[1] < SMALLEST[1]:
        return None
    return Place(size, _pair(data.get("position")))


def save(place: Place) -> bool:
    """Remember ``place`` for next time; False when it could not be written (nothing else breaks)."""
    data: dict[str, object] = {"size": list(place.size)}
    if place.position is not None:
        data["position"] = list(place.position)
    try:
        write_atomic(path(), (json.dumps(data) + "\n").encode("utf-8"))
    except OSError:
        return False
    return True
