"""The board graph (docs/rules.md section 2): sites joined by trails, built once from layout data.

Pure data: the YAML file is read and validated by ``relicrunners.io.layout``; this module only
turns already-validated plain data into fast lookup tables.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

CAMP, RUIN, TEMPLE = "camp", "ruin", "temple"
QUADRANTS = ("NE", "NW", "SE", "SW")
TEMPLE_COLOURS = ("purple", "blue", "ivory")


@dataclass(frozen=True)
class Site:
    index: int
    id: str
    kind: str  # camp | ruin | temple
    x: float
    y: float
    quadrant: str | None = None  # temples only (B1)
    first_colour: str | None = None  # temples only (B4)
    name: str | None = None  # optional display name


@dataclass(frozen=True)
class Trail:
    index: int
    id: str  # "A-B" from the two site ids
    a: int
    b: int
    river: bool = False
    token: tuple[float, float] | None = None  # token spot, rivers only (B3, B5)
    bends: tuple[tuple[float, float], ...] = ()

    def other(self, site: int) -> int:
        return self.b if site == self.a else self.a


@dataclass
class Board:
    name: str
    size: tuple[float, float]
    sites: tuple[Site, ...]
    trails: tuple[Trail, ...]
    camp: int = field(init=False)
    site_by_id: dict[str, int] = field(init=False)
    trails_at: tuple[tuple[int, ...], ...] = field(init=False)
    trail_sets: tuple[frozenset[int], ...] = field(init=False)  # trails_at as sets
    trail_between: dict[tuple[int, int], int] = field(init=False)
    rivers: tuple[int, ...] = field(init=False)  # trail index of token k
    token_of: dict[int, int] = field(init=False)  # trail index -> token k
    ruins: tuple[int, ...] = field(init=False)
    temples: tuple[int, ...] = field(init=False)
    neighbours: tuple[tuple[int, ...], ...] = field(init=False)
    links: tuple[tuple[tuple[int, int], ...], ...] = field(init=False)  # per site: (trail, site at its other end)
    simple: bool = field(init=False)  # no two trails join the same two sites, none joins a site to itself (B2)
    # answers worked out from these tables once and kept, left out of pickles and comparisons:
    # the moves from a site with a set of Pathways (rules.legal), the trails of a route (rules.routes)
    memo: dict[Any, Any] = field(init=False, repr=False, compare=False, default_factory=dict)
    trails_of: dict[tuple[int, ...], tuple[int, ...]] = field(
        init=False, repr=False, compare=False, default_factory=dict
    )

    def __post_init__(self) -> None:
        self.site_by_id = {s.id: s.index for s in self.sites}
        self.camp = next(s.index for s in self.sites if s.kind == CAMP)
        at: list[list[int]] = [[] for _ in self.sites]
        self.trail_between = {}
        for t in self.trails:
            at[t.a].append(t.index)
            at[t.b].append(t.index)
            self.trail_between[(t.a, t.b)] = t.index
            self.trail_between[(t.b, t.a)] = t.index
        self.trails_at = tuple(tuple(x) for x in at)
        self.trail_sets = tuple(frozenset(x) for x in at)
        self.neighbours = tuple(tuple(self.trails[t].other(s) for t in at[s]) for s in range(len(self.sites)))
        self.links = tuple(tuple(zip(at[s], self.neighbours[s])) for s in range(len(self.sites)))
        self.simple = len(self.trail_between) == 2 * len(self.trails)
        self.rivers = tuple(t.index for t in self.trails if t.river)
        self.token_of = {t: k for k, t in enumerate(self.rivers)}
        self.ruins = tuple(s.index for s in self.sites if s.kind == RUIN)
        self.temples = tuple(s.index for s in self.sites if s.kind == TEMPLE)

    def __getstate__(self) -> dict[str, Any]:  # a pickled or deep-copied board leaves its memos behind
        return {k: v for k, v in self.__dict__.items() if k not in ("memo", "trails_of")}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state, memo={}, trails_of={})

    # -- lookups used by notation -------------------------------------------------
    def site(self, sid: str) -> int:
        return self.site_by_id[sid]

    def trail(self, tid: str) -> int:
        """A trail by its id "A-B" (either order)."""
        a, sep, b = tid.partition("-")
        if not sep or a not in self.site_by_id or b not in self.site_by_id:
            raise KeyError(tid)
        return self.trail_between[(self.site_by_id[a], self.site_by_id[b])]

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Board:
        """Build from validated layout data (see relicrunners.io.layout for the checks)."""
        sites = []
        for i, s in enumerate(data["sites"]):
            sites.append(
                Site(
                    i,
                    str(s["id"]),
                    s["kind"],
                    float(s["x"]),
                    float(s["y"]),
                    s.get("quadrant"),
                    s.get("first_game"),
                    s.get("name"),
                )
            )
        ids = {s.id: s.index for s in sites}
        trails = []
        for i, t in enumerate(data["trails"]):
            a, b = ids[str(t["a"])], ids[str(t["b"])]
            token = (float(t["token"][0]), float(t["token"][1])) if t.get("token") else None
            bends = tuple((float(p[0]), float(p[1])) for p in (t.get("bends") or ()))
            trails.append(Trail(i, f"{sites[a].id}-{sites[b].id}", a, b, bool(t.get("river", False)), token, bends))
        w, h = data.get("size", (1200, 900))
        size = (float(w), float(h))
        return cls(str(data.get("name", "board")), size, tuple(sites), tuple(trails))
