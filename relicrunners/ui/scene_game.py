"""The table: board, player panels, prompt, choices, log — where the game is played.

Everything on screen is drawn from ``view_for(state, viewer)``: ``viewer`` is the human
whose turn it is (or the last human who played, during bot turns). A different human only
takes over behind the hand-off screen.
"""
from __future__ import annotations

import math

import pygame

from ..gamestore import GameWriter
from ..match import Match
from ..rules import Action, ActionKind, IllegalAction, Stage, legal_actions, view_for
from ..rules.components import RELICS_TO_END
from . import art, storage, theme
from .anim import SPEED_ORDER, AnimQueue
from .app import Scene
from .boardview import BoardView
from .botrunner import BotRunner, HintRunner, bot_seed, new_bot
from .controller import Controller
from .event_anims import queue_events
from .panels import Panels
from ..text import GUIDE, RELIC_NAME, describe, tile_name
from ..text import prompt as prompt_for
from .widgets import Button, draw_tooltip, panel_box

TOP = pygame.Rect(0, 0, 1600, 56)
BOARD = pygame.Rect(0, 56, 1120, 700)
BAR = pygame.Rect(0, 756, 1120, 244)
CHOICES = pygame.Rect(14, 846, 676, 130)
LOG = pygame.Rect(702, 764, 410, 230)
PANELS = pygame.Rect(1126, 62, 468, 932)
LOG_LINES = 11             # log lines shown at once
BOT_PAUSE = 0.7            # seconds between two bot actions at normal speed: slow enough to follow


