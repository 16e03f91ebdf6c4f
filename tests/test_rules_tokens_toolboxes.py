"""Toolbox Tokens, the Progression Table and the Toolbox actions (RULES.md sections 7 and 8)."""

from helpers import (
    S,
    T,
    after_move,
    begin,
    board,
    empty_site,
    game,
    kinds,
    pathways,
    place_toolboxes,
    play,
    scored,
    set_rations,
    set_stack,
    texts,
    tile,
)

from relicrunners.rules import CELLS, as_cell, cell_at, view_for


def tokens_only_up(st, *trail_ids):
    """Face up exactly the Tokens of these river trails."""
    up = {board().token_of[T(t)] for t in trail_ids}
    st.tokens = [k in up for k in range(10)]


def step_texts(st):
    return {t for t in texts(st) if t.startswith("step")}


# -- R7 Tokens -------------------------------------------------------------------------------------
def test_two_face_up_tokens_give_two_steps():
    # R7.1 face-up Tokens on River Trails of the move turn face down; R7.2 as many steps as Tokens
    st = game(2)
    begin(st, 0, "T4")
    pathways(st, 0, "T5-R7")
    st, ev = play(st, "move T4-T5-R7")
    k1, k2 = board().token_of[T("T4-T5")], board().token_of[T("T5-R7")]
    assert not st.tokens[k1] and not st.tokens[k2] and sum(st.tokens) == 8
    assert {e.data["token"] for e in kinds(ev, "token")} == {k1, k2}
    assert st.decision() == "steps"
    assert step_texts(st) == {"step B>M1", "step B>C1", "step B>S1"}
    st, _ = play(st, "step B>C1")
    assert st.decision() == "steps" and step_texts(st) == {"step C1>C2"}
    st, _ = play(st, "step C1>C2")
    assert st.decision() == "after" and st.players[0].table["C"] == [0, 1, 0]


def test_face_down_tokens_give_nothing():
    # R7.1 only face-up Tokens turn; R7.2 a face-down one gives no step
    st = game(2)
    begin(st, 0, "T4")
    pathways(st, 0, "T5-R7")
    tokens_only_up(st, "T5-R7", "R1-R3")
    st, ev = play(st, "move T4-T5-R7")
    assert len(kinds(ev, "token")) == 1 and st.decision() == "steps"
    st, _ = play(st, "step B>S1")
    assert st.decision() == "after"
    st2 = game(2)
    begin(st2, 0, "T8")
    st2, ev = play(st2, "move T8-T11")  # a jungle trail: no Token
    assert not kinds(ev, "token") and st2.decision() == "after"


def test_last_face_up_token_resets_all_and_gives_one_more_step():
    # R7.3 no Token left face up: all 10 turn up again and the mover makes 1 more step
    st = game(2)
    begin(st, 0, "T4")
    tokens_only_up(st, "T4-T5")
    st, ev = play(st, "move T4-T5")
    assert st.tokens == [True] * 10 and kinds(ev, "tokens_reset")
    assert st.decision() == "steps"
    st, _ = play(st, "step B>M1", "step M1>M2")
    assert st.decision() == "after" and st.players[0].table["M"] == [0, 1, 0]


def test_tokens_turned_by_powers_give_no_steps():
    # R7.4 Tokens turned by P8 give no steps
    st = game(3)
    after_move(st, 0, "T1")
    set_stack(st, "T1", [tile("P1", 1), tile("P8", 2)])
    st, ev = play(st, "explore")
    assert st.decision() == "flips"
    st, ev = play(st, "flip T4-T5", "flip R1-R3")
    assert st.tokens.count(False) == 2 and st.decision() == "after"
    assert not kinds(ev, "step")


def test_last_token_turned_by_a_power_still_gives_the_reset_step():
    # R7.4 except the last-token step of R7.3
    st = game(3)
    after_move(st, 0, "T1")
    set_stack(st, "T1", [tile("P1", 1), tile("P8", 2)])
    tokens_only_up(st, "R8-T9")
    st, ev = play(st, "explore", "flip R8-T9")
    assert kinds(ev, "tokens_reset") and st.tokens == [True] * 10
    assert st.decision() == "steps"
    st, _ = play(st, "step B>S1")
    assert st.decision() == "flips"  # the second P8 flip is still to come
    st, _ = play(st, "done")
    assert st.decision() == "after"


