"""The tutorial's script as data (``first_game.yaml``): the deal, the seats and the lessons, each
with the human's actions in the notation of docs/notation.md.

``load_script`` reads and checks it (the safe YAML reader of ``relicrunners.io.safeio``, bounded
like every file): unknown keys, a missing lesson id or words for it, an action that cannot be read
on the board, a ``teaches`` no check knows, are a ``ScriptError`` naming the entry. Whether the
actions are *legal* in the game the seed deals is checked by replaying it
(tests/test_tutorial_script.py), not here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..datafiles import BOARD_LAYOUTS, TUTORIAL
from ..io.layout import load_layout
from ..io.safeio import MAX_SCENARIO_BYTES, RefusedFile, UnsafeInput, load_yaml, read_limited
from ..play.seat import SeatKind
from ..rules import MAX_SEED, SETUPS, Action, Board, NotationError, from_text
from ..rules.components import PLAYER_COLOURS
from ..text.tutorial import LESSONS
from .checks import CHECKS

SCRIPT = TUTORIAL / "first_game.yaml"
KINDS = (SeatKind.HUMAN, SeatKind.EASY)  # the lesson bot plays an easy bot's seat
MAX_LESSONS = 30
MAX_STEPS = 40


class ScriptError(ValueError):
    pass


@dataclass(frozen=True)
class Lesson:
    id: str
    teaches: str  # a key of ``checks.CHECKS``
    steps: tuple[Action, ...]  # the human's actions, in order; () for an explanation

    @property
    def explains(self) -> bool:
        return not self.steps


@dataclass(frozen=True)
class Script:
    seed: int
    setup: str
    layout: Path
    seats: tuple[tuple[str, SeatKind], ...]  # (colour, kind) in seat order
    lessons: tuple[Lesson, ...]
    board: Board

    @property
    def human(self) -> int:
        return next(i for i, (_c, kind) in enumerate(self.seats) if kind == SeatKind.HUMAN)

    @property
    def bot(self) -> int:
        return next(i for i, (_c, kind) in enumerate(self.seats) if kind != SeatKind.HUMAN)

    def steps(self) -> list[tuple[int, int, Action]]:
        """Every human action of the script in order, as (lesson number, step number, action)."""
        return [(k, j, a) for k, lesson in enumerate(self.lessons) for j, a in enumerate(lesson.steps)]


def _need(data: dict[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in data:
        raise ScriptError(f"{where}: '{key}' is missing")
    value = data[key]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise ScriptError(f"{where}: '{key}' must be a {kind.__name__}")
    return value


def _keys(data: Any, allowed: set[str], where: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ScriptError(f"{where}: expected a mapping")
    extra = sorted(str(k) for k in data if k not in allowed)
    if extra:
        raise ScriptError(f"{where}: unknown key '{extra[0]}'")
    return data


def parse_script(text: str, name: str = "script") -> Script:
    try:
        data = load_yaml(text)
    except UnsafeInput as e:
        raise ScriptError(f"{name}: {e}") from None
    except Exception as e:  # a YAML syntax error
        raise ScriptError(f"{name}: not readable YAML ({type(e).__name__})") from None
    data = _keys(data, {"seed", "setup", "layout", "seats", "lessons"}, name)
    seed = _need(data, "seed", int, name)
    if not 0 <= seed <= MAX_SEED:
        raise ScriptError(f"{name}: seed out of range")
    setup = _need(data, "setup", str, name)
    if setup not in SETUPS:
        raise ScriptError(f"{name}: unknown setup '{setup}'")
    layout_name = _need(data, "layout", str, name)
    layout = BOARD_LAYOUTS / layout_name
    if Path(layout_name).name != layout_name or not layout.is_file():
        raise ScriptError(f"{name}: layout '{layout_name}' is not a file of board_layouts/")
    board = load_layout(layout)
    seats = []
    for i, seat in enumerate(_need(data, "seats", list, name)):
        where = f"{name}: seats[{i}]"
        seat = _keys(seat, {"colour", "kind"}, where)
        colour, kind = _need(seat, "colour", str, where), _need(seat, "kind", str, where)
        if colour not in PLAYER_COLOURS or kind not in KINDS:
            raise ScriptError(f"{where}: colour or kind unknown")
        seats.append((colour, SeatKind(kind)))
    if [k for _c, k in seats].count(SeatKind.HUMAN) != 1 or len(seats) != 2 or len({c for c, _k in seats}) != 2:
        raise ScriptError(f"{name}: seats must be one human and one bot, in two colours")
    raw = _need(data, "lessons", list, name)
    if not 0 < len(raw) <= MAX_LESSONS:
        raise ScriptError(f"{name}: 1 to {MAX_LESSONS} lessons")
    lessons = []
    for i, item in enumerate(raw):
        where = f"{name}: lessons[{i}]"
        item = _keys(item, {"id", "teaches", "do"}, where)
        lid, teaches, do = (
            _need(item, "id", str, where),
            _need(item, "teaches", str, where),
            _need(item, "do", list, where),
        )
        if lid not in LESSONS:
            raise ScriptError(f"{where}: no words for lesson '{lid}' in relicrunners/text/tutorial.py")
        if teaches not in CHECKS:
            raise ScriptError(f"{where}: unknown teaches '{teaches}'")
        if len(do) > MAX_STEPS or not all(isinstance(t, str) for t in do):
            raise ScriptError(f"{where}: 'do' must be a list of at most {MAX_STEPS} actions")
        try:
            steps = tuple(from_text(board, t) for t in do)
        except (NotationError, KeyError) as e:
            raise ScriptError(f"{where}: cannot read an action ({e})") from None
        lessons.append(Lesson(lid, teaches, steps))
    if len({lesson.id for lesson in lessons}) != len(lessons):
        raise ScriptError(f"{name}: lesson ids must be unique")
    return Script(seed, setup, layout, tuple(seats), tuple(lessons), board)


@lru_cache(maxsize=4)
def load_script(path: Path = SCRIPT) -> Script:
    """The script at ``path`` (the first game's, by default), read and checked once."""
    try:
        text = read_limited(path, MAX_SCENARIO_BYTES, "tutorial script").decode("utf-8")
    except (RefusedFile, UnicodeDecodeError) as e:
        raise ScriptError(f"{path.name}: {e}") from None
    return parse_script(text, path.name)
