"""Reviewing a finished game: where the reviewed player's win slipped away (issue #27).

``review_game(board, record, seat, ...)`` replays the record and judges every decision of
``seat`` that had more than one legal action, each from ``view_for(state, seat)`` at that moment
only (what the player could know then, never the full state), with a ``Judge``
(``bots.judge``: the hard bot's search by default; any judge may be given). Each judged decision
is a ``Reviewed``: the estimated chance to win after the played action and after the best
action found, the loss (best − played) and its standard error.

A decision is a *mistake* when the loss is at least ``MISTAKE`` (10 percentage points), a
*blunder* at least ``BLUNDER`` (25), and it is flagged only when the loss is also more than
``GATE`` (2) standard errors of the difference: a loss the search cannot tell from noise is no
mistake.

The summary (``Review``): the win chance after each reviewed decision (the played action's),
mistakes and blunders, accuracy (the mean share of the win chance kept per decision: 100 % less
the mean flagged-size loss, see ``Review.accuracy``) and the turn where the game was decided
(``Review.decided_at_turn``).

Strengths: ``quick`` and ``deep`` are draw counts per decision (``STRENGTHS``), so the same game,
seat, strength and seed always give the same review; a time budget per decision (``budget_s``)
gives strength ``budget`` and is not repeatable. Decisions are independent given the record, so
they are judged in parallel in forked worker processes where the system forks (Linux, macOS), in
order; ``progress(done, total, reviewed)`` is called as each arrives and ``cancel`` (an Event or
a callable) stops the review between two decisions (``Review.complete`` is then False).
"""

from __future__ import annotations

import hashlib
import math
import multiprocessing
import os
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..bots.judge import Judge, Judgement, SearchJudge
from ..rules import Action, Board, State, legal_actions, to_text, view_for, winners
from .gamerecord import GameRecord
from .match import Match
from .poolworker import plain_signals
from .replayer import eyes_allowed
from .seat import SeatKind

__all__ = [
    "BLUNDER",
    "GATE",
    "MISTAKE",
    "STRENGTHS",
    "Position",
    "Review",
    "Reviewed",
    "game_key",
    "judge_position",
    "positions",
    "review_game",
    "reviewable_seats",
]

MISTAKE = 0.10  # a loss of 10 percentage points of win chance or more
BLUNDER = 0.25  # 25 or more
GATE = 2.0  # ...and more than this many standard errors of the difference
JUDGE = 2  # the judge's version: a review kept by an older one is made anew (2: the learned evaluation)
STRENGTHS: dict[str, int] = {"quick": 12, "deep": 48}  # draws per decision (SearchJudge iterations)

Progress = Callable[[int, int, "Reviewed"], None]
Cancel = threading.Event | Callable[[], bool]


@dataclass(frozen=True)
class Reviewed:
    """One judged decision: ``step`` is the index of its action in the record, ``turn`` the
    table's turn count then; ``played`` / ``best`` in the text notation (``rules.to_text``)."""

    step: int
    turn: int
    played: str
    best: str
    played_chance: float
    best_chance: float
    loss: float
    loss_se: float
    samples: int

    @property
    def kind(self) -> str:
        """ "blunder", "mistake" or "" (not flagged)."""
        if self.loss >= BLUNDER and self.significant:
            return "blunder"
        if self.loss >= MISTAKE and self.significant:
            return "mistake"
        return ""

    @property
    def significant(self) -> bool:
        """The loss is larger than its uncertainty (``GATE`` standard errors)."""
        return self.loss > 0 and self.loss > GATE * self.loss_se


