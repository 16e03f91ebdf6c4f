"""The player's settings: one small file, ``settings.json`` in the per-user config folder
(``relicrunners.io.userdirs.config_dir``; ``RELICRUNNERS_HOME`` in tests).

``Settings`` is a typed dataclass with a default for every field; later issues add fields (sound
volume, mute, animation speed, language, colour-vision mode, text size…) by declaring them there
with their default — ``load`` and ``save`` follow the fields, nothing else changes. The file is
read as a file from a stranger: at most ``MAX_BYTES`` bytes (``safeio.read_limited``), JSON read
by ``safeio.load_json``; keys it does not know are ignored and a value of the wrong type gives
that field its default. ``load`` never raises: a damaged file gives the defaults and a one-line
notice. ``save`` writes atomically (``atomic.write_atomic``) and says whether it could.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from .atomic import write_atomic
from .safeio import RefusedFile, UnsafeInput, load_json, read_limited
from .userdirs import config_dir

FILE_NAME = "settings.json"
MAX_BYTES = 64 * 1024  # a settings file is a few hundred bytes


@dataclass(frozen=True, slots=True)
class Settings:
    """What the player chose once and keeps for every game. Each field: a default and one type
    (bool, int, float or str), checked when the file is read."""

    explain: bool = False  # explain each decision in a sentence under the prompt (issue #12)
    language: str = ""  # "en", "nl" or "pl" chosen on the start screen ("": the system's language)
    volume: int = 70  # sound volume, 0–100 %
    mute: bool = False  # M toggles it
    speed: str = "normal"  # animation speed: slow, normal, fast or off
    bot_pause: str = "normal"  # the pause between two bot actions: short, normal or long
    colours: str = "standard"  # colour-vision palette: standard or colourblind (Okabe–Ito based)
    text_size: int = 100  # 100, 125 or 150 %
    confirm_end: bool = False  # ask before a turn is ended with tokens or steps unused


# Fields whose value must be one of a few: a value outside is refused like a wrong type.
CHOICES: dict[str, tuple[Any, ...]] = {
    "language": ("", "en", "nl", "pl"),
    "speed": ("slow", "normal", "fast", "off"),
    "bot_pause": ("short", "normal", "long"),
    "colours": ("standard", "colourblind"),
    "text_size": (100, 125, 150),
}
RANGES: dict[str, tuple[int, int]] = {"volume": (0, 100)}


def allowed(name: str, value: Any) -> bool:
    """True when ``value`` is one the field ``name`` may hold (its type already checked)."""
    if name in CHOICES:
        return value in CHOICES[name]
    if name in RANGES:
        low, high = RANGES[name]
        return bool(low <= value <= high)  # value is an int here: the type was checked
    return True


class Notice(str):
    """A one-line notice about the settings file, in English (``str``: the logs' words), with what
    the window needs to say it in the player's language (``relicrunners.text.problems``):

    - ``reason``: damaged (not settings JSON: the defaults are used), fields (only ``fields`` got
      their defaults), or a ``RefusedFile``'s reason (folder, special, too_large, unreadable)
    - ``errno``: the system's error number when it refused to read the file
    """

    reason: str
    fields: tuple[str, ...]
    errno: int | None

    def __new__(
        cls, text: str, reason: str = "damaged", fields: tuple[str, ...] = (), errno: int | None = None
    ) -> Notice:
        notice = super().__new__(cls, text)
        notice.reason, notice.fields, notice.errno = reason, fields, errno
        return notice


def path() -> Path:
    return config_dir() / FILE_NAME


def _typed(value: Any, default: Any) -> bool:
    """True when ``value`` from the file has the type of the field's ``default`` (a bool is no
    number, a whole number is a fine float)."""
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, int):
        return isinstance(value, int) and not isinstance(value, bool)
    if isinstance(default, float):
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, type(default))


def from_data(data: Any) -> tuple[Settings, list[str]]:
    """Settings from the file's decoded JSON, and the names of fields whose value was refused
    (given their default). Keys that are not fields are ignored."""
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    changes: dict[str, Any] = {}
    refused: list[str] = []
    defaults = Settings()
    for f in fields(Settings):
        if f.name not in data:
            continue
        value, default = data[f.name], getattr(defaults, f.name)
        if _typed(value, default) and allowed(f.name, value):
            changes[f.name] = float(value) if isinstance(default, float) else value
        else:
            refused.append(f.name)
    return replace(defaults, **changes), refused


def load() -> tuple[Settings, Notice | None]:
    """The settings saved last time (the defaults when there is no file), and a one-line notice
    when the file was damaged and defaults were used for all or part of it. Never raises."""
    where = path()
    try:
        raw = read_limited(where, MAX_BYTES, "settings file")
    except RefusedFile as e:
        if e.missing:
            return Settings(), None
        return Settings(), Notice(f"Settings file {where.name} {e}: default settings are used", e.reason, (), e.errno)
    except Exception as e:  # noqa: BLE001 — a settings file must never stop the game
        return Settings(), Notice(
            f"Settings file {where.name} cannot be read ({type(e).__name__}): default settings are used", "unreadable"
        )
    try:
        data = load_json(raw.decode("utf-8"))
        settings, refused = from_data(data)
    except (UnicodeDecodeError, UnsafeInput, ValueError, RecursionError) as e:
        what = "is not UTF-8 text" if isinstance(e, UnicodeDecodeError) else f"is damaged ({_one_line(e)})"
        return Settings(), Notice(f"Settings file {where.name} {what}: default settings are used")
    if refused:
        names = ", ".join(refused)
        return settings, Notice(
            f"Settings file {where.name}: wrong value for {names}; the default is used", "fields", tuple(refused)
        )
    return settings, None


def _one_line(e: Exception) -> str:
    text = " ".join(str(e).split())
    return text if len(text) <= 50 else text[:49] + "…"


def save(settings: Settings) -> bool:
    """Write ``settings`` for next time; False when it could not be written (nothing else breaks)."""
    try:
        write_atomic(path(), (json.dumps(asdict(settings), indent=1, sort_keys=True) + "\n").encode("utf-8"))
    except (OSError, ValueError):
        return False
    return True


def update(**changes: Any) -> tuple[Settings, bool]:
    """Load, change the given fields, save: the new settings and whether they were written."""
    current, _notice = load()
    new = replace(current, **changes)
    return new, save(new)
