"""Reading the history of games (or any slow file) without holding up the window: the read runs in
a daemon thread and the scene asks, frame after frame, whether it is done (``threaded=False``
reads at once: the tests' windows, as for the bots). A locked database waits in that thread, never
in a frame. No pygame."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Loader(Generic[T]):
    """``compute()`` once, in the background; ``fallback`` is the result when it raises."""

    def __init__(self, compute: Callable[[], T], fallback: T, threaded: bool = True) -> None:
        self._result: list[T] = []

        def run() -> None:
            try:
                self._result.append(compute())
            except Exception:  # a read that breaks must not leave the screen waiting forever
                self._result.append(fallback)

        if threaded:
            threading.Thread(target=run, daemon=True, name="loader").start()
        else:
            run()

    @property
    def done(self) -> bool:
        return bool(self._result)

    @property
    def result(self) -> T:
        """The result (only once ``done``)."""
        return self._result[0]
