"""Colour vision (issue #14): players, Relics, Temple colours and the legal-target highlights can
be told apart by protan, deutan and tritan eyes, in both palettes — checked, not assumed.

Simulation: Machado, Oliveira & Fernandes, "A Physiologically-based Model for Simulation of Color
Vision Deficiency", IEEE TVCG 15(6), 2009 — the severity 1.0 matrices of the paper's table,
applied to linear RGB (sRGB decoded, multiplied, encoded again).

Distinguishable means: the two colours differ by at least ``DISTINCT`` (CIE76 ΔE in CIELAB) as
the simulated eye sees them, or the two things are drawn with different shapes that are large
enough to see (their silhouettes overlap by less than ``SAME_SHAPE`` of their union, at a size of
at least ``SMALLEST`` logical pixels). ΔE 2.3 is a just-noticeable difference for colours side by
side; pieces on a busy board are small and apart, so we ask for about ten times that
(``DISTINCT`` = 20, the usual bar for colours meant to be told apart by name at a glance).
"""

from __future__ import annotations

import itertools
import math

import pygame
import pytest
from textfit import busy_table

from relicrunners.ui import theme
from relicrunners.ui.board import art
from relicrunners.ui.palette import PALETTES

MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
DISTINCT = 20.0  # CIE76 ΔE
SAME_SHAPE = 0.8  # silhouettes overlapping more than this (intersection over union) count as one shape
SMALLEST = 14  # logical pixels: the smallest drawn size of a shape that tells pieces apart
HIGHLIGHT = 20.0  # ΔE between a legal-target ring and the board pixels around it


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(c: float) -> float:
    c = max(0.0, min(1.0, c))
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb, kind: str) -> tuple[float, float, float]:
    """``rgb`` as a dichromat of ``kind`` sees it (Machado 2009, severity 1)."""
    m = MACHADO[kind]
    lin = [_linear(v) for v in rgb[:3]]
    return tuple(_encoded(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))  # type: ignore[return-value]


def lab(rgb) -> tuple[float, float, float]:
    r, g, b = (_linear(v) for v in rgb[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def delta_e(a, b) -> float:
    return math.dist(lab(a), lab(b))


def silhouette(surface: pygame.Surface) -> set[tuple[int, int]]:
    mask = pygame.mask.from_surface(surface, 40)
    w, h = mask.get_size()
    return {(x, y) for y in range(h) for x in range(w) if mask.get_at((x, y))}


def same_shape(a: pygame.Surface, b: pygame.Surface) -> bool:
    sa, sb = silhouette(a), silhouette(b)
    return len(sa & sb) / max(1, len(sa | sb)) > SAME_SHAPE


def told_apart(colours: dict, shapes: dict, kind: str) -> list[str]:
    """Pairs that neither colour (as ``kind`` sees them) nor shape tells apart."""
    bad = []
    for a, b in itertools.combinations(colours, 2):
        de = delta_e(simulate(colours[a], kind), simulate(colours[b], kind))
        if de >= DISTINCT:
            continue
        if not same_shape(shapes[a], shapes[b]) and min(shapes[a].get_size()) >= SMALLEST:
            continue
        bad.append(f"{a}/{b}: ΔE {de:.1f}, same shape")
    return bad


@pytest.fixture(params=list(PALETTES))
def palette(request):
    theme.set_palette(request.param)
    yield request.param
    theme.set_palette("standard")


def player_shapes() -> dict[str, pygame.Surface]:
    """What tells players apart on the board: the symbol of each (on pawns, markers, panels),
    drawn in one colour so only the shape speaks."""
    out = {}
    for colour in theme.PLAYER_RGB:
        s = pygame.Surface((30, 30), pygame.SRCALPHA)
        art.draw_symbol(s, theme.PLAYER_SYMBOL[colour], (15, 15), 12, (255, 255, 255))
        out[colour] = s
    return out


def relic_shapes() -> dict[str, pygame.Surface]:
    out = {}
    for colour in theme.RELIC_RGB:
        icon = art.relic(colour, 16, halo=False)
        flat = pygame.mask.from_surface(icon, 40).to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
        out[colour] = flat
    return out


def temple_shapes() -> dict[str, pygame.Surface]:
    """The emblem each temple colour carries on its platform (``art_sites.emblem``)."""
    out = {}
    for colour in theme.TEMPLE_RGB:
        s = pygame.Surface((32, 32), pygame.SRCALPHA)
        art.emblem(s, colour, (16, 16), 9)
        out[colour] = s
    return out


@pytest.mark.parametrize("kind", MACHADO)
def test_players_relics_and_temples_stay_apart(palette, kind):
    bad = told_apart(theme.PLAYER_RGB, player_shapes(), kind)
    bad += told_apart(theme.RELIC_RGB, relic_shapes(), kind)
    bad += told_apart(theme.TEMPLE_RGB, temple_shapes(), kind)
    assert not bad, f"{palette}, {kind}: " + "; ".join(bad)


def test_the_check_catches_two_pieces_alike():
    """Two colours a deutan eye confuses, with one shape: reported. With two shapes: fine."""
    colours = {"a": (200, 60, 40), "b": (90, 110, 40)}
    one = player_shapes()["red"]
    assert delta_e(simulate(colours["a"], "deuteranopia"), simulate(colours["b"], "deuteranopia")) < DISTINCT
    assert told_apart(colours, {"a": one, "b": one}, "deuteranopia")
    assert not told_apart(colours, {"a": one, "b": player_shapes()["blue"]}, "deuteranopia")


def test_the_colour_blind_palette_sets_colours_further_apart_than_the_standard_one():
    def worst(name: str) -> float:
        table = PALETTES[name]
        return min(
            delta_e(simulate(group[a], kind), simulate(group[b], kind))
            for group in (table["relics"], table["temples"])
            for kind in MACHADO
            for a, b in itertools.combinations(group, 2)
        )

    assert worst("colourblind") > worst("standard")
    assert worst("colourblind") >= 15


@pytest.mark.parametrize("kind", MACHADO)
def test_legal_targets_stand_out_from_the_board(palette, kind):
    app, game = busy_table(4)
    app.step(1 / 60, draw=False)
    app.render()
    shot = app.logical.copy()
    assert game.ctrl.sites or game.ctrl.trails, "a human decision with targets"
    # the board without the rings: the same frame with the targets left out
    sites, trails, tokens = game.ctrl.sites, game.ctrl.trails, game.ctrl.tokens
    game.ctrl.sites, game.ctrl.trails, game.ctrl.tokens = {}, {}, {}
    app.render()
    plain = app.logical.copy()
    game.ctrl.sites, game.ctrl.trails, game.ctrl.tokens = sites, trails, tokens
    changed, weak = 0, 0
    w, h = shot.get_size()
    for y in range(0, h, 3):
        for x in range(0, w, 3):
            a, b = shot.get_at((x, y)), plain.get_at((x, y))
            if a[:3] == b[:3]:
                continue
            changed += 1
            if delta_e(simulate(a, kind), simulate(b, kind)) < HIGHLIGHT:
                weak += 1
    assert changed > 200, "the rings were drawn"
    assert weak / changed < 0.25, f"{palette} {kind}: {weak}/{changed} highlight pixels blend into the board"


def test_switching_the_palette_redraws_the_pieces(palette):
    theme.set_palette("standard")
    red_std = art.player_marker("red", 10).get_at((12, 12))
    theme.set_palette("colourblind")
    red_cb = art.player_marker("red", 10).get_at((12, 12))
    assert red_std[:3] != red_cb[:3] and red_cb[:3] == theme.PLAYER_RGB["red"]
