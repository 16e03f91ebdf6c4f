"""Scenario files (docs/scenarios.md, issue #28): what each seat sees (``seen_by``), the order of
the log (``log_order``), checkpoints between actions, and the end-game stage as a starting position
(``state.end``). A wrong expectation is reported as one FAIL line naming the key, and so is a
malformed value."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest

from relicrunners import cli
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.play.invariants import check_state
from relicrunners.rules import apply, from_text
from relicrunners.scenario import build_state, expect, load_scenario, run_scenario
from relicrunners.scenario.ending import END_KEYS
from relicrunners.scenario.expect import CHECKS
from relicrunners.scenario.schema import STATE_KEYS


@pytest.fixture(scope="module")
def board():
    return load_layout(DEFAULT_LAYOUT)


def write(tmp_path: Path, text: str, name: str = "s.yaml") -> Path:
    path = tmp_path / name
    path.write_text(dedent(text), encoding="utf-8")
    return path


def fails(tmp_path: Path, text: str) -> str:
    """The FAIL line of a scenario that must fail."""
    ok, line = run_scenario(write(tmp_path, text))
    assert not ok, line
    assert line.startswith("FAIL ") and "\n" not in line, line
    return line


# Black takes a Blue tile worth 3 from T4 (bottom B4) and ends the turn: Red plays next.
BLUE = """\
    name: Black's Blue tile is Black's secret
    players: [{name: Black, colour: black}, {name: Red, colour: red}]
    setup: first
    seed: 2
    state:
      stacks: {T4: [B4, B3]}
      players:
        - {site: T3}
    actions: ["move T3-T4", "explore", "end"]
    expect:
      current: red
      seen_by:
        black: {blue: {black: [B3]}, vp: {black: 0, red: hidden}, top: {T4: hidden}}
        red: {blue: {black: [hidden]}, vp: {black: hidden}, total: {black: hidden}}
        public: {blue: {black: [hidden]}, stack: {T4: [hidden]}}
"""


def test_seen_by_passes_when_each_view_hides_what_it_says(tmp_path):
    ok, line = run_scenario(write(tmp_path, BLUE))
    assert ok, line


@pytest.mark.parametrize(
    "change, message",
    [
        # a scenario that expects an opponent to see a Blue value: the view hides it
        (
            ("red: {blue: {black: [hidden]}", "red: {blue: {black: [B3]}"),
            "expect.seen_by.red.blue.black: expected ['B3'], got ['hidden']",
        ),
        # the view shows more than the scenario says: Black sees its own tile
        (
            ("black: {blue: {black: [B3]}", "black: {blue: {black: [hidden]}"),
            "expect.seen_by.black.blue.black: expected ['hidden'], got ['B3']",
        ),
        (("vp: {black: hidden}", "vp: {black: 0}"), "expect.seen_by.red.vp.black: expected 0, got 'hidden'"),
        (("total: {black: hidden}", "total: {black: 3}"), "expect.seen_by.red.total.black: expected 3, got 'hidden'"),
        (
            ("stack: {T4: [hidden]}", "stack: {T4: [B4]}"),
            "expect.seen_by.public.stack.T4: expected ['B4'], got ['hidden']",
        ),
        (("current: red", "current: black"), "expect.current: expected 0, got 1"),
    ],
)
def test_seen_by_reports_a_wrong_expectation_on_one_line(tmp_path, change, message):
    line = fails(tmp_path, BLUE.replace(*change))
    assert f"s.yaml — {message}" in line, line


def test_a_view_that_leaks_a_blue_value_is_reported(tmp_path, monkeypatch):
    """If the views ever showed a Blue value to another seat, the scenarios saying ``hidden`` fail."""
    monkeypatch.setattr(expect, "view_for", lambda state, seat: state)
    monkeypatch.setattr(expect, "public_view", lambda state: state)
    line = fails(tmp_path, BLUE)
    assert "expect.seen_by.red.blue.black: expected ['hidden'], got ['B3']" in line
    assert "expect.seen_by.red.vp.black: expected 'hidden', got 0" in line
    assert "expect.seen_by.public.stack.T4: expected ['hidden'], got ['B4']" in line


def test_seen_by_once_the_game_is_over_shows_everything(tmp_path):
    """R11.3: the scores are shown to all at the end; ``seen_by`` sees what the score screen does."""
    text = """\
        name: at the end every total shows
        players: 2
        setup: standard
        seed: 20
        state:
          ruins: {R2: 0, R4: 0}
          players:
            - {site: R2, pathways: [R2-T3], relics: [green, blue, white], blue: [B4]}
            - {site: T2, relics: [green, purple, white]}
        actions: ["move R2-T3-R4", {expect: {seen_by: {green: {vp: {red: hidden}, blue: {red: [hidden]}}}}},
                  "end", "move T2-R1", "end"]
        expect:
          over: true
          seen_by:
            green: {vp: {red: 4}, blue: {red: [B4]}, total: {red: 23}, winner: [red]}
            public: {tiebreak: points}
    """
    ok, line = run_scenario(write(tmp_path, text))
    assert ok, line


LAST_TURNS = """\
    name: the last turns come in seat order after the trigger
    players: 3
    setup: first
    seed: 11
    state:
      current: green
      ruins: {R2: 0, R4: 0}
      players:
        - {relics: [blue, white, purple]}
        - {site: R2, pathways: [R2-T3], relics: [green, green]}
        - {relics: [purple, white]}
    actions: ["move R2-T3-R4", "end", "move BC-R6", "end", "move BC-T2", "end"]
    expect:
      log_order: ["That makes 8 Relics taken", "Blue's last turn", "Red's last turn", "The game is over"]
