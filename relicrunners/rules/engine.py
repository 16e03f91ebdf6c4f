"""apply: the whole game as a sequence of decisions (what is legal is ``rules.legal``).

A turn has two phases, ``start`` (before the move) and ``after`` (after the move). Anything that
needs more choices pushes *frames* on ``state.pending``; the top frame is the decision asked now.
Frames that need no choice are resolved at once by ``_settle``. This module is the dispatch:
which action or frame calls which piece of the rules; the pieces themselves (what a move, an
explore, a tile, a Toolbox does to the state) are in ``rules.effects``. ``advance`` is ``apply``
without the events, for search: the same states, nothing made that nobody reads. Clause ids
cite docs/rules.md.
"""

from __future__ import annotations

from .actions import Action
from .components import CHART_MAX, RELIC_OF
from .effects import (
    arrive,
    discard_ivory,
    finish_turn,
    move_explorer,
    place_pathway,
    reset_tokens,
    score_points,
    shift_pathway,
    site_action,
    step_toolbox,
    take_rations,
    take_temple_tile,
    use_toolbox,
    walk,
)
from .events import Event, EventKind, Log
from .frames import (
    AUTO_TYPES,
    Arrive,
    Flips,
    Frame,
    Keep,
    Pick,
    PickOffer,
    Place,
    Relic,
    Resolve,
    Shift,
    ShiftFirst,
    ShiftSecond,
    Steps,
    ToolboxOrVp,
    Visit,
)
from .legal import (
    END,
    EXPLORE,
    FLIP,
    JUMP,
    MOVE,
    PHASE_AFTER,
    PHASE_OVER,
    STAY,
    TOOL,
    USE,
    frame_actions,
    legal_actions,
)
from .reasons import ScoreReason
from .state import State

__all__ = ["IllegalAction", "advance", "apply", "legal_actions"]


class IllegalAction(ValueError):
    pass


# ---------------------------------------------------------------------------------------------
# apply
# ---------------------------------------------------------------------------------------------
def apply(state: State, action: Action, check: bool = True) -> tuple[State, list[Event]]:
    """Return the state after ``action`` and the events it caused. The input is not changed."""
    ev: list[Event] = []
    return _play(state, action, check, ev), ev


def advance(state: State, action: Action, check: bool = True) -> State:
    """The state ``apply`` returns, without the events (none are made): for search, where
    nobody reads them. The input is not changed."""
    return _play(state, action, check, None)


def _play(state: State, action: Action, check: bool, ev: Log) -> State:
    if check and action not in legal_actions(state):
        raise IllegalAction(f"illegal action {action} for decision '{state.decision()}'")
    s = state.derive()
    _do(s, action, ev)
    _settle(s, ev)
    return s


def _do(s: State, a: Action, ev: Log) -> None:
    k = a.kind
    if s.pending:
        frame = s.pending.pop()
        _do_frame(s, frame, a, ev)
        return
    if s.flags.scholar_open:
        s.own_flags().scholar_open = False
    if k == END:  # changes no one's pieces (an I1-6 extra turn takes its own)
        finish_turn(s, ev)
    elif k == MOVE:
        move_explorer(s, a.args, ev)
    elif k == JUMP:  # I2-6
        p = s.own(s.current)
        discard_ivory(s, p, "I2-6", ev)
        p.site = a.args[0]
        if ev is not None:
            ev.append(Event(EventKind.JUMP, s.current, {"site": a.args[0]}))
        s.phase = PHASE_AFTER
    elif k == STAY:  # R5.7
        if ev is not None:
            ev.append(Event(EventKind.NO_MOVE, s.current))
        s.phase = PHASE_AFTER
    elif k == USE:  # I2-3
        p = s.own(s.current)
        discard_ivory(s, p, "I2-3", ev)
        take_rations(s, p, CHART_MAX - p.rations, ScoreReason.IVORY_REFILL, ev)
    elif k == EXPLORE:
        p = s.own(s.current)
        p.rations -= 1  # R9.1
        s.camp += 1
        s.own_flags().explored = True
        if ev is not None:
            ev.append(Event(EventKind.EXPLORE, s.current, {"site": p.site}))
        site_action(s, p.site, p.site, ev)
    elif k == TOOL:
        use_toolbox(s, a.args[0], a.args[1], ev)
    else:
        raise IllegalAction(f"unexpected action {a}")


