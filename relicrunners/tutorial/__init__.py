"""The guided first game ("Learn to play"): a First Game on a fixed deal against one easy bot, in
short lessons that each teach one thing by doing it.

No pygame here; the window's ``ui/scenes/tutorial.py`` wraps the ordinary table and draws the
lesson card and the highlight.

* ``script``  — the script as data (``first_game.yaml``: seed, seats, each lesson's actions in the
  notation of docs/notation.md), read and checked by ``load_script``;
* ``lessons`` — the lesson engine ``Tutor``: which lesson is current (from the actions played),
  which action it waits for, what to highlight, the card's words and the answer to a wrong click;
* ``checks``  — what each lesson teaches, checked on the replayed game (the tests, the seed search);
* ``bot``     — ``LessonBot``: the easy bot answering alike in the same position (resume, undo);
* ``marker``  — ``tutorial.json``: which unfinished game is the tutorial's.
"""

from .bot import LessonBot
from .lessons import EXPLAIN, FREE, LESSON, OFF, Card, Place, Tutor
from .script import SCRIPT, Lesson, Script, ScriptError, load_script

__all__ = [
    "EXPLAIN",
    "FREE",
    "LESSON",
    "OFF",
    "SCRIPT",
    "Card",
    "Lesson",
    "LessonBot",
    "Place",
    "Script",
    "ScriptError",
    "Tutor",
    "load_script",
]
