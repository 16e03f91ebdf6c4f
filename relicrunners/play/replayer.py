"""Looking back through a recorded game: every position of it, stepped by decision or by turn,
seen with everyone's eyes or with one seat's.

Pure Python (no pygame, no I/O): the replay screen draws a ``Replayer``, the tests compare its
positions with the rules' own. Step ``i`` is the position after the first ``i`` actions (step 0:
the deal, step ``len(actions)``: where the record ends).

Whose eyes (``eyes``): ``EVERYTHING`` (None) shows everything (every face-down tile, every Blue
value); a seat number shows only what that seat could see then (``rules.view_for``), as it was at
the table; ``PUBLIC`` (-1) what a spectator could see (``rules.public_view``: nobody's secrets). A
finished game's last position shows everything to everyone (R11.3), as the table did.

Which eyes a replay may use (``eyes_allowed``) depends on whether the game is over. A finished
game keeps no secret: everyone's eyes and each seat's. A game that is not over (a saved copy, a
game given up, a position of a game still going) may still be played on by the people who sat at
it, and whoever opens the replay may be any of them: in pass-and-play several people share the
screen, so it shows only what a spectator could see; with exactly one human seat (the others bots)
that player's own eyes too. No button, key or setting gets past this (``eyes`` refuses the rest).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..io.replays import replay
from ..rules import Board, Event, State, public_view, view_for
from .gamerecord import GameRecord
from .match import Match
from .seat import SeatKind

EVERYTHING = None  # ``eyes`` that see the whole state
PUBLIC = -1  # ``eyes`` of a spectator: what every player could see, nobody's secrets
Eyes = int | None


def eyes_allowed(finished: bool, kinds: Sequence[SeatKind]) -> list[Eyes]:
    """Whose eyes a replay of a game with these seats may show, the first one to open with."""
    if finished:
        return [EVERYTHING, *range(len(kinds))]
    humans = [i for i, k in enumerate(kinds) if k == SeatKind.HUMAN]
    return [humans[0], PUBLIC] if len(humans) == 1 else [PUBLIC]


@dataclass(frozen=True)
class Origin:
    """Where a replayed game comes from, for the screen's heading: a recorded game (its history
    id) or a save file (its path), and whether the record runs to the game's end."""

    kind: str  # "history" or "file"
    name: str  # a history id or a file's name
    finished: bool


class Replayer:
    """Every position of one recorded game and the step shown now.

    The record is checked as it is read (``io.replays.replay``: an illegal action is a
    ``SaveError`` naming it), then played once through a ``Match`` so every state and every
    action's events are kept: stepping in either direction is a lookup, never a replay."""

    def __init__(self, board: Board, record: GameRecord, eyes: Eyes = EVERYTHING, step: int | None = None) -> None:
        replay(board, record, "replay")  # SaveError when the record is not a game of these rules
        self.match = Match(board, record)
        self.board = board
        last = len(self.match.actions)
        self.step = last if step is None else max(0, min(last, step))
        self.allowed: list[Eyes] = eyes_allowed(self.finished, self.match.kinds)
        self._eyes: Eyes = self.allowed[0]
        self.eyes = eyes
        states = self.match.states
        # the steps where a turn begins; the game's end is no turn of its own: the last turn played
        # is the one the table's "Game over · Turn N" names, and the replay counts N turns too
        self.turn_starts = [0] + [
            i
            for i in range(1, len(states))
            if (states[i].turn, states[i].current) != (states[i - 1].turn, states[i - 1].current) and not states[i].over
        ]

    # -- whose eyes -----------------------------------------------------------------------------
    @property
    def eyes(self) -> Eyes:
        return self._eyes

    @eyes.setter
    def eyes(self, value: Eyes) -> None:
        """Eyes that are not ``allowed`` are refused: the replay opens with the first allowed."""
        self._eyes = value if value in self.allowed else self.allowed[0]

    def next_eyes(self) -> Eyes:
        """The next of the allowed eyes (for a finished game: everyone's, then each seat's)."""
        self._eyes = self.allowed[(self.allowed.index(self._eyes) + 1) % len(self.allowed)]
        return self._eyes

    @property
    def seat_eyes(self) -> int | None:
        """The seat whose eyes are used, or None (everyone's or a spectator's)."""
        return self._eyes if self._eyes is not None and self._eyes >= 0 else None

    # -- what there is -------------------------------------------------------------------------
    @property
    def last(self) -> int:
        """The last step (the number of actions recorded)."""
        return len(self.match.actions)

    @property
    def finished(self) -> bool:
        """The record runs to the game's end."""
        return self.match.state.over

    @property
    def state(self) -> State:
        """The whole position at this step (for the rules, not the screen: ``view``)."""
        return self.match.states[self.step]

    def view(self) -> State:
        """The position as the chosen eyes saw it."""
        s = self.state
        if self._eyes is EVERYTHING or s.over:
            return s
        return public_view(s) if self._eyes == PUBLIC else view_for(s, self._eyes)

    def events(self, step: int) -> list[Event]:
        """The events of the action that led to ``step`` (none for step 0)."""
        return self.match.events[step - 1] if step > 0 else []

    def actor(self, step: int) -> int:
        """The seat that took the action leading to ``step`` (``step`` ≥ 1)."""
        return self.match.actor(step - 1)

    def turn_number(self) -> int:
        """Which turn of the game this step lies in (1 for the deal's first turn): the table's own
        count (``State.turn_played``, "Game over · Turn N" at the end)."""
        return self.state.turn_played

    def turns(self) -> int:
        """How many turns the record holds (the turn of its last step)."""
        return self.match.states[-1].turn_played

    # -- moving --------------------------------------------------------------------------------
    def go(self, step: int) -> int:
        """Show ``step`` (kept inside the record); returns the step shown."""
        self.step = max(0, min(self.last, int(step)))
        return self.step

    def forward(self) -> int:
        return self.go(self.step + 1)

    def back(self) -> int:
        return self.go(self.step - 1)

    def next_turn(self) -> int:
        """The start of the next turn (the end of the record after the last one)."""
        return self.go(next((t for t in self.turn_starts if t > self.step), self.last))

    def previous_turn(self) -> int:
        """The start of this turn, or of the one before when already at a turn's start."""
        return self.go(max((t for t in self.turn_starts if t < self.step), default=0))

    def record_until(self) -> GameRecord:
        """A new game's record that goes on from this step ("Play on from here")."""
        r = self.match.record
        return GameRecord(r.layout, list(r.players), r.setup, r.seed, list(r.actions[: self.step]))
