"""Reading a game's journal (``<id>.journal``, written by ``gamestore.GameWriter``) back.

Lines (UTF-8, each ending in a newline)::

    relicrunners-journal 1        first line
    A <index> <action text>       action number <index> (from 0) was played
    U <n>                         an undo: only the first <n> actions remain

The journal is a file from outside like any other: it is read through ``read_limited`` (a FIFO, a
device or a folder in its place is refused at once, never waited on; at most
``MAX_JOURNAL_BYTES``), and its numbers are 1 to 6 ASCII digits. A line that breaks a rule stops
the reading there; nothing in a journal raises. No pygame here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from .safeio import RefusedFile, read_limited


class Slot(Protocol):
    """What the reader needs of a game's slot (``gamestore.Slot``): where its journal lies."""

    @property
    def journal_path(self) -> Path: ...


__all__ = ["JOURNAL_HEADER", "MAX_JOURNAL_BYTES", "read_journal"]

JOURNAL_HEADER = "relicrunners-journal 1"
MAX_JOURNAL_BYTES = 10 * 1024 * 1024
MAX_LINE = 1000
MAX_ACTIONS = 100_000


def read_journal(slot: Slot) -> tuple[list[str] | None, str]:
    """The action texts the journal rebuilds, and a note ('' when it read cleanly).

    ``None`` when there is no usable journal (missing, refused by ``read_limited``, not a
    journal). A damaged line stops the reading there: what came before it is kept and the note
    says so."""
    path = slot.journal_path
    try:
        raw = read_limited(path, MAX_JOURNAL_BYTES, "journal")
    except RefusedFile as e:
        return None, "" if e.missing else f"{path.name}: {e}"
    lines = raw.split(b"\n")
    torn = lines.pop()  # after the last newline: '' or a write cut short
    if not lines or lines[0].decode("utf-8", "replace") != JOURNAL_HEADER:
        return None, f"{path.name}: not a Relic Runners journal"
    texts: list[str] = []
    for number, line in enumerate(lines[1:], start=2):
        problem = _apply_line(texts, line)
        if problem:
            return texts, f"{path.name}: line {number}: {problem}; later lines ignored"
    return texts, ("" if not torn else f"{path.name}: the last line was cut short (ignored)")


def _apply_line(texts: list[str], line: bytes) -> str:
    """Apply one journal line to ``texts``; returns what is wrong with it ('' when fine)."""
    if len(line) > MAX_LINE:
        return "line too long"
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        return "not UTF-8"
    kind, _, rest = text.partition(" ")
    if kind == "A":
        index, _, action = rest.partition(" ")
        number = _number(index)
        if number is None or not action or not action.isprintable():
            return "not an action line"
        if number != len(texts) or len(texts) >= MAX_ACTIONS:
            return f"action {number} out of order (expected {len(texts)})"
        texts.append(action)
        return ""
    if kind == "U":
        number = _number(rest)
        if number is None or number > len(texts):
            return "not an undo line"
        del texts[number:]
        return ""
    return "unknown line"


def _number(text: str) -> int | None:
    """1 to 6 ASCII digits as a number, else None (``str.isdigit`` alone also takes '²' or '٣',
    which ``int`` refuses or reads as another digit)."""
    if 0 < len(text) <= 6 and text.isascii() and text.isdigit():
        return int(text)
    return None
