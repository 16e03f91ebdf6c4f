"""The prompt line: what the decision asks of the player now, worded for what is really open."""

from __future__ import annotations

from collections.abc import Iterable

from ..rules.actions import Action
from ..rules.kinds import ActionKind, Decision

# What the prompt line asks, by state.decision() (our wording of rules.Decision)
PROMPT: dict[Decision, str] = {
    Decision.START: "Move your explorer: click a highlighted site (or use a Toolbox first)",
    Decision.AFTER: "Explore this site, use a Toolbox, or end your turn",
    Decision.STEPS: "Move a Toolbox up one step: choose where it climbs (below, or a glowing space on your table)",
    Decision.PLACE: "Place a Pathway: click a highlighted trail",
    Decision.KEEP: "Keep one of your two Ivory tiles of this level (the other scores 2 VP)",
    Decision.I22: "Use Ivory I2-2 (Rummage) to look through this temple and pick a tile?",
    Decision.PICK: "Take one tile of this temple",
    Decision.SHIFT: "Move one of your Pathways: click it, then click its new trail",
    Decision.SHIFT2A: "Move the first of two Pathways: click it, then its new trail",
    Decision.SHIFT2B: "Move the second Pathway: click it, then its new trail",
    Decision.VISIT: "Purple P7 (Long Reach): click a highlighted neighbouring Ruin or Temple to explore it",
    Decision.FLIPS: "Turn a Toolbox Token over: click one of the ringed tokens on the rivers",
    Decision.TS1: "Shovel 1: a reserve Toolbox onto your table, or 2 VP?",
    Decision.OVER: "The game is over",
}


def prompt(decision: Decision, legal: Iterable[Action]) -> str:
    """What the prompt line asks, worded for the actions that are really open now."""
    acts = list(legal)
    kinds = {ActionKind(a.kind) for a in acts}
    if decision == Decision.START:
        if kinds <= {ActionKind.STAY}:
            return "No move is possible from here: stay put"
        extra = [
            w for k, w in ((ActionKind.TOOL, "use a Toolbox"), (ActionKind.USE, "use an Ivory tile")) if k in kinds
        ]
        text = "Move your explorer: click a highlighted site"
        text += f" (or {' or '.join(extra)} first)" if extra else ""
        if ActionKind.JUMP in kinds:
            text += "; Ivory I2-6 Temple Leap also reaches the temples of your temple's colour"
        return text
    if decision == Decision.AFTER:
        opts = [
            w for k, w in ((ActionKind.EXPLORE, "explore this site"), (ActionKind.TOOL, "use a Toolbox")) if k in kinds
        ]
        if not opts:
            return "Nothing more to do here: end your turn"
        opts.append("end your turn")
        text = ", ".join(opts[:-1]) + " or " + opts[-1]
        return text[0].upper() + text[1:]
    if decision == Decision.PLACE:
        extras = {x for a in acts if a.kind == ActionKind.PLACE for x in a.args[1]}
        text = PROMPT[Decision.PLACE]
        if "5" in extras:
            text += " (Ivory I2-5 Far Path opens every trail)"
        if "4" in extras:
            text += "; Ivory I2-4 Double Path can add a second one"
        return text
    return PROMPT.get(decision, decision)
