"""The Hint button / H key (issue #4 §4) and the idle frame rate of the window.

Driven with synthetic keys and clicks (``uidriver``); the hint search is replaced by a
recording stand-in (or run with two iterations) so the tests stay fast.
"""

import threading

import pygame
import pytest
from uidriver import BOARD, DT, click, key, make_app

from relicrunners.bots import hint as bot_hint
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import legal_actions
from relicrunners.session import bots as botrunner
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes.start import StartScene


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RELICRUNNERS_HOME", str(tmp_path))
    return tmp_path


def seats(kinds):
    cols = ["red", "green", "blue", "yellow", "black"]
    return [Seat(c.capitalize(), c, SeatKind(k)) for c, k in zip(cols, kinds)]


def start(kinds=("human", "random"), seed=1):
    app = make_app()
    match = new_match(BOARD, app.layout_path, seats(list(kinds)), "first", seed)
    game = start_game(app, match)
    if game.handoff_due or (game.human_turn() and game.viewer != match.state.current):
        game.take_seat(match.state.current)
    return app, game


class FakeHint:
    """Stands in for ``bots.hint.hint``: records what it was shown, answers with ``pick(legal)``."""

    def __init__(self, pick=lambda legal: legal[-1], gate: threading.Event | None = None):
        self.pick, self.gate = pick, gate
        self.calls = []

    def __call__(self, view, legal, budget_s=1.0, **kw):
        self.calls.append((view, list(legal)))
        if self.gate is not None:
            assert self.gate.wait(5)
        return self.pick(legal), 0.42


def test_h_on_a_human_decision_hints_a_legal_action_from_the_players_view_only(monkeypatch):
    real = bot_hint.hint
    seen = []

    def tiny(view, legal, budget_s=1.0):
        seen.append(view)
        return real(view, legal, budget_s=0.2, iterations=2)

    monkeypatch.setattr(bot_hint, "hint", tiny)
    app, game = start()
    s = game.state
    assert game.human_turn() and game.can_hint()
    key(app, pygame.K_h)
    assert game.hint is not None
    action, chance = game.hint
    assert action in legal_actions(s) and 0.0 <= chance <= 1.0
    assert game.ctrl.hint == action
    # the search was shown the deciding player's view, never the full state
    (view,) = seen
    assert view.seed is None and view.current == s.current
    hidden = [t for stack in s.stacks for t in stack if t.code]
    assert hidden and not [t for stack in view.stacks for t in stack if t.code and t.colour != "purple"]
    assert all(p.vp is None for i, p in enumerate(view.players) if i != s.current)
    line = game.hint_line()
    assert line.startswith("Hint: ") and "chance to win ≈" in line
    app.render()  # the highlight draws without error


def test_the_hint_line_names_the_route_and_the_chance(monkeypatch):
    fake = FakeHint(pick=lambda legal: max((a for a in legal if a.kind == "move"), key=lambda a: len(a.args)))
    monkeypatch.setattr(bot_hint, "hint", fake)
    app, game = start()
    key(app, pygame.K_h)
    action = game.hint[0]
    route = " → ".join(BOARD.sites[i].id for i in action.args)
    assert game.hint_line().startswith(f"Hint: Walk {route} (")
    assert game.hint_line().endswith("(your chance to win ≈ 42%)")
    targets = game.ctrl.hint_targets()
    assert targets["route"] == action.args and targets["sites"] == {action.args[-1]}


def test_h_during_a_bot_turn_does_nothing(monkeypatch):
    fake = FakeHint()
    monkeypatch.setattr(bot_hint, "hint", fake)
    app, game = start(kinds=("random", "human"))
    assert not game.match.is_human(game.state.current)
    assert not game.can_hint()
    key(app, pygame.K_h)  # handled before the bot's move in this frame
    assert fake.calls == [] and game.hint is None
    assert not [b for b in game.top_buttons if b.value == "hint" and b.enabled]


def test_the_hint_is_cleared_once_the_player_acts(monkeypatch):
    fake = FakeHint()
    monkeypatch.setattr(bot_hint, "hint", fake)
    app, game = start(kinds=("human", "human"))
    key(app, pygame.K_h)
    assert game.hint is not None
    first = legal_actions(game.state)[0]
    assert game.play(first)
    assert game.hint is None and game.ctrl.hint is None and game.hint_line() == ""
    assert game.ctrl.hint_targets()["sites"] == set()


def test_a_hint_for_an_older_position_is_dropped_and_h_twice_asks_once(monkeypatch):
    gate = threading.Event()
    fake = FakeHint(gate=gate)
    monkeypatch.setattr(bot_hint, "hint", fake)
    app, game = start(kinds=("human", "human"))
    game.hints.threaded = True
    key(app, pygame.K_h)
    assert game.hint_thinking() and game.hint_line() == "Thinking about a hint…"
    assert game.busy and app.lively()  # full frame rate while it thinks
    key(app, pygame.K_h)  # pressed again while computing: nothing
    assert len(fake.calls) == 1
    stale = game.hints._thread
    game.play(legal_actions(game.state)[0])  # the position changes while it computes
    gate.set()
    stale.join(5)
    for _ in range(3):
        app.step(DT, draw=False)
    assert game.hint is None and game.ctrl.hint is None and not game.hint_thinking()
    # the new decision can have its own hint
    key(app, pygame.K_h)
    for _ in range(200):
        app.step(DT, draw=False)
        if game.hint is not None:
            break
        game.hints._thread.join(0.05)
    assert len(fake.calls) == 2 and game.hint[0] in legal_actions(game.state)


