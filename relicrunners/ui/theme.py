"""Colours, fonts and the logical screen size shared by every part of the window."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from ..datafiles import ASSETS
from . import textwatch
from .palette import PALETTES, STANDARD
from .palette import RGB as RGB  # re-exported: the colour type of every module that draws
from .textwatch import TextWatcher as TextWatcher  # re-exported, with the three below
from .textwatch import copy_of as copy_of
from .textwatch import place as place
from .textwatch import watch as watch

FONTS = ASSETS / "fonts"

SIZE = W, H = 1600, 1000  # the logical surface everything is drawn on

# The types of what is drawn: a colour (red, green, blue; with an alpha where it is drawn see-through)
# and a point in logical pixels (ints or floats: pygame rounds, ``draw_text`` takes the int part).
RGBA = tuple[int, int, int, int]
Colour = RGB | RGBA
Point = tuple[float, float]

# players: colour + a symbol each, so colour is never the only cue (the palettes: ui/palette.py)
PLAYER_RGB = dict(STANDARD["players"])
PLAYER_SYMBOL = {"red": "triangle", "green": "square", "blue": "circle", "yellow": "star", "black": "diamond"}
SYMBOL_WORD = {"triangle": "▲", "square": "■", "circle": "●", "star": "★", "diamond": "◆"}


def outline_for(colour: str) -> RGB:
    return (235, 228, 210) if colour == "black" else (24, 20, 16)


TEMPLE_RGB = dict(STANDARD["temples"])
RELIC_RGB = dict(STANDARD["relics"])
palette_serial = 0  # changes with the palette: whatever caches drawn colours compares it
# what drops its pictures when the palette changes (the art's sprite caches, the backdrops): each
# registers itself with ``on_palette_change``, so this module needs to know none of them
_forgetters: list[Callable[[], None]] = []


def on_palette_change(forget: Callable[[], None]) -> Callable[[], None]:
    """Call ``forget`` whenever the palette changes (pictures drawn with the old colours go)."""
    _forgetters.append(forget)
    return forget


def set_palette(name: str) -> None:
    """Use the palette ``name`` ("standard" or "colourblind", ``ui.palette``) from the next frame:
    the colour tables change in place and every picture drawn with the old colours is dropped."""
    global palette_serial
    chosen = PALETTES.get(name, STANDARD)
    if PLAYER_RGB == chosen["players"] and RELIC_RGB == chosen["relics"] and TEMPLE_RGB == chosen["temples"]:
        return
    PLAYER_RGB.update(chosen["players"])
    RELIC_RGB.update(chosen["relics"])
    TEMPLE_RGB.update(chosen["temples"])
    palette_serial += 1
    _text_cache.clear()
    for forget in _forgetters:
        forget()


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

# The player's text size (Settings.text_size): text is drawn this much larger (``reading(size)``)
# where its box has room — tooltips, the game log, the rules pages, the lessons' cards, the
# prompt, the guide, the menus, setup, settings, saved games, statistics, replays, the hand-off,
# the scores — and those places wrap, scroll or size themselves by measuring their words, so
# nothing is cut. In a window smaller than the logical surface those words grow again
# (``grow()``), so that on the screen none is under 13 px at 100 % (16 at 125 %, 19 at 150 %).
# A label whose box cannot grow (a button's face, a field, a heading beside a control) grows as
# far as it fits and no further (``fit_size`` / ``fit_block`` from the grown size down), never
# below ``smallest()``. The table's words grow with ``zoom()`` (below).
text_scale = 1.0


def set_text_scale(percent: int) -> None:
    """Text at ``percent`` % (100, 125 or 150) from the next frame (the texts drawn and wrapped
    at the old sizes are dropped; pictures of words kept elsewhere compare ``text_scale``)."""
    global text_scale
    scale = max(100, min(200, int(percent))) / 100
    if scale != text_scale:
        text_scale = scale
        _text_cache.clear()
        _wrapped.clear()


def reading(size: int) -> int:
    """``size`` for text read at length, grown by the player's text size and in a small window
    (``grow()``)."""
    return max(1, round(size * grow()))


# The table (board, panels, top bar, prompt, choices, log, lessons' cards) and every tooltip
# draw each word at least ``least()`` logical pixels: READ grown by the text size, and larger
# again in a window smaller than the logical surface, so that on the screen no word is under
# 13 px at 100 % (16 at 125 %, 19 at 150 %); every other size there grows alike (``tsize``).
# The table's layout (``ui.widgets.tablelayout``) makes room for the words at that size.
SCREEN_LEAST = 13  # real pixels at 100 %
MOST_LEAST = 31  # logical pixels: the largest words the table's layout holds (a tiny window gets these)
window_scale = 1.0  # window pixels per logical pixel (``App._fit``)


def set_window_scale(scale: float) -> None:
    """The window shows the logical surface at ``scale`` (the table's words grow where it is small)."""
    global window_scale
    window_scale = scale if scale > 0 else 1.0


def smallest() -> int:
    """The smallest size (logical pixels) that shows on the screen at 13 px at 100 % (16 at
    125 %, 19 at 150 %) in the window as it is now (at most ``MOST_LEAST``)."""
    on_screen = math.floor(SCREEN_LEAST * text_scale + 1e-9)
    return min(MOST_LEAST, math.ceil(on_screen / window_scale - 1e-6))


def least() -> int:
    """The smallest size (logical pixels) a word at the table is drawn at now."""
    return max(round(READ * text_scale), smallest())


def grow() -> float:
    """How much larger the words of the screens around the table (menus, setup, settings, rules,
    scores, ...) are than at 100 % in a full-size window: the player's text size, or more where
    the window is small, so that a word of ``READ`` px shows at least ``smallest()`` px."""
    return max(text_scale, smallest() / READ)


def zoom() -> float:
    """How much larger the table's words are than at 100 % in a full-size window (1.0 and up)."""
    return least() / READ


def tsize(size: int) -> int:
    """A table text's size: ``size`` (its size at 100 % in a full-size window) times ``zoom()``."""
    return max(1, round(size * zoom()))


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


_text_cache: dict[tuple[str, int, tuple[int, ...], str], pygame.Surface] = {}


# Words a player must read are never drawn smaller than READ logical pixels: 13 px at a 1280x800
# window (1600 * 13 / 1280 = 16.25). tests/test_ui_text_fit.py checks every size drawn on a table.
READ = 17
ELLIPSIS = "…"


def text_surface(s: str, size: int, colour: Colour = INK, kind: str = "sans") -> pygame.Surface:
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
    pos: Point,
    size: int = 16,
    colour: Colour = INK,
    kind: str = "sans",
    anchor: str = "topleft",
    shadow: Colour | None = None,
    box: pygame.Rect | None = None,
) -> pygame.Rect:
    """Blit ``s`` anchored at ``pos`` (any pygame.Rect anchor name). Returns its rect.

    ``box`` (on ``target``) is where the text was laid out to stay: drawing ignores it, a
    ``TextWatcher`` (the tests) checks it."""
    surf = text_surface(s, size, colour, kind)
    rect = surf.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    if shadow is not None:
        target.blit(text_surface(s, size, shadow, kind), rect.move(1, 2))
    target.blit(surf, rect)
    if textwatch.watcher is not None:
        textwatch.watcher.drawn(target, s, size, kind, rect, box)
    return rect


