"""One panel per player: Rations, reserves, the Progression Table, Ivory tiles, Relics, Blue tiles.

Drawn from a view (never the full state). A player's VP and Blue values are drawn only for
``peek`` (the seat allowed to see them now) or when everyone may (the end, or T-S3 shown tiles).

Every word in a panel is at least ``theme.READ`` px and fits its box (a long name is cut with
"…"). The Progression Table is drawn as a ladder: one column per branch (Machete, Compass,
Shovel), steps 1 to 3 from the bottom up, and the Bottom space along its foot; an empty step
says in a word or two, with an icon, what a Toolbox there will do (the tooltip says it in full).
"""

from __future__ import annotations

import math
from collections.abc import Collection, Hashable, Sequence

import pygame

from ...play.seat import SeatKind
from ...rules import Player, State
from ...text import (
    _,
    branch_name,
    language,
    ngettext,
    relic_name,
    tile_label,
    tile_text,
    tool_text,
)
from ...text.phrases import ivory_space
from ...text.window import bot_level
from .. import theme
from ..board import art
from ..theme import Colour, Point
from .buttons import panel_box
from .panelparts import RELIC_R, draw_caption, draw_fitted, ivory_card, relic_xs

CELLS = ("B", "M1", "M2", "M3", "C1", "C2", "C3", "S1", "S2", "S3")

HEAD_H = 30  # the name line
ROW2_Y = 41  # centre of the line of Rations, reserves and Blue tiles
TABLE_TOP = 55  # the Progression Table and the Ivory tiles start here
IVORY_X = 278  # left edge of the first Ivory card (cards 52 wide, 56 apart)
DIM = theme.TEXT_DIM

Signature = tuple[Hashable, ...]  # everything a panel shows of one player (``_signature``)
PanelKey = tuple[Signature, bool, str, int]  # and whose turn it is, the language, the palette


