"""Components, board and setup (RULES.md sections 1-3)."""

from collections import Counter, deque

import pytest
from helpers import S, board, game, ok, play, texts

from relicrunners.rules import SetupError, apply, legal_actions, new_game, to_text, view_for
from relicrunners.rules.components import ADVANCED, BLUE_VALUES, PURPLE_CODES, RELIC_OF, TILES, TOTAL_RATIONS

PLAYER_COUNTS = (2, 3, 4, 5)


# -- components ------------------------------------------------------------------------------
def test_board_has_camp_ruins_temples_and_ten_rivers():
    # C1 one Base Camp, 8 Ruins, 12 Temples; exactly 10 River Trails, each with a Token spot
    b = board()
    kinds = Counter(s.kind for s in b.sites)
    assert kinds == {"camp": 1, "ruin": 8, "temple": 12}
    rivers = [t for t in b.trails if t.river]
    assert len(rivers) == 10 and all(t.token is not None for t in rivers)
    assert len(b.rivers) == 10 and sorted(b.token_of.values()) == list(range(10))


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_each_player_has_explorer_pathways_and_three_toolboxes(n):
    # C2 per colour: 1 explorer, 10 Pathways, 3 Toolboxes; S7 1 at the bottom, 2 in reserve, 3 Rations
    st = game(n)
    assert len({p.colour for p in st.players}) == n
    for p in st.players:
        assert p.pathway_reserve == 10 and not p.pathways
        assert p.tb_reserve == 2 and p.tb_bottom == 1 and p.toolboxes_on_table == 1
        assert p.rations == 3
    assert st.camp == 2 * n  # S7 two Rations per player in Base Camp


def test_box_holds_sixty_temple_tiles_in_sets():
    # C3 20 Temple tile sets (8 purple, 6 blue, 6 ivory), each a large, medium and small tile;
    # 24 Ruin tiles (8 Ruins x 3)
    assert len(TILES) == 60 and len({t.uid for t in TILES}) == 60
    per = Counter((t.colour, t.level) for t in TILES)
    for lvl in (1, 2, 3):
        assert per[("purple", lvl)] == 8 and per[("blue", lvl)] == 6 and per[("ivory", lvl)] == 6
    assert sorted(t.code for t in TILES if t.colour == "purple" and t.level == 2) == sorted(PURPLE_CODES)
    # Blue values per level (section 9, Blue tiles)
    for lvl in (1, 2, 3):
        assert sorted(t.value for t in TILES if t.colour == "blue" and t.level == lvl) == sorted(BLUE_VALUES[lvl])
    assert sum(game(3).ruins) == 24


def test_relic_colours_match_site_kinds():
    # C4 8 green (Ruins), 4 white (Ivory), 4 blue (Blue), 4 purple (Purple); R9.7 which Relic appears where
    st = game(4, "standard", 3)
    relic_sites = Counter(RELIC_OF[c] for c in st.full.colours if c is not None)
    assert relic_sites == {"green": 8, "white": 4, "blue": 4, "purple": 4}


def test_rations_and_tokens_in_the_box():
    # C5 25 Rations, 10 Toolbox Tokens face up at the start (S6); R10.1 25 - 5n stay out of play
    assert TOTAL_RATIONS == 25
    for n in PLAYER_COUNTS:
        st = game(n)
        assert st.tokens == [True] * 10
        in_play = sum(p.rations for p in st.players) + st.camp
        assert in_play == 5 * n and TOTAL_RATIONS - in_play == 25 - 5 * n


def test_victory_points_unbounded_and_secret():
    # C6 VP are unlimited and a player's total is secret from the others until the end (R11.3)
    st = game(3)
    st.players[1].vp = 1234
    v = view_for(st, 0)
    assert v.players[1].vp is None and v.players[0].vp == 0
    assert view_for(st, 1).players[1].vp == 1234


# -- board layout ------------------------------------------------------------------------------
def test_layout_has_quadrants_and_centre_camp():
    # B1 Base Camp in the centre, 12 temples each with a quadrant; quadrants unequal
    b = board()
    camp = b.sites[b.camp]
    assert abs(camp.x - b.size[0] / 2) <= 0.1 * b.size[0] and abs(camp.y - b.size[1] / 2) <= 0.1 * b.size[1]
    quads = Counter(b.sites[s].quadrant for s in b.temples)
    assert set(quads) == {"NE", "NW", "SE", "SW"} and sum(quads.values()) == 12
    assert len(set(quads.values())) > 1


