"""Checking a scenario's ``expect:`` mapping against the position after its actions.

``check_expect`` returns every expectation that does not hold, one line each
(``expect.<key>: expected X, got Y``). Each key of ``expect:`` has its own checker in
``CHECKS`` (key -> function); the allowed keys are exactly the keys of that table, so a new
expectation is one function and one table entry (and a line in docs/scenarios.md).

Most keys are per seat (``vp: {0: 9, red: 4}``: a seat number, colour or name) or per site
(``height: {T3: 2}``); the helpers ``per_seat``/``per_site`` turn such a mapping into one
comparison per entry.

Two keys hold other expectations: ``seen_by`` checks the existing keys on what one seat (or a
spectator, ``public``) sees, ``rules.view_for`` / ``rules.public_view``, where a hidden value is
``hidden``; and the runner checks the ``{expect: ...}`` entries of ``actions:`` (checkpoints)
with the same ``check_expect``. ``log_order`` checks that pieces of the log come in order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..io.safeio import short_repr
from ..rules import (
    Board,
    Event,
    NotationError,
    State,
    breakdown,
    from_text,
    legal_actions,
    public_view,
    to_text,
    view_for,
    winners,
)
from ..rules.components import BRANCHES, Tile
from ..text import describe
from .schema import (
    ScenarioError,
    is_int,
    kind_of,
    need_list,
    need_map,
    refuse_unknown,
    seat_of,
    site_of,
    token_side,
    trail_of,
)

Pair = tuple[Any, Any]  # (expected, got)
HIDDEN = "hidden"  # a value the view does not show, as a scenario writes it
PUBLIC = "public"  # the seat of ``seen_by`` that is nobody's: a spectator


def legal_texts(board: Board, state: State, limit: int = 10) -> str:
    """The legal actions now, in the text notation, for a message (the first ``limit``)."""
    texts = [to_text(board, a) for a in legal_actions(state)]
    more = f", ... ({len(texts)} in all)" if len(texts) > limit else ""
    return ", ".join(texts[:limit]) + more if texts else "none"


def log_lines(board: Board, state: State, events: list[Event]) -> list[str]:
    """The game log of ``events``: the lines ``replay`` and the game window show."""
    return [line for line in (describe(board, state, e) for e in events) if line]


def shown(t: Tile) -> str:
    """A tile's code as the position shows it: ``hidden`` for a face-down tile of a view."""
    return t.code if t.code is not None else HIDDEN


def view_rows(state: State) -> list[dict[str, Any]]:
    """The R11.3 breakdown; in a view, the parts it cannot know (the coins, C6; Blue values not
    shown, R9.5) and so the total are ``hidden``."""
    rows = breakdown(state)
    if state.masked_for is None:
        return rows
    for row, p in zip(rows, state.players):
        if p.vp is None:
            row["coins"] = HIDDEN
        if any(t.code is None for t in p.blue):
            row["blue"] = HIDDEN
        if HIDDEN in (row["coins"], row["blue"]):
            row["total"] = HIDDEN
    return rows


class Check:
    """One run of ``check_expect``: the position, the events of the actions, the differences
    found so far, and the score breakdown and the log lines (each worked out once, when a key
    needs it). ``lines`` may be given when the caller has them already (the runner, at every
    checkpoint)."""

    def __init__(self, board: Board, state: State, events: list[Event], lines: list[str] | None = None) -> None:
        self.board, self.state, self.events = board, state, events
        self.players = state.players
        self._rows: list[dict[str, Any]] | None = None
        self._lines = lines
        self.diffs: list[str] = []

    @property
    def rows(self) -> list[dict[str, Any]]:
        if self._rows is None:
            self._rows = view_rows(self.state)
        return self._rows

    @property
    def lines(self) -> list[str]:
        if self._lines is None:
            self._lines = log_lines(self.board, self.state, self.events)
        return self._lines

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


