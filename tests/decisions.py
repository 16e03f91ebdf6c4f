"""A busy five-seat table at every kind of decision, for the tests of the table's words (found once
by playing seeded games, then replayed: the same tables every run)."""

from __future__ import annotations

import random
from functools import lru_cache

from textfit import seats, sized
from uidriver import BOARD, make_app

from relicrunners.rules import legal_actions
from relicrunners.rules.components import Tile
from relicrunners.rules.kinds import Decision
from relicrunners.ui.games.launch import new_match, start_game

DECISIONS = tuple(d.value for d in Decision if d != Decision.OVER)
EAGER = ("explore", "step", "tool", "place", "use", "flip", "pick", "visit", "shift")


@lru_cache(maxsize=1)
def _found() -> dict[str, tuple[int, int]]:
    """For each decision: (seed, actions played) of a game where the human (seat 0) is at it."""
    layout = make_app().layout_path
    found: dict[str, tuple[int, int]] = {}
    for seed in range(60):
        match = new_match(BOARD, layout, seats(5), "standard", seed)
        rng = random.Random(seed)
        for played in range(3000):
            s = match.state
            if s.over:
                break
            d = str(s.decision())
            if s.current == 0 and d not in found and s.turn >= 6:
                found[d] = (seed, played)
            legal = legal_actions(s)
            eager = [a for a in legal if a.kind in EAGER]
            match.play(eager[0] if eager and rng.random() < 0.7 else rng.choice(legal))
        if set(DECISIONS) <= set(found):
            break
    missing = set(DECISIONS) - set(found)
    assert not missing, f"no game reached {missing}"
    return found


def decision_table(decision: str, window=None, percent: int | None = None):
    """(app, game): a five-seat table with the human at ``decision``, made busy (100+ VP, Relics,
    Blue tiles, long names), in a window of ``window`` at a text size of ``percent``."""
    seed, played = _found()[decision]
    app = make_app()
    match = new_match(BOARD, app.layout_path, seats(5), "standard", seed)
    rng = random.Random(seed)
    for _ in range(played):
        legal = legal_actions(match.state)
        eager = [a for a in legal if a.kind in EAGER]
        match.play(eager[0] if eager and rng.random() < 0.7 else rng.choice(legal))
    s = match.state
    assert str(s.decision()) == decision and s.current == 0
    relics = ["green", "white", "blue", "purple"]
    for i, p in enumerate(s.players):  # what only shows (the decision stays as it is)
        p.vp = 100 + 17 * i
        p.relics = [relics[(i + k) % 4] for k in range(6 if i == 0 else 2)]
        p.blue = [Tile(9000 + 10 * i + k, "blue", 1 + k % 3, f"B{v}") for k, v in enumerate((5, 4, 4, 3, 3, 2))]
    sized(app, percent, window)
    game = start_game(app, match)
    if game.handoff_due:
        game.take_seat(match.state.current)
    game.session._view = None
    return app, game
