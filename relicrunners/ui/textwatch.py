"""Where words land: a watcher told of every text drawn and every picture with text blitted (the
tests follow each text to where it lands on the screen; nothing happens while nobody watches).
``theme`` re-exports ``watch``, ``place``, ``copy_of`` and ``TextWatcher``."""

from __future__ import annotations

from typing import Protocol

import pygame


class TextWatcher(Protocol):
    """Told every text drawn and every picture carrying text that is blitted somewhere else, so it
    can follow each text to where it lands on the screen (tests/test_ui_text_fit.py)."""

    def drawn(
        self, target: pygame.Surface, s: str, size: int, kind: str, rect: pygame.Rect, box: pygame.Rect | None
    ) -> None: ...

    def placed(
        self,
        target: pygame.Surface,
        picture: pygame.Surface,
        at: tuple[int, int],
        box: pygame.Rect | None,
        overlay: bool,
    ) -> None: ...


watcher: TextWatcher | None = None  # read by ``theme.draw_text`` and ``theme.blit_text``


def watch(new: TextWatcher | None) -> None:
    """Tell ``new`` about every text drawn from now on (None: nobody)."""
    global watcher
    watcher = new


def place(
    target: pygame.Surface,
    picture: pygame.Surface,
    at: tuple[float, float] | pygame.Rect,
    box: pygame.Rect | None = None,
    overlay: bool = False,
) -> pygame.Rect:
    """Blit ``picture`` (a panel, a button's face, a tooltip box: anything with text drawn on it,
    kept and blitted again) onto ``target`` with its top left at ``at``. ``box`` (on ``target``)
    is where its words must stay; ``overlay``: it is meant to cover what lies under it (a tooltip)."""
    x, y = (at[0], at[1]) if not isinstance(at, pygame.Rect) else at.topleft
    r = target.blit(picture, (x, y))
    if watcher is not None:
        watcher.placed(target, picture, (int(x), int(y)), box, overlay)
    return r


def copy_of(picture: pygame.Surface, convert: bool = False) -> pygame.Surface:
    """``picture.copy()`` (``convert``: in the display's pixel format, when there is a display),
    its words still known to a watcher."""
    out = picture.convert() if convert and pygame.display.get_surface() else picture.copy()
    if watcher is not None:
        watcher.placed(out, picture, (0, 0), None, False)
    return out
