"""The table screen's backdrop (drawn once per table and layout): the top strip, the prompt bar
with the log's frame, and in the room the panels leave, a quick guide to a turn. Where things
sit is ``tablelayout``; the constants here are that layout at 100 % in a full-size window.

The guide is also a card over the panels (``guide_card``) while the mouse is on the top bar's
"?" button or G is held, so it is at hand with any number of players (five panels leave no room).
"""

from __future__ import annotations

import pygame

from ...text import _, guide
from ...text.window import KEYS_HELP
from .. import theme
from ..board import art
from .buttons import panel_box
from .tablelayout import TableLayout

TOP = pygame.Rect(0, 0, 1600, 56)
BOARD = pygame.Rect(0, 56, 1120, 700)
BAR = pygame.Rect(0, 756, 1120, 244)
CHOICES = pygame.Rect(14, 856, 676, 116)  # under two lines of prompt and two of status
LOG = pygame.Rect(702, 764, 410, 230)
PANELS = pygame.Rect(1126, 62, 468, 932)
KEYS_Y = 984  # the middle of the keys line under the choices

GUIDE_HEAD_W = 86  # the column of the guide's headings
GUIDE_SIZE = theme.READ


def render_backdrop(layout: TableLayout, guide: bool = True) -> pygame.Surface:
    """Everything that never changes while the layout stays (``guide``: the quick guide in the
    room under the panels, where it fits; the replay viewer puts a review there instead)."""
    top = layout.top
    surf = art.vgradient(theme.SIZE, (52, 38, 24), (30, 22, 14))
    pygame.draw.rect(surf, (34, 24, 14), top)
    pygame.draw.line(surf, (120, 88, 50), (0, top.bottom - 1), (1600, top.bottom - 1), 2)
    panel_box(surf, layout.bar.inflate(-8, -8), (70, 52, 34))
    panel_box(surf, layout.log, (232, 218, 184), (110, 84, 50))
    room = layout.room
    if room is not None and guide:
        size = guide_size(room.w, room.h)
        if guide_height(room.w, size=size) <= room.h:  # the whole guide, or none of it (the "?" button shows it)
            _draw_guide(surf, room, size=size)
    return theme.copy_of(surf, convert=True)


def guide_size(width: int, height: int, keys: bool = False) -> int:
    """The guide's size at the table's size: smaller again (down to the table's least size)
    where the guide would not fit ``height``."""
    size, least = theme.tsize(GUIDE_SIZE), theme.least()
    while size > least and guide_height(width, keys, size) > height:
        size -= 1
    return size


def _head_width(width: int, size: int = GUIDE_SIZE) -> int:
    """The column of the guide's headings: as wide as the longest heading in this language needs
    (at least ``GUIDE_HEAD_W``, at most a third of the card)."""
    heads = [head for head, _text in guide()] + [_("Keys")]
    need = max(theme.width(head, size, "bold") for head in heads) + 12
    return max(GUIDE_HEAD_W, min(need, width // 3))


def _guide_lines(width: int, keys: bool, size: int = GUIDE_SIZE) -> list[tuple[str, list[str]]]:
    """(heading, lines) of the guide for a card ``width`` wide (``keys``: the keys too)."""
    room = width - _head_width(width, size) - 24
    out = [(head, theme.wrap(text, size, room)) for head, text in guide()]
    if keys:
        out.append((_("Keys"), theme.wrap(_(KEYS_HELP), size, room)))
    return out


def _head_lines(head: str, room: int, size: int = GUIDE_SIZE) -> list[str]:
    """A heading in its column: whole, or a word too long for it hyphenated onto a second line
    ("Gereedschaps-" / "kist"), then cut with "…" if even that does not fit."""
    if theme.width(head, size, "bold") <= room:
        return [head]
    cut = max(3, len(head) - 4)  # at least four letters go down: "Gereedschaps-" / "kist"
    while cut > 2 and theme.width(head[:cut] + "-", size, "bold") > room:
        cut -= 1
    rest = head[cut:].lstrip()
    first = head[:cut].rstrip() + ("" if head[cut - 1 : cut + 1].count(" ") else "-")
    return [first, theme.ellipsize(rest, size, room, "bold")]


def _heading(size: int) -> int:
    """The size of "How a turn goes" over a guide whose words are ``size``."""
    return max(20, size + 3)


def guide_height(width: int, keys: bool = False, size: int = GUIDE_SIZE) -> int:
    lh = theme.line_h(size)
    room = _head_width(width, size) - 8
    rows = [max(len(lines), len(_head_lines(head, room, size))) for head, lines in _guide_lines(width, keys, size)]
    return _top(size) + sum(lh * n + 6 for n in rows) + 8


def _top(size: int) -> int:
    """Where the guide's lines begin, under its heading."""
    return 46 if _heading(size) == 20 else 16 + theme.line_h(_heading(size), "title")


def _draw_guide(surf: pygame.Surface, r: pygame.Rect, keys: bool = False, size: int = GUIDE_SIZE) -> None:
    """A quick guide to a turn, for people who never read the rules."""
    panel_box(surf, r, (232, 218, 184), (110, 84, 50))
    theme.draw_text(surf, _("How a turn goes"), (r.x + 14, r.y + 10), _heading(size), (110, 70, 30), "title")
    lh = theme.line_h(size)
    y = r.y + _top(size)
    head_w = _head_width(r.w, size)
    for head, lines in _guide_lines(r.w, keys, size):
        heads = _head_lines(head, head_w - 8, size)
        for k, part in enumerate(heads):
            theme.draw_text(surf, part, (r.x + 14, y + k * lh), size, (120, 70, 20), "bold")
        for k, line in enumerate(lines):
            theme.draw_text(surf, line, (r.x + 14 + head_w, y + k * lh), size, theme.INK)
        y += lh * max(len(lines), len(heads)) + 6


_card: pygame.Surface | None = None
_card_key: tuple[str, str, int, int] | None = None  # the words, the width and the size it was drawn for


def guide_card(column: pygame.Rect = PANELS) -> tuple[pygame.Surface, pygame.Rect]:
    """The guide with the keys, as a card over the panels' ``column`` (drawn once per language
    and size), and where it goes: wider, over the board too, where its words need more room."""
    global _card, _card_key
    w = column.w
    size = guide_size(w, column.h, keys=True)
    while guide_height(w, keys=True, size=size) > column.h and w < column.right - 6:
        w = min(column.right - 6, w + 40)
    h = guide_height(w, keys=True, size=size)
    key = (_("How a turn goes"), _(KEYS_HELP), w, size)
    if _card is None or key != _card_key:
        _card = pygame.Surface((w, h + 4), pygame.SRCALPHA)
        _draw_guide(_card, pygame.Rect(0, 0, w, h), keys=True, size=size)
        _card_key = key
    return _card, pygame.Rect(column.right - w, column.y, w, h)


def draw_guide_card(surf: pygame.Surface, column: pygame.Rect = PANELS) -> None:
    card, r = guide_card(column)
    theme.place(surf, card, r.topleft, box=r, overlay=True)
