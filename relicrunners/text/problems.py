"""What went wrong with a file, in the player's words.

``relicrunners.io`` refuses files with one line in English (the command line's words, and the
logs') and tags each refusal with a short ``reason`` (with named ``values`` where it has some, and
the system's ``errno`` when it gave one). The window never shows those English lines: it says the
reason with the whole sentences here, so a Dutch or Polish player meets no English word when a
save, the settings or the autosave has a problem. The system's own error texts (``strerror``) are
never shown either: they are in the language of the machine, not of the game; an error number we
have no sentence for is said as a number. File names and folders may appear, as they are.

Every message is made of whole sentences, each translated on its own (``sentences``): what went
wrong, why, and what happens next.
"""

from __future__ import annotations

import errno as errnos
from typing import Any

from . import N_, _

# -- a save that cannot be used, by ``SaveError.reason`` / ``RefusedFile.reason`` ---------------------
DAMAGED = "damaged"  # the SAVE_PROBLEM line for a reason without its own

SAVE_PROBLEM = {
    "not_a_save": N_("This file is not a Relic Runners save."),
    "not_utf8": N_("This file is not a Relic Runners save: it holds no text."),
    "too_new": N_("The save was made by a newer version of Relic Runners: update the game to open it."),
    "damaged": N_("The save is damaged."),
    "bad_field": N_("The save is damaged: something in it is not possible in a game."),
    "not_json": N_("The save is damaged: its contents are garbled."),
    "cut_short": N_("The save is damaged: it ends in the middle."),
    "empty": N_("The save file is empty."),
    "missing": N_("The save file is not there any more."),
    "folder": N_("There is a folder where the save file should be."),
    "special": N_("This is not an ordinary file, so it is not read as a save."),
    "too_large": N_("The file is far too large to be a save."),
    "layout": N_("The board the game was played on cannot be opened."),
}
ILLEGAL_MOVE = N_("The save is damaged: move {number} in it is not possible in that game.")

# -- the system refused to read a file, by error number -------------------------------------------
READ_PROBLEM = {
    errnos.EACCES: N_("There is no permission to read the file."),
    errnos.EPERM: N_("There is no permission to read the file."),
    errnos.ENOENT: N_("The file is not there any more."),
    errnos.EIO: N_("The disk could not be read."),
    errnos.ENAMETOOLONG: N_("The file name is too long."),
    errnos.EISDIR: N_("There is a folder where the file should be."),
    errnos.ENOTDIR: N_("There is a file where a folder should be."),
}

# -- the system refused to write a file, by error number ------------------------------------------
WRITE_PROBLEM = {
    errnos.ENOSPC: N_("The disk is full."),
    errnos.EDQUOT: N_("The disk is full."),
    errnos.EROFS: N_("The disk can only be read, not written."),
    errnos.ENOENT: N_("The folder to write in is not there."),
    errnos.EIO: N_("The disk could not be written."),
    errnos.ENAMETOOLONG: N_("The file name is too long."),
    errnos.EISDIR: N_("There is a folder where the file should be."),
    errnos.ENOTDIR: N_("There is a file where a folder should be."),
}
NO_PERMISSION = (errnos.EACCES, errnos.EPERM)


def sentences(*parts: str) -> str:
    """Whole sentences, each translated on its own, as one line ('' parts left out)."""
    return " ".join(p for p in parts if p)


def read_problem(number: int | None) -> str:
    """Why the system would not read a file, for its error number (a number we have no sentence
    for is said as a number, never with the system's own English words)."""
    if number in READ_PROBLEM:
        return _(READ_PROBLEM[number])
    if number is None:
        return _("The system refused to read the file.")
    return _("The system refused to read the file (error {number}).").format(number=number)


def write_problem(number: int | None, folder: str = "") -> str:
    """Why the system would not write a file, for its error number; ``folder`` names where it
    was to be written (said when there is no permission to write there)."""
    if number in NO_PERMISSION:
        if folder:
            return _("There is no permission to write in {folder}.").format(folder=folder)
        return _("There is no permission to write the file.")
    if number in WRITE_PROBLEM:
        return _(WRITE_PROBLEM[number])
    if number is None:
        return _("The system refused to write the file.")
    return _("The system refused to write the file (error {number}).").format(number=number)


def save_problem(e: Any) -> str:
    """Why a save cannot be used (a ``SaveError``, ``LayoutUnavailable`` or ``RefusedFile``), as
    one or two whole sentences."""
    reason = getattr(e, "reason", "damaged")
    if reason == "unreadable":
        return read_problem(getattr(e, "errno", None))
    if reason == "illegal_action":
        number = getattr(e, "values", {}).get("number")
        if isinstance(number, int):
            return _(ILLEGAL_MOVE).format(number=number)
    message = SAVE_PROBLEM[reason] if reason in SAVE_PROBLEM else SAVE_PROBLEM[DAMAGED]
    return _(message)


