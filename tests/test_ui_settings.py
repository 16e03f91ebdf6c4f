"""The settings screen (issue #14): reached from the start screen and from the table, one row per
setting changed by a click or by the keys alone, every change kept in ``settings.json`` and put
to work at once and after a restart (speed, bot pause, language, explanations, sound, colours,
text size); the table behind it waits and is exactly as it was; "Confirm before ending a turn"
asks before a turn is ended with something usable left. Every text of the screen fits its box
in each language and window size.
"""

from __future__ import annotations

import random
import sys
import types

import pygame
import pytest
from pseudolang import forty_percent_longer, forty_percent_longer_plural
from textfit import frame, problems
from uidriver import BOARD, DT, click, key, make_app

from relicrunners.io import settings
from relicrunners.io.layout import DEFAULT_LAYOUT
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import apply, legal_actions, new_game
from relicrunners.text import _, set_translator
from relicrunners.text import language as lang
from relicrunners.ui import prefs, theme
from relicrunners.ui.app import App
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes import to_settings, to_start
from relicrunners.ui.scenes.game import GameScene
from relicrunners.ui.scenes.settings import BACK_ROW, ROWS, SettingsScene, track_rect
from relicrunners.ui.scenes.start import StartScene

FIELDS = [row.field for row in ROWS]


def seats(kinds):
    cols = ["red", "green", "blue", "yellow", "black"]
    return [Seat(c.capitalize(), c, SeatKind(k)) for c, k in zip(cols, kinds)]


def restart(**kw) -> App:
    """The window opened again (no --speed: the settings decide)."""
    app = App(theme.SIZE, threaded_bots=False, **kw)
    app.board, app.layout_path = BOARD, str(DEFAULT_LAYOUT)
    return app


def table(app, kinds=("human", "random"), actions=(), seed=1):
    match = new_match(BOARD, app.layout_path, seats(list(kinds)), "first", seed)
    for a in actions:
        match.play(a)
    game = start_game(app, match)
    assert isinstance(game, GameScene)
    if game.handoff_due:
        game.take_seat(match.state.current)
    return game


def open_from_table(app, game) -> SettingsScene:
    gear = next(b for b in game.top_buttons if b.value == "settings")
    click(app, gear.rect.center)
    scene = app.scene
    assert isinstance(scene, SettingsScene) and scene.back is game
    return scene


def option(scene: SettingsScene, field: str, value):
    b = scene.button(("set", field, value))
    assert b is not None, (field, value)
    return b


# -- positions ----------------------------------------------------------------------------
def _actions_until(pred, seed=1, limit=3000):
    rng = random.Random(seed)
    state = new_game(BOARD, [(p.name, p.colour) for p in seats(["human", "human"])], "first", seed)
    actions = []
    for _step in range(limit):
        legal = legal_actions(state)
        if pred(state, legal):
            return actions
        a = rng.choice(legal)
        state, _ev = apply(state, a)
        actions.append(a)
    raise AssertionError("no such state in the seeded game")


def _explore_left(state, legal):
    return state.decision() == "after" and "end" in {a.kind for a in legal} and "explore" in {a.kind for a in legal}


def _routes_branch(state, legal):
    """A turn's start where a route of two trails or more begins with a trail other routes share."""
    moves = [tuple(a.args) for a in legal if a.kind == "move"]
    return state.decision() == "start" and any(
        len(m) > 2 and sum(1 for o in moves if o[:2] == m[:2]) > 1 for m in moves
    )


def _only_end(state, legal):
    return state.decision() == "after" and {a.kind for a in legal} == {"end"}


# -- getting there and back ---------------------------------------------------------------------------
def test_the_start_screen_opens_the_settings_and_back_or_esc_return():
    app = make_app()
    start = to_start(app)
    click(app, start.button("settings").rect.center)
    assert isinstance(app.scene, SettingsScene)
    app.render()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, StartScene)
    click(app, app.scene.button("settings").rect.center)
    click(app, app.scene.button(("back",)).rect.center)
    assert isinstance(app.scene, StartScene)


