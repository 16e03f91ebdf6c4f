"""The turn and the Move (RULES.md sections 4 and 5, I2-1, I2-6, X9)."""

import pytest
from helpers import A, S, begin, board, empty_site, game, give_ivory, kinds, moves_to, ok, pathways, play, texts

from relicrunners.rules import IllegalAction, TurnFlags, apply, legal_actions, new_game, to_text
from relicrunners.rules.board import Board
from relicrunners.rules.routes import route_trails


def move_texts(st):
    return {t for t in texts(st) if t.startswith("move ")}


# -- R4: the turn --------------------------------------------------------------------------------
def test_turn_order_start_move_after_end():
    # R4.1 (start powers) -> Move (mandatory) -> Explore (optional) -> end
    st = game(2)
    assert st.decision() == "start"
    start = texts(st)
    assert "explore" not in start and "end" not in start  # the move is mandatory (R5.1)
    assert "tool M1" not in start and all(t.startswith(("move", "tool")) for t in start)
    st, _ = play(st, "move BC-T2")
    assert st.decision() == "after" and {"explore", "end"} <= texts(st)
    st, ev = play(st, "explore")  # Ivory tile, public (R9.4)
    assert st.decision() == "after" and "explore" not in texts(st)  # explore at most once
    st, ev = play(st, "end")
    assert st.current == 1 and st.decision() == "start" and kinds(ev, "turn_end")


def test_arriving_at_base_camp_ends_move_and_turn():
    # R4.2 arriving at Base Camp ends the move and the turn (R6.2 Rations)
    st = game(3)
    begin(st, 0, "T2")
    st.players[0].rations = 1
    st.camp += 2
    pathways(st, 0, "T2-BC", "BC-R4")
    assert "move T2-BC-R4" not in texts(st)
    st, ev = play(st, "move T2-BC")
    assert st.players[0].site == S("BC") and st.players[0].rations == 4
    assert st.current == 1 and st.decision() == "start"
    assert [e.data["n"] for e in kinds(ev, "rations")] == [3]


# -- R5: the move --------------------------------------------------------------------------------
def test_must_move_to_a_different_site():
    # R5.1 the explorer must move and end on another site: no move back to the start
    st = game(2)
    begin(st, 0, "T2")
    pathways(st, 0, "T2-R1", "R1-R3", "R3-T2")
    moves = move_texts(st)
    assert moves and all(not m.endswith("-T2") for m in moves)
    assert "move T2-R1-R3-T2" not in moves and "end" not in texts(st) and "stay" not in texts(st)


def test_first_moves_from_base_camp_are_single_unfamiliar_trails():
    # R5.1 / R5.3 with no Pathways a move is one unfamiliar Trail
    st = game(2)
    assert move_texts(st) == {"move BC-T2", "move BC-R2", "move BC-R4", "move BC-T8", "move BC-R6"}


def test_other_players_pathways_are_not_familiar():
    # R5.2 another player's Pathway does not make a Trail familiar
    st = game(2)
    pathways(st, 1, "BC-T2", "T2-R1")
    assert "move BC-T2-R1" not in texts(st)
    pathways(st, 0, "BC-T2", "T2-R1")
    assert "move BC-T2-R1" in texts(st)


def test_route_forms_chain_then_unfamiliar_or_unfamiliar_then_chain():
    # R5.3 one unfamiliar Trail plus a chain of own Pathways, the chain before or after, not both
    st = game(2)
    begin(st, 0, "BC")
    pathways(st, 0, "BC-R2", "T3-R4")
    assert move_texts(st) == {
        "move BC-R2",  # chain alone
        "move BC-T2",
        "move BC-R4",
        "move BC-T8",
        "move BC-R6",  # unfamiliar alone
        "move BC-R2-T2",
        "move BC-R2-T3",  # chain, then unfamiliar
        "move BC-R4-T3",  # unfamiliar, then chain
    }
    assert "move BC-R2-T3-R4" not in texts(st)  # chain + unfamiliar + chain needs I2-1


