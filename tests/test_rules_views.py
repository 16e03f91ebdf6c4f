"""What each player may see: view_for (C6, S5, R9.4, R9.5, T-S3, I2-2)."""

import random

from helpers import S, after_move, game, give_blue, give_ivory, play, set_stack, tile

from relicrunners.rules import apply, legal_actions, view_for


def test_face_down_tiles_hidden_but_their_size_and_colour_shown():
    # S3 face down: the code is hidden, the level (tile size) and the temple colour are not
    st = game(3, "standard", 8)
    v = view_for(st, 0)
    for s, stack in enumerate(st.stacks):
        for real, seen in zip(stack, v.stacks[s]):
            assert seen.level == real.level and seen.colour == real.colour
            if not (real.colour == "purple" and real is stack[-1]):
                assert seen.code is None and seen.uid == -1


def test_purple_top_tile_face_up_for_everyone():
    # S5 the top tile of every Purple temple is face up
    st = game(4, "standard", 1)
    for seat in range(4):
        v = view_for(st, seat)
        for s in range(len(st.stacks)):
            if st.full.colours[s] == "purple":
                assert v.stacks[s][-1] == st.stacks[s][-1]


def test_own_blue_values_seen_others_hidden():
    # R9.5 a player sees its own Blue values; others see only that a tile is held
    st = game(3)
    give_blue(st, 1, tile("B5", 1))
    assert view_for(st, 1).players[1].blue[0].code == "B5"
    for seat in (0, 2):
        hidden = view_for(st, seat).players[1].blue
        assert len(hidden) == 1 and hidden[0].code is None and hidden[0].level == 1


def test_revealed_blue_tile_seen_by_all():
    # T-S3 a Blue tile scored while doubled is revealed to all
    st = game(3)
    give_blue(st, 1, tile("B4", 2))
    st.players[1].revealed.add(tile("B4", 2).uid)
    assert view_for(st, 0).players[1].blue[0].code == "B4"


def test_ivory_tiles_public():
    # R9.4 Ivory tiles are public
    st = game(3)
    give_ivory(st, 2, "I1-4", "I3-3")
    v = view_for(st, 0)
    assert {t.code for t in v.players[2].ivory.values()} == {"I1-4", "I3-3"}


def test_vp_secret_until_the_end():
    # C6 a player's VP total is secret from the others
    st = game(3)
    st.players[0].vp, st.players[1].vp = 7, 11
    v = view_for(st, 1)
    assert v.players[1].vp == 11 and v.players[0].vp is None and v.players[2].vp is None


def test_announced_totals_are_what_the_log_told():
    # section 12: every award is announced, so the running totals can be counted from the log;
    # the view keeps them apart from the face-down coins (players[i].vp stays None)
    st = game(3)
    st.players[0].vp, st.players[1].vp = 7, 11
    v = view_for(st, 2)
    assert v.announced == (7, 11, 0) and v.players[0].vp is None


def test_seed_and_unused_tiles_dropped():
    # S8 the seed determines the hidden tiles, so a view has no seed; unused tiles stay unseen (S3)
    st = game(2, "standard", 5)
    v = view_for(st, 0)
    assert v.seed is None and v.unused == [] and v.masked_for == 0
    assert st.seed == 5 and len(st.unused) == 36  # the state is untouched


def test_tiles_looked_at_with_i2_2_stay_known_to_that_player_only():
    # I2-2 the player looked at the remaining tiles: its view keeps them, others' views do not
    st = game(2)
    after_move(st, 0, "T4")
    set_stack(st, "T4", [tile("B5", 1), tile("B3", 2)])
    give_ivory(st, 0, "I2-2")
    st, _ = play(st, "explore", "use I2-2", "take L2")
    assert view_for(st, 0).stacks[S("T4")][0].code == "B5"
    assert view_for(st, 1).stacks[S("T4")][0].code is None


def test_view_gives_the_deciding_player_the_same_choices():
    # R4.1 a bot deciding from its view gets exactly the legal actions of the real state
    rng = random.Random(12)
    for seed in range(3):
        st = game(3, "standard", seed)
        while st.turn < 70 and not st.over:
            acts = legal_actions(st)
            assert legal_actions(view_for(st, st.current)) == acts, st.decision()
            st, _ = apply(st, rng.choice(acts))


def test_announced_totals_add_up_the_public_score_events():
    # section 12: a listener who adds up the public "score" events knows every running total
    rng = random.Random(5)
    st = game(3, "standard", 9)
    heard = [0, 0, 0]
    for _ in range(400):
        if st.over:
            break
        st, events = apply(st, rng.choice(legal_actions(st)))
        for e in events:
            if e.kind == "score":
                heard[e.player] += e.data["vp"]
        if not st.over:
            assert view_for(st, 0).announced == tuple(heard)
    assert sum(heard) > 0
