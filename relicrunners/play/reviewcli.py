"""``python -m relicrunners review SAVE --seat K``: one line per mistake or blunder of that seat,
a summary line, and as the last line one JSON object (docs/bots.md, "Reviewing a game").

The review of a strength (quick, deep) is kept beside the save (``<save>.review.json``,
``io.reviewstore``) and read back the next time instead of reviewing again; ``--no-keep`` neither
reads nor writes it, and a review with a time budget (``--budget``) is never kept (it is not
repeatable). The save itself is only read.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..io import settings
from ..io.layout import load_layout
from ..io.reviewstore import ReviewError, load_beside, store_beside
from ..io.safeio import clean_text
from ..io.saves import SaveError, open_game, replay
from ..rules import MAX_SEED
from ..text import language
from .match import Match
from .review import Review, game_key, review_game, reviewable_seats
from .reviewwords import flagged_line, summary_line

PROG = "relicrunners review"


def _problem(text: str) -> int:
    print(clean_text(f"{PROG}: {text}"), file=sys.stderr)
    return 2


def summary_json(review: Review) -> dict[str, Any]:
    """The command's last line: the fields issue #27 names, and a little more."""
    return {
        "seat": review.seat,
        "strength": review.strength,
        "seed": review.seed,
        "result": review.result,
        "decisions": len(review.decisions),
        "win_chance": [round(x, 4) for x in review.win_chance],
        "mistakes": review.mistakes,
        "blunders": review.blunders,
        "flagged": [
            {
                "decision": i,
                "turn": d.turn,
                "kind": d.kind,
                "played": d.played,
                "better": d.best,
                "loss": round(d.loss, 4),
                "loss_se": round(d.loss_se, 4),
                "played_chance": round(d.played_chance, 4),
                "better_chance": round(d.best_chance, 4),
            }
            for i, d in review.flagged
        ],
        "accuracy": round(review.accuracy, 4),
        "decided_at_turn": review.decided_at_turn,
        "complete": review.complete,
    }


def run_review(args: argparse.Namespace) -> int:
    language.use(language.choose(args.lang, settings.load()[0].language))
    if not 0 <= args.seed <= MAX_SEED:
        return _problem(f"--seed must be a whole number from 0 to {MAX_SEED}, got {args.seed}")
    if args.budget is not None and not 0 < args.budget <= 600:
        return _problem(f"--budget must be more than 0 and at most 600 seconds, got {args.budget}")
    board = load_layout(args.layout) if args.layout is not None else None
    try:
        record, board = open_game(args.save, board)
        replay(board, record, name=args.save)  # an illegal action: one line naming it
    except SaveError as e:
        print(str(e), file=sys.stderr)
        return 2
    n = len(record.players)
    if not 0 <= args.seat < n:
        return _problem(f"--seat must be a seat of this game, 0 to {n - 1} (counted from 0), got {args.seat}")
    finished = Match(board, record).state.over
    if args.seat not in reviewable_seats(finished, record.kinds):
        return _problem(
            f"the game in {args.save} is not finished: only the seat of its one human player among bots "
            "may be reviewed (the review would show another seat's secrets)"
        )
    keep = not args.no_keep and args.budget is None
    key = game_key(board, record)
    review = None
    if keep:
        try:
            review = load_beside(args.save, key, args.seat, args.strength, args.seed)
        except ReviewError as e:
            print(f"{e} (reviewing again; it is left as it is)", file=sys.stderr)
            keep = False
    if review is None:
        review = review_game(
            board,
            record,
            args.seat,
            args.strength,
            args.seed,
            budget_s=args.budget,
            progress=_progress if sys.stderr.isatty() else None,
            workers=args.jobs,
        )
        if sys.stderr.isatty():
            print(file=sys.stderr)
        if keep:
            try:
                store_beside(args.save, review)
            except (ReviewError, OSError) as e:
                why = e.strerror or type(e).__name__ if isinstance(e, OSError) else str(e)
                print(clean_text(f"{PROG}: the review is not kept: {why}"), file=sys.stderr)
    states = Match(board, record).states
    for _, d in review.flagged:
        print(clean_text(flagged_line(board, states[d.step], args.seat, d)))
    print(clean_text(summary_line(review, record.players[args.seat].name)))
    print(json.dumps(summary_json(review)))
    return 0


def _progress(done: int, total: int, _: object) -> None:
    print(f"\r{done}/{total}", end="", file=sys.stderr, flush=True)
