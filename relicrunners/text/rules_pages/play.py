"""The rules pages, first half: the goal, a turn, moving, exploring. Written in the project's own
words from docs/rules.md (each block names the clauses it restates; they are never shown)."""

from __future__ import annotations

from .. import N_
from .model import Chapter, Figure, Heading, Para

GOAL = Chapter(
    "goal",
    N_("The goal"),
    (
        Para(
            N_(
                "Relic Runners is a race through a jungle full of temples and ruins. Every player leads one "
                "explorer. Turn by turn you walk the trails, search the sites for what they hide and lay "
                "Pathways of your own so that later journeys reach further. A site that has been searched to "
                "the bottom becomes a Shrine, and a Relic appears on it."
            ),
            ("C1", "C2", "R9.7"),
        ),
        Para(
            N_(
                "Almost everything you do earns Victory Points (VP): tiles, Toolbox actions and above all "
                "Expeditions, the journeys that carry a Relic from one Shrine to another. At the end you add "
                "the values of your Blue tiles, a bonus for every Relic colour you hold and the bonus of your "
                "Ivory tile. The most VP wins. Points stay secret until the end: the coins lie face down."
            ),
            ("C6", "R6.3", "R6.4", "R11.3", "R11.4"),
        ),
        Figure(
            "relics",
            N_(
                "The four Relics and where they appear: a Toad on an emptied Ruin, a Skull on an Ivory temple, "
                "a Bird on a Blue temple and a Juju on a Purple temple."
            ),
            ("C4", "R9.7"),
        ),
        Heading(N_("On the table"), "components"),
        Para(
            N_(
                "The board has Base Camp in the middle, 8 Ruins and 12 Temples in three colours: Purple, Blue "
                "and Ivory. Trails join the sites; most are jungle trails, and exactly 10 are rivers, each "
                "with a Toolbox Token on it."
            ),
            ("C1", "B1", "B3", "C5"),
        ),
        Para(
            N_(
                "Every player has a colour and a symbol, an explorer, 10 Pathways to lay on trails, 3 "
                "Toolboxes and an Explorer Chart. The Chart holds your Rations (at most 5) and your "
                "Progression Table, where your Toolboxes climb towards stronger actions."
            ),
            ("C2", "R10.2", "R8.1"),
        ),
        Para(
            N_(
                "The game ends a little after the players together have taken enough Relics: 7 with two "
                "players, one more for every further player."
            ),
            ("R11.1",),
        ),
    ),
)

TURN = Chapter(
    "turn",
    N_("A turn"),
    (
        Para(
            N_(
                "Players take turns one after the other in seat order; the first seat begins. Your turn has "
                "two parts: first you must move your explorer, then you may explore the site where the move "
                "ended. After that the next player takes over."
            ),
            ("S1", "R4.1"),
        ),
        Figure(
            "turn",
            N_(
                "A turn: move (always), then explore (if you want to, for one Ration). One Toolbox may be "
                "used at any moment in between."
            ),
            ("R4.1", "R8.5"),
        ),
        Para(
            N_(
                "Once in your turn you may also use one of your Toolboxes: before you move, after the move or "
                "after exploring, but never in the middle of something else."
            ),
            ("R4.1", "R8.5"),
        ),
        Para(
            N_(
                "When the move is done, a few things happen on their own, in this order: the Toolbox Tokens you "
                "crossed are turned and give you steps, then Base Camp or an Expedition is settled, and only "
                "then may you explore."
            ),
            ("R6.1",),
        ),
        Para(
            N_(
                "Base Camp is different: arriving there ends the move and the whole turn. You collect Rations "
                "but do not explore."
            ),
            ("R4.2", "R6.2"),
        ),
        Para(
            N_(
                "A few Ivory tiles act at the start of your turn, before the move. The window offers them when "
                "they can be used."
            ),
            ("R4.1", "I2-3"),
        ),
    ),
)

