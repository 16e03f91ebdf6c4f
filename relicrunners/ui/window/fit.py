"""The window and the logical surface: how the 1600x1000 logical surface is scaled and centred in
the window, full screen (F11) and back, and where the window is to open next time. ``App`` has
these as a base class."""

from __future__ import annotations

import pygame

from .. import theme
from . import desktop, placement


class ScaledWindow:
    """The window (``window``) showing the logical surface (``logical``) at ``scale``, centred at
    ``offset``. ``window_size`` and ``window_pos`` are the player's own windowed size and place
    (kept over full screen)."""

    fullscreen: bool
    window_size: tuple[int, int]
    window_pos: tuple[int, int] | None
    window: pygame.Surface
    logical: pygame.Surface
    scale: float
    view_size: tuple[int, int]
    offset: tuple[int, int]

    def _open_window(self) -> None:
        if self.fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
            if self.window_pos is not None:
                desktop.move_window(self.window_pos)
        self._fit()

    def _fit(self) -> None:
        ww, wh = self.window.get_size()
        lw, lh = theme.SIZE
        self.scale = min(ww / lw, wh / lh) or 1.0
        theme.set_window_scale(self.scale)  # the table's words grow in a small window
        self.view_size = (max(1, round(lw * self.scale)), max(1, round(lh * self.scale)))
        self.offset = ((ww - self.view_size[0]) // 2, (wh - self.view_size[1]) // 2)
        # at exactly the logical size, scenes draw straight into the window (one full blit less)
        if self.window.get_size() == theme.SIZE:
            self.logical = self.window
        elif getattr(self, "logical", None) is None or self.logical is self.window:
            self.logical = pygame.Surface(theme.SIZE).convert()

    def toggle_fullscreen(self) -> None:
        """Full screen, or back to the window's own size and place from before."""
        if not self.fullscreen:
            self.window_pos = desktop.window_position() or self.window_pos
        self.fullscreen = not self.fullscreen
        self._open_window()

    def place(self) -> placement.Place:
        """The windowed size and place to remember for next time (not the full-screen one)."""
        position = self.window_pos if self.fullscreen else (desktop.window_position() or self.window_pos)
        return placement.Place(self.window_size, position)

    def to_logical(self, pos: theme.Point) -> tuple[int, int]:
        """Window pixel -> logical pixel (exact inverse of the scaling used for drawing)."""
        return (int((pos[0] - self.offset[0]) / self.scale), int((pos[1] - self.offset[1]) / self.scale))

    def to_window(self, pos: theme.Point) -> tuple[int, int]:
        return (round(pos[0] * self.scale + self.offset[0]), round(pos[1] * self.scale + self.offset[1]))
