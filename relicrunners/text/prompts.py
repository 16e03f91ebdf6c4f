"""The prompt line: what the decision asks of the player now, worded for what is really open."""

from __future__ import annotations

from collections.abc import Iterable

from ..rules.actions import Action
from ..rules.frames import Flips, Steps
from ..rules.kinds import ActionKind, Decision
from ..rules.state import State
from . import N_, _, ngettext
from .names import tile_label

# What the prompt line asks, by state.decision() (our wording of rules.Decision)
PROMPT: dict[Decision, str] = {
    Decision.START: N_("Move your explorer: click a highlighted site (or use a Toolbox first)"),
    Decision.AFTER: N_("Explore this site, use a Toolbox, or end your turn"),
    Decision.STEPS: N_("Move a Toolbox up one step: choose where it climbs (below, or a glowing space on your table)"),
    Decision.PLACE: N_("Place a Pathway: click a highlighted trail"),
    Decision.KEEP: N_("Keep one of your two Ivory tiles of this level (the other scores 2 VP)"),
    Decision.PICK_OFFER: N_("Use Ivory I2-2 (Rummage) to look through this temple and pick a tile?"),
    Decision.PICK: N_("Take one tile of this temple"),
    Decision.SHIFT: N_("Move one of your Pathways: click it, then click its new trail"),
    Decision.SHIFT_FIRST: N_("Move the first of two Pathways: click it, then its new trail"),
    Decision.SHIFT_SECOND: N_("Move the second Pathway: click it, then its new trail"),
    Decision.VISIT: N_("Purple P7 (Long Reach): click a highlighted neighbouring Ruin or Temple to explore it"),
    Decision.FLIPS: N_("Turn a Toolbox Token over: click one of the ringed tokens on the rivers"),
    Decision.TOOLBOX_OR_VP: N_("Shovel 1: a reserve Toolbox onto your table, or 2 VP?"),
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
# Shovel 1 (T-S1), by the choices open: no Toolbox left in reserve leaves only the VP (X7)
SHOVEL_ONE = {
    frozenset({"toolbox", "vp"}): N_("Shovel 1: a reserve Toolbox onto your table, or 2 VP?"),
    frozenset({"vp"}): N_("Shovel 1: score 2 VP (no Toolbox is left in your reserve)"),
}
# the extra a Pathway placement carries (rules/legal.py): I2-4 a second Pathway, I2-5 a far trail
DOUBLE, FAR = "4", "5"

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


def prompt(decision: Decision, legal: Iterable[Action], state: State | None = None) -> str:
    """What the prompt line asks, worded for the actions that are really open now. With the
    ``state`` of the decision, Toolbox steps and Token turns say how many are left (the frame's
    ``left``)."""
    acts = list(legal)
    kinds = {ActionKind(a.kind) for a in acts}
    frame = state.frame() if state is not None else None
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
        message = PLACE_WITH[DOUBLE in extras, FAR in extras]
        return _(message).format(double=tile_label("I2-4"), far=tile_label("I2-5"))
    if decision == Decision.STEPS and isinstance(frame, Steps):
        return ngettext(
            "Move a Toolbox up one step ({n} step left): choose where it climbs (below, or a glowing space on your table)",
            "Move a Toolbox up one step ({n} steps left): choose where it climbs (below, or a glowing space on your table)",
            frame.left,
        ).format(n=frame.left)
    if decision == Decision.FLIPS and isinstance(frame, Flips):
        if ActionKind.DONE in kinds:  # P8: up to that many, or stop
            text = ngettext(
                "Turn a Toolbox Token over ({n} token left): click one of the ringed tokens on the rivers, or Done to stop",
                "Turn a Toolbox Token over ({n} tokens left): click one of the ringed tokens on the rivers, or Done to stop",
                frame.left,
            )
        else:
            text = ngettext(
                "Turn a Toolbox Token over ({n} token left): click one of the ringed tokens on the rivers",
                "Turn a Toolbox Token over ({n} tokens left): click one of the ringed tokens on the rivers",
                frame.left,
            )
        return text.format(n=frame.left)
    if decision == Decision.TOOLBOX_OR_VP:
        choices = {a.args[0] for a in acts if a.kind == ActionKind.CHOOSE}
        return _(SHOVEL_ONE.get(frozenset(choices), PROMPT[Decision.TOOLBOX_OR_VP]))
    return _(PROMPT[decision]) if decision in PROMPT else str(decision)