class GameScene(Scene):
    def __init__(self, app, match: Match, writer: GameWriter | None = None):
        super().__init__(app)
        self.match = match
        self.writer = writer                     # keeps this game's slot on disk (None: not saved)
        self.board = match.board
        n = match.state.n
        self.bv = BoardView(self.board, BOARD)
        self.panels = Panels(PANELS, n)
        self.ctrl = Controller(self.board, self.bv, self.panels, CHOICES)
        self.anims = AnimQueue(app.speed)
        self.bots = {i: new_bot(k, bot_seed(match.record.seed, i)) for i, k in enumerate(match.kinds) if k != "human"}
        self.runner = BotRunner(app.threaded_bots)
        self.hints = HintRunner(app.threaded_bots)
        self.hint: tuple[Action, float] | None = None    # (suggested action, chance to win) for this decision
        self.decision_serial = 0                 # +1 whenever the decision changes: stamps hints
        humans = match.humans()
        self.viewer: int = humans[0] if len(humans) == 1 else (0 if not humans else -1)
        self.peek = False
        self.bot_wait = 0.0
        self.status = ""
        # the game log: (serial, seat or None, text, index of the action that caused it or None)
        self.log: list[tuple[int, int | None, str, int | None]] = []
        self._serial = 0
        self.log_scroll = 0                      # wrapped lines scrolled back from the newest
        self.seen: dict[int, int] = {}          # human seat -> last log serial shown to them
        self._view_key = None
        self._view = None
        self._chrome = self._render_chrome()
        self.handoff_due = False
        self.finished = False
        self.top_buttons: list[Button] = []
        if match.actions:
            first = max(0, len(match.events) - 80)     # enough history to scroll back through
            for i in range(first, len(match.events)):
                self._log_events(match.events[i], i)
            self._say(None, f"Game resumed at turn {match.state.turn}")
        else:
            names = [p.name for p in match.state.players]
            who = ", ".join(names[:-1]) + " and " + names[-1]
            setup = {"first": "First Game", "standard": "Standard", "random": "Random"}.get(match.record.setup,
                                                                                          match.record.setup)
            self._say(None, f"New game: {who} ({setup} setup). The last round "
                            f"begins once {RELICS_TO_END[match.state.n]} Relics have been taken.")
        self.sync()

    # -- views and decisions ---------------------------------------------------------------------
    def view(self):
        seat = self.viewer if self.viewer >= 0 else self.match.state.current
        key = (len(self.match.states), seat)
        if key != self._view_key:
            # once the game is over nothing is secret any more (R11.3): the table shows it all
            self._view = self.match.state if self.match.state.over else view_for(self.match.state, seat)
            self._view_key = key
        return self._view

    @property
    def state(self):
        return self.match.state

    def human_turn(self) -> bool:
        s = self.state
        return not s.over and self.match.is_human(s.current)

    def sync(self) -> None:
        """Set the controller (and bot) up for whatever the state asks now."""
        s = self.state
        self.bot_wait = 0.0
        self.decision_serial += 1               # a new decision: any hint (shown or computing) is stale
        self.hint = None
        self.hints.reset()
        if s.over:
            self.ctrl.set_decision(s, [], False)
            if self.writer is not None:          # finished: only this game's autosave goes
                self.writer.finish()
                self.writer = None
            return
        if self.match.is_human(s.current):
            if s.current != self.viewer:
                self.peek = False
                if len(self.match.humans()) > 1:
                    if self.viewer >= 0:
                        self.seen[self.viewer] = self._serial     # the last player saw all of this
                    self.handoff_due = True
                    self.ctrl.set_decision(s, [], False)
                    return
                self.viewer = s.current
            self.ctrl.set_decision(self.view(), legal_actions(s), True)
        else:
            self.peek = False
            self.ctrl.set_decision(s, [], False)
            self.runner.ask(self.bots[s.current], s, s.current, len(self.match.actions))

    def take_seat(self, seat: int) -> None:
        """The hand-off screen was clicked: ``seat`` now looks at the table."""
        self.viewer = seat
        self.handoff_due = False
        self.peek = False
        self.sync()
        self.app.switch(self)

    def play(self, action: Action) -> bool:
        """Play one action chosen by a click or a bot: state, log, animations, autosave."""
        before = self.view()
        try:
            events = self.match.play(action)
        except IllegalAction:
            self.status = "That cannot be done now"
            return False
        self._keep(action)
        after = self.view()
        self._log_events(events, len(self.match.actions) - 1)
        queue_events(self.anims, events, before, after, self.bv, self.panels)
        self.sync()
        return True

    def undo(self) -> None:
        if not self.human_turn() or self.state.current != self.viewer:
            self.status = "Nothing to undo now"
            return
        j = self.match.undo_target()
        if j is None:
            self.status = "Undo is not possible here: something hidden was revealed, or another player has played"
            return
        self.anims.skip()
        self.runner.reset()
        self.match.undo()
        # what was taken back leaves the log too: it no longer happened
        self.log = [entry for entry in self.log if entry[3] is None or entry[3] < j]
        if self.writer is not None:
            self.writer.undone(len(self.match.actions))
            self.writer.compact(self.match.record)
        self.sync()
        self.status = "Undone: your last decision was taken back"

    def _keep(self, action: Action) -> None:
        """The action just played goes to disk before anything else happens (a kill loses at most
        the decision in flight); the save file is rewritten when a turn ends."""
        if self.writer is None:
            return
        n = len(self.match.actions)
        self.writer.played(n - 1, action)
        before, after = self.match.states[-2], self.match.states[-1]
        if after.over or (before.current, before.turn) != (after.current, after.turn):
            self.writer.compact(self.match.record)
        self.status = self.writer.error or ""

    def leave(self) -> None:
        """The player leaves the table (Menu): the game stays resumable, the journal is closed."""
        if self.writer is not None:
            self.writer.close()
            self.writer = None

    # -- hints ---------------------------------------------------------------------------------
    def can_hint(self) -> bool:
        """A hint is for a human on their own decision: not in bot turns, hand-offs or animations."""
        return (self.human_turn() and not self.handoff_due and self.viewer == self.state.current
                and self.ctrl.active and not self.anims.busy)

    def hint_thinking(self) -> bool:
        return self.hints.busy_with(self.decision_serial)

    def request_hint(self) -> None:
        """H or the Hint button: ask the hard bot's search, in the background, from this player's view."""
        if not self.can_hint() or self.hint_thinking() or self.hint is not None:
            return                                # nothing to do (or already asked for this decision)
        self.hints.ask(self.state, self.decision_serial)
        self._take_hint()                         # without a thread the answer is there at once

    def _take_hint(self) -> None:
        if self.hint is not None or not self.hints.pending(self.decision_serial) or self.hint_thinking():
            return
        answer = self.hints.result(self.decision_serial)
        self.hints.reset()
        if answer is None:
            self.status = "No hint this time: the search found nothing to suggest"
            return
        self.hint = answer
        self.ctrl.hint = answer[0]

    def hint_line(self) -> str:
        if self.hint_thinking():
            return "Thinking about a hint…"
        if self.hint is None:
            return ""
        action, chance = self.hint
        return f"Hint: {self.ctrl.hint_text(action)} (your chance to win ≈ {round(100 * chance)} %)"

    def _say(self, seat: int | None, text: str, action: int | None = None) -> None:
        self._serial += 1
        self.log_scroll = 0                      # something new happened: show it
        self.log.append((self._serial, seat, text, action))

    def _log_events(self, events, action: int) -> None:
        s = self.state
        for e in events:
            try:
                line = describe(self.board, s, e)
            except Exception:                      # a log line must never break play
                line = None
            if line:
                self._say(e.player, line, action)
        del self.log[:-200]

    def recap(self, seat: int) -> list[tuple[int | None, str]]:
        """(seat, line) of the log this player has not seen yet: shown on the hand-off screen."""
        since = self.seen.get(seat, 0)
        return [(who, text) for serial, who, text, _ in self.log if serial > since]

    def log_lines(self) -> list[str]:
        """The log as plain text, oldest first (what the log panel shows, for tests and tools)."""
        return [text for _, _, text, _ in self.log]

    # -- input -----------------------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.anims.busy:
            if not (event.type == pygame.KEYDOWN and event.key in (pygame.K_LCTRL, pygame.K_RCTRL)):
                self.anims.skip()                  # any click or key finishes the animation at once
                return
        if event.type == pygame.MOUSEMOTION:
            self.ctrl.hover(event.pos)
            return
        if event.type == pygame.MOUSEWHEEL:
            if LOG.collidepoint(self.app.mouse):        # the wheel over the log scrolls back through it
                self.log_scroll = max(0, self.log_scroll + 3 * event.y)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.top_buttons:
                if b.hit(event.pos):
                    self._top_button(b.value)
                    return
            if self.state.over:
                self.status = "The game is over: the Scores button shows the result"
                return
            if not self.human_turn() or self.handoff_due:
                if self.bv.rect.collidepoint(event.pos) or CHOICES.collidepoint(event.pos):
                    self.status = "Wait for the other players to finish their turn"
                return
            self.status = ""
            action = self.ctrl.click(event.pos)
            if action is not None:
                self.play(action)
            return
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if ctrl and event.key == pygame.K_z:
                self.undo()
            elif ctrl and event.key == pygame.K_s:
                self._save_copy()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                action = self.ctrl.confirm()
                if action is not None:
                    self.play(action)
            elif event.key == pygame.K_ESCAPE:
                self.ctrl.cancel()
            elif event.key == pygame.K_SPACE:
                self.anims.skip()
            elif event.key == pygame.K_h and not ctrl:
                self.request_hint()
            elif pygame.K_1 <= event.key <= pygame.K_9 and self.human_turn() and not self.handoff_due:
                i = event.key - pygame.K_1                   # number keys press the choice buttons
                if i < len(self.ctrl.buttons):
                    action = self.ctrl.click(self.ctrl.buttons[i].rect.center)
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
            i = SPEED_ORDER.index(self.anims.speed) if self.anims.speed in SPEED_ORDER else 1
            self.anims.speed = SPEED_ORDER[(i + 1) % len(SPEED_ORDER)]
            self.app.speed = self.anims.speed
            self.anims.skip()
        elif value == "peek":
            self.peek = not self.peek
        elif value == "scores":
            from .scene_end import EndScene
            self.app.switch(EndScene(self.app, self.match, self))
        elif value == "menu":
            from .scene_start import StartScene
            self.leave()
            self.app.switch(StartScene(self.app))

    def _save_copy(self) -> None:
        try:
            path = storage.save_copy(self.match.record, self.board)
            self.status = f"Game saved to {path}"
        except OSError as e:
            self.status = f"Could not save: {e.strerror or e}"

    # -- time ------------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Something moves on its own: animations, a bot's turn (thinking or pausing), a hint being computed."""
        s = self.state
        return (self.anims.busy or self.runner.thinking or self.hints.thinking
                or (not s.over and not self.match.is_human(s.current)))

    def update(self, dt: float) -> None:
        self._take_hint()
        self.anims.update(dt)
        if self.anims.busy:
            return
        s = self.state
        if s.over:
            if not self.finished:
                self.finished = True
                from .scene_end import EndScene
                self.app.switch(EndScene(self.app, self.match, self))
            return
        if self.handoff_due:
            from .scene_handoff import HandoffScene
            self.app.switch(HandoffScene(self.app, self, s.current))
            return
        if not self.match.is_human(s.current):
            stamp = len(self.match.actions)
            if not self.runner.pending(stamp):
                self.runner.ask(self.bots[s.current], s, s.current, stamp)
            action = self.runner.result(stamp)
            if action is not None:
                self.bot_wait += dt
                if self.bot_wait >= BOT_PAUSE * self.anims.factor:
                    self.play(action)

    # -- drawing ---------------------------------------------------------------------------------
    def _render_chrome(self) -> pygame.Surface:
        surf = art.vgradient(theme.SIZE, (52, 38, 24), (30, 22, 14))
        pygame.draw.rect(surf, (34, 24, 14), TOP)
        pygame.draw.line(surf, (120, 88, 50), (0, TOP.bottom - 1), (1600, TOP.bottom - 1), 2)
        panel_box(surf, BAR.inflate(-8, -8), (70, 52, 34))
        panel_box(surf, LOG, (232, 218, 184), (110, 84, 50))
        theme.draw_text(surf, "RELIC RUNNERS", (16, 28), 24, theme.GOLD, "title", anchor="midleft", shadow=(0, 0, 0))
        room = pygame.Rect(PANELS.x, self.panels.rects[-1].bottom + 10, PANELS.w, 0)
        room.h = PANELS.bottom - room.y
        if room.h >= 230:
            self._draw_guide(surf, room)
        return surf.convert() if pygame.display.get_surface() else surf

    def _draw_guide(self, surf, r: pygame.Rect) -> None:
        """A quick guide to a turn, for people who never read the rules (where panels leave room)."""
        panel_box(surf, r, (232, 218, 184), (110, 84, 50))
        theme.draw_text(surf, "How a turn goes", (r.x + 14, r.y + 10), 18, (110, 70, 30), "title")
        y = r.y + 40
        for head, text in GUIDE:
            lines = theme.wrap(text, 14, r.w - 110)
            if y + 17 * len(lines) > r.bottom - 8:
                break
            theme.draw_text(surf, head, (r.x + 14, y), 14, (120, 70, 20), "bold")
            for line in lines:
                theme.draw_text(surf, line, (r.x + 92, y), 14, theme.INK)
                y += 17
            y += 6

    def draw(self, surf: pygame.Surface) -> None:
        t = self.app.time
        view = self.view()
        s = self.state
        surf.blit(self._chrome, (0, 0))
        hidden = self.anims.hidden()
        self.bv.draw_pieces(surf, view, hidden)
        # the current player's explorer stands in a gold ring
        cur = s.current if not s.over else -1
        if cur >= 0 and ("pawn", cur) not in hidden:
            x, y = self.bv.pawn_offsets(view, view.players[cur].site)[cur]
            pygame.draw.ellipse(surf, theme.GOLD, (x - 14, y - 6, 28, 12), 2)
        if self.ctrl.active and not self.anims.busy:
            self._draw_targets(surf, t)
            hint = self.ctrl.hint_targets()
            self._draw_hint_board(surf, hint, t)
        peek = self.private_seat()
        self.panels.draw(surf, view, cur, peek, reveal_all=s.over, kinds=self.match.kinds, backdrop=self._chrome)
        if self.ctrl.active and self.ctrl.cells and not self.anims.busy:
            self.panels.draw_cell_highlights(surf, cur, self.ctrl.cells, theme.HILITE, t)
        if self.ctrl.active and not self.anims.busy and hint["cells"]:
            self.panels.draw_cell_highlights(surf, cur, {c: [] for c in hint["cells"]}, theme.HINT, t)
        self.anims.draw(surf)
        self._draw_top(surf, view)
        self._draw_bar(surf, view, t)
        self._draw_log(surf)
        self._draw_tooltip(surf, view)

    def _draw_targets(self, surf, t) -> None:
        c = self.ctrl
        pulse = tuple(int(v) for v in (255, 226 + 20 * math.sin(t * 5), 110))
        for trail in c.trails:
            self.bv.draw_trail_glow(surf, trail, pulse, 5)
        for site in c.sites:
            self.bv.draw_site_ring(surf, site, pulse, t)
        for k in c.tokens:
            self.bv.draw_token_ring(surf, k, pulse, t)
        if c.hover_trail is not None and c.hover_trail in c.trails:
            self.bv.draw_trail_glow(surf, c.hover_trail, (255, 255, 255), 9)
            self.bv.draw_trail_glow(surf, c.hover_trail, theme.HILITE_ALT, 5)
        if c.mode == "shift" and c.shift_from is not None:
            self.bv.draw_trail_glow(surf, c.shift_from, theme.HILITE_ALT, 7)
        if c.hover_route:
            self.bv.draw_route(surf, c.hover_route, theme.HILITE_ALT)
        elif c.mode == "path" and len(c.path) > 1:
            self.bv.draw_route(surf, tuple(c.path), theme.HILITE_ALT)

    def _draw_hint_board(self, surf, hint: dict, t) -> None:
        """The hinted action glows in the hint colour (drawn over the ordinary targets)."""
        if hint["route"]:
            self.bv.draw_route(surf, hint["route"], theme.HINT)
        for trail in hint["trails"]:
            self.bv.draw_trail_glow(surf, trail, (255, 255, 255), 10)
            self.bv.draw_trail_glow(surf, trail, theme.HINT, 6)
        for site in hint["sites"]:
            self.bv.draw_site_ring(surf, site, theme.HINT, t, r=42)
        for k in hint["tokens"]:
            self.bv.draw_token_ring(surf, k, theme.HINT, t)

    def _draw_top(self, surf, view) -> None:
        s = self.state
        p = view.players[s.current]
        x = 268
        theme.draw_text(surf, f"Turn {s.turn}", (x, 28), 18, theme.TEXT_DIM, "bold", anchor="midleft")
        x += 100
        if s.over:
            theme.draw_text(surf, "Game over", (x, 28), 20, theme.GOLD, "bold", anchor="midleft")
        else:
            m = art.player_marker(p.colour, 10)
            surf.blit(m, m.get_rect(center=(x + 10, 28)))
            who = p.name + ("" if self.match.is_human(s.current) else " (bot)")
            r = theme.draw_text(surf, who, (x + 26, 28), 20, theme.TEXT_LIGHT, "bold", anchor="midleft")
        if s.stage != "normal" and not s.over:
            theme.draw_text(surf, "LAST ROUND" if s.stage == Stage.FINAL else "EXTRA TURN", (r.right + 14, 28), 16,
                            theme.BAD, "bold", anchor="midleft")
        # relics so far vs the end trigger (R11.1)
        held = [c for pl in view.players for c in pl.relics]
        taken = len(held)
        need = RELICS_TO_END[s.n]
        rx = 650
        theme.draw_text(surf, "Relics", (rx, 28), 16, theme.TEXT_DIM, anchor="midleft")
        slots = max(need, taken)                       # Relics taken in the last round show too
        for i in range(slots):
            cx = rx + 66 + i * 21
            if i < taken:
                spr = art.relic(held[i], 8)
                surf.blit(spr, spr.get_rect(center=(cx, 28)))
            else:
                pygame.draw.circle(surf, (200, 170, 110), (cx, 28), 8, 1)
        theme.draw_text(surf, f"{taken}/{need}", (rx + 58 + slots * 21, 28), 16, theme.TEXT_LIGHT, "bold",
                        anchor="midleft")
        self._relic_tip = pygame.Rect(rx, 8, 70 + slots * 21 + 40, 40)
        # buttons
        can_peek = self.human_turn() and self.viewer == s.current
        can_undo = can_peek and self.match.undo_target() is not None
        if s.over:
            first = [("scores", "Scores", True, "Back to the final scores")]
        elif self.solo():
            first = []                           # your VP and Blue values are always on your panel
        else:
            first = [("peek", "Hide my VP" if self.peek else "Peek: my VP", can_peek,
                      "Show your own VP and Blue tile values (only you should look)")]
        specs = first + [
                 ("hint", "Hint", self.can_hint() and not self.hint_thinking(),
                  "Suggest a good choice for this decision (H); it looks only at what you can see"),
                 ("undo", "Undo", can_undo, "Take back your last decision (Ctrl+Z)"),
                 ("save", "Save", True, "Save a copy of this game (Ctrl+S); it is also saved after every action"),
                 ("speed", f"Speed: {self.anims.speed}", True, "Animation speed: slow, normal, fast or off"),
                 ("menu", "Menu", True, "Back to the start screen (the game stays saved)")]
        self.top_buttons = []
        bx = 1596
        for value, label, enabled, tip in reversed(specs):
            w = 70 if value in ("hint", "undo", "save", "menu") else 130
            bx -= w + 6
            b = Button((bx, 9, w, 38), label, value, tip, enabled, size=15)
            self.top_buttons.insert(0, b)
        for b in self.top_buttons:
            b.draw(surf, self.app.mouse)

    def private_seat(self) -> int | None:
        """The seat whose VP and Blue values the panels show now (None: nobody's)."""
        if self.solo():
            return self.viewer                   # alone at the table: your own secrets are always yours
        s = self.state
        return self.viewer if (self.peek and self.human_turn() and self.viewer == s.current) else None

    def solo(self) -> bool:
        """One human against bots: nobody else looks at the screen, so nothing of theirs is hidden from them."""
        return len(self.match.humans()) == 1

    def prompt_text(self) -> str:
        """The prompt for the human to play, worded for what is really open now."""
        s = self.state
        return prompt_for(s.decision(), self.ctrl.legal)

    def _draw_bar(self, surf, view, t) -> None:
        s = self.state
        cur = view.players[s.current]
        m = art.player_marker(cur.colour, 11)
        surf.blit(m, m.get_rect(center=(30, 786)))
        if s.over:
            prompt = "The game is over: this is the final board (Scores shows the result)"
        elif not self.match.is_human(s.current):
            dots = "." * (1 + int(t * 3) % 3)
            prompt = f"{cur.name} (bot) is thinking{dots}" if self.runner.thinking or not self.anims.busy \
                else f"{cur.name} (bot) is playing"
        elif self.handoff_due:
            prompt = f"Pass the mouse to {cur.name}"
        else:
            prompt = f"{cur.name}: {self.prompt_text()}"
        for i, line in enumerate(theme.wrap(prompt, 19, 640, "bold")[:2]):
            theme.draw_text(surf, line, (48, 786 + i * 24), 19, theme.TEXT_LIGHT, "bold", anchor="midleft")
        status = self.ctrl.status or self.status or self.hint_line()
        if status:
            colour = theme.HINT if status == self.hint_line() else (255, 190, 120)
            theme.draw_text(surf, status[:130], (48, 832), 15, colour, anchor="midleft")
        for b in self.ctrl.buttons:
            b.draw(surf, self.app.mouse)
        if self.ctrl.active and not self.anims.busy:
            for rect in self.ctrl.hint_targets()["buttons"]:        # the hinted choice button is outlined
                pygame.draw.rect(surf, theme.HINT, rect.inflate(6, 6), 3, border_radius=8)
        if self.ctrl.active:
            theme.draw_text(surf, "1-9 buttons · Enter confirm · Esc cancel · H hint · Space skip animation · Ctrl+Z undo · Ctrl+S save · F11 full screen",
                            (CHOICES.x + 2, BAR.bottom - 12), 13, theme.TEXT_DIM, anchor="midleft")

    def _draw_log(self, surf) -> None:
        key = (len(self.log), self.log[-1][0] if self.log else None, self.log_scroll)
        if getattr(self, "_log_key", None) != key:
            self._log_key = key
            self._log_surf = self._render_log()
        surf.blit(self._log_surf, LOG.topleft)

    def log_view(self) -> tuple[list[tuple[int | None, str]], int]:
        """The wrapped log lines shown now (oldest first) and how many older lines lie above them."""
        lines: list[tuple[int | None, str]] = []
        for _, seat, text, _ in self.log:
            wrapped = theme.wrap(text, 14, LOG.w - 40)
            lines += [(seat if j == 0 else -1, w) for j, w in enumerate(wrapped)]
        self.log_scroll = max(0, min(self.log_scroll, len(lines) - LOG_LINES))
        end = len(lines) - self.log_scroll
        start = max(0, end - LOG_LINES)
        return lines[start:end], start

    def _render_log(self) -> pygame.Surface:
        s = self._chrome.subsurface(LOG).copy()
        lines, above = self.log_view()
        title = "Game log" + (" — scrolled back (wheel down: latest)" if self.log_scroll else
                              (" — wheel: older lines" if above else ""))
        theme.draw_text(s, title, (12, 8), 15, (110, 80, 44), "bold")
        y = 30
        for seat, text in lines:
            if seat is not None and seat >= 0:
                m = art.player_marker(self.state.players[seat].colour, 5)
                s.blit(m, m.get_rect(center=(18, y + 9)))
            theme.draw_text(s, text, (30, y), 14, theme.INK)
            y += 17
        return s

    def _draw_tooltip(self, surf, view) -> None:
        pos = self.app.mouse
        tip = None
        for b in self.top_buttons + self.ctrl.buttons:
            if b.rect.collidepoint(pos):
                tip = b.tooltip
                break
        if tip is None and getattr(self, "_relic_tip", None) is not None and self._relic_tip.collidepoint(pos):
            need = RELICS_TO_END[self.state.n]
            tip = (f"Relics taken by all players together. When {need} have been taken, every other player "
                   "plays one last turn, then the game is scored.")
        if tip is None and self.panels.rect.collidepoint(pos):
            tip = self.panels.tooltip(view, pos)
            cell = self.panels.cell_at(self.state.current, pos) if self.ctrl.active else None
            if tip and cell in self.ctrl.cells:
                kind = self.ctrl.cells[cell][0].kind
                tip = ("Click to use it now. " if kind == ActionKind.TOOL else "Click to move a Toolbox up to here. ") + tip
        if tip is None and self.bv.rect.collidepoint(pos):
            tip = self._board_tip(view, pos)
        if tip:
            draw_tooltip(surf, tip, pos)

    def _board_tip(self, view, pos) -> str | None:
        k = self.bv.token_at(pos)
        if k is not None:
            up = view.tokens[k]
            return ("Toolbox Token, face up: the first explorer to travel this river trail turns it down "
                    "and moves a Toolbox up a step" if up else "Toolbox Token, face down: no step to gain here now")
        site = self.bv.badge_at(pos, view)
        if site is not None:
            top = view.top_tile(site)
            return (f"Face-up Purple tile at {self.board.sites[site].id}: "
                    f"{tile_name(top.code, top.colour, top.level)}. Explore this temple to take it and "
                    "carry out its effect.")
        site = self.bv.site_at(pos)
        if site is not None:
            return self._site_tip(view, site)
        trail = self.bv.trail_at(pos)
        if trail is not None:
            return self._trail_tip(view, trail)
        return None

    def _trail_tip(self, view, trail: int) -> str | None:
        """Whose Pathways lie on a trail (only said for trails that have some)."""
        owners = [p.name for p in view.players if trail in p.pathways]
        if not owners:
            return None
        me = view.players[self.viewer] if self.viewer >= 0 else None
        text = f"Trail {self.board.trails[trail].id}: Pathway{'s' if len(owners) > 1 else ''} of {', '.join(owners)}."
        if me is not None and trail in me.pathways:
            text += " Yours makes it familiar: walk it freely as part of a chain of your Pathways."
        return text

    def _site_tip(self, view, site: int) -> str:
        s = self.board.sites[site]
        name = f"{s.name} ({s.id})" if s.name else s.id
        who = [p.name for p in view.players if p.site == site]
        here = f" Explorers here: {', '.join(who)}." if who else ""
        if s.kind == "camp":
            return f"{name}: arriving here ends your move and gives 3 Rations. Rations in the pile: {view.camp}.{here}"
        relic = view.relics[site]
        if relic:
            text = (f"{name}: a Shrine holding a {RELIC_NAME[relic]}. Start a turn on a Shrine with the same "
                    f"Relic and end your move here to take it.{here}")
            if any(self.ctrl.expedition(a) for a in self.ctrl.sites.get(site, [])):
                text += " Move here now to take it (2 VP per trail walked)."
            return text
        if s.kind == "ruin":
            return f"{name}: Ruin with {view.ruins[site]} tile(s) left. Explore: place a Pathway next to it.{here}"
        colour = view.site_colour(site)
        stack = view.stacks[site]
        text = f"{name}: {colour.capitalize()} temple, {len(stack)} tile(s) left."
        top = stack[-1] if stack else None
        if top is not None and top.code and colour == "purple":
            text += f" Face up: {tile_name(top.code, top.colour, top.level)}."
        seen = [t for t in stack if t.code and not (colour == "purple" and t is top)]
        if seen:
            text += " You have looked at: " + "; ".join(tile_name(t.code, t.colour, t.level) for t in seen) + "."
        return text + here
