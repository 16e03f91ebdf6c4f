"""A short search compares different plans (``bots/plans.py``, issue #26 item 3).

``expert-circle-early.json`` is game 975 of a three-player run of experts at 0.02 s a decision,
cut at turn 36: one Relic taken, all three players on T5 with one Ration each. The medium
policy's order put three moves between two Shrines, worth exactly the same, above the way to
Base Camp, and a search of about twenty iterations tries only its first three: the players went
to and fro between T5 and R7 until turn 150.
"""

from __future__ import annotations

from helpers import S, replayed

from relicrunners.bots.evaluate import Evaluator
from relicrunners.bots.ismcts import ExpertBot
from relicrunners.bots.plans import CAMP, ELSEWHERE, EXPLORE, one_of_each_first, plan_of
from relicrunners.bots.weights import HARD_WEIGHTS
from relicrunners.rules import ActionKind, apply, legal_actions, view_for


def test_each_move_is_told_by_what_it_sets_out_to_do():
    st = replayed("expert-circle-early.json")
    view, legal = view_for(st, st.current), legal_actions(st)
    assert view.players[st.current].rations == 1
    plans = {a.args[-1]: plan_of(view, a) for a in legal}
    assert plans[S("BC")] == CAMP  # one Ration left: fetching more is a plan of its own (R6.2)
    assert plans[S("T6")] == EXPLORE  # a tile left, and a Ration to explore it (R9.1)
    assert plans[S("R7")] == ELSEWHERE  # a Shrine: nothing to explore there
    richer = view.copy()
    richer.players[st.current].rations = 4
    assert plan_of(richer, next(a for a in legal if a.args[-1] == S("BC"))) == ELSEWHERE


def test_the_root_tries_the_camp_and_an_explore_among_its_first_three():
    st = replayed("expert-circle-early.json")
    view, legal = view_for(st, st.current), legal_actions(st)
    order = ExpertBot(0)._root_rank(view, legal, Evaluator(view, HARD_WEIGHTS, press=False), None)
    first = sorted(order, key=order.__getitem__)[:3]
    assert {plan_of(view, a) for a in first} == {CAMP, EXPLORE, ELSEWHERE}
    assert all(a.kind == ActionKind.MOVE for a in first)


def test_one_of_each_first_keeps_the_rest_in_order_and_leaves_other_decisions_alone():
    st = replayed("expert-circle-early.json")
    view, legal = view_for(st, st.current), legal_actions(st)
    reordered = one_of_each_first(view, legal)
    assert sorted(map(repr, reordered)) == sorted(map(repr, legal))  # the same actions, none lost
    heads = reordered[:3]
    rest = [a for a in legal if a not in heads]
    assert reordered[3:] == rest
    end_only = [a for a in legal_actions(apply(st, legal[0])[0])]  # the turn's next decision
    assert one_of_each_first(view, end_only) == end_only


def test_three_experts_with_a_short_search_leave_the_circle():
    # before: by turn 60 the three had explored one tile and taken no Relic, each still with one
    # Ration (16 iterations a decision, as 0.02 s gives); now they fetch Rations, explore, and a
    # second Relic is taken
    st = replayed("expert-circle-early.json")
    tiles = sum(len(x) for x in st.stacks)
    bots = [ExpertBot(i, iterations=16) for i in range(3)]
    while st.turn < 60:
        st = apply(st, bots[st.current].decide(view_for(st, st.current), legal_actions(st)))[0]
    assert st.relics_taken() >= 2
    assert tiles - sum(len(x) for x in st.stacks) >= 5
