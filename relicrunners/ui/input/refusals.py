"""Why a click did nothing, in words for the status line: what the decision in hand wants instead."""

from __future__ import annotations

from ...rules import Board, Decision, State
from ...text import _


def why_not_cell(state: State) -> str:
    """A click on a space of the player's Progression Table that is not a target now."""
    d = state.decision()
    if d == Decision.STEPS:
        return _("A Toolbox cannot climb there: click a highlighted space")
    if state.flags.tool_used:
        return _("You have already used a Toolbox this turn")
    if d in (Decision.START, Decision.AFTER):
        return _("No Toolbox there can be used now")
    return _("Finish the current choice first")


def why_not_board(board: Board, state: State, seat: int, site: int | None, shift_from: int | None) -> str:
    """A click on the board that is not a target now (``site``: the site under it, if any;
    ``shift_from``: the trail of the Pathway picked up to move, if any)."""
    d = state.decision()
    if d == Decision.START:
        if site is not None and site == state.players[seat].site:
            return _("Your explorer stands here and must move away: click a highlighted site")
        if site is not None:
            return _("{site} cannot be reached this turn: pick a highlighted site").format(site=board.sites[site].id)
        return _("Click a highlighted site (or trail) to move there")
    if d == Decision.AFTER:
        return _("You have moved: explore, use a Toolbox, or end your turn")
    if d == Decision.PLACE:
        if site is not None:
            return _("A Pathway goes on a trail: click a highlighted trail, not a site")
        return _("A Pathway can only go on a highlighted trail")
    if d in (Decision.SHIFT, Decision.SHIFT_FIRST, Decision.SHIFT_SECOND):
        if shift_from is not None:
            return _("Now click a highlighted trail for this Pathway (Esc: pick another Pathway)")
        return _("Click one of your highlighted Pathways, then a highlighted trail")
    if d == Decision.VISIT:
        return _("Pick one of the highlighted neighbouring sites")
    if d == Decision.FLIPS:
        return _("Click a Toolbox Token on the river")
    return _("Make the choice shown below first")
