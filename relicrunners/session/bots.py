"""Bots and hints think in a background thread so the window keeps drawing at full speed.

Every question is tagged with a *stamp* (the position it was asked about); an answer is only
handed out for the stamp it was asked for, so an answer for an older position is dropped.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

from ..bots import Bot, make_bot
from ..bots import hint as bot_hint
from ..rules import Action, State, legal_actions, view_for

T = TypeVar("T")
Hint = tuple[Action, float]  # the suggested action and the estimated win chance


def new_bot(level: str, seed: int, workers: int = 1) -> Bot:
    """A bot of ``level``; an unknown level (an old save, a typo) plays as "random". ``workers``:
    the processes an expert may think in (the window gives it the cores it leaves)."""
    try:
        return make_bot(level, seed, workers=workers)
    except ValueError:
        return make_bot("random", seed)


class _Job(Generic[T]):
    """One question: its stamp and, once answered, the answer (written by the worker only)."""

    def __init__(self, stamp: int) -> None:
        self.stamp = stamp
        self.answer: list[T] = []


class Worker(Generic[T]):
    """Runs one computation at a time in a daemon thread (``threaded=False`` runs it at once: tests).

    A question asked while an older one is still running replaces it: the older thread finishes
    on its own and its answer goes to its own job, never to the new one.
    """

    def __init__(self, threaded: bool = True) -> None:
        self.threaded = threaded
        self._thread: threading.Thread | None = None
        self._job: _Job[T] | None = None

    @property
    def thinking(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _start(self, stamp: int, compute: Callable[[], T], fallback: T) -> None:
        job: _Job[T] = _Job(stamp)
        self._job = job

        def run() -> None:
            try:
                job.answer.append(compute())
            except Exception:  # a broken bot must not hang the table
                job.answer.append(fallback)

        if self.threaded:
            self._thread = threading.Thread(target=run, daemon=True)
            self._thread.start()
        else:
            self._thread = None
            run()

    def result(self, stamp: int) -> T | None:
        """The answer asked for at ``stamp`` once ready (None while thinking or stale)."""
        job = self._job
        if job is None or job.stamp != stamp or not job.answer:
            return None
        return job.answer[0]

    def pending(self, stamp: int) -> bool:
        """A question about ``stamp`` was asked (answered or not)."""
        return self._job is not None and self._job.stamp == stamp

    def busy_with(self, stamp: int) -> bool:
        """Still computing the answer for ``stamp``."""
        job = self._job
        return job is not None and job.stamp == stamp and not job.answer

    def reset(self) -> None:
        self._job = None


class BotRunner(Worker[Action]):
    """Asks one bot for a decision."""

    def ask(self, bot: Bot, state: State, seat: int, stamp: int) -> None:
        legal = legal_actions(state)
        view = view_for(state, seat)  # bots see only a player's view

        def compute() -> Action:
            a = bot.decide(view, legal)
            return a if a in legal else legal[0]

        self._start(stamp, compute, legal[0])


HINT_BUDGET = 1.0  # seconds the hint search may think


class HintRunner(Worker[Hint | None]):
    """Asks the hard bot's search what the deciding human should do (from their view only)."""

    def ask(self, state: State, stamp: int, budget_s: float | None = None) -> None:
        budget_s = HINT_BUDGET if budget_s is None else budget_s
        seat = state.current
        legal = legal_actions(state)
        view = view_for(state, seat)  # never the full state: only what this player sees

        def compute() -> Hint | None:
            action, chance = bot_hint.hint(view, legal, budget_s=budget_s)
            return (action, chance) if action in legal else None

        self._start(stamp, compute, None)
