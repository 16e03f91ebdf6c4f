"""One connection as the game server sees it (``server.GameServer``): its own queue of messages to
send, so that a client too slow to read is dropped (it may come back and gets the position as it
stands), never waited for; and which game and seat its ``hello`` proved."""

from __future__ import annotations

import asyncio
import logging

from websockets.asyncio.server import ServerConnection

from .protocol import RateLimit

log = logging.getLogger("relicrunners.net")
OUT_QUEUE = 64  # messages waiting for a client; a client further behind is dropped
__all__ = ["OUT_QUEUE", "Client"]


class Client:
    """One connection: its queue of messages to send, and which game and seat it proved."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.out: asyncio.Queue[str | None] = asyncio.Queue()
        self.code: str | None = None
        self.seat: int | None = None
        self.host = False
        self.dropped = False  # cut off for reading too slowly
        self.let_go = False  # its game was let go (``GameServer.expire``): the connection ends
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
