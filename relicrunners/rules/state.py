"""Game state and setup (RULES.md section 3).

The state is a plain container; ``engine.apply`` copies it and changes the copy, so a state
object is never changed once a caller holds it. The only randomness is at setup, from a
``Random(seed)`` made here (S8): play itself is deterministic.
"""
from __future__ import annotations

from random import Random

from .board import Board, QUADRANTS, TEMPLE_COLOURS
from .components import (ADVANCED, BRANCHES, CAMP_RATIONS_PER_PLAYER, PATHWAYS_PER_PLAYER,
                         PLAYER_COLOURS, START_RATIONS, TILES, TOKENS, TOOLBOXES_PER_PLAYER, Tile)

SETUPS = ("first", "standard", "random")
# S8: a deal's seed is a whole number 0..MAX_SEED (64 bits). Negative seeds are refused: Python's
# Random(-s) deals the same game as Random(s), so allowing them would make two names for one deal.
MAX_SEED = 2 ** 64 - 1


class SetupError(ValueError):
    pass


class Player:
    """One explorer's pieces. ``table[b]`` holds the Toolbox count on steps 1..3 of branch b."""
    __slots__ = ("name", "colour", "site", "rations", "pathways", "tb_reserve", "tb_bottom",
                 "table", "vp", "blue", "revealed", "ivory", "relics", "seen")

    def __init__(self, name: str, colour: str, site: int):
        self.name = name
        self.colour = colour
        self.site = site
        self.rations = START_RATIONS                       # S7
        self.pathways: set[int] = set()                    # trail indices holding this player's Pathway
        self.tb_reserve = TOOLBOXES_PER_PLAYER - 1         # S7
        self.tb_bottom = 1
        self.table = {b: [0, 0, 0] for b in BRANCHES}
        self.vp: int | None = 0                            # None in another player's view
        self.blue: list[Tile] = []
        self.revealed: set[int] = set()                    # uids of Blue tiles shown to all (T-S3)
        self.ivory: dict[int, Tile] = {}                   # level -> tile
        self.relics: list[str] = []
        self.seen: set[int] = set()                        # uids of face-down tiles this player has looked at

    def copy(self) -> "Player":
        p = Player.__new__(Player)
        p.name, p.colour, p.site, p.rations = self.name, self.colour, self.site, self.rations
        p.pathways = set(self.pathways)
        p.tb_reserve, p.tb_bottom = self.tb_reserve, self.tb_bottom
        p.table = {b: list(v) for b, v in self.table.items()}
        p.vp = self.vp
        p.blue = list(self.blue)
        p.revealed = set(self.revealed)
        p.ivory = dict(self.ivory)
        p.relics = list(self.relics)
        p.seen = set(self.seen)
        return p

    @property
    def pathway_reserve(self) -> int:
        return PATHWAYS_PER_PLAYER - len(self.pathways)

    @property
    def toolboxes_on_table(self) -> int:           # R8.4: bottom space included
        return self.tb_bottom + sum(sum(v) for v in self.table.values())

    def holds(self, code: str) -> bool:
        t = self.ivory.get(int(code[1]))
        return t is not None and t.code == code


class State:
    __slots__ = ("board", "setup", "seed", "players", "ruins", "stacks", "full", "relics", "tokens",
                 "camp", "current", "phase", "pending", "turn", "ctx", "stage", "queue",
                 "triggered_by", "discards", "unused", "masked_for", "announced")

    def copy(self) -> "State":
        s = State.__new__(State)
        s.board, s.setup, s.seed = self.board, self.setup, self.seed
        s.players = [p.copy() for p in self.players]
        s.ruins = list(self.ruins)
        s.stacks = [list(st) for st in self.stacks]
        s.full = self.full
        s.relics = list(self.relics)
        s.tokens = list(self.tokens)
        s.camp = self.camp
        s.current, s.phase = self.current, self.phase
        s.pending = list(self.pending)
        s.turn = self.turn
        s.ctx = dict(self.ctx)
        s.stage, s.queue, s.triggered_by = self.stage, list(self.queue), self.triggered_by
        s.discards = list(self.discards)
        s.unused = list(self.unused)
        s.masked_for = self.masked_for
        s.announced = self.announced
        return s

    # -- convenience ---------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def me(self) -> Player:
        return self.players[self.current]

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def relics_taken(self) -> int:
        return sum(len(p.relics) for p in self.players)

    def top_tile(self, site: int) -> Tile | None:
        st = self.stacks[site]
        return st[-1] if st else None

    def has_tiles(self, site: int) -> bool:
        return self.ruins[site] > 0 or bool(self.stacks[site])

    def height(self, site: int) -> int:
        return self.ruins[site] + len(self.stacks[site])

    def site_colour(self, site: int) -> str | None:
        """Temple colour of a site this game ("purple"/"blue"/"ivory"), "ruin", or None for camp."""
        return self.full[1][site]

    def decision(self) -> str:
        """What kind of decision is expected now (see engine.DECISIONS)."""
        if self.phase == "over":
            return "over"
        if self.pending:
            return self.pending[-1][0]
        return self.phase


