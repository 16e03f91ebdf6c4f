"""The rules pages, second half: Toolbox Tokens and the Progression Table; Shrines, Relics and
Expeditions; Rations; the end and final scoring; the three setups. Written in the project's own
words from docs/rules.md (each block names the clauses it restates; they are never shown)."""

from __future__ import annotations

from .. import N_
from .model import Chapter, Entry, EntryKind, Figure, Heading, Para, tool_entry

TOOLBOX = Chapter(
    "toolbox",
    N_("Toolbox Tokens and the Progression Table"),
    (
        Heading(N_("Toolbox Tokens"), "tokens"),
        Para(
            N_(
                "Every one of the 10 rivers carries a Toolbox Token. When your move is complete, each face-up "
                "Token on a river you crossed in that move is turned face down, all of them together, and "
                "every Token turned gives you one Toolbox step."
            ),
            ("C5", "R7.1", "R7.2"),
        ),
        Figure(
            "tokens",
            N_(
                "Two face-up Tokens crossed in one move: both are turned face down and you make two steps. Here "
                "one Toolbox leaves the bottom space for Machete 1 and another climbs from Compass 1 to Compass 2."
            ),
            ("R7.1", "R7.2", "R8.2"),
        ),
        Para(
            N_(
                "If that leaves no Token face up anywhere on the board, all ten are turned face up again, and "
                "you make one extra step for having turned the last one."
            ),
            ("R7.3",),
        ),
        Para(
            N_(
                "Tokens turned by a tile (Purple P8 or Ivory I3-6) give no steps; only the extra step for "
                "turning the very last face-up Token is still earned."
            ),
            ("R7.4", "P8", "I3-6", "X12", "X15"),
        ),
        Heading(N_("The Progression Table"), "steps"),
        Para(
            N_(
                "Your Explorer Chart has a Progression Table: a bottom space and three branches, Machete, Compass "
                "and Shovel, three steps high each. You begin with one Toolbox on the bottom space and two in "
                "reserve beside the Chart."
            ),
            ("R8.1", "R8.4", "S7"),
        ),
        Para(
            N_(
                "A step moves one of your Toolboxes up one space. Leaving the bottom space, it enters the branch "
                "you choose; after that it can only climb its own branch. Toolboxes may share a space. Steps "
                "earned together are handed out one at a time, among your Toolboxes as you like, before "
                "anything else happens. A step that no Toolbox can take (all at the top, or none on the table) "
                "is lost, and Toolboxes in reserve never take steps."
            ),
            ("R8.2", "R8.3", "R8.4", "X5"),
        ),
        Heading(N_("Using a Toolbox"), "actions"),
        Para(
            N_(
                "Once per turn you may use one Toolbox that stands in a branch. It goes back to the bottom "
                "space first, then you carry out the action of the space it left, completely. The higher the "
                "step, the stronger the action. An action that cannot be done in full is not offered."
            ),
            ("R8.5", "R8.7"),
        ),
        Figure(
            "table",
            N_(
                "The Progression Table: the bottom space and the nine actions, three per branch. A Toolbox on a "
                "space offers that space's action."
            ),
            ("R8.1", "R8.6"),
        ),
        tool_entry("M1", anchor=False),
        tool_entry("M2", anchor=False),
        tool_entry("M3", anchor=False),
        tool_entry("C1", anchor=False),
        tool_entry("C2", anchor=False),
        tool_entry("C3", anchor=False),
        tool_entry("S1", anchor=False),
        tool_entry("S2", anchor=False),
        tool_entry("S3", anchor=False),
        Para(
            N_(
                "In more detail: Machete 1 is an explore of its own, on top of the normal one: use it before "
                "or after exploring, or instead of paying a Ration for it. Machete 2 may be used even with a full Chart or an empty pile; it then gives nothing, "
                "but the Toolbox still returns to the bottom. Compass 2 may not put either Pathway on a trail "
                "that one of the two has just left. Compass 3 counts your longest route of distinct Pathways "
                "that does not pass through Base Camp (it may end there)."
            ),
            ("T-M1", "T-M2", "T-C2", "T-C3", "X1", "X11"),
        ),
        Para(
            N_(
                "Shovel 3 doubles the 2 VP for a surplus Ivory tile and the bonuses of small Ivory tiles too. A "
                "Blue tile taken while doubled is shown to everyone and its value is scored at once as well. "
                "Points counted at the end of the game are never doubled."
            ),
            ("T-S3", "X3"),
        ),
    ),
)

