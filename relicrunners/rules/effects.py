"""What the rules do to a state, piece by piece: a move and the Tokens it turns, Base Camp,
Rations and VP (doubling and I3-3 included), Ivory tiles used, Pathways placed and shifted, the
explore of a Ruin or Temple and the tile it yields, the Purple powers, a Relic taken (and the end
it may trigger), the Toolbox actions, and the start and end of a turn. ``rules.engine`` calls them
while it dispatches an action or resolves a frame; each one changes ``s`` in place, pushes the
frames that need more choices on ``s.pending`` and appends what happened to ``ev`` (None: nobody
reads it, nothing is made). ``s`` comes
from ``State.derive`` and shares nearly everything with the state before the action: a function
that changes a player's pieces, a Temple stack or the turn's flags takes them with ``s.own``,
``s.own_stack`` and ``s.own_flags`` first (one that is handed a player is handed one taken so);
a player taken so still shares its sets, lists and dicts (``Player.fork``), and those, like the
state's lists, are replaced by changed copies, never changed in place. Clause ids cite
docs/rules.md.
"""

from __future__ import annotations

from .components import BOTTOM, CHART_MAX, RELICS_TO_END, Cell, cell_at
from .events import Event, EventKind, Log
from .frames import Arrive, Flips, Keep, PickOffer, Place, Relic, Resolve, Shift, ShiftFirst, Steps, ToolboxOrVp, Visit
from .legal import PHASE_AFTER, PHASE_OVER, PHASE_START, STAGE_EXTRA, STAGE_FINAL, STAGE_NORMAL
from .reasons import DOUBLED, ScoreReason
from .routes import longest_pathway_route, route_trails
from .state import Player, State, TurnFlags


def move_explorer(s: State, sites: tuple[int, ...], ev: Log) -> None:
    p = s.own(s.current)
    trails = route_trails(s.board, sites)
    if len(trails) > 2 and _uses_i21(p, trails):  # chain + unfamiliar trail + chain
        discard_ivory(s, p, "I2-1", ev)
    p.site = sites[-1]
    s.own_flags().moved = True
    if ev is not None:
        ev.append(Event(EventKind.MOVE, s.current, {"sites": sites}))
    if sites[0] == s.board.camp and p.holds("I3-6"):  # I3-6 on leaving camp: a Token first
        s.pending.append(Resolve(trails))
        s.pending.append(Flips(1, "I3-6"))
    else:  # what resolving the frame Resolve would do next, done at once
        walk(s, trails, ev)


def walk(s: State, trails: tuple[int, ...], ev: Log) -> None:
    """The Tokens on the trails just walked turn, then the explorer arrives (R7.1-R7.3): at once,
    or after the steps the Tokens earned (frames Steps on Arrive)."""
    flipped: list[int] = []
    token_of, tokens = s.board.token_of, s.tokens
    for t in trails:
        tok = token_of.get(t)
        if tok is not None and tokens[tok]:
            if not flipped:
                tokens = s.tokens = tokens[:]
            tokens[tok] = False
            flipped.append(tok)
    if ev is not None:
        for tok in flipped:
            ev.append(Event(EventKind.TOKEN, s.current, {"token": tok, "up": False, "by": "move"}))
    steps = len(flipped)
    if flipped and not any(s.tokens):
        reset_tokens(s, ev)
        steps += 1
    if steps:
        s.pending.append(Arrive(len(trails)))
        s.pending.append(Steps(steps))
    else:
        arrive(s, len(trails), ev)


def arrive(s: State, length: int, ev: Log) -> None:
    """The explorer arrives after walking ``length`` trails: Base Camp, or an Expedition's end
    (R6.2-R6.4); the turn goes on after the move unless it is over."""
    p = s.own(s.current)
    if p.site == s.board.camp:  # R6.2, R4.2
        arrive_camp(s, p, ev)
    else:
        start, relic = s.flags.start_site, s.flags.start_relic
        here = p.site
        if relic and here != start and s.relics[here] == relic:  # R6.3
            take_relic(s, p, here, ev)
            score_points(s, p, 2 * length, ScoreReason.EXPEDITION, ev)  # R6.4
    if not s.flags.turn_over:
        s.phase = PHASE_AFTER


def _uses_i21(p: Player, trails: tuple[int, ...]) -> bool:
    own = [t in p.pathways for t in trails]
    u = own.index(False) if False in own else -1
    return 0 < u < len(trails) - 1


def reset_tokens(s: State, ev: Log) -> None:
    s.tokens = [True] * len(s.tokens)
    if ev is not None:
        ev.append(Event(EventKind.TOKENS_RESET, s.current))


def arrive_camp(s: State, p: Player, ev: Log) -> None:
    n = 3 + (1 if p.holds("I3-5") else 0)  # R6.2, I3-5
    if ev is not None:
        ev.append(Event(EventKind.CAMP, s.current, {}))
    take_rations(s, p, n, ScoreReason.BASE_CAMP, ev)
    s.own_flags().turn_over = True


