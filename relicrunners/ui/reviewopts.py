"""``run_game.py --replay SAVE --review [--seat K] [--strength quick|deep]``: the replay viewer
with the review of seat K shown (issue #27). With ``--screenshot`` the review is the one kept
beside the save when there is one, else it is made first (every core but one) and kept; the frame
stands at ``--replay-step`` or, without it, at the first mistake or blunder (else the end). In a
window the review runs in the background as the Review button's does.

What cannot be: one line and exit status 2, as for the other options (``UsageError``)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from ..play.replayer import Replayer
from ..play.review import review_game, reviewable_seats
from ..text import _
from .games.reviewjob import Source, find_kept, keep, workers
from .options import UsageError

if TYPE_CHECKING:  # for the type checker only
    from .scenes.replay import ReplayScene


def check_options(args: argparse.Namespace) -> None:
    """The review's options that need no game: refused in one line when they cannot go together."""
    if args.review and not args.replay:
        raise UsageError(_("--review only works with --replay SAVE"))
    if args.seat is not None and not args.review:
        raise UsageError(_("--seat only works with --review"))
    if args.strength is not None and not args.review:
        raise UsageError(_("--strength only works with --review"))


def review_seat(args: argparse.Namespace, replayer: Replayer) -> int:
    """The seat to review in this game (``--seat``, else the only or first human's, else 0)."""
    from .scenes.reviewpanel import default_seat  # the window's modules: only once a game is open

    n = replayer.state.n
    allowed = reviewable_seats(replayer.finished, replayer.match.kinds)
    if args.seat is not None and not 0 <= args.seat < n:
        raise UsageError(
            _("--seat must be a seat of this game, 0 to {last} (counted from 0), got {seat}").format(
                last=n - 1, seat=args.seat
            )
        )
    if not allowed or (args.seat is not None and args.seat not in allowed):
        raise UsageError(_("this game is not over: only the seat of its one human player among bots may be reviewed"))
    if args.seat is not None:
        return int(args.seat)
    return default_seat([str(k) for k in replayer.match.kinds], allowed)


def show_review(scene: ReplayScene, args: argparse.Namespace, seat: int, now: bool) -> None:
    """The review in ``scene``: ``now`` (a screenshot) waits for it here; else it runs in the
    background."""
    strength = args.strength or "quick"
    panel = scene.review
    if not now:
        panel.start(seat, strength)
        return
    r = scene.replayer
    source = Source(path=args.replay)
    review = find_kept(r.board, r.match.record, source, seat, strength)
    if review is None:
        review = review_game(r.board, r.match.record, seat, strength, workers=workers())
        keep(review, source)
    panel.seat, panel.strength, panel.review, panel.shown = seat, strength, review, True
    if args.replay_step is None:
        flagged = review.flagged
        scene.go("to", flagged[0][1].step if flagged else r.last)
