"""A client of the game server: ``play_bot`` takes a seat and plays it with one of the game's bots
until the game ends (``python -m relicrunners join … --bot``; tests; the load benchmark).

What the server sends is read like any input from outside: bounded in size, parsed by
``protocol.parse`` against the server's message types, the position decoded by ``wire`` (which
makes only known kinds of values and checks the position against the board). A dropped
connection is taken up again with the seat's token, and play goes on from the position the
server sends.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..bots import make_bot
from ..rules import from_text
from .protocol import MAX_SERVER_BYTES, VERSION, message
from .wire import decode_state

SERVER_TYPES: dict[str, Any] = {
    "created": {"code": (str,), "host": (str,)},
    "welcome": {"code": (str,), "seat": (int, type(None)), "token": (str, type(None)), "seats": (list,)},
    "lobby": {"started": (bool,), "ready": (bool,), "seats": (list,)},
    "state": {"step": (int,), "view": (dict,), "events": (list,), "legal": (list,), "scores": (list,)},
    "error": {"code": (str,), "message": (str,)},
    "pong": {},
}
RETRIES = 5


class NetError(Exception):
    """Network play cannot go on (the line says why)."""


def read(text: str | bytes) -> dict[str, Any]:
    """A server's message checked: size, JSON, version, a known type, fields of the right kinds
    (NetError when it is not one). An error's words are cut short: they are shown to a person."""
    if len(text) > MAX_SERVER_BYTES:
        raise NetError("the server sent a message too large to read")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise NetError("the server sent something that is not a message") from None
    if not isinstance(data, dict) or data.get("v") != VERSION or data.get("type") not in SERVER_TYPES:
        raise NetError("the server speaks another version of the game or sent an unknown message")
    kind = data["type"]
    if kind == "error":
        return {"type": "error", "code": str(data.get("code", ""))[:40], "message": str(data.get("message", ""))[:300]}
    for name, kinds in SERVER_TYPES[kind].items():
        if name in data and (not isinstance(data[name], kinds) or isinstance(data[name], bool) and bool not in kinds):
            raise NetError(f"the server sent a {kind} message with a malformed {name}")
    return data


async def create_game(
    url: str,
    players: int,
    setup: str = "standard",
    bots: list[str] | None = None,
    seats: list[str] | None = None,
    names: list[str] | None = None,
    colours: list[str] | None = None,
    wait: bool = False,
) -> dict[str, Any]:
    """Create a game: the server's ``created`` message (its invite ``code`` and the ``host`` token).
    ``seats``: each seat's kind ("remote" or a bot level), over ``players`` and ``bots``; with
    ``names`` and ``colours`` of each seat; ``wait``: the host starts it (a ``start`` message)."""
    async with connect(url, max_size=MAX_SERVER_BYTES, compression=None) as ws:
        fields: dict[str, Any] = {"players": players, "setup": setup, "bots": bots or [], "wait": wait}
        for key, value in (("seats", seats), ("names", names), ("colours", colours)):
            if value is not None:
                fields[key] = value
        await ws.send(message("create", seq=1, **fields))
        answer = read(await ws.recv())
        if answer["type"] == "error":
            raise NetError(str(answer.get("message", "refused"))[:200])
        return answer


async def play_bot(
    url: str,
    code: str,
    level: str,
    board: Any,
    name: str | None = None,
    seat: int | None = None,
    heard: Callable[[str], None] | None = None,
    drop_after: int | None = None,
    token: str | None = None,
    timings: list[float] | None = None,
    think: float = 0.0,
) -> list[dict[str, Any]]:
    """Take a seat of game ``code`` and play it with a bot of ``level`` until the game ends; the
    final scores. ``heard``: told every message received (the leak test); ``drop_after``: close
    the connection once after that many positions (to test coming back with the token);
    ``token``: come back to the seat it belongs to (a game joined before); ``timings``: gets the
    seconds from sending each action to the position that answers it (benchmarks/net.py);
    ``think``: about that many seconds to wait before each decision (between half and one and a
    half times as long: a person's pace, for the load benchmark)."""
    bot = make_bot(level, hash((code, seat, name)) & 0xFFFFFFFF)
    pace = random.Random(hash((name, seat)))  # how long each ``think`` lasts
    positions = 0
    for _attempt in range(RETRIES):
        try:
            async with connect(url, max_size=MAX_SERVER_BYTES, compression=None) as ws:
                hello: dict[str, Any] = {"code": code, "token": token}
                if token is None:
                    hello.update(name=name or f"{level.title()} bot", seat=seat)
                await ws.send(message("hello", seq=1, **hello))
                seq = 1
                sent: tuple[float, int] | None = None  # when the last action went, at which step
                async for raw in ws:
                    if heard is not None:
                        heard(raw if isinstance(raw, str) else raw.decode("utf-8", "replace"))
                    msg = read(raw)
                    if msg["type"] == "error":
                        if msg.get("code") in ("stale", "not_your_turn"):
                            continue  # the position that follows says what to do
                        raise NetError(f"the server refused: {str(msg.get('message'))[:200]}")
                    if msg["type"] == "welcome":
                        token = msg.get("token") or token
                    if msg["type"] != "state":
                        continue
                    positions += 1
                    if sent is not None and timings is not None and msg.get("step", -1) > sent[1]:
                        timings.append(time.perf_counter() - sent[0])
                        sent = None
                    if "scores" in msg:
                        return list(msg["scores"])
                    if drop_after is not None and positions == drop_after:
                        drop_after = None
                        break  # closes the connection: come back with the token
                    legal = msg.get("legal")
                    if legal:
                        try:
                            view = decode_state(msg["view"], board)
                            actions = [from_text(board, t) for t in legal if isinstance(t, str)]
                        except (ValueError, KeyError, IndexError, TypeError) as e:  # WireError, NotationError
                            raise NetError(f"the server sent a position this game cannot use: {e}") from None
                        loop = asyncio.get_running_loop()
                        choice = await loop.run_in_executor(None, bot.decide, view, actions)
                        if think:  # people do not all take the same time
                            await asyncio.sleep(think * pace.uniform(0.5, 1.5))
                        seq += 1
                        sent = (time.perf_counter(), msg["step"])
                        await ws.send(message("action", seq=seq, action=legal[actions.index(choice)], step=msg["step"]))
        except (ConnectionClosed, OSError, InvalidHandshake, InvalidURI) as e:
            if token is None and _attempt == RETRIES - 1:
                raise NetError(f"cannot reach {url}: {e}") from None
            await asyncio.sleep(0.2)
    raise NetError("the connection kept dropping")


__all__ = ["NetError", "VERSION", "create_game", "play_bot", "read"]
