"""Learn to play: the guided first game, a table with a lesson card and a ring on what to click.

The scene wraps an ordinary ``GameScene`` (started or resumed by ``ui/tutorial/game.py``): input,
time and drawing go to it, and the lesson card (``ui/tutorial/card.py``) and the ring are drawn over
it. The lessons themselves — which one is current, the action it waits for, the words — are
``relicrunners.tutorial.Tutor``, worked out from the actions played, so leaving (Esc, Menu) and
coming back through Learn to play lands on the same lesson. A human action the lesson does not
want is refused by the table's ``gate`` (not played; the status line and the card say what it
would have done and what to click instead); a click that would first open a follow-up (a choice,
a route to go on with, "End your turn?") is answered at once by the controller's ``gate``, before
any question about the wrong target is asked. Clicking the ringed target plays exactly the lesson's
action (it is set as the controller's ``hint``, which also draws the route). After the last lesson
"Play on" lifts the gate: the game goes on to the end like any other.

When a tutorial game is already open, Learn to play first asks: Resume, Start over (deletes only
the tutorial's own game) or Back.
"""

from __future__ import annotations

import weakref
from typing import Any

import pygame

from ...bots import bot_seed
from ...rules import Action, to_text
from ...text import _, problems
from ...text import tutorial as words
from ...tutorial import EXPLAIN, FREE, LESSON, OFF, LessonBot, Place, Tutor, load_script
from .. import theme
from ..app import App, Scene
from ..board.view import BoardView
from ..games.launch import GameInUse
from ..input import focus
from ..input.controller import Controller
from ..tutorial.card import LessonCard, draw_ring
from ..tutorial.game import Found, discard, find, name_seats, open_game
from ..widgets.backdrop import backdrop, title
from ..widgets.buttons import Button, panel_box
from ..widgets.panels import Panels

