"""Helpers that drive the window with synthetic mouse and key events only (no person needed).

The driver chooses what to do from ``legal_actions`` and then *clicks* it at the on-screen
positions the board view, the panels and the controller expose (``site_pos``, ``trail_mid``,
``token_pos``, ``cell_rect``, button rects). Whether the click did what was meant is checked
on the game state afterwards.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402

import relicrunners.ui.scenes  # noqa: E402,F401  (registers the screens, as the window does)
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout  # noqa: E402
from relicrunners.ui import theme  # noqa: E402
from relicrunners.ui.app import App  # noqa: E402
from relicrunners.ui.input.clickguard import DELAY as CLICK_GUARD  # noqa: E402

BOARD = load_layout(DEFAULT_LAYOUT)
DT = 1 / 60


def make_app(window=None, speed="off") -> App:
    app = App(window or theme.SIZE, speed=speed, threaded_bots=False)
    app.board, app.layout_path = BOARD, str(DEFAULT_LAYOUT)
    return app


def think(app: App) -> None:
    """A person takes a moment before clicking a new decision (``ui.clickguard``: a click in the
    first moment after a decision appears is taken as aimed at the previous one)."""
    app.time += CLICK_GUARD


def click(app: App, pos, button: int = 1, steps: int = 1) -> None:
    """Post a press and release at logical ``pos`` (mapped to the window), then run frames."""
    think(app)
    w = app.to_window(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=w, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=w, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=w, button=button))
    for _ in range(steps):
        app.step(DT, draw=False)


def key(app: App, k: int, mod: int = 0, steps: int = 1) -> None:
    think(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod))
    for _ in range(steps):
        app.step(DT, draw=False)


def type_text(app: App, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step(DT, draw=False)


def press(app: App, ctrl, value) -> None:
    """Click the choice button for ``value``, paging with "More options" when needed."""
    for _ in range(40):
        for b in ctrl.buttons:
            if b.value == value:
                click(app, b.rect.center)
                return
        more = [b for b in ctrl.buttons if b.value == "more"]
        assert more, f"no button for {value!r} among {[b.value for b in ctrl.buttons]}"
        click(app, more[0].rect.center)
    raise AssertionError(f"button for {value!r} never shown")


def take_seat(app: App) -> None:
    """Run frames until the hand-off screen shows, then click it like the next player would."""
    from relicrunners.ui.scenes.handoff import HandoffScene

    for _ in range(10):
        if isinstance(app.scene, HandoffScene):
            break
        app.step(DT, draw=False)
    assert isinstance(app.scene, HandoffScene)
    app.step(0.5, draw=False)
    click(app, (800, 500))
    assert not isinstance(app.scene, HandoffScene)


def spatial_pos(game, action):
    """Where on screen the thing an action is about is drawn (None: it is a button)."""
    k, a = action.kind, action.args
    bv, seat = game.bv, game.state.current
    if k == "move":
        return bv.site_pos(a[-1])
    if k in ("jump", "visit"):
        return bv.site_pos(a[0])
    if k == "place":
        return bv.trail_mid(a[0])
    if k == "flip":
        return bv.token_pos(a[0])
    if k == "step":
        return game.panels.cell_rect(seat, a[1]).center
    if k == "tool":
        return game.panels.cell_rect(seat, f"{a[0]}{a[1]}").center
    return None


def perform(app: App, game, action, rng: random.Random) -> None:
    """Make ``action`` happen by clicking (and Enter where a route stops early)."""
    ctrl = game.ctrl
    if action.kind == "move" and len(action.args) > 2 and rng.random() < 0.4:
        # build the route trail by trail
        before = len(game.match.actions)
        for x, y in zip(action.args, action.args[1:]):
            if len(game.match.actions) > before:
                return
            click(app, game.bv.trail_mid(BOARD.trail_between[(x, y)]))
        if ctrl.mode == "path":
            key(app, pygame.K_RETURN)
        return
    if action.kind == "shift":
        if ctrl.mode != "shift":
            click(app, game.bv.trail_mid(action.args[0]))
        click(app, game.bv.trail_mid(action.args[1]))
        if ctrl.mode == "choose":
            press(app, ctrl, action)
        return
    pos = spatial_pos(game, action)
    if pos is None or (action.kind == "explore" and rng.random() < 0.5):
        press(app, ctrl, action)
        return
    click(app, pos)
    if ctrl.mode == "choose":
        press(app, ctrl, action)


def choose(legal, rng: random.Random):
    """A quick policy so random games end soon: explore when possible, seldom reshuffle Pathways."""
    explore = [a for a in legal if a.kind == "explore"]
    if explore and rng.random() < 0.85:
        return explore[0]
    calm = [a for a in legal if a.kind not in ("tool",)] or legal
    if rng.random() < 0.15:
        return rng.choice(legal)
    return rng.choice(calm)


def drive_game(app: App, rng: random.Random, max_actions: int = 6000, draw_every: int = 40):
    """Play the running game to the end by clicks; returns the Match. Asserts each click did its job."""
    from relicrunners.ui.scenes.end import EndScene
    from relicrunners.ui.scenes.game import GameScene
    from relicrunners.ui.scenes.handoff import HandoffScene

    game = app.scene
    assert isinstance(game, GameScene)
    match = game.match
    n = 0
    guard = 0
    while not isinstance(app.scene, EndScene):
        guard += 1
        assert guard < max_actions * 4, "the game does not advance"
        scene = app.scene
        if isinstance(scene, HandoffScene):
            app.step(0.5, draw=False)
            click(app, (800, 500))
            assert app.scene is game
            continue
        if not game.human_turn() or game.anims.busy or game.handoff_due:
            app.step(DT, draw=False)
            continue
        legal = match.legal()
        action = choose(legal, rng)
        before = len(match.actions)
        perform(app, game, action, rng)
        # bots may answer within the same frame: the clicked action is the first one played
        assert len(match.actions) > before, f"clicks for {action} did not play it (status: {game.ctrl.status})"
        assert match.actions[before] == action
        n += 1
        if n % draw_every == 0:
            app.render()
        assert n < max_actions
    app.render()
    return match


def finished_game(players: list[dict], seed: int, setup: str = "standard"):
    """A whole game played with random legal actions, shown on the window's score screen:
    (app, match, the end scene)."""
    from relicrunners.ui.games.launch import new_match, start_game
    from relicrunners.ui.scenes.end import EndScene

    actions = random_game(players, seed, setup)
    app = make_app()
    match = new_match(BOARD, app.layout_path, players, setup, seed)
    for a in actions:
        match.play(a)
    start_game(app, match)
    app.step(DT, draw=False)
    assert isinstance(app.scene, EndScene)
    return app, match, app.scene


def recorded_game(app: App, players: list[dict], seed: int, setup: str = "standard"):
    """A whole game whose last action is played on the window's table, so the table records it
    in the history as it ends (``finished_game`` only shows a game already over). Its Match; the
    window shows the scores."""
    from relicrunners.io.historyqueue import RECORDER
    from relicrunners.ui.games.launch import new_match, start_game
    from relicrunners.ui.scenes.end import EndScene

    actions = random_game(players, seed, setup)
    match = new_match(BOARD, app.layout_path, players, setup, seed)
    for a in actions[:-1]:
        match.play(a)
    game = start_game(app, match)
    game.play(actions[-1])
    for _ in range(5):
        app.step(DT, draw=False)
    assert match.state.over and isinstance(app.scene, EndScene)
    RECORDER.flush()  # the table records it in the background: wait until it is in the history
    return match


def left_game(app: App, seats: list[dict], seed: int = 3, turns: int = 2):
    """A game started in the window with a few turns played (random legal choices for the humans,
    the bots answering), then left via the Menu button: its Match, kept in its slot."""
    from relicrunners.ui.games import storage
    from relicrunners.ui.games.launch import new_match, start_game

    match = new_match(BOARD, app.layout_path, seats, "standard", seed)
    game = start_game(app, match)
    rng = random.Random(seed)
    while match.state.turn <= turns:
        if match.is_human(match.state.current):
            game.play(rng.choice(match.legal()))
        else:
            app.step(1 / 60, draw=False)
    game.leave()
    storage.flush()
    return match


def random_game(players: list[dict], seed: int, setup: str = "standard") -> list:
    """The actions of a whole game chosen at random among the legal ones (seeded)."""
    from relicrunners.rules import apply, legal_actions, new_game

    rng = random.Random(seed)
    st = new_game(BOARD, [(p.name, p.colour) for p in players], setup, seed)
    actions = []
    while not st.over:
        a = rng.choice(legal_actions(st))
        st, _ = apply(st, a)
        actions.append(a)
    return actions