RELICS = Chapter(
    "relics",
    N_("Shrines, Relics and Expeditions"),
    (
        Para(
            N_(
                "A site whose last tile has been taken becomes a Shrine, and a Relic of the site's colour "
                "appears on it: a green Toad on a Ruin, a white Skull on an Ivory temple, a blue Bird on a Blue "
                "temple, a purple Juju on a Purple temple. A Shrine can no longer be explored, but explorers "
                "still walk through it and may stop on it; passing through it does nothing."
            ),
            ("R9.7", "C4", "X9", "X13"),
        ),
        Figure(
            "shrine",
            N_("The last tile of an Ivory temple is taken: the temple becomes a Shrine and a Skull appears on it."),
            ("R9.7",),
        ),
        Heading(N_("Expeditions"), "expedition"),
        Para(
            N_(
                "A Relic is taken on an Expedition. Begin your turn on a Shrine that still holds a Relic, and "
                "end your move on another Shrine holding a Relic of the same colour: you take that second Relic. "
                "The one you started from stays where it is."
            ),
            ("R6.3",),
        ),
        Para(
            N_(
                "The Expedition also scores 2 VP for every trail you walked in that move, your Pathways "
                "included. Taking a Relic costs nothing."
            ),
            ("R6.4", "R6.5"),
        ),
        Figure(
            "expedition",
            N_(
                "An Expedition of four trails: from a Toad Shrine along three of your Pathways and one "
                "unfamiliar trail to another Toad Shrine. You take its Toad and score 4 × 2 = 8 VP."
            ),
            ("R6.3", "R6.4", "R5.3"),
        ),
        Para(
            N_(
                "Relics count again at the end: 5 VP for each different colour you hold, and a large Ivory tile "
                "can pay for repeated colours. Each Relic taken also brings the end of the game closer."
            ),
            ("R11.3", "R11.1", "I1-3"),
        ),
        Para(
            N_(
                "A Purple tile that explores a neighbouring site for you can empty that site: its Shrine and "
                "Relic then appear on the neighbour."
            ),
            ("X6", "P7"),
        ),
    ),
)

RATIONS = Chapter(
    "rations",
    N_("Rations"),
    (
        Para(
            N_(
                "Rations feed your expedition. You start with 3 on your Explorer Chart, and Base Camp starts "
                "with a pile of 2 for each player. The other Ration Packs in the box stay out of the game."
            ),
            ("S7", "R10.1", "C5"),
        ),
        Figure(
            "rations",
            N_(
                "Your Chart holds up to 5 Rations. Exploring pays 1 into the Base Camp pile; arriving at Base "
                "Camp takes 3 from it."
            ),
            ("R10.1", "R10.2", "R6.2"),
        ),
        Para(
            N_(
                "Exploring costs 1 Ration, paid into the Base Camp pile. Every Ration you gain comes out of that "
                "same pile: arriving at Base Camp gives 3, and Machete 2, Purple P3 and P5 and some Ivory tiles "
                "give more. When the pile is empty, there is nothing to take."
            ),
            ("R9.1", "R10.1", "R6.2"),
        ),
        Para(
            N_("Your Chart never holds more than 5 Rations: whatever would go beyond 5 stays in Base Camp."),
            ("R10.2",),
        ),
        Para(
            N_(
                "Watch your supply: without a Ration you cannot explore, and a trip back to Base Camp uses up a "
                "whole turn."
            ),
            ("R9.1", "R4.2"),
        ),
    ),
)