# -- R8 Progression Table ------------------------------------------------------------------------
def test_table_has_three_branches_of_three_steps():
    # R8.1 bottom space + Machete, Compass, Shovel of 3 steps; a Toolbox on step k offers level k
    st = game(2)
    after_move(st, 0, "R2")
    place_toolboxes(st, 0, M1=1, C2=1, S3=1)
    pathways(st, 0, "R2-T2", "R2-T3")
    after_move(st, 0, "T3")
    assert {t for t in texts(st) if t.startswith("tool")} == {"tool M1", "tool C2", "tool S3"}
    place_toolboxes(st, 0, M3=1, C3=1, S3=1)
    begin(st, 0, "T4")
    tokens_only_up(st, "T4-T5", "R1-R3")
    st, ev = play(st, "move T4-T5")
    assert kinds(ev, "steps_lost") and st.decision() == "after"  # nothing above step 3


def test_the_spaces_keep_their_names_bottom_and_branch_steps():
    # R8.1 the bottom space and three branches of three steps: "B", "M1" ... "S3", the words of the
    # notation ("step B>M1", "tool C2"), the saves, the game log and the network protocol
    assert CELLS == ("B", "M1", "M2", "M3", "C1", "C2", "C3", "S1", "S2", "S3")
    assert [cell_at(b, k) for b in "MCS" for k in (1, 2, 3)] == list(CELLS[1:])
    assert [as_cell(c) for c in CELLS] == list(CELLS)
    for word in ("M4", "C0", "m1", "b", "B1", "", " M1", "M", "I2-3", "bottom"):
        assert as_cell(word) is None, word


def test_a_step_and_a_toolbox_name_their_spaces_in_the_events():
    # R8.2 a Toolbox climbs from the bottom into a branch; R8.5 a used one goes back to the bottom
    st = game(2)
    begin(st, 0, "T4")
    place_toolboxes(st, 0, bottom=1, M1=1)
    tokens_only_up(st, "T4-T5", "R1-R3")
    st, ev = play(st, "move T4-T5", "step B>C1")
    assert [(e.data["from"], e.data["to"]) for e in kinds(ev, "step")] == [("B", "C1")]
    st, ev = play(st, "tool M1")
    assert [e.data["tool"] for e in kinds(ev, "toolbox")] == ["M1"]
    assert st.players[0].table == {"M": [0, 0, 0], "C": [1, 0, 0], "S": [0, 0, 0]} and st.players[0].tb_bottom == 1


def test_step_from_bottom_picks_a_branch_then_stays_in_it():
    # R8.2 from the bottom the player chooses the branch; after that it stays in its branch
    st = game(2)
    begin(st, 0, "T4")
    place_toolboxes(st, 0, bottom=1, C1=1)
    tokens_only_up(st, "T4-T5", "R1-R3")
    st, _ = play(st, "move T4-T5")
    assert step_texts(st) == {"step B>M1", "step B>C1", "step B>S1", "step C1>C2"}
    assert "step C1>M2" not in step_texts(st) and "step C1>S2" not in step_texts(st)


def test_several_toolboxes_may_share_a_space():
    # R8.2 several Toolboxes may share a space
    st = game(2)
    begin(st, 0, "T4")
    pathways(st, 0, "T5-R7")
    place_toolboxes(st, 0, bottom=1, M1=1)
    st, _ = play(st, "move T4-T5-R7", "step B>M1", "step M1>M2")
    assert st.players[0].table["M"] == [1, 1, 0]


def test_steps_spread_as_the_player_likes_before_any_tool():
    # R8.3 steps earned together are spread over the Table as the player likes, before any Toolbox
    # is used; X5 one at a time, each a decision
    st = game(2)
    begin(st, 0, "T4")
    pathways(st, 0, "T5-R7")
    place_toolboxes(st, 0, bottom=1, M2=1)
    st, _ = play(st, "move T4-T5-R7")
    assert st.decision() == "steps" and not any(t.startswith("tool") for t in texts(st))
    assert step_texts(st) == {"step B>M1", "step B>C1", "step B>S1", "step M2>M3"}
    st, ev = play(st, "step M2>M3")
    assert len(kinds(ev, "step")) == 1 and st.decision() == "steps"
    st, _ = play(st, "step B>S1")
    assert st.decision() == "after" and "tool M3" in texts(st) and "tool S1" in texts(st)


