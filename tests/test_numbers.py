"""Numbers in the player's language (issue #25, item 5): Dutch and Polish write "80,0" where English
writes "80.0" — on the Statistics screen, in ``stats`` and in every figure the window shows (the
hint's win chance, the settings' percentages). ``relicrunners.text.numbers`` writes them all."""

from __future__ import annotations

import functools

import pytest
from pseudolang import speak
from textfit import frame
from uidriver import BOARD, DT, make_app, random_game

from relicrunners.cli import main as cli
from relicrunners.io import history, settings
from relicrunners.io.layout import DEFAULT_LAYOUT
from relicrunners.io.saves import GameRecord, layout_ref
from relicrunners.play.match import Match
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.text import language
from relicrunners.text.numbers import number, percent
from relicrunners.ui.scenes import to_settings, to_stats

SEATS = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.MEDIUM)]
POINT = {"en": "80.0", "nl": "80,0", "pl": "80,0"}  # Ada's mean score, as each language writes it


@functools.cache
def real(seed: int) -> dict:
    record = GameRecord(layout_ref(DEFAULT_LAYOUT), SEATS, "standard", seed, random_game(SEATS, seed))
    return history.entry(Match(BOARD, record), "finished", 1_700_000_000.0 + seed, 1_700_000_900.0 + seed)


def two_games_of_80() -> None:
    """Ada scored 75 and 85 (a mean of 80.0) against the medium bot, and won one game of the two."""
    for seed, score, won in ((3, 75, 0), (4, 85, 1)):
        entry = real(seed)
        seats = [dict(s) for s in entry["seats"]]
        seats[0].update(score=score, winner=won)
        seats[1].update(score=score - 5 if won else score + 5, winner=1 - won)
        assert history.write_entry({**entry, "seats": seats}) is None


@pytest.mark.parametrize("code", ["en", "nl", "pl"])
def test_the_figures_are_written_as_the_language_writes_them(code):
    speak(code)
    assert number(80, 1) == POINT[code]
    assert number(2.25, 2) == {"en": "2.25", "nl": "2,25", "pl": "2,25"}[code]
    assert number(12345) == {"en": "12,345", "nl": "12.345", "pl": "12\xa0345"}[code]
    assert percent(0.5) == "50%"


@pytest.mark.parametrize("code", ["en", "nl", "pl"])
def test_the_stats_command_writes_the_mean_as_the_language_does(code, capsys):
    two_games_of_80()
    assert cli(["stats", "--lang", code]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Ada: 2 ") and POINT[code] in out and "50%" in out
    assert ("80.0" in out) == (code == "en")
    other = {"en": "games", "nl": "spellen", "pl": "gry"}[code]
    assert other in out, "the whole line is in that language, not only its figures"


def test_the_stats_command_speaks_the_language_chosen_in_the_window(capsys):
    two_games_of_80()
    settings.save(settings.Settings(language="pl"))
    assert cli(["stats"]) == 0
    assert "80,0" in capsys.readouterr().out
    assert cli(["stats", "--lang", "en"]) == 0  # the command line wins
    assert "80.0" in capsys.readouterr().out


@pytest.mark.parametrize("code", ["en", "nl", "pl"])
def test_the_statistics_screen_shows_the_mean_as_the_language_writes_it(ledger, code):
    two_games_of_80()
    app = make_app()
    speak(code)
    scene = to_stats(app)
    for _ in range(200):
        if not scene.loading:
            break
        app.step(DT, draw=False)
    drawn = [t.text for t in frame(app, ledger, "stats")]
    assert POINT[code] in drawn
    assert ("80.0" in drawn) == (code == "en") and ("80,0" in drawn) == (code != "en")


@pytest.mark.parametrize("code", ["en", "nl", "pl"])
def test_the_settings_say_their_percentages_as_the_language_does(ledger, code):
    app = make_app()
    speak(code)
    to_settings(app, None)
    drawn = [t.text for t in frame(app, ledger, "settings")]
    assert "100%" in drawn and "70%" in drawn  # the text size and the sound volume
    assert language.current() == code
