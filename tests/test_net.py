"""Network play (issue #16): a real server on 127.0.0.1 (a free port), bot clients playing whole
games by their views, a client dropped and coming back, a spectator, a server started again
mid-game, every malformed or hostile message refused without touching other games, and no
message carrying another seat's secrets, the face-down tiles or the seed."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
from uidriver import BOARD
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from relicrunners.cli import main as cli
from relicrunners.io import historyread
from relicrunners.io.layout import DEFAULT_LAYOUT
from relicrunners.io.replays import fingerprint
from relicrunners.net.client import NetError, create_game, play_bot
from relicrunners.net.protocol import BURST, MAX_CLIENT_BYTES, message
from relicrunners.net.server import OUT_QUEUE, Client, GameServer, start_in_thread
from relicrunners.net.wire import decode_state
from relicrunners.play.match import Match
from relicrunners.rules import public_view, view_for


@pytest.fixture
def server(home):
    """A server in a thread, its games kept in the test's folder: (GameServer, url)."""
    srv = GameServer(BOARD, str(DEFAULT_LAYOUT), Path(home) / "server")
    port, stop = start_in_thread(srv)
    yield srv, f"ws://127.0.0.1:{port}"
    stop()


def run(coro):
    return asyncio.run(coro)


def bots_play(url: str, code: str, names: list[str], heard: dict | None = None, drop: dict | None = None):
    """Every name takes a seat and plays it with a medium bot; their final scores."""

    async def all_of_them():
        return await asyncio.gather(
            *(
                play_bot(
                    url,
                    code,
                    "medium",
                    BOARD,
                    name=n,
                    seat=i,
                    heard=(heard.setdefault(i, []).append if heard is not None else None),
                    drop_after=(drop or {}).get(i),
                )
                for i, n in enumerate(names)
            )
        )

    return run(all_of_them())


def ask(ws, kind: str, **fields) -> dict:
    """Send one message on a raw connection and read the answer (skipping lobby news)."""
    ws.send(message(kind, seq=7, **fields))
    while True:
        answer = json.loads(ws.recv(timeout=10))
        if answer["type"] != "lobby":
            return answer


def next_state(ws) -> dict:
    """The next position on a raw connection (lobby news skipped)."""
    while True:
        msg = json.loads(ws.recv(timeout=10))
        if msg["type"] == "state":
            return msg


@pytest.mark.slow
def test_three_bot_clients_play_a_whole_game_and_it_is_recorded(server):
    srv, url = server
    code = run(create_game(url, 3))["code"]
    scores = bots_play(url, code, ["Ada", "Bo", "Cy"])
    assert scores[0] == scores[1] == scores[2]
    match = srv.rooms[code].match
    assert match.state.over and [s["name"] for s in scores[0]] == ["Ada", "Bo", "Cy"]
    rows = historyread.games()
    assert len(rows) == 1 and rows[0].status == "finished" and [s.name for s in rows[0].seats] == ["Ada", "Bo", "Cy"]


@pytest.mark.slow
def test_no_message_holds_what_its_seat_could_not_see(server):
    srv, url = server
    code = run(create_game(url, 3))["code"]
    heard: dict[int, list[str]] = {}
    watched: list[str] = []

    async def watch():
        from websockets.asyncio.client import connect as aconnect

        async with aconnect(url) as ws:
            await ws.send(message("hello", code=code, watch=True))
            async for raw in ws:
                watched.append(raw)
                if '"scores"' in raw:
                    return

    async def everyone():
        w = asyncio.create_task(watch())
        await asyncio.sleep(0.2)
        await asyncio.gather(
            *(play_bot(url, code, "medium", BOARD, name=n, seat=i, heard=heard.setdefault(i, []).append)
              for i, n in enumerate(["Ada", "Bo", "Cy"]))
        )  # fmt: skip
        await asyncio.wait_for(w, 20)

    run(everyone())
    match = Match(BOARD, srv.rooms[code].match.record)  # every position again (the server keeps the last)
    seed = str(match.record.seed)
    checked = 0
    for seat, texts in [*heard.items(), (None, watched)]:
        for raw in texts:
            assert seed not in raw, "the seed reached a client"
            msg = json.loads(raw)
            if msg["type"] != "state":
                continue
            full = match.states[msg["step"]]
            expected = public_view(full) if seat is None else view_for(full, seat)
            if full.over:  # R11.3: at the end every player's coins and Blue tiles are shown
                for mine, theirs in zip(expected.players, full.players):
                    mine.vp, mine.blue = theirs.vp, list(theirs.blue)
            assert fingerprint(decode_state(msg["view"], BOARD)) == fingerprint(expected), (seat, msg["step"])
            for e in msg["events"]:
                assert "private" not in e or (seat is not None and e["player"] == seat)
            assert ("legal" in msg) == (seat is not None and seat == full.current and not full.over)
            checked += 1
    assert checked > 100


