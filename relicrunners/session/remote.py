"""The table of a network game: what ``GameScene`` asks of a ``Table``, answered by a game server
(``net/link.py``) instead of a local game. No pygame here.

The server holds the game; this table holds only the newest view it sent for our seat (a
spectator's: the public view), the events of each move (animated and logged as a bot's turn is)
and the legal actions when it is our turn. A move is sent as its notation with the step it
answers; the server's next position shows it played. Positions arriving while pieces still move
wait their turn, paced like bot moves, so people can follow.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from ..net.link import NetLink
from ..net.wire import WireError, decode, decode_state
from ..play.seat import SeatKind, kind_or_word
from ..rules import Action, Event, NotationError, State, from_text, to_text, view_for
from ..rules.events import EventKind
from ..text import _
from ..text.said import Said, network_seat, network_watching
from .bots import BotRunner, HintRunner
from .log import GameLog

EVENT_KINDS = frozenset(EventKind)  # what a server may send (others are skipped)
HELD = 20  # news kept for another person at this screen (link status, errors), newest last


def _nothing(*args: Any) -> None:
    pass


def _kind_played(word: Any) -> SeatKind | str:
    """A seat's kind at the table from the server's word: a person who joins (REMOTE) is HUMAN, a
    bot its level; a level this version does not know (a newer server's) as it is: the server
    plays it, the panel shows the word."""
    kind = kind_or_word(str(word))
    return kind.in_game if isinstance(kind, SeatKind) else kind


class RemoteMatch:
    """What the scenes read of a game (``Match``'s reading side) for a game held by a server."""

    def __init__(self, board: Any, seats: list[dict[str, Any]], view: State) -> None:
        self.board = board
        self.kinds = [_kind_played(s.get("kind")) for s in seats]
        self.state = view
        self.events: list[list[Event]] = []
        self.record = None  # the record is the server's
        self.played = 0  # moves played so far (the server's step)

    @property
    def actions(self) -> range:
        """As many as were played (the moves themselves are the server's)."""
        return range(self.played)

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.kinds) and self.kinds[seat] == SeatKind.HUMAN

    def humans(self) -> list[int]:
        return [i for i, k in enumerate(self.kinds) if k == SeatKind.HUMAN]


def events_of(items: Any) -> list[Event]:
    """The events of a ``state`` message (WireError when they are not events)."""
    if not isinstance(items, list):
        raise WireError("events are a list")
    out = []
    for item in items[:200]:
        if not isinstance(item, dict) or not isinstance(item.get("kind"), str):
            raise WireError("an event without a kind")
        if item["kind"] not in EVENT_KINDS:
            continue  # a kind a newer server knows: nothing to show for it here
        player = item.get("player")
        if player is not None and (not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < 5):
            raise WireError("an event of no player")
        data, private = decode(item.get("data", {"$m": []})), decode(item.get("private"))
        if not isinstance(data, dict) or (private is not None and not isinstance(private, dict)):
            raise WireError("an event's details are not a map")
        out.append(Event(EventKind(item["kind"]), player, data, private))
    return out


class RemoteSession(GameLog):
    """A game held by a server: what ``GameScene`` asks of a session, answered from the server's messages."""

    def __init__(
        self,
        link: NetLink,
        match: RemoteMatch,
        first: dict[str, Any],
        seats: list[dict[str, Any]],
        on_decision: Callable[[State, list[Action], bool], None] = _nothing,
        on_played: Callable[[list[Event], State, State], None] = _nothing,
        on_hint: Callable[[Action], None] = _nothing,
        others: dict[int, NetLink] | None = None,
    ) -> None:
        self.link, self.board, self.match = link, match.board, match
        self.others = dict(others or {})  # seat -> the link of another person at this screen
        self.latest: dict[int, dict[str, Any]] = {}  # seat -> the newest position one of them was sent
        self.held: dict[int, deque[dict[str, Any]]] = {}  # seat -> its link's other news, told when it takes the mouse
        self.connections: dict[int, str] = {}  # seat -> how its link stood when it last left the mouse
        self.on_decision, self.on_played = on_decision, on_played
        self.seats = seats  # the lobby's news: name, colour, kind, online, played by a bot
        self.viewer: int = link.seat if link.seat is not None else -1
        view = match.state
        self.step = int(first.get("step", 0))
        match.played = self.step
        self.legal_texts: list[str] = [t for t in first.get("legal", []) if isinstance(t, str)]
        self.sent = False  # our move went to the server; its answer is awaited
        self.pending: deque[dict[str, Any]] = deque()
        self.wait = 0.0  # seconds the last remote move has been shown
        self.connection = "online"
        self.writer = None
        self.gate = None
        self.handoff_due = False
        self.peek = False
        self.active = False
        self.status = ""
        self._start_log()
        self.bots: dict[int, Any] = {}
        self.runner, self.hints = BotRunner(False), HintRunner(False)
        self.hint: tuple[Action, float] | None = None
        self.decision_serial = 0
        if self.viewer < 0:
            self._say(None, Said(network_watching))
        elif not self.others:  # (several people at this screen: each one's recap starts clean)
            self._say(None, Said(network_seat, (view.players[self.viewer].name,)))
        self.sync()

    # -- what is seen ------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.match.state

    def view(self) -> State:
        return self.match.state

    @property
    def online(self) -> bool:
        """This screen's link to the server stands (not lost, refused or closed)."""
        return self.connection == "online"

    def own_turn(self) -> bool:
        s = self.state
        return (
            self.viewer >= 0
            and not s.over
            and s.current == self.viewer
            and bool(self.legal_texts)
            and not self.sent
            and self.online  # a lost link takes no moves: nothing is offered until it is back
        )

    def human_turn(self) -> bool:
        """A person at this screen decides now (the others decide at their own screens)."""
        return self.own_turn()

    def solo(self) -> bool:
        """One person at this screen: their own secrets are theirs to see (with others here too,
        they show only when the player to move peeks, as at a table of one screen)."""
        return not self.others

    def private_seat(self) -> int | None:
        if self.viewer < 0:
            return None
        return self.viewer if self.solo() or (self.peek and self.own_turn()) else None

    def can_undo(self) -> bool:
        return False

    def can_hint(self) -> bool:
        return False

    def hint_thinking(self) -> bool:
        return False

    def request_hint(self) -> None:
        pass

    def take_hint(self) -> None:
        pass

    @property
    def thinking(self) -> bool:
        return bool(self.pending) or self.sent

    # -- decisions ---------------------------------------------------------------------------------
    def sync(self) -> None:
        self.decision_serial += 1
        view = self.state
        if not view.over and view.current in self.others and view.current != self.viewer:
            self.handoff_due = True  # another person at this screen is to move: hand the mouse over
            self.active = False
            self.on_decision(view, [], False)
            return
        legal: list[Action] = []
        if self.own_turn():
            try:
                legal = [from_text(self.board, t) for t in self.legal_texts]
            except (NotationError, ValueError, IndexError, KeyError):
                self.status = _("The server sent moves this game cannot read")
                legal = []
        self.active = bool(legal)
        self.on_decision(view, legal, self.active)

    def take_seat(self, seat: int) -> None:
        """After the hand-off: ``seat``, another person at this screen, looks at the table now."""
        if seat in self.others and seat != self.viewer:
            self.seen[self.viewer] = self.serial
            if self.pending:  # what was not shown yet to the one who leaves
                self.latest[self.viewer] = self.pending[-1]
                self.pending.clear()
            self.others[self.viewer], self.link = self.link, self.others.pop(seat)
            self.connections[self.viewer] = self.connection
            self.viewer = seat
            # never a moment of the last person's eyes: until this seat's own position arrives, the
            # one shown keeps none of their secrets, and the moves offered were the last person's
            self.match.state = view_for(self.match.state, seat)
            self.legal_texts = []
            self.connection, self.status = self.connections.pop(seat, "online"), ""
            newest = self.latest.pop(seat, None)
            # what came for this seat while others had the mouse (a lost connection is told now)
            # and while the hand-off screen was up
            for msg in [*self.held.pop(seat, ()), *self.link.poll()]:
                if msg.get("type") == "state":
                    newest = msg
                else:
                    self._note(msg)
            if newest is not None and not self._older(newest):
                self._show(newest, quiet=True)
            # (an older one: this seat's copy of the position shown is still on its way; showing
            # the older one would take the table back to a turn already played, and stall it)
        self.handoff_due = False
        self.peek = False
        self.sync()

    def play(self, action: Action) -> bool:
        """Our move goes to the server (played when its answer comes back)."""
        if not self.own_turn():
            if self.online:  # (while it is down, the status says so, and stays)
                self.status = _("Wait for your turn")
            return False
        self.link.send("action", action=to_text(self.board, action), step=self.step)
        self.sent = True
        self.active = False
        self.on_decision(self.state, [], False)
        return True

    def undo(self) -> bool:
        self.status = _("Moves cannot be taken back in a network game")
        return False

    def leave(self) -> None:
        """Menu: the connections close; the seats stay ours (the token is remembered)."""
        self.link.close()
        for link in self.others.values():
            link.close()

    # -- what the server says ------------------------------------------------------------------------
    def bot_ready(self, dt: float, pause: float) -> Action | None:
        """Every frame: read what arrived and show the next position when its turn comes (a move
        of someone else's waits ``pause`` seconds after the one before, as a bot's would)."""
        for msg in self.link.poll():
            self._note(msg)
        for seat, link in self.others.items():  # the others at this screen: their newest position, the
            for msg in link.poll():  # seats' news (the same for all), the rest kept for their turn at the mouse
                kind = msg.get("type")
                if kind == "state":
                    self.latest[seat] = msg
                elif kind == "lobby":
                    self._note(msg)
                else:
                    self.held.setdefault(seat, deque(maxlen=HELD)).append(msg)
        self.wait += dt
        while self.pending:
            msg = self.pending[0]
            # our own move's answer shows at once, and so does a position seen already through
            # another seat's eyes (no move to pace); another's new move waits ``pause``
            if self._newer(msg) and not self.sent and self.wait < pause and self.step > 0:
                break
            self.pending.popleft()
            self._show(msg)
            self.wait = 0.0
            break  # one position a frame: its animations play before the next
        return None

    @staticmethod
    def _step_of(msg: dict[str, Any]) -> int | None:
        """The step a position message says it is at (None: it says none a number)."""
        step = msg.get("step")
        return step if isinstance(step, int) and not isinstance(step, bool) else None

    def _newer(self, msg: dict[str, Any]) -> bool:
        step = self._step_of(msg)
        return step is None or step > self.step

    def _older(self, msg: dict[str, Any]) -> bool:
        step = self._step_of(msg)
        return step is not None and step < self.step

    def _note(self, msg: dict[str, Any]) -> None:
        kind = msg.get("type")
        if kind == "state":
            self.pending.append(msg)
        elif kind == "lobby" and isinstance(msg.get("seats"), list):
            self.seats = [s for s in msg["seats"] if isinstance(s, dict)][:5]
        elif kind == "link":
            self.connection = str(msg.get("status"))
            self.status = {
                "lost": _("The connection to the server was lost: trying again…"),
                "refused": _("The server does not take us back: {why}").format(why=str(msg.get("problem"))[:120]),
                "closed": _("Disconnected from the server"),
            }.get(self.connection, "")
            if not self.online:
                self.sent = False  # the answer will come as the position we are sent on return
            self.sync()  # the moves offered go while the link is down and come back with it
        elif kind == "error":
            self.sent = False
            code = msg.get("code")
            self.status = (
                _("That cannot be done now")
                if code in ("illegal", "stale", "not_your_turn", "bad_action")
                else _("The server refused: {why}").format(why=str(msg.get("message"))[:120])
            )
            self.sync()

    def _show(self, msg: dict[str, Any], quiet: bool = False) -> None:
        """Show a position (``quiet``: taken over at a hand-off: its moves were shown already)."""
        try:
            view = decode_state(msg.get("view"), self.board)
            events = events_of(msg.get("events", []))
        except WireError as e:
            self.status = _("The server sent a position this game cannot use ({why})").format(why=str(e)[:80])
            return
        before = self.state
        step = self._step_of(msg)
        if quiet or (step is not None and step <= self.step and self.step > 0):
            events = []  # a position seen already (through another seat's eyes): nothing to tell again
        self.step = step if step is not None else self.step
        self.match.played = self.step
        self.legal_texts = [t for t in msg.get("legal", []) if isinstance(t, str)][:500]
        self.sent = False
        self.match.state = view
        if events:
            self.match.events.append(events)
        self._log_events(events)
        if events:
            try:
                self.on_played(events, before, view)
            except Exception:  # pictures of a stranger's events: never worth a crash
                pass
        self.sync()

    # -- the log -----------------------------------------------------------------------------------
    def recap(self, seat: int) -> list[tuple[int | None, str]]:
        """What this person at the screen has not seen yet (shown on the hand-off screen)."""
        return self.recap_since(self.seen.get(seat, 0))