def test_the_table_opens_the_settings_the_bots_wait_and_esc_returns_to_the_same_game():
    app = make_app(speed="normal")
    game = table(app, kinds=("random", "human"))  # a bot to play first
    for _step in range(3):
        app.step(DT, draw=False)
    game.anims.skip()
    before = (list(game.match.actions), game.log_lines(), game.state.turn, game.viewer)
    scene = open_from_table(app, game)
    for _step in range(int(4 / DT)):  # four seconds: a bot would have played several actions
        app.step(DT, draw=False)
    assert app.scene is scene and game.match.actions == before[0]
    key(app, pygame.K_ESCAPE)
    assert app.scene is game
    assert (list(game.match.actions), game.log_lines(), game.state.turn, game.viewer) == before
    for _step in range(int(3 / DT)):  # and the bots play on
        app.step(DT, draw=False)
    assert len(game.match.actions) > len(before[0])


def test_a_route_half_built_is_still_there_after_the_settings():
    app = make_app()
    game = table(app, kinds=("human", "human"), actions=_actions_until(_routes_branch))
    moves = [tuple(a.args) for a in game.ctrl.legal if a.kind == "move"]
    long = next(m for m in moves if len(m) > 2 and sum(1 for o in moves if o[:2] == m[:2]) > 1)
    click(app, game.bv.trail_mid(BOARD.trail_between[(long[0], long[1])]))
    assert game.ctrl.mode == "path"
    path, played = list(game.ctrl.path), list(game.match.actions)
    open_from_table(app, game)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)  # a change on the way: mute on
    key(app, pygame.K_ESCAPE)
    assert app.scene is game and game.ctrl.mode == "path" and game.ctrl.path == path
    assert game.match.actions == played


# -- every row, by mouse and by keys ----------------------------------------------------------------------
OTHER = {
    "mute": True,
    "speed": "fast",
    "bot_pause": "long",
    "language": "pl",
    "colours": "colourblind",
    "text_size": 150,
    "confirm_end": True,
    "explain": True,
}


@pytest.mark.parametrize("field", [f for f in FIELDS if f != "volume"])
def test_a_click_changes_each_row_and_it_is_in_the_settings_file(field):
    app = make_app()
    scene = to_settings(app, None)
    value = OTHER[field]
    assert getattr(app.settings, field) != value
    assert not option(scene, field, value).selected
    click(app, option(scene, field, value).rect.center)
    assert getattr(app.settings, field) == value
    assert getattr(settings.load()[0], field) == value
    assert option(scene, field, value).selected  # the row shows it
    app.render()


def test_the_volume_follows_the_slider_and_its_buttons():
    app = make_app()
    scene = to_settings(app, None)
    t = track_rect()
    click(app, (t.x + t.w * 3 // 10, t.centery))
    assert app.settings.volume == 30 and settings.load()[0].volume == 30
    click(app, scene.button(("step", "volume", 1)).rect.center)
    assert app.settings.volume == 40
    click(app, scene.button(("step", "volume", -1)).rect.center)
    click(app, scene.button(("step", "volume", -1)).rect.center)
    assert settings.load()[0].volume == 20
    # dragging the knob to the right end
    w = app.to_window
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=w((t.x + 10, t.centery)), button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=w((t.right + 40, t.centery)), rel=(0, 0), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=w((t.right + 40, t.centery)), button=1))
    app.step(DT, draw=False)
    assert settings.load()[0].volume == 100


