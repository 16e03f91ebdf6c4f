"""The expert's learned evaluation (issue #26 item 2, relicrunners/bots/learned.py): win chances
per seat that sum to 1, the real result of a finished game, the leader valued highest, nothing read
that the seat cannot see, the shipped weights checked on loading, and the fit script reproducible."""

from __future__ import annotations

import importlib.util
import json
import math
import random
import sys
from functools import lru_cache
from pathlib import Path

import pytest
from hidden import perturb

from relicrunners.bots import learned
from relicrunners.bots.learned import (
    ALL_NAMES,
    NAMES,
    ExpertDataError,
    expert_weights,
    features,
    load_weights,
    seat_values,
)
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.rules import apply, legal_actions, new_game, view_for, winners
from relicrunners.rules.components import TILES

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "relicrunners" / "bots" / "data" / "expert_eval.json"


@lru_cache(maxsize=1)
def board():
    return load_layout(DEFAULT_LAYOUT)


@lru_cache(maxsize=1)
def mid_games() -> list:
    """Positions of seeded random games, 2 to 5 players, at several stages of each game."""
    rng = random.Random(26)
    out = []
    for g in range(12):
        st = new_game(board(), 2 + g % 4, ("standard", "random", "first")[g % 3], 2600 + g)
        k = 0
        while not st.over and k < 600:
            legal = legal_actions(st)
            if k % 150 == 149 and len(legal) > 1:
                out.append(st)
            st = apply(st, rng.choice(legal))[0]
            k += 1
    return out


def test_values_are_one_chance_per_seat_summing_to_one():
    seen_players = set()
    for st in mid_games():
        for s in (st, view_for(st, st.current)):
            v = seat_values(s)
            assert len(v) == st.n
            assert math.isclose(sum(v), 1.0, rel_tol=1e-9)
            assert all(0.0 < x < 1.0 for x in v)
        seen_players.add(st.n)
    assert seen_players == {2, 3, 4, 5}


def test_a_finished_game_gets_its_real_winner():
    rng = random.Random(3)
    for seed in (1, 2):
        st = new_game(board(), 3, "standard", seed)
        while not st.over:
            st = apply(st, rng.choice(legal_actions(st)))[0]
        won, _ = winners(st)
        assert seat_values(st) == [1.0 / len(won) if i in won else 0.0 for i in range(3)]


def test_a_seat_far_ahead_is_valued_highest():
    st = next(s for s in mid_games() if s.n == 3)
    before = seat_values(st)
    ahead = st.copy()
    leader = ahead.players[1]
    leader.vp = (leader.vp or 0) + 30
    leader.relics = [*leader.relics, "green", "white"]
    after = seat_values(ahead)
    assert max(range(3), key=lambda i: after[i]) == 1
    assert after[1] > before[1] and after[1] > 0.8
    # and the view of another seat, which knows the leader's VP from the announcements, agrees
    seen = seat_values(view_for(ahead, 0))
    assert max(range(3), key=lambda i: seen[i]) == 1


def test_features_read_nothing_the_seat_cannot_see():
    rng = random.Random(5)
    differ = 0
    for st in mid_games():
        seat = st.current
        alt, changed = perturb(st, seat, rng)
        a, b = view_for(st, seat), view_for(alt, seat)
        for i in range(st.n):
            assert features(a, i) == features(b, i)
        assert seat_values(a) == seat_values(b)
        # the full states differ where the seat cannot see: the check can fail
        differ += any(features(st, i) != features(alt, i) for i in range(st.n))
    assert differ > 0


def test_an_unknown_blue_tile_counts_at_its_levels_mean():
    st = next(s for s in mid_games() if s.n >= 3)
    full = st.copy()
    blue1 = [t for t in TILES if t.colour == "blue" and t.level == 1]
    full.players[1].blue = [blue1[0]]  # worth 5
    view = view_for(full, 0)
    points = NAMES.index("points")
    mean = sum(t.value for t in blue1) / len(blue1)
    shown = features(view, 1)[points] - features(full, 1)[points] + blue1[0].value
    assert math.isclose(shown, mean)


def test_the_shipped_weights_load_and_beat_the_baselines():
    w = expert_weights()
    assert len(w) == len(ALL_NAMES) and all(math.isfinite(x) for x in w)
    data = json.loads(DATA.read_text(encoding="utf-8"))
    held = data["held_out"]
    assert held["model"]["log_likelihood"] > held["points_only"]["log_likelihood"] > held["uniform"]["log_likelihood"]
    assert held["model"]["log_likelihood"] > held["hand_evaluation"]["log_likelihood"]
    assert data["command"].startswith("python tools/fit_expert_eval.py")


def test_the_model_counts_the_hand_set_worth_and_a_search_may_pass_its_own():
    """The fit gave the hand-set worth (what the routes within reach and the next move are worth)
    a real share: a seat whose hand-set worth alone is raised is valued higher. And the leaf a
    search makes from its decision's evaluator gives the same values as a fresh one."""
    w = expert_weights()
    hand, late = ALL_NAMES.index("hand_worth"), ALL_NAMES.index("hand_worth_late")
    assert w[hand] > 0 and w[hand] + w[late] > 0
    st = next(s for s in mid_games() if s.n == 3 and learned.progress(s) < 1)
    ev = learned.hand_evaluator(st)
    assert learned.learned_values(ev)(st) == seat_values(st)
    more = list(w)
    more[hand] += 0.05  # the same as raising every worth: nothing changes between seats ...
    worths = [ev.worth(st, i) for i in range(3)]
    top = max(range(3), key=worths.__getitem__)
    assert seat_values(st, tuple(more))[top] > seat_values(st)[top]  # ... but the leader's share grows


@pytest.mark.parametrize(
    "change",
    [
        lambda d: "{not json",
        lambda d: json.dumps({**d, "format": 99}),
        lambda d: json.dumps({**d, "weights": {k: v for k, v in d["weights"].items() if k != "points"}}),
        lambda d: json.dumps({**d, "weights": {**d["weights"], "points": "a lot"}}),
        lambda d: json.dumps({**d, "weights": {**d["weights"], "relics": float("nan")}}),
        lambda d: json.dumps({**d, "weights": {**d["weights"], "extra": 1.0}}),
    ],
)
def test_a_corrupted_weights_file_is_refused_in_one_line(change):
    good = json.loads(DATA.read_text(encoding="utf-8"))
    with pytest.raises(ExpertDataError) as e:
        load_weights(change(good), "copy.json")
    assert "\n" not in str(e.value) and str(e.value).startswith("copy.json: ")


def _fit_script():
    spec = importlib.util.spec_from_file_location("fit_expert_eval", ROOT / "tools" / "fit_expert_eval.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fit_expert_eval"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_the_fit_script_writes_a_valid_file_and_repeats_itself(tmp_path):
    fit = _fit_script()
    outs = [tmp_path / "a.json", tmp_path / "b.json"]
    for out in outs:
        assert fit.main(["--games", "5", "--seed", "4", "--workers", "1", "--out", str(out)]) == 0
    text = outs[0].read_text(encoding="utf-8")
    assert text == outs[1].read_text(encoding="utf-8")  # same arguments, same file
    weights = load_weights(text)
    data = json.loads(text)
    assert data["command"] == "python tools/fit_expert_eval.py --games 5 --seed 4"
    assert data["positions"]["train"] > 0 and data["positions"]["held_out"] > 0
    st = mid_games()[0]
    assert math.isclose(sum(learned.seat_values(st, weights)), 1.0)
