"""Save files (docs/notation.md, "Save files"): written by ``save_game``, read and checked by
``open_game`` / ``load_game``, and the layout file a save names found by ``resolve_layout``.

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

The format itself (the JSON form of a ``play.gamerecord.GameRecord`` and its checks) is in
``saverecord``; ``replay`` and ``fingerprint`` are in ``replays``. Both are re-exported here.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from ..datafiles import BOARD_LAYOUTS
from ..play.gamerecord import FORMAT_VERSION, GameRecord
from ..rules import Board
from .atomic import write_atomic
from .layout import LayoutError, load_layout
from .replays import fingerprint, replay
from .safeio import MAX_SAVE_BYTES, RefusedFile, UnsafeInput, load_json, read_limited
from .saverecord import (
    FORMAT,
    LayoutUnavailable,
    SaveError,
    parse_actions,
    read_record,
    record_from_json,
    record_to_json,
    short_json,
)

__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "LayoutUnavailable",
    "LAYOUTS_DIR",
    "LAYOUTS_PREFIX",
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

LAYOUTS_DIR = BOARD_LAYOUTS  # the boards that come with the game, wherever it is installed
LAYOUTS_PREFIX = "board_layouts"  # how a save names that folder (the repository's folder name)


# -- layout paths -------------------------------------------------------------------------
def layout_ref(path: str | os.PathLike[str]) -> str:
    """How a layout path is written into a save: a board that comes with the game as
    ``board_layouts/<file>`` (so saves move between checkouts, installs and machines), any
    other file as given."""
    p = Path(path)
    try:
        inside = p.resolve().is_relative_to(LAYOUTS_DIR.resolve())
        return (LAYOUTS_PREFIX / p.resolve().relative_to(LAYOUTS_DIR.resolve())).as_posix() if inside else str(path)
    except (OSError, ValueError, RuntimeError):
        return str(path)


def _packaged(ref: Path) -> Path | None:
    """The packaged board a relative reference ``board_layouts/...`` names, else None."""
    parts = ref.parts
    return LAYOUTS_DIR.joinpath(*parts[1:]) if len(parts) > 1 and parts[0] == LAYOUTS_PREFIX else None


def _inside(path: Path, folder: Path) -> bool:
    try:
        return path.resolve().is_relative_to(folder.resolve())
    except (OSError, ValueError, RuntimeError):
        return False


def _same_file(a: Path, b: str | os.PathLike[str]) -> bool:
    try:
        return a.resolve() == Path(b).resolve() or os.path.samefile(a, b)
    except (OSError, ValueError, RuntimeError):
        return False


def resolve_layout(
    ref: str,
    base: str | os.PathLike[str] | None = None,
    *,
    save: str | os.PathLike[str] | None = None,
    given: str | os.PathLike[str] | None = None,
) -> Path:
    """The file a layout reference names: absolute as is; relative ones are tried against
    ``base`` (a folder, e.g. the save's), the boards that come with the game (for
    ``board_layouts/...``), then the working folder.

    With ``save`` (the save file the reference comes from) the reference is not trusted:
    ``base`` defaults to the save's folder, and the file must lie inside the layouts folder
    (``LAYOUTS_DIR``) or the save's folder (symbolic links and ``..`` are followed first), or
    be the file ``given`` (a layout the player named, e.g. with ``--layout``); otherwise
    SaveError ``"<save>: layout '<ref>' lies outside the layouts folder and the save's folder;
    give it with --layout"``."""
    p = Path(ref)
    if save is not None and base is None:
        base = Path(save).resolve().parent
    packaged = None if p.is_absolute() else _packaged(p)
    if p.is_absolute():
        candidates = [p]
    else:
        candidates = ([Path(base) / p] if base is not None else []) + ([packaged] if packaged else [])
        candidates.append(Path.cwd() / p)
    if save is None:  # missing everywhere: the path load_layout names in its message
        return next((c for c in candidates if c.is_file()), packaged or candidates[0])

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
        f"{save}: layout {short_json(ref, 300)!r} lies outside the layouts folder and the "
        "save's folder; give it with --layout",
        ref,
    )


# -- files --------------------------------------------------------------------------------
def save_game(path: str | os.PathLike[str], record: GameRecord, board: Board) -> None:
    """Write ``record`` as JSON, atomically (``atomic.write_atomic``); parent folders are created."""
    text = json.dumps(record_to_json(record, board), indent=1, ensure_ascii=False) + "\n"
    write_atomic(path, text.encode("utf-8"))


def open_game(
    path: str | os.PathLike[str], board: Board | None = None, *, given_layout: str | os.PathLike[str] | None = None
) -> tuple[GameRecord, Board]:
    """Read and check a save file: ``(record, board)``.

    ``board`` parses the actions; when None, the layout the save names is loaded, if it lies in
    the layouts folder or the save's folder or is ``given_layout`` (see ``resolve_layout``).
    A missing, broken or refused layout is a SaveError too."""
    name = str(path)
    try:
        raw = read_limited(path, MAX_SAVE_BYTES, "save file")
    except RefusedFile as e:
        raise SaveError(f"{name}: {e}", e.reason, e.errno) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{name}: not a Relic Runners save (not UTF-8 text)", "not_utf8") from None
    if not text.strip():
        raise SaveError(f"{name}: file is empty", "empty")
    try:
        data = load_json(text)
    except UnsafeInput as e:
        raise SaveError(f"{name}: {e}") from None
    except json.JSONDecodeError as e:
        if e.pos >= len(text.rstrip()) or e.msg.startswith("Unterminated string"):
            raise SaveError(f"{name}: file is cut short (JSON ends at line {e.lineno})", "cut_short") from None
        raise SaveError(f"{name}: not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})", "not_json") from None
    except (RecursionError, ValueError) as e:  # defensive: load_json checks depth and numbers
        raise SaveError(f"{name}: not valid JSON ({type(e).__name__})", "not_json") from None
    record, texts = read_record(data, name)
    if board is None:
        where = resolve_layout(record.layout, save=path, given=given_layout)
        try:
            board = load_layout(where)
        except LayoutError as e:
            first = e.problems[0] if e.problems else "cannot be loaded"
            raise LayoutUnavailable(
                f"{name}: layout {short_json(record.layout, 300)!r}: {first}", record.layout
            ) from None
    record.actions = parse_actions(board, texts, name)
    return record, board


def load_game(
    path: str | os.PathLike[str], board: Board | None = None, *, given_layout: str | os.PathLike[str] | None = None
) -> GameRecord:
    """Read and check a save file (``open_game`` without the board)."""
    return open_game(path, board, given_layout=given_layout)[0]
