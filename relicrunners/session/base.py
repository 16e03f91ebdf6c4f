"""What a scene may ask of the game at its table, whoever holds it: ``Session``.

``LocalSession`` (``session/local.py``) plays a ``Match`` at this screen with its bots, hints,
hand-offs and undo; ``RemoteSession`` (``session/remote.py``) shows a game a server holds. The
game scene talks to either through this protocol only, and ``FromSession`` lets the scene read
and set the session's own attributes under the scene's name (``scene.viewer``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar, overload

from ..play.seat import SeatKind
from ..rules import Action, Event, State
from ..text.said import Said
from .log import LogEntry, LogRecord


class MatchLike(Protocol):
    """What the scenes read of a game being played (``play.match.Match``, ``RemoteMatch``)."""

    board: Any
    events: list[list[Event]]

    @property
    def kinds(self) -> Sequence[SeatKind | str]: ...  # a word from a newer server: see RemoteMatch

    @property
    def state(self) -> State: ...

    @property
    def actions(self) -> Sequence[Any]: ...

    def is_human(self, seat: int) -> bool: ...

    def humans(self) -> list[int]: ...


class Session(Protocol):
    """The game at a table, as the game scene sees it."""

    match: Any  # a Match, or a RemoteMatch (``MatchLike``) for a game a server holds
    viewer: int  # whose eyes the table shows (-1: nobody's yet; a spectator: -1 too)
    handoff_due: bool  # another person at this screen must take the seat first
    peek: bool  # the viewer shows their own VP and Blue values
    active: bool  # a person may decide now (the choices are offered)
    log: list[LogRecord]  # what was said (worded by ``entries``)
    serial: int
    seen: dict[int, int]
    hint: tuple[Action, float] | None
    decision_serial: int
    writer: Any  # the game's slot on disk (None: not saved here)
    gate: Any  # asked about every human action before it is played (the tutorial's lessons)
    bots: dict[int, Any]

    @property
    def state(self) -> State: ...

    @property
    def status(self) -> str: ...  # the status line, worded now

    @status.setter
    def status(self, said: Said | str) -> None: ...  # a ``Said``: worded whenever it is read

    @property
    def thinking(self) -> bool: ...

    def view(self) -> State: ...
    def human_turn(self) -> bool: ...
    def own_turn(self) -> bool: ...
    def solo(self) -> bool: ...
    def private_seat(self) -> int | None: ...
    def can_undo(self) -> bool: ...
    def can_hint(self) -> bool: ...
    def hint_thinking(self) -> bool: ...
    def request_hint(self) -> None: ...
    def take_hint(self) -> None: ...
    def sync(self) -> None: ...
    def take_seat(self, seat: int) -> None: ...
    def play(self, action: Action) -> bool: ...
    def undo(self) -> bool: ...
    def leave(self) -> None: ...
    def bot_ready(self, dt: float, pause: float) -> Action | None: ...
    def recap(self, seat: int) -> list[tuple[int | None, str]]: ...
    def entries(self) -> list[LogEntry]: ...
    def log_lines(self) -> list[str]: ...
    def tell(self, said: Said | str) -> None: ...


T = TypeVar("T")


class ShowsSession(Protocol):
    """A scene that shows a session (the game scene)."""

    session: Session


class FromSession(Generic[T]):
    """An attribute of the scene that is really the session's (read and set through the scene):
    ``viewer = FromSession[int]()`` in the scene's class makes ``scene.viewer`` ``scene.session.viewer``."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, scene: None, owner: type) -> FromSession[T]: ...
    @overload
    def __get__(self, scene: ShowsSession, owner: type) -> T: ...

    def __get__(self, scene: ShowsSession | None, owner: type) -> Any:
        return self if scene is None else getattr(scene.session, self.name)

    def __set__(self, scene: ShowsSession, value: T) -> None:
        setattr(scene.session, self.name, value)
