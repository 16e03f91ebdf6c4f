"""The layout loader and the jungle map (RULES.md section 2, clauses B1-B5)."""

from __future__ import annotations

import copy
import math
import re
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest
import yaml

from relicrunners.io.layout import DEFAULT_LAYOUT, LayoutError, load_layout, validate_layout_data
from relicrunners.rules.board import Board

ROOT = Path(__file__).resolve().parent.parent
BROKEN = Path(__file__).resolve().parent / "layouts_broken"
BROKEN_FILES = sorted(BROKEN.glob("*.yaml"))


@pytest.fixture(scope="module")
def board() -> Board:
    return load_layout(DEFAULT_LAYOUT)


@pytest.fixture(scope="module")
def data() -> dict:
    return yaml.safe_load(DEFAULT_LAYOUT.read_text(encoding="utf-8"))


def degrees(board: Board) -> list[int]:
    return [len(board.trails_at[s.index]) for s in board.sites]


def polyline(board: Board, t) -> list[tuple[float, float]]:
    a, b = board.sites[t.a], board.sites[t.b]
    return [(a.x, a.y), *t.bends, (b.x, b.y)]


# -- geometry helpers ---------------------------------------------------------------------
def _orient(p, q, r) -> int:
    v = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return 0 if abs(v) < 1e-9 else (1 if v > 0 else -1)


def _on_segment(p, q, r) -> bool:
    """r lies within the bounding box of p-q (used when the three are collinear)."""
    return min(p[0], q[0]) <= r[0] <= max(p[0], q[0]) and min(p[1], q[1]) <= r[1] <= max(p[1], q[1])


def segments_intersect(p1, p2, p3, p4) -> bool:
    """True when the closed segments p1-p2 and p3-p4 share any point (touching counts)."""
    d1, d2 = _orient(p3, p4, p1), _orient(p3, p4, p2)
    d3, d4 = _orient(p1, p2, p3), _orient(p1, p2, p4)
    if d1 * d2 < 0 and d3 * d4 < 0:
        return True
    return (
        (d1 == 0 and _on_segment(p3, p4, p1))
        or (d2 == 0 and _on_segment(p3, p4, p2))
        or (d3 == 0 and _on_segment(p1, p2, p3))
        or (d4 == 0 and _on_segment(p1, p2, p4))
    )


def dist_to_segment(p, a, b) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = dx * dx + dy * dy
    t = 0.0 if n == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / n))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def test_segment_helper_sanity():
    assert segments_intersect((0, 0), (10, 10), (0, 10), (10, 0))  # an X
    assert segments_intersect((0, 0), (10, 0), (5, 0), (15, 0))  # collinear overlap
    assert segments_intersect((0, 0), (10, 0), (5, 0), (5, 5))  # T touch
    assert not segments_intersect((0, 0), (10, 0), (0, 1), (10, 1))  # parallel
    assert not segments_intersect((0, 0), (4, 4), (5, 5), (9, 0))  # apart


# -- the default layout ---------------------------------------------------------------------
def test_default_layout_path():
    assert DEFAULT_LAYOUT.is_absolute()
    assert DEFAULT_LAYOUT == ROOT / "board_layouts" / "jungle.yaml"
    assert DEFAULT_LAYOUT.is_file()


def test_default_layout_is_clean(data):
    assert validate_layout_data(data, "jungle.yaml") == []


def test_default_layout_builds_board(board):
    assert board.name == "Jungle"
    assert board.size == (1600.0, 1000.0)
    assert len(board.sites) == 21
    assert board.sites[board.camp].id == "BC"


def test_site_ids_follow_the_notation_scheme(board):
    # short ids used by the move notation ("move BC-R2-T5")
    assert {s.id for s in board.sites} == {"BC"} | {f"R{i}" for i in range(1, 9)} | {f"T{i}" for i in range(1, 13)}
    assert all(board.sites[board.site_by_id[f"R{i}"]].kind == "ruin" for i in range(1, 9))
    assert all(board.sites[board.site_by_id[f"T{i}"]].kind == "temple" for i in range(1, 13))
    assert all(s.name for s in board.sites)  # every site has a display name
    t = board.trail("BC-T2")
    assert board.trail("T2-BC") == t and {board.trails[t].a, board.trails[t].b} == {board.camp, board.site("T2")}


def test_b1_camp_ruins_temples(board):
    # B1 / C1: one Base Camp, 8 Ruins, 12 Temples
    kinds = Counter(s.kind for s in board.sites)
    assert kinds == {"camp": 1, "ruin": 8, "temple": 12}
    assert len(board.ruins) == 8 and len(board.temples) == 12


