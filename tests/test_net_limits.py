"""What one stranger may take from a game server (issue #23, docs/network.md "Limits"): idle
connections are closed after the hello timeout and capped per address and in all, while a real
player still gets in; one address cannot create every game the server can hold (not even across
a restart); games nobody plays are let go; every refusal is one line in the log, never a
traceback. Other addresses are loopback ones (127.0.0.2, 127.0.0.3): nothing leaves the machine."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from pathlib import Path

import pytest
from uidriver import BOARD
from websockets.asyncio.client import connect as aconnect
from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.sync.client import connect

from relicrunners.io import historyread
from relicrunners.io.layout import DEFAULT_LAYOUT
from relicrunners.net.client import NetError, create_game, play_bot
from relicrunners.net.limits import FILES_KEPT, Gate, Limits, open_file_limit
from relicrunners.net.protocol import message
from relicrunners.net.server import GameServer, start_in_thread

OTHER = "127.0.0.2"  # another machine, as far as the server can tell


def serving(folder: Path, limits: Limits | None = None, clock=time.time) -> tuple[GameServer, str, object]:
    srv = GameServer(BOARD, str(DEFAULT_LAYOUT), folder, limits, clock)
    port, stop = start_in_thread(srv)
    return srv, f"ws://127.0.0.1:{port}", stop


def until(check, seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.02)
    return check()


def ask(ws, kind: str, **fields) -> dict:
    ws.send(message(kind, seq=7, **fields))
    while True:
        answer = json.loads(ws.recv(timeout=10))
        if answer["type"] != "lobby":
            return answer


async def idle_connections(url: str, source: str, count: int) -> tuple[list, int]:
    """``count`` connections from ``source`` that never say hello: (the ones open, how many refused)."""
    opened, refused = [], 0
    for _ in range(count):
        try:
            opened.append(await aconnect(url, local_addr=(source, 0), open_timeout=5))
        except (OSError, InvalidHandshake, ConnectionClosed):
            refused += 1
    return opened, refused


def no_tracebacks(caplog) -> None:
    assert not any(r.exc_info for r in caplog.records), "a traceback in the log"
    assert "Traceback" not in caplog.text


def test_idle_connections_are_closed_after_the_hello_timeout_and_a_player_still_gets_in(home, caplog):
    caplog.set_level(logging.INFO, logger="relicrunners.net")
    srv, url, stop = serving(Path(home) / "server", Limits(per_address=6, hello_seconds=1.0))
    code = asyncio.run(create_game(url, 2, bots=["easy"]))["code"]

    async def crowd_and_player() -> tuple[int, int, str, float]:
        idle, refused = await idle_connections(url, OTHER, 10)
        opened = time.monotonic()
        async with aconnect(url) as me:  # a real player from 127.0.0.1, in the middle of it
            await me.send(message("hello", code=code, name="Ada"))
            welcome = json.loads(await asyncio.wait_for(me.recv(), 5))["type"]
            await asyncio.wait_for(asyncio.gather(*(ws.wait_closed() for ws in idle)), 10)
            closed_after = time.monotonic() - opened
            await me.send(message("ping", seq=3))  # the player, unlike them, is still there
            while json.loads(await asyncio.wait_for(me.recv(), 5))["type"] != "pong":
                pass
        return len(idle), refused, welcome, closed_after

    idle, refused, welcome, closed_after = asyncio.run(crowd_and_player())
    assert (idle, refused, welcome) == (6, 4, "welcome")  # 6 from one address, the rest refused at once
    assert closed_after < 5  # the hello timeout (1 s here), not the library's 20 s pings
    assert until(lambda: srv.gate.by_address.get(OTHER) is None)  # their places are free again
    lines = [r.getMessage() for r in caplog.records]
    assert sum(line.startswith(f"refused a connection from {OTHER}") for line in lines) == 4
    assert sum(line.startswith(f"closed a connection from {OTHER}: no hello") for line in lines) == 6
    no_tracebacks(caplog)
    stop()


def test_a_server_full_of_idle_connections_still_lets_a_player_in(home, caplog):
    caplog.set_level(logging.INFO, logger="relicrunners.net")
    srv, url, stop = serving(Path(home) / "server", Limits(connections=8, per_address=8, hello_seconds=3.0))
    code = asyncio.run(create_game(url, 2, bots=["easy"]))["code"]

    async def crowds_then_a_player() -> tuple[int, int, str]:
        a, refused_a = await idle_connections(url, OTHER, 3)
        b, refused_b = await idle_connections(url, "127.0.0.3", 3)  # 6 idle, 4 places to wait in
        waiting = len(srv.gate.waiting)
        async with aconnect(url) as me:
            await me.send(message("hello", code=code, name="Ada"))
            welcome = json.loads(await asyncio.wait_for(me.recv(), 5))["type"]
        for ws in a + b:
            await ws.close()
        return waiting, refused_a + refused_b, welcome

    assert asyncio.run(crowds_then_a_player()) == (4, 0, "welcome")
    lines = [r.getMessage() for r in caplog.records]
    assert sum("its place was needed" in line for line in lines) == 3  # the 2 oldest for the crowd, 1 for Ada
    assert until(lambda: srv.gate.total == 0)
    no_tracebacks(caplog)
    stop()
    files = open_file_limit()
    if files is not None:  # the default leaves open files to the server itself
        assert Limits().connections <= max(8, files - FILES_KEPT)


def test_a_server_full_of_players_refuses_the_next_connection(caplog):
    caplog.set_level(logging.INFO, logger="relicrunners.net")
    gate = Gate(Limits(connections=3, per_address=2))
    cut: list[str] = []

    class Conn:
        def __init__(self, address: str) -> None:
            self.address = address

        def cut(self) -> None:
            cut.append(self.address)

    conns = [Conn(f"127.0.0.{k}") for k in range(2, 7)]
    for conn in conns[:3]:
        assert gate.admit(conn)
        gate.joined(conn)  # all three said hello
    assert not gate.admit(conns[3]) and not cut  # nobody waiting to make room: refused
    gate.release(conns[0])
    assert gate.admit(conns[3]) and gate.total == 3
    assert [r.getMessage() for r in caplog.records] == [
        "refused a connection from 127.0.0.5: the server holds as many connections as it takes"
    ]


def test_one_address_cannot_create_every_game_even_across_a_restart(home, caplog):
    caplog.set_level(logging.INFO, logger="relicrunners.net")
    folder = Path(home) / "server"
    srv, url, stop = serving(folder)
    limit = srv.limits.games_per_address
    answers = []
    for _ in range(limit + 5):  # a flood of creates from another address, one connection each
        with connect(url, source_address=(OTHER, 0)) as ws:
            answers.append(ask(ws, "create", players=2))
    assert [a["type"] for a in answers] == ["created"] * limit + ["error"] * 5
    assert answers[-1]["code"] == "too_many_games" and "20 unfinished games" in answers[-1]["message"]
    assert asyncio.run(create_game(url, 2))["code"] in srv.rooms  # 127.0.0.1 still creates
    stop()

    srv, url, stop = serving(folder)  # started again: the games are held by the same address
    assert len(srv.rooms) == limit + 1
    with connect(url, source_address=(OTHER, 0)) as ws:
        assert ask(ws, "create", players=2)["code"] == "too_many_games"
    assert asyncio.run(create_game(url, 3))["code"] in srv.rooms
    stop()
    assert sum(r.getMessage().startswith(f"refused a game to {OTHER}") for r in caplog.records) == 6
    no_tracebacks(caplog)


@pytest.mark.slow
def test_games_nobody_plays_are_let_go_and_finished_ones_live_on_in_the_history(home, caplog):
    caplog.set_level(logging.INFO, logger="relicrunners.net")
    folder = Path(home) / "server"
    now = [time.time()]  # a real moment: the history refuses games from 1970
    srv, url, stop = serving(folder, Limits(sweep_seconds=0.05), clock=lambda: now[0])
    unjoined = asyncio.run(create_game(url, 2))["code"]
    finished = asyncio.run(create_game(url, 2, bots=["random"]))["code"]
    assert asyncio.run(play_bot(url, finished, "random", BOARD, name="Cy"))[0]["name"] == "Cy"
    left = asyncio.run(create_game(url, 2, bots=["easy"]))["code"]
    with connect(url) as ws:  # joined, and then nobody came back
        assert ask(ws, "hello", code=left, name="Ada")["type"] == "welcome"
    playing = asyncio.run(create_game(url, 2, bots=["easy"]))["code"]
    with connect(url) as bo:  # Bo stays connected all along
        assert ask(bo, "hello", code=playing, name="Bo")["type"] == "welcome"
        now[0] += 9 * 60
        time.sleep(0.3)
        assert {unjoined, finished, left, playing} <= set(srv.rooms)  # under 10 minutes: all kept
        now[0] += 2 * 60
        assert until(lambda: unjoined not in srv.rooms and finished not in srv.rooms)
        assert left in srv.rooms and playing in srv.rooms
        now[0] += 24 * 3600
        assert until(lambda: left not in srv.rooms)
        time.sleep(0.2)
        assert playing in srv.rooms  # a player is connected: kept however long it takes
    stop()
    files = {p.stem for p in folder.glob("*.json")}
    assert files == {playing}  # the others' files are gone
    assert [[s.name for s in g.seats] for g in historyread.games()] == [["Cy", "Bot 2"]]

    later = now[0] + 25 * 3600  # started again a day later: what nobody played since goes at once
    srv, url, stop = serving(folder, Limits(sweep_seconds=0.05), clock=lambda: later)
    assert until(lambda: not srv.rooms) and until(lambda: not list(folder.glob("*.json")))
    stop()
    lines = [r.getMessage() for r in caplog.records]
    for code, why in ((unjoined, "nobody joined"), (finished, "finished"), (left, "abandoned"), (playing, "abandoned")):
        assert f"game {code} let go: {why}" in lines
    no_tracebacks(caplog)


def test_an_empty_or_blank_name_takes_no_seat(home):
    srv, url, stop = serving(Path(home) / "server")
    code = asyncio.run(create_game(url, 3))["code"]
    with connect(url) as ws:
        for fields in ({"name": ""}, {"name": "   "}, {"name": "\u3000"}, {}):
            answer = ask(ws, "hello", code=code, **fields)
            assert answer["code"] == "bad_name" and "needs a name" in answer["message"], fields
        assert srv.rooms[code].free_seats() == [0, 1, 2]
        assert ask(ws, "hello", code=code, name="Ada")["seat"] == 0
    with pytest.raises(NetError, match="one name per seat"):
        asyncio.run(create_game(url, 2, seats=["remote", "easy"], names=[" ", "Bot"]))
    stop()


def test_two_bots_joined_without_names_do_not_clash(home):
    srv, url, stop = serving(Path(home) / "server")
    code = asyncio.run(create_game(url, 3, bots=["easy"]))["code"]

    async def both():
        return await asyncio.gather(play_bot(url, code, "random", BOARD), play_bot(url, code, "random", BOARD))

    first, second = asyncio.run(both())
    assert first == second
    assert sorted(s["name"] for s in first) == ["Bot 3", "Random bot", "Random bot 2"]
    code = asyncio.run(create_game(url, 2))["code"]
    with connect(url) as ws:  # a name given is the player's own: taken, it is refused
        assert ask(ws, "hello", code=code, name="Ada")["type"] == "welcome"
    with connect(url) as ws:
        assert ask(ws, "hello", code=code, name="Ada")["code"] == "name_taken"
    stop()
