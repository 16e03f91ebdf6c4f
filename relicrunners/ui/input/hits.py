"""What the controller (``ui.input.controller``) asks of the board view and the player panels,
and what a hint points at: the shapes it reads, so that it needs neither view itself."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, TypedDict

import pygame

__all__ = ["BoardHits", "HintSpots", "PanelHits", "Pos"]

Pos = tuple[int, int]


class BoardHits(Protocol):
    """What the controller asks the board view (``ui.board.view.BoardView``): what is under a point."""

    rect: pygame.Rect

    def site_at(self, pos: Pos, among: Iterable[int] | None = None) -> int | None: ...
    def token_at(self, pos: Pos, among: Iterable[int] | None = None) -> int | None: ...
    def trail_at(self, pos: Pos, among: Iterable[int] | None = None) -> int | None: ...


class PanelHits(Protocol):
    """What the controller asks the player panels (``ui.widgets.panels.Panels``)."""

    rect: pygame.Rect
    rects: list[pygame.Rect]

    def cell_at(self, seat: int, pos: Pos) -> str | None: ...


class HintSpots(TypedDict):
    """Where a hint points (``Controller.hint_targets``): the route to walk, the sites, trails,
    Tokens and table spaces to click, and the choice buttons to press."""

    route: tuple[int, ...] | None
    sites: set[int]
    trails: set[int]
    tokens: set[int]
    cells: set[str]
    buttons: list[pygame.Rect]