"""


def test_log_order_passes_in_order(tmp_path):
    ok, line = run_scenario(write(tmp_path, LAST_TURNS))
    assert ok, line


@pytest.mark.parametrize(
    "order, message",
    [
        (
            '["Red\'s last turn", "Blue\'s last turn"]',
            'expect.log_order[1]: expected "Blue\'s last turn" after "Red\'s last turn", got it only before, '
            'in "Blue\'s last turn (turn 2)"',
        ),
        (
            '["The game is over", "Yellow"]',
            "expect.log_order[1]: expected 'Yellow' after 'The game is over', got no log line",
        ),
        ('["Green\'s extra turn"]', 'expect.log_order[0]: expected "Green\'s extra turn" in the log, got no log line'),
    ],
)
def test_log_order_reports_the_first_piece_out_of_order(tmp_path, order, message):
    line = fails(tmp_path, LAST_TURNS.replace(LAST_TURNS.splitlines()[-1].split(": ", 1)[1], order))
    assert message in line, line
    assert "(+" not in line  # one difference: the first piece out of order


CHECKPOINTS = """\
    name: checkpoints between the actions
    players: 2
    state:
      players:
        - {site: R2, rations: 1}
    actions: [{expect: {decision: start}}, "move R2-BC", {expect: {rations: {0: 4}, current: 1}}, "move BC-R2"]
    expect:
      site: {1: R2}
"""


def test_checkpoints_pass(tmp_path):
    ok, line = run_scenario(write(tmp_path, CHECKPOINTS))
    assert ok, line
    sc = load_scenario(write(tmp_path, CHECKPOINTS, "t.yaml"))
    assert sc.actions == ["move R2-BC", "move BC-R2"]
    assert sc.action_at == [1, 3] and sorted(sc.checkpoints) == [0, 1]


def test_a_checkpoint_that_fails_names_its_entry(tmp_path):
    line = fails(tmp_path, CHECKPOINTS.replace("rations: {0: 4}", "rations: {0: 5}"))
    assert "s.yaml — checkpoint actions[2]: expect.rations.0: expected 5, got 4" in line
    line = fails(tmp_path, CHECKPOINTS.replace("decision: start", "decision: after"))
    assert "checkpoint actions[0]: expect.decision: expected 'after', got 'start'" in line


def test_checkpoint_differences_come_before_what_stopped_the_run(tmp_path):
    text = CHECKPOINTS.replace("current: 1", "current: 0").replace('"move BC-R2"]', '"move BC-T9"]')
    line = fails(tmp_path, text)
    assert (
        "checkpoint actions[2]: expect.current: expected 0, got 1 (+1 more: actions[3] 'move BC-T9' is not legal"
        in line
    )


def test_a_checkpoint_after_a_rejected_last_action_sees_the_position_before_it(tmp_path):
    text = """\
        name: cannot explore without Rations
        state: {players: [{site: R2, rations: 0}]}
        actions: ["move R2-T3", "explore", {expect: {decision: after, site: {0: T3}}}]
        expect_error: illegal
    """
    ok, line = run_scenario(write(tmp_path, text))
    assert ok, line


END = """\
    name: the end as a starting position
    players: 3
    setup: standard
    seed: 11
    state:
      players:
        - {relics: [blue, white, purple]}
        - {relics: [green, green, green]}
        - {relics: [purple, white]}
      end: {triggered_by: green, last_turns: [blue, red], extra_turn: green}
    actions: []
    expect:
      stage: final
      current: blue
      ivory: {green: [I1-6]}
