"""Seeded games between computer players: the fuzzer behind ``python -m relicrunners simulate``.

Game ``g`` of a run uses seed ``S + g`` for the setup (S8) and gives every seat its own
generator derived from that seed, so a run is reproducible from its command line. Bots only
see ``view_for(state, seat)`` and the legal actions. With ``check`` the invariants of
``relicrunners.play.invariants`` are checked after every action.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypedDict

from ..bots import Bot, make_bot
from ..rules import Action, Board, State, apply, breakdown, legal_actions, new_game, to_text, view_for, winners
from ..rules.components import PLAYER_COLOURS
from .invariants import check as check_invariants

__all__ = [
    "MAX_TURNS",
    "Check",
    "GameResult",
    "SimulateError",
    "Summary",
    "bot_seed",
    "check_invariants",
    "make_players",
    "play_game",
    "summarise",
]

ACTIONS_PER_TURN_CAP = 200  # a single turn never needs anywhere near this many decisions
# Random players usually end a 5-player game in about 1,000 turns, but the tail is long: in
# 2,700 seeded games (standard and first setups) a few took more than 5,000 turns, one 6,789.
MAX_TURNS = 10_000

# what ``play_game`` calls after every action when asked to check (``check_invariants``):
# (state before, action, state after, the legal actions before) -> the problems found
Check = Callable[[State, Action, State, Sequence[Action]], list[str]]


class SimulateError(Exception):
    """The run cannot start (an unknown bot). One line."""


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` for the game with ``game_seed``."""
    return game_seed * 8 + seat


def make_players(names: Sequence[str], game_seed: int) -> list[Bot]:
    """One bot per seat, by name ("random", "easy"...)."""
    bots: list[Bot] = []
    for seat, name in enumerate(names):
        try:
            bots.append(make_bot(name, bot_seed(game_seed, seat)))
        except (ValueError, KeyError) as e:
            raise SimulateError(str(e).strip("'\"")) from None
    return bots


@dataclass
class GameResult:
    seed: int
    state: State | None
    actions: list[Action] = field(default_factory=list)
    error: str | None = None  # one line: what went wrong (exception or broken invariant)
    stalled: bool = False  # hit the turn cap before the end
    seconds: float = 0.0

    @property
    def finished(self) -> bool:
        return self.error is None and not self.stalled and self.state is not None and self.state.over

    @property
    def turns(self) -> int:
        """Turns played (state.turn counts from 1 and moves on at every turn's end)."""
        return self.state.turn - 1 if self.state is not None else 0


def play_game(
    board: Board,
    seats: list[tuple[str, str]] | int,
    setup: str,
    seed: int,
    bots: Sequence[Bot],
    check: Check | None = None,
    max_turns: int = MAX_TURNS,
) -> GameResult:
    """Play one game to its end, to the turn cap, or to the first error. Never raises for a
    problem inside the game: that is reported in ``GameResult.error``."""
    started = time.perf_counter()
    result = GameResult(seed, None)
    try:
        state = new_game(board, seats, setup, seed)
    except Exception as e:  # noqa: BLE001 - reported, not hidden
        result.error = f"setup failed: {type(e).__name__}: {e}"
        return result
    result.state = state
    cap = ACTIONS_PER_TURN_CAP * max(1, max_turns)
    try:
        while not state.over:
            if state.turn > max_turns or len(result.actions) >= cap:
                result.stalled = True
                break
            legal = legal_actions(state)
            if not legal:
                result.error = f"no legal action for decision '{state.decision()}' on turn {state.turn}"
                break
            seat = state.current
            action = bots[seat].decide(view_for(state, seat), legal)
            if action not in legal:
                result.error = f"seat {seat} chose an action that is not legal: {action}"
                break
            nxt, _ = apply(state, action)
            result.actions.append(action)
            if check is not None:
                problems = check(state, action, nxt, legal)
                if problems:
                    more = f" (+{len(problems) - 1} more)" if len(problems) > 1 else ""
                    result.error = (
                        f"invariant broken after action {len(result.actions) - 1} "
                        f"'{to_text(board, action)}': {problems[0]}{more}"
                    )
                    state = nxt
                    break
            state = nxt
    except Exception as e:  # noqa: BLE001 - a fuzzer reports every crash
        msg = " ".join(str(e).split())
        result.error = f"{type(e).__name__} after {len(result.actions)} actions: {msg}"
    result.state = state
    result.seconds = time.perf_counter() - started
    return result


class Summary(TypedDict):
    """The JSON summary line of a run (``summarise``)."""

    games: int
    errors: int
    stalled: int
    stalled_seeds: list[int]
    mean_turns: float
    wins: list[int]
    mean_scores: list[float]
    seconds: float


def summarise(results: Sequence[GameResult], n_players: int, seconds: float) -> Summary:
    """The JSON summary line: wins and mean scores per seat over the finished games, and the
    seeds of the stalled games (replay one with ``simulate --seed S --games 1 --save-dir``)."""
    done = [r for r in results if r.finished]
    wins = [0] * n_players
    totals = [0] * n_players
    for r in done:
        assert r.state is not None  # a finished game has its final state
        seats, _ = winners(r.state)
        for s in seats:
            wins[s] += 1
        for row in breakdown(r.state):
            totals[row["seat"]] += row["total"]
    return {
        "games": len(results),
        "errors": sum(1 for r in results if r.error),
        "stalled": sum(1 for r in results if r.stalled and not r.error),
        "stalled_seeds": [r.seed for r in results if r.stalled and not r.error],
        "mean_turns": round(sum(r.turns for r in done) / len(done), 2) if done else 0,
        "wins": wins,
        "mean_scores": [round(t / len(done), 2) if done else 0 for t in totals],
        "seconds": round(seconds, 3),
    }


def default_seats(n: int) -> list[tuple[str, str]]:
    return [(c.capitalize(), c) for c in PLAYER_COLOURS[:n]]
