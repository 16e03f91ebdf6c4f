"""legal_actions and apply: the whole game as a sequence of decisions.

A turn has two phases, ``start`` (before the move) and ``after`` (after the move). Anything that
needs more choices pushes *frames* on ``state.pending``; the top frame is the decision asked now.
Frames that need no choice are resolved at once by ``_advance``. Clause ids cite RULES.md.
"""

from __future__ import annotations

from .actions import Action
from .components import BRANCHES, CHART_MAX, RELIC_OF, RELICS_TO_END
from .events import Event
from .frames import (
    AUTO_TYPES,
    Arrive,
    Flips,
    Frame,
    Keep,
    Pick,
    Place,
    Relic,
    Resolve,
    Shift,
    ShiftFirst,
    ShiftSecond,
    ShovelOne,
    Steps,
    UseI22,
    Visit,
)
from .kinds import ActionKind as A
from .kinds import Phase, Stage
from .routes import legal_routes, longest_pathway_route, route_trails
from .state import Player, State, TurnFlags

# Enum members bound once as module constants: an Enum attribute lookup costs ~0.2 us in
# Python 3.11, and legal_actions builds many Actions (benchmarks/engine.py).
CHOOSE, DECLINE, DONE, END, EXPLORE, FLIP, JUMP, KEEP, MOVE, PLACE, SHIFT, STAY, STEP, TAKE, TOOL, USE, VISIT = (
    A.CHOOSE,
    A.DECLINE,
    A.DONE,
    A.END,
    A.EXPLORE,
    A.FLIP,
    A.JUMP,
    A.KEEP,
    A.MOVE,
    A.PLACE,
    A.SHIFT,
    A.STAY,
    A.STEP,
    A.TAKE,
    A.TOOL,
    A.USE,
    A.VISIT,
)
PHASE_AFTER, PHASE_OVER, PHASE_START = Phase.AFTER, Phase.OVER, Phase.START
STAGE_EXTRA, STAGE_FINAL, STAGE_NORMAL = Stage.EXTRA, Stage.FINAL, Stage.NORMAL


class IllegalAction(ValueError):
    pass


# ---------------------------------------------------------------------------------------------
# legal actions
# ---------------------------------------------------------------------------------------------
def legal_actions(state: State) -> list[Action]:
    """Every legal choice for the decision ``state.decision()`` asks of ``state.current``."""
    if state.phase == PHASE_OVER:
        return []
    if state.pending:
        return _frame_actions(state, state.pending[-1])
    p = state.me
    acts: list[Action] = []
    if state.phase == PHASE_START:
        moves = move_actions(state)
        acts.extend(moves)
        if p.holds("I2-6"):  # I2-6 jump instead of moving
            acts.extend(Action(JUMP, (s,)) for s in _jump_targets(state))
        if not acts:
            acts.append(Action(STAY))  # R5.7
        if p.holds("I2-3") and p.rations < CHART_MAX and state.camp > 0:
            acts.append(Action(USE, ("I2-3",)))  # I2-3 start of turn
    else:
        if _can_explore(state):
            acts.append(Action(EXPLORE))  # R9.1
        acts.append(Action(END))
    if not state.flags.tool_used:
        acts.extend(_toolbox_actions(state))  # R8.5
    return acts


def move_actions(state: State) -> list[Action]:
    p = state.me
    routes = legal_routes(state.board, p.pathways, p.site, p.holds("I2-1"))
    return [Action(MOVE, sites) for sites, _ in routes]


def _jump_targets(state: State) -> list[int]:
    here = state.me.site
    colour = state.full.colours[here]
    if state.board.sites[here].kind != "temple":
        return []
    return [s for s in state.board.temples if s != here and state.full.colours[s] == colour and state.relics[s] is None]


def _can_explore(state: State) -> bool:
    p = state.me
    return not state.flags.explored and p.rations > 0 and state.has_tiles(p.site) and state.relics[p.site] is None


def _toolbox_actions(state: State) -> list[Action]:
    p = state.me
    out = []
    for b in BRANCHES:
        for k in (1, 2, 3):
            if p.table[b][k - 1] and _tool_possible(state, p, b, k):
                out.append(Action(TOOL, (b, k)))
    return out


