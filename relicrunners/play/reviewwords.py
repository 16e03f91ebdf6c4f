"""A review in plain words, in the language of the moment: one sentence per flagged decision and
the summary line.

The window words the two actions of a flagged decision as its hint does (``ui.input.actions``,
which no module outside ``ui`` may import) and passes them to ``flagged_sentence``; the command
line uses ``action_words``: the same messages for every kind of action the hint words without the
window's Toolbox tables, the text notation for a Toolbox use or step."""

from __future__ import annotations

from ..rules import Action, ActionKind, Board, State, from_text, to_text, view_for
from ..rules.frames import Pick
from ..rules.routes import route_trails
from ..text import _, ngettext, tile_name
from ..text.help import tile_text
from ..text.names import tile_label
from ..text.numbers import percent
from ..text.phrases import take_tile
from ..text.window import PLACE_HINT, USE_ANY, USE_WORDS
from .review import Review, Reviewed

__all__ = ["action_words", "flagged_line", "flagged_sentence", "kind_word", "other_line", "summary_line"]


def _move(board: Board, view: State, a: Action) -> str:
    """As the choice button and the hint word a move (``ui.input.actions``): the route, its
    trails and Tokens, and the Relic with its VP when the move ends an Expedition."""
    via = " → ".join(board.sites[s].id for s in a.args)
    toks = sum(1 for t in route_trails(board, a.args) if t in board.token_of and view.tokens[board.token_of[t]])
    n = len(a.args) - 1
    trails = ngettext("{n} trail", "{n} trails", n).format(n=n)
    tokens = ngettext("{n} token", "{n} tokens", toks).format(n=toks)
    relic = view.flags.start_relic
    if relic and a.args[-1] != view.flags.start_site and view.relics[a.args[-1]] == relic:
        if toks:
            text = _("Walk {route} ({trails}, {tokens}) — takes the Relic, +{vp} VP")
        else:
            text = _("Walk {route} ({trails}) — takes the Relic, +{vp} VP")
    else:
        text = _("Walk {route} ({trails}, {tokens})") if toks else _("Walk {route} ({trails})")
    return text.format(route=via, trails=trails, tokens=tokens, vp=2 * n)


def action_words(board: Board, view: State, seat: int, a: Action) -> str:
    """An action in plain words, from ``seat``'s ``view`` of the position it was chosen in."""
    kind = ActionKind(a.kind)
    site = board.sites
    if kind == ActionKind.MOVE:
        return _move(board, view, a)
    if kind == ActionKind.END:
        return _("End your turn")
    if kind == ActionKind.EXPLORE:
        return _("Explore {site}").format(site=site[view.players[seat].site].id)
    if kind == ActionKind.VISIT:
        return _("Explore the neighbour {site}").format(site=site[a.args[0]].id)
    if kind == ActionKind.JUMP:
        return _("Jump to {site} (Ivory {tile})").format(site=site[a.args[0]].id, tile=tile_label("I2-6"))
    if kind == ActionKind.STAY:
        return _("Stay put (no move possible)")
    if kind == ActionKind.USE:
        return _(USE_WORDS.get(a.args[0], USE_ANY)).format(tile=tile_label(a.args[0]))
    if kind == ActionKind.PLACE:
        trail = board.trails[a.args[0]].id
        words = PLACE_HINT.get(a.args[1])
        if words is None:
            return _("{action} on trail {trail}").format(action=to_text(board, a), trail=trail)
        return _(words).format(double=tile_label("I2-4"), far=tile_label("I2-5"), trail=trail)
    if kind == ActionKind.SHIFT:
        return _("Move your Pathway from trail {start} to trail {end}").format(
            start=board.trails[a.args[0]].id, end=board.trails[a.args[1]].id
        )
    if kind == ActionKind.FLIP:
        return _("Turn the Toolbox Token on trail {trail}").format(trail=board.trails[board.rivers[a.args[0]]].id)
    if kind == ActionKind.KEEP:
        return _("Keep {tile}: {effect}").format(tile=tile_label(a.args[0]), effect=tile_text(a.args[0]))
    if kind == ActionKind.DECLINE:
        return _("No, take the top tile")
    if kind == ActionKind.TAKE:  # the tile I2-2 looks through, when the view shows it
        where = next((fr.site for fr in reversed(view.pending) if isinstance(fr, Pick)), None)
        t = None if where is None else next((t for t in view.stacks[where] if t.level == a.args[0]), None)
        if t is None or t.code is None:
            return take_tile(a.args[0])
        return take_tile(a.args[0], tile_name(t.code, t.colour, t.level))
    if kind == ActionKind.CHOOSE:
        return _("A Toolbox onto the table") if a.args[0] == "toolbox" else _("Score 2 VP")
    return to_text(board, a)


def kind_word(d: Reviewed) -> str:
    return _("Blunder") if d.kind == "blunder" else _("Mistake")


def points(loss: float) -> str:
    """A loss of win chance in whole percentage points ("12 percentage points")."""
    n = round(100 * loss)
    return ngettext("{n} percentage point", "{n} percentage points", n).format(n=n)


def flagged_line(board: Board, state: State, seat: int, d: Reviewed) -> str:
    """The sentence for one flagged decision; ``state`` is the position it was taken in (only
    ``seat``'s view of it is read)."""
    view = view_for(state, seat)
    better = action_words(board, view, seat, from_text(board, d.best))
    played = action_words(board, view, seat, from_text(board, d.played))
    return flagged_sentence(d, better, played)


def flagged_sentence(d: Reviewed, better: str, played: str) -> str:
    """The sentence for one flagged decision, its two actions already worded."""
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


def other_line(review: Review, name: str) -> str:
    """Another player's kept review of the same game, shortly: mistakes, blunders, accuracy."""
    mistakes = ngettext("{n} mistake", "{n} mistakes", review.mistakes).format(n=review.mistakes)
    blunders = ngettext("{n} blunder", "{n} blunders", review.blunders).format(n=review.blunders)
    return _("{name}: {mistakes}, {blunders}, accuracy {accuracy}").format(
        name=name, mistakes=mistakes, blunders=blunders, accuracy=percent(review.accuracy)
    )
