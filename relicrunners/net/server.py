"""The game server: many network games at once over WebSockets (the ``websockets`` library,
asyncio). ``python -m relicrunners serve`` runs it alone; the window's "host" runs the same
``GameServer`` in a thread (``start_in_thread``).

Each connection is a stranger: its messages are parsed by ``protocol.parse`` (size, JSON, type,
fields), limited in rate, and act only on the game and seat its ``hello`` proved (an invite code,
and a seat token to come back to a seat). Refusals are ``error`` messages; a flood or an oversized
message closes the connection. Every game has a lock, so its actions are played one at a time;
one game's trouble never touches another. Each connection has an outgoing queue of its own: a
client too slow to read is dropped (it may come back and gets the position as it stands), never
waited for.
"""

from __future__ import annotations

import asyncio
import json
import logging
import threading
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..bots import bot_seed, make_bot
from ..io import history
from ..rules import legal_actions, view_for
from .protocol import MAX_CLIENT_BYTES, ProtocolError, RateLimit, clean_code, message, new_code, parse
from .room import Room, RoomError
from .store import Saver, load_rooms

log = logging.getLogger("relicrunners.net")
MAX_ROOMS = 2000
MAX_WATCHERS = 20  # spectators of one game
OUT_QUEUE = 64  # messages waiting for a client; a client further behind is dropped
CLOSE_TIMEOUT = 2  # seconds a closing client may take to answer (one flooding us is not read any more)


