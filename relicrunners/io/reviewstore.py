"""Reviews kept, so that opening a reviewed game again is instant: beside a save file
(``<save>.review.json``) or, for a game in the history, in its ``reviews`` table (schema 2,
``history``). Only a complete review is kept.

The JSON form (``review_to_json``): ``{"format": "relicrunners-review", "version": 1, "reviews":
[...]}``, one entry per (seat, strength, seed) of one game; each names its game (``game``:
``play.review.game_key``), so a review kept for another record is never shown for this one, and
the version of the judge that made it (``judge``, ``play.review.JUDGE``; 1 when absent): one
made by an older judge counts as none, and the new one replaces it. Read
back like any file from a stranger (``review_from_json``): bounded in size, nesting, count and
value, every field checked, the first thing wrong a one-line ``ReviewError``.

A review file is written atomically (``atomic.write_atomic``) and only over a review file: a
file of that name that is not one (a save, say) is left as it is and the review is not kept.
"""

from __future__ import annotations

import json
import math
import os
import sqlite3
from pathlib import Path
from typing import Any

from ..play.review import JUDGE, STRENGTHS, Review, Reviewed
from . import history
from .atomic import write_atomic
from .safeio import RefusedFile, UnsafeInput, clean_text, load_json, read_limited

__all__ = [
    "FORMAT",
    "ReviewError",
    "load_beside",
    "load_from_history",
    "review_from_json",
    "review_path",
    "review_to_json",
    "store_beside",
    "store_in_history",
]

FORMAT = "relicrunners-review"
VERSION = 1
SUFFIX = ".review.json"
MAX_BYTES = 8 * 1024 * 1024
MAX_REVIEWS = 24  # entries in one file: the oldest go first
MAX_DECISIONS = 20_000  # a seat's decisions in one game; real games have a few hundred
MAX_NUMBER = 10_000_000  # steps, turns, samples
MAX_TEXT = 200  # an action in the text notation
KINDS = (*STRENGTHS, "budget")
RESULTS = ("won", "lost", "unfinished")


class ReviewError(Exception):
    """A review file or entry that cannot be used; ``str`` is one line, safe to print."""

    def __init__(self, message: str) -> None:
        super().__init__(clean_text(message))


# -- the JSON form ------------------------------------------------------------------------------
def _number(x: float) -> float | None:
    return None if math.isinf(x) else x  # exact: read back equal


def review_to_json(r: Review) -> dict[str, Any]:
    return {
        "game": r.game,
        "seat": r.seat,
        "strength": r.strength,
        "seed": r.seed,
        "judge": r.judge,
        "result": r.result,
        "decisions": [
            {
                "step": d.step,
                "turn": d.turn,
                "played": d.played,
                "best": d.best,
                "played_chance": _number(d.played_chance),
                "best_chance": _number(d.best_chance),
                "loss": _number(d.loss),
                "loss_se": _number(d.loss_se),
                "samples": d.samples,
            }
            for d in r.decisions
        ],
    }


def _int(d: dict[str, Any], key: str, low: int, high: int, where: str) -> int:
    v = d.get(key)
    if type(v) is not int or not low <= v <= high:
        raise ReviewError(f"{where}: '{key}' must be a whole number from {low} to {high}")
    return v


def _float(d: dict[str, Any], key: str, low: float, high: float, where: str, none: float | None = None) -> float:
    v: Any = d.get(key)
    if v is None and none is not None:
        return none
    if type(v) not in (int, float) or not low <= v <= high:
        raise ReviewError(f"{where}: '{key}' must be a number from {low} to {high}")
    return float(v)


def _text(d: dict[str, Any], key: str, where: str, choices: tuple[str, ...] | None = None) -> str:
    v = d.get(key)
    if not isinstance(v, str) or not 0 < len(v) <= MAX_TEXT or (choices is not None and v not in choices):
        more = f" (one of {', '.join(choices)})" if choices else ""
        raise ReviewError(f"{where}: '{key}' must be a short text{more}")
    return v


def review_from_json(data: Any, name: str = "review") -> Review:
    """A ``Review`` from its JSON form, every field checked (``ReviewError`` otherwise)."""
    if not isinstance(data, dict):
        raise ReviewError(f"{name}: not a review")
    seat = _int(data, "seat", 0, 4, name)
    decisions = data.get("decisions")
    if not isinstance(decisions, list) or len(decisions) > MAX_DECISIONS:
        raise ReviewError(f"{name}: 'decisions' must be a list of at most {MAX_DECISIONS:,}")
    out: list[Reviewed] = []
    for i, d in enumerate(decisions):
        where = f"{name}: decision {i}"
        if not isinstance(d, dict):
            raise ReviewError(f"{where}: not an object")
        step = _int(d, "step", 0, MAX_NUMBER, where)
        if out and step <= out[-1].step:
            raise ReviewError(f"{where}: the decisions are not in the order of the game")
        out.append(
            Reviewed(
                step,
                _int(d, "turn", 0, MAX_NUMBER, where),
                _text(d, "played", where),
                _text(d, "best", where),
                _float(d, "played_chance", 0.0, 1.0, where),
                _float(d, "best_chance", 0.0, 1.0, where),
                _float(d, "loss", -1.0, 1.0, where),
                _float(d, "loss_se", 0.0, 1.0e6, where, none=math.inf),
                _int(d, "samples", 0, MAX_NUMBER, where),
            )
        )
    return Review(
        _text(data, "game", name),
        seat,
        _text(data, "strength", name, KINDS),
        _int(data, "seed", 0, 2**63 - 1, name),
        _text(data, "result", name, RESULTS),
        tuple(out),
        judge=_int(data, "judge", 1, 1000, name) if "judge" in data else 1,  # files before the field: 1
    )