def _crowded_start(match, legal):
    ends = [a.args[-1] for a in legal if a.kind == "move"]
    return match.state.decision() == "start" and len(ends) > len(set(ends))


def test_clicking_the_highlighted_target_plays_the_hinted_action(monkeypatch):
    import random

    rng = random.Random(5)
    app = make_app()
    match = new_match(BOARD, app.layout_path, seats(["human", "human"]), "first", 2)
    while not _crowded_start(match, match.legal()):  # a turn where several routes reach one site
        match.play(rng.choice(match.legal()))
    game = start_game(app, match)
    game.take_seat(match.state.current)
    # hint a route to a site several routes lead to: the click must not open the route list
    crowded = [acts for acts in game.ctrl.sites.values() if len(acts) > 1]
    assert crowded
    hinted = crowded[0][-1]
    monkeypatch.setattr(bot_hint, "hint", FakeHint(pick=lambda legal: hinted))
    key(app, pygame.K_h)
    assert game.ctrl.hint == hinted
    n = len(game.match.actions)
    click(app, game.bv.site_pos(hinted.args[-1]))
    assert len(game.match.actions) == n + 1 and game.match.actions[-1] == hinted
    assert game.hint is None


def test_a_hinted_choice_button_is_outlined_and_undo_clears_the_hint(monkeypatch):
    app, game = start(kinds=("human", "human"))
    game.play(next(a for a in legal_actions(game.state) if a.kind == "move"))
    assert game.state.decision() == "after"
    end = next(a for a in legal_actions(game.state) if a.kind == "end")
    monkeypatch.setattr(bot_hint, "hint", FakeHint(pick=lambda legal: end))
    key(app, pygame.K_h)
    rects = game.ctrl.hint_targets()["buttons"]
    assert [b.rect for b in game.ctrl.buttons if b.value == end] == rects and rects
    assert game.hint_line().startswith("Hint: End your turn")
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert game.state.decision() == "start"
    assert game.hint is None and game.ctrl.hint is None


def test_no_hint_during_an_animation(monkeypatch):
    fake = FakeHint()
    monkeypatch.setattr(bot_hint, "hint", fake)
    app, game = start(kinds=("human", "human"))
    game.anims.speed = "normal"
    game.play(next(a for a in legal_actions(game.state) if a.kind == "move"))
    assert game.anims.busy and not game.can_hint()
    game.request_hint()
    assert fake.calls == [] and game.hint is None


def test_a_failing_hint_search_says_so_and_does_not_break_the_table(monkeypatch):
    def broken(view, legal, budget_s=1.0):
        raise RuntimeError("search blew up")

    monkeypatch.setattr(bot_hint, "hint", broken)
    app, game = start(kinds=("human", "human"))
    key(app, pygame.K_h)
    assert game.hint is None and "No hint" in game.status
    assert game.ctrl.active


def test_unknown_bot_level_plays_random():
    bot = botrunner.new_bot("grandmaster", 3)
    assert type(bot).__name__ == "RandomBot"


# -- frame rate ------------------------------------------------------------------------------------
def _frames(app, seconds):
    f = app.frames
    for _ in range(round(seconds / DT)):
        app.step(DT, draw=None)
    return app.frames - f


def test_an_idle_window_draws_at_the_idle_rate_and_input_wakes_it_at_once():
    from relicrunners.ui.app import IDLE_FPS

    app = make_app()
    app.switch(StartScene(app))
    _frames(app, 1.0)  # let the half second after the switch pass
    idle = _frames(app, 2.0)
    assert IDLE_FPS * 2 - 3 <= idle <= IDLE_FPS * 2 + 1
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0)))
    f = app.frames
    app.step(DT, draw=None)
    assert app.frames == f + 1  # the very next tick draws
    assert _frames(app, 0.3) >= round(0.3 / DT) - 1  # and the next ones too, for a moment


def test_the_table_is_busy_while_bots_play_and_idle_on_a_waiting_human(monkeypatch):
    app, game = start(kinds=("human", "human"))
    assert not game.busy
    _frames(app, 1.0)
    assert not app.lively()
    game.anims.speed = "normal"
    game.play(next(a for a in legal_actions(game.state) if a.kind == "move"))
    assert game.busy  # an animation runs
    assert _frames(app, 0.2) >= round(0.2 / DT) - 1
    app2, bots = start(kinds=("random", "human"))
    bots.runner.threaded = True
    assert bots.busy  # a bot's turn: it thinks, pauses, plays


def test_step_draws_every_frame_by_default_for_benchmarks():
    app = make_app()
    app.switch(StartScene(app))
    f = app.frames
    for _ in range(20):
        app.step(DT)
    assert app.frames == f + 20