class Client:
    """One connection: its queue of messages to send, and which game and seat it proved."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.out: asyncio.Queue[str | None] = asyncio.Queue()
        self.code: str | None = None
        self.seat: int | None = None
        self.host = False
        self.dropped = False  # cut off for reading too slowly
        self.limit = RateLimit()

    def send(self, text: str) -> None:
        if self.dropped:
            return
        if self.out.qsize() >= OUT_QUEUE:  # too far behind: cut off at once (it may come back)
            log.info("dropping a slow client of %s", self.code)
            self.dropped = True
            self.ws.transport.abort()
            return
        self.out.put_nowait(text)


class GameServer:
    def __init__(self, board: Any, layout_path: str, folder: Path | None = None) -> None:
        self.board, self.layout_path, self.folder = board, layout_path, folder
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
        writer = asyncio.create_task(self._writer(client))
        try:
            async for raw in ws:
                if not client.limit.allow():
                    client.send(message("error", code="flood", message="too many messages: slow down"))
                    break
                try:
                    msg = parse(raw, MAX_CLIENT_BYTES)
                    await self._handle(client, msg)
                except ProtocolError as e:
                    client.send(message("error", code=e.code, message=str(e), seq=_seq(raw)))
                except RoomError as e:
                    client.send(message("error", code=e.code, message=str(e), seq=_seq(raw)))
        except ConnectionClosed:
            pass
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

    async def _handle(self, client: Client, msg: dict[str, Any]) -> None:
        kind, seq = msg["type"], msg.get("seq", 0)
        if kind == "ping":
            client.send(message("pong", seq=seq))
        elif kind == "create":
            room = self._create(msg)
            client.send(message("created", code=room.code, host=room.host_token, seq=seq))
        elif kind == "hello":
            await self._hello(client, msg)
        elif client.code is None:
            raise RoomError("no_game", "say hello with an invite code first")
        elif kind == "action":
            if client.seat is None:
                raise RoomError("not_a_player", "spectators cannot play")
            async with self.locks[client.code]:
                room = self.rooms[client.code]
                events = room.play(client.seat, msg.get("action", ""), msg.get("step", -1))
                self._save(room)
                self._broadcast(room, events)
            client.limit.refund()
            await self._bots(room)
        elif kind == "start":
            if not client.host:
                raise RoomError("not_host", "only the host starts the game")
            async with self.locks[client.code]:
                room = self.rooms[client.code]
                if not room.ready():
                    raise RoomError("not_ready", "not every seat is taken yet")
                if room.match is None:
                    self._start(room)
            await self._bots(room)
        elif kind == "seat":
            if not client.host:
                raise RoomError("not_host", "only the host may give a seat to a bot")
            await self.set_away_bot(client.code, msg.get("seat", -1), bool(msg.get("bot", True)))

    def _create(self, msg: dict[str, Any]) -> Room:
        if len(self.rooms) >= MAX_ROOMS:
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
        room.wait_for_host = bool(msg.get("wait", False))
        self.rooms[room.code] = room
        self.locks[room.code] = asyncio.Lock()
        self._save(room)
        return room

    async def _hello(self, client: Client, msg: dict[str, Any]) -> None:
        if client.code is not None:
            raise RoomError("again", "this connection already joined a game")
        code = clean_code(msg.get("code", ""))
        room = self.rooms.get(code)
        if room is None:
            raise RoomError("no_game", "no game with that invite code")
        self.locks.setdefault(code, asyncio.Lock())
        async with self.locks[code]:
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
                self._save(room)
            if msg.get("host") is not None and msg.get("host") == room.host_token:
                client.host = True  # the host's own window: a seat and the host's say
            client.code, client.seat = code, seat
            self.clients.setdefault(code, set()).add(client)
            client.send(message("welcome", code=code, seat=seat, token=token if seat is not None else None,
                                seats=room.seats_info(self._online(code)), seq=msg.get("seq", 0)))  # fmt: skip
            self._lobby(room)  # who is there, before the game's first position
            if room.match is None and room.ready() and not room.wait_for_host:
                self._start(room)
            elif room.match is not None:
                client.send(message("state", **room.state_for(seat, [])))
        await self._bots(room)

    def _leave(self, client: Client) -> None:
        if client.code is not None:
            self.clients.get(client.code, set()).discard(client)
            room = self.rooms.get(client.code)
            if room is not None:
                self._lobby(room)

    # -- the game moves on ---------------------------------------------------------------------------
    async def _bots(self, room: Room) -> None:
        """Bots (and seats the host gave to a bot) play until a person is to decide."""
        loop = asyncio.get_running_loop()
        while True:
            async with self.locks[room.code]:
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
            async with self.locks[room.code]:
                if room.match is None or len(room.match.actions) != stamp:
                    continue  # something else moved the game meanwhile: ask again
                events = room.apply(action)
                self._save(room)
                self._broadcast(room, events)
        self._record(room)

    def _start(self, room: Room) -> None:
        """Deal, and show everyone the first position."""
        room.start()
        self._save(room)
        self._lobby(room)
        self._broadcast(room, [])

    def _broadcast(self, room: Room, events: list) -> None:
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
        if self.saver is not None:
            self.saver.put(room.code, room.data())

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
        if room is None or not 0 <= seat < len(room.seats) or room.seats[seat].kind != "remote":
            raise RoomError("bad_field", "no such seat of a person")
        async with self.locks[room.code]:
            room.seats[seat].away_bot = on
            self._save(room)
            self._lobby(room)
            if room.match is not None:
                self._broadcast(room, [])
        await self._bots(room)


def _seq(raw: str | bytes) -> int:
    """The ``seq`` of a refused message when it can be read, for the client to match the error."""
    try:
        seq = json.loads(raw).get("seq", 0) if len(raw) <= MAX_CLIENT_BYTES else 0
        return seq if isinstance(seq, int) and not isinstance(seq, bool) else 0
    except (ValueError, AttributeError, RecursionError):
        return 0


async def run(server: GameServer, host: str, port: int, ready: Any = None, stop: Any = None) -> None:
    """Serve until ``stop`` (an asyncio.Event) is set, or forever. ``ready(port)`` is called once
    listening (port 0 picks a free one)."""
    async with serve(
        server.handler, host, port, max_size=MAX_CLIENT_BYTES, compression=None, close_timeout=CLOSE_TIMEOUT
    ) as ws_server:
        bound = next(iter(ws_server.sockets)).getsockname()[1]
        if ready is not None:
            ready(bound)
        if stop is None:
            await asyncio.Future()
        else:
            await stop.wait()


def start_in_thread(server: GameServer, host: str = "127.0.0.1", port: int = 0) -> tuple[int, Any]:
    """Run ``server`` in a thread of its own (the window's host, the tests): (port, stop())."""
    loop = asyncio.new_event_loop()
    server.loop = loop
    stop = asyncio.Event()
    got: list[int] = []
    started = threading.Event()

    def ready(p: int) -> None:
        got.append(p)
        started.set()

    def main() -> None:
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(run(server, host, port, ready, stop))
        except BaseException as e:  # a port in use: said by the caller
            got.append(-1)
            started.set()
            log.warning("server stopped: %s", e)
        finally:
            loop.close()

    thread = threading.Thread(target=main, name="relicrunners-server", daemon=True)
    thread.start()
    started.wait(10)
    if not got or got[0] < 0:
        raise OSError(f"cannot listen on {host}:{port}")

    def halt() -> None:
        loop.call_soon_threadsafe(stop.set)
        thread.join(10)
        if server.saver is not None:
            server.saver.flush()

    return got[0], halt