def set_aside(e: Any, name: str) -> str:
    """A saved game that could not be read and was renamed ``name`` (never deleted)."""
    return sentences(save_problem(e), _("The file was kept aside as {name}.").format(name=name))


def cannot_open(file: str, e: Any) -> str:
    """A save file given on the command line of the window (``--load``) that cannot be used."""
    return sentences(_("{file} cannot be opened.").format(file=file), save_problem(e))


def records_disagreed(moves: int) -> str:
    """An unfinished game whose journal, read cleanly, held fewer moves than its save file: the
    longer record is played on (``launch.resume_slot``)."""
    return _(
        "This game's two records on disk disagreed: the longer one was kept, and play goes on from move {n}"
    ).format(n=moves)


def record_damaged(moves: int) -> str:
    """An unfinished game whose record on disk was partly damaged: it goes on from the last move
    that could be read (``launch.resume_slot``; the English detail of ``read_journal`` is for the logs)."""
    return _("The end of its record was damaged: it goes on from move {n}").format(n=moves)


def open_elsewhere(deleting: bool = False) -> str:
    """A game that another window has open (``gamestore.GameInUse``): it is not opened (or, when
    ``deleting``, not deleted) here."""
    return sentences(
        _("This game is open in another window."),
        _("Close it there to delete it here.") if deleting else _("Close it there to play it here."),
    )


def autosave_failed(number: int | None, folder: str = "") -> str:
    """The status line when the game could not be written to disk (in ``folder``) while it is played."""
    return sentences(
        _("The game could not be saved."),
        write_problem(number, folder),
        _("Play goes on; it is saved again at the next move."),
    )


def save_failed(number: int | None, folder: str = "") -> str:
    """The status line when Ctrl+S could not write its copy (in ``folder``)."""
    return sentences(_("Could not save a copy."), write_problem(number, folder))


def lessons_not_remembered(number: int | None) -> str:
    """The status line when the tutorial could not note which game is its own."""
    return sentences(_("Your place in the lessons could not be remembered."), write_problem(number))


def screenshot_failed(path: str, number: int | None) -> str:
    """``--screenshot PATH`` could not write its picture (``number``: None when the system gave none)."""
    return sentences(_("Cannot write {path}.").format(path=path), write_problem(number))


# -- the settings file ------------------------------------------------------------------------------
def settings_notice(notice: Any, file: str = "settings.json") -> str:
    """The settings file's notice (``io.settings.Notice``) in the player's words ('' for none)."""
    if not notice:
        return ""
    reason = getattr(notice, "reason", "damaged")
    if reason == "fields":
        return _("Some settings in {file} could not be read; those are back to normal").format(file=file)
    why = ""
    if reason == "unreadable":
        why = read_problem(getattr(notice, "errno", None))
    elif reason == "folder":
        why = _("There is a folder where the file should be.")
    elif reason == "too_large":
        why = _("The file is far too large to hold settings.")
    elif reason == "special":
        why = _("It is not an ordinary file.")
    return sentences(
        _("The settings file {file} could not be read; the usual settings are used.").format(file=file), why
    )


# -- the history of games (``io.history.Problem.code``) ---------------------------------------------
UNWRITABLE = "unwritable"  # the HISTORY_PROBLEM line for a code without its own

HISTORY_PROBLEM = {
    "damaged": N_("The history of games is damaged and was left as it is: this game is not in it"),
    "newer": N_("The history of games comes from a newer version: this game is not added to it"),
    "locked": N_("The history of games is in use by another window: this game is not in it"),
    "unwritable": N_("The history of games cannot be written: this game is not in it"),
}


def history_unreadable(code: str) -> str:
    """The statistics screen when the history cannot be read."""
    if code == "newer":
        return _("The history of games comes from a newer version of Relic Runners and cannot be shown")
    if code == "locked":
        return _("The history of games is in use by another window: try again in a moment")
    return _("The history of games cannot be read; it was left as it is")


def history_waiting() -> str:
    """The status line while a finished game waits for a history another window holds."""
    return _("The history of games is in use by another window: this game is added to it as soon as it is free")


def history_failed(code: str) -> str:
    """The status line when a finished game could not be added to the history (``io.history``)."""
    message = HISTORY_PROBLEM[code] if code in HISTORY_PROBLEM else HISTORY_PROBLEM[UNWRITABLE]
    return _(message)
