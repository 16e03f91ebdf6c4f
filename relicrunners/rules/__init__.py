"""The pure rules core of Relic Runners: no pygame, no I/O, no wall clock, no global random.

Use: ``state = new_game(board, 3, "standard", seed)``; ``legal_actions(state)``;
``state, events = apply(state, action)``; ``view_for(state, player)``.
"""
from .actions import Action, NotationError, from_json, from_text, to_json, to_text
from .board import Board
from .engine import DECISIONS, IllegalAction, apply, legal_actions
from .events import Event
from .scoring import breakdown, winners
from .state import MAX_SEED, SETUPS, SetupError, State, new_game
from .view import view_for

__all__ = ["Action", "Board", "DECISIONS", "Event", "IllegalAction", "MAX_SEED", "NotationError", "SETUPS",
           "SetupError", "State", "apply", "breakdown", "from_json", "from_text", "legal_actions",
           "new_game", "to_json", "to_text", "view_for", "winners"]
