"""What a first-time player stumbled on in the window, each pinned down by a test.

Everything is driven through synthetic clicks and keys (``test_ui_driver``) and checked on the
game state or on what the window exposes (controller targets, buttons, prompt, log) — never pixels.
"""
import pytest

from test_ui_driver import BOARD, click, make_app

from relicrunners.ui.launch import new_match, start_game


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RELICRUNNERS_HOME", str(tmp_path))
    return tmp_path


def seats(kinds):
    cols = ["red", "green", "blue", "yellow", "black"]
    return [{"name": c.capitalize(), "colour": c, "kind": k} for c, k in zip(cols, kinds)]


def start(kinds=("human", "human"), setup="first", seed=1, actions=()):
    app = make_app()
    match = new_match(BOARD, app.layout_path, seats(list(kinds)), setup, seed)
    for a in actions:
        match.play(a)
    game = start_game(app, match)
    if game.handoff_due or game.viewer != match.state.current:
        game.take_seat(match.state.current)
    return app, game


def test_clicking_your_own_site_does_not_walk_you_down_a_trail():
    # Found in play: a click on Base Camp (where the explorer stands, not a target) fell through
    # to the first trail drawn under it and moved the explorer at once (R5.1 needs a real choice).
    app, game = start()
    me = game.state.players[game.state.current]
    assert game.state.decision() == "start" and me.site == BOARD.camp
    assert BOARD.camp not in game.ctrl.sites
    click(app, game.bv.site_pos(BOARD.camp))
    assert game.match.actions == []
    assert "must move" in game.ctrl.status
    # every site that is not a target behaves the same: nothing is played
    targets = game.ctrl.sites
    other = next(s for s in range(len(BOARD.sites)) if s not in targets and s != BOARD.camp)
    click(app, game.bv.site_pos(other))
    assert game.match.actions == []
