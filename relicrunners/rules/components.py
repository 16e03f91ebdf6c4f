"""Component counts, the spaces of the Progression Table (``Cell``) and tile definitions (docs/rules.md
sections 1, 8, 9 and 11)."""

from __future__ import annotations

from typing import Literal, NamedTuple, get_args

PLAYER_COLOURS = ("red", "green", "blue", "yellow", "black")  # C2
PATHWAYS_PER_PLAYER = 10  # C2
TOOLBOXES_PER_PLAYER = 3  # C2
TOTAL_RATIONS = 25  # C5
START_RATIONS = 3  # S7
CAMP_RATIONS_PER_PLAYER = 2  # S7
CHART_MAX = 5  # R10.2
TOKENS = 10  # C5
RELICS_TO_END = {2: 7, 3: 8, 4: 9, 5: 10}  # R11.1
RELIC_OF = {"ruin": "green", "ivory": "white", "blue": "blue", "purple": "purple"}  # R9.7
RELIC_COLOURS = ("green", "white", "blue", "purple")
BRANCHES = ("M", "C", "S")  # R8.1 Machete, Compass, Shovel

# A space of the Progression Table (R8.1): the bottom space "B", or a branch and its step 1-3 ("C2").
# The same words in the notation ("step B>M1", "tool C2"), the saves, the events and the network.
Cell = Literal["B", "M1", "M2", "M3", "C1", "C2", "C3", "S1", "S2", "S3"]
CELLS: tuple[Cell, ...] = get_args(Cell)
BOTTOM: Cell = "B"
_CELL_AT: dict[tuple[str, int], Cell] = {(c[0], int(c[1])): c for c in CELLS if c != BOTTOM}
_CELL_NAMED: dict[str, Cell] = {c: c for c in CELLS}


def cell_at(branch: str, step: int) -> Cell:
    """The space on step ``step`` (1-3) of ``branch`` ("M", "C" or "S"): ``cell_at("C", 2) == "C2"``.
    KeyError for a space the table does not have."""
    return _CELL_AT[branch, step]


def as_cell(text: str) -> Cell | None:
    """``text`` as a space of the Progression Table when it names one exactly ("B", "M1"...), else None."""
    return _CELL_NAMED.get(text)


# Blue values per level (section 9, Blue tiles)
BLUE_VALUES = {1: (5, 5, 4, 4, 4, 3), 2: (4, 4, 3, 3, 3, 2), 3: (3, 3, 3, 2, 2, 2)}
IVORY_CODES = {lvl: tuple(f"I{lvl}-{k}" for k in range(1, 7)) for lvl in (1, 2, 3)}
PURPLE_CODES = tuple(f"P{k}" for k in range(1, 9))
# Advanced tiles, left out of the First Game (S4a, section 9)
ADVANCED = frozenset({"P6", "P7", "P8", "I1-3", "I1-6", "I2-1", "I2-6", "I3-4", "I3-6"})


class Tile(NamedTuple):
    """One Temple tile. ``code`` is P1..P8, I<l>-<k>, or B<value>; None when hidden in a view."""

    uid: int
    colour: str  # purple | blue | ivory
    level: int  # 1 large, 2 medium, 3 small
    code: str | None

    @property
    def value(self) -> int:
        """Blue tile value (0 for any other tile or an unknown one)."""
        return int(self.code[1:]) if self.code and self.code[0] == "B" else 0


def all_tiles() -> list[Tile]:
    """Every Temple tile in the box (C3): uids are stable across games."""
    tiles: list[Tile] = []
    for lvl in (1, 2, 3):
        for code in PURPLE_CODES:
            tiles.append(Tile(len(tiles), "purple", lvl, code))
        for v in BLUE_VALUES[lvl]:
            tiles.append(Tile(len(tiles), "blue", lvl, f"B{v}"))
        for code in IVORY_CODES[lvl]:
            tiles.append(Tile(len(tiles), "ivory", lvl, code))
    return tiles


TILES = tuple(all_tiles())
