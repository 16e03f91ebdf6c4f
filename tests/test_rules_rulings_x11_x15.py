"""Further rulings X11-X15 (RULES.md section 13), checked against the engine."""

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
    set_stack,
    texts,
    tile,
)


def token(trail: str) -> int:
    """Index of the Toolbox Token on a river trail."""
    return board().token_of[T(trail)]


def recolour(st, site, colour):
    """Give a Temple site another colour (the First Game colours never put two alike side by side)."""
    cols = list(st.full.colours)
    cols[S(site)] = colour
    st.full = st.full._replace(colours=tuple(cols))


# -- X11 T-M2 always offered; I2-3 only when it gives a Ration ---------------------------------------
def test_x11_machete_2_with_a_full_chart_gives_nothing_but_returns_the_toolbox():
    # X11 T-M2 is offered with a full Chart: no Ration, the Toolbox still goes back to the bottom (R8.5)
    st = game(2)
    set_rations(st, 0, 5)
    place_toolboxes(st, 0, bottom=1, M2=1)
    camp = st.camp
    assert camp > 0 and "tool M2" in texts(st)
    st, ev = play(st, "tool M2")
    p = st.players[0]
    assert p.rations == 5 and st.camp == camp
    assert [e.data["n"] for e in kinds(ev, "rations")] == [0]
    assert p.table["M"] == [0, 0, 0] and p.tb_bottom == 2 and p.tb_reserve == 1
    assert kinds(ev, "toolbox")[0].data["tool"] == "M2"
    assert st.decision() == "start" and not any(t.startswith("tool") for t in texts(st))  # R8.5 used


def test_x11_machete_2_with_an_empty_pile_gives_nothing_but_returns_the_toolbox():
    # X11 T-M2 is offered with the Base Camp pile empty (R10.1: every Chart full in a 2-player game)
    st = game(2)
    set_rations(st, 1, 5)
    set_rations(st, 0, 5)
    assert st.camp == 0
    place_toolboxes(st, 0, M2=1)
    after_move(st, 0, "T2")
    assert "tool M2" in texts(st)
    st, ev = play(st, "tool M2")
    p = st.players[0]
    assert p.rations == 5 and st.camp == 0 and [e.data["n"] for e in kinds(ev, "rations")] == [0]
    assert p.table["M"] == [0, 0, 0] and p.tb_bottom == 1


def test_x11_machete_2_empty_pile_with_room_on_the_chart():
    # X11 / R10.1 an empty pile gives nothing even with room on the Chart. Conservation never lets
    # that happen in a real game, so the Rations are set out of play by hand (invariants not checked).
    st = game(2)
    set_rations(st, 0, 1)
    st.camp = 0
    place_toolboxes(st, 0, M2=1)
    assert "tool M2" in texts(st)
    st, _ = play(st, "tool M2", checked=False)
    assert st.players[0].rations == 1 and st.camp == 0
    assert st.players[0].table["M"] == [0, 0, 0] and st.players[0].tb_bottom == 1


def test_x11_machete_2_gives_what_fits():
    # X11 / R10.2 with 4 on the Chart T-M2 gives 1 (the other stays in Base Camp)
    st = game(2)
    set_rations(st, 0, 4)
    place_toolboxes(st, 0, M2=1)
    camp = st.camp
    st, _ = play(st, "tool M2")
    assert st.players[0].rations == 5 and st.camp == camp - 1


def test_x11_ivory_2_3_offered_only_when_it_gives_a_ration():
    # X11 I2-3 is single use: not offered with a full Chart, offered when it would give even one
    st = game(2)
    give_ivory(st, 0, "I2-3")
    set_rations(st, 0, 5)
    assert st.camp > 0 and "use I2-3" not in texts(st)
    set_rations(st, 0, 4)
    assert "use I2-3" in texts(st)
    camp = st.camp
    st, _ = play(st, "use I2-3")
    assert st.players[0].rations == 5 and st.camp == camp - 1 and not st.players[0].holds("I2-3")
    assert "use I2-3" not in texts(st)


def test_x11_ivory_2_3_not_offered_with_an_empty_pile():
    # X11 I2-3 with nothing in the Base Camp pile would give no Ration: not offered, the tile is kept.
    # (Rations set out of play by hand: conservation never empties the pile while a Chart has room.)
    st = game(2)
    give_ivory(st, 0, "I2-3")
    set_rations(st, 0, 2)
    st.camp = 0
    assert "use I2-3" not in texts(st) and st.players[0].holds("I2-3")


