"""Final scoring: every player's points line by line, Blue tiles revealed, the winner and tie-break."""

from __future__ import annotations

import pygame

from ...rules import breakdown, winners
from ...text import _, ngettext, tile_label, tile_text
from ...text.window import SCORE_ROWS, TIEBREAK
from .. import scenes, theme
from ..app import Scene
from ..board import art
from ..widgets.backdrop import backdrop, title
from ..widgets.buttons import Button, draw_tooltip, panel_box

ROWS = ("coins", "blue", "relics", "ivory", "total")  # the score table's rows (their words: SCORE_ROWS)
ROW_Y = {"coins": 318, "blue": 404, "relics": 500, "ivory": 590, "total": 690}


class EndScene(Scene):
    busy = False  # nothing moves on its own: idle frame rate unless there is input

    def __init__(self, app, match, game=None):
        super().__init__(app)
        self.match = match
        self.game = game  # the table, to look at the final board again
        self.state = match.state  # the game is over: nothing is hidden any more (R11.3)
        self.rows = breakdown(self.state)
        self.winners, self.tiebreak = winners(self.state)
        self.buttons = [
            Button((430, 900, 220, 58), _("New game"), "new", style="gold", size=22),
            Button(
                (690, 900, 220, 58),
                _("Final board"),
                "board",
                _("Look at the board as the game ended"),
                enabled=game is not None,
                size=22,
            ),
            Button((950, 900, 220, 58), _("Quit"), "quit", size=22),
        ]

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    self.choose(b.value)
                    return
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.choose("new")

    def choose(self, value: str) -> None:
        if value == "new":
            scenes.to_setup(self.app)
        elif value == "board" and self.game is not None:
            self.app.switch(self.game)
        elif value == "quit":
            self.app.quit()

    def layout(self):
        """(x of the first column centre, column width, table rect)."""
        n = len(self.rows)
        col_w = min(250, 1100 // n)
        label_w = 250
        table = pygame.Rect(0, 180, label_w + col_w * n + 30, 600)
        table.centerx = theme.W // 2
        return table.x + label_w + col_w // 2, col_w, table

    def texts(self) -> dict[str, list[str]]:
        """Every text of the score table, by row (what the screen shows; for tests)."""
        out: dict[str, list[str]] = {k: [] for k in ROWS}
        for row in self.rows:
            p = self.state.players[row["seat"]]
            out["coins"].append(str(row["coins"]))
            out["blue"].append(str(row["blue"]))
            colours = row["distinct"]
            out["relics"].append(
                ngettext("{n} colour × 5 = {bonus}", "{n} colours × 5 = {bonus}", colours).format(
                    n=colours, bonus=row["relic_bonus"]
                )
            )
            bonuses = [_("{tile}: {vp}").format(tile=tile_label(c), vp=v) for c, v in row["ivory"].items()]
            out["ivory"].append("; ".join(bonuses) or "—")
            n = len(p.relics)
            out["total"].append(
                ngettext("{total} · {n} Relic", "{total} · {n} Relics", n).format(total=row["total"], n=n)
            )
        return out

    def headline(self) -> str:
        """Who won: "Red wins!", "Red and Blue win!" (a shared victory)."""
        names = [self.state.players[i].name for i in self.winners]
        if len(names) == 1:
            return _("{name} wins!").format(name=names[0])
        together = names[0]
        for name in names[1:]:
            together = _("{names} and {last}").format(names=together, last=name)
        return _("{names} win!").format(names=together)

    def draw(self, surf) -> None:
        surf.blit(backdrop("plain"), (0, 0))
        title(surf, self.headline(), 80, 60)
        theme.draw_text(
            surf,
            _(TIEBREAK[self.tiebreak]) if self.tiebreak in TIEBREAK else self.tiebreak,
            (theme.W // 2, 140),
            22,
            theme.PAPER,
            anchor="center",
            shadow=(0, 0, 0),
        )
        x0, col_w, table = self.layout()
        panel_box(surf, table, (238, 226, 196), (110, 84, 50))
        texts = self.texts()
        for i, row in enumerate(self.rows):  # the winners' columns, highlighted
            if row["seat"] in self.winners:
                cx = x0 + col_w * i
                pygame.draw.rect(
                    surf,
                    (250, 226, 150),
                    (cx - col_w // 2 + 6, table.y + 8, col_w - 12, table.h - 16),
                    border_radius=10,
                )
        keys = list(ROWS)
        for j, key in enumerate(ROWS):
            y = ROW_Y[key]
            theme.draw_text(
                surf,
                _(SCORE_ROWS[key]),
                (table.x + 20, y + (10 if key == "total" else 0)),
                17,
                theme.INK,
                "bold" if key == "total" else "sans",
                anchor="midleft",
            )
            if j + 1 < len(keys):  # a rule halfway to the next row
                ly = (y + ROW_Y[keys[j + 1]]) // 2 + (8 if keys[j + 1] == "total" else 0)
                pygame.draw.line(surf, (190, 170, 130), (table.x + 14, ly), (table.right - 14, ly), 1)
        for i, row in enumerate(self.rows):
            p = self.state.players[row["seat"]]
            cx = x0 + col_w * i
            win = row["seat"] in self.winners
            m = art.player_marker(p.colour, 14)
            surf.blit(m, m.get_rect(center=(cx, 215)))
            theme.draw_text(surf, p.name, (cx, 248), 20, theme.INK, "bold", anchor="center")
            if win:
                theme.draw_text(surf, _("WINNER"), (cx, 272), 15, (160, 90, 20), "bold", anchor="center")
            theme.draw_text(surf, texts["coins"][i], (cx, ROW_Y["coins"]), 24, theme.INK, "bold", anchor="center")
            step = min(22, (col_w - 20) // max(1, len(p.blue)))
            bx = cx - step * (len(p.blue) - 1) / 2
            for t in p.blue:
                spr = art.tile("blue", t.level, t.code, 24)
                surf.blit(spr, spr.get_rect(center=(bx, ROW_Y["blue"] - 14)))
                bx += step
            theme.draw_text(surf, texts["blue"][i], (cx, ROW_Y["blue"] + 16), 22, theme.INK, "bold", anchor="center")
            step = min(24, (col_w - 20) // max(1, len(p.relics)))
            rx = cx - step * (len(p.relics) - 1) / 2
            for c in p.relics:
                spr = art.relic(c, 10)
                surf.blit(spr, spr.get_rect(center=(rx, ROW_Y["relics"] - 16)))
                rx += step
            theme.draw_text(surf, texts["relics"][i], (cx, ROW_Y["relics"] + 14), 18, theme.INK, anchor="center")
            lines = theme.wrap(texts["ivory"][i], 17, col_w - 16)[:2]
            for k, line in enumerate(lines):
                theme.draw_text(
                    surf, line, (cx, ROW_Y["ivory"] - 10 * (len(lines) - 1) + 20 * k), 17, theme.INK, anchor="center"
                )
            theme.draw_text(
                surf,
                str(row["total"]),
                (cx, ROW_Y["total"] + 10),
                38,
                (140, 60, 10) if win else theme.INK,
                "title",
                anchor="center",
            )
            n = len(p.relics)
            theme.draw_text(
                surf,
                ngettext("{n} Relic held", "{n} Relics held", n).format(n=n),
                (cx, ROW_Y["total"] + 52),
                14,
                (110, 90, 60),
                anchor="center",
            )
        for b in self.buttons:
            b.draw(surf, self.app.mouse)
        # tooltip for ivory bonuses
        pos = self.app.mouse
        for i, row in enumerate(self.rows):
            cx = x0 + col_w * i
            if abs(pos[0] - cx) < col_w // 2 and abs(pos[1] - ROW_Y["ivory"]) < 24 and row["ivory"]:
                tip = " ".join(
                    _("{tile}: {effect}.").format(tile=tile_label(c), effect=tile_text(c)) for c in row["ivory"]
                )
                draw_tooltip(surf, tip, pos)
        for b in self.buttons:
            if b.rect.collidepoint(pos) and b.tooltip:
                draw_tooltip(surf, b.tooltip, pos)
