"""The unfinished games on disk, as the start screen and the Saved games list show them.

``read_slots`` reads every slot once: a slot that cannot be read is set aside (renamed, never
deleted) with a one-line notice, so a damaged file never stops the game from starting. No pygame.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...io.safeio import clean_text
from ...play.match import Match
from ...play.seat import SeatKind
from ...text import _, problems, setup_phrase
from ...text.said import Said
from ...text.window import MONTHS, bot_level
from . import storage
from .launch import LayoutUnavailable, SaveError, resume_slot

if TYPE_CHECKING:  # for the type checker only (no import of the window at run time)
    from ..app import App

MAX_READ = 200  # at most this many games are read for the list (newest first)


@dataclass
class SavedGame:
    """An unfinished game as the list shows it (its Match is kept: resuming needs no second read)."""

    slot: storage.Slot
    match: Match
    note: Said | None  # how its record was read back, when there is something to say

    @property
    def players(self) -> str:
        kinds = self.match.kinds
        return ", ".join(
            clean_text(p.name)
            if k == SeatKind.HUMAN
            else _("{name} (bot: {level})").format(name=clean_text(p.name), level=bot_level(k))
            for p, k in zip(self.match.state.players, kinds)
        )

    @property
    def summary(self) -> str:
        s = self.match.state
        setup = setup_phrase(self.match.record.setup)
        if s.over:
            return _("{setup} · finished after turn {turn}: see the final scores · {when}").format(
                setup=setup, turn=s.turn, when=when(self.slot.mtime())
            )
        who = clean_text(s.players[s.current].name)
        return _("{setup} · turn {turn}, {who} to play · {when}").format(
            setup=setup, turn=s.turn, who=who, when=when(self.slot.mtime())
        )


def when(stamp: float, now: float | None = None) -> str:
    """A short, friendly time: 'today 14:05', 'yesterday 09:12', '3 Nov 2026 14:05'."""
    now = time.time() if now is None else now
    day, today = time.localtime(stamp), time.localtime(now)
    clock = time.strftime("%H:%M", day)
    if day[:3] == today[:3]:
        return _("today {clock}").format(clock=clock)
    if day[:3] == time.localtime(now - 86400)[:3]:
        return _("yesterday {clock}").format(clock=clock)
    month = _(MONTHS[day.tm_mon - 1])
    return _("{day} {month} {year} {clock}").format(day=day.tm_mday, month=month, year=day.tm_year, clock=clock)


def read_slots(app: App, limit: int = MAX_READ) -> tuple[list[SavedGame], list[str]]:
    """The unfinished games that can be resumed (most recent first) and one notice per game
    that could not be read (set aside) or was read only in part."""
    storage.flush()
    storage.prepare()
    games: list[SavedGame] = []
    notices: list[str] = []
    for slot in storage.list_slots()[:limit]:
        try:
            match, note = resume_slot(getattr(app, "board", None), getattr(app, "layout_path", None), slot)
        except LayoutUnavailable as e:
            # the game is fine; it needs the board it was played on (kept as it is)
            notices.append(
                _("A saved game needs the board it was played on ({layout}), which cannot be opened here").format(
                    layout=getattr(e, "layout", "") or "?"
                )
            )
            continue
        except SaveError as e:
            if e.reason == "missing" and not slot.exists():
                continue  # another window ended the game since the list was read: nothing to keep
            aside = storage.set_aside(slot)
            notices.append(problems.set_aside(e, aside.name))
            continue
        if note:
            notices.append(_("Saved game {slot}: {problem}").format(slot=slot.id, problem=note))
        games.append(SavedGame(slot, match, note))
    return games, [clean_text(n) for n in notices]
