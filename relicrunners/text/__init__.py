"""Everything the player reads, in one package: names of things (``names``), what they do
(``help``), the prompt line (``prompts``), the game log (``log``) and the window's own words
(``window``). The rules core holds no wording; the window and the command line take their words
from here.

The translation seam: every user-visible message passes through ``_`` (counted ones through
``ngettext``) at the moment it is shown. Both hand the message to a module-level translator that
``set_translator`` replaces (English, as written, by default): the translation issue binds it to
gettext catalogs (``set_translator(t.gettext, t.ngettext)``) without any caller changing, and
switching the language at run time is one more call. Words kept in tables at module level are
marked with ``N_`` (extracted, not translated at import) and passed through ``_`` where they are
looked up. Messages are whole sentences with named placeholders:
``_("Game resumed at turn {turn}").format(turn=7)``; ``pybabel extract`` finds ``_``, ``N_`` and
``ngettext`` with its default keywords.
"""

from __future__ import annotations

from collections.abc import Callable

Gettext = Callable[[str], str]
Ngettext = Callable[[str, str, int], str]
Pgettext = Callable[[str, str], str]


def _english(message: str) -> str:
    return message


def _english_plural(singular: str, plural: str, n: int) -> str:
    return singular if n == 1 else plural


def _english_in_context(context: str, message: str) -> str:
    return message


_translate: Gettext = _english
_translate_plural: Ngettext = _english_plural
_translate_in_context: Pgettext = _english_in_context
_serial = 0  # grows with every change of translator: whatever keeps worded text compares it


def translation_serial() -> int:
    """A number that changes whenever the language does (``set_translator``): text worded and
    kept (the game log's lines) is worded again when it differs from the one it was worded under."""
    return _serial


def set_translator(
    gettext: Gettext | None = None, ngettext: Ngettext | None = None, pgettext: Pgettext | None = None
) -> None:
    """Send every message through ``gettext``, every counted one through ``ngettext`` and every one
    with a context through ``pgettext`` from now on (``set_translator()``: English again). Without
    ``ngettext``, the English rule picks the form and ``gettext`` translates it; without
    ``pgettext``, ``gettext`` translates the message whatever its context."""
    global _translate, _translate_plural, _translate_in_context, _serial
    _serial += 1
    _translate = gettext or _english
    if pgettext is not None:
        _translate_in_context = pgettext
    elif gettext is not None:
        _translate_in_context = lambda context, message: gettext(message)  # noqa: E731
    else:
        _translate_in_context = _english_in_context
    if ngettext is not None:
        _translate_plural = ngettext
    elif gettext is not None:
        _translate_plural = lambda singular, plural, n: gettext(_english_plural(singular, plural, n))  # noqa: E731
    else:
        _translate_plural = _english_plural


def _(message: str) -> str:
    """The player's-language form of ``message`` (the translation seam; "" stays "": gettext
    would answer the catalog's header)."""
    return _translate(message) if message else message


def N_(message: str) -> str:
    """Marks ``message`` for translation without translating it (tables read at import time):
    whoever shows it passes it through ``_``."""
    return message


def NC_(context: str, message: str) -> str:
    """Like ``N_`` for a word whose translation depends on where it is used (the same English word
    in two places, e.g. a tile's size "medium" and a bot's level "medium"); shown with ``pgettext``."""
    return message


def pgettext(context: str, message: str) -> str:
    """``message`` in the player's language, as meant in ``context`` (gettext's msgctxt)."""
    return _translate_in_context(context, message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message that fits ``n``, in the player's language (English: the
    singular for 1, else the plural). Placeholders are filled by the caller: ``.format(n=n)``."""
    return _translate_plural(singular, plural, n)


from .help import (  # noqa: E402
    CELL_CAPTION,
    GUIDE,
    POWER_SHORT,
    SETUP_TEXT,
    TILE_TEXT,
    TOOL_HERE,
    TOOL_NEEDS,
    TOOL_SHORT,
    TOOL_TEXT,
    cell_caption,
    guide,
    setup_help,
    setup_name,
    setup_phrase,
    tile_text,
    tool_here,
    tool_needs,
    tool_short,
    tool_text,
)
from .log import describe, describe_all, site_label, tool_label  # noqa: E402
from .names import (  # noqa: E402
    BRANCH_NAME,
    RELIC_FROM,
    RELIC_NAME,
    TILE_NAME,
    branch_name,
    colour_name,
    relic_name,
    tile_label,
    tile_name,
    tile_short_name,
)
from .prompts import PROMPT, prompt  # noqa: E402

__all__ = [
    "BRANCH_NAME",
    "CELL_CAPTION",
    "GUIDE",
    "NC_",
    "N_",
    "POWER_SHORT",
    "PROMPT",
    "RELIC_FROM",
    "RELIC_NAME",
    "SETUP_TEXT",
    "TILE_NAME",
    "TILE_TEXT",
    "TOOL_HERE",
    "TOOL_NEEDS",
    "TOOL_SHORT",
    "TOOL_TEXT",
    "_",
    "pgettext",
    "branch_name",
    "cell_caption",
    "colour_name",
    "describe",
    "describe_all",
    "guide",
    "ngettext",
    "prompt",
    "relic_name",
    "set_translator",
    "setup_help",
    "setup_name",
    "setup_phrase",
    "site_label",
    "tile_label",
    "tile_name",
    "tile_short_name",
    "tile_text",
    "tool_here",
    "tool_label",
    "tool_needs",
    "tool_short",
    "tool_text",
    "translation_serial",
]
