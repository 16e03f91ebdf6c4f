"""Colour vision (issue #14): players, Relics, Temple colours and the legal-target highlights can
be told apart by protan, deutan and tritan eyes, in both palettes — measured on what a busy table
draws, not assumed.

Simulation: Machado, Oliveira & Fernandes, "A Physiologically-based Model for Simulation of Color
Vision Deficiency", IEEE TVCG 15(6):1291-1298, 2009 — the severity 1.0 (dichromat) matrices,
applied to linear RGB (sRGB decoded, multiplied, encoded again, clipped).

Two things count as told apart when, as the simulated eye sees them,

- their colours differ by at least ``DISTINCT`` = CIE76 ΔE 20 (in CIELAB, D65). A ΔE of about 2.3
  is just noticeable for large patches side by side; a piece on the board is a small field
  (a dozen to thirty pixels), seen apart from the others, and small fields need a much larger
  difference to be seen at all (Carter & Silverstein 2010, Szafir 2018). We ask for about ten
  times the just noticeable difference: then the two colours look different at a glance, not
  only on close comparison; or
- their drawn shapes differ (silhouettes, centred on each other, overlap by at most
  ``SAME_SHAPE`` of their union: a square and the disc inscribed in it, π/4 = 0.785, count as
  one shape) and each is at least ``smallest()`` pixels tall or wide: the height of a capital
  letter of the smallest text the window draws (``theme.READ``) — whoever reads that text can
  tell a triangle from a square of that size.

The shapes are those a busy five-player table really draws, at the smallest size it draws them
(spied on while the window is drawn): the symbol on a pawn's chest, the player markers (Pathways
on the board; beside the names in the panels and the log), the temple emblems on their pyramids,
the Relic pictures (the panels' Relic chips).

``python tests/test_colour_vision.py`` prints the figures of docs/colour-vision.md.
"""

from __future__ import annotations

import itertools
import math
import statistics

import pygame
import pytest
from textfit import busy_table

from relicrunners.ui import theme
from relicrunners.ui.board import art, art_brush, art_pieces, art_players, art_sites
from relicrunners.ui.palette import PALETTES

# Machado et al. (2009), severity 1.0; the values of the authors' supplementary page
# (www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html), the same as
# colour-science's CVD_MATRICES_MACHADO2010 (colour/blindness/datasets/machado2010.py).
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
EYES = ("normal", *MACHADO)
DISTINCT = 20.0  # CIE76 ΔE: colours told apart at a glance
SAME_SHAPE = 0.75  # silhouettes overlapping more than this (intersection over union) are one shape
HIGHLIGHT = 20.0  # CIE76 ΔE between a highlight pixel and the board under it
STANDS_OUT = 0.75  # the share of a highlight's pixels that must differ that much (its edges blend)

RGB = tuple[float, float, float]


# -- colours ---------------------------------------------------------------------------------------
def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(c: float) -> float:
    c = max(0.0, min(1.0, c))
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb, eye: str) -> RGB:
    """``rgb`` as a dichromat ``eye`` sees it (Machado 2009, severity 1); "normal": unchanged."""
    if eye == "normal":
        return (float(rgb[0]), float(rgb[1]), float(rgb[2]))
    m = MACHADO[eye]
    lin = [_linear(v) for v in rgb[:3]]
    r, g, b = (_encoded(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))
    return (r, g, b)


