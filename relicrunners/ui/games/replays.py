"""What the Replays list shows: the games of the history and the save files (Ctrl+S copies in the
data folder, ``save-*.json``), newest first, each with its players, setup, result and date. No pygame.

A history that cannot be read or a save file that cannot be used is one notice line, never an
error, and so are the recorded games that do not check out (one line says how many are left out):
nothing here is moved, changed or deleted (the files are the player's).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...io import history
from ...io.historyread import Reader
from ...io.replays import replay
from ...io.safeio import clean_text
from ...io.saves import SaveError, open_game
from ...play.seat import SeatKind
from ...rules.scoring import winners
from ...text import _, ngettext, problems, setup_phrase
from ...text.window import bot_level
from .saved import when
from .storage import data_dir

if TYPE_CHECKING:  # for the type checker only (no import of the window at run time)
    from ..app import App

SAVE_PREFIX = "save-"  # the copies Ctrl+S makes (``storage.save_copy``); settings and the like are not games
MAX_FILES = 40  # save files read for the list at most (newest first)
MAX_GAMES = 400  # recorded games listed at most


@dataclass(frozen=True)
class ReplayItem:
    """One line of the list: ``source`` "history" (``key``: the game's id) or "file" (its path)."""

    source: str
    key: str
    stamp: float  # when it ended or was saved (seconds since the epoch)
    players: str
    summary: str


def _names(seats: list[tuple[str, SeatKind | str]]) -> str:
    """'Ana, Mira (bot: medium)' from (name, kind) pairs."""
    return ", ".join(
        clean_text(n)
        if k == SeatKind.HUMAN
        else _("{name} (bot: {level})").format(name=clean_text(n), level=bot_level(k))
        for n, k in seats
    )


def _won(names: list[str]) -> str:
    if len(names) == 1:
        return _("won by {name}").format(name=names[0])
    return _("shared by {names}").format(names=", ".join(names))


def left_out(n: int) -> str:
    """The line that says how many recorded games do not check out (Replays, Statistics)."""
    return ngettext(
        "{n} recorded game could not be read: it is left out",
        "{n} recorded games could not be read: they are left out",
        n,
    ).format(n=n)


def recorded_items(notices: list[str]) -> list[ReplayItem]:
    try:
        with Reader() as reader:
            rows = reader.page(MAX_GAMES)[0]
            bad = reader.skipped(0)[1] + len(reader.moves_skipped)
    except history.Problem as p:
        if p.code != "missing":
            notices.append(problems.history_unreadable(p.code))
        return []
    if bad:
        notices.append(left_out(bad))
    out = []
    for g in rows:
        if g.status == "finished":
            best = [s for s in g.seats if s.winner]
            result = _won([f"{clean_text(s.name)} ({s.score})" for s in best]) if best else ""
        else:
            result = _("given up in turn {turn}").format(turn=g.turns)
        summary = _("{setup} · {result} · {when}").format(
            setup=setup_phrase(clean_text(g.setup)), result=result, when=when(g.ended)
        )
        out.append(ReplayItem("history", str(g.id), g.ended, _names([(s.name, s.kind) for s in g.seats]), summary))
    return out


def file_items(app: App, notices: list[str]) -> list[ReplayItem]:
    folder = data_dir()
    try:
        found = [
            e
            for e in os.scandir(folder)
            if e.name.startswith(SAVE_PREFIX) and e.name.endswith(".json") and e.is_file(follow_symlinks=False)
        ]
    except OSError:
        return []
    stamps: dict[str, float] = {}
    for e in found:
        try:
            stamps[e.path] = e.stat().st_mtime
        except OSError:
            continue  # removed since the folder was listed (the player tidying it): not a replay now
    found = sorted((e for e in found if e.path in stamps), key=lambda e: stamps[e.path], reverse=True)
    out = []
    for entry in found[:MAX_FILES]:
        try:
            record, board = open_game(entry.path, given_layout=getattr(app, "layout_path", None))
            s = replay(board, record, entry.name)[0]  # every action checked by the rules
        except SaveError as e:
            if e.reason != "missing" or os.path.exists(entry.path):  # one removed meanwhile is not listed
                notices.append(problems.cannot_open(entry.name, e))  # (a missing board still is told)
            continue
        if s.over:
            seats = winners(s)[0]
            result = _won([clean_text(s.players[i].name) for i in seats])
        else:
            result = _("unfinished, turn {turn}").format(turn=s.turn)
        summary = _("{setup} · {result} · {when}").format(
            setup=setup_phrase(record.setup), result=result, when=when(stamps[entry.path])
        )
        names = _names([(p.name, p.kind) for p in record.players])
        out.append(ReplayItem("file", entry.path, stamps[entry.path], names, summary))
    return out


def read_items(app: App) -> tuple[list[ReplayItem], list[str]]:
    """Every game to look back on, newest first, and the notices of what could not be read."""
    notices: list[str] = []
    items = recorded_items(notices) + file_items(app, notices)
    items.sort(key=lambda i: i.stamp, reverse=True)
    return items, notices
