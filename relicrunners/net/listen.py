"""Listening for connections: ``run`` serves a ``GameServer`` on a port (``python -m relicrunners
serve``), ``start_in_thread`` does so in a thread of its own (the window's host, the tests).

Every connection is counted from the moment it is accepted (``limits.Gate``): one over the
limits is cut off at once, before it costs more than that moment, so a crowd of idle
connections can never take the last open file of the process. Whatever goes wrong with one
connection is one line in the log (the ``logging`` module), never a traceback: the loop's own
complaints (a failed ``accept``, a connection reset) included.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Awaitable
from typing import Any, Protocol

from websockets.asyncio.server import ServerConnection, serve

from .limits import Gate, Limits
from .protocol import MAX_CLIENT_BYTES
from .store import Saver


class GameServer(Protocol):
    """What listening needs of the server (``server.GameServer``, which this module must not
    import: the server imports ``run`` from here)."""

    limits: Limits
    gate: Gate
    loop: asyncio.AbstractEventLoop | None
    saver: Saver | None

    def handler(self, ws: ServerConnection) -> Awaitable[None]: ...

    def expire(self) -> Any: ...


log = logging.getLogger("relicrunners.net")


class _HandshakeInOneLine(logging.Filter):
    """What a client did wrong while connecting is one line, never a traceback: the websockets
    library logs a failed opening handshake with its traceback (at ERROR in 14.x, which
    pyproject.toml allows); here it becomes one INFO line naming what went wrong."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and record.getMessage().startswith("opening handshake failed"):
            error = record.exc_info[1]
            record.msg = "opening handshake failed: %s"
            record.args = (type(error).__name__ if error is not None else "unknown",)
            record.exc_info, record.exc_text = None, None
            record.levelno, record.levelname = logging.INFO, "INFO"
        return True


WEBSOCKETS_LOG = logging.getLogger("relicrunners.net.websockets")  # the library's log, tamed
WEBSOCKETS_LOG.addFilter(_HandshakeInOneLine())
CLOSE_TIMEOUT = 2  # seconds a closing client may take to answer (one flooding us is not read any more)


def guarded(gate: Gate) -> type[ServerConnection]:
    """The connection class of a server whose connections ``gate`` counts."""

    class Guarded(ServerConnection):
        address = "?"
        opened_at = 0.0  # the loop's clock when it was accepted

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            peer = transport.get_extra_info("peername")
            self.address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
            self.opened_at = asyncio.get_running_loop().time()
            super().connection_made(transport)
            if not gate.admit(self):
                self.cut()

        def connection_lost(self, exc: Exception | None) -> None:
            gate.release(self)
            super().connection_lost(exc)

        def mark_joined(self) -> None:
            """Its hello was accepted: it no longer waits for one."""
            gate.joined(self)

        def cut(self) -> None:
            """Close at once, without a word (over a limit)."""
            if isinstance(self.transport, asyncio.Transport):
                self.transport.abort()

    return Guarded


def _one_line(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    """The loop's complaints (e.g. ``accept`` out of files) as one line each, no traceback."""
    exc = context.get("exception")
    log.warning("%s%s", context.get("message", "trouble in the server's loop"), f": {exc}" if exc else "")


async def sweep(server: GameServer) -> None:
    """Let go of expired games now and then (``limits.expired``)."""
    while True:
        server.expire()
        await asyncio.sleep(server.limits.sweep_seconds)


async def run(server: GameServer, host: str, port: int, ready: Any = None, stop: Any = None) -> None:
    """Serve until ``stop`` (an asyncio.Event) is set, or forever. ``ready(port)`` is called once
    listening (port 0 picks a free one)."""
    asyncio.get_running_loop().set_exception_handler(_one_line)
    async with serve(
        server.handler,
        host,
        port,
        max_size=MAX_CLIENT_BYTES,
        compression=None,
        close_timeout=CLOSE_TIMEOUT,
        open_timeout=server.limits.hello_seconds,
        create_connection=guarded(server.gate),
        logger=WEBSOCKETS_LOG,
    ) as ws_server:
        sweeper = asyncio.create_task(sweep(server))
        try:
            bound = next(iter(ws_server.sockets)).getsockname()[1]
            if ready is not None:
                ready(bound)
            if stop is None:
                await asyncio.Future()
            else:
                await stop.wait()
        finally:
            sweeper.cancel()


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
