"""Game state (docs/rules.md section 3; ``rules.newgame`` deals a new one).

``State`` and ``Player`` are typed containers; ``engine.apply`` copies a state and changes the
copy, so a state object is never changed once a caller holds it. That copy (``State.derive``)
copies only what an action changes: the rest stays shared with the state it came from.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, NamedTuple

from .actions import Action
from .board import Board
from .components import BRANCHES, PATHWAYS_PER_PLAYER, START_RATIONS, TOOLBOXES_PER_PLAYER, Tile
from .frames import Frame, frame_tiles
from .kinds import Decision, Phase, Stage

SETUPS = ("first", "standard", "random")
# S8: a deal's seed is a whole number 0..MAX_SEED (64 bits). Negative seeds are refused: Python's
# Random(-s) deals the same game as Random(s), so allowing them would make two names for one deal.
MAX_SEED = 2**64 - 1
_OVER = Phase.OVER  # bound once: an Enum attribute lookup is slow in Python 3.11
_ALL_SEATS = -1  # every bit set: a state that owns all its players' pieces (and its flags)
_FLAGS_BIT = 16  # the bit of State._owned that stands for the turn's flags (seats are bits 0-4)


class SetupError(ValueError):
    pass


@dataclass(slots=True, eq=False)
class Player:
    """One explorer's pieces (S6, S7). ``table[b]`` holds the Toolbox count on steps 1..3 of
    branch b (R8.1); the bottom space is ``tb_bottom``."""

    name: str
    colour: str
    site: int  # where the explorer stands
    rations: int = START_RATIONS  # S7, the Ration Chart
    pathways: set[int] = field(default_factory=set)  # trail indices with this player's Pathway
    tb_reserve: int = TOOLBOXES_PER_PLAYER - 1  # S7, Toolboxes not yet on the table
    tb_bottom: int = 1  # Toolboxes on the bottom space
    table: dict[str, list[int]] = field(default_factory=lambda: {b: [0, 0, 0] for b in BRANCHES})
    vp: int | None = 0  # None in another player's view
    blue: list[Tile] = field(default_factory=list)  # Blue tiles held (values secret, R9.5)
    revealed: set[int] = field(default_factory=set)  # uids of Blue tiles shown to all (T-S3)
    ivory: dict[int, Tile] = field(default_factory=dict)  # level -> the Ivory tile held
    relics: list[str] = field(default_factory=list)  # Relic colours, in the order taken
    seen: set[int] = field(default_factory=set)  # uids of face-down tiles looked at

    def copy(self) -> Player:
        # field by field, without __init__ (apply copies every player: this is the hot path)
        p = object.__new__(Player)
        p.name, p.colour, p.site, p.rations = self.name, self.colour, self.site, self.rations
        p.pathways = set(self.pathways)
        p.tb_reserve, p.tb_bottom = self.tb_reserve, self.tb_bottom
        p.table = {b: v[:] for b, v in self.table.items()}
        p.vp = self.vp
        p.blue = list(self.blue)
        p.revealed = set(self.revealed)
        p.ivory = dict(self.ivory)
        p.relics = list(self.relics)
        p.seen = set(self.seen)
        return p

    def fork(self) -> Player:
        """A copy that shares this player's sets, lists and dicts: for the engine, which replaces
        them with changed copies and never changes them in place (``State.own``)."""
        p = object.__new__(Player)
        p.name, p.colour, p.site, p.rations = self.name, self.colour, self.site, self.rations
        p.pathways, p.tb_reserve, p.tb_bottom, p.table = self.pathways, self.tb_reserve, self.tb_bottom, self.table
        p.vp, p.blue, p.revealed, p.ivory = self.vp, self.blue, self.revealed, self.ivory
        p.relics, p.seen = self.relics, self.seen
        return p

    @property
    def pathway_reserve(self) -> int:
        return PATHWAYS_PER_PLAYER - len(self.pathways)

    @property
    def toolboxes_on_table(self) -> int:  # R8.4: bottom space included
        return self.tb_bottom + sum(sum(v) for v in self.table.values())

    def holds(self, code: str) -> bool:
        """True when the player holds the Ivory tile ``code`` (e.g. "I2-3")."""
        t = self.ivory.get(int(code[1]))
        return t is not None and t.code == code


class Deal(NamedTuple):
    """What setup dealt to each site, fixed for the whole game: its height of tiles when full
    (Ruin tiles + Temple tiles, for I3-2) and its colour ('ruin', a Temple colour, or None for
    Base Camp). A Temple keeps its colour after it is emptied (X13)."""

    heights: tuple[int, ...]
    colours: tuple[str | None, ...]


@dataclass(slots=True)
class TurnFlags:
    """What has happened so far in the current turn (reset when a turn starts)."""

    start_site: int  # where the turn began (R6.3: an Expedition starts there)
    start_relic: str | None  # the Relic on that site when the turn began
    moved: bool = False  # the move (or jump / stay) is done
    explored: bool = False  # R9.1: one Explore per turn
    tool_used: bool = False  # R8.5: one Toolbox per turn
    doubled: bool = False  # T-S3: VP count double for the rest of the turn
    scholar_open: bool = False  # I3-3 (the Scholar): the bonus of this Temple action is still open
    turn_over: bool = False  # Base Camp reached or P5: the turn ends after the frames

    def copy(self) -> TurnFlags:
        f = object.__new__(TurnFlags)
        f.start_site, f.start_relic, f.moved, f.explored = self.start_site, self.start_relic, self.moved, self.explored
        f.tool_used, f.doubled, f.scholar_open, f.turn_over = (
            self.tool_used,
            self.doubled,
            self.scholar_open,
            self.turn_over,
        )
        return f


class _Answers:
    """What a State has worked out about itself, kept apart from its fields (not part of the
    position: not copied, compared, encoded or shown).

    ``_legal``: its legal actions once asked (``rules.legal``), None before; False for a state
    that may still be edited by hand (from ``new_game``, ``copy`` or the constructor: a position
    being set up), which works them out afresh each time. ``_owned``: the seats whose pieces are
    this state's own, one bit per seat (all of them, except while ``apply`` changes a state made
    by ``State.derive``)."""

    __slots__ = ("_legal", "_owned")
    _legal: tuple[Action, ...] | None | Literal[False]
    _owned: int

    def _answers(self, legal: tuple[Action, ...] | None | Literal[False], owned: int) -> None:
        self._legal, self._owned = legal, owned

    def keep_legal(self, legal: tuple[Action, ...]) -> tuple[Action, ...]:
        """Remember the legal actions of this state (``rules.legal``; a state made by ``apply``)."""
        self._legal = legal
        return legal

    def _take(self, bit: int) -> None:
        """Mark a part (a seat's pieces; ``_FLAGS_BIT``: the turn's flags) as this state's own."""
        self._owned |= 1 << bit


