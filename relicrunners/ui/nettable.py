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
from ..rules import Action, Event, NotationError, State, from_text, to_text
from ..text import _, describe
from .botrunner import BotRunner, HintRunner
from .table import LOG_KEEP, LogEntry


def _nothing(*args: Any) -> None:
    pass


class NetMatch:
    """What the scenes read of a game (``Match``'s reading side) for a game held by a server."""

    def __init__(self, board: Any, seats: list[dict[str, Any]], view: State) -> None:
        self.board = board
        self.kinds = ["human" if s.get("kind") == "remote" else str(s.get("kind")) for s in seats]
        self.state = view
        self.events: list[list[Event]] = []
        self.record = None  # the record is the server's
        self.played = 0  # moves played so far (the server's step)

    @property
    def actions(self) -> range:
        """As many as were played (the moves themselves are the server's)."""
        return range(self.played)

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.kinds) and self.kinds[seat] == "human"

    def humans(self) -> list[int]:
        return [i for i, k in enumerate(self.kinds) if k == "human"]


def events_of(items: Any) -> list[Event]:
    """The events of a ``state`` message (WireError when they are not events)."""
    if not isinstance(items, list):
        raise WireError("events are a list")
    out = []
    for item in items[:200]:
        if not isinstance(item, dict) or not isinstance(item.get("kind"), str):
            raise WireError("an event without a kind")
        player = item.get("player")
        if player is not None and (not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < 5):
            raise WireError("an event of no player")
        data, private = decode(item.get("data", {"$m": []})), decode(item.get("private"))
        if not isinstance(data, dict) or (private is not None and not isinstance(private, dict)):
            raise WireError("an event's details are not a map")
        out.append(Event(item["kind"][:40], player, data, private))
    return out


class NetTable:
    def __init__(
        self,
        link: NetLink,
        match: NetMatch,
        first: dict[str, Any],
        seats: list[dict[str, Any]],
        on_decision: Callable[[State, list[Action], bool], None] = _nothing,
        on_played: Callable[[list[Event], State, State], None] = _nothing,
        on_hint: Callable[[Action], None] = _nothing,
    ) -> None:
        self.link, self.board, self.match = link, match.board, match
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
        self.log: list[LogEntry] = []
        self.serial = 0
        self.seen: dict[int, int] = {}
        self.bots: dict[int, Any] = {}
        self.runner, self.hints = BotRunner(False), HintRunner(False)
        self.hint: tuple[Action, float] | None = None
        self.decision_serial = 0
        self._say(None, _("Network game: you play {name}").format(name=view.players[self.viewer].name)
                  if self.viewer >= 0 else _("Network game: you are watching"))  # fmt: skip
        self.sync()

    # -- what is seen ------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.match.state

    def view(self) -> State:
        return self.match.state

    def own_turn(self) -> bool:
        s = self.state
        return self.viewer >= 0 and not s.over and s.current == self.viewer and bool(self.legal_texts) and not self.sent

    def human_turn(self) -> bool:
        """A person at this screen decides now (the others decide at their own screens)."""
        return self.own_turn()

    def solo(self) -> bool:
        return True  # one person at this screen: their own secrets are theirs to see

    def private_seat(self) -> int | None:
        return self.viewer if self.viewer >= 0 else None

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
        self.sync()

    def play(self, action: Action) -> bool:
        """Our move goes to the server (played when its answer comes back)."""
        if not self.own_turn():
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
        """Menu: the connection closes; the seat stays ours (its token is remembered)."""
        self.link.close()

    # -- what the server says ------------------------------------------------------------------------
    def bot_ready(self, dt: float, pause: float) -> Action | None:
        """Every frame: read what arrived and show the next position when its turn comes (a move
        of someone else's waits ``pause`` seconds after the one before, as a bot's would)."""
        for msg in self.link.poll():
            self._note(msg)
        self.wait += dt
        while self.pending:
            msg = self.pending[0]
            mine = self.sent and msg.get("step", 0) > self.step
            if not mine and self.wait < pause and self.step > 0:
                break
            self.pending.popleft()
            self._show(msg)
            self.wait = 0.0
            break  # one position a frame: its animations play before the next
        return None

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
            if self.connection != "online":
                self.sent = False  # the answer will come as the position we are sent on return
        elif kind == "error":
            self.sent = False
            code = msg.get("code")
            self.status = (
                _("That cannot be done now")
                if code in ("illegal", "stale", "not_your_turn", "bad_action")
                else _("The server refused: {why}").format(why=str(msg.get("message"))[:120])
            )
            self.sync()

    def _show(self, msg: dict[str, Any]) -> None:
        try:
            view = decode_state(msg.get("view"), self.board)
            events = events_of(msg.get("events", []))
        except WireError as e:
            self.status = _("The server sent a position this game cannot use ({why})").format(why=str(e)[:80])
            return
        before = self.state
        step = msg.get("step")
        self.step = step if isinstance(step, int) and not isinstance(step, bool) else self.step
        self.match.played = self.step
        self.legal_texts = [t for t in msg.get("legal", []) if isinstance(t, str)][:500]
        self.sent = False
        self.match.state = view
        self.match.events.append(events)
        self._log_events(events)
        if events:
            try:
                self.on_played(events, before, view)
            except Exception:  # pictures of a stranger's events: never worth a crash
                pass
        self.sync()

    # -- the log -----------------------------------------------------------------------------------
    def _say(self, seat: int | None, text: str) -> None:
        self.serial += 1
        self.log.append((self.serial, seat, text, None))

    def _log_events(self, events: list[Event]) -> None:
        for e in events:
            try:
                line = describe(self.board, self.state, e)
            except Exception:  # a log line must never break play
                line = None
            if line:
                self._say(e.player, line)
        del self.log[:-LOG_KEEP]

    def recap(self, seat: int) -> list[tuple[int | None, str]]:
        return []

    def log_lines(self) -> list[str]:
        return [text for _serial, _seat, text, _action in self.log]
