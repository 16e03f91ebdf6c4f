"""Pass-and-play hand-off: hides the table until the next human takes the seat.

Below the call to pass, a recap lists what happened since this player last had the table
(public log lines only), so nobody has to scroll the log to catch up; before a player's first turn
it says what happened so far in the game.
"""

from __future__ import annotations

import pygame

from ...text import _
from .. import theme
from ..app import App, Scene, TableScene
from ..board import art
from ..widgets.backdrop import backdrop, title
from ..widgets.buttons import panel_box

RECAP = pygame.Rect(340, 450, 920, 500)  # at 100 % in a full-size window (``recap_rect``: wider as words grow)
RECAP_LINES = 20


def recap_rect() -> pygame.Rect:
    w = min(theme.W - 80, round(RECAP.w * theme.grow()))
    return pygame.Rect(theme.W // 2 - w // 2, RECAP.y, w, RECAP.h)


class HandoffScene(Scene):
    busy = False  # nothing moves on its own: idle frame rate unless there is input

    def __init__(self, app: App, game: TableScene, seat: int) -> None:
        super().__init__(app)
        self.game = game
        self.seat = seat
        p = game.state.players[seat]
        self.name, self.colour = p.name, p.colour
        self.opened = app.time
        self.recap = game.recap(seat) if hasattr(game, "recap") else []

    def handle(self, event: pygame.event.Event) -> None:
        ready = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        )
        if ready and self.app.time - self.opened >= 0.25:  # a click meant for the last turn is not "ready"
            self.game.take_seat(self.seat)

    def recap_heading(self) -> str:
        """Over the recap: since the player's last turn, or, before their first (the seats play
        in order from the first, one turn each), what happened so far in this game."""
        if self.game.state.turn_played <= self.seat + 1:
            return _("So far in this game, {name}:").format(name=self.name)
        return _("Since your last turn, {name}:").format(name=self.name)

    def quit_note(self) -> str | None:
        return self.game.quit_note()  # the game in progress behind the hand-off

    def recap_lines(self) -> list[tuple[int | None, str]]:
        """The wrapped recap lines shown (the most recent ones when there are too many)."""
        out: list[tuple[int | None, str]] = []
        for seat, text in self.recap:
            for j, line in enumerate(theme.wrap(text, theme.reading(theme.READ), recap_rect().w - 70)):
                out.append((seat if j == 0 else -1, line))
        return out[-min(RECAP_LINES, (RECAP.h - 20 - self._head_h()) // self._step()) :]

    def head_lines(self) -> tuple[int, list[str]]:
        """The recap's heading: one line, or two for a long name (never cut)."""
        head, room = self.recap_heading(), recap_rect().w - 36
        size = theme.fit_size(head, theme.reading(18), room, "bold")
        return size, theme.wrap(head, size, room, "bold")[:2]

    @staticmethod
    def _step() -> int:
        """From one recap line to the next."""
        return max(22, theme.line_h(theme.reading(theme.READ)) + 2)

    def _head_h(self) -> int:
        """The recap's heading and the room around it."""
        size, lines = self.head_lines()
        return 24 + theme.line_h(size, "bold") * len(lines)

    def draw(self, surf: pygame.Surface) -> None:
        surf.blit(backdrop("plain"), (0, 0))
        title(surf, _("Pass to {name}").format(name=self.name), 120, 64)
        m = art.player_marker(self.colour, 30)
        surf.blit(m, m.get_rect(center=(theme.W // 2 - 60, 250)))
        p = art.pawn(self.colour, 100)
        surf.blit(p, p.get_rect(midbottom=(theme.W // 2 + 50, 300)))
        away = _("Everyone else, look away from the secrets.")
        size = theme.fit_size(away, theme.reading(22), theme.W - 80)
        theme.draw_text(
            surf,
            theme.ellipsize(away, size, theme.W - 80),
            (theme.W // 2, 340),
            size,
            theme.PAPER,
            anchor="center",
            shadow=(0, 0, 0),
        )
        ready = _("{name}: click anywhere when ready").format(name=self.name)
        size = theme.fit_size(ready, theme.reading(28), theme.W - 80, "bold")
        theme.draw_text(
            surf,
            theme.ellipsize(ready, size, theme.W - 80, "bold"),
            (theme.W // 2, 390),
            size,
            theme.HILITE,
            "bold",
            anchor="center",
            shadow=(0, 0, 0),
        )
        lines = self.recap_lines()
        if not lines:
            return
        step, recap = self._step(), recap_rect()
        box = pygame.Rect(recap.x, recap.y, recap.w, min(recap.h, self._head_h() + 12 + step * len(lines)))
        panel_box(surf, box, (232, 218, 184), (110, 84, 50))
        size, heads = self.head_lines()
        for k, head in enumerate(heads):
            at = (recap.x + 18, recap.y + 12 + k * theme.line_h(size, "bold"))
            theme.draw_text(surf, head, at, size, (110, 70, 30), "bold", box=box)
        y = recap.y + self._head_h()
        players = self.game.state.players
        for seat, line in lines:
            if seat is not None and seat >= 0:
                mk = art.player_marker(players[seat].colour, 6)
                surf.blit(mk, mk.get_rect(center=(recap.x + 30, y + theme.line_h(theme.reading(theme.READ)) // 2)))
            theme.draw_text(surf, line, (recap.x + 46, y), theme.reading(theme.READ), theme.INK, box=box)
            y += step