@pytest.mark.slow
def test_a_dropped_player_comes_back_with_the_seat_token(server):
    srv, url = server
    code = run(create_game(url, 3))["code"]
    scores = bots_play(url, code, ["Ada", "Bo", "Cy"], drop={1: 12, 2: 30})
    assert scores[0] == scores[1] == scores[2] and srv.rooms[code].match.state.over


def test_a_server_started_again_resumes_the_game(home):
    folder = Path(home) / "server"
    first = GameServer(BOARD, str(DEFAULT_LAYOUT), folder)
    port, stop = start_in_thread(first)
    url = f"ws://127.0.0.1:{port}"
    code = run(create_game(url, 2, bots=["easy"]))["code"]
    with connect(url) as ws:
        welcome = ask(ws, "hello", code=code, name="Ada")
        token = welcome["token"]
        state = json.loads(ws.recv(timeout=10))
        for _ in range(5):  # a few moves of Ada's, the bot answering in between
            while "legal" not in state:
                state = json.loads(ws.recv(timeout=10))
            ws.send(message("action", action=state["legal"][0], step=state["step"]))
            state = json.loads(ws.recv(timeout=10))
    stop()
    step = len(first.rooms[code].match.actions)  # after the stop: the bot may still have moved meanwhile
    second = GameServer(BOARD, str(DEFAULT_LAYOUT), folder)
    assert code in second.rooms and len(second.rooms[code].match.actions) == step and not second.problems
    port, stop = start_in_thread(second)
    scores = run(play_bot(f"ws://127.0.0.1:{port}", code, "medium", BOARD, token=token))
    stop()
    assert second.rooms[code].match.state.over and scores[0]["name"] == "Ada"
    assert second.rooms[code].match.actions[:step] == first.rooms[code].match.actions[:step]


@pytest.mark.slow
def test_malformed_and_hostile_messages_are_refused_and_other_games_go_on(server):
    srv, url = server
    other = run(create_game(url, 2, bots=["easy"]))["code"]
    code = run(create_game(url, 2))["code"]
    with connect(url) as ws:
        ws.send("this is not json")
        assert json.loads(ws.recv(timeout=10))["code"] == "not_json"
        ws.send(json.dumps({"v": 1, "type": "teleport"}))
        assert json.loads(ws.recv(timeout=10))["code"] == "unknown_type"
        ws.send(json.dumps({"v": 99, "type": "ping"}))
        assert json.loads(ws.recv(timeout=10))["code"] == "version"
        assert ask(ws, "hello", code="ZZZZZZ", name="Eve")["code"] == "no_game"
        assert ask(ws, "hello", code=code, token="not-a-token-of-this-game")["code"] == "bad_token"
        assert ask(ws, "action", action="BC", step=0)["code"] == "no_game"
        assert ask(ws, "hello", code=code, name="Ada", seat=0)["type"] == "welcome"
    with connect(url) as ws:
        assert ask(ws, "hello", code=code, name="Eve", seat=0)["code"] == "seat_taken"  # claiming Ada's seat
        welcome = ask(ws, "hello", code=code, name="Bo")
        assert welcome["seat"] == 1
        state = next_state(ws)
        before = len(srv.rooms[code].match.actions)
        if "legal" not in state:  # Ada (gone) is to play: Bo may not
            assert ask(ws, "action", action="BC", step=before)["code"] == "not_your_turn"
        assert len(srv.rooms[code].match.actions) == before
    with connect(url) as ws:  # oversized: the connection is closed
        ws.send(json.dumps({"v": 1, "type": "ping", "pad": "x" * (MAX_CLIENT_BYTES * 2)}))
        with pytest.raises(ConnectionClosed):
            ws.recv(timeout=10)
    with connect(url) as ws:  # a flood: refused, then closed
        for _ in range(BURST + 40):
            ws.send(message("ping"))
        answers = []
        with pytest.raises(ConnectionClosed):
            while True:
                answers.append(json.loads(ws.recv(timeout=10)))
        assert answers[-1]["code"] == "flood"
    scores = run(play_bot(url, other, "medium", BOARD, name="Solo"))  # the other game is untouched
    assert srv.rooms[other].match.state.over and scores[0]["name"] == "Solo"


