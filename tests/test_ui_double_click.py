"""A double-click plays one decision, not two (issue #11: at speed off a double-click on a
destination moved the explorer, then took the second click as "explore here" — a Ration spent,
a tile taken, and Undo refused because a tile was revealed)."""

from __future__ import annotations

import pygame
from uidriver import BOARD, DT, click, make_app, spatial_pos

from relicrunners.play.seat import Seat, SeatKind
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.input.clickguard import DELAY


def start():
    app = make_app(speed="off")
    players = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bot", "blue", SeatKind.EASY)]
    game = start_game(app, new_match(BOARD, app.layout_path, players, "first", 4))
    app.step(DT, draw=False)
    return app, game


def post_click(app, pos):
    w = app.to_window(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=w, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=w, button=1))


def one_trail_move_to_a_temple(game):
    for a in game.match.legal():
        if a.kind == "move" and len(a.args) == 2 and BOARD.sites[a.args[-1]].kind == "temple":
            return a
    raise AssertionError("no one-trail move to a temple at the start")


def test_a_double_click_on_a_destination_only_moves():
    app, game = start()
    move = one_trail_move_to_a_temple(game)
    rations = game.state.players[0].rations
    app.time += DELAY  # the table has been on screen a while
    pos = spatial_pos(game, move)
    post_click(app, pos)  # both clicks are queued before the new targets are drawn
    post_click(app, pos)
    app.step(DT, draw=False)
    assert game.match.actions == [move]  # the move, and nothing after it
    assert game.state.players[0].rations == rations  # no Ration spent on an explore
    assert game.state.current == 0 and game.human_turn()
    assert game.match.undo_target() is not None  # the move can still be taken back


def test_a_click_right_after_a_new_decision_appears_is_not_taken():
    app, game = start()
    move = one_trail_move_to_a_temple(game)
    app.time += DELAY
    post_click(app, spatial_pos(game, move))
    app.step(DT, draw=False)
    assert game.match.actions == [move]
    targets = [spatial_pos(game, a) for a in game.match.legal() if spatial_pos(game, a) is not None]
    target = targets[0] if targets else game.ctrl.buttons[0].rect.center
    post_click(app, target)  # 1/60 s later: still the double-click's time
    app.step(DT, draw=False)
    assert game.match.actions == [move]
    # a moment later the same click is a decision of its own
    click(app, target)
    assert len(game.match.actions) > 1


def test_number_keys_and_enter_wait_the_same_moment():
    app, game = start()
    move = one_trail_move_to_a_temple(game)
    app.time += DELAY
    post_click(app, spatial_pos(game, move))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.step(DT, draw=False)
    assert game.match.actions == [move]
