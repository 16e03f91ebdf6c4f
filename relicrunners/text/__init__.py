"""Everything the player reads, in one package: names of things (``names``), what they do
(``help``), the prompt line (``prompts``) and the game log (``log``). The rules core holds no
wording; the window and the command line take their words from here.

``_`` is the one function every user-visible message passes through. Today it returns the English
text as it is; the translation issue binds it to gettext (catalogs per language) without any
caller changing.
"""

from __future__ import annotations


def _(message: str) -> str:
    """The player's-language form of ``message`` (English for now: the translation seam)."""
    return message


from .help import CELL_CAPTION, GUIDE, POWER_SHORT, SETUP_TEXT, TILE_TEXT, TOOL_SHORT, TOOL_TEXT  # noqa: E402
from .log import describe, describe_all, site_label, tool_label  # noqa: E402
from .names import BRANCH_NAME, LEVEL_WORD, RELIC_FROM, RELIC_NAME, TILE_NAME, tile_label, tile_name  # noqa: E402
from .prompts import PROMPT, prompt  # noqa: E402

__all__ = [
    "BRANCH_NAME",
    "CELL_CAPTION",
    "GUIDE",
    "LEVEL_WORD",
    "POWER_SHORT",
    "PROMPT",
    "RELIC_FROM",
    "RELIC_NAME",
    "SETUP_TEXT",
    "TILE_NAME",
    "TILE_TEXT",
    "TOOL_SHORT",
    "TOOL_TEXT",
    "_",
    "describe",
    "describe_all",
    "prompt",
    "site_label",
    "tile_label",
    "tile_name",
    "tool_label",
]
