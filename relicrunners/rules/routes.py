"""Routes a move may take (R5.1–R5.6, I2-1) and the longest own-Pathway route (T-C3)."""

from __future__ import annotations

from .board import Board

Chain = tuple[tuple[int, ...], tuple[int, ...]]  # (sites after the start, trails)
Links = tuple[tuple[tuple[int, int], ...], ...]  # Board.links: per site, (trail, site at its other end)


def _chains(links: Links, own: set[int], start: int, used: tuple[int, ...], camp: int) -> list[Chain]:
    """Every non-empty continuous chain of own Pathways from ``start`` (R5.3), as
    (sites after start, trails), depth first. A chain stops at Base Camp (R5.5); each trail once
    (R5.4), none of ``used``."""
    out: list[Chain] = []
    stack: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = [(start, (), ())]
    while stack:
        site, sites, trails = stack.pop()
        if trails and site == camp:
            continue
        for t, nxt in links[site]:
            if t in own and t not in trails and t not in used:
                after, walked = sites + (nxt,), trails + (t,)
                out.append((after, walked))
                stack.append((nxt, after, walked))
    return out


def legal_routes(board: Board, own: set[int], start: int, i21: bool = False) -> list[tuple[tuple[int, ...], bool]]:
    """All legal routes from ``start`` as (site sequence incl. start, uses_I2-1).

    Forms (R5.3): chain; unfamiliar trail; chain + unfamiliar; unfamiliar + chain; and with I2-1
    chain + unfamiliar + chain. Routes must not end where they began (R5.1)."""
    links, camp = board.links, board.camp
    routes: list[tuple[tuple[int, ...], bool]] = []
    first = (start,)
    at = board.trail_sets
    pre = _chains(links, own, start, (), camp) if not own.isdisjoint(at[start]) else []
    for sites, _ in pre:  # chain alone
        if sites[-1] != start:
            routes.append((first + sites, False))
    # unfamiliar first (possibly followed by a chain)
    heads: list[tuple[tuple[int, ...], tuple[int, ...], int]] = [((), (), start)]
    heads.extend((s, t, s[-1]) for s, t in pre if s[-1] != camp)
    for pre_sites, pre_trails, here in heads:
        for u, nxt in links[here]:
            if u in own:
                continue
            base = first + pre_sites + (nxt,)
            if nxt != start:
                routes.append((base, False))
            if nxt == camp or own.isdisjoint(at[nxt]) or (pre_trails and not i21):
                continue
            uses = bool(pre_trails)
            for sites, _ in _chains(links, own, nxt, pre_trails, camp):
                if sites[-1] != start:
                    routes.append((base + sites, uses))
    if not board.simple:  # two trails between the same sites: a route by either is one route
        first_of: dict[tuple[int, ...], tuple[tuple[int, ...], bool]] = {}
        for route in routes:
            first_of.setdefault(route[0], route)
        routes = list(first_of.values())
    return routes


_MEMO_MOST = 4096  # routes whose trails are kept per board


def route_trails(board: Board, sites: tuple[int, ...]) -> tuple[int, ...]:
    """The trails a route walks, from its sites (kept per board: ``Board.trails_of``)."""
    memo = board.trails_of
    trails: tuple[int, ...] | None = memo.get(sites)
    if trails is None:
        if len(memo) >= _MEMO_MOST:
            memo.clear()
        between = board.trail_between
        trails = memo[sites] = tuple([between[a, b] for a, b in zip(sites, sites[1:])])
    return trails


def longest_pathway_route(board: Board, own: set[int]) -> int:
    """Length of the longest trail of distinct own Pathways not passing through Base Camp
    (it may end there) — T-C3."""
    best = 0
    camp, links = board.camp, board.links

    def dfs(site: int, used: set[int]) -> None:
        nonlocal best
        if len(used) > best:
            best = len(used)
        if used and site == camp:
            return
        for t, nxt in links[site]:
            if t in own and t not in used:
                used.add(t)
                dfs(nxt, used)
                used.discard(t)

    sites = {board.trails[t].a for t in own} | {board.trails[t].b for t in own}
    for s in sites:
        dfs(s, set())
        if best == len(own):
            break
    return best
