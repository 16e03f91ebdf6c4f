"""The save format (docs/notation.md, "Save files"): the JSON form of a ``play.gamerecord.GameRecord``
(what determines a game completely, S8: layout, seats, setup mode, seed and the actions taken),
written by ``record_to_json`` and read back by ``read_record`` (every field checked, each seat made
a ``play.seat.Seat``, the first thing wrong a one-line ``SaveError``) and ``record_from_json`` /
``parse_actions`` (the action texts in the text notation). Files themselves are read and written
by ``relicrunners.io.saves``.
"""

from __future__ import annotations

import json
from pathlib import PurePath
from typing import Any

from ..play.gamerecord import FORMAT_VERSION, GameRecord
from ..play.seat import BOT_LEVELS, Seat, SeatKind
from ..rules import MAX_SEED, SETUPS, Action, Board, NotationError, from_text, to_text
from ..rules.components import PLAYER_COLOURS
from .safeio import check_name, clean_text

FORMAT = "relicrunners-save"
KINDS = (SeatKind.HUMAN, *BOT_LEVELS)  # who may play a saved game's seat
MAX_ACTION_TEXT = 200  # the longest real action ("move ...") is far shorter
MAX_LAYOUT_REF = 4096  # a file name


class SaveError(Exception):
    """A save file cannot be read or replayed. ``str(err)`` is a single line in English, safe to
    print (control characters from the file are escaped): the command line's words and the logs'.

    The window never shows it: it says ``reason`` in the player's language
    (``relicrunners.text.problems``), with the named ``values`` where the reason has some:

    - not_a_save, not_utf8 (not a save at all), too_new (``version``: the file's format version)
    - empty, cut_short, not_json, bad_field (a field that cannot be), damaged (anything else)
    - illegal_action (``number``: the move, counted from 1)
    - layout (``LayoutUnavailable``)
    - a ``RefusedFile``'s reason: missing, folder, special, too_large, unreadable (then ``errno``,
      the system's error number, when it gave one)
    """

    def __init__(self, message: str, reason: str = "damaged", errno: int | None = None, **values: int | str):
        super().__init__(clean_text(message))
        self.reason = reason
        self.errno = errno
        self.values: dict[str, int | str] = values


class LayoutUnavailable(SaveError):
    """The save itself is fine, but the layout it names is refused (outside the allowed folders
    and not given) or cannot be loaded: the save must not be treated as damaged."""

    def __init__(self, message: str, layout: str = ""):
        super().__init__(message, "layout")
        self.layout = clean_text(PurePath(layout).name)[:80]  # the board's file name, for the window


def record_to_json(record: GameRecord, board: Board) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": record.version,
        "layout": record.layout,
        "players": [p.to_dict() for p in record.players],
        "setup": record.setup,
        "seed": record.seed,
        "actions": [to_text(board, a) for a in record.actions],
    }


def _type(value: Any) -> str:
    return {
        dict: "an object",
        list: "a list",
        str: "a string",
        bool: "true/false",
        int: "an integer",
        float: "a number",
        type(None): "null",
    }.get(type(value), type(value).__name__)


def short_json(value: Any, limit: int = 40) -> str:
    text = json.dumps(value) if not isinstance(value, str) else value
    return text if len(text) <= limit else text[: limit - 3] + "..."


