"""End of the game and scoring (RULES.md section 11, X8, I1-6)."""

import pytest
from helpers import S, begin, empty_site, game, give_blue, give_ivory, kinds, pathways, play, texts, tile

from relicrunners.rules import breakdown, winners

HELD = ["green"] * 5 + ["white"] * 2 + ["purple"] * 2  # within the C4 supply


def near_the_end(n, seat, relics_before):
    """``relics_before`` Relics already held by others; ``seat`` starts its turn on the blue Shrine T8
    with an Expedition to the blue Shrine T12 available (move T8-T11-R7-T6-T12)."""
    st = game(n)
    empty_site(st, "T8")
    empty_site(st, "T12")
    others = [i for i in range(n) if i != seat]
    for k, colour in enumerate(HELD[:relics_before]):
        st.players[others[k % len(others)]].relics.append(colour)
    pathways(st, seat, "R7-T11", "T6-R7", "T6-T12")
    st.turn = 40
    return begin(st, seat, "T8")


def finish_turn(st):
    """End the current turn with a plain move (or nothing) and 'end'."""
    if st.decision() == "start":
        move = sorted(t for t in texts(st) if t.startswith("move"))[0]
        st, _ = play(st, move)
    while st.decision() not in ("after", "over", "start"):
        st, _ = play(st, sorted(texts(st))[0])
    if st.decision() == "after":
        st, _ = play(st, "end")
    return st


@pytest.mark.parametrize("n,need", [(2, 7), (3, 8), (4, 9), (5, 10)])
def test_relics_needed_to_trigger_the_end(n, need):
    # R11.1 2p 7, 3p 8, 4p 9, 5p 10 Relics in all trigger the end
    st = near_the_end(n, 0, need - 1)
    st, ev = play(st, "move T8-T11-R7-T6-T12")
    assert kinds(ev, "end_triggered") and st.triggered_by == 0 and st.stage == "final"
    short = near_the_end(n, 0, need - 2)
    short, ev = play(short, "move T8-T11-R7-T6-T12")
    assert not kinds(ev, "end_triggered") and short.triggered_by is None


def test_final_turns_go_round_once_and_the_trigger_plays_no_more():
    # R11.1 every player after the triggering one, in seat order, plays one more turn; the
    # triggering player plays no more
    st = near_the_end(4, 2, 8)
    st, _ = play(st, "move T8-T11-R7-T6-T12")
    assert st.decision() == "after"  # the trigger finishes its own turn
    st, _ = play(st, "end")
    seats = []
    while not st.over:
        seats.append(st.current)
        st = finish_turn(st)
    assert seats == [3, 0, 1]
    assert st.decision() == "over" and legal_or_none(st) == []


def legal_or_none(st):
    from relicrunners.rules import legal_actions

    return legal_actions(st)


def test_trigger_by_the_last_seat():
    # R11.1 seat order wraps around
    st = near_the_end(3, 2, 7)
    st, _ = play(st, "move T8-T11-R7-T6-T12", "end")
    seats = []
    while not st.over:
        seats.append(st.current)
        st = finish_turn(st)
    assert seats == [0, 1]


def test_relics_still_taken_in_final_turns_without_retriggering():
    # R11.1 Relics may still be taken in the final turns; X8 they trigger nothing more
    st = near_the_end(3, 0, 7)
    st, _ = play(st, "move T8-T11-R7-T6-T12", "end")
    assert st.current == 1 and st.triggered_by == 0
    st = st.copy()  # edited by hand: a copy (the states apply returns share what an action left alone)
    empty_site(st, "T4")
    empty_site(st, "T9")
    st.relics[S("T8")] = None
    pathways(st, 1, "T4-T5", "T5-R7", "R7-T8", "T8-T10", "T10-R8")
    begin(st, 1, "T4")
    st, ev = play(st, "move T4-T5-R7-T8-T10-R8-T9")
    while st.decision() == "steps":  # 5 river Tokens first (R6.1)
        st, more = play(st, sorted(texts(st))[0])
        ev += more
    assert st.players[1].relics[-1] == "blue" and not kinds(ev, "end_triggered")
    assert st.triggered_by == 0 and st.stage == "final"
    st, _ = play(st, "end")
    assert st.current == 2
    st = finish_turn(st)
    assert st.over


def test_i1_6_extra_turn_after_the_last_regular_turn():
    # R11.2 / I1-6 discard it to play one extra turn after the final turns; X8 even the trigger
    st = near_the_end(3, 1, 7)
    give_ivory(st, 1, "I1-6")
    st, _ = play(st, "move T8-T11-R7-T6-T12", "end")
    seats = []
    while not st.over:
        seats.append((st.current, st.stage))
        if st.stage == "extra":
            assert not st.players[st.current].holds("I1-6")  # discarded as the turn starts
        st = finish_turn(st)
    assert seats == [(2, "final"), (0, "final"), (1, "extra")]
    assert breakdown(st)[1]["ivory"] == {}


def test_i1_6_holder_other_than_the_trigger():
    # R11.2 the holder plays its extra turn after all final turns
    st = near_the_end(3, 0, 7)
    give_ivory(st, 2, "I1-6")
    st, _ = play(st, "move T8-T11-R7-T6-T12", "end")
    seats = []
    while not st.over:
        seats.append(st.current)
        st = finish_turn(st)
    assert seats == [1, 2, 2]


def test_score_is_coins_blue_relic_colours_and_ivory():
    # R11.3 VP in play + Blue values + 5 per distinct Relic colour + level-1 Ivory bonuses
    st = game(2)
    p = st.players[0]
    p.vp = 17
    give_blue(st, 0, tile("B5", 1))
    give_blue(st, 0, tile("B2", 2))
    p.relics = ["green", "green", "blue", "white"]
    give_ivory(st, 0, "I1-1", "I3-1")
    row = breakdown(st)[0]
    assert row["coins"] == 17 and row["blue"] == 7 and row["relic_bonus"] == 15
    assert row["ivory"] == {"I1-1": 6} and row["total"] == 17 + 7 + 15 + 6
    assert row["relics"] == 4 and row["distinct"] == 3


def scored_game(totals, relics):
    st = game(len(totals))
    for p, t, r in zip(st.players, totals, relics):
        p.relics = list(r)
        p.vp = t - 5 * len(set(r))
    return st


def test_most_points_wins():
    # R11.4 most points wins
    st = scored_game([30, 41, 12], [[], ["green"], []])
    assert winners(st) == ([1], "points")


def test_tie_goes_to_most_relics():
    # R11.4 a tie goes to most Relics
    st = scored_game([30, 30, 12], [["green", "green"], ["green"], []])
    assert winners(st) == ([0], "relics")


def test_then_most_distinct_colours():
    # R11.4 then most distinct Relic colours
    st = scored_game([30, 30, 30], [["green", "green"], ["green", "blue"], ["white"]])
    assert winners(st) == ([1], "distinct")


def test_full_tie_is_shared():
    # R11.4 a tie after that is shared
    st = scored_game([30, 30, 10, 30], [["green", "blue"], ["white", "purple"], [], ["green"]])
    assert winners(st) == ([0, 1], "shared")


def test_end_scoring_never_doubled():
    # X3 end-of-game scoring is never doubled, even when the last turn was doubled (T-S3)
    st = game(2)
    st.flags.doubled = True
    give_blue(st, 0, tile("B4", 1))
    st.players[0].relics = ["green"]
    assert breakdown(st)[0]["total"] == 4 + 5
