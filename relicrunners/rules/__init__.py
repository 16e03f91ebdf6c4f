"""The pure rules core of Relic Runners: no pygame, no I/O, no wall clock, no global random, no
wording (what the player reads lives in ``relicrunners.text``).

Use: ``state = new_game(board, 3, "standard", seed)``; ``legal_actions(state)``;
``state, events = apply(state, action)``; ``view_for(state, player)``; ``advance(state, action)``
is the new state alone, without the events (for search).

The public types: ``State`` (a position; never changed once a caller holds it), ``Player``,
``TurnFlags``, ``Deal``, ``Action`` (kind + arguments, with a text notation), ``Event`` (what
``apply`` did; its ``EventKind``), the pending frames in ``rules.frames``, and the kinds in ``rules.kinds``:
``Decision`` (what ``state.decision()`` asks), ``ActionKind``, ``FrameKind``, ``Phase``, ``Stage``;
``Cell``, a space of the Progression Table ("B", "M1" ... "S3"; ``CELLS``, ``cell_at``, ``as_cell``).
"""

from . import frames
from .actions import Action, NotationError, from_json, from_text, to_json, to_text
from .board import Board
from .components import CELLS, Cell, as_cell, cell_at
from .engine import IllegalAction, advance, apply
from .events import Event, EventKind
from .kinds import ActionKind, Decision, FrameKind, Phase, Stage
from .legal import legal_actions
from .newgame import new_game
from .scoring import breakdown, winners
from .state import MAX_SEED, SETUPS, Deal, Player, SetupError, State, TurnFlags
from .view import public_view, view_for

DECISIONS = frozenset(Decision)  # every kind of decision (members compare equal to their words)

__all__ = [
    "CELLS",
    "DECISIONS",
    "MAX_SEED",
    "SETUPS",
    "Action",
    "ActionKind",
    "Board",
    "Cell",
    "Deal",
    "Decision",
    "Event",
    "EventKind",
    "FrameKind",
    "IllegalAction",
    "NotationError",
    "Phase",
    "Player",
    "SetupError",
    "Stage",
    "State",
    "TurnFlags",
    "advance",
    "apply",
    "as_cell",
    "breakdown",
    "cell_at",
    "frames",
    "from_json",
    "from_text",
    "legal_actions",
    "new_game",
    "to_json",
    "to_text",
    "public_view",
    "view_for",
    "winners",
]