def test_the_keys_alone_reach_and_change_every_row():
    app = make_app()
    scene = to_settings(app, None)
    assert scene.focus == 0
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert settings.load()[0].volume == 50
    for i, row in enumerate(ROWS[1:], start=1):
        key(app, pygame.K_DOWN)
        assert scene.focus == i
        before = scene.value(row.field)
        key(app, pygame.K_RIGHT)
        assert scene.value(row.field) != before, row.field
        assert getattr(settings.load()[0], row.field) == scene.value(row.field)
        app.render()
    key(app, pygame.K_RETURN)  # Enter switches a yes/no row back
    assert settings.load()[0].explain is False
    key(app, pygame.K_DOWN)
    assert scene.focus == BACK_ROW
    key(app, pygame.K_DOWN)
    key(app, pygame.K_UP)
    assert scene.focus == BACK_ROW
    key(app, pygame.K_RETURN)  # Enter on Back goes back
    assert isinstance(app.scene, StartScene)


def test_a_change_that_cannot_be_saved_still_holds_and_says_so(monkeypatch):
    app = make_app()
    scene = to_settings(app, None)
    monkeypatch.setattr(settings, "save", lambda s: False)
    click(app, option(scene, "speed", "slow").rect.center)
    assert app.settings.speed == "slow" and app.speed == "slow"
    assert "settings.json" in scene.message and "could not" in scene.message.lower()
    monkeypatch.undo()
    click(app, option(scene, "speed", "fast").rect.center)
    assert scene.message == "" and settings.load()[0].speed == "fast"


def test_a_damaged_settings_file_is_said_on_the_screen_and_the_first_change_mends_it(home):
    (home / "settings.json").write_text("{not json")
    app = make_app()
    scene = to_settings(app, None)
    assert "settings.json" in scene.message
    click(app, option(scene, "mute", True).rect.center)
    assert scene.message == "" and settings.load() == (settings.Settings(mute=True), None)


# -- put to work at once, and after a restart ---------------------------------------------------------------
def test_a_restart_shows_the_changed_values_and_applies_them():
    app = make_app()
    scene = to_settings(app, None)
    for field, value in (("speed", "fast"), ("bot_pause", "long"), ("explain", True), ("language", "nl")):
        click(app, option(scene, field, value).rect.center)
    assert lang.current() == "nl" and _("New game") != "New game"  # at once
    lang.use("en")
    again = restart()
    assert lang.current() == "nl"
    assert again.settings == settings.Settings(explain=True, language="nl", speed="fast", bot_pause="long")
    assert again.speed == "fast" and prefs.bot_pause(again) == 1.5
    shown = to_settings(again, None)
    for field, value in (("speed", "fast"), ("bot_pause", "long"), ("explain", True), ("language", "nl")):
        assert option(shown, field, value).selected
    game = table(again)
    assert game.anims.speed == "fast" and game.explaining() and game.explanation()


def test_the_command_line_language_wins_at_start_until_the_player_picks_one():
    settings.save(settings.Settings(language="pl"))
    app = restart(lang="nl")
    assert lang.current() == "nl"
    scene = to_settings(app, None)
    assert option(scene, "language", "nl").selected
    click(app, option(scene, "language", "pl").rect.center)
    assert lang.current() == "pl" and settings.load()[0].language == "pl"


def test_a_language_picked_on_the_start_screen_stays_when_another_setting_changes():
    app = make_app()
    start = to_start(app)
    click(app, next(b for b in start.languages if b.value == "lang:pl").rect.center)
    scene = to_settings(app, None)
    assert option(scene, "language", "pl").selected
    click(app, option(scene, "mute", True).rect.center)
    assert settings.load()[0].language == "pl" and settings.load()[0].mute is True


def test_speed_set_here_or_on_the_top_bar_is_the_tables_and_kept():
    app = make_app(speed="normal")
    game = table(app)
    scene = open_from_table(app, game)
    click(app, option(scene, "speed", "slow").rect.center)
    key(app, pygame.K_ESCAPE)
    assert game.anims.speed == "slow" and app.speed == "slow"
    click(app, next(b for b in game.top_buttons if b.value == "speed").rect.center)
    assert game.anims.speed == "normal" and settings.load()[0].speed == "normal"


