"""legal_actions: every choice the rules allow for the decision a state asks (docs/rules.md sections
4-10; the decisions and frames are those of ``rules.kinds`` and ``rules.frames``). ``engine.apply``
checks an action against it and resolves the frames. Clause ids cite docs/rules.md.
"""

from __future__ import annotations

from functools import partial

from .actions import Action
from .components import BOTTOM, BRANCHES, CHART_MAX, cell_at
from .frames import (
    Flips,
    Frame,
    Keep,
    Pick,
    PickOffer,
    Place,
    Shift,
    ShiftFirst,
    ShiftSecond,
    Steps,
    ToolboxOrVp,
    Visit,
)
from .kinds import ActionKind as A
from .kinds import Phase, Stage
from .routes import legal_routes
from .state import Player, State

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


# ---------------------------------------------------------------------------------------------
# legal actions
# ---------------------------------------------------------------------------------------------
def legal_actions(state: State) -> list[Action]:
    """Every legal choice for the decision ``state.decision()`` asks of ``state.current``.

    A state made by ``apply`` works them out once and keeps them (it never changes once a caller
    holds it); one from ``new_game`` or ``State.copy`` may still be edited by hand, and works
    them out afresh. Each call returns a new list, so a caller may change the list it gets."""
    known = state._legal
    if known is None:
        acts = _legal_actions(state)
        state.keep_legal(tuple(acts))
        return acts
    if known is False:
        return _legal_actions(state)
    return list(known)


def _legal_actions(state: State) -> list[Action]:
    if state.phase == PHASE_OVER:
        return []
    if state.pending:
        return frame_actions(state, state.pending[-1])
    p = state.me
    acts: list[Action]
    if state.phase == PHASE_START:
        acts = list(_moves(state))
        if p.ivory and p.holds("I2-6"):  # I2-6 jump instead of moving
            acts.extend(Action(JUMP, (s,)) for s in _jump_targets(state))
        if not acts:
            acts.append(_STAY)  # R5.7
        if p.ivory and p.holds("I2-3") and p.rations < CHART_MAX and state.camp > 0:
            acts.append(_USE_I23)  # I2-3 start of turn
    else:
        acts = [_EXPLORE, _END] if _can_explore(state) else [_END]  # R9.1
    if not state.flags.tool_used:
        acts.extend(_toolbox_actions(p, state))  # R8.5
    return acts


# the actions without a board argument, made once (actions are immutable values)
_STAY, _EXPLORE, _END, _USE_I23 = Action(STAY), Action(EXPLORE), Action(END), Action(USE, ("I2-3",))
_TOOLS = {b: tuple(Action(TOOL, (b, k)) for k in (1, 2, 3)) for b in BRANCHES}
_STEPS_UP_FROM_BOTTOM = tuple(Action(STEP, (BOTTOM, cell_at(b, 1))) for b in BRANCHES)
_STEP_UP = {b: tuple(Action(STEP, (cell_at(b, k), cell_at(b, k + 1))) for k in (1, 2)) for b in BRANCHES}


_MEMO_MOST = 1024  # move lists kept per board (about 2 kB each): a few games' worth
_action = partial(tuple.__new__, Action)  # Action((kind, args)) without NamedTuple.__new__'s Python call


def move_actions(state: State) -> list[Action]:
    return list(_moves(state))


def _moves(state: State) -> tuple[Action, ...]:
    """The move actions (R5), the same for every state with the explorer on the same site, the same
    Pathways and I2-1 held or not: worked out once per board and kept (``Board.memo``)."""
    p = state.me
    i21 = bool(p.ivory) and p.holds("I2-1")
    key = (p.site, i21, frozenset(p.pathways))
    memo = state.board.memo
    moves: tuple[Action, ...] | None = memo.get(key)
    if moves is None:
        if len(memo) >= _MEMO_MOST:
            memo.clear()
        moves = memo[key] = tuple(
            _action((MOVE, sites)) for sites, _ in legal_routes(state.board, p.pathways, p.site, i21)
        )
    return moves


def _jump_targets(state: State) -> list[int]:
    here = state.me.site
    colour = state.full.colours[here]
    if state.board.sites[here].kind != "temple":
        return []
    return [s for s in state.board.temples if s != here and state.full.colours[s] == colour and state.relics[s] is None]


def _can_explore(state: State) -> bool:
    p = state.me
    return not state.flags.explored and p.rations > 0 and state.has_tiles(p.site) and state.relics[p.site] is None


def _toolbox_actions(p: Player, state: State) -> list[Action]:
    out = []
    for b in BRANCHES:
        steps = p.table[b]
        if steps[0] or steps[1] or steps[2]:
            for k in (1, 2, 3):
                if steps[k - 1] and _tool_possible(state, p, b, k):
                    out.append(_TOOLS[b][k - 1])
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
        return [_action((PLACE, (t, ""))) for t in adj]
    out = [_action((PLACE, (t, ""))) for t in adj]
    if p.holds("I2-5"):
        adjset = set(adj)
        out.extend(_action((PLACE, (t, "5"))) for t in _free_trails(state, p) if t not in adjset)
    if p.holds("I2-4") and p.pathway_reserve >= 2 and len(adj) >= 2:
        out.extend(_action((PLACE, (t, "4"))) for t in adj)
    return out


def _step_actions(p: Player) -> list[Action]:
    out: list[Action] = []
    if p.tb_bottom:
        out.extend(_STEPS_UP_FROM_BOTTOM)
    for b in BRANCHES:
        for k in (1, 2):
            if p.table[b][k - 1]:
                out.append(_STEP_UP[b][k - 1])
    return out


def frame_actions(state: State, frame: Frame) -> list[Action]:
    p = state.me
    if isinstance(frame, Steps):
        return _step_actions(p)
    if isinstance(frame, Place):
        return _place_targets(state, p, frame.anchor, frame.mode)
    if isinstance(frame, Keep):
        return [Action(KEEP, (frame.tile.code,)), Action(KEEP, (p.ivory[frame.tile.level].code,))]
    if isinstance(frame, PickOffer):
        return [Action(USE, ("I2-2",)), Action(DECLINE)]
    if isinstance(frame, Pick):
        return [Action(TAKE, (t.level,)) for t in state.stacks[frame.site]]
    if isinstance(frame, (Shift, ShiftFirst, ShiftSecond)):
        banned: tuple[int, ...] = (frame.moved_to, frame.left) if isinstance(frame, ShiftSecond) else ()
        sources = [t for t in p.pathways if not (isinstance(frame, ShiftSecond) and t == frame.moved_to)]
        targets = [t for t in _free_trails(state, p) if t not in banned]
        return [_action((SHIFT, (a, b))) for a in sorted(sources) for b in targets if a != b]
    if isinstance(frame, Visit):
        return [Action(VISIT, (s,)) for s in _visit_targets(state, frame.site)]
    if isinstance(frame, Flips):  # P8: two different Tokens (X15)
        acts = [_action((FLIP, (k,))) for k in range(len(state.tokens)) if k not in frame.turned]
        if frame.source == "P8":
            acts.append(Action(DONE))
        return acts
    if isinstance(frame, ToolboxOrVp):
        acts = [Action(CHOOSE, ("vp",))]
        if p.tb_reserve:
            acts.insert(0, Action(CHOOSE, ("toolbox",)))
        return acts
    raise AssertionError(f"no decision for frame {frame}")


def _visit_targets(state: State, site: int) -> list[int]:
    return [s for s in state.board.neighbours[site] if state.board.sites[s].kind != "camp" and state.has_tiles(s)]
