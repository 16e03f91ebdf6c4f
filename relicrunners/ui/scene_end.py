"""Final scoring: every player's points line by line, Blue tiles revealed, the winner and tie-break."""
from __future__ import annotations

import pygame

from ..rules import breakdown, winners
from . import art, theme
from .app import Scene
from .backdrop import backdrop, title
from .texts import TILE_TEXT
from .widgets import Button, draw_tooltip, panel_box

TIEBREAK = {"points": "most points", "relics": "tied on points — most Relics wins",
            "distinct": "tied on points and Relics — most different Relic colours wins",
            "shared": "a perfect tie — the victory is shared"}


class EndScene(Scene):
    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        self.state = match.state             # the game is over: nothing is hidden any more (R11.3)
        self.rows = breakdown(self.state)
        self.winners, self.tiebreak = winners(self.state)
        self.buttons = [Button((560, 900, 220, 58), "New game", "new", style="gold", size=22),
                        Button((820, 900, 220, 58), "Quit", "quit", size=22)]

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    self.choose(b.value)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.choose("new")

    def choose(self, value: str) -> None:
        if value == "new":
            from .scene_setup import SetupScene
            self.app.switch(SetupScene(self.app))
        else:
            self.app.quit()

    def draw(self, surf) -> None:
        surf.blit(backdrop("plain"), (0, 0))
        names = " and ".join(self.state.players[i].name for i in self.winners)
        title(surf, f"{names} win{'s' if len(self.winners) == 1 else ''}!", 80, 60)
        theme.draw_text(surf, f"Decided by {TIEBREAK[self.tiebreak]}", (theme.W // 2, 140), 22, theme.PAPER,
                        anchor="center", shadow=(0, 0, 0))
        n = len(self.rows)
        col_w = min(250, 1200 // n)
        x0 = theme.W // 2 - col_w * n // 2 + 60
        table = pygame.Rect(x0 - 240, 180, col_w * n + 260, 690)
        panel_box(surf, table, (238, 226, 196), (110, 84, 50))
        labels = ["Coins (VP scored in play)", "Blue tiles (now revealed)", "Relic colours × 5",
                  "Ivory end bonus", "Total"]
        ys = [330, 420, 530, 620, 760]
        for y, label in zip(ys, labels):
            theme.draw_text(surf, label, (table.x + 20, y), 17, theme.INK, "bold" if label == "Total" else "sans",
                            anchor="midleft")
            pygame.draw.line(surf, (190, 170, 130), (table.x + 14, y + 40), (table.right - 14, y + 40), 1)
        for i, row in enumerate(self.rows):
            p = self.state.players[row["seat"]]
            cx = x0 + col_w * i + col_w // 2
            win = row["seat"] in self.winners
            if win:
                pygame.draw.rect(surf, (250, 226, 150), (cx - col_w // 2 + 6, table.y + 8, col_w - 12, table.h - 16),
                                 border_radius=10)
            m = art.player_marker(p.colour, 14)
            surf.blit(m, m.get_rect(center=(cx, 215)))
            theme.draw_text(surf, p.name, (cx, 250), 20, theme.INK, "bold", anchor="center")
            if win:
                theme.draw_text(surf, "WINNER", (cx, 276), 15, (160, 90, 20), "bold", anchor="center")
            theme.draw_text(surf, str(row["coins"]), (cx, ys[0]), 24, theme.INK, "bold", anchor="center")
            bx = cx - 11 * len(p.blue) + 11
            for t in p.blue:
                spr = art.tile("blue", t.level, t.code, 24)
                surf.blit(spr, spr.get_rect(center=(bx, ys[1] - 16)))
                bx += 22
            theme.draw_text(surf, str(row["blue"]), (cx, ys[1] + 14), 22, theme.INK, "bold", anchor="center")
            rx = cx - 12 * len(p.relics) + 12
            for c in p.relics:
                spr = art.relic(c, 10)
                surf.blit(spr, spr.get_rect(center=(rx, ys[2] - 18)))
                rx += 24
            theme.draw_text(surf, f"{row['distinct']} × 5 = {row['relic_bonus']}", (cx, ys[2] + 14), 20, theme.INK,
                            anchor="center")
            iv = "; ".join(f"{code}: {v}" for code, v in row["ivory"].items()) or "—"
            theme.draw_text(surf, iv, (cx, ys[3]), 18, theme.INK, anchor="center")
            theme.draw_text(surf, str(row["total"]), (cx, ys[4]), 34, (140, 60, 10) if win else theme.INK, "title",
                            anchor="center")
            theme.draw_text(surf, f"{row['relics']} Relic(s)", (cx, ys[4] + 40), 14, (110, 90, 60), anchor="center")
        for b in self.buttons:
            b.draw(surf, self.app.mouse)
        # tooltip for ivory bonuses
        pos = self.app.mouse
        for i, row in enumerate(self.rows):
            cx = x0 + col_w * i + col_w // 2
            if abs(pos[0] - cx) < col_w // 2 and abs(pos[1] - ys[3]) < 20 and row["ivory"]:
                code = next(iter(row["ivory"]))
                draw_tooltip(surf, f"{code}: {TILE_TEXT.get(code, '')}", pos)
