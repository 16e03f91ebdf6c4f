"""Pieces of a player panel: the short caption of an empty Progression Table step (words and a
small icon), an Ivory card, the Relics' places, and text fitted to its box (``panels`` draws the
panel from these)."""

from __future__ import annotations

import pygame

from ...text import N_, _, tile_short_name
from .. import theme
from ..board import art
from ..theme import Colour

CAPTION_INK = (176, 152, 112)
IVORY_NAME_MAX, IVORY_NAME_MIN = 13, 10  # the short name on an Ivory card (tests/test_ui_text_fit.py SMALL_OK)

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
    s: pygame.Surface, text: str, box: pygame.Rect, size: int, colour: Colour, kind: str, anchor: str = "midleft"
) -> pygame.Rect:
    """``text`` in ``box``: a size smaller (down to ``theme.READ``) or cut with "…" when too long."""
    size = theme.fit_size(text, size, box.w, kind)
    text = theme.ellipsize(text, size, box.w, kind)
    pos = getattr(box, anchor)
    return theme.draw_text(s, text, pos, size, colour, kind, anchor=anchor, box=box)


def draw_caption(s: pygame.Surface, cell: str, r: pygame.Rect, colour: str) -> None:
    """The caption of an empty step: its words and, where ``{icon}`` stands, a small icon."""
    words, icon_kind = CAPTION[cell]
    left, _icon, right = _(words).partition("{icon}")
    icon = None
    if icon_kind == "ration":
        icon = art.ration(14)
    elif icon_kind == "pathway":
        icon = art.player_marker(colour, 6)
    elif icon_kind == "toolbox":
        icon = art.toolbox(13, colour)
    size = theme.READ
    iw = icon.get_width() if icon is not None and _icon else 0
    room = r.w - 6 - iw
    left, right = left.strip(), right.strip()
    text = (left + " " + right).strip() if not iw else None
    if text is not None:
        draw_fitted(s, text, r.inflate(-4, 0), size, CAPTION_INK, "sans", anchor="center")
        return
    lw = theme.width(left, size) if left else 0
    rw = theme.width(right, size) if right else 0
    plain = (left + " " + right).strip()
    if lw + rw > room and theme.width(plain, size) <= r.w - 8:
        # a language with longer words: the words whole without the icon ("verleg 2"), the
        # tooltip says the rest, rather than the icon with cut words ("verle… ▲")
        draw_fitted(s, plain, r.inflate(-4, 0), size, CAPTION_INK, "sans", anchor="center")
        return
    while lw + rw > room and (left or right):  # a language with longer words: cut the longer side
        if lw >= rw:
            left = theme.ellipsize(left, size, max(0, lw - 6))
            lw = theme.width(left, size)
        else:
            right = theme.ellipsize(right, size, max(0, rw - 6))
            rw = theme.width(right, size)
    gap = 3
    total = lw + rw + iw + gap * (bool(left) + bool(right))
    x = r.centerx - total // 2
    if left:
        theme.draw_text(s, left, (x, r.centery), size, CAPTION_INK, anchor="midleft", box=r)
        x += lw + gap
    assert icon is not None
    s.blit(icon, icon.get_rect(midleft=(x, r.centery)))
    x += iw + gap
    if right:
        theme.draw_text(s, right, (x, r.centery), size, CAPTION_INK, anchor="midleft", box=r)


def ivory_card(s: pygame.Surface, card: pygame.Rect, code: str) -> None:
    """An Ivory tile held: its code on top, its short name below (hover gives the effect)."""
    base = theme.TEMPLE_RGB["ivory"]
    pygame.draw.rect(s, art.shade(base, 0.6), card.move(0, 2), border_radius=5)
    pygame.draw.rect(s, base, card, border_radius=5)
    pygame.draw.rect(s, art.shade(base, 0.5), card, 1, border_radius=5)
    ink = (40, 30, 20)
    theme.draw_text(s, code, (card.centerx, card.y + 11), theme.READ, ink, "bold", anchor="center", box=card)
    # the short name, as large as the card allows (the tooltip has it at full size, with the effect)
    name = tile_short_name(code)
    room = card.w - 4
    lines: list[str] = []
    size = IVORY_NAME_MAX
    while size >= IVORY_NAME_MIN:
        lines = theme.wrap(name, size, room, breaking=False)
        if len(lines) <= 2 and all(theme.width(line, size) <= room for line in lines):
            break
        size -= 1
    else:
        size = IVORY_NAME_MIN
        lines = [theme.ellipsize(line, size, room) for line in lines[:2]]
    lh = theme.font(size).get_linesize() - 2
    y0 = card.y + 22 + (card.bottom - 2 - card.y - 22 - lh * len(lines)) // 2
    for i, line in enumerate(lines):
        theme.draw_text(s, line, (card.centerx, y0 + i * lh + lh // 2), size, (80, 56, 30), anchor="center", box=card)