def test_steps_no_toolbox_can_take_are_lost():
    # R8.3 steps that no Toolbox can take are lost; reserve Toolboxes never take steps
    st = game(2)
    begin(st, 0, "T4")
    pathways(st, 0, "T5-R7")
    place_toolboxes(st, 0, bottom=0, reserve=2, M2=1)
    st, ev = play(st, "move T4-T5-R7")
    assert step_texts(st) == {"step M2>M3"}
    st, ev = play(st, "step M2>M3")
    assert [e.data["n"] for e in kinds(ev, "steps_lost")] == [1]
    assert st.decision() == "after" and st.players[0].tb_reserve == 2
    st = game(2)
    begin(st, 0, "T4")
    place_toolboxes(st, 0, bottom=0, reserve=3)
    st, ev = play(st, "move T4-T5")
    assert [e.data["n"] for e in kinds(ev, "steps_lost")] == [1] and st.decision() == "after"


def test_bottom_space_counts_as_on_the_table():
    # R8.4 a Toolbox is on the Table unless in reserve, the bottom space included
    st = game(2)
    place_toolboxes(st, 0, bottom=2, S1=1)
    assert st.players[0].toolboxes_on_table == 3
    place_toolboxes(st, 0, bottom=1)
    assert st.players[0].toolboxes_on_table == 1 and st.players[0].tb_reserve == 2


def test_one_toolbox_per_turn_at_any_step_boundary():
    # R8.5 at most one Toolbox per turn: before the move, after the move, after exploring
    st = game(2)
    place_toolboxes(st, 0, M2=1, S1=1)
    set_rations(st, 0, 2)
    assert {"tool M2", "tool S1"} <= texts(st)  # before the move
    st, _ = play(st, "tool M2")
    assert st.players[0].rations == 4 and not any(t.startswith("tool") for t in texts(st))
    st, _ = play(st, "move BC-R2")
    assert not any(t.startswith("tool") for t in texts(st))
    st2 = game(2)
    place_toolboxes(st2, 0, M2=1)
    st2, _ = play(st2, "move BC-R2", "explore")
    st2, _ = play(st2, "place BC-R2")
    assert "tool M2" in texts(st2)  # after exploring


def test_used_toolbox_returns_to_the_bottom_before_its_action():
    # R8.5 the used Toolbox returns to the bottom, then its action is done in full
    st = game(2)
    place_toolboxes(st, 0, bottom=0, S1=1)
    st, ev = play(st, "tool S1")
    p = st.players[0]
    assert st.decision() == "ts1" and p.tb_bottom == 1 and p.table["S"] == [0, 0, 0]
    st, _ = play(st, "choose toolbox")
    assert st.players[0].tb_bottom == 2 and st.players[0].tb_reserve == 1


def test_actions_listed_per_branch_and_level():
    # R8.6 nine actions, one per branch and level
    st = game(2)
    after_move(st, 0, "T2")
    pathways(st, 0, "T2-R1", "R1-R3")
    for b in "MCS":
        for k in (1, 2, 3):
            place_toolboxes(st, 0, **{f"{b}{k}": 1})
            assert f"tool {b}{k}" in texts(st), (b, k)


def test_machete_1_temple_action_without_a_ration_in_addition_to_explore():
    # T-M1 the Temple action of the current site, free, in addition to Explore; X1
    st = game(2)
    after_move(st, 0, "T2")
    set_stack(st, "T2", [tile("I1-1"), tile("I2-3"), tile("I3-1")])
    place_toolboxes(st, 0, M1=1)
    st, _ = play(st, "explore")
    assert st.players[0].rations == 2 and st.players[0].ivory[3].code == "I3-1"
    st, _ = play(st, "tool M1")
    assert st.players[0].rations == 2 and st.players[0].ivory[2].code == "I2-3"
    assert len(st.stacks[S("T2")]) == 1


def test_machete_1_not_on_ruin_shrine_or_camp():
    # T-M1 only a Temple with tiles left; R8.7 not offered otherwise
    st = game(2)
    place_toolboxes(st, 0, M1=1)
    assert "tool M1" not in texts(st)  # Base Camp
    begin(st, 0, "R2")
    assert "tool M1" not in texts(st)  # Ruin
    empty_site(st, "T2")
    begin(st, 0, "T2")
    assert "tool M1" not in texts(st)  # Shrine
    begin(st, 0, "T5")
    assert "tool M1" in texts(st)


