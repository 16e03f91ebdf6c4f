"""Results of simulated games as CSV, one row per game, for balance studies (``simulate --csv``):

``seed, setup, players, bots, score_1 … score_5, winners, turns, relics_1 … relics_5`` — bots in
seat order joined by ``+``; winners are 1-based seats joined by ``+`` (a shared win names each);
``relics_k`` are seat k's Relics as colour counts, e.g. ``green:2 blue:1``. Seats a game does not
have are left empty. Charts of the same rows: ``play.charts``.
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, TypedDict

from ..io.atomic import write_atomic
from ..rules.scoring import breakdown, winners

if TYPE_CHECKING:
    from .simulate import GameResult

SEATS = 5
COLUMNS = (
    ["seed", "setup", "players", "bots"]
    + [f"score_{k}" for k in range(1, SEATS + 1)]
    + ["winners", "turns"]
    + [f"relics_{k}" for k in range(1, SEATS + 1)]
)


class GameTable(TypedDict):
    """One game seat by seat, what ``seat_row`` writes: the game's ``seed``, the ``bots`` in seat
    order, each seat's final ``scores``, the ``winners`` (0-based seats) and each seat's ``relics``
    (``relic_counts``)."""

    seed: int
    bots: list[str]
    scores: list[int]
    winners: list[int]
    relics: list[str]


def relic_counts(relics: Sequence[str]) -> str:
    """A seat's Relics as colour counts: ``green:2 blue:1``."""
    return " ".join(f"{c}:{n}" for c, n in sorted(Counter(relics).items()))


def seat_row(table: GameTable, setup: str, turns: int) -> dict[str, str]:
    """The row of a game given seat by seat (``GameTable``)."""
    row = {c: "" for c in COLUMNS}
    bots = table["bots"]
    row.update(seed=str(table["seed"]), setup=setup, players=str(len(bots)), bots="+".join(bots))
    row["winners"] = "+".join(str(s + 1) for s in table["winners"])
    row["turns"] = str(turns)
    for k, (score, relics) in enumerate(zip(table["scores"], table["relics"]), start=1):
        row[f"score_{k}"] = str(score)
        row[f"relics_{k}"] = relics
    return row


def game_row(result: GameResult, bots: Sequence[str], setup: str) -> dict[str, str] | None:
    """The row of one finished simulated game (None for a game that crashed or stalled)."""
    if not result.finished:
        return None
    state = result.state
    assert state is not None  # a finished game has its final state
    table: GameTable = {
        "seed": result.seed,
        "bots": list(bots),
        "scores": [r["total"] for r in breakdown(state)],
        "winners": winners(state)[0],
        "relics": [relic_counts(p.relics) for p in state.players],
    }
    return seat_row(table, setup, result.turns)


def csv_text(rows: list[dict[str, str]]) -> str:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
    return buf.getvalue()


def write_csv(path: str, rows: list[dict[str, str]]) -> None:
    """Write ``rows`` to ``path`` at once (atomically): OSError when it cannot be written."""
    write_atomic(path, csv_text(rows).encode("utf-8"))
