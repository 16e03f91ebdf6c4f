"""The messages of network play (docs/network.md): JSON objects, one per WebSocket message, each
with the protocol version ``v``, its ``type`` and, from a client, a sequence number ``seq`` that
the server's answer repeats.

Everything read here comes from a stranger: ``parse`` bounds the size, refuses what is not a JSON
object of a known type with fields of the right kinds, and says why with a ``ProtocolError``
(a short code for programs and a line for people). No asyncio, no sockets: the server and the
clients build on it, the tests call it directly.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Callable
from typing import Any

VERSION = 1
MAX_CLIENT_BYTES = 4 * 1024  # a client's message: a hello or an action
MAX_SERVER_BYTES = 512 * 1024  # a server's message: a position and its events
RATE = 20.0  # messages a second a client may send on average (accepted actions not counted)...
BURST = 60  # ...and at most this many at once
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud and typed by people
CODE_LENGTH = 6

# type -> {field: kinds allowed}; a field not listed is refused, a listed one may be left out
CLIENT_TYPES: dict[str, dict[str, tuple[type, ...]]] = {
    "create": {
        "players": (int,),
        "setup": (str,),
        "bots": (list,),
        "seats": (list,),
        "names": (list,),
        "colours": (list,),
        "wait": (bool,),  # the game starts when the host says so (not as soon as every seat is taken)
    },
    "hello": {
        "code": (str,),
        "seat": (int, type(None)),
        "name": (str,),
        "colour": (str, type(None)),
        "token": (str, type(None)),
        "watch": (bool,),
        "host": (str, type(None)),  # the host token, beside a seat: the host's own window
    },  # fmt: skip
    "action": {"action": (str,), "step": (int,)},
    "seat": {"seat": (int,), "bot": (bool,)},  # the host gives a seat to a bot while its player is away, or back
    "start": {},
    "ping": {},
}
SERVER_TYPES = ("created", "welcome", "lobby", "state", "error", "pong")


class ProtocolError(Exception):
    """A message refused: ``code`` (e.g. ``too_big``, ``not_json``, ``unknown_type``) and a line."""

    def __init__(self, code: str, line: str) -> None:
        super().__init__(line)
        self.code = code


def message(kind: str, **fields: Any) -> str:
    """One message as text (a server's or a client's)."""
    return json.dumps({"v": VERSION, "type": kind, **fields}, separators=(",", ":"), ensure_ascii=False)


def parse(
    text: str | bytes, limit: int = MAX_CLIENT_BYTES, types: dict[str, dict[str, tuple[type, ...]]] | None = None
) -> dict[str, Any]:
    """A client's message checked: a JSON object of a known ``type`` and this protocol's version,
    at most ``limit`` bytes, with known fields of the right kinds (``types``: the allowed types
    and fields; None: the client's). ``ProtocolError`` otherwise."""
    types = CLIENT_TYPES if types is None else types
    size = len(text.encode("utf-8")) if isinstance(text, str) else len(text)
    if size > limit:
        raise ProtocolError("too_big", f"a message of {size} bytes (at most {limit})")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError("not_json", "not a JSON message") from None
    if not isinstance(data, dict):
        raise ProtocolError("not_object", "a message is a JSON object")
    if data.get("v") != VERSION:
        raise ProtocolError("version", f"protocol version {data.get('v')!r} (this server speaks {VERSION})")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in types:
        raise ProtocolError("unknown_type", f"unknown message type {str(kind)[:40]!r}")
    seq = data.get("seq", 0)
    if not isinstance(seq, int) or isinstance(seq, bool) or not 0 <= seq < 2**53:
        raise ProtocolError("bad_field", "seq is not a whole number")
    allowed = types[kind]
    for name, value in data.items():
        if name in ("v", "type", "seq"):
            continue
        kinds = allowed.get(name) if isinstance(allowed, dict) else None
        if kinds is None:
            raise ProtocolError("bad_field", f"unknown field {str(name)[:40]!r} in {kind}")
        if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
            raise ProtocolError("bad_field", f"{name} has the wrong kind in {kind}")
        if isinstance(value, str) and len(value) > 200:
            raise ProtocolError("bad_field", f"{name} is too long")
    return data


def new_code(taken: set[str] | frozenset[str] = frozenset()) -> str:
    """A short invite code nobody can guess (from the system's secure random source)."""
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def new_token() -> str:
    """A seat's secret: whoever holds it plays that seat (and may come back with it)."""
    return secrets.token_urlsafe(18)


def clean_code(code: str) -> str:
    """An invite code as typed by a person: case and spaces do not matter."""
    return "".join(code.split()).upper()


class RateLimit:
    """A token bucket: ``allow()`` is False once a client sends faster than ``RATE`` a second on
    average with at most ``BURST`` at once."""

    def __init__(self, rate: float = RATE, burst: int = BURST, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.last = clock()

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def refund(self) -> None:
        """A message that moved the game on (an accepted action) does not count: the game itself
        paces those, and a fast bot must never be taken for a flood."""
        self.tokens = min(self.burst, self.tokens + 1)
