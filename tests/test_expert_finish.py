"""A variant of the expert tried in session 32 (``ExpertBot(finish=True)``, in duels
``expert:finish=1``; docs/bots.md, *The last turns played out*): once the end is triggered (R11.1),
its rollouts play the last turns out to the real result, where the learned evaluation only
estimates them. Not stronger with four players, so the shipped expert judges those leaves as
before; the variant stays for duels."""

from __future__ import annotations

import random
from functools import lru_cache

import pytest

from relicrunners.bots.closing import ends_the_game
from relicrunners.bots.evaluate import Evaluator, win_value
from relicrunners.bots.ismcts import ExpertBot
from relicrunners.bots.learned import learned_values
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.rules import Stage, advance, breakdown, legal_actions, new_game, view_for


@lru_cache(maxsize=1)
def board():
    return load_layout(DEFAULT_LAYOUT)


def closing_positions(players: int, games: int = 12) -> list:
    """From random games: the first position in each where the player to move may take the Relic
    that ends the game, and the action that takes it."""
    out = []
    for g in range(games):
        rng = random.Random(g)
        st = new_game(board(), players, "standard", 500 + g)
        while not st.over and st.turn < 600:
            legal = legal_actions(st)
            closer = next((a for a in legal if ends_the_game(st, a)), None)
            if closer is not None and len(legal) > 1:
                out.append((st, closer))
                break
            st = advance(st, rng.choice(legal), check=False)
    return out


def totals(st) -> list[int]:
    return [r["total"] for r in breakdown(st)]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_with_finish_a_rollout_that_reaches_a_triggered_end_plays_it_out(players):
    seen = 0
    for st, closer in closing_positions(players):
        me = st.current
        after = advance(st, closer)
        assert after.stage != Stage.NORMAL and not after.over
        ev = Evaluator(view_for(st, me))
        by = (me, st.turn)
        assert ExpertBot(0, iterations=1, finish=True)._rollout(after, ev, None, me, by).over
        # the shipped expert stops where the taker's turn ends, the others' last turns unplayed
        assert not ExpertBot(0, iterations=1)._rollout(after, ev, None, me, by).over
        seen += 1
    assert seen >= 3


def test_ending_the_game_from_behind_is_judged_a_loss_not_a_chance():
    # A four-player position where the Relic that ends the game leaves its taker behind by ten
    # points or more: its turns are over, so it has lost. The learned evaluation alone still gives
    # it a chance; the variant's rollout, playing the last turns out, gives the real result.
    judged = 0
    for st, closer in closing_positions(4, games=40):
        me = st.current
        after = advance(st, closer)
        points = totals(after)
        if points[me] > max(t for i, t in enumerate(points) if i != me) - 10:
            continue
        ev = Evaluator(view_for(st, me))
        assert learned_values(ev)(after)[me] > 0.0
        reached = ExpertBot(0, iterations=1, finish=True)._rollout(after, ev, None, me, (me, st.turn))
        assert reached.over and win_value(reached, me) == 0.0
        assert totals(reached)[me] == points[me]  # nothing more for it once it ended the game
        judged += 1
    assert judged >= 3
