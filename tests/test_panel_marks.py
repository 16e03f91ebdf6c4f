"""A network game's connection mark on a player panel (issue #25): the green dot (a red ring for a
player who is away, with "bot" where a bot plays the seat meanwhile) sits in the name line after
the colour marker, and never covers a part of the panel — the third Ivory chip of a compact panel
(5 players at 1075×672) was half hidden under it. Checked at each window and text size: the mark
lies inside its panel, apart from the Ivory spaces, the ladder and the Relics, no word runs into
it, and the Ivory chips look the same with and without it."""

from __future__ import annotations

import pygame
import pytest
from textfit import busy_table, frame, start_ledger

from relicrunners.rules.components import Tile
from relicrunners.ui import theme
from relicrunners.ui.widgets import panelgeom
from relicrunners.ui.widgets.panelface import ONLINE

MARKS = [("online", False), ("away", True), ("lost", False), ("away", False), ("online", True)]
RELICS = ["green", "white", "blue", "purple"]


def _tight(r: pygame.Rect) -> pygame.Rect:
    return r.inflate(-2, -4)  # a text's rect without the font's empty line space


def _pixels(surf: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surf.subsurface(rect), "RGB")


@pytest.mark.parametrize(
    "window, percent",
    [((1075, 672), 100), ((1075, 672), 125), ((1075, 672), 150), ((1600, 1000), 100), ((1600, 1000), 150)],
)
def test_the_connection_mark_never_covers_a_part_of_a_panel(window, percent):
    app, game = busy_table(5, window=window, percent=percent)
    for i, p in enumerate(game.state.players):  # every panel full: three Ivory tiles, many Relics
        p.ivory = {lvl: Tile(9200 + 3 * i + lvl, "ivory", lvl, f"I{lvl}-{1 + (i + lvl) % 6}") for lvl in (1, 2, 3)}
        p.relics = [RELICS[(i + k) % 4] for k in range(6)]
    game.session._view = None
    led = start_ledger()
    frame(app, led)
    plain = app.logical.copy()
    game.panels.marks = list(MARKS)
    landed = frame(app, led)
    marked = app.logical.copy()
    if window == (1075, 672):
        assert game.panels.compact  # the table of the report: the others' panels are compact
    panels = game.panels
    for seat, rect in enumerate(panels.rects):
        mark = panels.mark_rect(seat)
        assert mark is not None and rect.contains(mark), (seat, mark, rect)
        parts = panels.ivory_rects(seat) + list(panels._cells[seat].values())
        parts.append(panelgeom.relics_row(rect.w, rect.h, seat in panels.compact).move(rect.topleft))
        assert not [p for p in parts if p.colliderect(mark)], (seat, mark, parts)
        for chip in panels.ivory_rects(seat):  # the Ivory tiles look as they do without the mark
            assert _pixels(plain, chip) == _pixels(marked, chip), (seat, chip)
        words = [t for t in landed if rect.contains(t.rect) and t.text != "bot"]
        assert words and not [t.text for t in words if _tight(t.rect).colliderect(mark)]
        assert _pixels(plain, mark) != _pixels(marked, mark)  # the mark is drawn there
    # the connected player's green dot is there, in its place and nowhere else in the panel
    first = panels.rects[0]
    greens = [
        (x, y)
        for x in range(first.x, first.right)
        for y in range(first.y, first.bottom)
        if marked.get_at((x, y))[:3] == ONLINE and plain.get_at((x, y))[:3] != ONLINE
    ]
    assert greens and all(panels.mark_rect(0).collidepoint(p) for p in greens)
    bots = [t for t in landed if t.text == "bot"]  # "bot" beside the rings of the seats a bot plays
    assert len(bots) == 2 and all(any(panels.mark_rect(s).contains(t.rect) for s in (1, 4)) for t in bots)
    assert all(t.size >= theme.least() for t in bots)
