"""Helper processes for the expert's search: the cores the window leaves it (issue #26).

Root parallelization (Chaslot, Winands & van den Herik 2008): each helper grows a tree of its own
from the same view, with a seed of its own, for the same budget; the bot adds up the root's
statistics of every tree (visits and summed win chance of each action) and plays the most
visited action. Trees are not shared, so there is no locking and nothing to keep in step.

The processes are started with "spawn" (safe beside the window's threads, the same on every
system), once per session, and warmed when the first expert that uses them is made, so that the
first decision does not wait for them to import the game. A helper's answer that comes later than
the budget plus ``GRACE`` is left out, so the decision keeps its time. Only the view and the legal
actions travel to a helper: it sees what the bot sees.

This module knows nothing of the search itself: ``ismcts`` hands it the function to run.
"""

from __future__ import annotations

import importlib
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any

from ..rules import Action

GRACE = 0.02  # seconds past the budget the bot waits for its helpers
MOST = 4  # helpers at most: beyond that the trees add little (and memory grows)

RootStats = dict[Action, tuple[int, float]]  # per root action: visits, summed win chance of the mover

_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None
_size = 0


def spare_cores(most: int = MOST) -> int:
    """Processes the expert may think in, its own included: every core but one (the window's),
    at least 1, at most ``most`` + 1."""
    return max(1, min(most + 1, (os.cpu_count() or 1) - 1))


def _follow_parent() -> None:
    """In each helper: end when the process that started it ends, however it ends (a killed or
    crashed window leaves no helper behind)."""

    def watch() -> None:
        parent = multiprocessing.parent_process()
        if parent is not None:
            parent.join()
            os._exit(0)

    threading.Thread(target=watch, name="follow-parent", daemon=True).start()


def _ready(module: str) -> bool:
    importlib.import_module(module)
    return True


def pool(helpers: int) -> ProcessPoolExecutor:
    """The session's helper processes, at least ``helpers`` of them."""
    global _pool, _size
    with _lock:
        if _pool is None or helpers > _size:
            if _pool is not None:
                _pool.shutdown(wait=False, cancel_futures=True)
            _pool = ProcessPoolExecutor(
                max_workers=helpers, mp_context=multiprocessing.get_context("spawn"), initializer=_follow_parent
            )
            _size = helpers
        return _pool


def warm(helpers: int, module: str) -> None:
    """Start ``helpers`` processes and have each import ``module`` (without waiting for them)."""
    if helpers > 0:
        try:
            p = pool(helpers)
            for _ in range(helpers):
                p.submit(_ready, module)
        except Exception:  # no processes to be had here (a daemon process, a bare system): none
            pass


def shutdown() -> None:
    """Stop the helper processes (they are started again when next needed)."""
    global _pool, _size
    with _lock:
        if _pool is not None:
            _pool.shutdown(wait=True, cancel_futures=True)
        _pool, _size = None, 0


def start(run: Callable[[Any], tuple[RootStats, int]], jobs: Sequence[Any]) -> list[Future[tuple[RootStats, int]]]:
    """Hand each job to a helper: ``run(job)`` there returns (root statistics, iterations)."""
    if not jobs:
        return []
    try:
        p = pool(len(jobs))
        return [p.submit(run, job) for job in jobs]
    except Exception:  # no processes to be had (a daemon process, a closing interpreter): alone
        return []


def gather(
    futures: Sequence[Future[tuple[RootStats, int]]], stats: dict[Action, list[float]], deadline: float | None
) -> int:
    """Add the helpers' root statistics into ``stats`` (action -> [visits, summed chance]); a
    helper not done by ``deadline`` (``time.perf_counter``; None: wait for all) or one that failed
    is left out. Returns the helpers' iterations counted."""
    done = 0
    for f in futures:
        wait = None if deadline is None else max(0.0, deadline - time.perf_counter())
        try:
            part, iterations = f.result(timeout=wait)
        except FutureTimeout:
            f.cancel()
            continue
        except Exception:  # a broken helper costs its share of the search, never the decision
            continue
        for action, (visits, total) in part.items():
            mine = stats.setdefault(action, [0, 0.0])
            mine[0] += visits
            mine[1] += total
        done += iterations
    return done
