"""The strip across the top of the table: the turn, whose turn it is, the Relics taken so far
against the end trigger (R11.1), and the buttons (Peek, Hint, Undo, Save, Speed, Menu).

The buttons are made again only when what they say or whether they can be pressed changes
(``refresh``); a frame only draws them.
"""

from __future__ import annotations

import pygame

from ...rules import Stage, State
from ...rules.components import RELICS_TO_END
from ...text import _
from ...text.window import SPEED_LABEL
from .. import theme
from ..board import art
from ..table import Table
from .buttons import Button

NARROW = ("hint", "undo", "save", "menu")  # buttons 70 px wide (the others 130 px)
RELICS_X = 650  # where the Relics count starts


class TopBar:
    def __init__(self, right: int = 1596):
        self.right = right
        self.buttons: list[Button] = []
        self.relic_rect: pygame.Rect | None = None  # the Relics count (it has a tooltip)
        self._specs: tuple | None = None

    def specs(self, table: Table, hint_ok: bool, speed: str) -> tuple:
        """(value, label, enabled, tooltip) of every button, left to right."""
        s = table.state
        if s.over:
            first = [("scores", _("Scores"), True, _("Back to the final scores"))]
        elif table.solo():
            first = []  # your VP and Blue values are always on your panel
        else:
            first = [
                (
                    "peek",
                    _("Hide my VP") if table.peek else _("Peek: my VP"),
                    table.own_turn(),
                    _("Show your own VP and Blue tile values (only you should look)"),
                )
            ]
        return tuple(
            first
            + [
                (
                    "hint",
                    _("Hint"),
                    hint_ok,
                    _("Suggest a good choice for this decision (H); it looks only at what you can see"),
                ),
                ("undo", _("Undo"), table.can_undo(), _("Take back your last decision (Ctrl+Z)")),
                ("save", _("Save"), True, _("Save a copy of this game (Ctrl+S); it is also saved after every action")),
                ("speed", _(SPEED_LABEL.get(speed, speed)), True, _("Animation speed: slow, normal, fast or off")),
                ("menu", _("Menu"), True, _("Back to the start screen (the game stays saved)")),
            ]
        )

    def refresh(self, table: Table, hint_ok: bool, speed: str) -> list[Button]:
        """Bring the buttons up to date (made anew only when one of them changed)."""
        specs = self.specs(table, hint_ok, speed)
        if specs != self._specs:
            self._specs = specs
            buttons: list[Button] = []
            bx = self.right
            for value, label, enabled, tip in reversed(specs):
                w = 70 if value in NARROW else 130
                bx -= w + 6
                buttons.insert(0, Button((bx, 9, w, 38), label, value, tip, enabled, size=15))
            self.buttons = buttons
        s = table.state
        slots = max(RELICS_TO_END[s.n], sum(len(p.relics) for p in s.players))
        width = 70 + slots * 21 + 40
        if self.relic_rect is None or self.relic_rect.w != width:
            self.relic_rect = pygame.Rect(RELICS_X, 8, width, 40)
        return self.buttons

    def draw(self, surf: pygame.Surface, s: State, view: State, human: bool, mouse) -> None:
        """``s``: the state, ``view``: what the table shows of it, ``human``: a human is to play."""
        p = view.players[s.current]
        x = 268
        theme.draw_text(
            surf, _("Turn {turn}").format(turn=s.turn), (x, 28), 18, theme.TEXT_DIM, "bold", anchor="midleft"
        )
        x += 100
        if s.over:
            theme.draw_text(surf, _("Game over"), (x, 28), 20, theme.GOLD, "bold", anchor="midleft")
        else:
            m = art.player_marker(p.colour, 10)
            surf.blit(m, m.get_rect(center=(x + 10, 28)))
            who = p.name if human else _("{name} (bot)").format(name=p.name)
            r = theme.draw_text(surf, who, (x + 26, 28), 20, theme.TEXT_LIGHT, "bold", anchor="midleft")
            if s.stage != "normal":
                theme.draw_text(
                    surf,
                    _("LAST ROUND") if s.stage == Stage.FINAL else _("EXTRA TURN"),
                    (r.right + 14, 28),
                    16,
                    theme.BAD,
                    "bold",
                    anchor="midleft",
                )
        held = [c for pl in view.players for c in pl.relics]
        taken = len(held)
        need = RELICS_TO_END[s.n]
        rx = RELICS_X
        theme.draw_text(surf, _("Relics"), (rx, 28), 16, theme.TEXT_DIM, anchor="midleft")
        slots = max(need, taken)  # Relics taken in the last round show too
        for i in range(slots):
            cx = rx + 66 + i * 21
            if i < taken:
                spr = art.relic(held[i], 8)
                surf.blit(spr, spr.get_rect(center=(cx, 28)))
            else:
                pygame.draw.circle(surf, (200, 170, 110), (cx, 28), 8, 1)
        theme.draw_text(
            surf, f"{taken}/{need}", (rx + 58 + slots * 21, 28), 16, theme.TEXT_LIGHT, "bold", anchor="midleft"
        )
        for b in self.buttons:
            b.draw(surf, mouse)
