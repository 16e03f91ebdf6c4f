"""The server's games on disk: one JSON file per game (``Room.save``), read back when a server
starts, so a server stopped mid-game resumes every game where it stood. A file is input from a
stranger: every field is checked and every action replayed through the rules; one that does not
check out is left where it is and named in one line."""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..io.atomic import write_atomic
from ..io.safeio import RefusedFile, read_limited
from ..io.saverecord import parse_actions
from ..io.saves import SaveError, layout_ref, replay
from ..play.gamerecord import GameRecord
from ..play.match import Match
from ..play.seat import Seat, SeatKind
from ..rules import MAX_SEED
from ..rules.components import PLAYER_COLOURS
from ..rules.state import SETUPS
from .protocol import CODE_ALPHABET, CODE_LENGTH
from .room import MAX_NAME, ROOM_KINDS, Room, RoomSeat

MAX_GAME_BYTES = 2 * 1024 * 1024
MAX_GAMES = 2000
WRITERS = 4  # games written at once (a slow disk's syncs overlap)
IDLE_SECONDS = 2.0  # a writer thread with nothing to write for this long ends (a new one starts when needed)
log = logging.getLogger("relicrunners.net")


def _seat(d: Any) -> RoomSeat:
    if not isinstance(d, dict) or set(d) != {"kind", "name", "colour", "token", "away_bot"}:
        raise ValueError("a seat")
    kind, name, colour, token = d["kind"], d["name"], d["colour"], d["token"]
    if not isinstance(kind, str) or kind not in ROOM_KINDS or colour not in PLAYER_COLOURS:
        raise ValueError("a seat's kind or colour")
    if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME or not name.isprintable():
        raise ValueError("a seat's name")
    if token is not None and (not isinstance(token, str) or not 10 <= len(token) <= 64):
        raise ValueError("a seat's token")
    return RoomSeat(Seat(name, colour, SeatKind(kind)), token, bool(d["away_bot"]))


