"""The tunable numbers of the hand-written evaluation (``bots.evaluate``), all in VP or turns:
the weights ``W`` (a Ration, a Pathway, a Toolbox, a share of the next move, the distance discount,
...; the hard bot overrides some), the game clock (turns per Relic taken, the stall added when no
Relic is in reach), the press for the end of a dragging game (when it starts, how fast it grows,
how often a bot then plays at random), and the worth of Toolbox actions, kept Ivory tiles and
Purple effects. They were tuned by bot-against-bot tournaments (see docs/bots.md).
"""

from __future__ import annotations

# -- tunable weights (VP) ------------------------------------------------------------------
W = {
    "ration": 1.0,  # one Ration on the Chart, while turns remain to spend it
    "pathway": 3.5,  # one own Pathway on the board (they make long moves: Expeditions, Tokens)
    "longest": 0.2,  # per Pathway in the longest own route (Compass 3 and long moves)
    "tb_bottom": 1.0,  # a Toolbox on the bottom space
    "tb_use": 0.8,  # share of a Toolbox action's worth kept while it waits on the Table
    "step": 0.9,  # worth of a Toolbox step not yet placed
    "next_turn": 0.55,  # share of the best next move's worth (others may take it first)
    "relic_extra": 1.0,  # a Relic beyond the colour bonus (tie-breaks, Machete 3)
    "rate": 3.5,  # VP a turn may bring at most, on average (caps the future)
    "opp": 0.0,  # weight of the best opponent's worth in the greedy score
    "far": 0.6,  # discount per extra move needed to reach a tile or an Expedition start
    "tl_scale": 1.0,  # factor on the turns a player is expected to have left (normal stage)
}

# The hard bot's evaluation weights (the rest as W), tuned by games of the greedy policy with a
# variant against the medium bot (400 games each, duplicate seating; docs/bots.md): a larger share
# for the next turn's best move, a looser cap on the future, more worth in unplaced Toolbox steps
# and in Relics beyond their colour, and a longer expected game. The expert's learned evaluation
# reads the hand-set worth with these weights too (bots/learned.py).
HARD_WEIGHTS: dict[str, float] = {"next_turn": 1.25, "rate": 9.0, "step": 1.8, "tl_scale": 1.25, "relic_extra": 2.0}

TURNS_PER_RELIC = 4.0  # turns (all players together) per Relic taken, from self-play
STALL_TURNS = 3.0  # added to turns_left when no one can take a Relic next turn
LONG_GAME = 38  # own turns after which a game counts as dragging on
PRESS_RAMP = 10  # own turns over which the press for the end grows to full strength
BARE_LONG_GAME = 30  # the same once every Ruin is explored (no press fades exploring then)
BARE_RAMP = 8  # and its ramp
# The expert's own clock for a dragging game (bots/closing.py), in multiples of the own turns each
# player plays in a usual game of experts (their mean per player count, 0.02 s a decision:
# docs/bots.md *Game length*), so that the stalemate comes well before twice the mean
EXPERT_USUAL = {2: 24.0, 3: 25.0, 4: 21.0, 5: 21.0}
EXPERT_DRAG_FROM = 1.2  # the drag begins
EXPERT_DRAG_FULL = 1.35  # and is full
EXPERT_STALEMATE = 1.65  # the expert plays the hand-set press (closing.stalemate_turn)
NUDGE_LONG_GAME = 30  # own turns after which a bot leans toward the end (the nudge: nothing fades)
NUDGE_RAMP = 8  # own turns over which the nudge grows to full strength
NUDGE_SHARE = 0.5  # share of the nearest Expedition's worth (gap_drive) added at full nudge
DECIDED_LEAD = 40  # VP ahead (as all can see them) from which a game counts as decided
CLOSE_BONUS = 15.0  # VP a fully nudged leader counts for triggering the end of the game it leads
CLOSE_STEP = 3.0  # VP a nudged leader one Relic from the end counts per move nearer to it (gap_drive)
PRESS_SHARE = 0.5  # share of the best way to a Relic counted while pressed
PRESS_STEP = 1.0  # VP a pressed player's nearest Expedition loses per move it is away (gap_drive)
REGROW = 3  # moves a missing Pathway costs when no Compass/Shovel stands ready
RESTLESS = 0.1  # at full press, the share of decisions a bot makes at random (see restless)

# worth of using a Toolbox action now (before the share tb_use); M3/C3 computed from the state
TOOL_WORTH = {("M", 1): 3.5, ("M", 2): 2.6, ("C", 1): 1.2, ("C", 2): 2.0, ("S", 1): 2.0, ("S", 2): 2.2, ("S", 3): 5.0}
# worth of a level-2 Ivory tile kept for later (single use)
IVORY2 = {"I2-1": 1.5, "I2-2": 1.5, "I2-3": 3.0, "I2-4": 2.2, "I2-5": 1.8, "I2-6": 2.0}
# worth per remaining turn of a level-3 Ivory tile (permanent)
IVORY3 = {"I3-1": 0.35, "I3-2": 0.25, "I3-3": 0.35, "I3-4": 0.15, "I3-5": 0.3, "I3-6": 0.3}
# immediate worth of a Purple tile's effect, before the state tells more
PURPLE = {"P1": 3.0, "P2": 1.2, "P3": 2.6, "P4": 1.8, "P5": 2.5, "P6": 1.0, "P7": 3.0, "P8": 0.6}
