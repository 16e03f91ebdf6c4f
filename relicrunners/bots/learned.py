"""The expert's learned evaluation: each seat's chance to win a position.

``features(state, seat)`` describes one seat's position with a few numbers a player at the table
can see (points so far, Relics, Rations, Pathways, the Progression Table, Ivory tiles held, what
lies at hand, whose turn comes next and how many turns are left once the end is triggered).
``seat_values(state)`` turns them into win chances: a conditional logit (a softmax over the
seats of ``w · features``), with weights fitted by maximum likelihood on positions of bot games
labelled with who won (``tools/fit_expert_eval.py``; the weights and how they were made are in
``bots/data/expert_eval.json``, docs/bots.md "The expert's learned evaluation").

Only what the seat's view shows is read: an unknown Blue tile counts at the mean of its level,
another player's VP are the totals announced in the log (ruling 21). On a determinized state
(hidden parts sampled, ``bots.determinize``) the sampled values are read as if known. A finished
game gets its real outcome (1 for the winner, 1/k for each of k who share the win, R11.4).

Fast by design (the search calls it thousands of times per decision): no copies, no route
search; what depends only on the board is worked out once and kept in ``board.memo``.
"""

from __future__ import annotations

import json
import math
import threading
from collections.abc import Callable
from importlib.resources import files
from typing import Any

from ..rules import Phase, Stage, State
from ..rules.board import Board
from ..rules.components import BLUE_VALUES, RELICS_TO_END
from ..rules.frames import Steps
from ..rules.scoring import ivory_bonus, winners
from .evaluate import Evaluator
from .weights import HARD_WEIGHTS

NAMES: tuple[str, ...] = (
    "points",  # VP so far + Blue tiles + 5 per Relic colour + level-1 Ivory bonus as things stand
    "points_late",  # the same times the progress to the end (0 at the start, 1 once triggered)
    "relics",  # Relics held (tie-breaks, a second of a colour for I1-3 / Machete 3)
    "relics_late",
    "rations",  # Rations on the Chart
    "rations_late",
    "pathways",  # own Pathways on the board
    "pathways_late",
    "table_steps",  # progress on the Progression Table: the steps of all Toolboxes placed
    "table_steps_late",
    "top_toolboxes",  # Toolboxes on a level-3 space (the strong actions)
    "ivory2",  # a level-2 Ivory tile held (single use)
    "ivory3",  # a level-3 Ivory tile held (permanent)
    "ivory3_late",
    "blue_tiles",  # Blue tiles held (their value is in points; a hidden one at its level's mean)
    "steps_pending",  # Toolbox steps still to place in this turn
    "expedition_ready",  # stands on a Shrine whose Relic colour stands on another Shrine too
    "expedition_new",  # ... of a Relic colour it does not hold yet
    "tiles_near",  # sites with tiles and no Relic at or next to its site
    "tokens_near",  # face-up Toolbox Tokens on the Trails at its site
    "to_move",  # share of a round until its next turn (0: its turn now)
    "final_turns",  # turns it still plays once the end is triggered (R11.1, R11.2)
    "triggered",  # it took the Relic that triggered the end (it plays no more)
)
# Two inputs from the hand-set evaluation: what ``Evaluator.worth`` (the hard bot's weights, no
# press) makes of the seat's position, in points, as it is and times the progress. The fit decides
# how much they count beside the features above; the hand-set worth sees what the features do not
# (the routes within reach, the next turn's best move, what the Toolboxes will bring).
HAND_NAMES: tuple[str, ...] = ("hand_worth", "hand_worth_late")
ALL_NAMES: tuple[str, ...] = NAMES + HAND_NAMES

DATA_PACKAGE = "relicrunners.bots"  # the file lies in its data/ folder (pyproject.toml: package-data)
DATA_FILE = "expert_eval.json"
FORMAT = 2  # 2: the weights include HAND_NAMES
_BLUE_MEAN = {lvl: sum(v) / len(v) for lvl, v in BLUE_VALUES.items()}
_MEMO_KEY = ("bots.learned", "site tables")


