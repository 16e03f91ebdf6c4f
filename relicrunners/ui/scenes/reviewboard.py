"""What the review panel (``reviewpanel.py``) says and shows: the words under its graph — at a
flagged decision its sentence, elsewhere the summary or how the review is going — and, at a
flagged decision, the action played and the better one drawn on the board and over the reviewed
player's Progression Table (the panel names the two styles in its legend).

Both actions are read from the reviewed seat's view of the position then (``view_for``), and
worded and placed as the hint words and places them (``ui.input.actions``)."""

from __future__ import annotations

import pygame

from ...play.replayer import Replayer
from ...play.review import Review, Reviewed
from ...play.reviewwords import flagged_sentence, summary_line
from ...rules import from_text, view_for
from ...text import _
from ..board.view import BoardView
from ..games.reviewjob import ReviewJob
from ..input import actions as per_kind
from ..input.look import Look
from ..widgets.panels import Panels
from ..widgets.reviewgraph import draw_action, draw_cells


def look_then(r: Replayer, d: Reviewed, seat: int) -> Look:
    """The reviewed seat's look at the position of decision ``d``."""
    return Look(r.board, view_for(r.match.states[d.step], seat), seat)


def sentence(r: Replayer, d: Reviewed, seat: int) -> str:
    """A flagged decision in plain words, its two actions worded as the hint words them."""
    look = look_then(r, d, seat)
    better = per_kind.hint_text(look, from_text(r.board, d.best))
    played = per_kind.hint_text(look, from_text(r.board, d.played))
    return flagged_sentence(d, better, played)


def draw_on_board(surf: pygame.Surface, r: Replayer, bv: BoardView, d: Reviewed, seat: int) -> None:
    """The played action, then the better one over it, on the board."""
    look = look_then(r, d, seat)
    draw_action(surf, bv, per_kind.spot(look, from_text(r.board, d.played)), better=False)
    draw_action(surf, bv, per_kind.spot(look, from_text(r.board, d.best)), better=True)


def draw_on_table(surf: pygame.Surface, r: Replayer, panels: Panels, d: Reviewed, seat: int) -> None:
    """The Progression Table spaces the two actions use, ringed over the reviewed seat's panel."""
    look = look_then(r, d, seat)
    for text, better in ((d.played, False), (d.best, True)):
        cells = [k for layer, k in per_kind.spot(look, from_text(r.board, text)) if layer == "cells"]
        draw_cells(surf, [panels.cell_rect(seat, str(c)) for c in cells], better)


def panel_words(review: Review | None, job: ReviewJob | None, name: str) -> str:
    """The words under the graph away from a flagged decision: the summary of a finished review,
    else how the one in hand is going (judging, cancelled, stopped)."""
    if review is not None:
        hint = (
            _("Click the graph to see a decision; Page Up and Page Down go to the mistakes.")
            if review.flagged
            else _("No mistakes or blunders found.")
        )
        return summary_line(review, name) + "\n" + hint
    if job is not None and job.cancelled:
        return _("Review cancelled after {done} of {total} decisions: nothing is kept.").format(
            done=len(job.decisions), total=job.total
        )
    if job is not None and job.error:
        return _("The review stopped: {why}").format(why=job.error)
    return _("The decisions are judged one by one; the graph fills in as they are.")