def _do_frame(s: State, frame: Frame, a: Action, ev: Log) -> None:
    p = s.own(s.current)
    if isinstance(frame, Steps):
        src, dst = a.args
        step_toolbox(s, src, dst, ev)
        if frame.left > 1:
            s.pending.append(Steps(frame.left - 1))
    elif isinstance(frame, Place):
        t, extras = a.args
        place_pathway(s, p, t, ev)
        for c in extras:
            discard_ivory(s, p, f"I2-{c}", ev)
        if "4" in extras:
            s.pending.append(Place(frame.anchor, "adj"))
    elif isinstance(frame, Keep):
        new = frame.tile
        old = p.ivory[new.level]
        keep, drop = (new, old) if a.args[0] == new.code else (old, new)
        p.ivory = {**p.ivory, new.level: keep}
        s.discards = s.discards + [drop]
        if ev is not None:
            ev.append(Event(EventKind.IVORY_KEEP, s.current, {"kept": keep.code, "discarded": drop.code}))
        score_points(s, p, 2, ScoreReason.SECOND_IVORY, ev)  # R9.4
    elif isinstance(frame, PickOffer):
        if a.kind == USE:
            discard_ivory(s, p, "I2-2", ev)
            p.seen = set(p.seen)
            p.seen.update(t.uid for t in s.stacks[frame.site])
            s.pending.append(Pick(frame.site))
        else:
            take_temple_tile(s, frame.site, len(s.stacks[frame.site]) - 1, ev)
    elif isinstance(frame, Pick):
        idx = next(i for i, t in enumerate(s.stacks[frame.site]) if t.level == a.args[0])
        take_temple_tile(s, frame.site, idx, ev)
    elif isinstance(frame, (Shift, ShiftFirst, ShiftSecond)):
        src, dst = a.args
        shift_pathway(s, p, src, dst, ev)
        if isinstance(frame, ShiftFirst):
            s.pending.append(ShiftSecond(dst, src))
    elif isinstance(frame, Visit):  # P7, X6
        if ev is not None:
            ev.append(Event(EventKind.VISIT, s.current, {"site": a.args[0]}))
        site_action(s, a.args[0], p.site, ev)
    elif isinstance(frame, Flips):
        if a.kind == FLIP:
            tok = a.args[0]
            s.tokens = s.tokens[:]
            s.tokens[tok] = not s.tokens[tok]
            if ev is not None:
                ev.append(Event(EventKind.TOKEN, s.current, {"token": tok, "up": s.tokens[tok], "by": frame.source}))
            if frame.left > 1:
                s.pending.append(Flips(frame.left - 1, frame.source, frame.turned + (tok,)))
            if not any(s.tokens):  # R7.3 via a power (R7.4)
                reset_tokens(s, ev)
                s.pending.append(Steps(1))
    elif isinstance(frame, ToolboxOrVp):  # T-S1, X7
        if a.args[0] == "toolbox":
            p.tb_reserve -= 1
            p.tb_bottom += 1
            if ev is not None:
                ev.append(Event(EventKind.TOOLBOX_ADDED, s.current))
        else:
            score_points(s, p, 2, ScoreReason.SHOVEL_1, ev)


def _settle(s: State, ev: Log) -> None:
    """Resolve frames that need no decision; drop decisions with no legal choice."""
    while True:
        if s.phase == PHASE_OVER:
            return
        if s.pending:
            frame = s.pending[-1]
            if isinstance(frame, AUTO_TYPES):
                s.pending.pop()
                _auto(s, frame, ev)
                continue
            choices = frame_actions(s, frame)
            if not choices:
                s.pending.pop()
                if isinstance(frame, Steps):  # R8.3 steps lost
                    if ev is not None:
                        ev.append(Event(EventKind.STEPS_LOST, s.current, {"n": frame.left}))
                continue
            s.keep_legal(tuple(choices))  # the decision asked now: legal_actions(s) needs not work it out again
            return
        if s.flags.turn_over:
            finish_turn(s, ev)
            continue
        return


def _auto(s: State, frame: Frame, ev: Log) -> None:
    if isinstance(frame, Resolve):
        walk(s, frame.trails, ev)
    elif isinstance(frame, Arrive):
        arrive(s, frame.length, ev)
    elif isinstance(frame, Relic):  # R9.7
        site = frame.site
        colour_of_site = s.full.colours[site]
        if not s.has_tiles(site) and s.relics[site] is None and colour_of_site is not None:
            colour = RELIC_OF[colour_of_site]
            s.relics = s.relics[:]
            s.relics[site] = colour
            if ev is not None:
                ev.append(Event(EventKind.RELIC_APPEARS, None, {"site": site, "colour": colour}))
