"""The rows of the settings screen (``ui.scenes.settings``): each setting's field, its name, its help
and its values with their words."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...text import NC_, pgettext
from ...text.language import LANGUAGES
from ...text.numbers import percent


@dataclass(frozen=True, slots=True)
class Row:
    """One setting on the screen: its field of ``Settings``, its name and help (messages) and its
    values with their words (none for the volume: a slider)."""

    field: str
    label: str
    help: str
    # (a value of the field, its words): the values are the field's own type (a bool, a word, a number)
    options: tuple[tuple[Any, Callable[[], str]], ...] = ()


def _word(context: str, message: str) -> Callable[[], str]:
    return lambda: pgettext(context, message)


def _percent(n: int) -> Callable[[], str]:
    return lambda: percent(n / 100)


def _own(code: str) -> Callable[[], str]:
    return lambda: LANGUAGES[code]  # each language in its own words, never translated


def _choices(context: str, *pairs: tuple[Any, str]) -> tuple[tuple[Any, Callable[[], str]], ...]:
    """(value, its word) for each value of a row, the words translated in ``context``."""
    return tuple((value, _word(context, message)) for value, message in pairs)


ON_OFF = _choices("switch", (False, NC_("switch", "Off")), (True, NC_("switch", "On")))
SPEEDS = (("slow", NC_("speed", "Slow")), ("normal", NC_("speed", "Normal")), ("fast", NC_("speed", "Fast")))
ROWS: tuple[Row, ...] = (
    Row("volume", NC_("setting", "Sound volume"), NC_("setting", "How loud the game's sounds are")),
    Row(
        "mute",
        NC_("setting", "Mute"),
        NC_("setting", "Silences every sound at once; the volume is kept for when the sound is back"),
        _choices("mute", (False, NC_("mute", "Sound on")), (True, NC_("mute", "Muted"))),
    ),
    Row(
        "speed",
        NC_("setting", "Animation speed"),
        NC_("setting", "How fast the pieces move on the board; Off shows every move at once"),
        _choices("speed", *SPEEDS, ("off", NC_("speed", "Off"))),
    ),
    Row(
        "bot_pause",
        NC_("setting", "Pause between bot moves"),
        NC_("setting", "How long the table waits between two actions of a bot, so you can follow what it does"),
        _choices(
            "pause",
            ("short", NC_("pause", "Short")),
            ("normal", NC_("pause", "Normal")),
            ("long", NC_("pause", "Long")),
        ),
    ),
    Row(
        "language",
        NC_("setting", "Language"),
        NC_("setting", "The language of every word in the game"),
        tuple((code, _own(code)) for code in LANGUAGES),
    ),
    Row(
        "colours",
        NC_("setting", "Colour vision"),
        NC_("setting", "The colour-blind palette makes the players' and temples' colours easier to tell apart"),
        _choices(
            "palette", ("standard", NC_("palette", "Standard")), ("colourblind", NC_("palette", "Colour-blind palette"))
        ),
    ),
    Row(
        "text_size",
        NC_("setting", "Text size"),
        NC_("setting", "Larger text everywhere, up to one and a half times the usual size"),
        tuple((n, _percent(n)) for n in (100, 125, 150)),
    ),
    Row(
        "confirm_end",
        NC_("setting", "Confirm before ending a turn"),
        NC_(
            "setting",
            "When on, End turn first asks whether you are sure while you could still explore or use a Toolbox",
        ),
        ON_OFF,
    ),
    Row(
        "explain",
        NC_("setting", "Explain each decision"),
        NC_("setting", "A sentence under the prompt explains each of your decisions (E at the table switches it too)"),
        ON_OFF,
    ),
)
BACK_ROW = len(ROWS)  # the focus on the Back button