def test_b1_camp_at_centre(board):
    # B1: Base Camp at the centre of the drawing space
    camp = board.sites[board.camp]
    assert (camp.x, camp.y) == (board.size[0] / 2, board.size[1] / 2)


def test_b1_quadrants_tagged_and_unequal(board):
    # B1: every temple has a quadrant, it matches where the temple is drawn, and the
    # quadrants are deliberately unequal
    camp = board.sites[board.camp]
    for i in board.temples:
        s = board.sites[i]
        expected = ("N" if s.y < camp.y else "S") + ("E" if s.x > camp.x else "W")
        assert s.quadrant == expected, s.id
        assert abs(s.x - camp.x) >= 50, f"{s.id} too close to the N-S axis to read its quadrant"
        assert abs(s.y - camp.y) >= 50, f"{s.id} too close to the E-W axis to read its quadrant"
    per_quadrant = Counter(board.sites[i].quadrant for i in board.temples)
    assert set(per_quadrant) == {"NE", "NW", "SE", "SW"}
    assert sorted(per_quadrant.values()) == [2, 3, 3, 4]
    for i in board.ruins + (board.camp,):
        assert board.sites[i].quadrant is None and board.sites[i].first_colour is None


def test_b2_connected(board):
    # B2: the graph is connected
    seen, todo = {board.camp}, [board.camp]
    while todo:
        for n in board.neighbours[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert len(seen) == len(board.sites)


def test_b2_no_self_loops_or_double_trails(board):
    # B2: no Trail joins a site to itself; at most one Trail joins two sites
    pairs = [frozenset((t.a, t.b)) for t in board.trails]
    assert all(len(p) == 2 for p in pairs)
    assert len(set(pairs)) == len(pairs)


def test_b2_degrees(board):
    # B2: every site has at least 2 Trails, Base Camp at least 4 (design: 4-6)
    deg = degrees(board)
    assert min(deg) >= 2
    assert 4 <= deg[board.camp] <= 6


def test_every_site_two_plus_trails_most_three_or_four(board):
    # B2 plus design guideline: most sites have 3-4 trails
    deg = degrees(board)
    assert all(d >= 2 for d in deg)
    assert sum(1 for d in deg if d in (3, 4)) > len(deg) / 2
    assert max(deg) <= 6
    assert 30 <= len(board.trails) <= 36


def test_b3_ten_rivers_with_tokens(board):
    # B3: exactly 10 river Trails, each with one Toolbox Token spot; jungle trails have none
    assert len(board.rivers) == 10
    assert sorted(board.token_of.values()) == list(range(10))
    for t in board.trails:
        assert (t.token is not None) == t.river, t.id


def test_b3_tokens_lie_on_their_trail(board):
    # B3, B5: each Token spot is drawn on its river's line
    for k in board.rivers:
        t = board.trails[k]
        line = polyline(board, t)
        d = min(dist_to_segment(t.token, p, q) for p, q in zip(line, line[1:]))
        assert d <= 1.0, f"{t.id}: token {t.token} is {d:.1f} px off its line"


def test_b3_rivers_form_one_or_two_courses(board):
    # B3 (design): the river trails chain into one or two connected river courses
    river_sites: dict[int, set[int]] = {}
    for k in board.rivers:
        t = board.trails[k]
        river_sites.setdefault(t.a, set()).add(t.b)
        river_sites.setdefault(t.b, set()).add(t.a)
    comps, seen = 0, set()
    for s in river_sites:
        if s in seen:
            continue
        comps += 1
        todo = [s]
        seen.add(s)
        while todo:
            for n in river_sites[todo.pop()]:
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
    assert comps in (1, 2)
    assert all(len(n) <= 3 for n in river_sites.values())  # at most a confluence, no river hub
    assert all(board.trails[k].bends for k in board.rivers)  # rivers are drawn curving


def test_b4_first_game_colours(board):
    # B4: 4 purple, 4 blue, 4 ivory
    colours = Counter(board.sites[i].first_colour for i in board.temples)
    assert colours == {"purple": 4, "blue": 4, "ivory": 4}


def test_b4_no_adjacent_same_colour(board):
    # B4: no two temples of the same First Game colour are joined by a trail
    for t in board.trails:
        ca, cb = board.sites[t.a].first_colour, board.sites[t.b].first_colour
        assert not (ca and ca == cb), t.id


def test_b4_colours_spread_over_quadrants(board):
    # B4 (guideline): about one of each colour per quadrant - no colour repeats in a quadrant
    # until all three are present
    by_q: dict[str, list[str]] = {}
    for i in board.temples:
        by_q.setdefault(board.sites[i].quadrant, []).append(board.sites[i].first_colour)
    for q, cols in by_q.items():
        assert len(set(cols)) == min(3, len(cols)), (q, cols)


def test_b5_positions_inside_the_drawing_space(board):
    # B5: every site and token has coordinates; sites keep a margin of 80 px from the edge
    w, h = board.size
    for s in board.sites:
        assert 80 <= s.x <= w - 80 and 80 <= s.y <= h - 80, s.id
    for t in board.trails:
        for p in t.bends + ((t.token,) if t.token else ()):
            assert 0 <= p[0] <= w and 0 <= p[1] <= h, t.id


def test_no_two_trails_cross(board):
    # B5 (drawing): no two trails cross, bends included. Trails sharing a site may touch
    # only at that site.
    lines = [polyline(board, t) for t in board.trails]
    for (i, ti), (j, tj) in combinations(enumerate(board.trails), 2):
        shared = {ti.a, ti.b} & {tj.a, tj.b}
        shared_pts = {(board.sites[s].x, board.sites[s].y) for s in shared}
        for p1, p2 in zip(lines[i], lines[i][1:]):
            for p3, p4 in zip(lines[j], lines[j][1:]):
                if shared_pts & {p1, p2} and shared_pts & {p3, p4}:
                    continue  # two segments leaving the same site
                assert not segments_intersect(p1, p2, p3, p4), f"{ti.id} crosses {tj.id}"


def test_trails_keep_clear_of_other_sites(board):
    # drawing: a trail never runs through (or grazes) a site it does not join
    for t in board.trails:
        line = polyline(board, t)
        for s in board.sites:
            if s.index in (t.a, t.b):
                continue
            d = min(dist_to_segment((s.x, s.y), p, q) for p, q in zip(line, line[1:]))
            assert d >= 100, f"{t.id} passes {d:.0f} px from {s.id}"


def test_sites_evenly_spread(board):
    # drawing: no crowding, no long trails
    pts = [(s.x, s.y) for s in board.sites]
    assert min(math.dist(p, q) for p, q in combinations(pts, 2)) >= 200
    for t in board.trails:
        a, b = board.sites[t.a], board.sites[t.b]
        assert math.dist((a.x, a.y), (b.x, b.y)) <= 400, t.id


def test_ruins_mixed_among_temples(board):
    # design: ruins are not a ring around the camp - their distances from camp vary widely
    camp = board.sites[board.camp]
    dists = [math.dist((camp.x, camp.y), (board.sites[i].x, board.sites[i].y)) for i in board.ruins]
    assert max(dists) - min(dists) > 250
    assert 0 < sum(1 for i in board.ruins if board.camp in board.neighbours[i]) < 8


# -- broken layouts ---------------------------------------------------------------------
def expected_lines(path: Path) -> list[str]:
    return [
        line.split("# expect:", 1)[1].strip()
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.startswith("# expect:")
    ]


def test_broken_folder_is_populated():
    assert len(BROKEN_FILES) >= 12
    for p in BROKEN_FILES:
        assert expected_lines(p), f"{p.name} has no '# expect:' line"


@pytest.mark.parametrize("path", BROKEN_FILES, ids=[p.name for p in BROKEN_FILES])
def test_broken_layout_raises_layout_error(path):
    with pytest.raises(LayoutError) as info:  # any other exception fails the test
        load_layout(path)
    lines = str(info.value).splitlines()
    assert lines == info.value.problems
    expects = expected_lines(path)
    assert all(line.startswith(f"{path}: ") for line in lines), lines
    assert len(lines) == len(expects), lines
    for e in expects:
        assert any(e in line for line in lines), (e, lines)


@pytest.mark.parametrize("path", BROKEN_FILES, ids=[p.name for p in BROKEN_FILES])
def test_broken_layout_relative_name_in_message(path, monkeypatch):
    # the file name in each line is the path exactly as the caller gave it
    monkeypatch.chdir(BROKEN)
    with pytest.raises(LayoutError) as info:
        load_layout(path.name)
    assert all(line.startswith(f"{path.name}: ") for line in str(info.value).splitlines())


def test_missing_file(tmp_path):
    missing = tmp_path / "nope.yaml"
    with pytest.raises(LayoutError) as info:
        load_layout(missing)
    assert str(info.value).count("\n") == 0
    assert str(info.value).startswith(f"{missing}: ") and "cannot read" in str(info.value)


def test_directory_and_binary_files(tmp_path):
    with pytest.raises(LayoutError) as info:
        load_layout(tmp_path)
    assert str(info.value).startswith(f"{tmp_path}: ") and "\n" not in str(info.value)
    junk = tmp_path / "junk.yaml"
    junk.write_bytes(b"\xff\xfe\x00\x81garbage")
    with pytest.raises(LayoutError) as info:
        load_layout(junk)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("", "file is empty"),
        ("just a string\n", "top level is a string"),
        ("42\n", "top level is an integer"),
        ("sites: 5\ntrails: []\n", "sites: must be a list of sites"),
        ("sites: [hello]\ntrails: []\n", "sites[0]: must be a mapping"),
        ("sites: [{id: R1, kind: ruin, x: abc, y: 2}]\ntrails: []\n", "sites[0] (R1): x must be a number, got 'abc'"),
        ("sites: [{id: no, kind: ruin, x: 1, y: 2}]\ntrails: []\n", "id must be a string, got a boolean False"),
        ("sites: [{id: 'R-1', kind: ruin, x: 1, y: 2}]\ntrails: []\n", "must be letters, digits or '_' only"),
        ("sites: [{id: R1, kind: [ruin], x: 1, y: 2}]\ntrails: []\n", "unknown kind ['ruin']"),
        ("sites: [{id: R1, kind: ruin, x: .nan, y: 2}]\ntrails: []\n", "x must be a number"),
        (
            "sites: [{id: R1, kind: ruin, x: 1, y: 99999999999999999999999999999999999999999999999999999999"
            "99999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999"
            "999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999"
            "99999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999"
            "99999999999999999999999999999}]\ntrails: []\n",
            "y must be a number",
        ),
        ("sites: [{id: T1, kind: temple, x: 1, y: 2, quadrant: up, first_game: red}]\n", "unknown quadrant 'up'"),
        ("sites: []\ntrails: 7\n", "trails: must be a list of trails"),
        ("sites: []\ntrails: [[1, 2]]\n", "trails[0]: must be a mapping"),
        ("sites: []\ntrails: [{a: 1, b: {c: d}}]\n", "a must be a site id string"),
        ("sites: []\ntrails: [{a: A, b: B, river: maybe}]\n", "river must be true or false"),
        ("sites: []\ntrails: [{a: A, b: B, river: true, token: [1]}]\n", "token must be [x, y]"),
        ("sites: []\ntrails: [{a: A, b: B, bends: 3}]\n", "bends must be a list"),
        ("sites: []\ntrails: [{a: A, b: B, bends: [[1, x]]}]\n", "bends[0] must be [x, y]"),
        ("size: big\nsites: []\ntrails: []\n", "size: must be [width, height]"),
        ("name: [1]\nsites: []\ntrails: []\n", "name: must be a non-empty string"),
        ("sites: []\ntrails: []\nextra: 1\n", "unknown top-level key"),
        ("sites:\n  - {id: R1, kind: ruin, x: 1, x: 2, y: 3}\n", "line 2: YAML syntax error: duplicate key 'x'"),
        ("a: &x [*x]\n", "unknown top-level key"),
        ("a: [" * 3000 + "]" * 3000 + "\n", "YAML syntax error"),
        ('sites: [{id: "R\\n1", kind: ruin, x: 1, y: 2}]\n', "must be letters"),
    ],
)
def test_malformed_input_gives_only_layout_errors(tmp_path, text, fragment):
    f = tmp_path / "bad.yaml"
    f.write_text(text, encoding="utf-8")
    with pytest.raises(LayoutError) as info:
        load_layout(f)
    lines = str(info.value).splitlines()
    assert lines and all(line.startswith(f"{f}: ") for line in lines), lines
    assert any(fragment in line for line in lines), (fragment, lines)


