"""Events: what happened during apply(), for the game log and the animations.

``data`` is public (everyone at the table sees it happen); ``private`` is known only to
``player`` (a Blue tile's value, R9.5). ``kind`` is an ``EventKind``: a string enum whose values
are what the network protocol carries (``"score"``), so ``event.kind == "score"`` still holds.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import Any, NamedTuple

NO_DATA: Mapping[str, Any] = MappingProxyType({})  # the data of an event that has none (read-only)


class EventKind(StrEnum):
    BLUE_REVEALED = "blue_revealed"
    CAMP = "camp"
    DOUBLED = "doubled"
    END_TRIGGERED = "end_triggered"
    EXPLORE = "explore"
    GAME_OVER = "game_over"
    IVORY_KEEP = "ivory_keep"
    IVORY_USED = "ivory_used"
    JUMP = "jump"
    MOVE = "move"
    NO_MOVE = "no_move"
    PATHWAY = "pathway"
    PATHWAY_MOVED = "pathway_moved"
    PURPLE_REVEALED = "purple_revealed"
    RATIONS = "rations"
    RELIC_APPEARS = "relic_appears"
    RELIC_TAKEN = "relic_taken"
    RUIN_TILE = "ruin_tile"
    SCORE = "score"
    STEP = "step"
    STEPS_LOST = "steps_lost"
    TILE = "tile"
    TOKEN = "token"
    TOKENS_RESET = "tokens_reset"
    TOOLBOX = "toolbox"
    TOOLBOX_ADDED = "toolbox_added"
    TURN = "turn"
    TURN_END = "turn_end"
    VISIT = "visit"


class Event(NamedTuple):
    kind: EventKind
    player: int | None = None
    data: Mapping[str, Any] = NO_DATA
    private: Mapping[str, Any] | None = None


# Where the engine puts the events of one action: a list, or None when nobody reads them
# (``engine.advance``, for search: no event is made at all).
Log = list[Event] | None
