"""The Index chapter: every Toolbox action, every Purple and Ivory tile and the Blue tiles, each
shown with the words the rest of the window uses (``text/help.py``: ``TOOL_TEXT``, ``TILE_TEXT``,
``SETUP_TEXT``), nothing worded twice. Tile codes and Toolbox codes are its topics ("I2-3", "M1")."""

from __future__ import annotations

from ...rules.components import BLUE_VALUES, IVORY_CODES, PURPLE_CODES
from .. import N_
from ..help import TOOL_TEXT
from .model import Block, Chapter, Entry, EntryKind, Heading, Para, tile_entry, tool_entry

IVORY_HEADINGS = {
    1: N_("Ivory tiles, large: scored at the end"),
    2: N_("Ivory tiles, medium: used once"),
    3: N_("Ivory tiles, small: always at work"),
}


def _blocks() -> tuple[Block, ...]:
    out: list[Block] = [
        Para(
            N_(
                "Everything a tile or a Toolbox can do, in one list. Purple tiles are the same eight at every "
                "level. Tiles marked advanced are left out of the First Game."
            ),
            ("S4a",),
        ),
        Heading(N_("Toolbox actions"), "index-tools", ("R8.6",)),
    ]
    out += [tool_entry(code) for code in TOOL_TEXT]
    out.append(Heading(N_("Purple tiles: act at once"), "index-purple", ("R9.6",)))
    out += [tile_entry(code) for code in PURPLE_CODES]
    for level, codes in IVORY_CODES.items():
        out.append(Heading(IVORY_HEADINGS[level], f"index-ivory-{level}", ("R9.4",)))
        out += [tile_entry(code) for code in codes]
    out.append(Heading(N_("Blue tiles: secret values"), "index-blue", ("R9.5",)))
    out += [Entry(EntryKind.BLUE, str(level), f"index-blue-{level}", ("R9.5",)) for level in BLUE_VALUES]
    return tuple(out)


INDEX = Chapter("index", N_("Index of tiles and Toolbox actions"), _blocks())
