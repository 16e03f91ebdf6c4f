"""Whole games played through the window with synthetic clicks only (issue #3, part 7)."""

import json
import random

import pygame
import pytest
from uidriver import BOARD, click, drive_game, key, make_app, take_seat, type_text

from relicrunners.io.gamestore import read_journal
from relicrunners.io.saves import fingerprint, load_game, replay
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import to_text, winners
from relicrunners.ui.games import storage
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes.end import EndScene
from relicrunners.ui.scenes.game import GameScene
from relicrunners.ui.scenes.handoff import HandoffScene
from relicrunners.ui.scenes.setup import SetupScene
from relicrunners.ui.scenes.start import StartScene


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RELICRUNNERS_HOME", str(tmp_path))
    return tmp_path


def seats(kinds):
    cols = ["red", "green", "blue", "yellow", "black"]
    return [Seat(c.capitalize(), c, SeatKind(k)) for c, k in zip(cols, kinds)]


def play_out(kinds, setup, seed, window=None):
    app = make_app(window)
    match = new_match(BOARD, app.layout_path, seats(kinds), setup, seed)
    start_game(app, match)
    rng = random.Random(seed)
    match = drive_game(app, rng)
    assert match.state.over
    assert isinstance(app.scene, EndScene)
    return app, match


@pytest.mark.parametrize("setup", ["first", "standard", "random"])
def test_two_players_pass_and_play_to_the_score_screen(setup, home):
    app, match = play_out(["human", "human"], setup, seed=11)
    # the record replays to the very same final state (what Continue relies on)
    state, _ = replay(BOARD, match.record)
    assert fingerprint(state) == fingerprint(match.state)
    seats_, how = winners(match.state)
    assert app.scene.winners == seats_ and app.scene.tiebreak == how
    assert storage.flush(120)  # a whole game's writes: a slow disk needs longer than the default
    assert not storage.has_unfinished()  # a finished game leaves nothing to continue


@pytest.mark.parametrize("setup", ["first", "standard", "random"])
@pytest.mark.slow
def test_five_players_humans_and_bots(setup):
    app, match = play_out(["human", "easy", "human", "random", "human"], setup, seed=5)
    assert match.state.n == 5
    kinds = match.kinds
    for i, a in enumerate(match.actions):
        assert match.actor(i) in range(5)
    assert any(kinds[match.actor(i)] != "human" for i in range(len(match.actions)))


def test_two_players_scaled_window_maps_clicks_exactly():
    # the window is smaller than the logical surface: every click is mapped back
    app, match = play_out(["human", "random"], "standard", seed=3, window=(1280, 800))
    assert app.scale == pytest.approx(0.8)


def test_start_screen_default_setup_gives_you_against_a_bot():
    app = make_app()
    app.switch(StartScene(app))
    assert StartScene(app).button("continue") is None
    click(app, app.scene.button("new").rect.center)
    assert isinstance(app.scene, SetupScene)
    click(app, app.scene.button(("start",)).rect.center)
    assert isinstance(app.scene, GameScene)
    m = app.scene.match
    assert m.kinds == ["human", "medium"] and m.state.n == 2
    assert storage.has_unfinished()


def test_setup_screen_seats_names_colours_and_seed():
    app = make_app()
    app.switch(SetupScene(app))
    s = app.scene
    click(app, s.button(("count", 4)).rect.center)
    assert s.count == 4
    click(app, s.names[1].rect.center)
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_BACKSPACE)
    type_text(app, "Ana")
    key(app, pygame.K_RETURN)
    click(app, s.button(("kind", 1, "human")).rect.center)
    click(app, s.button(("kind", 3, "hard")).rect.center)
    before = s.colours[0]
    click(app, s.button(("colour", 0)).rect.center)
    assert s.colours[0] != before
    assert len(set(s.colours[:4])) == 4  # each colour once
    click(app, s.button(("setup", "random")).rect.center)
    click(app, s.seed.rect.center)
    type_text(app, "12x3")  # digits only
    key(app, pygame.K_RETURN)
    assert s.seed.text == "123"
    click(app, s.button(("start",)).rect.center)
    assert isinstance(app.scene, HandoffScene)  # two humans: the first takes the seat
    m = app.scene.game.match
    assert [p.name for p in m.record.players][1] == "Ana"
    assert m.kinds == ["human", "human", "medium", "hard"]
    assert m.record.setup == "random" and m.record.seed == 123