def _tool_possible(state: State, p: Player, b: str, k: int) -> bool:
    """R8.7: an action that cannot be done in full is not offered (see docs/rulings.md)."""
    if (b, k) == ("M", 1):
        return bool(state.stacks[p.site])
    if (b, k) == ("C", 1):
        return len(p.pathways) >= 1
    if (b, k) == ("C", 2):
        return len(p.pathways) >= 2
    if (b, k) == ("S", 2):
        return p.pathway_reserve > 0 and bool(_place_targets(state, p, p.site, "normal"))
    return True


def _free_trails(state: State, p: Player) -> list[int]:
    return [t for t in range(len(state.board.trails)) if t not in p.pathways]


def _adjacent_free(state: State, p: Player, site: int) -> list[int]:
    return [t for t in state.board.trails_at[site] if t not in p.pathways]


def _place_targets(state: State, p: Player, anchor: int, mode: str) -> list[Action]:
    """Pathway placements (R9.2, R9.3; I2-4, I2-5, X2, X4)."""
    if p.pathway_reserve <= 0:
        return []
    adj = _adjacent_free(state, p, anchor)
    if mode == "adj":
        return [Action(PLACE, (t, "")) for t in adj]
    out = [Action(PLACE, (t, "")) for t in adj]
    if p.holds("I2-5"):
        adjset = set(adj)
        out.extend(Action(PLACE, (t, "5")) for t in _free_trails(state, p) if t not in adjset)
    if p.holds("I2-4") and p.pathway_reserve >= 2 and len(adj) >= 2:
        out.extend(Action(PLACE, (t, "4")) for t in adj)
    return out


def _step_actions(p: Player) -> list[Action]:
    out: list[Action] = []
    if p.tb_bottom:
        out.extend(Action(STEP, ("B", f"{b}1")) for b in BRANCHES)
    for b in BRANCHES:
        for k in (1, 2):
            if p.table[b][k - 1]:
                out.append(Action(STEP, (f"{b}{k}", f"{b}{k + 1}")))
    return out


def _frame_actions(state: State, frame: Frame) -> list[Action]:
    p = state.me
    if isinstance(frame, Steps):
        return _step_actions(p)
    if isinstance(frame, Place):
        return _place_targets(state, p, frame.anchor, frame.mode)
    if isinstance(frame, Keep):
        return [Action(KEEP, (frame.tile.code,)), Action(KEEP, (p.ivory[frame.tile.level].code,))]
    if isinstance(frame, UseI22):
        return [Action(USE, ("I2-2",)), Action(DECLINE)]
    if isinstance(frame, Pick):
        return [Action(TAKE, (t.level,)) for t in state.stacks[frame.site]]
    if isinstance(frame, (Shift, ShiftFirst, ShiftSecond)):
        banned: tuple[int, ...] = (frame.moved_to, frame.left) if isinstance(frame, ShiftSecond) else ()
        sources = [t for t in p.pathways if not (isinstance(frame, ShiftSecond) and t == frame.moved_to)]
        targets = [t for t in _free_trails(state, p) if t not in banned]
        return [Action(SHIFT, (a, b)) for a in sorted(sources) for b in targets if a != b]
    if isinstance(frame, Visit):
        return [Action(VISIT, (s,)) for s in _visit_targets(state, frame.site)]
    if isinstance(frame, Flips):  # P8: two different Tokens (X15)
        acts = [Action(FLIP, (k,)) for k in range(len(state.tokens)) if k not in frame.turned]
        if frame.source == "P8":
            acts.append(Action(DONE))
        return acts
    if isinstance(frame, ShovelOne):
        acts = [Action(CHOOSE, ("vp",))]
        if p.tb_reserve:
            acts.insert(0, Action(CHOOSE, ("toolbox",)))
        return acts
    raise AssertionError(f"no decision for frame {frame}")


def _visit_targets(state: State, site: int) -> list[int]:
    return [s for s in state.board.neighbours[site] if state.board.sites[s].kind != "camp" and state.has_tiles(s)]


