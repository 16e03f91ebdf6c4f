"""Rations (RULES.md section 10, with R6.2, R9.1, T-M2, P3, I2-3, I3-4, I3-5)."""

import random

from helpers import (
    after_move,
    begin,
    game,
    give_ivory,
    kinds,
    pathways,
    place_toolboxes,
    play,
    set_rations,
    set_stack,
    texts,
    tile,
)

from relicrunners.rules import apply, legal_actions


def total(st):
    return sum(p.rations for p in st.players) + st.camp


def test_five_rations_per_player_in_play():
    # R10.1 Rations in play are 5 per player: 3 per Chart and 2 per player in Base Camp
    for n in (2, 3, 4, 5):
        st = game(n)
        assert total(st) == 5 * n and st.camp == 2 * n


def test_spent_rations_go_to_the_pile_and_come_back_from_it():
    # R10.1 spent Rations go to the Base Camp pile; every Ration taken comes from that pile
    st = game(2)
    st, _ = play(st, "move BC-T2", "explore", "end")
    assert st.camp == 5 and st.players[0].rations == 2
    st = st.copy()  # edited by hand: a copy (the states apply returns share what an action left alone)
    begin(st, 0, "R2")
    st, _ = play(st, "move R2-BC")
    assert st.players[0].rations == 5 and st.camp == 2 and total(st) == 10


def test_conservation_through_random_play():
    # R10.1 the total never changes, and the pile always covers a Chart's free room
    rng = random.Random(3)
    for n in (2, 5):
        st = game(n, "standard", n)
        while st.turn < 80 and not st.over:
            st, _ = apply(st, rng.choice(legal_actions(st)))
            assert total(st) == 5 * n
            assert all(st.camp >= 5 - p.rations for p in st.players)


def test_empty_pile_gives_nothing():
    # R10.1 an empty pile gives nothing (position forced by hand: conservation makes it rare)
    st = game(2)
    place_toolboxes(st, 0, M2=1)
    st.players[0].rations = 2
    st.camp = 0
    st, ev = play(st, "tool M2", checked=False)
    assert st.players[0].rations == 2 and st.camp == 0
    assert [e.data["n"] for e in kinds(ev, "rations")] == [0]


def test_chart_never_holds_more_than_five():
    # R10.2 what would exceed 5 stays in Base Camp (T-M2, Base Camp, P3)
    st = game(2)
    place_toolboxes(st, 0, M2=1)
    set_rations(st, 0, 4)
    camp = st.camp
    st2, _ = play(st, "tool M2")
    assert st2.players[0].rations == 5 and st2.camp == camp - 1
    begin(st, 0, "R2")
    st3, _ = play(st, "move R2-BC")
    assert st3.players[0].rations == 5 and st3.camp == camp - 1


def test_i3_5_bonus_also_capped():
    # I3-5 the extra Ration obeys R10.2
    st = game(2)
    give_ivory(st, 0, "I3-5")
    begin(st, 0, "R2")
    set_rations(st, 0, 3)
    st, _ = play(st, "move R2-BC")
    assert st.players[0].rations == 5


def test_i3_4_ration_capped_for_a_full_chart():
    # I3-4 / R10.2 a full Chart takes nothing more
    st = game(2)
    give_ivory(st, 1, "I3-4")
    set_rations(st, 1, 5)
    pathways(st, 0, "BC-R2")
    place_toolboxes(st, 0, C1=1)
    st, _ = play(st, "tool C1", "shift BC-R2>T3-T4")
    assert st.players[1].rations == 5


def test_paying_the_last_ration():
    # R9.1 / R10.1 the last Ration can be spent; then no more exploring until refilled
    st = game(2)
    after_move(st, 0, "T2")
    set_rations(st, 0, 1)
    set_stack(st, "T2", [tile("I1-1"), tile("I2-3")])
    st, _ = play(st, "explore")
    assert st.players[0].rations == 0 and "use I2-3" not in texts(st)
    st, _ = play(st, "end")
    st = st.copy()  # edited by hand: a copy (the states apply returns share what an action left alone)
    st.current = 0
    begin(st, 0, "T2")
    assert "use I2-3" in texts(st)  # the tile just taken refills next turn
