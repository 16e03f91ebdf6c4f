"""The settings screen: one row per setting, each with its name and its value, changed by a click
(a button per value, a slider for the volume) or by the keys (Up/Down choose a row, Left/Right
change its value, Enter switches it, Esc goes back).

Every change is taken at once and kept (``ui.prefs.change``: ``settings.json`` in the config
folder); a line says when it could not be written. Back (or Esc) shows exactly the scene the
screen was opened from (``app.nav.to_settings(back)``): a table behind it waited meanwhile,
no bot played, and it takes up the changed speed and words (``settings_changed``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from ...io import settings as settings_file
from ...text import NC_, _, language, pgettext, problems
from ...text.language import LANGUAGES
from ...text.numbers import percent
from .. import prefs, theme
from ..app import App, Scene
from ..widgets.backdrop import backdrop, title
from ..widgets.buttons import Button, panel_box

PANEL = pygame.Rect(200, 138, 1200, 702)  # the rows, and under a line what the focused one does
TOP, PITCH, ROW_H = 150, 66, 60  # the first row's top, the rows' spacing and height
ROW_X, ROW_W = 216, 1168
LABEL = pygame.Rect(262, 0, 474, ROW_H)  # where a row's name goes (y: the row's)
CONTROL_X, CONTROL_W = 760, 600  # where its value buttons or slider go
BUTTON_H = 46
HELP = pygame.Rect(230, 778, 1140, 50)  # what the focused row does (two lines)
NOTE_Y = 862  # "Could not save…", a damaged settings file
BACK = pygame.Rect(650, 884, 300, 54)
KEYS_Y = 966
VOLUME_STEP = 10
LABEL_SIZE = 20
WARN = (255, 190, 120)


@dataclass(frozen=True, slots=True)
class Row:
    """One setting on the screen: its field of ``Settings``, its name and help (messages) and its
    values with their words (none for the volume: a slider)."""

    field: str
    label: str
    help: str
    # (a value of the field, its words): the values are the field's own type (a bool, a word, a number)
    options: tuple[tuple[Any, Callable[[], str]], ...] = ()


def _word(context: str, message: str) -> Callable[[], str]:
    return lambda: pgettext(context, message)


def _percent(n: int) -> Callable[[], str]:
    return lambda: percent(n / 100)


def _own(code: str) -> Callable[[], str]:
    return lambda: LANGUAGES[code]  # each language in its own words, never translated


def _choices(context: str, *pairs: tuple[Any, str]) -> tuple[tuple[Any, Callable[[], str]], ...]:
    """(value, its word) for each value of a row, the words translated in ``context``."""
    return tuple((value, _word(context, message)) for value, message in pairs)


ON_OFF = _choices("switch", (False, NC_("switch", "Off")), (True, NC_("switch", "On")))
SPEEDS = (("slow", NC_("speed", "Slow")), ("normal", NC_("speed", "Normal")), ("fast", NC_("speed", "Fast")))
ROWS: tuple[Row, ...] = (
    Row("volume", NC_("setting", "Sound volume"), NC_("setting", "How loud the game's sounds are")),
    Row(
        "mute",
        NC_("setting", "Mute"),
        NC_("setting", "Silences every sound at once; the volume is kept for when the sound is back"),
        _choices("mute", (False, NC_("mute", "Sound on")), (True, NC_("mute", "Muted"))),
    ),
    Row(
        "speed",
        NC_("setting", "Animation speed"),
        NC_("setting", "How fast the pieces move on the board; Off shows every move at once"),
        _choices("speed", *SPEEDS, ("off", NC_("speed", "Off"))),
    ),
    Row(
        "bot_pause",
        NC_("setting", "Pause between bot moves"),
        NC_("setting", "How long the table waits between two actions of a bot, so you can follow what it does"),
        _choices(
            "pause",
            ("short", NC_("pause", "Short")),
            ("normal", NC_("pause", "Normal")),
            ("long", NC_("pause", "Long")),
        ),
    ),
    Row(
        "language",
        NC_("setting", "Language"),
        NC_("setting", "The language of every word in the game"),
        tuple((code, _own(code)) for code in LANGUAGES),
    ),
    Row(
        "colours",
        NC_("setting", "Colour vision"),
        NC_("setting", "The colour-blind palette makes the players' and temples' colours easier to tell apart"),
        _choices(
            "palette", ("standard", NC_("palette", "Standard")), ("colourblind", NC_("palette", "Colour-blind palette"))
        ),
    ),
    Row(
        "text_size",
        NC_("setting", "Text size"),
        NC_("setting", "Larger text everywhere, up to one and a half times the usual size"),
        tuple((n, _percent(n)) for n in (100, 125, 150)),
    ),
    Row(
        "confirm_end",
        NC_("setting", "Confirm before ending a turn"),
        NC_(
            "setting",
            "When on, End turn first asks whether you are sure while you could still explore or use a Toolbox",
        ),
        ON_OFF,
    ),
    Row(
        "explain",
        NC_("setting", "Explain each decision"),
        NC_("setting", "A sentence under the prompt explains each of your decisions (E at the table switches it too)"),
        ON_OFF,
    ),
)
BACK_ROW = len(ROWS)  # the focus on the Back button


def row_rect(i: int) -> pygame.Rect:
    return pygame.Rect(ROW_X, TOP + i * PITCH, ROW_W, ROW_H)


def track_rect() -> pygame.Rect:
    """The volume slider's track (its row is the first)."""
    y = row_rect(0).centery
    return pygame.Rect(CONTROL_X + 70, y - 7, 340, 14)


