"""Why points or Rations were gained, and where points come from on the score screen.

``ScoreReason`` is the ``why`` of a "score" or "rations" event. Its values are stable codes that
the network protocol carries (``"Expedition"``, ``"Machete 3"``), not words for the player:
``relicrunners.text`` words each one. Under Shovel 3 a score's ``why`` is the reason followed by
``DOUBLED`` (``"Machete 3 (doubled)"``), as the protocol has always written it.

``ScoreSource`` groups the reasons into the sub-rows of "points scored during play" on the score
screen (``SOURCE_OF``), in the order they are listed.
"""

from __future__ import annotations

from enum import StrEnum

DOUBLED = " (doubled)"  # added to a score's reason under Shovel 3 (T-S3)


class ScoreReason(StrEnum):
    EXPEDITION = "Expedition"  # R6.4
    BASE_CAMP = "Base Camp"  # R6.2: Rations on arriving
    SECOND_IVORY = "second Ivory tile of a level"  # R9.4
    SHOVEL_1 = "Shovel 1"  # T-S1: 2 VP instead of a Toolbox
    BLUE_UNDER_SHOVEL_3 = "Blue tile shown under Shovel 3"  # T-S3
    MACHETE_2 = "Machete 2"
    MACHETE_3 = "Machete 3"
    COMPASS_3 = "Compass 3"
    PURPLE_P1 = "Purple P1"
    PURPLE_P3 = "Purple P3"
    IVORY_REFILL = "I2-3"  # I2-3: Rations up to the top of the chart
    IVORY_I3_1 = "Ivory I3-1"
    IVORY_I3_2 = "Ivory I3-2"
    IVORY_I3_3 = "Ivory I3-3"
    IVORY_I3_4 = "Ivory I3-4"


class ScoreSource(StrEnum):
    EXPEDITIONS = "expeditions"  # R6.4
    PURPLE = "purple"  # Purple tiles that give points when taken
    TOOLBOX = "toolbox"  # Toolbox actions
    IVORY_EXTRA = "ivory_extra"  # R9.4: a second tile of a level, kept or not
    IVORY_LEVEL3 = "ivory_level3"  # level-3 Ivory bonuses during play
    OTHER = "other"  # anything else (none today)


SOURCE_OF: dict[ScoreReason, ScoreSource] = {
    ScoreReason.EXPEDITION: ScoreSource.EXPEDITIONS,
    ScoreReason.PURPLE_P1: ScoreSource.PURPLE,
    ScoreReason.SHOVEL_1: ScoreSource.TOOLBOX,
    ScoreReason.BLUE_UNDER_SHOVEL_3: ScoreSource.TOOLBOX,
    ScoreReason.MACHETE_3: ScoreSource.TOOLBOX,
    ScoreReason.COMPASS_3: ScoreSource.TOOLBOX,
    ScoreReason.SECOND_IVORY: ScoreSource.IVORY_EXTRA,
    ScoreReason.IVORY_I3_1: ScoreSource.IVORY_LEVEL3,
    ScoreReason.IVORY_I3_2: ScoreSource.IVORY_LEVEL3,
    ScoreReason.IVORY_I3_3: ScoreSource.IVORY_LEVEL3,
}

REASONS = frozenset(ScoreReason)  # the reasons' values, to test a ``why`` from outside before converting


def source_of(why: str) -> ScoreSource:
    """The score screen's sub-row of a score event's ``why`` (doubled or not)."""
    reason = why.removesuffix(DOUBLED)
    return SOURCE_OF.get(ScoreReason(reason), ScoreSource.OTHER) if reason in REASONS else ScoreSource.OTHER
