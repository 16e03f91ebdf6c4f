"""A client of the game server: ``play_bot`` takes a seat and plays it with one of the game's bots
until the game ends (``python -m relicrunners join … --bot``; tests; the load benchmark).

What the server sends is read like any input from outside: bounded in size, parsed by
``protocol.parse`` against the server's message types, the position decoded by ``wire`` (which
makes only known kinds of values and checks the position against the board). A dropped
connection is taken up again with the seat's token, and play goes on from the position the
server sends: a server gone for a while (stopped, killed, started again) is tried again with
growing waits for ``RETRY_FOR`` seconds. Whatever goes wrong with the network is one
``NetError`` line (``reason``), never a traceback.
"""

from __future__ import annotations

import asyncio
import json
import random
import socket
import time
from collections.abc import Callable, Sequence
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI
from websockets.uri import parse_uri

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
OPEN_TIMEOUT = 10.0  # seconds for a server to answer a new connection (and a create)
BACKOFF = (0.5, 1.0, 2.0, 4.0, 8.0)  # waits between tries to reach the server again (the last repeats)
RETRY_FOR = 120.0  # seconds a seat keeps trying to reach its server again once it was reached
FIRST_TRIES = 3  # tries before a server never reached (and no token to come back with) is given up
TROUBLE = (OSError, InvalidHandshake, ConnectionClosed)  # the network's (TimeoutError is an OSError)


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


def reason(e: BaseException) -> str:
    """What went wrong with a connection, in a few words for a person."""
    if isinstance(e, ConnectionRefusedError):
        return "nobody is listening there"
    if isinstance(e, socket.gaierror):
        return "no such host"
    if isinstance(e, TimeoutError):
        return "no answer in time"
    if isinstance(e, InvalidStatus):
        status = getattr(getattr(e, "response", None), "status_code", "?")
        return f"not a game server, or one that refused us (HTTP {status})"
    if isinstance(e, InvalidHandshake):
        return "not a game server (no WebSocket answer)"
    if isinstance(e, ConnectionClosed):
        return "the connection closed"
    if isinstance(e, OSError):
        return str(e.strerror or e)[:120] or type(e).__name__
    return type(e).__name__


def url_problem(url: str) -> str | None:
    """What is wrong with a server's address as typed, or None."""
    try:
        parse_uri(url)
    except (InvalidURI, ValueError):
        return f"{url[:80]!r} is not a server's address (ws://host:port)"
    return None


async def create_game(
    url: str,
    players: int,
    setup: str = "standard",
    bots: list[str] | None = None,
    seats: Sequence[str] | None = None,
    names: list[str] | None = None,
    colours: list[str] | None = None,
    wait: bool = False,
) -> dict[str, Any]:
    """Create a game: the server's ``created`` message (its invite ``code`` and the ``host`` token).
    ``seats``: each seat's kind ("remote" or a bot level), over ``players`` and ``bots``; with
    ``names`` and ``colours`` of each seat; ``wait``: the host starts it (a ``start`` message)."""
    fields: dict[str, Any] = {"players": players, "setup": setup, "bots": bots or [], "wait": wait}
    for key, value in (("seats", seats), ("names", names), ("colours", colours)):
        if value is not None:
            fields[key] = list(value)
    problem = url_problem(url)
    if problem:
        raise NetError(problem)
    try:
        async with connect(url, max_size=MAX_SERVER_BYTES, compression=None, open_timeout=OPEN_TIMEOUT) as ws:
            await ws.send(message("create", seq=1, **fields))
            answer = read(await asyncio.wait_for(ws.recv(), OPEN_TIMEOUT))
    except TROUBLE as e:
        raise NetError(f"cannot reach {url[:80]}: {reason(e)}") from None
    if answer["type"] == "error":
        raise NetError(str(answer.get("message", "refused"))[:200])
    if (
        answer["type"] != "created"
        or not isinstance(answer.get("code"), str)
        or not isinstance(answer.get("host"), str)
    ):
        raise NetError("the server answered something else than the new game")
    return answer


def _hello(code: str, token: str | None, name: str, seat: int | None) -> str:
    """A seat's hello: back to the seat of ``token``, or taking a free one (``seat``) as ``name``."""
    if token is not None:
        return message("hello", seq=1, code=code, token=token)
    return message("hello", seq=1, code=code, token=None, name=name, seat=seat)


def default_names(level: str) -> list[str]:
    """A bot's names when none is given, tried in turn while another player has the first:
    "Medium bot", "Medium bot 2", … (two bots of one level never clash)."""
    return [f"{level.title()} bot"] + [f"{level.title()} bot {k}" for k in range(2, 6)]


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
    on_token: Callable[[str], None] | None = None,
    retry_for: float = RETRY_FOR,
) -> list[dict[str, Any]]:
    """Take a seat of game ``code`` and play it with a bot of ``level`` until the game ends; the
    final scores. ``name``: the seat's (default: ``default_names``); ``heard``: told every
    message received (the leak test); ``drop_after``: close the connection once after that many
    positions (to test coming back with the token); ``token``: come back to the seat it belongs
    to (a game joined before); ``on_token``: told the seat's token once the server gives it (to
    come back later); ``timings``: gets the seconds from sending each action to the position that
    answers it (benchmarks/net.py); ``think``: about that many seconds to wait before each
    decision (between half and one and a half times as long: a person's pace, for the load
    benchmark); ``retry_for``: seconds to keep trying a server that went away (one never reached
    without a token is given up after ``FIRST_TRIES`` tries)."""
    problem = url_problem(url)
    if problem:
        raise NetError(problem)
    bot = make_bot(level, hash((code, seat, name)) & 0xFFFFFFFF)
    pace = random.Random(hash((name, seat)))  # how long each ``think`` lasts
    names = [name] if name else default_names(level)
    positions = 0
    reached = token is not None  # a seat to come back to: worth waiting for its server
    tries, lost_since = 0, None
    while True:
        try:
            async with connect(url, max_size=MAX_SERVER_BYTES, compression=None, open_timeout=OPEN_TIMEOUT) as ws:
                await ws.send(_hello(code, token, names[0], seat))
                seq = 1
                sent: tuple[float, int] | None = None  # when the last action went, at which step
                async for raw in ws:
                    if heard is not None:
                        heard(raw if isinstance(raw, str) else raw.decode("utf-8", "replace"))
                    msg = read(raw)
                    if msg["type"] == "error":
                        if msg.get("code") in ("stale", "not_your_turn"):
                            continue  # the position that follows says what to do
                        if msg.get("code") == "name_taken" and token is None and len(names) > 1:
                            names.pop(0)  # another bot took this name: the next one
                            await ws.send(_hello(code, token, names[0], seat))
                            continue
                        raise NetError(f"the server refused: {str(msg.get('message'))[:200]}")
                    if msg["type"] == "welcome":
                        reached, tries, lost_since = True, 0, None
                        given = msg.get("token")
                        if given and given != token and on_token is not None:
                            on_token(given)
                        token = given or token
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
                problem = "the connection closed"
        except TROUBLE as e:
            problem = reason(e)
        tries += 1
        now = time.monotonic()
        lost_since = now if lost_since is None else lost_since
        if (not reached and tries >= FIRST_TRIES) or now - lost_since >= retry_for:
            raise NetError(f"cannot reach {url[:80]}: {problem}")
        await asyncio.sleep(BACKOFF[min(tries, len(BACKOFF)) - 1])


__all__ = ["NetError", "VERSION", "create_game", "play_bot", "read"]
