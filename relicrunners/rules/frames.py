"""Pending frames: what the engine still has to ask or do before the turn goes on.

``State.pending`` is a stack (a list, top last) of these small immutable values (named tuples:
immutable and about as cheap to make as a plain tuple, which matters in ``apply``; each carries
its ``kind`` as its last field, so frames of two kinds never compare equal). The top frame that
needs a choice is the decision asked now (``State.decision()``); ``Resolve``, ``Arrive`` and
``Relic`` need none and are resolved by the engine at once. Code outside ``rules/`` reads them
by their named fields, or through ``State`` query methods.
"""

from __future__ import annotations

from typing import NamedTuple

from .components import Tile
from .kinds import FrameKind


class Steps(NamedTuple):
    """``left`` Toolbox steps still to place, one at a time (R8.3, X5)."""

    left: int
    kind: FrameKind = FrameKind.STEPS


class Place(NamedTuple):
    """A Pathway to place next to ``anchor``; ``mode`` 'normal' (I2-4/I2-5 may apply) or 'adj'
    (the second Pathway of I2-4: next to the anchor only)."""

    anchor: int
    mode: str
    kind: FrameKind = FrameKind.PLACE


class Keep(NamedTuple):
    """A second Ivory tile of a level was taken: keep it or the one held (R9.4)."""

    tile: Tile
    kind: FrameKind = FrameKind.KEEP


class PickOffer(NamedTuple):
    """Exploring the Temple at ``site``: use I2-2 to choose its tile?"""

    site: int
    kind: FrameKind = FrameKind.PICK_OFFER


class Pick(NamedTuple):
    """I2-2 was used: take one tile of the Temple at ``site`` (its tiles are seen)."""

    site: int
    kind: FrameKind = FrameKind.PICK


class Shift(NamedTuple):
    """Move one own Pathway to another trail (T-C1, P6)."""

    kind: FrameKind = FrameKind.SHIFT


class ShiftFirst(NamedTuple):
    """The first of two Pathways to move (T-C2)."""

    kind: FrameKind = FrameKind.SHIFT_FIRST


class ShiftSecond(NamedTuple):
    """The second Pathway of T-C2: not the one just moved (now on ``moved_to``), and not back
    onto the trail it left (``left``)."""

    moved_to: int
    left: int
    kind: FrameKind = FrameKind.SHIFT_SECOND


class Visit(NamedTuple):
    """P7: choose a neighbouring Ruin or Temple of ``site`` to explore."""

    site: int
    kind: FrameKind = FrameKind.VISIT


class Flips(NamedTuple):
    """Turn up to ``left`` more Tokens because of ``source`` ('P8' or 'I3-6'); ``turned`` are
    the Tokens already turned by it (P8 turns two different ones, X15)."""

    left: int
    source: str
    turned: tuple[int, ...] = ()
    kind: FrameKind = FrameKind.FLIPS


class ToolboxOrVp(NamedTuple):
    """T-S1: a reserve Toolbox to the bottom, or 2 VP."""

    kind: FrameKind = FrameKind.TOOLBOX_OR_VP


class Resolve(NamedTuple):
    """Automatic: turn the Tokens on the ``trails`` just walked (R7.1-R7.3)."""

    trails: tuple[int, ...]
    kind: FrameKind = FrameKind.RESOLVE


class Arrive(NamedTuple):
    """Automatic: the explorer arrives after walking ``length`` trails (R6.2-R6.4)."""

    length: int
    kind: FrameKind = FrameKind.ARRIVE


class Relic(NamedTuple):
    """Automatic: a Relic appears on ``site`` if it was emptied (R9.7)."""

    site: int
    kind: FrameKind = FrameKind.RELIC


Frame = (
    Steps
    | Place
    | Keep
    | PickOffer
    | Pick
    | Shift
    | ShiftFirst
    | ShiftSecond
    | Visit
    | Flips
    | ToolboxOrVp
    | Resolve
    | Arrive
    | Relic
)
AUTO_FRAMES = frozenset({FrameKind.RESOLVE, FrameKind.ARRIVE, FrameKind.RELIC})
AUTO_TYPES = (Resolve, Arrive, Relic)  # the same, for a fast isinstance check in the engine


def frame_tiles(frame: Frame) -> tuple[Tile, ...]:
    """The tiles a frame holds (an Ivory tile waiting for a keep/discard choice)."""
    return (frame.tile,) if isinstance(frame, Keep) else ()