def test_layout_graph_is_simple_and_connected():
    # B2 connected, every site >= 2 trails, no loops, at most one trail per pair, Base Camp >= 4 trails
    b = board()
    pairs = [frozenset((t.a, t.b)) for t in b.trails]
    assert all(len(p) == 2 for p in pairs) and len(set(pairs)) == len(pairs)
    assert all(len(b.trails_at[s.index]) >= 2 for s in b.sites)
    assert len(b.trails_at[b.camp]) >= 4
    seen, todo = {b.camp}, deque([b.camp])
    while todo:
        for nb in b.neighbours[todo.popleft()]:
            if nb not in seen:
                seen.add(nb)
                todo.append(nb)
    assert len(seen) == len(b.sites)


def test_layout_rivers_have_token_spots():
    # B3 exactly 10 river trails, each carrying one Toolbox Token spot
    b = board()
    assert sum(1 for t in b.trails if t.river) == 10
    assert all((t.token is not None) == t.river for t in b.trails)


def test_layout_first_game_colours():
    # B4 4 purple / 4 blue / 4 ivory First Game temples; no two of one colour adjacent
    b = board()
    assert Counter(b.sites[s].first_colour for s in b.temples) == {"purple": 4, "blue": 4, "ivory": 4}
    for t in b.trails:
        ca, cb = b.sites[t.a].first_colour, b.sites[t.b].first_colour
        assert not (ca and ca == cb), t.id


def test_layout_has_drawing_positions():
    # B5 every site and every Token spot has coordinates within the drawing space
    b = board()
    w, h = b.size
    for s in b.sites:
        assert 0 <= s.x <= w and 0 <= s.y <= h
    for t in b.trails:
        for x, y in ((t.token,) if t.token else ()) + t.bends:
            assert 0 <= x <= w and 0 <= y <= h


# -- setup -------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [0, 1, 6])
def test_player_count_outside_two_to_five_is_refused(n):
    # S1 2-5 players
    with pytest.raises(SetupError):
        new_game(board(), n)


def test_colours_must_be_distinct_known_colours():
    # S1 each player a colour
    with pytest.raises(SetupError):
        new_game(board(), [("A", "red"), ("B", "red")])
    with pytest.raises(SetupError):
        new_game(board(), [("A", "red"), ("B", "pink")])
    with pytest.raises(SetupError):
        new_game(board(), 2, setup="chaos")


def test_seats_follow_the_given_order_and_first_seat_starts():
    # S1 seat order is the chosen order; the first seat starts
    st = new_game(board(), [("Ana", "yellow"), ("Bo", "red"), ("Cy", "black")], "first", 5)
    assert [p.name for p in st.players] == ["Ana", "Bo", "Cy"]
    assert st.current == 0 and st.decision() == "start" and st.turn == 1
    st, _ = play(st, sorted(t for t in texts(st) if t.startswith("move BC-") and t.count("-") == 1)[0])
    st, _ = play(st, "end") if st.decision() == "after" else (st, None)
    assert st.current == 1


@pytest.mark.parametrize("n,height", [(2, 2), (3, 3), (4, 3), (5, 3)])
def test_ruin_stacks(n, height):
    # S2 three Ruin tiles on each Ruin site, two with two players
    st = game(n)
    assert [st.ruins[s] for s in board().ruins] == [height] * 8
    assert all(st.ruins[s] == 0 for s in board().temples)


@pytest.mark.parametrize("setup", ["first", "standard", "random"])
@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_temple_stacks_large_medium_small(n, setup):
    # S3 per colour and level 4 tiles drawn; large at the bottom, then medium, then small;
    # no small tiles with two players; the rest leave the game unseen
    st = game(n, setup, seed=11 * n)
    ok(st)
    levels = [1, 2] if n == 2 else [1, 2, 3]
    for s in board().temples:
        stack = st.stacks[s]
        assert [t.level for t in stack] == levels
        assert all(t.colour == st.full.colours[s] for t in stack)
    drawn = Counter((t.colour, t.level) for s in board().temples for t in st.stacks[s])
    for colour in ("purple", "blue", "ivory"):
        for lvl in levels:
            assert drawn[(colour, lvl)] == 4
        if n == 2:
            assert drawn[(colour, 3)] == 0
    assert len(st.unused) == 60 - 4 * 3 * len(levels)