ENDING = Chapter(
    "ending",
    N_("The end and final scoring"),
    (
        Para(
            N_(
                "The end comes into sight when the Relics taken by all players together reach a number set by "
                "the player count: 7 with two players, 8 with three, 9 with four, 10 with five."
            ),
            ("R11.1",),
            "trigger",
        ),
        Figure(
            "trigger",
            N_("How many Relics end the game, for two, three, four and five players."),
            ("R11.1",),
        ),
        Para(
            N_(
                "When that number is reached, every player seated after the one who took the last Relic needed "
                "plays one more turn, in seat order; the player who triggered the end plays no more. Relics may "
                "still be taken in these turns, but they trigger nothing more."
            ),
            ("R11.1", "X8"),
        ),
        Para(
            N_(
                "Then every player holding the Ivory tile I1-6 plays one extra turn, in seat order, even the "
                "player who triggered the end."
            ),
            ("R11.2", "I1-6", "X8"),
        ),
        Heading(N_("Final scoring"), "scoring"),
        Para(
            N_(
                "Your score is the VP you scored during the game, plus the values of your Blue tiles, plus 5 VP "
                "for every different Relic colour you hold, plus the end bonus of your large Ivory tile. Nothing "
                "counted at the end is doubled."
            ),
            ("R11.3", "X3"),
        ),
        Figure(
            "score",
            N_(
                "Points scored during play, Blue tiles, 5 VP per Relic colour and the Ivory bonus make the final score."
            ),
            ("R11.3",),
        ),
        Heading(N_("Ties"), "ties"),
        Para(
            N_(
                "The highest score wins. If players are tied, the one with more Relics wins; if they are still "
                "tied, the one with more different Relic colours. After that the victory is shared."
            ),
            ("R11.4",),
        ),
    ),
)

SETUPS = Chapter(
    "setups",
    N_("The three setups"),
    (
        Para(
            N_(
                "Each Ruin gets a stack of 3 Ruin tiles (2 with two players). For each Temple colour and level, "
                "4 tiles are drawn at random and the rest leave the game unseen. Every Temple is stacked large, "
                "medium, small (no small tiles with two players), face down, and Purple Temples turn their top "
                "tile face up."
            ),
            ("S2", "S3", "S5"),
        ),
        Para(
            N_(
                "All 10 Toolbox Tokens start face up and every explorer starts on Base Camp. Each player has 3 "
                "Rations, one Toolbox on the bottom space of the Progression Table, 2 Toolboxes and 10 Pathways "
                "in reserve."
            ),
            ("S6", "S7"),
        ),
        Heading(N_("Which Temple gets which colour"), "colours"),
        Figure(
            "setups",
            N_("The colours of the twelve Temples, corner by corner, in the three setups."),
            ("S4", "S4a", "S4b", "S4c"),
        ),
        Entry(EntryKind.SETUP, "first", "first", ("S4a",)),
        Para(
            N_(
                "Every Temple takes the colour the board prints for it, and the advanced tiles stay in the box: "
                "Purple P6, P7 and P8, and Ivory I1-3, I1-6, I2-1, I2-6, I3-4 and I3-6. The Index marks them."
            ),
            ("S4a", "B4"),
        ),
        Entry(EntryKind.SETUP, "standard", "standard", ("S4b",)),
        Para(
            N_(
                "The colours are dealt at random, but each corner of the jungle gets one Temple of every colour "
                "before any colour is repeated there."
            ),
            ("S4", "S4b", "B1"),
        ),
        Entry(EntryKind.SETUP, "random", "random", ("S4c",)),
        Para(N_("The colours are dealt completely at random: four Temples of each colour."), ("S4c",)),
        Para(
            N_(
                "Players sit in the order chosen, two to five of them, and the first seat starts. The seed, the "
                "players, the board and the setup together fix the whole deal: the same choices deal the same "
                "game."
            ),
            ("S1", "S8"),
        ),
    ),
)
