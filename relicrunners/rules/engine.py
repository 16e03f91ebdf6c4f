"""legal_actions and apply: the whole game as a sequence of decisions.

A turn has two phases, ``start`` (before the move) and ``after`` (after the move). Anything that
needs more choices pushes *frames* on ``state.pending``; the top frame is the decision asked now.
Frames that need no choice are resolved at once by ``_advance``. Clause ids cite RULES.md.
"""
from __future__ import annotations

from .actions import Action
from .components import BRANCHES, CHART_MAX, RELIC_OF, RELICS_TO_END, Tile
from .events import Event
from .routes import legal_routes, longest_pathway_route, route_trails
from .state import Player, State

# What a decision is about, by ``state.decision()``; the UI prompts from this.
DECISIONS = {
    "start": "move (or use a Toolbox / Ivory tile first)",
    "after": "explore, use a Toolbox, or end the turn",
    "steps": "move a Toolbox up one step",
    "place": "place a Pathway",
    "keep": "keep one of two Ivory tiles of the same level",
    "i22": "use the Ivory tile I2-2 to choose a tile from this temple?",
    "pick": "take one tile of this temple",
    "shift": "move one of your Pathways to another trail",
    "shift2a": "move the first of two Pathways",
    "shift2b": "move the second of two Pathways",
    "visit": "choose an adjacent Ruin or Temple to explore",
    "flips": "turn a Toolbox Token",
    "ts1": "take a reserve Toolbox to the bottom, or score 2 VP",
    "over": "the game is over",
}
AUTO_FRAMES = {"resolve", "arrive", "relic"}

class IllegalAction(ValueError):
    pass


# ---------------------------------------------------------------------------------------------
# legal actions
# ---------------------------------------------------------------------------------------------
def legal_actions(state: State) -> list[Action]:
    """Every legal choice for the decision ``state.decision()`` asks of ``state.current``."""
    if state.phase == "over":
        return []
    if state.pending:
        return _frame_actions(state, state.pending[-1])
    p = state.me
    acts: list[Action] = []
    if state.phase == "start":
        moves = move_actions(state)
        acts.extend(moves)
        if p.holds("I2-6"):                                              # I2-6 jump instead of moving
            acts.extend(Action("jump", (s,)) for s in _jump_targets(state))
        if not acts:
            acts.append(Action("stay"))                                  # R5.7
        if p.holds("I2-3") and p.rations < CHART_MAX and state.camp > 0:
            acts.append(Action("use", ("I2-3",)))                        # I2-3 start of turn
    else:
        if _can_explore(state):
            acts.append(Action("explore"))                               # R9.1
        acts.append(Action("end"))
    if not state.ctx.get("tool_used"):
        acts.extend(_toolbox_actions(state))                             # R8.5
    return acts


def move_actions(state: State) -> list[Action]:
    p = state.me
    routes = legal_routes(state.board, p.pathways, p.site, p.holds("I2-1"))
    return [Action("move", sites) for sites, _ in routes]


def _jump_targets(state: State) -> list[int]:
    here = state.me.site
    colour = state.full[1][here]
    if state.board.sites[here].kind != "temple":
        return []
    return [s for s in state.board.temples
            if s != here and state.full[1][s] == colour and state.relics[s] is None]


def _can_explore(state: State) -> bool:
    p = state.me
    return (not state.ctx.get("explored") and p.rations > 0 and state.has_tiles(p.site)
            and state.relics[p.site] is None)


def _toolbox_actions(state: State) -> list[Action]:
    p = state.me
    out = []
    for b in BRANCHES:
        for k in (1, 2, 3):
            if p.table[b][k - 1] and _tool_possible(state, p, b, k):
                out.append(Action("tool", (b, k)))
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
        return [Action("place", (t, "")) for t in adj]
    out = [Action("place", (t, "")) for t in adj]
    if p.holds("I2-5"):
        adjset = set(adj)
        out.extend(Action("place", (t, "5")) for t in _free_trails(state, p) if t not in adjset)
    if p.holds("I2-4") and p.pathway_reserve >= 2 and len(adj) >= 2:
        out.extend(Action("place", (t, "4")) for t in adj)
    return out


