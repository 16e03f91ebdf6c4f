"""Ivory tiles (RULES.md R9.4, I1-1..I3-6, X1-X4)."""

from helpers import (
    S,
    T,
    after_move,
    begin,
    board,
    empty_site,
    game,
    give_ivory,
    kinds,
    pathways,
    place_toolboxes,
    play,
    scored,
    set_rations,
    set_ruin,
    set_stack,
    texts,
    tile,
)

from relicrunners.rules import breakdown, view_for


def ivory_codes(st, seat=0):
    return sorted(t.code for t in st.players[seat].ivory.values())


# -- R9.4 ------------------------------------------------------------------------------------------
def test_ivory_tile_is_taken_and_public():
    # R9.4 Ivory: take the top tile; it is public
    st = game(3)
    after_move(st, 0, "T2")
    set_stack(st, "T2", [tile("I1-1"), tile("I2-3")])
    st, ev = play(st, "explore")
    assert ivory_codes(st) == ["I2-3"]
    assert kinds(ev, "tile")[0].data["code"] == "I2-3" and kinds(ev, "tile")[0].private is None
    assert view_for(st, 2).players[0].ivory[2].code == "I2-3"


def test_second_ivory_of_a_level_keep_one_and_score_two():
    # R9.4 at most one Ivory tile per level: keep one, discard the other, score 2 VP (worked example)
    st = game(3)
    after_move(st, 0, "T2")
    give_ivory(st, 0, "I1-4")
    set_stack(st, "T2", [tile("I1-1")])
    st, ev = play(st, "explore")
    assert st.decision() == "keep" and texts(st) == {"keep I1-1", "keep I1-4"}
    kept_new, ev = play(st, "keep I1-1")
    assert ivory_codes(kept_new) == ["I1-1"] and tile("I1-4") in kept_new.discards
    assert scored(ev, 0) == 2 and kept_new.players[0].vp == 2
    kept_old, ev = play(st, "keep I1-4")
    assert ivory_codes(kept_old) == ["I1-4"] and tile("I1-1") in kept_old.discards and scored(ev, 0) == 2


# -- level 1: end scoring ----------------------------------------------------------------------------
def ivory_bonus(st, seat=0):
    return breakdown(st)[seat]["ivory"]


def test_i1_1_three_per_ivory_tile_held():
    # I1-1 3 VP per Ivory tile held, this one included
    st = game(2)
    give_ivory(st, 0, "I1-1", "I2-2", "I3-5")
    assert ivory_bonus(st) == {"I1-1": 9}
    st.players[0].ivory.pop(3)
    assert ivory_bonus(st) == {"I1-1": 6}


def test_i1_2_two_per_ration():
    # I1-2 2 VP per Ration on the Chart
    st = game(2)
    give_ivory(st, 0, "I1-2")
    set_rations(st, 0, 4)
    assert ivory_bonus(st) == {"I1-2": 8}


def test_i1_3_five_per_relic_beyond_the_first_of_each_colour():
    # I1-3 5 VP per Relic beyond the first of each colour
    st = game(2)
    give_ivory(st, 0, "I1-3")
    st.players[0].relics = ["green", "green", "green", "blue", "blue", "white"]
    assert ivory_bonus(st) == {"I1-3": 15}


def test_i1_4_one_per_own_pathway():
    # I1-4 1 VP per own Pathway on the board
    st = game(2)
    give_ivory(st, 0, "I1-4")
    pathways(st, 0, "BC-R2", "R2-T3", "T3-T4")
    pathways(st, 1, "BC-T2")
    assert ivory_bonus(st) == {"I1-4": 3}


def test_i1_5_four_per_toolbox_on_the_table():
    # I1-5 4 VP per Toolbox on the Table (R8.4: the bottom space counts)
    st = game(2)
    give_ivory(st, 0, "I1-5")
    place_toolboxes(st, 0, bottom=1, C2=1)
    assert ivory_bonus(st) == {"I1-5": 8}


def test_i1_6_gives_no_points():
    # I1-6 is an extra turn (R11.2), not points
    st = game(2)
    give_ivory(st, 0, "I1-6")
    assert ivory_bonus(st) == {"I1-6": 0}


# -- level 2: single use -------------------------------------------------------------------------------
def i22_position():
    st = game(2)
    after_move(st, 0, "T3")
    set_stack(st, "T3", [tile("P3", 1), tile("P4", 2), tile("P1", 3)])
    give_ivory(st, 0, "I2-2")
    return st


