"""What things do, in the project's own words (cite docs/rules.md ids): Toolbox actions, tile
effects, setups, the quick guide to a turn."""

from __future__ import annotations

from ..rules.components import Cell, as_cell
from . import N_, NC_, _, pgettext

TOOL_TEXT: dict[Cell, str] = {  # R8.6
    "M1": N_(
        "Machete 1: explore the Temple you stand on without paying a Ration, besides your normal explore "
        "(only a Temple with tiles left: not a Ruin, a Shrine or Base Camp)"
    ),
    "M2": N_("Machete 2: take 2 Rations from Base Camp"),
    "M3": N_("Machete 3: score 4 VP for every Relic you hold"),
    "C1": N_("Compass 1: move one of your Pathways to another trail"),
    "C2": N_("Compass 2: move two of your Pathways to other trails"),
    "C3": N_("Compass 3: score 2 VP per Pathway in your longest unbroken Pathway route"),
    "S1": N_(
        "Shovel 1: bring a reserve Toolbox onto the table, or score 2 VP (only the VP when none is left in reserve)"
    ),
    "S2": N_("Shovel 2: place a reserve Pathway on a trail next to you"),
    "S3": N_("Shovel 3: every VP you score for the rest of this turn counts double"),
}

TILE_TEXT = {  # section 9
    "P1": N_("Score 3 VP"),
    "P2": N_("One Toolbox on your table climbs a step"),
    "P3": N_("Take 2 Rations from Base Camp"),
    "P4": N_("A reserve Toolbox joins the bottom of your table"),
    "P5": N_("Back to Base Camp at once: take 3 Rations, turn ends"),
    "P6": N_("Move one of your Pathways to any trail"),
    "P7": N_("Explore a neighbouring Ruin or Temple from here"),
    "P8": N_("Turn up to 2 Toolbox Tokens, either way"),
    "I1-1": N_("End: 3 VP for each Ivory tile you hold"),
    "I1-2": N_("End: 2 VP per Ration you still hold"),
    "I1-3": N_("End: 5 VP per Relic repeating a colour you already have"),
    "I1-4": N_("End: 1 VP per Pathway of yours on the board"),
    "I1-5": N_("End: 4 VP per Toolbox on your table"),
    "I1-6": N_("Play one extra turn after the last regular turn"),
    "I2-1": N_("Once: take your unfamiliar trail in the middle of a Pathway chain"),
    "I2-2": N_("Once: look through a temple's tiles and pick the one you want"),
    "I2-3": N_("Once, at the start of a turn: top your Rations up to 5 from Base Camp"),
    "I2-4": N_("Once: place two Pathways instead of one, both next to you"),
    "I2-5": N_("Once: place a Pathway on any trail of the board"),
    "I2-6": N_("Once, instead of moving: jump to another temple of the same colour"),
    "I3-1": N_("Always: +1 VP whenever you place a Pathway"),
    "I3-2": N_("Always: +1 VP when you are first to explore a site"),
    "I3-3": N_("Always: +1 VP when exploring a temple scores you points"),
    "I3-4": N_("Always: +1 Ration when an opponent moves a Pathway on the board"),
    "I3-5": N_("Always: +1 Ration when you arrive at Base Camp"),
    "I3-6": N_("Always: turn one Token of your choice when leaving Base Camp"),
}

# What a Toolbox does, in a few words, wherever it is used (button labels; TOOL_TEXT is the full
# tooltip; TOOL_HERE says it for the place and the moment it is used)
TOOL_SHORT: dict[Cell, str] = {
    "M1": N_("explore a Temple, free"),
    "M2": N_("take 2 Rations"),
    "M3": N_("4 VP per Relic"),
    "C1": N_("move a Pathway"),
    "C2": N_("move two Pathways"),
    "C3": N_("2 VP per Pathway in your longest route"),
    "S1": N_("a reserve Toolbox or 2 VP"),
    "S2": N_("place a Pathway next to you"),
    "S3": N_("double your VP this turn"),
}

# What a Toolbox does used here and now, where that differs from TOOL_SHORT: Machete 1 explores the
# Temple you stand on (a second time if you explored this turn); Shovel 1 with no Toolbox left in
# reserve only scores (X7)
TOOL_HERE = {
    "M1": N_("explore here, free (no Ration)"),
    "M1-again": N_("explore here again, free"),
    "S1-vp": N_("2 VP (no Toolbox left in reserve)"),
}

# The Toolbox actions that cannot always be done (R8.7): what one needs, as the end of a button
# label ("Up to Compass 1 (move a Pathway — usable with a Pathway of yours on the board)")
TOOL_NEEDS: dict[Cell, str] = {
    "M1": N_("usable on a Temple with tiles left"),
    "C1": N_("usable with a Pathway of yours on the board"),
    "C2": N_("usable with two Pathways of yours on the board"),
    "S2": N_("usable with a reserve Pathway and a free trail next to you"),
}

