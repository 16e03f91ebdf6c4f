"""The table on screen: board, player panels, prompt, choices, log — where the game is played.

The game itself — whose turn, who looks, bots, hints, hand-off, log, undo, the slot on disk — is
the pygame-free ``Table`` (``table.py``); this scene draws it and turns input into calls on it.
The top bar, the log panel and the tooltips are widgets of their own (``topbar.py``,
``logpanel.py``, ``tooltips.py``), made once with the scene; the prompt bar is drawn by the
``TablePrompt`` mixin (``gamebar.py``), the words the player changes by ``TableWords``.

Everything on screen is drawn from ``view_for(state, viewer)``: ``viewer`` is the human
whose turn it is (or the last human who played, during bot turns). A different human only
takes over behind the hand-off screen.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from ...bots.parallel import spare_cores
from ...io.gamestore import GameWriter
from ...play.match import Match
from ...rules import Action, State
from ...session import FromSession, LocalSession, LogRecord, Session
from ...session.bots import BotRunner, HintRunner, new_bot
from ...text import _, problems
from .. import prefs, sound, theme
from ..app import App, Scene
from ..board.anim import AnimQueue
from ..board.event_anims import queue_events
from ..board.targets import draw_hint, draw_targets
from ..board.view import BoardView
from ..games import storage
from ..input import focus
from ..input.actions import is_main
from ..input.clickguard import ClickGuard
from ..input.controller import Controller
from ..rulebook.links import topic_at
from ..widgets.buttons import Button
from ..widgets.logpanel import LogPanel
from ..widgets.panels import Panels
from ..widgets.tableframe import BAR as BAR  # the table at 100 % (tests read them here)
from ..widgets.tableframe import BOARD, CHOICES, LOG, PANELS, draw_guide_card
from ..widgets.tooltips import Tooltips
from ..widgets.topbar import TopBar
from .gamebar import TablePrompt

BOT_PAUSE = 0.7  # seconds between two bot actions at normal speed (the settings' bot pause: ui.prefs)


def _offer(
    guard: ClickGuard, ctrl: Controller, bell: sound.TurnBell, state: State, legal: list[Action], active: bool
) -> None:
    """A new decision: the controller shows it, the guard notes when it appeared, and a human's
    new turn rings the "your turn" chime."""
    guard.offered()
    ctrl.set_decision(state, legal, active)
    bell.offered(state.current, state.turn, active)


class GameScene(TablePrompt, Scene):
    match = FromSession[Match]()
    writer = FromSession[GameWriter | None]()
    viewer = FromSession[int]()
    handoff_due = FromSession[bool]()
    peek = FromSession[bool]()
    status = FromSession[str]()
    log = FromSession[list[LogRecord]]()
    seen = FromSession[dict[int, int]]()
    bots = FromSession[dict[int, Any]]()
    runner = FromSession[BotRunner]()
    hints = FromSession[HintRunner]()
    hint = FromSession[tuple[Action, float] | None]()
    decision_serial = FromSession[int]()
    end_heard = False  # the scores' closing cadence was played (the end screen plays it once a table)

    def __init__(self, app: App, match: Match, writer: GameWriter | None = None) -> None:
        super().__init__(app)
        self.board = match.board
        self.bv = BoardView(self.board, BOARD)
        self.panels = Panels(PANELS, match.state.n)
        self.ctrl = Controller(self.board, self.bv, self.panels, CHOICES)
        self.ctrl.confirm_end = partial(prefs.confirm_end, app)  # "Confirm before ending a turn"
        self.anims = AnimQueue(app.speed)
        self.finished = False
        self.topbar = TopBar()
        self.tips = Tooltips(self.bv, self.panels, self.ctrl)
        self.guard = ClickGuard(partial(getattr, app, "time"))  # no decision from a double-click
        # bots are made through this module's ``new_bot`` (looked up when called: tests replace it).
        # The callbacks hold the widgets, not the scene: a scene left behind is freed at once.
        self.session = self.make_session(
            match,
            writer,
            on_decision=partial(_offer, self.guard, self.ctrl, sound.TurnBell()),
            on_played=partial(queue_events, self.anims, bv=self.bv, panels=self.panels),
            on_hint=partial(setattr, self.ctrl, "hint"),
        )
        self._chrome = pygame.Surface(theme.SIZE)  # until the layout draws it
        self.logpanel = LogPanel(LOG, self._chrome, [p.colour for p in match.state.players])
        self.relayout()

    def make_session(self, match: Match, writer: GameWriter | None, **callbacks: Any) -> Session:
        """The table this scene shows (a network game's scene makes one that talks to a server)."""
        workers = spare_cores() if self.app.threaded_bots else 1  # the cores the window leaves
        return LocalSession(
            match,
            writer,
            self.app.threaded_bots,
            make_bot=lambda level, seed: new_bot(level, seed, workers),
            **callbacks,
        )

    # -- the table ---------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.session.state

    def view(self) -> State:
        return self.session.view()

    def human_turn(self) -> bool:
        return self.session.human_turn()

    def solo(self) -> bool:
        return self.session.solo()

    def private_seat(self) -> int | None:
        return self.session.private_seat()

    def sync(self) -> None:
        self.session.sync()

    def take_seat(self, seat: int) -> None:
        """The hand-off screen was clicked: ``seat`` now looks at the table."""
        self.session.take_seat(seat)
        self.app.switch(self)

    def play(self, action: Action) -> bool:
        """Play one action chosen by a click or a bot: state, log, animations, autosave."""
        return self.session.play(action)

    def undo(self) -> None:
        if self.session.undo():
            self.anims.skip()

    def leave(self) -> None:
        self.session.leave()

    def quit_note(self) -> str | None:
        """Quitting mid-game asks first, and says that the game is kept."""
        return None if self.state.over else _("This game is kept: Continue on the start screen picks it up.")

    def recap(self, seat: int) -> list[tuple[int | None, str]]:
        return self.session.recap(seat)

    def log_lines(self) -> list[str]:
        """The log as plain text, oldest first (what the log panel shows, for tests and tools)."""
        return self.session.log_lines()

    def log_view(self) -> tuple[list[tuple[int | None, str]], int]:
        """The wrapped log lines shown now (oldest first) and how many older lines lie above them."""
        return self.logpanel.view(self.session.entries(), self.session.serial)

    def layout_seats(self) -> tuple[int, int]:
        """The players, and the one at this screen (their panel stays full where others' are compact)."""
        return self.match.state.n, self.viewer

    def _prompt_box(self) -> pygame.Rect:
        return self.layout.prompt

    def rules_topic(self) -> str | None:
        """F1: the rules page of what the mouse points at, else of the decision in hand."""
        return topic_at(self.app.mouse, self.view(), self.bv, self.panels, self.ctrl, self.topbar.relic_rect)

    # -- hints -------------------------------------------------------------------------------------
    def can_hint(self) -> bool:
        """A hint is for a human on their own decision: not in bot turns, hand-offs or animations."""
        return self.session.can_hint() and not self.anims.busy

    def hint_thinking(self) -> bool:
        return self.session.hint_thinking()

    def request_hint(self) -> None:
        """H or the Hint button: ask the hard bot's search, in the background, from this player's view."""
        if self.can_hint():
            self.session.request_hint()

    # -- input -------------------------------------------------------------------------------------
    @property
    def top_buttons(self) -> list[Button]:
        """The top bar's buttons as they are now (made anew only when one of them changes)."""
        return self.topbar.refresh(self.session, self.can_hint() and not self.hint_thinking(), self.anims.speed)

    def focusables(self) -> list[focus.Target]:
        """The keyboard's targets: the decision's main button first (End turn, Done: the gold one),
        then the highlighted sites, trails, Tokens and Progression Table spaces of the decision in
        hand, its other choice buttons, then the top bar (``ui.input.focus``)."""
        out: list[focus.Target] = []
        c = self.ctrl
        if c.active and self.human_turn() and not self.handoff_due and not self.anims.busy:
            choices = [focus.target(("choice", i, str(b.value)), b.rect) for i, b in enumerate(c.buttons) if b.enabled]
            main = [t for t, b in zip(choices, (b for b in c.buttons if b.enabled)) if is_main(b.value)]
            out += main + focus.table_targets(self.bv, self.panels, c) + [t for t in choices if t not in main]
        out += [focus.target(("top", b.value), b.rect) for b in self.top_buttons if b.enabled]
        return out

    def focused(self, target: focus.Target) -> None:
        """Tab or an arrow came to ``target``: it shows as the mouse's would (the route to a site)."""
        self.ctrl.hover(target.point)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.anims.busy:
            if not (event.type == pygame.KEYDOWN and event.key in (pygame.K_LCTRL, pygame.K_RCTRL)):
                self.anims.skip()  # any click or key finishes the animation at once
                return
        if event.type == pygame.MOUSEMOTION:
            self.ctrl.hover(event.pos)
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.layout.log.collidepoint(self.app.mouse):  # the wheel over the log scrolls back through it
                self.logpanel.wheel(self.session.serial, event.y)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.top_buttons:
                if b.hit(event.pos):
                    self._top_button(b.value)
                    return
            if self.state.over:
                self.status = _("The game is over: the Scores button shows the result")
                return
            if not self.human_turn() or self.handoff_due:
                if self.bv.rect.collidepoint(event.pos) or self.layout.choices.collidepoint(event.pos):
                    self.status = _("Wait for the other players to finish their turn")
                return
            self.status = ""
            if self.guard.allows():
                self._play(self.ctrl.click(event.pos))
            return
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if ctrl and event.key == pygame.K_z:
                self.undo()
            elif ctrl and event.key == pygame.K_s:
                self._save_copy()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.guard.allows():
                    self._play(self.ctrl.confirm())
            elif event.key == pygame.K_ESCAPE:
                if self.topbar.guide_open:
                    self.topbar.guide_open = False  # Esc closes the guide card first
                else:
                    self.ctrl.cancel()
            elif event.key == pygame.K_l and not ctrl:
                self.next_language()
            elif event.key == pygame.K_g and not ctrl:
                self.topbar.guide_open = not self.topbar.guide_open
            elif event.key == pygame.K_SPACE:
                self.anims.skip()
            elif event.key == pygame.K_h and not ctrl:
                self.request_hint()
            elif event.key == pygame.K_e and not ctrl:
                self.toggle_explain()
            elif pygame.K_1 <= event.key <= pygame.K_9 and self.human_turn() and not self.handoff_due:
                i = event.key - pygame.K_1  # number keys press the choice buttons
                if i < len(self.ctrl.buttons) and self.guard.allows():
                    self._play(self.ctrl.click(self.ctrl.buttons[i].rect.center))

    def _play(self, action: Action | None) -> None:
        if action is not None:
            self.play(action)

    def _top_button(self, value: str) -> None:
        if value == "undo":
            self.undo()
        elif value == "hint":
            self.request_hint()
        elif value == "save":
            self._save_copy()
        elif value == "speed":
            prefs.next_speed(self.app, self.anims)
        elif value == "guide":
            self.topbar.guide_open = not self.topbar.guide_open
        elif value == "settings":
            self.app.nav.to_settings(self.app.scene)  # the scene shown (a lesson wraps this table)
        elif value == "peek":
            self.peek = not self.peek
        elif value == "scores":
            self.app.nav.to_end(self.match, self)
        elif value == "menu":
            self.leave()
            self.app.nav.to_start()

    def _save_copy(self) -> None:
        try:
            path = storage.save_copy(self.match.record, self.board)
            self.status = _("Game saved to {path}").format(path=path)
        except OSError as e:
            self.status = problems.save_failed(e.errno, str(storage.data_dir()))

    # -- time --------------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Something moves on its own: animations, a bot's turn (thinking or pausing), a hint being computed."""
        return self.anims.busy or self.session.thinking

    def update(self, dt: float) -> None:
        self.session.take_hint()
        self.anims.update(dt)
        if self.anims.busy:
            return
        s = self.state
        if s.over:
            if not self.finished:
                self.finished = True
                self.app.nav.to_end(self.match, self)
            return
        if self.handoff_due:
            self.app.nav.to_handoff(self, s.current)
            return
        self._play(self.session.bot_ready(dt, prefs.bot_pause(self.app) * self.anims.factor))

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.relayout()
        t = self.app.time
        view = self.view()
        s = self.state
        theme.place(surf, self._chrome, (0, 0))
        hidden = self.anims.hidden()
        self.bv.draw_pieces(surf, view, hidden)
        # the current player's explorer stands in a gold ring
        cur = s.current if not s.over else -1
        if cur >= 0 and ("pawn", cur) not in hidden:
            x, y = self.bv.pawn_offsets(view, view.players[cur].site)[cur]
            pygame.draw.ellipse(surf, theme.GOLD, (x - 14, y - 6, 28, 12), 2)
        live = self.ctrl.active and not self.anims.busy
        if live:
            draw_targets(surf, self.bv, self.ctrl, t)
            hint = self.ctrl.hint_targets()
            draw_hint(surf, self.bv, hint, t)
        self.panels.draw(
            surf, view, cur, self.private_seat(), reveal_all=s.over, kinds=self.match.kinds, backdrop=self._chrome
        )
        if live and self.ctrl.cells:
            self.panels.draw_cell_highlights(surf, cur, self.ctrl.cells, theme.HILITE, t)
        if live and hint["cells"]:
            self.panels.draw_cell_highlights(surf, cur, {c: [] for c in hint["cells"]}, theme.HINT, t)
        self.anims.draw(surf)
        buttons = self.top_buttons
        self.topbar.draw(surf, s, view, self.match.is_human(s.current), self.app.mouse)
        self._draw_bar(surf, view, t)
        if not self.hide_log:
            self.logpanel.draw(surf, self.session.entries(), self.session.serial)
        mouse = self.app.mouse
        if self.topbar.guide_shown(mouse, False):
            draw_guide_card(surf, self.layout.column)  # the guide, with any number of players ("?" or G)
        tip = self.tips.text(
            mouse, s, view, self.viewer, buttons + self.ctrl.buttons, self.topbar.relic_rect, self.topbar.round_rect
        )
        avoid = [b.rect for b in self.ctrl.buttons]
        self.tips.draw(surf, tip, mouse, avoid, self.app.time, self.app.last_input)

    # -- tooltips (the words are the Tooltips widget's) --------------------------------------------
    def _board_tip(self, view: State, pos: theme.Point) -> str | None:
        return self.tips.board_tip(view, pos, self.viewer)

    def _trail_tip(self, view: State, trail: int) -> str | None:
        return self.tips.trail_tip(view, trail, self.viewer)

    def _site_tip(self, view: State, site: int) -> str:
        return self.tips.site_tip(view, site)
