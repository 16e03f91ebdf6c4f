"""Shared builders for the rules tests: a real board, positions edited by hand, actions by text.

Positions start from a fresh ``new_game`` on the default layout (board_layouts/jungle.yaml) and
are edited field by field (explorer sites, Pathways, stacks, Tokens, Rations...). The edits keep
the game's components conserved, so ``relicrunners.invariants.check_state`` still holds and the
tests can assert it. Actions are written in the text notation and driven through ``apply``.

First Game temple colours on jungle.yaml (the tests rely on them):
purple T1 T3 T6 T10, blue T4 T8 T9 T12, ivory T2 T5 T7 T11.
"""
from __future__ import annotations

from functools import lru_cache

from relicrunners.invariants import check, check_state
from relicrunners.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.rules import apply, from_text, legal_actions, new_game, to_text
from relicrunners.rules.components import TILES, Tile
from relicrunners.rules import Phase, TurnFlags


@lru_cache(maxsize=1)
def board():
    return load_layout(DEFAULT_LAYOUT)


def S(sid: str) -> int:
    """Site index of a site id ("BC", "R3", "T7")."""
    return board().site(sid)


def T(tid: str) -> int:
    """Trail index of a trail id ("T8-T11", either order)."""
    return board().trail(tid)


def tid(t: int) -> str:
    return board().trails[t].id


def sid(s: int) -> str:
    return board().sites[s].id


def game(n: int = 2, setup: str = "first", seed: int = 0):
    return new_game(board(), n, setup, seed)


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


def _remove_everywhere(st, t: Tile) -> None:
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


def set_stack(st, site: str, tiles: list[Tile], full: bool = True) -> None:
    """Make ``tiles`` (bottom to top) the stack of ``site``; the tiles it held leave the game.
    With ``full`` the site counts as never explored (I3-2), else as already explored."""
    s = S(site)
    for t in st.stacks[s]:
        st.unused.append(t)
    st.stacks[s] = []
    for t in tiles:
        _remove_everywhere(st, t)
    st.stacks[s] = list(tiles)
    heights = list(st.full.heights)
    heights[s] = len(tiles) if full else len(tiles) + 1
    st.full = st.full._replace(heights=tuple(heights))


def set_ruin(st, site: str, n: int, full: bool = True) -> None:
    s = S(site)
    st.ruins[s] = n
    heights = list(st.full.heights)
    heights[s] = n if full else n + 1
    st.full = st.full._replace(heights=tuple(heights))


def empty_site(st, site: str, relic: bool = True) -> None:
    """Turn a site into a Shrine: no tiles left, and its Relic on it (unless ``relic`` is False)."""
    s = S(site)
    st.ruins[s] = 0
    set_stack(st, site, [], full=False)
    st.relics[s] = {"ruin": "green", "ivory": "white", "blue": "blue", "purple": "purple"}[st.full.colours[s]] \
        if relic else None


def give_ivory(st, seat: int, *codes: str) -> None:
    """Put Ivory tiles in a player's hand (a tile they held at that level leaves the game)."""
    p = st.players[seat]
    for code in codes:
        t = tile(code)
        _remove_everywhere(st, t)
        old = p.ivory.get(t.level)
        if old is not None:
            st.unused.append(old)
        p.ivory[t.level] = t


def give_blue(st, seat: int, t: Tile) -> None:
    _remove_everywhere(st, t)
    st.players[seat].blue.append(t)
    st.players[seat].seen.add(t.uid)


def set_rations(st, seat: int, n: int) -> None:
    """Chart Rations of one player; the difference comes from / goes to Base Camp (R10.1)."""
    p = st.players[seat]
    st.camp -= n - p.rations
    p.rations = n
    assert st.camp >= 0, "not enough Rations in Base Camp for this position"


def place_toolboxes(st, seat: int, bottom: int = 0, reserve: int | None = None, **steps: int) -> None:
    """Arrange a player's 3 Toolboxes, e.g. place_toolboxes(st, 0, bottom=1, M2=1, S3=1);
    the rest go to reserve."""
    p = st.players[seat]
    p.table = {b: [0, 0, 0] for b in "MCS"}
    for key, n in steps.items():
        p.table[key[0]][int(key[1]) - 1] += n
    p.tb_bottom = bottom
    placed = bottom + sum(steps.values())
    p.tb_reserve = 3 - placed if reserve is None else reserve
    assert p.tb_reserve + placed == 3, "a player has exactly 3 Toolboxes"


def begin(st, seat: int, site: str):
    """Make it ``seat``'s turn, at its start, with the explorer on ``site`` (R4.1)."""
    s = S(site)
    st.current = seat
    st.players[seat].site = s
    st.phase = Phase.START
    st.pending = []
    st.flags = TurnFlags(s, st.relics[s])
    return st


def after_move(st, seat: int, site: str):
    """Make it ``seat``'s turn just after a move that ended on ``site`` (decision "after")."""
    begin(st, seat, site)
    st.phase = Phase.AFTER
    st.flags.moved = True
    return st


def pathways(st, seat: int, *trails: str) -> None:
    st.players[seat].pathways = {T(t) for t in trails}


# -- driving -----------------------------------------------------------------------------------
def A(text: str):
    return from_text(board(), text)


def texts(st) -> set[str]:
    """The legal actions now, in the text notation."""
    return {to_text(board(), a) for a in legal_actions(st)}


def moves_to(st, site: str) -> set[str]:
    return {t for t in texts(st) if t.startswith("move ") and t.endswith("-" + site)}


def play(st, *actions: str, checked: bool = True):
    """Apply the actions in order; returns (state, all events). Each must be legal, and with
    ``checked`` the invariants must hold after each one."""
    events = []
    for text in actions:
        a = A(text)
        legal = legal_actions(st)
        assert a in legal, f"'{text}' is not legal at decision '{st.decision()}': {sorted(texts(st))}"
        nxt, ev = apply(st, a)
        if checked:
            problems = check(st, a, nxt, legal)
            assert not problems, problems
        st = nxt
        events.extend(ev)
    return st, events


def kinds(events, kind: str) -> list:
    return [e for e in events if e.kind == kind]


def scored(events, seat: int | None = None) -> int:
    return sum(e.data["vp"] for e in events if e.kind == "score" and (seat is None or e.player == seat))


def ok(st) -> None:
    problems = check_state(st)
    assert not problems, problems