def _texts(value: Any, where: str) -> list[str]:
    """An expected list of names or codes (``[blue, green]``, ``[B3, hidden]``), sorted."""
    items = need_list(value, where)
    for i, x in enumerate(items):
        if not isinstance(x, str):
            raise ScenarioError(
                f"{where}[{i}]: expected a name or a code as text, got {kind_of(x)} {short_repr(x, 80)}"
            )
    return sorted(items)


def _hide(value: Any) -> Any:
    """A value a view does not show (``None`` there: another player's VP) -> ``hidden``."""
    return HIDDEN if value is None else value


# -- the checkers that need more than one comparison -------------------------------------------
def _pathway_on(c: Check, s: int, e: Any) -> Pair:
    trails = c.board.trails
    want = sorted(
        trails[trail_of(c.board, t, f"expect.pathway_on.{s}")].id for t in need_list(e, f"expect.pathway_on.{s}")
    )
    return want, sorted(trails[t].id for t in c.players[s].pathways)


def _blue(c: Check, s: int, e: Any) -> Pair:
    """A count of Blue tiles held, or their codes (``hidden`` for a value the view hides)."""
    if is_int(e):
        return e, len(c.players[s].blue)
    return _texts(e, f"expect.blue.{s}"), sorted(shown(t) for t in c.players[s].blue)


def _stack(c: Check, s: int, e: Any) -> Pair:
    """A site's tiles, bottom to top (``hidden`` for a face-down tile of a view)."""
    want = need_list(e, f"expect.stack.{c.board.sites[s].id}")
    return want, [shown(t) for t in c.state.stacks[s]]


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


def _winners(c: Check) -> tuple[Any, Any]:
    """(winning seats, tie-break), or ``hidden`` twice when a view cannot know a total."""
    if any(row["total"] == HIDDEN for row in c.rows):
        return HIDDEN, HIDDEN
    seats, how = winners(c.state)
    return sorted(seats), how


def _winner(c: Check, key: str, value: Any) -> None:
    if value == HIDDEN:
        c.differ(key, value, _winners(c)[0])
        return
    want = value if isinstance(value, list) else [value]
    c.differ(key, sorted(seat_of(c.state, w, "expect.winner") for w in want), _winners(c)[0])


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
    lines = c.lines
    for text in need_list(value, f"expect.{key}"):
        found = any(str(text) in line for line in lines)
        if key == "log_includes" and not found:
            c.diffs.append(f"expect.log_includes: no log line contains {text!r}")
        elif key == "log_excludes" and found:
            line = next(line for line in lines if str(text) in line)
            c.diffs.append(f"expect.log_excludes: {text!r} appears in the log: {line!r}")


def _log_order(c: Check, key: str, value: Any) -> None:
    """``log_order``: each piece is found in the log after the one before it (later in the same
    line or in a later line). The first piece out of order is reported."""
    text = "\n".join(c.lines)
    at, before = 0, None
    for i, piece in enumerate(need_list(value, "expect.log_order")):
        if not isinstance(piece, str) or not piece:
            raise ScenarioError(
                f"expect.log_order[{i}]: expected a piece of a log line, got {kind_of(piece)} {short_repr(piece, 80)}"
            )
        found = text.find(piece, at)
        if found < 0:
            place = f"after {before!r}" if before is not None else "in the log"
            earlier = next((line for line in c.lines if piece in line), None)
            got = f"it only before, in {earlier!r}" if earlier is not None else "no log line containing it"
            c.diffs.append(f"expect.log_order[{i}]: expected {piece!r} {place}, got {got}")
            return
        at, before = found + len(piece), piece


# Keys that are the same for every seat, so ``seen_by`` does not take them: the log is written
# from public events only, and the legal actions are the engine's, not a view's.
NOT_SEEN = frozenset({"seen_by", "legal_includes", "legal_excludes", "log_includes", "log_excludes", "log_order"})


def _within(message: str, who: Any) -> str:
    """A message of a key checked in ``seen_by``, named as that entry (``expect.seen_by.1.vp.0``)."""
    if message.startswith("expect."):
        return f"expect.seen_by.{who}.{message[len('expect.') :]}"
    return f"expect.seen_by.{who}: {message}"