# -- X12 I3-6 turns its Token before the move's own Tokens -----------------------------------------------
def i36_position():
    """Seat 0 on Base Camp holding I3-6, with a Pathway on BC-T8 so that BC-T8-T10 crosses river T8-T10."""
    st = game(2)
    give_ivory(st, 0, "I3-6")
    pathways(st, 0, "BC-T8")
    return st


def test_x12_i3_6_asked_before_the_move_tokens_turn():
    # X12 the I3-6 Token is chosen as the explorer leaves Base Camp, before R7.1 turns the route's Tokens
    st = i36_position()
    k = token("T8-T10")
    st, ev = play(st, "move BC-T8-T10")
    assert st.decision() == "flips" and len(texts(st)) == 10
    assert st.tokens[k] and not kinds(ev, "token")  # the route's Token not turned yet
    st, ev = play(st, "flip R1-R3")  # elsewhere: the route then gives its step
    toks = kinds(ev, "token")
    assert [(e.data["token"], e.data["by"]) for e in toks] == [(token("R1-R3"), "I3-6"), (k, "move")]
    assert st.decision() == "steps"
    st, _ = play(st, "step B>M1")
    assert st.decision() == "after" and not st.tokens[k] and not st.tokens[token("R1-R3")]


def test_x12_i3_6_turns_a_route_token_up_and_crossing_it_gives_a_step():
    # X12 a face-down Token of the route turned face up by I3-6 is then turned by the move: 1 step (R7.2)
    st = i36_position()
    k = token("T8-T10")
    st.tokens[k] = False
    st, ev = play(st, "move BC-T8-T10", "flip T8-T10")
    assert [e.data["up"] for e in kinds(ev, "token")] == [True, False]
    assert st.decision() == "steps" and not st.tokens[k]
    st, _ = play(st, "step B>C1")
    assert st.players[0].table["C"] == [1, 0, 0] and st.decision() == "after"
    # without I3-6 the same move over the face-down Token gives nothing
    st2 = game(2)
    pathways(st2, 0, "BC-T8")
    st2.tokens[k] = False
    st2, ev = play(st2, "move BC-T8-T10")
    assert st2.decision() == "after" and not kinds(ev, "token")


def test_x12_i3_6_turns_a_route_token_down_and_crossing_it_gives_nothing():
    # X12 I3-6 may turn the route's face-up Token down first: the move then turns nothing, no step
    st = i36_position()
    k = token("T8-T10")
    st, ev = play(st, "move BC-T8-T10", "flip T8-T10")
    assert [(e.data["token"], e.data["up"], e.data["by"]) for e in kinds(ev, "token")] == [(k, False, "I3-6")]
    assert not st.tokens[k] and sum(st.tokens) == 9
    assert st.decision() == "after" and not kinds(ev, "step")
    assert st.players[0].tb_bottom == 1 and st.players[0].table == {b: [0, 0, 0] for b in "MCS"}


# -- X13 I2-6 from a Shrine that was a Temple ------------------------------------------------------------
def test_x13_i2_6_jumps_from_a_shrine_that_was_a_temple_of_that_colour():
    # X13 T1 (purple) is now a Shrine; I2-6 still jumps to a purple site without a Relic
    st = game(2)
    give_ivory(st, 0, "I2-6")
    empty_site(st, "T1")  # Shrine with its purple Relic
    empty_site(st, "T6")  # purple Shrine holding its Relic
    empty_site(st, "T10", relic=False)  # purple Shrine whose Relic was taken
    begin(st, 0, "T1")
    jumps = {t for t in texts(st) if t.startswith("jump")}
    assert jumps == {"jump T3", "jump T10"}  # T6 holds a Relic: not a destination
    st, ev = play(st, "jump T10")
    assert st.players[0].site == S("T10") and not st.players[0].holds("I2-6")
    assert kinds(ev, "jump") and st.decision() == "after"


def test_x13_i2_6_from_a_shrine_never_to_a_relic():
    # X13 the destination still must not hold a Relic: all other purple sites are Shrines with Relics
    st = game(2)
    give_ivory(st, 0, "I2-6")
    for site in ("T1", "T3", "T6", "T10"):
        empty_site(st, site)
    begin(st, 0, "T1")
    assert not any(t.startswith("jump") for t in texts(st))
    st.relics[S("T3")] = None
    assert {t for t in texts(st) if t.startswith("jump")} == {"jump T3"}


def test_x13_the_site_keeps_its_colour_not_another():
    # X13 a former Ivory Temple jumps only to Ivory sites (T2 T5 T7 T11), not to other colours
    st = game(2)
    give_ivory(st, 0, "I2-6")
    empty_site(st, "T2", relic=False)
    begin(st, 0, "T2")
    assert {t for t in texts(st) if t.startswith("jump")} == {"jump T5", "jump T7", "jump T11"}