# ---------------------------------------------------------------------------------------------
# apply
# ---------------------------------------------------------------------------------------------
def apply(state: State, action: Action, check: bool = True) -> tuple[State, list[Event]]:
    """Return the state after ``action`` and the events it caused. The input is not changed."""
    if check and action not in legal_actions(state):
        raise IllegalAction(f"illegal action {action} for decision '{state.decision()}'")
    s = state.copy()
    ev: list[Event] = []
    _do(s, action, ev)
    _advance(s, ev)
    return s, ev


def _do(s: State, a: Action, ev: list[Event]) -> None:
    p = s.me
    k = a.kind
    if s.pending:
        frame = s.pending.pop()
        _do_frame(s, frame, a, ev)
        return
    s.flags.i33 = False
    if k == MOVE:
        _move(s, a.args, ev)
    elif k == JUMP:  # I2-6
        _discard_ivory(s, p, "I2-6", ev)
        p.site = a.args[0]
        ev.append(Event("jump", s.current, {"site": a.args[0]}))
        s.phase = PHASE_AFTER
    elif k == STAY:  # R5.7
        ev.append(Event("no_move", s.current))
        s.phase = PHASE_AFTER
    elif k == USE:  # I2-3
        _discard_ivory(s, p, "I2-3", ev)
        _take_rations(s, p, CHART_MAX - p.rations, "I2-3", ev)
    elif k == EXPLORE:
        p.rations -= 1  # R9.1
        s.camp += 1
        s.flags.explored = True
        ev.append(Event("explore", s.current, {"site": p.site}))
        _site_action(s, p.site, p.site, ev)
    elif k == TOOL:
        _use_toolbox(s, a.args[0], a.args[1], ev)
    elif k == END:
        _end_turn(s, ev)
    else:
        raise IllegalAction(f"unexpected action {a}")


def _do_frame(s: State, frame: Frame, a: Action, ev: list[Event]) -> None:
    p = s.me
    if isinstance(frame, Steps):
        src, dst = a.args
        if src == "B":
            p.tb_bottom -= 1
        else:
            p.table[src[0]][int(src[1]) - 1] -= 1
        p.table[dst[0]][int(dst[1]) - 1] += 1
        ev.append(Event("step", s.current, {"from": src, "to": dst}))
        if frame.left > 1:
            s.pending.append(Steps(frame.left - 1))
    elif isinstance(frame, Place):
        t, extras = a.args
        _place(s, p, t, ev)
        for c in extras:
            _discard_ivory(s, p, f"I2-{c}", ev)
        if "4" in extras:
            s.pending.append(Place(frame.anchor, "adj"))
    elif isinstance(frame, Keep):
        new = frame.tile
        old = p.ivory[new.level]
        keep, drop = (new, old) if a.args[0] == new.code else (old, new)
        p.ivory[new.level] = keep
        s.discards.append(drop)
        ev.append(Event("ivory_keep", s.current, {"kept": keep.code, "discarded": drop.code}))
        _score(s, p, 2, "second Ivory tile of a level", ev)  # R9.4
    elif isinstance(frame, UseI22):
        if a.kind == USE:
            _discard_ivory(s, p, "I2-2", ev)
            p.seen.update(t.uid for t in s.stacks[frame.site])
            s.pending.append(Pick(frame.site))
        else:
            _take_tile(s, frame.site, len(s.stacks[frame.site]) - 1, ev)
    elif isinstance(frame, Pick):
        idx = next(i for i, t in enumerate(s.stacks[frame.site]) if t.level == a.args[0])
        _take_tile(s, frame.site, idx, ev)
    elif isinstance(frame, (Shift, ShiftFirst, ShiftSecond)):
        src, dst = a.args
        _shift(s, p, src, dst, ev)
        if isinstance(frame, ShiftFirst):
            s.pending.append(ShiftSecond(dst, src))
    elif isinstance(frame, Visit):  # P7, X6
        ev.append(Event("visit", s.current, {"site": a.args[0]}))
        _site_action(s, a.args[0], p.site, ev)
    elif isinstance(frame, Flips):
        if a.kind == FLIP:
            tok = a.args[0]
            s.tokens[tok] = not s.tokens[tok]
            ev.append(Event("token", s.current, {"token": tok, "up": s.tokens[tok], "by": frame.source}))
            if frame.left > 1:
                s.pending.append(Flips(frame.left - 1, frame.source, frame.turned + (tok,)))
            if not any(s.tokens):  # R7.3 via a power (R7.4)
                _reset_tokens(s, ev)
                s.pending.append(Steps(1))
    elif isinstance(frame, ShovelOne):  # T-S1, X7
        if a.args[0] == "toolbox":
            p.tb_reserve -= 1
            p.tb_bottom += 1
            ev.append(Event("toolbox_added", s.current))
        else:
            _score(s, p, 2, "Shovel 1", ev)