MOVING = Chapter(
    "moving",
    N_("Moving"),
    (
        Para(
            N_("You must move every turn, and the move must end on a different site from the one it began on."),
            ("R5.1",),
        ),
        Heading(N_("Familiar and unfamiliar trails"), "familiar"),
        Para(
            N_(
                "A trail with one of your own Pathways on it is familiar to you. Every other trail is "
                "unfamiliar, even one that carries another player's Pathway. Pathways of different players "
                "share a trail without trouble, but a trail never holds two Pathways of the same player."
            ),
            ("R5.2", "R9.3"),
        ),
        Heading(N_("Pathway chains"), "chain"),
        Para(
            N_(
                "A move may use at most one unfamiliar trail. Next to it you may walk an unbroken chain of "
                "your own Pathways: all of the chain before the unfamiliar trail, or all of it after, but not "
                "some before and some after. A chain of Pathways on its own is a move too, and so is the "
                "unfamiliar trail on its own."
            ),
            ("R5.3",),
        ),
        Figure(
            "move",
            N_(
                "Left: two of your Pathways, then one unfamiliar trail: a legal move. Right: a Pathway, the "
                "unfamiliar trail, then another Pathway: not allowed, because the chain may not be split "
                "around the unfamiliar trail."
            ),
            ("R5.3", "R5.2"),
        ),
        Para(
            N_("A move never walks the same trail twice, although it may pass through the same site more than once."),
            ("R5.4",),
        ),
        Para(
            N_(
                "The way you go matters as much as where you stop: the rivers you cross decide your Toolbox "
                "steps, and the number of trails decides what an Expedition scores. When several routes lead "
                "to the same site, the window asks which one you mean."
            ),
            ("R5.6",),
        ),
        Heading(N_("Base Camp"), "camp"),
        Para(
            N_(
                "A move may start at Base Camp but can never go through it: the moment you step onto Base "
                "Camp, the move stops there. You take 3 Rations from the Base Camp pile and your turn is over."
            ),
            ("R5.5", "R6.2", "R4.2"),
        ),
        Figure(
            "camp",
            N_(
                "Your Pathways lead through Base Camp, but the move stops as soon as it arrives there: the "
                "rest of the chain waits for another turn. You take 3 Rations instead."
            ),
            ("R5.5", "R6.2"),
        ),
        Para(
            N_(
                "Should there ever be no legal move at all (it hardly ever happens), you skip the move and the "
                "turn goes on."
            ),
            ("R5.7",),
        ),
    ),
)

EXPLORING = Chapter(
    "exploring",
    N_("Exploring Ruins and Temples"),
    (
        Para(
            N_(
                "After moving you may explore the site you stand on, if it is a Ruin or a Temple with tiles "
                "left. Exploring costs 1 Ration, paid into the Base Camp pile; with no Ration left you cannot "
                "explore. Not exploring is always allowed and costs nothing. Base Camp and Shrines cannot be "
                "explored."
            ),
            ("R9.1", "X10"),
        ),
        Heading(N_("Ruins"), "ruins"),
        Para(
            N_(
                "Exploring a Ruin takes its top tile out of the game. In return you lay one Pathway from your "
                "reserve on a trail touching that Ruin which has none of yours yet. With no Pathway in reserve, "
                "or no such trail, nothing is laid."
            ),
            ("R9.2", "R9.3"),
        ),
        Figure(
            "ruin",
            N_(
                "Exploring a Ruin: pay one Ration, the top tile leaves the stack, and one of your Pathways goes "
                "on a trail next to the Ruin."
            ),
            ("R9.1", "R9.2"),
        ),
        Heading(N_("Temples"), "temples"),
        Para(
            N_(
                "A Temple holds a stack of tiles of its colour: a large tile at the bottom, a medium one on it "
                "and a small one on top (with two players there are no small tiles). Exploring a Temple gives "
                "you the top tile. What happens then depends on the colour."
            ),
            ("C3", "S3"),
        ),
        Figure(
            "temples",
            N_(
                "The three Temple colours: an Ivory tile is kept face up, a Blue tile is kept face down, a "
                "Purple tile lies face up on its Temple and acts as soon as it is taken."
            ),
            ("R9.4", "R9.5", "R9.6", "S5"),
        ),
        Para(
            N_(
                "Ivory: you keep the tile face up, for everyone to see. You may hold only one Ivory tile of each "
                "level. If you take a second one of a level, you keep the one you prefer, discard the other and "
                "score 2 VP. Large Ivory tiles score at the end of the game, medium ones are used once when they "
                "fit (even in the turn you took them, and even a moment before one is discarded), small ones "
                "keep working for the rest of the game."
            ),
            ("R9.4", "X4"),
            "ivory",
        ),
        Para(
            N_(
                "Blue: you keep the tile face down and look at it secretly. Its value, from 2 to 5, counts at "
                "the end of the game."
            ),
            ("R9.5",),
            "blue",
        ),
        Para(
            N_(
                "Purple: the top tile of a Purple Temple always lies face up, so everybody knows what it does. "
                "Taking it carries out its effect at once; the tile is then discarded and the next tile of the "
                "stack is turned face up."
            ),
            ("S5", "R9.6"),
            "purple",
        ),
        Para(
            N_(
                "Taking the last tile of a site: first carry out what that tile does; then the site becomes a "
                "Shrine with a Relic on it, and it can no longer be explored."
            ),
            ("R9.7",),
        ),
        Para(
            N_("The Index at the end of these pages lists every Purple and Ivory tile with what it does."),
        ),
    ),
)
