"""Draw the game's window and application icon: ``assets/icon/icon.png`` (256 × 256, with an alpha
channel), our own art made from shapes like the sounds of ``tools/make_sounds.py``.

A stepped jungle temple in warm stone on a deep green tile, a golden Relic shining above it and
two leaves at the corners. Drawn with pygame on a surface four times larger and scaled down
smoothly (anti-aliasing), so the same pixels come out on every machine. The generated file is
committed; run this again after changing the drawing::

    python tools/make_icon.py            # writes assets/icon/icon.png
    python tools/make_icon.py --out DIR  # somewhere else (a test compares the pixels)
"""

from __future__ import annotations

import argparse
import math
import os
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "assets" / "icon"
SIZE = 256
K = 4  # drawn at K times the size, then scaled down
JUNGLE, JUNGLE_DARK = (34, 92, 52), (18, 52, 30)
STONE, STONE_DARK, STONE_LIGHT = (196, 168, 118), (140, 112, 72), (226, 204, 158)
GOLD, GOLD_LIGHT = (238, 184, 48), (255, 236, 150)
LEAF = (86, 160, 70)


def _s(v: float) -> int:
    return round(v * K)


def leaf(cx: float, cy: float, turn: float, half: float, width: float) -> list[tuple[int, int]]:
    """A leaf's outline: from tip to tip along one side and back along the other, turned by
    ``turn`` radians about its centre."""
    edge = [(half - 2 * half * i / 23, width * math.sin(i / 23 * math.pi)) for i in range(24)]
    outline = edge + [(x, -y) for x, y in reversed(edge)]
    c, s = math.cos(turn), math.sin(turn)
    return [(_s(cx + x * c - y * s), _s(cy + x * s + y * c)) for x, y in outline]


def draw() -> pygame.Surface:
    big = pygame.Surface((SIZE * K, SIZE * K), pygame.SRCALPHA)
    tile = pygame.Rect(_s(8), _s(8), _s(240), _s(240))
    pygame.draw.rect(big, JUNGLE_DARK, tile, border_radius=_s(44))
    pygame.draw.rect(big, JUNGLE, tile.inflate(-_s(12), -_s(12)), border_radius=_s(38))
    for cx, cy, turn in ((54, 60, -0.6), (202, 64, 3.6)):  # two leaves at the top corners
        pygame.draw.polygon(big, LEAF, leaf(cx, cy, turn, 34, 12))
    steps = [(44, 212, 168), (64, 184, 128), (84, 156, 88), (104, 128, 48)]  # left, bottom, width
    for left, bottom, width in steps:
        body = pygame.Rect(_s(left), _s(bottom - 28), _s(width), _s(28))
        pygame.draw.rect(big, STONE, body)
        pygame.draw.rect(big, STONE_LIGHT, (body.x, body.y, body.w, _s(5)))
        pygame.draw.rect(big, STONE_DARK, (body.x, body.bottom - _s(4), body.w, _s(4)))
    door = pygame.Rect(_s(114), _s(176), _s(28), _s(36))
    pygame.draw.rect(big, JUNGLE_DARK, door, border_top_left_radius=_s(14), border_top_right_radius=_s(14))
    centre = (_s(128), _s(70))
    for i in range(12):  # rays of the Relic
        a = i * math.pi / 6
        inner, outer = 26, 46 if i % 2 == 0 else 38
        pygame.draw.line(
            big,
            GOLD_LIGHT,
            (centre[0] + _s(inner * math.cos(a)), centre[1] + _s(inner * math.sin(a))),
            (centre[0] + _s(outer * math.cos(a)), centre[1] + _s(outer * math.sin(a))),
            _s(5),
        )
    gem = [
        (centre[0], centre[1] - _s(24)),
        (centre[0] + _s(18), centre[1]),
        (centre[0], centre[1] + _s(24)),
        (centre[0] - _s(18), centre[1]),
    ]
    pygame.draw.polygon(big, GOLD, gem)
    pygame.draw.polygon(big, GOLD_LIGHT, [gem[0], gem[1], (centre[0], centre[1])])
    pygame.draw.polygon(big, JUNGLE_DARK, gem, _s(2))
    return pygame.transform.smoothscale(big, (SIZE, SIZE))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT, help="folder to write icon.png into")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    pygame.image.save(draw(), str(args.out / "icon.png"))
    print(args.out / "icon.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