def _file_json(reviews: list[Review]) -> bytes:
    body = {"format": FORMAT, "version": VERSION, "reviews": [review_to_json(r) for r in reviews]}
    return (json.dumps(body, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def _read_file(path: Path) -> list[Review]:
    """Every review in a review file ([] when there is none); ``ReviewError`` when it is not one."""
    name = str(path)
    try:
        raw = read_limited(path, MAX_BYTES, "review file")
    except RefusedFile as e:
        if e.missing:
            return []
        raise ReviewError(f"{name}: {e}") from None
    try:
        data = load_json(raw.decode("utf-8"))
    except UnsafeInput as e:
        raise ReviewError(f"{name}: {e}") from None
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ReviewError(f"{name}: not a Relic Runners review (not valid JSON)") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReviewError(f"{name}: not a Relic Runners review")
    if data.get("version") != VERSION:
        raise ReviewError(f"{name}: review format version {clean_text(repr(data.get('version')))[:20]} is not known")
    entries = data.get("reviews")
    if not isinstance(entries, list) or len(entries) > MAX_REVIEWS:
        raise ReviewError(f"{name}: 'reviews' must be a list of at most {MAX_REVIEWS}")
    return [review_from_json(e, f"{name}: review {i}") for i, e in enumerate(entries)]


def _key(r: Review) -> tuple[str, int, str, int]:
    return (r.game, r.seat, r.strength, r.seed)


# -- beside a save ------------------------------------------------------------------------------
def review_path(save: str | os.PathLike[str]) -> Path:
    """Where the reviews of a save are kept: ``<save>.review.json`` beside it."""
    p = Path(save)
    return p.with_name(p.name + SUFFIX)


def load_beside(save: str | os.PathLike[str], game: str, seat: int, strength: str, seed: int) -> Review | None:
    """The kept review of this game, seat, strength and seed, or None (none kept yet).
    ``ReviewError`` when the review file is damaged or not one."""
    want = (game, seat, strength, seed)
    return next((r for r in _read_file(review_path(save)) if _key(r) == want and r.judge == JUDGE), None)


def store_beside(save: str | os.PathLike[str], review: Review) -> Path:
    """Keep a complete review beside its save (replacing one of the same key); returns the file.
    ``ReviewError`` when the file there is not a review file (it is left as it is) or the
    review is not complete; ``OSError`` when it cannot be written."""
    if not review.complete:
        raise ReviewError("an unfinished review is not kept")
    path = review_path(save)
    if path.resolve() == Path(save).resolve():  # never: the name is longer; kept as a guard
        raise ReviewError(f"{path}: would replace the save")
    kept = [r for r in _read_file(path) if _key(r) != _key(review)]
    kept = (kept + [review])[-MAX_REVIEWS:]
    write_atomic(path, _file_json(kept))
    return path


# -- in the history -----------------------------------------------------------------------------
def load_from_history(
    game_id: int, game: str, seat: int, strength: str, seed: int, where: Path | None = None
) -> Review | None:
    """The kept review of history game ``game_id`` (whose record has ``game_key`` ``game``) for
    this seat, strength and seed, or None. ``history.Problem`` when the database cannot be read;
    an entry that does not check out counts as none (it will be replaced)."""
    db = history.open_history(create=False, where=where)
    try:
        row = db.execute(
            "SELECT data FROM reviews WHERE game = ? AND seat = ? AND strength = ?", (game_id, seat, strength)
        ).fetchone()
    except sqlite3.Error as e:
        raise history.Problem("damaged", f"reviews cannot be read ({type(e).__name__})") from None
    finally:
        db.close()
    if row is None or not isinstance(row[0], str) or len(row[0]) > MAX_BYTES:
        return None
    try:
        review = review_from_json(load_json(row[0]), f"history game {game_id}")
    except (ReviewError, UnsafeInput, ValueError, RecursionError):
        return None
    return review if _key(review) == (game, seat, strength, seed) and review.judge == JUDGE else None


def store_in_history(game_id: int, review: Review, where: Path | None = None) -> history.Problem | None:
    """Keep a complete review of history game ``game_id`` (replacing the one of its seat and
    strength). None when kept; else the problem (nothing raised)."""
    if not review.complete:
        return history.Problem("unfinished", "an unfinished review is not kept")
    data = json.dumps(review_to_json(review), separators=(",", ":"))
    try:
        db = history.open_history(create=False, where=where)
    except history.Problem as p:
        return p
    try:
        with db:
            db.execute(
                "INSERT OR REPLACE INTO reviews (game, seat, strength, data) VALUES (?, ?, ?, ?)",
                (game_id, review.seat, review.strength, data),
            )
    except (sqlite3.Error, OSError) as e:
        if isinstance(e, sqlite3.IntegrityError):
            return history.Problem("missing", f"no game {game_id} in the history")
        return history.Problem("unwritable", f"the review cannot be written ({type(e).__name__})")
    finally:
        db.close()
    return None
