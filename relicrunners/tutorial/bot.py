"""The tutorial's opponent: the easy bot, made to answer the same way in the same position.

``EasyBot`` draws from one random generator over the whole game, so what it does depends on how
many decisions it made before: a game resumed from its slot (a new bot) or an undo (the bot's
actions are played again) would see it play differently, and the lessons would no longer meet the
board they were written for. ``LessonBot`` makes a fresh ``EasyBot`` for every decision, seeded
from the seat's bot seed (``bots.bot_seed``, a one-way hash of the deal's seed) and the
position the bot is asked about: the same position always gets the same answer.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from ..bots.greedy import EasyBot
from ..rules import Action, State


def position_seed(seed: int, view: State, legal: Sequence[Action]) -> int:
    """A seed for one decision: the seat's seed and what identifies the position it is asked in
    (the turn, the decision, what has happened this turn, where everyone stands, the choices)."""
    f = view.flags
    where = tuple((p.site, p.rations, len(p.pathways)) for p in view.players)
    key = f"{seed}:{view.turn}:{view.decision()}:{f.moved}:{f.explored}:{f.tool_used}:{where}:{list(legal)!r}"
    return int.from_bytes(hashlib.blake2b(key.encode(), digest_size=8).digest(), "big")


class LessonBot:
    """The easy bot whose every decision depends only on its seed and the position."""

    name = "easy"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def decide(self, view: State, legal: Sequence[Action]) -> Action:
        return EasyBot(position_seed(self.seed, view, legal)).decide(view, legal)
