"""What one server lets strangers take (docs/network.md, "Limits"): connections, games, and how
long a game nobody plays is kept. No asyncio and no sockets here: ``server.py`` asks ``Gate``
whether a connection may stay and ``expired`` whether a game may go; the tests call both with
numbers of their own.

- **Connections.** At most ``connections`` at once (by default the smaller of 1,000 and the
  process's open-file limit less 100, so the server never runs out of files for its own games
  and logs); at most half of them may be waiting for their ``hello``, so a crowd of idle
  connections cannot shut out the players who joined, and when no place is left the one that
  has waited longest for its hello makes room for the newcomer; at most ``per_address`` from
  one address; a connection that has not said ``hello`` within ``hello_seconds`` is closed.
- **Games.** One address may hold at most ``games_per_address`` unfinished games it created,
  and create at most that many an hour.
- **Expiry.** A game nobody joined goes after ``unjoined_seconds``; a game with no player
  connected and no move for ``abandoned_seconds`` goes too; a finished game stays
  ``finished_seconds`` for the scores, then lives on in the server's history only.

A refusal is one line in the log (the ``logging`` module), never a traceback.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from .protocol import RateLimit

log = logging.getLogger("relicrunners.net")

MAX_CONNECTIONS = 1000
FILES_KEPT = 100  # open files left to the server itself (game files, history, logs) below the limit
HOUR = 3600.0


def open_file_limit() -> int | None:
    """The process's soft limit on open files (None where the system has no such limit)."""
    try:
        import resource  # Unix only: imported where it may be missing
    except ImportError:  # Windows: no per-process limit to respect here
        return None
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return None if soft == resource.RLIM_INFINITY else int(soft)


def default_connections() -> int:
    """The most connections a server takes at once: 1,000, or fewer below a small file limit."""
    files = open_file_limit()
    if files is None:
        return MAX_CONNECTIONS
    return max(8, min(MAX_CONNECTIONS, files - FILES_KEPT))


@dataclass
class Limits:
    connections: int = field(default_factory=default_connections)
    per_address: int = 16  # connections from one address (a household behind one router included)
    hello_seconds: float = 5.0  # to say hello (or create a game) after connecting
    games_per_address: int = 20  # unfinished games one address holds, and creates an hour
    unjoined_seconds: float = 10 * 60.0  # a game nobody joined
    abandoned_seconds: float = 24 * HOUR  # no player connected and no move
    finished_seconds: float = 10 * 60.0  # a finished game kept for its scores
    sweep_seconds: float = 60.0  # how often the server looks for games to let go

    @property
    def waiting(self) -> int:
        """Connections that may wait for their hello at once: half of all."""
        return max(1, self.connections // 2)


class Gate:
    """Counts the connections: ``admit`` (a new one, with its ``address``) says whether it may
    stay, ``joined`` says it said hello, ``release`` forgets it. When the server is full, the
    connection that has waited longest for its hello gives its place to the new one (``cut``):
    a real player says hello at once, so a crowd of idle connections cannot keep one out."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.by_address: dict[str, int] = {}
        self.members: set[Any] = set()
        self.waiting: dict[Any, None] = {}  # admitted, no hello yet: the oldest first

    @property
    def total(self) -> int:
        return len(self.members)

    def admit(self, conn: Any) -> bool:
        lim, address = self.limits, conn.address
        if self.by_address.get(address, 0) >= lim.per_address:
            log.warning("refused a connection from %s: %d connections from that address already", address,
                        lim.per_address)  # fmt: skip
            return False
        if self.total >= lim.connections or len(self.waiting) >= lim.waiting:
            if not self.waiting:
                log.warning("refused a connection from %s: the server holds as many connections as it takes", address)
                return False
            oldest = next(iter(self.waiting))
            log.info("closed a connection from %s: no hello yet, and its place was needed", oldest.address)
            self.release(oldest)
            oldest.cut()
        self.by_address[address] = self.by_address.get(address, 0) + 1
        self.members.add(conn)
        self.waiting[conn] = None
        return True

    def joined(self, conn: Any) -> None:
        self.waiting.pop(conn, None)

    def release(self, conn: Any) -> None:
        if conn not in self.members:
            return
        self.members.discard(conn)
        self.waiting.pop(conn, None)
        left = self.by_address.get(conn.address, 1) - 1
        if left > 0:
            self.by_address[conn.address] = left
        else:
            self.by_address.pop(conn.address, None)


class Quota:
    """Games per address: ``may_create`` before a game is made (``held``: how many unfinished
    games that address holds now), ``created`` once it is."""

    def __init__(self, limits: Limits, clock: Any) -> None:
        self.limits, self.clock = limits, clock
        self.buckets: dict[str, RateLimit] = {}

    def may_create(self, address: str, held: int) -> str | None:
        """Why ``address`` may not create a game now, or None."""
        n = self.limits.games_per_address
        if held >= n:
            return f"you hold {n} unfinished games on this server already: finish or leave one first"
        bucket = self.buckets.get(address)
        if bucket is None:
            bucket = self.buckets[address] = RateLimit(rate=n / HOUR, burst=n, clock=self.clock)
            if len(self.buckets) > 10 * self.limits.connections:  # forget the oldest addresses
                del self.buckets[next(iter(self.buckets))]
        if not bucket.allow():
            return f"at most {n} new games an hour from one address: try again later"
        return None


def expired(room: Any, now: float, online: bool, limits: Limits) -> str | None:
    """Why ``room`` may go now (``online``: a player of it is connected), or None to keep it."""
    if room.match is not None and room.match.state.over:
        return "finished" if now - room.active_at >= limits.finished_seconds else None
    if online:
        return None
    if not any(s.token is not None for s in room.seats) and now - room.started_at >= limits.unjoined_seconds:
        return "nobody joined"
    if now - room.active_at >= limits.abandoned_seconds:
        return "abandoned"
    return None
