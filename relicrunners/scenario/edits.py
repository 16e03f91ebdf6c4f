"""Editing a fresh ``new_game`` state by hand while keeping every component accounted for.

These are the small steps a position is made of, for code and tests alike (tests/helpers.py
re-exports them; ``position.build_state`` builds a scenario's position with them). Each one
keeps the game's components conserved, so ``relicrunners.play.invariants.check_state`` still holds
afterwards:

* every Temple tile of the box stays in exactly one place: a stack, a player's Blue or Ivory
  tiles, the discards or out of the game (``state.unused``). A tile put somewhere is first
  taken from wherever it was (``take_tile``); a tile pushed out goes to ``state.unused``;
* Rations in play stay 5 per player (R10.1): what a Chart gains comes from Base Camp;
* each player keeps exactly 3 Toolboxes (C2) and at most 10 Pathways;
* a site's height as dealt (``state.full.heights``, used by I3-2) follows its stack, so a
  site can be set up as "never explored" (``full=True``) or "explored once" (``full=False``).

Sites are given by index or by id (``"T7"``, ``"BC"``), trails by index or id (``"T8-T11"``).
These functions change the state they are given (a position being set up, which no caller
holds yet): use them before play, never on a state returned by ``apply``.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..rules import Phase, Stage, State, TurnFlags
from ..rules.components import BRANCHES, RELIC_OF, TILES, TOOLBOXES_PER_PLAYER, Tile
from .schema import ScenarioError

__all__ = [
    "PositionError",
    "TileBox",
    "after_move",
    "begin",
    "empty_site",
    "end_stage",
    "give_blue",
    "give_ivory",
    "place_toolboxes",
    "release",
    "set_height",
    "set_pathways",
    "set_rations",
    "set_ruin",
    "set_stack",
    "site_index",
    "take_tile",
    "tile",
]

SiteRef = int | str  # a site index or a site id ("T7", "BC")
TrailRef = int | str  # a trail index or a trail id ("T8-T11", either order)


class PositionError(ValueError):
    """An edit that would break the count of a component (Rations, Toolboxes)."""


def site_index(st: State, site: SiteRef) -> int:
    """The index of a site given by index or id."""
    return site if isinstance(site, int) else st.board.site(site)


def _trail_index(st: State, trail: TrailRef) -> int:
    return trail if isinstance(trail, int) else st.board.trail(trail)


# -- tiles -------------------------------------------------------------------------------------
def tile(code: str, level: int | None = None, nth: int = 0) -> Tile:
    """A box tile by code: "P3" (level required), "I2-4", "B5" (level required; nth picks among
    equal Blue values)."""
    if code.startswith("I"):
        level = int(code[1])
    if level is None:
        raise ValueError(f"tile {code}: give the level")
    found = [t for t in TILES if t.code == code and t.level == level]
    return found[nth]


def take_tile(st: State, t: Tile) -> None:
    """Take ``t`` out of wherever it is (a stack, a player's tiles, the discards, out of the
    game), so that it can be put somewhere else."""
    for stack in st.stacks:
        if t in stack:
            stack.remove(t)
    for p in st.players:
        if t in p.blue:
            p.blue.remove(t)
            p.revealed.discard(t.uid)
        for lvl, held in list(p.ivory.items()):
            if held == t:
                del p.ivory[lvl]
    if t in st.discards:
        st.discards.remove(t)
    if t in st.unused:
        st.unused.remove(t)


def release(st: State, tiles: Iterable[Tile]) -> None:
    """Put tiles (already taken from where they were) out of the game."""
    st.unused.extend(tiles)


def set_height(st: State, site: SiteRef, height: int) -> None:
    """A site's height of tiles as dealt (Ruin + Temple tiles when full; I3-2 counts on it)."""
    s = site_index(st, site)
    heights = list(st.full.heights)
    heights[s] = height
    st.full = st.full._replace(heights=tuple(heights))


def set_stack(st: State, site: SiteRef, tiles: list[Tile], full: bool = True) -> None:
    """Make ``tiles`` (bottom to top) the stack of ``site``; the tiles it held leave the game.
    With ``full`` the site counts as never explored (I3-2), else as already explored."""
    s = site_index(st, site)
    release(st, st.stacks[s])
    st.stacks[s] = []
    for t in tiles:
        take_tile(st, t)
    st.stacks[s] = list(tiles)
    set_height(st, s, len(tiles) if full else len(tiles) + 1)


def set_ruin(st: State, site: SiteRef, n: int, full: bool = True) -> None:
    """Leave ``n`` Ruin tiles on a Ruin; ``full`` as for ``set_stack``."""
    s = site_index(st, site)
    st.ruins[s] = n
    set_height(st, s, n if full else n + 1)


def empty_site(st: State, site: SiteRef, relic: bool = True) -> None:
    """Turn a site into a Shrine: no tiles left, and its Relic on it (unless ``relic`` is False)."""
    s = site_index(st, site)
    st.ruins[s] = 0
    set_stack(st, s, [], full=False)
    colour = st.full.colours[s]
    st.relics[s] = RELIC_OF[colour] if relic and colour is not None else None