def test_i2_2_look_at_the_stack_and_take_any_level():
    # I2-2 exploring a Temple, look at its remaining tiles secretly and take the one wanted
    st = i22_position()
    st, _ = play(st, "explore")
    assert st.decision() == "i22" and texts(st) == {"use I2-2", "decline"}
    st, ev = play(st, "use I2-2")
    assert texts(st) == {"take L1", "take L2", "take L3"} and not st.players[0].holds("I2-2")
    assert [t.code for t in view_for(st, 0).stacks[S("T3")]] == ["P3", "P4", "P1"]
    assert [t.code for t in view_for(st, 1).stacks[S("T3")]] == [None, None, "P1"]
    set_rations(st, 0, 1)
    st, ev = play(st, "take L1")  # the bottom tile: P3, 2 Rations
    assert st.players[0].rations == 3 and [t.code for t in st.stacks[S("T3")]] == ["P4", "P1"]
    assert [t.code for t in view_for(st, 0).stacks[S("T3")]] == ["P4", "P1"]  # still remembered


def test_i2_2_declined_takes_the_top_and_keeps_the_tile():
    # I2-2 / X4 using it is the holder's choice
    st = i22_position()
    st, ev = play(st, "explore", "decline")
    assert st.players[0].holds("I2-2") and st.players[0].vp == 3


def test_i2_2_not_asked_for_a_single_tile_or_a_ruin():
    # I2-2 only matters with a choice of tiles in a Temple
    st = i22_position()
    set_stack(st, "T3", [tile("P1", 1)], full=False)
    st, _ = play(st, "explore")
    assert st.decision() == "after" and st.players[0].holds("I2-2")
    st = i22_position()
    after_move(st, 0, "R3")
    st, _ = play(st, "explore")
    assert st.decision() == "place"


def test_i2_2_applies_to_machete_1():
    # X1 the Temple action of T-M1 is exploring a Temple: I2-2 applies
    st = i22_position()
    place_toolboxes(st, 0, M1=1)
    st, _ = play(st, "tool M1")
    assert st.decision() == "i22"


def test_i2_3_fills_the_chart_at_the_start_of_the_turn():
    # I2-3 at the start of the turn, fill the Chart to 5 Rations from Base Camp
    st = game(3)
    give_ivory(st, 0, "I2-3")
    set_rations(st, 0, 1)
    camp = st.camp
    assert "use I2-3" in texts(st)
    st, ev = play(st, "use I2-3")
    assert st.players[0].rations == 5 and st.camp == camp - 4 and not st.players[0].holds("I2-3")
    assert st.decision() == "start"


def test_i2_3_only_before_the_move_and_when_useful():
    # I2-3 start of the turn only; not offered with a full Chart or an empty pile (R10.1)
    st = game(3)
    give_ivory(st, 0, "I2-3")
    set_rations(st, 0, 5)
    assert "use I2-3" not in texts(st)
    set_rations(st, 0, 2)
    st2, _ = play(st, "move BC-T2")
    assert "use I2-3" not in texts(st2)
    st.players[1].rations += st.camp
    st.camp = 0
    assert "use I2-3" not in texts(st)


def test_i2_3_takes_the_rations_from_the_pile():
    # I2-3 / R10.1 every Ration taken comes from the Base Camp pile (here emptied by it)
    st = game(3)
    give_ivory(st, 0, "I2-3")
    set_rations(st, 1, 5)
    set_rations(st, 2, 5)
    set_rations(st, 0, 1)
    assert st.camp == 4
    st, _ = play(st, "use I2-3")
    assert st.players[0].rations == 5 and st.camp == 0


def ruin_place_position(*codes):
    st = game(2)
    after_move(st, 0, "R5")
    give_ivory(st, 0, *codes)
    st, _ = play(st, "explore")
    assert st.decision() == "place"
    return st


def test_i2_4_places_two_pathways_both_touching_the_site():
    # I2-4 when placing a Pathway, place two, both touching the site
    st = ruin_place_position("I2-4")
    assert {"place R3-R5 +I2-4", "place T1-R5 +I2-4", "place R5-T7 +I2-4"} <= texts(st)
    assert not any("+I2-5" in t for t in texts(st))  # X4 only the tiles held
    st, ev = play(st, "place R3-R5 +I2-4")
    assert st.decision() == "place" and texts(st) == {"place T1-R5", "place R5-T7"}
    st, _ = play(st, "place R5-T7")
    assert st.players[0].pathways == {T("R3-R5"), T("R5-T7")} and not st.players[0].holds("I2-4")


def test_i2_5_places_the_pathway_on_any_trail():
    # I2-5 when placing a Pathway, place it on any Trail
    st = ruin_place_position("I2-5")
    assert "place T11-T12 +I2-5" in texts(st) and "place T11-T12" not in texts(st)
    assert not any("+I2-4" in t for t in texts(st))
    st, _ = play(st, "place T11-T12 +I2-5")
    assert st.players[0].pathways == {T("T11-T12")} and st.decision() == "after"
    assert not st.players[0].holds("I2-5")


