"""Thousands of random clicks and keys in every scene: no exception, and the game stays sound."""

import random

import pygame
import pytest
from uidriver import BOARD, DT, make_app

from relicrunners.io.saves import fingerprint, replay
from relicrunners.play.invariants import check_state
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import apply
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes.end import EndScene
from relicrunners.ui.scenes.game import GameScene
from relicrunners.ui.scenes.handoff import HandoffScene
from relicrunners.ui.scenes.setup import SetupScene
from relicrunners.ui.scenes.start import StartScene

KEYS = [
    pygame.K_RETURN,
    pygame.K_ESCAPE,
    pygame.K_SPACE,
    pygame.K_z,
    pygame.K_a,
    pygame.K_BACKSPACE,
    pygame.K_TAB,
    pygame.K_1,
    pygame.K_KP_ENTER,
    pygame.K_s,
]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RELICRUNNERS_HOME", str(tmp_path))
    yield tmp_path
    from relicrunners.text import language

    language.use("en")  # a random click on the start screen's languages must not follow the next tests


def interesting_points(app):
    """Places worth clicking in the current scene, besides random pixels."""
    s = app.scene
    pts = []
    if isinstance(s, GameScene):
        pts += [s.bv.site_pos(i) for i in range(len(BOARD.sites))]
        pts += [s.bv.trail_mid(t) for t in range(len(BOARD.trails))]
        pts += [s.bv.token_pos(k) for k in range(len(BOARD.rivers))]
        pts += [b.rect.center for b in s.ctrl.buttons]
        pts += [s.panels.cell_rect(s.state.current, c).center for c in ("B", "M1", "C2", "S3")]
        pts += [b.rect.center for b in s.top_buttons if b.value != "menu"]
    elif hasattr(s, "buttons"):
        pts += [b.rect.center for b in s.buttons if b.value not in ("quit", "back")]
    return pts or [(800, 500)]


def random_session(app, rng, n_events):
    game_seen = []
    for i in range(n_events):
        r = rng.random()
        if r < 0.55:
            pos = (
                rng.choice(interesting_points(app))
                if rng.random() < 0.6
                else (rng.randrange(1600), rng.randrange(1000))
            )
            w = app.to_window(pos)
            button = rng.choice([1, 1, 1, 3, 4, 5])
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=w, rel=(0, 0), buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=w, button=button))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=w, button=button))
        elif r < 0.7:
            w = app.to_window((rng.randrange(1600), rng.randrange(1000)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=w, rel=(1, 1), buttons=(0, 0, 0)))
        elif r < 0.95:
            k = rng.choice(KEYS)
            mod = (
                pygame.KMOD_CTRL
                if (k == pygame.K_z and rng.random() < 0.7) or (k == pygame.K_s and rng.random() < 0.05)
                else 0
            )
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
        else:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "7", "Zé", " "])))
        app.running = True  # a random "Quit" only stops the loop: keep going
        app.step(rng.choice([DT, DT, 0.3]), draw=(i % 7 == 0))
        s = app.scene
        game = s.game if isinstance(s, HandoffScene) else s
        if isinstance(game, GameScene):
            if not game_seen or game_seen[-1] is not game:
                game_seen.append(game)
            assert check_state(game.match.state) == []
    return game_seen


def check_games(games):
    for game in games:
        m = game.match
        state, _ = replay(m.board, m.record)
        assert fingerprint(state) == fingerprint(m.state)
        # every remembered state follows from the one before through a legal action
        for i, a in enumerate(m.actions):
            nxt, _ = apply(m.states[i], a)
            assert fingerprint(nxt) == fingerprint(m.states[i + 1])


@pytest.mark.parametrize("start", ["start", "setup", "game", "game5", "end"])
@pytest.mark.slow
def test_random_input_never_breaks_anything(start):
    rng = random.Random(sum(map(ord, start)))
    app = make_app(speed="fast" if start == "game5" else "off")
    if start == "start":
        app.switch(StartScene(app))
    elif start == "setup":
        app.switch(SetupScene(app))
    elif start in ("game", "game5"):
        kinds = ["human", "human", "random"] if start == "game" else ["human", "random", "human", "easy", "human"]
        players = [Seat(c, c, SeatKind(k)) for c, k in zip(["red", "green", "blue", "yellow", "black"], kinds)]
        start_game(app, new_match(BOARD, app.layout_path, players, "random", 17))
    else:
        players = [Seat("A", "red", SeatKind.RANDOM), Seat("B", "blue", SeatKind.RANDOM)]
        match = new_match(BOARD, app.layout_path, players, "standard", 2)
        start_game(app, match)
        for _ in range(20000):
            if isinstance(app.scene, EndScene):
                break
            app.step(DT, draw=False)
        assert isinstance(app.scene, EndScene)
    games = random_session(app, rng, 1500)
    app.render()
    check_games(games)
    if start in ("game", "game5"):
        assert games and len(games[0].match.actions) > 0  # random clicking does make progress
