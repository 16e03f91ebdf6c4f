"""The statistics screen (issue #15, part 3): from the start screen and the scores, per player name
the finished games recorded in the history — games, wins, wins against each bot level and in
pass-and-play, mean and best score — and the chosen player's scores as a chart; every text in its
box in every language at both window sizes; a damaged history is said in one line."""

from __future__ import annotations

import pygame
import pytest
from pseudolang import SPOKEN, speak
from textfit import frame, problems
from uidriver import DT, click, key, make_app, recorded_game

from relicrunners.io import history
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules.scoring import winners
from relicrunners.ui.scenes import to_start, to_stats
from relicrunners.ui.scenes.stats import StatsScene

ADA_VS_BOT = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.HARD)]
LONG = [
    Seat("Wilhelmina-Zofia", "red", SeatKind.HUMAN),
    Seat("Bartholomew Q.", "blue", SeatKind.HUMAN),
]


def test_the_scores_lead_to_the_statistics_and_back(home):
    app = make_app()
    match = recorded_game(app, ADA_VS_BOT, 3)
    end = app.scene
    click(app, next(b for b in end.buttons if b.value == "stats").rect.center)
    stats = app.scene
    assert isinstance(stats, StatsScene)
    ada = stats.players[0]
    won = 0 in winners(match.state)[0]
    assert (ada.name, ada.games, ada.wins) == ("Ada", 1, int(won))
    assert stats.cells(ada)["hard"] == f"{int(won)} of 1" and stats.cells(ada)["easy"] == "–"
    key(app, pygame.K_ESCAPE)
    assert app.scene is end


def test_the_start_screen_opens_them_by_mouse_and_by_keys(home):
    app = make_app()
    start = to_start(app)
    click(app, start.button("stats").rect.center)
    assert isinstance(app.scene, StatsScene)
    key(app, pygame.K_ESCAPE)
    for _ in range(20):
        if app.focus.key == ("button", "stats"):
            break
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, StatsScene)


def test_choosing_a_player_draws_their_scores(home):
    app = make_app()
    recorded_game(app, LONG, 4)
    recorded_game(app, LONG, 5)
    stats = to_stats(app)
    assert [p.games for p in stats.players] == [2, 2]
    app.render()
    first = app.logical.copy()
    click(app, stats.rows[1].rect.center)
    assert stats.chosen == 1
    app.render()
    assert (
        app.logical.get_at((800, 790)) != first.get_at((800, 790))
        or stats.history[stats.players[1].name] != (stats.history[stats.players[0].name])
    )


def test_a_damaged_history_is_one_line_and_no_crash(home):
    (home / history.FILE_NAME).write_bytes(b"not a database" * 200)
    app = make_app()
    stats = to_stats(app)
    assert stats.players == [] and "history" in stats.message.lower()
    app.render()


@pytest.mark.parametrize("code", SPOKEN)
@pytest.mark.parametrize("window", [None, (1280, 800)])
@pytest.mark.slow
def test_every_text_of_the_statistics_fits(ledger, home, code, window):
    app = make_app(window)
    recorded_game(app, LONG, 4)
    recorded_game(app, ADA_VS_BOT, 3)
    speak(code)
    for scene in (to_stats(app), to_start(app)):
        app.step(DT, draw=False)
        bad = problems(frame(app, ledger, "stats"), ledger, None)
        assert not bad, f"{code} {type(scene).__name__}:\n" + "\n".join(bad[:20])


@pytest.mark.parametrize("code", ["en", "nl", "pl"])
@pytest.mark.parametrize("window, percent", [(None, 100), (None, 150), ((1075, 672), 100), ((1075, 672), 150)])
def test_each_column_heading_is_a_whole_phrase_that_fits_its_column(home, code, window, percent):
    """Issue #25: "vs hard" put a lone level word after "vs"; each bot level's column has a whole
    phrase of its own ("Tegen moeilijke bots", "Z trudnymi botami"), drawn whole in its column,
    at one size, nothing cut or overlapping, in every language, window and text size."""
    from textfit import start_ledger

    from relicrunners.text import language
    from relicrunners.ui import prefs, theme
    from relicrunners.ui.scenes.stats import AGAINST, LEVELS, TABLE, columns, head_h, headings

    assert set(AGAINST) == {level for level in LEVELS if level != "pass-and-play"}  # a phrase per bot level
    app = make_app(window)
    for k, level in enumerate([SeatKind.EASY, SeatKind.MEDIUM, SeatKind.HARD, SeatKind.HUMAN]):
        recorded_game(app, [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bartholomew Q.", "blue", level)], 3 + k)
    prefs.change(app, language=code, text_size=percent)
    assert language.current() == code
    stats = to_stats(app)
    app.step(DT, draw=False)
    led = start_ledger()
    landed = frame(app, led, "stats")
    bad = problems(landed, led, None)
    assert not bad, "\n".join(bad[:20])
    names = [p.name for p in stats.players]  # a name may be cut in its column (the chart says it whole)
    assert not [t.text for t in landed if "…" in t.text and not any(n.startswith(t.text[:-1]) for n in names)]
    heads = headings()
    if code != "en":
        assert not [h for level, h in heads.items() if level in AGAINST and h in AGAINST.values()]  # translated
    band = [t for t in landed if TABLE.y <= t.rect.centery < TABLE.y + 6 + head_h()]
    assert len({t.size for t in band}) == 1  # every heading at one size (the size of the text)
    assert band[0].size == theme.reading(theme.READ) if percent == 100 else band[0].size >= theme.READ + 4
    for column, x, w in columns(heads, [stats.cells(p) for p in stats.players]):
        col = pygame.Rect(x, TABLE.y, w - 10, 6 + head_h())
        lines = [t.text for t in sorted(band, key=lambda t: t.rect.y) if col.contains(t.rect)]
        assert " ".join(lines) == heads[column], (column, lines)
    assert len(stats.players) == 2 and "–" in stats.cells(stats.players[1]).values()