def test_i2_4_and_i2_5_never_both_held():
    # X4 the I2-4 + I2-5 combination needs both tiles, but R9.4 allows one level-2 tile at a time:
    # taking the second one asks which to keep, so the combined placement is never offered
    st = game(2)
    after_move(st, 0, "T2")
    give_ivory(st, 0, "I2-4")
    set_stack(st, "T2", [tile("I1-1"), tile("I2-5")])
    st, _ = play(st, "explore")
    assert st.decision() == "keep" and texts(st) == {"keep I2-4", "keep I2-5"}
    st, _ = play(st, "keep I2-5")
    assert ivory_codes(st) == ["I2-5"]
    st = st.copy()  # edited by hand: a copy (the states apply returns share what an action left alone)
    after_move(st, 0, "R5")
    st, _ = play(st, "explore")
    assert not any("+I2-4" in t for t in texts(st)) and "place T11-T12 +I2-5" in texts(st)


def test_i2_4_needs_two_pathways_and_two_trails():
    # I2-4 offered only when both Pathways can be placed (ruling 13)
    st = game(2)
    after_move(st, 0, "T4")
    pathways(st, 0, *["T1-R1", "R1-T2", "T2-R2", "R2-T3", "T6-R7", "T5-T6", "R7-T11", "T11-T12", "T8-T11"])
    give_ivory(st, 0, "I2-4")
    place_toolboxes(st, 0, S2=1)
    st, _ = play(st, "tool S2")
    assert texts(st) == {"place T3-T4", "place T4-T5"}


def test_moving_a_pathway_is_not_placing():
    # X2 T-C1 moves a Pathway: I2-4 / I2-5 do not apply, I3-1 does not score
    st = game(2)
    pathways(st, 0, "BC-R2")
    give_ivory(st, 0, "I2-5", "I3-1")
    place_toolboxes(st, 0, C1=1)
    st, ev = play(st, "tool C1")
    assert not any("+" in t for t in texts(st))
    st, ev = play(st, "shift BC-R2>T11-T12")
    assert not kinds(ev, "score") and st.players[0].holds("I2-5")


# -- level 3: permanent ---------------------------------------------------------------------------------
def test_i3_1_one_vp_per_pathway_placed():
    # I3-1 +1 VP each time a Pathway is placed (X2: T-S2 and I2-4 are placing)
    st = ruin_place_position("I3-1", "I2-4")
    st, ev = play(st, "place R3-R5 +I2-4", "place T1-R5")
    assert scored(ev, 0) == 2


def test_i3_2_first_to_explore_a_full_stack():
    # I3-2 +1 VP when the first to explore a Ruin or Temple (its stack was still full)
    st = game(2)
    give_ivory(st, 0, "I3-2")
    after_move(st, 0, "R3")
    st2, ev = play(st, "explore")
    assert scored(ev, 0) == 1
    set_ruin(st, "R3", 1, full=False)
    after_move(st, 0, "R3")
    st3, ev = play(st, "explore")
    assert scored(ev, 0) == 0


def test_i3_2_applies_to_temples():
    # I3-2 a Temple explored first (X1 via T-M1 too)
    st = game(2)
    give_ivory(st, 0, "I3-2")
    after_move(st, 0, "T2")
    place_toolboxes(st, 0, M1=1)
    st, ev = play(st, "tool M1")
    assert scored(ev, 0) == 1
    st, ev = play(st, "explore")
    assert scored(ev, 0) == 0


def test_i3_3_one_more_vp_when_a_temple_scores():
    # I3-3 +1 VP each time exploring a Temple scores VP (a Blue tile counts, without revealing it)
    st = game(3)
    give_ivory(st, 0, "I3-3")
    after_move(st, 0, "T1")
    set_stack(st, "T1", [tile("P2", 1), tile("P1", 2)])
    st2, ev = play(st, "explore")
    assert scored(ev, 0) == 4
    after_move(st, 0, "T4")
    set_stack(st, "T4", [tile("B5", 1), tile("B3", 2)])
    st3, ev = play(st, "explore")
    assert scored(ev, 0) == 1 and not kinds(ev, "blue_revealed")
    assert view_for(st3, 1).players[0].blue[0].code is None
    after_move(st, 0, "T2")
    set_stack(st, "T2", [tile("I1-2"), tile("I2-3")])
    st4, ev = play(st, "explore")
    assert scored(ev, 0) == 0  # an Ivory tile scores nothing
    after_move(st, 0, "R3")
    give_ivory(st, 0, "I3-3")
    st5, ev = play(st, "explore", "place R3-R5")
    assert scored(ev, 0) == 0  # a Ruin is not a Temple


