"""Explanations of the decisions inside a turn: a Toolbox to use, steps to place, a Pathway to
lay or move, an Ivory tile to keep, tiles to pick, a neighbour to explore, Tokens to turn, Shovel 1
(``explain.clauses`` chooses among them)."""

from __future__ import annotations

from ..rules.actions import Action
from ..rules.components import BOTTOM, Cell, cell_at
from ..rules.frames import Flips, Keep
from ..rules.kinds import ActionKind, Phase
from ..rules.state import State
from . import _, ngettext
from .explain_facts import doubled_vp, tool_effect
from .help import tile_text
from .log import tool_label
from .names import tile_label


def tool_clauses(view: State, legal: list[Action], listed: bool = False) -> list[str]:
    """One clause per Toolbox that can be used now: what it does (``listed``: after a clause that
    says a Toolbox may be used, just the Toolbox and its effect)."""
    out = []
    for a in legal:
        if a.kind == ActionKind.TOOL:
            code = cell_at(a.args[0], a.args[1])
            what = tool_effect(view, code)
            if listed:
                out.append(_("{tool}: {what}").format(tool=tool_label(code), what=what))
            elif view.phase == Phase.START:
                out.append(_("you may first use your {tool} Toolbox: {what}").format(tool=tool_label(code), what=what))
            else:
                out.append(_("you may use your {tool} Toolbox: {what}").format(tool=tool_label(code), what=what))
    return out


# -- Toolbox steps ---------------------------------------------------------------------------------------------
def explain_steps(view: State, legal: list[Action], left: int) -> list[str]:
    out = [
        ngettext(
            "{n} Toolbox step left: one Toolbox climbs one space, and higher spaces do more",
            "{n} Toolbox steps left, each one space up for a Toolbox, and higher spaces do more",
            left,
        ).format(n=left)
    ]
    cells: list[Cell] = sorted(
        {a.args[1] for a in legal if a.kind == ActionKind.STEP}, key=lambda c: (-int(c[1]), c[0])
    )
    out.extend(_("{tool}: {what}").format(tool=tool_label(c), what=tool_effect(view, c)) for c in cells)
    if any(a.args[0] == BOTTOM for a in legal if a.kind == ActionKind.STEP):
        out.append(_("from the bottom a Toolbox enters Machete, Compass or Shovel and stays in that branch"))
    return out


# -- Pathways --------------------------------------------------------------------------------------------------
def explain_place(view: State, legal: list[Action]) -> list[str]:
    p = view.me
    trails = {a.args[0] for a in legal if a.kind == ActionKind.PLACE}
    extras = {x for a in legal if a.kind == ActionKind.PLACE for x in a.args[1]}
    out = [
        ngettext(
            "A Pathway makes its trail familiar: a move may follow a chain of your Pathways besides "
            "its one unfamiliar trail ({n} trail to choose from)",
            "A Pathway makes its trail familiar: a move may follow a chain of your Pathways besides "
            "its one unfamiliar trail ({n} trails to choose from)",
            len(trails),
        ).format(n=len(trails))
    ]
    if p.holds("I3-1"):
        out.append(_("Ivory {tile} scores you {vp} VP for it").format(tile=tile_label("I3-1"), vp=doubled_vp(view, 1)))
    if "5" in extras:
        out.append(_("Ivory {tile} opens every trail of the board").format(tile=tile_label("I2-5")))
    if "4" in extras:
        out.append(_("Ivory {tile} can add a second Pathway next to you").format(tile=tile_label("I2-4")))
    left = p.pathway_reserve
    out.append(ngettext("you have {n} Pathway in reserve", "you have {n} Pathways in reserve", left).format(n=left))
    return out


def explain_shift(view: State, legal: list[Action]) -> list[str]:
    p = view.me
    n = len(p.pathways)
    out = [
        _("Moving a Pathway changes which trails are familiar to you: pick up one of yours, then click its new trail"),
        ngettext("you have {n} Pathway on the board", "you have {n} Pathways on the board", n).format(n=n),
    ]
    if any(other.holds("I3-4") for i, other in enumerate(view.players) if i != view.current):
        out.append(_("a player holding Ivory {tile} takes a Ration when you do").format(tile=tile_label("I3-4")))
    return out


# -- Ivory tiles -----------------------------------------------------------------------------------------------
def explain_keep(view: State, frame: Keep) -> list[str]:
    new = frame.tile
    old = view.me.ivory.get(new.level)
    out = [_("You may hold one Ivory tile of each size: keep one of these two; the other is discarded for 2 VP")]
    for t in (new, old):
        if t is not None and t.code:
            out.append(_("{tile} does this: {effect}").format(tile=tile_label(t.code), effect=tile_text(t.code)))
    return out


