"""The rules pages are reachable from everywhere: a Rules button on the start screen and F1 in
any screen; closing them returns to the same screen, the game exactly as it was."""

from __future__ import annotations

import pygame
from uidriver import BOARD, DT, click, finished_game, key, make_app

from relicrunners.play.seat import Seat, SeatKind
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes import to_start
from relicrunners.ui.scenes.rules import RulesScene


def test_the_start_screen_has_a_rules_button_and_f1():
    app = make_app()
    start = to_start(app)
    click(app, start.button("rules").rect.center)
    assert isinstance(app.scene, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.scene is start and app.running
    key(app, pygame.K_F1)
    assert isinstance(app.scene, RulesScene)
    rules = app.scene
    key(app, pygame.K_F1)  # F1 in the rules does not stack another copy
    assert app.scene is rules


def test_f1_at_the_table_returns_to_the_same_game_moment():
    app = make_app()
    players = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bot", "blue", SeatKind.EASY)]
    game = start_game(app, new_match(BOARD, app.layout_path, players, "first", 4))
    app.step(DT, draw=False)
    before = (len(game.match.actions), game.state.turn, game.state.current)
    key(app, pygame.K_F1)
    assert isinstance(app.scene, RulesScene)
    app.render()
    key(app, pygame.K_ESCAPE)
    assert app.scene is game
    assert (len(game.match.actions), game.state.turn, game.state.current) == before


def _f1_at(app, game, pos):
    from relicrunners.text.rules_pages import find

    hover = pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window(pos), rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(hover)
    app.step(DT, draw=False)
    key(app, pygame.K_F1)
    rules = app.scene
    assert isinstance(rules, RulesScene)
    opened = (rules.chapter, rules.mark is not None)
    key(app, pygame.K_ESCAPE)
    assert app.scene is game
    return opened, find


def test_f1_opens_the_page_of_what_the_mouse_points_at():
    app = make_app()
    players = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bot", "blue", SeatKind.EASY)]
    game = start_game(app, new_match(BOARD, app.layout_path, players, "standard", 4))
    app.step(DT, draw=False)
    app.render()  # the top bar knows where it drew the Relics count
    seat = game.state.current
    cases = {
        game.panels.cell_rect(seat, "M2").center: "M2",
        game.bv.token_pos(0): "tokens",
        game.bv.site_pos(BOARD.sites[1].index): "exploring",
        game.topbar.relic_rect.center: "ending",
        (5, 995): "moving",  # nothing in particular: the decision in hand (moving the explorer)
    }
    for pos, topic in cases.items():
        opened, find = _f1_at(app, game, pos)
        chapter, anchor = find(topic)
        assert opened == (chapter, bool(anchor)), (pos, topic)


def test_each_line_of_the_score_screen_opens_its_rule():
    from relicrunners.text.rules_pages import find

    seats = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.HUMAN)]
    app, _match, end = finished_game(seats, 4)
    links = end.row_label_rects()
    assert len(links) >= 5
    for rect, topic in links:
        click(app, rect.center)
        assert isinstance(app.scene, RulesScene), topic
        assert app.scene.chapter == find(topic)[0]
        key(app, pygame.K_ESCAPE)
        assert app.scene is end
