"""A review running in the background while the window stays usable (issue #27).

The judging never runs in the window's process: a Python thread judging at full tilt would hold
the GIL and freeze the frames. ``ReviewJob`` starts one worker process (forked where the system
forks) that calls ``play.review.review_game`` with ``workers`` processes of its own (every core
but one, at least one: the window keeps a core) and sends each judged decision back through a
pipe; the window reads them once a frame (``poll``), so the graph fills in as they arrive.

Stopping (Cancel, closing the viewer, quitting the window, ``stop_all``): the worker gets
SIGTERM, which it turns into ``SystemExit``; ``review_game`` then ends its own pool (its
``finally``) and the worker exits. One that has not ended after ``GRACE`` seconds is killed.
No process is left behind either way.

A finished review is kept (``keep``): beside its save file, in the history for a recorded game,
and in this window's memory for the rest of the run (``remembered``), so opening it again is
instant.

``run_game.py --replay SAVE --review [--seat K] [--strength quick|deep]`` (``review_seat``,
``show_review``): the viewer with that seat's review; with ``--screenshot`` the kept review or one
made first (and kept), the frame at ``--replay-step`` or else at the first mistake or blunder.
A seat that cannot be: one line and exit status 2 (``UsageError``).
"""

from __future__ import annotations

import argparse
import atexit
import multiprocessing
import os
import signal
import sys
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from ...io import history
from ...io.historyread import Reader
from ...io.recorded import open_recorded
from ...io.reviewstore import ReviewError, load_beside, load_from_history, store_beside, store_in_history
from ...io.saves import SaveError
from ...play.gamerecord import GameRecord
from ...play.poolworker import plain_signals
from ...play.replayer import Replayer
from ...play.review import Review, Reviewed, game_key, positions, review_game, reviewable_seats
from ...rules import Board
from ...text import _
from ..options import UsageError

__all__ = ["GRACE", "ReviewJob", "Source", "find_kept", "keep", "remembered", "running", "stop_all", "workers"]

GRACE = 2.0  # seconds a stopped worker may take to end its pool before it is killed
_MEMORY: dict[tuple[str, int, str, int], Review] = {}  # reviews finished in this run
_RUNNING: list[ReviewJob] = []


@dataclass(frozen=True)
class Source:
    """Where the reviewed game is kept: a save file (``path``), a history game (``game_id``), a
    game just ended (``recent``: looked for among the history's newest games, where the table
    records it in the background), or nowhere (kept in memory only)."""

    path: str | None = None
    game_id: int | None = None
    recent: bool = False


def recorded_id(board: Board, record: GameRecord, newest: int = 5) -> int | None:
    """The history's id of this game among its ``newest`` games, or None (not recorded yet, or
    the history cannot be read)."""
    key = game_key(board, record)
    try:
        with Reader() as reader:
            rows = reader.page(newest)[0]
    except history.Problem:
        return None
    for g in rows:
        try:
            found, on = open_recorded(g.id)
        except (history.Problem, SaveError):
            continue
        if game_key(on, found) == key:
            return g.id
    return None


def _history_id(board: Board, record: GameRecord, source: Source) -> int | None:
    if source.game_id is not None:
        return source.game_id
    return recorded_id(board, record) if source.recent else None


def default_seat(kinds: list[str], allowed: list[int]) -> int:
    """The only human's seat when exactly one human played; else the first human's; else the
    first seat the review may judge."""
    humans = [i for i, k in enumerate(kinds) if k == "human" and i in allowed]
    return humans[0] if humans else allowed[0]


def workers() -> int:
    """Processes the review may use: every core but the window's, at least one."""
    return max(1, (os.cpu_count() or 1) - 1)


def remembered(game: str, seat: int, strength: str, seed: int = 0) -> Review | None:
    return _MEMORY.get((game, seat, strength, seed))


def find_kept(board: Board, record: GameRecord, source: Source, seat: int, strength: str) -> Review | None:
    """A review of this game, seat and strength kept earlier (this run, the save's review file,
    the history), or None. What cannot be read counts as none (the review runs again)."""
    key = game_key(board, record)
    found = remembered(key, seat, strength)
    if found is not None:
        return found
    try:
        if source.path is not None:
            return load_beside(source.path, key, seat, strength, 0)
        game_id = _history_id(board, record, source)
        if game_id is not None:
            return load_from_history(game_id, key, seat, strength, 0)
    except (ReviewError, history.Problem, OSError):
        return None
    return None


def kept_reviews(
    board: Board, record: GameRecord, source: Source, seats: list[int], strength: str
) -> list[tuple[int, Review]]:
    """(seat, review) of every one of ``seats`` with a review of this game kept (``find_kept``)."""
    found = [(s, find_kept(board, record, source, s, strength)) for s in seats]
    return [(s, r) for s, r in found if r is not None]


def keep(review: Review, source: Source, board: Board, record: GameRecord) -> None:
    """Keep a complete review (memory, and the save's review file or the history); a place that
    cannot be written is left out quietly: the review stays on screen all the same."""
    if not review.complete:
        return
    _MEMORY[(review.game, review.seat, review.strength, review.seed)] = review
    try:
        if source.path is not None:
            store_beside(source.path, review)
        else:
            game_id = _history_id(board, record, source)
            if game_id is not None:
                store_in_history(game_id, review)
    except (ReviewError, OSError):
        pass


# -- the worker process -------------------------------------------------------------------------
def _stop_on_term(_signum: int, _frame: Any) -> None:
    raise SystemExit(0)  # review_game's finally ends the pool; then this process ends


