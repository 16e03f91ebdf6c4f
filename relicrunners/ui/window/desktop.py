"""The desktop around the window: its icon, the desktop's size, where the window stands, and the
dummy driver for runs without a window. Used by ``ui.app``; nothing here knows a scene."""

from __future__ import annotations

import os
import warnings

import pygame

from ...datafiles import ASSETS

ICON = ASSETS / "icon" / "icon.png"  # drawn by tools/make_icon.py


def set_icon() -> None:
    """The window's icon for the window manager and task bar (before the window opens, as SDL
    wants). A missing or unreadable icon leaves the system's own: nothing to tell the player."""
    try:
        pygame.display.set_icon(pygame.image.load(str(ICON)))
    except (OSError, pygame.error):
        pass


def desktop_size() -> tuple[int, int] | None:
    """The first desktop's size, or None where the driver has no desktop (the dummy driver)."""
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return None
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None  # type: ignore[return-value]


def display_window() -> pygame.Window | None:
    """The display module's window as a ``pygame.Window`` (only to read and set its position;
    pygame-ce warns that drawing through it is deprecated, which we do not do)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return pygame.Window.from_display_module()
        except (pygame.error, AttributeError):
            return None


def window_position() -> tuple[int, int] | None:
    window = display_window()
    if window is None:
        return None
    x, y = window.position
    return (int(x), int(y))


def move_window(pos: tuple[int, int]) -> None:
    window = display_window()
    if window is not None:
        window.position = pos


def headless() -> None:
    """Use the dummy video driver (no window) — screenshots, demos, tests."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
