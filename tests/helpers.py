"""Shared builders for the rules tests: a real board, positions edited by hand, actions by text.

Positions start from a fresh ``new_game`` on the default layout (board_layouts/jungle.yaml) and
are edited with the position builder the scenario files use (``relicrunners.scenario.position``:
explorer sites, Pathways, stacks, Rations, Toolboxes...). Its edits keep the game's components
conserved, so ``relicrunners.play.invariants.check_state`` still holds and the tests can assert it.
Actions are written in the text notation and driven through ``apply``.

First Game temple colours on jungle.yaml (the tests rely on them):
purple T1 T3 T6 T10, blue T4 T8 T9 T12, ivory T2 T5 T7 T11.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.io.replays import fingerprint
from relicrunners.io.saves import load_game, replay
from relicrunners.play.invariants import check, check_state
from relicrunners.rules import Action, apply, from_text, legal_actions, new_game, to_text
from relicrunners.rules.routes import legal_routes
from relicrunners.scenario import position

DATA = Path(__file__).parent / "data"


@lru_cache(maxsize=1)
def board():
    return load_layout(DEFAULT_LAYOUT)


def replayed(name: str):
    """A game saved in tests/data, replayed on the default layout to where it was saved."""
    st, _ = replay(board(), load_game(DATA / name, board()))
    return st


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


# -- positions: the shared position builder (relicrunners.scenario.position) ------------------
# The edits keep every component accounted for (tiles, Rations, Pathways, Toolboxes, Relics);
# sites are given by id ("T7") on the state's own board, seats by number.
tile = position.tile
set_stack = position.set_stack
set_ruin = position.set_ruin
empty_site = position.empty_site
give_ivory = position.give_ivory
give_blue = position.give_blue
set_rations = position.set_rations
place_toolboxes = position.place_toolboxes
begin = position.begin
after_move = position.after_move
pathways = position.set_pathways  # pathways(st, seat, "BC-R2", "T3-R4")


# -- driving -----------------------------------------------------------------------------------
def A(text: str):
    return from_text(board(), text)


def texts(st) -> set[str]:
    """The legal actions now, in the text notation."""
    return {to_text(board(), a) for a in legal_actions(st)}


def moves_to(st, site: str) -> set[str]:
    return {t for t in texts(st) if t.startswith("move ") and t.endswith("-" + site)}


def play(st, *actions: str, checked: bool = True):
    """Apply the actions in order; returns (state, all events). Each must be legal, must leave
    the state it is applied to as it was (S8; a new state shares what an action leaves alone),
    and with ``checked`` the invariants must hold after each one."""
    events = []
    for text in actions:
        a = A(text)
        legal = legal_actions(st)
        assert a in legal, f"'{text}' is not legal at decision '{st.decision()}': {sorted(texts(st))}"
        before = fingerprint(st)
        nxt, ev = apply(st, a)
        assert fingerprint(st) == before, f"'{text}' changed the state it was applied to"
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


# -- random players (the property tests and the engine's fast paths) ----------------------------
EXPLORE = Action("explore")


def uniform(st, legal, rng):
    return rng.choice(legal)


def eager(st, legal, rng):
    d = st.decision()
    if d == "start":
        moves = [a for a in legal if a.kind == "move"]
        if moves:
            p = st.me
            relic = st.flags.start_relic
            if relic:
                exp = [a for a in moves if st.relics[a.args[-1]] == relic and a.args[-1] != st.flags.start_site]
                if exp and rng.random() < 0.95:
                    return rng.choice(exp)
            r = rng.random()
            if p.rations == 0 and r < 0.7:
                camp = [a for a in moves if a.args[-1] == st.board.camp]
                if camp:
                    return rng.choice(camp)
            if r < 0.95:
                with_tiles = [a for a in moves if st.has_tiles(a.args[-1])]
                if with_tiles and p.rations > 0 and rng.random() < 0.7:
                    return rng.choice(with_tiles)
                good = set()
                for end in {a.args[-1] for a in moves if st.relics[a.args[-1]]}:
                    colour = st.relics[end]
                    if any(
                        st.relics[route[-1]] == colour and route[-1] != end
                        for route, _ in legal_routes(st.board, p.pathways, end)
                    ):
                        good.add(end)
                promising = [a for a in moves if a.args[-1] in good]
                if promising:
                    return rng.choice(promising)
    elif d in ("place", "shift", "shift2a", "shift2b") and rng.random() < 0.8:
        # Pathways next to Shrines holding a Relic make Expeditions possible
        trails = st.board.trails
        near = [
            a
            for a in legal
            if st.relics[trails[a.args[-1] if a.kind == "shift" else a.args[0]].a]
            or st.relics[trails[a.args[-1] if a.kind == "shift" else a.args[0]].b]
        ]
        if near:
            return rng.choice(near)
    elif d == "after" and EXPLORE in legal and rng.random() < 0.9:
        return EXPLORE
    return rng.choice(legal)