@dataclass(frozen=True)
class Review:
    """The review of one seat of one game (``game``: ``game_key`` of the record)."""

    game: str
    seat: int
    strength: str
    seed: int
    result: str  # "won", "lost" or "unfinished" (a shared victory is "won")
    decisions: tuple[Reviewed, ...] = field(default=())
    complete: bool = True
    judge: int = JUDGE  # the version of the judge that made it

    @property
    def win_chance(self) -> list[float]:
        return [d.played_chance for d in self.decisions]

    @property
    def flagged(self) -> list[tuple[int, Reviewed]]:
        """(index among the reviewed decisions, decision) of every mistake and blunder."""
        return [(i, d) for i, d in enumerate(self.decisions) if d.kind]

    @property
    def mistakes(self) -> int:
        return sum(1 for d in self.decisions if d.kind == "mistake")

    @property
    def blunders(self) -> int:
        return sum(1 for d in self.decisions if d.kind == "blunder")

    @property
    def accuracy(self) -> float:
        """The mean share of the available win chance kept per decision, 0..1: 1 less the loss,
        where the loss is larger than its uncertainty (a loss within the noise counts as none)."""
        if not self.decisions:
            return 1.0
        return 1.0 - sum(d.loss for d in self.decisions if d.significant) / len(self.decisions)

    @property
    def decided_at_turn(self) -> int | None:
        """The turn from which the win chance stayed on the side of the result: above 50 % to the
        end for a game the seat won, below 50 % for one it lost (for an unfinished game, the side
        of the last estimate). None when the last estimate is on the other side, or no decision
        was reviewed."""
        if not self.decisions:
            return None
        ahead = self.result == "won" if self.result != "unfinished" else self.decisions[-1].played_chance > 0.5
        side = [(d.played_chance > 0.5) == ahead for d in self.decisions]
        if not side[-1]:
            return None
        k = len(side)
        while k > 0 and side[k - 1]:
            k -= 1
        return self.decisions[k].turn


@dataclass(frozen=True)
class Position:
    """One decision to review: the full state (never shown to the judge), its legal actions and
    the action played."""

    step: int
    state: State
    legal: list[Action]
    played: Action


def game_key(board: Board, record: GameRecord) -> str:
    """A short fingerprint of what determines the game (layout, seats, setup, seed, actions): a
    stored review belongs to the record it was made from."""
    parts = [record.layout, record.setup, str(record.seed), *(f"{p.name}\x1f{p.colour}" for p in record.players)]
    parts += [to_text(board, a) for a in record.actions]
    return hashlib.blake2b("\x1e".join(parts).encode(), digest_size=12).hexdigest()


def reviewable_seats(finished: bool, kinds: Sequence[SeatKind]) -> list[int]:
    """The seats a review may judge: every seat of a finished game; of a game not over, only the
    seat whose eyes the replay may show (``replayer.eyes_allowed``: the one human among bots) —
    a review judges from a seat's view, so it would tell its secrets to whoever reads it."""
    return [e for e in eyes_allowed(finished, kinds) if e is not None and e >= 0]


def positions(board: Board, record: GameRecord, seat: int) -> list[Position]:
    """The decisions of ``seat`` in the record with more than one legal action, in order
    (``IllegalAction`` for a record that is not a game of these rules)."""
    return _positions(Match(board, record), seat)


def _positions(match: Match, seat: int) -> list[Position]:
    out = []
    for i, a in enumerate(match.actions):
        st = match.states[i]
        if st.current != seat:
            continue
        legal = legal_actions(st)
        if len(legal) > 1:
            out.append(Position(i, st, legal, a))
    return out


