"""The tutorial's lesson card and the ring around what a lesson wants clicked.

The card sits in the room the player panels leave on the right of the table (where the quick guide
is drawn), so it never covers the board, the panels' spaces or the choice buttons. It says which
lesson this is, its title, why it matters, a note for the step, what to click now (or that the bot
is playing), the answer to a wrong click, and how to leave; explanation lessons get a button to go
on. Words are the table's size (``theme.tsize``: the text size, and larger in a small window)
and are laid out to the card: lines too many for the room go down a size (never under the
table's least size) and are then cut with "…", so no text runs out of the card.
"""

from __future__ import annotations

import math

import pygame

from ...tutorial import Card
from .. import theme
from ..theme import RGB, Point
from ..widgets.buttons import Button, panel_box

PAD = 16
GAP = 8
TITLE_SIZE = 24
BUTTON_H = 44
TITLE_INK = (110, 70, 30)
NOTE_INK = (84, 58, 30)
TASK_INK = (24, 84, 30)
TASK_FILL = (250, 240, 196)
WRONG_INK = (150, 40, 24)
WRONG_FILL = (246, 214, 196)
DIM_INK = (118, 96, 66)
RING = (255, 255, 255)
RING_EDGE = (40, 24, 10)

# (text, size, font kind, colour, fill behind it or None)
Block = tuple[str, int, str, RGB, RGB | None]
# what the card was laid out for: the lesson card, its room, the wrong-click answer, the footer,
# the buttons' (label, value) and the text size
CardKey = tuple[Card, tuple[int, int, int, int], str, str, tuple[tuple[str, str], ...], float]


def _heading_h() -> int:
    """The line of the card's heading ("Lesson 3 of 11")."""
    return max(26, theme.line_h(theme.least(), "bold") + 6)


def _button_h() -> int:
    return max(BUTTON_H, theme.line_h(theme.least(), "bold") + 14)


