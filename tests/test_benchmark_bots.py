"""benchmarks/bots.py runs the chosen matches and names a wrong one in one line."""
import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def load():
    spec = importlib.util.spec_from_file_location("bench_bots", ROOT / "benchmarks" / "bots.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_only_runs_the_named_match_and_reports_its_goal(capsys):
    assert load().main(["--only", "easy_vs_medium", "--speed-games", "2", "--workers", "1"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    data = json.loads(out[-1])
    assert list(data["matches"]) == ["easy_vs_medium"] and data["matches"]["easy_vs_medium"]["games"] == 2
    assert set(data["goals"]) == {"medium mean decision <= 0.1 s", "easy mean decision <= 0.1 s"}


def test_an_unknown_match_is_one_line_error(capsys):
    with pytest.raises(SystemExit) as e:
        load().main(["--only", "hard_vs_nobody"])
    assert e.value.code == 2
    assert "unknown match 'hard_vs_nobody'" in capsys.readouterr().err