class ExpertDataError(RuntimeError):
    """The fitted weights file is missing or not valid. One line."""


def _site_tables(board: Board) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """Per site: the sites at or next to it; the Toolbox Tokens on the Trails at it."""
    got = board.memo.get(_MEMO_KEY)
    if got is None:
        near = tuple((s, *board.neighbours[s]) for s in range(len(board.sites)))
        tokens = tuple(
            tuple(board.token_of[t] for t in board.trails_at[s] if t in board.token_of) for s in range(len(board.sites))
        )
        got = board.memo[_MEMO_KEY] = (near, tokens)
    return got


def progress(state: State) -> float:
    """How far the game is towards its end (R11.1): Relics taken of those needed, 1 once triggered."""
    if state.stage != Stage.NORMAL or state.phase == Phase.OVER:
        return 1.0
    return min(1.0, state.relics_taken() / RELICS_TO_END[state.n])


def features(state: State, seat: int, prog: float | None = None) -> tuple[float, ...]:
    """One seat's position as the numbers of ``NAMES`` (see there). ``prog``: the game's
    ``progress``, when the caller has it already."""
    if prog is None:
        prog = progress(state)
    p = state.players[seat]
    vp = p.vp
    if vp is None:
        ann = state.announced
        vp = (ann[seat] if ann is not None else None) or 0
    blue = 0.0
    for t in p.blue:
        blue += t.value if t.code is not None else _BLUE_MEAN[t.level]
    distinct = len(set(p.relics))
    ivory = p.ivory
    bonus = sum(ivory_bonus(state, p).values()) if 1 in ivory else 0
    points = vp + blue + 5 * distinct + bonus
    relics = len(p.relics)
    table = p.table
    steps = 0
    top = 0
    for row in table.values():
        steps += row[0] + 2 * row[1] + 3 * row[2]
        top += row[2]
    ivory2 = 1.0 if 2 in ivory else 0.0
    ivory3 = 1.0 if 3 in ivory else 0.0
    pending = 0
    if state.current == seat:
        for fr in state.pending:
            if isinstance(fr, Steps):
                pending += fr.left
    site = p.site
    srelics = state.relics
    ready = new = 0.0
    colour = srelics[site]
    if colour is not None and srelics.count(colour) >= 2:
        ready = 1.0
        if colour not in p.relics:
            new = 1.0
    near, tokens_at = _site_tables(state.board)
    ruins, stacks = state.ruins, state.stacks
    tiles = 0
    for x in near[site]:
        if srelics[x] is None and (ruins[x] or stacks[x]):
            tiles += 1
    face_up = state.tokens
    tokens = 0
    for k in tokens_at[site]:
        if face_up[k]:
            tokens += 1
    n = len(state.players)
    to_move = ((seat - state.current) % n) / n
    final = 0.0
    if state.stage != Stage.NORMAL:
        final = float(state.queue.count(seat))
        if state.stage == Stage.FINAL and p.holds("I1-6"):
            final += 1.0
        if state.current == seat:
            final += 0.5
    rations = p.rations
    pathways = len(p.pathways)
    return (
        points,
        points * prog,
        relics,
        relics * prog,
        rations,
        rations * prog,
        pathways,
        pathways * prog,
        steps,
        steps * prog,
        top,
        ivory2,
        ivory3,
        ivory3 * prog,
        len(p.blue),
        pending,
        ready,
        new,
        tiles,
        tokens,
        to_move,
        final,
        1.0 if state.triggered_by == seat else 0.0,
    )


def outcome(state: State) -> list[float]:
    """A finished game's result per seat: 1 for the winner, 1/k for each of k who share it (R11.4)."""
    won, _ = winners(state)
    share = 1.0 / len(won)
    return [share if i in won else 0.0 for i in range(state.n)]


def softmax_values(utilities: list[float]) -> list[float]:
    top = max(utilities)
    e = [math.exp(u - top) for u in utilities]
    total = sum(e)
    return [x / total for x in e]


