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
"""
from __future__ import annotations

import pygame

from ..rules import Action, to_text
from ..rules.routes import route_trails
from .texts import BRANCH_NAME, LEVEL_WORD, TILE_TEXT, TOOL_SHORT, TOOL_TEXT, tile_label, tile_name
from . import theme
from .widgets import Button

BAR_GAP = 10


def _pinned(value) -> bool:
    """Buttons that stay on every page of options: finishing or backing out."""
    return value in ("cancel", "confirm") or (isinstance(value, Action) and value.kind in ("end", "done"))


class Controller:
    def __init__(self, board, bv, panels, bar: pygame.Rect):
        self.board = board
        self.bv = bv
        self.panels = panels
        self.bar = pygame.Rect(bar)          # where the choice buttons go
        self.legal: list[Action] = []
        self.state = None
        self.seat = 0
        self.active = False                  # a human may click now
        self.status = ""
        self.hint: Action | None = None      # the action a hint suggests (one of ``legal``)
        self.clear()

    # -- setting up a decision ---------------------------------------------------------------
    def clear(self) -> None:
        self.mode = "idle"                   # idle | choose | path | shift
        self.path: list[int] = []            # route being built trail by trail
        self.choice: list[Action] = []       # options of an ambiguous click
        self.shift_from: int | None = None
        self.sites: dict[int, list[Action]] = {}
        self.trails: dict[int, list[Action]] = {}
        self.tokens: dict[int, list[Action]] = {}
        self.cells: dict[str, list[Action]] = {}
        self.buttons: list[Button] = []
        self.hover_route: tuple[int, ...] | None = None
        self.hover_trail: int | None = None
        self.page = 0

    def set_decision(self, state, legal: list[Action], active: bool) -> None:
        """A new decision: ``state`` is only read for positions and Pathways (public)."""
        self.state, self.legal, self.active = state, list(legal), active
        self.seat = state.current
        self.status = ""
        self.hint = None                     # a hint belongs to one decision only
        self.clear()
        if active:
            self._build()

    def _build(self) -> None:
        """Sort the legal actions into click targets for the current mode."""
        me = self.state.players[self.state.current]
        self.sites, self.trails, self.tokens, self.cells = {}, {}, {}, {}
        covered: set[Action] = set()
        buttons: list[tuple[str, Action | str, str]] = []
        if self.mode == "choose":
            for a in self.choice:
                buttons.append((self.describe(a), a, self.explain(a)))
            buttons.append(("Cancel (Esc)", "cancel", "Back to the previous choice"))
            self._layout(buttons)
            return
        for a in self.legal:
            k = a.kind
            if k == "move":
                if self.path and tuple(a.args[:len(self.path)]) != tuple(self.path):
                    covered.add(a)
                    continue
                self.sites.setdefault(a.args[-1], []).append(a)
                n = max(1, len(self.path))
                if len(a.args) > n:
                    nxt = self.board.trail_between[(a.args[n - 1], a.args[n])]
                    self.trails.setdefault(nxt, []).append(a)
                covered.add(a)
            elif k in ("jump", "visit"):
                self.sites.setdefault(a.args[0], []).append(a)
                covered.add(a)
            elif k == "explore":
                self.sites.setdefault(me.site, []).append(a)
                buttons.append((self.describe(a), a, self.explain(a)))
                covered.add(a)
            elif k == "place":
                self.trails.setdefault(a.args[0], []).append(a)
                covered.add(a)
            elif k == "shift":
                src, dst = a.args
                if self.shift_from is None:
                    self.trails.setdefault(src, []).append(a)
                elif src == self.shift_from:
                    self.trails.setdefault(dst, []).append(a)
                covered.add(a)
            elif k == "flip":
                self.tokens.setdefault(a.args[0], []).append(a)
                covered.add(a)
            elif k == "step":
                # the highlighted table space is the target; the same choice as a button too
                self.cells.setdefault(a.args[1], []).append(a)
                buttons.append((self.describe(a), a, self.explain(a)))
                covered.add(a)
            elif k == "tool":
                # the glowing table space is the target; a button too, so nobody has to find it
                self.cells.setdefault(f"{a.args[0]}{a.args[1]}", []).append(a)
                buttons.append((self.describe(a), a, self.explain(a)))
                covered.add(a)
        for a in self.legal:
            if a in covered:
                continue
            buttons.append((self.describe(a), a, self.explain(a)))
        if self.mode == "path" and self.path:
            if tuple(self.path) in {a.args for a in self.legal if a.kind == "move"}:
                buttons.insert(0, ("Stop here (Enter)", "confirm", "End the move where the route stops now"))
            buttons.append(("Cancel route (Esc)", "cancel", "Forget the trails clicked so far"))
        if self.mode == "shift":
            buttons.append(("Cancel (Esc)", "cancel", "Pick another Pathway"))
        self._layout(buttons)

    def _layout(self, specs) -> None:
        """Lay the choice buttons out in rows; when they do not fit, in a two-column grid, and only
        when even that is full, in pages with a More button. End turn / Done / Cancel / Stop are
        on every page."""
        self.buttons = []
        placed = []
        for h, gap in ((42, 8), (32, 6)):
            placed = self._flow(specs, h, gap, 16 if h > 36 else 14)
            if not placed or placed[-1][0].bottom <= self.bar.bottom:
                break
        else:
            h, gap, size, cols = 32, 6, 14, 2
            rows = max(1, (self.bar.h + gap) // (h + gap))
            if len(specs) <= cols * rows:          # a grid holds them all: no paging
                chunk = list(specs)
            else:
                pinned = [sp for sp in specs if _pinned(sp[1])]
                rest = [sp for sp in specs if not _pinned(sp[1])]
                per = max(1, cols * rows - len(pinned) - 1)
                pages = (len(rest) + per - 1) // per
                self.page %= pages
                chunk = rest[self.page * per:(self.page + 1) * per] + \
                    [(f"More options ({self.page + 1}/{pages})", "more", "Show the other options")] + pinned
            cw = (self.bar.w - BAR_GAP) // cols
            placed = []
            for i, (label, value, tip) in enumerate(chunk):
                r, c = divmod(i, cols)
                placed.append((pygame.Rect(self.bar.x + c * (cw + BAR_GAP), self.bar.y + r * (h + gap), cw, h),
                               label, value, tip))
        for rect, label, value, tip in placed:
            style = "gold" if isinstance(value, Action) and value.kind in ("end", "done") else "wood"
            self.buttons.append(Button(rect, label, value, tip, style=style, size=16 if rect.h > 36 else 14))

    def _flow(self, items, h: int, gap: int, size: int) -> list:
        """Buttons left to right, wrapping to new rows (the last may run past the bar: caller checks)."""
        f = theme.font(size, "bold")
        out, x, y = [], self.bar.x, self.bar.y
        for label, value, tip in items:
            w = max(110, min(self.bar.w, f.size(label)[0] + 30))
            if x + w > self.bar.right and x > self.bar.x:
                x, y = self.bar.x, y + h + gap
            out.append((pygame.Rect(x, y, min(w, self.bar.right - x), h), label, value, tip))
            x += w + BAR_GAP
        return out

    # -- words ---------------------------------------------------------------------------------
    def describe(self, a: Action) -> str:
        k, args = a.kind, a.args
        st = self.state
        if k == "end":
            return "End turn (Enter)"
        if k == "stay":
            return "Stay put (no move possible)"
        if k == "explore":
            return "Explore here (1 Ration): " + self._explore_gain()
        if k == "use":
            return {"I2-3": f"Use Ivory {tile_label('I2-3')}: Rations up to 5",
                    "I2-2": f"Yes, use {tile_label('I2-2')}: look through the tiles"}.get(
                        args[0], f"Use Ivory {tile_label(args[0])}")
        if k == "decline":
            return "No, take the top tile"
        if k == "keep":
            return f"Keep {tile_label(args[0])}: {TILE_TEXT.get(args[0], '')}"
        if k == "take":
            site = self._pick_site()
            t = next((t for t in st.stacks[site] if t.level == args[0]), None) if site is not None else None
            if t is None or t.code is None:
                return f"Take the {LEVEL_WORD[args[0]]} tile"
            return f"Take the {LEVEL_WORD[args[0]]} tile: " + tile_name(t.code, t.colour, t.level)
        if k == "choose":
            return "A Toolbox onto the table" if args[0] == "toolbox" else "Score 2 VP"
        if k == "done":
            return "Done turning tokens (Enter)"
        if k == "move":
            via = " → ".join(self.board.sites[s].id for s in args)
            toks = sum(1 for t in route_trails(self.board, args) if t in self.board.token_of
                       and st.tokens[self.board.token_of[t]])
            n = len(args) - 1
            text = f"Walk {via} ({n} trail{'s' if n != 1 else ''}" + \
                (f", {toks} token{'s' if toks != 1 else ''})" if toks else ")")
            if self.expedition(a):
                text += f" — takes the Relic, +{2 * n} VP"
            return text
        if k == "jump":
            return f"Jump to {self.board.sites[args[0]].id} (Ivory {tile_label('I2-6')})"
        if k == "place":
            extra = {"": "Place one Pathway", "4": f"Place two Pathways (Ivory {tile_label('I2-4')})",
                     "5": f"Place it here (Ivory {tile_label('I2-5')})",
                     "45": f"Place two anywhere ({tile_label('I2-4')} + {tile_label('I2-5')})"}
            return extra.get(args[1], to_text(self.board, a))
        if k == "tool":
            if (args[0], args[1]) == ("M", 1):        # say what exploring again gives
                return f"Machete 1: explore again, free: {self._explore_gain()}"
            return f"{BRANCH_NAME[args[0]]} {args[1]}: {TOOL_SHORT[f'{args[0]}{args[1]}']}"
        if k == "step":
            return f"Up to {BRANCH_NAME[args[1][0]]} {args[1][1]}: {TOOL_SHORT[args[1]]}"
        if k == "visit":
            return f"Explore {self.board.sites[args[0]].id}"
        return to_text(self.board, a)

    def expedition(self, a: Action) -> bool:
        """True when this move ends an Expedition: it takes the Relic there (R6.3, 2 VP per trail R6.4)."""
        st = self.state
        if a.kind != "move":
            return False
        start = st.ctx.get("start_site", a.args[0])
        relic = st.ctx.get("start_relic", st.relics[start])
        end = a.args[-1]
        return bool(relic) and end != start and st.relics[end] == relic

    def _explore_gain(self) -> str:
        """What exploring the explorer's site gives, as far as the player can see it."""
        st = self.state
        site = st.players[self.seat].site
        colour = st.site_colour(site)
        if colour == "ruin" or self.board.sites[site].kind == "ruin":
            return "place a Pathway next to it"
        top = st.top_tile(site)
        if colour == "purple" and top is not None and top.code:
            return f"take Purple {tile_label(top.code)}"
        if colour == "blue":
            return "take a secret Blue tile"
        if colour == "ivory":
            return "take an Ivory tile"
        return "take its top tile"

    def explain(self, a: Action) -> str:
        k, args = a.kind, a.args
        if k == "tool":
            return "Use this Toolbox now (it goes back to the bottom of your table). " + \
                TOOL_TEXT[f"{args[0]}{args[1]}"]
        if k == "step":
            return f"A Toolbox climbs to this space; from there it offers: {TOOL_TEXT[args[1]]}"
        if k == "move" and self.expedition(a):
            return ("This ends an Expedition: you take the Relic there and score 2 VP for every trail "
                    "walked this turn")
        if k == "explore":
            st = self.state
            top = st.top_tile(st.players[self.seat].site)
            text = "Pay a Ration to explore the site you stand on"
            if top is not None and top.code and top.colour == "purple":
                text += f". Face up: {tile_name(top.code, top.colour, top.level)}"
            return text
        if k == "keep":
            return f"Ivory {tile_label(args[0])}: {TILE_TEXT.get(args[0], '')}. The other tile is discarded for 2 VP"
        if k == "use":
            return f"Ivory {tile_label(args[0])}: {TILE_TEXT.get(args[0], '')}"
        if k == "jump":
            return f"Ivory {tile_label('I2-6')}: {TILE_TEXT['I2-6']}"
        if k == "place" and args[1]:
            return "; ".join(f"Ivory {tile_label(c)}: {TILE_TEXT[c]}" for c in (f"I2-{x}" for x in args[1]))
        if k == "end":
            return "Finish your turn; the next player goes"
        if k == "choose":
            return TOOL_TEXT["S1"]
        if k == "take":
            site = self._pick_site()
            t = next((t for t in self.state.stacks[site] if t.level == args[0]), None) if site is not None else None
            return tile_name(t.code, t.colour, t.level) if t else ""
        return ""

    def _pick_site(self):
        for frame in reversed(self.state.pending):
            if frame[0] == "pick":
                return frame[1]
        return None

    # -- input -----------------------------------------------------------------------------------
    def click(self, pos) -> Action | None:
        """A left click at logical ``pos``: an action to play, or None (selection changed)."""
        if not self.active:
            return None
        for b in self.buttons:
            if b.hit(pos):
                return self._value(b.value)
        if self.mode == "choose":
            self.status = "Pick one of the options below, or Esc to go back"
            return None
        cell = self.panels.cell_at(self.seat, pos)
        if cell is not None:
            if cell in self.cells:
                return self._resolve(self.cells[cell])
            self.status = self._why_not_cell(cell)
            return None
        if self.panels.rect.collidepoint(pos):
            self.status = "That is not something you can use now" if any(
                r.collidepoint(pos) for r in self.panels.rects) else ""
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

    def _value(self, value):
        if value == "more":
            self.page += 1
            self._build()
            return None
        if value == "cancel":
            self.cancel()
            return None
        if value == "confirm":
            return self._confirm_path()
        return value

    def _resolve(self, actions: list[Action]) -> Action | None:
        if len(actions) == 1:
            return actions[0]
        if self.hint in actions:             # the hinted target was clicked: play what the hint said
            return self.hint
        self.mode = "choose"
        self.page = 0
        self.choice = list(actions)
        if all(a.kind == "move" for a in actions):
            self.status = "Several routes lead there: pick one below (hover one to see it on the board)"
        else:
            self.status = "More than one way to do that: pick one below (Esc to go back)"
        self._build()
        return None

    def _click_trail(self, trail: int) -> Action | None:
        acts = self.trails[trail]
        kind = acts[0].kind
        if kind == "move":                  # building a route trail by trail
            if not self.path:
                self.path = [self.state.players[self.seat].site]
            a, b = self.board.trails[trail].a, self.board.trails[trail].b
            nxt = b if a == self.path[-1] else a
            self.path.append(nxt)
            self.mode = "path"
            routes = [x for x in self.legal if x.kind == "move" and tuple(x.args[:len(self.path)]) == tuple(self.path)]
            exact = [x for x in routes if len(x.args) == len(self.path)]
            if exact and len(routes) == 1:
                return exact[0]
            self.status = ("Continue along a highlighted trail, or click the explorer's new site "
                           "(Enter) to stop here" if exact else "Continue along a highlighted trail")
            self._build()
            return None
        if kind == "shift" and self.shift_from is None:
            self.shift_from = trail
            self.mode = "shift"
            self.status = "Now click the trail this Pathway moves to"
            self._build()
            return None
        return self._resolve(acts)

    def _confirm_path(self) -> Action | None:
        for a in self.legal:
            if a.kind == "move" and tuple(a.args) == tuple(self.path):
                return a
        self.status = "The route is not finished: continue along a highlighted trail"
        return None

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
            if isinstance(b.value, Action) and b.value.kind in ("end", "done"):
                return b.value
        return None

    def hover(self, pos) -> None:
        """Remember which route to show for the hovered destination or route button."""
        self.hover_route = None
        self.hover_trail = None
        if not self.active:
            return
        for b in self.buttons:
            if b.rect.collidepoint(pos) and isinstance(b.value, Action) and b.value.kind == "move":
                self.hover_route = b.value.args
                return
        site = self.bv.site_at(pos, self.sites) if self.sites else None
        if site is not None:
            moves = [a for a in self.sites[site] if a.kind == "move"]
            if moves:
                self.hover_route = min(moves, key=lambda a: len(a.args)).args
        else:
            if self.trails and self.bv.rect.collidepoint(pos):
                self.hover_trail = self.bv.trail_at(pos, self.trails)
            if self.mode == "path" and self.path:
                self.hover_route = tuple(self.path)

    # -- hints -------------------------------------------------------------------------------
    def hint_text(self, a: Action) -> str:
        """The hinted action in plain words: the button wording, plus where when a button would not say."""
        k, args = a.kind, a.args
        trail = lambda t: self.board.trails[t].id          # noqa: E731
        if k == "place":
            text = self.describe(a) + f" on trail {trail(args[0])}"
        elif k == "shift":
            text = f"Move your Pathway from trail {trail(args[0])} to trail {trail(args[1])}"
        elif k == "flip":
            text = f"Turn the Toolbox Token on trail {trail(self.board.rivers[args[0]])}"
        elif k == "visit":
            text = f"Explore the neighbour {self.board.sites[args[0]].id}"
        elif k == "end":
            text = "End your turn"
        else:
            text = self.describe(a)
        return text[:1].lower() + text[1:]

    def hint_targets(self) -> dict:
        """Where the hinted action is shown: route, sites, trails, tokens, table spaces, buttons."""
        out = {"route": None, "sites": set(), "trails": set(), "tokens": set(), "cells": set(), "buttons": []}
        a = self.hint
        if a is None or not self.active:
            return out
        k, args = a.kind, a.args
        if k == "move":
            out["route"] = tuple(args)
            out["sites"].add(args[-1])
        elif k in ("jump", "visit"):
            out["sites"].add(args[0])
        elif k == "explore":
            out["sites"].add(self.state.players[self.seat].site)
        elif k == "place":
            out["trails"].add(args[0])
        elif k == "shift":
            out["trails"].add(args[1] if self.shift_from == args[0] else args[0])
        elif k == "flip":
            out["tokens"].add(args[0])
        elif k == "step":
            out["cells"].add(args[1])
        elif k == "tool":
            out["cells"].add(f"{args[0]}{args[1]}")
        out["buttons"] = [b.rect for b in self.buttons if b.value == a]
        return out

    # -- messages ----------------------------------------------------------------------------
    def _why_not_cell(self, cell: str) -> str:
        d = self.state.decision()
        if d == "steps":
            return "A Toolbox cannot climb there: click a highlighted space"
        if self.state.ctx.get("tool_used"):
            return "You have already used a Toolbox this turn"
        if d in ("start", "after"):
            return "No Toolbox there can be used now"
        return "Finish the current choice first"

    def _why_not_board(self, pos) -> str:
        d = self.state.decision()
        site = self.bv.site_at(pos)
        if d == "start":
            if site is not None and site == self.state.players[self.seat].site:
                return "Your explorer stands here and must move away: click a highlighted site"
            if site is not None:
                return f"{self.board.sites[site].id} cannot be reached this turn: pick a highlighted site"
            return "Click a highlighted site (or trail) to move there"
        if d == "after":
            return "You have moved: explore, use a Toolbox, or end your turn"
        if d == "place":
            if site is not None:
                return "A Pathway goes on a trail: click a highlighted trail, not a site"
            return "A Pathway can only go on a highlighted trail"
        if d in ("shift", "shift2a", "shift2b"):
            if self.shift_from is not None:
                return "Now click a highlighted trail for this Pathway (Esc: pick another Pathway)"
            return "Click one of your highlighted Pathways, then a highlighted trail"
        if d == "visit":
            return "Pick one of the highlighted neighbouring sites"
        if d == "flips":
            return "Click a Toolbox Token on the river"
        return "Make the choice shown below first"

    def targets_summary(self) -> dict:
        """What is clickable now (for drawing highlights and for tests)."""
        return {"sites": set(self.sites), "trails": set(self.trails), "tokens": set(self.tokens),
                "cells": set(self.cells), "buttons": [(b.rect, b.value) for b in self.buttons]}
