"""A network game whose connection drops: the window says so once, in the prompt line, and
lets the player go on when the link is back (the status line under the prompt does not repeat it);
while it is down, no moves are offered on the table."""

from __future__ import annotations

import random

from netdriver import bot_in_thread, host_from_setup, start_when_ready, until
from uidriver import DT, make_app

from relicrunners.ui.scenes import gamebar


def test_a_lost_connection_is_said_once_and_the_game_goes_on_when_it_is_back(home, monkeypatch):
    app = make_app()
    lobby = host_from_setup(app)
    bot_in_thread(app.hosting.url, lobby.code, [], name="Remo")
    start_when_ready(app, lobby)
    game = app.scene
    until(app, lambda: game.net.own_turn())
    drawn: list[tuple[str, str]] = []
    real = gamebar.draw_prompt

    def seen(surf, box, prompt, status, *rest):  # what the prompt area is asked to draw
        drawn.append((prompt, status))
        real(surf, box, prompt, status, *rest)

    monkeypatch.setattr(gamebar, "draw_prompt", seen)
    offered = list(game.ctrl.legal)
    game.net.link._tell({"type": "link", "status": "lost", "problem": "timed out"})
    app.step(DT, draw=True)
    prompt, status = drawn[-1]
    assert "lost" in prompt and "lost" not in status, "the lost connection is said once, not twice"
    assert not game.ctrl.legal and not game.net.own_turn(), "no moves are offered while the link is down"
    assert not game.net.play(offered[0]) and "lost" in game.net.status, "a key's move waits; the loss is still said"
    game.net.link._tell({"type": "link", "status": "online", "problem": ""})
    app.step(DT, draw=True)
    prompt, status = drawn[-1]
    assert "lost" not in prompt and game.net.own_turn() and game.ctrl.legal, "the moves are offered again"
    game.play(random.Random(1).choice(game.ctrl.legal))  # and the game goes on
    until(app, lambda: game.net.step > 0 and not game.net.sent)
    app.hosting.stop()
