"""The end-game stage as a starting position: ``state.end`` of a scenario file (part of
``position.build_state``), so an end-game case need not replay the Relic that triggered it.

``end: {triggered_by: SEAT, last_turns: [SEAT, ...], extra_turn: SEAT}``:

* ``triggered_by`` took the Relic that reached the end total (R11.1): at least that many Relics
  are held, this seat's among them;
* ``last_turns`` are the seats whose last turns remain, the first playing now. R11.1 fixes their
  order (every seat after the trigger, in seat order, the trigger's own not among them), so the
  list must be the end of that order; left out, it is the whole order (the end was just
  triggered). ``[]``: no last turn is left, the I1-6 extra turn is being played;
* ``extra_turn`` is who plays the I1-6 extra turn (R11.2, ruling 8): while last turns remain,
  that seat holds I1-6 (given here when ``players`` did not); with none left, that seat's
  extra turn is played now and its I1-6 is already discarded.

The Ivory tile is claimed from the box (``edits.TileBox``), never copied: the box has one I1-6.
"""

from __future__ import annotations

from typing import Any

from ..rules import Board, State
from ..rules.components import RELICS_TO_END
from .edits import PositionError, TileBox, end_stage, give_ivory
from .schema import ScenarioError, need_list, need_map, refuse_unknown, seat_of

END_KEYS = {"triggered_by", "last_turns", "extra_turn"}
EXTRA_TILE = "I1-6"


def read_end(board: Board, state: State, box: TileBox, o: dict[str, Any]) -> None:
    """Apply ``state.end`` (when the file has one) and make it the turn of the seat to play now."""
    end = need_map(o["end"], "state.end")
    refuse_unknown(end, END_KEYS, "state.end")
    if "triggered_by" not in end:
        raise ScenarioError("state.end.triggered_by: say who took the Relic that triggered the end (R11.1)")
    trigger = seat_of(state, end["triggered_by"], "state.end.triggered_by")
    order = [(trigger + i) % state.n for i in range(1, state.n)]
    last = _last_turns(state, end, trigger, order)
    extra = seat_of(state, end["extra_turn"], "state.end.extra_turn") if end.get("extra_turn") is not None else None
    _check_relics(state, trigger)
    if extra is not None:
        _claim_extra_tile(state, box, extra, bool(last))
        now = last[0] if last else extra
    elif last:
        now = last[0]
    else:
        raise ScenarioError(
            "state.end: no last turn and no extra turn left: the game would be over (R11.2); "
            "name the seat playing its I1-6 extra turn in extra_turn"
        )
    if "current" in o and seat_of(state, o["current"], "state.current") != now:
        raise ScenarioError(
            f"state.current: with state.end, {state.players[now].name} plays now "
            "(the first of last_turns, or extra_turn)"
        )
    try:
        end_stage(state, trigger, last, extra)
    except PositionError as e:
        raise ScenarioError(f"state.end: {e}") from None


def _last_turns(state: State, end: dict[str, Any], trigger: int, order: list[int]) -> list[int]:
    """``last_turns``: the end of R11.1's order of last turns (the whole order when left out)."""
    if "last_turns" not in end:
        return order
    where = "state.end.last_turns"
    last = [seat_of(state, k, where) for k in need_list(end["last_turns"], where)]
    if last and last != order[-len(last) :]:
        names = ", ".join(state.players[i].name for i in order)
        given = ", ".join(state.players[i].name for i in last)
        raise ScenarioError(
            f"{where}: the last turns after {state.players[trigger].name} triggered the end "
            f"are {names}, in that order (R11.1); [{given}] is not what is left of them"
        )
    return last


def _check_relics(state: State, trigger: int) -> None:
    """The end is triggered: the Relics held reach R11.1's total, the trigger's own among them."""
    held, need = state.relics_taken(), RELICS_TO_END[state.n]
    if held < need:
        raise ScenarioError(
            f"state.end: {held} Relics held, but the end is triggered only when {need} are "
            f"({state.n} players, R11.1): give the players more in state.players"
        )
    if not state.players[trigger].relics:
        raise ScenarioError(
            f"state.end.triggered_by: {state.players[trigger].name} holds no Relic, so did not take the "
            "one that triggered the end (R11.1)"
        )


def _claim_extra_tile(state: State, box: TileBox, seat: int, later: bool) -> None:
    """The I1-6 of the extra turn: held by ``seat`` while last turns remain (``later``), else
    already discarded (``edits.end_stage`` discards it)."""
    where = "state.end.extra_turn"
    for i, p in enumerate(state.players):
        if i != seat and p.holds(EXTRA_TILE):
            raise ScenarioError(
                f"{where}: {p.name} holds {EXTRA_TILE} (state.players[{i}].ivory), and the box has one; "
                f"the extra turn is theirs (R11.2)"
            )
    p = state.players[seat]
    if p.holds(EXTRA_TILE):
        return
    if later and 1 in p.ivory:
        raise ScenarioError(
            f"{where}: {p.name} holds {p.ivory[1].code}; an extra turn needs {EXTRA_TILE}, and a player holds "
            "one level-1 Ivory tile (R9.4)"
        )
    t = box.claim("ivory", 1, EXTRA_TILE, where)
    if later:
        give_ivory(state, seat, t)
    else:
        box.release([t])  # end_stage moves it to the discards
