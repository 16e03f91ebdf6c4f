"""The place names of the board that comes with the game (``board_layouts/jungle.yaml``), in the
player's language.

A layout file is data: its names are its author's and are shown as written. The names of the
default board are ours, so they are listed here for translation (context "place": a place
called Base Camp is the game's Base Camp, the other names are only names) and a Dutch or Polish
player reads "Zburzony Akwedukt" rather than "Broken Aqueduct". tests/test_layout_names.py keeps
this list in step with the file.
"""

from __future__ import annotations

from . import NC_, pgettext

PLACE_NAMES = (
    NC_("place", "Base Camp"),
    NC_("place", "Mossback Ruin"),
    NC_("place", "Old Lookout"),
    NC_("place", "Fallen Colossus"),
    NC_("place", "Broken Aqueduct"),
    NC_("place", "Fern Hollow"),
    NC_("place", "Tangle Gate"),
    NC_("place", "Parrot Rock"),
    NC_("place", "Rotten Bridge"),
    NC_("place", "Temple of the Sleeping Moth"),
    NC_("place", "Jaguar Steps"),
    NC_("place", "Obsidian Gate"),
    NC_("place", "Hall of the Macaw"),
    NC_("place", "Orchid Sanctum"),
    NC_("place", "Serpent Throne"),
    NC_("place", "Whispering Stair"),
    NC_("place", "Moonwell"),
    NC_("place", "Vine Crown"),
    NC_("place", "Tapir Altar"),
    NC_("place", "Ember Pyramid"),
    NC_("place", "Sunken Idol"),
)
_KNOWN = frozenset(PLACE_NAMES)


def place_name(name: str) -> str:
    """A site's name as the player reads it: the default board's in the player's language, any
    other layout's as its author wrote it."""
    return pgettext("place", name) if name in _KNOWN else name
