"""Names of the game's things as the player reads them: Toolbox branches, tile sizes, Relics,
the short names of Purple and Ivory tiles. Each name is defined once, here."""

from __future__ import annotations

from .help import TILE_TEXT

BRANCH_NAME = {"M": "Machete", "C": "Compass", "S": "Shovel"}  # R8.1
LEVEL_WORD = {1: "large", 2: "medium", 3: "small"}  # tile levels (C3)
RELIC_NAME = {"green": "Toad", "white": "Skull", "blue": "Bird", "purple": "Juju"}  # C4
RELIC_FROM = {"green": "a Ruin", "white": "an Ivory temple", "blue": "a Blue temple", "purple": "a Purple temple"}

# A short name for every Purple and Ivory tile, shown wherever its code is (our own names)
TILE_NAME = {
    "P1": "Treasure",
    "P2": "Step Up",
    "P3": "Provisions",
    "P4": "Spare Toolbox",
    "P5": "Homeward",
    "P6": "Reroute",
    "P7": "Long Reach",
    "P8": "Token Twist",
    "I1-1": "Collector",
    "I1-2": "Full Larder",
    "I1-3": "Twin Relics",
    "I1-4": "Road Maker",
    "I1-5": "Workshop",
    "I1-6": "Encore",
    "I2-1": "Detour",
    "I2-2": "Rummage",
    "I2-3": "Resupply",
    "I2-4": "Double Path",
    "I2-5": "Far Path",
    "I2-6": "Temple Leap",
    "I3-1": "Builder",
    "I3-2": "Pioneer",
    "I3-3": "Scholar",
    "I3-4": "Toll Keeper",
    "I3-5": "Warm Welcome",
    "I3-6": "Tinkerer",
}


def tile_label(code: str) -> str:
    """``"I2-3"`` -> ``"I2-3 Resupply"``: the code with its short name (the code alone if it has none)."""
    name = TILE_NAME.get(code)
    return f"{code} {name}" if name else code


def tile_name(code: str | None, colour: str, level: int) -> str:
    if code is None:
        return f"a {LEVEL_WORD[level]} {colour} tile (hidden)"
    if code.startswith("B"):
        return f"Blue {LEVEL_WORD[level]}, worth {code[1:]}"
    if code.startswith("P"):
        return f"Purple {tile_label(code)}: {TILE_TEXT[code]}"
    return f"Ivory {tile_label(code)}: {TILE_TEXT[code]}"