@pytest.mark.parametrize("pause, seconds", [("short", 0.3), ("normal", 0.7), ("long", 1.5)])
def test_the_bot_pause_spaces_the_bots_actions(pause, seconds):
    settings.save(settings.Settings(bot_pause=pause))
    app = make_app(speed="normal")
    match = new_match(BOARD, app.layout_path, seats(["random", "random"]), "first", 5)
    start_game(app, match)
    stamps = []
    while len(match.actions) < 8:
        n = len(match.actions)
        app.step(DT, draw=False)
        if len(match.actions) > n:
            stamps.append(app.time)
    gaps = [b - a for a, b in zip(stamps, stamps[1:])]
    assert seconds - 2 * DT <= min(gaps) <= seconds + 2 * DT


def test_explanations_switched_with_e_show_on_the_screen_and_back():
    app = make_app()
    game = table(app)
    key(app, pygame.K_e)
    assert game.explaining()
    scene = open_from_table(app, game)
    assert option(scene, "explain", True).selected
    click(app, option(scene, "explain", False).rect.center)
    key(app, pygame.K_ESCAPE)
    assert not game.explaining() and game.explanation() == ""
    assert settings.load()[0].explain is False


def test_a_language_chosen_mid_game_redraws_the_tables_words(ledger):
    app = make_app()
    game = table(app, kinds=("human", "human"), actions=_actions_until(_explore_left))
    assert "Relics" in {t.text for t in frame(app, ledger, "en")}
    assert "End turn (Enter)" in [b.label for b in game.ctrl.buttons]
    scene = open_from_table(app, game)
    click(app, option(scene, "language", "nl").rect.center)
    key(app, pygame.K_ESCAPE)
    texts = {t.text for t in frame(app, ledger, "nl")}
    assert _("Relics") in texts and "Relics" not in texts
    labels = [b.label for b in game.ctrl.buttons]  # the choice buttons too
    assert _("End turn (Enter)") in labels and "End turn (Enter)" not in labels


def test_sound_palette_and_text_size_are_handed_on_when_those_exist(monkeypatch):
    heard, palettes, scales = [], [], []
    fake = types.ModuleType("relicrunners.ui.sound")
    fake.apply = heard.append  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "relicrunners.ui.sound", fake)
    monkeypatch.setattr(theme, "set_palette", palettes.append, raising=False)
    monkeypatch.setattr(theme, "set_text_scale", scales.append, raising=False)
    app = make_app()
    assert heard[-1] == app.settings and palettes[-1] == "standard" and scales[-1] == 100  # at start
    scene = to_settings(app, None)
    click(app, option(scene, "mute", True).rect.center)
    click(app, option(scene, "colours", "colourblind").rect.center)
    click(app, option(scene, "text_size", 125).rect.center)
    assert heard[-1].mute is True and palettes[-1] == "colourblind" and scales[-1] == 125


def test_without_a_sound_module_or_theme_hooks_nothing_breaks(monkeypatch):
    monkeypatch.setitem(sys.modules, "relicrunners.ui.sound", None)  # import fails
    monkeypatch.delattr(theme, "set_palette", raising=False)
    monkeypatch.delattr(theme, "set_text_scale", raising=False)
    app = make_app()
    scene = to_settings(app, None)
    click(app, option(scene, "mute", True).rect.center)
    click(app, option(scene, "text_size", 150).rect.center)
    assert settings.load()[0].text_size == 150


def test_a_value_a_setting_cannot_hold_is_refused():
    app = make_app()
    for bad in ({"speed": "warp"}, {"volume": 101}, {"mute": 1}, {"nonsense": True}):
        with pytest.raises(ValueError):
            prefs.change(app, **bad)
    assert app.settings == settings.Settings()


def _end_button(game):
    return next(b for b in game.ctrl.buttons if getattr(b.value, "kind", None) == "end")


