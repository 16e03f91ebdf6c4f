"""Exploring Ruins and Temples (RULES.md section 9: R9.1-R9.3, R9.5-R9.7, X10)."""

from helpers import (
    S,
    T,
    after_move,
    begin,
    empty_site,
    game,
    kinds,
    ok,
    pathways,
    play,
    set_rations,
    set_ruin,
    set_stack,
    texts,
    tile,
)

from relicrunners.rules import breakdown, view_for


def test_explore_costs_one_ration_paid_to_base_camp():
    # R9.1 pay 1 Ration to the Base Camp pile to explore a Ruin or Temple with tiles
    st = game(2)
    after_move(st, 0, "R3")
    camp = st.camp
    st, ev = play(st, "explore")
    assert st.players[0].rations == 2 and st.camp == camp + 1
    assert kinds(ev, "explore") and st.ruins[S("R3")] == 1


def test_no_rations_no_explore():
    # R9.1 no Rations, no Explore
    st = game(2)
    after_move(st, 0, "T2")
    set_rations(st, 0, 0)
    assert texts(st) == {"end"}


def test_shrines_and_base_camp_cannot_be_explored():
    # R9.1 Shrines and Base Camp cannot be explored; R9.7 a Shrine can no longer be explored
    st = game(2)
    empty_site(st, "T2")
    after_move(st, 0, "T2")
    assert "explore" not in texts(st)
    empty_site(st, "R3", relic=False)  # a Shrine whose Relic was taken
    after_move(st, 0, "R3")
    assert "explore" not in texts(st)
    after_move(st, 0, "BC")
    assert "explore" not in texts(st)


def test_declining_to_explore_costs_nothing():
    # X10 a player may always decline to explore; declining costs nothing
    st = game(2)
    st, _ = play(st, "move BC-T2")
    before = (st.players[0].rations, st.camp, st.players[0].vp, list(st.stacks[S("T2")]))
    st, ev = play(st, "end")
    p = st.players[0]
    assert (p.rations, st.camp, p.vp, st.stacks[S("T2")]) == before and st.current == 1


def test_ruin_discards_top_and_places_a_pathway_next_to_it():
    # R9.2 Ruin: discard the top tile, place a reserve Pathway on a Trail touching the site
    st = game(3)
    after_move(st, 0, "R5")
    st, _ = play(st, "explore")
    assert st.ruins[S("R5")] == 2 and st.decision() == "place"
    assert texts(st) == {"place T1-R5", "place R3-R5", "place R5-T7"}
    st, ev = play(st, "place R3-R5")
    assert st.players[0].pathways == {T("R3-R5")} and st.players[0].pathway_reserve == 9
    assert st.decision() == "after"


def test_ruin_placement_skips_own_pathways_and_may_be_impossible():
    # R9.2 only on a Trail without an own Pathway; none left (or no reserve) means no placement
    st = game(3)
    after_move(st, 0, "R5")
    pathways(st, 0, "T1-R5", "R5-T7")
    st2, _ = play(st, "explore")
    assert texts(st2) == {"place R3-R5"}
    pathways(st, 0, "T1-R5", "R5-T7", "R3-R5")
    st3, ev = play(st, "explore")
    assert st3.decision() == "after" and not kinds(ev, "pathway") and st3.ruins[S("R5")] == 2
    pathways(st, 0, "T1-R1", "R1-T2", "T2-R2", "R2-T3", "T3-T4", "T4-T5", "T5-T6", "T6-R7", "R7-T11", "T11-T12")
    st4, ev = play(st, "explore")
    assert st4.decision() == "after" and not kinds(ev, "pathway")


def test_pathways_of_different_players_share_a_trail():
    # R9.3 a Trail never holds two Pathways of one player; different players share freely
    st = game(3)
    pathways(st, 1, "R3-R5", "T1-R5")
    pathways(st, 2, "R3-R5")
    after_move(st, 0, "R5")
    st, _ = play(st, "explore")
    assert "place R3-R5" in texts(st) and "place T1-R5" in texts(st)
    st, _ = play(st, "place R3-R5")
    assert all(T("R3-R5") in p.pathways for p in st.players)