def values_of(rows: list[tuple[float, ...]], weights: tuple[float, ...] | list[float]) -> list[float]:
    """The softmax over the seats of ``weights · features``, from each seat's features."""
    return softmax_values([sum(a * b for a, b in zip(weights, x)) for x in rows])


def hand_inputs(ev: Evaluator, state: State, seat: int, prog: float) -> tuple[float, float]:
    """The ``HAND_NAMES`` inputs of one seat: its hand-set worth, as it is and times ``prog``."""
    w = ev.worth(state, seat)
    return w, w * prog


def hand_evaluator(view: State) -> Evaluator:
    """The hand-set evaluation the learned one reads, for decisions taken from ``view``."""
    return Evaluator(view, HARD_WEIGHTS, press=False)


def seat_values(state: State, weights: tuple[float, ...] | None = None, ev: Evaluator | None = None) -> list[float]:
    """Each seat's estimated chance to win from ``state`` (they sum to 1); the real outcome
    once the game is over. ``weights`` (one per name in ``ALL_NAMES``): the fitted ones when
    left out. ``ev``: the hand-set evaluation of the decision being searched (``hand_evaluator``
    of its view); made from ``state`` when left out (slower: a search passes its own)."""
    if state.phase == Phase.OVER:
        return outcome(state)
    w = weights if weights is not None else expert_weights()
    if ev is None:
        ev = hand_evaluator(state)
    prog = progress(state)
    us = []
    for seat in range(len(state.players)):
        x = features(state, seat, prog) + hand_inputs(ev, state, seat, prog)
        us.append(sum(a * b for a, b in zip(w, x)))
    return softmax_values(us)


def learned_values(ev: Evaluator) -> Callable[[State], list[float]]:
    """The search's leaf evaluation: ``seat_values`` with the decision's hand-set evaluation."""

    def values(state: State) -> list[float]:
        return seat_values(state, None, ev)

    return values


# -- the fitted weights -----------------------------------------------------------------------
_LOADED: list[tuple[float, ...]] = []  # the weights, once read (a list: filled once, never changed)
_LOCK = threading.Lock()


def parse_weights(data: Any, source: str = DATA_FILE) -> tuple[float, ...]:
    """The weights of a loaded data file, in the order of ``NAMES``; ``ExpertDataError`` (one
    line) when the file does not hold exactly one finite number per feature."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ExpertDataError(f"{source}: not an expert evaluation file of format {FORMAT}")
    weights = data.get("weights")
    if not isinstance(weights, dict) or set(weights) != set(ALL_NAMES):
        raise ExpertDataError(f"{source}: the weights must name exactly the features {', '.join(ALL_NAMES)}")
    out = []
    for name in ALL_NAMES:
        v = weights[name]
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
            raise ExpertDataError(f"{source}: the weight of {name} is not a finite number: {v!r}")
        out.append(float(v))
    return tuple(out)


def load_weights(text: str, source: str = DATA_FILE) -> tuple[float, ...]:
    """``parse_weights`` of a file's text (bad JSON: ``ExpertDataError`` too)."""
    try:
        data = json.loads(text)
    except ValueError as e:
        raise ExpertDataError(f"{source}: not valid JSON ({e})") from None
    return parse_weights(data, source)


def expert_weights() -> tuple[float, ...]:
    """The fitted weights shipped with the game (read and checked once)."""
    if not _LOADED:
        with _LOCK:
            if not _LOADED:
                try:
                    text = files(DATA_PACKAGE).joinpath("data", DATA_FILE).read_text(encoding="utf-8")
                except OSError as e:
                    raise ExpertDataError(f"{DATA_FILE}: cannot be read ({e.strerror or e})") from None
                _LOADED.append(load_weights(text))
    return _LOADED[0]


__all__ = [
    "ALL_NAMES",
    "HAND_NAMES",
    "NAMES",
    "ExpertDataError",
    "expert_weights",
    "features",
    "hand_evaluator",
    "hand_inputs",
    "learned_values",
    "load_weights",
    "outcome",
    "parse_weights",
    "progress",
    "seat_values",
    "softmax_values",
    "values_of",
]
