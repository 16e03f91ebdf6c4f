"""Clicks that cannot have been meant for the decision on screen.

At animation speed fast/off a double-click on a destination moved the explorer and then took
the second click as the next decision ("explore here": a Ration spent, a tile taken, no Undo).
A click or choice key that arrives less than ``DELAY`` seconds after a decision was offered —
including one already queued before the new targets were drawn — was aimed at the previous
decision, so it is not taken as one. Decisions that spend or reveal something are offered anew
each time, so they are never taken by such a click.
"""

from __future__ import annotations

from collections.abc import Callable

DELAY = 0.35  # seconds: longer than a double-click, shorter than anyone reads a new prompt


class ClickGuard:
    def __init__(self, clock: Callable[[], float], delay: float = DELAY):
        self.clock = clock
        self.delay = delay
        self.offered_at = float("-inf")

    def offered(self) -> None:
        """A new decision is on the table from now on."""
        self.offered_at = self.clock()

    def allows(self) -> bool:
        """May an input arriving now decide the decision on the table?"""
        return self.clock() - self.offered_at >= self.delay
