"""The table without the window: whose turn it is and who looks, the bots, hints, the hand-off
between humans, the game log, undo, and the game's slot on disk.

No pygame here (tests drive a ``Table`` directly); ``GameScene`` draws it and turns clicks into
calls. What the scene has to show when something changes comes through three callbacks:

- ``on_decision(state, legal, active)``: a new decision (``active``: a human may click now);
- ``on_played(events, before, after)``: an action was played (the views before and after it);
- ``on_hint(action)``: a hint arrived for the decision in hand.

``gate`` (optional, settable at any time): asked about every human action before it is played;
a message it returns refuses the action — the message goes to the status line and nothing else
changes (the tutorial's lessons use it). Bots are never gated.

Everything is seen from ``viewer``: the human whose turn it is (or the last human who played,
during bot turns). A different human only takes over behind the hand-off (``take_seat``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from ..bots import bot_seed
from ..io import history, historyqueue
from ..io.gamestore import GameWriter
from ..play.match import Match
from ..rules import Action, Event, IllegalAction, State, legal_actions, view_for
from ..rules.components import RELICS_TO_END
from ..text import _, problems
from ..text.said import Said, game_resumed, new_game
from ..tutorial.marker import is_tutorial
from .bots import BotRunner, HintRunner, new_bot
from .log import GameLog

RESUME_HISTORY = 80  # actions whose log lines are told again when a game is resumed


def _nothing(*args: Any) -> None:
    pass


class LocalSession(GameLog):
    """A game played at this screen: its ``Match``, the bots and hints, hand-offs and undo."""

    def __init__(
        self,
        match: Match,
        writer: GameWriter | None = None,
        threaded: bool = True,
        make_bot: Callable[[str, int], Any] = new_bot,
        on_decision: Callable[[State, list[Action], bool], None] = _nothing,
        on_played: Callable[[list[Event], State, State], None] = _nothing,
        on_hint: Callable[[Action], None] = _nothing,
        gate: Callable[[Action], str | None] | None = None,
    ):
        self.match = match
        self.gate = gate  # a human action it answers with a message is refused (not played)
        self.writer = writer  # keeps this game's slot on disk (None: not saved)
        self.opened = time.time()  # when this table opened (a game's start when its slot does not say)
        self.board = match.board
        self.on_decision, self.on_played, self.on_hint = on_decision, on_played, on_hint
        self.bots = {i: make_bot(k, bot_seed(match.record.seed, i)) for i, k in enumerate(match.kinds) if k.is_bot}
        self.runner = BotRunner(threaded)
        self.hints = HintRunner(threaded)
        self.hint: tuple[Action, float] | None = None  # (suggested action, chance to win) for this decision
        self.decision_serial = 0  # +1 whenever the decision changes: stamps hints
        humans = match.humans()
        self.viewer: int = humans[0] if len(humans) == 1 else (0 if not humans else -1)
        self.peek = False  # the viewer shows their own VP and Blue values
        self.active = False  # a human may decide now (the choices are offered)
        self.handoff_due = False  # another human must take the seat first
        self.bot_wait = 0.0  # seconds a bot's ready answer has waited
        self.status = ""
        self._start_log()
        self._view_key: tuple[int, int] | None = None
        self._view: State | None = None
        if match.actions:
            for i in range(max(0, len(match.events) - RESUME_HISTORY), len(match.events)):
                self._log_events(match.events[i], i)  # enough history to scroll back through
            self._say(None, Said(game_resumed, (match.state.turn,)))
        else:
            names = tuple(p.name for p in match.state.players)
            self._say(None, Said(new_game, (names, match.record.setup, RELICS_TO_END[match.state.n])))
        self.sync()

    # -- what is seen ------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.match.state

    def view(self) -> State:
        """What the table shows: the viewer's view (the full state once the game is over, R11.3)."""
        seat = self.viewer if self.viewer >= 0 else self.match.state.current
        key = (len(self.match.states), seat)
        if key != self._view_key or self._view is None:
            self._view = self.match.state if self.match.state.over else view_for(self.match.state, seat)
            self._view_key = key
        return self._view

    def rename(self, seat: int, name: str) -> None:
        """Seat ``seat`` is called ``name`` from now on: in the game (``Match.rename``), in what
        the table shows and in the log's lines (the tutorial's "Player" in another language)."""
        old = self.match.state.players[seat].name
        if old == name:
            return
        self.match.rename(seat, name)
        self._view = None
        self._renamed_in_log(old, name)

    def human_turn(self) -> bool:
        s = self.state
        return not s.over and self.match.is_human(s.current)

    def own_turn(self) -> bool:
        """The human to play is the one looking at the table (no hand-off pending)."""
        return self.human_turn() and self.viewer == self.state.current

    def solo(self) -> bool:
        """One human against bots: nobody else looks at the screen, so nothing of theirs is hidden from them."""
        return len(self.match.humans()) == 1

    def private_seat(self) -> int | None:
        """The seat whose VP and Blue values the panels show now (None: nobody's)."""
        if self.solo():
            return self.viewer  # alone at the table: your own secrets are always yours
        return self.viewer if (self.peek and self.own_turn()) else None

    def can_undo(self) -> bool:
        return self.own_turn() and self.match.undo_target() is not None

    @property
    def thinking(self) -> bool:
        """Something goes on without input: a bot's turn (thinking or pausing) or a hint being computed."""
        s = self.state
        return self.runner.thinking or self.hints.thinking or (not s.over and not self.match.is_human(s.current))

    # -- decisions ---------------------------------------------------------------------------------
    def sync(self) -> None:
        """Set up whatever the state asks now: a human's decision, a hand-off or a bot's turn."""
        s = self.state
        self.bot_wait = 0.0
        self.decision_serial += 1  # a new decision: any hint (shown or computing) is stale
        self.hint = None
        self.hints.reset()
        if s.over:
            self._decide(s, [], False)
            if self.writer is not None:  # finished: only this game's autosave goes
                self._record(self.writer.slot.id)
                self.writer.finish()
                self.writer = None
            return
        if self.match.is_human(s.current):
            if s.current != self.viewer:
                self.peek = False
                if len(self.match.humans()) > 1:
                    if self.viewer >= 0:
                        self.seen[self.viewer] = self.serial  # the last player saw all of this
                    self.handoff_due = True
                    self._decide(s, [], False)
                    return
                self.viewer = s.current
            self._decide(self.view(), legal_actions(s), True)
        else:
            self.peek = False
            self._decide(s, [], False)
            self.runner.ask(self.bots[s.current], s, s.current, len(self.match.actions))

    def _decide(self, state: State, legal: list[Action], active: bool) -> None:
        self.active = active
        self.on_decision(state, legal, active)

    def take_seat(self, seat: int) -> None:
        """After the hand-off: ``seat`` now looks at the table."""
        self.viewer = seat
        self.handoff_due = False
        self.peek = False
        self.sync()

    def play(self, action: Action) -> bool:
        """Play one action (a human's or a bot's): state, log, ``on_played``, autosave, next decision.
        A human's action that ``gate`` refuses is not played: its message goes to the status line."""
        if self.gate is not None and self.human_turn():
            refused = self.gate(action)
            if refused:
                self.status = refused
                return False
        before = self.view()
        try:
            events = self.match.play(action)
        except IllegalAction:
            self.status = _("That cannot be done now")
            return False
        self._keep(action)
        after = self.view()
        self._log_events(events, len(self.match.actions) - 1)
        self._show_new_blue(events)
        self.on_played(events, before, after)
        self.sync()
        return True

    def _show_new_blue(self, events: list[Event]) -> None:
        """Pass-and-play: the player who just took a Blue tile sees its value at once (the table
        is theirs at that moment: a Blue tile never ends the turn); the hand-off hides it again."""
        if self.solo() or not self.own_turn():
            return
        if any(e.kind == "tile" and e.player == self.viewer and e.data.get("colour") == "blue" for e in events):
            self.peek = True
            self.status = self.status or _(
                "Your Blue tiles are shown to you now; they are hidden again when you hand over."
            )

    def bot_ready(self, dt: float, pause: float) -> Action | None:
        """During a bot's turn, called every frame (``dt`` seconds): the bot's action once it has
        answered and its answer has waited ``pause`` seconds (so people can follow), else None."""
        s = self.state
        if s.over or self.match.is_human(s.current):
            return None
        stamp = len(self.match.actions)
        if not self.runner.pending(stamp):
            self.runner.ask(self.bots[s.current], s, s.current, stamp)
        action = self.runner.result(stamp)
        if action is None:
            return None
        self.bot_wait += dt
        return action if self.bot_wait >= pause else None

    def undo(self) -> bool:
        """Take back the last decision of the human looking at the table (False: not allowed now)."""
        if not self.own_turn():
            self.status = _("Nothing to undo now")
            return False
        j = self.match.undo_target()
        if j is None:
            self.status = _("Undo is not possible here: something hidden was revealed, or another player has played")
            return False
        self.runner.reset()
        self.match.undo()
        # what was taken back leaves the log too: it no longer happened
        self.log = [entry for entry in self.log if entry[3] is None or entry[3] < j]
        if self.writer is not None:
            self.writer.undone(len(self.match.actions))
            self.writer.compact(self.match.record)
        self.sync()
        self.status = _("Undone: your last decision was taken back")
        return True

    # -- the slot on disk --------------------------------------------------------------------------
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
        w = self.writer
        self.status = Said(problems.autosave_failed, (w.error_errno, str(w.slot.folder))) if w.error else ""

    def _record(self, slot_id: str) -> None:
        """The game ended: into the history of games (not the lessons' game), in the background
        (``io.historyqueue``: the frame never waits for the database; a locked one is tried again
        and the game kept in a pending file until it is in). A problem is said on the status line;
        the game goes on to its scores at once."""
        if is_tutorial(slot_id):
            return
        entry = history.entry(self.match, "finished", history.started_of(slot_id) or self.opened)
        historyqueue.RECORDER.submit(entry, self._recorded)

    def _recorded(self, problem: history.Problem | None) -> None:
        """How writing this game into the history went (told by the recorder's thread)."""
        waiting = problems.history_waiting()
        if problem is None:
            if self.status == waiting:
                self.status = ""
        else:
            locked = problem.code == "locked"
            self.status = Said(problems.history_waiting) if locked else Said(problems.history_failed, (problem.code,))

    def leave(self) -> None:
        """The player leaves the table (Menu): the game stays resumable, the journal is closed."""
        if self.writer is not None:
            self.writer.close()
            self.writer = None

    # -- hints -------------------------------------------------------------------------------------
    def can_hint(self) -> bool:
        """A hint is for a human on their own decision: not in bot turns or hand-offs."""
        return self.own_turn() and not self.handoff_due and self.active

    def hint_thinking(self) -> bool:
        return self.hints.busy_with(self.decision_serial)

    def request_hint(self) -> None:
        """Ask the hard bot's search, in the background, from this player's view."""
        if not self.can_hint() or self.hint_thinking() or self.hint is not None:
            return  # nothing to do (or already asked for this decision)
        self.hints.ask(self.state, self.decision_serial)
        self.take_hint()  # without a thread the answer is there at once

    def take_hint(self) -> None:
        """Collect the hint asked for this decision once it is ready (called every frame)."""
        if self.hint is not None or not self.hints.pending(self.decision_serial) or self.hint_thinking():
            return
        answer = self.hints.result(self.decision_serial)
        self.hints.reset()
        if answer is None:
            self.status = _("No hint this time: the search found nothing to suggest")
            return
        self.hint = answer
        self.on_hint(answer[0])

    # -- the log -----------------------------------------------------------------------------------
    def recap(self, seat: int) -> list[tuple[int | None, str]]:
        """(seat, line) of the log this player has not seen yet: shown on the hand-off screen. In a
        game resumed from disk, what happened since that player's own last action."""
        since = self.seen.get(seat)
        if since is None:  # not seen in this sitting (a resumed game): since their own last turn
            since = max(
                (serial for serial, _who, _text, i in self.log if i is not None and self.match.actor(i) == seat),
                default=0,
            )
        return self.recap_since(since)
