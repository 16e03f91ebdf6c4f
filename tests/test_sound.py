"""Sound (issue #14): the effects are the project's own (made by tools/make_sounds.py, the same
bytes every time), short and valid; what a player hears follows the table (a step per trail
walked, the fanfare for a Relic, coins for points, "your turn" once per turn, a click per
button, the end of the game); M mutes and is remembered; without an audio device the game is
silent and says nothing."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pytest
from uidriver import BOARD, DT, key, make_app, think

from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import ActionKind, apply, from_text
from relicrunners.scenario import build_state, load_scenario
from relicrunners.ui import sound
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes import to_setup

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "assets" / "sounds"
SEATS = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.HUMAN)]


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


def test_when_the_mixer_cannot_open_the_game_is_silent_and_says_nothing(tmp_path):
    # a driver SDL does not have fails as a machine without a sound card does (not the dummy shortcut)
    env = {**os.environ, "SDL_AUDIODRIVER": "nosuchdriver", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    probe = "from relicrunners.ui import sound; ok = sound.init(); sound.play('relic'); assert ok is False"
    done = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert (done.stdout, done.stderr) == ("", "")


# Under SDL's disk audio driver the mixer is real and writes what it mixes to a file: what a
# player would hear, as 16-bit mono samples at 22050 Hz.
DISK_PROBE = """
import sys, time
from pathlib import Path
import pygame
from relicrunners.ui import sound

if not sound.init():
    print("no disk driver")
    sys.exit(0)
assert pygame.mixer.get_init() == (22050, -16, 1), pygame.mixer.get_init()

class At:
    def __init__(self, volume, mute=False):
        self.volume, self.mute = volume, mute

def sounded(name, settings):
    sound.apply(settings)
    sound.play(name)
    time.sleep(0.05)
    while pygame.mixer.get_busy():
        time.sleep(0.01)
    time.sleep(0.25)  # silence between two sounds

sounded("coins", At(100))
sounded("coins", At(30))
sounded("coins", At(100, mute=True))
sounded("coins", At(0))
sound.SOUNDS_DIR = Path(sys.argv[1])  # a damaged step.wav and no tile.wav: silent, a line each
sounded("step", At(100))
sounded("step", At(100))
sounded("tile", At(100))
pygame.mixer.quit()
print("done")
"""


def bursts(raw: bytes, gap: int = 2000) -> list[int]:
    """The peaks of the sounds in ``raw`` (16-bit samples), one per stretch of sound between
    silences of at least ``gap`` samples."""
    peaks: list[int] = []
    quiet = gap
    for s in memoryview(raw[: len(raw) // 2 * 2]).cast("h"):
        if s:
            if quiet >= gap:
                peaks.append(0)
            peaks[-1] = max(peaks[-1], abs(s))
            quiet = 0
        else:
            quiet += 1
    return peaks


@pytest.mark.slow
def test_under_a_real_audio_driver_the_volume_is_heard_and_mute_is_silence(tmp_path):
    out = tmp_path / "mixed.raw"
    broken = tmp_path / "sounds"
    broken.mkdir()
    (broken / "step.wav").write_bytes(b"RIFF" + bytes(200))
    env = {**os.environ, "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(out), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run(
        [sys.executable, "-c", DISK_PROBE, str(broken)], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    if done.stdout.strip() == "no disk driver":
        pytest.skip("this SDL has no disk audio driver")
    assert done.stdout.strip() == "done"
    with wave.open(str(SOUNDS / "coins.wav")) as w:
        made = max(abs(s) for s in memoryview(w.readframes(w.getnframes())).cast("h"))
    peaks = bursts(out.read_bytes())
    assert len(peaks) == 2, f"loud and soft coins, then silence (muted, volume 0, broken files): {peaks}"
    loud, soft = peaks
    assert abs(loud - made) <= made * 0.02, "at 100 % as loud as the file"
    assert abs(soft / loud - 0.3) < 0.02, "at 30 % three tenths as loud"
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 2 and "step.wav" in lines[0] and "tile.wav" in lines[1], "one line per bad file, once"


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


def relic_taken(speed: str, heard) -> list[str]:
    """What is heard when Green walks R2-T3-R4 and takes the Relic there
    (scenarios/end-trigger-final-turns.yaml), shown at the table at ``speed``."""
    sc = load_scenario(ROOT / "scenarios" / "end-trigger-final-turns.yaml")
    before = build_state(BOARD, sc)
    after, events = apply(before, from_text(BOARD, "move R2-T3-R4"))
    assert "relic_taken" in [e.kind for e in events]
    app = make_app(speed=speed)
    seats = [*SEATS, Seat("Cy", "green", SeatKind.HUMAN)]
    game = start_game(app, new_match(BOARD, app.layout_path, seats, sc.setup, sc.seed))
    if game.handoff_due:
        game.take_seat(game.match.state.current)
    run_anims(app)
    heard.clear()
    game.session.on_played(events, before, after)
    run_anims(app)
    return list(heard)


def test_a_relic_taken_sounds_the_fanfare_as_the_walk_arrives(heard):
    sounds = relic_taken("normal", heard)
    assert sounds.count("relic") == 1
    assert sounds.count("step") == 2 and sounds.index("relic") > sounds.index("step") + 1, sounds


def test_with_animations_off_a_relic_taken_is_the_one_sound(heard):
    assert relic_taken("off", heard) == ["relic"]


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