def test_machete_2_takes_two_rations():
    # T-M2 take 2 Rations from Base Camp
    st = game(2)
    place_toolboxes(st, 0, M2=1)
    set_rations(st, 0, 1)
    st, ev = play(st, "tool M2")
    assert st.players[0].rations == 3 and st.camp == 4 + 2 - 2


def test_machete_3_scores_four_per_relic():
    # T-M3 4 VP per Relic on the Chart
    st = game(2)
    st.players[0].relics = ["green", "green", "blue"]
    st.relics[S("R1")] = None
    place_toolboxes(st, 0, M3=1)
    st, ev = play(st, "tool M3", checked=False)
    assert st.players[0].vp == 12 and scored(ev, 0) == 12


def test_compass_1_moves_a_pathway_anywhere_free():
    # T-C1 move one Pathway to any Trail that has none of yours
    st = game(2)
    pathways(st, 0, "BC-R2", "R2-T3")
    pathways(st, 1, "T9-T7")
    place_toolboxes(st, 0, C1=1)
    st, _ = play(st, "tool C1")
    shifts = {t for t in texts(st)}
    assert "shift BC-R2>T7-T9" in shifts  # another player's Pathway does not block
    assert "shift BC-R2>R2-T3" not in shifts  # not onto an own Pathway (R9.3)
    assert len(shifts) == 2 * (len(board().trails) - 2)
    st, _ = play(st, "shift BC-R2>T7-T9")
    assert st.players[0].pathways == {T("T7-T9"), T("R2-T3")} and st.decision() == "start"


def test_compass_2_neither_pathway_goes_where_one_just_left():
    # T-C2 move two Pathways; neither may go to a Trail either of them just left
    st = game(2)
    pathways(st, 0, "BC-R2", "R2-T2")
    place_toolboxes(st, 0, C2=1)
    st, _ = play(st, "tool C2")
    assert st.decision() == "shift2a"
    st, _ = play(st, "shift BC-R2>R4-T5")
    assert st.decision() == "shift2b"
    second = texts(st)
    assert all(t.startswith("shift T2-R2>") for t in second)  # the other Pathway moves
    assert "shift T2-R2>BC-R2" not in second  # just left by the first
    assert "shift T2-R2>R4-T5" not in second and "shift T2-R2>T3-T4" in second
    assert len(second) == len(board().trails) - 3
    st, _ = play(st, "shift T2-R2>T3-T4")
    assert st.players[0].pathways == {T("R4-T5"), T("T3-T4")}


def test_compass_2_first_cannot_return_where_it_left():
    # T-C2 the first Pathway cannot go back to the trail it just left either (it is its own origin)
    st = game(2)
    pathways(st, 0, "BC-R2", "R2-T2")
    place_toolboxes(st, 0, C2=1)
    st, _ = play(st, "tool C2")
    assert not any(t.split()[1].split(">")[0] == t.split()[1].split(">")[1] for t in texts(st))


def test_compass_3_longest_route_of_own_pathways():
    # T-C3 2 VP per Pathway in the longest route of distinct own Pathways (not through Base Camp)
    st = game(2)
    pathways(st, 0, "T1-R1", "R1-T2", "T2-R3", "T7-T9")
    place_toolboxes(st, 0, C3=1)
    st2, ev = play(st, "tool C3")
    assert scored(ev, 0) == 6
    pathways(st, 0, "R2-BC", "BC-R4", "R4-T5")
    st3, ev = play(st, "tool C3")
    assert scored(ev, 0) == 4  # BC-R4-T5 ends at the camp, R2-BC is cut off


def test_compass_3_route_may_revisit_a_site():
    # T-C3 a route of distinct Pathways may pass a site twice (a loop and a tail)
    st = game(2)
    pathways(st, 0, "T2-R1", "R1-R3", "R3-T2", "T2-R2")
    place_toolboxes(st, 0, C3=1)
    st, ev = play(st, "tool C3")
    assert scored(ev, 0) == 8


def test_shovel_1_toolbox_or_two_vp():
    # T-S1 either a reserve Toolbox to the bottom or 2 VP; X7 without a reserve only the VP
    st = game(2)
    place_toolboxes(st, 0, S1=1)
    st, _ = play(st, "tool S1")
    assert texts(st) == {"choose toolbox", "choose vp"}
    st2, ev = play(st, "choose vp")
    assert st2.players[0].vp == 2 and st2.players[0].tb_reserve == 2
    st = game(2)
    place_toolboxes(st, 0, bottom=2, S1=1)
    st, _ = play(st, "tool S1")
    assert texts(st) == {"choose vp"}


