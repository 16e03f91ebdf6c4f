"""Tooltips of the table: what the mouse points at (a button, the round, the Relics count, a
panel cell, a site, a token, a trail), in words, in a parchment box near the mouse.

A tooltip shows at once when the mouse moves onto something; after a click or a key, or when
the table changes under a still mouse (a new decision's buttons), only once the mouse has been
held still for ``TIP_DELAY``, so a click never pops a box over what comes next. A box never
covers the choice buttons: a choice button's tooltip stands above the choice bar.

A box is drawn once per text and kept; a frame only blits it.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...rules import ActionKind, State
from ...rules.components import RELICS_TO_END
from ...text import _, ngettext, relic_name, tile_name
from ...text.phrases import temple as temple_name
from ...text.places import place_name
from ..board.view import BoardView
from ..input.controller import Controller
from ..theme import Point
from .buttons import Button, draw_tooltip
from .panels import Panels

TIP_DELAY = 0.4  # seconds the mouse is held still after a click before a tooltip shows


class Tooltips:
    def __init__(self, bv: BoardView, panels: Panels, ctrl: Controller):
        self.board = bv.board
        self.bv, self.panels, self.ctrl = bv, panels, ctrl
        self.source: pygame.Rect | None = None  # the button whose tooltip ``text`` gave, if any
        self._pos: Point | None = None  # the mouse, the last input and the text at the last frame drawn
        self._input: float | None = None
        self._text: str | None = None
        self._wait_until = 0.0

    # -- what the mouse points at ------------------------------------------------------------------
    def text(
        self,
        pos: Point,
        state: State,
        view: State,
        viewer: int,
        buttons: Sequence[Button],
        relic_rect: pygame.Rect | None,
        round_rect: pygame.Rect | None = None,
    ) -> str | None:
        """The tooltip for ``pos`` ('' or None: none). ``buttons``: those that say what they do,
        ``relic_rect``: where the top bar counts the Relics taken, ``round_rect``: its round."""
        self.source = None
        for b in buttons:
            if b.rect.collidepoint(pos):
                self.source = b.rect
                return b.tooltip
        if round_rect is not None and round_rect.collidepoint(pos):
            turn = state.turn_played
            return _(
                "Round {round}: every player plays one turn per round, {first} first. This is turn {turn} of the game."
            ).format(round=(turn - 1) // state.n + 1, first=state.players[0].name, turn=turn)
        if relic_rect is not None and relic_rect.collidepoint(pos):
            need = RELICS_TO_END[state.n]
            return _(
                "Relics taken by all players together. When {n} have been taken, every other player "
                "plays one last turn, then the game is scored."
            ).format(n=need)
        tip = None
        if self.panels.rect.collidepoint(pos):
            ctrl = self.ctrl
            tip = self.panels.tooltip(view, pos)
            cell = self.panels.cell_at(state.current, pos) if ctrl.active else None
            if tip and cell in ctrl.cells:
                kind = ctrl.cells[cell][0].kind
                click = (
                    _("Click to use it now.") if kind == ActionKind.TOOL else _("Click to move a Toolbox up to here.")
                )
                tip = _sentences(click, tip)
        if tip is None and self.bv.rect.collidepoint(pos):
            tip = self.board_tip(view, pos, viewer)
        return tip

    def board_tip(self, view: State, pos: Point, viewer: int) -> str | None:
        k = self.bv.token_at(pos)
        if k is not None:
            up = view.tokens[k]
            return (
                _(
                    "Toolbox Token, face up: the first explorer to travel this river trail turns it down "
                    "and moves a Toolbox up a step"
                )
                if up
                else _("Toolbox Token, face down: no step to gain here now")
            )
        site = self.bv.badge_at(pos, view)
        if site is not None:
            top = view.top_tile(site)
            assert top is not None  # a badge shows only on a face-up Purple tile
            return _(
                "Face-up Purple tile at {site}: {tile}. Explore this temple to take it and carry out its effect."
            ).format(site=self.board.sites[site].id, tile=tile_name(top.code, top.colour, top.level))
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
        text = ngettext("Trail {trail}: Pathway of {owners}.", "Trail {trail}: Pathways of {owners}.", len(owners))
        text = text.format(trail=self.board.trails[trail].id, owners=", ".join(owners))
        if me is not None and trail in me.pathways:
            text = _sentences(text, _("Yours makes it familiar: walk it freely as part of a chain of your Pathways."))
        return text

    def site_tip(self, view: State, site: int) -> str:
        s = self.board.sites[site]
        name = _("{name} ({id})").format(name=place_name(s.name), id=s.id) if s.name else s.id
        who = [p.name for p in view.players if p.site == site]
        here = _("Explorers here: {names}.").format(names=", ".join(who)) if who else ""
        if s.kind == "camp":
            camp = _("{site}: arriving here ends your move and gives 3 Rations. Rations in the pile: {n}.")
            return _sentences(camp.format(site=name, n=view.camp), here)
        relic = view.relics[site]
        if relic:
            shrine = _(
                "{site}: a Shrine holding a {relic}. Start a turn on a Shrine with the same "
                "Relic and end your move here to take it."
            ).format(site=name, relic=relic_name(relic))
            now = ""
            if any(self.ctrl.expedition(a) for a in self.ctrl.sites.get(site, [])):
                now = _("Move here now to take it (2 VP per trail walked).")
            return _sentences(shrine, here, now)
        if s.kind == "ruin":
            n = view.ruins[site]
            ruin = ngettext(
                "{site}: Ruin with {n} tile left. Explore: place a Pathway next to it.",
                "{site}: Ruin with {n} tiles left. Explore: place a Pathway next to it.",
                n,
            )
            return _sentences(ruin.format(site=name, n=n), here)
        colour = view.site_colour(site)
        assert colour is not None  # camps were told above: this is a temple
        stack = view.stacks[site]
        temple = ngettext(
            "{site}: {temple}, {n} tile left.", "{site}: {temple}, {n} tiles left.", len(stack)
        )  # {temple}: "Blue temple", a whole phrase (the adjective agrees with its noun in every language)
        temple = temple.format(site=name, temple=temple_name(colour) or colour, n=len(stack))
        top = stack[-1] if stack else None
        face_up = ""
        if top is not None and top.code and colour == "purple":
            face_up = _("Face up: {tile}.").format(tile=tile_name(top.code, top.colour, top.level))
        seen = [t for t in stack if t.code and not (colour == "purple" and t is top)]
        looked = ""
        if seen:
            tiles = "; ".join(tile_name(t.code, t.colour, t.level) for t in seen)
            looked = _("You have looked at: {tiles}.").format(tiles=tiles)
        return _sentences(temple, face_up, looked, here)

    # -- drawing -----------------------------------------------------------------------------------
    def ready(self, text: str | None, pos: Point, now: float, last_input: float) -> bool:
        """Whether the tooltip ``text`` under the mouse at ``pos`` shows now (``now``: the time,
        ``last_input``: when the last event came). At once when the mouse has moved; after an
        input without a move (a click, a key) or a change under the still mouse, only once it
        has been still for ``TIP_DELAY``."""
        moved = pos != self._pos
        if moved:
            self._wait_until = 0.0
        elif self._input is not None and last_input != self._input:
            self._wait_until = last_input + TIP_DELAY
        elif text != self._text:
            self._wait_until = now + TIP_DELAY
        self._pos, self._input, self._text = pos, last_input, text
        return bool(text) and now >= self._wait_until

    def draw(
        self,
        surf: pygame.Surface,
        text: str | None,
        pos: Point,
        avoid: Sequence[pygame.Rect] = (),
        now: float = 0.0,
        last_input: float = 0.0,
    ) -> None:
        """The parchment box of ``text`` near ``pos``, kept inside the surface and off the
        ``avoid`` rects (the choice buttons); a choice button's own tooltip stands above them.
        Nothing until ``ready`` says so."""
        if not self.ready(text, pos, now, last_input):
            return
        above = self.source if self.source is not None and self.source in avoid else None
        draw_tooltip(surf, text, pos, avoid, above)


def _sentences(*parts: str) -> str:
    """Whole sentences, one after the other (the empty ones left out)."""
    return " ".join(p for p in parts if p)
