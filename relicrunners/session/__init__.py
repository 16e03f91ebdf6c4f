"""The game being played at a table, whatever its seats, without pygame: the ``Session`` the game
scene talks to (``base``), with a local implementation (``local.LocalSession``: a ``Match`` at this
screen, its bots and hints, hand-offs, undo and slot on disk) and a remote one
(``remote.RemoteSession``: a game a server holds, shown through its messages), one game log for
both (``log.GameLog``) and the bots' background thinking (``bots``). The window (``ui/``) draws a
session; tests drive both implementations directly."""

from .base import FromSession, MatchLike, Session
from .local import LocalSession
from .log import LOG_KEEP, GameLog, LogEntry, LogRecord, LogWords
from .remote import RemoteMatch, RemoteSession

__all__ = [
    "LOG_KEEP",
    "FromSession",
    "GameLog",
    "LocalSession",
    "LogEntry",
    "LogRecord",
    "LogWords",
    "MatchLike",
    "RemoteMatch",
    "RemoteSession",
    "Session",
]