def take_rations(s: State, p: Player, n: int, why: ScoreReason, ev: Log, who: int | None = None) -> None:
    got = max(0, min(n, CHART_MAX - p.rations, s.camp))  # R10.1, R10.2
    p.rations += got
    s.camp -= got
    if ev is not None:
        ev.append(Event(EventKind.RATIONS, s.current if who is None else who, {"n": got, "why": why.value}))


def score_points(s: State, p: Player, vp: int, why: ScoreReason, ev: Log, doubled_ok: bool = True) -> None:
    if vp <= 0:
        return
    said = why.value
    if doubled_ok and s.flags.doubled and p is s.me:  # T-S3, X3
        vp *= 2
        said += DOUBLED
    assert p.vp is not None  # the full state, not a view
    p.vp += vp
    if ev is not None:
        ev.append(Event(EventKind.SCORE, s.players.index(p), {"vp": vp, "why": said}))
    if s.flags.scholar_open and p is s.me and p.holds("I3-3"):  # I3-3 once per Temple action
        s.own_flags().scholar_open = False
        score_points(s, p, 1, ScoreReason.IVORY_I3_3, ev)


def discard_ivory(s: State, p: Player, code: str, ev: Log) -> None:
    p.ivory = dict(p.ivory)
    tile = p.ivory.pop(int(code[1]))
    s.discards = s.discards + [tile]
    if ev is not None:
        ev.append(Event(EventKind.IVORY_USED, s.current, {"code": code}))


def place_pathway(s: State, p: Player, t: int, ev: Log) -> None:
    p.pathways = set(p.pathways)
    p.pathways.add(t)  # R9.2, R9.3
    if ev is not None:
        ev.append(Event(EventKind.PATHWAY, s.current, {"trail": t}))
    if p.holds("I3-1"):
        score_points(s, p, 1, ScoreReason.IVORY_I3_1, ev)


def shift_pathway(s: State, p: Player, src: int, dst: int, ev: Log) -> None:
    p.pathways = set(p.pathways)
    p.pathways.discard(src)
    p.pathways.add(dst)
    if ev is not None:
        ev.append(Event(EventKind.PATHWAY_MOVED, s.current, {"from": src, "to": dst}))
    for i, other in enumerate(s.players):  # I3-4, X2
        if other is not p and other.holds("I3-4"):
            take_rations(s, s.own(i), 1, ScoreReason.IVORY_I3_4, ev, who=i)


def site_action(s: State, site: int, anchor: int, ev: Log) -> None:
    """Explore ``site`` (Ruin or Temple with tiles) as the current player (R9.2–R9.7, X1)."""
    p = s.own(s.current)
    if s.height(site) == s.full.heights[site] and p.holds("I3-2"):  # I3-2
        score_points(s, p, 1, ScoreReason.IVORY_I3_2, ev)
    s.pending.append(Relic(site))
    if s.ruins[site]:  # R9.2
        s.ruins = s.ruins[:]
        s.ruins[site] -= 1
        if ev is not None:
            ev.append(Event(EventKind.RUIN_TILE, s.current, {"site": site}))
        s.pending.append(Place(anchor, "normal"))
        return
    s.own_flags().scholar_open = True
    if p.holds("I2-2") and len(s.stacks[site]) > 1:  # I2-2, X4
        s.pending.append(PickOffer(site))
        return
    take_temple_tile(s, site, len(s.stacks[site]) - 1, ev)


def take_temple_tile(s: State, site: int, idx: int, ev: Log) -> None:
    p = s.own(s.current)
    stack = s.own_stack(site)
    tile = stack.pop(idx)
    was_top = idx == len(stack)
    if tile.colour == "ivory":  # R9.4
        if ev is not None:
            ev.append(Event(EventKind.TILE, s.current, {"site": site, "colour": "ivory", "code": tile.code}))
        if tile.level in p.ivory:
            s.pending.append(Keep(tile))
        else:
            p.ivory = {**p.ivory, tile.level: tile}
    elif tile.colour == "blue":  # R9.5
        p.blue = p.blue + [tile]
        p.seen = set(p.seen)
        p.seen.add(tile.uid)
        if ev is not None:
            ev.append(
                Event(
                    EventKind.TILE,
                    s.current,
                    {"site": site, "colour": "blue", "level": tile.level},
                    private={"code": tile.code},
                )
            )
        if s.flags.doubled:  # T-S3
            p.revealed = set(p.revealed)
            p.revealed.add(tile.uid)
            if ev is not None:
                ev.append(Event(EventKind.BLUE_REVEALED, s.current, {"code": tile.code}))
            score_points(s, p, tile.value, ScoreReason.BLUE_UNDER_SHOVEL_3, ev, doubled_ok=False)
        elif s.flags.scholar_open and p.holds("I3-3"):
            s.own_flags().scholar_open = False
            score_points(s, p, 1, ScoreReason.IVORY_I3_3, ev)
    else:  # R9.6
        s.discards = s.discards + [tile]
        if ev is not None:
            ev.append(Event(EventKind.TILE, s.current, {"site": site, "colour": "purple", "code": tile.code}))
        if was_top and stack:
            if ev is not None:
                ev.append(Event(EventKind.PURPLE_REVEALED, None, {"site": site, "code": stack[-1].code}))  # S5
        _purple(s, p, tile.code or "", ev)


