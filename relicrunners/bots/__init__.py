"""Built-in computer players (issue #4).

A bot only ever sees what a player at the table could see: ``decide(view, legal)`` gets
``view_for(state, seat)`` and ``legal_actions(state)`` and returns one of the legal actions.
Each bot owns its own ``random.Random(seed)``; there is no global mutable state, so several
bots may think in threads at the same time.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import Protocol

from ..rules import Action, State
from .greedy import EasyBot, MediumBot
from .ismcts import ExpertBot
from .search import HardBot

BOT_NAMES = ("random", "easy", "medium", "hard", "expert")


class Bot(Protocol):
    name: str

    def decide(self, view: State, legal: Sequence[Action]) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: State, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        return legal[0] if len(legal) == 1 else self.rng.choice(list(legal))


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of a seat's bot: fixed per game (a resumed game plays on alike), but a one-way
    hash, so no bot holds a number the deal's seed could be worked back from."""
    digest = hashlib.blake2b(f"relicrunners-bot:{game_seed}:{seat}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def make_bot(name: str, seed: int = 0, budget_s: float | None = None, workers: int = 1) -> Bot:
    """A new bot of level ``name`` (one of BOT_NAMES) with its own random generator.
    ``budget_s`` is the hard and expert bots' thinking time per decision (ignored by the others);
    ``workers`` the processes the expert thinks in, its own included (``parallel.spare_cores``)."""
    if name == "random":
        return RandomBot(seed)
    if name == "easy":
        return EasyBot(seed)
    if name == "medium":
        return MediumBot(seed)
    if name == "hard":
        return HardBot(seed, budget_s=1.0 if budget_s is None else budget_s)
    if name == "expert":
        return ExpertBot(seed, budget_s=1.0 if budget_s is None else budget_s, workers=workers)
    raise ValueError(f"unknown bot {name!r}; choose one of {', '.join(BOT_NAMES)}")
