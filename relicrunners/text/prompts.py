"""The prompt line: what the decision asks of the player now, worded for what is really open."""

from __future__ import annotations

from collections.abc import Iterable

from ..rules.actions import Action
from ..rules.kinds import ActionKind, Decision
from . import N_, _
from .names import tile_label

# What the prompt line asks, by state.decision() (our wording of rules.Decision)
PROMPT: dict[Decision, str] = {
    Decision.START: N_("Move your explorer: click a highlighted site (or use a Toolbox first)"),
    Decision.AFTER: N_("Explore this site, use a Toolbox, or end your turn"),
    Decision.STEPS: N_("Move a Toolbox up one step: choose where it climbs (below, or a glowing space on your table)"),
    Decision.PLACE: N_("Place a Pathway: click a highlighted trail"),
    Decision.KEEP: N_("Keep one of your two Ivory tiles of this level (the other scores 2 VP)"),
    Decision.I22: N_("Use Ivory I2-2 (Rummage) to look through this temple and pick a tile?"),
    Decision.PICK: N_("Take one tile of this temple"),
    Decision.SHIFT: N_("Move one of your Pathways: click it, then click its new trail"),
    Decision.SHIFT2A: N_("Move the first of two Pathways: click it, then its new trail"),
    Decision.SHIFT2B: N_("Move the second Pathway: click it, then its new trail"),
    Decision.VISIT: N_("Purple P7 (Long Reach): click a highlighted neighbouring Ruin or Temple to explore it"),
    Decision.FLIPS: N_("Turn a Toolbox Token over: click one of the ringed tokens on the rivers"),
    Decision.TS1: N_("Shovel 1: a reserve Toolbox onto your table, or 2 VP?"),
    Decision.OVER: N_("The game is over"),
}


# What the start of a turn offers besides moving (Toolbox, Ivory tile): one whole sentence each
START_MOVE = {
    (False, False): N_("Move your explorer: click a highlighted site"),
    (True, False): N_("Move your explorer: click a highlighted site (or use a Toolbox first)"),
    (False, True): N_("Move your explorer: click a highlighted site (or use an Ivory tile first)"),
    (True, True): N_("Move your explorer: click a highlighted site (or use a Toolbox or use an Ivory tile first)"),
}
# What is left after moving (explore, Toolbox), besides ending the turn
AFTER_MOVE = {
    (True, True): N_("Explore this site, use a Toolbox or end your turn"),
    (True, False): N_("Explore this site or end your turn"),
    (False, True): N_("Use a Toolbox or end your turn"),
    (False, False): N_("Nothing more to do here: end your turn"),
}
# Placing a Pathway with Ivory I2-4 (a second one) and/or I2-5 (any trail) open
PLACE_WITH = {
    (False, False): N_("Place a Pathway: click a highlighted trail"),
    (False, True): N_("Place a Pathway: click a highlighted trail (Ivory {far} opens every trail)"),
    (True, False): N_("Place a Pathway: click a highlighted trail; Ivory {double} can add a second one"),
    (True, True): N_(
        "Place a Pathway: click a highlighted trail (Ivory {far} opens every trail); "
        "Ivory {double} can add a second one"
    ),
}


def prompt(decision: Decision, legal: Iterable[Action]) -> str:
    """What the prompt line asks, worded for the actions that are really open now."""
    acts = list(legal)
    kinds = {ActionKind(a.kind) for a in acts}
    if decision == Decision.START:
        if kinds <= {ActionKind.STAY}:
            return _("No move is possible from here: stay put")
        text = _(START_MOVE[ActionKind.TOOL in kinds, ActionKind.USE in kinds])
        if ActionKind.JUMP in kinds:
            leap = _("Ivory {tile} also reaches the temples of your temple's colour").format(tile=tile_label("I2-6"))
            text = _("{prompt}; {more}").format(prompt=text, more=leap)
        return text
    if decision == Decision.AFTER:
        return _(AFTER_MOVE[ActionKind.EXPLORE in kinds, ActionKind.TOOL in kinds])
    if decision == Decision.PLACE:
        extras = {x for a in acts if a.kind == ActionKind.PLACE for x in a.args[1]}
        return _(PLACE_WITH["4" in extras, "5" in extras]).format(double=tile_label("I2-4"), far=tile_label("I2-5"))
    return _(PROMPT[decision]) if decision in PROMPT else str(decision)
