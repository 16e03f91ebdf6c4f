"""Colours, fonts and the logical screen size shared by every part of the window."""

from __future__ import annotations

from pathlib import Path

import pygame

ASSETS = Path(__file__).resolve().parent.parent.parent / "assets"
FONTS = ASSETS / "fonts"

SIZE = W, H = 1600, 1000  # the logical surface everything is drawn on

# players: colour + a symbol each, so colour is never the only cue
PLAYER_RGB = {
    "red": (206, 52, 44),
    "green": (62, 168, 74),
    "blue": (48, 104, 218),
    "yellow": (240, 196, 36),
    "black": (44, 44, 50),
}
PLAYER_SYMBOL = {"red": "triangle", "green": "square", "blue": "circle", "yellow": "star", "black": "diamond"}
SYMBOL_WORD = {"triangle": "▲", "square": "■", "circle": "●", "star": "★", "diamond": "◆"}


def outline_for(colour: str) -> tuple[int, int, int]:
    return (235, 228, 210) if colour == "black" else (24, 20, 16)


TEMPLE_RGB = {"purple": (128, 66, 176), "blue": (46, 110, 204), "ivory": (232, 222, 190)}
RELIC_RGB = {"green": (96, 186, 72), "white": (240, 236, 222), "blue": (72, 146, 236), "purple": (160, 84, 200)}

# user interface
INK = (38, 30, 22)
PAPER = (243, 232, 204)
PAPER_DARK = (214, 196, 156)
PANEL = (58, 44, 30)
PANEL_LIGHT = (86, 66, 44)
GOLD = (232, 188, 74)
HILITE = (255, 236, 120)
HILITE_ALT = (120, 236, 255)
HINT = (140, 255, 150)  # what a hint suggests (green: apart from the gold targets and blue route)
BAD = (220, 80, 60)
TEXT_LIGHT = (246, 238, 218)
TEXT_DIM = (190, 176, 150)
WOOD = (150, 104, 60)
TOKEN_UP = (236, 150, 40)
TOKEN_DOWN = (120, 122, 120)

_fonts: dict[tuple[str, int], pygame.font.Font] = {}
_FILES = {"sans": "DejaVuSansCondensed.ttf", "bold": "DejaVuSansCondensed-Bold.ttf", "title": "DejaVuSerif-Bold.ttf"}


def font(size: int, kind: str = "sans") -> pygame.font.Font:
    """A cached font: ``kind`` is sans, bold or title (falls back to pygame's own font)."""
    key = (kind, size)
    f = _fonts.get(key)
    if f is None:
        path = FONTS / _FILES.get(kind, _FILES["sans"])
        try:
            f = pygame.font.Font(str(path), size)
        except (OSError, FileNotFoundError, pygame.error):
            f = pygame.font.Font(None, int(size * 1.3))
            f.set_bold(kind != "sans")
        _fonts[key] = f
    return f


_text_cache: dict[tuple, pygame.Surface] = {}


def text_surface(s: str, size: int, colour=INK, kind: str = "sans") -> pygame.Surface:
    """``s`` rendered (cached): the one place the window turns text into pixels; everything drawn
    goes through here (``draw_text``, buttons, plates, floating words), already in the player's
    language (``relicrunners.text._``; tests/test_text_seam.py watches this function)."""
    key = (s, size, tuple(colour), kind)
    surf = _text_cache.get(key)
    if surf is None:
        if len(_text_cache) > 4000:
            _text_cache.clear()
        surf = font(size, kind).render(s, True, colour)
        _text_cache[key] = surf
    return surf


def draw_text(
    target: pygame.Surface,
    s: str,
    pos,
    size: int = 16,
    colour=INK,
    kind: str = "sans",
    anchor: str = "topleft",
    shadow=None,
) -> pygame.Rect:
    """Blit ``s`` anchored at ``pos`` (any pygame.Rect anchor name). Returns its rect."""
    surf = text_surface(s, size, colour, kind)
    rect = surf.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    if shadow is not None:
        target.blit(text_surface(s, size, shadow, kind), rect.move(1, 2))
    target.blit(surf, rect)
    return rect


def wrap(s: str, size: int, width: int, kind: str = "sans") -> list[str]:
    """Split ``s`` into lines no wider than ``width`` pixels."""
    f = font(size, kind)
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            test = word if not line else line + " " + word
            if f.size(test)[0] <= width or not line:
                line = test
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines
