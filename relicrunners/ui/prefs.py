"""The player's settings put to work: the one place that changes them and applies them.

``app.settings`` (``relicrunners.io.settings.Settings``, read once when the window opens) is what
the window goes by. Every change goes through ``change(app, **fields)``: the new value is checked,
taken at once, written to ``settings.json`` (atomically) and applied. ``apply(app)`` applies
what is set: animation speed, language, sound (``ui.sound.apply``), colour palette and text size
(``ui.theme.set_palette`` / ``set_text_scale``). The sound module and those two theme functions
are called only when they are there, so this module works with or without them.

What is read where it is used instead of applied: the pause between two bot actions
(``bot_pause``), "Explain each decision" (``ui.scenes.gamewords``) and "Confirm before ending a turn"
(the game scene hands ``confirm_end`` to its controller).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol

from ..io import settings
from ..io.settings import Notice, Settings
from ..text import language
from . import theme
from .board.anim import SPEED_ORDER

if TYPE_CHECKING:
    from .board.anim import AnimQueue

# Seconds between two bot actions at normal animation speed, per ``Settings.bot_pause``.
BOT_PAUSES = {"short": 0.3, "normal": 0.7, "long": 1.5}


class Window(Protocol):
    """What this module reads and sets on the window (``ui.app.App``)."""

    settings: Settings  # the player's settings, as the window goes by them
    settings_notice: Notice | None  # a damaged settings file, told once
    speed: str  # the animation speed of this run
    lang: str | None  # the language the command line asked for (None: the settings' own)


def bot_pause(app: Window) -> float:
    """The pause the table makes between two bot actions (at normal animation speed), in seconds."""
    return BOT_PAUSES.get(app.settings.bot_pause, BOT_PAUSES["normal"])


def _optional(module: str, name: str) -> Callable[..., object] | None:
    """``relicrunners.ui.<module>.<name>`` when that module and function exist, else None."""
    try:
        found = importlib.import_module(f"{__package__}.{module}")
    except ImportError:
        return None
    fn = getattr(found, name, None)
    return fn if callable(fn) else None


def apply(app: Window, changed: set[str] | None = None, start: bool = False) -> None:
    """Put ``app.settings`` to work (``changed``: only those fields; None: all of them).

    ``start``: the window is opening. The animation speed was chosen then already (``--speed``
    wins over the settings), and so was the language when the command line asked for one
    (``app.lang``)."""
    s = app.settings

    def wanted(name: str) -> bool:
        return changed is None or name in changed

    if wanted("speed") and not start:
        app.speed = s.speed
    if wanted("language"):
        code = (getattr(app, "lang", None) if start else None) or s.language
        if code and code != language.current():
            language.use(code)
    if wanted("volume") or wanted("mute"):
        sound = _optional("sound", "apply")
        if sound is not None:
            sound(s)
    if wanted("colours"):
        palette = getattr(theme, "set_palette", None)
        if callable(palette):
            palette(s.colours)
    if wanted("text_size"):
        scale = getattr(theme, "set_text_scale", None)
        if callable(scale):
            scale(s.text_size)


def change(app: Window, **changes: Any) -> bool:  # any fields of Settings, each checked below
    """Change the given settings: taken at once, applied, and saved for next time. Returns False
    when the file could not be written (the change still holds until the window closes).

    Raises ValueError for a field that does not exist or a value it may not hold (a bug)."""
    for name, value in changes.items():
        current = getattr(app.settings, name, None)
        if current is None or type(value) is not type(current) or not settings.allowed(name, value):
            raise ValueError(f"setting {name} cannot be {value!r}")
    app.settings = replace(app.settings, **changes)
    if "language" in changes:
        app.lang = None  # the player's own choice now wins over the command line's
    saved = settings.save(app.settings)
    if saved:
        app.settings_notice = None  # a damaged file is whole again
    apply(app, set(changes))
    return saved


def confirm_end(app: Window) -> bool:
    """True when End turn asks first while something usable is left ("Confirm before ending a turn")."""
    return bool(app.settings.confirm_end)


def next_speed(app: Window, anims: AnimQueue) -> None:
    """The speed button of a table: slow, normal, fast, off and round again, at once (the moving
    pieces land) and remembered for next time."""
    i = SPEED_ORDER.index(anims.speed) if anims.speed in SPEED_ORDER else 1
    anims.speed = SPEED_ORDER[(i + 1) % len(SPEED_ORDER)]
    change(app, speed=anims.speed)  # app.speed too
    anims.skip()