def _purple(s: State, p: Player, code: str, ev: Log) -> None:
    if code == "P1":
        score_points(s, p, 3, ScoreReason.PURPLE_P1, ev)
    elif code == "P2":
        s.pending.append(Steps(1))
    elif code == "P3":
        take_rations(s, p, 2, ScoreReason.PURPLE_P3, ev)
    elif code == "P4":
        if p.tb_reserve:  # X7
            p.tb_reserve -= 1
            p.tb_bottom += 1
            if ev is not None:
                ev.append(Event(EventKind.TOOLBOX_ADDED, s.current))
    elif code == "P5":
        p.site = s.board.camp
        if ev is not None:
            ev.append(Event(EventKind.JUMP, s.current, {"site": s.board.camp}))
        arrive_camp(s, p, ev)
    elif code == "P6":
        s.pending.append(Shift())
    elif code == "P7":
        s.pending.append(Visit(p.site))
    elif code == "P8":
        s.pending.append(Flips(2, "P8"))


def take_relic(s: State, p: Player, site: int, ev: Log) -> None:
    colour = s.relics[site]
    assert colour is not None
    s.relics = s.relics[:]
    s.relics[site] = None
    p.relics = p.relics + [colour]
    if ev is not None:
        ev.append(Event(EventKind.RELIC_TAKEN, s.current, {"site": site, "colour": colour}))
    if s.triggered_by is None and s.relics_taken() >= RELICS_TO_END[s.n]:  # R11.1, X8
        s.triggered_by = s.current
        s.stage = STAGE_FINAL
        s.queue = [(s.current + i) % s.n for i in range(1, s.n)]
        if ev is not None:
            ev.append(Event(EventKind.END_TRIGGERED, s.current, {"relics": s.relics_taken()}))


def use_toolbox(s: State, b: str, k: int, ev: Log) -> None:
    p = s.own(s.current)
    _table_add(p, b, k, -1)  # R8.5
    p.tb_bottom += 1
    s.own_flags().tool_used = True
    code = cell_at(b, k)
    if ev is not None:
        ev.append(Event(EventKind.TOOLBOX, s.current, {"tool": code}))
    if code == "M1":
        site_action(s, p.site, p.site, ev)
    elif code == "M2":
        take_rations(s, p, 2, ScoreReason.MACHETE_2, ev)
    elif code == "M3":
        score_points(s, p, 4 * len(p.relics), ScoreReason.MACHETE_3, ev)
    elif code == "C1":
        s.pending.append(Shift())
    elif code == "C2":
        s.pending.append(ShiftFirst())
    elif code == "C3":
        score_points(s, p, 2 * longest_pathway_route(s.board, p.pathways), ScoreReason.COMPASS_3, ev)
    elif code == "S1":
        s.pending.append(ToolboxOrVp())
    elif code == "S2":
        s.pending.append(Place(p.site, "normal"))
    elif code == "S3":
        s.own_flags().doubled = True
        if ev is not None:
            ev.append(Event(EventKind.DOUBLED, s.current))


def step_toolbox(s: State, src: Cell, dst: Cell, ev: Log) -> None:
    """One Toolbox of the player to decide climbs from space ``src`` to space ``dst`` (R8.2)."""
    p = s.own(s.current)
    if src == BOTTOM:
        p.tb_bottom -= 1
    else:
        _table_add(p, src[0], int(src[1]), -1)
    _table_add(p, dst[0], int(dst[1]), 1)
    if ev is not None:
        ev.append(Event(EventKind.STEP, s.current, {"from": src, "to": dst}))


def _table_add(p: Player, branch: str, step: int, n: int) -> None:
    """``n`` more Toolboxes on step ``step`` (1-3) of ``branch`` (a new row in a new table)."""
    row = p.table[branch][:]
    row[step - 1] += n
    p.table = {**p.table, branch: row}


def _start_turn(s: State, ev: Log) -> None:
    p = s.me
    s.phase = PHASE_START
    s.flags = TurnFlags(p.site, s.relics[p.site])
    if ev is not None:
        ev.append(Event(EventKind.TURN, s.current, {"turn": s.turn, "stage": s.stage}))


def finish_turn(s: State, ev: Log) -> None:
    if ev is not None:
        ev.append(Event(EventKind.TURN_END, s.current))
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
        if ev is not None:
            ev.append(Event(EventKind.GAME_OVER, None))
        return
    s.current, s.queue = s.queue[0], s.queue[1:]
    if s.stage == STAGE_EXTRA:
        discard_ivory(s, s.own(s.current), "I1-6", ev)
    _start_turn(s, ev)