def load_room(path: Path, board: Any, layout_path: str) -> Room:
    """A game from its file (ValueError with what is wrong)."""
    try:
        data = json.loads(read_limited(path, MAX_GAME_BYTES, "game file").decode("utf-8"))
    except (RefusedFile, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as e:
        raise ValueError(f"cannot be read ({e})") from None
    if not isinstance(data, dict) or data.get("format") != "relicrunners-net-game":
        raise ValueError("not a network game")
    code, setup, seed, seats = data.get("code"), data.get("setup"), data.get("seed"), data.get("seats")
    if not isinstance(code, str) or len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        raise ValueError("its code")
    if path.stem != code:
        raise ValueError("its name and code differ")
    if setup not in SETUPS or not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise ValueError("its setup or seed")
    if data.get("layout") != layout_ref(layout_path):
        raise ValueError("it was played on another board")
    if not isinstance(seats, list) or not 2 <= len(seats) <= 5:
        raise ValueError("its seats")
    room = Room(code, board, layout_ref(layout_path), setup, seed, [_seat(s) for s in seats])
    host, started_at = data.get("host_token"), data.get("started_at")
    if isinstance(host, str) and 10 <= len(host) <= 64:
        room.host_token = host
    if isinstance(started_at, (int, float)) and not isinstance(started_at, bool):
        room.started_at = float(started_at)
    active_at, created_by = data.get("active_at", room.started_at), data.get("created_by")
    room.active_at = (
        float(active_at) if isinstance(active_at, (int, float)) and not isinstance(active_at, bool) else room.started_at
    )
    if isinstance(created_by, str) and 0 < len(created_by) <= 64 and created_by.isprintable():
        room.created_by = created_by
    room.recorded = data.get("recorded") is True
    room.wait_for_host = data.get("wait_for_host") is True
    texts = data.get("actions")
    if not isinstance(texts, list) or not all(isinstance(t, str) and len(t) <= 200 for t in texts):
        raise ValueError("its actions")
    if data.get("started") is True:
        room.start()
        assert room.match is not None
        record = GameRecord(room.layout, room.match.record.players, setup, seed, [])
        try:
            record.actions = parse_actions(board, texts, path.name)
            replay(board, record, path.name)
        except SaveError as e:
            raise ValueError(str(e)) from None
        room.match = Match(board, record)
        del room.match.states[:-1]  # the position is enough on a server
        room.texts = list(texts)
    elif texts:
        raise ValueError("actions before its start")
    return room


def load_rooms(folder: Path, board: Any, layout_path: str) -> tuple[dict[str, Room], list[str]]:
    """Every game in ``folder`` and a line for each file that was left out."""
    rooms: dict[str, Room] = {}
    problems: list[str] = []
    try:
        files = sorted(folder.glob("*.json"))[:MAX_GAMES]
    except OSError:
        return rooms, problems
    for path in files:
        try:
            room = load_room(path, board, layout_path)
        except ValueError as e:
            problems.append(f"{path.name}: left out: {e}")
            continue
        rooms[room.code] = room
    return rooms, problems


class Saver:
    """Writes games to disk in threads of their own (``WRITERS``), so the server's loop never
    waits on the disk itself. ``put`` hands over a game's newest record and, once that record (or
    a newer one of the same game) is on disk, written atomically and synced, calls ``done``: the
    server tells nobody of a move before then, so a kill never loses a move a client has seen.
    Records of one game that arrive while an older one is being written are folded into one
    write; ``drop`` removes a game's file, after the writes handed over before it."""

    def __init__(self, folder: Path, writers: int = WRITERS) -> None:
        self.folder = folder
        self.waiting: dict[str, tuple[bytes | None, list[Callable[[], None]]]] = {}
        self.writing: set[str] = set()  # one write of a game at a time, in the order handed over
        self.cond = threading.Condition()
        self.failed: str | None = None  # the last write's problem, for the log
        self.writers = writers
        self.threads = 0  # writer threads running: started when work comes, ended when idle

    def put(self, code: str, data: bytes, done: Callable[[], None] | None = None) -> None:
        self._hand(code, data, done)

    def drop(self, code: str) -> None:
        """Remove the game's file (a game let go: docs/network.md)."""
        self._hand(code, None, None)

    def _hand(self, code: str, data: bytes | None, done: Callable[[], None] | None) -> None:
        with self.cond:
            calls = self.waiting.pop(code, (None, []))[1]
            self.waiting[code] = (data, calls + ([done] if done is not None else []))
            if self.threads < self.writers:
                self.threads += 1
                threading.Thread(target=self._run, name="relicrunners-saver", daemon=True).start()
            self.cond.notify_all()

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until every record handed over is on disk."""
        with self.cond:
            self.cond.wait_for(lambda: not self.waiting and not self.writing, timeout)

    def _next(self) -> str | None:
        return next((code for code in self.waiting if code not in self.writing), None)

    def _run(self) -> None:
        while True:
            with self.cond:
                if not self.cond.wait_for(lambda: self._next() is not None, IDLE_SECONDS):
                    self.threads -= 1  # nothing to write for a while: this thread ends
                    return
                code = self._next()
                assert code is not None
                data, calls = self.waiting.pop(code)
                self.writing.add(code)
            path = self.folder / f"{code}.json"
            try:
                if data is None:
                    path.unlink(missing_ok=True)
                else:
                    write_atomic(path, data)
            except OSError as e:
                problem = e.strerror or str(e)
                if problem != self.failed:  # one line for a run of the same trouble (a full disk)
                    log.warning("game %s not written: %s", code, problem)
                self.failed = problem
            with self.cond:
                self.writing.discard(code)
                self.cond.notify_all()
            for call in calls:
                try:
                    call()
                except Exception as e:  # the server's loop has ended meanwhile
                    log.info("game %s written after its server stopped (%s)", code, e)
