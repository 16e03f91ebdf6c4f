"""The project's own drawn art: pyramids, ruins, relics, pawns, tokens, coins, symbols.

Every function draws with pygame primitives; the small pieces are rendered once into cached
sprites (``sprite(...)``) so a frame only blits them. This module is the one the window draws
through (``art.relic(...)``, ``art.shade(...)``); the art itself is grouped by subject in
``art_brush`` (shading, polygons, discs, gradients, smoothed paths), ``art_players`` (symbols,
markers, pawns), ``art_sites`` (temples, ruins, Base Camp) and ``art_pieces`` (relics, tokens,
toolboxes, coins, rations, tiles, power badges), all re-exported here.
"""

from __future__ import annotations

from .art_brush import disc, poly, shade, smooth, thick_path, vgradient
from .art_pieces import badge_centre, coin, power_badge, ration, relic, relic_chip, tile, token, toolbox
from .art_players import draw_symbol, pawn, player_marker, symbol_points
from .art_sites import camp, emblem, pyramid, ruin

__all__ = [
    "badge_centre",
    "camp",
    "coin",
    "disc",
    "draw_symbol",
    "emblem",
    "pawn",
    "player_marker",
    "poly",
    "power_badge",
    "pyramid",
    "ration",
    "relic",
    "relic_chip",
    "ruin",
    "shade",
    "smooth",
    "symbol_points",
    "thick_path",
    "tile",
    "token",
    "toolbox",
    "vgradient",
]
