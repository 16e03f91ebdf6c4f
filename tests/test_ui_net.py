"""Network play in the window (issue #16): host a game from the setup screen, join one from the
start screen, play it to the scores on the table with this seat's view, come back after leaving,
and be refused in one line (wrong code, no server)."""

from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest
from netdriver import (
    bot_in_thread,
    host_from_setup,
    host_with_seats,
    join_by_clicks,
    play_to_the_end,
    play_to_the_end_step,
    start_when_ready,
    until,
)
from pseudolang import SPOKEN, speak
from textfit import check, frame, regions
from uidriver import BOARD, DT, click, make_app

from relicrunners.bots.greedy import MediumBot
from relicrunners.io import historyread, netseats
from relicrunners.io.layout import DEFAULT_LAYOUT
from relicrunners.net.client import create_game
from relicrunners.net.server import GameServer, start_in_thread
from relicrunners.ui import prefs
from relicrunners.ui.scenes import to_netjoin
from relicrunners.ui.scenes.end import EndScene
from relicrunners.ui.scenes.lobby import LobbyScene
from relicrunners.ui.scenes.netgame import NetGameScene
from relicrunners.ui.scenes.netjoin import NetJoinScene


@pytest.fixture
def server(home):
    srv = GameServer(BOARD, str(DEFAULT_LAYOUT), Path(home) / "elsewhere")
    port, stop = start_in_thread(srv)
    yield srv, f"ws://127.0.0.1:{port}"
    stop()


def test_a_game_hosted_from_the_setup_screen_is_played_to_the_scores(home):
    app = make_app()
    prefs.change(app, explain=True)  # the explanations are drawn from our view too
    lobby = host_from_setup(app)
    assert isinstance(lobby, LobbyScene) and app.hosting is not None
    assert lobby.host.address.startswith("ws://") and len(lobby.code) == 6
    until(app, lambda: lobby.seats)
    app.render()  # the lobby with the code, the address and the free seat
    assert not next(b for b in lobby.buttons if b.value == ("start",)).enabled  # a seat is still free
    scores: list = []
    bot_in_thread(app.hosting.url, lobby.code, scores, name="Remo")
    start_when_ready(app, lobby)
    game = app.scene
    assert game.net.viewer == 0 and game.state.masked_for == 0  # our view, never the whole game
    app.render()
    play_to_the_end(app, random.Random(2))
    until(app, lambda: scores)
    end = app.scene
    assert [r["total"] for r in end.rows] == [s["score"] for s in scores[0]]
    app.render()
    app.hosting.stop()
    assert historyread.games()[0].seats[1].name == "Remo"  # recorded by this window's server


@pytest.mark.slow
def test_joining_from_the_start_screen_plays_and_comes_back_to_the_seat(server, home):
    srv, url = server
    code = asyncio.run(create_game(url, 2, bots=["easy"]))["code"]
    app = make_app()
    join_by_clicks(app, url, code, "Ada")
    until(app, lambda: isinstance(app.scene, NetGameScene))
    game = app.scene
    assert game.net.viewer == 0 and netseats.recall(url, code)["name"] == "Ada"
    rng = random.Random(5)
    until(app, lambda: game.net.own_turn())
    for _ in range(6):  # a few moves, then leave by the menu
        until(app, lambda: game.net.own_turn() and not game.anims.busy)
        game.play(rng.choice(game.ctrl.legal))
    step = srv.rooms[code].match.state.turn
    click(app, next(b for b in game.top_buttons if b.value == "menu").rect.center)
    join_by_clicks(app, url, code, "Ada")  # the same code: back to the same seat, with its token
    until(app, lambda: isinstance(app.scene, NetGameScene))
    again = app.scene
    assert again.net.viewer == 0 and again.state.turn >= step
    play_to_the_end(app, rng)
    assert srv.rooms[code].match.state.over


def test_a_wrong_code_or_no_server_is_one_line_on_the_join_screen(server, home):
    _srv, url = server
    app = make_app()
    join_by_clicks(app, url, "NOPE22", "Ada")
    until(app, lambda: isinstance(app.scene, NetJoinScene) and app.scene.message)
    assert "invite code" in app.scene.message and "\n" not in app.scene.message
    join_by_clicks(app, "ws://127.0.0.1:9", "ABCDEF", "Ada")
    until(app, lambda: isinstance(app.scene, NetJoinScene) and app.scene.message, 30)
    assert "Could not join" in app.scene.message
    app.render()