ASK = pygame.Rect(theme.W // 2 - 340, 330, 680, 330)  # the question's box at 100 % in a full-size window


def ask_box() -> pygame.Rect:
    """The question's box, as much larger as its words are (``theme.grow``), on the screen."""
    z = theme.grow()
    w, h = min(theme.W - 80, round(ASK.w * z)), min(theme.H - 240, round(ASK.h * z))
    return pygame.Rect(theme.W // 2 - w // 2, max(200, ASK.y - (h - ASK.h) // 2), w, h)


class TutorialScene(Scene):
    def __init__(self, app: App, fresh: bool = False, resume: bool = False) -> None:
        super().__init__(app)
        script = load_script()
        self.tutor = Tutor(script, LessonBot(bot_seed(script.seed, script.bot)))
        self.game: Any = None  # the GameScene it wraps (scenes never import each other's modules)
        self.card = LessonCard()
        self.page = 0  # which explanation lesson is shown, once every action is played
        self.free = False  # "Play on" was pressed: no more lessons
        self.wrong = ""  # the answer to the last wrong click, until the next step
        self._at: tuple[int, int] | None = None  # the game moment ``_place`` was worked out for
        self._place = Place(OFF)
        self.refused = False  # the game is open in another window: the start screen says so instead
        self.found: Found | None = None if fresh else find(self.tutor)
        self.asking = self.found is not None and not resume  # resume: straight back into the lesson
        self.question = [
            Button((0, 0, 1, 1), words.resume_button(), "resume", style="gold", size=20),
            Button((0, 0, 1, 1), words.start_over_button(), "over", size=20),
            Button((0, 0, 1, 1), words.back_button(), "back", size=20),
        ]
        self._place_question()
        if not self.asking:
            self._open(self.found)

    def _place_question(self) -> None:
        """The question's buttons in its box, as large as their words."""
        box = ask_box()
        bw, bh, gap = (box.w - 80) // 3, round(52 * theme.grow()), 10
        for k, b in enumerate(self.question):
            b.rect = pygame.Rect(box.x + 30 + k * (bw + gap), box.bottom - 22 - bh, bw, bh)

    # -- the game ---------------------------------------------------------------------------------
    def _open(self, found: Found | None) -> None:
        self.asking = False
        me = weakref.ref(self)  # the table asks the scene without holding it: no cycle keeps them alive

        def gate(action: Action) -> str | None:
            scene = me()
            return scene._gate(action) if scene is not None else None

        def gate_choice(actions: list[Action]) -> str | None:
            scene = me()
            return scene._gate_choice(actions) if scene is not None else None

        try:
            self.game = open_game(self.app, self.tutor, found, gate)
        except GameInUse:
            self._refuse()
            return
        self.game.ctrl.gate = gate_choice  # a wrong target is answered before any choice it opens
        self.app.switch(self)

    def _refuse(self) -> None:
        self.refused = True
        self.app.nav.to_start(problems.open_elsewhere())

    def place(self) -> Place:
        """Where the lessons stand (worked out again only when the game moves)."""
        m = self.game.match
        at = (len(m.states), id(m.states[-1]))
        if at != self._at:
            self._at, self._place = at, self.tutor.place(m)
            self.wrong = ""
        return self._place

    def shown(self) -> Place:
        """The lesson on the card: during the explanations, the page turned to."""
        p = self.place()
        if p.mode == EXPLAIN:
            pages = self.tutor.explains
            return Place(EXPLAIN, pages[min(self.page, len(pages) - 1)], 0, p.done)
        return p

    def gated(self) -> bool:
        return not self.free and self.tutor.gated(self.place())

    def _label(self, a: Action) -> str:
        ctrl = self.game.ctrl
        return ctrl.describe(a) if ctrl.state is not None else to_text(self.tutor.board, a)

    def _gate(self, action: Action) -> str | None:
        if not self.gated():
            return None
        answer = self.tutor.refusal(self.place(), action, self.game.state, self._label, self._buttons()[0][0])
        if answer:
            self.game.ctrl.cancel()  # a choice in progress is dropped: the answer shows instead
            self.wrong = answer
        return answer

    def _gate_choice(self, actions: list[Action]) -> str | None:
        """A click about to open a follow-up (which of these ``actions``, a route to go on with, a
        Pathway picked up, "End your turn?"): when the lesson's action is not among them, the
        lesson answers the click at once (what the first of them would do, and what to click),
        before any question about it is asked."""
        if not self.gated() or not actions:
            return None
        place = self.place()
        if self.tutor.expected(place) in actions:
            return None
        answer = self.tutor.refusal(place, actions[0], self.game.state, self._label, self._buttons()[0][0])
        if answer:
            self.wrong = answer
        return answer

    def my_turn(self) -> bool:
        g = self.game
        return g.session.own_turn() and g.ctrl.active and not g.anims.busy

    def _buttons(self) -> list[tuple[str, str]]:
        """The card's own buttons once every action is played: Next through the explanations,
        then Play on."""
        last = self.page >= len(self.tutor.explains) - 1
        return [(words.play_on_button(), "play")] if last else [(words.next_button(), "next")]

    # -- input ----------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.game.busy if self.game is not None else False

    def rules_topic(self) -> str | None:
        return self.game.rules_topic() if self.game is not None else None

    def handle(self, event: pygame.event.Event) -> None:
        if self.game is None:
            self._handle_question(event)
            return
        g = self.game
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and g.ctrl.mode == "idle":
                self.leave()
                return
            if event.key == pygame.K_h and not event.mod & pygame.KMOD_CTRL and self.gated():
                g.status = words.hint_refused()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.card_buttons():
                self._press(self.card_buttons()[0].value)
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._card_on():
            for b in self.card_buttons():
                if b.hit(event.pos):
                    self._press(b.value)
                    return
            if self.card.rect.collidepoint(event.pos):
                return  # the card is not the table under it
            if self.gated() and any(b.value == "hint" and b.hit(event.pos) for b in g.top_buttons):
                g.status = words.hint_refused()
                return
        g.handle(event)

    def focusables(self) -> list[focus.Target]:
        """The keyboard's targets: the question's buttons, the card's, then the table's."""
        if self.game is None:
            return [focus.target(("question", b.value), b.rect) for b in self.question if b.enabled]
        cards = [focus.target(("card", b.value), b.rect) for b in self.card_buttons()]
        table: list[focus.Target] = self.game.focusables()
        return cards + table

    def focused(self, target: focus.Target) -> None:
        if self.game is not None:
            self.game.focused(target)  # the table shows the focused site's route, as on hover

    def card_buttons(self) -> list[Button]:
        """The card's buttons (Next, Play on), while the explanations are up."""
        return self.card.buttons if self._card_on() and self.place().mode == EXPLAIN else []

    def _press(self, value: str) -> None:
        if value == "next":
            self.page += 1
        elif value == "play":
            self.free = True
            self.game.status = ""

    def quit_note(self) -> str | None:
        if self.game is None or self.game.state.over:
            return None
        return _("Your lesson is kept: Learn to play picks it up where you left it.")

    def leave(self) -> None:
        """Esc: back to the start screen; the game stays in its slot (Learn to play resumes it)."""
        self.game.leave()
        self.app.nav.to_start()

    def _handle_question(self, event: pygame.event.Event) -> None:
        value = None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            value = next((b.value for b in self.question if b.hit(event.pos)), None)
        elif event.type == pygame.KEYDOWN:
            value = {pygame.K_ESCAPE: "back", pygame.K_RETURN: "resume", pygame.K_KP_ENTER: "resume"}.get(event.key)
        if value == "resume":
            self._open(self.found)
        elif value == "over" and self.found is not None:
            if discard(self.found):  # the tutorial's own game only
                self._open(None)
            else:
                self._refuse()
        elif value == "back":
            self.app.nav.to_start()

    # -- time -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        g = self.game
        if g is None:
            return
        name_seats(g)  # "Player" in the language of the moment (L, the settings screen)
        g.update(dt)  # may show the scores at the end of the game (the lessons are over then)
        if self.app.scene is g:
            self.app.switch(self)  # the table showed itself again: the lessons stay on top of it
        expected = self.tutor.expected(self.place()) if self.gated() else None
        if expected is not None and g.ctrl.active and g.ctrl.hint != expected and expected in g.ctrl.legal:
            g.ctrl.hint = expected  # clicking the ringed target plays exactly the lesson's action

    # -- drawing --------------------------------------------------------------------------------
    def _card_on(self) -> bool:
        return not self.free and self.place().mode != FREE

    def card_room(self) -> pygame.Rect:
        """Under the player panels, where the quick guide is: clear of the board and the choices
        (the table keeps that room free: its log stays in the bar)."""
        column = self.game.layout.column
        top = self.game.panels.rects[-1].bottom + 10
        return pygame.Rect(column.x, top, column.w, column.bottom - top)

    def target(self) -> pygame.Rect | tuple[int, int] | None:
        """Where the ring goes now: the lesson's site, trail, table space or button — or, while a
        choice is in progress, its button (Cancel when the choice is not the lesson's)."""
        if not self.gated() or not self.my_turn():
            return None
        g, place = self.game, self.place()
        expected = self.tutor.expected(place)
        ctrl: Controller = g.ctrl
        bv: BoardView = g.bv
        panels: Panels = g.panels

        def button(*values: Any) -> pygame.Rect | None:  # the first of these values shown as a button
            for v in values:
                rect = next((b.rect for b in ctrl.buttons if b.value == v and type(b.value) is type(v)), None)
                if rect is not None:
                    return rect
            return None

        if (
            ctrl.mode == "choose"
            or ctrl.mode == "shift"
            or (
                ctrl.mode == "path" and (expected is None or tuple(expected.args[: len(ctrl.path)]) != tuple(ctrl.path))
            )
        ):
            return button(expected, "more", "cancel")
        found = self.tutor.target(place)
        if found is None:
            return None
        layer, key = found
        if layer == "sites":
            return bv.site_pos(key)
        if layer == "trails":
            return bv.trail_mid(key)
        if layer == "cells":
            return panels.cell_rect(self.tutor.script.human, key)
        return button(key, "more")

    def draw(self, surf: pygame.Surface) -> None:
        if self.game is None:
            self._draw_question(surf)
            return
        name_seats(self.game)
        shown = self.shown()
        card = self.tutor.card(shown, self.game.state, self._label, self.my_turn()) if self._card_on() else None
        self.game.hide_log = card is not None and self.game.layout.log_under_panels  # the card stands there
        self.game.draw(surf)
        if card is None:
            return
        ring = self.target()
        if ring is not None:
            draw_ring(surf, ring, self.app.time)
        buttons = self._buttons() if shown.mode == EXPLAIN else []
        self.card.lay_out(card, self.card_room(), self.wrong, words.leave_line(), buttons)
        lesson = shown.lesson if shown.mode in (LESSON, EXPLAIN) else -1
        self.card.draw(surf, self.app.mouse, (lesson, self.tutor.total) if lesson >= 0 else None)

    def _draw_question(self, surf: pygame.Surface) -> None:
        self._place_question()  # the window or the text size may have changed
        surf.blit(backdrop("menu"), (0, 0))
        title(surf, _("Relic Runners"), 150, 84)
        ask = ask_box()
        panel_box(surf, ask)
        head = pygame.Rect(ask.x + 20, ask.y + 12, ask.w - 40, round(56 * theme.grow()))
        size = theme.fit_size(words.resume_title(), theme.reading(28), head.w, "title")
        theme.draw_text(surf, words.resume_title(), head.center, size, theme.GOLD, "title", anchor="center", box=head)
        assert self.found is not None
        p = self.found.place
        if p.mode in (LESSON, EXPLAIN):
            line = words.resume_question(
                p.lesson + 1, self.tutor.total, words.lesson(self.tutor.script.lessons[p.lesson].id).title
            )
        else:
            line = words.resume_done() if p.mode == FREE else words.resume_off()
        top = head.bottom + 8
        box = pygame.Rect(ask.x + 20, top, ask.w - 40, self.question[0].rect.y - 12 - top)
        size, lines = theme.fit_block(line + "\n\n" + words.start_over_note(), theme.reading(20), box)
        y = box.y
        for part in lines:
            if part:
                theme.draw_text(surf, part, (box.centerx, y), size, theme.TEXT_LIGHT, anchor="midtop", box=box)
            y += theme.line_h(size) if part else theme.line_h(size) // 2
        for b in self.question:
            b.draw(surf, self.app.mouse)
