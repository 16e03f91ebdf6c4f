"""Which rules page explains what the player points at on the table (F1 at the table).

Pointing at a choice button: the page of that kind of action; at a Toolbox space of a panel:
that Toolbox action in the index; at an Ivory card or a face-up Purple badge: that tile; at a
Toolbox Token: the Tokens; at a site or a trail: exploring or moving; at the Relics count: the
end of the game. Pointing at nothing in particular: the page of the decision in hand.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...rules import Action, State
from ...text.rules_pages import topic_for_action_kind, topic_for_tile

if TYPE_CHECKING:
    import pygame

    from ..board.view import BoardView
    from ..input.controller import Controller
    from ..widgets.panels import Panels

TOOLBOX_CELL = re.compile(r"[MCS][123]")


def topic_at(
    pos: tuple[int, int],
    view: State,
    bv: BoardView,
    panels: Panels,
    ctrl: Controller,
    relic_rect: pygame.Rect | None = None,
) -> str | None:
    """The rules topic for what is at ``pos`` (see the module's docstring); None: the first page."""
    for b in ctrl.buttons:
        if b.rect.collidepoint(pos) and isinstance(b.value, Action):
            return topic_for_action_kind(b.value.kind)
    if relic_rect is not None and relic_rect.collidepoint(pos):
        return "ending"
    if panels.rect.collidepoint(pos):
        topic = _panel_topic(pos, view, panels)
        if topic:
            return topic
    elif bv.rect.collidepoint(pos):
        if bv.token_at(pos) is not None:
            return "tokens"
        site = bv.badge_at(pos, view)
        if site is not None:
            top = view.top_tile(site)
            return topic_for_tile(top.code if top is not None else None)
        if bv.site_at(pos) is not None:
            return "exploring"
        if bv.trail_at(pos) is not None:
            return "moving"
    return decision_topic(ctrl)


def decision_topic(ctrl: Controller) -> str | None:
    """The page of the decision in hand (the kind of its first choice), if there is one."""
    return topic_for_action_kind(ctrl.legal[0].kind) if ctrl.active and ctrl.legal else None


def _panel_topic(pos: tuple[int, int], view: State, panels: Panels) -> str | None:
    for seat, r in enumerate(panels.rects):
        if not r.collidepoint(pos):
            continue
        cell = panels.cell_at(seat, pos)
        if cell == "B":
            return "steps"
        if cell and TOOLBOX_CELL.fullmatch(cell):
            return cell
        level = panels.ivory_at(seat, pos)
        if level is not None:
            tile = view.players[seat].ivory.get(level)
            return topic_for_tile(tile.code) if tile is not None else "ivory"
        return "toolbox" if pos[1] > panels.counts_bottom(seat) else None
    return None
