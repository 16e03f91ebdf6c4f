"""Saved games and replays (docs/notation.md, "Save files").

A saved game is what determines a game completely (S8): the layout, the players, the setup
mode, the seed, and the list of actions taken, in the text notation. Replaying it through
``new_game`` + ``apply`` (with the legality check) rebuilds the exact state.

Files are written atomically (a temporary file in the same folder, then ``os.replace``), so a
crash or a full disk never leaves half a save behind and never damages an existing one.
Every problem reading a file is a ``SaveError`` whose message is one line:
``<path>: <what is wrong>``.

A save is input from a stranger (``relicrunners.io.safeio``): only a regular file of at most
``MAX_SAVE_BYTES`` is read, nesting and long numbers are refused before parsing, player names
may not hide control characters, and the layout a save names must lie in the layouts folder or
the save's own folder unless the player gave it (``resolve_layout``).
"""

from __future__ import annotations

import dataclasses
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..rules import (
    MAX_SEED,
    SETUPS,
    Action,
    IllegalAction,
    NotationError,
    SetupError,
    apply,
    from_text,
    new_game,
    to_text,
)
from ..rules.components import PLAYER_COLOURS
from .atomic import write_atomic
from .safeio import MAX_SAVE_BYTES, RefusedFile, UnsafeInput, check_name, clean_text, load_json, read_limited

__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "GameRecord",
    "LayoutUnavailable",
    "LAYOUTS_DIR",
    "REPO_ROOT",
    "SaveError",
    "fingerprint",
    "layout_ref",
    "load_game",
    "open_game",
    "read_record",
    "record_from_json",
    "record_to_json",
    "replay",
    "resolve_layout",
    "save_game",
]

FORMAT = "relicrunners-save"
FORMAT_VERSION = 1
REPO_ROOT = Path(__file__).resolve().parents[2]
LAYOUTS_DIR = REPO_ROOT / "board_layouts"
HUMAN = "human"
MAX_ACTION_TEXT = 200  # the longest real action ("move ...") is far shorter
MAX_LAYOUT_REF = 4096  # a file name


class SaveError(Exception):
    """A save file cannot be read or replayed. ``str(err)`` is a single line, safe to print
    (control characters from the file are escaped)."""

    def __init__(self, message: str):
        super().__init__(clean_text(message))


class LayoutUnavailable(SaveError):
    """The save itself is fine, but the layout it names is refused (outside the allowed folders
    and not given) or cannot be loaded: the save must not be treated as damaged."""


@dataclass
class GameRecord:
    """Everything needed to rebuild a game (S8) plus who sat where.

    ``players`` holds one dict per seat: ``{"name", "colour", "kind"}`` where kind is
    ``"human"`` or the name of a bot (``"random"``, ``"easy"``...)."""

    layout: str
    players: list[dict]
    setup: str
    seed: int
    actions: list[Action] = field(default_factory=list)
    version: int = FORMAT_VERSION

    def seats(self) -> list[tuple[str, str]]:
        """The (name, colour) list ``new_game`` expects."""
        return [(p["name"], p["colour"]) for p in self.players]

    def start(self, board):
        """The state before the first action (``new_game``)."""
        return new_game(board, self.seats(), self.setup, self.seed)


# -- layout paths -------------------------------------------------------------------------
def layout_ref(path: str | os.PathLike) -> str:
    """How a layout path is written into a save: relative to the repository root when the file
    lies inside it (so saves move with a checkout), otherwise as given."""
    p = Path(path)
    try:
        return (
            Path(os.path.relpath(p.resolve(), REPO_ROOT)).as_posix()
            if p.resolve().is_relative_to(REPO_ROOT)
            else str(path)
        )
    except (OSError, ValueError):
        return str(path)


def _inside(path: Path, folder: Path) -> bool:
    try:
        return path.resolve().is_relative_to(folder.resolve())
    except (OSError, ValueError, RuntimeError):
        return False


def _same_file(a: Path, b: str | os.PathLike) -> bool:
    try:
        return a.resolve() == Path(b).resolve() or os.path.samefile(a, b)
    except (OSError, ValueError, RuntimeError):
        return False


