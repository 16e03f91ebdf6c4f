"""The players of the last game started from the setup screen, offered again next time:
``last_setup.json`` in the per-user config folder (``userdirs.config_dir``; ``RELICRUNNERS_HOME``
in tests), written atomically when a game is started.

It holds the number of players, the five seats of the screen (``play.seat.Seat``: name, colour,
and kind: human, online or a bot level) and the setup. A name left as the seat's usual one is stored as ``""``, so it follows the
language ("Player", "Speler", "Gracz"). The file is read as a file from a stranger: at most
``MAX_BYTES`` bytes (``safeio.read_limited``), JSON through ``safeio.load_json``, then every field
checked — names by the setup screen's rules (``MAX_NAME`` characters, printable, no control or
invisible characters: ``safetext.check_name``), 2–5 players, five different player colours, kinds
``human``, ``online`` or a known bot, a known setup. Anything wrong: nothing is used, and ``load`` says what
in one line. ``load`` never raises.

    {"version": 1, "count": 3, "setup": "standard",
     "seats": [{"name": "", "colour": "red", "kind": "human"}, ... five seats]}
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..play.seat import BOT_LEVELS, Seat, SeatKind
from ..rules.components import PLAYER_COLOURS
from ..rules.state import SETUPS
from .atomic import write_atomic
from .safeio import RefusedFile, UnsafeInput, load_json, read_limited
from .safetext import check_name, short_repr
from .userdirs import config_dir

FILE_NAME = "last_setup.json"
MAX_BYTES = 16 * 1024  # the file is a few hundred bytes
VERSION = 1
SEATS = 5  # the setup screen's rows
MAX_NAME = 14  # the setup screen's name fields take at most this many characters
KINDS = (SeatKind.HUMAN, SeatKind.ONLINE, *BOT_LEVELS)  # online: a player at another screen (network game)


@dataclass(frozen=True, slots=True)
class LastSetup:
    count: int  # players in the game: the first ``count`` seats
    seats: tuple[Seat, ...]  # all five rows of the setup screen; a name "" is the seat's usual name
    setup: str


def path() -> Path:
    return config_dir() / FILE_NAME


def name_problem(name: Any) -> str | None:
    """What is wrong with a player's name as the setup screen takes it, or None."""
    problem = check_name(name, MAX_NAME)
    if problem is None and not all(ch.isprintable() for ch in name):
        problem = "contains a character that cannot be typed"
    return problem


def from_data(data: Any) -> LastSetup:
    """The last setup from the file's decoded JSON (ValueError naming what is wrong)."""
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    if data.get("version") != VERSION:
        raise ValueError(f"version must be {VERSION}, got {short_repr(data.get('version'))}")
    count = data.get("count")
    if not isinstance(count, int) or isinstance(count, bool) or not 2 <= count <= SEATS:
        raise ValueError(f"count must be 2 to {SEATS}, got {short_repr(count)}")
    setup = data.get("setup")
    if setup not in SETUPS:
        raise ValueError(f"setup must be one of {', '.join(SETUPS)}, got {short_repr(setup)}")
    rows = data.get("seats")
    if not isinstance(rows, list) or len(rows) != SEATS:
        raise ValueError(f"seats must be a list of {SEATS} seats")
    seats = []
    for i, row in enumerate(rows):
        if not isinstance(row, dict):
            raise ValueError(f"seats[{i}] must be an object with name, colour, kind")
        name, colour, kind = row.get("name"), row.get("colour"), row.get("kind")
        problem = name_problem(name)
        if problem is not None:
            raise ValueError(f"seats[{i}].name {problem}")
        if colour not in PLAYER_COLOURS:
            raise ValueError(f"seats[{i}].colour must be a player colour, got {short_repr(colour)}")
        if kind not in KINDS:
            raise ValueError(f"seats[{i}].kind must be human or a bot level, got {short_repr(kind)}")
        seats.append(Seat(str(name), str(colour), SeatKind.parse(kind)))
    if len({s.colour for s in seats}) != SEATS:
        raise ValueError("seats must have five different colours")
    return LastSetup(count, tuple(seats), setup)


def to_data(last: LastSetup) -> dict[str, Any]:
    return {
        "version": VERSION,
        "count": last.count,
        "setup": last.setup,
        "seats": [s.to_dict() for s in last.seats],
    }


def load() -> tuple[LastSetup | None, str | None]:
    """The setup saved when the last game was started (None when there is none), and a one-line
    notice when the file was there but could not be used. Never raises."""
    where = path()
    try:
        raw = read_limited(where, MAX_BYTES, "last setup file")
    except RefusedFile as e:
        return None, None if e.missing else f"{where.name} {e}"
    except Exception as e:  # noqa: BLE001 — the last setup must never stop the game
        return None, f"{where.name} cannot be read ({type(e).__name__})"
    try:
        return from_data(load_json(raw.decode("utf-8"))), None
    except UnicodeDecodeError:
        return None, f"{where.name} is not UTF-8 text"
    except (UnsafeInput, ValueError, RecursionError) as e:
        return None, f"{where.name}: {_one_line(e)}"


def _one_line(e: Exception) -> str:
    text = " ".join(str(e).split())
    return text if len(text) <= 90 else text[:89] + "…"


def save(last: LastSetup) -> bool:
    """Write ``last`` for next time (checked first: ValueError for one the file could not hold);
    False when it could not be written (nothing else breaks)."""
    data = to_data(last)
    from_data(data)  # never write what would be refused when read
    try:
        write_atomic(path(), (json.dumps(data, indent=1, ensure_ascii=False) + "\n").encode("utf-8"))
    except (OSError, ValueError):
        return False
    return True
