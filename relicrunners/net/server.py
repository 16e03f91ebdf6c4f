"""The game server: many network games at once over WebSockets (the ``websockets`` library,
asyncio). ``python -m relicrunners serve`` runs it alone; the window's "host" runs the same
``GameServer`` in a thread (``listen.start_in_thread``).

Each connection is a stranger: counted and bounded from the moment it is accepted
(``limits.Gate``, in ``listen.py``), closed when it says no ``hello`` in time, its messages parsed
by ``protocol.parse`` (size, JSON, type, fields) and limited in rate; it acts only on the game
and seat its ``hello`` proved (an invite code, and a seat token to come back to a seat). Refusals
are ``error`` messages; a flood or an oversized message closes the connection; what a client did
is at most one line in the log. Every game has a lock, so its actions are played one at a time;
one game's trouble never touches another. A move is on disk before anyone is told of it. Each
connection has an outgoing queue of its own: a client too slow to read is dropped (it may come
back and gets the position as it stands), never waited for. Games nobody plays any more are let
go (``limits.expired``).
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from ..bots import bot_seed, make_bot
from ..io import history
from ..rules import Event, legal_actions, view_for
from .limits import Gate, Limits, Quota, expired
from .listen import run, start_in_thread
from .peer import OUT_QUEUE, Client
from .protocol import MAX_CLIENT_BYTES, ProtocolError, clean_code, message, new_code, parse
from .room import Room, RoomError
from .store import Saver, load_rooms

log = logging.getLogger("relicrunners.net")
MAX_ROOMS = 2000
MAX_WATCHERS = 20  # spectators of one game
__all__ = ["OUT_QUEUE", "Client", "GameServer", "Limits", "run", "start_in_thread"]


class GameServer:
    """Every game of one server. ``limits``: what strangers may take (``limits.Limits``);
    ``clock``: the wall clock of the games' times (a test's own, to let games expire at once)."""

    def __init__(
        self,
        board: Any,
        layout_path: str,
        folder: Path | None = None,
        limits: Limits | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.board, self.layout_path, self.folder = board, layout_path, folder
        self.limits = limits or Limits()
        self.clock = clock
        self.gate = Gate(self.limits)
        self.quota = Quota(self.limits, clock)
        self.rooms: dict[str, Room] = {}
        self.clients: dict[str, set[Client]] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.bots: dict[tuple[str, int], Any] = {}
        self.problems: list[str] = []
        self.loop: asyncio.AbstractEventLoop | None = None  # the loop serving, once it runs in a thread
        self.saver = Saver(folder) if folder is not None else None
        if folder is not None:
            self.rooms, self.problems = load_rooms(folder, board, layout_path)

    # -- one connection ----------------------------------------------------------------------------
    async def handler(self, ws: ServerConnection) -> None:
        client = Client(ws)
        address = getattr(ws, "address", "?")
        loop = asyncio.get_running_loop()
        deadline = getattr(ws, "opened_at", loop.time()) + self.limits.hello_seconds
        writer = asyncio.create_task(self._writer(client))
        try:
            while not client.let_go:
                if client.code is None:  # a hello in time, or the connection goes
                    try:
                        async with asyncio.timeout_at(deadline):
                            raw = await ws.recv()
                    except TimeoutError:
                        log.info("closed a connection from %s: no hello within %g s", address,
                                 self.limits.hello_seconds)  # fmt: skip
                        break
                else:
                    raw = await ws.recv()
                if not client.limit.allow():
                    log.info("closed a connection from %s: a flood of messages", address)
                    client.send(message("error", code="flood", message="too many messages: slow down"))
                    break
                try:
                    msg = parse(raw, MAX_CLIENT_BYTES)
                    await self._handle(client, msg, address)
                except (ProtocolError, RoomError) as e:
                    client.send(message("error", code=e.code, message=str(e), seq=_seq(raw)))
                if client.code is not None and hasattr(ws, "mark_joined"):
                    ws.mark_joined()
        except ConnectionClosed:
            pass
        except Exception as e:  # our own mistake, never the client's doing: one line, and it ends
            log.error("a connection from %s ended: %s: %s", address, type(e).__name__, e)
        finally:
            self._leave(client)
            client.out.put_nowait(None)
            await writer

    async def _writer(self, client: Client) -> None:
        try:
            while True:
                text = await client.out.get()
                if text is None:
                    break
                await client.ws.send(text)
        except ConnectionClosed:
            pass
        finally:
            await client.ws.close()

    async def _handle(self, client: Client, msg: dict[str, Any], address: str = "?") -> None:
        kind, seq = msg["type"], msg.get("seq", 0)
        if kind == "ping":
            client.send(message("pong", seq=seq))
        elif kind == "create":
            room = await self._create(msg, address)
            client.send(message("created", code=room.code, host=room.host_token, seq=seq))
        elif kind == "hello":
            await self._hello(client, msg)
        elif client.code is None:
            raise RoomError("no_game", "say hello with an invite code first")
        elif kind == "action":
            if client.seat is None:
                raise RoomError("not_a_player", "spectators cannot play")
            room = self._room(client.code)
            async with self._lock(room):
                events = room.play(client.seat, msg.get("action", ""), msg.get("step", -1))
                room.active_at = self.clock()
                await self._store(room)
                self._broadcast(room, events)
            client.limit.refund()
            await self._bots(room)
        elif kind == "start":
            if not client.host:
                raise RoomError("not_host", "only the host starts the game")
            room = self._room(client.code)
            async with self._lock(room):
                if not room.ready():
                    raise RoomError("not_ready", "not every seat is taken yet")
                if room.match is None:
                    await self._start(room)
            await self._bots(room)
        elif kind == "seat":
            if not client.host:
                raise RoomError("not_host", "only the host may give a seat to a bot")
            await self.set_away_bot(client.code, msg.get("seat", -1), bool(msg.get("bot", True)))

    def _room(self, code: str) -> Room:
        room = self.rooms.get(code)
        if room is None:
            raise RoomError("gone", "that game is over and gone")
        return room

    def _lock(self, room: Room) -> asyncio.Lock:
        return self.locks.setdefault(room.code, asyncio.Lock())

    async def _create(self, msg: dict[str, Any], address: str) -> Room:
        if len(self.rooms) >= MAX_ROOMS:
            log.warning("refused a game to %s: the server holds %d games", address, MAX_ROOMS)
            raise RoomError("busy", "this server holds as many games as it can")
        bots, seats, names, colours = msg.get("bots", []), msg.get("seats"), msg.get("names"), msg.get("colours")
        if not all(isinstance(x, str) for listed in (bots, seats, names, colours) for x in listed or []):
            raise RoomError("bad_field", "bots, seats, names and colours: lists of words")
        code = new_code(set(self.rooms))
        if seats is not None:
            setup = msg.get("setup", "standard")
            room = Room.with_seats(code, self.board, self.layout_path, seats, setup, names, colours)
        else:
            room = Room.create(
                code, self.board, self.layout_path, msg.get("players", 2), msg.get("setup", "standard"), bots
            )
        held = sum(1 for r in self.rooms.values() if r.created_by == address and not _over(r))
        problem = self.quota.may_create(address, held)  # a game that would be made: it counts
        if problem is not None:
            log.warning("refused a game to %s: %s", address, problem)
            raise RoomError("too_many_games", problem)
        room.wait_for_host = bool(msg.get("wait", False))
        room.created_by, room.started_at = address, self.clock()
        room.active_at = room.started_at
        self.rooms[room.code] = room
        self.locks[room.code] = asyncio.Lock()
        await self._store(room)
        return room

    async def _hello(self, client: Client, msg: dict[str, Any]) -> None:
        if client.code is not None:
            raise RoomError("again", "this connection already joined a game")
        code = clean_code(msg.get("code", ""))
        room = self.rooms.get(code)
        if room is None:
            raise RoomError("no_game", "no game with that invite code")
        async with self._lock(room):
            token = msg.get("token")
            if token is not None and token == room.host_token:
                client.host, seat = True, None
            elif token is not None:
                seat = room.seat_of(token)
                if seat is None:
                    raise RoomError("bad_token", "that seat token belongs to no seat of this game")
            elif msg.get("watch"):
                if sum(1 for c in self.clients.get(code, ()) if c.seat is None) >= MAX_WATCHERS:
                    raise RoomError("full", "this game has as many spectators as it takes")
                seat = None
            else:
                seat, token = room.join(msg.get("name", ""), msg.get("colour"), msg.get("seat"))
                room.active_at = self.clock()
                await self._store(room)  # the seat is the player's, on disk, before they hear so
            if msg.get("host") is not None and msg.get("host") == room.host_token:
                client.host = True  # the host's own window: a seat and the host's say
            client.code, client.seat = code, seat
            self.clients.setdefault(code, set()).add(client)
            client.send(message("welcome", code=code, seat=seat, token=token if seat is not None else None,
                                seats=room.seats_info(self._online(code)), seq=msg.get("seq", 0)))  # fmt: skip
            self._lobby(room)  # who is there, before the game's first position
            if room.match is None and room.ready() and not room.wait_for_host:
                await self._start(room)
            elif room.match is not None:
                client.send(message("state", **room.state_for(seat, [])))
        await self._bots(room)

    def _leave(self, client: Client) -> None:
        if client.code is not None:
            self.clients.get(client.code, set()).discard(client)
            room = self.rooms.get(client.code)
            if room is not None:
                if client.seat is not None or client.host:  # a game nobody plays is let go in time
                    room.active_at = self.clock()
                    self._save(room)
                self._lobby(room)

    # -- the game moves on ---------------------------------------------------------------------------
    async def _bots(self, room: Room) -> None:
        """Bots (and seats the host gave to a bot) play until a person is to decide."""
        loop = asyncio.get_running_loop()
        while room.code in self.rooms:
            async with self._lock(room):
                who = room.bot_seat()
                if who is None or room.match is None:
                    break
                seat, level = who
                state = room.match.state
                stamp = len(room.match.actions)
            bot = self.bots.get((room.code, seat))
            if bot is None or bot.name != level:
                bot = self.bots[(room.code, seat)] = make_bot(level, bot_seed(room.seed, seat))
            action = await loop.run_in_executor(None, bot.decide, view_for(state, seat), legal_actions(state))
            if room.code not in self.rooms:
                break  # let go meanwhile
            async with self._lock(room):
                if room.match is None or len(room.match.actions) != stamp:
                    continue  # something else moved the game meanwhile: ask again
                events = room.apply(action)
                room.active_at = self.clock()
                await self._store(room)
                self._broadcast(room, events)
        self._record(room)

    async def _start(self, room: Room) -> None:
        """Deal, and show everyone the first position (once the deal is on disk)."""
        room.start()
        await self._store(room)
        self._lobby(room)
        self._broadcast(room, [])

    def _broadcast(self, room: Room, events: list[Event]) -> None:
        cache: dict[int | None, str] = {}
        for c in list(self.clients.get(room.code, ())):
            if c.seat not in cache:
                cache[c.seat] = message("state", **room.state_for(c.seat, events))
            c.send(cache[c.seat])

    def _lobby(self, room: Room) -> None:
        text = message(
            "lobby", started=room.match is not None, ready=room.ready(), seats=room.seats_info(self._online(room.code))
        )
        for c in list(self.clients.get(room.code, ())):
            c.send(text)

    def _online(self, code: str) -> set[int]:
        return {c.seat for c in self.clients.get(code, ()) if c.seat is not None}

    def _save(self, room: Room) -> None:
        """Hand the game's record to the disk (not waited for: nobody is told of a move here)."""
        if self.saver is not None:
            self.saver.put(room.code, room.data())

    async def _store(self, room: Room) -> None:
        """The game's record on disk, synced: only then is anyone told what changed."""
        if self.saver is None:
            return
        loop = asyncio.get_running_loop()
        written = loop.create_future()

        def done() -> None:  # from a saver thread
            loop.call_soon_threadsafe(_settle, written)

        self.saver.put(room.code, room.data(), done)
        await written

    def _record(self, room: Room) -> None:
        """A finished game goes into the server's history, once."""
        if room.match is not None and room.match.state.over and not room.recorded:
            room.recorded = True
            problem = history.record(room.match, "finished", room.started_at)
            if problem is not None:
                log.warning("game %s not recorded: %s", room.code, problem)
            self._save(room)

    async def set_away_bot(self, code: str | None, seat: int, on: bool) -> None:
        """The host gives ``seat`` to a bot while its player is away (``on``), or back."""
        room = self.rooms.get(code or "")
        if room is None or not 0 <= seat < len(room.seats) or room.seats[seat].kind.is_bot:
            raise RoomError("bad_field", "no such seat of a person")
        async with self._lock(room):
            room.seats[seat].away_bot = on
            self._save(room)
            self._lobby(room)
            if room.match is not None:
                self._broadcast(room, [])
        await self._bots(room)

    # -- games nobody plays ----------------------------------------------------------------------------
    def expire(self) -> list[str]:
        """Let go of the games ``limits.expired`` names (their files removed; a finished game
        lives on in the history); the codes let go. Runs on the server's loop."""
        now = self.clock()
        gone = []
        for code, room in list(self.rooms.items()):
            online = any(c.seat is not None or c.host for c in self.clients.get(code, ()))
            why = expired(room, now, online, self.limits)
            if why is None or self._lock(room).locked():
                continue
            log.info("game %s let go: %s", code, why)
            del self.rooms[code]
            self.locks.pop(code, None)
            for key in [k for k in self.bots if k[0] == code]:
                del self.bots[key]
            for c in self.clients.pop(code, set()):
                c.code, c.seat, c.let_go = None, None, True
                c.send(message("error", code="gone", message=f"this game was let go ({why})"))
                c.out.put_nowait(None)  # and the connection closes
            if self.saver is not None:
                self.saver.drop(code)
            gone.append(code)
        for code in [c for c, members in self.clients.items() if not members]:
            del self.clients[code]
        return gone


def _over(room: Room) -> bool:
    return room.match is not None and room.match.state.over


def _settle(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


def _seq(raw: str | bytes) -> int:
    """The ``seq`` of a refused message when it can be read, for the client to match the error."""
    try:
        seq = json.loads(raw).get("seq", 0) if len(raw) <= MAX_CLIENT_BYTES else 0
        return seq if isinstance(seq, int) and not isinstance(seq, bool) else 0
    except (ValueError, AttributeError, RecursionError):
        return 0
