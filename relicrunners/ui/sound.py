"""Sound effects: a step of the walking explorer, a Token turned, a tile, coins, a Relic's
fanfare, a Toolbox climbing, a button, "your turn", the end of the game.

The sounds are small WAV files in ``assets/sounds/`` made by ``tools/make_sounds.py`` (the
project's own, synthesized). ``init`` opens ``pygame.mixer`` only when there is an audio device:
without one (or under SDL's dummy audio driver: tests, screenshots) the game is silent and says
nothing about it. ``play(name)`` is cheap and safe from anywhere: it does nothing when muted,
when the volume is 0, or when there is no mixer. The files are read when first wanted, as
files from outside (regular files of at most 1 MB); a missing or damaged one is one line on
stderr, once, and then that sound is silent.

Every sound asked for while sound is on is also noted in ``played`` (the newest last), so tests
can check what a player would have heard without an audio device.

Volume and mute come from the settings (``apply``); M toggles mute (``ui.app``).
"""

from __future__ import annotations

import io
import os
import sys
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict

import pygame

from ..datafiles import ASSETS
from ..io.safeio import RefusedFile, read_limited

if TYPE_CHECKING:
    from ..io.settings import Settings

SOUNDS_DIR = ASSETS / "sounds"
NAMES = ("step", "token", "tile", "coins", "relic", "toolbox", "click", "turn", "end")
# When animations are off, one action plays at most one sound: the one that matters most.
PRIORITY = ("relic", "coins", "toolbox", "tile", "token", "step")
MAX_SOUND_BYTES = 1024 * 1024  # the longest effect (end.wav) is about 60 KB


class _State(TypedDict):
    mixer: bool  # the mixer is open
    volume: float  # 0..1
    mute: bool


played: deque[str] = deque(maxlen=200)  # what was asked for while sound was on (tests read it)
_state: _State = {"mixer": False, "volume": 0.7, "mute": False}
_loaded: dict[str, pygame.mixer.Sound | None] = {}


def init() -> bool:
    """Open the mixer if there is an audio device. True when sound can be heard."""
    if _state["mixer"]:
        return True
    if os.environ.get("SDL_AUDIODRIVER", "").lower() == "dummy":
        return False  # no device by choice: tests, screenshots, demos
    try:
        with _quiet_stderr():  # the audio libraries' own complaints when there is no device
            pygame.mixer.pre_init(22050, -16, 1, 512)
            pygame.mixer.init()
        pygame.mixer.set_num_channels(12)
    except pygame.error:
        return False  # no audio device: the game is silent, as it always could be
    _state["mixer"] = True
    return True


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Send what C libraries write to stderr (ALSA: "Unknown PCM default") to nowhere meanwhile."""
    try:
        saved = os.dup(2)
        null = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        yield
        return
    try:
        sys.stderr.flush()
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


def available() -> bool:
    """True when the mixer is open (sound can be heard on this machine)."""
    return bool(_state["mixer"])


def apply(settings: Settings) -> None:
    """Take the volume (0–100) and mute of ``settings`` (``io.settings.Settings``)."""
    _state["volume"] = max(0, min(100, int(settings.volume))) / 100
    _state["mute"] = bool(settings.mute)
    for snd in _loaded.values():
        if snd is not None:
            snd.set_volume(_state["volume"])


def muted() -> bool:
    return bool(_state["mute"]) or _state["volume"] <= 0


def _sound(name: str) -> pygame.mixer.Sound | None:
    """The sound ``name``, read the first time it is wanted (None: missing or damaged: silent).

    The file is read like any file from outside: a regular file of at most ``MAX_SOUND_BYTES``
    (never a FIFO or a device that could block), then decoded by the mixer."""
    if name not in _loaded:
        path: Path = SOUNDS_DIR / f"{name}.wav"
        try:
            data = read_limited(path, MAX_SOUND_BYTES, "sound file")
            snd = pygame.mixer.Sound(file=io.BytesIO(data))
            snd.set_volume(_state["volume"])
            _loaded[name] = snd
        except (RefusedFile, pygame.error, OSError) as e:
            why = str(e) if isinstance(e, RefusedFile) else "not a sound the mixer can play"
            print(f"{path}: {why} — that sound stays silent", file=sys.stderr)
            _loaded[name] = None
    return _loaded[name]


def play(name: str) -> None:
    """Play the sound ``name`` (one of ``NAMES``) unless sound is off."""
    if muted() or name not in NAMES:
        return
    played.append(name)
    if not _state["mixer"]:
        return
    snd = _sound(name)
    if snd is not None:
        snd.play()


def play_once(names: list[str] | set[str]) -> None:
    """Of several sounds due at once, play only the one that matters most (animations off)."""
    for name in PRIORITY:
        if name in names:
            play(name)
            return


class TurnBell:
    """Rings "your turn" when a human's turn begins: not for each decision inside one turn."""

    def __init__(self) -> None:
        self.last: tuple[int, int] | None = None

    def offered(self, seat: int, turn: int, active: bool) -> None:
        if not active:
            return
        key = (seat, turn)
        if key != self.last:
            self.last = key
            play("turn")
