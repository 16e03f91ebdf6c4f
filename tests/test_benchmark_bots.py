"""The benchmark scripts run what they are asked, print what they measure and name a wrong input in one line."""

import importlib.util
import json
import random
from pathlib import Path

import pytest

from relicrunners.bots.learned import ALL_NAMES

ROOT = Path(__file__).resolve().parent.parent


def load(name="bots"):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", ROOT / "benchmarks" / f"{name}.py")
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


def test_tune_weights_plays_the_variant_against_medium(capsys):
    assert load("tune_weights").main(["--base", "hard", "--games", "2", "--workers", "1", '{"step": 2.0}']) == 0
    out = capsys.readouterr().out
    assert '"step": 2.0' in out and '"next_turn": 1.25' in out and "/2 =" in out


def test_tune_weights_names_an_unknown_weight(capsys):
    with pytest.raises(SystemExit) as e:
        load("tune_weights").main(['{"stepp": 1}'])
    assert e.value.code == 2 and "unknown weight 'stepp'" in capsys.readouterr().err


def test_duel_builds_an_expert_with_the_settings_it_is_given():
    duel = load("duel")
    bot = duel.bot("expert*2:explore=0.25,widen=0.7,settle=1", 3, 0.1)
    assert (bot.budget_s, bot.explore, bot.widen, bot.settle) == (0.2, 0.25, 0.7, 1)
    plain = duel.bot("expert", 3, 0.1)
    assert (plain.explore, plain.widen) != (0.25, 0.7)
    assert duel.bot("expert:finish=1", 3, 0.1).finish and not plain.finish
    assert duel.bot("expert:place=0.25", 3, 0.1).place == 0.25 and plain.place == 0.0


def test_duel_scales_the_learned_leafs_pathway_weights():
    from relicrunners.bots.evaluate import Evaluator
    from relicrunners.bots.learned import learned_values
    from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
    from relicrunners.rules import advance, legal_actions, new_game, view_for

    duel = load("duel")
    st = new_game(load_layout(DEFAULT_LAYOUT), 4, "standard", 3)
    rng = random.Random(3)
    while not any(p.pathways for p in st.players) and st.turn < 100:  # until a Pathway is on the board
        st = advance(st, rng.choice(legal_actions(st)), check=False)
    ev = Evaluator(view_for(st, st.current))
    same = duel.bot("expert:pathways=1", 3, 0.1).leaf(ev)(st)
    assert same == pytest.approx(learned_values(ev)(st))
    builder = next(i for i, p in enumerate(st.players) if p.pathways)
    less = duel.bot("expert:pathways=0", 3, 0.1).leaf(ev)(st)
    assert less[builder] < same[builder]  # the learned weight of a Pathway is positive early on


@pytest.mark.parametrize(
    ("totals", "me", "expected"),
    [([30, 12, 25, 9], 0, 1.0), ([30, 12, 25, 9], 3, 4.0), ([20, 20, 5, 25], 0, 2.5), ([7, 7, 7, 7], 2, 2.5)],
)
def test_duel_places_the_first_bot_by_points_tied_players_sharing(totals, me, expected):
    assert load("duel").place(totals, me) == expected


def test_a_duel_records_each_game_with_the_first_bots_seat_scores_and_place(tmp_path):
    duel = load("duel")
    rows = [duel.play((g, "random", "random", 0.01, 3, 1)) for g in range(3)]
    assert [r["seat"] for r in rows] == [0, 1, 2]  # seat-rotated
    for r in rows:
        mine = r["scores"][r["seat"]]
        assert len(r["scores"]) == 3 and sum(t > mine for t in r["scores"]) + 1 <= r["place"] <= 3
        assert r["win"] == 0 or mine == max(r["scores"])
        if r["trigger"] is not None:  # the seat that took the Relic ending the game, and when
            assert 0 <= r["trigger"]["by"] < 3 and r["trigger"]["turn"] <= r["turns"]
            assert len(r["trigger"]["scores"]) == 3
    out = tmp_path / "games.jsonl"
    out.write_text("".join(json.dumps(r) + "\n" for r in rows))
    mean = sum(r["place"] for r in rows) / 3
    assert f"mean place {mean:.2f} of 3" in duel.summary(out)[0]


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ("expert:explor=1", "unknown expert setting 'explor'"),
        ("hard:explore=1", "only the expert takes settings"),
        ("expert:widen=wide", "expert setting widen needs a number, not 'wide'"),
    ],
)
def test_duel_names_a_wrong_setting_in_one_line(entry, message, tmp_path):
    with pytest.raises(SystemExit) as e:
        load("duel").main([entry, "hard", "--games", "1", "--out", str(tmp_path / "games.jsonl")])
    assert message in str(e.value)
    assert not (tmp_path / "games.jsonl").exists()  # refused before any game was played


