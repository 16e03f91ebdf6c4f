"""Starting and resuming games (shared by the start screen, the saved-games list, the setup screen
and the command line).

Every unfinished game played in the window lives in its own slot (``gamestore``): starting a new
game or loading a save file opens a new slot and never touches another game's.
"""
from __future__ import annotations

from pathlib import Path

from ..gamestore import GameWriter, Slot, new_slot, read_journal
from ..layout import LayoutError, load_layout
from ..match import Match
from ..rules import NotationError, from_text
from ..saves import GameRecord, SaveError, layout_ref, replay, resolve_layout
from . import storage


def new_match(board, layout_path, players: list[dict], setup: str, seed: int) -> Match:
    return Match(board, GameRecord(layout_ref(layout_path), players, setup, seed, []))


def _board_for(board, layout_path, record: GameRecord, path) -> object:
    """The board a save's record needs: the one already loaded when it is that layout."""
    where = resolve_layout(record.layout, Path(path).resolve().parent)
    if board is not None and layout_ref(where) == layout_ref(layout_path):
        return board
    try:
        return load_layout(where)
    except LayoutError as e:
        raise SaveError(f"{path}: layout {record.layout!r}: {e.problems[0]}") from None


def resume(board, layout_path, path) -> Match:
    """A Match from a save file (SaveError with one line when it cannot be used).

    The save names its layout; the board already loaded is reused when it is that one."""
    record = storage.read_save(path)          # reads the save's own layout to parse the actions
    board = _board_for(board, layout_path, record, path)
    replay(board, record, str(path))          # checks every action before the window uses it
    return Match(board, record)


def resume_slot(board, layout_path, slot: Slot) -> tuple[Match, str]:
    """An unfinished game from its slot: the save file brought up to date by its journal.

    Returns the Match and a note ('' when all was read cleanly). SaveError when neither the
    journal nor the save file gives a playable game."""
    storage.flush()                            # this process's own writes first
    record = storage.read_save(slot.json_path)
    board = _board_for(board, layout_path, record, slot.json_path)
    texts, note = read_journal(slot)
    if texts is not None:
        try:
            actions = [from_text(board, t) for t in texts]
            longer = GameRecord(record.layout, record.players, record.setup, record.seed, actions, record.version)
            replay(board, longer, str(slot.journal_path))
            if len(actions) >= len(record.actions) or not note:
                return Match(board, longer), note
        except (NotationError, SaveError) as e:
            note = f"{slot.journal_path.name}: {e}; the save file was used instead"
    replay(board, record, str(slot.json_path))
    return Match(board, record), note


def start_game(app, match: Match, slot: Slot | None = None):
    """Show ``match`` on the table. An unfinished game is kept in ``slot`` (a new one when None)
    from now on; a finished one (a save loaded to look at) is not written anywhere."""
    from .scene_game import GameScene
    writer = None
    if not match.state.over:
        writer = GameWriter(slot or new_slot(), match.board)
        writer.begin(match.record)
    elif slot is not None:
        # a game whose last action was kept but whose slot a kill left behind: it is shown to its
        # end (the scores) and, being finished, leaves the list like any finished game
        storage.delete_slot(slot)
    scene = GameScene(app, match, writer)
    if writer is not None and writer.error:
        scene.status = writer.error
    app.switch(scene)
    return scene


__all__ = ["Path", "SaveError", "new_match", "resume", "resume_slot", "start_game"]
