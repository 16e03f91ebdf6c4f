"""After the move: Base Camp, Expeditions, Relics (RULES.md section 6)."""

from helpers import (
    S,
    after_move,
    begin,
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


def expedition_position(n=2):
    """Blue Shrines on T8 and T12; the explorer starts its turn on T8 with 3 Pathways T11-R7-T6-T12."""
    st = game(n)
    empty_site(st, "T8")
    empty_site(st, "T12")
    pathways(st, 0, "R7-T11", "T6-R7", "T6-T12")
    return begin(st, 0, "T8")


def test_worked_example_expedition_one_unfamiliar_and_three_pathways():
    # R6.3 began on a blue Shrine, ends on another blue Shrine: takes the Bird;
    # R6.4 2 VP per Trail moved along this turn, Pathways included: 4 Trails = 8 VP
    st = expedition_position()
    st, ev = play(st, "move T8-T11-R7-T6-T12")
    p = st.players[0]
    assert p.relics == ["blue"] and st.relics[S("T12")] is None and st.relics[S("T8")] == "blue"
    assert scored(ev, 0) == 8 and p.vp == 8
    assert [e.data["why"] for e in kinds(ev, "score")] == ["Expedition"]


def test_expedition_length_counts_every_trail():
    # R6.4 a shorter route to the same Shrine scores less (R5.6)
    st = expedition_position()
    pathways(st, 0, "T8-T11")
    st, ev = play(st, "move T8-T11-T12")
    assert scored(ev, 0) == 4 and st.players[0].relics == ["blue"]


def test_no_expedition_without_a_relic_at_the_start_of_the_turn():
    # R6.3 the player must begin the turn on a Shrine holding a Relic
    st = expedition_position()
    st.relics[S("T8")] = None
    begin(st, 0, "T8")
    st, ev = play(st, "move T8-T11-R7-T6-T12")
    assert not st.players[0].relics and not kinds(ev, "score") and st.relics[S("T12")] == "blue"


def test_no_expedition_to_a_shrine_of_another_colour():
    # R6.3 the second Shrine's Relic must be of the same colour
    st = expedition_position()
    empty_site(st, "T6")  # purple Shrine on the way
    st, ev = play(st, "move T8-T11-R7-T6")
    assert not st.players[0].relics and st.relics[S("T6")] == "purple" and not kinds(ev, "score")


def test_no_expedition_when_the_start_was_not_a_shrine():
    # R6.3 ending on a Shrine after starting elsewhere takes nothing
    st = expedition_position()
    pathways(st, 0, "T11-T12")
    begin(st, 0, "T11")
    st, ev = play(st, "move T11-T12")
    assert not st.players[0].relics and st.relics[S("T12")] == "blue"


def test_relic_appearing_this_turn_is_not_a_starting_relic():
    # R6.3 "began the turn" on a Shrine: a Shrine made during the turn does not start an Expedition
    st = expedition_position()
    begin(st, 0, "T4")
    set_stack(st, "T4", [tile("B5", 1)], full=False)
    pathways(st, 0, "T5-T6", "T6-T12")
    place_toolboxes(st, 0, M1=1)
    st, _ = play(st, "tool M1")  # T4 becomes a blue Shrine before the move
    assert st.relics[S("T4")] == "blue" and st.decision() == "start"
    st, ev = play(st, "move T4-T5-T6-T12")
    assert not st.players[0].relics and st.relics[S("T12")] == "blue" and not kinds(ev, "score")


def test_taking_a_relic_is_free_and_checks_the_end():
    # R6.5 taking a Relic costs nothing and checks the end of the game (R11.1)
    st = expedition_position()
    st.players[1].relics = ["green"] * 6  # 2 players: the 7th Relic triggers the end
    rations = st.players[0].rations
    st, ev = play(st, "move T8-T11-R7-T6-T12")
    assert st.players[0].rations == rations
    assert kinds(ev, "end_triggered") and st.triggered_by == 0 and st.stage == "final"


def test_base_camp_gives_three_rations_and_ends_the_turn():
    # R6.2 Base Camp: take 3 Rations from the Base Camp pile; the turn ends (R4.2)
    st = game(3)
    begin(st, 0, "R2")
    set_rations(st, 0, 1)
    camp = st.camp
    st, ev = play(st, "move R2-BC")
    assert st.players[0].rations == 4 and st.camp == camp - 3
    assert st.current == 1 and st.decision() == "start"
    assert [e.kind for e in ev].index("camp") < [e.kind for e in ev].index("turn_end")


def test_base_camp_rations_capped_at_five():
    # R6.2 (cap R10.2): what would exceed 5 stays in Base Camp
    st = game(3)
    begin(st, 0, "R2")
    set_rations(st, 0, 4)
    camp = st.camp
    st, ev = play(st, "move R2-BC")
    assert st.players[0].rations == 5 and st.camp == camp - 1


def test_token_steps_come_before_base_camp():
    # R6.1 Token flips (and their steps) first, then Base Camp, then the turn ends
    st = game(2)
    begin(st, 0, "T10")
    pathways(st, 0, "T8-T10", "BC-T8")
    set_rations(st, 0, 0)
    st, ev = play(st, "move T10-T8-BC")
    assert st.decision() == "steps" and st.current == 0 and st.players[0].rations == 0
    st, ev = play(st, "step B>M1")
    assert st.players[0].rations == 3 and st.current == 1


def test_expedition_before_explore():
    # R6.1 the Expedition is resolved before the Explore decision
    st = expedition_position()
    st, _ = play(st, "move T8-T11-R7-T6-T12")
    assert st.decision() == "after" and st.players[0].relics == ["blue"]
    assert "explore" not in texts(st)  # a Shrine cannot be explored (R9.1)


def test_expedition_doubled_by_shovel_3():
    # T-S3 used before the move doubles the Expedition VP (R6.4): 8 -> 16
    st = expedition_position()
    place_toolboxes(st, 0, S3=1)
    st, ev = play(st, "tool S3", "move T8-T11-R7-T6-T12")
    assert scored(ev, 0) == 16 and st.players[0].relics == ["blue"]


def test_p5_through_p7_is_arriving_at_base_camp():
    # P7 + P5: the neighbour's Purple tile sends the explorer to Base Camp; the turn ends (R4.2)
    st = game(2)
    after_move(st, 0, "T3")
    set_stack(st, "T3", [tile("P1", 1), tile("P7", 2)])
    cols = list(st.full.colours)
    cols[S("T4")] = "purple"
    st.full = st.full._replace(colours=tuple(cols))
    set_stack(st, "T4", [tile("P3", 1), tile("P5", 2)])
    set_rations(st, 0, 1)
    st, ev = play(st, "explore", "visit T4")
    assert st.players[0].site == S("BC") and st.players[0].rations == 3 and st.current == 1
