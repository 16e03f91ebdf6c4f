"""Sound (issue #14): the effects are the project's own (made by tools/make_sounds.py, the same
bytes every time), short and valid; what a player hears follows the table (a step per trail
walked, the fanfare for a Relic, coins for points, "your turn" once per turn, a click per
button, the end of the game); M mutes and is remembered; without an audio device the game is
silent and says nothing."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pytest
from uidriver import BOARD, DT, key, make_app, think

from relicrunners.rules import ActionKind
from relicrunners.ui import sound
from relicrunners.ui.launch import new_match, start_game
from relicrunners.ui.scenes import to_setup

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "assets" / "sounds"
SEATS = [{"name": "Ada", "colour": "red", "kind": "human"}, {"name": "Bo", "colour": "blue", "kind": "human"}]


@pytest.fixture(autouse=True)
def heard():
    """What the player would have heard from now on (``sound.played``), sound on at 70 %."""
    sound.played.clear()
    sound._state.update(volume=0.7, mute=False)
    yield sound.played
    sound.played.clear()


def test_the_sounds_are_made_here_and_the_same_every_time(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_sounds.py"), "--out", str(tmp_path)], check=True)
    made = sorted(p.name for p in tmp_path.glob("*.wav"))
    assert made == sorted(f"{n}.wav" for n in sound.NAMES)
    for name in made:
        assert (tmp_path / name).read_bytes() == (SOUNDS / name).read_bytes(), f"{name} differs: run the tool again"


@pytest.mark.parametrize("name", sound.NAMES)
def test_each_sound_is_short_valid_and_not_too_loud(name):
    with wave.open(str(SOUNDS / f"{name}.wav")) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        seconds = w.getnframes() / w.getframerate()
        frames = w.readframes(w.getnframes())
    assert 0.02 < seconds <= 1.5
    samples = memoryview(frames).cast("h")
    peak = max(abs(s) for s in samples) / 32767
    assert 0.05 < peak < 0.5, "audible, never near clipping"
    assert abs(samples[-1]) < 200, "ends at silence: no click"


def test_without_an_audio_device_the_game_is_silent_and_says_nothing(capfd):
    assert sound.init() is False  # SDL_AUDIODRIVER=dummy in tests: no device
    assert not sound.available()
    sound.play("relic")  # noted, never raised
    out, err = capfd.readouterr()
    assert out == "" and err == ""


def play_to(app, game, kind: ActionKind, want=lambda a: True, heard=None):
    """Play human actions (the first legal one, else one of ``kind``) until an action of ``kind``
    that ``want`` accepts has been played; returns it."""
    rng = random.Random(2)
    for _ in range(400):
        if game.handoff_due:
            game.take_seat(game.match.state.current)
        legal = game.match.legal()
        pick = next((a for a in legal if a.kind == kind and want(a)), None)
        if pick is not None:
            run_anims(app)
            if heard is not None:
                heard.clear()  # only what this action sounds like
            game.play(pick)
            return pick
        game.play(rng.choice(legal))
    raise AssertionError(f"no {kind} came up")


def run_anims(app, seconds: float = 6.0) -> None:
    for _ in range(int(seconds / DT)):
        app.step(DT, draw=False)


def test_a_walk_steps_once_per_trail_and_the_sounds_follow_the_animation(heard):
    app = make_app(speed="normal")
    match = new_match(BOARD, app.layout_path, SEATS, "standard", 4)
    game = start_game(app, match)
    move = play_to(app, game, ActionKind.MOVE, lambda a: len(a.args) >= 3, heard)
    trails = len(move.args) - 1
    assert list(heard) == [], "nothing before the animation starts"
    run_anims(app)
    assert list(heard).count("step") == trails


def test_animations_off_play_one_sound_per_action(heard):
    app = make_app(speed="off")
    match = new_match(BOARD, app.layout_path, SEATS, "standard", 4)
    game = start_game(app, match)
    play_to(app, game, ActionKind.MOVE, lambda a: len(a.args) >= 3, heard)
    assert list(heard) == ["step"]


def test_your_turn_rings_once_per_turn_and_buttons_click(heard):
    app = make_app(speed="off")
    match = new_match(BOARD, app.layout_path, SEATS, "standard", 4)
    game = start_game(app, match)
    if game.handoff_due:
        game.take_seat(match.state.current)
    assert "turn" in heard
    rings = list(heard).count("turn")
    turn = match.state.turn, match.state.current
    while (match.state.turn, match.state.current) == turn:
        game.play(match.legal()[0])
    if game.handoff_due:
        game.take_seat(match.state.current)
    assert list(heard).count("turn") == rings + 1, "a new turn rings once, not each decision"
    heard.clear()
    setup = to_setup(app)
    button = next(b for b in setup.buttons if b.enabled)
    think(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=app.to_window(button.rect.center)))
    app.step(DT, draw=False)
    assert list(heard) == ["click"]


def test_m_mutes_says_so_and_is_remembered(home, heard):
    app = make_app()
    to_setup(app)
    key(app, pygame.K_m)
    assert app.settings.mute and sound.muted()
    assert json.loads((home / "settings.json").read_text())["mute"] is True
    assert app.toast is not None and "M" in app.toast[0]
    sound.play("relic")
    assert "relic" not in heard, "muted: nothing"
    again = make_app()
    assert again.settings.mute and sound.muted(), "a restart keeps it"
    key(again, pygame.K_m)
    assert not sound.muted()
    sound.play("coins")
    assert list(heard)[-1] == "coins"


def test_m_in_a_name_field_is_a_letter(heard):
    app = make_app()
    setup = to_setup(app)
    setup.names[0].enter()
    key(app, pygame.K_m)
    assert not app.settings.mute


def test_volume_zero_is_silence(heard):
    app = make_app()
    from relicrunners.ui import prefs

    prefs.change(app, volume=0)
    sound.play("end")
    assert "end" not in heard
    prefs.change(app, volume=40)
    sound.play("end")
    assert list(heard) == ["end"]