def test_i3_4_ration_when_an_opponent_moves_a_pathway():
    # I3-4 take 1 Ration each time an opponent moves a Pathway already on the board (X2)
    st = game(3)
    give_ivory(st, 1, "I3-4")
    set_rations(st, 1, 2)
    pathways(st, 0, "BC-R2", "R2-T3")
    place_toolboxes(st, 0, C2=1)
    st, ev = play(st, "tool C2", "shift BC-R2>T4-T5", "shift R2-T3>T5-T6")
    assert st.players[1].rations == 4  # two Pathways moved (ruling 10)
    assert [e.player for e in kinds(ev, "rations")] == [1, 1]


def test_i3_4_not_for_own_moves():
    # I3-4 only an opponent's Pathway moves count
    st = game(2)
    give_ivory(st, 0, "I3-4")
    set_rations(st, 0, 2)
    pathways(st, 0, "BC-R2")
    place_toolboxes(st, 0, C1=1)
    st, ev = play(st, "tool C1", "shift BC-R2>T4-T5")
    assert st.players[0].rations == 2


def test_i3_4_triggers_on_purple_p6_of_another_player():
    # I3-4 / X2 P6 moving a Pathway triggers it too
    st = game(2)
    give_ivory(st, 1, "I3-4")
    set_rations(st, 1, 0)
    after_move(st, 0, "T3")
    pathways(st, 0, "BC-R2")
    set_stack(st, "T3", [tile("P1", 1), tile("P6", 2)])
    st, ev = play(st, "explore", "shift BC-R2>T9-R8")
    assert st.players[1].rations == 1


def test_i3_5_one_more_ration_at_base_camp():
    # I3-5 +1 Ration each time Rations are taken for arriving at Base Camp
    st = game(3)
    give_ivory(st, 0, "I3-5")
    begin(st, 0, "R2")
    set_rations(st, 0, 0)
    st, ev = play(st, "move R2-BC")
    assert st.players[0].rations == 4


def test_i3_6_turn_one_token_when_leaving_base_camp():
    # I3-6 each time the explorer leaves Base Camp, turn one Token either way (R7.4 no step from it)
    st = game(2)
    give_ivory(st, 0, "I3-6")
    st, ev = play(st, "move BC-R2")
    assert st.decision() == "flips" and len(texts(st)) == 10
    st, ev = play(st, "flip T4-T5")
    assert st.tokens.count(False) == 1 and st.decision() == "after" and not kinds(ev, "step")
    st = st.copy()  # edited by hand: a copy (the states apply returns share what an action left alone)
    begin(st, 0, "R2")
    st, ev = play(st, "move R2-T3")
    assert st.decision() == "after"  # not leaving Base Camp


def test_i3_6_flip_happens_before_the_moves_own_tokens():
    # I3-6 (ruling 1) turning a face-down Token of the route up gives a step when it is then used
    st = game(2)
    give_ivory(st, 0, "I3-6")
    pathways(st, 0, "BC-T8")
    k = board().token_of[T("T8-T10")]
    st.tokens[k] = False
    st, _ = play(st, "move BC-T8-T10", "flip T8-T10")
    assert st.decision() == "steps" and not st.tokens[k]


def test_doubling_includes_ivory_bonuses_and_compensation():
    # X3 T-S3 doubles level-3 Ivory bonuses and the 2 VP compensation; end scoring never doubled
    st = game(2)
    after_move(st, 0, "T2")
    give_ivory(st, 0, "I1-1", "I3-2")
    set_stack(st, "T2", [tile("I1-4")])
    place_toolboxes(st, 0, S3=1)
    st, ev = play(st, "tool S3", "explore", "keep I1-1")
    assert scored(ev, 0) == 2 * 1 + 2 * 2  # I3-2 and the compensation, doubled
    assert breakdown(st)[0]["ivory"] == {"I1-1": 6}  # not doubled at the end


def test_level_2_tile_may_be_used_the_turn_it_is_taken():
    # X4 a level-2 tile may be used in the same turn it was taken
    st = game(2)
    after_move(st, 0, "T2")
    set_stack(st, "T2", [tile("I1-1"), tile("I2-5")])
    place_toolboxes(st, 0, S2=1)
    st, _ = play(st, "explore", "tool S2")
    assert "place T11-T12 +I2-5" in texts(st)


def test_i2_1_and_i2_6_are_used_only_by_choice():
    # X4 holding a level-2 tile never forces its use
    st = game(2)
    give_ivory(st, 0, "I2-6")
    begin(st, 0, "T1")
    assert any(t.startswith("move") for t in texts(st)) and "jump T3" in texts(st)
    empty_site(st, "T10")
    assert "jump T10" not in texts(st)
