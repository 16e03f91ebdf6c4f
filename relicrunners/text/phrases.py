"""Whole phrases for the things a colour or a size tells apart: temples, Relics, tiles.

Dutch and Polish adjectives agree with their noun, and Polish ones take the case the sentence
needs ("blauwe Tempel", "Świątynia niebieska", "zabiera zieloną Ropuchę"), so a colour or size
word is never put into a sentence on its own: every colour and size has its whole phrase here,
as a message of its own, and a sentence takes the phrase. Where the same English phrase is needed
in two grammatical roles it has a context saying which (a Polish translator declines it).
tests/test_text_phrases.py keeps every message free of colour and size words put before a noun.
"""

from __future__ import annotations

from . import N_, NC_, _, pgettext

# A temple named on its own, as a tooltip's subject ("Vine Crown (T9): Blue temple, 2 tiles left.")
TEMPLE = {
    "purple": N_("Purple temple"),
    "blue": N_("Blue temple"),
    "ivory": N_("Ivory temple"),
}
# The Relic that appears on a Shrine: the subject of "{relic} appears there"
RELIC_APPEARS = {
    "green": NC_("a Relic appears", "a green Toad"),
    "white": NC_("a Relic appears", "a white Skull"),
    "blue": NC_("a Relic appears", "a blue Bird"),
    "purple": NC_("a Relic appears", "a purple Juju"),
}
# The Relic an Expedition takes: the object of "takes {relic}"
RELIC_TAKEN = {
    "green": NC_("a Relic is taken", "the green Toad"),
    "white": NC_("a Relic is taken", "the white Skull"),
    "blue": NC_("a Relic is taken", "the blue Bird"),
    "purple": NC_("a Relic is taken", "the purple Juju"),
}
# A face-down tile of a temple, by colour and level (a tile's level is its size: 1 large, 3 small)
HIDDEN_TILE = {
    ("blue", 1): N_("a large Blue tile (hidden)"),
    ("blue", 2): N_("a medium Blue tile (hidden)"),
    ("blue", 3): N_("a small Blue tile (hidden)"),
    ("purple", 1): N_("a large Purple tile (hidden)"),
    ("purple", 2): N_("a medium Purple tile (hidden)"),
    ("purple", 3): N_("a small Purple tile (hidden)"),
    ("ivory", 1): N_("a large Ivory tile (hidden)"),
    ("ivory", 2): N_("a medium Ivory tile (hidden)"),
    ("ivory", 3): N_("a small Ivory tile (hidden)"),
}
# A Blue tile whose value the player knows
BLUE_WORTH = {
    1: N_("large Blue tile worth {value}"),
    2: N_("medium Blue tile worth {value}"),
    3: N_("small Blue tile worth {value}"),
}
# The log line of a Blue tile taken (its value stays secret)
BLUE_TAKEN = {
    1: N_("{who} takes a large Blue tile from {site} and looks at it in secret"),
    2: N_("{who} takes a medium Blue tile from {site} and looks at it in secret"),
    3: N_("{who} takes a small Blue tile from {site} and looks at it in secret"),
}
# The Blue tiles of a level in the rules' index
BLUE_TITLE = {1: N_("Blue tiles, large"), 2: N_("Blue tiles, medium"), 3: N_("Blue tiles, small")}
# The choice of a tile by its level (Ivory I2-2 looks through a temple's tiles)
TAKE_TILE = {1: N_("Take the large tile"), 2: N_("Take the medium tile"), 3: N_("Take the small tile")}
TAKE_TILE_NAMED = {
    1: N_("Take the large tile: {tile}"),
    2: N_("Take the medium tile: {tile}"),
    3: N_("Take the small tile: {tile}"),
}
# A player's Ivory space of a level, held or empty (the panel's tooltip)
IVORY_HELD = {
    1: N_("Ivory {tile} (large): {effect}"),
    2: N_("Ivory {tile} (medium): {effect}"),
    3: N_("Ivory {tile} (small): {effect}"),
}
NO_IVORY = {1: N_("No large Ivory tile held"), 2: N_("No medium Ivory tile held"), 3: N_("No small Ivory tile held")}


def _known(message: str | None) -> str:
    return _(message) if message else ""


def temple(colour: str) -> str:
    """``"blue"`` -> "Blue temple" ("" for a colour no temple has)."""
    return _known(TEMPLE.get(colour))


def relic_appears(colour: str) -> str:
    """The Relic of ``colour`` as it appears on a Shrine: "a green Toad"."""
    message = RELIC_APPEARS.get(colour)
    return pgettext("a Relic appears", message) if message else colour


def relic_taken(colour: str) -> str:
    """The Relic of ``colour`` as an Expedition takes it: "the green Toad"."""
    message = RELIC_TAKEN.get(colour)
    return pgettext("a Relic is taken", message) if message else colour


def hidden_tile(colour: str, level: int) -> str:
    """A face-down tile: "a large Blue tile (hidden)"."""
    return _known(HIDDEN_TILE.get((colour, level)))


def blue_worth(level: int, value: str) -> str:
    """A Blue tile whose value is known: "large Blue tile worth 3"."""
    message = BLUE_WORTH.get(level)
    return _(message).format(value=value) if message else value


def blue_taken(level: int) -> str:
    """The log line of a Blue tile of ``level`` taken, with ``{who}`` and ``{site}`` to fill ("" for no level)."""
    return _known(BLUE_TAKEN.get(level))


def blue_title(level: int) -> str:
    """The rules index's title of the Blue tiles of ``level``: "Blue tiles, large"."""
    return _known(BLUE_TITLE.get(level))


def take_tile(level: int, tile: str = "") -> str:
    """The choice of the tile of ``level``, with its name when the player knows it."""
    if tile:
        return _known(TAKE_TILE_NAMED.get(level)).format(tile=tile)
    return _known(TAKE_TILE.get(level))


def ivory_space(level: int, tile: str = "", effect: str = "") -> str:
    """A player's Ivory space of ``level``: the tile held there and what it does, or that none is."""
    if tile:
        return _known(IVORY_HELD.get(level)).format(tile=tile, effect=effect)
    return _known(NO_IVORY.get(level))