def test_shovel_2_places_a_reserve_pathway_next_to_the_explorer():
    # T-S2 place a reserve Pathway on a Trail touching the explorer's site
    st = game(2)
    after_move(st, 0, "T4")
    place_toolboxes(st, 0, S2=1)
    st, _ = play(st, "tool S2")
    assert texts(st) == {"place T3-T4", "place T4-T5"}
    st, ev = play(st, "place T4-T5")
    assert st.players[0].pathways == {T("T4-T5")} and kinds(ev, "pathway")


def test_shovel_2_not_offered_without_reserve_or_free_trail():
    # R8.7 T-S2 not offered with no reserve Pathway or no free adjacent Trail
    st = game(2)
    after_move(st, 0, "T4")
    place_toolboxes(st, 0, S2=1)
    pathways(st, 0, "T3-T4", "T4-T5")
    assert "tool S2" not in texts(st)
    pathways(st, 0, "T1-R1", "R1-T2", "T2-R3", "R3-R6", "R6-T7", "T7-T9", "T9-R8", "R8-T10", "T10-T8", "T8-T11")
    assert st.players[0].pathway_reserve == 0 and "tool S2" not in texts(st)


def test_compass_not_offered_without_pathways():
    # R8.7 T-C1 needs a Pathway on the board, T-C2 two
    st = game(2)
    place_toolboxes(st, 0, C1=1, C2=1)
    assert "tool C1" not in texts(st) and "tool C2" not in texts(st)
    pathways(st, 0, "BC-R2")
    assert "tool C1" in texts(st) and "tool C2" not in texts(st)


def test_shovel_3_doubles_every_vp_this_turn():
    # T-S3 every VP scored for the rest of the turn is doubled; X3
    st = game(2)
    after_move(st, 0, "T1")
    set_stack(st, "T1", [tile("P2", 1), tile("P1", 2)])
    place_toolboxes(st, 0, S3=1)
    st, ev = play(st, "tool S3", "explore")
    assert scored(ev, 0) == 6 and st.players[0].vp == 6
    st, ev = play(st, "end")
    assert kinds(ev, "turn_end")
    # the next turn is not doubled
    st = st.copy()  # edited by hand: a copy (the states apply returns share what an action left alone)
    st.players[1].vp = 0
    after_move(st, 1, "T3")
    set_stack(st, "T3", [tile("P1", 1)])
    st, ev = play(st, "explore")
    assert scored(ev, 1) == 3


def test_shovel_3_blue_tile_revealed_and_scored_again():
    # T-S3 scoring a Blue tile while doubled reveals it to all and gives its value again at once
    st = game(3)
    after_move(st, 0, "T4")
    set_stack(st, "T4", [tile("B5", 1), tile("B4", 2)])
    place_toolboxes(st, 0, S3=1)
    st, ev = play(st, "tool S3", "explore")
    assert st.players[0].vp == 4 and kinds(ev, "blue_revealed")
    b4 = st.players[0].blue[0]
    assert b4.uid in st.players[0].revealed
    assert view_for(st, 1).players[0].blue[0].code == "B4"
    # without doubling the Blue tile stays secret and scores nothing now (R9.5)
    st2 = game(3)
    after_move(st2, 0, "T4")
    set_stack(st2, "T4", [tile("B5", 1), tile("B4", 2)])
    st2, ev = play(st2, "explore")
    assert st2.players[0].vp == 0 and view_for(st2, 1).players[0].blue[0].code is None


def test_tokens_and_steps_are_events_in_order():
    # X5 steps are placed one at a time, each a decision, before anything else happens (R6.1)
    st = game(2)
    begin(st, 0, "T10")
    empty_site(st, "T10")
    empty_site(st, "T6")
    pathways(st, 0, "T10-T8", "T8-R7", "R7-T6")
    st.flags.start_relic = "purple"
    st, ev = play(st, "move T10-T8-R7-T6")
    assert st.decision() == "steps" and not st.players[0].relics  # Expedition waits for the steps
    st, _ = play(st, "step B>M1")
    assert st.decision() == "steps"
    st, ev = play(st, "step M1>M2")
    assert st.players[0].relics == ["purple"] and scored(ev, 0) == 6
