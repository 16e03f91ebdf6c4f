"""Where each part of a player panel goes, at the table's text size (``theme.least()``) and in the
player's language: measured from the words, so that a larger size or a longer language gets a
wider or taller panel (``tablelayout`` gives the panel column that room) and no word is cut.

A panel is *full* — its name line, a line of counts, the Progression Table as a ladder with a
caption on each empty step, the Ivory tiles by code and name, the Relics — or *compact*, where
full panels for everyone do not fit: two lines, the name with who plays the seat, the Relics and
the VP; the counts, a small picture of the ladder and the Ivory tiles by code (each has its
tooltip; the player at this screen keeps a full panel; the gold frame, not "◀ playing", marks
the player to act). Every position here is relative to the
panel's top left.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from ...text import _, branch_name, language, tile_short_name
from ...text.window import BOT_LEVEL, bot_level
from .. import theme
from .panelparts import IVORY_GAP, IVORY_PAD, caption_width

CELLS = ("B", "M1", "M2", "M3", "C1", "C2", "C3", "S1", "S2", "S3")
IVORY_CODES = tuple(f"I{level}-{k}" for level in (1, 2, 3) for k in range(1, 7))
GAP = 3  # between the ladder's spaces
PANEL_GAP = 6  # between two panels
MINI_W, MINI_GAP = 16, 3  # a space of the compact panel's small ladder (its height: ``mini_h``)
RELIC_SLOTS = 4  # a compact panel's room for Relic icons (more come closer together)
THIN = "\u2009"  # between Blue values where a compact panel has little room


@dataclass(frozen=True)
class Sizes:
    """The sizes and measured widths of a panel's words now (one per language and text size)."""

    text: int  # every small word: counts, captions, labels (``theme.least()``)
    name: int  # the player's name
    vp: int  # the VP at the right of the name line
    icon: int  # the icons beside the counts
    head_h: int  # the name line
    row_h: int  # the line of counts, a step of the ladder, an Ivory tile
    heads_h: int  # the branch names over the ladder
    number_w: int  # the column of step numbers left of the ladder
    col_w: int  # a column of the ladder
    ivory_w: int  # the Ivory tiles' column (full panel)
    chip_w: int  # an Ivory tile by its code (compact panel)
    relics_w: int  # "Relics" and its icons (or "No Relics yet")
    counts_w: int  # the line of counts, with six Blue values and the widest "Bot · level"
    head_w: int  # the name line with a short name
    relic_r: int  # a Relic icon's radius
    compact_w: int  # a compact panel's two lines


def sizes() -> Sizes:
    return _sizes(language.current(), _("Relics") + _("Ivory"), theme.least())


@lru_cache(maxsize=16)
def _sizes(lang: str, words: str, least: int) -> Sizes:
    del lang, words, least  # the cache's key (the language, its words, the size): what follows reads them
    t = theme.least()
    z = theme.zoom()
    name, vp, icon = theme.tsize(20), theme.tsize(19), round(16 * z)
    line = theme.line_h(t)
    bold = theme.line_h(t, "bold")
    w = theme.width

    def wb(s: str) -> int:
        return theme.width(s, t, "bold")

    caption = max(caption_width(cell, t, icon=False) for cell in CELLS if cell != "B")
    toolboxes = 3 * round(12 * z) + round(15 * z)
    branches = max(w(branch_name(b), t) for b in "MCS") + 4
    col_w = max(80, caption + 4, branches, toolboxes + 6, wb("×9") + toolboxes)
    codes = max(wb(code) for code in IVORY_CODES)
    names = max(w(tile_short_name(code), t) for code in IVORY_CODES)
    ivory_w = max(IVORY_PAD + codes + IVORY_GAP + names + IVORY_PAD, w(_("Ivory"), t) + 4)
    chip_w = codes + 10
    relics_w = max(w(_("Relics"), t) + 8 + 3 * 25, w(_("No Relics yet"), t))
    counts = [icon + 4 + wb("5/5"), round(14 * z) + 4 + w("×10", t), icon + 4 + w("×9", t), icon + 6 + w("×9", t)]
    tags = [_("Human")] + [_("Bot · {level}").format(level=bot_level(kind)) for kind in BOT_LEVEL]
    # the counts, six Blue values (more push the "Bot · level" out: ``panelface``) and the widest tag
    counts_w = 10 + sum(counts) + 10 + 3 * 8 + wb(" ".join("7" * 6)) + 10 + max(w(tag, t) for tag in tags) + 8
    playing = wb(_("◀ playing"))
    vp_w = theme.width(_("{vp} VP").format(vp=199), vp, "bold") + round(27 * z)  # and the coin
    head_w = 38 + round(110 * z) + 10 + playing + 10 + vp_w
    relic_r = round(9 * min(z, 1.5))
    tag_w = max(w(tag, t) for tag in tags)
    # a compact panel: name (100 px at least), who plays, four Relics' room, VP; the counts, the
    # Blue values (six, closer together: ``panelface``), the small ladder, three Ivory codes
    compact_head = 38 + round(100 * z) + 10 + tag_w + 10 + RELIC_SLOTS * (2 * relic_r + 3) + 10 + vp_w + 12
    values = max(w(_("secret"), t), wb(THIN.join("7" * 6)))
    ladder = 3 * MINI_W + 2 * MINI_GAP
    compact_row = 10 + sum(counts) + 34 + values + 12 + ladder + 12 + 3 * (chip_w + 4) + 4
    return Sizes(
        text=t,
        name=name,
        vp=vp,
        icon=icon,
        head_h=max(30, theme.line_h(name, "bold") + 6),
        row_h=max(line, bold) + 2,
        heads_h=line - 2,
        number_w=max(24, wb("3") + 13),
        col_w=col_w,
        ivory_w=ivory_w,
        chip_w=chip_w,
        relics_w=relics_w,
        counts_w=counts_w,
        head_w=head_w + 12,
        relic_r=relic_r,
        compact_w=max(compact_head, compact_row),
    )