def explain_pick_offer(view: State, site: int) -> list[str]:
    n = len(view.stacks[site])
    out = [
        ngettext(
            "Ivory {tile} lets you look at the {n} tile of this temple and take the one you want (it is then used up)",
            "Ivory {tile} lets you look at the {n} tiles of this temple and take the one you want (it is then used up)",
            n,
        ).format(tile=tile_label("I2-2"), n=n),
        _("No takes the top tile and keeps the Ivory tile for later"),
    ]
    top = view.top_tile(site)
    if top is not None and top.code and top.colour == "purple":
        out.append(_("the top tile is {tile}").format(tile=tile_label(top.code)))
    return out


def explain_pick(view: State, site: int) -> list[str]:
    tiles = list(reversed(view.stacks[site]))
    out = [
        ngettext(
            "Take the tile you want of the {n} you looked at; the others stay here face down",
            "Take the tile you want of the {n} you looked at; the others stay here face down",
            len(tiles),
        ).format(n=len(tiles))
    ]
    for t in tiles:
        if not t.code:
            continue
        if t.colour == "blue":
            out.append(_("the Blue tile is worth {vp} VP at the end").format(vp=t.value))
        else:
            out.append(_("{tile} does this: {effect}").format(tile=tile_label(t.code), effect=tile_text(t.code)))
    return out


# -- Purple tiles and Tokens --------------------------------------------------------------------------------------
def explain_visit(view: State, legal: list[Action]) -> list[str]:
    targets = [a.args[0] for a in legal if a.kind == ActionKind.VISIT]
    n = len(targets)
    out = [
        ngettext(
            "Purple {tile} explores a neighbouring Ruin or Temple as if you stood there, taking its top tile "
            "({n} neighbour to choose from)",
            "Purple {tile} explores a neighbouring Ruin or Temple as if you stood there, taking its top tile "
            "({n} neighbours to choose from)",
            n,
        ).format(tile=tile_label("P7"), n=n)
    ]
    for s in targets:
        out.append(_("{site} gives {gain}").format(site=view.board.sites[s].id, gain=_site_gain(view, s)))
    return out


def _site_gain(view: State, site: int) -> str:
    """What the top of ``site`` gives, in a few words (what the player can see of it)."""
    if view.ruins[site] > 0:
        return _("a Pathway next to the Purple temple")
    top = view.top_tile(site)
    colour = view.full.colours[site]
    if colour == "purple" and top is not None and top.code:
        return _("Purple {tile}").format(tile=tile_label(top.code))
    if colour == "blue":
        return _("a secret Blue tile")
    return _("an Ivory tile")


def explain_flips(view: State, frame: Flips) -> list[str]:
    up = sum(view.tokens)
    if frame.source == "I3-6":
        out = [
            _(
                "Ivory {tile}: leaving Base Camp, turn one Token either way; a face-up Token on the route "
                "you just walked gives you a Toolbox step"
            ).format(tile=tile_label("I3-6"))
        ]
    else:
        out = [
            ngettext(
                "Purple {tile} turns up to {n} more Token either way; turning gives no step, unless you turn "
                "the last face-up one",
                "Purple {tile} turns up to {n} more Tokens either way; turning gives no step, unless you turn "
                "the last face-up one",
                frame.left,
            ).format(tile=tile_label("P8"), n=frame.left)
        ]
        out.append(_("a face-up Token on a river you cross later gives you a Toolbox step then"))
    out.append(ngettext("{n} Token is face up now", "{n} Tokens are face up now", up).format(n=up))
    return out


def explain_toolbox_or_vp(view: State, legal: list[Action]) -> list[str]:
    vp = doubled_vp(view, 2)
    reserve = view.me.tb_reserve
    if Action(ActionKind.CHOOSE, ("toolbox",)) in legal:
        text = ngettext(
            "Shovel 1: bring your reserve Toolbox to the bottom of your table, so more Toolboxes climb, or score {vp} VP",
            "Shovel 1: bring one of your {n} reserve Toolboxes to the bottom of your table, so more Toolboxes climb, "
            "or score {vp} VP",
            reserve,
        )
        return [text.format(n=reserve, vp=vp)]
    return [_("Shovel 1 scores {vp} VP: no Toolbox is left in your reserve").format(vp=vp)]
