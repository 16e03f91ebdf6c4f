"""Text size (issue #14): at 125 % and 150 % the words of every screen are that much larger where
their box has room — the menus, setup, settings, saved games, statistics, the hand-off, the
rules pages, the lessons' cards — and shrink back towards their 100 % size (never below it) where
it has none (the score table); every word at the table grows (issue #25: the table's layout makes
room, tests/test_table_words.py); every screen keeps each text in its box and no word at the table
is cut, in every language (and a 40 % longer one), at 1600x1000 and 1075x672."""

from __future__ import annotations

import statistics

import pygame
import pytest
from pseudolang import SPOKEN, speak
from screenwalks import around_the_table, walk_lessons
from textfit import busy_table, frame, problems, table_problems
from uidriver import DT, key, make_app

from relicrunners.text.rules_pages import CHAPTERS
from relicrunners.ui import prefs, theme
from relicrunners.ui.scenes import to_handoff, to_rules, to_saves, to_settings, to_setup, to_start, to_stats
from relicrunners.ui.widgets.buttons import tooltip_box


@pytest.fixture(autouse=True)
def normal_size_after():
    yield
    theme.set_text_scale(100)


def sized(app, percent: int, window) -> None:
    prefs.change(app, text_size=percent)
    if window is not None:
        app.window = pygame.display.set_mode(window)
        app._fit()


def rules_problems(app, ledger) -> list[str]:
    """Every rules page, paged down to its end."""
    bad: list[str] = []
    rules = to_rules(app, None)
    for number in range(len(CHAPTERS)):
        rules.open(number)
        for _page in range(60):
            app.step(DT, draw=False)
            bad += [
                f"rules {number} at {rules.scroll}: {b}" for b in problems(frame(app, ledger, "rules"), ledger, None)
            ]
            if rules.scroll >= rules.max_scroll:
                break
            key(app, pygame.K_PAGEDOWN)
        assert rules.scroll == rules.max_scroll
    return bad


@pytest.mark.parametrize("code", SPOKEN)
@pytest.mark.parametrize("window", [None, (1075, 672)])
@pytest.mark.parametrize("percent", [125, 150])
@pytest.mark.slow
def test_every_screen_keeps_its_text_in_its_box_at_a_larger_text_size(ledger, code, window, percent):
    """The busy table with its hint and every tooltip, every rules page, the guide card, the
    hand-off, the scores, start (and its Esc question), setup, settings, statistics, saved games
    (and the delete question), every lesson and the explanations."""
    speak(code)
    app, game = busy_table(5)
    sized(app, percent, window)
    game.session._view = None
    bad = table_problems(app, game, ledger)
    bad += rules_problems(app, ledger)
    bad += around_the_table(app, game, ledger)
    seen, lessons, more = walk_lessons(app, ledger)
    assert len(seen) >= 8
    bad += lessons + [f"explanations: {b}" for b in more("explain")]
    assert not bad, f"{code} {percent} %: {len(bad)} text problems:\n" + "\n".join(bad[:20])


def screen_sizes(ledger, percent: int) -> dict[str, float]:
    """The median size of the words drawn on each screen at ``percent``."""
    app, game = busy_table(3)
    prefs.change(app, text_size=percent)
    out: dict[str, float] = {}

    def median(where: str) -> None:
        app.step(DT, draw=False)
        out[where] = statistics.median(t.size for t in frame(app, ledger, where))

    to_handoff(app, game, game.state.current)
    median("hand-off")
    for where, show in (
        ("start", to_start),
        ("setup", to_setup),
        ("settings", lambda app: to_settings(app, None)),
        ("saved games", to_saves),
        ("statistics", lambda app: to_stats(app, None)),
    ):
        show(app)
        median(where)
    return out


def test_larger_text_is_larger(ledger):
    app, game = busy_table(3)
    tip = "Explorers walk the trails of the jungle from site to site."

    def prompt() -> int:
        return max(t.size for t in frame(app, ledger, "table") if game.layout.prompt.contains(t.rect))

    small, prompt_100, log_100 = tooltip_box(tip).get_height(), prompt(), game.logpanel.line_h()
    prefs.change(app, text_size=150)
    assert tooltip_box(tip).get_height() >= small * 1.4
    assert prompt() > prompt_100, "the prompt grows"
    assert game.logpanel.line_h() >= log_100 * 1.4, "the log's lines grow (the table makes room for them)"
    rules = to_rules(app, None)
    body_150 = max(line.size for line in rules.page(0).lines)
    prefs.change(app, text_size=100)
    assert body_150 == round(max(line.size for line in rules.page(0).lines) * 1.5)
    prefs.change(app, text_size=150)
    again = make_app()
    assert again.settings.text_size == 150 and theme.text_scale == 1.5, "remembered after a restart"


def test_every_menu_and_the_hand_off_read_larger(ledger):
    larger = screen_sizes(ledger, 150)
    normal = screen_sizes(ledger, 100)  # and back: nothing drawn at 150 % is kept
    smaller = {where: (normal[where], larger[where]) for where in normal if larger[where] < normal[where] * 1.25}
    assert not smaller, f"(100 %, 150 %) median sizes that hardly grew: {smaller}"


def test_the_command_line_sets_the_text_size_for_one_run_only():
    from relicrunners.io import settings
    from relicrunners.ui.cli import UsageError, parse, text_size_for_this_run

    app = make_app()
    text_size_for_this_run(parse(["--text-size", "150"]), app)
    assert theme.text_scale == 1.5 and app.settings.text_size == 150, "the settings screen shows 150 %"
    assert settings.load()[0].text_size == 100, "not kept for the next run"
    with pytest.raises((SystemExit, UsageError)):
        parse(["--text-size", "140"])