# -- the sizes a panel needs ---------------------------------------------------------------------------
def table_top(z: Sizes) -> int:
    """Where the ladder (and the Ivory column) begin: under the name line and the counts."""
    return z.head_h + z.row_h + 3


def ladder_right(z: Sizes) -> int:
    return z.number_w + 3 * z.col_w + 2 * GAP


def full_size() -> tuple[int, int]:
    """(width, height) a full panel needs."""
    z = sizes()
    body = z.heads_h + GAP + 4 * z.row_h + 3 * GAP + 5
    width = max(ladder_right(z) + 8 + max(z.ivory_w, z.relics_w) + 8, z.counts_w, z.head_w)
    return width, table_top(z) + body


def compact_size() -> tuple[int, int]:
    """(width, height) a compact panel needs."""
    z = sizes()
    return z.compact_w, z.head_h + z.row_h + 6


def mini_h(z: Sizes) -> int:
    """A space of the small ladder: four rows of them (with their rims) fit the line of counts."""
    return max(3, (z.row_h - 2 - 3 * MINI_GAP) // 4)


# -- where things are in a panel of a given size -------------------------------------------------------
def full_cells(w: int, h: int) -> dict[str, pygame.Rect]:
    """The ladder of a full panel ``w`` x ``h``: steps 3, 2, 1 (top down) of each branch in its
    column, the Bottom along the foot."""
    z = sizes()
    x0, colw = z.number_w, z.col_w
    right = ladder_right(z)
    top = table_top(z) + z.heads_h + GAP  # under the branch names
    rowh = (h - 5 - top - 3 * GAP) // 4
    cells = {"B": pygame.Rect(10, top + 3 * (rowh + GAP), right - 10, rowh)}
    for j, b in enumerate("MCS"):
        for k in (1, 2, 3):
            y = top + (3 - k) * (rowh + GAP)
            cells[f"{b}{k}"] = pygame.Rect(x0 + j * (colw + GAP), y, colw, rowh)
    return cells


def compact_cells(w: int, h: int) -> dict[str, pygame.Rect]:
    """The small ladder of a compact panel, left of its Ivory tiles on the line of counts: three
    columns of three steps and the Bottom under them."""
    z = sizes()
    mh = mini_h(z)
    top = z.head_h + z.row_h // 2 - (4 * mh + 3 * MINI_GAP) // 2
    x = ivory_rects(w, h, True)[0].x - 12 - (3 * MINI_W + 2 * MINI_GAP)
    cells = {"B": pygame.Rect(x, top + 3 * (mh + MINI_GAP), 3 * MINI_W + 2 * MINI_GAP, mh)}
    for j, b in enumerate("MCS"):
        for k in (1, 2, 3):
            y = top + (3 - k) * (mh + MINI_GAP)
            cells[f"{b}{k}"] = pygame.Rect(x + j * (MINI_W + MINI_GAP), y, MINI_W, mh)
    return cells


def ivory_rects(w: int, h: int, compact: bool) -> list[pygame.Rect]:
    """The three Ivory spaces (large, medium, small): a line each beside the ladder's steps 3, 2
    and 1 (full), a chip each at the right of the line of counts (compact)."""
    z = sizes()
    if compact:
        x = w - 8 - 3 * (z.chip_w + 4) + 4
        y = z.head_h + 1
        return [pygame.Rect(x + k * (z.chip_w + 4), y, z.chip_w, z.row_h - 2) for k in range(3)]
    cells = full_cells(w, h)
    x = ladder_right(z) + 8
    return [pygame.Rect(x, cells[f"M{k}"].y, w - 8 - x, cells["M1"].h) for k in (3, 2, 1)]


def relics_row(w: int, h: int, compact: bool) -> pygame.Rect:
    """Where "Relics" and the Relics held are written (compact: their icons, on the name line
    left of the VP)."""
    z = sizes()
    if compact:
        room = RELIC_SLOTS * (2 * z.relic_r + 3)
        vp_w = theme.width(_("{vp} VP").format(vp=199), z.vp, "bold") + round(27 * theme.zoom())
        right = w - 12 - vp_w - 10
        return pygame.Rect(right - room, 2, room, z.head_h - 4)
    bottom = full_cells(w, h)["B"]
    x = ladder_right(z) + 8
    return pygame.Rect(x, bottom.centery - z.row_h // 2, w - 8 - x, z.row_h)
