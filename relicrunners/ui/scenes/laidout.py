"""A table scene's parts placed by the table's layout (``ui.widgets.tablelayout``): the board, the
panels, the choices, the top bar and the log move and are drawn again whenever the layout
changes — another text size (the settings), another window size, another language, another
player at the screen (whose panel stays full). A mixin of the game scene and the replay viewer.
"""

from __future__ import annotations

import pygame

from ..board.anim import AnimQueue
from ..board.view import BoardView
from ..input.controller import Controller
from ..widgets.logpanel import LogPanel
from ..widgets.panels import Panels
from ..widgets.tableframe import render_backdrop
from ..widgets.tablelayout import TableLayout, table_layout
from ..widgets.topbar import TopBar


class LaidOutTable:
    bv: BoardView
    panels: Panels
    ctrl: Controller
    topbar: TopBar
    logpanel: LogPanel
    anims: AnimQueue
    _chrome: pygame.Surface
    hide_log = False  # a lesson's card covers the log's place (under the panels, or the guide's)
    room_first = False  # the most room under the panels (a lesson's card goes there)
    _layout: TableLayout | None = None
    _guide = True  # the backdrop was drawn with the quick guide

    def layout_seats(self) -> tuple[int, int]:
        """(players, the seat whose panel stays full where the others' are compact)."""
        raise NotImplementedError

    def guide_in_room(self) -> bool:
        """The quick guide in the room under the panels (the replay viewer's review may stand there)."""
        return True

    def top_buttons_w(self) -> int | None:
        """How wide the top bar's buttons are (None: the game's)."""
        return None

    @property
    def layout(self) -> TableLayout:
        if self._layout is None:
            self.relayout()
        assert self._layout is not None
        return self._layout

    def relayout(self, force: bool = False) -> None:
        """Every part where the layout for now puts it (nothing done while it stays the same,
        unless ``force``: the words or colours changed, everything drawn with them is drawn anew)."""
        n, focus = self.layout_seats()
        layout = table_layout(n, focus, self.room_first, self.top_buttons_w())
        if layout is self._layout and not force:
            return
        moved = self._layout is not None and layout != self._layout
        self._layout = layout
        self.bv.place(layout.board)
        self.panels.arrange(layout.column, list(layout.panels), layout.compact)
        self.topbar.place(layout.top_rows)
        self.ctrl.bar = pygame.Rect(layout.choices)
        self._guide = self.guide_in_room()
        self._chrome = render_backdrop(layout, self._guide)
        self.logpanel.place(layout.log, self._chrome)
        self.ctrl.relabel()
        if moved:
            self.anims.skip()  # what flies was aimed at the old places
