"""The rows of the Saved games and Replays lists: each game's players (up to three lines) and its
summary (up to two) beside its buttons. A row is as tall as those lines at the words' size
(``theme.reading``: the text size, and larger in a small window), so a page holds fewer rows
where the words are larger; nothing is cut."""

from __future__ import annotations

import pygame

from ...text import _
from .. import theme
from .buttons import Button

ROW_Y = 170  # the first row's top
LIST_X, LIST_W = 240, 1120  # at 100 % in a full-size window (``list_x``, ``list_w``: wider as words grow)
ROOM = 626  # the rows' height, above the page buttons


def list_x() -> int:
    return max(70, LIST_X - round(170 * (theme.grow() - 1) / 0.5))


def list_w() -> int:
    return theme.W - 2 * list_x()


def buttons_w(base: int) -> int:
    """How wide the buttons at a row's right are (``base`` at 100 %)."""
    return round(base * theme.grow())


def sizes() -> tuple[int, int]:
    """(the players' size, the summary's size)."""
    return theme.reading(20), theme.reading(17)


def players_lines() -> int:
    """The players' lines in a row: three, four where the words are much larger."""
    return 3 if theme.grow() <= 1.25 else 4


def row_h() -> int:
    """One game's row: the players' lines, two of summary."""
    big, small = sizes()
    return 14 + players_lines() * theme.line_h(big, "bold") + 2 * theme.line_h(small)


def rows() -> int:
    """The games on a page."""
    return max(1, min(6, ROOM // row_h()))


def row_y(k: int) -> int:
    return ROW_Y + k * row_h()


def button_h() -> int:
    return min(row_h() - 12, round(48 * theme.grow()))


def panel() -> pygame.Rect:
    return pygame.Rect(list_x() - 30, ROW_Y - 26, list_w() + 60, rows() * row_h() + 36)


def draw_row(surf: pygame.Surface, k: int, players: str, summary: str, width: int) -> None:
    """Row ``k`` of the page: ``players`` and ``summary`` in ``width`` pixels from the list's left."""
    y, x = row_y(k), list_x()
    if k:
        pygame.draw.line(surf, (110, 86, 58), (x, y - 6), (x + list_w(), y - 6), 1)
    big, small = sizes()
    box = pygame.Rect(x, y + 6, width, players_lines() * theme.line_h(big, "bold"))
    size, lines = theme.fit_block(players, big, box, "bold")
    for j, line in enumerate(lines):
        theme.draw_text(surf, line, (box.x, box.y + j * theme.line_h(size, "bold")), size, theme.TEXT_LIGHT, "bold")
    top = box.y + len(lines) * theme.line_h(size, "bold") + 2
    box = pygame.Rect(x, top, width, y + row_h() - 4 - top)
    size, lines = theme.fit_block(summary, small, box)
    for j, line in enumerate(lines):
        theme.draw_text(surf, line, (box.x, box.y + j * theme.line_h(size)), size, theme.TEXT_DIM, box=box)


def draw_page_line(surf: pygame.Surface, page: int, pages: int) -> None:
    """ "Page X of Y" beside the Previous and Next buttons, where the list has more than one page."""
    if pages <= 1:
        return
    words = _("Page {page} of {pages}").format(page=page + 1, pages=pages)
    room = list_w() - buttons_w(360)
    size = theme.fit_size(words, theme.reading(17), room)
    at = (list_x() + buttons_w(360), 796 + button_h() // 2)
    theme.draw_text(surf, theme.ellipsize(words, size, room), at, size, theme.TEXT_DIM, anchor="midleft")


def page_buttons(page: int, pages: int) -> list[Button]:
    """Previous and Next under the list, where it has more than one page."""
    if pages <= 1:
        return []
    y, w, h = 796, buttons_w(160), button_h()
    return [
        Button((list_x(), y, w, h), _("Previous"), ("page", -1), enabled=page > 0, size=18),
        Button((list_x() + buttons_w(180), y, w, h), _("Next"), ("page", 1), enabled=page < pages - 1, size=18),
    ]
