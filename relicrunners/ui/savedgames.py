"""The unfinished games on disk, as the start screen and the Saved games list show them.

``read_slots`` reads every slot once: a slot that cannot be read is set aside (renamed, never
deleted) with a one-line notice, so a damaged file never stops the game from starting. No pygame.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..io.safeio import clean_text
from ..play.match import Match
from ..text import SETUP_TEXT
from . import storage
from .launch import LayoutUnavailable, SaveError, resume_slot

MAX_READ = 200  # at most this many games are read for the list (newest first)


@dataclass
class SavedGame:
    """An unfinished game as the list shows it (its Match is kept: resuming needs no second read)."""

    slot: storage.Slot
    match: Match
    note: str

    @property
    def players(self) -> str:
        kinds = self.match.kinds
        return ", ".join(
            f"{clean_text(p.name)}" + ("" if k == "human" else f" (bot: {k})")
            for p, k in zip(self.match.state.players, kinds)
        )

    @property
    def summary(self) -> str:
        s = self.match.state
        setup = SETUP_TEXT.get(self.match.record.setup, (self.match.record.setup,))[0]
        if s.over:
            return f"{setup} setup · finished after turn {s.turn}: see the final scores · {when(self.slot.mtime())}"
        who = clean_text(s.players[s.current].name)
        return f"{setup} setup · turn {s.turn}, {who} to play · {when(self.slot.mtime())}"


def when(stamp: float, now: float | None = None) -> str:
    """A short, friendly time: 'today 14:05', 'yesterday 09:12', '3 Nov 2026 14:05'."""
    now = time.time() if now is None else now
    day, today = time.localtime(stamp), time.localtime(now)
    clock = time.strftime("%H:%M", day)
    if day[:3] == today[:3]:
        return f"today {clock}"
    if day[:3] == time.localtime(now - 86400)[:3]:
        return f"yesterday {clock}"
    return f"{day.tm_mday} {time.strftime('%b %Y', day)} {clock}"


def read_slots(app, limit: int = MAX_READ) -> tuple[list[SavedGame], list[str]]:
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
            notices.append(f"A saved game needs its own board: {e}")
            continue
        except SaveError as e:
            aside = storage.set_aside(slot)
            why = str(e).split(": ", 1)[-1] if str(e).startswith(str(slot.folder)) else str(e)
            notices.append(f"A saved game could not be read ({why}); it was kept aside as {aside.name}")
            continue
        if note:
            notices.append(f"Saved game {slot.id}: {note}")
        games.append(SavedGame(slot, match, note))
    return games, [clean_text(n) for n in notices]
