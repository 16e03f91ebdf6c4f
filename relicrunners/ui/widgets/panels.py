"""One panel per player: Rations, reserves, the Progression Table, Ivory tiles, Relics, Blue tiles.

Drawn from a view (never the full state). A player's VP and Blue values are drawn only for
``peek`` (the seat allowed to see them now) or when everyone may (the end, or T-S3 shown tiles).

Every word in a panel is at least the table's least size (``theme.least()``) and whole (a long
name apart, cut with "…"). The Progression Table is drawn as a ladder: one column per branch
(Machete, Compass, Shovel), steps 1 to 3 from the bottom up, and the Bottom space along its foot;
an empty step says in a word or two, with an icon, what a Toolbox there will do (the tooltip says
it in full). Where full panels for everyone do not fit the column (a larger text size, a smaller
window), the others' panels are compact (``panelgeom``): the player at this screen keeps a full one.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Hashable, Sequence

import pygame

from ...play.seat import SeatKind
from ...rules import Player, State
from ...text import _, language, ngettext, relic_name, tile_label, tile_text, tool_text
from ...text.phrases import ivory_space
from .. import theme
from ..theme import Colour, Point
from . import panelgeom as geom
from .panelface import Mark, draw_panel, mark_box
from .panelgeom import CELLS as CELLS
from .panelgeom import PANEL_GAP
from .panelparts import relic_xs as relic_xs

Signature = tuple[Hashable, ...]  # everything a panel shows of one player (``_signature``)
# and its turn, language, palette, size, mode, connection mark
PanelKey = tuple[Signature, bool, str, int, tuple[int, int], bool, int, Mark | None]


class Panels:
    def __init__(self, rect: pygame.Rect, n: int):
        self.n = n
        self.marks: list[Mark | None] = []  # a network game's connection mark of each seat (``panelface``)
        self._cache: dict[int, tuple[PanelKey, pygame.Surface]] = {}
        gap = PANEL_GAP
        h = min(184, (rect.h - gap * (n - 1)) // n)
        self.arrange(rect, [pygame.Rect(rect.x, rect.y + i * (h + gap), rect.w, h) for i in range(n)], frozenset())

    def arrange(self, column: pygame.Rect, rects: list[pygame.Rect], compact: frozenset[int]) -> None:
        """The panels at ``rects`` in the ``column`` (``tablelayout``); the seats in ``compact`` compact."""
        self.rect = pygame.Rect(column)
        self.rects = [pygame.Rect(r) for r in rects]
        self.compact = compact
        self._cells = [self._cell_layout(seat, r) for seat, r in enumerate(self.rects)]

    # -- layout ------------------------------------------------------------------------------
    def _cell_layout(self, seat: int, r: pygame.Rect) -> dict[str, pygame.Rect]:
        """The ladder's spaces on the screen."""
        make = geom.compact_cells if seat in self.compact else geom.full_cells
        return {c: cell.move(r.topleft) for c, cell in make(r.w, r.h).items()}

    def cell_rect(self, seat: int, cell: str) -> pygame.Rect:
        return self._cells[seat][cell]

    def cell_at(self, seat: int, pos: Point) -> str | None:
        for c, r in self._cells[seat].items():
            if r.collidepoint(pos):
                return c
        return None

    def ivory_rects(self, seat: int) -> list[pygame.Rect]:
        """The three Ivory spaces of ``seat``'s panel on the screen (large, medium, small)."""
        r = self.rects[seat]
        return [x.move(r.topleft) for x in geom.ivory_rects(r.w, r.h, seat in self.compact)]

    def ivory_at(self, seat: int, pos: Point) -> int | None:
        """The level (1-3) of the Ivory space of ``seat``'s panel under ``pos``, if any."""
        for level, r in enumerate(self.ivory_rects(seat), 1):
            if r.collidepoint(pos):
                return level
        return None

    def mark_rect(self, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s connection mark is drawn on the screen (None: it has none)."""
        mark = self.marks[seat] if seat < len(self.marks) else None
        return None if mark is None else mark_box(mark[1]).move(self.rects[seat].topleft)

    def counts_bottom(self, seat: int) -> int:
        """Where the name line and the line of counts end (the ladder, or the compact row, below)."""
        z = geom.sizes()
        return self.rects[seat].y + z.head_h + z.row_h

    def anchor(self, seat: int, what: str) -> tuple[int, int]:
        """Where a piece flies to in a panel: vp, rations, relics, ivory, blue, pathways, table."""
        r = self.rects[seat]
        z = geom.sizes()
        row = r.y + z.head_h + z.row_h // 2
        relics = geom.relics_row(r.w, r.h, seat in self.compact).move(r.topleft)
        ivory = self.ivory_rects(seat)[1]
        return {
            "vp": (r.right - 40, r.y + z.head_h // 2),
            "rations": (r.x + 30, row),
            "pathways": (r.x + round(100 * theme.zoom()), row),
            "blue": (r.x + round(200 * theme.zoom()), row),
            "relics": (relics.x + min(relics.w, 140) // 2 + 40, relics.centery),
            "ivory": ivory.center,
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
            compact = seat in self.compact
            mark = self.marks[seat] if seat < len(self.marks) else None
            key: PanelKey = (
                _signature(view.players[seat], private),
                seat == current,
                language.current() + _("Relics"),
                theme.palette_serial,
                r.size,
                compact,
                theme.least(),
                mark,
            )
            cached = self._cache.get(seat)
            if cached is None or cached[0] != key:
                if backdrop is not None:
                    s = backdrop.subsurface(r).copy()
                else:
                    s = pygame.Surface(r.size, pygame.SRCALPHA)
                cells = {c: x.move(-r.x, -r.y) for c, x in self._cells[seat].items()}
                kind = (kinds or [])[seat] if kinds else SeatKind.HUMAN
                draw_panel(s, view.players[seat], seat == current, private, kind, compact, cells, mark)
                cached = (key, s)
                self._cache[seat] = cached
            theme.place(surf, cached[1], r.topleft, box=r.inflate(-8, -6))

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
            y = pos[1] - r.y
            z = geom.sizes()
            lvl = self.ivory_at(seat, pos)
            if lvl is not None:
                t = p.ivory.get(lvl)
                if t is not None:
                    assert t.code is not None  # a held Ivory tile lies face up: every view knows it
                    return ivory_space(lvl, tile_label(t.code), tile_text(t.code))
                return ivory_space(lvl)
            if geom.relics_row(r.w, r.h, seat in self.compact).move(r.topleft).collidepoint(pos):
                names = ", ".join(relic_name(c) for c in p.relics) or _("none")
                return _("Relics held: {relics}").format(relics=names)
            if y < z.head_h:
                return _(
                    "{name}: points are kept face down until the end. "
                    "Only you can peek at your own total during your turn."
                ).format(name=p.name)
            if y < z.head_h + z.row_h:
                return _(
                    "Rations {rations}/5 · Pathways in reserve {pathways} · "
                    "Toolboxes in reserve {toolboxes} · Blue tiles {blue} (values secret)"
                ).format(rations=p.rations, pathways=p.pathway_reserve, toolboxes=p.tb_reserve, blue=len(p.blue))
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
