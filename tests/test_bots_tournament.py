"""The bot tournament runner (relicrunners/play/tournament.py): seat rotation, the JSON summary,
the Wilson interval, and one-line errors for bad arguments."""

from __future__ import annotations

import json

import pytest

from relicrunners.play.tournament import main, summarise, wilson


def last_json(out: str) -> dict:
    return json.loads(out.strip().splitlines()[-1])


def test_wilson_interval_known_values():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == [0.0, 1.0]


def test_tournament_prints_a_json_summary_last(capsys):
    code = main(["--players", "2", "--bots", "medium,random", "--games", "2", "--workers", "1", "--seed", "3"])
    out = capsys.readouterr().out
    s = last_json(out)
    assert code == 0 and s["games"] == 2 and s["errors"] == 0
    assert set(s["bots"]) == {"medium", "random"}
    for b in s["bots"].values():
        assert set(b) >= {"wins", "win_rate", "ci95", "mean_score", "mean_decision_s", "max_decision_s"}
        assert b["ci95"][0] <= b["win_rate"] <= b["ci95"][1]
    assert s["bots"]["medium"]["wins"] + s["bots"]["random"]["wins"] == pytest.approx(2.0)
    assert out.count("game ") == 2  # one progress line per game


def test_repeated_name_is_aggregated_per_seat(capsys):
    code = main(["--players", "3", "--bots", "easy,random", "--games", "3", "--workers", "2", "--quiet"])
    s = last_json(capsys.readouterr().out)
    assert code == 0 and s["lineup"] == ["easy", "random", "random"]
    assert s["bots"]["random"]["seats"] == 2
    total = s["bots"]["easy"]["wins"] + s["bots"]["random"]["wins"]
    assert total == pytest.approx(3.0)
    assert s["bots"]["random"]["win_rate"] == pytest.approx(s["bots"]["random"]["wins"] / 6, abs=1e-3)


def test_seats_rotate_over_the_games():
    # game g seats the line-up rotated by g mod N: each line-up position sits in each seat once
    from relicrunners.play import tournament

    tournament._init_worker(None)
    seats = {}
    for g in range(3):
        r = tournament.play_one((g, ["random", "random", "random"], 1, "standard", None, None, None))
        assert r["ok"]
        for pos, x in enumerate(r["pos"]):
            seats.setdefault(pos, set()).add(x["seat"])
    assert all(v == {0, 1, 2} for v in seats.values())


def test_a_game_past_the_turn_limit_is_an_error_and_saved_for_study(tmp_path, monkeypatch):
    # --keep-stalled: the stalled game is written as a normal save that replays to the same point
    from relicrunners.io.saves import load_game, replay
    from relicrunners.play import tournament

    monkeypatch.setattr(tournament, "TURN_LIMIT", 5)
    tournament._init_worker(None)
    r = tournament.play_one((3, ["random", "easy"], 1, "standard", None, str(tmp_path), None))
    assert not r["ok"] and "did not end within 5 turns" in r["error"]
    path = tmp_path / "stalled-game-3.json"
    assert str(path) in r["error"]
    record = load_game(path)
    assert [p.kind for p in record.players] == ["easy", "random"]  # game 3 rotates the seats
    state, _ = replay(tournament._BOARD, record)
    assert state.turn == 6 and not state.over


def test_a_finished_game_longer_than_asked_is_saved_for_study(tmp_path):
    # game_length.py --keep-longer: a finished game past that many turns is kept as it ended
    from relicrunners.io.saves import load_game, replay
    from relicrunners.play import tournament

    tournament._init_worker(None)
    short = tournament.play_one((0, ["easy", "easy"], 1, "standard", None, str(tmp_path), 100000))
    assert short["ok"] and not list(tmp_path.iterdir())
    r = tournament.play_one((0, ["easy", "easy"], 1, "standard", None, str(tmp_path), 10))
    assert r["ok"] and r["turns"] > 10
    state, _ = replay(tournament._BOARD, load_game(tmp_path / "long-game-0.json"))
    assert state.over and state.turn == r["turns"]


def test_summary_counts_shared_wins_and_errors():
    ok = {
        "ok": True,
        "turns": 10,
        "pos": [
            {"win": 0.5, "score": 30, "times": [0.1], "seat": 0},
            {"win": 0.5, "score": 30, "times": [0.3], "seat": 1},
        ],
    }
    bad = {"ok": False, "error": "RuntimeError: boom", "game": 1}
    s = summarise(["hard", "medium"], [ok, bad])
    assert s["games"] == 1 and s["errors"] == 1 and s["first_error"] == "RuntimeError: boom"
    assert s["bots"]["hard"]["wins"] == 0.5 and s["bots"]["medium"]["max_decision_s"] == 0.3


@pytest.mark.parametrize(
    "args,needle",
    [
        (["--bots", "grandmaster"], "unknown bot 'grandmaster'"),
        (["--players", "2", "--bots", "easy,easy,easy"], "3 bots for 2 players"),
        (["--players", "7"], "2 to 5 players"),
        (["--games", "0"], "at least 1"),
        (["--budget", "-1"], "positive"),
        (["--bots", "easy,,medium"], "empty name"),
        (["--layout", "/nonexistent/board.yaml", "--games", "1"], ""),
    ],
)
def test_bad_arguments_give_one_line(capsys, args, needle):
    code = main(args)
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err
    assert needle in err