def test_search_speed_prints_its_three_figures(capsys, monkeypatch):
    speed = load("search_speed")
    monkeypatch.setattr(speed, "GAMES", ((2, 5),))
    assert speed.main(["--rounds", "1", "--iterations", "2"]) == 0
    out = capsys.readouterr().out
    for label in ("evaluations/s", "medium decisions/s", "expert ms/iteration"):
        assert label in out


def test_a_duel_summary_tells_each_seat_apart_from_the_seats_own_advantage(tmp_path):
    duel = load("duel")
    rows = [  # the first bot wins from seat 1 (twice), loses from seat 2; the other bot wins once in seat 1
        {"a": "expert", "b": "hard", "n": 2, "budget": 0.1, "g": 0, "win": 1.0, "turns": 50, "p99": 0.1,
         "max_dec": 0.1, "seat": 0, "scores": [40, 30], "place": 1.0},
        {"a": "expert", "b": "hard", "n": 2, "budget": 0.1, "g": 2, "win": 1.0, "turns": 50, "p99": 0.1,
         "max_dec": 0.1, "seat": 0, "scores": [41, 30], "place": 1.0},
        {"a": "expert", "b": "hard", "n": 2, "budget": 0.1, "g": 1, "win": 0.0, "turns": 50, "p99": 0.1,
         "max_dec": 0.1, "seat": 1, "scores": [45, 30], "place": 2.0},
    ]  # fmt: skip
    out = tmp_path / "games.jsonl"
    out.write_text("".join(json.dumps(r) + "\n" for r in rows))
    lines = duel.summary(out)
    assert (
        lines[1]
        == "  expert by seat (the hard bots in that seat): seat 1 2 of 2, place 1.00 (100%); seat 2 0 of 1, place 2.00 (0%)"
    )
    for r in rows:  # an older file: no line by seat
        del r["seat"]
    out.write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert len(duel.summary(out)) == 1


def test_a_duel_summary_sets_the_first_bots_points_beside_the_others(tmp_path):
    duel = load("duel")
    rows = [  # the first bot: 10, 50, 90 points; the others: 40, 45, 60, 70, 80, 85
        {"a": "expert", "b": "hard", "n": 3, "budget": 0.1, "g": g, "win": 0.0, "turns": 50, "p99": 0.1,
         "max_dec": 0.1, "seat": g % 3, "scores": scores, "place": 3.0}
        for g, scores in enumerate([[10, 40, 45], [60, 50, 70], [80, 85, 90]])
    ]  # fmt: skip
    out = tmp_path / "games.jsonl"
    out.write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert duel.summary(out)[2] == (
        "  points, expert / the hard bots: median 50 (10 % 18, 90 % 82), below 30 33% / "
        "median 65 (10 % 42.5, 90 % 82.5), below 30 0%"
    )
    for r in rows:  # an older file: no such line
        del r["scores"]
    out.write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert not duel.points_spread(rows) and len(duel.summary(out)) == 1


def test_leaf_hard_games_sets_the_shipped_weights_beside_weights_fitted_on_its_games(capsys):
    assert load("leaf_hard_games").main(["--games", "5", "--players", "2", "--seed", "3", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("2 players: ") and "every seat alike         -0.6931" in out
    assert "shipped weights x 1.2" in out and "weights fitted here" in out
    names = [line.split()[0] for line in out.splitlines()[-len(ALL_NAMES) :]]
    assert sorted(names) == sorted(ALL_NAMES)  # every feature's two weights, side by side