"""


def test_end_edits_set_the_stage_and_whose_turns_remain(board, tmp_path):
    ok, line = run_scenario(write(tmp_path, END))
    assert ok, line
    st = build_state(board, load_scenario(write(tmp_path, END, "t.yaml")))
    assert (st.stage, st.current, st.queue, st.triggered_by) == ("final", 2, [0], 1)
    assert check_state(st) == []
    # the two last turns, then Green's extra turn: the engine carries on from the built stage
    for text in ["move BC-R2", "end", "move BC-R4", "end"]:
        st, _ = apply(st, from_text(board, text))
    assert (st.stage, st.current, st.players[1].holds("I1-6")) == ("extra", 1, False)


def test_end_edits_extra_turn_now(board, tmp_path):
    text = END.replace("last_turns: [blue, red]", "last_turns: []").replace(
        "ivory: {green: [I1-6]}", "ivory: {green: []}"
    )
    text = text.replace("stage: final", "stage: extra").replace("current: blue", "current: green")
    ok, line = run_scenario(write(tmp_path, text))
    assert ok, line
    st = build_state(board, load_scenario(write(tmp_path, text, "t.yaml")))
    assert [t.code for t in st.discards if t.code == "I1-6"] == ["I1-6"] and check_state(st) == []
    st, _ = apply(st, from_text(board, "move BC-R2"))
    st, _ = apply(st, from_text(board, "end"))
    assert st.over


def test_end_edits_wrong_expectation_is_one_line(tmp_path):
    line = fails(tmp_path, END.replace("current: blue", "current: red"))
    assert "expect.current: expected 0, got 2" in line


@pytest.mark.parametrize(
    "end, message",
    [
        (
            "{triggered_by: green, last_turns: [red, blue]}",
            "state.end.last_turns: the last turns after Green triggered",
        ),
        ("{triggered_by: green, last_turns: [green]}", "are Blue, Red, in that order (R11.1); [Green] is not"),
        ("{triggered_by: green, last_turns: []}", "state.end: no last turn and no extra turn left"),
        ("{last_turns: [red]}", "state.end.triggered_by: say who took the Relic"),
        ("{triggered_by: 7}", "state.end.triggered_by: no seat 7"),
        ("{triggered_by: green, extra_turn: pink}", "state.end.extra_turn: no seat 'pink'"),
        ("{triggered_by: green, when: now}", "state.end: unknown key 'when'"),
        ("[green]", "state.end: expected a mapping, got a list"),
        ("{triggered_by: green, last_turns: red}", "state.end.last_turns: expected a list, got a text"),
    ],
)
def test_malformed_end_edits_are_one_line(tmp_path, end, message):
    line = fails(tmp_path, END.replace("{triggered_by: green, last_turns: [blue, red], extra_turn: green}", end))
    assert message in line, line


@pytest.mark.parametrize(
    "change, message",
    [
        (
            ("{relics: [purple, white]}", "{relics: [purple]}"),
            "state.end: 7 Relics held, but the end is triggered only when 8",
        ),
        (
            ("{relics: [green, green, green]}", "{}"),
            "state.end: 5 Relics held",
        ),
        (
            ("{relics: [blue, white, purple]}", "{relics: [blue, white, purple], ivory: [I1-6]}"),
            "state.end.extra_turn: Red holds I1-6 (state.players[0].ivory)",
        ),
        (
            ("{relics: [green, green, green]}", "{relics: [green, green, green], ivory: [I1-2]}"),
            "state.end.extra_turn: Green holds I1-2; an extra turn needs I1-6",
        ),
        (("    state:\n", "    state:\n      current: red\n"), "state.current: with state.end, Blue plays now"),
    ],
)
def test_end_edits_refuse_a_position_that_cannot_be(tmp_path, change, message):
    line = fails(tmp_path, END.replace(*change))
    assert message in line, line


def test_trigger_must_hold_a_relic(tmp_path):
    text = END.replace("{relics: [blue, white, purple]}", "{relics: [blue, white, purple, green]}")
    text = text.replace("{relics: [green, green, green]}", "{}").replace(
        "{relics: [purple, white]}", "{relics: [purple, white, blue, green]}"
    )
    assert "state.end.triggered_by: Green holds no Relic" in fails(tmp_path, text)


def test_without_end_a_finished_count_of_relics_is_refused(tmp_path):
    line = fails(
        tmp_path, END.replace("      end: {triggered_by: green, last_turns: [blue, red], extra_turn: green}\n", "")
    )
    assert "would already have ended the game" in line and "state.end" in line


@pytest.mark.parametrize(
    "expect_yaml, message",
    [
        ("{seen_by: [1]}", "expect.seen_by: expected a mapping, got a list"),
        ("{seen_by: {7: {vp: {0: 1}}}}", "expect.seen_by: no seat 7"),
        ("{seen_by: {1: [vp]}}", "expect.seen_by.1: expected a mapping, got a list"),
        ("{seen_by: {1: {frob: 1}}}", "expect.seen_by.1: unknown key 'frob'"),
        ("{seen_by: {1: {log_includes: [x]}}}", "expect.seen_by.1: log_includes is the same for every seat"),
        ("{seen_by: {1: {seen_by: {}}}}", "expect.seen_by.1: seen_by is the same for every seat"),
        ("{seen_by: {1: {vp: [1]}}}", "expect.seen_by.1.vp: expected a mapping, got a list"),
        (
            "{seen_by: {1: {blue: {0: [3]}}}}",
            "expect.seen_by.1.blue.0[0]: expected a name or a code as text, got a number 3",
        ),
        ("{seen_by: {1: {top: {T99: hidden}}}}", "expect.seen_by.1.top: unknown site 'T99'"),
        ("{log_order: first}", "expect.log_order: expected a list, got a text"),
        ("{log_order: [1]}", "expect.log_order[0]: expected a piece of a log line, got a number 1"),
        ("{stack: {T4: B4}}", "expect.stack.T4: expected a list, got a text"),
        ("{relics: {0: [null]}}", "expect.relics.0[0]: expected a name or a code as text, got nothing"),
    ],
)
def test_malformed_expectations_are_one_line(tmp_path, expect_yaml, message):
    line = fails(tmp_path, f"name: x\nactions: []\nexpect: {expect_yaml}\n")
    assert f"s.yaml — {message}" in line, line
    line = fails(tmp_path, f'name: x\nactions: ["move BC-R2", {{expect: {expect_yaml}}}]\n')
    assert f"s.yaml — checkpoint actions[1]: {message}" in line, line


@pytest.mark.parametrize(
    "actions, message",
    [
        ('["move BC-R2", {expct: {}}]', 'actions[1]: expected an action text like "move BC-R2" or a checkpoint'),
        ('["move BC-R2", 3]', "actions[1]: expected an action text"),
        ("[{expect: {}, note: x}]", "actions[0]: unknown key 'note'"),
        ("[{expect: {frob: 1}}]", "actions[0].expect: unknown key 'frob'"),
        ("[{expect: [vp]}]", "actions[0].expect: expected a mapping, got a list"),
        ("[" + ", ".join(["{expect: {}}"] * 101) + "]", "actions[100]: more than 100 checkpoints"),
    ],
)
def test_malformed_checkpoints_are_one_line(tmp_path, actions, message):
    line = fails(tmp_path, f"name: x\nactions: {actions}\n")
    assert f"s.yaml — {message}" in line, line


def test_cli_accepts_every_new_key(tmp_path, capsys):
    """Done when: ``python -m relicrunners scenario FILE`` accepts seen_by, log_order, checkpoints
    and end-game edits (and fails, on one line, a scenario expecting an opponent to see a Blue value)."""
    text = """\
        name: all four together
        players: 2
        setup: standard
        seed: 20
        state:
          players:
            - {site: R2, relics: [green, blue, white, green], blue: [B4]}
            - {site: T2, relics: [green, purple, white], ivory: [I1-6]}
          end: {triggered_by: red}
        actions: ["move T2-R1", {expect: {seen_by: {red: {blue: {red: [B4]}}, green: {blue: {red: [hidden]}}}}},
                  "end", "move R1-T1", "end"]
        expect:
          over: true
          log_order: ["Green moves", "Green's extra turn", "Green moves", "The game is over"]
    """
    good = write(tmp_path, text, "good.yaml")
    bad = write(tmp_path, text.replace("green: {blue: {red: [hidden]}}", "green: {blue: {red: [B4]}}"), "bad.yaml")
    assert cli.main(["scenario", str(good)]) == 0
    assert cli.main(["scenario", str(bad)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("ok  ") and out[-1].startswith("FAIL ")
    assert "checkpoint actions[1]: expect.seen_by.green.blue.red: expected ['B4'], got ['hidden']" in out[-1]


def test_every_key_has_its_line_in_the_docs():
    """Each ``expect`` key and each ``state`` key is a row of a table in docs/scenarios.md."""
    docs = (Path(__file__).resolve().parent.parent / "docs" / "scenarios.md").read_text(encoding="utf-8")
    rows = {line.split("|")[1].strip().strip("`") for line in docs.splitlines() if line.startswith("| `")}
    assert set(CHECKS) <= rows and STATE_KEYS <= rows and END_KEYS <= rows, (set(CHECKS) | STATE_KEYS | END_KEYS) - rows
