"""Playing without a mouse (issue #14): Tab / Shift+Tab go through what can be clicked now (the
highlighted sites, trails, Tokens and Progression Table spaces, the choice buttons, the top bar),
arrows move to the nearest target that way, Enter clicks it, Esc lets go; menus and setup too.
A whole game is set up and played from the start screen to the scores with the keyboard only."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
from uidriver import BOARD, DT, finished_game, key, make_app, type_text

from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules.components import PLAYER_COLOURS
from relicrunners.ui.board.view import BoardView
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.input import focus
from relicrunners.ui.input.controller import Controller
from relicrunners.ui.scenes import to_start
from relicrunners.ui.scenes.end import EndScene
from relicrunners.ui.scenes.game import GameScene
from relicrunners.ui.scenes.handoff import HandoffScene
from relicrunners.ui.scenes.setup import SetupScene
from relicrunners.ui.widgets import tableframe
from relicrunners.ui.widgets.panels import Panels

ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
KEYBOARD_EVENTS = {pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT}  # TEXTINPUT: what the keys type


def focused(app):
    return app.focus.current(app.scene.focusables())


def tab_to(app, wanted) -> None:
    """Tab until the focus is on the target ``wanted`` (a key), as a player would."""
    for _ in range(200):
        now = focused(app)
        if now is not None and now.key == wanted:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {wanted}")


def test_a_whole_game_set_up_and_played_by_keys_only(monkeypatch):
    posted = []
    real_post = pygame.event.post
    monkeypatch.setattr(pygame.event, "post", lambda e: (posted.append(e.type), real_post(e))[1])
    rng = random.Random(7)
    app = make_app(speed="off")
    to_start(app)
    key(app, pygame.K_RETURN)  # New game
    setup = app.scene
    assert isinstance(setup, SetupScene)
    # three seats: two people at this keyboard and a bot, a known seed typed in
    tab_to(app, ("button", ("count", 3)))
    key(app, pygame.K_RETURN)
    tab_to(app, ("button", ("kind", 1, "human")))
    key(app, pygame.K_RETURN)
    tab_to(app, ("button", ("kind", 2, "easy")))
    key(app, pygame.K_RETURN)
    tab_to(app, ("field", 3))  # the seed (after the three names)
    type_text(app, "2024")
    key(app, pygame.K_TAB)  # on to "New seed": the field keeps what was typed
    assert setup.seed.text == "2024" and not setup.typing()
    tab_to(app, ("button", ("start",)))
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, HandoffScene), "two people at one table: the first takes the seat"
    game = app.scene.game
    assert isinstance(game, GameScene)
    assert game.match.kinds == ["human", "human", "easy"] and game.match.record.seed == 2024
    by_keys, handoffs = 0, 0
    for _ in range(40000):
        scene = app.scene
        if isinstance(scene, EndScene):
            break
        if isinstance(scene, HandoffScene):
            handoffs += 1
            app.step(0.5, draw=False)
            key(app, pygame.K_RETURN)
            continue
        if not game.human_turn() or game.anims.busy or game.handoff_due or game.state.over:
            app.step(DT, draw=False)
            continue
        targets = [t for t in game.focusables() if t.key[0] != "top"]
        assert targets, "a human decision always has something to press"
        before = len(game.match.actions)
        if rng.random() < 0.25:  # now and then an arrow key picks the target
            key(app, rng.choice(ARROWS))
            now = focused(app)
            if now is None or now.key[0] == "top":
                continue
        else:
            tab_to(app, rng.choice(targets).key)
        key(app, pygame.K_RETURN)
        by_keys += len(game.match.actions) > before
    assert isinstance(app.scene, EndScene), "the scores are shown"
    end = app.scene
    app.render()
    assert game.match.state.over and end.winners
    assert [r["seat"] for r in end.rows] == [0, 1, 2] and all(r["total"] >= 0 for r in end.rows)
    humans = {game.match.actor(i) for i in range(len(game.match.actions)) if game.match.is_human(game.match.actor(i))}
    assert humans == {0, 1} and by_keys > 40 and handoffs > 5
    print(f"{by_keys} actions by keys, {len(game.match.actions)} in all, {handoffs} hand-offs")
    assert set(posted) <= KEYBOARD_EVENTS, "no mouse event was ever made"


def test_arrows_go_to_the_nearest_target_that_way():
    a = focus.target("a", (100, 100, 20, 20))
    right_near = focus.target("b", (200, 105, 20, 20))
    right_far = focus.target("c", (400, 100, 20, 20))
    below = focus.target("d", (100, 300, 20, 20))
    side = focus.target("e", (160, 230, 20, 20))  # closer, but far off to the side of "right"
    targets = [a, right_near, right_far, below, side]
    f = focus.Focus()
    f.step(targets)
    assert f.key == "a"
    assert f.move(targets, "right").key == "b"
    assert f.move(targets, "right").key == "c"
    assert f.move(targets, "right").key == "c", "nothing further right: the focus stays"
    f.key = "a"
    assert f.move(targets, "down").key == "d", "straight below wins over a closer one off to the side"
    f.key = "b"
    assert f.move(targets, "left").key == "a"
    assert f.step(targets, back=True).key == "e", "Shift+Tab: the one before in the list (wrapping)"


def test_the_focus_survives_a_new_list_and_lands_near_where_it_was():
    f = focus.Focus()
    old = [focus.target("x", (0, 0, 10, 10)), focus.target("y", (500, 500, 10, 10))]
    f.step(old)
    f.step(old)
    assert f.key == "y"
    new = [focus.target("p", (10, 10, 10, 10)), focus.target("q", (480, 490, 10, 10))]
    assert f.current(new) is None, "Enter never clicks a target the player did not choose"
    assert f.step(new).key == "q", "the next Tab lands where the focus was"


def test_tab_reads_the_setup_screen_row_by_row():
    app = make_app()
    to_start(app)
    key(app, pygame.K_RETURN)
    order = [t.key for t in app.scene.focusables()]
    first_seat = order.index(("field", 0))
    assert order[:first_seat] == [("button", ("count", n)) for n in range(2, 6)], "the count first, left to right"
    assert order[first_seat + 1] == ("button", ("colour", 0)), "a seat's name, then its colour"
    assert order[first_seat + 2 : first_seat + 8] == [
        ("button", ("kind", 0, k)) for k in ("human", "online", "easy", "medium", "hard", "expert")
    ]
    assert order.index(("field", 1)) == first_seat + 8, "then the next seat"
    assert order[-2:] == [("button", ("back",)), ("button", ("start",))]


def test_enter_on_a_focused_trail_picks_that_trail_not_the_token_lying_on_it():
    """A River Token lies on its trail's middle: were both highlighted, a click there is the Token's."""
    bv = BoardView(BOARD, tableframe.BOARD)
    ctrl = Controller(BOARD, bv, Panels(tableframe.PANELS, 2), tableframe.CHOICES)
    ctrl.active = True
    ctrl.trails = {t: [SimpleNamespace(kind="place", what=("trail", t))] for t in range(len(BOARD.trails))}
    ctrl.tokens = {k: [SimpleNamespace(kind="flip", what=("token", k))] for k in range(len(BOARD.rivers))}
    targets = focus.table_targets(bv, ctrl.panels, ctrl)
    assert len(targets) == len(BOARD.trails) + len(BOARD.rivers)
    for t in targets:
        assert ctrl.click(t.point).what == t.key, f"Enter on {t.key} must click it"


def game_at(seed: int = 1, path: bool = False):
    """A table where a human (seat 0, against a bot) decides; ``path``: one where a trail starts a
    route that goes on (clicking it begins a route to build trail by trail)."""
    app = make_app(speed="off")
    seats = [
        Seat("Ann", PLAYER_COLOURS[0], SeatKind.HUMAN),
        Seat("Bo", PLAYER_COLOURS[1], SeatKind.MEDIUM),
    ]
    game = start_game(app, new_match(BOARD, app.layout_path, seats, "standard", seed))
    rng = random.Random(seed)
    for _ in range(3000):
        app.step(DT, draw=False)
        if not game.human_turn() or game.anims.busy or not game.ctrl.active:
            continue
        if not path and game.ctrl.sites:
            return app, game
        if path and starts_a_route(game) is not None:
            return app, game
        game.play(rng.choice(game.match.legal()))
    raise AssertionError("no such decision came")


def starts_a_route(game) -> int | None:
    """A highlighted trail whose click begins a route (more than one way goes on from it)."""
    c = game.ctrl
    here = game.state.players[game.state.current].site
    for t in c.trails:
        tr = BOARD.trails[t]
        step = (here, tr.b if tr.a == here else tr.a)
        if sum(1 for a in c.legal if a.kind == "move" and tuple(a.args[:2]) == step) > 1:
            return t
    return None


def test_enter_while_the_pieces_move_never_clicks_a_top_bar_button():
    app, game = game_at()
    game.anims.speed = "normal"
    key(app, pygame.K_TAB)
    before = len(game.match.actions)
    key(app, pygame.K_RETURN)  # plays the focused site: the explorer starts walking
    assert len(game.match.actions) > before and game.anims.busy
    scene = app.scene
    key(app, pygame.K_RETURN)  # as before: finishes the animation, clicks nothing
    assert app.scene is scene and not game.anims.busy
    now = focused(app)
    assert now is None or now.key[0] != "top", "the focus never jumps onto a top-bar button by itself"


def test_the_focused_target_is_drawn_clearly_with_its_route_and_words():
    app, game = game_at()
    app.render()
    plain = app.logical.copy()
    key(app, pygame.K_TAB)
    now = focused(app)
    assert now is not None and now.key[0] == "site"
    app.render()
    ring = pygame.Rect(now.rect).inflate(10, 10)
    changed = sum(
        1
        for x in range(ring.left, ring.right)
        for y in (ring.top, ring.top + 1)
        if app.logical.get_at((x, y)) != plain.get_at((x, y))
    )
    assert changed > ring.width, "a ring around the focused site"
    route = game.ctrl.hover_route
    assert route is not None and route[-1] == now.key[1], "the route to it shows, as when the mouse points at it"
    line = game.bv.route_points(route)
    x, y = (round(v) for v in line[len(line) // 2])
    near = [(x + dx, y + dy) for dx in range(-3, 4) for dy in range(-3, 4)]
    assert any(app.logical.get_at(p) != plain.get_at(p) for p in near), f"the route {route} is drawn"
    tip = game.tips.text(app.mouse, game.state, game.view(), game.viewer, [], None)
    assert tip, "its tooltip says what it is"


def test_esc_drops_a_route_begun_by_keys_and_lets_the_focus_go():
    app, game = game_at(path=True)
    trail = starts_a_route(game)
    tab_to(app, ("trail", trail))
    before = len(game.match.actions)
    key(app, pygame.K_RETURN)
    assert game.ctrl.mode == "path" and len(game.ctrl.path) == 2, "Enter on the trail began a route"
    key(app, pygame.K_ESCAPE)
    assert game.ctrl.mode == "idle" and not game.ctrl.path and len(game.match.actions) == before
    assert app.focus.key is None
    key(app, pygame.K_TAB)
    assert focused(app) is not None, "Tab takes the focus up again"


def test_menus_answer_tab_and_enter():
    app = make_app()
    start = to_start(app)
    tab_to(app, ("button", "rules"))
    key(app, pygame.K_RETURN)
    assert app.scene is not start and app.scene.__class__.__name__ == "RulesScene"


def test_on_the_scores_enter_on_a_row_opens_the_rule_behind_it():
    players = [
        Seat("Ann", PLAYER_COLOURS[0], SeatKind.HUMAN),
        Seat("Bo", PLAYER_COLOURS[1], SeatKind.HUMAN),
    ]
    app, _match, end = finished_game(players, seed=5)
    rows = [t for t in end.focusables() if t.key[0] == "row"]
    assert rows, "the rows' words can be reached by Tab"
    tab_to(app, rows[0].key)
    key(app, pygame.K_RETURN)
    assert app.scene.__class__.__name__ == "RulesScene"
    key(app, pygame.K_ESCAPE)
    assert app.scene is end
