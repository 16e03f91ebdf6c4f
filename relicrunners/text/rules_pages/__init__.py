"""The rules inside the window: chapters of paragraphs, headings, pictures and entries, written in
the project's own words from docs/rules.md (``play``, ``more``), and an index of every tile and
Toolbox action made of the existing wording (``index``). ``find(topic)`` says which chapter, and
where in it, a topic opens: a chapter id ("moving"), an anchor ("tokens"), an ``ActionKind`` value
("flip"), a tile code ("I2-3", "P1", "B3") or a Toolbox action ("M1"). The window shows them in
``relicrunners.ui.scenes.rules``."""

from __future__ import annotations

import re

from ...rules.kinds import ActionKind
from .index import INDEX
from .model import (
    Block,
    Chapter,
    Entry,
    EntryKind,
    Figure,
    Heading,
    Para,
    entry_text,
    entry_title,
    shown_text,
    shown_title,
)
from .more import ENDING, RATIONS, RELICS, SETUPS, TOOLBOX
from .play import EXPLORING, GOAL, MOVING, TURN

CHAPTERS: tuple[Chapter, ...] = (GOAL, TURN, MOVING, EXPLORING, TOOLBOX, RELICS, RATIONS, ENDING, SETUPS, INDEX)

# Where an action of the rules (``ActionKind`` values) is explained
ACTION_TOPICS: dict[str, str] = {
    ActionKind.MOVE: "moving",
    ActionKind.JUMP: "I2-6",
    ActionKind.STAY: "moving",
    ActionKind.USE: "index-ivory-2",
    ActionKind.EXPLORE: "exploring",
    ActionKind.END: "turn",
    ActionKind.TOOL: "actions",
    ActionKind.STEP: "steps",
    ActionKind.PLACE: "ruins",
    ActionKind.KEEP: "ivory",
    ActionKind.DECLINE: "I2-2",
    ActionKind.TAKE: "I2-2",
    ActionKind.SHIFT: "actions",
    ActionKind.VISIT: "P7",
    ActionKind.FLIP: "tokens",
    ActionKind.DONE: "P8",
    ActionKind.CHOOSE: "S1",
}
BLUE_CODE = re.compile(r"B\d+")


def topic_for_action_kind(kind: str) -> str:
    """The rules topic that explains an action of this kind (an ``ActionKind`` or its value)."""
    return ACTION_TOPICS.get(str(kind), "turn")


def topic_for_tile(code: str | None) -> str:
    """The rules topic of a tile: its index entry ("I2-3", "P1"); the Blue tiles ("B3"); the index
    itself for a hidden or unknown tile."""
    if code and BLUE_CODE.fullmatch(code):
        return "index-blue"
    if code and any(b.anchor == code for b in INDEX.blocks):
        return code
    return "index"


def find(topic: str | None) -> tuple[int, str]:
    """(chapter number, anchor) that ``topic`` opens ("" anchor: the top of the chapter; an unknown
    topic opens the first chapter)."""
    if not topic:
        return 0, ""
    for i, chapter in enumerate(CHAPTERS):
        if chapter.id == topic:
            return i, ""
    for i, chapter in enumerate(CHAPTERS):
        if topic in chapter.anchors():
            return i, topic
    if topic in ACTION_TOPICS:
        return find(ACTION_TOPICS[topic])
    if BLUE_CODE.fullmatch(topic):
        return find(topic_for_tile(topic))
    return 0, ""


def chapter_number(chapter_id: str) -> int:
    return next(i for i, c in enumerate(CHAPTERS) if c.id == chapter_id)


__all__ = [
    "ACTION_TOPICS",
    "CHAPTERS",
    "Block",
    "Chapter",
    "Entry",
    "EntryKind",
    "Figure",
    "Heading",
    "Para",
    "chapter_number",
    "entry_text",
    "entry_title",
    "find",
    "shown_text",
    "shown_title",
    "topic_for_action_kind",
    "topic_for_tile",
]
