"""Facts the explanations rest on, read from the player's view only: the Toolbox steps a route's
Tokens give, an Expedition's VP, the Rations at Base Camp, what exploring a site gives, what a
Toolbox does (``explain`` and ``explain_frames`` word them)."""

from __future__ import annotations

from ..rules.components import BLUE_VALUES, CHART_MAX, Cell
from ..rules.routes import longest_pathway_route, route_trails
from ..rules.state import State
from . import _, ngettext
from .help import tile_text, tool_here, tool_short
from .names import tile_label


# -- facts from the player's view ---------------------------------------------------------------------
def steps_for(view: State, tokens: int) -> int:
    """Toolbox steps a move crossing ``tokens`` face-up Tokens gives: one each, and one more
    when it turns the last face-up Token (R7.2, R7.3)."""
    if tokens <= 0:
        return 0
    return tokens + (1 if tokens == sum(view.tokens) else 0)


def route_tokens(view: State, sites: tuple[int, ...]) -> int:
    """Face-up Toolbox Tokens on the trails of a route (R7.1)."""
    board = view.board
    return sum(1 for t in route_trails(board, sites) if t in board.token_of and view.tokens[board.token_of[t]])


def expedition_vp(view: State, sites: tuple[int, ...]) -> int:
    """The VP of the Expedition this move completes (R6.3, R6.4; doubled by Shovel 3), or 0."""
    f = view.flags
    end = sites[-1]
    if not f.start_relic or end == f.start_site or view.relics[end] != f.start_relic:
        return 0
    vp = 2 * (len(sites) - 1)
    return 2 * vp if f.doubled else vp


def camp_rations(view: State) -> int:
    """Rations the player would get by arriving at Base Camp now (R6.2, I3-5, R10.2)."""
    p = view.me
    n = 3 + (1 if p.holds("I3-5") else 0)
    return max(0, min(n, CHART_MAX - p.rations, view.camp))


def doubled_vp(view: State, vp: int) -> int:
    return 2 * vp if view.flags.doubled else vp


def temple_gain(view: State, site: int) -> str:
    """What exploring ``site`` costs and gives, as far as the player can see."""
    colour = view.full.colours[site]
    p = view.me
    if view.ruins[site] > 0:
        if p.pathway_reserve <= 0:
            return _("Exploring this Ruin costs 1 Ration; you have no Pathway left to place, so it gives nothing more")
        return _(
            "Exploring this Ruin costs 1 Ration: you place a Pathway on a trail next to it, and later moves can follow it"
        )
    top = view.top_tile(site)
    level = top.level if top is not None else 1
    if colour == "purple" and top is not None and top.code:
        return _("Exploring this Purple temple costs 1 Ration: you take {tile}, which does this: {effect}").format(
            tile=tile_label(top.code), effect=tile_text(top.code)
        )
    if colour == "blue":
        values = BLUE_VALUES[level]
        text = _(
            "Exploring this Blue temple costs 1 Ration: you take a secret Blue tile worth {low} to {high} VP at the end"
        )
        return text.format(low=min(values), high=max(values))
    if colour == "ivory":
        held = level in p.ivory
        if level == 1:
            text = _(
                "Exploring this Ivory temple costs 1 Ration: you take a large Ivory tile, a bonus scored at the end"
            )
        elif level == 2:
            text = _("Exploring this Ivory temple costs 1 Ration: you take a medium Ivory tile, a power used once")
        else:
            text = _("Exploring this Ivory temple costs 1 Ration: you take a small Ivory tile, a power that lasts")
        if held:
            more = _("you hold one of that size already: you keep one of the two and the other scores 2 VP")
            return _("{first}; {second}").format(first=text, second=more)
        return text
    return _("Exploring here costs 1 Ration: you take its top tile")


def tool_effect(view: State, code: Cell) -> str:
    """What using the Toolbox at ``code`` would do now, with figures where there are some."""
    p = view.me
    if code == "M1":
        return tool_here("M1-again" if view.flags.explored else "M1")
    if code == "M2":
        n = max(0, min(2, CHART_MAX - p.rations, view.camp))
        if n == 0:
            return _("take Rations from Base Camp, but none fit on your Chart now")
        return ngettext("take {n} Ration from Base Camp", "take {n} Rations from Base Camp", n).format(n=n)
    if code == "M3":
        return _("score {vp} VP (4 per Relic you hold)").format(vp=doubled_vp(view, 4 * len(p.relics)))
    if code == "C3":
        vp = doubled_vp(view, 2 * longest_pathway_route(view.board, p.pathways))
        return _("score {vp} VP (2 per Pathway in your longest route)").format(vp=vp)
    if code == "S1" and p.tb_reserve <= 0:
        return tool_here("S1-vp")
    return tool_short(code)
