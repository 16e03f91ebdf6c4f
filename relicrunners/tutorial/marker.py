"""Which unfinished game is the tutorial's: ``tutorial.json`` in the per-user data folder.

The tutorial game itself is an ordinary slot of ``relicrunners.io.gamestore`` (autosaved like any
game); this tiny file only names it, so "Learn to play" can offer to resume it. It is read like any
file from outside: at most ``MAX_BYTES``, JSON with bounded nesting, a known format and a slot id
that is a plain file name — anything else counts as no marker (the file is simply written anew when
a tutorial starts). Written atomically (``relicrunners.io.atomic.write_atomic``).

    {"format": "relicrunners-tutorial", "version": 1, "slot": "20260101-120000-a1b2c3"}
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from ..io.atomic import write_atomic
from ..io.safeio import RefusedFile, UnsafeInput, load_json, read_limited
from ..io.userdirs import data_dir

NAME = "tutorial.json"
FORMAT = "relicrunners-tutorial"
VERSION = 1
MAX_BYTES = 4096
SLOT_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")  # what gamestore.new_slot makes, and no more


def path() -> Path:
    return data_dir() / NAME


def read() -> str | None:
    """The tutorial's slot id, or None when there is no usable marker."""
    try:
        raw = read_limited(path(), MAX_BYTES, "tutorial marker")
        data = load_json(raw.decode("utf-8"), max_depth=4)
    except (RefusedFile, UnsafeInput, UnicodeDecodeError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        return None
    slot = data.get("slot")
    if not isinstance(slot, str) or not SLOT_ID.fullmatch(slot):
        return None
    return slot


def write(slot_id: str) -> None:
    """Name ``slot_id`` as the tutorial's game. Raises OSError (the caller says so and plays on)."""
    if not SLOT_ID.fullmatch(slot_id):
        raise ValueError(f"not a slot id: {slot_id!r}")
    data = {"format": FORMAT, "version": VERSION, "slot": slot_id}
    write_atomic(path(), (json.dumps(data) + "\n").encode("utf-8"))


def clear() -> None:
    """Forget the tutorial's game (the game's own files are not touched here)."""
    try:
        path().unlink()
    except OSError:
        pass


def is_tutorial(slot_id: str) -> bool:
    """Is ``slot_id`` the tutorial's game (Continue and the Saved games list resume it as a lesson)?"""
    try:
        return read() == slot_id
    except OSError:
        return False
