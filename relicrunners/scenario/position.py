"""The position builder: a fresh ``new_game`` changed into the position a scenario or a test
needs, with every component accounted for.

Two ways in, sharing one set of edits:

* by hand (code and tests): the editing API of ``scenario.edits``, re-exported here —
  ``set_stack``, ``set_ruin``, ``empty_site``, ``give_ivory``, ``give_blue``, ``set_rations``,
  ``place_toolboxes``, ``set_pathways``, ``begin``, ``after_move``, ``end_stage``, ``tile``,
  ``take_tile``...
  (see that module for what "accounted for" means);
* from a scenario file: ``build_state(board, scenario)`` applies the file's ``state:``
  overrides (docs/scenarios.md) and refuses, with one line naming the entry, any position the
  box could not make: each Temple tile in exactly one place, Rations in play 5 per player
  (R10.1), 10 Pathways and 3 Toolboxes per player (C2), no more Relics than the box (C4).

``build_state`` does not move tiles by code alone: a tile the file names is *claimed* from the
box (``TileBox``): from the tiles out of the game, the discards, or an untouched stack (which
gets a spare tile of the same colour and level in its place), so no copy is ever made.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..rules import Board, Deal, SetupError, State, new_game
from ..rules.components import (
    CAMP_RATIONS_PER_PLAYER,
    PLAYER_COLOURS,
    RELIC_COLOURS,
    RELIC_OF,
    RELICS_TO_END,
    START_RATIONS,
)
from .edits import (
    PositionError,
    TileBox,
    after_move,
    begin,
    empty_site,
    end_stage,
    give_blue,
    give_ivory,
    place_toolboxes,
    release,
    set_height,
    set_pathways,
    set_rations,
    set_ruin,
    set_stack,
    site_index,
    take_tile,
    tile,
)
from .ending import read_end
from .load import Scenario
from .players import player_overrides
from .schema import (
    RELIC_BOX,
    TEMPLE_OF_RELIC,
    ScenarioError,
    colour_of_code,
    is_int,
    kind_of,
    need_int,
    need_list,
    need_map,
    parse_code,
    seat_of,
    site_of,
    token_side,
    trail_of,
)

__all__ = [
    "PositionError",
    "TileBox",
    "after_move",
    "begin",
    "build_state",
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


def build_state(board: Board, sc: Scenario) -> State:
    """``new_game`` plus the scenario's ``state:`` overrides (see docs/scenarios.md).

    The overrides are applied in a fixed order, because later ones depend on earlier ones:
    temple colours and stacks, Relics (which make Shrines), Ruins, the players (their tiles
    are claimed before any unnamed tile is drawn), recoloured temples, Shrines' Relics,
    Tokens, Rations, the Relic count, and last whose turn it is."""
    try:
        state = new_game(board, _seats_of(sc), sc.setup, sc.seed)
    except SetupError as e:
        raise ScenarioError(f"setup: {e}") from None
    b = _Builder(board, state, sc.state)
    b.read_colours()
    b.read_stacks()
    b.read_relics()
    b.restack()
    b.set_ruins()
    b.set_players()
    b.fill_recoloured()
    b.place_relics()
    b.set_tokens()
    b.count_rations()
    b.count_relics()
    b.set_turn()
    return state


def _seats_of(sc: Scenario) -> list[tuple[str, str]] | int:
    """``players:`` as ``new_game`` takes it: a count or (name, colour) per seat."""
    if is_int(sc.players):
        return int(sc.players)
    out = []
    for i, p in enumerate(sc.players):
        colour = p["colour"]
        if colour not in PLAYER_COLOURS:
            raise ScenarioError(f"players[{i}].colour: {colour!r} is not one of {', '.join(PLAYER_COLOURS)}")
        name = p.get("name", colour.capitalize())
        if not isinstance(name, str):
            raise ScenarioError(f"players[{i}].name: expected text, got {kind_of(name)}")
        out.append((name, colour))
    return out


class _Builder:
    """One run of ``build_state``: the state being changed and what the overrides read so far.
    ``heights`` and ``colours`` become the state's ``Deal`` once every stack is known."""

    def __init__(self, board: Board, state: State, overrides: dict[str, Any]) -> None:
        self.board, self.state, self.o = board, state, overrides
        self.box = TileBox(state)
        self.heights = list(state.full.heights)
        self.colours = list(state.full.colours)
        self.max_level = 2 if state.n == 2 else 3  # S3
        self.explicit_colour: dict[int, str] = {}  # state.colours
        self.wanted: dict[int, list[tuple[str, int]]] = {}  # site -> the (code, level) of its stack
        self.relic_site: dict[int, str | None] = {}  # state.relics: the Shrines
        self.changed: set[int] = set()  # temples whose stacks are rebuilt

    def temple(self, sid: Any, where: str) -> int:
        s = site_of(self.board, sid, where)
        if self.board.sites[s].kind != "temple":
            raise ScenarioError(f"{where}: {sid} is a {self.board.sites[s].kind}, not a temple")
        return s

    def retint(self, s: int, colour: str, where: str) -> None:
        """Give temple ``s`` the colour its tiles or Relic need (unless state.colours says otherwise)."""
        if self.colours[s] == colour:
            return
        if s in self.explicit_colour and self.explicit_colour[s] != colour:
            raise ScenarioError(
                f"{where}: {self.board.sites[s].id} is set to {self.explicit_colour[s]} in state.colours but needs {colour}"
            )
        self.colours[s] = colour

    # -- reading the temples: which get a new colour, which stacks are set explicitly ----------
    def read_colours(self) -> None:
        for sid, c in need_map(self.o.get("colours"), "state.colours").items():
            s = self.temple(sid, f"state.colours.{sid}")
            if c not in ("purple", "blue", "ivory"):
                raise ScenarioError(f"state.colours.{sid}: expected purple, blue or ivory, got {c!r}")
            self.explicit_colour[s] = c
            self.colours[s] = c

    def read_stacks(self) -> None:
        for sid, codes in need_map(self.o.get("stacks"), "state.stacks").items():
            where = f"state.stacks.{sid}"
            s = self.temple(sid, where)
            parsed = [parse_code(c, f"{where}[{i}]") for i, c in enumerate(need_list(codes, where))]
            tints = {colour_of_code(c) for c, _ in parsed}
            if len(tints) > 1:
                raise ScenarioError(f"{where}: tiles of different colours ({', '.join(sorted(tints))}) in one temple")
            if tints:
                self.retint(s, tints.pop(), where)
            levels = [lvl if lvl is not None else i + 1 for i, (_, lvl) in enumerate(parsed)]
            if any(b <= a for a, b in zip(levels, levels[1:])):
                raise ScenarioError(
                    f"{where}: levels must rise from bottom to top (large 1, medium 2, small 3), got {levels}"
                )
            if levels and levels[-1] > self.max_level:
                raise ScenarioError(
                    f"{where}: a level-{levels[-1]} tile, but a {self.state.n}-player game "
                    f"has only levels 1..{self.max_level} (S3)"
                )
            self.wanted[s] = [(c, lvl) for (c, _), lvl in zip(parsed, levels)]

    def read_relics(self) -> None:
        sites = self.board.sites
        for sid, colour in need_map(self.o.get("relics"), "state.relics").items():
            where = f"state.relics.{sid}"
            s = site_of(self.board, sid, where)
            if sites[s].kind == "camp":
                raise ScenarioError(f"{where}: Base Camp never holds a Relic")
            if colour is not None:
                if colour not in RELIC_COLOURS:
                    raise ScenarioError(
                        f"{where}: expected a Relic colour ({', '.join(RELIC_COLOURS)}) or null, got {colour!r}"
                    )
                if sites[s].kind == "ruin" and colour != "green":
                    raise ScenarioError(f"{where}: a Ruin's Relic is green (R9.7), not {colour}")
                if sites[s].kind == "temple":
                    if colour == "green":
                        raise ScenarioError(f"{where}: a temple's Relic cannot be green (R9.7)")
                    self.retint(s, TEMPLE_OF_RELIC[colour], where)
            if s in self.wanted and self.wanted[s]:
                raise ScenarioError(
                    f"{where}: {sid} is listed in state.relics, so it is a Shrine, but state.stacks.{sid} gives it tiles"
                )
            if sites[s].kind == "temple":
                self.wanted.setdefault(s, [])
            self.relic_site[s] = colour

    # -- changing the position ----------------------------------------------------------------
    def restack(self) -> None:
        """Release every changed stack first, then claim the wanted tiles."""
        st = self.state
        self.changed = {s for s in self.board.temples if self.colours[s] != st.full.colours[s]} | set(self.wanted)
        self.box.locked = set(self.changed)
        for s in self.changed:
            self.box.release(st.stacks[s])
            st.stacks[s] = []
        for s in sorted(self.wanted):
            for i, (code, lvl) in enumerate(self.wanted[s]):
                where = f"state.stacks.{self.board.sites[s].id}[{i}]"
                st.stacks[s].append(self.box.claim(colour_of_code(code), lvl, code, where))

    def set_ruins(self) -> None:
        st = self.state
        for sid, n in need_map(self.o.get("ruins"), "state.ruins").items():
            where = f"state.ruins.{sid}"
            s = site_of(self.board, sid, where)
            if self.board.sites[s].kind != "ruin":
                raise ScenarioError(f"{where}: {sid} is not a Ruin")
            st.ruins[s] = need_int(n, where, 0, self.heights[s])
            if n and s in self.relic_site:
                raise ScenarioError(f"{where}: {sid} is listed in state.relics, so it is a Shrine and has no tiles")
        for s in self.relic_site:  # a Shrine has no tiles left (R9.7)
            if self.board.sites[s].kind == "ruin":
                st.ruins[s] = 0

    def set_players(self) -> None:
        """Each player's overrides (their tiles are claimed before any unnamed tile is drawn)."""
        players_in = need_list(self.o.get("players"), "state.players")
        if len(players_in) > self.state.n:
            raise ScenarioError(f"state.players: {len(players_in)} entries for {self.state.n} players")
        for i, po in enumerate(players_in):
            player_overrides(self.board, self.state, self.box, i, need_map(po, f"state.players[{i}]"))

    def fill_recoloured(self) -> None:
        """Recoloured temples keep their height, with tiles of the new colour from the box."""
        st = self.state
        for s in sorted(self.changed - set(self.wanted)):
            colour = str(self.colours[s])  # a temple's colour: never None
            for lvl in range(1, self.heights[s] + 1):
                st.stacks[s].append(self.box.claim(colour, lvl, None, f"state.colours.{self.board.sites[s].id}"))
        st.full = Deal(tuple(self.heights), tuple(self.colours))

    def place_relics(self) -> None:
        """Shrines: an emptied site shows its Relic unless the scenario says it was taken."""
        st = self.state
        for s in range(len(self.board.sites)):
            if self.board.sites[s].kind == "camp":
                continue
            if st.has_tiles(s):
                st.relics[s] = None
            elif s in self.relic_site:
                st.relics[s] = self.relic_site[s]
            else:
                st.relics[s] = RELIC_OF[str(self.colours[s])]  # a Ruin's or a temple's colour

    def set_tokens(self) -> None:
        board, st = self.board, self.state
        for tid, side in need_map(self.o.get("tokens"), "state.tokens").items():
            where = f"state.tokens.{tid}"
            t = trail_of(board, tid, where)
            if t not in board.token_of:
                raise ScenarioError(f"{where}: {board.trails[t].id} is not a river trail (no Toolbox Token)")
            st.tokens[board.token_of[t]] = token_side(side, where)
        if not any(st.tokens):
            raise ScenarioError(
                "state.tokens: all Toolbox Tokens face down cannot happen: they are turned up again at once (R7.3)"
            )

    def count_rations(self) -> None:
        """Rations (R10.1): 5 per player in play, on the Charts and in Base Camp."""
        st = self.state
        in_play = (START_RATIONS + CAMP_RATIONS_PER_PLAYER) * st.n
        on_charts = sum(p.rations for p in st.players)
        if "camp" in self.o:
            st.camp = need_int(self.o["camp"], "state.camp", 0)
            if st.camp + on_charts != in_play:
                raise ScenarioError(
                    f"state.camp: {st.camp} Rations in Base Camp + {on_charts} on the Charts "
                    f"= {st.camp + on_charts}, but a {st.n}-player game has exactly "
                    f"{in_play} in play (R10.1)"
                )
        else:
            st.camp = in_play - on_charts
            if st.camp < 0:
                raise ScenarioError(
                    f"state.players: {on_charts} Rations on the Charts, more than the {in_play} in play (R10.1)"
                )

    def count_relics(self) -> None:
        """No more Relics than the box (C4), and not so many held that the game has ended (R11.1)."""
        st = self.state
        count = Counter(c for c in st.relics if c) + Counter(c for p in st.players for c in p.relics)
        for colour, n in count.items():
            if n > RELIC_BOX[colour]:
                raise ScenarioError(
                    f"state: {n} {colour} Relics on the board and in hand, the box has {RELIC_BOX[colour]} (C4)"
                )
        held = st.relics_taken()
        if held >= RELICS_TO_END[st.n] and "end" not in self.o:  # with it, ending.read_end checks
            raise ScenarioError(
                f"state.players: {held} Relics held would already have ended the game "
                f"({RELICS_TO_END[st.n]} end a {st.n}-player game, R11.1); to start at the end "
                "stage, say who triggered it in state.end"
            )

    def set_turn(self) -> None:
        """Whose turn: ``current`` and ``turn``, at the start of that turn where the explorer
        stands; with ``end``, the end-game stage and the first of its turns (``ending``)."""
        st = self.state
        if "turn" in self.o:
            st.turn = need_int(self.o["turn"], "state.turn", 1)
        if "end" in self.o:
            read_end(self.board, st, self.box, self.o)
            return
        if "current" in self.o:
            st.current = seat_of(st, self.o["current"], "state.current")
        begin(st, st.current, st.me.site)
