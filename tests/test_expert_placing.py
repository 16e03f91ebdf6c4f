"""The expert's leaf with the places below the first counted (``bots.placing``, ``ExpertBot(place=…)``,
in duels ``expert:place=0.25``; docs/bots.md, session 34): with three or more players a seat's
value mixes its win chance with the share of the others it is expected to finish ahead of."""

from __future__ import annotations

import random
from functools import lru_cache

import pytest

from relicrunners.bots.evaluate import Evaluator, win_value
from relicrunners.bots.ismcts import ExpertBot
from relicrunners.bots.learned import learned_values
from relicrunners.bots.placing import final_standing, finished, placing, standing_of
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.rules import advance, breakdown, legal_actions, new_game, view_for, winners


@lru_cache(maxsize=1)
def board():
    return load_layout(DEFAULT_LAYOUT)


def random_game(players: int, seed: int, stop_at: int | None = None):
    """A random game of ``players`` from deal ``seed``: played to its end, or to turn ``stop_at``."""
    rng = random.Random(seed)
    st = new_game(board(), players, "standard", 900 + seed)
    while not st.over and (stop_at is None or st.turn < stop_at):
        st = advance(st, rng.choice(legal_actions(st)), check=False)
    return st


def test_heads_up_the_standing_is_the_win_chance():
    assert standing_of([0.7, 0.3]) == pytest.approx([0.7, 0.3])
    st = random_game(2, 1, stop_at=30)
    leaf = learned_values(Evaluator(view_for(st, st.current)))
    assert placing(leaf, 0.25)(st) == pytest.approx(leaf(st))


def test_a_seat_with_no_chance_to_win_still_counts_the_players_it_can_pass():
    # two players far behind, two ahead: each behind is even with the other and beaten by the rest
    low, _, high, _ = standing_of([0.0, 0.0, 0.5, 0.5])
    assert low == pytest.approx(1 / 6) and high == pytest.approx(5 / 6)
    # closing in on the other trailer raises a trailer's standing, where its win chance hardly moves
    assert standing_of([0.03, 0.01, 0.48, 0.48])[0] > standing_of([0.01, 0.01, 0.49, 0.49])[0] + 0.05


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_finished_games_standing_follows_the_final_order(players):
    for seed in range(4):
        st = random_game(players, seed)
        assert st.over
        stand = final_standing(st)
        won, how = winners(st)
        totals = [r["total"] for r in breakdown(st)]
        assert sum(stand) == pytest.approx(players / 2)  # each pair shares one place between them
        if how != "shared":
            assert stand[won[0]] == 1.0
        last = min(range(players), key=lambda i: (totals[i], -stand[i]))
        assert stand[last] == min(stand)
        mixed = finished(st, 0.25)
        assert finished(st, 0.0) == [win_value(st, i) for i in range(players)]
        assert mixed[won[0]] == max(mixed)


def test_heads_up_the_expert_with_placing_plays_as_without():
    st = random_game(2, 3, stop_at=20)
    view, legal = view_for(st, st.current), legal_actions(st)
    plain = ExpertBot(7, iterations=40).search(view, legal)[0]
    assert ExpertBot(7, iterations=40, place=0.25).search(view, legal)[0] == plain