# -- X14 I3-3 with P7 ------------------------------------------------------------------------------------
def p7_position(site="T3"):
    """Seat 0 after its move on a Purple site whose top tile is P7, holding I3-3."""
    st = game(2)
    after_move(st, 0, site)
    set_stack(st, site, [tile("P3", 1), tile("P7", 2)])
    give_ivory(st, 0, "I3-3")
    return st


def test_x14_p7_to_a_scoring_purple_tile_gives_one_bonus():
    # X14 the P7 tile scores nothing itself; the neighbour's P1 scores 3, so I3-3 gives +1 (once)
    st = p7_position()
    recolour(st, "T4", "purple")
    set_stack(st, "T4", [tile("P2", 1), tile("P1", 3)])
    st, ev = play(st, "explore")
    assert scored(ev, 0) == 0 and st.decision() == "visit"  # P7 alone: no VP, no I3-3
    st, ev = play(st, "visit T4")
    assert scored(ev, 0) == 3 + 1 and st.players[0].vp == 4
    assert [e.data["why"] for e in kinds(ev, "score")] == ["Purple P1", "Ivory I3-3"]


def test_x14_p7_to_a_blue_tile_gives_the_bonus():
    # X14 / I3-3 a Blue tile taken through P7 counts as scoring (without revealing it)
    st = p7_position()
    set_stack(st, "T4", [tile("B5", 1), tile("B2", 2)])
    st, ev = play(st, "explore", "visit T4")
    assert scored(ev, 0) == 1 and not kinds(ev, "blue_revealed")


def test_x14_p7_to_a_non_scoring_action_gives_no_bonus():
    # X14 the neighbour's action scores nothing: no I3-3 bonus (Purple P3, an Ivory tile, a Ruin)
    st = p7_position()
    recolour(st, "T4", "purple")
    set_stack(st, "T4", [tile("P1", 1), tile("P3", 3)])
    st2, ev = play(st, "explore", "visit T4")
    assert scored(ev, 0) == 0 and st2.players[0].vp == 0
    st = p7_position("T6")
    set_stack(st, "T5", [tile("I1-1"), tile("I2-2")])
    st3, ev = play(st, "explore", "visit T5")
    assert scored(ev, 0) == 0 and st3.players[0].holds("I2-2")
    st = p7_position()
    st4, ev = play(st, "explore", "visit R2", "place T3-T4")
    assert scored(ev, 0) == 0 and st4.players[0].pathways == {T("T3-T4")}


def test_x14_p7_with_no_neighbour_gives_no_bonus():
    # X14 P7 with nothing to visit scores nothing, so I3-3 gives nothing
    st = p7_position()
    for site in ("R2", "T4", "R4"):
        empty_site(st, site)
    st, ev = play(st, "explore")
    assert st.decision() == "after" and scored(ev, 0) == 0


# -- X15 P8 two different Tokens, or one, or none ----------------------------------------------------------
def p8_position():
    st = game(2)
    after_move(st, 0, "T3")
    set_stack(st, "T3", [tile("P3", 1), tile("P8", 2)])
    return st


def test_x15_p8_turns_two_different_tokens():
    # X15 the second Token must differ from the first; each either way (R7.4: no steps)
    st = p8_position()
    k1, k2 = token("R1-R3"), token("T4-T5")
    st.tokens[k1] = False
    st, _ = play(st, "explore", "flip R1-R3")
    assert st.tokens[k1] and st.decision() == "flips"
    assert "flip R1-R3" not in texts(st) and "flip T4-T5" in texts(st) and "done" in texts(st)
    assert len(texts(st)) == 9 + 1
    st, ev = play(st, "flip T4-T5")
    assert not st.tokens[k2] and st.tokens.count(False) == 1
    assert st.decision() == "after" and not kinds(ev, "step")  # no third Token


def test_x15_p8_may_turn_only_one():
    # X15 P8 may stop after one Token
    st = p8_position()
    st, _ = play(st, "explore", "flip T4-T5", "done")
    assert st.tokens.count(False) == 1 and not st.tokens[token("T4-T5")] and st.decision() == "after"


def test_x15_p8_may_turn_none():
    # X15 P8 may turn no Token at all
    st = p8_position()
    st, ev = play(st, "explore")
    assert st.decision() == "flips" and "done" in texts(st)
    st, ev = play(st, "done")
    assert st.tokens == [True] * 10 and st.decision() == "after" and not kinds(ev, "token")
