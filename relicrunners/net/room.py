"""One network game on the server: its seats, who holds them, the game itself, and its record on
disk. No asyncio here (``server.py`` carries the messages); every method checks what a client
asked and refuses with a ``RoomError`` (a code and a line) instead of changing anything.

The room holds the only whole state, the seed and the deal. What leaves it for a client is
``state_for(seat)``: that seat's ``view_for`` (a spectator's: ``public_view``), the public part of
the events (the private part only to the player it belongs to), and the legal actions only to the
seat whose turn it is. The record (seats, seed, actions in the notation, seat tokens) is written
to disk after every action, so a server started again resumes every game where it stood.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..io.atomic import write_atomic
from ..io.safeio import check_name
from ..io.saves import layout_ref
from ..play.gamerecord import GameRecord
from ..play.match import Match, new_seed
from ..play.seat import BOT_LEVELS, Seat, SeatKind
from ..rules import NotationError, breakdown, from_text, legal_actions, public_view, to_text, view_for, winners
from ..rules.components import PLAYER_COLOURS
from ..rules.events import Event
from ..rules.state import SETUPS
from .protocol import new_token
from .wire import encode, encode_state

ROOM_KINDS = (SeatKind.REMOTE, *BOT_LEVELS)  # who may play a seat of a network game
MAX_NAME = 14


def name_problem(name: str) -> str | None:
    """What is wrong with a seat's name (empty, blank, too long, control characters), or None."""
    if isinstance(name, str) and not name.strip():
        return "a player needs a name"
    return check_name(name, MAX_NAME)


class RoomError(Exception):
    def __init__(self, code: str, line: str) -> None:
        super().__init__(line)
        self.code = code


@dataclass
class RoomSeat:
    """A seat of a network game: who sits there (``seat``, of kind REMOTE — a person on another
    machine — or a bot level) and, on the server only, its token and whether a bot stands in."""

    seat: Seat
    token: str | None = None  # a remote seat's secret once someone took it
    away_bot: bool = False  # the host gave this seat to a bot while its player is away

    @property
    def kind(self) -> SeatKind:
        return self.seat.kind

    @property
    def name(self) -> str:
        return self.seat.name

    @property
    def colour(self) -> str:
        return self.seat.colour

    def to_json(self) -> dict[str, Any]:
        """The seat as the server's game file holds it (``store.load_room`` reads it back)."""
        return {"kind": self.kind.value, "name": self.name, "colour": self.colour, "token": self.token,
                "away_bot": self.away_bot}  # fmt: skip


