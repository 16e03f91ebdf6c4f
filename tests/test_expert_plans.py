"""A short search compares different plans (``bots/plans.py``, issue #26 item 3).

``expert-circle-early.json`` is game 975 of a three-player run of experts at 0.02 s a decision,
cut at turn 36: one Relic taken, all three players on T5 with one Ration each. The medium
policy's order put moves between two Shrines, worth exactly the same, above the way to Base
Camp, and a search of about twenty iterations tries only its first three: the players went to
and fro between T5 and R7 until turn 150.
"""

from __future__ import annotations

from helpers import S, replayed

from relicrunners.bots.evaluate import Evaluator
from relicrunners.bots.greedy import lookahead_values
from relicrunners.bots.ismcts import ExpertBot
from relicrunners.bots.plans import CAMP, ELSEWHERE, EXPLORE, plan_of, repeats_last
from relicrunners.bots.prior import root_rank
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
    order = root_rank(view, legal, Evaluator(view, HARD_WEIGHTS, press=False), None)
    first = sorted(order, key=order.__getitem__)[:3]
    assert {plan_of(view, a) for a in first} == {CAMP, EXPLORE, ELSEWHERE}
    assert all(a.kind == ActionKind.MOVE for a in first)


def test_a_move_worth_the_same_as_a_better_one_of_its_plan_comes_after_the_others():
    st = replayed("expert-circle-early.json")
    view, legal = view_for(st, st.current), legal_actions(st)
    ev = Evaluator(view, HARD_WEIGHTS, press=False)
    scored = [(v, a) for v, _, a in lookahead_values(view, legal, ev, st.current, 6, None)]
    values = [v for v, _ in scored]
    assert len(set(values)) < len(values)  # some of the six are worth exactly the same
    order = repeats_last(view, scored)
    assert sorted(map(repr, order)) == sorted(map(repr, (a for _, a in scored)))  # none lost
    worth = {a: v for v, a in scored}
    firsts = order[: len({(v, plan_of(view, a)) for v, a in scored})]
    assert len({(worth[a], plan_of(view, a)) for a in firsts}) == len(firsts)  # no repeat among them
    assert [a for a in order if a in firsts] == [a for _, a in scored if a in firsts]  # in their order
    end_turn = [(0.0, a) for a in legal_actions(apply(st, legal[0])[0])]  # not moves: left as they are
    assert repeats_last(view, end_turn) == [a for _, a in end_turn]


def test_three_experts_with_a_short_search_leave_the_circle():
    # before: by turn 60 the three had explored a tile or two and taken no Relic, each still with
    # one Ration (16 iterations a decision, about what 0.02 s gives); now two more Relics are taken
    st = replayed("expert-circle-early.json")
    assert st.relics_taken() == 1
    bots = [ExpertBot(i, iterations=16) for i in range(3)]
    while st.turn < 60:
        st = apply(st, bots[st.current].decide(view_for(st, st.current), legal_actions(st)))[0]
    assert st.relics_taken() >= 3