def test_with_confirm_on_ending_a_turn_with_something_left_asks_and_no_keeps_the_turn():
    settings.save(settings.Settings(confirm_end=True))
    app = make_app()
    game = table(app, kinds=("human", "human"), actions=_actions_until(_explore_left))
    played, turn = len(game.match.actions), game.state.turn
    click(app, _end_button(game).rect.center)
    assert game.ctrl.mode == "ask_end" and len(game.match.actions) == played
    assert game.ctrl.status.startswith("End your turn?") and "explore" in game.ctrl.status
    labels = [b.label for b in game.ctrl.buttons]
    assert labels == ["Yes, end my turn (Enter)", "No, keep playing (Esc)"]
    app.render()
    click(app, game.ctrl.buttons[1].rect.center)  # No
    assert game.ctrl.mode == "idle" and len(game.match.actions) == played and game.state.turn == turn
    assert any(getattr(b.value, "kind", None) == "explore" for b in game.ctrl.buttons)  # still offered
    key(app, pygame.K_RETURN)  # Enter asks too, Esc says no
    assert game.ctrl.mode == "ask_end"
    key(app, pygame.K_ESCAPE)
    assert game.ctrl.mode == "idle" and len(game.match.actions) == played
    click(app, game.bv.site_pos(0))  # a click elsewhere while asked plays nothing
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)  # Enter: yes
    assert game.match.actions[played].kind == "end" and game.state.turn == turn + 1


def test_with_confirm_on_and_nothing_else_to_do_the_turn_ends_at_once():
    settings.save(settings.Settings(confirm_end=True))
    app = make_app()
    game = table(app, kinds=("human", "human"), actions=_actions_until(_only_end))
    played = len(game.match.actions)
    click(app, _end_button(game).rect.center)
    assert game.match.actions[played].kind == "end"


def test_with_confirm_off_end_turn_is_played_at_once():
    app = make_app()
    game = table(app, kinds=("human", "human"), actions=_actions_until(_explore_left))
    played = len(game.match.actions)
    click(app, _end_button(game).rect.center)
    assert game.match.actions[played].kind == "end"
    assert game.ctrl.mode != "ask_end"


def test_confirm_switched_on_mid_game_asks_from_then_on():
    app = make_app()
    game = table(app, kinds=("human", "human"), actions=_actions_until(_explore_left))
    scene = open_from_table(app, game)
    click(app, option(scene, "confirm_end", True).rect.center)
    key(app, pygame.K_ESCAPE)
    played = len(game.match.actions)
    key(app, pygame.K_RETURN)
    assert game.ctrl.mode == "ask_end" and len(game.match.actions) == played


# -- every text in its box -------------------------------------------------------------------------------
def settings_frames(app, ledger, scene: SettingsScene):
    """A frame with each row in focus (its help line) and one saying the settings were not saved."""
    out = []
    for i in range(BACK_ROW + 1):
        scene.focus = i
        out.append((f"focus {i}", frame(app, ledger, f"settings {i}")))
    scene.message = _("Could not save the settings to {file}: this change holds until you close the game").format(
        file="settings.json"
    )
    out.append(("not saved", frame(app, ledger, "settings not saved")))
    return out


@pytest.mark.parametrize("code", ["en", "nl", "pl", "longer"])
@pytest.mark.parametrize("window", [(1280, 800), (1600, 1000)])
def test_every_text_of_the_settings_screen_fits_its_box(ledger, code, window):
    if code == "longer":
        set_translator(forty_percent_longer, forty_percent_longer_plural)
    else:
        lang.use(code)
    try:
        app = make_app(window)
        scene = to_settings(app, None)
        bad = []
        for name, landed in settings_frames(app, ledger, scene):
            bad += [f"{name}: {b}" for b in problems(landed, ledger, None)]
        scene.set("mute", True)  # the slider dimmed, another layout of the buttons
        bad += problems(frame(app, ledger, "muted"), ledger, None)
        assert not bad, f"{code} {window}: {len(bad)} text problems:\n" + "\n".join(bad[:20])
    finally:
        set_translator()
