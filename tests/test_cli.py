"""The headless command line (python -m relicrunners ...)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from relicrunners import cli
from relicrunners.io.saves import load_game

ROOT = Path(__file__).resolve().parent.parent


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def summary_of(out: str) -> dict:
    return json.loads(out.strip().splitlines()[-1])


@pytest.mark.parametrize("players", [2, 5])
def test_simulate_prints_a_json_summary_last(capsys, players):
    code, out, err = run(
        capsys,
        "simulate",
        "--players",
        str(players),
        "--games",
        "3",
        "--seed",
        "4",
        "--setup",
        "random",
        "--max-turns",
        "150",
    )
    assert code == 0, err
    s = summary_of(out)
    assert set(s) == {"games", "errors", "stalled", "stalled_seeds", "mean_turns", "wins", "mean_scores", "seconds"}
    assert s["games"] == 3 and s["errors"] == 0
    assert len(s["wins"]) == players and len(s["mean_scores"]) == players
    finished = 3 - s["stalled"]
    assert sum(s["wins"]) >= finished  # shared wins count for each winner
    assert (s["mean_turns"] > 0) == (finished > 0)
    assert err == ""


def test_simulate_is_reproducible(capsys):
    args = ("simulate", "--players", "3", "--games", "2", "--seed", "9", "--setup", "first")
    a = summary_of(run(capsys, *args)[1])
    b = summary_of(run(capsys, *args)[1])
    a.pop("seconds"), b.pop("seconds")
    assert a == b


def test_simulate_turn_cap_counts_stalled(capsys):
    code, out, _ = run(capsys, "simulate", "--players", "4", "--games", "2", "--max-turns", "3")
    s = summary_of(out)
    assert code == 0 and s["stalled"] == 2 and s["errors"] == 0 and s["wins"] == [0, 0, 0, 0]


def test_simulate_save_dir_then_replay_prints_scores(capsys, tmp_path):
    code, out, err = run(
        capsys,
        "simulate",
        "--players",
        "2",
        "--games",
        "2",
        "--seed",
        "30",
        "--setup",
        "standard",
        "--save-dir",
        str(tmp_path / "saves"),
    )
    assert code == 0, err
    files = sorted(p.name for p in (tmp_path / "saves").iterdir())
    assert files == ["game-30.json", "game-31.json"]
    record = load_game(tmp_path / "saves" / "game-30.json")
    assert [p.kind for p in record.players] == ["random", "random"] and record.seed == 30
    code, out, err = run(capsys, "replay", str(tmp_path / "saves" / "game-30.json"))
    assert code == 0, err
    lines = out.splitlines()
    assert lines[1] == "Red's turn (turn 1)"
    assert lines[2].startswith("  Red moves BC → ")
    assert "Final scores:" in lines or any(line.startswith("The game is not finished") for line in lines)
    assert any(line.strip().startswith("Red ") and " = " in line for line in lines)
    assert lines[-1].startswith(("Winner: ", "Winners: ", "Leading: "))
    # Blue tile values are private (R9.5): taking one never shows its value
    taken = [line for line in lines if "Blue tile from" in line]
    assert taken and not any(re.search(r"\bB[2-5]\b|worth", line) for line in taken)


def test_unknown_option_is_one_line_exit_2(capsys):
    code, out, err = run(capsys, "simulate", "--frobnicate")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "unrecognized arguments: --frobnicate" in err


@pytest.mark.parametrize(
    "argv, expected",
    [
        (["dance"], "invalid choice: 'dance'"),
        ([], "choose a command"),
        (["simulate", "--players", "7"], "invalid choice: 7"),
        (["simulate", "--games", "0"], "must be at least 1"),
        (["simulate", "--setup", "chaos"], "invalid choice: 'chaos'"),
        (["simulate", "--players", "3", "--bots", "random,random"], "2 bots for 3 players"),
        (["simulate", "--bots", "grandmaster"], "grandmaster"),
        (["replay"], "the following arguments are required: SAVE"),
        (["scenario"], "the following arguments are required: FILE"),
    ],
)
def test_bad_command_lines(capsys, argv, expected):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and expected in err, err


def test_broken_layout_prints_its_problems_exit_2(capsys, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: Broken\nsize: [100, 100]\nsites: []\ntrails: []\n", encoding="utf-8")
    for argv in (["simulate", "--layout", str(bad)], ["scenario", "--layout", str(bad), "x.yaml"]):
        code, out, err = run(capsys, *argv)
        assert code == 2 and out == ""
        lines = err.splitlines()
        assert lines and all(line.startswith(f"{bad}: ") for line in lines)
        assert any("need exactly 1" in line for line in lines)


def test_replay_bad_save_is_one_line_exit_2(capsys, tmp_path):
    save = tmp_path / "cut.json"
    save.write_text('{"format": "relicrunners-save", "version": 1, "lay', encoding="utf-8")
    code, out, err = run(capsys, "replay", str(save))
    assert code == 2 and out == ""
    assert err == f"{save}: file is cut short (JSON ends at line 1)\n"
    code, _, err = run(capsys, "replay", str(tmp_path / "none.json"))
    assert code == 2 and err == f"{tmp_path / 'none.json'}: no such file\n"


def test_replay_with_explicit_layout(capsys, tmp_path):
    run(
        capsys,
        "simulate",
        "--players",
        "3",
        "--games",
        "1",
        "--seed",
        "2",
        "--max-turns",
        "20",
        "--save-dir",
        str(tmp_path),
    )
    code, out, err = run(
        capsys, "replay", "--layout", str(ROOT / "board_layouts" / "jungle.yaml"), str(tmp_path / "game-2.json")
    )
    assert code == 0, err
    assert "The game is not finished: turn 21" in out and "Leading: " in out


def test_check_reports_clean_games(capsys):
    code, out, err = run(capsys, "simulate", "--players", "2", "--games", "2", "--check", "--max-turns", "100")
    s = summary_of(out)
    assert code == 0 and s["errors"] == 0 and err == ""


def test_python_dash_m_entry_point_without_traceback():
    proc = subprocess.run(
        [sys.executable, "-m", "relicrunners", "simulate", "--bogus"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr and proc.stderr.count("\n") == 1
    proc = subprocess.run(
        [sys.executable, "-m", "relicrunners", "--help"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0 and "simulate" in proc.stdout


# -- the log sentences replay prints (relicrunners.eventlog) ---------------------------------------
EVENT_KINDS = [
    "turn",
    "turn_end",
    "move",
    "jump",
    "no_move",
    "token",
    "tokens_reset",
    "step",
    "steps_lost",
    "explore",
    "ruin_tile",
    "tile",
    "purple_revealed",
    "relic_appears",
    "relic_taken",
    "score",
    "rations",
    "pathway",
    "pathway_moved",
    "toolbox",
    "toolbox_added",
    "doubled",
    "ivory_used",
    "ivory_keep",
    "blue_revealed",
    "visit",
    "camp",
    "end_triggered",
    "game_over",
]


def test_every_event_kind_has_a_sentence():
    from relicrunners.io.layout import load_layout
    from relicrunners.rules import Event, new_game
    from relicrunners.text import describe

    board = load_layout()
    state = new_game(board, 3, "first", 0)
    s, t = board.site_by_id, board.trail
    data = {
        "turn": {"turn": 4, "stage": "normal"},
        "move": {"sites": (s["BC"], s["R2"], s["T3"])},
        "jump": {"site": s["T9"]},
        "token": {"token": 0, "up": False, "by": "move"},
        "step": {"from": "B", "to": "C1"},
        "steps_lost": {"n": 2},
        "explore": {"site": s["T4"]},
        "ruin_tile": {"site": s["R2"]},
        "tile": {"site": s["T4"], "colour": "blue", "level": 2},
        "purple_revealed": {"site": s["T3"], "code": "P4"},
        "relic_appears": {"site": s["T4"], "colour": "blue"},
        "relic_taken": {"site": s["T8"], "colour": "blue"},
        "score": {"vp": 8, "why": "Expedition"},
        "rations": {"n": 3, "why": "Base Camp"},
        "pathway": {"trail": t("R2-T3")},
        "pathway_moved": {"from": t("R2-T3"), "to": t("T4-T5")},
        "toolbox": {"tool": "C2"},
        "ivory_used": {"code": "I2-4"},
        "ivory_keep": {"kept": "I1-4", "discarded": "I1-1"},
        "blue_revealed": {"code": "B4"},
        "visit": {"site": s["R4"]},
        "end_triggered": {"relics": 8},
    }
    expected = {
        "turn": "Red's turn (turn 4)",
        "turn_end": None,
        "move": "Red moves BC → R2 → T3",
        "token": "Red turns the Toolbox Token on T4-T5 face down",
        "step": "Red moves a Toolbox up from the bottom space to Compass 1",
        "explore": "Red spends a Ration to explore the blue temple at T4",
        "tile": "Red takes a medium Blue tile from T4 and looks at it in secret",
        "score": "Red scores 8 VP (Expedition)",
        "rations": "Red takes 3 Rations from Base Camp",
        "toolbox": "Red uses a Toolbox at Compass 2 (move two Pathways)",
        "blue_revealed": "Red shows that Blue tile to everyone: it is worth 4",
    }
    for kind in EVENT_KINDS:
        player = None if kind in ("purple_revealed", "relic_appears", "game_over") else 0
        line = describe(board, state, Event(kind, player, data.get(kind, {}), {"code": "B5"}))
        if kind in expected:
            assert line == expected[kind]
        if kind != "turn_end":
            assert isinstance(line, str) and line and "\n" not in line, kind
            assert "B5" not in line and "5" not in line.replace("T5", ""), f"private data leaked: {line}"
    assert describe(board, state, Event("something_new", 0, {})) is None
