"""Scenario files (docs/scenarios.md): every file in scenarios/ passes, and the runner reports
each kind of problem as one FAIL line naming the file."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from textwrap import dedent

import pytest

from relicrunners import cli
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.rules import apply, from_text, legal_actions
from relicrunners.rules.components import TILES
from relicrunners.scenario import ScenarioError, build_state, load_scenario, run_scenario

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").glob("*.yaml"))


@pytest.fixture(scope="module")
def board():
    return load_layout(DEFAULT_LAYOUT)


def write(tmp_path: Path, text: str, name: str = "s.yaml") -> Path:
    path = tmp_path / name
    path.write_text(dedent(text), encoding="utf-8")
    return path


def test_there_are_scenarios():
    assert len(SCENARIOS) >= 20


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario_passes(path):
    ok, line = run_scenario(path)
    assert ok, line
    assert line.startswith(("ok  ", "XFAIL ")), line
    assert "\n" not in line


# -- the runner reports problems -----------------------------------------------------------------
GOOD = """\
    name: Base Camp gives 3 Rations
    players: 2
    state:
      players:
        - {site: R2, rations: 1}
    actions: ["move R2-BC"]
    expect:
      rations: {0: 4}
      current: 1
"""


def test_good_scenario_ok_line(tmp_path):
    ok, line = run_scenario(write(tmp_path, GOOD))
    assert ok
    assert line.endswith("s.yaml — Base Camp gives 3 Rations")
    assert line.startswith("ok  ")


@pytest.mark.parametrize(
    "change, expected",
    [
        (("rations: {0: 4}", "rations: {0: 5}"), "expect.rations.0: expected 5, got 4"),
        (("current: 1", "current: 0"), "expect.current: expected 0, got 1"),
        (("move R2-BC", "move R2-T9"), "actions[0] 'move R2-T9' is not legal here"),
        (("move R2-BC", "mvoe R2-BC"), "actions[0] 'mvoe R2-BC': cannot read action"),
        (("site: R2", "site: R99"), "state.players[0].site: unknown site 'R99'"),
        (("rations: 1}", "rations: 9}"), "state.players[0].rations: 9 is out of range (0..5)"),
        (("players: 2", "players: 7"), "players: 7 is out of range (2..5)"),
        (("    expect:", "    expct:"), "top level: unknown key 'expct'"),
        (("current: 1", "current: 1\n      current: 0"), "key 'current' appears twice"),
        (('["move R2-BC"]', '["move R2-BC"'), "YAML syntax error"),
    ],
)
def test_each_problem_is_one_fail_line(tmp_path, change, expected):
    path = write(tmp_path, GOOD.replace(*change))
    ok, line = run_scenario(path)
    assert not ok
    assert line.startswith(f"FAIL {path}") or line.startswith("FAIL s.yaml") or "s.yaml —" in line
    assert "s.yaml" in line and "\n" not in line
    assert expected in line, line


def test_several_differences_share_the_line(tmp_path):
    ok, line = run_scenario(write(tmp_path, GOOD.replace("{0: 4}", "{0: 2}").replace("current: 1", "current: 0")))
    assert not ok
    assert "expected 2, got 4" in line and "expected 0, got 1" in line and "(+1 more" in line


def test_missing_file_and_not_a_mapping(tmp_path):
    ok, line = run_scenario(tmp_path / "nope.yaml")
    assert not ok and "nope.yaml — no such file" in line
    ok, line = run_scenario(write(tmp_path, "- just\n- a list\n"))
    assert not ok and "top level must be a mapping" in line


def test_expect_error_illegal(tmp_path):
    text = """\
        name: cannot explore without Rations
        state: {players: [{site: R2, rations: 0}]}
        actions: ["move R2-T3", "explore"]
        expect_error: illegal
        expect: {decision: after}
    """
    ok, line = run_scenario(write(tmp_path, text))
    assert ok, line
    # the same file with Rations: the last action is legal, so the scenario fails
    ok, line = run_scenario(write(tmp_path, text.replace("rations: 0", "rations: 2"), "t.yaml"))
    assert not ok
    assert "expected the last action 'explore' to be rejected (illegal), but it was legal" in line


def test_xfail_marks_known_engine_bugs(tmp_path):
    failing = GOOD.replace("{0: 4}", "{0: 5}") + '    xfail: "engine bug #12"\n'
    ok, line = run_scenario(write(tmp_path, failing))
    assert ok and line.startswith("XFAIL ") and "engine bug #12" in line and "expected 5, got 4" in line
    ok, line = run_scenario(write(tmp_path, GOOD + '    xfail: "fixed already"\n', "p.yaml"))
    assert ok and line.startswith("XPASS ")


def test_cli_scenario_exit_codes(tmp_path, capsys):
    good = write(tmp_path, GOOD, "good.yaml")
    bad = write(tmp_path, GOOD.replace("{0: 4}", "{0: 5}"), "bad.yaml")
    assert cli.main(["scenario", str(good)]) == 0
    assert cli.main(["scenario", str(good), str(bad)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[-2].startswith("ok  ") and out[-1].startswith("FAIL ") and "bad.yaml" in out[-1]
    assert "expect.rations.0: expected 5, got 4" in out[-1]


# -- positions are built consistently ------------------------------------------------------------
def _tile_places(state) -> Counter:
    where: Counter = Counter()
    for stack in state.stacks:
        where.update(t.uid for t in stack)
    for p in state.players:
        where.update(t.uid for t in p.blue)
        where.update(t.uid for t in p.ivory.values())
    where.update(t.uid for t in state.discards)
    where.update(t.uid for t in state.unused)
    return where


def test_overrides_keep_every_component_accounted_for(board, tmp_path):
    text = """\
        name: many overrides
        players: 3
        setup: standard
        seed: 8
        state:
          current: 2
          colours: {T1: blue}
          stacks: {T4: [B5, B4, B3], T3: [P1, P2], T9: [I1-1, I2-2, I3-3]}
          relics: {T12: blue, T6: purple, R5: null, R6: green}
          ruins: {R2: 0, R3: 1}
          tokens: {R1-R3: down}
          players:
            - {ivory: [I1-2, I2-4], blue: [B5, B2@3], rations: 5, pathways: [BC-R2, R2-T3]}
            - {relics: [green, blue], vp: 7, toolboxes: {bottom: 0, table: {M: [1, 0, 1]}}}
            - {site: T12, rations: 0}
    """
    sc = load_scenario(write(tmp_path, text))
    state = build_state(board, sc)
    places = _tile_places(state)
    assert set(places) == {t.uid for t in TILES} and set(places.values()) == {1}  # C3
    assert state.camp + sum(p.rations for p in state.players) == 15  # R10.1
    site = board.site_by_id
    assert state.full[1][site["T1"]] == "blue" and all(t.colour == "blue" for t in state.stacks[site["T1"]])
    assert [t.code for t in state.stacks[site["T4"]]] == ["B5", "B4", "B3"]
    assert [t.level for t in state.stacks[site["T9"]]] == [1, 2, 3]
    assert state.full[1][site["T9"]] == "ivory"  # retinted by its tiles
    assert state.relics[site["T12"]] == "blue" and not state.stacks[site["T12"]]
    assert state.relics[site["R2"]] == "green" and state.relics[site["R3"]] is None
    assert state.ruins[site["R5"]] == 0 and state.relics[site["R5"]] is None  # taken
    assert state.ruins[site["R6"]] == 0 and state.relics[site["R6"]] == "green"
    assert state.tokens.count(False) == 1
    p0, p1, p2 = state.players
    assert sorted(t.code for t in p0.blue) == ["B2", "B5"] and {t.uid for t in p0.blue} <= p0.seen
    assert p1.tb_reserve == 1 and p1.table["M"] == [1, 0, 1] and p1.tb_bottom == 0
    assert state.current == 2 and state.flags.start_site == site["T12"] and state.flags.start_relic == "blue"
    assert legal_actions(state)  # a playable position
    from relicrunners.play.invariants import check_state

    assert check_state(state) == []


@pytest.mark.parametrize(
    "state_yaml, expected",
    [
        ("{camp: 3}", "state.camp: 3 Rations in Base Camp + 6 on the Charts = 9"),
        ("{players: [{toolboxes: {reserve: 1, bottom: 0, table: {M: [0, 1, 0]}}}]}", "a player has exactly 3"),
        ("{stacks: {T4: [B5, B4, B3]}}", "a 2-player game has only levels 1..2"),
        ("{stacks: {T4: [B4, B5]}}", "the box has no level-2 blue tile B5"),
        ("{stacks: {T4: [B5, P1]}}", "tiles of different colours"),
        ("{stacks: {R2: [B5]}}", "R2 is a ruin, not a temple"),
        ("{relics: {T4: green}}", "a temple's Relic cannot be green"),
        ("{relics: {T4: blue}, stacks: {T4: [B5]}}", "so it is a Shrine, but state.stacks.T4 gives it tiles"),
        ("{relics: {R2: null}, ruins: {R2: 1}}", "R2 is listed in state.relics, so it is a Shrine"),
        ("{relics: {R2: blue}}", "a Ruin's Relic is green"),
        ("{tokens: {BC-R2: down}}", "BC-R2 is not a river trail"),
        ("{tokens: {Q1-R2: down}}", "unknown trail 'Q1-R2'"),
        ("{players: [{relics: [green, green, green, green, green, green, green]}]}", "would already have ended"),
        ("{players: [{ivory: [I1-1, I1-2]}]}", "two level-1 Ivory tiles"),
        ("{players: [{pathways: [BC-R2, BC-R2]}]}", "listed twice"),
        ("{players: [{}, {}, {}]}", "3 entries for 2 players"),
        ("{frob: 1}", "state: unknown key 'frob'"),
    ],
)
def test_inconsistent_positions_are_refused(board, tmp_path, state_yaml, expected):
    path = write(tmp_path, f"name: x\nplayers: 2\nstate: {state_yaml}\n")
    with pytest.raises(ScenarioError, match=None) as err:
        build_state(board, load_scenario(path))
    assert expected in str(err.value)
    ok, line = run_scenario(path)
    assert not ok and expected in line


def test_scenario_position_plays_like_a_normal_game(board, tmp_path):
    """The built state goes through the normal apply(): here the R6.3 Expedition."""
    sc = load_scenario(ROOT / "scenarios" / "expedition-three-pathways.yaml")
    state = build_state(board, sc)
    state, events = apply(state, from_text(board, sc.actions[0]))
    assert [e.kind for e in events if e.kind in ("relic_taken", "score")] == ["relic_taken", "score"]
