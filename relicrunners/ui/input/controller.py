"""Turning clicks into actions: a small state machine over ``legal_actions``.

The controller never changes the game state: it only ever hands back one of the legal
actions it was given (``pick``), or changes its own selection (a route being built, a
Pathway picked up, a choice between options). Illegal clicks do nothing and explain why.

Targets of the current decision:
- ``sites``: site -> actions (moves grouped by destination, I2-6 jumps, P7 visits, explore here)
- ``trails``: trail -> actions (Pathway placements, Pathway moves)
- ``tokens``: token -> actions (flips)
- ``cells``: table space -> actions (Toolbox steps by destination, Toolbox use)
- ``buttons``: everything else (end turn, keep a tile, Shovel 1 choice...), and any legal
  action no other target covers, so every decision can always be made by mouse.

What each kind of action is (its words, its targets, its hint) is looked up in one table keyed
by ``ActionKind``: ``ui.input.actions``. This module is the clicking; the choice buttons' layout
is ``ui.input.choicebar`` and the status line's "why not" answers are ``ui.input.refusals``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ...rules import Action, ActionKind, Board, State
from ...text import _
from ..widgets.buttons import Button
from . import actions as per_kind
from . import choicebar
from .actions import is_main
from .choicebar import ButtonSpec
from .hits import BoardHits, HintSpots, PanelHits, Pos
from .look import Look
from .refusals import why_not_board, why_not_cell


class Controller:
    def __init__(self, board: Board, bv: BoardHits, panels: PanelHits, bar: pygame.Rect):
        self.board = board
        self.bv = bv
        self.panels = panels
        self.bar = pygame.Rect(bar)  # where the choice buttons go
        self.legal: list[Action] = []
        self.state: State | None = None
        self.seat = 0
        self.active = False  # a human may click now
        self.status = ""
        self.hint: Action | None = None  # the action a hint suggests (one of ``legal``)
        # "Confirm before ending a turn" (the settings; the game scene sets it): End turn asks
        # first when something usable is left (exploring, a Toolbox)
        self.confirm_end: Callable[[], bool] = _never
        # asked before a click opens a follow-up (a choice between actions, a route to go on with,
        # a Pathway picked up, "End your turn?") with the actions it could lead to: a message it
        # returns refuses the click at once — nothing opens, the message is the status line (the
        # tutorial's lessons: a wrong target is answered before any question about it)
        self.gate: Callable[[list[Action]], str | None] = _no_objection
        self.clear()

    # -- setting up a decision ---------------------------------------------------------------
    def clear(self) -> None:
        self.mode = "idle"  # idle | choose | path | shift | ask_end
        self.path: list[int] = []  # route being built trail by trail
        self.choice: list[Action] = []  # options of an ambiguous click
        self.shift_from: int | None = None
        self.ending: Action | None = None  # the End turn waiting for a yes (mode ask_end)
        self.sites: dict[int, list[Action]] = {}
        self.trails: dict[int, list[Action]] = {}
        self.tokens: dict[int, list[Action]] = {}
        self.cells: dict[str, list[Action]] = {}
        self.buttons: list[Button] = []
        self.hover_route: tuple[int, ...] | None = None
        self.hover_trail: int | None = None
        self.page = 0

    def set_decision(self, state: State, legal: list[Action], active: bool) -> None:
        """A new decision: ``state`` is only read for positions and Pathways (public)."""
        self.state, self.legal, self.active = state, list(legal), active
        self.seat = state.current
        self.status = ""
        self.hint = None  # a hint belongs to one decision only
        self.clear()
        if active:
            self._build()

    @property
    def st(self) -> State:
        """The state of the current decision (there is one once ``set_decision`` was called)."""
        assert self.state is not None, "no decision set yet"
        return self.state

    def _look(self) -> Look:
        """What the per-kind table reads: the position and the selection in progress."""
        return Look(self.board, self.st, self.seat, tuple(self.path), self.shift_from)

    def _spec(self, a: Action) -> ButtonSpec:
        return self.describe(a), a, self.explain(a)

    def _build(self) -> None:
        """Sort the legal actions into click targets for the current mode."""
        self.sites, self.trails, self.tokens, self.cells = {}, {}, {}, {}
        if self.mode == "choose":
            buttons = [self._spec(a) for a in self.choice]
            buttons.append(choicebar.cancel_choice())
            self._layout(buttons)
            return
        if self.mode == "ask_end" and self.ending is not None:
            self._layout(choicebar.ask_end(self.ending))
            return
        look = self._look()
        layers: dict[str, dict[Any, list[Action]]] = {
            "sites": self.sites,
            "trails": self.trails,
            "tokens": self.tokens,
            "cells": self.cells,
        }
        also: list[Action] = []  # on the board / table, and a button too (explore, Toolboxes)
        rest: list[Action] = []  # no other target: a button only
        for a in self.legal:
            found = per_kind.targets(look, a)
            if found is None:
                rest.append(a)
                continue
            for layer, key in found:
                layers[layer].setdefault(key, []).append(a)
            if per_kind.row(a).button:
                also.append(a)
        buttons = [self._spec(a) for a in also + rest]
        if self.mode == "path" and self.path:
            if tuple(self.path) in {a.args for a in self.legal if a.kind == ActionKind.MOVE}:
                buttons.insert(0, choicebar.stop_route())
            buttons.append(choicebar.cancel_route())
        if self.mode == "shift":
            buttons.append(choicebar.cancel_shift())
        self._layout(buttons)

    def _layout(self, specs: list[ButtonSpec]) -> None:
        """Lay the choice buttons out (``ui.input.choicebar``: rows, a grid, pages with More)."""
        self.buttons, self.page = choicebar.layout(self.bar, specs, self.page)

    # -- words (the per-kind table: ui.input.actions) -------------------------------------------
    def describe(self, a: Action) -> str:
        """The choice button's label for ``a``."""
        return per_kind.describe(self._look(), a)

    def explain(self, a: Action) -> str:
        """The choice button's tooltip for ``a`` ('' when the label says it all)."""
        return per_kind.explain(self._look(), a)

    def expedition(self, a: Action) -> bool:
        """True when this move ends an Expedition: it takes the Relic there (R6.3, 2 VP per trail R6.4)."""
        return per_kind.expedition(self._look(), a)

    # -- input -----------------------------------------------------------------------------------
    def click(self, pos: Pos) -> Action | None:
        """A left click at logical ``pos``: an action to play, or None (selection changed)."""
        if not self.active:
            return None
        for b in self.buttons:
            if b.hit(pos):
                return self._value(b.value)
        if self.mode == "choose":
            self.status = _("Pick one of the options below, or Esc to go back")
            return None
        if self.mode == "ask_end":
            return None  # the question stays until it is answered
        cell = self.panels.cell_at(self.seat, pos)
        if cell is not None:
            if cell in self.cells:
                return self._resolve(self.cells[cell])
            self.status = why_not_cell(self.st)
            return None
        if self.panels.rect.collidepoint(pos):
            inside = any(r.collidepoint(pos) for r in self.panels.rects)
            self.status = _("That is not something you can use now") if inside else ""
            return None
        if not self.bv.rect.collidepoint(pos):
            return None
        tok = self.bv.token_at(pos, self.tokens) if self.tokens else None
        if tok is not None:
            return self._resolve(self.tokens[tok])
        site = self.bv.site_at(pos, self.sites) if self.sites else None
        if site is not None:
            if self.mode == "path" and self.path and site == self.path[-1]:
                return self._confirm_path()
            return self._resolve(self.sites[site])
        if self.bv.site_at(pos) is not None:
            # a site that is not a target: never fall through to a trail that starts under it
            # (clicking your own site must not walk you down the first trail found there)
            self.status = self._why_not_board(pos)
            return None
        trail = self.bv.trail_at(pos, self.trails) if self.trails else None
        if trail is not None:
            return self._click_trail(trail)
        self.status = self._why_not_board(pos)
        return None

    def _value(self, value: Any) -> Action | None:
        if value == "more":
            self.page += 1
            self._build()
            return None
        if value == "cancel":
            self.cancel()
            return None
        if value == "confirm":
            return self._confirm_path()
        return self._finish(value)

    def _finish(self, a: Action) -> Action | None:
        """``a`` to play; but End turn with something usable left, when the player asked to be
        asked, first asks "End your turn?" (Yes plays it, No or Esc goes back)."""
        if not isinstance(a, Action) or a.kind != ActionKind.END or self.mode == "ask_end":
            return a
        if not self.confirm_end():
            return a
        left = [x for x in self.legal if x.kind != ActionKind.END]
        if not left:
            return a
        if self._refused([a]):  # (the lessons: answered before "End your turn?")
            return None
        self.clear()
        self.mode, self.ending = "ask_end", a
        self.status = choicebar.end_question(left)
        self._build()
        return None

    def _resolve(self, actions: list[Action]) -> Action | None:
        if len(actions) == 1:
            return actions[0]
        if self.hint in actions:  # the hinted target was clicked: play what the hint said
            return self.hint
        if self._refused(actions):
            return None
        self.mode = "choose"
        self.page = 0
        self.choice = list(actions)
        if all(a.kind == ActionKind.MOVE for a in actions):
            self.status = _("Several routes lead there: pick one below (hover one to see it on the board)")
        else:
            self.status = _("More than one way to do that: pick one below (Esc to go back)")
        self._build()
        return None

    def _refused(self, actions: list[Action]) -> bool:
        """``gate`` refuses the follow-up these actions would open: the selection is dropped and its
        message shown (True), or it does not (False)."""
        message = self.gate(actions)
        if not message:
            return False
        self.cancel()
        self.status = message
        return True

    def _click_trail(self, trail: int) -> Action | None:
        acts = self.trails[trail]
        kind = acts[0].kind
        if kind == ActionKind.MOVE:  # building a route trail by trail
            a, b = self.board.trails[trail].a, self.board.trails[trail].b
            path = self.path or [self.st.players[self.seat].site]
            path = [*path, b if a == path[-1] else a]
            routes = sorted(
                (x for x in self.legal if x.kind == ActionKind.MOVE and tuple(x.args[: len(path)]) == tuple(path)),
                key=lambda x: len(x.args),
            )
            exact = [x for x in routes if len(x.args) == len(path)]
            if exact and len(routes) == 1:
                self.path, self.mode = path, "path"
                return exact[0]
            if self._refused(routes):  # (the shortest first: where this trail leads)
                return None
            self.path, self.mode = path, "path"
            self.status = (
                _("Continue along a highlighted trail, or click the explorer's new site (Enter) to stop here")
                if exact
                else _("Continue along a highlighted trail")
            )
            self._build()
            return None
        if kind == ActionKind.SHIFT and self.shift_from is None:
            if self._refused(acts):
                return None
            self.shift_from = trail
            self.mode = "shift"
            self.status = _("Now click the trail this Pathway moves to")
            self._build()
            return None
        return self._resolve(acts)

    def _confirm_path(self) -> Action | None:
        for a in self.legal:
            if a.kind == ActionKind.MOVE and tuple(a.args) == tuple(self.path):
                return a
        self.status = _("The route is not finished: continue along a highlighted trail")
        return None

    def relabel(self) -> None:
        """The words changed (another language): the choice buttons are made again, the selection kept."""
        if self.active:
            self._build()

    def cancel(self) -> None:
        """Esc: drop the choice in progress."""
        self.clear()
        self.status = ""
        if self.active:
            self._build()

    def confirm(self) -> Action | None:
        """Enter: stop a route here, or press the main button (End turn / Done)."""
        if not self.active:
            return None
        if self.mode == "path":
            return self._confirm_path()
        for b in self.buttons:
            if is_main(b.value):
                return self._finish(b.value)
        return None

    def hover(self, pos: Pos) -> None:
        """Remember which route to show for the hovered destination or route button."""
        self.hover_route = None
        self.hover_trail = None
        if not self.active:
            return
        for b in self.buttons:
            if b.rect.collidepoint(pos) and isinstance(b.value, Action) and b.value.kind == ActionKind.MOVE:
                self.hover_route = b.value.args
                return
        site = self.bv.site_at(pos, self.sites) if self.sites else None
        if site is not None:
            moves = [a for a in self.sites[site] if a.kind == ActionKind.MOVE]
            if moves:
                self.hover_route = min(moves, key=lambda a: len(a.args)).args
        else:
            if self.trails and self.bv.rect.collidepoint(pos):
                self.hover_trail = self.bv.trail_at(pos, self.trails)
            if self.mode == "path" and self.path:
                self.hover_route = tuple(self.path)

    # -- hints -------------------------------------------------------------------------------
    def hint_text(self, a: Action) -> str:
        """The hinted action in plain words: the button wording, plus where when a button would not
        say. A sentence of its own, as the button reads ("Hint: Walk T3 → T4 …"): never lowercased
        (a name or a translation must keep its first letter)."""
        return per_kind.hint_text(self._look(), a)

    def hint_targets(self) -> HintSpots:
        """Where the hinted action is shown: route, sites, trails, tokens, table spaces, buttons."""
        out = HintSpots(route=None, sites=set(), trails=set(), tokens=set(), cells=set(), buttons=[])
        a = self.hint
        if a is None or not self.active:
            return out
        for layer, key in per_kind.spot(self._look(), a):
            if layer == "route":
                out["route"] = key
            else:
                out[layer].add(key)
        out["buttons"] = [b.rect for b in self.buttons if b.value == a]
        return out

    # -- messages ----------------------------------------------------------------------------
    def _why_not_board(self, pos: Pos) -> str:
        return why_not_board(self.board, self.st, self.seat, self.bv.site_at(pos), self.shift_from)

    def targets_summary(self) -> dict[str, Any]:
        """What is clickable now (for drawing highlights and for tests)."""
        return {
            "sites": set(self.sites),
            "trails": set(self.trails),
            "tokens": set(self.tokens),
            "cells": set(self.cells),
            "buttons": [(b.rect, b.value) for b in self.buttons],
        }


def _never() -> bool:
    return False


def _no_objection(actions: list[Action]) -> str | None:
    return None
