"""What went wrong with a file, in the player's words.

``relicrunners.io`` refuses files with one line in English (the command line's words, and the
logs') and tags each refusal with a short ``reason`` (and the system's ``errno`` when it gave
one). The window never shows those English lines: it says the reason with the sentences here,
so a Dutch or Polish player meets no English word when a save, the settings or the autosave
has a problem. The system's own error texts (``strerror``) are never shown either: they are in
the language of the machine, not of the game.
"""

from __future__ import annotations

import errno as errnos
from typing import Any

from . import N_, _

# A save file that cannot be used, by ``SaveError.reason`` / ``RefusedFile.reason``.
SAVE_REASON = {
    "not_a_save": N_("it is not a Relic Runners save"),
    "too_new": N_("it was saved by a newer version of Relic Runners"),
    "damaged": N_("it is damaged"),
    "not_json": N_("it is damaged (not readable as a save)"),
    "cut_short": N_("it ends in the middle: the file was cut short"),
    "empty": N_("the file is empty"),
    "illegal_action": N_("a move in it is not possible in that game"),
    "missing": N_("the file is not there any more"),
    "folder": N_("it is a folder, not a file"),
    "special": N_("it is not an ordinary file"),
    "too_large": N_("the file is far too large for a save"),
    "unreadable": N_("the file cannot be read"),
    "layout": N_("the board it was played on cannot be opened"),
}

# What the system said, by error number: for reading and writing files.
SYSTEM_REASON = {
    errnos.ENOSPC: N_("the disk is full"),
    errnos.EDQUOT: N_("the disk is full"),
    errnos.EACCES: N_("there is no permission to use the file"),
    errnos.EPERM: N_("there is no permission to use the file"),
    errnos.EROFS: N_("the disk can only be read, not written"),
    errnos.ENOENT: N_("the folder or file is not there"),
    errnos.EIO: N_("the disk could not be read or written"),
    errnos.ENAMETOOLONG: N_("the file name is too long"),
    errnos.EISDIR: N_("there is a folder where the file should be"),
    errnos.ENOTDIR: N_("there is a file where a folder should be"),
}


def system_reason(number: int | None) -> str:
    """What the system refused, for its error number (a general sentence for any other)."""
    if number in SYSTEM_REASON:
        return _(SYSTEM_REASON[number])
    if number is None:
        return _("the system refused it")
    return _("the system refused it (error {number})").format(number=number)


def save_reason(e: Any) -> str:
    """Why a save cannot be used (a ``SaveError``, ``LayoutUnavailable`` or ``RefusedFile``)."""
    reason = getattr(e, "reason", "damaged")
    number = getattr(e, "errno", None)
    if reason == "unreadable" and number is not None:
        return system_reason(number)
    return _(SAVE_REASON.get(reason, SAVE_REASON["damaged"]))


def autosave_failed(number: int | None) -> str:
    """The status line when the game could not be written to disk while it is played."""
    return _("The game could not be saved: {reason}. Play goes on; it is saved again at the next move").format(
        reason=system_reason(number)
    )


def save_failed(number: int | None) -> str:
    """The status line when Ctrl+S could not write its copy."""
    return _("Could not save a copy: {reason}").format(reason=system_reason(number))


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


def history_failed(code: str) -> str:
    """The status line when a finished game could not be added to the history (``io.history``)."""
    return _(HISTORY_PROBLEM.get(code, HISTORY_PROBLEM["unwritable"]))


def settings_notice(notice: Any, file: str = "settings.json") -> str:
    """The settings file's notice (``io.settings.Notice``) in the player's words ('' for none)."""
    if not notice:
        return ""
    if getattr(notice, "reason", "damaged") == "fields":
        return _("Some settings in {file} could not be read; those are back to normal").format(file=file)
    return _("The settings file {file} could not be read; the usual settings are used").format(file=file)
