"""Make the game's sound effects: small 16-bit mono WAV files in ``assets/sounds/``.

Every sound is synthesized here from sine waves, noise and envelopes with the standard library
only, so the files are the project's own and the same bytes come out on every machine (the
noise uses a seeded generator). The generated files are committed; run this again after
changing a sound::

    python tools/make_sounds.py            # writes assets/sounds/*.wav
    python tools/make_sounds.py --out DIR  # somewhere else (the tests compare the bytes)

Soft attacks and decays (no clicks), modest loudness (peaks at about a third of full scale),
short: a step is 70 ms, the longest (the end of the game) 1.3 s.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
PEAK = 0.34  # of full scale: pleasant beside the player's music, never clipping
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"

Signal = list[float]


def envelope(n: int, attack: float, decay: float) -> list[float]:
    """Rise over ``attack`` seconds, then fall exponentially with time constant ``decay``."""
    a = max(1, int(RATE * attack))
    out = []
    for i in range(n):
        rise = min(1.0, i / a)
        fall = math.exp(-max(0, i - a) / (RATE * decay))
        out.append(rise * fall)
    return out


def tone(
    freq: float, seconds: float, attack: float = 0.005, decay: float = 0.12, harmonics: tuple[float, ...] = (1.0,)
) -> Signal:
    """A plucked or struck note: ``harmonics`` are the strengths of the 1st, 2nd, 3rd… partials."""
    n = int(RATE * seconds)
    env = envelope(n, attack, decay)
    out = []
    for i in range(n):
        t = i / RATE
        v = sum(h * math.sin(2 * math.pi * freq * (k + 1) * t) for k, h in enumerate(harmonics))
        out.append(v * env[i])
    return out


def noise(seconds: float, seed: int, attack: float, decay: float, smooth: float) -> Signal:
    """Filtered noise (a one-pole low-pass: ``smooth`` near 1 is darker)."""
    rng = random.Random(seed)
    n = int(RATE * seconds)
    env = envelope(n, attack, decay)
    out, last = [], 0.0
    for i in range(n):
        last = smooth * last + (1 - smooth) * (rng.random() * 2 - 1)
        out.append(last * env[i])
    return out


def mix(*parts: tuple[float, Signal]) -> Signal:
    """Add signals, each starting at its offset in seconds."""
    length = max(int(RATE * at) + len(sig) for at, sig in parts)
    out = [0.0] * length
    for at, sig in parts:
        start = int(RATE * at)
        for i, v in enumerate(sig):
            out[start + i] += v
    return out


def normalise(sig: Signal, peak: float = PEAK) -> Signal:
    """Scale to ``peak`` of full scale (every sound equally loud whatever its recipe)."""
    top = max(abs(v) for v in sig) or 1.0
    # the last 5 ms fade to nothing: no click when the sound ends
    fade = int(RATE * 0.005)
    out = [v * peak / top for v in sig]
    for i in range(1, fade + 1):
        out[-i] *= i / fade
    return out


# -- the sounds ------------------------------------------------------------------------------------
def step() -> Signal:
    """One step of the walking explorer: a soft wooden tap."""
    return mix((0, tone(190, 0.07, 0.002, 0.018, (1.0, 0.4, 0.15))), (0, noise(0.04, 1, 0.001, 0.008, 0.7)))


def token() -> Signal:
    """A Token turned: a short double click of wood on wood."""
    knock = tone(620, 0.05, 0.001, 0.012, (1.0, 0.5))
    return mix((0, knock), (0.055, tone(880, 0.06, 0.001, 0.014, (1.0, 0.4))))


def tile() -> Signal:
    """A tile taken or revealed: a papery swish and a low thud."""
    return mix((0, noise(0.16, 2, 0.03, 0.05, 0.45)), (0.1, tone(130, 0.14, 0.003, 0.04, (1.0, 0.3))))


def coins() -> Signal:
    """Points scored: two bright chinks."""
    chink = (1.0, 0.0, 0.5, 0.0, 0.25)
    return mix((0, tone(1568, 0.22, 0.001, 0.06, chink)), (0.07, tone(2093, 0.26, 0.001, 0.07, chink)))


def relic() -> Signal:
    """A Relic taken: a short rising fanfare (C E G C)."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    brass = (1.0, 0.55, 0.3, 0.15)
    parts = [
        (0.1 * k, tone(f, 0.45 if k == 3 else 0.16, 0.012, 0.22 if k == 3 else 0.08, brass))
        for k, f in enumerate(notes)
    ]
    return mix(*parts)


def toolbox() -> Signal:
    """A Toolbox climbing its table: a rising ratchet of three clicks."""
    return mix(*[(0.06 * k, tone(300 * (1.25**k), 0.06, 0.001, 0.015, (1.0, 0.6, 0.3))) for k in range(3)])


def click() -> Signal:
    """A button: a very short, quiet tick."""
    return [0.35 * v for v in tone(1200, 0.03, 0.001, 0.006, (1.0, 0.3))]


def turn() -> Signal:
    """Your turn: a gentle two-note chime (G then C above)."""
    bell = (1.0, 0.0, 0.35, 0.0, 0.12)
    return mix((0, tone(783.99, 0.5, 0.004, 0.25, bell)), (0.16, tone(1046.5, 0.7, 0.004, 0.3, bell)))


def end() -> Signal:
    """The end of the game: a short closing cadence (F - G - C)."""
    warm = (1.0, 0.45, 0.2, 0.1)
    chord = [tone(f, 0.9, 0.02, 0.4, warm) for f in (523.25, 659.25, 783.99)]
    return mix(
        (0, tone(349.23, 0.3, 0.015, 0.12, warm)),
        (0.22, tone(392.0, 0.3, 0.015, 0.12, warm)),
        *[(0.44, c) for c in chord],
    )


SOUNDS: dict[str, Callable[[], Signal]] = {
    "step": step,
    "token": token,
    "tile": tile,
    "coins": coins,
    "relic": relic,
    "toolbox": toolbox,
    "click": click,
    "turn": turn,
    "end": end,
}


def write(path: Path, sig: Signal) -> None:
    """16-bit mono PCM at ``RATE``; the bytes depend only on ``sig`` (no time stamps in WAV)."""
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in sig)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def make(out: Path = OUT) -> list[Path]:
    """Write every sound into ``out``; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, fn in SOUNDS.items():
        path = out / f"{name}.wav"
        write(path, normalise(fn()) if name != "click" else normalise(fn(), PEAK * 0.5))
        written.append(path)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description="Synthesize the game's sound effects into WAV files.")
    parser.add_argument("--out", type=Path, default=OUT, help="folder to write to (default: assets/sounds)")
    args = parser.parse_args()
    for path in make(args.out):
        print(f"{path} ({path.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    main()
