"""Tooltips of the table: what the mouse points at (a button, the Relics count, a panel cell, a
site, a token, a trail), in words, in a parchment box near the mouse.

A box is drawn once per text and kept; a frame only blits it.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...rules import ActionKind, State
from ...rules.components import RELICS_TO_END
from ...text import RELIC_NAME, tile_name
from ..board.view import BoardView
from ..controller import Controller
from .buttons import Button, draw_tooltip
from .panels import Panels


class Tooltips:
    def __init__(self, bv: BoardView, panels: Panels, ctrl: Controller):
        self.board = bv.board
        self.bv, self.panels, self.ctrl = bv, panels, ctrl

    # -- what the mouse points at ------------------------------------------------------------------
    def text(
        self, pos, state: State, view: State, viewer: int, buttons: Sequence[Button], relic_rect: pygame.Rect | None
    ) -> str | None:
        """The tooltip for ``pos`` ('' or None: none). ``buttons``: those that say what they do,
        ``relic_rect``: where the top bar counts the Relics taken."""
        for b in buttons:
            if b.rect.collidepoint(pos):
                return b.tooltip
        if relic_rect is not None and relic_rect.collidepoint(pos):
            need = RELICS_TO_END[state.n]
            return (
                f"Relics taken by all players together. When {need} have been taken, every other player "
                "plays one last turn, then the game is scored."
            )
        tip = None
        if self.panels.rect.collidepoint(pos):
            ctrl = self.ctrl
            tip = self.panels.tooltip(view, pos)
            cell = self.panels.cell_at(state.current, pos) if ctrl.active else None
            if tip and cell in ctrl.cells:
                kind = ctrl.cells[cell][0].kind
                tip = (
                    "Click to use it now. " if kind == ActionKind.TOOL else "Click to move a Toolbox up to here. "
                ) + tip
        if tip is None and self.bv.rect.collidepoint(pos):
            tip = self.board_tip(view, pos, viewer)
        return tip

    def board_tip(self, view: State, pos, viewer: int) -> str | None:
        k = self.bv.token_at(pos)
        if k is not None:
            up = view.tokens[k]
            return (
                "Toolbox Token, face up: the first explorer to travel this river trail turns it down "
                "and moves a Toolbox up a step"
                if up
                else "Toolbox Token, face down: no step to gain here now"
            )
        site = self.bv.badge_at(pos, view)
        if site is not None:
            top = view.top_tile(site)
            assert top is not None  # a badge shows only on a face-up Purple tile
            return (
                f"Face-up Purple tile at {self.board.sites[site].id}: "
                f"{tile_name(top.code, top.colour, top.level)}. Explore this temple to take it and "
                "carry out its effect."
            )
        site = self.bv.site_at(pos)
        if site is not None:
            return self.site_tip(view, site)
        trail = self.bv.trail_at(pos)
        if trail is not None:
            return self.trail_tip(view, trail, viewer)
        return None

    def trail_tip(self, view: State, trail: int, viewer: int) -> str | None:
        """Whose Pathways lie on a trail (only said for trails that have some)."""
        owners = [p.name for p in view.players if trail in p.pathways]
        if not owners:
            return None
        me = view.players[viewer] if viewer >= 0 else None
        text = f"Trail {self.board.trails[trail].id}: Pathway{'s' if len(owners) > 1 else ''} of {', '.join(owners)}."
        if me is not None and trail in me.pathways:
            text += " Yours makes it familiar: walk it freely as part of a chain of your Pathways."
        return text

    def site_tip(self, view: State, site: int) -> str:
        s = self.board.sites[site]
        name = f"{s.name} ({s.id})" if s.name else s.id
        who = [p.name for p in view.players if p.site == site]
        here = f" Explorers here: {', '.join(who)}." if who else ""
        if s.kind == "camp":
            return f"{name}: arriving here ends your move and gives 3 Rations. Rations in the pile: {view.camp}.{here}"
        relic = view.relics[site]
        if relic:
            text = (
                f"{name}: a Shrine holding a {RELIC_NAME[relic]}. Start a turn on a Shrine with the same "
                f"Relic and end your move here to take it.{here}"
            )
            if any(self.ctrl.expedition(a) for a in self.ctrl.sites.get(site, [])):
                text += " Move here now to take it (2 VP per trail walked)."
            return text
        if s.kind == "ruin":
            return f"{name}: Ruin with {view.ruins[site]} tile(s) left. Explore: place a Pathway next to it.{here}"
        colour = view.site_colour(site)
        assert colour is not None  # camps were told above: this is a temple
        stack = view.stacks[site]
        text = f"{name}: {colour.capitalize()} temple, {len(stack)} tile(s) left."
        top = stack[-1] if stack else None
        if top is not None and top.code and colour == "purple":
            text += f" Face up: {tile_name(top.code, top.colour, top.level)}."
        seen = [t for t in stack if t.code and not (colour == "purple" and t is top)]
        if seen:
            text += " You have looked at: " + "; ".join(tile_name(t.code, t.colour, t.level) for t in seen) + "."
        return text + here

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, text: str | None, pos) -> None:
        """The parchment box of ``text`` near ``pos``, kept inside the surface."""
        draw_tooltip(surf, text, pos)