class LessonCard:
    """A lesson card laid out in a room; ``buttons`` are its own (Next, Play on)."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[Button] = []
        self._key: CardKey | None = None
        self._lines: list[tuple[str, int, str, RGB, pygame.Rect]] = []  # text, size, kind, colour, where
        self._fills: list[tuple[pygame.Rect, RGB]] = []
        self._title: list[str] = []

    def lay_out(self, card: Card, room: pygame.Rect, wrong: str, footer: str, buttons: list[tuple[str, str]]) -> None:
        """Place ``card`` in ``room`` (the card fills it; its words are fitted to it)."""
        key: CardKey = (card, (room.x, room.y, room.w, room.h), wrong, footer, tuple(buttons), theme.zoom())
        if key == self._key:
            return
        self._key = key
        inner_w = room.w - 2 * PAD
        blocks: list[Block] = []
        # the reading sizes grow with the player's text size; too much for the card: they go down
        if card.why:
            blocks.append((card.why, theme.tsize(20), "sans", theme.INK, None))
        if card.note:
            blocks.append((card.note, theme.tsize(19), "sans", NOTE_INK, None))
        if card.task:
            blocks.append((("▶ " + card.task), theme.tsize(20), "bold", TASK_INK, TASK_FILL))
        if wrong:
            blocks.append((wrong, theme.least(), "sans", WRONG_INK, WRONG_FILL))
        title = theme.tsize(TITLE_SIZE)
        self._title = theme.fit_lines(card.title, title, inner_w - 4, 2, "title")
        top = PAD + (_heading_h() if card.heading else 0) + len(self._title) * theme.line_h(title, "title") + GAP
        least = theme.least()
        foot = theme.fit_lines(footer, least, inner_w, 2) if footer else []
        bottom = (_button_h() + GAP if buttons else 0) + len(foot) * theme.line_h(least) + PAD
        sized = self._fit(blocks, inner_w, room.h - top - bottom)
        self.rect = pygame.Rect(room)  # the whole room: the quick guide drawn there stays hidden
        self._place(card, sized, top, foot, buttons)

    def _fit(self, blocks: list[Block], width: int, room_h: int) -> list[tuple[Block, list[str], int]]:
        """The blocks wrapped; sizes go down to the table's least size and then lines are cut until
        all fit."""
        shrink = 0
        least = theme.least()
        # larger text: down as far as the smallest reading size before any line is cut
        most = 4 if theme.zoom() == 1 or not blocks else max(b[1] for b in blocks) - least
        while True:
            out = []
            for text, size, kind, colour, fill in blocks:
                s = max(least, size - shrink)
                w = width - (16 if fill else 0)
                lines = theme.wrap(text, s, w, kind)
                out.append(((text, s, kind, colour, fill), lines, self._height(lines, s, kind, fill)))
            if sum(h for _b, _l, h in out) <= room_h or shrink > most:
                break
            shrink += 1
        while sum(h for _b, _l, h in out) > room_h:  # still too tall: cut the longest block
            i = max(range(len(out)), key=lambda k: len(out[k][1]))
            (text, s, kind, colour, fill), lines, _h = out[i]
            if len(lines) <= 1:
                out.pop(i)
                continue
            w = width - (16 if fill else 0)
            lines = theme.fit_lines(text, s, w, len(lines) - 1, kind)
            out[i] = ((text, s, kind, colour, fill), lines, self._height(lines, s, kind, fill))
        return out

    @staticmethod
    def _height(lines: list[str], size: int, kind: str, fill: RGB | None) -> int:
        return len(lines) * theme.font(size, kind).get_linesize() + (12 if fill else 0) + GAP

    def _place(
        self,
        card: Card,
        sized: list[tuple[Block, list[str], int]],
        top: int,
        foot: list[str],
        buttons: list[tuple[str, str]],
    ) -> None:
        r = self.rect
        x, w = r.x + PAD, r.w - 2 * PAD
        self._lines, self._fills = [], []
        y = r.y + PAD
        least, title = theme.least(), theme.tsize(TITLE_SIZE)
        if card.heading:
            self._line(card.heading, least, "bold", DIM_INK, x, y, w)
            y += _heading_h()
        for line in self._title:
            self._line(line, title, "title", TITLE_INK, x, y, w)
            y += theme.line_h(title, "title")
        y = r.y + top
        for (_text, size, kind, colour, fill), lines, h in sized:
            lh = theme.font(size, kind).get_linesize()
            dx = 8 if fill else 0
            if fill:
                self._fills.append((pygame.Rect(x, y, w, h - GAP), fill))
                y += 6
            for line in lines:
                self._line(line, size, kind, colour, x + dx, y, w - 2 * dx)
                y += lh
            y += (6 if fill else 0) + GAP
        lh = theme.line_h(least)
        fy = r.bottom - PAD - len(foot) * lh
        for k, line in enumerate(foot):
            self._line(line, least, "sans", DIM_INK, x, fy + k * lh, w)
        self.buttons = []
        if buttons:
            bw = min(round(200 * theme.zoom()), (w - GAP * (len(buttons) - 1)) // len(buttons))
            bh = _button_h()
            by = fy - GAP - bh
            for i, (label, value) in enumerate(buttons):
                bx = r.right - PAD - (len(buttons) - i) * (bw + GAP) + GAP
                style = "gold" if i == 0 else "wood"
                self.buttons.append(Button((bx, by, bw, bh), label, value, style=style, size=least, grow=False))

    def _line(self, text: str, size: int, kind: str, colour: RGB, x: int, y: int, w: int) -> None:
        self._lines.append((text, size, kind, colour, pygame.Rect(x, y, w, theme.font(size, kind).get_linesize())))

    def text_box(self) -> pygame.Rect:
        """Where the card's words must stay (for the tests)."""
        return self.rect.inflate(-2 * PAD + 2, -2 * PAD + 8)

    def draw(self, surf: pygame.Surface, mouse: Point, progress: tuple[int, int] | None = None) -> None:
        panel_box(surf, self.rect, (236, 224, 192), (110, 84, 50))
        for rect, fill in self._fills:
            pygame.draw.rect(surf, fill, rect, border_radius=6)
        box = self.text_box()
        for text, size, kind, colour, at in self._lines:
            theme.draw_text(surf, text, at.topleft, size, colour, kind, box=box)
        if progress is not None:  # one dot per lesson, the ones done filled
            n, total = progress
            for i in range(total):
                c = (self.rect.right - PAD - 8 - (total - 1 - i) * 16, self.rect.y + PAD + 10)
                pygame.draw.circle(surf, TITLE_INK, c, 5, 0 if i < n else 1)
        for b in self.buttons:
            b.draw(surf, mouse)


def draw_ring(surf: pygame.Surface, target: pygame.Rect | tuple[int, int], t: float, radius: int = 30) -> None:
    """A pulsing white ring (with a dark edge, seen on any ground) around a point or a rectangle."""
    pulse = 3 * math.sin(t * 5)
    if isinstance(target, pygame.Rect):
        r = target.inflate(10 + 2 * pulse, 10 + 2 * pulse)
        pygame.draw.rect(surf, RING_EDGE, r.inflate(4, 4), 2, border_radius=10)
        pygame.draw.rect(surf, RING, r, 3, border_radius=9)
        return
    rr = round(radius + pulse)
    pygame.draw.circle(surf, RING_EDGE, target, rr + 3, 2)
    pygame.draw.circle(surf, RING, target, rr, 4)
    pygame.draw.circle(surf, RING_EDGE, target, rr - 4, 1)
