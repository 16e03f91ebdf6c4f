"""Pieces of a player panel: the short caption of an empty Progression Table step (words and a
small icon), an Ivory tile (by code and name, or by code), the Relics' places, and a name fitted
to its box (``panels`` draws the panel from these; ``panelgeom`` makes room for each)."""

from __future__ import annotations

import pygame

from ...text import N_, _, tile_short_name
from .. import theme
from ..board import art
from ..theme import Colour

CAPTION_INK = (176, 152, 112)
IVORY_INK, IVORY_NAME_INK = (40, 30, 20), (80, 56, 30)
IVORY_PAD, IVORY_GAP = 4, 5  # an Ivory tile's line: its edges, between its code and its name

# What a Toolbox on an empty step will do, in one short line ({icon}: where the icon is drawn)
CAPTION = {
    "M1": (N_("explore"), None),
    "M2": (N_("+2 {icon}"), "ration"),
    "M3": (N_("4 VP/Relic"), None),
    "C1": (N_("move {icon}"), "pathway"),
    "C2": (N_("move 2 {icon}"), "pathway"),
    "C3": (N_("route VP"), None),
    "S1": (N_("{icon}/2 VP"), "toolbox"),
    "S2": (N_("place {icon}"), "pathway"),
    "S3": (N_("×2 VP"), None),
}


RELIC_R = 9  # the Relics of a panel: icons of this radius on their dark chips


def relic_xs(n: int, width: int, x0: int = 346) -> list[int]:
    """x centres of ``n`` Relic icons in a panel ``width`` wide from ``x0``: closer together when
    many, never past the edge."""
    step = min(25, (width - 24 - x0) // max(1, n - 1))
    return [x0 + i * step for i in range(n)]


def draw_fitted(
    s: pygame.Surface,
    text: str,
    box: pygame.Rect,
    size: int,
    colour: Colour,
    kind: str,
    anchor: str = "midleft",
    smallest: int | None = None,
) -> pygame.Rect:
    """``text`` in ``box``: a size smaller (down to ``smallest``, the table's least size) or cut
    with "…" when too long (a player's name: the tooltip and the top bar say it)."""
    size = theme.fit_size(text, size, box.w, kind, smallest=theme.least() if smallest is None else smallest)
    text = theme.ellipsize(text, size, box.w, kind)
    pos = getattr(box, anchor)
    return theme.draw_text(s, text, pos, size, colour, kind, anchor=anchor, box=box)


def _caption_parts(cell: str, colour: str, size: int) -> tuple[str, pygame.Surface | None, str]:
    """The words left of the icon, the icon (None: a caption of words only), the words right of it."""
    words, icon_kind = CAPTION[cell]
    left, mark, right = _(words).partition("{icon}")
    icon = None
    k = size / theme.READ  # the icon grows with the words
    if mark and icon_kind == "ration":
        icon = art.ration(round(14 * k))
    elif mark and icon_kind == "pathway":
        icon = art.player_marker(colour, round(6 * k))
    elif mark and icon_kind == "toolbox":
        icon = art.toolbox(round(13 * k), colour)
    return left.strip(), icon, right.strip()


def caption_width(cell: str, size: int, icon: bool = True) -> int:
    """How wide the caption of an empty step is at ``size``, its icon included (or, not
    ``icon``, its words alone)."""
    left, picture, right = _caption_parts(cell, "red", size)
    if picture is None or not icon:
        return theme.width((left + " " + right).strip(), size)
    parts = [theme.width(x, size) for x in (left, right) if x]
    return sum(parts) + picture.get_width() + 3 * len(parts)


def draw_caption(s: pygame.Surface, cell: str, r: pygame.Rect, colour: str, size: int) -> None:
    """The caption of an empty step, whole: its words and, where ``{icon}`` stands and the step
    has room for it, a small icon (the panel's columns are as wide as the widest caption's words:
    ``panelgeom``; a language with longer words shows "verleg 2" without its icon)."""
    left, icon, right = _caption_parts(cell, colour, size)
    if icon is None or caption_width(cell, size) > r.w - 4:
        text = (left + " " + right).strip()
        theme.draw_text(s, text, r.center, size, CAPTION_INK, anchor="center", box=r)
        return
    gap = 3
    x = r.centerx - caption_width(cell, size) // 2
    if left:
        x = theme.draw_text(s, left, (x, r.centery), size, CAPTION_INK, anchor="midleft", box=r).right + gap
    s.blit(icon, icon.get_rect(midleft=(x, r.centery)))
    x += icon.get_width() + gap
    if right:
        theme.draw_text(s, right, (x, r.centery), size, CAPTION_INK, anchor="midleft", box=r)


def ivory_line(s: pygame.Surface, r: pygame.Rect, code: str, size: int) -> None:
    """An Ivory tile held, as a card lying on its side: its code, then its short name (whole; the
    tooltip adds the effect)."""
    base = theme.TEMPLE_RGB["ivory"]
    pygame.draw.rect(s, art.shade(base, 0.6), r.move(0, 2), border_radius=5)
    pygame.draw.rect(s, base, r, border_radius=5)
    pygame.draw.rect(s, art.shade(base, 0.5), r, 1, border_radius=5)
    at = theme.draw_text(s, code, (r.x + IVORY_PAD, r.centery), size, IVORY_INK, "bold", anchor="midleft", box=r)
    name = tile_short_name(code)
    if name:
        theme.draw_text(s, name, (at.right + IVORY_GAP, r.centery), size, IVORY_NAME_INK, anchor="midleft", box=r)


def ivory_chip(s: pygame.Surface, r: pygame.Rect, code: str, size: int) -> None:
    """An Ivory tile held, by its code only (a compact panel: the tooltip gives its name and effect)."""
    base = theme.TEMPLE_RGB["ivory"]
    pygame.draw.rect(s, art.shade(base, 0.6), r.move(0, 2), border_radius=5)
    pygame.draw.rect(s, base, r, border_radius=5)
    pygame.draw.rect(s, art.shade(base, 0.5), r, 1, border_radius=5)
    theme.draw_text(s, code, r.center, size, IVORY_INK, "bold", anchor="center", box=r)


def empty_ivory(s: pygame.Surface, r: pygame.Rect, level: int, size: int, compact: bool = False) -> None:
    """An Ivory space with no tile: its outline and its level ("L2"; a compact panel: as many
    dots, the tooltip says "No medium Ivory tile held")."""
    pygame.draw.rect(s, (90, 72, 50), r, 1, border_radius=5)
    if compact:
        for i in range(level):
            art.disc(s, (r.centerx + (i - (level - 1) / 2) * 8, r.centery), 2.5, (150, 128, 96))
        return
    word = _("L{level}").format(level=level)
    theme.draw_text(s, word, r.center, size, (150, 128, 96), anchor="center", box=r)
