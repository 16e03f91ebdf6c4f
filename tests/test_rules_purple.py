"""Purple tiles P1-P8 (RULES.md section 9, S5, X1, X6, X7)."""

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

from relicrunners.rules import view_for


def purple(code, site="T3", n=2, below=("P3", 1)):
    """The explorer of seat 0 after its move on a Purple temple whose top tile is ``code``."""
    st = game(n)
    after_move(st, 0, site)
    set_stack(st, site, [tile(*below), tile(code, 2)])
    return st


def recolour(st, site, colour):
    cols = list(st.full.colours)
    cols[S(site)] = colour
    st.full = st.full._replace(colours=tuple(cols))


def test_p1_scores_three():
    # P1 score 3 VP
    st, ev = play(purple("P1"), "explore")
    assert scored(ev, 0) == 3 and st.players[0].vp == 3


def test_p2_one_step():
    # P2 one Toolbox on the Table makes 1 step
    st, ev = play(purple("P2"), "explore")
    assert st.decision() == "steps"
    st, ev = play(st, "step B>C1")
    assert st.players[0].table["C"] == [1, 0, 0] and st.decision() == "after"


def test_p2_does_nothing_when_no_toolbox_can_step():
    # X7 P2 does nothing when impossible (R8.3 the step is lost)
    st = purple("P2")
    place_toolboxes(st, 0, M3=1)
    st, ev = play(st, "explore")
    assert st.decision() == "after" and kinds(ev, "steps_lost")


def test_p3_two_rations():
    # P3 take 2 Rations from Base Camp (capped at 5, R10.2 / section 12)
    st = purple("P3", below=("P1", 1))
    set_rations(st, 0, 2)
    st, _ = play(st, "explore")
    assert st.players[0].rations == 1 + 2
    st = purple("P3", below=("P1", 1))
    set_rations(st, 0, 5)
    camp = st.camp
    st, _ = play(st, "explore")
    assert st.players[0].rations == 5 and st.camp == camp  # 4 after paying, +1 only


def test_p4_reserve_toolbox_to_the_bottom():
    # P4 a reserve Toolbox goes to the bottom of the Table
    st, ev = play(purple("P4"), "explore")
    assert st.players[0].tb_bottom == 2 and st.players[0].tb_reserve == 1 and kinds(ev, "toolbox_added")


def test_p4_does_nothing_without_reserve():
    # X7 P4 does nothing when no Toolbox is in reserve
    st = purple("P4")
    place_toolboxes(st, 0, bottom=3)
    st, ev = play(st, "explore")
    assert st.players[0].tb_bottom == 3 and not kinds(ev, "toolbox_added") and st.decision() == "after"


def test_p5_jump_to_base_camp_take_three_and_end_the_turn():
    # P5 jump to Base Camp and take 3 Rations: this is arriving there, the turn ends (R4.2)
    st = purple("P5")
    set_rations(st, 0, 1)
    st, ev = play(st, "explore")
    assert st.players[0].site == S("BC") and st.players[0].rations == 3
    assert st.current == 1 and kinds(ev, "turn_end")


def test_p5_counts_as_arriving_for_i3_5():
    # P5 / I3-5 +1 Ration when getting Rations for arriving at Base Camp
    st = purple("P5")
    give_ivory(st, 0, "I3-5")
    set_rations(st, 0, 1)
    st, ev = play(st, "explore")
    assert st.players[0].rations == 4


def test_p5_before_the_move_ends_the_turn():
    # P5 via T-M1 before moving: the turn ends at Base Camp without a move (ruling 3)
    st = purple("P5")
    begin(st, 0, "T3")
    place_toolboxes(st, 0, M1=1)
    st, ev = play(st, "tool M1")
    assert st.current == 1 and st.players[0].site == S("BC") and not kinds(ev, "move")


def test_p6_moves_one_pathway_anywhere():
    # P6 move one of your Pathways on the board to any other Trail
    st = purple("P6")
    pathways(st, 0, "BC-R2", "R2-T3")
    st, _ = play(st, "explore")
    assert st.decision() == "shift" and "shift BC-R2>R8-T9" in texts(st)
    st, ev = play(st, "shift BC-R2>R8-T9")
    assert st.players[0].pathways == {T("R8-T9"), T("R2-T3")} and kinds(ev, "pathway_moved")


def test_p6_without_pathways_does_nothing():
    # P6 with no Pathway on the board nothing happens
    st, ev = play(purple("P6"), "explore")
    assert st.decision() == "after"


def test_p7_offers_adjacent_ruins_and_temples_with_tiles():
    # P7 an adjacent Ruin or Temple with tiles left
    st = purple("P7")
    st, _ = play(st, "explore")
    assert st.decision() == "visit" and texts(st) == {"visit R2", "visit T4", "visit R4"}
    st = purple("P7")
    empty_site(st, "R2")
    empty_site(st, "T4")
    st, _ = play(st, "explore")
    assert texts(st) == {"visit R4"}