def _step_actions(p: Player) -> list[Action]:
    out = []
    if p.tb_bottom:
        out.extend(Action("step", ("B", f"{b}1")) for b in BRANCHES)
    for b in BRANCHES:
        for k in (1, 2):
            if p.table[b][k - 1]:
                out.append(Action("step", (f"{b}{k}", f"{b}{k + 1}")))
    return out


def _frame_actions(state: State, frame: tuple) -> list[Action]:
    kind = frame[0]
    p = state.me
    if kind == "steps":
        return _step_actions(p)
    if kind == "place":
        return _place_targets(state, p, frame[1], frame[2])
    if kind == "keep":
        return [Action("keep", (frame[1].code,)), Action("keep", (p.ivory[frame[1].level].code,))]
    if kind == "i22":
        return [Action("use", ("I2-2",)), Action("decline")]
    if kind == "pick":
        return [Action("take", (t.level,)) for t in state.stacks[frame[1]]]
    if kind in ("shift", "shift2a", "shift2b"):
        banned = frame[1:] if kind == "shift2b" else ()
        sources = [t for t in p.pathways if not (kind == "shift2b" and t == frame[1])]
        targets = [t for t in _free_trails(state, p) if t not in banned]
        return [Action("shift", (a, b)) for a in sorted(sources) for b in targets if a != b]
    if kind == "visit":
        return [Action("visit", (s,)) for s in _visit_targets(state, frame[1])]
    if kind == "flips":                                                  # P8: two different Tokens
        acts = [Action("flip", (k,)) for k in range(len(state.tokens)) if k not in frame[3:]]
        if frame[2] == "P8":
            acts.append(Action("done"))
        return acts
    if kind == "ts1":
        acts = [Action("choose", ("vp",))]
        if p.tb_reserve:
            acts.insert(0, Action("choose", ("toolbox",)))
        return acts
    raise AssertionError(f"no decision for frame {frame}")


def _visit_targets(state: State, site: int) -> list[int]:
    return [s for s in state.board.neighbours[site]
            if state.board.sites[s].kind != "camp" and state.has_tiles(s)]


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
    s.ctx["i33"] = False
    if k == "move":
        _move(s, a.args, ev)
    elif k == "jump":                                                    # I2-6
        _discard_ivory(s, p, "I2-6", ev)
        p.site = a.args[0]
        ev.append(Event("jump", s.current, {"site": a.args[0]}))
        s.phase = "after"
    elif k == "stay":                                                    # R5.7
        ev.append(Event("no_move", s.current))
        s.phase = "after"
    elif k == "use":                                                     # I2-3
        _discard_ivory(s, p, "I2-3", ev)
        _take_rations(s, p, CHART_MAX - p.rations, "I2-3", ev)
    elif k == "explore":
        p.rations -= 1                                                   # R9.1
        s.camp += 1
        s.ctx["explored"] = True
        ev.append(Event("explore", s.current, {"site": p.site}))
        _site_action(s, p.site, p.site, ev)
    elif k == "tool":
        _use_toolbox(s, a.args[0], a.args[1], ev)
    elif k == "end":
        _end_turn(s, ev)
    else:
        raise IllegalAction(f"unexpected action {a}")


