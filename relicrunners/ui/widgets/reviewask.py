"""The small choice before a review starts (issue #27): whose decisions (the seats a review may
judge) and how thoroughly (quick or deep), then Start or Cancel. A card over the board; every
button is a focus target (Tab, arrows, Enter), Enter starts, Esc cancels. Drawing and geometry
only: the viewer's review panel (``ui/scenes/reviewpanel.py``) decides what a press does."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...play.review import STRENGTHS
from ...text import _, translation_serial
from .. import theme
from .buttons import Button


def strength_label(strength: str) -> str:
    return _("Quick") if strength == "quick" else _("Deep")


def strength_tip(strength: str) -> str:
    if strength == "quick":
        return _("Quick: {n} draws per decision (a minute or so for a whole game)").format(n=STRENGTHS["quick"])
    return _("Deep: {n} draws per decision (about four times as long, surer)").format(n=STRENGTHS["deep"])


class ReviewAsk:
    """Which seat and strength to review; ``seats``: (seat, name) the review may judge."""

    def __init__(self, seats: Sequence[tuple[int, str]], seat: int, strength: str = "quick") -> None:
        self.seats = list(seats)
        self.seat = seat if any(s == seat for s, _n in self.seats) else self.seats[0][0]
        self.strength = strength
        self.card = pygame.Rect(0, 0, 0, 0)
        self._buttons: list[Button] = []
        self._lines: list[tuple[str, int, str, pygame.Rect]] = []  # words, size, kind, box
        self._placed: tuple[object, ...] = ()

    def place(self, area: pygame.Rect) -> None:
        """The card in the middle of ``area`` (the screen), its buttons as large as their words."""
        key = (tuple(area), theme.text_scale, translation_serial())
        if key == self._placed:
            return
        self._placed = key
        w = min(area.w - 30, max(600, round(640 * theme.grow())))
        inner = w - 40
        gap = 10
        title = _("Review this game")
        intro = _("Find the decisions where the chance to win slipped away, judged from what that player could see.")
        whose, how = _("Whose decisions?"), _("How thorough?")
        names = [n for _s, n in self.seats]
        for drop in range(0, 16):  # smaller words where the board is too low for the card
            t = max(theme.smallest(), theme.least() - drop // 2)
            big = max(t, theme.tsize(22) - drop)
            body = max(t, theme.tsize(17) - drop)
            labels = [strength_label(s) for s in STRENGTHS] + [_("Start the review"), _("Cancel")]
            tall = max(len(theme.wrap(w, body, (inner - gap) // 2 - 14, "bold", breaking=False)) for w in labels)
            bh = max(34, tall * theme.line_h(body, "bold") + 12)
            intro_box = pygame.Rect(0, 0, inner, 3 * theme.line_h(body))
            size_intro, intro_lines = theme.fit_block(intro, body, intro_box, smallest=t)
            widest = max(theme.width(n, body, "bold") + 30 for n in names)
            per_row = max(1, min(len(names), inner // max(1, min(inner, widest))))
            seat_rows = -(-len(names) // per_row)
            h = (
                20
                + theme.line_h(big, "bold")
                + 8
                + len(intro_lines) * theme.line_h(size_intro)
                + 10
                + 2 * (theme.line_h(t, "bold") + 4)
                + seat_rows * (bh + gap)
                + 2 * bh
                + gap
                + 14
                + 18
            )
            if h <= area.h - 10:
                break
        h = min(h, area.h - 10)
        self.card = pygame.Rect(0, 0, w, h)
        self.card.center = area.center
        x, y = self.card.x + 20, self.card.y + 20
        lines: list[tuple[str, int, str, pygame.Rect]] = []
        lines.append(
            (
                title,
                theme.fit_size(title, big, inner, "bold"),
                "bold",
                pygame.Rect(x, y, inner, theme.line_h(big, "bold")),
            )
        )
        y += theme.line_h(big, "bold") + 8
        for line in intro_lines:
            lines.append((line, size_intro, "sans", pygame.Rect(x, y, inner, theme.line_h(size_intro))))
            y += theme.line_h(size_intro)
        y += 10
        lines.append((whose, t, "bold", pygame.Rect(x, y - 2, inner, theme.line_h(t, "bold") + 4)))
        y += theme.line_h(t, "bold") + 4
        out: list[Button] = []
        bw = (inner - gap * (per_row - 1)) // per_row
        for k, (seat, name) in enumerate(self.seats):
            r, c = divmod(k, per_row)
            rect = (x + c * (bw + gap), y + r * (bh + gap), bw, bh)
            label = theme.ellipsize(name, body, bw - 14, "bold")
            out.append(Button(rect, label, ("seat", seat), "", selected=seat == self.seat, size=body, grow=False))
        y += seat_rows * (bh + gap)
        lines.append((how, t, "bold", pygame.Rect(x, y - 2, inner, theme.line_h(t, "bold") + 4)))
        y += theme.line_h(t, "bold") + 4
        half = (inner - gap) // 2
        for k, strength in enumerate(STRENGTHS):
            rect = (x + k * (half + gap), y, half, bh)
            label, tip = strength_label(strength), strength_tip(strength)
            out.append(
                Button(
                    rect, label, ("strength", strength), tip, selected=strength == self.strength, size=body, grow=False
                )
            )
        y = self.card.bottom - 18 - bh
        out.append(
            Button(
                (x, y, half, bh),
                _("Start the review"),
                ("start",),
                _("Judge the chosen player's decisions (Enter)"),
                style="gold",
                size=body,
                grow=False,
            )
        )
        out.append(
            Button(
                (x + half + gap, y, half, bh),
                _("Cancel"),
                ("cancel",),
                _("Close this card without a review (Esc)"),
                size=body,
                grow=False,
            )
        )
        self._buttons = out
        self._lines = lines

    def buttons(self) -> list[Button]:
        for b in self._buttons:
            if b.value[0] == "seat":
                b.selected = b.value[1] == self.seat
            elif b.value[0] == "strength":
                b.selected = b.value[1] == self.strength
        return self._buttons

    def press(self, value: tuple[str, ...] | tuple[str, int]) -> str | None:
        """A press on one of the card's buttons: "start", "cancel", or None (a choice changed)."""
        if value[0] == "seat" and isinstance(value[1], int):
            self.seat = value[1]
        elif value[0] == "strength" and isinstance(value[1], str):
            self.strength = value[1]
        elif value[0] in ("start", "cancel"):
            return str(value[0])
        return None

    def draw(self, surf: pygame.Surface, mouse: theme.Point) -> None:
        """The card over a shaded screen: drawn on its own picture, placed as an overlay (it is
        meant to cover the board's words under it)."""
        shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surf.blit(shade, (0, 0))
        card = self.card
        pic = pygame.Surface(card.size, pygame.SRCALPHA)
        inside = pygame.Rect(0, 0, card.w, card.h)
        pygame.draw.rect(pic, (58, 42, 26), inside, border_radius=12)
        pygame.draw.rect(pic, theme.GOLD, inside, 2, border_radius=12)
        for words, size, kind, box in self._lines:
            ink = theme.TEXT_LIGHT if kind == "bold" else theme.TEXT_DIM
            words = theme.ellipsize(words, size, box.w, kind)
            at = box.move(-card.x, -card.y)
            theme.draw_text(pic, words, at.topleft, size, ink, kind, box=at)
        moved = (mouse[0] - card.x, mouse[1] - card.y)
        for b in self.buttons():
            b.rect.move_ip(-card.x, -card.y)
            b.draw(pic, moved)
            b.rect.move_ip(card.x, card.y)
        theme.place(surf, pic, card.topleft, box=card, overlay=True)
