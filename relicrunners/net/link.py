"""The window's connection to a game server: a WebSocket client in a thread of its own, beside
the pygame loop, which never waits for the network.

``NetLink(url, hello)`` connects and says ``hello`` (an invite code with a name, or a seat
token to come back, or ``watch``). What arrives is checked (``client.read``) and kept for
``poll()``; ``send()`` queues a message. When the connection drops, the link connects again by
itself with the seat's token and tells the window (``{"type": "link", "status": ...}``
messages: ``online``, ``lost``, ``refused``, ``closed``). ``wake`` (optional) is called from the
link's thread when something arrived, so an idle window can draw at once. No pygame here.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from .client import NetError, read
from .protocol import MAX_SERVER_BYTES, message

REFUSALS = frozenset(
    {"no_game", "bad_token", "full", "seat_taken", "bad_name", "name_taken", "bad_colour", "version", "gone"}
)
RETRY_SECONDS = (0.5, 1, 2, 3, 5)  # waits between attempts to connect again (the last one repeats)
OPEN_TIMEOUT = 5
FIRST_TRIES = 2  # attempts before a server never reached is said to be out of reach


class NetLink:
    def __init__(self, url: str, hello: dict[str, Any], wake: Callable[[], None] | None = None) -> None:
        self.url = url
        self.hello = dict(hello)
        self.wake = wake
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.held: list[dict[str, Any]] = []
        self.seat: int | None = None
        self.token: str | None = hello.get("token")
        self.online = False
        self.ever_online = False  # connected once: a drop after that is tried again for ever
        self.closed = False
        self._loop = asyncio.new_event_loop()
        self._out: asyncio.Queue[str] | None = None
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._main, name="relicrunners-link", daemon=True)
        self._thread.start()

    # -- the window's side ---------------------------------------------------------------------------
    def poll(self) -> list[dict[str, Any]]:
        """Every message that arrived since the last call, oldest first."""
        out, self.held = self.held, []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def hold(self, messages: list[dict[str, Any]]) -> None:
        """Messages read but not used yet (a screen handing over to the next): the next ``poll``
        returns them first."""
        self.held = list(messages) + self.held

    def send(self, kind: str, **fields: Any) -> None:
        """Queue a message for the server (sent when connected)."""
        text = message(kind, **fields)
        if not self.closed and self._thread.is_alive():
            try:
                self._loop.call_soon_threadsafe(self._put, text)
            except RuntimeError:  # the link ended meanwhile (refused): nothing to send on
                pass

    def close(self) -> None:
        """Leave: the connection closes (the seat stays the player's: its token can come back)."""
        if self.closed:
            return
        self.closed = True
        if self._stop is not None and self._thread.is_alive():
            try:
                self._loop.call_soon_threadsafe(self._stop.set)
            except RuntimeError:  # the link ended by itself (refused) just now
                pass
        self._thread.join(5)

    # -- the link's thread ---------------------------------------------------------------------------
    def _put(self, text: str) -> None:
        if self._out is not None:
            self._out.put_nowait(text)

    def _tell(self, msg: dict[str, Any]) -> None:
        self.inbox.put(msg)
        if self.wake is not None:
            try:
                self.wake()
            except Exception:  # a window already gone: nothing to wake
                pass

    def _main(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._run())
        finally:
            self._loop.close()

    async def _run(self) -> None:
        self._out = asyncio.Queue()
        self._stop = asyncio.Event()
        attempt = 0
        while not self._stop.is_set():
            problem = await self._session()
            if problem is None or self._stop.is_set():
                break
            was_online, self.online = self.ever_online, False
            if problem[0] == "lost" and not was_online and attempt >= FIRST_TRIES:
                problem = ("refused", problem[1])  # never reached: say so instead of trying forever
            if problem[0] == "refused":
                self._tell({"type": "link", "status": "refused", "problem": problem[1]})
                break
            self._tell({"type": "link", "status": "lost", "problem": problem[1]})
            wait = RETRY_SECONDS[min(attempt, len(RETRY_SECONDS) - 1)]
            attempt += 1
            try:
                await asyncio.wait_for(self._stop.wait(), wait)
            except TimeoutError:
                pass
        self._tell({"type": "link", "status": "closed", "problem": ""})

    async def _session(self) -> tuple[str, str] | None:
        """One connection, until it drops (("lost", why)), is refused (("refused", why)) or the
        window leaves (None)."""
        assert self._out is not None and self._stop is not None
        try:
            async with connect(self.url, max_size=MAX_SERVER_BYTES, compression=None, open_timeout=OPEN_TIMEOUT) as ws:
                hello = dict(self.hello)
                if self.token is not None:  # coming back to our seat
                    hello = {"code": hello.get("code", ""), "token": self.token, "host": hello.get("host")}
                await ws.send(message("hello", seq=1, **hello))
                writer = asyncio.create_task(self._writer(ws))
                stopper = asyncio.create_task(self._stop.wait())
                try:
                    while True:
                        getting = asyncio.create_task(ws.recv())
                        done, _pending = await asyncio.wait({getting, stopper}, return_when=asyncio.FIRST_COMPLETED)
                        if stopper in done:
                            getting.cancel()
                            return None
                        msg = read(getting.result())
                        if msg["type"] == "welcome":
                            self.online = self.ever_online = True
                            self.seat = msg.get("seat")
                            self.token = msg.get("token") or self.token
                            self._tell({"type": "link", "status": "online", "problem": ""})
                        elif msg["type"] == "error" and not self.online and msg.get("code") in REFUSALS:
                            return ("refused", str(msg.get("message", "")))
                        self._tell(msg)
                finally:
                    writer.cancel()
                    stopper.cancel()
        except NetError as e:
            return ("refused", str(e))
        except InvalidURI:
            return ("refused", f"{self.url[:80]} is not a server's address (ws://host:port)")
        except (ConnectionClosed, OSError, InvalidHandshake, TimeoutError) as e:
            return ("lost", str(e)[:200] or type(e).__name__)

    async def _writer(self, ws: Any) -> None:
        assert self._out is not None
        while True:
            text = await self._out.get()
            await ws.send(text)