class TileBox:
    """Where every Temple tile of the box is, so that overrides move tiles instead of copying
    them (each uid in exactly one place). ``locked`` holds the sites whose stacks the scenario
    sets itself: a tile is never taken from those."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.locked: set[int] = set()

    def release(self, tiles: list[Tile]) -> None:
        release(self.state, tiles)

    def claim(self, colour: str, level: int | None, code: str | None, where: str) -> Tile:
        """Take a matching tile out of the game's spare tiles, the discards or (swapping in a
        spare of the same colour and level) an untouched stack."""
        st = self.state

        def fits(t: Tile) -> bool:
            return t.colour == colour and (level is None or t.level == level) and (code is None or t.code == code)

        for pile in (st.unused, st.discards):
            for i, t in enumerate(pile):
                if fits(t):
                    return pile.pop(i)
        for site, stack in enumerate(st.stacks):
            if site in self.locked:
                continue
            for i, t in enumerate(stack):
                if not fits(t):
                    continue
                spare = [j for j, u in enumerate(st.unused) if u.colour == t.colour and u.level == t.level]
                if not spare:
                    continue
                different = [j for j in spare if st.unused[j].code != t.code]
                stack[i] = st.unused.pop((different or spare)[0])
                return t
        what = " ".join(x for x in (f"level-{level}" if level else "", colour, "tile", code or "") if x)
        if not any(fits(t) for t in TILES):
            raise ScenarioError(f"{where}: the box has no {what} (Blue values per level: section 9)")
        raise ScenarioError(f"{where}: no {what} is left in the box (every copy is already placed)")


# -- a player's pieces -------------------------------------------------------------------------
def give_ivory(st: State, seat: int, *tiles: str | Tile) -> None:
    """Put Ivory tiles (codes like "I2-4", or tiles) in a player's hand; a tile they held at
    that level leaves the game."""
    p = st.players[seat]
    for x in tiles:
        t = tile(x) if isinstance(x, str) else x
        take_tile(st, t)
        old = p.ivory.get(t.level)
        if old is not None:
            st.unused.append(old)
        p.ivory[t.level] = t


def give_blue(st: State, seat: int, t: Tile) -> None:
    """Put a Blue tile in a player's hand; they have looked at it."""
    take_tile(st, t)
    st.players[seat].blue.append(t)
    st.players[seat].seen.add(t.uid)


def set_rations(st: State, seat: int, n: int) -> None:
    """Chart Rations of one player; the difference comes from / goes to Base Camp (R10.1)."""
    p = st.players[seat]
    if st.camp - (n - p.rations) < 0:
        raise PositionError("not enough Rations in Base Camp for this position")
    st.camp -= n - p.rations
    p.rations = n


def place_toolboxes(st: State, seat: int, bottom: int = 0, reserve: int | None = None, **steps: int) -> None:
    """Arrange a player's 3 Toolboxes, e.g. place_toolboxes(st, 0, bottom=1, M2=1, S3=1);
    the rest go to reserve."""
    placed = bottom + sum(steps.values())
    left = TOOLBOXES_PER_PLAYER - placed if reserve is None else reserve
    if left + placed != TOOLBOXES_PER_PLAYER:
        raise PositionError(f"a player has exactly {TOOLBOXES_PER_PLAYER} Toolboxes")
    p = st.players[seat]
    p.table = {b: [0, 0, 0] for b in BRANCHES}
    for key, n in steps.items():
        p.table[key[0]][int(key[1]) - 1] += n
    p.tb_bottom = bottom
    p.tb_reserve = left


def set_pathways(st: State, seat: int, *trails: TrailRef) -> None:
    """The trails holding a player's Pathways (the rest of the 10 are in reserve)."""
    st.players[seat].pathways = {_trail_index(st, t) for t in trails}


# -- whose turn --------------------------------------------------------------------------------
def begin(st: State, seat: int, site: SiteRef) -> State:
    """Make it ``seat``'s turn, at its start, with the explorer on ``site`` (R4.1)."""
    s = site_index(st, site)
    st.current = seat
    st.players[seat].site = s
    st.phase = Phase.START
    st.pending = []
    st.flags = TurnFlags(s, st.relics[s])
    return st


def after_move(st: State, seat: int, site: SiteRef) -> State:
    """Make it ``seat``'s turn just after a move that ended on ``site`` (decision "after")."""
    begin(st, seat, site)
    st.phase = Phase.AFTER
    st.flags.moved = True
    return st


def end_stage(
    st: State, triggered_by: int, last_turns: list[int] | None = None, extra_turn: int | None = None
) -> State:
    """Put the game in its end stage, at the start of the next turn to play (R11.1, R11.2).

    ``triggered_by`` took the Relic that reached the end total. ``last_turns`` are the seats whose
    last turns remain, in the order they play, the first one now (default: every seat after the
    trigger, in seat order). ``extra_turn`` is who plays the I1-6 extra turn (ruling 8): while
    last turns remain, that seat is given I1-6; with none left (``last_turns=[]``), the extra turn
    is being played now and the tile is already discarded. The caller checks that the seats
    follow R11.1's order and that enough Relics are held (``scenario.ending`` does both)."""
    if last_turns is None:
        last_turns = [(triggered_by + i) % st.n for i in range(1, st.n)]
    st.triggered_by = triggered_by
    i16 = tile("I1-6")
    if last_turns:
        st.stage, now, st.queue = Stage.FINAL, last_turns[0], list(last_turns[1:])
        if extra_turn is not None and not st.players[extra_turn].holds("I1-6"):
            give_ivory(st, extra_turn, i16)
    elif extra_turn is not None:
        st.stage, now, st.queue = Stage.EXTRA, extra_turn, []
        take_tile(st, i16)
        st.discards.append(i16)
    else:
        raise PositionError("no last turn and no extra turn left: the game would be over (R11.2)")
    return begin(st, now, st.players[now].site)
