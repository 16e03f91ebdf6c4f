"""The pieces a rules page is made of. Every text is a message marked with ``N_`` (a whole
paragraph is one message) and passed through ``_`` where it is shown (the ``shown_*`` and
``entry_*`` functions below). Each block keeps the rules clauses it restates (docs/rules.md ids:
``R5.3``, ``T-C2``...) in the source only: they are never shown; tests/test_rules_pages.py checks
that the sections of the rules a player needs are all covered."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ...rules.components import ADVANCED, BLUE_VALUES, Cell, as_cell
from .. import N_, _
from ..help import setup_help, setup_name, tile_text, tool_text
from ..names import tile_label
from ..phrases import blue_title

ADVANCED_NOTE = N_("{tile} (advanced: not in the First Game)")
BLUE_NOTE = N_("Worth {values} VP at the end of the game; whoever takes one keeps its value secret until then.")


@dataclass(frozen=True)
class Para:
    """A paragraph of the page (one message)."""

    text: str
    clauses: tuple[str, ...] = ()
    anchor: str = ""  # a topic that opens the page scrolled to here


@dataclass(frozen=True)
class Heading:
    """A heading inside a chapter."""

    text: str
    anchor: str = ""
    clauses: tuple[str, ...] = ()


@dataclass(frozen=True)
class Figure:
    """A picture drawn with the game's own art (``relicrunners.ui.rulebook.pictures``) and its caption."""

    picture: str
    caption: str
    clauses: tuple[str, ...] = ()
    anchor: str = ""


class EntryKind(StrEnum):
    """What an index entry shows."""

    TILE = "tile"  # a Purple or Ivory tile: code "P4", "I2-3"
    TOOL = "tool"  # a Toolbox action: code "M1"
    BLUE = "blue"  # the Blue tiles of a level: code "1", "2", "3"
    SETUP = "setup"  # a setup: code "first", "standard", "random"


@dataclass(frozen=True)
class Entry:
    """Something whose words exist already (``text/help.py``): a tile (``kind`` "tile", ``code``
    "I2-3" or "P4"), a Toolbox action ("tool", "M1"), the Blue tiles of a level ("blue", "2") or a
    setup ("setup", "first"): ``EntryKind``. Shown with its picture, its name and its text."""

    kind: EntryKind
    code: str
    anchor: str = ""
    clauses: tuple[str, ...] = ()


Block = Para | Heading | Figure | Entry


@dataclass(frozen=True)
class Chapter:
    id: str
    title: str
    blocks: tuple[Block, ...]

    def clauses(self) -> set[str]:
        """Every rules clause this chapter restates."""
        return {c for b in self.blocks for c in b.clauses}

    def anchors(self) -> list[str]:
        return [b.anchor for b in self.blocks if b.anchor]


def tile_entry(code: str) -> Entry:
    """The index entry of a Purple or Ivory tile (opened by the topic ``code``)."""
    return Entry(EntryKind.TILE, code, anchor=code, clauses=(code,))


def tool_entry(code: Cell, anchor: bool = True) -> Entry:
    """A Toolbox action ("M1"); the index's entries are opened by the topic ``code``."""
    return Entry(EntryKind.TOOL, code, anchor=code if anchor else "", clauses=(f"T-{code}",))


# -- in the player's language, at the moment it is shown -------------------------------------------
def shown_title(chapter: Chapter) -> str:
    return _(chapter.title)


def shown_text(block: Para | Heading | Figure) -> str:
    """A paragraph, a heading or a caption."""
    return _(block.caption if isinstance(block, Figure) else block.text)


def entry_title(entry: Entry) -> str:
    """The bold first line of an entry: the tile's code and name, the setup's name ("" for a
    Toolbox action: its text names it already)."""
    if entry.kind == EntryKind.TILE:
        label = tile_label(entry.code)
        return _(ADVANCED_NOTE).format(tile=label) if entry.code in ADVANCED else label
    if entry.kind == EntryKind.BLUE:
        return blue_title(int(entry.code))
    if entry.kind == EntryKind.SETUP:
        return setup_name(entry.code)
    return ""


def entry_text(entry: Entry) -> str:
    """What the entry says (the wording of ``text/help.py``; the Blue values from the rules)."""
    if entry.kind == EntryKind.TILE:
        return tile_text(entry.code)
    if entry.kind == EntryKind.TOOL:
        cell = as_cell(entry.code)
        assert cell is not None  # a Toolbox entry is made by tool_entry, from a Cell
        return tool_text(cell)
    if entry.kind == EntryKind.SETUP:
        return setup_help(entry.code)
    values = ", ".join(str(v) for v in BLUE_VALUES[int(entry.code)])
    return _(BLUE_NOTE).format(values=values)
