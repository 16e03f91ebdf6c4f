"""Saved games: every unfinished game, to resume or delete (deleting asks first).

The games are read by ``savedgames.read_slots``, which the start screen shares (its Continue
resumes the most recent game).
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from ...io import history, historyqueue
from ...text import _, problems
from ...tutorial.marker import is_tutorial
from .. import theme
from ..app import App, Scene
from ..games import storage
from ..games.launch import GameInUse, start_game
from ..games.saved import SavedGame, read_slots
from ..input import focus
from ..widgets import gamelist
from ..widgets.backdrop import backdrop, title
from ..widgets.buttons import Button, panel_box


class SavedGamesScene(Scene):
    busy = False

    def __init__(self, app: App, games: list[SavedGame] | None = None, notices: list[str] | None = None) -> None:
        super().__init__(app)
        if games is None:
            games, notices = read_slots(app)
        self.games = games
        self.notices = list(notices or [])
        self.page = 0
        self.confirm: SavedGame | None = None  # the game whose deletion waits for a yes
        self.buttons: list[Button] = []
        self._layout()

    def _layout(self) -> None:
        self.laid_for = theme.grow()  # the words' size it was laid out for
        b: list[Button] = []
        if self.confirm is not None:
            box, z = confirm_box(), theme.grow()
            w, h = round(170 * z), round(54 * z)
            y = box.bottom - 26 - h
            b.append(Button((box.centerx - 10 - w, y, w, h), _("Delete"), ("yes",), style="gold", size=20))
            b.append(Button((box.centerx + 10, y, w, h), _("Keep it"), ("no",), size=20))
            self.buttons = b
            return
        n = gamelist.rows()
        shown = self.games[self.page * n : (self.page + 1) * n]
        z, h = theme.grow(), gamelist.button_h()
        right = gamelist.list_x() + gamelist.list_w()
        stacked = z > 1.2  # larger words: Resume over Delete (the players' words keep the row's width)
        w = gamelist.buttons_w(150)
        for k, g in enumerate(shown):
            y = gamelist.row_y(k) + 16
            if stacked:
                h = (gamelist.row_h() - 30) // 2
                at = [(right - w, y - 6, w, h), (right - w, y + h, w, h)]
            else:
                at = [(right - round(330 * z), y, w, h), (right - round(166 * z), y, round(140 * z), h)]
            b.append(
                Button(
                    at[0],
                    _("Resume"),
                    ("resume", g.slot.id),
                    _("Play on exactly where this game was left"),
                    style="gold",
                    size=18,
                )
            )
            b.append(
                Button(
                    at[1],
                    _("Delete"),
                    ("delete", g.slot.id),
                    _("Remove this game for good (you will be asked first)"),
                    size=18,
                )
            )
        pages = max(1, -(-len(self.games) // n))
        b.extend(gamelist.page_buttons(self.page, pages))
        b.append(Button((theme.W // 2 - 110, 910, 220, 58), _("Back"), ("back",), size=22))
        self.buttons = b

    def button(self, value: tuple[Any, ...]) -> Button | None:  # by its value (see press)
        return next((x for x in self.buttons if x.value == value), None)

    def _game(self, slot_id: str) -> SavedGame | None:
        return next((g for g in self.games if g.slot.id == slot_id), None)

    def focusables(self) -> list[focus.Target]:
        shown = [b for b in self.buttons if b.enabled]
        return [focus.target(("button", i, str(b.value)), b.rect) for i, b in enumerate(shown)]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    self.press(b.value)
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.press(("no",) if self.confirm is not None else ("back",))

    def press(self, value: tuple[Any, ...]) -> None:  # a button's value: its word, then what it needs
        what = value[0]
        if what == "back":
            self.app.nav.to_start()
            return
        if what == "resume":
            g = self._game(value[1])
            if g is not None and is_tutorial(g.slot.id):  # the guided game goes on with its lessons
                self.app.nav.to_tutorial(resume=True)
            elif g is not None:
                try:
                    start_game(self.app, g.match, g.slot)
                except GameInUse:  # the list stays and says why
                    self.notices = [problems.open_elsewhere()]
            return
        if what == "delete":
            self.confirm = self._game(value[1])
        elif what == "yes" and self.confirm is not None:
            self._delete(self.confirm)
            self.confirm = None
        elif what == "no":
            self.confirm = None
        elif what == "page":
            self.page += value[1]
        self._layout()

    def _delete(self, g: SavedGame) -> None:
        """The player gives the game up: it goes into the history as abandoned (in the background,
        ``io.historyqueue``: kept in a pending file first), then its slot goes."""
        if g.slot.in_use():  # another window plays it: nothing is recorded or deleted
            self.notices = [problems.open_elsewhere(deleting=True)]
            return
        if not is_tutorial(g.slot.id) and g.match.actions:
            started = history.started_of(g.slot.id) or time.time()
            historyqueue.RECORDER.submit(history.entry(g.match, "abandoned", started), self._recorded)
        if not storage.delete_slot(g.slot):  # after the pending record is on disk
            self.notices = [problems.open_elsewhere(deleting=True)]
            return
        self.games.remove(g)
        self.page = min(self.page, max(0, (len(self.games) - 1) // gamelist.rows()))
        self.notices = [_("Deleted the game of {players}").format(players=g.players)]

    def _recorded(self, problem: history.Problem | None) -> None:
        """A problem writing the game given up into the history (told by the recorder's thread)."""
        if problem is not None:
            line = problems.history_waiting() if problem.code == "locked" else problems.history_failed(problem.code)
            self.notices = [*self.notices[:1], line]

    def draw(self, surf: pygame.Surface) -> None:
        if self.laid_for != theme.grow():  # the window or the text size changed: laid out anew
            self._layout()
        surf.blit(backdrop("plain"), (0, 0))
        title(surf, _("Saved games"), 80, 52)
        panel_box(surf, gamelist.panel(), (72, 54, 36))
        n = gamelist.rows()
        if not self.games:
            size, empty = _grown(
                _("No unfinished games. A game you start is kept here until it ends."), 20, gamelist.list_w()
            )
            theme.draw_text(surf, empty, (theme.W // 2, gamelist.ROW_Y + 60), size, theme.TEXT_LIGHT, anchor="center")
        for k, g in enumerate(self.games[self.page * n : (self.page + 1) * n]):
            if self.confirm is None:  # the question names the game (the list behind it is shaded anyway)
                wide = gamelist.buttons_w(150 if theme.grow() > 1.2 else 350)
                gamelist.draw_row(surf, k, g.players, g.summary, gamelist.list_w() - wide - 20)
        gamelist.draw_page_line(surf, self.page, -(-len(self.games) // n))
        for b in self.buttons if self.confirm is None else []:
            b.draw(surf, self.app.mouse)
        for i, line in enumerate(self.notices[:2]):
            size, line = _grown(line, theme.READ, 1400)
            theme.draw_text(
                surf,
                line,
                (theme.W // 2, 862 + i * theme.line_h(size)),
                size,
                (255, 190, 120),
                anchor="center",
                shadow=(0, 0, 0),
            )
        if self.confirm is not None:
            self._draw_confirm(surf)

    def _draw_confirm(self, surf: pygame.Surface) -> None:
        assert self.confirm is not None  # drawn only while a delete waits for an answer
        shade = pygame.Surface(theme.SIZE, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surf.blit(shade, (0, 0))
        box = confirm_box()
        panel_box(surf, box)
        room = box.inflate(-40, 0)
        y = box.y + 22
        for text, size, kind, ink, most in (
            (_("Delete this game for good?"), 26, "bold", theme.GOLD, 2),
            (self.confirm.players, 18, "sans", theme.TEXT_LIGHT, 3),
            (self.confirm.summary, theme.READ, "sans", theme.TEXT_DIM, 2),
        ):
            at, lines = theme.fit_block(text, theme.reading(size), pygame.Rect(room.x, y, room.w, 999), kind)
            lh = theme.line_h(at, kind)
            at, lines = theme.fit_block(text, theme.reading(size), pygame.Rect(room.x, y, room.w, most * lh), kind)
            for line in lines:
                theme.draw_text(surf, line, (box.centerx, y), at, ink, kind, anchor="midtop", box=room)
                y += theme.line_h(at, kind)
            y += 6
        for b in self.buttons:
            b.draw(surf, self.app.mouse)


def confirm_box() -> pygame.Rect:
    """The question "Delete this game for good?" with the game's players and summary, and its
    buttons: as much larger as its words are."""
    z = theme.grow()
    box = pygame.Rect(0, 0, min(theme.W - 120, round(600 * z)), min(theme.H - 200, round(260 * z) + 40))
    box.center = (theme.W // 2, 510)
    return box


def _grown(text: str, size: int, width: int, kind: str = "sans") -> tuple[int, str]:
    """``text`` at ``size`` grown by the text size as far as ``width`` lets it (never below
    ``size``: there it is shortened with an ellipsis)."""
    grown = theme.fit_size(text, theme.reading(size), width, kind)
    return grown, _fit(text, grown, width, kind)


def _fit(text: str, size: int, width: int, kind: str = "sans") -> str:
    """``text`` shortened with an ellipsis so it fits ``width`` pixels."""
    f = theme.font(size, kind)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"