def _do_frame(s: State, frame: tuple, a: Action, ev: list[Event]) -> None:
    p = s.me
    kind = frame[0]
    if kind == "steps":
        src, dst = a.args
        if src == "B":
            p.tb_bottom -= 1
        else:
            p.table[src[0]][int(src[1]) - 1] -= 1
        p.table[dst[0]][int(dst[1]) - 1] += 1
        ev.append(Event("step", s.current, {"from": src, "to": dst}))
        if frame[1] > 1:
            s.pending.append(("steps", frame[1] - 1))
    elif kind == "place":
        t, extras = a.args
        _place(s, p, t, ev)
        for c in extras:
            _discard_ivory(s, p, f"I2-{c}", ev)
        if "4" in extras:
            s.pending.append(("place", frame[1], "adj"))
    elif kind == "keep":
        new = frame[1]
        old = p.ivory[new.level]
        keep, drop = (new, old) if a.args[0] == new.code else (old, new)
        p.ivory[new.level] = keep
        s.discards.append(drop)
        ev.append(Event("ivory_keep", s.current, {"kept": keep.code, "discarded": drop.code}))
        _score(s, p, 2, "second Ivory tile of a level", ev)              # R9.4
    elif kind == "i22":
        if a.kind == "use":
            _discard_ivory(s, p, "I2-2", ev)
            p.seen.update(t.uid for t in s.stacks[frame[1]])
            s.pending.append(("pick", frame[1]))
        else:
            _take_tile(s, frame[1], len(s.stacks[frame[1]]) - 1, ev)
    elif kind == "pick":
        idx = next(i for i, t in enumerate(s.stacks[frame[1]]) if t.level == a.args[0])
        _take_tile(s, frame[1], idx, ev)
    elif kind in ("shift", "shift2a", "shift2b"):
        src, dst = a.args
        _shift(s, p, src, dst, ev)
        if kind == "shift2a":
            s.pending.append(("shift2b", dst, src))
    elif kind == "visit":                                                # P7, X6
        ev.append(Event("visit", s.current, {"site": a.args[0]}))
        _site_action(s, a.args[0], p.site, ev)
    elif kind == "flips":
        if a.kind == "flip":
            tok = a.args[0]
            s.tokens[tok] = not s.tokens[tok]
            ev.append(Event("token", s.current, {"token": tok, "up": s.tokens[tok], "by": frame[2]}))
            if frame[1] > 1:
                s.pending.append(("flips", frame[1] - 1, frame[2], tok))
            if not any(s.tokens):                                        # R7.3 via a power (R7.4)
                _reset_tokens(s, ev)
                s.pending.append(("steps", 1))
    elif kind == "ts1":                                                  # T-S1, X7
        if a.args[0] == "toolbox":
            p.tb_reserve -= 1
            p.tb_bottom += 1
            ev.append(Event("toolbox_added", s.current))
        else:
            _score(s, p, 2, "Shovel 1", ev)


def _advance(s: State, ev: list[Event]) -> None:
    """Resolve frames that need no decision; drop decisions with no legal choice."""
    while True:
        if s.phase == "over":
            return
        if s.pending:
            frame = s.pending[-1]
            if frame[0] in AUTO_FRAMES:
                s.pending.pop()
                _auto(s, frame, ev)
                continue
            if not _frame_actions(s, frame):
                s.pending.pop()
                if frame[0] == "steps":                                  # R8.3 steps lost
                    ev.append(Event("steps_lost", s.current, {"n": frame[1]}))
                continue
            return
        if s.ctx.get("turn_over"):
            _end_turn(s, ev)
            continue
        return


def _auto(s: State, frame: tuple, ev: list[Event]) -> None:
    kind = frame[0]
    p = s.me
    if kind == "resolve":                                                # R7.1–R7.3
        flipped = []
        for t in frame[1]:
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
        s.pending.append(("arrive", len(frame[1])))
        if steps:
            s.pending.append(("steps", steps))
    elif kind == "arrive":
        if p.site == s.board.camp:                                       # R6.2, R4.2
            _arrive_camp(s, p, ev)
        else:
            start, relic = s.ctx["start_site"], s.ctx["start_relic"]
            here = p.site
            if relic and here != start and s.relics[here] == relic:     # R6.3
                _take_relic(s, p, here, ev)
                _score(s, p, 2 * frame[1], "Expedition", ev)             # R6.4
        if not s.ctx.get("turn_over"):
            s.phase = "after"
    elif kind == "relic":                                                # R9.7
        site = frame[1]
        if not s.has_tiles(site) and s.relics[site] is None:
            colour = RELIC_OF[s.full[1][site]]
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
    s.ctx["moved"] = True
    ev.append(Event("move", s.current, {"sites": sites}))
    s.pending.append(("resolve", trails))
    if sites[0] == s.board.camp and p.holds("I3-6"):                    # I3-6 on leaving camp
        s.pending.append(("flips", 1, "I3-6"))


def _uses_i21(p: Player, trails: tuple[int, ...]) -> bool:
    own = [t in p.pathways for t in trails]
    u = own.index(False) if False in own else -1
    return 0 < u < len(trails) - 1


def _reset_tokens(s: State, ev: list[Event]) -> None:
    s.tokens = [True] * len(s.tokens)
    ev.append(Event("tokens_reset", s.current))


