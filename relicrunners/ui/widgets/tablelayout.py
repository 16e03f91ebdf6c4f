"""Where everything sits on the table screen, worked out from the size of the table's words
(``theme.least()``: the player's text size, and the window) and the player's language.

At 100 % in a full-size window this is the table as it always was (``tableframe``'s constants):
the top bar, the board (1120 x 700), under it the prompt, the choices and the log, and the player
panels down the right. Larger words need more room, and get it:

* the panel column is as wide as a panel needs (``panelgeom`` measures it): the board narrows;
* where a full panel for every player does not fit the column, the other players' panels are
  compact and the player at this screen (``focus``) keeps a full one;
* the bar under the board is as tall as the prompt (two lines), the status (two lines), three rows
  of choices and the keys line need: the board gets what is left (it keeps its shape);
* the top bar takes a second row for its buttons when one row cannot hold everything;
* the log goes under the panels where they leave it room (the prompt and choices then have the
  whole bar), else it stays in the bar: right of the choices, under a prompt as wide as the bar.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from ...text import _, language
from .. import theme
from . import panelgeom
from .panelgeom import PANEL_GAP
from .topbar import bar_rows, table_buttons_w

W, H = theme.SIZE
ROW_H = 56  # a row of the top bar
EDGE = 6  # between the board, the panel column and the screen's edges
CLASSIC_PANEL_W = 468  # the panel column at 100 % in a full-size window
CLASSIC_LOG_W = 410
BOARD_SHAPE = 1.6  # the board's width over its height


@dataclass(frozen=True)
class TableLayout:
    top: pygame.Rect  # the top bar
    top_rows: int  # 1, or 2 (the buttons on a row of their own)
    board: pygame.Rect
    bar: pygame.Rect  # under the board: the prompt, the choices (and the log, when it is there)
    prompt: pygame.Rect  # the prompt, the explanation and the status
    choices: pygame.Rect
    keys: pygame.Rect  # the keys line under the choices
    log: pygame.Rect
    column: pygame.Rect  # the player panels' column
    panels: tuple[pygame.Rect, ...]
    compact: frozenset[int]  # the seats whose panel is compact
    room: pygame.Rect | None  # under the panels, free: the quick guide (a lesson's card covers it)

    @property
    def log_under_panels(self) -> bool:
        return self.log.x >= self.column.x


def table_layout(n: int, focus: int = 0, room_first: bool = False, buttons: int | None = None) -> TableLayout:
    """The table for ``n`` players now; ``focus``: the seat whose panel stays full; ``room_first``:
    where the words are larger, the others' panels are compact to leave the most room under the
    panels (a lesson's card stands there); ``buttons``: how wide the top bar's buttons are (None:
    the game's, ``topbar.table_buttons_w``)."""
    words = _("Relics") + _("Game log") + _("Hint")  # the words measured, in the player's language
    wide = table_buttons_w() if buttons is None else buttons
    return _layout(n, focus, room_first, wide, language.current(), words, theme.least(), theme.text_scale)


@lru_cache(maxsize=32)
def _layout(
    n: int, focus: int, room_first: bool, buttons: int, lang: str, words: str, least: int, scale: float
) -> TableLayout:
    del lang, words, least, scale  # the cache's key: what follows reads them
    classic = theme.least() == theme.READ
    rows = bar_rows(n, buttons)
    top = pygame.Rect(0, 0, W, ROW_H * rows)
    full_w, full_h = panelgeom.full_size()
    compact_w, compact_h = panelgeom.compact_size()
    y0 = top.bottom + EDGE
    column_h = H - EDGE - y0
    log_h = log_height()
    chosen = None
    if not classic:  # the log under the panels, where they leave it room (a lesson's card covers it)
        options = _arrangements(n, focus, full_h, compact_h, column_h, False)[-1 if room_first else 0 :]
        chosen = next(((h, c) for h, c in options if column_h - _stack(h, c) - 10 >= log_h), None)
    under = chosen is not None
    if chosen is None:
        options = _arrangements(n, focus, full_h, compact_h, column_h, True)
        chosen = next(((h, c) for h, c in options if _stack(h, c) <= column_h), options[-1])
    heights, compact = chosen
    panel_w = max(CLASSIC_PANEL_W, full_w, compact_w if compact else 0)
    column = pygame.Rect(W - EDGE - panel_w, y0, panel_w, column_h)
    panels, y = [], column.y
    for h in heights:
        panels.append(pygame.Rect(column.x, y, panel_w, h))
        y += h + PANEL_GAP
    below = pygame.Rect(column.x, panels[-1].bottom + 10, panel_w, column.bottom - panels[-1].bottom - 10)
    board_w = column.x - EDGE
    board_h = min(round(board_w / BOARD_SHAPE), H - top.bottom - bar_height())
    board = pygame.Rect(0, top.bottom, board_w, board_h)
    bar = pygame.Rect(0, board.bottom, board_w, H - board.bottom)
    prompt_h = prompt_height()
    keys_h = theme.line_h(theme.least())
    if not classic and bar.h - bar_height() >= keys_h:  # room to spare: a prompt of three lines keeps two of status
        prompt_h += keys_h
    if under:  # the prompt and the choices have the whole bar
        log = below
        prompt = pygame.Rect(48, bar.y + 10, bar.w - 48 - 14, prompt_h)
        choices = pygame.Rect(14, prompt.bottom + 4, bar.w - 28, 0)
    elif classic:  # the log right of the prompt and the choices, the bar's whole height
        log = pygame.Rect(bar.right - 8 - CLASSIC_LOG_W, bar.y + 8, CLASSIC_LOG_W, bar.h - 14)
        prompt = pygame.Rect(48, bar.y + 10, log.x - 12 - 48, prompt_h)
        choices = pygame.Rect(14, prompt.bottom + 4, log.x - 12 - 14, 0)
    else:  # a prompt as wide as the bar; under it the choices, and the log at their right
        prompt = pygame.Rect(48, bar.y + 10, bar.w - 48 - 14, prompt_h)
        log_w = max(240, min(CLASSIC_LOG_W, round(bar.w * 0.36)))  # the choices keep most of the width
        log = pygame.Rect(bar.right - 8 - log_w, prompt.bottom + 4, log_w, bar.bottom - 6 - prompt.bottom - 4)
        choices = pygame.Rect(14, prompt.bottom + 4, log.x - 12 - 14, 0)
    choices.h = bar.bottom - 6 - keys_h - 2 - choices.y
    keys = pygame.Rect(choices.x + 2, choices.bottom + 2, choices.w - 4, keys_h)
    room = None if under or below.h <= 0 else below
    return TableLayout(top, rows, board, bar, prompt, choices, keys, log, column, tuple(panels), compact, room)


def _stack(heights: tuple[int, ...], compact: frozenset[int]) -> int:
    del compact
    return sum(heights) + PANEL_GAP * (len(heights) - 1)


def _arrangements(
    n: int, focus: int, full_h: int, compact_h: int, column_h: int, last_resort: bool
) -> list[tuple[tuple[int, ...], frozenset[int]]]:
    """The panels' heights and compact seats, in the order they are tried: all full, the focus
    full and the others compact (and as a ``last_resort``, all compact)."""
    each = min(max(184, full_h), (column_h - PANEL_GAP * (n - 1)) // n)
    out: list[tuple[tuple[int, ...], frozenset[int]]] = []
    if each >= full_h:
        out.append((tuple([each] * n), frozenset()))
    others = frozenset(range(n)) - {focus}
    out.append((tuple(full_h if seat == focus else compact_h for seat in range(n)), others))
    if last_resort:
        out.append((tuple([compact_h] * n), frozenset(range(n))))
    return out


# -- the heights the words need ---------------------------------------------------------------------
def prompt_line_h() -> int:
    return theme.line_h(theme.tsize(19), "bold") - 1


def prompt_height() -> int:
    """Two lines of prompt and two of status (or explanation)."""
    return 2 * prompt_line_h() + 2 * theme.line_h(theme.least()) + 2


def choice_h() -> int:
    """A choice button with one line."""
    return theme.line_h(theme.least(), "bold") + 12


def bar_height() -> int:
    """The bar under the board: the prompt, three rows of choices (with larger words: one of them
    of two lines), the keys line."""
    two_lines = theme.line_h(theme.least(), "bold") if theme.least() != theme.READ else 0
    choices = 3 * choice_h() + two_lines + 2 * 6 + 8
    return 10 + prompt_height() + 4 + choices + 2 + theme.line_h(theme.least()) + 6


def log_height() -> int:
    """The least room for the log: its title and four lines."""
    return 8 + 5 * round(theme.line_h(theme.least()) * 1.0) + 12