def test_an_illegal_or_stale_action_changes_nothing(server):
    srv, url = server
    code = run(create_game(url, 2, bots=["easy"]))["code"]
    with connect(url) as ws:
        ask(ws, "hello", code=code, name="Ada")
        state = json.loads(ws.recv(timeout=10))
        while "legal" not in state:
            state = json.loads(ws.recv(timeout=10))
        before = fingerprint(srv.rooms[code].match.state)
        assert ask(ws, "action", action="nonsense!", step=state["step"])["code"] == "bad_action"
        illegal = next(t for t in ("R4", "T11", "J T5", "END") if t not in state["legal"])
        assert ask(ws, "action", action=illegal, step=state["step"])["code"] in ("illegal", "bad_action")
        assert ask(ws, "action", action=state["legal"][0], step=state["step"] - 1)["code"] == "stale"
        assert fingerprint(srv.rooms[code].match.state) == before


def test_the_command_line_creates_and_joins(server, capsys):
    _srv, url = server
    assert cli(["create", url, "--players", "2", "--bots", "easy"]) == 0
    code = capsys.readouterr().out.strip().splitlines()[-1]
    assert len(code) == 6
    assert cli(["join", url, code, "--bot", "medium", "--name", "Ada"]) == 0
    scores = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert [s["name"] for s in scores][0] == "Ada"
    assert cli(["join", url, "NOPE22", "--bot", "easy"]) == 1
    assert "no game" in capsys.readouterr().err
    with pytest.raises(SystemExit) as e:
        cli(["join", "http://x", code, "--bot", "easy"])
    assert e.value.code == 2


def test_an_unreachable_server_is_one_line(capsys):
    started = time.time()
    with pytest.raises(NetError):
        run(play_bot("ws://127.0.0.1:9", "ABCDEF", "easy", BOARD))
    assert time.time() - started < 30


def test_a_game_that_waits_for_its_host_starts_only_when_the_host_says(server):
    srv, url = server
    made = run(create_game(url, 2, seats=["remote", "remote"], wait=True))
    code = made["code"]
    with connect(url) as host, connect(url) as other:
        assert ask(host, "hello", code=code, name="Ada", host=made["host"])["seat"] == 0
        assert ask(other, "hello", code=code, name="Bo")["seat"] == 1
        assert srv.rooms[code].match is None  # every seat is taken, and still no deal
        assert ask(other, "start")["code"] == "not_host"
        host.send(message("start"))
        assert next_state(host)["step"] == 0 and srv.rooms[code].match is not None


@pytest.mark.slow
def test_a_client_that_does_not_read_holds_up_nobody(server):
    srv, url = server
    code = run(create_game(url, 2))["code"]
    with connect(url, max_queue=1) as slow:  # watches, and never reads a word
        slow.send(message("hello", code=code, watch=True))
        scores = bots_play(url, code, ["Ada", "Bo"])
    assert scores[0] == scores[1] and srv.rooms[code].match.state.over


def test_a_client_too_far_behind_is_cut_off_not_waited_for():
    """What the server does when a client's messages pile up (the kernel's buffers full)."""
    aborted = []
    ws = SimpleNamespace(transport=SimpleNamespace(abort=lambda: aborted.append(True)))

    async def fill() -> Client:
        client = Client(ws)  # type: ignore[arg-type]
        for k in range(OUT_QUEUE + 10):
            client.send(f"position {k}")
        return client

    client = asyncio.run(fill())
    assert client.dropped and aborted == [True]  # cut once, at once
    assert client.out.qsize() == OUT_QUEUE  # nothing more piles up for it
