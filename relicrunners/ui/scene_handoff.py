"""Pass-and-play hand-off: hides the table until the next human takes the seat."""
from __future__ import annotations

import pygame

from . import art, theme
from .app import Scene
from .backdrop import backdrop, title


class HandoffScene(Scene):
    def __init__(self, app, game, seat: int):
        super().__init__(app)
        self.game = game
        self.seat = seat
        p = game.state.players[seat]
        self.name, self.colour = p.name, p.colour
        self.opened = app.time

    def handle(self, event) -> None:
        ready = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or \
                (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE))
        if ready and self.app.time - self.opened >= 0.25:     # a click meant for the last turn is not "ready"
            self.game.take_seat(self.seat)

    def draw(self, surf) -> None:
        surf.blit(backdrop("plain"), (0, 0))
        title(surf, f"Pass to {self.name}", 380, 70)
        m = art.player_marker(self.colour, 36)
        surf.blit(m, m.get_rect(center=(theme.W // 2, 500)))
        p = art.pawn(self.colour, 120)
        surf.blit(p, p.get_rect(midbottom=(theme.W // 2 + 120, 560)))
        theme.draw_text(surf, "Everyone else, look away from the secrets.", (theme.W // 2, 620), 24, theme.PAPER,
                        anchor="center", shadow=(0, 0, 0))
        theme.draw_text(surf, f"{self.name}: click anywhere when ready", (theme.W // 2, 680), 28, theme.HILITE,
                        "bold", anchor="center", shadow=(0, 0, 0))