def test_only_one_unfamiliar_trail():
    # R5.3 at most one unfamiliar Trail
    st = game(2)
    for m in move_texts(st) | move_texts(begin(game(2), 0, "T7")):
        sites = A(m).args
        assert len(sites) == 2
    st = game(2)
    pathways(st, 0, "BC-R2")
    for m in move_texts(st):
        trails = route_trails(board(), A(m).args)
        assert sum(t not in st.players[0].pathways for t in trails) <= 1


def test_each_trail_once_but_sites_may_repeat():
    # R5.4 each Trail at most once per move; a site may be passed several times
    st = game(2)
    begin(st, 0, "T2")
    pathways(st, 0, "T2-R1", "R1-R3", "R3-T2")
    moves = move_texts(st)
    assert "move T2-R1-R3-T2-BC" in moves and "move T2-R3-R1-T2-R2" in moves  # T2 passed twice
    for m in moves:
        trails = route_trails(board(), A(m).args)
        assert len(set(trails)) == len(trails), m
    assert len(moves) == 16


def test_never_through_base_camp():
    # R5.5 reaching Base Camp ends the move, by chain or by the unfamiliar Trail
    st = game(2)
    begin(st, 0, "R2")
    pathways(st, 0, "R2-BC", "BC-R4")
    assert move_texts(st) == {"move R2-BC", "move R2-T2", "move R2-T3"}
    begin(st, 0, "T2")
    pathways(st, 0, "BC-R4")
    assert "move T2-BC" in texts(st) and not any("-BC-" in m for m in move_texts(st))


def test_may_start_on_base_camp_and_use_a_chain():
    # R5.5 a move may start on Base Camp (and a chain may not come back through it)
    st = game(2)
    pathways(st, 0, "BC-R2", "R2-T2", "T2-BC")
    moves = move_texts(st)
    assert {"move BC-R2-T2", "move BC-T2-R2", "move BC-R2-T2-R1"} <= moves
    assert not any(m.count("BC") > 1 for m in moves)


def test_two_routes_to_one_site_are_different_moves():
    # R5.6 two routes to the same site are distinct actions with different results (R7.1)
    st = game(2)
    begin(st, 0, "R1")
    pathways(st, 0, "R1-T2", "T2-R3")
    assert moves_to(st, "R3") == {"move R1-R3", "move R1-T2-R3"}
    by_river, ev1 = play(st, "move R1-R3")
    by_chain, ev2 = play(st, "move R1-T2-R3")
    assert by_river.players[0].site == by_chain.players[0].site == S("R3")
    assert by_river.decision() == "steps" and len(kinds(ev1, "token")) == 1  # river Token turned
    assert by_chain.decision() == "after" and not kinds(ev2, "token")


def _board_without(trail_ids):
    """The real board with some trails removed (only to reach the 'no move' case of R5.7)."""
    b = board()
    drop = {b.trail(t) for t in trail_ids}
    data = {
        "name": "cut",
        "size": list(b.size),
        "sites": [
            {"id": s.id, "kind": s.kind, "x": s.x, "y": s.y, "quadrant": s.quadrant, "first_game": s.first_colour}
            for s in b.sites
        ],
        "trails": [
            {"a": b.sites[t.a].id, "b": b.sites[t.b].id, "river": t.river, "token": list(t.token) if t.token else None}
            for t in b.trails
            if t.index not in drop
        ],
    }
    return Board.from_data(data)


def test_no_legal_move_skips_the_move_and_the_turn_goes_on():
    # R5.7 with no legal move the move is skipped; the turn goes on (ruling: offered as "stay")
    cut = _board_without(["T3-T4", "T4-T5"])
    st = new_game(cut, 2, "first", 0)
    st.players[0].site = cut.site("T4")
    st.flags = TurnFlags(cut.site("T4"), None)
    acts = [to_text(cut, a) for a in legal_actions(st)]
    assert acts == ["stay"]
    st, ev = apply(st, legal_actions(st)[0])
    assert kinds(ev, "no_move") and st.decision() == "after" and st.players[0].site == cut.site("T4")
    assert "explore" in [to_text(cut, a) for a in legal_actions(st)]
    # with any move available, staying is not allowed
    assert "stay" not in texts(game(2))