class SettingsScene(Scene):
    busy = False  # nothing moves on its own

    def __init__(self, app: App, back: Scene | None = None) -> None:
        super().__init__(app)
        self.back = back
        self.focus = 0  # the row the keys change (BACK_ROW: the Back button)
        self.changed: set[str] = set()  # what was changed here (the scene behind follows it)
        self.message = problems.settings_notice(app.settings_notice)  # a damaged file, or a change not saved
        self.dragging = False  # the volume slider is held
        self.buttons: list[Button] = []
        self._layout()

    # -- what is shown -----------------------------------------------------------------------------
    def value(self, field: str) -> Any:  # the field's own type: a bool, a word or a number
        """The value a row shows now (the language: the one in use, also when none was chosen)."""
        return language.current() if field == "language" else getattr(self.app.settings, field)

    def _layout(self) -> None:
        """The buttons, made anew after every change (a new language relabels them all)."""
        out: list[Button] = []
        for i, row in enumerate(ROWS):
            y = row_rect(i).y + (ROW_H - BUTTON_H) // 2
            if not row.options:  # the volume: − slider + (the value is written beside it)
                out.append(Button((CONTROL_X, y, 56, BUTTON_H), "−", ("step", row.field, -1), size=24))
                out.append(Button((track_rect().right + 14, y, 56, BUTTON_H), "+", ("step", row.field, 1), size=24))
                continue
            n = len(row.options)
            w = (CONTROL_W - (n - 1) * 10) // n
            now = self.value(row.field)
            for k, (value, word) in enumerate(row.options):
                out.append(
                    Button(
                        (CONTROL_X + k * (w + 10), y, w, BUTTON_H),
                        word(),
                        ("set", row.field, value),
                        selected=value == now,
                        size=theme.READ,
                    )
                )
        out.append(Button(BACK, _("Back (Esc)"), ("back",), size=20))
        self.buttons = out

    def button(self, value: tuple[str | int, ...]) -> Button | None:
        return next((b for b in self.buttons if b.value == value), None)

    def row_at(self, pos: theme.Point) -> int | None:
        for i in range(len(ROWS)):
            if row_rect(i).collidepoint(pos):
                return i
        return BACK_ROW if BACK.collidepoint(pos) else None

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
        t = track_rect()
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
        if track_rect().inflate(24, 36).collidepoint(pos):
            self.dragging = True
            self.slide(pos[0])

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
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
        panel_box(surf, PANEL)
        pygame.draw.line(surf, (110, 84, 50), (HELP.x, HELP.y - 10), (HELP.right, HELP.y - 10), 1)
        mouse = self.app.mouse
        for i, row in enumerate(ROWS):
            self._draw_row(surf, i, row)
        for b in self.buttons:
            b.draw(surf, mouse)
        self._draw_volume(surf)
        if self.focus == BACK_ROW:
            pygame.draw.rect(surf, theme.HILITE, BACK.inflate(10, 10), 3, border_radius=12)
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
        r = row_rect(i)
        if i == self.focus:
            pygame.draw.rect(surf, theme.PANEL_LIGHT, r, border_radius=10)
            pygame.draw.rect(surf, theme.HILITE, r, 3, border_radius=10)
            mark = r.x + 22, r.centery
            pygame.draw.polygon(
                surf, theme.HILITE, [(mark[0] - 7, mark[1] - 9), (mark[0] + 7, mark[1]), (mark[0] - 7, mark[1] + 9)]
            )
        box = LABEL.move(0, r.y)
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
        t = track_rect()
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
        box = pygame.Rect(plus.rect.right + 12, row_rect(0).y, CONTROL_X + CONTROL_W - plus.rect.right - 12, ROW_H)
        words = percent(volume / 100)
        size = theme.fit_size(words, theme.reading(20), box.w, "bold")
        words = theme.ellipsize(words, size, box.w, "bold")
        theme.draw_text(surf, words, box.midleft, size, theme.TEXT_LIGHT, "bold", anchor="midleft", box=box)

    def _draw_help(self, surf: pygame.Surface, text: str) -> None:
        size, lines = theme.fit_block(text, theme.reading(theme.READ), HELP)
        lh = theme.line_h(size)
        y = HELP.centery - lh * len(lines) // 2
        for k, line in enumerate(lines):
            theme.draw_text(
                surf, line, (HELP.centerx, y + k * lh + lh // 2), size, theme.PAPER, anchor="center", box=HELP
            )
