"""Where the score table's rows and words go (``ui.scenes.end``), worked out from the size of its
words (``theme.grow``: the text size, and larger in a small window).

At 100 % in a full-size window this is the table as it always was (``ROW_Y`` and the sizes
below). With larger words every word grows, the rows' words column widens (a row's words may
take two lines), the rows are as tall as their words, and the sub-rows of the points scored
during play (one per source) show where the table has room for them; where it has none, each
player's figure keeps them in its tooltip (as it always does)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme

ROWS = ("coins", "blue", "relics", "ivory", "total")  # the score table's rows (their words: SCORE_ROWS)
ROW_Y = {"coins": 318, "blue": 515, "relics": 600, "ivory": 688, "total": 778}  # at 100 %
SOURCE_Y, SOURCE_H = 344, 22  # the first source sub-row under "coins", and the height of one (at 100 %)
TABLE_TOP, TABLE_BOTTOM = 180, 852
LABEL_W = 300  # the column of the rows' words (at 100 %)
SOURCE_INDENT = 34  # the sources' words, indented under "Points scored during play"
LOWEST = 886  # the table's lowest bottom (the buttons under it)


@dataclass(frozen=True)
class Sizes:
    label: int  # a row's words
    figure: int  # a source's figure, the relics' and Ivory bonuses' words
    name: int  # the largest a player's name is drawn
    winner: int
    coins: int
    blue: int
    relics: int  # "4 colours × 5 = 20" on one line
    total: int
    held: int  # "7 Relics held"


@dataclass(frozen=True)
class ScorePlaces:
    label_w: int
    col_w: int
    table: pygame.Rect
    row_y: dict[str, int]  # the middle of each row (its words)
    label_lines: int  # the lines a row's words may take
    marker_y: int
    name_y: int
    winner_y: int
    source_y: int  # the middle of the first source sub-row
    source_h: int
    sources: bool  # the sub-rows show
    blue_tiles_y: int
    blue_value_y: int
    relic_sprites_y: int
    relic_text_y: int  # the top of the relics' words
    ivory_y: int  # the top of the Ivory bonuses' words
    ivory_lines: int
    total_y: int
    held_y: int
    sizes: Sizes

    @property
    def x0(self) -> int:
        """The middle of the first player's column."""
        return self.table.x + self.label_w + self.col_w // 2

    @property
    def sources_end(self) -> int:
        return self.source_y + self.source_h * 8 + self.source_h // 2


def places(players: int, sources: int) -> ScorePlaces:
    """The table for ``players`` columns and ``sources`` sub-rows of the points scored in play."""
    return _classic(players) if theme.grow() <= 1.0 else _grown(players, sources, theme.grow())


def _table(players: int, label_w: int, col_w: int, bottom: int) -> pygame.Rect:
    table = pygame.Rect(0, TABLE_TOP, label_w + col_w * players + 30, bottom - TABLE_TOP)
    table.centerx = theme.W // 2
    return table


def _classic(players: int) -> ScorePlaces:
    col_w = min(250, 1100 // players)
    y = ROW_Y
    return ScorePlaces(
        LABEL_W, col_w, _table(players, LABEL_W, col_w, TABLE_BOTTOM), dict(ROW_Y), 1,
        215, 248, 272, SOURCE_Y, SOURCE_H, True,
        y["blue"] - 14, y["blue"] + 16, y["relics"] - 16, y["relics"] + 14, y["ivory"], 2,
        y["total"] + 10, y["total"] + 52,
        Sizes(17, 17, 20, theme.READ, 24, 22, 18, 38, 14),
    )  # fmt: skip


def _grown(players: int, sources: int, z: float) -> ScorePlaces:
    r = theme.reading
    s = Sizes(r(17), r(17), r(20), r(theme.READ), r(24), r(22), r(18), r(38), r(theme.READ))
    lh = theme.line_h
    label_w = min(round(LABEL_W * z), 560)
    col_w = min(round(250 * z), (theme.W - 40 - label_w - 30) // players)
    label_h = 2 * lh(s.label)  # a row's words on two lines at most
    y = TABLE_TOP + 16
    marker_y = y + 14
    y += 30
    name_y = y + lh(s.name, "bold") // 2
    y += lh(s.name, "bold")
    winner_y = y + lh(s.winner, "bold") // 2
    y += lh(s.winner, "bold") + 10
    rows: dict[str, int] = {}
    h = max(lh(s.coins, "bold"), label_h)
    rows["coins"] = y + h // 2
    y += h + 4
    source_y, source_h = y + lh(s.figure) // 2, lh(s.figure)
    sub = y
    h = max(28 + lh(s.blue, "bold"), label_h)
    blue = y
    y += h + 8
    h = max(24 + 2 * lh(s.figure), label_h)
    relics = y
    y += h + 8
    ivory_lines = 3
    h = max(ivory_lines * lh(s.figure), label_h)
    ivory = y
    y += h + 8
    total = y
    y += lh(s.total, "title") + 2 * lh(s.held) + 14  # "7 Relics held" on two lines at most
    shown = sources > 0 and y + sources * source_h + 6 <= LOWEST
    shift = sources * source_h + 6 if shown else 0
    rows["blue"] = blue + shift + 28 + lh(s.blue, "bold") // 2 - 14
    rows["relics"] = relics + shift + max(24 + 2 * lh(s.figure), label_h) // 2
    rows["ivory"] = ivory + shift + max(ivory_lines * lh(s.figure), label_h) // 2
    rows["total"] = total + shift + lh(s.total, "title") // 2
    return ScorePlaces(
        label_w=label_w,
        col_w=col_w,
        table=_table(players, label_w, col_w, y + shift + 6),
        row_y=rows,
        label_lines=2,
        marker_y=marker_y,
        name_y=name_y,
        winner_y=winner_y,
        source_y=source_y if shown else sub,
        source_h=source_h,
        sources=shown,
        blue_tiles_y=blue + shift + 14,
        blue_value_y=blue + shift + 28 + lh(s.blue, "bold") // 2,
        relic_sprites_y=relics + shift + 12,
        relic_text_y=relics + shift + 24,
        ivory_y=ivory + shift,
        ivory_lines=ivory_lines,
        total_y=total + shift + lh(s.total, "title") // 2,
        held_y=total + shift + lh(s.total, "title") + lh(s.held) // 2,
        sizes=s,
    )
