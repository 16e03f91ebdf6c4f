"""Reviewing a finished game (issue #27): the command line's last line, determinism, secret
safety (the no-peek proof of tests/test_bots_nopeek.py applied to the review), the mistake and
blunder thresholds with their uncertainty gate, the kept reviews (beside a save, in the history)
and the command's errors. The search runs with tiny draw counts to stay fast."""

from __future__ import annotations

import json
import math
import random
import signal
import sqlite3
import threading
from dataclasses import replace
from functools import lru_cache

import pytest
from helpers import board
from hidden import perturb, same_view

from relicrunners.__main__ import main as cli
from relicrunners.bots.judge import Judgement, SearchJudge
from relicrunners.io import history, reviewstore
from relicrunners.io.layout import DEFAULT_LAYOUT
from relicrunners.io.saves import layout_ref, save_game
from relicrunners.play import review as rv
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.match import Match
from relicrunners.play.review import Position, Review, judge_position, positions, review_game
from relicrunners.play.reviewwords import action_words, flagged_line, summary_line
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.play.simulate import default_seats, make_players, play_game
from relicrunners.rules import from_text, legal_actions, to_text, view_for
from relicrunners.ui.input.actions import hint_text
from relicrunners.ui.input.look import Look

# a human (seat 1) against a bot: of a game not over, only the human's seat may be reviewed
SEATS = [Seat(n, c, k) for (n, c), k in zip(default_seats(2), (SeatKind.MEDIUM, SeatKind.HUMAN))]


@lru_cache(maxsize=4)
def whole_game(seed: int = 3) -> GameRecord:
    """A finished two-player game between medium bots."""
    result = play_game(board(), default_seats(2), "standard", seed, make_players(["medium"] * 2, seed))
    assert result.state is not None and result.state.over
    return GameRecord(layout_ref(DEFAULT_LAYOUT), list(SEATS), "standard", seed, list(result.actions))


def short_game(actions: int = 40) -> GameRecord:
    r = whole_game()
    return GameRecord(r.layout, list(r.players), r.setup, r.seed, r.actions[:actions])


@pytest.fixture
def tiny(monkeypatch):
    """The strengths as two draws (quick) and three (deep): the same code, a fraction of the time."""
    monkeypatch.setitem(rv.STRENGTHS, "quick", 2)
    monkeypatch.setitem(rv.STRENGTHS, "deep", 3)


def last_json(out: str) -> dict:
    return json.loads(out.strip().splitlines()[-1])


