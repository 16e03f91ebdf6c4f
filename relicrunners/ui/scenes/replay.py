"""The replay viewer: a recorded game or a save file, position by position, on the table's own
board, panels and log.

``play.replayer.Replayer`` holds every position; this scene draws the one chosen and turns input
into steps (``ui/widgets/replaybar.py`` lays out the controls under the board):

- ← / → (or the ◀ ▶ buttons): one decision back / forward (forward is animated, as a bot's turn);
- ↑ / ↓ (◀◀ ▶▶): to the previous / next turn's start; Home / End (|◀ ▶|): to the deal / the end;
- Space (▶ / ❚❚): play or pause, one decision after another at the animation speed;
- the timeline: a click or a drag jumps there;
- "Whose eyes": for a finished game everyone's (every hidden tile and Blue value shows) or one
  seat's (``view_for``: what that player could see then). A game that is not over keeps its
  secrets from whoever opens it: a spectator's eyes only, or, with exactly one human seat, that
  player's too (``play.replayer.eyes_allowed``; docs/ui.md, "Replays");
- "Play on from here": a new game from this position (its own slot, its own history record);
- "Review" (R): whose decisions and how thoroughly, then a review of them in the log's place
  (``reviewpanel.py``): the win chance graph, the mistakes and blunders marked, Page Up / Page
  Down to the previous / next of them, the better action on the board.

Esc or Close returns to where the viewer was opened from.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...play.match import Match
from ...play.replayer import EVERYTHING, Replayer
from ...rules import State
from ...session.log import LOG_KEEP, LogEntry, LogRecord, LogWords, public, word
from ...text import _
from ...text.said import Said, replay_start
from ...text.window import SPEED_LABEL
from .. import prefs, theme
from ..app import App, Scene
from ..board.anim import AnimQueue
from ..board.event_anims import queue_events
from ..board.view import BoardView
from ..games.launch import start_game
from ..games.reviewjob import Source
from ..input import focus
from ..input.controller import Controller
from ..widgets.buttons import Button
from ..widgets.logpanel import LogPanel
from ..widgets.panels import Panels
from ..widgets.replaybar import ReplayBar
from ..widgets.tableframe import BOARD, CHOICES, LOG, PANELS, draw_guide_card
from ..widgets.tooltips import Tooltips
from ..widgets.topbar import Spec, TopBar, buttons_w
from .laidout import LaidOutTable
from .reviewpanel import ReviewPanel

SLIDE_KEYS = {
    pygame.K_LEFT: "back",
    pygame.K_RIGHT: "forward",
    pygame.K_UP: "previous_turn",
    pygame.K_DOWN: "next_turn",
}


class ReplayScene(LaidOutTable, Scene):
    keeps_arrows = True  # ← → ↑ ↓ step through the game

    def __init__(
        self, app: App, replayer: Replayer, back: Scene | None = None, where: str = "", source: Source | None = None
    ) -> None:
        super().__init__(app)
        self.replayer = replayer
        self.back = back
        self.where = where  # what is replayed, for the heading ("Recorded game of 3 Nov", a file's name)
        self.board = replayer.board
        n = replayer.state.n
        self.bv = BoardView(self.board, BOARD)
        self.panels = Panels(PANELS, n)
        self.ctrl = Controller(self.board, self.bv, self.panels, CHOICES)  # no decision: for the tooltips
        self.tips = Tooltips(self.bv, self.panels, self.ctrl)
        self._chrome = pygame.Surface(theme.SIZE)  # until the layout draws it
        self.topbar = TopBar()
        self.logpanel = LogPanel(LOG, self._chrome, [p.colour for p in replayer.state.players])
        self.anims = AnimQueue(app.speed)
        self.bar = ReplayBar()
        self.playing = False
        self.wait = 0.0  # seconds the shown position has waited while playing
        self.dragging = False
        self.status = ""
        self._drawing = -1  # the step whose move the animations draw (while they are busy)
        self._log, self._log_upto = self._log_records()
        self._words = LogWords()  # the lines shown, worded in the language of the moment
        self.review = ReviewPanel(self, source or Source())  # where the review keeps what it found
        self.relayout()

    def layout_seats(self) -> tuple[int, int]:
        """The players, and whose panel stays full where the others' are compact: the eyes the
        replay shows, else the (first) human's."""
        r = self.replayer
        review = getattr(self, "review", None)
        if review is not None and review.active and review.shown:
            return r.state.n, review.seat  # the reviewed player's panel stays full
        seat = r.seat_eyes
        humans = r.match.humans()
        return r.state.n, seat if seat is not None else (humans[0] if humans else 0)

    def relayout(self, force: bool = False) -> None:
        super().relayout(force)
        area, top = self.layout.choices, self.layout.bar.y
        self.bar.place(pygame.Rect(area.x + 6, top, area.w - 12, self.layout.keys.bottom - top))

    # -- the log -------------------------------------------------------------------------------------
    def _log_records(self) -> tuple[list[LogRecord], list[int]]:
        """Every line the table's log said in this game (as the table keeps them: events and its own
        lines, worded when shown), and how many of them stand at each step."""
        r = self.replayer
        names = tuple(p.name for p in r.match.states[0].players)
        log: list[LogRecord] = [(1, None, Said(replay_start, (names, r.match.record.setup)), None)]
        upto = [1]
        state = r.match.states[0]  # (only names and the sites' colours are read: the same all game)
        for i, events in enumerate(r.match.events):
            for e in events:
                if word(self.board, state, e):  # (bookkeeping events have no line)
                    log.append((len(log) + 1, e.player, public(e), i))
            upto.append(len(log))
        return log, upto

    def _entries(self, upto: int, keep: int | None = None) -> list[LogEntry]:
        """The log's first ``upto`` records worded (the last ``keep`` of them: the panel's)."""
        start = 0 if keep is None else max(0, upto - keep)
        return self._words.of(self.board, self.replayer.match.states[0], self._log[start:upto])

    def log_lines(self) -> list[str]:
        """The log as it stood at the position shown, oldest first (for tests and tools)."""
        return [text for _s, _w, text, _a in self._entries(self._log_upto[self.replayer.step])]

    # -- moving ---------------------------------------------------------------------------------------
    def go(self, how: str, to: int | None = None) -> None:
        """Move the position: ``forward`` (animated), ``back``, ``next_turn``, ``previous_turn``,
        ``start``, ``end`` or ``to`` (a step)."""
        r = self.replayer
        # while a step's move is still drawn, the board shows the step before it: ◀◀ counts from
        # there (else a quick click at a turn's first move lands where the board already was)
        shown = r.step - 1 if self.anims.busy and self._drawing == r.step else r.step
        self.anims.skip()
        before_step = r.step
        before = r.view()
        if how == "forward":
            r.forward()
        elif how == "back":
            r.back()
        elif how == "next_turn":
            r.next_turn()
        elif how == "previous_turn":
            r.go(shown)
            r.previous_turn()
        elif how == "start":
            r.go(0)
        elif how == "end":
            r.go(r.last)
        elif to is not None:
            r.go(to)
        if r.step == before_step + 1:  # one decision forward: shown as the table showed it
            queue_events(self.anims, r.events(r.step), before, r.view(), self.bv, self.panels)
            self._drawing = r.step
        if r.step == r.last:
            self.playing = False
        self.wait = 0.0
        self.status = ""

    def toggle_play(self) -> None:
        r = self.replayer
        if not self.playing and r.step == r.last:
            r.go(0)  # from the end, play starts again from the deal
        self.playing = not self.playing
        self.wait = 0.0

    def next_eyes(self) -> None:
        """The next eyes the replay allows (a finished game: everyone's, then each seat's)."""
        self.replayer.next_eyes()
        self.anims.skip()

    def play_on(self) -> None:
        """A new game from the position shown: a slot and a history record of its own."""
        r = self.replayer
        if r.state.over:
            self.status = _("The game is over here: step back to play on from an earlier position")
            return
        self.review.stop()  # the viewer is left for the table
        start_game(self.app, Match(self.board, r.record_until()))

    def leave(self) -> None:
        self.review.stop()  # a review still running ends with the viewer
        if self.back is not None:
            self.app.switch(self.back)
        else:
            self.app.nav.to_start()

    # -- input ----------------------------------------------------------------------------------------
    def _top_specs(self) -> tuple[Spec, ...]:
        speed = self.anims.speed
        return (
            ("speed", _(SPEED_LABEL.get(speed, speed)), True, _("Animation speed: slow, normal, fast or off")),
            ("guide", "?", True, ""),
            ("settings", "⚙", True, _("Settings: sound, animation speed, bot pause, language, colours, text size")),
            ("close", _("Close"), True, _("Close the replay (Esc)")),
        )

    def top_buttons_w(self) -> int:
        """The replay's own buttons (the speed's widest word kept: the layout stays as it changes)."""
        slowest = max((_(w) for w in SPEED_LABEL.values()), key=lambda w: theme.width(w, theme.least(), "bold"))
        specs = self._top_specs()
        return buttons_w((("speed", slowest, True, ""), *specs[1:]))

    @property
    def top_buttons(self) -> list[Button]:
        return self.topbar.show(self._top_specs(), self.replayer.state)

    def guide_in_room(self) -> bool:
        review = getattr(self, "review", None)  # (asked by the first layout, before the review exists)
        return review is None or not (review.active and review.shown and self.review_beside())

    def review_beside(self) -> bool:
        """The review stands under the players' panels, beside the log (where that room is larger
        than the log's place), rather than in the log's place."""
        room = self.layout.room
        return room is not None and room.h > self.layout.log.h

    def review_button(self) -> tuple[str, str, bool]:
        """The Review button's label, tooltip and whether it can be pressed."""
        if self.review.active and self.review_beside():  # the log stays: the review comes and goes
            label = _("Hide the review") if self.review.shown else _("Show the review")
            return label, _("Show or hide the review under the players' panels (R)"), True
        if self.review.active:
            label = _("Show the log") if self.review.shown else _("Show the review")
            return label, _("The review or the game's log in this place (R)"), True
        if not self.review.seats():
            tip = _("This game is not over and more than one person played: a review would tell their secrets")
            return _("Review"), tip, False
        return _("Review"), _("Where the chance to win slipped away: one player's decisions judged (R)"), True

    def buttons(self) -> list[Button]:
        if self.review.ask is not None:  # the review's card: nothing else answers meanwhile
            return self.review.buttons()
        bar = self.bar.buttons(self.replayer, self.playing, self.review_button())
        return self.top_buttons + bar + self.review.buttons()

    def focusables(self) -> list[focus.Target]:
        return [focus.target(("button", b.value), b.rect) for b in self.buttons() if b.enabled]

    def handle(self, event: pygame.event.Event) -> None:
        if self.review.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            if self.dragging:
                self.go("to", self.bar.step_at(event.pos[0], self.replayer.last))
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.layout.log.collidepoint(self.app.mouse):
                self.logpanel.wheel(self._log_upto[self.replayer.step], event.y)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons():
                if b.hit(event.pos):
                    self.press(b.value)
                    return
            if self.bar.on_timeline(event.pos):
                self.dragging = True
                self.playing = False
                self.go("to", self.bar.step_at(event.pos[0], self.replayer.last))
            return
        if event.type != pygame.KEYDOWN:
            return
        k = event.key
        if k in SLIDE_KEYS:
            self.playing = False
            self.go(SLIDE_KEYS[k])
        elif k == pygame.K_HOME:
            self.go("start")
        elif k == pygame.K_END:
            self.go("end")
        elif k == pygame.K_SPACE:
            self.toggle_play()
        elif k == pygame.K_r:
            self.press("review")
        elif k == pygame.K_g:
            self.topbar.guide_open = not self.topbar.guide_open
        elif k == pygame.K_ESCAPE:
            if self.topbar.guide_open:
                self.topbar.guide_open = False
            else:
                self.leave()

    def press(self, value: Any) -> None:
        if self.review.press(value):
            return
        if value == "review":
            if self.review.active:
                self.review.shown = not self.review.shown
            else:
                self.review.open_ask()
        elif value in ("start", "end", "back", "forward", "previous_turn", "next_turn"):
            self.playing = False
            self.go(value)
        elif value == "play":
            self.toggle_play()
        elif value == "eyes":
            self.next_eyes()
        elif value == "play_on":
            self.play_on()
        elif value == "speed":
            prefs.next_speed(self.app, self.anims)
        elif value == "guide":
            self.topbar.guide_open = not self.topbar.guide_open
        elif value == "settings":
            self.app.nav.to_settings(self)
        elif value == "close":
            self.leave()

    # -- time -----------------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.playing or self.anims.busy or self.dragging or self.review.running

    def update(self, dt: float) -> None:
        self.review.update()
        self.anims.update(dt)
        if not self.playing or self.anims.busy:
            return
        self.wait += dt
        if self.wait >= max(0.25, prefs.bot_pause(self.app) * max(self.anims.factor, 0.5)):
            self.go("forward")

    # -- drawing --------------------------------------------------------------------------------------
    def view(self) -> State:
        return self.replayer.view()

    def settings_changed(self, changed: set[str]) -> None:
        """Back from the settings screen: the speed, and the words where their size puts them."""
        self.anims.speed = self.app.speed
        self.relayout(True)

    def draw(self, surf: pygame.Surface) -> None:
        self.relayout()
        r = self.replayer
        s, view = r.state, r.view()
        if self._guide != self.guide_in_room():  # the review comes or goes under the panels
            self.relayout(force=True)
        theme.place(surf, self._chrome, (0, 0))
        hidden = self.anims.hidden()
        self.bv.draw_pieces(surf, view, hidden)
        cur = s.current if not s.over else -1
        if cur >= 0 and ("pawn", cur) not in hidden:
            x, y = self.bv.pawn_offsets(view, view.players[cur].site)[cur]
            pygame.draw.ellipse(surf, theme.GOLD, (x - 14, y - 6, 28, 12), 2)
        self.review.draw_board(surf)
        everyone = r.eyes is EVERYTHING or s.over
        seat = r.seat_eyes
        self.panels.draw(surf, view, cur, seat, reveal_all=everyone, kinds=r.match.kinds, backdrop=self._chrome)
        self.review.draw_cells(surf)
        self.anims.draw(surf)
        buttons = self.top_buttons
        self.topbar.draw(surf, s, view, cur >= 0 and r.match.is_human(cur), self.app.mouse)
        reviewing = self.review.active and self.review.shown
        keys = _("← → one decision · PgUp PgDn mistakes · Home End · Space play · Esc close") if reviewing else ""
        self.bar.draw(surf, r, self.playing, self.where, self.status, self.app.mouse, self.review_button(), keys)
        self.review.draw_timeline(surf)
        upto = self._log_upto[r.step]
        beside = reviewing and self.review_beside()
        if reviewing:
            self.review.rect = pygame.Rect(self.layout.room if beside and self.layout.room else self.layout.log)
            self.review.draw(surf)
        if beside or not reviewing:
            self.logpanel.draw(surf, self._entries(upto, LOG_KEEP), upto)
        mouse = self.app.mouse
        if self.topbar.guide_shown(mouse, False):
            draw_guide_card(surf, self.layout.column)
        viewer = -1 if seat is None else seat
        tip = self.tips.text(
            mouse,
            s,
            view,
            viewer,
            buttons
            + self.bar.buttons(r, self.playing, self.review_button())
            + self.review.buttons()
            + self.review.graph_tip(mouse),
            self.topbar.relic_rect,
            self.topbar.round_rect,
        )
        self.tips.draw(surf, tip, mouse, [], self.app.time, self.app.last_input)
        self.review.draw_ask(surf)
