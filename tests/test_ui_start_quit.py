"""Esc on the start screen asks before the game closes (issue #11: one stray Esc closed it)."""

from __future__ import annotations

import pygame
from uidriver import click, key, make_app

from relicrunners.ui.scenes import to_start


def start():
    app = make_app()
    scene = to_start(app)
    app.step(1 / 60, draw=False)
    return app, scene


def test_esc_asks_and_esc_again_stays():
    app, scene = start()
    key(app, pygame.K_ESCAPE)
    assert app.running and scene.asking
    app.render()  # the question draws
    key(app, pygame.K_ESCAPE)
    assert app.running and not scene.asking


def test_esc_then_enter_or_the_quit_button_quits():
    app, scene = start()
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN)
    assert not app.running
    app, scene = start()
    key(app, pygame.K_ESCAPE)
    click(app, scene.question[0].rect.center)
    assert not app.running


def test_stay_closes_the_question_and_the_menu_works_again():
    app, scene = start()
    key(app, pygame.K_ESCAPE)
    click(app, scene.question[1].rect.center)
    assert app.running and not scene.asking
    key(app, pygame.K_RETURN)  # Enter on the start screen is New game
    assert type(app.scene).__name__ == "SetupScene"


def test_the_quit_button_itself_still_quits_at_once():
    app, scene = start()
    click(app, scene.button("quit").rect.center)
    assert not app.running
