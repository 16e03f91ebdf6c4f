"""Every explanatory text the window shows, in the project's own words (cite RULES.md ids)."""
from __future__ import annotations

from collections.abc import Iterable

from ..rules.actions import Action
from ..rules.kinds import ActionKind, Decision

BRANCH_NAME = {"M": "Machete", "C": "Compass", "S": "Shovel"}

TOOL_TEXT = {                                                     # R8.6
    "M1": "Machete 1: explore the temple you stand on once more, free of charge",
    "M2": "Machete 2: take 2 Rations from Base Camp",
    "M3": "Machete 3: score 4 VP for every Relic you hold",
    "C1": "Compass 1: move one of your Pathways to another trail",
    "C2": "Compass 2: move two of your Pathways to other trails",
    "C3": "Compass 3: score 2 VP per Pathway in your longest unbroken Pathway route",
    "S1": "Shovel 1: bring a reserve Toolbox onto the table, or score 2 VP",
    "S2": "Shovel 2: place a reserve Pathway on a trail next to you",
    "S3": "Shovel 3: every VP you score for the rest of this turn counts double",
}

TILE_TEXT = {                                                     # section 9
    "P1": "Score 3 VP",
    "P2": "One Toolbox on your table climbs a step",
    "P3": "Take 2 Rations from Base Camp",
    "P4": "A reserve Toolbox joins the bottom of your table",
    "P5": "Back to Base Camp at once: take 3 Rations, turn ends",
    "P6": "Move one of your Pathways to any trail",
    "P7": "Explore a neighbouring Ruin or Temple from here",
    "P8": "Turn up to 2 Toolbox Tokens, either way",
    "I1-1": "End: 3 VP for each Ivory tile you hold",
    "I1-2": "End: 2 VP per Ration you still hold",
    "I1-3": "End: 5 VP per Relic repeating a colour you already have",
    "I1-4": "End: 1 VP per Pathway of yours on the board",
    "I1-5": "End: 4 VP per Toolbox on your table",
    "I1-6": "Play one extra turn after the last regular turn",
    "I2-1": "Once: take your unfamiliar trail in the middle of a Pathway chain",
    "I2-2": "Once: look through a temple's tiles and pick the one you want",
    "I2-3": "Once, at the start of a turn: top your Rations up to 5 from Base Camp",
    "I2-4": "Once: place two Pathways instead of one, both next to you",
    "I2-5": "Once: place a Pathway on any trail of the board",
    "I2-6": "Once, instead of moving: jump to another temple of the same colour",
    "I3-1": "Always: +1 VP whenever you place a Pathway",
    "I3-2": "Always: +1 VP when you are first to explore a site",
    "I3-3": "Always: +1 VP when exploring a temple scores you points",
    "I3-4": "Always: +1 Ration when an opponent moves a Pathway on the board",
    "I3-5": "Always: +1 Ration when you arrive at Base Camp",
    "I3-6": "Always: turn one Token of your choice when leaving Base Camp",
}

# A short name for every Purple and Ivory tile, shown wherever its code is (our own names)
TILE_NAME = {
    "P1": "Treasure", "P2": "Step Up", "P3": "Provisions", "P4": "Spare Toolbox", "P5": "Homeward",
    "P6": "Reroute", "P7": "Long Reach", "P8": "Token Twist",
    "I1-1": "Collector", "I1-2": "Full Larder", "I1-3": "Twin Relics", "I1-4": "Road Maker",
    "I1-5": "Workshop", "I1-6": "Encore",
    "I2-1": "Detour", "I2-2": "Rummage", "I2-3": "Resupply", "I2-4": "Double Path", "I2-5": "Far Path",
    "I2-6": "Temple Leap",
    "I3-1": "Builder", "I3-2": "Pioneer", "I3-3": "Scholar", "I3-4": "Toll Keeper", "I3-5": "Warm Welcome",
    "I3-6": "Tinkerer",
}