class Panels:
    def __init__(self, rect: pygame.Rect, n: int):
        self.rect = pygame.Rect(rect)
        self.n = n
        gap = 6
        self.h = min(184, (self.rect.h - gap * (n - 1)) // n)
        self.rects = [pygame.Rect(self.rect.x, self.rect.y + i * (self.h + gap), self.rect.w, self.h) for i in range(n)]
        self._cache: dict[int, tuple[PanelKey, pygame.Surface]] = {}
        self._cells = [self._cell_layout(r) for r in self.rects]

    # -- layout ------------------------------------------------------------------------------
    def _cell_layout(self, r: pygame.Rect) -> dict[str, pygame.Rect]:
        """The ladder: a row of branch names, steps 3, 2, 1 (top down), the Bottom along the foot."""
        x0, right = r.x + 24, r.x + 270
        gap = 3
        colw = (right - x0 - 2 * gap) // 3
        top = r.y + TABLE_TOP + 18 + gap  # under the branch names
        rowh = (r.bottom - 5 - top - 3 * gap) // 4
        cells = {"B": pygame.Rect(r.x + 10, top + 3 * (rowh + gap), right - r.x - 10, rowh)}
        for j, b in enumerate("MCS"):
            for k in (1, 2, 3):
                y = top + (3 - k) * (rowh + gap)
                cells[f"{b}{k}"] = pygame.Rect(x0 + j * (colw + gap), y, colw, rowh)
        return cells

    def cell_rect(self, seat: int, cell: str) -> pygame.Rect:
        return self._cells[seat][cell]

    def cell_at(self, seat: int, pos: Point) -> str | None:
        for c, r in self._cells[seat].items():
            if r.collidepoint(pos):
                return c
        return None

    def ivory_at(self, seat: int, pos: Point) -> int | None:
        """The level (1-3) of the Ivory card space of ``seat``'s panel under ``pos``, if any."""
        r = self.rects[seat]
        x, y = pos[0] - r.x, pos[1] - r.y
        if IVORY_X <= x <= IVORY_X + 168 and 74 <= y <= 134:
            return min(3, 1 + int((x - IVORY_X) // 56))
        return None

    def anchor(self, seat: int, what: str) -> tuple[int, int]:
        """Where a piece flies to in a panel: vp, rations, relics, ivory, blue, pathways, table."""
        r = self.rects[seat]
        return {
            "vp": (r.right - 40, r.y + 15),
            "rations": (r.x + 56, r.y + ROW2_Y),
            "pathways": (r.x + 146, r.y + ROW2_Y),
            "blue": (r.x + 238, r.y + ROW2_Y),
            "relics": (r.x + 380, r.y + r.h - 26),
            "ivory": (r.x + 360, r.y + 104),
            "table": self._cells[seat]["B"].center,
        }.get(what, r.center)

    # -- drawing -------------------------------------------------------------------------------
    def draw(
        self,
        surf: pygame.Surface,
        view: State,
        current: int,
        peek: int | None,
        reveal_all: bool = False,
        kinds: Sequence[SeatKind | str] | None = None,
        backdrop: pygame.Surface | None = None,
    ) -> None:
        """Blit every panel; a panel is re-rendered only when what it shows changed.

        ``backdrop`` (what lies under the panels) lets panels be opaque surfaces: fast to blit."""
        for seat, r in enumerate(self.rects):
            private = peek == seat or reveal_all
            key: PanelKey = (
                _signature(view.players[seat], private),
                seat == current,
                language.current(),
                theme.palette_serial,
            )
            cached = self._cache.get(seat)
            if cached is None or cached[0] != key:
                if backdrop is not None:
                    s = backdrop.subsurface(r).copy()
                else:
                    s = pygame.Surface(r.size, pygame.SRCALPHA)
                self._draw_panel(
                    s, view, seat, seat == current, private, kinds[seat] if kinds else SeatKind.HUMAN, (-r.x, -r.y)
                )
                cached = (key, s)
                self._cache[seat] = cached
            theme.place(surf, cached[1], r.topleft, box=r.inflate(-8, -6))

    def _draw_panel(
        self,
        s: pygame.Surface,
        view: State,
        seat: int,
        is_current: bool,
        private: bool,
        kind: SeatKind | str,
        off: Point,
    ) -> None:
        p = view.players[seat]
        W, H = s.get_size()
        col = theme.PLAYER_RGB[p.colour]
        fill = (66, 50, 34) if not is_current else (88, 66, 40)
        panel_box(s, (0, 0, W, H), fill)
        pygame.draw.rect(s, col, (0, 10, 6, H - 20), border_radius=3)
        if is_current:
            pygame.draw.rect(s, theme.GOLD, (0, 0, W, H), 3, border_radius=10)
        self._draw_header(s, p, is_current, private)
        self._draw_row2(s, p, kind, private)
        self._draw_table(s, p, {k: r.move(*off) for k, r in self._cells[seat].items()})
        self._draw_ivory(s, p)
        self._draw_relics(s, p)

    def _draw_header(self, s: pygame.Surface, p: Player, is_current: bool, private: bool) -> None:
        """Marker, name (cut to its box), "playing" for the player to act, VP at the right."""
        W = s.get_width()
        cy = HEAD_H // 2
        m = art.player_marker(p.colour, 10)
        s.blit(m, m.get_rect(center=(22, cy)))
        vp = p.vp if (private and p.vp is not None) else None
        label = _("{vp} VP").format(vp=vp) if vp is not None else _("? VP")
        vp_r = theme.draw_text(
            s,
            label,
            (W - 12, cy),
            19,
            theme.GOLD if vp is not None else DIM,
            "bold",
            anchor="midright",
            box=pygame.Rect(W - 150, 2, 142, HEAD_H - 2),
        )
        c = art.coin(11)
        coin = s.blit(c, c.get_rect(midright=(vp_r.left - 5, cy)))
        right = coin.left - 10
        if is_current:
            playing = _("◀ playing")
            r = theme.draw_text(s, playing, (right, cy), theme.READ, theme.GOLD, "bold", anchor="midright")
            right = r.left - 10
        draw_fitted(s, p.name, pygame.Rect(38, 2, right - 38, HEAD_H - 2), 20, theme.TEXT_LIGHT, "bold")

    def _draw_row2(self, s: pygame.Surface, p: Player, kind: SeatKind | str, private: bool) -> None:
        """Rations, Pathways and Toolboxes in reserve, Blue tiles (values when they may be seen),
        and who plays the seat, right-aligned."""
        W = s.get_width()
        y = ROW2_Y
        size = theme.READ
        for i in range(5):
            s.blit(art.ration(16, empty=i >= p.rations), (10 + i * 17, y - 9))
        x = theme.draw_text(s, f"{p.rations}/5", (99, y), size, theme.TEXT_LIGHT, "bold", anchor="midleft").right
        # each count follows its icon at its own width: "×10" never runs under the next icon
        mk = art.player_marker(p.colour, 7)
        s.blit(mk, mk.get_rect(midleft=(x + 10, y)))
        x = theme.draw_text(s, f"×{p.pathway_reserve}", (x + 26, y), size, theme.TEXT_LIGHT, anchor="midleft").right
        tb = art.toolbox(16, p.colour)
        s.blit(tb, tb.get_rect(midleft=(x + 8, y - 1)))
        x = theme.draw_text(s, f"×{p.tb_reserve}", (x + 28, y), size, theme.TEXT_LIGHT, anchor="midleft").right
        spr = art.tile("blue", 1, None, 18)
        s.blit(spr, spr.get_rect(midleft=(x + 8, y)))
        blue_r = theme.draw_text(s, f"×{len(p.blue)}", (x + 30, y), size, theme.TEXT_LIGHT, anchor="midleft")
        tag = _("Human") if kind == SeatKind.HUMAN else _("Bot · {level}").format(level=bot_level(kind))
        tag_box = pygame.Rect(W - 130, y - 11, 122, 22)
        tag_r = draw_fitted(s, tag, tag_box, size, DIM, "sans", anchor="midright")
        values = [t.code[1:] if (t.code and (private or t.uid in p.revealed)) else "?" for t in p.blue]
        box = pygame.Rect(blue_r.right + 8, y - 11, tag_r.left - 10 - (blue_r.right + 8), 22)
        if any(v != "?" for v in values):
            draw_fitted(s, " ".join(values), box, size, (150, 190, 255), "bold")
        elif p.blue:
            # hidden values: the word, or one "?" per tile where the word has no room ("geheim")
            word = _("secret")
            if theme.width(word, size) > box.w:
                word = " ".join(values)
            draw_fitted(s, word, box, size, DIM, "sans")

    def _draw_table(self, s: pygame.Surface, p: Player, cells: dict[str, pygame.Rect]) -> None:
        size = theme.READ
        for b in "MCS":  # the branch names over their columns
            r = cells[f"{b}3"]
            box = pygame.Rect(r.x, TABLE_TOP, r.w, 20)
            draw_fitted(s, branch_name(b), box, size, DIM, "sans", anchor="center")
        for k in (1, 2, 3):  # the step numbers left of the rows
            r = cells[f"M{k}"]
            theme.draw_text(s, str(k), (16, r.centery), size, (150, 128, 96), "bold", anchor="center")
        for cell, r in cells.items():
            pygame.draw.rect(s, (44, 32, 20), r, border_radius=5)
            pygame.draw.rect(s, (120, 92, 58), r, 1, border_radius=5)
            n = p.tb_bottom if cell == "B" else p.table[cell[0]][int(cell[1]) - 1]
            if cell == "B":
                label = theme.draw_text(s, _("Bottom"), (r.x + 8, r.centery), size, DIM, anchor="midleft")
                x0 = label.right + 16
            else:
                x0 = r.centerx - 6 * (min(n, 3) - 1)
                if n == 0:  # an empty step says what a Toolbox there will do
                    draw_caption(s, cell, r, p.colour)
            shown = min(n, 3) if cell != "B" else min(n, 6)
            for i in range(shown):
                spr = art.toolbox(15, p.colour)
                s.blit(spr, spr.get_rect(center=(x0 + i * (20 if cell == "B" else 12), r.centery)))
            if n > shown:
                theme.draw_text(s, f"×{n}", (r.right - 4, r.centery), size, theme.GOLD, "bold", anchor="midright")

    def _draw_ivory(self, s: pygame.Surface, p: Player) -> None:
        """The three Ivory spaces (large, medium, small): the tile held, or its size."""
        theme.draw_text(s, _("Ivory"), (IVORY_X + 2, TABLE_TOP + 10), theme.READ, DIM, anchor="midleft")
        for lvl in (1, 2, 3):
            t = p.ivory.get(lvl)
            card = pygame.Rect(IVORY_X + (lvl - 1) * 56, 78, 52, 52)
            if t is None:
                pygame.draw.rect(s, (90, 72, 50), card, 1, border_radius=5)
                level = _("L{level}").format(level=lvl)
                theme.draw_text(s, level, card.center, theme.READ, (150, 128, 96), anchor="center", box=card)
            else:
                assert t.code is not None  # a held Ivory tile lies face up: every view knows it
                ivory_card(s, card, t.code)

    def _draw_relics(self, s: pygame.Surface, p: Player) -> None:
        W, H = s.get_size()
        ry = H - 26
        if not p.relics:  # one whole phrase, so its words agree in every language ("Brak Reliktów")
            box = pygame.Rect(IVORY_X + 2, ry - 11, W - 8 - (IVORY_X + 2), 22)
            draw_fitted(s, _("No Relics yet"), box, theme.READ, DIM, "sans")
            return
        label = theme.draw_text(s, _("Relics"), (IVORY_X + 2, ry), theme.READ, DIM, anchor="midleft")
        # the icons begin after the word, however long it is in this language
        for colour, x in zip(p.relics, relic_xs(len(p.relics), W, max(346, label.right + 6 + RELIC_R))):
            chip = art.relic_chip(colour, RELIC_R)
            s.blit(chip, chip.get_rect(center=(x, ry)))

    def draw_cell_highlights(
        self, surf: pygame.Surface, seat: int, cells: Collection[str], colour: Colour, t: float
    ) -> None:
        glow = 2 + int(2 * (1 + math.sin(t * 6)))
        for c in cells:
            r = self._cells[seat][c]
            pygame.draw.rect(surf, colour, r.inflate(glow * 2, glow * 2), 3, border_radius=7)

    # -- tooltips ------------------------------------------------------------------------------
    def tooltip(self, view: State, pos: Point) -> str | None:
        for seat, r in enumerate(self.rects):
            if not r.collidepoint(pos):
                continue
            p = view.players[seat]
            cell = self.cell_at(seat, pos)
            if cell == "B":
                return ngettext(
                    "Bottom of the Progression Table: {n} Toolbox. A step moves a Toolbox from here "
                    "into the branch of your choice.",
                    "Bottom of the Progression Table: {n} Toolboxes. A step moves a Toolbox from here "
                    "into the branch of your choice.",
                    p.tb_bottom,
                ).format(n=p.tb_bottom)
            if cell:
                n = p.table[cell[0]][int(cell[1]) - 1]
                return ngettext("{effect} ({n} Toolbox here)", "{effect} ({n} Toolboxes here)", n).format(
                    effect=tool_text(cell), n=n
                )
            x, y = pos[0] - r.x, pos[1] - r.y
            lvl = self.ivory_at(seat, pos)
            if lvl is not None:
                t = p.ivory.get(lvl)
                if t is not None:
                    assert t.code is not None  # a held Ivory tile lies face up: every view knows it
                    return ivory_space(lvl, tile_label(t.code), tile_text(t.code))
                return ivory_space(lvl)
            if y < HEAD_H:
                return _(
                    "{name}: points are kept face down until the end. "
                    "Only you can peek at your own total during your turn."
                ).format(name=p.name)
            if y < TABLE_TOP:
                return _(
                    "Rations {rations}/5 · Pathways in reserve {pathways} · "
                    "Toolboxes in reserve {toolboxes} · Blue tiles {blue} (values secret)"
                ).format(rations=p.rations, pathways=p.pathway_reserve, toolboxes=p.tb_reserve, blue=len(p.blue))
            if x >= IVORY_X and y > 134:
                names = ", ".join(relic_name(c) for c in p.relics) or _("none")
                return _("Relics held: {relics}").format(relics=names)
        return None


def _signature(p: Player, private: bool) -> Signature:
    """Everything a panel shows of one player (what is visible depends on ``private``)."""
    return (
        p.name,
        p.rations,
        p.pathway_reserve,
        p.tb_reserve,
        p.tb_bottom,
        tuple(tuple(v) for v in p.table.values()),
        tuple(sorted((k, t.code) for k, t in p.ivory.items())),
        tuple(p.relics),
        tuple((t.uid, t.code) for t in p.blue),
        tuple(sorted(p.revealed)),
        p.vp if private else None,
        private,
    )