def _worker(conn: Connection, board: Board, record: GameRecord, seat: int, strength: str, n: int) -> None:
    plain_signals()
    signal.signal(signal.SIGTERM, _stop_on_term)

    def progress(done: int, total: int, d: Reviewed) -> None:
        conn.send(("one", done, total, d))

    try:
        conn.send(("total", len(positions(board, record, seat))))
        conn.send(("done", review_game(board, record, seat, strength, progress=progress, workers=n)))
    except SystemExit:
        raise
    except Exception as e:  # noqa: BLE001 - whatever went wrong is told in the window, in one line
        conn.send(("error", f"{type(e).__name__}: {e}"[:200]))
    finally:
        conn.close()


class ReviewJob:
    """One review in a worker process. ``decisions`` grow as they arrive; ``review`` is set when
    it is done, ``error`` when it failed; ``cancel`` stops it."""

    def __init__(
        self, board: Board, record: GameRecord, seat: int, strength: str, source: Source, procs: int | None = None
    ) -> None:
        self.board, self.record, self.seat, self.strength, self.source = board, record, seat, strength, source
        self.decisions: list[Reviewed] = []
        self.total = 0
        self.review: Review | None = None
        self.error = ""
        self.cancelled = False
        methods = multiprocessing.get_all_start_methods()
        ctx: Any = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
        self._conn, child = ctx.Pipe(duplex=False)
        n = procs if procs is not None else workers()
        self._proc = ctx.Process(target=_worker, args=(child, board, record, seat, strength, n), daemon=False)
        self._proc.start()
        child.close()
        _RUNNING.append(self)

    @property
    def running(self) -> bool:
        return self.review is None and not self.error and not self.cancelled

    @property
    def pid(self) -> int | None:
        pid: int | None = self._proc.pid
        return pid

    def fraction(self) -> float:
        return len(self.decisions) / self.total if self.total else 0.0

    def poll(self) -> bool:
        """Take what the worker sent since the last call; True when something changed."""
        changed = False
        while self.running:
            try:
                if not self._conn.poll():
                    break
                msg = self._conn.recv()
            except (EOFError, OSError):
                self.error = _("its worker process ended unexpectedly")
                self._end()
                return True
            changed = True
            if msg[0] == "total":
                self.total = msg[1]
            elif msg[0] == "one":
                self.total = msg[2]
                self.decisions.append(msg[3])
            elif msg[0] == "done":
                self.review = msg[1]
                self.decisions = list(msg[1].decisions)
                keep(msg[1], self.source, self.board, self.record)
                self._end()
            else:  # the player reads why in their language; the technical line goes to stderr
                self.error = _("something went wrong while judging (details on the console)")
                print(f"review: {msg[1]}", file=sys.stderr)
                self._end()
        return changed

    def cancel(self) -> None:
        """Stop the review now (what was judged stays shown; nothing is kept)."""
        if self.running:
            self.cancelled = True
        self._end()

    def _end(self) -> None:
        proc = self._proc
        if proc.is_alive():
            proc.terminate()  # SIGTERM: the worker ends its pool and exits
            proc.join(GRACE)
            if proc.is_alive():
                proc.kill()
                proc.join(GRACE)
        else:
            proc.join(0)
        try:
            self._conn.close()
        except OSError:
            pass
        if self in _RUNNING:
            _RUNNING.remove(self)


def running() -> list[ReviewJob]:
    """The jobs whose worker has not been stopped yet (for the window's end and the tests)."""
    return list(_RUNNING)


def stop_all() -> None:
    """Stop every review still running (the window closes)."""
    for job in list(_RUNNING):
        job.cancel()


atexit.register(stop_all)  # also when the window ends by an error: nothing waits on a worker


def forget() -> None:
    """Forget the reviews remembered in this run (for the tests)."""
    _MEMORY.clear()


def wait(job: ReviewJob, timeout: float = 60.0) -> None:
    """Poll ``job`` until it ends (the command line and the tests; the window polls per frame)."""
    end = time.monotonic() + timeout
    while job.running and time.monotonic() < end:
        if not job.poll():
            time.sleep(0.01)


# -- run_game.py --replay SAVE --review [--seat K] [--strength S] ------------------------------------
def review_seat(args: argparse.Namespace, replayer: Replayer) -> int:
    """The seat to review in this game (``--seat``, else the only or first human's, else 0)."""
    n = replayer.state.n
    allowed = reviewable_seats(replayer.finished, replayer.match.kinds)
    if args.seat is not None and not 0 <= args.seat < n:
        raise UsageError(
            _("--seat must be a seat of this game, 0 to {last} (counted from 0), got {seat}").format(
                last=n - 1, seat=args.seat
            )
        )
    if not allowed or (args.seat is not None and args.seat not in allowed):
        raise UsageError(_("this game is not over: only the seat of its one human player among bots may be reviewed"))
    if args.seat is not None:
        return int(args.seat)
    return default_seat([str(k) for k in replayer.match.kinds], allowed)


def show_review(scene: Any, args: argparse.Namespace, seat: int, now: bool) -> None:
    """The review in ``scene`` (the replay viewer): ``now`` (a screenshot) waits for it here;
    else it runs in the background."""
    strength = args.strength or "quick"
    panel = scene.review
    if not now:
        panel.start(seat, strength)
        return
    r = scene.replayer
    source = Source(path=args.replay)
    review = find_kept(r.board, r.match.record, source, seat, strength)
    if review is None:
        review = review_game(r.board, r.match.record, seat, strength, workers=workers())
        keep(review, source, r.board, r.match.record)
    panel.seat, panel.strength, panel.review, panel.shown = seat, strength, review, True
    if args.replay_step is None:
        flagged = review.flagged
        scene.go("to", flagged[0][1].step if flagged else r.last)