class Room:
    def __init__(self, code: str, board: Any, layout: str, setup: str, seed: int, seats: list[RoomSeat]) -> None:
        self.code, self.board, self.layout, self.setup, self.seed = code, board, layout, setup, seed
        self.seats = seats
        self.host_token = new_token()  # whoever created the game may give seats to bots
        self.match: Match | None = None
        self.started_at = time.time()  # when it was created (the server sets it from its clock)
        self.active_at = self.started_at  # the last move, or a player coming or going (for expiry)
        self.created_by: str | None = None  # the address that created it (games per address)
        self.recorded = False
        self.wait_for_host = False  # the host starts the game (else it starts once every seat is taken)
        self.texts: list[str] = []  # the actions in the notation, kept as played (the record on disk)

    @classmethod
    def create(cls, code: str, board: Any, layout_path: str, players: int, setup: str, bots: list[str]) -> Room:
        """A new game: ``players`` seats, the last ``len(bots)`` played by the server's bots."""
        if not 2 <= players <= 5 or len(bots) >= players:
            raise RoomError("bad_field", "a game has 2 to 5 players, at least one of them a person")
        kinds: list[str] = [SeatKind.REMOTE] * (players - len(bots))
        return cls.with_seats(code, board, layout_path, kinds + bots, setup)

    @classmethod
    def with_seats(
        cls,
        code: str,
        board: Any,
        layout_path: str,
        kinds: Sequence[str],
        setup: str,
        names: list[str] | None = None,
        colours: list[str] | None = None,
    ) -> Room:
        """A new game whose seats are ``kinds``: "remote" (a person who joins) or a bot level;
        ``names`` and ``colours`` (optional): each seat's, until a person who joins says theirs."""
        if not 2 <= len(kinds) <= 5:
            raise RoomError("bad_field", "a game has 2 to 5 players")
        if setup not in SETUPS:
            raise RoomError("bad_field", f"unknown setup {setup[:20]!r}")
        if SeatKind.REMOTE not in kinds or any(k not in ROOM_KINDS for k in kinds):
            levels = f"{', '.join(BOT_LEVELS[:-1])} or {BOT_LEVELS[-1]}"
            raise RoomError("bad_field", f"seats: a person, or a bot of level {levels}; one person at least")
        if colours is not None and (len(colours) != len(kinds) or len(set(colours)) != len(colours)
                                    or any(c not in PLAYER_COLOURS for c in colours)):  # fmt: skip
            raise RoomError("bad_colour", "one known colour per seat, each once")
        if names is not None and (len(names) != len(kinds) or any(name_problem(n) for n in names)):
            raise RoomError("bad_name", "one name per seat, of 1 to 14 printable characters")
        seats = []
        for i, kind in enumerate(map(SeatKind, kinds)):
            name = f"Bot {i + 1}" if kind != SeatKind.REMOTE else f"Seat {i + 1}"
            seats.append(
                RoomSeat(Seat(names[i] if names else name, colours[i] if colours else PLAYER_COLOURS[i], kind))
            )
        return cls(code, board, layout_ref(layout_path), setup, new_seed(), seats)

    # -- seats -------------------------------------------------------------------------------------
    def free_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == SeatKind.REMOTE and s.token is None]

    def seat_of(self, token: str | None) -> int | None:
        if not token:
            return None
        return next((i for i, s in enumerate(self.seats) if s.token is not None and s.token == token), None)

    def join(self, name: str, colour: str | None = None, seat: int | None = None) -> tuple[int, str]:
        """A new player takes a free seat: (seat, its token)."""
        problem = name_problem(name)
        if problem:
            raise RoomError("bad_name", f"name: {problem}")
        free = self.free_seats()
        if not free:
            raise RoomError("full", "every seat of this game is taken")
        if seat is None:
            seat = free[0]
        if seat not in free:
            raise RoomError("seat_taken", f"seat {seat + 1} is not free")
        if any(s.name == name for i, s in enumerate(self.seats) if i != seat and s.token is not None):
            raise RoomError("name_taken", "another player has that name")
        taken = {s.colour for i, s in enumerate(self.seats) if i != seat}
        if colour is not None and (colour not in PLAYER_COLOURS or colour in taken):
            raise RoomError("bad_colour", "that colour is taken or unknown")
        s = self.seats[seat]
        s.seat = replace(s.seat, name=name, colour=colour or s.colour)
        s.token = new_token()
        return seat, s.token

    def ready(self) -> bool:
        return not self.free_seats()

    def start(self) -> None:
        """Deal: every seat is taken."""
        if self.match is None:
            players = [s.seat.in_game() for s in self.seats]  # a person who joined plays as HUMAN
            self.match = Match(self.board, GameRecord(self.layout, players, self.setup, self.seed, []))

    # -- play --------------------------------------------------------------------------------------
    def play(self, seat: int, text: str, step: int) -> list[Event]:
        """The action ``text`` (notation) of the player at ``seat`` at ``step`` (the number of
        actions they saw played): checked against the seat, the step and ``legal_actions``."""
        m = self.match
        if m is None:
            raise RoomError("not_started", "the game has not started")
        s = m.state
        if s.over:
            raise RoomError("over", "the game is over")
        if seat != s.current or self.seats[seat].away_bot:
            raise RoomError("not_your_turn", "it is not your turn")
        if step != len(m.actions):
            raise RoomError("stale", f"that was decided at move {step}; the game is at move {len(m.actions)}")
        try:
            action = from_text(self.board, text)
        except (NotationError, IndexError, KeyError, ValueError):
            raise RoomError("bad_action", "not an action of this game") from None
        if action not in legal_actions(s):
            raise RoomError("illegal", f"{text[:40]!r} is not legal now")
        return self.apply(action)

    def apply(self, action: Any) -> list[Event]:
        """Play a checked action (a player's or a bot's) and keep it for the record."""
        assert self.match is not None
        events = self.match.play(action)
        self.texts.append(to_text(self.board, action))
        del self.match.states[:-1]  # a server keeps the position, not its history (no undo here)
        return events

    def bot_seat(self) -> tuple[int, SeatKind] | None:
        """(seat, level) when a bot decides now (a bot seat, or a seat the host gave to a bot)."""
        m = self.match
        if m is None or m.state.over:
            return None
        seat = m.state.current
        kind = self.seats[seat].kind
        if kind.is_bot:
            return seat, kind
        return (seat, SeatKind.MEDIUM) if self.seats[seat].away_bot else None

    # -- what a client is told ---------------------------------------------------------------------
    def seats_info(self, online: set[int] | frozenset[int] = frozenset()) -> list[dict[str, Any]]:
        return [
            {"name": s.name, "colour": s.colour, "kind": s.kind.value, "taken": s.token is not None or s.kind.is_bot,
             "online": i in online or s.kind.is_bot, "bot": s.away_bot}
            for i, s in enumerate(self.seats)
        ]  # fmt: skip

    def state_for(self, seat: int | None, events: list[Event]) -> dict[str, Any]:
        """The fields of a ``state`` message for ``seat`` (None: a spectator)."""
        m = self.match
        assert m is not None
        s = m.state
        view = view_for(s, seat) if seat is not None else public_view(s)
        if s.over:  # R11.3: every player's coins and Blue tiles are shown at the end (the seed never)
            for mine, theirs in zip(view.players, s.players):
                mine.vp, mine.blue = theirs.vp, list(theirs.blue)
        out: dict[str, Any] = {"step": len(m.actions), "view": encode_state(view), "events": self._events(seat, events)}
        if seat is not None and seat == s.current and not s.over and not self.seats[seat].away_bot:
            out["legal"] = [to_text(self.board, a) for a in legal_actions(s)]
        if s.over:
            won = winners(s)[0]
            out["scores"] = [{"name": p.name, "score": r["total"], "winner": i in won}
                             for i, (p, r) in enumerate(zip(s.players, breakdown(s)))]  # fmt: skip
        return out

    @staticmethod
    def _events(seat: int | None, events: list[Event]) -> list[dict[str, Any]]:
        out = []
        for e in events:
            item: dict[str, Any] = {"kind": e.kind, "player": e.player, "data": encode(dict(e.data))}
            if e.private and seat is not None and e.player == seat:
                item["private"] = encode(dict(e.private))
            out.append(item)
        return out

    # -- on disk -----------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        m = self.match
        return {
            "format": "relicrunners-net-game",
            "code": self.code,
            "layout": self.layout,
            "setup": self.setup,
            "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
            "host_token": self.host_token,
            "started": m is not None,
            "started_at": self.started_at,
            "active_at": self.active_at,
            "created_by": self.created_by,
            "recorded": self.recorded,
            "wait_for_host": self.wait_for_host,
            "actions": self.texts if m is not None else [],
        }

    def data(self) -> bytes:
        """The record as the file holds it."""
        return json.dumps(self.to_json(), separators=(",", ":")).encode("utf-8")

    def save(self, folder: Path) -> None:
        write_atomic(folder / f"{self.code}.json", self.data())
