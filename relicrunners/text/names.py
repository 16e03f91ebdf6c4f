"""Names of the game's things as the player reads them: Toolbox branches, Relics, colours, the
short names of Purple and Ivory tiles. Each name is defined once, here (marked with ``N_``; the
functions below give them in the player's language). A thing told apart by its colour or size
(a temple, a Relic, a tile) is named by a whole phrase of ``phrases``: a colour or size word is
never put into a sentence on its own."""

from __future__ import annotations

from . import N_, _
from .help import tile_text
from .phrases import blue_worth, hidden_tile

BRANCH_NAME = {"M": N_("Machete"), "C": N_("Compass"), "S": N_("Shovel")}  # R8.1
RELIC_NAME = {"green": N_("Toad"), "white": N_("Skull"), "blue": N_("Bird"), "purple": N_("Juju")}  # C4
RELIC_FROM = {
    "green": N_("a Ruin"),
    "white": N_("an Ivory temple"),
    "blue": N_("a Blue temple"),
    "purple": N_("a Purple temple"),
}
# Colours of players and temples, as a name on its own (a button, a seat, a picture's label)
COLOUR_NAME = {
    "red": N_("Red"),
    "green": N_("Green"),
    "blue": N_("Blue"),
    "yellow": N_("Yellow"),
    "black": N_("Black"),
    "white": N_("White"),
    "purple": N_("Purple"),
    "ivory": N_("Ivory"),
}

# A short name for every Purple and Ivory tile, shown wherever its code is (our own names)
TILE_NAME = {
    "P1": N_("Treasure"),
    "P2": N_("Step Up"),
    "P3": N_("Provisions"),
    "P4": N_("Spare Toolbox"),
    "P5": N_("Homeward"),
    "P6": N_("Reroute"),
    "P7": N_("Long Reach"),
    "P8": N_("Token Twist"),
    "I1-1": N_("Collector"),
    "I1-2": N_("Full Larder"),
    "I1-3": N_("Twin Relics"),
    "I1-4": N_("Road Maker"),
    "I1-5": N_("Workshop"),
    "I1-6": N_("Encore"),
    "I2-1": N_("Detour"),
    "I2-2": N_("Rummage"),
    "I2-3": N_("Resupply"),
    "I2-4": N_("Double Path"),
    "I2-5": N_("Far Path"),
    "I2-6": N_("Temple Leap"),
    "I3-1": N_("Builder"),
    "I3-2": N_("Pioneer"),
    "I3-3": N_("Scholar"),
    "I3-4": N_("Toll Keeper"),
    "I3-5": N_("Warm Welcome"),
    "I3-6": N_("Tinkerer"),
}


def branch_name(branch: str) -> str:
    """``"C"`` -> ``"Compass"``."""
    return _(BRANCH_NAME[branch])


def relic_name(colour: str) -> str:
    """``"green"`` -> ``"Toad"``."""
    return _(RELIC_NAME[colour])


def colour_name(colour: str) -> str:
    """A player's colour as a name on its own (``"Blue"``): a button, a seat; never inside a sentence."""
    return _(COLOUR_NAME[colour]) if colour in COLOUR_NAME else colour.capitalize()


def tile_short_name(code: str) -> str:
    """The short name of a Purple or Ivory tile ("" when it has none)."""
    name = TILE_NAME.get(code)
    return _(name) if name else ""


def tile_label(code: str) -> str:
    """``"I2-3"`` -> ``"I2-3 Resupply"``: the code with its short name (the code alone if it has none)."""
    name = tile_short_name(code)
    return _("{code} {name}").format(code=code, name=name) if name else code


def tile_name(code: str | None, colour: str, level: int) -> str:
    if code is None:
        return hidden_tile(colour, level)
    if code.startswith("B"):
        return blue_worth(level, code[1:])
    if code.startswith("P"):
        return _("Purple {tile}: {effect}").format(tile=tile_label(code), effect=tile_text(code))
    return _("Ivory {tile}: {effect}").format(tile=tile_label(code), effect=tile_text(code))