def _advance(s: State, ev: list[Event]) -> None:
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
            if not _frame_actions(s, frame):
                s.pending.pop()
                if isinstance(frame, Steps):  # R8.3 steps lost
                    ev.append(Event("steps_lost", s.current, {"n": frame.left}))
                continue
            return
        if s.flags.turn_over:
            _end_turn(s, ev)
            continue
        return


def _auto(s: State, frame: Frame, ev: list[Event]) -> None:
    p = s.me
    if isinstance(frame, Resolve):  # R7.1–R7.3
        flipped = []
        for t in frame.trails:
            tok = s.board.token_of.get(t)
            if tok is not None and s.tokens[tok]:
                s.tokens[tok] = False
                flipped.append(tok)
        for tok in flipped:
            ev.append(Event("token", s.current, {"token": tok, "up": False, "by": "move"}))
        steps = len(flipped)
        if flipped and not any(s.tokens):
            _reset_tokens(s, ev)
            steps += 1
        s.pending.append(Arrive(len(frame.trails)))
        if steps:
            s.pending.append(Steps(steps))
    elif isinstance(frame, Arrive):
        if p.site == s.board.camp:  # R6.2, R4.2
            _arrive_camp(s, p, ev)
        else:
            start, relic = s.flags.start_site, s.flags.start_relic
            here = p.site
            if relic and here != start and s.relics[here] == relic:  # R6.3
                _take_relic(s, p, here, ev)
                _score(s, p, 2 * frame.length, "Expedition", ev)  # R6.4
        if not s.flags.turn_over:
            s.phase = PHASE_AFTER
    elif isinstance(frame, Relic):  # R9.7
        site = frame.site
        colour_of_site = s.full.colours[site]
        if not s.has_tiles(site) and s.relics[site] is None and colour_of_site is not None:
            colour = RELIC_OF[colour_of_site]
            s.relics[site] = colour
            ev.append(Event("relic_appears", None, {"site": site, "colour": colour}))


# ---------------------------------------------------------------------------------------------
# pieces of the rules
# ---------------------------------------------------------------------------------------------
def _move(s: State, sites: tuple[int, ...], ev: list[Event]) -> None:
    p = s.me
    trails = route_trails(s.board, sites)
    if any(t not in p.pathways for t in trails) and _uses_i21(p, trails):
        _discard_ivory(s, p, "I2-1", ev)
    p.site = sites[-1]
    s.flags.moved = True
    ev.append(Event("move", s.current, {"sites": sites}))
    s.pending.append(Resolve(trails))
    if sites[0] == s.board.camp and p.holds("I3-6"):  # I3-6 on leaving camp
        s.pending.append(Flips(1, "I3-6"))


def _uses_i21(p: Player, trails: tuple[int, ...]) -> bool:
    own = [t in p.pathways for t in trails]
    u = own.index(False) if False in own else -1
    return 0 < u < len(trails) - 1


def _reset_tokens(s: State, ev: list[Event]) -> None:
    s.tokens = [True] * len(s.tokens)
    ev.append(Event("tokens_reset", s.current))


def _arrive_camp(s: State, p: Player, ev: list[Event]) -> None:
    n = 3 + (1 if p.holds("I3-5") else 0)  # R6.2, I3-5
    ev.append(Event("camp", s.current, {}))
    _take_rations(s, p, n, "Base Camp", ev)
    s.flags.turn_over = True


