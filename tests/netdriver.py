"""Driving a window through network play (tests/test_ui_net.py, and tests/netpeer.py, which runs
a second window in a process of its own)."""

from __future__ import annotations

import asyncio
import random
import threading
import time

import pygame
from uidriver import BOARD, DT, click, key, type_text

from relicrunners.net.client import NetError, play_bot
from relicrunners.ui.scenes import to_start
from relicrunners.ui.scenes.end import EndScene
from relicrunners.ui.scenes.handoff import HandoffScene
from relicrunners.ui.scenes.netgame import NetGameScene
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


def play_to_the_end_step(app, rng: random.Random, frame: int = 0, chooser=None) -> None:
    """One frame of play: a hand-off taken, or our move chosen among the legal ones (as a click
    would choose it) when it is ours — at random, or by ``chooser(view, legal)`` (a bot's decide:
    random players may take thousands of turns to end a game); a frame drawn now and then."""
    scene = app.scene
    if isinstance(scene, HandoffScene):  # another person at this screen: they take the mouse
        key(app, pygame.K_RETURN)
        return
    if isinstance(scene, NetGameScene) and not scene.state.over:
        assert scene.state.masked_for == scene.net.viewer, "the table shows only the eyes of who sits at it"
    if isinstance(scene, NetGameScene) and scene.net.own_turn() and scene.ctrl.legal and not scene.anims.busy:
        legal = scene.ctrl.legal
        scene.play(chooser(scene.state, legal) if chooser else rng.choice(legal))
    app.step(DT, draw=frame % 25 == 0)
    time.sleep(0.0005)


def play_to_the_end(app, rng: random.Random, seconds: float = 120.0) -> None:
    """Play until the scores show (with each decision explained, every part of the table is drawn)."""
    end = time.time() + seconds
    frame = 0
    while not isinstance(app.scene, EndScene):
        assert time.time() < end, "the game did not end"
        frame += 1
        play_to_the_end_step(app, rng, frame)


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


def host_from_setup(app):
    """New game with two seats: ours (Human) and one Online; Host. The lobby scene."""
    from relicrunners.ui.scenes import to_setup

    setup = to_setup(app)
    click(app, setup.button(("count", 2)).rect.center)
    click(app, setup.button(("kind", 0, "human")).rect.center)
    click(app, setup.button(("kind", 1, "online")).rect.center)
    host = setup.button(("start",))
    assert host.label == "Host"
    click(app, host.rect.center)
    return app.scene


def start_when_ready(app, lobby, seconds: float = 60.0) -> None:
    """The host's lobby: wait until every seat is taken, press Start, wait for the table."""
    start = next(b for b in lobby.buttons if b.value == ("start",))
    assert not start.enabled or lobby.ready, "Start is offered only once every seat is taken"
    until(app, lambda: lobby.ready, seconds)
    click(app, next(b for b in lobby.buttons if b.value == ("start",)).rect.center)
    until(app, lambda: isinstance(app.scene, NetGameScene), seconds)


def host_with_seats(app, kinds: list[str]):
    """New game with these seat kinds (human, online, or a bot level); Host. The lobby scene."""
    from relicrunners.ui.scenes import to_setup

    setup = to_setup(app)
    click(app, setup.button(("count", len(kinds))).rect.center)
    for i, kind in enumerate(kinds):
        click(app, setup.button(("kind", i, kind)).rect.center)
    click(app, setup.button(("start",)).rect.center)
    return app.scene