def _arrive_camp(s: State, p: Player, ev: list[Event]) -> None:
    n = 3 + (1 if p.holds("I3-5") else 0)                               # R6.2, I3-5
    ev.append(Event("camp", s.current, {}))
    _take_rations(s, p, n, "Base Camp", ev)
    s.ctx["turn_over"] = True


def _take_rations(s: State, p: Player, n: int, why: str, ev: list[Event], who: int | None = None) -> None:
    got = max(0, min(n, CHART_MAX - p.rations, s.camp))                 # R10.1, R10.2
    p.rations += got
    s.camp -= got
    ev.append(Event("rations", s.current if who is None else who, {"n": got, "why": why}))


def _score(s: State, p: Player, vp: int, why: str, ev: list[Event], doubled_ok: bool = True) -> None:
    if vp <= 0:
        return
    if doubled_ok and s.ctx.get("doubled") and p is s.me:               # T-S3, X3
        vp *= 2
        why += " (doubled)"
    p.vp += vp
    ev.append(Event("score", s.players.index(p), {"vp": vp, "why": why}))
    if s.ctx.get("i33") and p is s.me and p.holds("I3-3"):              # I3-3 once per Temple action
        s.ctx["i33"] = False
        _score(s, p, 1, "Ivory I3-3", ev)


def _discard_ivory(s: State, p: Player, code: str, ev: list[Event]) -> None:
    tile = p.ivory.pop(int(code[1]))
    s.discards.append(tile)
    ev.append(Event("ivory_used", s.current, {"code": code}))


def _place(s: State, p: Player, t: int, ev: list[Event]) -> None:
    p.pathways.add(t)                                                    # R9.2, R9.3
    ev.append(Event("pathway", s.current, {"trail": t}))
    if p.holds("I3-1"):
        _score(s, p, 1, "Ivory I3-1", ev)


def _shift(s: State, p: Player, src: int, dst: int, ev: list[Event]) -> None:
    p.pathways.discard(src)
    p.pathways.add(dst)
    ev.append(Event("pathway_moved", s.current, {"from": src, "to": dst}))
    for i, other in enumerate(s.players):                                # I3-4, X2
        if other is not p and other.holds("I3-4"):
            _take_rations(s, other, 1, "Ivory I3-4", ev, who=i)


def _site_action(s: State, site: int, anchor: int, ev: list[Event]) -> None:
    """Explore ``site`` (Ruin or Temple with tiles) as the current player (R9.2–R9.7, X1)."""
    p = s.me
    if s.height(site) == s.full[0][site] and p.holds("I3-2"):           # I3-2
        _score(s, p, 1, "Ivory I3-2", ev)
    s.pending.append(("relic", site))
    if s.ruins[site]:                                                    # R9.2
        s.ruins[site] -= 1
        ev.append(Event("ruin_tile", s.current, {"site": site}))
        s.pending.append(("place", anchor, "normal"))
        return
    s.ctx["i33"] = True
    if p.holds("I2-2") and len(s.stacks[site]) > 1:                     # I2-2, X4
        s.pending.append(("i22", site))
        return
    _take_tile(s, site, len(s.stacks[site]) - 1, ev)


def _take_tile(s: State, site: int, idx: int, ev: list[Event]) -> None:
    p = s.me
    stack = s.stacks[site]
    tile = stack.pop(idx)
    was_top = idx == len(stack)
    if tile.colour == "ivory":                                           # R9.4
        ev.append(Event("tile", s.current, {"site": site, "colour": "ivory", "code": tile.code}))
        if tile.level in p.ivory:
            s.pending.append(("keep", tile))
        else:
            p.ivory[tile.level] = tile
    elif tile.colour == "blue":                                          # R9.5
        p.blue.append(tile)
        p.seen.add(tile.uid)
        ev.append(Event("tile", s.current, {"site": site, "colour": "blue", "level": tile.level},
                        private={"code": tile.code}))
        if s.ctx.get("doubled"):                                         # T-S3
            p.revealed.add(tile.uid)
            ev.append(Event("blue_revealed", s.current, {"code": tile.code}))
            _score(s, p, tile.value, "Blue tile shown under Shovel 3", ev, doubled_ok=False)
        elif s.ctx.get("i33") and p.holds("I3-3"):
            s.ctx["i33"] = False
            _score(s, p, 1, "Ivory I3-3", ev)
    else:                                                                # R9.6
        s.discards.append(tile)
        ev.append(Event("tile", s.current, {"site": site, "colour": "purple", "code": tile.code}))
        if was_top and stack:
            ev.append(Event("purple_revealed", None, {"site": site, "code": stack[-1].code}))  # S5
        _purple(s, p, tile.code, ev)


