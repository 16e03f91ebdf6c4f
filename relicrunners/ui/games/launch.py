"""Starting and resuming games (shared by the start screen, the saved-games list, the setup screen
and the command line).

Every unfinished game played in the window lives in its own slot (``gamestore``): starting a new
game or loading a save file opens a new slot and never touches another game's. A slot is written
by one window at a time: the one holding its lock (``start_game``).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from ...io.gamestore import GameInUse, GameWriter, Slot, new_slot, read_journal
from ...io.recorded import open_recorded
from ...io.saves import LayoutUnavailable, SaveError, layout_ref, open_game, replay
from ...play.gamerecord import GameRecord
from ...play.match import Match
from ...play.replayer import Replayer
from ...play.seat import Seat
from ...rules import Board, NotationError, from_text
from ...text import problems
from ...text.said import Said
from . import storage

if TYPE_CHECKING:  # for the type checker only (no import of the window at run time)
    from ..app import App

LayoutPath = str | os.PathLike[str] | None  # the layout file the window was given (None: none)


def new_match(board: Board, layout_path: str | os.PathLike[str], players: list[Seat], setup: str, seed: int) -> Match:
    return Match(board, GameRecord(layout_ref(layout_path), list(players), setup, seed, []))


def resume(board: Board | None, layout_path: LayoutPath, path: str | os.PathLike[str]) -> Match:
    """A Match from a save file (SaveError with one line when it cannot be used).

    The save's layout is read only from the layouts folder, the save's own folder, or when it is
    the layout the window was given (``layout_path``): a save cannot make the game open any file."""
    record, board = open_game(path, given_layout=layout_path)
    replay(board, record, str(path))  # checks every action before the window uses it
    return Match(board, record)


def resume_slot(board: Board | None, layout_path: LayoutPath, slot: Slot) -> tuple[Match, Said | None]:
    """An unfinished game from its slot: of its journal and its save file, the longer record that
    replays (the journal when both are as long: it is the newer). A journal that is cut short or
    damaged, or shorter than the save file, never loses the save file's moves.

    Returns the Match and a note for the player, worded when shown (None when both were read
    cleanly and agreed). SaveError when neither gives a playable game."""
    storage.flush()  # this process's own writes first
    record, board = open_game(slot.json_path, given_layout=layout_path)
    texts, note = read_journal(slot)
    journal: GameRecord | None = None
    if texts is not None:
        try:
            actions = [from_text(board, t) for t in texts]
            journal = GameRecord(record.layout, record.players, record.setup, record.seed, actions, record.version)
            replay(board, journal, str(slot.journal_path))
        except (NotationError, SaveError):
            journal, note = None, "the journal"  # unusable: the save file is used
    if journal is not None and len(journal.actions) >= len(record.actions):
        match = Match(board, journal)
        return match, _resumed_note(match) if note else None
    try:
        replay(board, record, str(slot.json_path))
    except SaveError:
        if journal is None:
            raise
        match = Match(board, journal)  # the save file's moves are not possible: the journal's game
        return match, _resumed_note(match)
    match = Match(board, record)
    if note:
        return match, _resumed_note(match)
    # a journal read cleanly but shorter than the save file (cut, or an undo a kill cut short)
    return match, Said(problems.records_disagreed, (len(match.actions),)) if journal is not None else None


def replay_file(layout_path: LayoutPath, path: str | os.PathLike[str], step: int | None = None) -> Replayer:
    """A save file (any ``.json`` save, finished or not) in the replay viewer's hands, at ``step``
    (None: its end). SaveError with one line when it cannot be used, as for ``resume``."""
    record, board = open_game(path, given_layout=layout_path)
    return Replayer(board, record, step=step)


def replay_recorded(app: App, game_id: int) -> Replayer:
    """A game of the history (``io.recorded``) in the replay viewer's hands, at its end."""
    record, board = open_recorded(game_id, getattr(app, "layout_path", None), getattr(app, "board", None))
    return Replayer(board, record)


def _resumed_note(match: Match) -> Said:
    """A game whose record on disk was partly damaged (the English detail of ``read_journal`` is
    for the logs)."""
    return Said(problems.record_damaged, (len(match.actions),))


def start_game(app: App, match: Match, slot: Slot | None = None) -> Any:  # the game scene (``Navigator.to_game``)
    """Show ``match`` on the table. An unfinished game is kept in ``slot`` (a new one when None)
    from now on; a finished one (a save loaded to look at) is not written anywhere.

    One game, one writer: the window first takes the slot's lock, and raises GameInUse (nothing
    changed, no scene) when another window has the game open. Holding it, the window reads the
    slot again (another window may have played on since ``match`` was read) and plays that;
    what the reading found (``resume_slot``'s note) is told on the table (log and status line)."""
    writer: GameWriter | None = None
    note: Said | None = None
    if slot is not None or not match.state.over:
        writer = GameWriter(slot or new_slot(), match.board)
        if not writer.claim():
            raise GameInUse(writer.slot)
        if slot is not None and slot.exists():
            match, note = _as_on_disk(app, slot, match)
        if match.state.over:
            # a game whose last action was kept but whose slot a kill left behind: it is shown to
            # its end (the scores) and, being finished, leaves the list like any finished game
            writer.finish()
            storage.flush()
            writer = None
        else:
            writer.board = match.board
            writer.begin(match.record)
    scene = app.nav.to_game(match, writer)
    if note:
        scene.session.tell(note)
    if writer is not None and writer.error:  # the more pressing line
        scene.session.status = Said(problems.autosave_failed, (writer.error_errno, str(writer.slot.folder)))
    return scene


def _as_on_disk(app: App, slot: Slot, match: Match) -> tuple[Match, Said | None]:
    """The game as its slot holds it now (its lock is ours: nobody else writes it any more), with
    ``resume_slot``'s note: ``match`` itself when it is the same game, or when the slot cannot be
    read again."""
    try:
        fresh, note = resume_slot(match.board, getattr(app, "layout_path", None), slot)
    except SaveError:
        return match, None
    return (match if fresh.actions == match.actions else fresh), note


__all__ = [
    "GameInUse",
    "LayoutUnavailable",
    "SaveError",
    "new_match",
    "replay_file",
    "replay_recorded",
    "resume",
    "resume_slot",
    "start_game",
]