def test_two_player_stacks_have_no_small_tiles_and_two_ruin_tiles():
    # S3 no small tiles with two players; S2 2 Ruin tiles each
    for seed in range(5):
        st = game(2, "standard", seed)
        assert all(t.level != 3 for s in board().temples for t in st.stacks[s])
        assert {st.ruins[s] for s in board().ruins} == {2}


def test_first_game_uses_layout_colours_and_no_advanced_tiles():
    # S4a First Game colours from the layout (B4); no advanced tiles (section 9, Advanced tiles)
    for seed in range(6):
        st = game(5, "first", seed)
        for s in board().temples:
            assert st.full.colours[s] == board().sites[s].first_colour
        codes = {t.code for s in board().temples for t in st.stacks[s]}
        assert not codes & ADVANCED


def test_advanced_tiles_appear_outside_the_first_game():
    # S4a advanced tiles are only left out of the First Game
    codes = set()
    for seed in range(10):
        st = game(5, "standard", seed)
        codes |= {t.code for s in board().temples for t in st.stacks[s]}
    assert codes & ADVANCED


@pytest.mark.parametrize("seed", range(12))
def test_standard_placement_spreads_colours_per_quadrant(seed):
    # S4 / S4b each quadrant gets distinct colours before any colour repeats; 4 temples per colour
    st = game(3, "standard", seed)
    b = board()
    assert Counter(st.full.colours[s] for s in b.temples) == {"purple": 4, "blue": 4, "ivory": 4}
    for q in ("NE", "NW", "SE", "SW"):
        cols = [st.full.colours[s] for s in b.temples if b.sites[s].quadrant == q]
        assert len(set(cols)) == min(len(cols), 3), (q, cols)


def test_random_placement_is_four_of_each_and_varies():
    # S4c fully random, 4 temples of each colour
    layouts = set()
    for seed in range(15):
        st = game(3, "random", seed)
        assert Counter(st.full.colours[s] for s in board().temples) == {"purple": 4, "blue": 4, "ivory": 4}
        layouts.add(tuple(st.full.colours))
    assert len(layouts) > 5
    # some random placement repeats a colour inside a quadrant (it is not forced to spread)
    b = board()
    assert any(
        len({st_col[s] for s in b.temples if b.sites[s].quadrant == q})
        < min(sum(1 for s in b.temples if b.sites[s].quadrant == q), 3)
        for st_col in layouts
        for q in ("NE", "NW", "SE", "SW")
    )


def test_purple_top_tiles_face_up_in_every_view():
    # S5 the top tile of every Purple temple is face up; the others stay face down
    st = game(4, "standard", 2)
    v = view_for(st, 1)
    for s in board().temples:
        stack = v.stacks[s]
        if st.full.colours[s] == "purple":
            assert stack[-1].code == st.stacks[s][-1].code
            assert all(t.code is None for t in stack[:-1])
        else:
            assert all(t.code is None for t in stack)


def test_tokens_up_and_explorers_in_camp():
    # S6 all 10 Tokens face up, every explorer on Base Camp
    st = game(5)
    assert st.tokens == [True] * 10
    assert all(p.site == S("BC") for p in st.players)


def test_rations_at_setup():
    # S7 3 Rations on each Chart, 2 per player in Base Camp
    st = game(4)
    assert [p.rations for p in st.players] == [3] * 4 and st.camp == 8


def test_seed_player_list_layout_and_setup_determine_the_game():
    # S8 the same seed, players, layout and setup give the same game, and the same actions the same result
    a, b = game(4, "standard", 99), game(4, "standard", 99)
    assert a.stacks == b.stacks and a.full == b.full and a.unused == b.unused
    assert game(4, "standard", 100).stacks != a.stacks or game(4, "standard", 100).full != a.full
    for _ in range(40):
        acts = legal_actions(a)
        assert acts == legal_actions(b)
        a, _ = apply(a, acts[len(acts) // 2])
        b, _ = apply(b, acts[len(acts) // 2])
    assert [to_text(board(), x) for x in legal_actions(a)] == [to_text(board(), x) for x in legal_actions(b)]
    assert [p.vp for p in a.players] == [p.vp for p in b.players] and a.stacks == b.stacks