# What a Toolbox does, in a few words (button labels; TOOL_TEXT is the full tooltip)
TOOL_SHORT = {
    "M1": "explore here again, free", "M2": "take 2 Rations", "M3": "4 VP per Relic",
    "C1": "move a Pathway", "C2": "move two Pathways", "C3": "2 VP per Pathway in your longest route",
    "S1": "a Toolbox or 2 VP", "S2": "place a Pathway next to you", "S3": "double your VP this turn",
}

# A caption for an empty space of the Progression Table (two short lines at most)
CELL_CAPTION = {
    "M1": "free\nexplore", "M2": "+2\nRations", "M3": "4 VP\nper Relic",
    "C1": "move a\nPathway", "C2": "move 2\nPathways", "C3": "route\nVP",
    "S1": "Toolbox\nor 2 VP", "S2": "place a\nPathway", "S3": "double\nVP",
}

POWER_SHORT = {"P1": "+3", "P2": "step", "P3": "2 food", "P4": "box", "P5": "camp", "P6": "path",
               "P7": "reach", "P8": "tokens"}

SETUP_TEXT = {
    "first": ("First Game", "Printed temple colours, no advanced tiles: best for learning."),
    "standard": ("Standard", "Temple colours dealt so every corner of the jungle gets a mix."),
    "random": ("Random", "Temple colours fully shuffled: anything can happen."),
}

LEVEL_WORD = {1: "large", 2: "medium", 3: "small"}

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


def tile_label(code: str) -> str:
    """``"I2-3"`` -> ``"I2-3 Resupply"``: the code with its short name (the code alone if it has none)."""
    name = TILE_NAME.get(code)
    return f"{code} {name}" if name else code


def tile_name(code: str | None, colour: str, level: int) -> str:
    if code is None:
        return f"a {LEVEL_WORD[level]} {colour} tile (hidden)"
    if code.startswith("B"):
        return f"Blue {LEVEL_WORD[level]}, worth {code[1:]}"
    if code.startswith("P"):
        return f"Purple {tile_label(code)}: {TILE_TEXT[code]}"
    return f"Ivory {tile_label(code)}: {TILE_TEXT[code]}"


def prompt(decision: Decision, legal: Iterable[Action]) -> str:
    """What the prompt line asks, worded for the actions that are really open now."""
    acts = list(legal)
    kinds = {ActionKind(a.kind) for a in acts}
    if decision == Decision.START:
        if kinds <= {ActionKind.STAY}:
            return "No move is possible from here: stay put"
        extra = [w for k, w in ((ActionKind.TOOL, "use a Toolbox"), (ActionKind.USE, "use an Ivory tile"))
                 if k in kinds]
        text = "Move your explorer: click a highlighted site"
        text += f" (or {' or '.join(extra)} first)" if extra else ""
        if ActionKind.JUMP in kinds:
            text += "; Ivory I2-6 Temple Leap also reaches the temples of your temple's colour"
        return text
    if decision == Decision.AFTER:
        opts = [w for k, w in ((ActionKind.EXPLORE, "explore this site"), (ActionKind.TOOL, "use a Toolbox"))
                if k in kinds]
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

# The quick guide shown beside the panels when there is room (our words, RULES.md sections 4-11)
GUIDE = (
    ("Move", "one unfamiliar trail, plus any chain of your own Pathways before or after it. "
             "Reaching Base Camp ends the turn and gives 3 Rations."),
    ("Explore", "pay 1 Ration: a Ruin lets you lay a Pathway, a temple gives its top tile."),
    ("Tokens", "cross a face-up Toolbox Token on a river to move a Toolbox up your table."),
    ("Toolbox", "once per turn, use a Toolbox on your table for its action."),
    ("Relics", "an emptied site becomes a Shrine. Start a turn on a Shrine and end your move on "
               "another with the same Relic to take it, plus 2 VP per trail walked."),
    ("End", "when the Relics needed are taken, everyone else plays one last turn."),
)
