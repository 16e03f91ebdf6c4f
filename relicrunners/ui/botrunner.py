"""Bots think in a background thread so the window stays responsive."""
from __future__ import annotations

import threading

from ..rules import Action, legal_actions, view_for

try:
    from ..bots import make_bot
except ImportError:                       # pragma: no cover - the bots package ships with the game
    make_bot = None


class _RandomFallback:
    def __init__(self, seed: int):
        import random
        self.rng = random.Random(seed)

    def decide(self, view, legal):
        return self.rng.choice(list(legal))


def new_bot(level: str, seed: int):
    if make_bot is not None:
        try:
            return make_bot(level, seed)
        except ValueError:
            return make_bot("random", seed)
    return _RandomFallback(seed)


class BotRunner:
    """Asks one bot for a decision, in a thread (``threaded=False`` decides at once: tests)."""

    def __init__(self, threaded: bool = True):
        self.threaded = threaded
        self._thread: threading.Thread | None = None
        self._result: list = []
        self._for: int | None = None      # number of actions played when asked

    @property
    def thinking(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def ask(self, bot, state, seat: int, stamp: int) -> None:
        legal = legal_actions(state)
        view = view_for(state, seat)                     # bots see only a player's view
        self._result = []
        self._for = stamp

        def run():
            try:
                a = bot.decide(view, legal)
                self._result.append(a if a in legal else legal[0])
            except Exception:                            # a broken bot must not hang the table
                self._result.append(legal[0])

        if self.threaded:
            self._thread = threading.Thread(target=run, daemon=True)
            self._thread.start()
        else:
            self._thread = None
            run()

    def result(self, stamp: int) -> Action | None:
        """The decision asked for at ``stamp`` once ready (None while thinking or stale)."""
        if self._for != stamp or not self._result or self.thinking:
            return None
        return self._result[0]

    def pending(self, stamp: int) -> bool:
        return self._for == stamp
    
    def reset(self) -> None:
        self._for = None
        self._result = []
