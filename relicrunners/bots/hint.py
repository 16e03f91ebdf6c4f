"""Hints for a human player: the expert's search, from the current player's view only.

``hint(view, legal, budget_s=1.0)`` returns ``(action, win_chance)``: the action the expert bot
would take (``ismcts.ExpertBot``, the strongest level: issue #26) and its estimated chance (0..1)
that the current player wins after it — the mean of the search's win chances through that
action. With one legal action there is nothing to choose and the expert does not search; the
chance then comes from the hard bot's paired playouts (``search.HardBot``). The view must be
``view_for(state, state.current)``; nothing else about the game is consulted.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..rules import Action, State
from .ismcts import ExpertBot
from .search import HardBot


def hint(
    view: State, legal: Sequence[Action], budget_s: float = 1.0, seed: int = 0, iterations: int | None = None
) -> tuple[Action, float]:
    if not legal:
        raise ValueError("no legal action: nothing to hint")
    chance = math.nan
    if len(legal) > 1:
        expert = ExpertBot(seed, budget_s=budget_s, iterations=iterations)
        expert.concede = False  # the chance shown is the honest estimate, even in a dragging game
        action, chance = expert.search(view, legal)
    if math.isnan(chance):  # one legal action, or no search finished in the budget
        bot = HardBot(seed, budget_s=budget_s, iterations=iterations)
        bot.concede = False  # the chance shown is the honest estimate, even in a dragging game
        hard_action, chance = bot.search(view, legal, value_always=True)
        action = action if len(legal) > 1 else hard_action
    if chance != chance or math.isinf(chance):  # no round finished in the budget
        chance = 0.5
    return action, max(0.0, min(1.0, chance))
