"""The settings screen: one row per setting, each with its name and its value, changed by a click
(a button per value, a slider for the volume) or by the keys (Up/Down choose a row, Left/Right
change its value, Enter switches it, Esc goes back).

Every change is taken at once and kept (``ui.prefs.change``: ``settings.json`` in the config
folder); a line says when it could not be written. Back (or Esc) shows exactly the scene the
screen was opened from (``app.nav.to_settings(back)``): a table behind it waited meanwhile,
no bot played, and it takes up the changed speed and words (``settings_changed``).
"""

from __future__ import annotations

from typing import Any

import pygame

from ...io import settings as settings_file
from ...text import _, language, pgettext, problems
from ...text.numbers import percent
from .. import prefs, theme
from ..app import App, Scene
from ..widgets.backdrop import backdrop, title
from ..widgets.buttons import Button, panel_box
from ..widgets.settingrows import BACK_ROW, ROWS, Row

__all__ = ["BACK_ROW", "ROWS", "SettingsScene", "track_rect"]

TOP = 150  # the first row's top
NOTE_Y = 862  # "Could not save…", a damaged settings file
KEYS_Y = 966
VOLUME_STEP = 10
LABEL_SIZE = 20
WARN = (255, 190, 120)


# -- where everything goes: at 100 % in a full-size window the rows, 60 px high, all show; larger
# words get a wider panel, taller rows (a value's words on two lines) and, where the rows do not
# all fit, a list that scrolls (the focused row is always shown; the wheel scrolls too)
def large() -> bool:
    return theme.grow() > 1.05


def panel() -> pygame.Rect:
    """The rows, and under a line what the focused one does."""
    x = 60 if large() else 200
    return pygame.Rect(x, 138, theme.W - 2 * x, 702)


def label_w() -> int:
    return round((panel().w - 78) * 0.42) if large() else 474


def control_x() -> int:
    """Where a row's value buttons or slider go (to ``control_right``)."""
    return panel().x + 62 + label_w() + 24


def control_right() -> int:
    p = panel()
    return p.right - 40


def button_h() -> int:
    return max(46, 2 * theme.line_h(theme.reading(theme.READ), "bold") + 8) if large() else 46


def row_h() -> int:
    return max(60, button_h() + 12)


def pitch() -> int:
    return row_h() + 6


def help_rect() -> pygame.Rect:
    """What the focused row does (two lines)."""
    p, h = panel(), max(50, 2 * theme.line_h(theme.reading(theme.READ)) + 6)
    return pygame.Rect(p.x + 30, 828 - h, p.w - 60, h)


