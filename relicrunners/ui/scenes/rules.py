"""The rules pages: a chapter list on the left (the index is a chapter too), the chapter on the
right, scrolled with the wheel, PgUp/PgDn, the arrow keys, Home/End or the scroll bar; Left/Right
or the buttons turn to the previous or next chapter; Esc or Back returns to exactly the scene that
opened the pages (``app.nav.to_rules(back, topic)``). A ``topic`` (chapter id, anchor,
``ActionKind`` value, tile or Toolbox code: ``text.rules_pages.find``) opens its chapter scrolled to it.

Text is laid out by ``ui.rulebook.page`` and only lines lying wholly inside the text area are drawn,
so no text is ever cut; tests/test_rules_pages.py checks every text drawn stays in its box."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...text import _, pgettext
from ...text.rules_pages import CHAPTERS, find, shown_title
from .. import theme
from ..app import App, Scene
from ..rulebook.page import Page, lay_out
from ..widgets.backdrop import backdrop
from ..widgets.buttons import Button, panel_box

LIST = pygame.Rect(24, 24, 352, 952)  # the chapter list panel
LIST_TITLE = pygame.Rect(44, 40, 312, 44)
LIST_BOX = pygame.Rect(40, 96, 320, 784)  # where chapter names go
PAGE = pygame.Rect(400, 24, 1176, 952)  # the page panel
TITLE_BOX = pygame.Rect(440, 40, 1096, 64)  # the chapter's title
VIEW = pygame.Rect(452, 120, 1064, 776)  # the scrolled text area
BAR = pygame.Rect(1540, 120, 14, 776)  # the scroll bar's track
FOOT_BOX = pygame.Rect(660, 914, 656, 44)  # "Chapter 3 of 10"
LIST_SIZE = 20


@dataclass(frozen=True)
class Frame:
    """Where the chapter list, the page and its parts go: as above at 100 % in a full-size window;
    where the words are much larger the list is wider (its chapter names need the room) and the
    page narrower."""

    list: pygame.Rect
    list_title: pygame.Rect
    list_box: pygame.Rect
    page: pygame.Rect
    title_box: pygame.Rect
    view: pygame.Rect
    bar: pygame.Rect
    foot_box: pygame.Rect


def step_w() -> int:
    """Previous and Next: wider as their words grow."""
    return round(190 * max(1.0, min(1.5, theme.grow())))


def frame() -> Frame:
    wider = max(0, min(200, round(400 * (theme.grow() - 1.25))))
    left, right = VIEW.x + wider + step_w() + 12, BAR.right - step_w() - 12  # between Previous and Next
    foot = FOOT_BOX if theme.grow() <= 1.0 else pygame.Rect(left, FOOT_BOX.y, right - left, FOOT_BOX.h)
    return Frame(
        LIST.inflate(wider, 0).move(wider // 2, 0),
        LIST_TITLE.inflate(wider, 0).move(wider // 2, 0),
        LIST_BOX.inflate(wider, 0).move(wider // 2, 0),
        pygame.Rect(PAGE.x + wider, PAGE.y, PAGE.w - wider, PAGE.h),
        pygame.Rect(TITLE_BOX.x + wider, TITLE_BOX.y, TITLE_BOX.w - wider, TITLE_BOX.h),
        pygame.Rect(VIEW.x + wider, VIEW.y, VIEW.w - wider, VIEW.h),
        BAR,
        foot,
    )


LINE_STEP = 48  # an arrow key scrolls two lines
WHEEL_STEP = 72  # a notch of the mouse wheel: three lines
MARK = (214, 150, 40)
ICON_MAX = 80  # pictures up to this high are icons  # the bar beside the entry a topic opened


class RulesScene(Scene):
    busy = False  # nothing moves on its own
    opens_rules = False  # F1 here would only open the rules again

    def __init__(self, app: App, back: Scene | None = None, topic: str | None = None) -> None:
        super().__init__(app)
        self.back = back
        self._pages: dict[tuple[int, str, float, int], Page] = {}
        self.sources: dict[str, str] = {}  # a drawn line -> the whole message it belongs to (tests)
        self.dragging: int | None = None  # grab offset inside the scroll bar's thumb
        self.buttons = [
            Button((0, 0, 1, 1), _("Back (Esc)"), "back", size=20),
            Button((0, 0, 1, 1), _("◀ Previous"), "prev", size=20),
            Button((0, 0, 1, 1), _("Next ▶"), "next", size=20),
        ]
        self._place()
        self.chapter, self.scroll = 0, 0
        self.mark: int | None = None  # y of the entry a topic opened (a bar beside it)
        self.open_topic(topic)

    def _place(self) -> None:
        """The frame and the buttons for the words' size now (the window or the text size changed)."""
        self.f = f = frame()
        self.buttons[0].rect = pygame.Rect(f.list.x + 24, 904, f.list.w - 48, 52)
        self.buttons[1].rect = pygame.Rect(f.view.x, 910, step_w(), 50)
        self.buttons[2].rect = pygame.Rect(f.bar.right - step_w(), 910, step_w(), 50)

    # -- what is shown ---------------------------------------------------------------------------
    def page(self, number: int | None = None) -> Page:
        """The chapter laid out (once per chapter and language)."""
        number = self.chapter if number is None else number
        key = (number, shown_title(CHAPTERS[number]), theme.grow(), self.f.view.w)
        page = self._pages.get(key)
        if page is None:
            page = self._pages[key] = lay_out(CHAPTERS[number], self.f.view.w)
        return page

    @property
    def max_scroll(self) -> int:
        return max(0, self.page().height - self.f.view.h)

    def open(self, number: int, anchor: str = "") -> None:
        """Show chapter ``number`` (at ``anchor``, else at its top)."""
        self.chapter = max(0, min(len(CHAPTERS) - 1, number))
        y = self.page().anchors.get(anchor) if anchor else None
        self.mark = y
        self.scroll = 0
        self.scroll_to((y - 12) if y is not None else 0)
        self.buttons[1].enabled = self.chapter > 0
        self.buttons[2].enabled = self.chapter < len(CHAPTERS) - 1

    def open_topic(self, topic: str | None) -> None:
        self.open(*find(topic))

    def scroll_to(self, y: float) -> None:
        self.scroll = int(max(0, min(self.max_scroll, y)))

    def close(self) -> None:
        """Back to the scene that opened the pages, exactly as it was."""
        if self.back is None:
            self.app.nav.to_start()
        else:
            self.app.switch(self.back)

    def text_boxes(self) -> list[pygame.Rect]:
        """Where text may be drawn: the list's title and names, the chapter title, the page, the footer."""
        return [self.f.list_title, self.f.list_box, self.f.title_box, self.f.view, self.f.foot_box]

    # -- input ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * WHEEL_STEP)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = None
        elif event.type == pygame.MOUSEMOTION and self.dragging is not None:
            self._drag(event.pos[1])

    def _key(self, key: int) -> None:
        page = self.f.view.h - 3 * LINE_STEP // 2
        moves = {
            pygame.K_UP: -LINE_STEP,
            pygame.K_DOWN: LINE_STEP,
            pygame.K_PAGEUP: -page,
            pygame.K_PAGEDOWN: page,
            pygame.K_SPACE: page,
        }
        if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
        elif key == pygame.K_LEFT:
            self.open(self.chapter - 1)
        elif key == pygame.K_RIGHT:
            self.open(self.chapter + 1)
        elif key == pygame.K_HOME:
            self.scroll_to(0)
        elif key == pygame.K_END:
            self.scroll_to(self.max_scroll)
        elif key in moves:
            self.scroll_to(self.scroll + moves[key])

    def _click(self, pos: tuple[int, int]) -> None:
        for b in self.buttons:
            if b.hit(pos):
                if b.value == "back":
                    self.close()
                else:
                    self.open(self.chapter + (1 if b.value == "next" else -1))
                return
        for number, rect, _lines, _size in self.list_items():
            if rect.collidepoint(pos):
                self.open(number)
                return
        thumb = self.thumb()
        if thumb is not None and self.f.bar.inflate(12, 0).collidepoint(pos):
            if thumb.collidepoint(pos):
                self.dragging = pos[1] - thumb.y
            else:
                step = self.f.view.h - 3 * LINE_STEP // 2
                self.scroll_to(self.scroll + (step if pos[1] > thumb.centery else -step))

    def _drag(self, y: int) -> None:
        thumb = self.thumb()
        if thumb is None or self.dragging is None:
            return
        room = self.f.bar.h - thumb.h
        self.scroll_to((y - self.dragging - self.f.bar.y) / room * self.max_scroll if room else 0)

    # -- layout of the frame ------------------------------------------------------------------------
    def list_items(self) -> list[tuple[int, pygame.Rect, list[str], int]]:
        """(chapter number, clickable rect, wrapped lines, text size) of every chapter in the list,
        smaller text when the names need more room than the list has."""
        names = [_("{number}. {title}").format(number=i + 1, title=shown_title(c)) for i, c in enumerate(CHAPTERS)]
        least = 17 if theme.grow() <= 1.0 else theme.smallest()  # never under 13/16/19 px on the screen
        pad = 12 if theme.grow() <= 1.0 else 6
        for size in range(max(theme.reading(LIST_SIZE), least), least - 1, -1):  # as large as they fit
            lh = theme.font(size, "bold").get_linesize()
            wrapped = [theme.wrap(name, size, self.f.list_box.w - 24, "bold") for name in names]
            gap = (self.f.list_box.h - sum(len(w) * lh + pad for w in wrapped)) // max(1, len(names) - 1)
            if gap >= 0 or size == least:
                break
        out, y = [], self.f.list_box.y
        for i, lines in enumerate(wrapped):
            rect = pygame.Rect(self.f.list_box.x, y, self.f.list_box.w, len(lines) * lh + pad)
            out.append((i, rect, lines, size))
            for line in lines:
                self.sources[line] = names[i]
            y = rect.bottom + min(max(gap, 0), 14)
        return out

    def thumb(self) -> pygame.Rect | None:
        """The scroll bar's thumb (None when the chapter fits the page)."""
        height = self.page().height
        if self.max_scroll <= 0:
            return None
        h = max(48, round(self.f.bar.h * self.f.view.h / height))
        y = self.f.bar.y + round((self.f.bar.h - h) * self.scroll / self.max_scroll)
        return pygame.Rect(self.f.bar.x, y, self.f.bar.w, h)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        if self.f != frame():  # the window or the text size changed
            self._place()
            self.scroll = min(self.scroll, self.max_scroll)
        surf.blit(backdrop("plain"), (0, 0))
        panel_box(surf, self.f.list)
        panel_box(surf, self.f.page, theme.PAPER, (110, 84, 50))
        # the title of the rules themselves ("Spelregels"), not the tutorial's "Learn to play"
        grown = tuple(theme.reading(n) for n in (28, 24, 20))
        self._fit(surf, pgettext("screen title", "Rules"), self.f.list_title, grown, theme.GOLD, "title")
        mouse = self.app.mouse
        for number, rect, lines, size in self.list_items():
            chosen = number == self.chapter
            if chosen or rect.collidepoint(mouse):
                fill = (236, 196, 90) if chosen else theme.PANEL_LIGHT
                pygame.draw.rect(surf, fill, rect, border_radius=8)
            ink = theme.INK if chosen else theme.TEXT_LIGHT
            lh = theme.font(size, "bold").get_linesize()
            for k, line in enumerate(lines):
                theme.draw_text(
                    surf, line, (rect.x + 12, rect.y + (rect.h - lh * len(lines)) // 2 + k * lh), size, ink, "bold"
                )
        grown = tuple(theme.reading(n) for n in (34, 30, 26))
        self._fit(surf, shown_title(CHAPTERS[self.chapter]), self.f.title_box, grown, (110, 60, 24), "title")
        self._draw_page(surf)
        foot = _("Chapter {number} of {count}").format(number=self.chapter + 1, count=len(CHAPTERS))
        box = self.f.foot_box
        size = theme.fit_size(foot, theme.reading(18), box.w)
        lines = theme.wrap(foot, size, box.w)  # two lines between Previous and Next where one is too long
        lh = theme.line_h(size)
        for k, line in enumerate(lines[:2]):
            middle = (box.centerx, box.centery + round((k - (len(lines[:2]) - 1) / 2) * lh))
            theme.draw_text(surf, line, middle, size, (110, 84, 50), anchor="center")
        for b in self.buttons:
            b.draw(surf, mouse)

    def _fit(
        self, surf: pygame.Surface, text: str, box: pygame.Rect, sizes: tuple[int, ...], colour: theme.Colour, kind: str
    ) -> None:
        """One line in ``box``, at the largest of ``sizes`` that fits; else wrapped small."""
        for size in sizes:
            if theme.font(size, kind).size(text)[0] <= box.w:
                theme.draw_text(surf, text, box.midleft, size, colour, kind, anchor="midleft")
                return
        size = max(18, theme.smallest())
        lines = theme.wrap(text, size, box.w, kind)[: max(1, box.h // theme.font(size, kind).get_linesize())]
        lh = theme.font(size, kind).get_linesize()
        for k, line in enumerate(lines):
            self.sources[line] = text
            theme.draw_text(surf, line, (box.x, box.y + k * lh), size, colour, kind)

    def _draw_page(self, surf: pygame.Surface) -> None:
        page = self.page()
        dy = self.f.view.y - self.scroll
        surf.set_clip(self.f.view)
        for pic in page.pics:
            rect = pic.rect.move(self.f.view.x, dy)
            # an entry's small icon is drawn whole or not at all, like a line; a picture is cut at the edge
            if self.f.view.contains(rect) or (rect.h > ICON_MAX and rect.colliderect(self.f.view)):
                surf.blit(pic.surf, rect)
        surf.set_clip(None)
        if self.mark is not None:
            top = max(self.f.view.y, self.mark + dy)
            bottom = min(self.f.view.bottom, self.mark + dy + 60)
            if bottom > top:
                pygame.draw.rect(surf, MARK, (self.f.view.x - 16, top, 6, bottom - top), border_radius=3)
        for line in page.lines:
            y = line.y + dy
            if y >= self.f.view.y and y + line.height <= self.f.view.bottom:  # whole lines only: text is never cut
                theme.draw_text(surf, line.text, (self.f.view.x + line.x, y), line.size, line.colour, line.kind)
        thumb = self.thumb()
        if thumb is not None:
            pygame.draw.rect(surf, theme.PAPER_DARK, self.f.bar, border_radius=7)
            colour = (150, 104, 60) if self.dragging is None else (120, 80, 40)
            pygame.draw.rect(surf, colour, thumb, border_radius=7)
