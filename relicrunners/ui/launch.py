"""Starting and resuming games (shared by the start screen, the setup screen and the command line)."""
from __future__ import annotations

from pathlib import Path

from ..match import Match
from ..layout import LayoutError, load_layout
from ..saves import GameRecord, SaveError, layout_ref, replay, resolve_layout
from . import storage


def new_match(board, layout_path, players: list[dict], setup: str, seed: int) -> Match:
    return Match(board, GameRecord(layout_ref(layout_path), players, setup, seed, []))


def resume(board, layout_path, path) -> Match:
    """A Match from a save file (SaveError with one line when it cannot be used).

    The save names its layout; the board already loaded is reused when it is that one."""
    record = storage.read_save(path)          # reads the save's own layout to parse the actions
    where = resolve_layout(record.layout, Path(path).resolve().parent)
    if board is None or layout_ref(where) != layout_ref(layout_path):
        try:
            board = load_layout(where)
        except LayoutError as e:
            raise SaveError(f"{path}: layout {record.layout!r}: {e.problems[0]}") from None
    replay(board, record, str(path))          # checks every action before the window uses it
    return Match(board, record)


def start_game(app, match: Match):
    from .scene_game import GameScene
    storage.write_autosave(match.record, match.board)
    scene = GameScene(app, match)
    app.switch(scene)
    return scene


__all__ = ["Path", "SaveError", "new_match", "resume", "start_game"]
