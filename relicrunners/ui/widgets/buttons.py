"""A few small widgets drawn in the game's own style: buttons, a text field, tooltips.

Written here rather than taken from pygame_gui: the whole window is drawn on one logical
surface that is scaled to the window, and these few widgets fit that (and the board-game
look) with far less code than theming and re-mapping a separate toolkit.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from .. import sound, theme
from ..board import art
from ..theme import RGB, Point

if TYPE_CHECKING:
    from pygame.typing import RectLike

# how a button looks: hovered, enabled, selected, style, label, size, its size, how much words grow
FaceKey = tuple[bool, bool, bool, str, str, int, tuple[int, int], float]


class Button:
    def __init__(
        self,
        rect: RectLike,
        label: str,
        value: Any = None,  # whatever its scene gave it (an Action, a word, a tuple): the scene reads it
        tooltip: str = "",
        enabled: bool = True,
        style: str = "wood",
        size: int = 17,
        selected: bool = False,
        grow: bool = True,
    ):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.value = value
        self.tooltip = tooltip
        self.enabled = enabled
        self.style = style  # wood | paper | gold
        self.size = size
        self.selected = selected
        self.grow = grow  # the label grows with the text size (the table's buttons: ``size`` is grown already)
        self._faces: dict[FaceKey, tuple[pygame.Surface, tuple[int, int]]] = {}  # drawn once per look
        self.inset = 0  # room kept free at the left of the face (a marker drawn there): no words in it

    def hit(self, pos: Point) -> bool:
        """True when a click at ``pos`` presses this button (asked only for clicks: it clicks)."""
        pressed = self.enabled and bool(self.rect.collidepoint(pos))
        if pressed:
            sound.play("click")
        return pressed

    def draw(self, surf: pygame.Surface, mouse: Point) -> None:
        """Blit the button (drawn once for each look: hovered or not, enabled, selected, label)."""
        hover = self.enabled and self.rect.collidepoint(mouse)
        key: FaceKey = (
            hover,
            self.enabled,
            self.selected,
            self.style,
            self.label,
            self.size,
            self.rect.size,
            theme.grow(),
        )
        face = self._faces.get(key)
        if face is None:
            if len(self._faces) >= 4:
                self._faces.clear()
            face = self._faces[key] = self._render(hover)
        theme.place(surf, face[0], self.rect.move(face[1]).topleft, box=self.rect.inflate(-4, -2))

    def _render(self, hover: bool) -> tuple[pygame.Surface, tuple[int, int]]:
        """The button drawn on a transparent surface, and where that surface goes from the
        button's top left (it takes in the shadow, the hover outline and any text that overflows)."""
        r = pygame.Rect(0, 0, self.rect.w, self.rect.h)
        base: RGB
        if self.style == "gold":
            base, ink = (214, 160, 52), theme.INK
        elif self.style == "paper":
            base, ink = theme.PAPER, theme.INK
        else:
            base, ink = (118, 80, 44), theme.TEXT_LIGHT
        if self.selected:
            base = (236, 196, 90)
            ink = theme.INK
        if not self.enabled:
            base, ink = (92, 84, 72), (160, 150, 134)
        elif hover:
            base = art.shade(base, 1.18)
        room = r.w - 12 - self.inset
        size, lines = (
            fit_label(self.label, self.size, room, r.h - 4) if self.grow else exact_label(self.label, self.size, room)
        )
        lh = theme.font(size, "bold").get_linesize()
        y = r.centery - lh * len(lines) / 2 + lh / 2
        texts = []
        for line in lines:
            text = theme.text_surface(line, size, ink, "bold")
            at = (r.centerx + self.inset // 2, math.floor(y))
            texts.append((text, text.get_rect(center=at)))  # as draw_text on screen
            y += lh
        area = r.inflate(4, 4).union(r.move(0, 3)).unionall([rect for _, rect in texts])
        surf = pygame.Surface(area.size, pygame.SRCALPHA)
        r.move_ip(-area.x, -area.y)
        pygame.draw.rect(surf, (20, 14, 8), r.move(0, 3), border_radius=9)
        pygame.draw.rect(surf, base, r, border_radius=9)
        pygame.draw.rect(surf, art.shade(base, 1.25), (r.x + 4, r.y + 2, r.w - 8, 3), border_radius=2)
        pygame.draw.rect(surf, art.shade(base, 0.5), r, 2, border_radius=9)
        if hover:
            pygame.draw.rect(surf, theme.HILITE, r.inflate(4, 4), 2, border_radius=11)
        for (text, rect), line in zip(texts, lines):
            theme.blit_text(surf, text, rect.move(-area.x, -area.y), line, size, "bold")
        return surf, area.topleft


def fit_label(label: str, size: int, room: int, height: int) -> tuple[int, list[str]]:
    """The size and lines of a button's ``label`` in a face ``room`` wide and ``height`` high: its
    ``size`` (at least ``theme.READ``) grown with the text size and in a small window
    (``theme.reading``), on one line or two, as large as the face lets it; never under
    ``theme.reading(READ)`` but where a label fits at no such size: then it goes smaller (down to
    3 px less, never under ``theme.smallest()``), and is cut with "…" if it still does not."""
    top = theme.reading(max(size, theme.READ))
    bottom = max(theme.smallest(), min(theme.reading(size), theme.reading(theme.READ)) - 3)
    for s in range(top, bottom - 1, -1):
        f = theme.font(s, "bold")
        lines = theme.wrap(label, s, room, "bold")
        if len(lines) <= 2 and f.get_linesize() * len(lines) <= height and all(f.size(x)[0] <= room for x in lines):
            return s, lines
    s = bottom
    lines = theme.wrap(label, s, room, "bold")
    keep = max(1, min(2, height // theme.font(s, "bold").get_linesize()))
    if len(lines) > keep:
        lines = lines[: keep - 1] + [" ".join(lines[keep - 1 :])]
    return s, [theme.ellipsize(line, s, room, "bold") for line in lines]


def exact_label(label: str, size: int, room: int) -> tuple[int, list[str]]:
    """A table button's label at its own ``size``, on as many lines as ``room`` makes it (the
    table's layout gave the button the lines: ``ui.input.choicebar``)."""
    return size, theme.wrap(label, size, room, "bold", breaking=False)


class TextField:
    """A one-line text box: click to focus, type; Left/Right/Home/End move the cursor, Backspace
    and Delete remove, Ctrl+A selects everything (typing then replaces it), Ctrl+V pastes;
    Enter, Tab (the scene moves on to the next field), Esc or a click elsewhere leave it."""

    def __init__(self, rect: RectLike, text: str = "", max_len: int = 14, digits: bool = False, placeholder: str = ""):
        self.rect = pygame.Rect(rect)
        self.text = text
        self.max_len = max_len
        self.digits = digits
        self.placeholder = placeholder
        self.focus = False
        self.cursor = len(text)  # where typing goes (0: before the first character)
        self.all_selected = False  # Ctrl+A: the next character or Backspace replaces the whole text

    def enter(self) -> None:
        """Focus the field (from Tab): the cursor at the end, everything selected to retype."""
        self.focus, self.cursor, self.all_selected = True, len(self.text), bool(self.text)

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was used."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focus
            self.focus = self.rect.collidepoint(event.pos)
            if self.focus and not was:
                self.cursor, self.all_selected = len(self.text), False
            return self.focus
        if not self.focus:
            return False
        if event.type == pygame.KEYDOWN:
            self._key(event.key, bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL))
            return True
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        return False

    def _key(self, key: int, ctrl: bool) -> None:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
            self.focus, self.all_selected = False, False
        elif ctrl and key == pygame.K_a:
            self.all_selected, self.cursor = bool(self.text), len(self.text)
        elif ctrl and key == pygame.K_v:
            self.insert(_clipboard())
        elif key in (pygame.K_BACKSPACE, pygame.K_DELETE) and self.all_selected:
            self.text, self.cursor, self.all_selected = "", 0, False
        elif key == pygame.K_BACKSPACE and self.cursor > 0:
            self.text = self.text[: self.cursor - 1] + self.text[self.cursor :]
            self.cursor -= 1
        elif key == pygame.K_DELETE:
            self.text = self.text[: self.cursor] + self.text[self.cursor + 1 :]
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            ends = {pygame.K_HOME: 0, pygame.K_END: len(self.text)}
            step = -1 if key == pygame.K_LEFT else 1
            self.cursor = ends.get(key, max(0, min(len(self.text), self.cursor + step)))
            self.all_selected = False

    def insert(self, typed: str) -> None:
        """Put ``typed`` at the cursor (replacing a Ctrl+A selection): printable characters only,
        digits only in a digits field, never past ``max_len``."""
        if self.all_selected:
            self.text, self.cursor, self.all_selected = "", 0, False
        for ch in typed:
            if len(self.text) >= self.max_len or ch in "\r\n":
                break
            if not ch.isprintable() or (self.digits and not ch.isdigit()):
                continue
            self.text = self.text[: self.cursor] + ch + self.text[self.cursor :]
            self.cursor += 1

    def draw(self, surf: pygame.Surface, mouse: Point, t: float = 0.0) -> None:
        r = self.rect
        pygame.draw.rect(surf, (250, 243, 224), r, border_radius=6)
        pygame.draw.rect(surf, theme.HILITE if self.focus else (120, 96, 60), r, 2, border_radius=6)
        x0, room = r.x + 10, r.w - 20
        size = min(theme.reading(18), r.h * 2 // 3)  # grown with the text size, inside the field
        if not self.text:
            hint = min(theme.reading(theme.READ), size)
            hint = theme.fit_size(self.placeholder, hint, room, smallest=min(hint, theme.reading(theme.READ)))
            theme.draw_text(surf, self.placeholder, (x0, r.centery), hint, (150, 136, 110), anchor="midleft")
        elif not self.focus:  # a name wider than the box ends in "…" (all of it shows while typing)
            theme.draw_text(
                surf, theme.ellipsize(self.text, size, room), (x0, r.centery), size, theme.INK, anchor="midleft"
            )
        if not self.focus:
            return
        # while typing, the text slides left as far as needed to keep the cursor in the box
        start = 0
        while start < self.cursor and theme.width(self.text[start : self.cursor], size) > room:
            start += 1
        shown = self.text[start:]
        while shown and theme.width(shown, size) > room:
            shown = shown[:-1]
        if shown:
            if self.all_selected:
                w = theme.width(shown, size)
                pygame.draw.rect(surf, (170, 200, 240), (x0 - 2, r.y + 8, w + 4, r.h - 16), border_radius=3)
            theme.draw_text(surf, shown, (x0, r.centery), size, theme.INK, anchor="midleft")
        # a steady cursor: an idle window draws seldom, a blinking one would stutter
        x = x0 + theme.width(self.text[start : self.cursor], size) + 1
        pygame.draw.line(surf, theme.INK, (x, r.y + 7), (x, r.bottom - 7), 2)


def _clipboard() -> str:
    """The clipboard's text (one line of it), or "" when there is none or no clipboard at all."""
    try:
        text = pygame.scrap.get_text() if hasattr(pygame.scrap, "get_text") else ""
    except pygame.error:
        return ""
    return (text or "").splitlines()[0] if text and text.strip() else ""


TIP_SIZE, TIP_WIDTH = theme.READ, 380  # tooltip font size and wrap width
_TIP_BOXES: dict[tuple[str, int], pygame.Surface] = {}
KEEP_TIP_BOXES = 64  # tooltip boxes kept drawn


def tooltip_box(text: str) -> pygame.Surface:
    """The parchment box of a tooltip (with its shadow), drawn once per text."""
    size, room = theme.tsize(TIP_SIZE), round(TIP_WIDTH * theme.zoom())  # the table's size, as it grows
    box = _TIP_BOXES.get((text, size))
    if box is None:
        if len(_TIP_BOXES) >= KEEP_TIP_BOXES:
            _TIP_BOXES.clear()
        lines = theme.wrap(text, size, room)
        f = theme.font(size)
        w = max(f.size(line)[0] for line in lines) + 18
        h = f.get_linesize() * len(lines) + 12
        box = pygame.Surface((w + 2, h + 3), pygame.SRCALPHA)
        r = pygame.Rect(0, 0, w, h)
        pygame.draw.rect(box, (10, 8, 4), r.move(2, 3), border_radius=6)
        pygame.draw.rect(box, theme.PAPER, r, border_radius=6)
        pygame.draw.rect(box, (120, 90, 50), r, 1, border_radius=6)
        for i, line in enumerate(lines):
            theme.draw_text(box, line, (9, 6 + i * f.get_linesize()), size, theme.INK, box=r)
        _TIP_BOXES[(text, size)] = box
    return box


def tooltip_rect(
    size: tuple[int, int],
    pos: Point,
    screen: pygame.Rect,
    avoid: Sequence[pygame.Rect] = (),
    above: pygame.Rect | None = None,
) -> pygame.Rect:
    """Where a tooltip box of ``size`` goes for the mouse at ``pos``: below and right of it, kept
    on ``screen``, never over the ``avoid`` rects (the choice buttons): then above them. ``above``
    (the rect of what it explains, a choice button): centred above it and above every ``avoid``."""
    w, h = size
    if above is not None:  # centred above the whole bar of buttons it belongs to
        r = pygame.Rect(pos[0] - w // 2, min([above.top, *(a.top for a in avoid)]) - h - 8, w, h)
    else:
        r = pygame.Rect(pos[0] + 16, pos[1] + 18, w, h)
        if r.right > screen.right - 4:
            r.right = pos[0] - 10
        if r.bottom > screen.bottom - 4:
            r.bottom = pos[1] - 10
        hits = [a for a in avoid if a.colliderect(r)]
        if hits:
            r.bottom = min(a.top for a in hits) - 8
    r.clamp_ip(screen.inflate(-8, -8))
    return r


def draw_tooltip(
    surf: pygame.Surface,
    text: str | None,
    pos: Point,
    avoid: Sequence[pygame.Rect] = (),
    above: pygame.Rect | None = None,
) -> None:
    """A parchment tooltip near ``pos``, kept inside the surface (see ``tooltip_rect``)."""
    if not text:
        return
    box = tooltip_box(text)
    w, h = box.get_width() - 2, box.get_height() - 3  # without the shadow
    r = tooltip_rect((w, h), pos, surf.get_rect(), avoid, above)
    theme.place(surf, box, r.topleft, box=r, overlay=True)


def panel_box(
    surf: pygame.Surface, rect: RectLike, fill: RGB = theme.PANEL, border: RGB = (24, 16, 8), radius: int = 10
) -> None:
    r = pygame.Rect(rect)
    pygame.draw.rect(surf, (10, 6, 2), r.move(0, 3), border_radius=radius)
    pygame.draw.rect(surf, fill, r, border_radius=radius)
    pygame.draw.rect(surf, art.shade(fill, 1.2), (r.x + 6, r.y + 2, r.w - 12, 2))
    pygame.draw.rect(surf, border, r, 2, border_radius=radius)