def test_p7_ruin_pathway_goes_next_to_the_purple_site():
    # P7 do the neighbour's action as if standing there, taking its top tile too; the Pathway
    # goes on a Trail touching the Purple site; no Ration paid for it
    st = purple("P7")
    rations = st.players[0].rations
    st, _ = play(st, "explore", "visit R2")
    assert st.ruins[S("R2")] == 1 and st.players[0].rations == rations - 1
    assert texts(st) == {"place R2-T3", "place T3-T4", "place T3-R4"}
    st, _ = play(st, "place T3-T4")
    assert st.players[0].pathways == {T("T3-T4")} and st.players[0].site == S("T3")


def test_p7_temple_tile_is_taken():
    # P7 on a Blue neighbour: its top tile is taken (R9.5), the explorer stays
    st = purple("P7")
    set_stack(st, "T4", [tile("B5", 1), tile("B2", 2)])
    st, ev = play(st, "explore", "visit T4")
    assert [t.code for t in st.players[0].blue] == ["B2"] and st.players[0].site == S("T3")


def test_p7_with_no_neighbour_does_nothing():
    # P7 with no such neighbour nothing more happens
    st = purple("P7")
    for s in ("R2", "T4", "R4"):
        empty_site(st, s)
    st, ev = play(st, "explore")
    assert st.decision() == "after" and not kinds(ev, "visit")


def test_p7_shrine_appears_on_the_neighbour():
    # X6 a Shrine made through P7 gets its Relic on the neighbour; R9.7 the Purple site too if emptied
    st = game(2)
    after_move(st, 0, "T3")
    set_stack(st, "T3", [tile("P7", 1)], full=False)
    set_ruin(st, "R2", 1, full=False)
    st, ev = play(st, "explore", "visit R2")
    assert st.relics[S("R2")] is None  # the Pathway comes first (R9.7)
    st, ev = play(st, "place R2-T3")
    assert st.relics[S("R2")] == "green" and st.relics[S("T3")] == "purple"


def test_p7_purple_neighbour_applies_its_own_effect():
    # X1 a Purple tile taken through P7 applies its own effect
    st = purple("P7")
    recolour(st, "T4", "purple")
    set_stack(st, "T4", [tile("P2", 1), tile("P1", 3)])
    st, ev = play(st, "explore", "visit T4")
    assert scored(ev, 0) == 3 and st.players[0].vp == 3
    assert view_for(st, 1).stacks[S("T4")][-1].code == "P2"  # S5 next one face up


def test_p7_counts_as_exploring_the_neighbour_temple():
    # X1 I2-2 and I3-2 apply to the Temple action done by P7
    st = purple("P7")
    give_ivory(st, 0, "I2-2")
    set_stack(st, "T4", [tile("B5", 1), tile("B2", 2)])
    st, _ = play(st, "explore")
    assert st.decision() == "i22"  # first for the Purple temple itself
    st, _ = play(st, "decline", "visit T4")
    assert st.decision() == "i22"
    st, _ = play(st, "use I2-2", "take L1")
    assert [t.code for t in st.players[0].blue] == ["B5"]
    st = purple("P7")
    give_ivory(st, 0, "I3-2")
    set_stack(st, "T4", [tile("B5", 1), tile("B2", 2)])
    st, ev = play(st, "explore", "visit T4")
    assert scored(ev, 0) == 2  # T3 and T4 both explored first


def test_p8_turn_up_to_two_tokens_either_way():
    # P8 turn up to 2 Tokens anywhere, each either way (R7.4 no steps)
    st = purple("P8")
    k = board().token_of[T("R1-R3")]
    st.tokens[k] = False
    st, _ = play(st, "explore")
    assert st.decision() == "flips" and "done" in texts(st) and len(texts(st)) == 11
    st, ev = play(st, "flip R1-R3")
    assert st.tokens[k] and st.decision() == "flips"
    st, ev = play(st, "flip T4-T5")
    assert st.tokens.count(False) == 1 and st.decision() == "after"
    st2, _ = play(purple("P8"), "explore", "done")
    assert st2.tokens == [True] * 10 and st2.decision() == "after"


def test_next_purple_tile_turns_face_up_when_the_top_is_taken():
    # S5 whenever a Purple top tile is taken the tile below turns face up at once
    st = purple("P1", below=("P6", 1))
    st, ev = play(st, "explore")
    assert kinds(ev, "purple_revealed")[0].data["code"] == "P6"
    for seat in (0, 1):
        assert view_for(st, seat).stacks[S("T3")][-1].code == "P6"


def test_p8_turns_two_different_tokens():
    # P8 "up to 2 Tokens": two different Tokens (docs/rulings.md) — the first one is not offered again
    st = purple("P8")
    st, _ = play(st, "explore", "flip R1-R3")
    assert "flip R1-R3" not in texts(st) and "flip T4-T5" in texts(st) and len(texts(st)) == 10
