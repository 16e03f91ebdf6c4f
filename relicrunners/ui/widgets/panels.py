"""One panel per player: Rations, reserves, the Progression Table, Ivory tiles, Relics, Blue tiles.

Drawn from a view (never the full state). A player's VP and Blue values are drawn only for
``peek`` (the seat allowed to see them now) or when everyone may (the end, or T-S3 shown tiles).
"""

from __future__ import annotations

import math

import pygame

from ...text import _, cell_caption, level_word, ngettext, relic_name, tile_label, tile_short_name, tile_text, tool_text
from ...text.window import bot_level
from .. import theme
from ..board import art
from .buttons import panel_box

CELLS = ("B", "M1", "M2", "M3", "C1", "C2", "C3", "S1", "S2", "S3")


class Panels:
    def __init__(self, rect: pygame.Rect, n: int):
        self.rect = pygame.Rect(rect)
        self.n = n
        gap = 6
        self.h = min(184, (self.rect.h - gap * (n - 1)) // n)
        self.rects = [pygame.Rect(self.rect.x, self.rect.y + i * (self.h + gap), self.rect.w, self.h) for i in range(n)]
        self._cache: dict[int, tuple] = {}
        self._cells = [self._cell_layout(r) for r in self.rects]

    # -- layout ------------------------------------------------------------------------------
    def _cell_layout(self, r: pygame.Rect) -> dict[str, pygame.Rect]:
        top = r.y + 60
        gap = 4
        rowh = max(18, min(30, (r.bottom - 8 - top - 2 * gap) // 3))
        cells = {"B": pygame.Rect(r.x + 12, top, 58, 3 * rowh + 2 * gap)}
        for j, b in enumerate("MCS"):
            y = top + j * (rowh + gap)
            for k in (1, 2, 3):
                cells[f"{b}{k}"] = pygame.Rect(r.x + 100 + (k - 1) * 56, y, 52, rowh)
        return cells

    def cell_rect(self, seat: int, cell: str) -> pygame.Rect:
        return self._cells[seat][cell]

    def cell_at(self, seat: int, pos) -> str | None:
        for c, r in self._cells[seat].items():
            if r.collidepoint(pos):
                return c
        return None

    def anchor(self, seat: int, what: str) -> tuple[int, int]:
        """Where a piece flies to in a panel: vp, rations, relics, ivory, blue, pathways, table."""
        r = self.rects[seat]
        return {
            "vp": (r.right - 40, r.y + 20),
            "rations": (r.x + 60, r.y + 44),
            "pathways": (r.x + 170, r.y + 44),
            "blue": (r.x + 330, r.y + 44),
            "relics": (r.x + 380, r.y + 150),
            "ivory": (r.x + 380, r.y + 96),
            "table": self._cells[seat]["B"].center,
        }.get(what, r.center)

    # -- drawing -------------------------------------------------------------------------------
    def draw(
        self,
        surf,
        view,
        current: int,
        peek: int | None,
        reveal_all: bool = False,
        kinds: list[str] | None = None,
        backdrop: pygame.Surface | None = None,
    ) -> None:
        """Blit every panel; a panel is re-rendered only when what it shows changed.

        ``backdrop`` (what lies under the panels) lets panels be opaque surfaces: fast to blit."""
        for seat, r in enumerate(self.rects):
            private = peek == seat or reveal_all
            key = (_signature(view.players[seat], private), seat == current)
            cached = self._cache.get(seat)
            if cached is None or cached[0] != key:
                if backdrop is not None:
                    s = backdrop.subsurface(r).copy()
                else:
                    s = pygame.Surface(r.size, pygame.SRCALPHA)
                self._draw_panel(
                    s, view, seat, seat == current, private, (kinds or [])[seat] if kinds else "human", (-r.x, -r.y)
                )
                cached = (key, s)
                self._cache[seat] = cached
            surf.blit(cached[1], r.topleft)

    def _draw_panel(self, s, view, seat, is_current, private, kind, off):
        p = view.players[seat]
        W, H = s.get_size()
        col = theme.PLAYER_RGB[p.colour]
        fill = (66, 50, 34) if not is_current else (88, 66, 40)
        panel_box(s, (0, 0, W, H), fill)
        pygame.draw.rect(s, col, (0, 10, 6, H - 20), border_radius=3)
        if is_current:
            pygame.draw.rect(s, theme.GOLD, (0, 0, W, H), 3, border_radius=10)
        # header
        m = art.player_marker(p.colour, 10)
        s.blit(m, m.get_rect(center=(24, 20)))
        name_r = theme.draw_text(s, p.name, (40, 20), 19, theme.TEXT_LIGHT, "bold", anchor="midleft")
        tag = _("Human") if kind == "human" else _("Bot · {level}").format(level=bot_level(kind))
        theme.draw_text(s, tag, (name_r.right + 10, 21), 14, theme.TEXT_DIM, anchor="midleft")
        if is_current:
            theme.draw_text(
                s,
                _("◀ playing"),
                (name_r.right + 10 + theme.font(14).size(tag)[0] + 10, 21),
                14,
                theme.GOLD,
                "bold",
                anchor="midleft",
            )
        # VP
        c = art.coin(12)
        s.blit(c, c.get_rect(center=(W - 64, 20)))
        vp = p.vp if (private and p.vp is not None) else None
        theme.draw_text(
            s,
            _("{vp} VP").format(vp=vp) if vp is not None else _("? VP"),
            (W - 48, 20),
            17,
            theme.GOLD if vp is not None else theme.TEXT_DIM,
            "bold",
            anchor="midleft",
        )
        # row 2: rations, reserves, blue tiles
        y = 44
        for i in range(5):
            s.blit(art.ration(16, empty=i >= p.rations), (12 + i * 18, y - 9))
        theme.draw_text(s, f"{p.rations}/5", (106, y), 15, theme.TEXT_LIGHT, "bold", anchor="midleft")
        mk = art.player_marker(p.colour, 6)
        s.blit(mk, mk.get_rect(center=(152, y)))
        theme.draw_text(s, f"×{p.pathway_reserve}", (162, y), 15, theme.TEXT_LIGHT, anchor="midleft")
        tb = art.toolbox(16, p.colour)
        s.blit(tb, tb.get_rect(center=(212, y - 1)))
        theme.draw_text(s, f"×{p.tb_reserve}", (223, y), 15, theme.TEXT_LIGHT, anchor="midleft")
        # Blue tiles: how many is public, the values only for the owner peeking (or shown by T-S3)
        bx = 266
        spr = art.tile("blue", 1, None, 18)
        s.blit(spr, spr.get_rect(center=(bx + 9, y)))
        theme.draw_text(s, f"×{len(p.blue)}", (bx + 22, y), 15, theme.TEXT_LIGHT, anchor="midleft")
        values = [t.code[1:] if (t.code and (private or t.uid in p.revealed)) else "?" for t in p.blue]
        if any(v != "?" for v in values):
            blue = _("Blue {values}").format(values=" ".join(values))
            theme.draw_text(s, blue, (bx + 52, y), 14, (150, 190, 255), "bold", anchor="midleft")
        elif p.blue:
            theme.draw_text(s, _("values secret"), (bx + 52, y), 13, theme.TEXT_DIM, anchor="midleft")
        # Progression Table
        cells = {k: r.move(*off) for k, r in self._cells[seat].items()}
        for cell, r in cells.items():
            pygame.draw.rect(s, (44, 32, 20), r, border_radius=5)
            pygame.draw.rect(s, (120, 92, 58), r, 1, border_radius=5)
            n = p.tb_bottom if cell == "B" else p.table[cell[0]][int(cell[1]) - 1]
            if cell == "B":
                theme.draw_text(s, _("Bottom"), (r.centerx, r.y + 10), 12, theme.TEXT_DIM, anchor="center")
            else:
                theme.draw_text(s, cell[1], (r.x + 4, r.y + 2), 10, (150, 128, 96))
                if n == 0:  # an empty space says what a Toolbox there will do
                    lines = cell_caption(cell).split("\n")
                    for i, line in enumerate(lines):
                        theme.draw_text(
                            s,
                            line,
                            (r.centerx + 3, r.centery + (i - (len(lines) - 1) / 2) * 10),
                            9,
                            (128, 108, 80),
                            anchor="center",
                        )
            for i in range(min(n, 3)):
                spr = art.toolbox(15, p.colour)
                if cell == "B":
                    s.blit(spr, spr.get_rect(center=(r.centerx, r.y + 30 + i * 18)))
                else:
                    s.blit(spr, spr.get_rect(center=(r.centerx + 6 + (i - (min(n, 3) - 1) / 2) * 13, r.centery)))
            if n > 3:
                theme.draw_text(s, f"×{n}", (r.right - 4, r.bottom - 2), 11, theme.GOLD, anchor="bottomright")
        for b in "MCS":
            r = cells[f"{b}1"]
            _branch_icon(s, b, (r.x - 15, r.centery))
        # Ivory tiles (public)
        ix = 282
        theme.draw_text(s, _("Ivory"), (ix, 62), 14, theme.TEXT_DIM)
        for lvl in (1, 2, 3):
            t = p.ivory.get(lvl)
            cx = ix + 22 + (lvl - 1) * 56
            card = pygame.Rect(cx - 26, 81, 52, 46)
            if t is None:
                pygame.draw.rect(s, (90, 72, 50), card, 1, border_radius=5)
                theme.draw_text(s, _("L{level}").format(level=lvl), card.center, 12, (130, 110, 84), anchor="center")
            else:
                _ivory_card(s, card, t.code)
        # Relics
        ry = min(H - 22, 148)
        theme.draw_text(s, _("Relics"), (ix, ry - 8), 14, theme.TEXT_DIM)
        for colour, x in zip(p.relics, relic_xs(len(p.relics), W)):
            spr = art.relic(colour, 10)
            s.blit(spr, spr.get_rect(center=(x, ry)))
        if not p.relics:
            theme.draw_text(s, _("none yet"), (ix + 48, ry - 8), 14, theme.TEXT_DIM)

    def draw_cell_highlights(self, surf, seat: int, cells, colour, t: float) -> None:
        glow = 2 + int(2 * (1 + math.sin(t * 6)))
        for c in cells:
            r = self._cells[seat][c]
            pygame.draw.rect(surf, colour, r.inflate(glow * 2, glow * 2), 3, border_radius=7)

    # -- tooltips ------------------------------------------------------------------------------
    def tooltip(self, view, pos) -> str | None:
        for seat, r in enumerate(self.rects):
            if not r.collidepoint(pos):
                continue
            p = view.players[seat]
            cell = self.cell_at(seat, pos)
            if cell == "B":
                return _(
                    "Bottom of the Progression Table: {n} Toolbox(es). A step moves a "
                    "Toolbox from here into the branch of your choice."
                ).format(n=p.tb_bottom)
            if cell:
                n = p.table[cell[0]][int(cell[1]) - 1]
                return ngettext("{effect} ({n} Toolbox here)", "{effect} ({n} Toolboxes here)", n).format(
                    effect=tool_text(cell), n=n
                )
            x, y = pos[0] - r.x, pos[1] - r.y
            if 278 <= x <= 446 and 80 <= y <= 128:
                lvl = min(3, 1 + int((x - 278) // 56))
                t = p.ivory.get(lvl)
                if t is not None:
                    return _("Ivory {tile} ({size}): {effect}").format(
                        tile=tile_label(t.code), size=level_word(lvl), effect=tile_text(t.code)
                    )
                return _("No {size} Ivory tile held").format(size=level_word(lvl))
            if y < 32:
                return _(
                    "{name}: points are kept face down until the end. "
                    "Only you can peek at your own total during your turn."
                ).format(name=p.name)
            if y < 56:
                return _(
                    "Rations {rations}/5 · Pathways in reserve {pathways} · "
                    "Toolboxes in reserve {toolboxes} · Blue tiles {blue} (values secret)"
                ).format(rations=p.rations, pathways=p.pathway_reserve, toolboxes=p.tb_reserve, blue=len(p.blue))
            if y > 130:
                names = ", ".join(relic_name(c) for c in p.relics) or _("none")
                return _("Relics held: {relics}").format(relics=names)
        return None


def relic_xs(n: int, width: int) -> list[int]:
    """x centres of ``n`` Relic icons in a panel ``width`` wide: closer together when many, never past the edge."""
    x0 = 338
    step = min(25, (width - 22 - x0) // max(1, n - 1))
    return [x0 + i * step for i in range(n)]


def _ivory_card(s, card: pygame.Rect, code: str) -> None:
    """An Ivory tile held: its code on top, its short name below (hover gives the effect)."""
    base = theme.TEMPLE_RGB["ivory"]
    pygame.draw.rect(s, art.shade(base, 0.6), card.move(0, 2), border_radius=5)
    pygame.draw.rect(s, base, card, border_radius=5)
    pygame.draw.rect(s, art.shade(base, 0.5), card, 1, border_radius=5)
    ink = (40, 30, 20)
    theme.draw_text(s, code, (card.centerx, card.y + 9), 12, ink, "bold", anchor="center")
    name = tile_short_name(code)
    size = 10
    lines = theme.wrap(name, size, card.w - 4, "bold")[:2]
    while size > 8 and any(theme.font(size, "bold").size(line)[0] > card.w - 4 for line in lines):
        size -= 1  # a long single word: a smaller font, never cut
        lines = theme.wrap(name, size, card.w - 4, "bold")[:2]
    for i, line in enumerate(lines):
        theme.draw_text(
            s,
            line,
            (card.centerx, card.y + 24 + i * 12 + (6 if len(lines) == 1 else 0)),
            size,
            (96, 70, 40),
            "bold",
            anchor="center",
        )


def _branch_icon(s, b: str, c) -> None:
    x, y = c
    ink = (226, 206, 170)
    if b == "M":  # machete
        pygame.draw.line(s, ink, (x - 8, y + 7), (x + 7, y - 8), 4)
        pygame.draw.line(s, (120, 80, 40), (x - 8, y + 7), (x - 3, y + 2), 5)
    elif b == "C":  # compass
        pygame.draw.circle(s, ink, (x, y), 9, 2)
        art.poly(s, [(x, y - 7), (x + 3, y), (x, y + 7), (x - 3, y)], (214, 80, 60))
    else:  # shovel
        pygame.draw.line(s, (150, 110, 60), (x, y - 10), (x, y + 2), 3)
        art.poly(s, [(x - 6, y + 1), (x + 6, y + 1), (x + 4, y + 9), (x, y + 11), (x - 4, y + 9)], ink)


def _signature(p, private: bool) -> tuple:
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