@dataclass(slots=True, eq=False)
class State(_Answers):
    """A whole position. ``engine.apply`` copies it and changes the copy: a State a caller holds
    is never changed afterwards (tests/test_properties.py checks it). Indices: sites, trails and
    Tokens are positions in the board's lists; players are seats 0..n-1."""

    board: Board
    setup: str  # first | standard | random (S4)
    seed: int | None  # the deal's seed; None in a view (secret)
    players: list[Player]
    ruins: list[int]  # Ruin tiles left per site (0 for others)
    stacks: list[list[Tile]]  # Temple tiles per site, bottom to top
    full: Deal  # heights and colours as dealt
    relics: list[str | None]  # the Relic colour standing on each site
    tokens: list[bool]  # per Toolbox Token: face up?
    camp: int  # Rations in the Base Camp pile
    current: int  # the seat to decide now
    phase: Phase
    pending: list[Frame]  # frames still to ask or do (top last)
    turn: int  # single turns played so far, from 1
    flags: TurnFlags
    stage: Stage
    queue: list[int]  # seats still to play in the final round / extra turns
    triggered_by: int | None  # who took the Relic that triggered the end (R11.1)
    discards: list[Tile]
    unused: list[Tile]  # tiles not dealt (secret: empty in a view)
    masked_for: int | None = None  # the seat a view was made for; None for the full state
    announced: tuple[int | None, ...] | None = None  # in a view: everyone's VP as announced (RULES 12)

    def __post_init__(self) -> None:
        self._answers(False, _ALL_SEATS)

    def copy(self) -> State:
        """A copy with nothing shared: every part of it may be changed (a view, a position set up
        by hand, a determinized state)."""
        s = object.__new__(State)
        s._answers(False, _ALL_SEATS)
        s.board, s.setup, s.seed = self.board, self.setup, self.seed
        s.players = [p.copy() for p in self.players]
        s.ruins = list(self.ruins)
        s.stacks = [list(st) for st in self.stacks]
        s.full = self.full
        s.relics = list(self.relics)
        s.tokens = list(self.tokens)
        s.camp, s.current, s.phase = self.camp, self.current, self.phase
        s.pending = list(self.pending)
        s.turn = self.turn
        s.flags = self.flags.copy()
        s.stage, s.queue, s.triggered_by = self.stage, list(self.queue), self.triggered_by
        s.discards = list(self.discards)
        s.unused = list(self.unused)
        s.masked_for, s.announced = self.masked_for, self.announced
        return s

    def derive(self) -> State:
        """A copy for ``apply`` to change, field by field without __init__ (every apply starts
        here: the hot path). Only the list of players and the pending frames are copied; the
        rest is shared with this state. The engine takes a player's pieces, a Temple stack or
        the turn's flags with ``own``, ``own_stack`` and ``own_flags`` before it changes them,
        and replaces the other lists (Ruin tiles, Relics, Tokens, discards, the queue) with
        changed copies: nothing shared is ever changed in place."""
        s = object.__new__(State)
        s._answers(None, 0)
        s.board, s.setup, s.seed = self.board, self.setup, self.seed
        s.players = list(self.players)
        s.ruins = self.ruins
        s.stacks = self.stacks
        s.full = self.full
        s.relics = self.relics
        s.tokens = self.tokens
        s.camp, s.current, s.phase = self.camp, self.current, self.phase
        s.pending = list(self.pending)
        s.turn = self.turn
        s.flags = self.flags
        s.stage, s.queue, s.triggered_by = self.stage, self.queue, self.triggered_by
        s.discards = self.discards
        s.unused = self.unused
        s.masked_for, s.announced = self.masked_for, self.announced
        return s

    def own(self, seat: int) -> Player:
        """The pieces of ``seat``, to change: forked first when still shared (``derive``)."""
        if not self._owned >> seat & 1:
            self._take(seat)
            self.players[seat] = self.players[seat].fork()
        return self.players[seat]

    def own_stack(self, site: int) -> list[Tile]:
        """The Temple stack on ``site``, to change: a copy, in a copy of the list of stacks."""
        self.stacks = self.stacks[:]
        stack = self.stacks[site] = self.stacks[site][:]
        return stack

    def own_flags(self) -> TurnFlags:
        """The turn's flags, to change: copied first when still shared (``derive``)."""
        if not self._owned >> _FLAGS_BIT & 1:
            self._take(_FLAGS_BIT)
            self.flags = self.flags.copy()
        return self.flags

    # -- convenience ---------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def me(self) -> Player:
        return self.players[self.current]

    @property
    def over(self) -> bool:
        return self.phase == _OVER

    @property
    def turn_played(self) -> int:
        """The turn being played; once the game is over, the last one played (``turn`` has
        counted on by one as the game ended). The one turn count the window shows everywhere."""
        return self.turn - 1 if self.over else self.turn

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
        return self.full.colours[site]

    def decision(self) -> Decision:
        """What kind of decision is expected now."""
        if self.phase == _OVER:
            return Decision.OVER
        if self.pending:
            return Decision(self.pending[-1].kind)
        return Decision(self.phase)

    def frame(self) -> Frame | None:
        """The pending frame the decision is about (None at the start or after the move)."""
        return self.pending[-1] if self.pending else None

    def frame_tiles(self) -> list[Tile]:
        """Tiles that sit in pending frames (an Ivory tile waiting for keep, R9.4): public."""
        return [t for fr in self.pending for t in frame_tiles(fr)]