def test_continue_resumes_exactly_after_a_kill(home):
    app = make_app()
    match = new_match(BOARD, app.layout_path, seats(["human", "human", "easy"]), "standard", 21)
    start_game(app, match)
    rng = random.Random(4)
    # play some actions by clicks, then "kill" the process: only the autosave survives
    from uidriver import choose, perform

    game = app.scene
    for _ in range(40):
        if isinstance(app.scene, HandoffScene):
            app.step(0.5, draw=False)
            click(app, (800, 500))
            continue
        if not game.human_turn() or game.handoff_due:
            app.step(1 / 60, draw=False)
            continue
        perform(app, game, choose(match.legal(), rng), rng)
    storage.flush()
    game.leave()  # the kill: the system closes the window's files and lets go of its lock
    slot = storage.most_recent()
    saved = json.loads(slot.json_path.read_text())
    assert len(saved["actions"]) <= len(match.actions)  # the save file: up to the last turn end
    assert read_journal(slot)[0] == [to_text(BOARD, a) for a in match.actions]  # the journal: every action
    expected = fingerprint(match.state)
    app2 = make_app()
    app2.switch(StartScene(app2))
    click(app2, app2.scene.button("continue").rect.center)
    if isinstance(app2.scene, HandoffScene):  # two humans: whoever is to play takes the seat
        take_seat(app2)
    assert isinstance(app2.scene, GameScene)
    assert fingerprint(app2.scene.match.state) == expected


def test_handoff_hides_the_table_between_two_humans():
    app = make_app()
    match = new_match(BOARD, app.layout_path, seats(["human", "human"]), "first", 2)
    game = start_game(app, match)
    app.step(1 / 60, draw=False)
    assert isinstance(app.scene, HandoffScene) and app.scene.seat == 0
    app.render()
    take_seat(app)
    assert app.scene is game and game.viewer == 0
    rng = random.Random(1)
    from uidriver import choose, perform

    while match.state.current == 0:
        perform(app, game, choose(match.legal(), rng), rng)
    app.step(1 / 60, draw=False)
    assert isinstance(app.scene, HandoffScene) and app.scene.seat == 1
    # while the hand-off shows, the table is not drawn: the view is still seat 0's
    assert game.viewer == 0
    take_seat(app)
    assert game.viewer == 1
    assert game.view().masked_for == 1


def test_undo_by_key_and_not_into_another_humans_turn():
    app = make_app()
    match = new_match(BOARD, app.layout_path, seats(["human", "human"]), "first", 8)
    game = start_game(app, match)
    take_seat(app)
    move = next(a for a in match.legal() if a.kind == "move" and len(a.args) == 2)
    click(app, game.bv.site_pos(move.args[-1]))
    assert match.actions == [move]
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match.actions == []
    # end the first turn, hand over: the second human cannot undo the first one's turn
    rng = random.Random(0)
    from uidriver import choose, perform

    while match.state.current == 0:
        perform(app, game, choose(match.legal(), rng), rng)
    take_seat(app)
    n = len(match.actions)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(match.actions) == n
    assert "not possible" in game.status or "Nothing" in game.status


def test_illegal_click_says_why_and_changes_nothing():
    app = make_app()
    match = new_match(BOARD, app.layout_path, seats(["human", "easy"]), "standard", 3)
    game = start_game(app, match)
    reachable = {a.args[-1] for a in match.legal() if a.kind == "move"}
    far = next(s for s in range(len(BOARD.sites)) if s not in reachable and s != match.state.me.site)
    click(app, game.bv.site_pos(far))
    assert match.actions == []
    assert "cannot be reached" in game.ctrl.status
    click(app, game.panels.cell_rect(0, "S3").center)
    assert match.actions == [] and game.ctrl.status


def position_with_branching_routes(multi_dest=False):
    """A match where seat 0 (human) is to move and some first trail starts several routes
    (and, with ``multi_dest``, some site is reached by several routes)."""
    for seed in range(200):
        match = new_match(BOARD, "board_layouts/jungle.yaml", seats(["human", "random"]), "standard", seed)
        rng = random.Random(seed)
        for _ in range(400):
            s = match.state
            if s.over:
                break
            if s.current == 0 and s.decision() == "start":
                firsts = {}
                for a in match.legal():
                    if a.kind == "move":
                        t = BOARD.trail_between[a.args[:2]]
                        firsts.setdefault(t, []).append(a)
                branching = [t for t, acts in firsts.items() if len(acts) > 1]
                dests = [a.args[-1] for a in match.legal() if a.kind == "move"]
                if branching and (not multi_dest or len(dests) > len(set(dests))):
                    return match, branching[0], firsts[branching[0]]
            match.play(rng.choice(match.legal()))
    raise AssertionError("no position found")