# -- precise single defects on the real map -------------------------------------------------
def _mutations():
    def trail_at(d, a, b):
        return next(t for t in d["trails"] if {t["a"], t["b"]} == {a, b})

    def site_at(d, sid):
        return next(s for s in d["sites"] if s["id"] == sid)

    return {
        "camp off centre": (lambda d: site_at(d, "BC").update(y=390), "is not at the centre"),
        "temple without quadrant": (lambda d: site_at(d, "T4").pop("quadrant"), "temple has no quadrant (B1)"),
        "temple without colour": (lambda d: site_at(d, "T4").pop("first_game"), "temple has no first_game colour (B4)"),
        "quadrant on a ruin": (lambda d: site_at(d, "R4").update(quadrant="NE"), "'quadrant' is for temples only"),
        "unknown colour": (lambda d: site_at(d, "T4").update(first_game="green"), "unknown first_game colour 'green'"),
        "token on a jungle trail": (
            lambda d: trail_at(d, "BC", "T2").update(token=[700, 380]),
            "token spot on a trail that is not a river (B3)",
        ),
        "token far away": (lambda d: trail_at(d, "T4", "T5").update(token=[100, 900]), "px from the trail's line"),
        "site outside": (lambda d: site_at(d, "T4").update(x=1700), "outside the drawing space"),
        "unknown site key": (lambda d: site_at(d, "T4").update(colour="blue"), "unknown key 'colour'"),
        "unknown trail key": (lambda d: trail_at(d, "BC", "T2").update(rivr=True), "unknown key 'rivr'"),
        "missing trails": (lambda d: d.pop("trails"), "trails: missing"),
    }


