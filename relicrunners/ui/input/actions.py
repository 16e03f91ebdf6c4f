"""What the window does with each kind of action, in one table keyed by ``ActionKind``.

For every kind a ``KindRow`` says how its choice button reads (``describe``), what its tooltip
says (``explain``), how a hint words it (``hint``), where it sits on the board or the player's
table (``spot``: also where a hint points), which click targets it offers while a choice is in
progress (``targets``), whether it is offered as a button as well, and whether it is the button
that finishes a decision. The controller (``ui.input.controller``) only looks kinds up here.

The functions read a ``Look``: the board, the state as the player sees it, whose turn it is and
the selection in progress (a route being built, a Pathway picked up).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from ...rules import Action, ActionKind, to_text
from ...rules.components import Tile
from ...rules.frames import Pick
from ...rules.routes import route_trails
from ...text import _, ngettext, tile_label, tile_name, tile_text, tool_text
from ...text.phrases import take_tile
from ...text.window import PLACE_HINT, PLACE_WORDS, USE_ANY, USE_WORDS
from .look import Look
from .toolboxwords import describe_step, describe_tool, explain_step, explore_gain

Layer = Literal["route", "sites", "trails", "tokens", "cells"]
# ("sites", 12), ("cells", "M1"), ("route", (0, 4, 7))...: the key's type goes with its layer (a
# site, trail or Token index, a table space's name, a route's sites), so it stays Any here
BoardRef = tuple[Layer, Any]


Words = Callable[[Look, Action], str]
Spots = Callable[[Look, Action], list[BoardRef]]


def _no_words(look: Look, a: Action) -> str:
    return ""


def _notation(look: Look, a: Action) -> str:
    return to_text(look.board, a)


@dataclass(frozen=True, slots=True)
class KindRow:
    """How the controller treats one kind of action."""

    describe: Words = _notation  # the choice button's label
    explain: Words = _no_words  # the button's tooltip
    hint: Words | None = None  # the hint's wording (None: the button's label)
    spot: Spots | None = None  # where it is shown on the board / table (None: a button only)
    targets: Spots | None = None  # click targets now (None: its spot); not route targets
    button: bool = False  # a choice button as well as its board target
    main: bool = False  # finishes the decision: gold, on every page, Enter presses it


# -- what the player can see -----------------------------------------------------------------------
def expedition(look: Look, a: Action) -> bool:
    """True when this move ends an Expedition: it takes the Relic there (R6.3, 2 VP per trail R6.4)."""
    st = look.state
    if a.kind != ActionKind.MOVE:
        return False
    start = st.flags.start_site
    relic = st.flags.start_relic
    end = a.args[-1]
    return bool(relic) and end != start and st.relics[end] == relic


def _picked_tile(look: Look, level: int) -> Tile | None:
    """The tile of ``level`` in the Temple I2-2 looks through (None when no Pick is pending)."""
    site = next((fr.site for fr in reversed(look.state.pending) if isinstance(fr, Pick)), None)
    if site is None:
        return None
    return next((t for t in look.state.stacks[site] if t.level == level), None)


def _trail_id(look: Look, trail: int) -> str:
    return look.board.trails[trail].id


def _site_id(look: Look, site: int) -> str:
    return look.board.sites[site].id


def _ivory(code: str) -> str:
    return _("Ivory {tile}: {effect}").format(tile=tile_label(code), effect=tile_text(code))


# -- move (R6) -----------------------------------------------------------------------------------------
def _describe_move(look: Look, a: Action) -> str:
    board, args = look.board, a.args
    via = " → ".join(board.sites[s].id for s in args)
    toks = sum(1 for t in route_trails(board, args) if t in board.token_of and look.state.tokens[board.token_of[t]])
    n = len(args) - 1
    trails = ngettext("{n} trail", "{n} trails", n).format(n=n)
    tokens = ngettext("{n} token", "{n} tokens", toks).format(n=toks)
    if expedition(look, a):
        if toks:
            text = _("Walk {route} ({trails}, {tokens}) — takes the Relic, +{vp} VP")
        else:
            text = _("Walk {route} ({trails}) — takes the Relic, +{vp} VP")
    else:
        text = _("Walk {route} ({trails}, {tokens})") if toks else _("Walk {route} ({trails})")
    return text.format(route=via, trails=trails, tokens=tokens, vp=2 * n)


def _explain_move(look: Look, a: Action) -> str:
    if expedition(look, a):
        return _("This ends an Expedition: you take the Relic there and score 2 VP for every trail walked this turn")
    return ""


def _move_targets(look: Look, a: Action) -> list[BoardRef]:
    """Its destination, and the next trail of the route after the part already clicked."""
    path, args = look.path, a.args
    if path and tuple(args[: len(path)]) != path:
        return []
    out: list[BoardRef] = [("sites", args[-1])]
    n = max(1, len(path))
    if len(args) > n:
        out.append(("trails", look.board.trail_between[(args[n - 1], args[n])]))
    return out


# -- explore (R9) ------------------------------------------------------------------------------------------
def _explain_explore(look: Look, a: Action) -> str:
    st = look.state
    top = st.top_tile(st.players[look.seat].site)
    if top is not None and top.code and top.colour == "purple":
        return _("Pay a Ration to explore the site you stand on. Face up: {tile}").format(
            tile=tile_name(top.code, top.colour, top.level)
        )
    return _("Pay a Ration to explore the site you stand on")


# -- Ivory tiles (R9.4, I2-2..I2-6) ----------------------------------------------------------------------
def _describe_use(look: Look, a: Action) -> str:
    code = a.args[0]
    return _(USE_WORDS.get(code, USE_ANY)).format(tile=tile_label(code))


def _describe_take(look: Look, a: Action) -> str:
    t = _picked_tile(look, a.args[0])
    if t is None or t.code is None:
        return take_tile(a.args[0])
    return take_tile(a.args[0], tile_name(t.code, t.colour, t.level))


def _explain_take(look: Look, a: Action) -> str:
    t = _picked_tile(look, a.args[0])
    return tile_name(t.code, t.colour, t.level) if t else ""


# -- Pathways (R9.2, T-C1/T-C2, P6) ---------------------------------------------------------------------
def _describe_place(look: Look, a: Action) -> str:
    words = PLACE_WORDS.get(a.args[1])
    if words is None:
        return to_text(look.board, a)
    return _(words).format(double=tile_label("I2-4"), far=tile_label("I2-5"))


def _hint_place(look: Look, a: Action) -> str:
    trail = _trail_id(look, a.args[0])
    words = PLACE_HINT.get(a.args[1])
    if words is None:
        return _("{action} on trail {trail}").format(action=to_text(look.board, a), trail=trail)
    return _(words).format(double=tile_label("I2-4"), far=tile_label("I2-5"), trail=trail)


def _explain_place(look: Look, a: Action) -> str:
    return "; ".join(_ivory(c) for c in (f"I2-{x}" for x in a.args[1]))


def _shift_spot(look: Look, a: Action) -> list[BoardRef]:
    """The Pathway to pick up, or once it is picked up, the trail it moves to."""
    src, dst = a.args
    return [("trails", dst if look.shift_from == src else src)]


def _shift_targets(look: Look, a: Action) -> list[BoardRef]:
    if look.shift_from is not None and a.args[0] != look.shift_from:
        return []  # another Pathway is picked up
    return _shift_spot(look, a)


# -- Toolboxes (R8) --------------------------------------------------------------------------------------
ROWS: dict[ActionKind, KindRow] = {
    ActionKind.MOVE: KindRow(
        describe=_describe_move,
        explain=_explain_move,
        spot=lambda look, a: [("route", tuple(a.args)), ("sites", a.args[-1])],
        targets=_move_targets,
    ),
    ActionKind.JUMP: KindRow(
        describe=lambda look, a: _("Jump to {site} (Ivory {tile})").format(
            site=_site_id(look, a.args[0]), tile=tile_label("I2-6")
        ),
        explain=lambda look, a: _ivory("I2-6"),
        spot=lambda look, a: [("sites", a.args[0])],
    ),
    ActionKind.STAY: KindRow(describe=lambda look, a: _("Stay put (no move possible)")),
    ActionKind.USE: KindRow(describe=_describe_use, explain=lambda look, a: _ivory(a.args[0])),
    ActionKind.EXPLORE: KindRow(
        describe=lambda look, a: _("Explore here (1 Ration): {gain}").format(gain=explore_gain(look)),
        explain=_explain_explore,
        spot=lambda look, a: [("sites", look.state.players[look.seat].site)],
        button=True,
    ),
    ActionKind.END: KindRow(
        describe=lambda look, a: _("End turn (Enter)"),
        explain=lambda look, a: _("Finish your turn; the next player goes"),
        hint=lambda look, a: _("End your turn"),
        main=True,
    ),
    ActionKind.TOOL: KindRow(
        describe=describe_tool,
        explain=lambda look, a: _("Use this Toolbox now (it goes back to the bottom of your table). {effect}").format(
            effect=tool_text(f"{a.args[0]}{a.args[1]}")
        ),
        spot=lambda look, a: [("cells", f"{a.args[0]}{a.args[1]}")],
        button=True,
    ),
    ActionKind.STEP: KindRow(
        describe=describe_step,
        explain=explain_step,
        spot=lambda look, a: [("cells", a.args[1])],
        button=True,
    ),
    ActionKind.PLACE: KindRow(
        describe=_describe_place,
        explain=_explain_place,
        hint=_hint_place,
        spot=lambda look, a: [("trails", a.args[0])],
    ),
    ActionKind.KEEP: KindRow(
        describe=lambda look, a: _("Keep {tile}: {effect}").format(
            tile=tile_label(a.args[0]), effect=tile_text(a.args[0])
        ),
        explain=lambda look, a: _("Ivory {tile}: {effect}. The other tile is discarded for 2 VP").format(
            tile=tile_label(a.args[0]), effect=tile_text(a.args[0])
        ),
    ),
    ActionKind.DECLINE: KindRow(describe=lambda look, a: _("No, take the top tile")),
    ActionKind.TAKE: KindRow(describe=_describe_take, explain=_explain_take),
    ActionKind.SHIFT: KindRow(
        hint=lambda look, a: _("Move your Pathway from trail {start} to trail {end}").format(
            start=_trail_id(look, a.args[0]), end=_trail_id(look, a.args[1])
        ),
        spot=_shift_spot,
        targets=_shift_targets,
    ),
    ActionKind.VISIT: KindRow(
        describe=lambda look, a: _("Explore {site}").format(site=_site_id(look, a.args[0])),
        hint=lambda look, a: _("Explore the neighbour {site}").format(site=_site_id(look, a.args[0])),
        spot=lambda look, a: [("sites", a.args[0])],
    ),
    ActionKind.FLIP: KindRow(
        hint=lambda look, a: _("Turn the Toolbox Token on trail {trail}").format(
            trail=_trail_id(look, look.board.rivers[a.args[0]])
        ),
        spot=lambda look, a: [("tokens", a.args[0])],
    ),
    ActionKind.DONE: KindRow(describe=lambda look, a: _("Done turning tokens (Enter)"), main=True),
    ActionKind.CHOOSE: KindRow(
        describe=lambda look, a: _("A Toolbox onto the table") if a.args[0] == "toolbox" else _("Score 2 VP"),
        explain=lambda look, a: tool_text("S1"),
    ),
}
assert set(ROWS) == set(ActionKind), "every action kind needs a row"


def row(a: Action) -> KindRow:
    """The table row of an action's kind."""
    return ROWS[ActionKind(a.kind)]


def describe(look: Look, a: Action) -> str:
    return row(a).describe(look, a)


def explain(look: Look, a: Action) -> str:
    return row(a).explain(look, a)


def hint_text(look: Look, a: Action) -> str:
    r = row(a)
    return (r.hint or r.describe)(look, a)


def spot(look: Look, a: Action) -> list[BoardRef]:
    """Where the action is shown (where a hint points); [] for a button-only action."""
    r = row(a)
    return r.spot(look, a) if r.spot else []


def targets(look: Look, a: Action) -> list[BoardRef] | None:
    """The click targets the action offers now ([] for none now); None for a button-only action."""
    r = row(a)
    if r.spot is None:
        return None
    found = r.targets(look, a) if r.targets else r.spot(look, a)
    return [t for t in found if t[0] != "route"]


def is_main(value: object) -> bool:
    """A button value that finishes the decision (End turn, Done)."""
    return isinstance(value, Action) and row(value).main
