"""Starting and resuming games (shared by the start screen, the saved-games list, the setup screen
and the command line).

Every unfinished game played in the window lives in its own slot (``gamestore``): starting a new
game or loading a save file opens a new slot and never touches another game's.
"""

from __future__ import annotations

from ..io.gamestore import GameWriter, Slot, new_slot, read_journal
from ..io.saves import GameRecord, LayoutUnavailable, SaveError, layout_ref, open_game, replay
from ..play.match import Match
from ..play.replayer import Replayer
from ..rules import NotationError, from_text
from ..text import _, problems
from . import scenes, storage


def new_match(board, layout_path, players: list[dict], setup: str, seed: int) -> Match:
    return Match(board, GameRecord(layout_ref(layout_path), players, setup, seed, []))


def resume(board, layout_path, path) -> Match:
    """A Match from a save file (SaveError with one line when it cannot be used).

    The save's layout is read only from the layouts folder, the save's own folder, or when it is
    the layout the window was given (``layout_path``): a save cannot make the game open any file."""
    record, board = open_game(path, given_layout=layout_path)
    replay(board, record, str(path))  # checks every action before the window uses it
    return Match(board, record)


def resume_slot(board, layout_path, slot: Slot) -> tuple[Match, str]:
    """An unfinished game from its slot: the save file brought up to date by its journal.

    Returns the Match and a note ('' when all was read cleanly). SaveError when neither the
    journal nor the save file gives a playable game."""
    storage.flush()  # this process's own writes first
    record, board = open_game(slot.json_path, given_layout=layout_path)
    texts, note = read_journal(slot)
    if texts is not None:
        try:
            actions = [from_text(board, t) for t in texts]
            longer = GameRecord(record.layout, record.players, record.setup, record.seed, actions, record.version)
            replay(board, longer, str(slot.journal_path))
            if len(actions) >= len(record.actions) or not note:
                match = Match(board, longer)
                return match, _resumed_note(match) if note else ""
        except (NotationError, SaveError):
            note = "the journal"  # unusable: the save file is used
    replay(board, record, str(slot.json_path))
    match = Match(board, record)
    return match, _resumed_note(match) if note else ""


def replay_file(layout_path, path, step: int | None = None) -> Replayer:
    """A save file (any ``.json`` save, finished or not) in the replay viewer's hands, at ``step``
    (None: its end). SaveError with one line when it cannot be used, as for ``resume``."""
    record, board = open_game(path, given_layout=layout_path)
    return Replayer(board, record, step=step)


def replay_recorded(app, game_id: int) -> Replayer:
    """A game of the history (``io.recorded``) in the replay viewer's hands, at its end."""
    from ..io.recorded import open_recorded

    record, board = open_recorded(game_id, getattr(app, "layout_path", None), getattr(app, "board", None))
    return Replayer(board, record)


def _resumed_note(match: Match) -> str:
    """A game whose record on disk was partly damaged, in the player's words (the English detail
    of ``read_journal`` is for the logs)."""
    return _("The end of its record was damaged: it goes on from move {n}").format(n=len(match.actions))


def start_game(app, match: Match, slot: Slot | None = None):
    """Show ``match`` on the table. An unfinished game is kept in ``slot`` (a new one when None)
    from now on; a finished one (a save loaded to look at) is not written anywhere."""
    writer = None
    if not match.state.over:
        writer = GameWriter(slot or new_slot(), match.board)
        writer.begin(match.record)
    elif slot is not None:
        # a game whose last action was kept but whose slot a kill left behind: it is shown to its
        # end (the scores) and, being finished, leaves the list like any finished game
        storage.delete_slot(slot)
    scene = scenes.to_game(app, match, writer)
    if writer is not None and writer.error:
        scene.status = problems.autosave_failed(writer.error_errno, str(writer.slot.folder))
    return scene


__all__ = [
    "LayoutUnavailable",
    "SaveError",
    "new_match",
    "replay_file",
    "replay_recorded",
    "resume",
    "resume_slot",
    "start_game",
]
