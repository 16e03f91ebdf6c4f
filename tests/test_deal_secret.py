"""The deal stays secret (issue #9 part 4): secure seeds, no seed on screen, one seed per deal."""

from __future__ import annotations

import pytest
from helpers import board
from uidriver import BOARD, make_app

from relicrunners.bots import bot_seed
from relicrunners.io.saves import fingerprint
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import MAX_SEED, SetupError, new_game
from relicrunners.ui import cli
from relicrunners.ui.games.launch import new_match, start_game

SEATS = [Seat("Ana", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.MEDIUM)]


@pytest.mark.parametrize("seed", [-1, -12345, MAX_SEED + 1, 10**4000])
def test_seeds_outside_0_to_max_are_refused(seed):
    # Random(-s) deals what Random(s) deals: a negative seed would be a second name for a deal
    with pytest.raises(SetupError, match="seed"):
        new_game(board(), 2, "standard", seed)


def test_the_largest_seed_deals_and_neighbouring_seeds_deal_differently():
    a, b = new_game(board(), 3, "standard", MAX_SEED), new_game(board(), 3, "standard", MAX_SEED - 1)
    assert fingerprint(a) != fingerprint(b)


@pytest.mark.parametrize(
    "argv, needle",
    [
        (["--seed", "-3"], "--seed must be a whole number from 0"),
        (["--seed", str(MAX_SEED + 1)], "--seed must be"),
        (["--layout", ""], "--layout needs a file name"),
    ],
)
def test_run_game_refuses_bad_seeds_and_an_empty_layout(argv, needle, capsys):
    assert cli.main(argv) == cli.EXIT_USAGE
    err = capsys.readouterr().err
    assert needle in err and err.count("\n") == 1


def test_a_game_without_a_seed_gets_a_64_bit_one(monkeypatch):
    captured = {}

    def fake_run(self):
        captured["seed"] = self.scene.match.record.seed

    from relicrunners.ui.app import App

    monkeypatch.setattr(App, "run", fake_run)
    assert cli.main(["--players", "2"]) == 0
    assert captured["seed"] > 10**6
    # several games: no two alike, none small
    seeds = set()
    for _ in range(5):
        cli.main(["--players", "2"])
        seeds.add(captured["seed"])
    assert len(seeds) == 5


def test_the_window_never_shows_the_seed_of_a_game_in_progress():
    seed = 987654321987
    app = make_app()
    game = start_game(app, new_match(BOARD, app.layout_path, SEATS, "standard", seed))
    for _ in range(200):
        app.step(1 / 60, draw=False)
    app.render()
    shown = " ".join(game.log_lines())
    assert str(seed) not in shown
    assert "seed" not in shown.lower()


def test_bots_are_not_seeded_with_a_number_the_deal_can_be_read_from():
    s = 424242
    seeds = [bot_seed(s, i) for i in range(5)]
    assert len(set(seeds)) == 5
    assert all(x != s and x != s * 31 + i * 1009 + 7 for i, x in enumerate(seeds))  # not the old formula
    assert bot_seed(s, 1) == bot_seed(s, 1)  # the same every time: a resumed game plays on alike
