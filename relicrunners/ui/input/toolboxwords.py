"""How the Toolbox choices read: a Toolbox used now, and a step that makes a Toolbox climb —
worded honestly (and what exploring here gives, which Machete 1 repeats), from what the rules will allow once the steps are placed (``toolbox_when``):
usable now, not here (what it needs), or only from the next turn.

Part of the per-action-kind table (``ui.input.actions``), which reads these for ``TOOL`` and ``STEP``.
"""

from __future__ import annotations

from ...rules import Action, ActionKind, State, apply, legal_actions
from ...rules.frames import Steps
from ...text import _, tile_label, tool_here, tool_label, tool_needs, tool_short, tool_text
from .look import Look

# When a Toolbox that climbs to a space could be used from there (``toolbox_when``)
NOW, NEEDS, USED, LATER, UNKNOWN = "now", "needs", "used", "later", "unknown"


def _cell(code: str) -> tuple[str, int]:
    return code[0], int(code[1])


def tool_words(look: Look, code: str, here: bool = False) -> str:
    """What the Toolbox at ``code`` does, in a few words. ``here``: used by the explorer where it
    stands now, this turn: Machete 1 explores this site (again, after an explore this turn).
    Shovel 1 offers the Toolbox only while one is left in reserve (X7)."""
    me = look.state.players[look.seat]
    if code == "M1" and here:
        return tool_here("M1-again" if look.state.flags.explored else "M1")
    if code == "S1" and me.tb_reserve <= 0:
        return tool_here("S1-vp")
    return tool_short(code)


def after_step(look: Look, a: Action) -> State | None:
    """The position once the step ``a`` is placed, as the last of the steps in hand: the engine
    resolves what follows them (arriving, an Expedition, the turn ending at Base Camp). None when
    no step is asked now."""
    st = look.state.copy()
    if not st.pending or not isinstance(st.pending[-1], Steps) or st.current != look.seat:
        return None
    st.pending[-1] = Steps(1)
    for p in st.players:  # a view hides others' coins: an Expedition still scores in the copy
        if p.vp is None:
            p.vp = 0
    return apply(st, a, check=False)[0]


def toolbox_when(look: Look, a: Action) -> str:
    """When a Toolbox climbing with the step ``a`` could be used from its new space, as the rules'
    ``legal_actions`` have it once the steps are placed: ``NOW`` (this turn, here); ``NEEDS`` (not
    where the explorer stands, or not with what the player has: R8.7); ``USED`` (a Toolbox was
    used this turn already: R8.5); ``LATER`` (the turn ends first: Base Camp, P5); ``UNKNOWN``
    (no step is asked now)."""
    after = after_step(look, a)
    if after is None:
        return UNKNOWN
    if after.over or after.current != look.seat or after.turn != look.state.turn or after.flags.turn_over:
        return LATER
    if after.flags.tool_used:
        return USED
    probe = after.copy()
    probe.pending = []  # once the choices still in hand are made
    return NOW if Action(ActionKind.TOOL, _cell(a.args[1])) in legal_actions(probe) else NEEDS


def describe_tool(look: Look, a: Action) -> str:
    branch, level = a.args[0], a.args[1]
    code = f"{branch}{level}"
    if code == "M1":  # say what exploring here gives
        return _("{tool}: {what}: {gain}").format(
            tool=tool_label(code), what=tool_words(look, code, here=True), gain=explore_gain(look)
        )
    return _("{tool}: {what}").format(tool=tool_label(code), what=tool_words(look, code, here=True))


def describe_step(look: Look, a: Action) -> str:
    cell = a.args[1]
    when = toolbox_when(look, a)
    tool = tool_label(cell)
    if when in (NOW, UNKNOWN):
        return _("Up to {tool}: {what}").format(tool=tool, what=tool_words(look, cell, here=when == NOW))
    what = tool_words(look, cell)
    if when == NEEDS:
        return _("Up to {tool} ({what} — {needs})").format(tool=tool, what=what, needs=tool_needs(cell))
    if tool_needs(cell):
        return _("Up to {tool} ({what} — from your next turn, {needs})").format(
            tool=tool, what=what, needs=tool_needs(cell)
        )
    return _("Up to {tool} ({what} — usable from your next turn)").format(tool=tool, what=what)


def explain_step(look: Look, a: Action) -> str:
    cell = a.args[1]
    offers = _("A Toolbox climbs to this space; from there it offers: {effect}").format(effect=tool_text(cell))
    when = toolbox_when(look, a)
    if when in (NOW, UNKNOWN):
        return offers
    if when == NEEDS:
        why = _("It cannot be used now ({needs}).").format(needs=tool_needs(cell))
    elif when == USED:
        why = _("You have used a Toolbox this turn already: it waits for your next turn.")
    else:
        why = _("Your turn ends once the steps are placed: it waits for your next turn.")
    return _("{offers}. {why}").format(offers=offers, why=why)


def explore_gain(look: Look) -> str:
    """What exploring the explorer's site gives, as far as the player can see it."""
    st = look.state
    site = st.players[look.seat].site
    colour = st.site_colour(site)
    if colour == "ruin" or look.board.sites[site].kind == "ruin":
        return _("place a Pathway next to it")
    top = st.top_tile(site)
    if colour == "purple" and top is not None and top.code:
        return _("take Purple {tile}").format(tile=tile_label(top.code))
    if colour == "blue":
        return _("take a secret Blue tile")
    if colour == "ivory":
        return _("take an Ivory tile")
    return _("take its top tile")