def _take_rations(s: State, p: Player, n: int, why: str, ev: list[Event], who: int | None = None) -> None:
    got = max(0, min(n, CHART_MAX - p.rations, s.camp))  # R10.1, R10.2
    p.rations += got
    s.camp -= got
    ev.append(Event("rations", s.current if who is None else who, {"n": got, "why": why}))


def _score(s: State, p: Player, vp: int, why: str, ev: list[Event], doubled_ok: bool = True) -> None:
    if vp <= 0:
        return
    if doubled_ok and s.flags.doubled and p is s.me:  # T-S3, X3
        vp *= 2
        why += " (doubled)"
    assert p.vp is not None  # the full state, not a view
    p.vp += vp
    ev.append(Event("score", s.players.index(p), {"vp": vp, "why": why}))
    if s.flags.i33 and p is s.me and p.holds("I3-3"):  # I3-3 once per Temple action
        s.flags.i33 = False
        _score(s, p, 1, "Ivory I3-3", ev)


def _discard_ivory(s: State, p: Player, code: str, ev: list[Event]) -> None:
    tile = p.ivory.pop(int(code[1]))
    s.discards.append(tile)
    ev.append(Event("ivory_used", s.current, {"code": code}))


def _place(s: State, p: Player, t: int, ev: list[Event]) -> None:
    p.pathways.add(t)  # R9.2, R9.3
    ev.append(Event("pathway", s.current, {"trail": t}))
    if p.holds("I3-1"):
        _score(s, p, 1, "Ivory I3-1", ev)


def _shift(s: State, p: Player, src: int, dst: int, ev: list[Event]) -> None:
    p.pathways.discard(src)
    p.pathways.add(dst)
    ev.append(Event("pathway_moved", s.current, {"from": src, "to": dst}))
    for i, other in enumerate(s.players):  # I3-4, X2
        if other is not p and other.holds("I3-4"):
            _take_rations(s, other, 1, "Ivory I3-4", ev, who=i)


def _site_action(s: State, site: int, anchor: int, ev: list[Event]) -> None:
    """Explore ``site`` (Ruin or Temple with tiles) as the current player (R9.2–R9.7, X1)."""
    p = s.me
    if s.height(site) == s.full.heights[site] and p.holds("I3-2"):  # I3-2
        _score(s, p, 1, "Ivory I3-2", ev)
    s.pending.append(Relic(site))
    if s.ruins[site]:  # R9.2
        s.ruins[site] -= 1
        ev.append(Event("ruin_tile", s.current, {"site": site}))
        s.pending.append(Place(anchor, "normal"))
        return
    s.flags.i33 = True
    if p.holds("I2-2") and len(s.stacks[site]) > 1:  # I2-2, X4
        s.pending.append(UseI22(site))
        return
    _take_tile(s, site, len(s.stacks[site]) - 1, ev)


def _take_tile(s: State, site: int, idx: int, ev: list[Event]) -> None:
    p = s.me
    stack = s.stacks[site]
    tile = stack.pop(idx)
    was_top = idx == len(stack)
    if tile.colour == "ivory":  # R9.4
        ev.append(Event("tile", s.current, {"site": site, "colour": "ivory", "code": tile.code}))
        if tile.level in p.ivory:
            s.pending.append(Keep(tile))
        else:
            p.ivory[tile.level] = tile
    elif tile.colour == "blue":  # R9.5
        p.blue.append(tile)
        p.seen.add(tile.uid)
        ev.append(
            Event("tile", s.current, {"site": site, "colour": "blue", "level": tile.level}, private={"code": tile.code})
        )
        if s.flags.doubled:  # T-S3
            p.revealed.add(tile.uid)
            ev.append(Event("blue_revealed", s.current, {"code": tile.code}))
            _score(s, p, tile.value, "Blue tile shown under Shovel 3", ev, doubled_ok=False)
        elif s.flags.i33 and p.holds("I3-3"):
            s.flags.i33 = False
            _score(s, p, 1, "Ivory I3-3", ev)
    else:  # R9.6
        s.discards.append(tile)
        ev.append(Event("tile", s.current, {"site": site, "colour": "purple", "code": tile.code}))
        if was_top and stack:
            ev.append(Event("purple_revealed", None, {"site": site, "code": stack[-1].code}))  # S5
        _purple(s, p, tile.code or "", ev)


