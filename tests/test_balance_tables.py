"""Balance studies (issue #15, part 4): ``simulate --csv`` writes one row per finished game with
the columns docs/balance.md lists; ``--chart`` draws win rates with 95 % intervals when matplotlib
(the ``[analysis]`` extra) is there, and says in one line how to get it when it is not."""

from __future__ import annotations

import csv
import importlib.util
import io
import json

import pytest

from relicrunners.cli import main as cli
from relicrunners.play import charts, csvout


def test_simulate_writes_a_row_per_finished_game(tmp_path, capsys):
    out = tmp_path / "games.csv"
    assert cli(["simulate", "--players", "3", "--games", "4", "--seed", "10", "--csv", str(out)]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    rows = list(csv.DictReader(io.StringIO(out.read_text())))
    assert list(rows[0]) == csvout.COLUMNS
    finished = summary["games"] - summary["errors"] - summary["stalled"]
    assert len(rows) == finished == 4
    assert [r["seed"] for r in rows] == ["10", "11", "12", "13"]
    for r in rows:
        assert r["players"] == "3" and r["bots"] == "random+random+random" and r["score_4"] == ""
        best = max(int(r[f"score_{k}"]) for k in (1, 2, 3))
        assert all(int(r[f"score_{int(w)}"]) == best for w in r["winners"].split("+"))
        assert int(r["turns"]) > 0


def test_without_matplotlib_the_chart_says_how_to_get_it(tmp_path, capsys, monkeypatch):
    import builtins

    real = builtins.__import__

    def no_matplotlib(name, *args, **kwargs):
        if name.startswith("matplotlib"):
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_matplotlib)
    assert cli(["simulate", "--games", "2", "--chart", str(tmp_path / "c.png")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and 'pip install -e ".[analysis]"' in err and "Traceback" not in err
    assert not (tmp_path / "c.png").exists()


@pytest.mark.skipif(importlib.util.find_spec("matplotlib") is None, reason="the [analysis] extra is not installed")
def test_the_chart_is_drawn(tmp_path):
    png = tmp_path / "c.png"
    assert cli(["simulate", "--players", "2", "--games", "6", "--chart", str(png)]) == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_win_rates_and_their_intervals():
    rows = [
        {"bots": "easy+hard", "winners": "2", "players": "2"},
        {"bots": "hard+easy", "winners": "1", "players": "2"},
        {"bots": "easy+hard", "winners": "1+2", "players": "2"},
    ]
    assert charts.rates(rows, "bot") == {"easy": (0.5, 3), "hard": (2.5, 3)}
    assert charts.rates(rows, "seat") == {"seat 1": (1.5, 3), "seat 2": (1.5, 3)}
    low, high = charts.wilson(50, 100)
    assert 0.40 < low < 0.41 and 0.59 < high < 0.60
    assert charts.wilson(0, 0) == (0.0, 0.0)


def test_a_tournament_writes_the_same_columns(tmp_path, capsys):
    out = tmp_path / "t.csv"
    code = cli(["tournament", "--players", "3", "--bots", "easy,random", "--games", "3", "--workers", "1",
                "--quiet", "--csv", str(out)])  # fmt: skip
    assert code == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    rows = list(csv.DictReader(io.StringIO(out.read_text())))
    assert list(rows[0]) == csvout.COLUMNS and len(rows) == 3
    assert sorted(r["bots"] for r in rows) == ["easy+random+random", "random+easy+random", "random+random+easy"]
    easy_wins = sum(
        1 / len(r["winners"].split("+"))
        for r in rows
        for w in r["winners"].split("+")
        if r["bots"].split("+")[int(w) - 1] == "easy"
    )
    assert easy_wins == pytest.approx(summary["bots"]["easy"]["wins"])
    assert sum(int(r["turns"]) + 1 for r in rows) / 3 == pytest.approx(summary["mean_turns"], abs=0.1)