def shown_rows() -> int:
    """How many rows the panel shows at once."""
    return max(1, min(len(ROWS), (help_rect().y - 20 - TOP + 6) // pitch()))


def back_rect() -> pygame.Rect:
    w = round(300 * theme.grow())
    return pygame.Rect(theme.W // 2 - w // 2, 884, w, 54)


def row_rect(i: int, first: int = 0) -> pygame.Rect:
    """Row ``i`` with ``first`` the top row shown."""
    p = panel()
    return pygame.Rect(p.x + 16, TOP + (i - first) * pitch(), p.w - 32, row_h())


def track_rect(first: int = 0) -> pygame.Rect:
    """The volume slider's track (its row is the first)."""
    y = row_rect(0, first).centery
    return pygame.Rect(control_x() + 70, y - 7, 340, 14)


class SettingsScene(Scene):
    busy = False  # nothing moves on its own

    def __init__(self, app: App, back: Scene | None = None) -> None:
        super().__init__(app)
        self.back = back
        self.focus = 0  # the row the keys change (BACK_ROW: the Back button)
        self.changed: set[str] = set()  # what was changed here (the scene behind follows it)
        self.message = problems.settings_notice(app.settings_notice)  # a damaged file, or a change not saved
        self.dragging = False  # the volume slider is held
        self.first = 0  # the top row shown (the rows scroll where they do not all fit)
        self.buttons: list[Button] = []
        self._layout()

    # -- what is shown -----------------------------------------------------------------------------
    def value(self, field: str) -> Any:  # the field's own type: a bool, a word or a number
        """The value a row shows now (the language: the one in use, also when none was chosen)."""
        return language.current() if field == "language" else getattr(self.app.settings, field)

    def _layout(self) -> None:
        """The buttons, made anew after every change (a new language relabels them all)."""
        self.laid_for = theme.grow()  # the words' size it was laid out for
        out: list[Button] = []
        for i, row in enumerate(ROWS):
            if not self.first <= i < self.first + shown_rows():
                continue  # scrolled away
            h = button_h()
            y = row_rect(i, self.first).y + (row_h() - h) // 2
            if not row.options:  # the volume: − slider + (the value is written beside it)
                out.append(Button((control_x(), y, 56, h), "−", ("step", row.field, -1), size=24))
                plus = (track_rect(self.first).right + 14, y, 56, h)
                out.append(Button(plus, "+", ("step", row.field, 1), size=24))
                continue
            n = len(row.options)
            w = (control_right() - control_x() - (n - 1) * 10) // n
            now = self.value(row.field)
            for k, (value, word) in enumerate(row.options):
                out.append(
                    Button(
                        (control_x() + k * (w + 10), y, w, h),
                        word(),
                        ("set", row.field, value),
                        selected=value == now,
                        size=theme.READ,
                    )
                )
        out.append(Button(back_rect(), _("Back (Esc)"), ("back",), size=20))
        self.buttons = out

    def button(self, value: tuple[str | int, ...]) -> Button | None:
        return next((b for b in self.buttons if b.value == value), None)

    def row_at(self, pos: theme.Point) -> int | None:
        for i in range(self.first, min(len(ROWS), self.first + shown_rows())):
            if row_rect(i, self.first).collidepoint(pos):
                return i
        return BACK_ROW if back_rect().collidepoint(pos) else None

    def show_focus(self) -> None:
        """Scroll so that the focused row shows (the buttons follow)."""
        first = self.first
        if self.focus < len(ROWS):
            first = min(max(first, self.focus - shown_rows() + 1), self.focus)
        self.scroll_to(first)

    def scroll_to(self, first: int) -> None:
        first = max(0, min(len(ROWS) - shown_rows(), first))
        if first != self.first:
            self.first = first
            self._layout()

    # -- changing ----------------------------------------------------------------------------------
    def set(self, field: str, value: Any) -> None:
        """Change one setting: at once, kept for next time (or a line saying it could not be)."""
        if value == getattr(self.app.settings, field) and (field != "language" or value == language.current()):
            return
        saved = prefs.change(self.app, **{field: value})
        self.changed.add(field)
        self.message = (
            ""
            if saved
            else _("Could not save the settings to {file}: this change holds until you close the game").format(
                file=settings_file.FILE_NAME
            )
        )
        self._layout()
        self.show_focus()  # larger words: fewer rows show, the row changed among them

    def step(self, direction: int, wrap: bool = False) -> None:
        """Left/Right on the focused row: the value before or after (the volume by 10 %); ``wrap``
        (Enter): after the last value the first again (the volume: nothing)."""
        if self.focus >= len(ROWS):
            return
        row = ROWS[self.focus]
        if not row.options:
            if not wrap:
                self.set(row.field, max(0, min(100, self.app.settings.volume + direction * VOLUME_STEP)))
            return
        values = [v for v, _word in row.options]
        now = self.value(row.field)
        k = values.index(now) if now in values else 0
        k = (k + direction) % len(values) if wrap else max(0, min(len(values) - 1, k + direction))
        self.set(row.field, values[k])

    def activate(self) -> None:
        """Enter: the Back button goes back; a row switches to its next value (round again)."""
        if self.focus >= len(ROWS):
            self.close()
        else:
            self.step(1, wrap=True)

    def slide(self, x: int) -> None:
        """The volume from where on its track the mouse is (to the nearest 10 %)."""
        t = track_rect(self.first)
        share = max(0.0, min(1.0, (x - t.x) / t.w))
        self.set("volume", int(round(share * 100 / VOLUME_STEP)) * VOLUME_STEP)

    def close(self) -> None:
        """Back to the scene the screen was opened from, exactly as it was (it follows the changes)."""
        for scene in (self.back, getattr(self.back, "game", None)):
            follow = getattr(scene, "settings_changed", None)
            if callable(follow):
                follow(set(self.changed))
        if self.back is None:
            self.app.nav.to_start()  # made anew: in the language chosen here
        else:
            self.app.switch(self.back)

    # -- input -------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event.key, getattr(event, "mod", 0))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            self.slide(event.pos[0])
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.first - event.y)

    def _key(self, key: int, mod: int) -> None:
        rows = BACK_ROW + 1
        if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
        elif key == pygame.K_UP or (key == pygame.K_TAB and mod & pygame.KMOD_SHIFT):
            self.focus = (self.focus - 1) % rows
        elif key in (pygame.K_DOWN, pygame.K_TAB):
            self.focus = (self.focus + 1) % rows
        elif key == pygame.K_LEFT:
            self.step(-1)
        elif key == pygame.K_RIGHT:
            self.step(1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.activate()
        elif key == pygame.K_HOME:
            self.focus = 0
        elif key == pygame.K_END:
            self.focus = BACK_ROW
        self.show_focus()

    def _click(self, pos: tuple[int, int]) -> None:
        row = self.row_at(pos)
        if row is not None:
            self.focus = row
        for b in self.buttons:
            if b.hit(pos):
                what = b.value[0]
                if what == "back":
                    self.close()
                elif what == "step":
                    self.focus = 0
                    self.step(b.value[2])
                else:
                    self.set(b.value[1], b.value[2])
                return
        if self.first == 0 and track_rect().inflate(24, 36).collidepoint(pos):
            self.dragging = True
            self.slide(pos[0])

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        if self.laid_for != theme.grow():  # the window or the text size changed: laid out anew
            self._layout()
        surf.blit(backdrop("plain"), (0, 0))
        title(surf, _("Settings"), 62, 52)
        lead = _("Every change takes effect at once and is kept for your next games")
        size = theme.fit_size(lead, theme.reading(19), theme.W - 120)
        theme.draw_text(
            surf,
            theme.ellipsize(lead, size, theme.W - 120),
            (theme.W // 2, 114),
            size,
            theme.PAPER,
            anchor="center",
            shadow=(0, 0, 0),
        )
        p, helps = panel(), help_rect()
        panel_box(surf, p)
        pygame.draw.line(surf, (110, 84, 50), (helps.x, helps.y - 10), (helps.right, helps.y - 10), 1)
        mouse = self.app.mouse
        last = min(len(ROWS), self.first + shown_rows())
        for i in range(self.first, last):
            self._draw_row(surf, i, ROWS[i])
        for b in self.buttons:
            b.draw(surf, mouse)
        if self.first == 0:
            self._draw_volume(surf)
        for more, y, dy in ((self.first > 0, TOP - 4, -1), (last < len(ROWS), helps.y - 24, 1)):
            if more:  # rows above or below: an arrow at the panel's right (the wheel or the keys scroll)
                x = p.right - 22
                pygame.draw.polygon(surf, theme.GOLD, [(x - 9, y - 5 * dy), (x + 9, y - 5 * dy), (x, y + 5 * dy)])
        if self.focus == BACK_ROW:
            pygame.draw.rect(surf, theme.HILITE, back_rect().inflate(10, 10), 3, border_radius=12)
        pointed = self.row_at(mouse)
        shown = pointed if pointed is not None and pointed < len(ROWS) else self.focus
        if shown < len(ROWS):
            self._draw_help(surf, pgettext("setting", ROWS[shown].help))
        else:
            self._draw_help(surf, _("Back to the screen you came from; every change is already kept"))
        if self.message:
            room = theme.W - 160
            size = theme.fit_size(self.message, theme.reading(theme.READ), room)
            text = theme.ellipsize(self.message, size, room)
            theme.draw_text(surf, text, (theme.W // 2, NOTE_Y), size, WARN, anchor="center", shadow=(0, 0, 0))
        keys = _("↑ ↓ choose a setting · ← → change it · Enter switch · Esc back")
        room = theme.W - 120
        size = theme.fit_size(keys, theme.reading(theme.READ), room)
        theme.draw_text(
            surf,
            theme.ellipsize(keys, size, room),
            (theme.W // 2, KEYS_Y),
            size,
            theme.PAPER,
            anchor="center",
            shadow=(0, 0, 0),
        )

    def _draw_row(self, surf: pygame.Surface, i: int, row: Row) -> None:
        r = row_rect(i, self.first)
        if i == self.focus:
            pygame.draw.rect(surf, theme.PANEL_LIGHT, r, border_radius=10)
            pygame.draw.rect(surf, theme.HILITE, r, 3, border_radius=10)
            mark = r.x + 22, r.centery
            pygame.draw.polygon(
                surf, theme.HILITE, [(mark[0] - 7, mark[1] - 9), (mark[0] + 7, mark[1]), (mark[0] - 7, mark[1] + 9)]
            )
        box = pygame.Rect(panel().x + 62, r.y, label_w(), r.h)
        text = pgettext("setting", row.label)
        ink = theme.TEXT_LIGHT if i == self.focus else theme.PAPER
        size = theme.fit_size(text, theme.reading(LABEL_SIZE), box.w, "bold")
        lines = [text]
        if theme.width(text, size, "bold") > box.w:  # on two lines
            size, lines = theme.fit_block(text, theme.reading(theme.READ), box.inflate(0, -4), "bold")
        lh = theme.font(size, "bold").get_linesize()
        y = box.centery - lh * len(lines) // 2
        for k, line in enumerate(lines):
            theme.draw_text(surf, line, (box.x, y + k * lh), size, ink, "bold", box=box)

    def _draw_volume(self, surf: pygame.Surface) -> None:
        t = track_rect(self.first)
        volume = self.app.settings.volume
        muted = self.app.settings.mute
        pygame.draw.rect(surf, (30, 22, 14), t, border_radius=7)
        filled = t.copy()
        filled.w = round(t.w * volume / 100)
        if filled.w:
            pygame.draw.rect(surf, (150, 140, 120) if muted else theme.GOLD, filled, border_radius=7)
        for k in range(11):
            x = t.x + round(t.w * k / 10)
            pygame.draw.line(surf, (90, 70, 46), (x, t.bottom + 4), (x, t.bottom + 8), 2)
        knob = (t.x + filled.w, t.centery)
        pygame.draw.circle(surf, (20, 14, 8), (knob[0], knob[1] + 2), 13)
        pygame.draw.circle(surf, theme.PAPER, knob, 12)
        pygame.draw.circle(surf, (110, 84, 50), knob, 12, 2)
        plus = self.button(("step", "volume", 1))
        assert plus is not None  # made with the first row
        box = pygame.Rect(plus.rect.right + 12, row_rect(0).y, control_right() - plus.rect.right - 12, row_h())
        words = percent(volume / 100)
        size = theme.fit_size(words, theme.reading(20), box.w, "bold")
        words = theme.ellipsize(words, size, box.w, "bold")
        theme.draw_text(surf, words, box.midleft, size, theme.TEXT_LIGHT, "bold", anchor="midleft", box=box)

    def _draw_help(self, surf: pygame.Surface, text: str) -> None:
        box = help_rect()
        size, lines = theme.fit_block(text, theme.reading(theme.READ), box)
        lh = theme.line_h(size)
        y = box.centery - lh * len(lines) // 2
        for k, line in enumerate(lines):
            theme.draw_text(
                surf, line, (box.centerx, y + k * lh + lh // 2), size, theme.PAPER, anchor="center", box=box
            )