# -- the command line ----------------------------------------------------------------------------
def test_the_last_line_is_the_review_as_json_and_the_review_is_kept(tmp_path, tiny, capsys, monkeypatch):
    save = tmp_path / "game.json"
    save_game(save, short_game(), board())
    before = save.read_bytes()
    assert cli(["review", str(save), "--seat", "1", "--lang", "en", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    got = last_json(out)
    for key, kind in (
        ("seat", int),
        ("decisions", int),
        ("win_chance", list),
        ("mistakes", int),
        ("blunders", int),
        ("flagged", list),
        ("accuracy", float),
    ):
        assert isinstance(got[key], kind), key
    assert got["seat"] == 1 and got["result"] == "unfinished"
    assert got["decisions"] == len(positions(board(), short_game(), 1)) > 5
    assert len(got["win_chance"]) == got["decisions"]
    assert all(0.0 <= x <= 1.0 for x in got["win_chance"])
    assert got["decided_at_turn"] is None or isinstance(got["decided_at_turn"], int)
    assert got["mistakes"] + got["blunders"] == len(got["flagged"])
    assert out.splitlines()[-2].startswith(f"{SEATS[1].name}: ")  # the summary names the reviewed seat
    assert save.read_bytes() == before, "the save is only read"
    kept = reviewstore.review_path(save)
    assert kept.name == "game.json.review.json" and kept.exists()

    # again: read back, not reviewed again (instant), the same last line
    def no_review(*args, **kw):
        raise AssertionError("reviewed again")

    monkeypatch.setattr("relicrunners.play.reviewcli.review_game", no_review)
    assert cli(["review", str(save), "--seat", "1", "--lang", "en"]) == 0
    assert last_json(capsys.readouterr().out) == got
    assert save.read_bytes() == before


@pytest.mark.parametrize(
    "args,words",
    [
        (["missing.json", "--seat", "0"], "missing.json"),
        (["game.json", "--seat", "2"], "--seat"),
        (["game.json", "--seat", "-1"], "--seat"),
        (["broken.json", "--seat", "0"], "broken.json"),
        (["game.json", "--seat", "0", "--budget", "0"], "--budget"),
        (["game.json", "--seat", "0", "--strength", "huge"], "--strength"),
        (["game.json"], "--seat"),
        (["game.json", "--seat", "0"], "not finished"),  # the bot's secrets, while the game goes on
    ],
)
def test_bad_input_is_one_line_and_a_non_zero_exit(tmp_path, capsys, monkeypatch, args, words):
    save_game(tmp_path / "game.json", short_game(10), board())
    (tmp_path / "broken.json").write_text('{"format": "relicrunners-save", "version": 1, "act')
    monkeypatch.chdir(tmp_path)
    assert cli(["review", *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and words in captured.err and "Traceback" not in captured.err


def test_a_damaged_review_file_is_left_as_it_is_and_the_game_reviewed_again(tmp_path, tiny, capsys):
    save = tmp_path / "game.json"
    save_game(save, short_game(20), board())
    kept = reviewstore.review_path(save)
    kept.write_text('{"format": "relicrunners-save"}')  # not a review: perhaps a save of that name
    assert cli(["review", str(save), "--seat", "1", "--jobs", "1"]) == 0
    captured = capsys.readouterr()
    assert last_json(captured.out)["seat"] == 1
    assert "not a Relic Runners review" in captured.err and "Traceback" not in captured.err
    assert kept.read_text() == '{"format": "relicrunners-save"}'


# -- determinism ---------------------------------------------------------------------------------
def test_the_same_game_seat_strength_and_seed_give_the_same_review(tiny):
    record = short_game(40)
    a = review_game(board(), record, 0, "quick", seed=5, workers=1)
    b = review_game(board(), record, 0, "quick", seed=5, workers=1)
    assert a == b and len(a.decisions) > 10
    assert len({d.samples for d in a.decisions}) == 1, "every decision had the same number of draws"


@pytest.mark.slow
def test_parallel_workers_give_the_review_of_one(tiny):
    record = short_game(60)
    assert review_game(board(), record, 1, "deep", 2, workers=2) == review_game(
        board(), record, 1, "deep", 2, workers=1
    )


# -- secret safety -------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def secret_cases() -> list[tuple[Position, Position, int]]:
    """Decisions of a whole game, each beside a full state its player cannot tell apart."""
    rng = random.Random(27)
    out = []
    for seat in (0, 1):
        for pos in positions(board(), whole_game(), seat)[::6]:
            alt, changed = perturb(pos.state, seat, rng)
            assert same_view(view_for(pos.state, seat), view_for(alt, seat))
            assert legal_actions(alt) == pos.legal and pos.played in legal_actions(alt)
            if changed:
                out.append((pos, Position(pos.step, alt, pos.legal, pos.played), seat))
    assert len(out) >= 10
    return out


def test_a_decision_is_judged_the_same_whatever_the_seat_could_not_see():
    judge = SearchJudge(iterations=3, width=4)
    for pos, alt, seat in secret_cases()[:8]:
        a = judge_position(board(), pos, seat, judge, 1)
        b = judge_position(board(), alt, seat, judge, 1)
        assert a == b, f"decision at step {pos.step} judged differently after hidden changes"


def test_the_secret_check_catches_a_review_that_reads_the_full_state(monkeypatch):
    """The check has teeth: a review handed the full state instead of the view is caught."""
    monkeypatch.setattr(rv, "view_for", lambda state, seat: state.copy())
    judge = SearchJudge(iterations=3, width=4)
    caught = sum(
        judge_position(board(), pos, seat, judge, 1) != judge_position(board(), alt, seat, judge, 1)
        for pos, alt, seat in secret_cases()[:8]
    )
    assert caught > 0


# -- thresholds ----------------------------------------------------------------------------------
class FixedJudge:
    """Judges by a table: step -> (played chance, loss, standard error); the best action is some
    other legal action."""

    def __init__(self, table: dict[int, tuple[float, float, float]]) -> None:
        self.table = table
        self.steps: list[int] = []

    def judge(self, view, legal, played, seed):
        step = self.steps.pop(0)
        chance, loss, se = self.table.get(step, (0.5, 0.0, 0.0))
        if loss == 0:
            return Judgement(chance, played, chance, 0.0, 0.0, 10)
        best = next(a for a in legal if a != played)
        return Judgement(chance, best, chance + loss, loss, se, 10)


def fixed_review(cases: list[tuple[float, float, float]]) -> tuple[Review, list[Position]]:
    record = short_game(60)
    todo = positions(board(), record, 0)[: len(cases)]
    judge = FixedJudge({p.step: c for p, c in zip(todo, cases)})
    judge.steps = [p.step for p in positions(board(), record, 0)]
    return review_game(board(), record, 0, judge=judge, workers=1), todo


def test_mistakes_and_blunders_by_their_loss_and_only_past_the_uncertainty():
    cases = [
        (0.40, 0.30, 0.01),  # blunder
        (0.40, 0.25, 0.02),  # blunder, just
        (0.45, 0.12, 0.01),  # mistake
        (0.45, 0.10, 0.00),  # mistake, just
        (0.45, 0.09, 0.00),  # below the threshold
        (0.30, 0.30, 0.20),  # within the uncertainty (0.30 < 2 × 0.20): not flagged
        (0.45, 0.12, 0.07),  # within it too (0.12 < 0.14)
        (0.45, 0.12, math.inf),  # too few draws to tell
    ]
    review, todo = fixed_review(cases)
    kinds = [d.kind for d in review.decisions[: len(cases)]]
    assert kinds == ["blunder", "blunder", "mistake", "mistake", "", "", "", ""]
    assert (review.blunders, review.mistakes) == (2, 2)
    assert [i for i, _ in review.flagged] == [0, 1, 2, 3]
    # accuracy: the significant losses (not those within the noise) over every decision
    lost = 0.30 + 0.25 + 0.12 + 0.10 + 0.09
    assert review.accuracy == pytest.approx(1 - lost / len(review.decisions))
    # the sentence names the better and the played action as the hint words them, with both chances
    state = Match(board(), short_game(60)).states[todo[0].step]
    line = flagged_line(board(), state, 0, review.decisions[0])
    d = review.decisions[0]
    assert line.startswith(f"Turn {d.turn} · Blunder: 30 percentage points")
    assert "Better: " in line and "70%" in line and "40%" in line
    assert to_text(board(), from_text(board(), d.best)) == d.best
    assert "2 blunders" in summary_line(review, "Ada") and "2 mistakes" in summary_line(review, "Ada")


def test_the_turn_the_game_was_decided():
    def decided(chances, result):
        ds = tuple(rv.Reviewed(i, 10 + i, "end", "end", c, c, 0.0, 0.0, 1) for i, c in enumerate(chances))
        return Review("g", 0, "quick", 0, result, ds).decided_at_turn

    assert decided([0.5, 0.6, 0.4, 0.55, 0.7, 0.9], "won") == 13  # above 50 % for good from the 4th
    assert decided([0.6, 0.4, 0.3, 0.1], "lost") == 11
    assert decided([0.7, 0.8], "won") == 10  # ahead all along
    assert decided([0.3, 0.4], "won") is None  # the estimates never saw the win coming
    assert decided([0.6, 0.4], "unfinished") == 11  # an unfinished game: the side of the last estimate
    assert decided([], "won") is None


# -- progress and cancelling ---------------------------------------------------------------------
def test_progress_is_told_and_a_cancelled_review_stops_and_is_not_kept(tmp_path, tiny):
    record = short_game(60)
    stop = threading.Event()
    seen = []

    def progress(done, total, d):
        seen.append((done, total))
        if done == 3:
            stop.set()

    r = review_game(board(), record, 0, "quick", progress=progress, cancel=stop, workers=1)
    total = len(positions(board(), record, 0))
    assert seen == [(1, total), (2, total), (3, total)]
    assert len(r.decisions) == 3 and not r.complete
    with pytest.raises(reviewstore.ReviewError):
        reviewstore.store_beside(tmp_path / "game.json", r)
    assert not reviewstore.review_path(tmp_path / "game.json").exists()


# -- kept reviews ----------------------------------------------------------------------------------
def some_review() -> Review:
    cases = [(0.4, 0.3, 0.01), (0.5, 0.0, 0.0), (0.45, 0.12, math.inf)]
    return fixed_review(cases)[0]


def test_a_review_file_round_trip_keeps_every_key_apart(tmp_path):
    save = tmp_path / "game.json"
    save.write_text("the player's save")
    r = some_review()
    other = Review(r.game, r.seat, "deep", r.seed, r.result, r.decisions[:2])
    reviewstore.store_beside(save, r)
    reviewstore.store_beside(save, other)
    assert reviewstore.load_beside(save, r.game, r.seat, "quick", r.seed) == r
    assert reviewstore.load_beside(save, r.game, r.seat, "deep", r.seed) == other
    assert reviewstore.load_beside(save, r.game, r.seat, "quick", r.seed + 1) is None
    assert reviewstore.load_beside(save, "another game", r.seat, "quick", r.seed) is None
    assert save.read_text() == "the player's save"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "game.json.review.json"]  # no temporary left


def test_a_review_kept_by_an_older_judge_is_made_anew(tmp_path, home):
    """The judge got better (review.JUDGE): what an older one kept, beside a save (a file from
    before the field says judge 1) or in the history, is not shown; the new review replaces it."""
    save = tmp_path / "game.json"
    save.write_text("the player's save")
    r = some_review()
    reviewstore.store_beside(save, replace(r, judge=1))
    data = json.loads(reviewstore.review_path(save).read_text())
    del data["reviews"][0]["judge"]  # as a file from before the field was written
    reviewstore.review_path(save).write_text(json.dumps(data))
    assert reviewstore.load_beside(save, r.game, r.seat, r.strength, r.seed) is None
    reviewstore.store_beside(save, r)
    assert reviewstore.load_beside(save, r.game, r.seat, r.strength, r.seed) == r
    assert len(json.loads(reviewstore.review_path(save).read_text())["reviews"]) == 1  # replaced, not beside
    match = Match(board(), whole_game())
    assert history.write_entry(history.entry(match, "finished", 1_700_000_000.0, 1_700_000_900.0)) is None
    db = history.open_history()
    game_id = db.execute("SELECT id FROM games").fetchone()[0]
    db.close()
    assert reviewstore.store_in_history(game_id, replace(r, judge=1)) is None
    assert reviewstore.load_from_history(game_id, r.game, r.seat, r.strength, r.seed) is None
    assert reviewstore.store_in_history(game_id, r) is None
    assert reviewstore.load_from_history(game_id, r.game, r.seat, r.strength, r.seed) == r


@pytest.mark.parametrize(
    "text,words",
    [
        ("", "not valid JSON"),
        ('{"format": "relicrunners-review", "version": 9, "reviews": []}', "version 9"),
        ('{"format": "relicrunners-review", "version": 1, "reviews": [{"seat": 7}]}', "'seat'"),
        ("[" * 5000 + "]" * 5000, "nested"),
        ("PLACEHOLDER_LOSS", "'loss'"),
        ("PLACEHOLDER_ORDER", "order"),
    ],
)
def test_a_damaged_review_file_is_refused_in_one_line(tmp_path, text, words):
    save = tmp_path / "game.json"
    good = reviewstore.review_to_json(some_review())
    if text == "PLACEHOLDER_LOSS":
        good["decisions"][0]["loss"] = 7
        text = json.dumps({"format": "relicrunners-review", "version": 1, "reviews": [good]})
    elif text == "PLACEHOLDER_ORDER":
        good["decisions"].reverse()
        text = json.dumps({"format": "relicrunners-review", "version": 1, "reviews": [good]})
    reviewstore.review_path(save).write_text(text)
    with pytest.raises(reviewstore.ReviewError) as e:
        reviewstore.load_beside(save, "g", 0, "quick", 0)
    assert words in str(e.value) and "\n" not in str(e.value)
    with pytest.raises(reviewstore.ReviewError):
        reviewstore.store_beside(save, some_review())  # never written over
    assert reviewstore.review_path(save).read_text() == text


def test_reviews_of_recorded_games_are_kept_in_the_history(home):
    match = Match(board(), whole_game())
    assert history.write_entry(history.entry(match, "finished", 1_700_000_000.0, 1_700_000_900.0)) is None
    db = history.open_history()
    game_id = db.execute("SELECT id FROM games").fetchone()[0]
    assert db.execute("PRAGMA user_version").fetchone()[0] == history.SCHEMA == 2
    db.close()
    r = some_review()
    assert reviewstore.load_from_history(game_id, r.game, r.seat, "quick", r.seed) is None
    assert reviewstore.store_in_history(game_id, r) is None
    assert reviewstore.load_from_history(game_id, r.game, r.seat, "quick", r.seed) == r
    assert reviewstore.load_from_history(game_id, r.game, r.seat, "deep", r.seed) is None
    assert reviewstore.load_from_history(game_id, "another record", r.seat, "quick", r.seed) is None
    problem = reviewstore.store_in_history(game_id + 1, r)
    assert problem is not None and problem.code == "missing"
    # an edited row is no review (it will be made again), never an error
    db = sqlite3.connect(home / history.FILE_NAME)
    with db:
        db.execute("UPDATE reviews SET data = '{\"seat\": 99}'")
    db.close()
    assert reviewstore.load_from_history(game_id, r.game, r.seat, "quick", r.seed) is None


def test_a_history_of_schema_1_gains_the_reviews_table(home):
    db = sqlite3.connect(home / history.FILE_NAME)
    history._v1(db)
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    db = history.open_history()
    tables = {n for (n,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"games", "seats", "reviews"} <= tables
    assert db.execute("PRAGMA user_version").fetchone()[0] == 2
    db.close()


def test_which_seats_may_be_reviewed():
    bots, one_human = [SeatKind.MEDIUM] * 2, [SeatKind.MEDIUM, SeatKind.HUMAN]
    assert rv.reviewable_seats(True, bots) == [0, 1] == rv.reviewable_seats(True, one_human)
    assert rv.reviewable_seats(False, one_human) == [1]  # the player's own seat, not the bot's
    assert rv.reviewable_seats(False, bots) == [] == rv.reviewable_seats(False, [SeatKind.HUMAN] * 2)


def test_a_time_budget_review_judges_every_decision_and_says_so():
    r = review_game(board(), short_game(20), 1, budget_s=0.01, workers=1)
    assert r.strength == "budget" and r.complete
    assert len(r.decisions) == len(positions(board(), short_game(20), 1))
    assert all(d.samples >= 2 for d in r.decisions)


@pytest.mark.slow
def test_a_parallel_review_can_be_cancelled_whatever_signal_handlers_the_program_has(tiny):
    """The workers go when the review stops, even in a program whose own SIGTERM handler only
    takes note (such a handler, inherited by the forked workers, once kept them waiting forever)."""
    noted = []
    before = signal.signal(signal.SIGTERM, lambda *a: noted.append(a))
    try:
        seen: list[int] = []
        out: list[Review] = []

        def run():
            def note(done, total, d):
                seen.append(done)

            out.append(review_game(board(), short_game(60), 0, progress=note, cancel=lambda: len(seen) >= 2, workers=2))

        t = threading.Thread(target=run, daemon=True)
        t.start()
        t.join(120)
        assert not t.is_alive(), "the cancelled review did not end"
    finally:
        signal.signal(signal.SIGTERM, before)
    assert not out[0].complete and len(out[0].decisions) == 2 and seen == [1, 2]


def test_a_judge_without_any_estimate_gives_an_even_unflagged_decision_that_can_be_kept(tmp_path):
    class Blank:
        def judge(self, view, legal, played, seed):
            nan = float("nan")
            return Judgement(nan, played, nan, nan, nan, 0)

    r = review_game(board(), short_game(20), 1, judge=Blank(), workers=1)
    assert r.win_chance == [0.5] * len(r.decisions) and not r.flagged and r.accuracy == 1.0
    assert all(d.loss == 0.0 and math.isinf(d.loss_se) for d in r.decisions)
    reviewstore.store_beside(tmp_path / "game.json", r)
    assert reviewstore.load_beside(tmp_path / "game.json", r.game, 1, "quick", 0) == r


def test_the_command_line_words_actions_as_the_hint_does():
    """``action_words`` (no window) says what the window's hint says for every kind it words."""
    same_words = {
        "move",
        "end",
        "visit",
        "jump",
        "stay",
        "use",
        "place",
        "shift",
        "flip",
        "keep",
        "decline",
        "take",
        "choose",
    }
    kinds = set()
    for seat in (0, 1):
        for pos in positions(board(), whole_game(), seat):
            view = view_for(pos.state, seat)
            for a in pos.legal:
                if a.kind in same_words:
                    kinds.add(a.kind)
                    assert action_words(board(), view, seat, a) == hint_text(Look(board(), view, seat), a)
    assert {"move", "end", "place"} <= kinds