def resolve_layout(
    ref: str,
    base: str | os.PathLike | None = None,
    *,
    save: str | os.PathLike | None = None,
    given: str | os.PathLike | None = None,
) -> Path:
    """The file a layout reference names: absolute as is; relative ones are tried against
    ``base`` (a folder, e.g. the save's), the repository root, then the working folder.

    With ``save`` (the save file the reference comes from) the reference is not trusted:
    ``base`` defaults to the save's folder, and the file must lie inside the layouts folder
    (``LAYOUTS_DIR``) or the save's folder (symbolic links and ``..`` are followed first), or
    be the file ``given`` (a layout the player named, e.g. with ``--layout``); otherwise
    SaveError ``"<save>: layout '<ref>' lies outside the layouts folder and the save's folder;
    give it with --layout"``."""
    p = Path(ref)
    if save is not None and base is None:
        base = Path(save).resolve().parent
    if p.is_absolute():
        candidates = [p]
    else:
        candidates = [root / p for root in ([Path(base)] if base is not None else []) + [REPO_ROOT, Path.cwd()]]
    if save is None:
        return next((c for c in candidates if c.is_file()), p if p.is_absolute() else REPO_ROOT / p)

    own = Path(save).resolve().parent

    def allowed(c: Path) -> bool:
        return _inside(c, LAYOUTS_DIR) or _inside(c, own) or (given is not None and _same_file(c, given))

    ok = [c for c in candidates if allowed(c)]
    found = next((c for c in ok if c.exists()), None)
    if found is None and ok and not any(c.exists() for c in candidates):
        found = ok[0]  # missing everywhere: load_layout says so
    if found is not None:
        return found
    raise LayoutUnavailable(
        f"{save}: layout {_short(ref, 300)!r} lies outside the layouts folder and the "
        "save's folder; give it with --layout"
    )


# -- replay -------------------------------------------------------------------------------
def replay(board, record: GameRecord, name: str = "game"):
    """Rebuild a game: ``new_game`` then every action with the legality check.

    Returns ``(state, events_per_action)``. An illegal action is a SaveError naming its index
    (0-based) and text; ``name`` (usually the file) starts the message."""
    try:
        state = record.start(board)
    except SetupError as e:
        raise SaveError(f"{name}: {e}") from None
    events: list[list] = []
    for i, action in enumerate(record.actions):
        try:
            state, ev = apply(state, action)
        except IllegalAction:
            try:
                text = to_text(board, action)
            except (NotationError, IndexError, KeyError, TypeError):
                text = repr(action)
            what = "the game is already over" if state.over else f"decision was '{state.decision()}'"
            raise SaveError(f"{name}: action {i} '{text}' is not legal here ({what})") from None
        events.append(ev)
    return state, events


