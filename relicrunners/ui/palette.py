"""The colour palettes: the standard one, and a colour-blind one based on the Okabe–Ito palette
(Okabe & Ito, "Color Universal Design", 2002/2008), chosen in the settings (Colour vision).

Colour is never the only cue (players have a symbol each on pawns, markers and panels; Relics
are drawn as different animals and masks; temples carry an emblem — eye, drop, crescent): the
colour-blind palette makes the colours themselves lie apart for protan, deutan and tritan eyes
too, every pair by CIE76 ΔE 20 or more. tests/test_colour_vision.py measures both palettes
through the Machado et al. (2009) simulations; docs/colour-vision.md has the figures.

The colour words stay what they are (red, green…: game terms); only their shades change.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

STANDARD: dict[str, dict[str, RGB]] = {
    "players": {
        "red": (206, 52, 44),
        "green": (62, 168, 74),
        "blue": (48, 104, 218),
        "yellow": (240, 196, 36),
        "black": (44, 44, 50),
    },
    "relics": {"green": (96, 186, 72), "white": (240, 236, 222), "blue": (72, 146, 236), "purple": (160, 84, 200)},
    "temples": {"purple": (128, 66, 176), "blue": (46, 110, 204), "ivory": (232, 222, 190)},
}

# Okabe–Ito: orange E69F00, sky blue 56B4E9, bluish green 009E73, yellow F0E442, blue 0072B2,
# vermillion D55E00, reddish purple CC79A7, black. A few are a shade lighter or darker than the
# original, so that every pair of a group stays ΔE 20 apart for every eye (green/blue for tritan
# eyes, green/purple for deutan ones were the closest).
COLOURBLIND: dict[str, dict[str, RGB]] = {
    "players": {
        "red": (213, 94, 0),  # vermillion
        "green": (50, 177, 143),  # bluish green, a shade lighter
        "blue": (0, 102, 160),  # blue, a shade darker
        "yellow": (240, 228, 66),  # yellow
        "black": (36, 36, 40),
    },
    "relics": {
        "green": (0, 134, 97),  # bluish green, a shade darker
        "white": (244, 240, 228),
        "blue": (119, 195, 237),  # sky blue, a shade lighter
        "purple": (204, 121, 167),  # reddish purple
    },
    "temples": {"purple": (204, 121, 167), "blue": (0, 114, 178), "ivory": (240, 228, 190)},
}

PALETTES = {"standard": STANDARD, "colourblind": COLOURBLIND}
