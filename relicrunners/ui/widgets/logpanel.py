"""The game log panel: the newest lines of the table's log, scrolled back with the mouse wheel.

Its words are the table's size (``theme.least()``), as many lines as its place in the table's
layout holds. Its picture is rendered only when the log or the scroll position changes; a frame
blits it.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...session.log import LogEntry
from ...text import _, translation_serial
from .. import theme
from ..board import art

LOG_LINES = 9  # log lines shown at once at 100 % in a full-size window
LOG_SIZE = theme.READ
LINE_H = 20  # the log's line spacing at 100 %


class LogPanel:
    def __init__(self, rect: pygame.Rect, backdrop: pygame.Surface, colours: Sequence[str], lines: int = LOG_LINES):
        self.place(rect, backdrop)
        self.colours = list(colours)  # each seat's colour, for its marker
        self.lines = lines
        self.scroll = 0  # wrapped lines scrolled back from the newest
        self._serial = 0  # the newest log serial seen: a new line shows the newest
        self._key: tuple[int, int | None, int, int, int, int] | None = None
        self._surf: pygame.Surface | None = None

    def place(self, rect: pygame.Rect, backdrop: pygame.Surface) -> None:
        """The log at ``rect`` (the table's layout), on the table's ``backdrop``."""
        self.rect = pygame.Rect(rect)
        self.backdrop = backdrop.subsurface(self.rect).copy()  # the empty panel, drawn once
        self._surf = None

    def follow(self, serial: int) -> None:
        """Something new was said (``serial`` grew): scroll back to the newest line."""
        if serial != self._serial:
            self._serial = serial
            self.scroll = 0

    def wheel(self, serial: int, dy: int) -> None:
        """The wheel turned ``dy`` notches over the panel (up: older lines)."""
        self.follow(serial)
        self.scroll = max(0, self.scroll + 3 * dy)

    def view(self, log: Sequence[LogEntry], serial: int) -> tuple[list[tuple[int | None, str]], int]:
        """The wrapped log lines shown now (oldest first) and how many older lines lie above them."""
        self.follow(serial)
        lines: list[tuple[int | None, str]] = []
        size, shown = theme.least(), self.shown()
        for _serial, seat, text, _action in log:
            wrapped = theme.wrap(text, size, self.rect.w - 42)
            lines += [(seat if j == 0 else -1, w) for j, w in enumerate(wrapped)]
        self.scroll = max(0, min(self.scroll, len(lines) - shown))
        end = len(lines) - self.scroll
        start = max(0, end - shown)
        return lines[start:end], start

    def line_h(self) -> int:
        return max(LINE_H, theme.line_h(theme.least()))

    def shown(self) -> int:
        """How many lines fit under the title (``lines`` at 100 % in the bar, fewer when larger,
        more where the log has the room under the panels)."""
        return max(1, (self.rect.h - 12 - self._top()) // self.line_h())

    def _top(self) -> int:
        return 8 + self.line_h()

    def draw(self, surf: pygame.Surface, log: Sequence[LogEntry], serial: int) -> None:
        self.follow(serial)
        key = (len(log), log[-1][0] if log else None, self.scroll, translation_serial(), theme.least(), self.rect.h)
        if self._surf is None or key != self._key:
            self._key = key
            self._surf = self._render(log, serial)
        theme.place(surf, self._surf, self.rect.topleft, box=self.rect.inflate(-8, -6))

    def _render(self, log: Sequence[LogEntry], serial: int) -> pygame.Surface:
        s = self.backdrop.copy()
        lines, above = self.view(log, serial)
        if self.scroll:
            title = _("Game log — scrolled back (wheel down: latest)")
        else:
            title = _("Game log — wheel: older lines") if above else _("Game log")
        box = pygame.Rect(4, 3, self.rect.w - 8, self.rect.h - 6)
        size, line_h = theme.least(), self.line_h()
        head = size
        heads = theme.wrap(title, head, box.w - 12, "bold")
        if len(heads) > 1:  # "Game log — wheel: older lines" too long for the panel: its first words
            title = title.split(" — ")[0]
        title = theme.ellipsize(title, head, box.w - 12, "bold")
        theme.draw_text(s, title, (12, 5), head, (110, 80, 44), "bold", box=box)
        y = self._top()
        for seat, text in lines:
            if seat is not None and seat >= 0:
                m = art.player_marker(self.colours[seat], 6)
                s.blit(m, m.get_rect(center=(18, y + line_h // 2)))
            theme.draw_text(s, text, (30, y), size, theme.INK, box=box)
            y += line_h
        return s
