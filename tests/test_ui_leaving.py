"""Where the score screen leads, and when quitting asks (issue #25, item 7): the scores offer Play
again (the same seats, a new deal) and Main menu, never a Quit that closes the program at once;
quitting asks first wherever leaving would be surprising (a game in progress behind the window's
close button, a network game this window hosts) and closes at once where nothing is at stake (the
start screen's own Quit, the scores)."""

from __future__ import annotations

import pygame
from uidriver import BOARD, DT, click, key, make_app, recorded_game

from relicrunners.play.seat import Seat, SeatKind
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes import to_start
from relicrunners.ui.scenes.end import EndScene
from relicrunners.ui.scenes.game import GameScene
from relicrunners.ui.scenes.handoff import HandoffScene
from relicrunners.ui.scenes.start import StartScene

SEATS = [
    Seat("Ada", "red", SeatKind.HUMAN),
    Seat("Cy", "green", SeatKind.HUMAN),
    Seat("Bo", "blue", SeatKind.EASY),
]


def scores():
    app = make_app()
    match = recorded_game(app, SEATS, 3)
    end = app.scene
    assert isinstance(end, EndScene)
    return app, match, end


def button(end, value):
    return next(b for b in end.buttons if b.value == value)


def close_window(app) -> None:
    """The window's close button (or Alt+F4)."""
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(DT, draw=False)


def table(app):
    """The game on screen (two humans share the screen: it may wait behind a hand-off)."""
    scene = app.scene
    return scene.game if isinstance(scene, HandoffScene) else scene


def a_game_in_progress():
    app = make_app()
    game = start_game(app, new_match(BOARD, app.layout_path, SEATS, "standard", 4))
    app.step(DT, draw=False)
    return app, game


def test_the_scores_offer_no_quit_but_play_again_and_main_menu():
    app, match, end = scores()
    assert [b.value for b in end.buttons] == ["again", "new", "board", "review", "stats", "menu"]
    assert button(end, "again").style == "gold"


def test_play_again_deals_a_new_game_for_the_same_seats():
    app, match, end = scores()
    click(app, button(end, "again").rect.center)
    game = table(app)
    assert app.running and isinstance(game, GameScene) and game.match is not match
    record = game.match.record
    assert record.players == match.record.players and record.setup == match.record.setup
    assert record.actions == [] and not game.state.over and game.state.turn == 1
    assert record.seed != match.record.seed  # a new deal


def test_main_menu_goes_back_to_the_start_screen():
    app, _match, end = scores()
    click(app, button(end, "menu").rect.center)
    assert app.running and isinstance(app.scene, StartScene)


def test_both_are_reached_with_the_keyboard():
    app, match, end = scores()
    for _ in range(12):  # Tab to Main menu, then Enter
        key(app, pygame.K_TAB)
        if app.focus.key == ("button", 5, "menu"):
            break
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, StartScene)
    app, match, end = scores()
    key(app, pygame.K_ESCAPE)  # Esc: the main menu
    assert isinstance(app.scene, StartScene)
    app, match, end = scores()
    key(app, pygame.K_RETURN)  # Enter with nothing focused: the gold button, Play again
    assert isinstance(table(app), GameScene) and table(app).match.record.players == match.record.players


def test_closing_the_window_on_the_scores_quits_at_once():
    app, _match, _end = scores()
    close_window(app)
    assert not app.running


def test_closing_the_window_mid_game_asks_and_says_the_game_is_kept():
    app, game = a_game_in_progress()
    close_window(app)
    assert app.running and app.asking is not None and "Continue" in app.asking.note
    app.render()  # the question draws over the table
    key(app, pygame.K_ESCAPE)  # Stay
    assert app.running and app.asking is None and table(app) is game
    close_window(app)
    key(app, pygame.K_RETURN)  # Quit
    assert not app.running


def test_the_question_takes_the_keys_and_clicks_and_a_second_close_quits():
    app, game = a_game_in_progress()
    close_window(app)
    turn = game.state.turn
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)  # from Quit to Stay
    assert app.focus.key == ("quit-question", "stay")
    key(app, pygame.K_RETURN)
    assert app.running and app.asking is None and game.state.turn == turn
    close_window(app)
    click(app, app.asking.buttons[1].rect.center)  # Stay, by mouse
    assert app.running and app.asking is None
    close_window(app)
    close_window(app)  # the close button again: the player means it
    assert not app.running


def test_the_rules_opened_from_a_game_ask_as_the_game_does():
    app, game = a_game_in_progress()
    key(app, pygame.K_F1)
    assert app.scene is not game
    close_window(app)
    assert app.running and app.asking is not None


def test_a_window_hosting_a_network_game_asks_even_on_the_start_screen():
    app = make_app()
    start = to_start(app)
    app.step(DT, draw=False)
    app.hosting = object()  # a server this window runs for the players who joined
    click(app, start.button("quit").rect.center)
    assert app.running and app.asking is not None and "network" in app.asking.note
    key(app, pygame.K_RETURN)
    assert not app.running
    app.hosting = None