def test_illegal_move_is_refused():
    # R5.3 a route with two unfamiliar Trails is refused by apply
    st = game(2)
    with pytest.raises(IllegalAction):
        apply(st, A("move BC-T2-R1"))


# -- I2-1, I2-6, X9 ------------------------------------------------------------------------------
def test_i2_1_unfamiliar_trail_in_the_middle_of_the_chain():
    # I2-1 the unfamiliar Trail may be in the middle of the chain; the tile is used up (discarded)
    st = game(2, "standard")
    begin(st, 0, "BC")
    pathways(st, 0, "BC-R2", "T3-R4")
    give_ivory(st, 0, "I2-1")
    assert "move BC-R2-T3-R4" in texts(st)
    st2, ev = play(st, "move BC-R2-T3-R4")
    assert st2.players[0].site == S("R4") and 2 not in st2.players[0].ivory
    assert [e.data["code"] for e in kinds(ev, "ivory_used")] == ["I2-1"]
    assert any(t.code == "I2-1" for t in st2.discards)
    # a plain route keeps the tile (X4: used only by choice)
    st3, _ = play(st, "move BC-R4-T3")
    assert st3.players[0].holds("I2-1")


def test_i2_6_jump_to_another_temple_of_the_same_colour():
    # I2-6 instead of moving, jump to another Temple of the current Temple's colour, not onto a Relic
    st = game(2, "first")  # purple temples: T1 T3 T6 T10
    empty_site(st, "T6")  # purple Shrine with its Relic
    begin(st, 0, "T1")
    give_ivory(st, 0, "I2-6")
    jumps = {t for t in texts(st) if t.startswith("jump")}
    assert jumps == {"jump T3", "jump T10"}
    tokens = list(st.tokens)
    st2, ev = play(st, "jump T10")
    assert st2.players[0].site == S("T10") and st2.decision() == "after"
    assert not st2.players[0].holds("I2-6") and st2.tokens == tokens
    assert not kinds(ev, "move") and kinds(ev, "jump")


def test_i2_6_only_from_a_temple():
    # I2-6 the jump starts from a Temple: not offered on a Ruin or Base Camp
    st = game(2, "standard")
    give_ivory(st, 0, "I2-6")
    assert not any(t.startswith("jump") for t in texts(st))
    begin(st, 0, "R3")
    assert not any(t.startswith("jump") for t in texts(st))


def test_passing_through_a_shrine_is_free():
    # X9 passing through a Shrine or an empty Temple is free and has no effect; R6.3 only the end counts
    st = game(2)
    empty_site(st, "R1")
    empty_site(st, "R3")
    begin(st, 0, "R1")
    pathways(st, 0, "R1-T2", "T2-R3", "R3-R6")
    rations = st.players[0].rations
    st2, ev = play(st, "move R1-T2-R3-R6")
    assert st2.relics[S("R3")] == "green" and st2.relics[S("R1")] == "green"
    assert not st2.players[0].relics and not kinds(ev, "score") and st2.players[0].rations == rations
    ok(st2)


def test_moves_match_legal_routes_after_many_random_turns():
    # R5.3 / R5.4 / R5.5 every offered move is one unfamiliar Trail at most, distinct trails, no camp inside
    import random

    rng = random.Random(7)
    st = game(4, "standard", 7)
    checked = 0
    while st.turn < 60 and not st.over:
        if st.decision() == "start":
            own = st.me.pathways
            for a in legal_actions(st):
                if a.kind != "move":
                    continue
                trails = route_trails(board(), a.args)
                assert len(set(trails)) == len(trails)
                assert S("BC") not in a.args[1:-1]
                flags = [t in own for t in trails]
                unfamiliar = flags.count(False)
                assert unfamiliar <= 1
                if unfamiliar == 1 and not st.me.holds("I2-1"):
                    u = flags.index(False)
                    assert u == 0 or u == len(flags) - 1  # chain before XOR after
                checked += 1
        st, _ = apply(st, rng.choice(legal_actions(st)))
    assert checked > 100
