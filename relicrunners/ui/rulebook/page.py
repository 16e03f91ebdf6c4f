"""A rules chapter laid out for the page: every paragraph wrapped into lines, every picture and
icon placed, in page coordinates (y from the top of the chapter's text). The rules scene scrolls
this and draws the lines that lie wholly inside its text area, so no text is ever cut; the pictures
are clipped to that area. Words are looked up in the player's language when the chapter is laid out."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...text.rules_pages import Chapter, Entry, Figure, Heading, Para, entry_text, entry_title, shown_text
from .. import theme
from . import pictures

BODY = 20  # body text, logical pixels (stays readable at a 1280x800 window)
HEADING = 25
CAPTION = 18
ENTRY_TITLE = 20
GAP = 14  # between blocks
ICON_W = 76  # the icon column of an entry
CAPTION_INK = (96, 72, 44)
HEADING_INK = (120, 60, 24)


@dataclass
class Line:
    text: str
    x: int
    y: int
    size: int
    kind: str = "sans"
    colour: theme.RGB = theme.INK
    source: str = ""  # the whole message this line is part of

    @property
    def height(self) -> int:
        return theme.font(self.size, self.kind).get_height()


@dataclass
class Pic:
    surf: pygame.Surface
    x: int
    y: int

    @property
    def rect(self) -> pygame.Rect:
        return self.surf.get_rect(topleft=(self.x, self.y))


@dataclass
class Page:
    lines: list[Line] = field(default_factory=list)
    pics: list[Pic] = field(default_factory=list)
    anchors: dict[str, int] = field(default_factory=dict)  # topic -> y of its block
    height: int = 0


def paragraph(
    page: Page, text: str, x: int, y: int, width: int, size: int, kind: str = "sans", colour: theme.RGB = theme.INK
) -> int:
    """Wrap ``text`` into ``page`` at (x, y), at ``size`` grown by the player's text size; returns
    the y below it."""
    size = theme.reading(size)
    lh = theme.font(size, kind).get_linesize()
    for line in theme.wrap(text, size, width, kind):
        page.lines.append(Line(line, x, y, size, kind, colour, text))
        y += lh
    return y


def lay_out(chapter: Chapter, width: int) -> Page:
    """The chapter laid out in a column ``width`` pixels wide (x from 0)."""
    page = Page()
    y = 0
    for block in chapter.blocks:
        if block.anchor:
            page.anchors[block.anchor] = y
        if isinstance(block, Heading):
            y = paragraph(page, shown_text(block), 0, y + 8, width, HEADING, "bold", HEADING_INK)
        elif isinstance(block, Para):
            y = paragraph(page, shown_text(block), 0, y, width, BODY)
        elif isinstance(block, Figure):
            surf = pictures.picture(block.picture)
            if surf.get_width() > width:  # never wider than the text
                k = width / surf.get_width()
                surf = pygame.transform.smoothscale(surf, (width, round(surf.get_height() * k)))
            page.pics.append(Pic(surf, (width - surf.get_width()) // 2, y + 4))
            y = paragraph(page, shown_text(block), 0, y + surf.get_height() + 12, width, CAPTION, colour=CAPTION_INK)
        else:
            y = _entry(page, block, y, width)
        y += GAP
    page.height = y
    return page


def _entry(page: Page, entry: Entry, y: int, width: int) -> int:
    icon = pictures.icon(entry)
    x = ICON_W if icon is not None else 0
    top = y
    title = entry_title(entry)
    if title:
        y = paragraph(page, title, x, y, width - x, ENTRY_TITLE, "bold")
    y = paragraph(page, entry_text(entry), x, y, width - x, BODY)
    if icon is not None:
        page.pics.append(Pic(icon, (ICON_W - icon.get_width()) // 2 - 6, top))
        y = max(y, top + icon.get_height())
    return y