def lab(rgb) -> RGB:
    """sRGB to CIELAB (D65)."""
    r, g, b = (_linear(v) for v in rgb[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def delta_e(a, b) -> float:
    return math.dist(lab(a), lab(b))


def seen_apart(a, b, eye: str) -> float:
    """CIE76 ΔE between ``a`` and ``b`` as ``eye`` sees them."""
    return delta_e(simulate(a, eye), simulate(b, eye))


def closest_pair(colours: dict, eye: str) -> tuple[float, str]:
    return min((seen_apart(colours[a], colours[b], eye), f"{a}/{b}") for a, b in itertools.combinations(colours, 2))


# -- shapes ----------------------------------------------------------------------------------------
def smallest() -> int:
    """The height of a capital letter of the smallest text the window draws, in logical pixels."""
    pygame.font.init()  # the test may run alone, before any window was made
    letter = theme.font(theme.READ).render("H", True, (255, 255, 255))
    return pygame.mask.from_surface(letter, 128).get_bounding_rects()[0].h


def outline(draw, background=(128, 128, 128), size: int = 64) -> pygame.mask.Mask:
    """The pixels ``draw(surface, centre)`` changes on a ``background`` — the shape the eye sees."""
    s = pygame.Surface((size, size))
    s.fill(background)
    draw(s, (size // 2, size // 2))
    mask = pygame.mask.from_threshold(s, background, (1, 1, 1, 255))
    mask.invert()
    return mask


def extent(mask: pygame.mask.Mask) -> int:
    rects = mask.get_bounding_rects()
    return max(max(r.w, r.h) for r in rects) if rects else 0


def overlap(a: pygame.mask.Mask, b: pygame.mask.Mask) -> float:
    """Intersection over union of two silhouettes laid with their centroids on each other."""
    (ax, ay), (bx, by) = a.centroid(), b.centroid()
    both = a.overlap_area(b, (round(ax - bx), round(ay - by)))
    return both / max(1, a.count() + b.count() - both)


def one_shape(a: pygame.mask.Mask, b: pygame.mask.Mask) -> str | None:
    """Why ``a`` and ``b`` do not tell two things apart (None: they do)."""
    if overlap(a, b) > SAME_SHAPE:
        return f"same shape ({overlap(a, b):.2f})"
    if min(extent(a), extent(b)) < smallest():
        return f"shapes {extent(a)}/{extent(b)} px, under {smallest()}"
    return None


def not_told_apart(colours: dict, shapes: dict[str, dict[str, pygame.mask.Mask]], eye: str) -> list[str]:
    """The pairs of ``colours`` that neither colour (as ``eye`` sees them) nor the shapes of every
    piece showing them (``shapes``: piece -> colour -> silhouette) tell apart."""
    bad = []
    for a, b in itertools.combinations(colours, 2):
        de = seen_apart(colours[a], colours[b], eye)
        if de >= DISTINCT:
            continue
        for piece, masks in shapes.items():
            why = one_shape(masks[a], masks[b])
            if why is not None:
                bad.append(f"{piece} {a}/{b}: ΔE {de:.1f}, {why}")
    return bad


# -- what a busy table draws -----------------------------------------------------------------------
def spy(monkeypatch, calls: list, *where) -> None:
    """Note the arguments of every call to ``module.name`` for each (module, name) in ``where``."""
    for module, name in where:
        real = getattr(module, name)

        def noted(*args, _real=real, **kw):
            calls.append(args)
            return _real(*args, **kw)

        monkeypatch.setattr(module, name, noted)


def symbols_in(monkeypatch, draw, *args) -> list[tuple]:
    """The ``art_players.draw_symbol`` calls made while ``draw`` (a sprite, uncached) is drawn."""
    calls: list = []
    with monkeypatch.context() as m:
        spy(m, calls, (art_players, "draw_symbol"))
        draw.__wrapped__(*args)
    return calls


def table(players: int, palette: str = "standard"):
    """A busy table in ``palette`` (the window, opening, takes the one of the settings: standard)."""
    app, game = busy_table(players)
    theme.set_palette(palette)
    app.step(1 / 60, draw=False)
    return app, game


def drawn_shapes(monkeypatch, palette: str = "standard") -> dict[str, dict[str, dict[str, pygame.mask.Mask]]]:
    """group -> piece -> colour -> the silhouette that piece shows, at the smallest size a busy
    five-player table draws it anywhere in the window."""
    app, game = table(5, palette)
    pawns: list = []
    markers: list = []
    pyramids: list = []
    relics: list = []
    relic = art_pieces.relic  # the real one (cached), before the spy takes its place
    spy(monkeypatch, pawns, (art, "pawn"))
    spy(monkeypatch, markers, (art, "player_marker"))
    spy(monkeypatch, pyramids, (art, "pyramid"))
    spy(monkeypatch, relics, (art, "relic"), (art_pieces, "relic"))
    art_brush.forget_sprites()
    game.bv._pieces = None
    app.render()
    assert pawns and markers and pyramids and relics, "the table shows pawns, Pathways, temples and Relics"

    def symbol_shape(piece, colour: str, size: int) -> pygame.mask.Mask:
        calls = symbols_in(monkeypatch, piece, colour, size)
        if not calls:  # no symbol: the piece's own silhouette (the same for every player)
            return pygame.mask.from_surface(piece.__wrapped__(colour, size), 40)
        _s, symbol, _c, r, *_rest = max(calls, key=lambda call: call[3])
        return outline(lambda s, c: art_players.draw_symbol(s, symbol, c, r, (255, 255, 255)))

    h = min(call[1] for call in pawns)
    r = min(call[1] for call in markers)
    players = {
        "pawn": {c: symbol_shape(art_players.pawn, c, h) for c in theme.PLAYER_RGB},
        "marker": {c: symbol_shape(art_players.player_marker, c, r) for c in theme.PLAYER_RGB},
    }
    emblems: list = []
    with monkeypatch.context() as m:
        spy(m, emblems, (art_sites, "emblem"))
        size = min(call[2] for call in pyramids)
        art_sites.pyramid.__wrapped__("purple", 2, size)
    temples = {
        "temple": {
            c: outline(lambda s, at, c=c: art_sites.emblem(s, c, at, emblems[0][3]), art_sites.PLAQUE)
            if emblems
            else pygame.mask.from_surface(art_sites.pyramid.__wrapped__(c, 2, size), 40)
            for c in theme.TEMPLE_RGB
        }
    }
    r = min(call[1] for call in relics)
    icons = {c: pygame.mask.from_surface(relic.__wrapped__(c, r, False), 40) for c in theme.RELIC_RGB}
    return {"players": players, "relics": {"Relic": icons}, "temples": temples}


@pytest.fixture(params=list(PALETTES))
def palette(request):
    yield request.param
    theme.set_palette("standard")


def colours_of(group: str) -> dict:
    return {"players": theme.PLAYER_RGB, "relics": theme.RELIC_RGB, "temples": theme.TEMPLE_RGB}[group]


def test_players_relics_and_temples_stay_apart_for_every_eye(palette, monkeypatch):
    shapes = drawn_shapes(monkeypatch, palette)
    bad = [
        f"{palette}, {eye}: {problem}"
        for eye in EYES
        for group, pieces in shapes.items()
        for problem in not_told_apart(colours_of(group), pieces, eye)
    ]
    assert not bad, "\n".join(bad)


def test_the_check_catches_pieces_told_apart_by_colour_alone(monkeypatch):
    """A palette with two colours a deutan eye confuses, on pieces that differ by colour only:
    reported. And with the symbol on the pawns' chests drawn half as big, the red and green pawns
    of the standard palette are reported."""
    colours = {"a": (200, 60, 40), "b": (90, 110, 40)}
    disc = outline(lambda s, c: art_players.draw_symbol(s, "circle", c, 9, (255, 255, 255)))
    square = outline(lambda s, c: art_players.draw_symbol(s, "square", c, 9, (255, 255, 255)))
    assert seen_apart(colours["a"], colours["b"], "normal") >= DISTINCT
    assert not_told_apart(colours, {"piece": {"a": disc, "b": disc}}, "deuteranopia")
    assert not not_told_apart(colours, {"piece": {"a": disc, "b": disc}}, "normal")
    small = outline(lambda s, c: art_players.draw_symbol(s, "triangle", c, 3, (255, 255, 255)))
    assert not_told_apart(colours, {"piece": {"a": small, "b": square}}, "deuteranopia")  # too small
    assert one_shape(disc, square) is not None  # a disc and a square: one shape at a glance

    assert not not_told_apart(theme.PLAYER_RGB, drawn_shapes(monkeypatch)["players"], "deuteranopia")
    monkeypatch.undo()  # the spies go
    monkeypatch.setattr(art_players, "CHEST", art_players.CHEST / 2)
    bad = not_told_apart(theme.PLAYER_RGB, drawn_shapes(monkeypatch)["players"], "deuteranopia")
    assert len(bad) == 1 and bad[0].startswith("pawn red/green: ΔE 14.1, shapes") and "under" in bad[0], bad


def test_in_the_colour_blind_palette_colour_alone_tells_everything_apart():
    """Every pair of players, Relics and Temples: ΔE 20 or more for every eye (the standard
    palette leans on the shapes for some pairs)."""
    table = PALETTES["colourblind"]
    for eye in EYES:
        for group in ("players", "relics", "temples"):
            de, pair = closest_pair(table[group], eye)
            assert de >= DISTINCT, f"{eye}, {group}: {pair} ΔE {de:.1f}"
    assert min(closest_pair(PALETTES["standard"]["temples"], eye)[0] for eye in EYES) < DISTINCT  # the check bites


# -- legal-target highlights -----------------------------------------------------------------------
def target_frames(app, game) -> list[tuple[pygame.Surface, pygame.Surface]]:
    """(with the legal targets, without them) frames of the table, at the palest and at the
    deepest moment of the targets' pulse."""
    c = game.ctrl
    assert c.sites or c.trails or c.tokens or c.cells, "a human decision with targets"
    out = []
    base = app.time
    for phase in (math.pi / 10, 3 * math.pi / 10):  # sin(5 t) = 1, then -1
        app.time = base - base % (2 * math.pi / 5) + phase
        app.render()
        shot = app.logical.copy()
        kept = c.sites, c.trails, c.tokens, c.cells
        c.sites, c.trails, c.tokens, c.cells = {}, {}, {}, {}
        app.render()
        c.sites, c.trails, c.tokens, c.cells = kept
        out.append((shot, app.logical.copy()))
    app.time = base
    return out


def highlight_figures(shot: pygame.Surface, plain: pygame.Surface, eye: str) -> tuple[float, float, int]:
    """(share of the highlight's pixels standing out by ``HIGHLIGHT`` or more, their median ΔE,
    how many there are) — every second pixel where ``shot`` differs from ``plain``."""
    diff = shot.copy()
    diff.blit(plain, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    back = plain.copy()
    back.blit(shot, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(back, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    changed = pygame.mask.from_threshold(diff, (0, 0, 0), (1, 1, 1, 255))
    changed.invert()
    found = []
    for r in changed.get_bounding_rects():
        for y in range(r.top - r.top % 2, r.bottom, 2):
            for x in range(r.left - r.left % 2, r.right, 2):
                if changed.get_at((x, y)):
                    found.append(seen_apart(shot.get_at((x, y)), plain.get_at((x, y)), eye))
    if not found:
        return (0.0, 0.0, 0)
    return (sum(de >= HIGHLIGHT for de in found) / len(found), statistics.median(found), len(found))


@pytest.mark.parametrize("eye", MACHADO)
def test_legal_targets_stand_out_from_the_board(palette, eye):
    app, game = table(4, palette)
    for shot, plain in target_frames(app, game):
        share, median, count = highlight_figures(shot, plain, eye)
        assert count > 300, "the targets were drawn"
        assert share >= STANDS_OUT, (
            f"{palette}, {eye}: {share:.0%} of the target pixels stand out (median ΔE {median:.1f})"
        )


def test_the_highlight_check_catches_rings_that_blend_into_the_jungle():
    app, game = table(4)
    app.render()
    plain = app.logical.copy()
    faint = plain.copy()
    for site in range(0, len(game.bv.board.sites), 2):  # moss-green rings on the board: a deutan eye cannot find them
        x, y = game.bv.site_pos(site)
        pygame.draw.ellipse(faint, (70, 112, 58), (x - 34, y - 22, 68, 44), 3)
    share, _median, count = highlight_figures(faint, plain, "deuteranopia")
    assert count > 300 and share < STANDS_OUT


def test_switching_the_palette_redraws_the_table(palette):
    app, game = table(3, palette)
    other = "standard" if palette == "colourblind" else "colourblind"
    wanted = [PALETTES[name]["temples"]["purple"] for name in (palette, other)]

    def count(colour) -> int:
        app.render()
        return pygame.mask.from_threshold(app.logical, colour, (1, 1, 1, 255)).count()

    assert count(wanted[0]) > 50 and count(wanted[1]) == 0
    theme.set_palette(other)
    assert count(wanted[1]) > 50 and count(wanted[0]) == 0  # the board's cached pieces were redrawn
    assert art.player_marker("red", 10).get_at((12, 12))[:3] == PALETTES[other]["players"]["red"]


# -- the figures of docs/colour-vision.md ----------------------------------------------------------
def figures() -> list[str]:
    """The table of docs/colour-vision.md: per palette and eye, the closest pair of each group
    (CIE76 ΔE) and how the legal targets stand out (the worse pulse moment)."""
    rows = [
        "| palette | eye | players | Relics | Temples | target highlights |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for name in PALETTES:
        app, game = table(4, name)
        frames = target_frames(app, game)
        for eye in EYES:
            cells = []
            for group in ("players", "relics", "temples"):
                de, pair = closest_pair(PALETTES[name][group], eye)
                cells.append(f"{de:.1f} ({pair})" + ("" if de >= DISTINCT else " ◇"))
            share, median, _n = min(highlight_figures(shot, plain, eye) for shot, plain in frames)
            cells.append(f"{share:.0%} ≥ ΔE {HIGHLIGHT:.0f}, median {median:.0f}")
            rows.append(f"| {name} | {eye} | " + " | ".join(cells) + " |")
    theme.set_palette("standard")
    return rows


if __name__ == "__main__":
    print("\n".join(figures()))