def blit_text(
    target: pygame.Surface,
    surf: pygame.Surface,
    rect: pygame.Rect,
    s: str,
    size: int,
    kind: str = "sans",
    box: pygame.Rect | None = None,
) -> pygame.Rect:
    """Blit a text picture made by ``text_surface`` (or a scaled or faded copy of one) at
    ``rect`` and tell any watcher, as ``draw_text`` does."""
    rect = pygame.Rect(rect)
    target.blit(surf, rect)
    if textwatch.watcher is not None:
        textwatch.watcher.drawn(target, s, size, kind, rect, box)
    return rect


_wrapped: dict[tuple[str, int, int, str, bool, str], list[str]] = {}


def wrap(s: str, size: int, width: int, kind: str = "sans", breaking: bool = True, sep: str = "") -> list[str]:
    """Split ``s`` into lines no wider than ``width`` pixels (a word longer than a line is broken,
    unless not ``breaking``: then it is a line of its own, too wide). With ``sep`` (" · "), the
    lines break between the parts it joins where a part fits a line, and the line break stands
    for that ``sep`` (no "Setup:" left at a line's end, its value on the next). Remembered: the
    prompt and the panels ask for the same lines every frame."""
    key = (s, size, width, kind, breaking, sep)
    found = _wrapped.get(key)
    if found is None:
        if len(_wrapped) > 2000:
            _wrapped.clear()
        found = _wrapped[key] = _wrap_parts(s, size, width, kind, sep) if sep else _wrap(s, size, width, kind, breaking)
    return list(found)


def _wrap_parts(s: str, size: int, width: int, kind: str, sep: str) -> list[str]:
    f = font(size, kind)
    lines: list[str] = []
    line = ""
    for part in s.split(sep):
        joined = part if not line else line + sep + part
        if f.size(joined)[0] <= width:
            line = joined
            continue
        if line:
            lines.append(line)
        *whole, line = _wrap(part, size, width, kind, True)  # a part wider than a line: by words
        lines += whole
    return [*lines, line]


