"""What things do, in the project's own words (cite RULES.md ids): Toolbox actions, tile
effects, setups, the quick guide to a turn."""

from __future__ import annotations

TOOL_TEXT = {  # R8.6
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

TILE_TEXT = {  # section 9
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

# What a Toolbox does, in a few words (button labels; TOOL_TEXT is the full tooltip)
TOOL_SHORT = {
    "M1": "explore here again, free",
    "M2": "take 2 Rations",
    "M3": "4 VP per Relic",
    "C1": "move a Pathway",
    "C2": "move two Pathways",
    "C3": "2 VP per Pathway in your longest route",
    "S1": "a Toolbox or 2 VP",
    "S2": "place a Pathway next to you",
    "S3": "double your VP this turn",
}

# A caption for an empty space of the Progression Table (two short lines at most)
CELL_CAPTION = {
    "M1": "free\nexplore",
    "M2": "+2\nRations",
    "M3": "4 VP\nper Relic",
    "C1": "move a\nPathway",
    "C2": "move 2\nPathways",
    "C3": "route\nVP",
    "S1": "Toolbox\nor 2 VP",
    "S2": "place a\nPathway",
    "S3": "double\nVP",
}

POWER_SHORT = {
    "P1": "+3",
    "P2": "step",
    "P3": "2 food",
    "P4": "box",
    "P5": "camp",
    "P6": "path",
    "P7": "reach",
    "P8": "tokens",
}

SETUP_TEXT = {
    "first": ("First Game", "Printed temple colours, no advanced tiles: best for learning."),
    "standard": ("Standard", "Temple colours dealt so every corner of the jungle gets a mix."),
    "random": ("Random", "Temple colours fully shuffled: anything can happen."),
}

# The quick guide shown beside the panels when there is room (our words, RULES.md sections 4-11)
GUIDE = (
    (
        "Move",
        "one unfamiliar trail, plus any chain of your own Pathways before or after it. "
        "Reaching Base Camp ends the turn and gives 3 Rations.",
    ),
    ("Explore", "pay 1 Ration: a Ruin lets you lay a Pathway, a temple gives its top tile."),
    ("Tokens", "cross a face-up Toolbox Token on a river to move a Toolbox up your table."),
    ("Toolbox", "once per turn, use a Toolbox on your table for its action."),
    (
        "Relics",
        "an emptied site becomes a Shrine. Start a turn on a Shrine and end your move on "
        "another with the same Relic to take it, plus 2 VP per trail walked.",
    ),
    ("End", "when the Relics needed are taken, everyone else plays one last turn."),
)
