"""A game being played: the record, every state so far, who sits where, and undo.

Pure Python (no pygame, no I/O): the window, the tests and the command line all use it.

``Match.play(action)`` applies one legal action and remembers the state before it;
``undo_target()`` says how far back an undo may go (GUIDE "Undo"):

- only while a human is to decide, and only back to an earlier decision of *that* human;
- never across an action that revealed hidden information (a temple tile taken or turned,
  a Blue tile shown, tiles looked at with I2-2) — the information cannot be un-seen;
- never into another human's turn (bot actions in between may be undone, they are replayed).
"""

from __future__ import annotations

import secrets
from dataclasses import replace

from ..rules import MAX_SEED, Action, Board, Event, State, apply, legal_actions, new_game
from .gamerecord import GameRecord
from .seat import Seat, SeatKind

__all__ = ["REVEALING", "Match", "new_seed", "reveals"]

# Events whose public or private part shows something that was hidden before.
REVEALING = frozenset({"tile", "purple_revealed", "blue_revealed"})


def new_seed() -> int:
    """The seed of a game started without one: 64 bits from the operating system's secure random
    source, so the deal cannot be guessed from the table (a small or clock-based seed could be
    searched for from the first board seen)."""
    return secrets.randbits(64) & MAX_SEED


def reveals(before: State, after: State, events: list[Event]) -> bool:
    """True when going from ``before`` to ``after`` showed someone hidden information."""
    if any(e.kind in REVEALING for e in events):
        return True
    return any(len(a.seen) > len(b.seen) for a, b in zip(after.players, before.players))


class Match:
    """One game: ``record`` (what a save holds), ``states[i]`` = state before action i."""

    def __init__(self, board: Board, record: GameRecord) -> None:
        self.board = board
        self.record = GameRecord(record.layout, list(record.players), record.setup, record.seed, [], record.version)
        self.states: list[State] = [new_game(board, record.seats(), record.setup, record.seed)]
        self.events: list[list[Event]] = []
        self.revealing: list[bool] = []
        for a in record.actions:
            self.play(a)

    @classmethod
    def new(cls, board: Board, layout: str, players: list[Seat], setup: str = "standard", seed: int = 0) -> Match:
        return cls(board, GameRecord(layout, list(players), setup, seed, []))

    # -- reading ------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.states[-1]

    @property
    def actions(self) -> list[Action]:
        return self.record.actions

    @property
    def kinds(self) -> list[SeatKind]:
        return self.record.kinds

    def is_human(self, seat: int) -> bool:
        return self.kinds[seat] == SeatKind.HUMAN

    def humans(self) -> list[int]:
        return [i for i, k in enumerate(self.kinds) if k == SeatKind.HUMAN]

    def actor(self, i: int) -> int:
        """The seat that took action ``i``."""
        return self.states[i].current

    def legal(self) -> list[Action]:
        return legal_actions(self.state)

    # -- changing -----------------------------------------------------------------------
    def play(self, action: Action) -> list[Event]:
        """Apply a legal action (IllegalAction otherwise) and return its events."""
        before = self.state
        after, events = apply(before, action)
        self.states.append(after)
        self.record.actions.append(action)
        self.events.append(events)
        self.revealing.append(reveals(before, after, events))
        return events

    def undo_target(self) -> int | None:
        """Index of the state an undo returns to, or None when undo is not allowed now."""
        s = self.state
        if s.over or not self.is_human(s.current):
            return None
        me = s.current
        for j in range(len(self.record.actions) - 1, -1, -1):
            if self.revealing[j]:
                return None
            who = self.actor(j)
            if who == me:
                return j
            if self.is_human(who):
                return None  # never into another human's turn
        return None

    def undo(self) -> bool:
        """Step back to the previous decision of the human to play. False when not allowed."""
        j = self.undo_target()
        if j is None:
            return False
        del self.states[j + 1 :]
        del self.record.actions[j:]
        del self.events[j:]
        del self.revealing[j:]
        return True

    def rename(self, seat: int, name: str) -> None:
        """Seat ``seat`` is called ``name`` from now on, in the record and in every position so far
        (undo included): the same game, another name (the tutorial's own seat, "Player", follows
        the language of the moment). A name is no part of the rules: the positions stay equal."""
        self.record.players[seat] = replace(self.record.players[seat], name=name)
        for s in self.states:  # (positions share a player's pieces until one changes them)
            s.players[seat].name = name
