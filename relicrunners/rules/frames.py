"""Pending frames: what the engine still has to ask or do before the turn goes on.

``State.pending`` is a stack (a list, top last) of these small frozen values. The top frame that
needs a choice is the decision asked now (``State.decision()``); ``Resolve``, ``Arrive`` and
``Relic`` need none and are resolved by the engine at once. Code outside ``rules/`` reads them
by their named fields, or through ``State`` query methods.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .components import Tile
from .kinds import FrameKind


@dataclass(frozen=True, slots=True)
class Steps:
    """``count`` Toolbox steps still to place, one at a time (R8.3, X5)."""

    count: int
    kind: ClassVar[FrameKind] = FrameKind.STEPS


@dataclass(frozen=True, slots=True)
class Place:
    """A Pathway to place next to ``anchor``; ``mode`` 'normal' (I2-4/I2-5 may apply) or 'adj'
    (the second Pathway of I2-4: next to the anchor only)."""

    anchor: int
    mode: str
    kind: ClassVar[FrameKind] = FrameKind.PLACE


@dataclass(frozen=True, slots=True)
class Keep:
    """A second Ivory tile of a level was taken: keep it or the one held (R9.4)."""

    tile: Tile
    kind: ClassVar[FrameKind] = FrameKind.KEEP


@dataclass(frozen=True, slots=True)
class UseI22:
    """Exploring the Temple at ``site``: use I2-2 to choose its tile?"""

    site: int
    kind: ClassVar[FrameKind] = FrameKind.I22


@dataclass(frozen=True, slots=True)
class Pick:
    """I2-2 was used: take one tile of the Temple at ``site`` (its tiles are seen)."""

    site: int
    kind: ClassVar[FrameKind] = FrameKind.PICK


@dataclass(frozen=True, slots=True)
class Shift:
    """Move one own Pathway to another trail (T-C1, P6)."""

    kind: ClassVar[FrameKind] = FrameKind.SHIFT


@dataclass(frozen=True, slots=True)
class ShiftFirst:
    """The first of two Pathways to move (T-C2)."""

    kind: ClassVar[FrameKind] = FrameKind.SHIFT2A


@dataclass(frozen=True, slots=True)
class ShiftSecond:
    """The second Pathway of T-C2: not the one just moved (now on ``moved_to``), and not back
    onto the trail it left (``left``)."""

    moved_to: int
    left: int
    kind: ClassVar[FrameKind] = FrameKind.SHIFT2B


@dataclass(frozen=True, slots=True)
class Visit:
    """P7: choose a neighbouring Ruin or Temple of ``site`` to explore."""

    site: int
    kind: ClassVar[FrameKind] = FrameKind.VISIT


@dataclass(frozen=True, slots=True)
class Flips:
    """Turn up to ``count`` more Tokens because of ``source`` ('P8' or 'I3-6'); ``turned`` are
    the Tokens already turned by it (P8 turns two different ones, X15)."""

    count: int
    source: str
    turned: tuple[int, ...] = ()
    kind: ClassVar[FrameKind] = FrameKind.FLIPS


@dataclass(frozen=True, slots=True)
class ShovelOne:
    """T-S1: a reserve Toolbox to the bottom, or 2 VP."""

    kind: ClassVar[FrameKind] = FrameKind.TS1


@dataclass(frozen=True, slots=True)
class Resolve:
    """Automatic: turn the Tokens on the ``trails`` just walked (R7.1-R7.3)."""

    trails: tuple[int, ...]
    kind: ClassVar[FrameKind] = FrameKind.RESOLVE


@dataclass(frozen=True, slots=True)
class Arrive:
    """Automatic: the explorer arrives after walking ``length`` trails (R6.2-R6.4)."""

    length: int
    kind: ClassVar[FrameKind] = FrameKind.ARRIVE


@dataclass(frozen=True, slots=True)
class Relic:
    """Automatic: a Relic appears on ``site`` if it was emptied (R9.7)."""

    site: int
    kind: ClassVar[FrameKind] = FrameKind.RELIC


Frame = (
    Steps
    | Place
    | Keep
    | UseI22
    | Pick
    | Shift
    | ShiftFirst
    | ShiftSecond
    | Visit
    | Flips
    | ShovelOne
    | Resolve
    | Arrive
    | Relic
)
AUTO_FRAMES = frozenset({FrameKind.RESOLVE, FrameKind.ARRIVE, FrameKind.RELIC})
AUTO_TYPES = (Resolve, Arrive, Relic)  # the same, for a fast isinstance check in the engine


def frame_tiles(frame: Frame) -> tuple[Tile, ...]:
    """The tiles a frame holds (an Ivory tile waiting for a keep/discard choice)."""
    return (frame.tile,) if isinstance(frame, Keep) else ()