def test_blue_tile_is_secret_and_worth_its_value_at_the_end():
    # R9.5 Blue: take the top tile, look at it secretly, keep it face down; worth its value at the end
    st = game(3)
    after_move(st, 0, "T4")
    set_stack(st, "T4", [tile("B5", 1), tile("B3", 2)])
    st, ev = play(st, "explore")
    [e] = kinds(ev, "tile")
    assert e.data == {"site": S("T4"), "colour": "blue", "level": 2} and e.private == {"code": "B3"}
    assert st.players[0].vp == 0 and [t.code for t in st.players[0].blue] == ["B3"]
    assert view_for(st, 0).players[0].blue[0].code == "B3"
    assert view_for(st, 1).players[0].blue[0].code is None
    assert breakdown(st)[0]["blue"] == 3


def test_purple_tile_effect_discard_and_next_face_up():
    # R9.6 Purple: take the face-up top tile, do its effect, discard it, turn the next one up (S5)
    st = game(3)
    after_move(st, 0, "T1")
    set_stack(st, "T1", [tile("P3", 1), tile("P4", 2), tile("P1", 3)])
    st, ev = play(st, "explore")
    assert st.players[0].vp == 3 and tile("P1", 3) in st.discards
    assert [e.data["code"] for e in kinds(ev, "purple_revealed")] == ["P4"]
    assert view_for(st, 1).stacks[S("T1")][-1].code == "P4"
    assert view_for(st, 1).stacks[S("T1")][0].code is None


def test_last_ruin_tile_action_first_then_green_relic():
    # R9.7 the last tile's action is completed first, then the Relic appears (Ruin -> green)
    st = game(2)
    after_move(st, 0, "R5")
    set_ruin(st, "R5", 1, full=False)
    st, ev = play(st, "explore")
    assert st.decision() == "place" and st.relics[S("R5")] is None
    st, ev = play(st, "place R5-T7")
    assert st.relics[S("R5")] == "green" and kinds(ev, "relic_appears")
    order = [e.kind for e in ev]
    assert order.index("pathway") < order.index("relic_appears")


def test_last_temple_tile_makes_a_shrine_of_its_colour():
    # R9.7 Ivory -> white, Blue -> blue, Purple -> purple Relic when the last tile is taken
    for site, t, colour in (
        ("T2", tile("I1-2"), "white"),
        ("T4", tile("B4", 1), "blue"),
        ("T3", tile("P1", 1), "purple"),
    ):
        st = game(2)
        after_move(st, 0, site)
        set_stack(st, site, [t], full=False)
        st, ev = play(st, "explore")
        assert st.relics[S(site)] == colour, site
        assert "explore" not in texts(st)
        ok(st)


def test_relic_waits_for_the_last_tiles_decisions():
    # R9.7 a Purple last tile with a choice (P6) is done in full before the Relic appears
    st = game(2)
    after_move(st, 0, "T3")
    pathways(st, 0, "BC-R2")
    set_stack(st, "T3", [tile("P6", 1)], full=False)
    st, _ = play(st, "explore")
    assert st.decision() == "shift" and st.relics[S("T3")] is None
    st, ev = play(st, "shift BC-R2>T3-T4")
    assert st.relics[S("T3")] == "purple"


def test_explorers_move_through_and_stop_on_shrines():
    # R9.7 explorers still move through a Shrine and stop on it
    st = game(2)
    empty_site(st, "T2")
    begin(st, 0, "BC")
    pathways(st, 0, "T2-R1")
    assert {"move BC-T2", "move BC-T2-R1"} <= texts(st)
    st, _ = play(st, "move BC-T2")
    assert st.players[0].site == S("T2") and texts(st) == {"end"}


def test_explore_once_per_turn():
    # R9.1 the Explore step happens once, after the move
    st = game(2)
    after_move(st, 0, "T2")
    st, _ = play(st, "explore")
    assert "explore" not in texts(st) and st.stacks[S("T2")]
