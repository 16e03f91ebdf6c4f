"""Running a scenario file: load it, build the position, play the actions, check ``expect:``.

``run_scenario(path)`` returns ``(ok, line)``: one line naming the file and either the
scenario's name or what differs (expected vs got). It never raises for a bad file: every
problem, and any crash of the engine (a finding), becomes the line. ``evaluate`` is the same
run without the line: ``(scenario or None, problems)``.

Boards are cached per layout file version (``_BOARDS``): most scenarios share one layout.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..io.layout import DEFAULT_LAYOUT, LayoutError, load_layout
from ..io.safeio import clean_text
from ..io.saves import resolve_layout
from ..play import invariants
from ..rules import Board, Event, IllegalAction, NotationError, State, apply, from_text, legal_actions
from .expect import check_expect, legal_texts, log_lines
from .load import Scenario, load_scenario
from .position import build_state
from .schema import ScenarioError

StrPath = str | os.PathLike[str]


def check_position(state: State) -> None:
    """Refuse a built position that breaks a game invariant (components, caps, ...)."""
    problems = invariants.check_state(state)
    if problems:
        more = f" (+{len(problems) - 1} more)" if len(problems) > 1 else ""
        raise ScenarioError(f"state: the position is not consistent: {problems[0]}{more}")


class _Checkpoints:
    """The scenario's checkpoints (``{expect: ...}`` entries of ``actions:``), checked as the
    actions reach them; the log lines are worked out once, as far as a checkpoint needs them."""

    def __init__(self, board: Board, sc: Scenario, found: list[str]) -> None:
        self.board, self.sc, self.found = board, sc, found
        self.lines: list[str] = []
        self.described = 0  # events already in ``lines``

    def check(self, played: int, state: State, events: list[Event]) -> None:
        """Check the checkpoints met after ``played`` actions; each difference names its entry."""
        for index, expect in self.sc.checkpoints.get(played, []):
            self.lines.extend(log_lines(self.board, state, events[self.described :]))
            self.described = len(events)
            where = f"checkpoint actions[{index}]"
            try:
                diffs = check_expect(self.board, state, events, expect, self.lines)
            except ScenarioError as e:
                raise ScenarioError(f"{where}: {e}") from None
            self.found.extend(f"{where}: {d}" for d in diffs)


def play_actions(board: Board, state: State, sc: Scenario, found: list[str]) -> tuple[State, list[Event], str | None]:
    """Apply the scenario's actions. Returns (state, events, rejected) where ``rejected`` is
    the kind of error of the last action when ``expect_error`` asked for one. After every
    action the invariants are checked (when ``relicrunners.play.invariants`` is installed): a broken
    one is a finding about the engine. The differences of the checkpoints met on the way are
    added to ``found`` (those after the last action too; when the last action is rejected, on
    the position before it, like ``expect``)."""
    events: list[Event] = []
    checkpoints = _Checkpoints(board, sc, found)
    checkpoints.check(0, state, events)
    for i, text in enumerate(sc.actions):
        last = i == len(sc.actions) - 1
        where = f"actions[{sc.action_at[i]}] {text!r}"
        try:
            action = from_text(board, text)
        except NotationError as e:
            if last and sc.expect_error == "notation":
                checkpoints.check(len(sc.actions), state, events)
                return state, events, "notation"
            raise ScenarioError(f"{where}: {e}") from None
        try:
            nxt, ev = apply(state, action)
        except IllegalAction:
            if last and sc.expect_error == "illegal":
                checkpoints.check(len(sc.actions), state, events)
                return state, events, "illegal"
            raise ScenarioError(
                f"{where} is not legal here (decision '{state.decision()}' for "
                f"{state.me.name}; legal: {legal_texts(board, state)})"
            ) from None
        problems = invariants.check(state, action, nxt, legal_actions(state))
        if problems:
            raise ScenarioError(f"{where}: invariant broken: {'; '.join(problems)}")
        state = nxt
        events.extend(ev)
        checkpoints.check(i + 1, state, events)
    if sc.expect_error:
        what = "readable" if sc.expect_error == "notation" else "legal"
        raise ScenarioError(
            f"expected the last action {sc.actions[-1]!r} to be rejected ({sc.expect_error}), but it was {what}"
        )
    return state, events, None


_BOARDS: dict[tuple[str, int], Board] = {}


def _board(path: Path) -> Board:
    """load_layout, cached per file version (many scenarios share one layout)."""
    try:
        key = (str(path.resolve()), path.stat().st_mtime_ns)
    except OSError:
        return load_layout(path)  # reports the missing file as LayoutError
    if key not in _BOARDS:
        _BOARDS[key] = load_layout(path)
    return _BOARDS[key]


def _display(path: StrPath) -> str:
    """The file as the line shows it: relative to the working folder when it is inside it."""
    p = Path(path)
    try:
        return os.path.relpath(p) if not p.is_absolute() or p.resolve().is_relative_to(Path.cwd()) else str(p)
    except ValueError:
        return str(p)


def evaluate(path: StrPath, default_layout: StrPath | None = None) -> tuple[Scenario | None, list[str]]:
    """Run one scenario: returns (scenario or None, list of problems): the checkpoints' first,
    in the order met, then ``expect``'s or the problem that stopped the run."""
    sc = None
    found: list[str] = []
    try:
        sc = load_scenario(path)
        if sc.layout is not None:
            layout = resolve_layout(sc.layout, Path(path).resolve().parent)
        else:
            layout = Path(default_layout) if default_layout is not None else DEFAULT_LAYOUT
        try:
            board = _board(Path(layout))
        except LayoutError as e:
            more = f" (+{len(e.problems) - 1} more)" if len(e.problems) > 1 else ""
            raise ScenarioError(f"layout: {e.problems[0] if e.problems else layout}{more}") from None
        state = build_state(board, sc)
        check_position(state)
        state, events, _ = play_actions(board, state, sc, found)
        return sc, found + check_expect(board, state, events, sc.expect)
    except ScenarioError as e:
        return sc, found + [str(e)]
    except Exception as e:  # noqa: BLE001 - an engine crash is a finding
        return sc, found + [f"crash: {type(e).__name__}: {' '.join(str(e).split())}"]


def run_scenario(path: StrPath, default_layout: StrPath | None = None) -> tuple[bool, str]:
    """Run a scenario file: ``(ok, line)``. XFAIL (a known engine bug, marked ``xfail:``)
    counts as ok; a scenario marked xfail that now passes is reported as XPASS, also ok.
    The line is safe to print: control characters from the file are escaped."""
    ok, line = _result_line(path, default_layout)
    return ok, clean_text(line)


def _result_line(path: StrPath, default_layout: StrPath | None) -> tuple[bool, str]:
    shown = _display(path)
    sc, problems = evaluate(path, default_layout)
    name = sc.name if sc is not None else ""
    if sc is not None and sc.xfail:
        if problems:
            return True, f"XFAIL {shown} — {name} (known: {sc.xfail}; {problems[0]})"
        return True, f"XPASS {shown} — {name} (passes now: remove its xfail line)"
    if problems:
        more = f" (+{len(problems) - 1} more: {'; '.join(problems[1:])})" if len(problems) > 1 else ""
        return False, f"FAIL {shown} — {problems[0]}{more}"
    return True, f"ok  {shown} — {name}"