def test_the_remembered_seats_file_is_read_as_a_stranger(home):
    path = Path(home) / netseats.FILE_NAME
    path.write_text(
        json.dumps(
            {"url": "x" * 500, "games": [{"url": 1}, "junk", {"url": "u", "code": "C", "token": "t" * 20, "name": "A"}]}
        )
    )
    data = netseats.load()
    assert data["url"] == "" and data["games"] == [{"url": "u", "code": "C", "token": "t" * 20, "name": "A"}]
    path.write_bytes(b"\xff\xfe not json")
    assert netseats.load()["games"] == []


def test_the_host_lets_a_bot_play_for_a_player_who_went_away(home):
    from websockets.sync.client import connect

    from relicrunners.net.protocol import message

    app = make_app()
    lobby = host_from_setup(app)
    with connect(app.hosting.url) as ws:  # someone takes the seat, then their connection drops
        ws.send(message("hello", code=lobby.code, name="Remo"))
        ws.recv(timeout=10)
        start_when_ready(app, lobby)
    game = app.scene
    rng = random.Random(3)
    until(app, lambda: game.net.own_turn())
    while game.state.current == 0:  # our turn, until Remo (away) is to play
        if game.net.own_turn() and not game.anims.busy:
            game.play(rng.choice(game.ctrl.legal))
        app.step(DT, draw=False)
    until(app, lambda: game.host_buttons() and not game.net.sent)
    assert "Waiting for Remo, who lost the connection" in game.prompt_line("Remo", 0.0)
    away = game.host_buttons()[0]
    assert away.value == ("away", 1, True)
    app.render()
    click(app, away.rect.center)
    until(app, lambda: game.net.seats[1].get("bot"))
    play_to_the_end(app, rng)  # the bot plays Remo's moves meanwhile
    assert app.hosting.server.rooms[lobby.code].match.state.over
    app.hosting.stop()


@pytest.mark.parametrize("code", SPOKEN)
@pytest.mark.parametrize("window", [None, (1280, 800)])
def test_every_text_of_the_network_screens_fits(ledger, server, home, code, window):
    srv, url = server
    game_code = asyncio.run(create_game(url, 3, bots=["easy"]))["code"]
    speak(code)
    app = make_app(window)
    join = to_netjoin(app, "x" * 30)
    join.name.text = "Wilhelmina-Zof"
    check(frame(app, ledger, "join"), ledger, None)
    join.code.text, join.address.text = game_code, url
    join.connect()
    lobby = app.scene
    until(app, lambda: lobby.seats)
    check(frame(app, ledger, "lobby"), ledger, None)
    scores: list = []
    bot_in_thread(url, game_code, scores, name="MMMMMMMMMMMMMM")
    until(app, lambda: isinstance(app.scene, NetGameScene))
    check(frame(app, ledger, "network table"), ledger, regions(app.scene))


@pytest.mark.slow
def test_two_windows_in_two_processes_host_and_join_a_game_to_the_end(home, tmp_path):
    """The host is this test's window; the other player's window runs in a process of its own."""
    app = make_app()
    lobby = host_from_setup(app)
    env = {**os.environ, "RELICRUNNERS_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    peer = subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("netpeer.py")), app.hosting.url, lobby.code, "Peer", "8"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        start_when_ready(app, lobby)
        play_to_the_end(app, random.Random(9), 600)
        out, err = peer.communicate(timeout=120)
    finally:
        peer.kill()
    assert peer.returncode == 0, err[-2000:]
    theirs = json.loads(out.strip().splitlines()[-1])
    assert theirs == [row["total"] for row in app.scene.rows]  # both windows show the same scores
    app.hosting.stop()


@pytest.mark.slow
def test_two_people_at_the_host_screen_pass_the_mouse_in_a_network_game(home):
    app = make_app()
    lobby = host_with_seats(app, ["human", "human", "online"])
    assert isinstance(lobby, LobbyScene) and len(lobby.others) == 1
    scores: list = []
    bot_in_thread(app.hosting.url, lobby.code, scores, name="Remo")
    start_when_ready(app, lobby)
    seen = set()
    rng = random.Random(4)
    people = MediumBot(4)  # the two people play like the medium bot: a game of usual length
    end = time.time() + 300
    frame = 0
    while not isinstance(app.scene, EndScene):  # as play_to_the_end, noting who sat at the screen
        assert time.time() < end
        if isinstance(app.scene, NetGameScene):
            seen.add(app.scene.net.viewer)
        frame += 1
        play_to_the_end_step(app, rng, frame, people.decide)
    assert seen == {0, 1}  # both people at this screen had the table, one after the other
    until(app, lambda: scores)
    assert [r["total"] for r in app.scene.rows] == [s["score"] for s in scores[0]]
    app.hosting.stop()