def read_record(data: Any, name: str) -> tuple[GameRecord, list[str]]:
    """Check the JSON object of a save and return the record with its actions still as text.

    Raises SaveError for the first thing wrong."""

    def bad(what: str, reason: str = "bad_field", **values: int | str) -> SaveError:
        return SaveError(f"{name}: {what}", reason, None, **values)

    if not isinstance(data, dict):
        raise bad(f"not a Relic Runners save (top level is {_type(data)}, expected an object)", "not_a_save")
    if data.get("format") != FORMAT:
        got = "no 'format' field" if "format" not in data else f"format is {short_json(data['format'])!r}"
        raise bad(f"not a Relic Runners save ({got}, expected {FORMAT!r})", "not_a_save")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise bad(f"'version' must be a positive integer, got {_type(version)} {short_json(json.dumps(version))}")
    if version > FORMAT_VERSION:
        raise bad(
            f"save format version {version} is newer than this program reads "
            f"(up to {FORMAT_VERSION}); update Relic Runners",
            "too_new",
            version=version,
        )
    for key in ("layout", "players", "setup", "seed", "actions"):
        if key not in data:
            raise bad(f"missing field '{key}'")
    layout = data["layout"]
    if not isinstance(layout, str) or not layout:
        raise bad(f"'layout' must be a file name, got {_type(layout)}")
    problem = check_name(layout, MAX_LAYOUT_REF)
    if problem:
        raise bad(f"'layout' {problem}")
    players = data["players"]
    if not isinstance(players, list) or not 2 <= len(players) <= 5:
        what = f"{len(players)} entries" if isinstance(players, list) else _type(players)
        raise bad(f"'players' must be a list of 2 to 5 players, got {what}")
    seats: list[Seat] = []
    for i, p in enumerate(players):
        if not isinstance(p, dict):
            raise bad(f"players[{i}] must be an object with name, colour, kind, got {_type(p)}")
        for key in ("name", "colour"):
            if not isinstance(p.get(key), str):
                raise bad(f"players[{i}].{key} must be a string, got {_type(p.get(key))}")
        problem = check_name(p["name"])
        if problem:
            raise bad(f"players[{i}].name {problem}")
        if p["colour"] not in PLAYER_COLOURS:
            raise bad(f"players[{i}].colour {short_json(p['colour'])!r} is not one of {', '.join(PLAYER_COLOURS)}")
        kind = p.get("kind", SeatKind.HUMAN)
        if not isinstance(kind, str) or not kind:
            raise bad(f"players[{i}].kind must be 'human' or a bot name, got {_type(kind)}")
        problem = check_name(kind)
        if problem:
            raise bad(f"players[{i}].kind {problem}")
        if kind not in KINDS:
            raise bad(f"players[{i}].kind must be 'human' or a bot name, got {short_json(kind)!r}")
        seats.append(Seat(p["name"], p["colour"], SeatKind(kind)))
    colours = [p.colour for p in seats]
    if len(set(colours)) != len(colours):
        raise bad("two players have the same colour")
    setup = data["setup"]
    if setup not in SETUPS:
        raise bad(f"'setup' must be one of {', '.join(SETUPS)}, got {short_json(setup)}")
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        got = short_json(str(seed)) if isinstance(seed, int) and not isinstance(seed, bool) else _type(seed)
        raise bad(f"'seed' must be an integer from 0 to {MAX_SEED}, got {got}")
    actions = data["actions"]
    if not isinstance(actions, list):
        raise bad(f"'actions' must be a list of action texts, got {_type(actions)}")
    for i, a in enumerate(actions):
        if not isinstance(a, str):
            raise bad(f'action {i} must be a text like "move BC-R2", got {_type(a)}', "illegal_action", number=i + 1)
        if len(a) > MAX_ACTION_TEXT:
            raise bad(
                f"action {i} is {len(a)} characters long (an action is at most {MAX_ACTION_TEXT})",
                "illegal_action",
                number=i + 1,
            )
    return GameRecord(layout, seats, setup, seed, [], version), list(actions)


def parse_actions(board: Board, texts: list[str], name: str) -> list[Action]:
    out: list[Action] = []
    for i, text in enumerate(texts):
        try:
            out.append(from_text(board, text))
        except NotationError as e:
            raise SaveError(f"{name}: action {i} '{short_json(text)}': {e}", "illegal_action", number=i + 1) from None
    return out


def record_from_json(data: Any, board: Board, name: str = "save") -> GameRecord:
    record, texts = read_record(data, name)
    record.actions = parse_actions(board, texts, name)
    return record