# -- JSON form ----------------------------------------------------------------------------
def record_to_json(record: GameRecord, board) -> dict:
    return {
        "format": FORMAT,
        "version": record.version,
        "layout": record.layout,
        "players": [dict(p) for p in record.players],
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


def _short(value: Any, limit: int = 40) -> str:
    text = json.dumps(value) if not isinstance(value, str) else value
    return text if len(text) <= limit else text[: limit - 3] + "..."


def read_record(data: Any, name: str) -> tuple[GameRecord, list[str]]:
    """Check the JSON object of a save and return the record with its actions still as text.

    Raises SaveError for the first thing wrong."""

    def bad(what: str) -> SaveError:
        return SaveError(f"{name}: {what}")

    if not isinstance(data, dict):
        raise bad(f"not a Relic Runners save (top level is {_type(data)}, expected an object)")
    if data.get("format") != FORMAT:
        got = "no 'format' field" if "format" not in data else f"format is {_short(data['format'])!r}"
        raise bad(f"not a Relic Runners save ({got}, expected {FORMAT!r})")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise bad(f"'version' must be a positive integer, got {_type(version)} {_short(json.dumps(version))}")
    if version > FORMAT_VERSION:
        raise bad(
            f"save format version {version} is newer than this program reads "
            f"(up to {FORMAT_VERSION}); update Relic Runners"
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
    seats = []
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
            raise bad(f"players[{i}].colour {_short(p['colour'])!r} is not one of {', '.join(PLAYER_COLOURS)}")
        kind = p.get("kind", HUMAN)
        if not isinstance(kind, str) or not kind:
            raise bad(f"players[{i}].kind must be 'human' or a bot name, got {_type(kind)}")
        problem = check_name(kind)
        if problem:
            raise bad(f"players[{i}].kind {problem}")
        seats.append({"name": p["name"], "colour": p["colour"], "kind": kind})
    colours = [p["colour"] for p in seats]
    if len(set(colours)) != len(colours):
        raise bad("two players have the same colour")
    setup = data["setup"]
    if setup not in SETUPS:
        raise bad(f"'setup' must be one of {', '.join(SETUPS)}, got {_short(setup)}")
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        got = _short(str(seed)) if isinstance(seed, int) and not isinstance(seed, bool) else _type(seed)
        raise bad(f"'seed' must be an integer from 0 to {MAX_SEED}, got {got}")
    actions = data["actions"]
    if not isinstance(actions, list):
        raise bad(f"'actions' must be a list of action texts, got {_type(actions)}")
    for i, a in enumerate(actions):
        if not isinstance(a, str):
            raise bad(f'action {i} must be a text like "move BC-R2", got {_type(a)}')
        if len(a) > MAX_ACTION_TEXT:
            raise bad(f"action {i} is {len(a)} characters long (an action is at most {MAX_ACTION_TEXT})")
    return GameRecord(layout, seats, setup, seed, [], version), list(actions)


def parse_actions(board, texts: list[str], name: str) -> list[Action]:
    out = []
    for i, text in enumerate(texts):
        try:
            out.append(from_text(board, text))
        except NotationError as e:
            raise SaveError(f"{name}: action {i} '{_short(text)}': {e}") from None
    return out


def record_from_json(data: Any, board, name: str = "save") -> GameRecord:
    record, texts = read_record(data, name)
    record.actions = parse_actions(board, texts, name)
    return record


# -- files --------------------------------------------------------------------------------
def save_game(path: str | os.PathLike, record: GameRecord, board) -> None:
    """Write ``record`` as JSON, atomically (``atomic.write_atomic``); parent folders are created."""
    text = json.dumps(record_to_json(record, board), indent=1, ensure_ascii=False) + "\n"
    write_atomic(path, text.encode("utf-8"))


def open_game(
    path: str | os.PathLike, board=None, *, given_layout: str | os.PathLike | None = None
) -> tuple[GameRecord, Any]:
    """Read and check a save file: ``(record, board)``.

    ``board`` parses the actions; when None, the layout the save names is loaded, if it lies in
    the layouts folder or the save's folder or is ``given_layout`` (see ``resolve_layout``).
    A missing, broken or refused layout is a SaveError too."""
    name = str(path)
    try:
        raw = read_limited(path, MAX_SAVE_BYTES, "save file")
    except RefusedFile as e:
        raise SaveError(f"{name}: {e}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{name}: not a Relic Runners save (not UTF-8 text)") from None
    if not text.strip():
        raise SaveError(f"{name}: file is empty")
    try:
        data = load_json(text)
    except UnsafeInput as e:
        raise SaveError(f"{name}: {e}") from None
    except json.JSONDecodeError as e:
        if e.pos >= len(text.rstrip()) or e.msg.startswith("Unterminated string"):
            raise SaveError(f"{name}: file is cut short (JSON ends at line {e.lineno})") from None
        raise SaveError(f"{name}: not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    except (RecursionError, ValueError) as e:  # defensive: load_json checks depth and numbers
        raise SaveError(f"{name}: not valid JSON ({type(e).__name__})") from None
    record, texts = read_record(data, name)
    if board is None:
        from .layout import LayoutError, load_layout

        where = resolve_layout(record.layout, save=path, given=given_layout)
        try:
            board = load_layout(where)
        except LayoutError as e:
            first = e.problems[0] if e.problems else "cannot be loaded"
            raise LayoutUnavailable(f"{name}: layout {_short(record.layout, 300)!r}: {first}") from None
    record.actions = parse_actions(board, texts, name)
    return record, board


def load_game(path: str | os.PathLike, board=None, *, given_layout: str | os.PathLike | None = None) -> GameRecord:
    """Read and check a save file (``open_game`` without the board)."""
    return open_game(path, board, given_layout=given_layout)[0]


# -- state fingerprint --------------------------------------------------------------------
def _tile(t) -> tuple:
    return (t.uid, t.colour, t.level, t.code)


def _frozen(value: Any) -> Any:
    """A hashable, order-stable rendering of the values found in pending frames and ctx."""
    if isinstance(value, dict):
        return tuple(sorted((str(k), _frozen(v)) for k, v in value.items()))
    if isinstance(value, (set, frozenset)):
        return tuple(sorted((_frozen(v) for v in value), key=repr))
    if isinstance(value, (list, tuple)):
        if hasattr(value, "_fields") and hasattr(value, "uid"):
            return _tile(value)
        return tuple(_frozen(v) for v in value)
    return value


def _player(p) -> tuple:
    return (
        p.name,
        p.colour,
        p.site,
        p.rations,
        tuple(sorted(p.pathways)),
        p.tb_reserve,
        p.tb_bottom,
        tuple((b, tuple(v)) for b, v in sorted(p.table.items())),
        p.vp,
        tuple(_tile(t) for t in p.blue),
        tuple(sorted(p.revealed)),
        tuple((lvl, _tile(t)) for lvl, t in sorted(p.ivory.items())),
        tuple(p.relics),
        tuple(sorted(p.seen)),
    )


def fingerprint(state) -> tuple:
    """Every field of a State as one comparable tuple: two states with equal fingerprints are
    the same position, hidden parts and turn bookkeeping included."""
    return (
        ("board", state.board.name, len(state.board.sites), len(state.board.trails)),
        ("setup", state.setup, state.seed),
        ("players", tuple(_player(p) for p in state.players)),
        ("ruins", tuple(state.ruins)),
        ("stacks", tuple(tuple(_tile(t) for t in st) for st in state.stacks)),
        ("full", _frozen(state.full)),
        ("relics", tuple(state.relics)),
        ("tokens", tuple(state.tokens)),
        ("camp", state.camp),
        ("turn", state.current, state.phase, state.turn),
        ("pending", _frozen(state.pending)),
        ("flags", _frozen(dataclasses.astuple(state.flags))),
        ("stage", state.stage, _frozen(state.queue), state.triggered_by),
        ("discards", tuple(_tile(t) for t in state.discards)),
        ("unused", tuple(_tile(t) for t in state.unused)),
        ("masked_for", state.masked_for, state.announced),
    )
