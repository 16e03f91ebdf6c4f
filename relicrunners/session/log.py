"""The game log of a table, one for local and network games alike: what happened, kept as the
rules' events (their public part) and the table's own lines (``text.said.Said``), and worded in
the player's language when it is read — so a change of language mid-game, a game loaded from
disk and a replay show every line in the language of the moment. Kept for the log panel and for
the recap a person sees behind the hand-off screen.

A record is ``(serial, seat or None, what was said, index of the action that caused it or
None)``; the serial only grows, so "what has this person not seen" is "records with a larger
serial than the last one they saw" (``seen``). What was said is an ``Event`` without its private
part (only ``event.data`` is ever worded: nobody's secret reaches the log), a ``Said``, or a
plain string (a line with no words of its own to translate).

Wording is done once per line and language (``LogWords``): a frame reads the worded lines kept.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..rules import Board, Event, State
from ..text import describe, translation_serial
from ..text.said import Said

Told = Event | Said | str  # what a record holds: worded when read
LogRecord = tuple[int, int | None, Told, int | None]
# (serial, seat or None, text, index of the action that caused it or None): a record worded
LogEntry = tuple[int, int | None, str, int | None]
LOG_KEEP = 200  # log entries kept (the panel scrolls back through these)
KEEP_WORDED = 4 * LOG_KEEP  # worded lines kept at most: beyond, those no longer asked for go


def public(event: Event) -> Event:
    """``event`` as the log keeps it: without its private part (a Blue tile's value, ...)."""
    return event._replace(private=None) if event.private is not None else event


def word(board: Board, state: State, said: Told) -> str:
    """One record's line in the language of the moment ('' when it has nothing to say)."""
    if isinstance(said, str):
        return said
    try:
        if isinstance(said, Said):
            return str(said)
        return describe(board, state, said) or ""
    except Exception:  # a log line must never break play
        return ""


class LogWords:
    """The worded lines of a log, kept until the language changes: each record is worded once
    per language, and the list of them is made again only when the log or the language changes."""

    def __init__(self) -> None:
        self._serial = -1  # the translation they were worded under
        self._texts: dict[int, str] = {}  # record serial -> its line
        self._key: tuple[int, int, int, int] | None = None
        self._lines: list[LogEntry] = []

    def of(self, board: Board, state: State, log: Sequence[LogRecord]) -> list[LogEntry]:
        """``log`` worded (records with nothing to say left out)."""
        serial = translation_serial()
        key = (serial, len(log), log[0][0] if log else 0, log[-1][0] if log else 0)
        if key == self._key:
            return self._lines
        if serial != self._serial:
            self._serial, self._texts = serial, {}
        texts = self._texts
        lines: list[LogEntry] = []
        for n, seat, said, action in log:
            text = texts.get(n)
            if text is None:
                text = texts[n] = word(board, state, said)
            if text:
                lines.append((n, seat, text, action))
        if len(texts) > KEEP_WORDED and log:  # lines undone, or older than the log (or replay) shows
            alive = {n for n, *_rest in log}
            self._texts = {n: t for n, t in texts.items() if n in alive}
        self._key, self._lines = key, lines
        return lines


class GameLog:
    """The log part of a session (``LocalSession`` and ``RemoteSession`` both keep one this way):
    ``log``, ``serial`` and ``seen`` are read by the scene, the worded lines through ``entries``;
    the events are worded from the session's ``board`` and ``state``."""

    board: Board
    log: list[LogRecord]
    serial: int
    seen: dict[int, int]  # seat -> the last serial shown to that person
    _status: Said | str = ""  # the status line, worded when read (``status``)
    _words: LogWords

    @property
    def status(self) -> str:
        """The status line in the language of the moment: a ``Said`` set here is kept as its
        words and data, and worded again whenever it is read (drawn)."""
        return str(self._status)

    @status.setter
    def status(self, said: Said | str) -> None:
        self._status = said

    @property
    def state(self) -> State:
        raise NotImplementedError

    def _start_log(self) -> None:
        self.log = []
        self.serial = 0
        self.seen = {}
        self._words = LogWords()

    def tell(self, said: Said | str) -> None:
        """Something the players should know about this game (how it was read back from disk): a
        line of the log, kept, and on the status line until the next move."""
        self._say(None, said)
        self.status = said

    def _renamed_in_log(self, old: str, new: str) -> None:
        """The log's own lines that named a player ``old`` name them ``new`` (the events take a
        player's name from the position when they are worded)."""
        self.log = [
            (n, seat, said.renamed(old, new) if isinstance(said, Said) else said, a) for n, seat, said, a in self.log
        ]
        self._words = LogWords()

    def _say(self, seat: int | None, said: Told, action: int | None = None) -> None:
        self.serial += 1
        self.log.append((self.serial, seat, said, action))

    def _log_events(self, events: Iterable[Event], action: int | None = None) -> None:
        for e in events:
            if word(self.board, self.state, e):  # (bookkeeping events have no line)
                self._say(e.player, public(e), action)
        del self.log[:-LOG_KEEP]

    def entries(self) -> list[LogEntry]:
        """The log worded in the language of the moment, oldest first (kept between frames)."""
        return self._words.of(self.board, self.state, self.log)

    def recap_since(self, since: int) -> list[tuple[int | None, str]]:
        """(seat, line) of the log after serial ``since``."""
        return [(who, text) for serial, who, text, _action in self.entries() if serial > since]

    def log_lines(self) -> list[str]:
        """The log as plain text, oldest first."""
        return [text for _serial, _seat, text, _action in self.entries()]
