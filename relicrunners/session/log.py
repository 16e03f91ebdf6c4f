"""The game log of a table, one for local and network games alike: what happened, worded in the
player's language as it happens, kept for the log panel and for the recap a person sees behind
the hand-off screen.

An entry is ``(serial, seat or None, text, index of the action that caused it or None)``; the
serial only grows, so "what has this person not seen" is "entries with a larger serial than the
last one they saw" (``seen``).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..rules import Board, Event, State
from ..text import describe

# (serial, seat or None, text, index of the action that caused it or None)
LogEntry = tuple[int, int | None, str, int | None]
LOG_KEEP = 200  # log entries kept (the panel scrolls back through these)


class GameLog:
    """The log part of a session (``LocalSession`` and ``RemoteSession`` both keep one this way):
    ``log``, ``serial`` and ``seen`` are read by the scene; the events are worded from the
    session's ``board`` and ``state``."""

    board: Board
    log: list[LogEntry]
    serial: int
    seen: dict[int, int]  # seat -> the last serial shown to that person
    status: str  # the status line

    @property
    def state(self) -> State:
        raise NotImplementedError

    def _start_log(self) -> None:
        self.log = []
        self.serial = 0
        self.seen = {}

    def tell(self, text: str) -> None:
        """Something the players should know about this game (how it was read back from disk): a
        line of the log, kept, and on the status line until the next move."""
        self._say(None, text)
        self.status = text

    def _say(self, seat: int | None, text: str, action: int | None = None) -> None:
        self.serial += 1
        self.log.append((self.serial, seat, text, action))

    def _log_events(self, events: Iterable[Event], action: int | None = None) -> None:
        for e in events:
            try:
                line = describe(self.board, self.state, e)
            except Exception:  # a log line must never break play
                line = None
            if line:
                self._say(e.player, line, action)
        del self.log[:-LOG_KEEP]

    def recap_since(self, since: int) -> list[tuple[int | None, str]]:
        """(seat, line) of the log after serial ``since``."""
        return [(who, text) for serial, who, text, _action in self.log if serial > since]

    def log_lines(self) -> list[str]:
        """The log as plain text, oldest first."""
        return [text for _serial, _seat, text, _action in self.log]