def new_game(board: Board, players: list[tuple[str, str]] | int, setup: str = "standard",
             seed: int = 0) -> State:
    """Set up a game (S1–S8). ``players`` is a list of (name, colour) in seat order, or a count."""
    n = players if isinstance(players, int) else len(players)
    if not 2 <= n <= 5:
        raise SetupError(f"{n} players: Relic Runners is for 2 to 5 players")          # S1
    if isinstance(players, int):
        players = [(c.capitalize(), c) for c in PLAYER_COLOURS[:n]]
    colours = [c for _, c in players]
    if len(set(colours)) != n or any(c not in PLAYER_COLOURS for c in colours):
        raise SetupError(f"player colours must be distinct and among {', '.join(PLAYER_COLOURS)}")
    if setup not in SETUPS:
        raise SetupError(f"unknown setup '{setup}': choose first, standard or random")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise SetupError(f"seed must be a whole number from 0 to {MAX_SEED}")
    rng = Random(seed)
    nsites = len(board.sites)

    # S4: temple colours
    colour_of = _temple_colours(board, setup, rng)
    site_colour: list[str | None] = [None] * nsites
    for s in board.ruins:
        site_colour[s] = "ruin"
    for s, c in colour_of.items():
        site_colour[s] = c

    # S3: draw 4 tiles per colour and level, stack large/medium/small face down
    stacks: list[list[Tile]] = [[] for _ in range(nsites)]
    unused: list[Tile] = []
    levels = (1, 2) if n == 2 else (1, 2, 3)
    for colour in TEMPLE_COLOURS:
        sites = sorted(s for s, c in colour_of.items() if c == colour)
        for lvl in (1, 2, 3):
            pool = [t for t in TILES if t.colour == colour and t.level == lvl
                    and not (setup == "first" and t.code in ADVANCED)]
            drawn = rng.sample(pool, 4)
            unused.extend(t for t in TILES if t.colour == colour and t.level == lvl and t not in drawn)
            if lvl not in levels:
                unused.extend(drawn)
                continue
            rng.shuffle(drawn)
            for s, t in zip(sites, drawn):
                stacks[s].append(t)

    st = State.__new__(State)
    st.board, st.setup, st.seed = board, setup, seed
    st.players = [Player(name, colour, board.camp) for name, colour in players]   # S6
    st.ruins = [0] * nsites
    for s in board.ruins:
        st.ruins[s] = 2 if n == 2 else 3                                              # S2
    st.stacks = stacks
    st.full = (tuple(st.ruins[s] + len(stacks[s]) for s in range(nsites)), tuple(site_colour))
    st.relics = [None] * nsites
    st.tokens = [True] * TOKENS                                                       # S6
    st.camp = CAMP_RATIONS_PER_PLAYER * n                                             # S7
    st.current, st.phase, st.pending, st.turn = 0, "start", [], 1
    st.ctx = {"start_site": board.camp, "start_relic": None}
    st.stage, st.queue, st.triggered_by = "normal", [], None
    st.discards = []
    st.unused = unused
    st.masked_for = None
    st.announced = None
    return st


def _temple_colours(board: Board, setup: str, rng: Random) -> dict[int, str]:
    temples = list(board.temples)
    if setup == "first":                                                              # S4a
        return {s: board.sites[s].first_colour for s in temples}
    pool = [c for c in TEMPLE_COLOURS for _ in range(len(temples) // 3)]
    if setup == "random":                                                             # S4c
        rng.shuffle(pool)
        return dict(zip(temples, pool))
    # S4b: each quadrant first gets distinct colours, as far as its size allows
    by_q = {q: [s for s in temples if board.sites[s].quadrant == q] for q in QUADRANTS}
    for _ in range(1000):
        left = {c: len(temples) // 3 for c in TEMPLE_COLOURS}
        result: dict[int, str] = {}
        ok = True
        quads = [q for q in QUADRANTS if by_q[q]]
        rng.shuffle(quads)
        for q in quads:
            sites = list(by_q[q])
            rng.shuffle(sites)
            used: list[str] = []
            for s in sites:
                fresh = [c for c in TEMPLE_COLOURS if left[c] and c not in used]
                choices = fresh or [c for c in TEMPLE_COLOURS if left[c]]
                c = rng.choice(choices)
                left[c] -= 1
                used.append(c)
                result[s] = c
            if len(set(used)) != min(len(sites), len(TEMPLE_COLOURS)):
                ok = False
                break
        if ok:
            return result
    raise SetupError("no Standard temple placement fits this layout's quadrants")