def decision_seed(seed: int, step: int) -> int:
    """Each decision's own seed: the same whatever order or process judges it."""
    digest = hashlib.blake2b(f"relicrunners-review:{seed}:{step}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def judge_position(board: Board, pos: Position, seat: int, judge: Judge, seed: int) -> Reviewed:
    """Judge one decision from ``view_for(pos.state, seat)`` only."""
    view = view_for(pos.state, seat)
    j: Judgement = judge.judge(view, pos.legal, pos.played, decision_seed(seed, pos.step))
    return Reviewed(
        pos.step,
        pos.state.turn_played,
        to_text(board, pos.played),
        to_text(board, j.best),
        _unit(j.played_chance),
        _unit(j.best_chance),
        0.0 if j.loss != j.loss else max(-1.0, min(1.0, j.loss)),
        math.inf if j.loss_se != j.loss_se else abs(j.loss_se),  # NaN: nothing known
        j.samples,
    )


def _unit(x: float) -> float:
    """A win chance kept in 0..1 (NaN, no estimate at all: even)."""
    return 0.5 if x != x else max(0.0, min(1.0, x))


def make_judge(strength: str, budget_s: float | None = None) -> SearchJudge:
    """The judge of a strength name, or of a time budget per decision (strength "budget")."""
    if budget_s is not None:
        return SearchJudge(iterations=None, budget_s=budget_s)
    if strength not in STRENGTHS:
        raise ValueError(f"unknown strength {strength!r}; choose one of {', '.join(STRENGTHS)}")
    return SearchJudge(iterations=STRENGTHS[strength])


def review_game(
    board: Board,
    record: GameRecord,
    seat: int,
    strength: str = "quick",
    seed: int = 0,
    *,
    budget_s: float | None = None,
    judge: Judge | None = None,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
    workers: int | None = None,
) -> Review:
    """Review ``seat``'s decisions in ``record`` (see the module's description). ``workers``:
    processes to use (default: every core; 1 judges in this process)."""
    if not 0 <= seat < len(record.players):
        raise ValueError(f"seat {seat} is not in this game (seats 0 to {len(record.players) - 1})")
    if judge is None:
        judge = make_judge(strength, budget_s)
    if budget_s is not None:
        strength = "budget"
    match = Match(board, record)  # IllegalAction for a record that is not a game of these rules
    todo = _positions(match, seat)
    done = _judge_all(board, todo, seat, judge, seed, progress, _stopper(cancel), workers)
    final = match.state
    result = ("won" if seat in winners(final)[0] else "lost") if final.over else "unfinished"
    return Review(game_key(board, record), seat, strength, seed, result, tuple(done), len(done) == len(todo))


def _stopper(cancel: Cancel | None) -> Callable[[], bool]:
    if cancel is None:
        return lambda: False
    if isinstance(cancel, threading.Event):
        return cancel.is_set
    return cancel


# -- in parallel --------------------------------------------------------------------------------
# What the forked workers judge: set before the pool starts, inherited by fork (nothing is pickled
# but the index going out and the small result coming back).
_WORK: tuple[Board, Sequence[Position], int, Judge, int] | None = None
_POOL_LOCK = threading.Lock()  # one pool at a time in this process: they share _WORK


def _work(i: int) -> Reviewed:
    assert _WORK is not None
    board, todo, seat, judge, seed = _WORK
    return judge_position(board, todo[i], seat, judge, seed)


def _judge_all(
    board: Board,
    todo: Sequence[Position],
    seat: int,
    judge: Judge,
    seed: int,
    progress: Progress | None,
    stop: Callable[[], bool],
    workers: int | None,
) -> list[Reviewed]:
    global _WORK
    n = len(todo)
    workers = max(1, min(n, workers if workers is not None else (os.cpu_count() or 1)))
    out: list[Reviewed] = []
    if workers == 1 or "fork" not in multiprocessing.get_all_start_methods():
        for pos in todo:
            if stop():
                break
            out.append(judge_position(board, pos, seat, judge, seed))
            if progress:
                progress(len(out), n, out[-1])
        return out
    with _POOL_LOCK:
        _WORK = (board, todo, seat, judge, seed)
        pool = multiprocessing.get_context("fork").Pool(workers, initializer=plain_signals)
        try:
            for r in pool.imap(_work, range(n)):
                if stop():
                    break
                out.append(r)
                if progress:
                    progress(len(out), n, r)
        finally:
            pool.terminate()
            pool.join()
            _WORK = None
    return out
