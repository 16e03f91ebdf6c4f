"""Routes a move may take (R5.1–R5.6, I2-1) and the longest own-Pathway route (T-C3)."""

from __future__ import annotations

from .board import Board

Chain = tuple[tuple[int, ...], tuple[int, ...]]  # (sites after the start, trails)


def _chains(board: Board, own: set[int], start: int, used: tuple[int, ...]) -> list[Chain]:
    """Every non-empty continuous chain of own Pathways from ``start`` (R5.3), as
    (sites after start, trails). A chain stops at Base Camp (R5.5); each trail once (R5.4)."""
    out: list[Chain] = []
    stack: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = [(start, (), ())]
    camp = board.camp
    while stack:
        site, sites, trails = stack.pop()
        if trails and site == camp:
            continue
        for t in board.trails_at[site]:
            if t in own and t not in trails and t not in used:
                nxt = board.trails[t].other(site)
                item = (nxt, sites + (nxt,), trails + (t,))
                out.append((item[1], item[2]))
                stack.append(item)
    return out


def legal_routes(board: Board, own: set[int], start: int, i21: bool = False) -> list[tuple[tuple[int, ...], bool]]:
    """All legal routes from ``start`` as (site sequence incl. start, uses_I2-1).

    Forms (R5.3): chain; unfamiliar trail; chain + unfamiliar; unfamiliar + chain; and with I2-1
    chain + unfamiliar + chain. Routes must not end where they began (R5.1)."""
    camp = board.camp
    seen: set[tuple[int, ...]] = set()
    routes: list[tuple[tuple[int, ...], bool]] = []

    def add(sites: tuple[int, ...], uses: bool) -> None:
        if sites[-1] != start and sites not in seen:
            seen.add(sites)
            routes.append((sites, uses))

    pre = _chains(board, own, start, ())
    for sites, _ in pre:  # chain alone
        add((start,) + sites, False)
    # unfamiliar first (possibly followed by a chain)
    heads = [((), (), start)] + [(s, t, s[-1]) for s, t in pre if s[-1] != camp]
    for pre_sites, pre_trails, here in heads:
        for u in board.trails_at[here]:
            if u in own:
                continue
            nxt = board.trails[u].other(here)
            base = (start,) + pre_sites + (nxt,)
            add(base, False)
            if nxt == camp:
                continue
            if pre_trails and not i21:
                continue
            for sites, _ in _chains(board, own, nxt, pre_trails):
                add(base + sites, bool(pre_trails))
    return routes


def route_trails(board: Board, sites: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(board.trail_between[(a, b)] for a, b in zip(sites, sites[1:]))


def longest_pathway_route(board: Board, own: set[int]) -> int:
    """Length of the longest trail of distinct own Pathways not passing through Base Camp
    (it may end there) — T-C3."""
    best = 0
    camp = board.camp

    def dfs(site: int, used: set[int]) -> None:
        nonlocal best
        best = max(best, len(used))
        if used and site == camp:
            return
        for t in board.trails_at[site]:
            if t in own and t not in used:
                used.add(t)
                dfs(board.trails[t].other(site), used)
                used.discard(t)

    sites = {board.trails[t].a for t in own} | {board.trails[t].b for t in own}
    for s in sites:
        dfs(s, set())
        if best == len(own):
            break
    return best