def test_route_trail_by_trail_then_escape_cancels_it():
    match, trail, routes = position_with_branching_routes()
    app = make_app()
    game = start_game(app, match)
    ctrl = game.ctrl
    n = len(match.actions)
    click(app, game.bv.trail_mid(trail))
    assert ctrl.mode == "path" and len(ctrl.path) == 2 and len(match.actions) == n
    # only trails continuing one of these routes are targets now
    for t in ctrl.trails:
        assert any(BOARD.trail_between[a.args[1:3]] == t for a in routes if len(a.args) > 2)
    key(app, pygame.K_ESCAPE)
    assert ctrl.mode == "idle" and ctrl.path == [] and len(match.actions) == n
    # build it again and stop after the first trail with Enter, when that is a route of its own
    click(app, game.bv.trail_mid(trail))
    short = [a for a in routes if len(a.args) == 2]
    key(app, pygame.K_RETURN)
    if short:
        assert match.actions[n] == short[0]
    else:
        assert len(match.actions) == n and "not finished" in ctrl.status


def test_choosing_between_routes_to_one_site():
    # find a destination reached by several routes; clicking it lists them, a button picks one
    match, trail, routes = position_with_branching_routes(multi_dest=True)
    app = make_app()
    game = start_game(app, match)
    by_dest = {}
    for a in match.legal():
        if a.kind == "move":
            by_dest.setdefault(a.args[-1], []).append(a)
    multi = {d: acts for d, acts in by_dest.items() if len(acts) > 1}
    dest, acts = next(iter(multi.items()))
    n = len(match.actions)
    click(app, game.bv.site_pos(dest))
    assert game.ctrl.mode == "choose" and len(match.actions) == n
    from uidriver import press

    press(app, game.ctrl, acts[-1])
    assert match.actions[n] == acts[-1]


def test_animations_run_and_any_click_finishes_them():
    app = make_app(speed="normal")
    match = new_match(BOARD, app.layout_path, seats(["human", "easy"]), "standard", 3)
    game = start_game(app, match)
    move = max((a for a in match.legal() if a.kind == "move"), key=lambda a: len(a.args))
    click(app, game.bv.site_pos(move.args[-1]))
    if game.ctrl.mode == "choose":
        from uidriver import press

        press(app, game.ctrl, move)
    assert match.actions[-1] == move
    assert game.anims.busy and ("pawn", 0) in game.anims.hidden()
    for _ in range(5):
        app.step(1 / 60)  # frames drawn mid-animation
    click(app, (500, 400))  # finishes the animation, plays nothing
    assert not game.anims.busy and len(match.actions) == 1


def test_manual_save_writes_a_loadable_file(home):
    app = make_app()
    match = new_match(BOARD, app.layout_path, seats(["human", "easy"]), "standard", 3)
    start_game(app, match)
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    saves = sorted(home.glob("save-*.json"))
    assert saves, app.scene.status
    record = load_game(saves[0])
    assert record.seed == 3 and [p.kind for p in record.players] == ["human", "easy"]


def test_number_keys_press_the_choice_buttons():
    app = make_app()
    match = new_match(BOARD, app.layout_path, seats(["human", "easy"]), "first", 6)
    game = start_game(app, match)
    move = next(
        a
        for a in match.legal()
        if a.kind == "move" and len(a.args) == 2 and not BOARD.trails[BOARD.trail_between[a.args]].river
    )  # no token: no steps to place
    click(app, game.bv.site_pos(move.args[-1]))
    assert match.state.current == 0 and match.state.decision() == "after"
    values = [b.value for b in game.ctrl.buttons]
    i = next(i for i, v in enumerate(values) if getattr(v, "kind", None) == "end")
    key(app, pygame.K_1 + i)
    assert match.actions[1].kind == "end"


@pytest.mark.slow
def test_medium_and_hard_bots_play_a_whole_game_in_the_window(monkeypatch):
    # issue #4: every level plays complete games in the window (the hard bot thinks 0.02 s here
    # instead of the window's 1 s, so the test stays quick; its search is the same)
    from relicrunners.bots import make_bot
    from relicrunners.ui.scenes import game as scene_game

    monkeypatch.setattr(scene_game, "new_bot", lambda level, seed, workers=1: make_bot(level, seed, budget_s=0.02))
    app, match = play_out(["human", "medium", "hard"], "standard", seed=8)
    assert match.kinds == ["human", "medium", "hard"]
    bot_moves = [a for a, s in zip(match.actions, match.states) if s.current != 0]
    assert len(bot_moves) > 20 and isinstance(app.scene, EndScene)
    state, _ = replay(BOARD, match.record)
    assert fingerprint(state) == fingerprint(match.state)
