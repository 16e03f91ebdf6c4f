"""The tutorial's game on the table: started, or found again and resumed, as an ordinary game.

The game is a normal unfinished game in its own slot (the table's ``GameWriter`` autosaves it);
``relicrunners.tutorial.marker`` remembers which slot it is. ``find`` looks for it (the marker read
as an untrusted file, the slot read like any saved game, and the game checked to be the script's
deal and seats); ``open_game`` shows it on a table with the lesson bot and the lessons' gate.
Nothing here is drawn: ``scenes/tutorial.py`` wraps the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...bots import bot_seed
from ...io.gamestore import Slot, games_dir
from ...play.match import Match
from ...play.seat import Seat, SeatKind
from ...rules import Action
from ...text import _, problems
from ...text.said import Said
from ...tutorial import LessonBot, Place, Script, Tutor, marker
from ..games import storage
from ..games.launch import LayoutUnavailable, SaveError, new_match, resume_slot, start_game
from ..options import BOT_NAMES

if TYPE_CHECKING:  # for the type checker only
    from ..app import App


@dataclass
class Found:
    """The tutorial game in progress: its slot, the game and where the lessons stand in it."""

    slot: Slot
    match: Match
    place: Place


def players(script: Script) -> list[Seat]:
    """The seats of the script with names: the setup screen's first name, and the first of the
    command line's bot names."""
    out: list[Seat] = []
    for colour, kind in script.seats:
        name = _("Player") if kind == SeatKind.HUMAN else BOT_NAMES[0]  # log lines read "Player moves…"
        out.append(Seat(name, colour, kind))
    return out


def name_seats(game: Any) -> None:
    """The tutorial's own seat is called "Player" in the language of the moment: worded when the
    tutorial started (or in the language it was played in before), it is renamed when the language
    changes — on the panels, the top bar, the prompt and in the log."""
    name = _("Player")
    for seat in game.match.humans():
        if game.state.players[seat].name != name:
            game.session.rename(seat, name)


def is_tutorial(match: Match, script: Script) -> bool:
    """``match`` is a game of the script: its deal, setup and seats (colours and kinds)."""
    r = match.record
    seats = [(p.colour, p.kind) for p in r.players]
    return r.seed == script.seed and r.setup == script.setup and seats == list(script.seats)


def find(tutor: Tutor) -> Found | None:
    """The unfinished tutorial game the marker names, when it is there and really the tutorial's."""
    slot_id = marker.read()
    if slot_id is None:
        return None
    slot = Slot(games_dir(), slot_id)
    if not slot.exists():
        return None
    script = tutor.script
    try:
        match, _note = resume_slot(script.board, str(script.layout), slot)
    except (SaveError, LayoutUnavailable):
        return None  # not readable: it stays as it is (Saved games deals with it)
    if not is_tutorial(match, script) or match.state.over:
        return None
    return Found(slot, match, tutor.place(match))


def discard(found: Found) -> bool:
    """Start over: the tutorial's own game goes (only that slot), and the marker with it. False
    (nothing changed) when another window has that game open."""
    if not storage.delete_slot(found.slot):
        return False
    marker.clear()
    return True


def open_game(
    app: App, tutor: Tutor, found: Found | None, gate: Callable[[Action], str | None]
) -> Any:  # the game scene (``Navigator.to_game``)
    """Show the tutorial game (``found``, else a new one) on a table: the game scene, with the lesson
    bot in the bot's seat and ``gate`` asked about every human action. GameInUse when another
    window has that game open."""
    script = tutor.script
    if found is None:
        match = new_match(script.board, str(script.layout), players(script), script.setup, script.seed)
        game = start_game(app, match)
    else:
        game = start_game(app, found.match, found.slot)
    writer = game.session.writer
    if writer is not None:
        try:
            marker.write(writer.slot.id)
        except OSError as e:
            game.session.status = Said(problems.lessons_not_remembered, (e.errno,))
    # the bot answers alike in the same position, so a resumed game meets the lessons as written
    game.session.bots = {script.bot: LessonBot(bot_seed(script.seed, script.bot))}
    game.session.runner.reset()  # an answer already asked of the ordinary bot is dropped
    game.session.gate = gate
    game.room_first = True  # the lesson's card stands under the panels: as much room as can be
    return game
