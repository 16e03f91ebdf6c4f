"""The window's command-line pieces that more than the launcher needs: the bots' levels and seat
names, the exit status of a usage problem, the seats of ``--players``/``--bots``, ``--text-size``
and ``--replay`` (``ui.cli`` parses the command line; ``ui.demo`` and the tutorial use these too).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from typing import TYPE_CHECKING

from ..play.replayer import Replayer
from ..play.seat import BOT_LEVELS, Seat, SeatKind
from ..rules.components import PLAYER_COLOURS
from ..text import _, problems
from . import theme
from .games.launch import SaveError, replay_file

if TYPE_CHECKING:  # for the type checker only
    from .app import App

BOT_NAMES = ("Mira", "Tomas", "Ines", "Kofi", "Zara")
EXIT_USAGE = 2


class UsageError(Exception):
    pass


def seats(players: int | None, bots: str | None, all_bots: bool = False) -> list[Seat]:
    """The players list for a command-line game."""
    n = players or 2
    levels: list[str]
    if bots is None:
        levels = [SeatKind.MEDIUM] * (n if all_bots else n - 1)
    elif bots.strip().isdigit():
        k = int(bots)
        if k > n:
            raise UsageError(_("--bots {k} is more than the {n} players").format(k=k, n=n))
        levels = [SeatKind.MEDIUM] * k
    else:
        levels = [b.strip().lower() for b in bots.split(",") if b.strip()]
        bad = [b for b in levels if b not in BOT_LEVELS]
        if bad:
            raise UsageError(
                _("unknown bot level {level} (choose from {levels})").format(
                    level=repr(bad[0]), levels=", ".join(BOT_LEVELS)
                )
            )
        if len(levels) > n:
            raise UsageError(_("{k} bot levels given for {n} players").format(k=len(levels), n=n))
    if all_bots:
        levels = (levels + [SeatKind.MEDIUM] * n)[:n]
    humans = n - len(levels)
    out: list[Seat] = []
    for i in range(n):
        colour = PLAYER_COLOURS[i]
        if i < humans:
            name = _("Player") if humans == 1 else _("Player {number}").format(number=i + 1)
            out.append(Seat(name, colour, SeatKind.HUMAN))
        else:
            out.append(Seat(BOT_NAMES[i - humans], colour, SeatKind.parse(levels[i - humans])))
    return out


def text_size_for_this_run(args: argparse.Namespace, app: App) -> None:
    """``--text-size``: the text size for this run, over the one in the settings (not saved)."""
    if getattr(args, "text_size", None):
        app.settings = replace(app.settings, text_size=args.text_size)  # the settings screen shows it
        theme.set_text_scale(args.text_size)


def open_replay(layout_path: str, args: argparse.Namespace) -> Replayer | None:
    """``--replay SAVE [--replay-step N]``: the save in the replay viewer's hands, or None after
    one line on stderr saying why it cannot be used."""
    try:
        return replay_file(layout_path, args.replay, args.replay_step)
    except SaveError as e:
        print(problems.cannot_open(args.replay, e), file=sys.stderr)
        return None


def check_options(args: argparse.Namespace) -> None:
    """The review's options that need no game: refused in one line when they cannot go together."""
    if args.review and not args.replay:
        raise UsageError(_("--review only works with --replay SAVE"))
    if args.seat is not None and not args.review:
        raise UsageError(_("--seat only works with --review"))
    if args.strength is not None and not args.review:
        raise UsageError(_("--strength only works with --review"))
