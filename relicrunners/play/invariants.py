"""Invariants of a game in progress (docs/rules.md sections 1, 9, 10, 11), checked after every action.

``check(prev, action, nxt, legal)`` returns a list of problems (empty when all is well) for one
step of a game: the action was legal, nothing was created or lost, and nothing went backwards.
``check_state(state)`` holds the checks that need one state only. Both work on full states
(not on views: a view has dropped the unused tiles and others' secrets).

They run after every action of ``simulate --check`` and of the property tests, so they stay
cheap: a few passes over small lists, no copies, no rules calls beyond one ``legal_actions``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..rules.actions import Action
from ..rules.components import (
    CHART_MAX,
    PATHWAYS_PER_PLAYER,
    RELIC_COLOURS,
    RELIC_OF,
    RELICS_TO_END,
    TILES,
    TOKENS,
    TOOLBOXES_PER_PLAYER,
    Tile,
)
from ..rules.kinds import Phase
from ..rules.legal import legal_actions
from ..rules.state import State

RATIONS_PER_PLAYER = 5  # R10.1: 3 on the Chart + 2 in Base Camp
RELIC_SUPPLY = {"green": 8, "white": 4, "blue": 4, "purple": 4}  # C4
ALL_UIDS = frozenset(t.uid for t in TILES)  # C3: the 60 Temple tiles of the box
NTILES = len(TILES)
PHASES = tuple(Phase)


def check_state(state: State) -> list[str]:
    """Problems with one full (unmasked) state; empty when it is consistent."""
    problems: list[str] = []
    add = problems.append
    board = state.board
    n = len(state.players)
    nsites, ntrails = len(board.sites), len(board.trails)
    colours = state.full.colours

    if not 2 <= n <= 5:  # S1
        add(f"{n} players")
    if not 0 <= state.current < n:
        add(f"current seat {state.current} out of range")
    if state.phase not in PHASES:
        add(f"unknown phase {state.phase!r}")

    # Rations (R10.1, R10.2)
    charts = 0
    for i, p in enumerate(state.players):
        if not 0 <= p.rations <= CHART_MAX:
            add(f"seat {i}: {p.rations} Rations on the Chart (0..{CHART_MAX}, R10.2)")
        charts += p.rations
    if state.camp < 0:
        add(f"Base Camp pile is {state.camp}")
    if charts + state.camp != RATIONS_PER_PLAYER * n:
        add(f"Rations: charts {charts} + camp {state.camp} != {RATIONS_PER_PLAYER * n} (R10.1)")

    # Pieces of each player (C2, R9.3, R8.4)
    for i, p in enumerate(state.players):
        if not 0 <= p.site < nsites:
            add(f"seat {i}: explorer on unknown site {p.site}")
        if not isinstance(p.pathways, set):
            add(f"seat {i}: pathways are not a set (R9.3)")
        if len(p.pathways) > PATHWAYS_PER_PLAYER:
            add(f"seat {i}: {len(p.pathways)} Pathways on the board (max {PATHWAYS_PER_PLAYER}, C2)")
        for trail in p.pathways:
            if not (isinstance(trail, int) and 0 <= trail < ntrails):
                add(f"seat {i}: Pathway on unknown trail {trail!r}")
        tb = p.tb_reserve + p.tb_bottom
        for b, steps in p.table.items():
            if len(steps) != 3 or min(steps) < 0:
                add(f"seat {i}: bad branch {b} {steps} (R8.1)")
            tb += sum(steps)
        if p.tb_reserve < 0 or p.tb_bottom < 0:
            add(f"seat {i}: negative Toolboxes (reserve {p.tb_reserve}, bottom {p.tb_bottom})")
        if tb != TOOLBOXES_PER_PLAYER:
            add(f"seat {i}: {tb} Toolboxes in all (C2: {TOOLBOXES_PER_PLAYER})")
        if p.vp is None or p.vp < 0:
            add(f"seat {i}: VP {p.vp!r}")
        for lvl, t in p.ivory.items():
            if t.colour != "ivory" or t.level != lvl:
                add(f"seat {i}: {t} held as the level-{lvl} Ivory tile (R9.4)")
        for t in p.blue:
            if t.colour != "blue":
                add(f"seat {i}: {t} held as a Blue tile")
        if not p.revealed <= {t.uid for t in p.blue}:
            add(f"seat {i}: revealed Blue tiles it does not hold")

    # Temple tiles (C3, S3): every one of the 60 is in exactly one place, unchanged
    tiles: list[Tile] = []
    for site, stack in enumerate(state.stacks):
        if not stack:
            continue
        colour, last = colours[site], 0
        for t in stack:
            if t.colour != colour:
                add(f"{board.sites[site].id}: {t.colour} tile in a {colour} stack (S4)")
            if t.level <= last:
                add(f"{board.sites[site].id}: stack not large-to-small (S3)")
            last = t.level
        tiles += stack
    for p in state.players:
        tiles += p.blue
        tiles += p.ivory.values()
    tiles += state.discards
    tiles += state.unused
    tiles += state.frame_tiles()
    for t in [t for t in tiles if not (0 <= t.uid < NTILES and (TILES[t.uid] is t or TILES[t.uid] == t))]:
        add(f"tile {t} is not the box tile with uid {t.uid} (C3)")
    uids = [t.uid for t in tiles]
    uidset = set(uids)
    if uidset != ALL_UIDS:
        missing = sorted(ALL_UIDS - uidset)
        add(f"Temple tiles lost: uids {missing[:8]} (C3)" if missing else "unknown Temple tile uids (C3)")
    if len(uids) != len(uidset):
        dup = sorted(u for u, c in Counter(uids).items() if c > 1)
        add(f"Temple tiles in two places: uids {dup[:8]} (C3)")

    # Ruin tiles (C3, S2)
    for site in range(nsites):
        r = state.ruins[site]
        if r < 0 or (r and colours[site] != "ruin") or r > 3:
            add(f"{board.sites[site].id}: {r} Ruin tiles (S2)")

    # Relics (C4, R9.7)
    held = Counter(c for p in state.players for c in p.relics)
    on_board: Counter[str] = Counter()
    for site, c in enumerate(state.relics):
        if c is None:
            continue
        on_board[c] += 1
        if state.ruins[site] or state.stacks[site]:
            add(f"{board.sites[site].id}: Relic on a site that still has tiles (R9.7)")
        colour = colours[site]
        if colour is None or RELIC_OF.get(colour) != c:
            add(f"{board.sites[site].id}: {c} Relic on a {colour} site (R9.7)")
    for c in held:
        if c not in RELIC_COLOURS:
            add(f"unknown Relic colour {c!r}")
    total = held + on_board
    if sum(total.values()) > sum(RELIC_SUPPLY.values()):
        add(f"{sum(total.values())} Relics in play (C4: 20)")
    for c, k in total.items():
        if k > RELIC_SUPPLY.get(c, 0):
            add(f"{k} {c} Relics (C4: {RELIC_SUPPLY.get(c, 0)})")

    # Toolbox Tokens (C5)
    if len(state.tokens) != TOKENS or any(type(x) is not bool for x in state.tokens):
        add(f"tokens are not {TOKENS} booleans: {state.tokens!r}")

    # End of game (R11.1)
    if state.triggered_by is not None and sum(held.values()) < RELICS_TO_END[n]:
        add(f"end triggered with only {sum(held.values())} Relics taken (R11.1)")
    return problems


def check(
    prev: State, action: Action, nxt: State, legal: Sequence[Action], next_legal: Sequence[Action] | None = None
) -> list[str]:
    """Problems with the step ``prev --action--> nxt``; ``legal`` is ``legal_actions(prev)``.

    ``next_legal`` may pass ``legal_actions(nxt)`` when the caller has it already."""
    problems: list[str] = []
    if action not in legal:
        problems.append(f"action {action} was not among the {len(legal)} legal actions")
    problems.extend(check_state(nxt))
    for i, (pa, pb) in enumerate(zip(prev.players, nxt.players)):
        if pb.vp is not None and pa.vp is not None and pb.vp < pa.vp:
            problems.append(f"seat {i}: VP went down {pa.vp} -> {pb.vp}")
        if len(pb.relics) < len(pa.relics) or pb.relics[: len(pa.relics)] != pa.relics:
            problems.append(f"seat {i}: lost a Relic {pa.relics} -> {pb.relics}")
    for site, (ra, rb) in enumerate(zip(prev.ruins, nxt.ruins)):
        if rb > ra:
            problems.append(f"{nxt.board.sites[site].id}: Ruin tiles went up {ra} -> {rb}")
    for site, (sa, sb) in enumerate(zip(prev.stacks, nxt.stacks)):
        if len(sb) > len(sa):
            problems.append(f"{nxt.board.sites[site].id}: Temple stack grew {len(sa)} -> {len(sb)}")
    if nxt.turn < prev.turn:
        problems.append(f"turn counter went back {prev.turn} -> {nxt.turn}")
    if prev.over and not nxt.over:
        problems.append("game restarted after it was over")
    if not nxt.over:
        if next_legal is None:
            next_legal = legal_actions(nxt)
        if not next_legal:
            problems.append(f"no legal action for decision '{nxt.decision()}' of seat {nxt.current}")
    return problems