def _purple(s: State, p: Player, code: str, ev: list[Event]) -> None:
    if code == "P1":
        _score(s, p, 3, "Purple P1", ev)
    elif code == "P2":
        s.pending.append(Steps(1))
    elif code == "P3":
        _take_rations(s, p, 2, "Purple P3", ev)
    elif code == "P4":
        if p.tb_reserve:  # X7
            p.tb_reserve -= 1
            p.tb_bottom += 1
            ev.append(Event("toolbox_added", s.current))
    elif code == "P5":
        p.site = s.board.camp
        ev.append(Event("jump", s.current, {"site": s.board.camp}))
        _arrive_camp(s, p, ev)
    elif code == "P6":
        s.pending.append(Shift())
    elif code == "P7":
        s.pending.append(Visit(p.site))
    elif code == "P8":
        s.pending.append(Flips(2, "P8"))


def _take_relic(s: State, p: Player, site: int, ev: list[Event]) -> None:
    colour = s.relics[site]
    assert colour is not None
    s.relics[site] = None
    p.relics.append(colour)
    ev.append(Event("relic_taken", s.current, {"site": site, "colour": colour}))
    if s.triggered_by is None and s.relics_taken() >= RELICS_TO_END[s.n]:  # R11.1, X8
        s.triggered_by = s.current
        s.stage = STAGE_FINAL
        s.queue = [(s.current + i) % s.n for i in range(1, s.n)]
        ev.append(Event("end_triggered", s.current, {"relics": s.relics_taken()}))


def _use_toolbox(s: State, b: str, k: int, ev: list[Event]) -> None:
    p = s.me
    p.table[b][k - 1] -= 1  # R8.5
    p.tb_bottom += 1
    s.flags.tool_used = True
    ev.append(Event("toolbox", s.current, {"tool": f"{b}{k}"}))
    code = f"{b}{k}"
    if code == "M1":
        _site_action(s, p.site, p.site, ev)
    elif code == "M2":
        _take_rations(s, p, 2, "Machete 2", ev)
    elif code == "M3":
        _score(s, p, 4 * len(p.relics), "Machete 3", ev)
    elif code == "C1":
        s.pending.append(Shift())
    elif code == "C2":
        s.pending.append(ShiftFirst())
    elif code == "C3":
        _score(s, p, 2 * longest_pathway_route(s.board, p.pathways), "Compass 3", ev)
    elif code == "S1":
        s.pending.append(ShovelOne())
    elif code == "S2":
        s.pending.append(Place(p.site, "normal"))
    elif code == "S3":
        s.flags.doubled = True
        ev.append(Event("doubled", s.current))


def _start_turn(s: State, ev: list[Event]) -> None:
    p = s.me
    s.phase = PHASE_START
    s.flags = TurnFlags(p.site, s.relics[p.site])
    ev.append(Event("turn", s.current, {"turn": s.turn, "stage": s.stage}))


def _end_turn(s: State, ev: list[Event]) -> None:
    ev.append(Event("turn_end", s.current))
    s.turn += 1
    if s.stage == STAGE_NORMAL:
        s.current = (s.current + 1) % s.n
        _start_turn(s, ev)
        return
    if not s.queue and s.stage == STAGE_FINAL:  # R11.2
        assert s.triggered_by is not None
        s.stage = STAGE_EXTRA
        order = [(s.triggered_by + i) % s.n for i in range(1, s.n + 1)]
        s.queue = [i for i in order if s.players[i].holds("I1-6")]
    if not s.queue:
        s.phase = PHASE_OVER
        s.pending = []
        ev.append(Event("game_over", None))
        return
    s.current = s.queue.pop(0)
    if s.stage == STAGE_EXTRA:
        _discard_ivory(s, s.me, "I1-6", ev)
    _start_turn(s, ev)
