"""A review in plain words, in the language of the moment: one sentence per flagged decision
(the played and the better action worded as the hint words them, ``ui.input.actions.hint_text``,
from what the player saw then) and the summary line."""

from __future__ import annotations

from ..rules import Board, State, from_text, view_for
from ..text import _, ngettext
from ..text.numbers import percent
from ..ui.input.actions import hint_text
from ..ui.input.look import Look
from .review import Review, Reviewed

__all__ = ["flagged_line", "kind_word", "summary_line"]


def kind_word(d: Reviewed) -> str:
    return _("Blunder") if d.kind == "blunder" else _("Mistake")


def points(loss: float) -> str:
    """A loss of win chance in whole percentage points ("12 percentage points")."""
    n = round(100 * loss)
    return ngettext("{n} percentage point", "{n} percentage points", n).format(n=n)


def flagged_line(board: Board, state: State, seat: int, d: Reviewed) -> str:
    """The sentence for one flagged decision; ``state`` is the position it was taken in (only
    ``seat``'s view of it is read)."""
    look = Look(board, view_for(state, seat), seat)
    better = hint_text(look, from_text(board, d.best))
    played = hint_text(look, from_text(board, d.played))
    return _(
        "Turn {turn} · {kind}: {points} of the chance to win lost. Better: {better} (chance to win ≈ {best}). "
        "Played: {played} (≈ {chance})."
    ).format(
        turn=d.turn,
        kind=kind_word(d),
        points=points(d.loss),
        better=better,
        best=percent(d.best_chance),
        played=played,
        chance=percent(d.played_chance),
    )


def summary_line(review: Review, name: str) -> str:
    """Decisions reviewed, mistakes, blunders, accuracy and the turn the game was decided."""
    decisions = ngettext("{n} decision reviewed", "{n} decisions reviewed", len(review.decisions)).format(
        n=len(review.decisions)
    )
    mistakes = ngettext("{n} mistake", "{n} mistakes", review.mistakes).format(n=review.mistakes)
    blunders = ngettext("{n} blunder", "{n} blunders", review.blunders).format(n=review.blunders)
    turn = review.decided_at_turn
    decided = _("decided at turn {turn}").format(turn=turn) if turn is not None else _("not decided before the end")
    return _("{name}: {decisions}, {mistakes}, {blunders}, accuracy {accuracy}, {decided}").format(
        name=name,
        decisions=decisions,
        mistakes=mistakes,
        blunders=blunders,
        accuracy=percent(review.accuracy),
        decided=decided,
    )