def _purple(s: State, p: Player, code: str, ev: list[Event]) -> None:
    if code == "P1":
        _score(s, p, 3, "Purple P1", ev)
    elif code == "P2":
        s.pending.append(("steps", 1))
    elif code == "P3":
        _take_rations(s, p, 2, "Purple P3", ev)
    elif code == "P4":
        if p.tb_reserve:                                                 # X7
            p.tb_reserve -= 1
            p.tb_bottom += 1
            ev.append(Event("toolbox_added", s.current))
    elif code == "P5":
        p.site = s.board.camp
        ev.append(Event("jump", s.current, {"site": s.board.camp}))
        _arrive_camp(s, p, ev)
    elif code == "P6":
        s.pending.append(("shift",))
    elif code == "P7":
        s.pending.append(("visit", p.site))
    elif code == "P8":
        s.pending.append(("flips", 2, "P8"))


def _take_relic(s: State, p: Player, site: int, ev: list[Event]) -> None:
    colour = s.relics[site]
    s.relics[site] = None
    p.relics.append(colour)
    ev.append(Event("relic_taken", s.current, {"site": site, "colour": colour}))
    if s.triggered_by is None and s.relics_taken() >= RELICS_TO_END[s.n]:    # R11.1, X8
        s.triggered_by = s.current
        s.stage = "final"
        s.queue = [(s.current + i) % s.n for i in range(1, s.n)]
        ev.append(Event("end_triggered", s.current, {"relics": s.relics_taken()}))


def _use_toolbox(s: State, b: str, k: int, ev: list[Event]) -> None:
    p = s.me
    p.table[b][k - 1] -= 1                                               # R8.5
    p.tb_bottom += 1
    s.ctx["tool_used"] = True
    ev.append(Event("toolbox", s.current, {"tool": f"{b}{k}"}))
    code = f"{b}{k}"
    if code == "M1":
        _site_action(s, p.site, p.site, ev)
    elif code == "M2":
        _take_rations(s, p, 2, "Machete 2", ev)
    elif code == "M3":
        _score(s, p, 4 * len(p.relics), "Machete 3", ev)
    elif code == "C1":
        s.pending.append(("shift",))
    elif code == "C2":
        s.pending.append(("shift2a",))
    elif code == "C3":
        _score(s, p, 2 * longest_pathway_route(s.board, p.pathways), "Compass 3", ev)
    elif code == "S1":
        s.pending.append(("ts1",))
    elif code == "S2":
        s.pending.append(("place", p.site, "normal"))
    elif code == "S3":
        s.ctx["doubled"] = True
        ev.append(Event("doubled", s.current))


def _start_turn(s: State, ev: list[Event]) -> None:
    p = s.me
    s.phase = "start"
    s.ctx = {"start_site": p.site, "start_relic": s.relics[p.site]}
    ev.append(Event("turn", s.current, {"turn": s.turn, "stage": s.stage}))


def _end_turn(s: State, ev: list[Event]) -> None:
    ev.append(Event("turn_end", s.current))
    s.turn += 1
    if s.stage == "normal":
        s.current = (s.current + 1) % s.n
        _start_turn(s, ev)
        return
    if not s.queue and s.stage == "final":                               # R11.2
        s.stage = "extra"
        order = [(s.triggered_by + i) % s.n for i in range(1, s.n + 1)]
        s.queue = [i for i in order if s.players[i].holds("I1-6")]
    if not s.queue:
        s.phase = "over"
        s.pending = []
        ev.append(Event("game_over", None))
        return
    s.current = s.queue.pop(0)
    if s.stage == "extra":
        _discard_ivory(s, s.me, "I1-6", ev)
    _start_turn(s, ev)