# A caption for an empty space of the Progression Table (two short lines at most)
CELL_CAPTION: dict[Cell, str] = {
    "M1": N_("free\nexplore"),
    "M2": N_("+2\nRations"),
    "M3": N_("4 VP\nper Relic"),
    "C1": N_("move a\nPathway"),
    "C2": N_("move 2\nPathways"),
    "C3": N_("route\nVP"),
    "S1": N_("Toolbox\nor 2 VP"),
    "S2": N_("place a\nPathway"),
    "S3": N_("double\nVP"),
}

POWER_SHORT = {
    "P1": "+3",
    "P2": N_("step"),
    "P3": N_("2 food"),
    "P4": N_("box"),
    "P5": N_("camp"),
    "P6": N_("path"),
    "P7": N_("reach"),
    "P8": N_("tokens"),
}

SETUP_TEXT = {
    "first": (N_("First Game"), N_("Printed temple colours, no advanced tiles: best for learning.")),
    "standard": (N_("Standard"), N_("Temple colours dealt so every corner of the jungle gets a mix.")),
    "random": (N_("Random"), N_("Temple colours fully shuffled: anything can happen.")),
}

# A setup named in a phrase: one to begin a line (a saved game's summary), one inside a sentence
# (the log's first line), where Dutch and Polish write it in lower case
SETUP_PHRASE = {
    "first": (N_("First Game setup"), NC_("setup, inside a sentence", "First Game setup")),
    "standard": (N_("Standard setup"), NC_("setup, inside a sentence", "Standard setup")),
    "random": (N_("Random setup"), NC_("setup, inside a sentence", "Random setup")),
}

# The quick guide shown beside the panels when there is room (our words, docs/rules.md sections 4-11)
GUIDE = (
    (
        N_("Move"),
        N_(
            "one unfamiliar trail, plus any chain of your own Pathways before or after it. "
            "Reaching Base Camp ends the turn and gives 3 Rations."
        ),
    ),
    (N_("Explore"), N_("pay 1 Ration: a Ruin lets you lay a Pathway, a temple gives its top tile.")),
    (N_("Tokens"), N_("cross a face-up Toolbox Token on a river to move a Toolbox up your table.")),
    (N_("Toolbox"), N_("once per turn, use a Toolbox on your table for its action.")),
    (
        N_("Relics"),
        N_(
            "an emptied site becomes a Shrine. Start a turn on a Shrine and end your move on "
            "another with the same Relic to take it, plus 2 VP per trail walked."
        ),
    ),
    (N_("End"), N_("when the Relics needed are taken, everyone else plays one last turn.")),
)


# -- the tables read in the player's language (what the window and the log call) ------------------
def _space(code: str) -> Cell:
    """``code`` as a space of the Progression Table; KeyError, as the tables give, when it names none.
    (``tool_text``, ``tool_short`` and ``cell_caption`` take a plain ``str`` while the window still
    builds its codes as strings.)"""
    cell = as_cell(code)
    if cell is None:
        raise KeyError(code)
    return cell


def tool_text(code: str) -> str:
    """What the Toolbox at ``code`` ("C2") does, in full (a tooltip)."""
    return _(TOOL_TEXT[_space(code)])


def tool_short(code: str) -> str:
    """What the Toolbox at ``code`` does, in a few words (a button label)."""
    return _(TOOL_SHORT[_space(code)])


def tool_here(key: str) -> str:
    """What a Toolbox does used here and now (``TOOL_HERE``: "M1", "M1-again", "S1-vp")."""
    return _(TOOL_HERE[key])


def tool_needs(code: Cell) -> str:
    """What the Toolbox action at ``code`` needs to be usable ("" for one that always is)."""
    return _(TOOL_NEEDS[code]) if code in TOOL_NEEDS else ""


def tile_text(code: str) -> str:
    """The effect of a Purple or Ivory tile ("" for a code without one)."""
    text = TILE_TEXT.get(code)
    return _(text) if text else ""


def cell_caption(code: str) -> str:
    """The caption of an empty space of the Progression Table (two short lines at most)."""
    return _(CELL_CAPTION[_space(code)])


def setup_name(mode: str) -> str:
    """The name of a setup mode: First Game, Standard, Random (an unknown mode: as it is)."""
    return _(SETUP_TEXT[mode][0]) if mode in SETUP_TEXT else mode


def setup_phrase(mode: str, in_sentence: bool = False) -> str:
    """A setup mode named in a phrase, "Standard setup": one that begins a line, or
    (``in_sentence``) one inside a sentence. An unknown mode (a stranger's history): as it is,
    with the word for setup."""
    if mode not in SETUP_PHRASE:
        return _("{setup} setup").format(setup=mode)
    line, inside = SETUP_PHRASE[mode]
    return pgettext("setup, inside a sentence", inside) if in_sentence else _(line)


def setup_help(mode: str) -> str:
    """What a setup mode does, in one sentence."""
    return _(SETUP_TEXT[mode][1]) if mode in SETUP_TEXT else ""


def guide() -> list[tuple[str, str]]:
    """The quick guide to a turn: (heading, text) pairs."""
    return [(_(head), _(text)) for head, text in GUIDE]