@pytest.mark.parametrize("name", list(_mutations()))
def test_single_defect_is_reported_once(data, name):
    change, fragment = _mutations()[name]
    d = copy.deepcopy(data)
    change(d)
    problems = validate_layout_data(d, "j.yaml")
    assert problems and all(p.startswith("j.yaml: ") and "\n" not in p for p in problems)
    assert any(fragment in p for p in problems), problems
    if name != "missing trails":  # without trails every site is also short of trails
        assert len(problems) == 1, problems


# -- fuzzing: no input makes anything but a list of lines come out --------------------------
def test_fuzzed_layouts_never_crash(data):
    hyp = pytest.importorskip("hypothesis")
    st = pytest.importorskip("hypothesis.strategies")

    leaves = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.floats(allow_nan=True),
        st.text(max_size=5),
        st.sampled_from(["BC", "R1", "T1", "camp", "ruin", "temple", "NE", "purple", "river", "x"]),
    )
    values = st.recursive(
        leaves,
        lambda kids: st.one_of(st.lists(kids, max_size=4), st.dictionaries(st.text(max_size=4), kids, max_size=4)),
        max_leaves=12,
    )

    def paths(obj, prefix=()):
        yield prefix
        if isinstance(obj, dict):
            for k, v in obj.items():
                yield from paths(v, prefix + (k,))
        elif isinstance(obj, list):
            for i, v in enumerate(obj):
                yield from paths(v, prefix + (i,))

    all_paths = [p for p in paths(data) if p]

    @hyp.settings(max_examples=300, deadline=None, database=None)
    @hyp.given(st.lists(st.tuples(st.sampled_from(all_paths), values), min_size=1, max_size=4))
    def run(changes):
        d = copy.deepcopy(data)
        for path, value in changes:
            target = d
            try:
                for key in path[:-1]:
                    target = target[key]
                target[path[-1]] = value
            except (KeyError, IndexError, TypeError):
                continue
        problems = validate_layout_data(d, "f.yaml")
        assert isinstance(problems, list)
        assert all(isinstance(p, str) and p.startswith("f.yaml: ") and "\n" not in p for p in problems)
        if not problems:
            Board.from_data(d)  # whatever validates must build

    run()

    @hyp.settings(max_examples=200, deadline=None, database=None)
    @hyp.given(values)
    def run_any(value):
        problems = validate_layout_data(value, "g.yaml")
        assert problems and all(p.startswith("g.yaml: ") and "\n" not in p for p in problems)

    run_any()


def test_layout_error_lines_match_problems():
    e = LayoutError(["a: b: c", "a: d: e"])
    assert str(e) == "a: b: c\na: d: e" and e.problems == ["a: b: c", "a: d: e"]
    # what the player is shown is cleaned like every text from a file: no control characters
    dirty = LayoutError(["g.yaml: sites[0]: id '\x1b[2J' is not a valid id"])
    assert "\x1b" not in str(dirty) and dirty.problems == [str(dirty)]


def test_no_io_in_rules_core():
    # the rules core stays pure: the loader (file I/O, YAML) lives outside relicrunners/rules
    board_src = (ROOT / "relicrunners" / "rules" / "board.py").read_text(encoding="utf-8")
    assert not re.search(r"^\s*import yaml|open\(", board_src, re.M)
