"""The two kinds of session answer the game scene the same way (issue #24): a game played at this
screen (``LocalSession``) and a game a server holds (``RemoteSession``, a real server on loopback)
are driven by the same test functions, through the ``Session`` protocol only."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from uidriver import BOARD

from relicrunners.io.layout import DEFAULT_LAYOUT
from relicrunners.io.saves import layout_ref
from relicrunners.net.client import create_game
from relicrunners.net.link import NetLink
from relicrunners.net.server import GameServer, start_in_thread
from relicrunners.net.wire import decode_state
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.match import Match
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import Action, ActionKind
from relicrunners.session import LocalSession, RemoteMatch, RemoteSession, Session

SEATS = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bot", "blue", SeatKind.EASY)]


class Told:
    """What the session tells the scene."""

    def __init__(self) -> None:
        self.legal: list[Action] = []
        self.played = 0

    def kwargs(self) -> dict[str, Callable[..., None]]:
        def decided(state, legal, active) -> None:
            self.legal = list(legal) if active else []

        def played(events, before, after) -> None:
            self.played += 1

        return {"on_decision": decided, "on_played": played}


def local(told: Told, home: Path) -> tuple[Session, Callable[[], None]]:
    match = Match(BOARD, GameRecord(layout_ref(str(DEFAULT_LAYOUT)), list(SEATS), "first", 5, []))
    return LocalSession(match, threaded=False, **told.kwargs()), lambda: None


def remote(told: Told, home: Path) -> tuple[Session, Callable[[], None]]:
    server = GameServer(BOARD, str(DEFAULT_LAYOUT), home / "server")
    port, stop = start_in_thread(server)
    url = f"ws://127.0.0.1:{port}"
    code = asyncio.run(create_game(url, 2, setup="first", bots=["easy"]))["code"]
    link = NetLink(url, {"code": code, "name": "Ada"})
    seats: list[dict] = []
    end = time.time() + 20
    while True:
        assert time.time() < end, "no first position from the server"
        arrived = link.poll()
        first = next((m for m in arrived if m.get("type") == "state"), None)
        for m in arrived:
            if m.get("type") in ("welcome", "lobby"):
                seats = [s for s in m.get("seats", []) if isinstance(s, dict)]
        if first is not None:
            link.hold(arrived[arrived.index(first) + 1 :])
            break
        time.sleep(0.01)
    match = RemoteMatch(BOARD, seats, decode_state(first["view"], BOARD))
    session = RemoteSession(link, match, first, seats, **told.kwargs())

    def close() -> None:
        session.leave()
        stop()

    return session, close


@pytest.fixture(params=[local, remote], ids=["local", "remote"])
def session(request, home) -> Iterator[tuple[Session, Told]]:
    told = Told()
    made, close = request.param(told, Path(home))
    yield made, told
    close()


def advance(s: Session, done: Callable[[], bool], seconds: float = 30.0) -> None:
    """Run the frames a scene would run until ``done()``: bots' answers played, the server read."""
    end = time.time() + seconds
    while not done():
        assert time.time() < end, "the session never got there"
        action = s.bot_ready(1 / 60, 0.0)
        if action is not None:
            s.play(action)
        time.sleep(0.002)


def my_decision(s: Session, told: Told) -> Callable[[], bool]:
    return lambda: s.own_turn() and s.active and bool(told.legal)


def test_the_person_at_the_table_plays_and_the_log_and_scene_are_told(session):
    s, told = session
    advance(s, my_decision(s, told))
    assert s.viewer == 0 and s.view().masked_for == 0  # Ada's eyes only
    lines = len(s.log_lines())
    played = told.played
    move = next(a for a in told.legal if a.kind == ActionKind.MOVE)
    assert s.play(move)
    advance(s, lambda: told.played > played)  # the server answers in its own time
    assert len(s.log_lines()) > lines and any("Ada" in line for line in s.log_lines()[lines:])


def test_a_move_out_of_turn_is_refused_with_a_word_and_changes_nothing(session):
    s, told = session
    advance(s, my_decision(s, told))
    played = told.played
    assert s.play(next(a for a in told.legal if a.kind == ActionKind.MOVE))
    advance(
        s, lambda: told.played > played and my_decision(s, told)() and any(a.kind == ActionKind.END for a in told.legal)
    )
    assert s.play(next(a for a in told.legal if a.kind == ActionKind.END))
    assert not s.own_turn() and not s.active  # the bot's turn (or our move on its way to the server)
    before = s.state
    assert not s.play(Action(ActionKind.EXPLORE)) and s.status
    assert s.state is before


def test_the_recap_holds_only_what_this_person_has_not_seen(session):
    s, told = session
    advance(s, my_decision(s, told))
    s.seen[0] = s.serial
    assert s.recap(0) == []
    assert s.play(next(a for a in told.legal if a.kind == ActionKind.MOVE))
    advance(s, lambda: bool(s.recap(0)))
    new = s.recap(0)
    assert new and all(text in s.log_lines() for _who, text in new)
    assert len(new) < len(s.log_lines())  # what came before was seen


def test_the_session_layer_needs_no_pygame():
    code = "import sys, relicrunners.session; print('pygame' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
