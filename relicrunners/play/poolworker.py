"""What every worker process of a pool does first (the tournament's games, a review's decisions).

A worker forked from a process that set its own SIGTERM handler inherits it: SDL (pygame) installs
one that only posts a quit event, and so do test runners and the review's callers. Such a worker
ignores ``Pool.terminate`` and the pool waits for it forever (a tournament run after a window was
opened in the same process hung so). Each worker therefore ends when told, whatever its parent
set, and leaves Ctrl+C to the parent, which stops the pool."""

from __future__ import annotations

import signal


def plain_signals() -> None:
    """SIGTERM ends this process; SIGINT (Ctrl+C) is the parent's to handle."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
