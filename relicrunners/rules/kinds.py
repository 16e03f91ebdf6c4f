"""The names of the game's moments, as string enums (their values are the words the notation,
saves and scenario files use, so ``Decision.PLACE == "place"`` and files stay as they are).

- ``Phase``: the part of a turn (R4.1): before the move, after it, or the game is over.
- ``Stage``: normal play, the final round after the end is triggered (R11.1), extra turns (I1-6).
- ``Decision``: what ``State.decision()`` asks of the current player now.
- ``ActionKind``: the first word of an action (``Action.kind``).
- ``FrameKind``: the kind of a pending frame (``rules.frames``); the three automatic ones are
  resolved by the engine at once and are never a decision.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    START = "start"  # before the move: move, or a Toolbox / Ivory tile first
    AFTER = "after"  # after the move: explore, a Toolbox, or end the turn
    OVER = "over"  # the game has ended (R11.3)


class Stage(StrEnum):
    NORMAL = "normal"
    FINAL = "final"  # R11.1: the last round once enough Relics are taken
    EXTRA = "extra"  # I1-6: extra turns after the last round


class Decision(StrEnum):
    START = "start"
    AFTER = "after"
    STEPS = "steps"  # move a Toolbox up one step (R8.3)
    PLACE = "place"  # place a Pathway (R9.2, T-S2, I2-4, I2-5)
    KEEP = "keep"  # keep one of two Ivory tiles of a level (R9.4)
    PICK_OFFER = "i22"  # I2-2: look through the temple's tiles and pick one, or not?
    PICK = "pick"  # which tile to take (I2-2)
    SHIFT = "shift"  # move one Pathway (T-C1, P6)
    SHIFT_FIRST = "shift2a"  # the first of two Pathways (T-C2)
    SHIFT_SECOND = "shift2b"  # the second of two Pathways (T-C2)
    VISIT = "visit"  # which neighbour to explore (P7)
    FLIPS = "flips"  # turn a Toolbox Token (P8, I3-6)
    TOOLBOX_OR_VP = "ts1"  # T-S1: a reserve Toolbox or 2 VP
    OVER = "over"


class FrameKind(StrEnum):
    STEPS = "steps"
    PLACE = "place"
    KEEP = "keep"
    PICK_OFFER = "i22"
    PICK = "pick"
    SHIFT = "shift"
    SHIFT_FIRST = "shift2a"
    SHIFT_SECOND = "shift2b"
    VISIT = "visit"
    FLIPS = "flips"
    TOOLBOX_OR_VP = "ts1"
    RESOLVE = "resolve"  # automatic: turn the route's Tokens (R7.1-R7.3)
    ARRIVE = "arrive"  # automatic: Base Camp, Expedition (R6.2-R6.4)
    RELIC = "relic"  # automatic: a Relic appears on an emptied site (R9.7)


class ActionKind(StrEnum):
    MOVE = "move"  # move BC-R2-T5
    JUMP = "jump"  # I2-6
    STAY = "stay"  # R5.7: no move exists
    USE = "use"  # use an Ivory tile (I2-3, I2-2)
    EXPLORE = "explore"
    END = "end"
    TOOL = "tool"  # use a Toolbox: tool M1
    STEP = "step"  # step B>M1
    PLACE = "place"  # place R1-T3 (+I2-4 / +I2-5)
    KEEP = "keep"  # keep I1-3
    DECLINE = "decline"  # do not use I2-2
    TAKE = "take"  # take L2 (with I2-2)
    SHIFT = "shift"  # shift A-B>C-D
    VISIT = "visit"  # visit T5 (P7)
    FLIP = "flip"  # flip R1-R5
    DONE = "done"  # P8: no more Tokens
    CHOOSE = "choose"  # choose toolbox / vp (T-S1)