def _wrap(s: str, size: int, width: int, kind: str, breaking: bool) -> list[str]:
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
            while breaking and f.size(line)[0] > width and len(line) > 1:  # a word longer than a line
                cut = len(line) - 1
                while cut > 1 and f.size(line[:cut])[0] > width:
                    cut -= 1
                lines.append(line[:cut])
                line = line[cut:]
        lines.append(line)
    return lines


# -- fitting words into their box ------------------------------------------------------------------
def width(s: str, size: int, kind: str = "sans") -> int:
    return font(size, kind).size(s)[0]


def ellipsize(s: str, size: int, room: int, kind: str = "sans") -> str:
    """``s``, cut with "…" at its end so that it is at most ``room`` pixels wide."""
    if width(s, size, kind) <= room:
        return s
    lo, hi = 0, len(s)
    while lo < hi:  # the longest start that fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if width(s[:mid].rstrip() + ELLIPSIS, size, kind) <= room:
            lo = mid
        else:
            hi = mid - 1
    return s[:lo].rstrip() + ELLIPSIS if lo else ELLIPSIS


def ellipsize_inside(s: str, size: int, room: int, kind: str = "sans") -> str:
    """``s`` on one line at most ``room`` wide, characters cut from the middle of its longest word
    (a file path: its folder is cut, the file name stays)."""
    if width(s, size, kind) <= room:
        return s
    words = s.split(" ")
    k = max(range(len(words)), key=lambda i: len(words[i]))
    start = sum(len(w) + 1 for w in words[:k])
    mid = start + len(words[k]) // 2
    for cut in range(1, len(s)):
        a = max(0, mid - cut // 2)
        b = min(len(s), a + cut)
        text = s[:a] + ELLIPSIS + s[b:]
        if width(text, size, kind) <= room:
            return text
    return ellipsize(s, size, room, kind)


def fit_size(s: str, size: int, room: int, kind: str = "sans", smallest: int | None = None) -> int:
    """The largest size from ``size`` down to ``smallest`` (None: ``reading(READ)``) at which ``s``
    is at most ``room`` wide (``smallest`` when none is: the caller ellipsizes)."""
    smallest = reading(READ) if smallest is None else smallest
    while size > smallest and width(s, size, kind) > room:
        size -= 1
    return size


def fit_lines(s: str, size: int, room: int, lines: int, kind: str = "sans", keep_end: bool = False) -> list[str]:
    """``s`` wrapped into at most ``lines`` lines ``room`` wide. What does not fit is cut with "…":
    at the end, or (``keep_end``) in the middle, so that the end of ``s`` stays readable (the win
    chance at the end of a hint)."""
    wrapped = wrap(s, size, room, kind)
    if len(wrapped) <= lines and all(width(w, size, kind) <= room for w in wrapped):
        return wrapped
    if not keep_end:
        head = wrapped[: lines - 1]
        rest = " ".join(wrapped[lines - 1 :])
        return head + [ellipsize(rest, size, room, kind)]
    # keep the end: drop words from the middle until everything fits
    words = s.split(" ")
    cut = len(words) // 2
    for drop in range(1, len(words)):
        a = max(1, cut - drop // 2)
        b = min(len(words), a + drop)
        text = " ".join(words[:a] + [ELLIPSIS] + words[b:])
        wrapped = wrap(text, size, room, kind)
        if len(wrapped) <= lines and all(width(w, size, kind) <= room for w in wrapped):
            return wrapped
    return [ellipsize(s, size, room, kind)][:lines]


def line_h(size: int, kind: str = "sans") -> int:
    """The height of one line of text at ``size``."""
    return font(size, kind).get_linesize()


def fit_block(
    s: str, size: int, box: pygame.Rect, kind: str = "sans", smallest: int | None = None, sep: str = ""
) -> tuple[int, list[str]]:
    """(size, lines) of ``s`` wrapped into ``box``: the largest size from ``size`` down to
    ``smallest`` (None: ``reading(READ)``) at which all of it fits (a grown text shrinks back
    where its box cannot grow); at ``smallest``, what does not fit is cut with "…" (for a text
    said in full elsewhere). ``sep``: as for ``wrap``."""
    smallest = reading(READ) if smallest is None else smallest
    for at in range(size, smallest - 1, -1):
        lines = wrap(s, at, box.w, kind, sep=sep)
        if len(lines) * line_h(at, kind) <= box.h and all(width(x, at, kind) <= box.w for x in lines):
            return at, lines
    at = min(size, smallest)
    return at, fit_lines(s, at, box.w, max(1, box.h // line_h(at, kind)), kind)