def seen_view(state: State, who: Any) -> State:
    """What ``who`` (a seat, or ``public``: a spectator) sees: ``view_for`` / ``public_view``
    during the game; once it is over, everything (R11.3), as the window and the replay show it."""
    if who == PUBLIC:
        view = public_view(state)
    else:
        view = view_for(state, seat_of(state, who, "expect.seen_by"))
    return state if state.over else view


def _seen_by(c: Check, key: str, value: Any) -> None:
    """``seen_by: {seat or public: {key: expected}}``: the keys checked on that seat's view,
    compared exactly, so a view that shows a value the scenario says is ``hidden`` is reported."""
    for who, want in need_map(value, "expect.seen_by").items():
        where = f"expect.seen_by.{who}"
        want = need_map(want, where)
        for k in want:
            if k in NOT_SEEN:
                raise ScenarioError(f"{where}: {k} is the same for every seat; put it under expect")
        refuse_unknown(want, set(CHECKS) - NOT_SEEN, where)
        sub = Check(c.board, seen_view(c.state, who), c.events)
        try:
            for k, v in want.items():
                CHECKS[k](sub, k, v)
        except ScenarioError as e:
            raise ScenarioError(_within(str(e), who)) from None
        c.diffs.extend(_within(d, who) for d in sub.diffs)


CHECKS: dict[str, Checker] = {
    "vp": _seat(lambda c, s, e: (e, _hide(c.players[s].vp))),
    "rations": _seat(lambda c, s, e: (e, c.players[s].rations)),
    "camp": _whole(lambda c: c.state.camp),
    "site": _seat(lambda c, s, e: (e, c.board.sites[c.players[s].site].id)),
    "relics": _seat(lambda c, s, e: (_texts(e, f"expect.relics.{s}"), sorted(c.players[s].relics))),
    "relic_on": _site(lambda c, s, e: (e, c.state.relics[s])),
    "decision": _whole(lambda c: str(c.state.decision())),  # the word, not the enum, in a message
    "current": _current,
    "pathways": _seat(lambda c, s, e: (e, len(c.players[s].pathways))),
    "pathway_on": _seat(_pathway_on),
    "toolboxes": _toolboxes,
    "tokens_up": _whole(lambda c: sum(c.state.tokens)),
    "tokens": _tokens,
    "total": _seat(lambda c, s, e: (e, c.rows[s]["total"])),
    "breakdown": _breakdown,
    "winner": _winner,
    "tiebreak": _whole(lambda c: _winners(c)[1]),
    "legal_includes": _legal,
    "legal_excludes": _legal,
    "ivory": _seat(
        lambda c, s, e: (
            _texts(e, f"expect.ivory.{s}"),
            sorted(t.code for t in c.players[s].ivory.values()),
        )
    ),
    "blue": _seat(_blue),
    "height": _site(lambda c, s, e: (e, c.state.height(s))),
    "top": _site(lambda c, s, e: (e, shown(c.state.stacks[s][-1]) if c.state.stacks[s] else None)),
    "stack": _site(_stack),
    "stage": _whole(lambda c: str(c.state.stage)),
    "over": _whole(lambda c: c.state.over),
    "turn": _whole(lambda c: c.state.turn),
    "log_includes": _log,
    "log_excludes": _log,
    "log_order": _log_order,
    "seen_by": _seen_by,
}
EXPECT_KEYS = set(CHECKS)


def check_expect(
    board: Board, state: State, events: list[Event], expect: dict[str, Any], lines: list[str] | None = None
) -> list[str]:
    """Every expectation that does not hold, one line each: ``expect.<key>: expected X, got Y``.
    A key that is not an expectation is skipped (``load_scenario`` has refused it already).
    ``lines``: the log of ``events`` when the caller has it (``log_lines``)."""
    c = Check(board, state, events, lines)
    for key, value in expect.items():
        checker = CHECKS.get(key)
        if checker is not None:
            checker(c, key, value)
    return c.diffs
