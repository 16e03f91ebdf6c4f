"""Checking a scenario's ``expect:`` mapping against the position after its actions.

``check_expect`` returns every expectation that does not hold, one line each
(``expect.<key>: expected X, got Y``). Each key of ``expect:`` has its own checker in
``CHECKS`` (key -> function); the allowed keys are exactly the keys of that table, so a new
expectation is one function and one table entry (and a line in docs/scenarios.md).

Most keys are per seat (``vp: {0: 9, red: 4}``: a seat number, colour or name) or per site
(``height: {T3: 2}``); the helpers ``per_seat``/``per_site`` turn such a mapping into one
comparison per entry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..rules import Board, Event, NotationError, State, breakdown, from_text, legal_actions, to_text, winners
from ..rules.components import BRANCHES
from ..text import describe
from .schema import (
    ScenarioError,
    is_int,
    need_list,
    need_map,
    refuse_unknown,
    seat_of,
    site_of,
    token_side,
    trail_of,
)

Pair = tuple[Any, Any]  # (expected, got)


def legal_texts(board: Board, state: State, limit: int = 10) -> str:
    """The legal actions now, in the text notation, for a message (the first ``limit``)."""
    texts = [to_text(board, a) for a in legal_actions(state)]
    more = f", ... ({len(texts)} in all)" if len(texts) > limit else ""
    return ", ".join(texts[:limit]) + more if texts else "none"


class Check:
    """One run of ``check_expect``: the position, the events of the actions, the differences
    found so far, and the score breakdown (computed once)."""

    def __init__(self, board: Board, state: State, events: list[Event]) -> None:
        self.board, self.state, self.events = board, state, events
        self.players = state.players
        self.rows = breakdown(state)
        self.diffs: list[str] = []

    def differ(self, key: str, expected: Any, got: Any) -> None:
        if not expected == got:  # the value's own == decides (as the runner always did)
            self.diffs.append(f"expect.{key}: expected {expected!r}, got {got!r}")

    def per_seat(self, key: str, value: Any, fn: Callable[[int, Any], Pair]) -> None:
        """``{seat: expected}``: compare ``fn(seat, expected)`` for each entry."""
        for k, expected in need_map(value, f"expect.{key}").items():
            seat = seat_of(self.state, k, f"expect.{key}")
            self.differ(f"{key}.{k}", *fn(seat, expected))

    def per_site(self, key: str, value: Any, fn: Callable[[int, Any], Pair]) -> None:
        """``{site id: expected}``: compare ``fn(site, expected)`` for each entry."""
        for k, expected in need_map(value, f"expect.{key}").items():
            s = site_of(self.board, k, f"expect.{key}")
            self.differ(f"{key}.{k}", *fn(s, expected))


Checker = Callable[[Check, str, Any], None]  # (the run, the key, the expected value)


def _seat(fn: Callable[[Check, int, Any], Pair]) -> Checker:
    """A checker for a per-seat key."""
    return lambda c, key, value: c.per_seat(key, value, lambda s, e: fn(c, s, e))


def _site(fn: Callable[[Check, int, Any], Pair]) -> Checker:
    """A checker for a per-site key."""
    return lambda c, key, value: c.per_site(key, value, lambda s, e: fn(c, s, e))


def _whole(fn: Callable[[Check], Any]) -> Checker:
    """A checker for a key about the whole position: the value is compared as it is."""
    return lambda c, key, value: c.differ(key, value, fn(c))


# -- the checkers that need more than one comparison -------------------------------------------
def _pathway_on(c: Check, s: int, e: Any) -> Pair:
    trails = c.board.trails
    want = sorted(
        trails[trail_of(c.board, t, f"expect.pathway_on.{s}")].id for t in need_list(e, f"expect.pathway_on.{s}")
    )
    return want, sorted(trails[t].id for t in c.players[s].pathways)


def _blue(c: Check, s: int, e: Any) -> Pair:
    """A count of Blue tiles held, or their codes."""
    if is_int(e):
        return e, len(c.players[s].blue)
    return sorted(need_list(e, f"expect.blue.{s}")), sorted(t.code for t in c.players[s].blue)


def _current(c: Check, key: str, value: Any) -> None:
    c.differ(key, seat_of(c.state, value, "expect.current"), c.state.current)


def _toolboxes(c: Check, key: str, value: Any) -> None:
    for k, want in need_map(value, "expect.toolboxes").items():
        p = c.players[seat_of(c.state, k, "expect.toolboxes")]
        got = {"reserve": p.tb_reserve, "bottom": p.tb_bottom, **{b: list(p.table[b]) for b in BRANCHES}}
        want = need_map(want, f"expect.toolboxes.{k}")
        refuse_unknown(want, {"reserve", "bottom", *BRANCHES}, f"expect.toolboxes.{k}")
        for part, e in want.items():
            c.differ(f"toolboxes.{k}.{part}", e, got[part])


def _tokens(c: Check, key: str, value: Any) -> None:
    board = c.board
    for tid, side in need_map(value, "expect.tokens").items():
        t = trail_of(board, tid, "expect.tokens")
        if t not in board.token_of:
            raise ScenarioError(f"expect.tokens.{tid}: not a river trail")
        want = "up" if token_side(side, f"expect.tokens.{tid}") else "down"
        c.differ(f"tokens.{tid}", want, "up" if c.state.tokens[board.token_of[t]] else "down")


def _breakdown(c: Check, key: str, value: Any) -> None:
    for k, want in need_map(value, "expect.breakdown").items():
        row = c.rows[seat_of(c.state, k, "expect.breakdown")]
        for part, e in need_map(want, f"expect.breakdown.{k}").items():
            if part not in row:
                raise ScenarioError(f"expect.breakdown.{k}: unknown part {part!r} (one of {', '.join(sorted(row))})")
            c.differ(f"breakdown.{k}.{part}", e, row[part])


def _winner(c: Check, key: str, value: Any) -> None:
    want = value if isinstance(value, list) else [value]
    c.differ(key, sorted(seat_of(c.state, w, "expect.winner") for w in want), sorted(winners(c.state)[0]))


def _legal(c: Check, key: str, value: Any) -> None:
    """``legal_includes`` / ``legal_excludes``: actions in the text notation."""
    legal = legal_actions(c.state)
    for text in need_list(value, f"expect.{key}"):
        try:
            a = from_text(c.board, str(text))
        except NotationError as e:
            raise ScenarioError(f"expect.{key}: {e}") from None
        if (a in legal) != (key == "legal_includes"):
            verb = "legal" if key == "legal_includes" else "not legal"
            c.diffs.append(
                f"expect.{key}: expected {text!r} to be {verb} (decision "
                f"'{c.state.decision()}'; legal: {legal_texts(c.board, c.state)})"
            )


def _log(c: Check, key: str, value: Any) -> None:
    """``log_includes`` / ``log_excludes``: pieces of the log lines the actions wrote."""
    lines = [line for line in (describe(c.board, c.state, e) for e in c.events) if line]
    for text in need_list(value, f"expect.{key}"):
        found = any(str(text) in line for line in lines)
        if key == "log_includes" and not found:
            c.diffs.append(f"expect.log_includes: no log line contains {text!r}")
        elif key == "log_excludes" and found:
            line = next(line for line in lines if str(text) in line)
            c.diffs.append(f"expect.log_excludes: {text!r} appears in the log: {line!r}")


CHECKS: dict[str, Checker] = {
    "vp": _seat(lambda c, s, e: (e, c.players[s].vp)),
    "rations": _seat(lambda c, s, e: (e, c.players[s].rations)),
    "camp": _whole(lambda c: c.state.camp),
    "site": _seat(lambda c, s, e: (e, c.board.sites[c.players[s].site].id)),
    "relics": _seat(lambda c, s, e: (sorted(need_list(e, f"expect.relics.{s}")), sorted(c.players[s].relics))),
    "relic_on": _site(lambda c, s, e: (e, c.state.relics[s])),
    "decision": _whole(lambda c: c.state.decision()),
    "current": _current,
    "pathways": _seat(lambda c, s, e: (e, len(c.players[s].pathways))),
    "pathway_on": _seat(_pathway_on),
    "toolboxes": _toolboxes,
    "tokens_up": _whole(lambda c: sum(c.state.tokens)),
    "tokens": _tokens,
    "total": _seat(lambda c, s, e: (e, c.rows[s]["total"])),
    "breakdown": _breakdown,
    "winner": _winner,
    "tiebreak": _whole(lambda c: winners(c.state)[1]),
    "legal_includes": _legal,
    "legal_excludes": _legal,
    "ivory": _seat(
        lambda c, s, e: (
            sorted(need_list(e, f"expect.ivory.{s}")),
            sorted(t.code for t in c.players[s].ivory.values()),
        )
    ),
    "blue": _seat(_blue),
    "height": _site(lambda c, s, e: (e, c.state.height(s))),
    "top": _site(lambda c, s, e: (e, c.state.stacks[s][-1].code if c.state.stacks[s] else None)),
    "stage": _whole(lambda c: c.state.stage),
    "over": _whole(lambda c: c.state.over),
    "turn": _whole(lambda c: c.state.turn),
    "log_includes": _log,
    "log_excludes": _log,
}
EXPECT_KEYS = set(CHECKS)


def check_expect(board: Board, state: State, events: list[Event], expect: dict[str, Any]) -> list[str]:
    """Every expectation that does not hold, one line each: ``expect.<key>: expected X, got Y``.
    A key that is not an expectation is skipped (``load_scenario`` has refused it already)."""
    c = Check(board, state, events)
    for key, value in expect.items():
        checker = CHECKS.get(key)
        if checker is not None:
            checker(c, key, value)
    return c.diffs
