"""Replays: the recorded games and the save files, newest first, each to watch in the replay
viewer (``replay.py``). Read by ``ui.games.replays`` in the background (``ui.games.loader``: a large or
locked history never holds up the window; a line says it is reading); what cannot be read is a
notice line."""

from __future__ import annotations

from typing import Any

import pygame

from ...io import history
from ...io.saves import SaveError
from ...text import _, problems
from .. import theme
from ..app import App, Scene
from ..games.launch import replay_file, replay_recorded
from ..games.loader import Loader
from ..games.replays import ReplayItem, read_items
from ..games.reviewjob import Source
from ..input import focus
from ..widgets import gamelist
from ..widgets.backdrop import backdrop, title
from ..widgets.buttons import Button, panel_box


class ReplaysScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.items: list[ReplayItem] = []
        self.notices: list[str] = []
        self.page = 0
        self.buttons: list[Button] = []
        nothing: tuple[list[ReplayItem], list[str]] = ([], [])
        self.loader = Loader(lambda: read_items(app), nothing, getattr(app, "threaded_bots", True))
        self.loading = True
        self._take()
        self._layout()

    @property
    def busy(self) -> bool:
        return self.loading  # frames go on while the list is read (the reading line shows)

    def update(self, dt: float) -> None:
        if self.loading:
            self._take()

    def _take(self) -> None:
        """The list, once read."""
        if self.loader.done and self.loading:
            self.loading = False
            self.items, notices = self.loader.result
            self.notices = notices + self.notices
            self._layout()

    def _layout(self) -> None:
        self.laid_for = theme.grow()  # the words' size it was laid out for
        b: list[Button] = []
        w, right = gamelist.buttons_w(180), gamelist.list_x() + gamelist.list_w()
        for k, item in enumerate(self.shown()):
            y = gamelist.row_y(k)
            tip = (
                _("Step through this recorded game")
                if item.source == "history"
                else _("Step through this save file ({file})").format(file=item.key.rsplit("/", 1)[-1])
            )
            b.append(
                Button(
                    (right - w, y + 16, w - 10, gamelist.button_h()),
                    _("Watch"),
                    ("watch", k),
                    tip,
                    style="gold",
                    size=18,
                )
            )
            b.append(
                Button(
                    (right - w, y + 24 + gamelist.button_h(), w - 10, gamelist.button_h()),
                    _("Review"),
                    ("review", k),
                    _("Watch it with a review: where one player's chance to win slipped away"),
                    size=18,
                )
            )
        pages = self.pages()
        b.extend(gamelist.page_buttons(self.page, pages))
        b.append(Button((theme.W // 2 - 110, 910, 220, 58), _("Back"), ("back",), size=22))
        self.buttons = b

    def pages(self) -> int:
        return max(1, -(-len(self.items) // gamelist.rows()))

    def shown(self) -> list[ReplayItem]:
        return self.items[self.page * gamelist.rows() : (self.page + 1) * gamelist.rows()]

    def focusables(self) -> list[focus.Target]:
        return [focus.target(("button", str(b.value)), b.rect) for b in self.buttons if b.enabled]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    self.press(b.value)
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.press(("back",))

    def press(self, value: tuple[Any, ...]) -> None:  # a button's value: its word, then what it needs
        what = value[0]
        if what == "back":
            self.app.nav.to_start()
        elif what == "page":
            self.page = max(0, min(self.pages() - 1, self.page + value[1]))
            self._layout()
        elif what == "watch":
            self.watch(self.shown()[value[1]])
        elif what == "review":
            self.watch(self.shown()[value[1]], review=True)

    def watch(self, item: ReplayItem, review: bool = False) -> None:
        """Open ``item`` in the viewer (``review``: with the review's choice open); one that
        cannot be replayed is a notice, the list stays."""
        try:
            if item.source == "history":
                replayer = replay_recorded(self.app, int(item.key))
                where = _("Recorded game")
                source = Source(game_id=int(item.key))
            else:
                replayer = replay_file(getattr(self.app, "layout_path", None), item.key)
                where = item.key.rsplit("/", 1)[-1]
                source = Source(path=item.key)
        except history.Problem as p:
            self.notices = [problems.history_unreadable(p.code)]
            return
        except SaveError as e:
            self.notices = [problems.cannot_open(item.key.rsplit("/", 1)[-1], e)]
            return
        self.app.nav.to_replay(replayer, self, where, source, review)

    def draw(self, surf: pygame.Surface) -> None:
        if self.laid_for != theme.grow():  # the window or the text size changed: laid out anew
            self._layout()
        surf.blit(backdrop("plain"), (0, 0))
        title(surf, _("Replays"), 80, 52)
        panel_box(surf, gamelist.panel(), (72, 54, 36))
        if not self.items:
            empty = (
                _("Reading the history of games…")
                if self.loading
                else _(
                    "Nothing to replay yet: every game played to its end, and every copy saved with Ctrl+S, shows here."
                )
            )
            box = pygame.Rect(gamelist.list_x(), gamelist.ROW_Y + 30, gamelist.list_w(), 240)
            size, lines = theme.fit_block(empty, theme.reading(20), box)
            for k, line in enumerate(lines):
                theme.draw_text(surf, line, (box.x, box.y + k * theme.line_h(size)), size, theme.TEXT_LIGHT, box=box)
        width = gamelist.list_w() - gamelist.buttons_w(180) - 20
        for k, item in enumerate(self.shown()):
            gamelist.draw_row(surf, k, item.players, item.summary, width)
        gamelist.draw_page_line(surf, self.page, self.pages())
        for b in self.buttons:
            b.draw(surf, self.app.mouse)
        for i, line in enumerate(self.notices[:2]):
            size = theme.fit_size(line, theme.reading(theme.READ), 1400)
            theme.draw_text(
                surf,
                theme.ellipsize(line, size, 1400),
                (theme.W // 2, 862 + i * theme.line_h(size)),
                size,
                (255, 190, 120),
                anchor="center",
                shadow=(0, 0, 0),
            )
