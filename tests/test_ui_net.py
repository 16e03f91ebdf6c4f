"""Network play in the window (issue #16): host a game from the setup screen, join one from the
start screen, play it to the scores on the table with this seat's view, come back after leaving,
and be refused in one line (wrong code, no server)."""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from pathlib import Path

import pygame
import pytest
from pseudolang import SPOKEN, speak
from textfit import REGIONS, check, frame
from uidriver import BOARD, DT, click, key, make_app, type_text

from relicrunners.io import history, netseats
from relicrunners.io.layout import DEFAULT_LAYOUT
from relicrunners.net.client import NetError, create_game, play_bot
from relicrunners.net.server import GameServer, start_in_thread
from relicrunners.ui import prefs
from relicrunners.ui.netplay import NetPlay as NetGameScene
from relicrunners.ui.scenes import to_netjoin, to_setup, to_start
from relicrunners.ui.scenes.end import EndScene
from relicrunners.ui.scenes.lobby import LobbyScene
from relicrunners.ui.scenes.netjoin import NetJoinScene


def bot_in_thread(url: str, code: str, out: list, **kw) -> threading.Thread:
    """A bot client playing a seat from a thread of its own; its final scores land in ``out``."""

    def run() -> None:
        try:
            out.append(asyncio.run(play_bot(url, code, "easy", BOARD, **kw)))
        except NetError:  # the test ended first and its server went away
            pass

    t = threading.Thread(target=run, daemon=True)
    t.start()
    return t


def until(app, done, seconds: float = 30.0) -> None:
    """Run frames until ``done()`` (the network answers in its own time)."""
    end = time.time() + seconds
    while not done():
        assert time.time() < end, f"waited {seconds} s in {type(app.scene).__name__}"
        app.step(DT, draw=False)
        time.sleep(0.001)


def play_to_the_end(app, rng: random.Random, seconds: float = 120.0) -> None:
    """Our moves chosen among the legal ones, as a click would choose them, until the scores show;
    a frame drawn now and then (with each decision explained: every part of the table is drawn)."""
    end = time.time() + seconds
    frames = 0
    while not isinstance(app.scene, EndScene):
        assert time.time() < end, "the game did not end"
        scene = app.scene
        if isinstance(scene, NetGameScene) and scene.net.own_turn() and scene.ctrl.legal and not scene.anims.busy:
            scene.play(rng.choice(scene.ctrl.legal))
        frames += 1
        app.step(DT, draw=frames % 25 == 0)
        time.sleep(0.0005)


@pytest.fixture
def server(home):
    srv = GameServer(BOARD, str(DEFAULT_LAYOUT), Path(home) / "elsewhere")
    port, stop = start_in_thread(srv)
    yield srv, f"ws://127.0.0.1:{port}"
    stop()


def join_by_clicks(app, url: str, code: str, name: str) -> NetJoinScene:
    start = to_start(app)
    click(app, start.button("join").rect.center)
    scene = app.scene
    assert isinstance(scene, NetJoinScene)
    for field, text in ((scene.address, url), (scene.code, code), (scene.name, name)):
        click(app, field.rect.center)
        key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
        type_text(app, text)
    click(app, next(b for b in scene.buttons if b.value == ("join",)).rect.center)
    return scene


def test_a_game_hosted_from_the_setup_screen_is_played_to_the_scores(home):
    app = make_app()
    prefs.change(app, explain=True)  # the explanations are drawn from our view too
    setup = to_setup(app)
    click(app, setup.button(("count", 2)).rect.center)
    click(app, setup.button(("kind", 0, "human")).rect.center)
    click(app, setup.button(("kind", 1, "online")).rect.center)
    host = setup.button(("start",))
    assert host.label == "Host"
    click(app, host.rect.center)
    lobby = app.scene
    assert isinstance(lobby, LobbyScene) and app.hosting is not None
    assert lobby.host.address.startswith("ws://") and len(lobby.code) == 6
    until(app, lambda: lobby.seats)
    app.render()  # the lobby with the code, the address and the free seat
    scores: list = []
    bot_in_thread(app.hosting.url, lobby.code, scores, name="Remo")
    until(app, lambda: isinstance(app.scene, NetGameScene))
    game = app.scene
    assert game.net.viewer == 0 and game.state.masked_for == 0  # our view, never the whole game
    app.render()
    play_to_the_end(app, random.Random(2))
    until(app, lambda: scores)
    end = app.scene
    assert [r["total"] for r in end.rows] == [s["score"] for s in scores[0]]
    app.render()
    app.hosting.stop()
    assert history.games()[0].seats[1].name == "Remo"  # recorded by this window's server


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
    setup = to_setup(app)
    click(app, setup.button(("count", 2)).rect.center)
    click(app, setup.button(("kind", 0, "human")).rect.center)
    click(app, setup.button(("kind", 1, "online")).rect.center)
    click(app, setup.button(("start",)).rect.center)
    lobby = app.scene
    with connect(app.hosting.url) as ws:  # someone takes the seat, then their connection drops
        ws.send(message("hello", code=lobby.code, name="Remo"))
        ws.recv(timeout=10)
        until(app, lambda: isinstance(app.scene, NetGameScene))
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
    check(frame(app, ledger, "network table"), ledger, REGIONS)
