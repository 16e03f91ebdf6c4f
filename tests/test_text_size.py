"""Text size (issue #14): at 125 % and 150 % the text one reads at length — tooltips, the game log,
the rules pages, the lessons' cards — is that much larger, and every screen keeps each text in its
box, in every language (and a 40 % longer one), at 1600x1000 and 1280x800."""

from __future__ import annotations

import pygame
import pytest
from pseudolang import SPOKEN, speak
from textfit import REGIONS, busy_table, choice_buttons, extra_boxes, frame, problems, table_frames, walk_lessons
from uidriver import DT, key, make_app

from relicrunners.text.rules_pages import CHAPTERS
from relicrunners.ui import prefs, theme
from relicrunners.ui.scenes import to_rules
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


@pytest.mark.parametrize("code", SPOKEN)
@pytest.mark.parametrize("window", [None, (1280, 800)])
@pytest.mark.parametrize("percent", [125, 150])
def test_the_table_its_tooltips_and_every_rules_page_fit_at_a_larger_text_size(ledger, code, window, percent):
    speak(code)
    app, game = busy_table(5)
    sized(app, percent, window)
    game.table._view = None
    bad: list[str] = []
    for name, landed in table_frames(app, game, ledger):
        bad += [f"{name}: {b}" for b in problems(landed, ledger, REGIONS, extra_boxes(game), choice_buttons(game))]
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
    assert not bad, f"{code} {percent} %: {len(bad)} text problems:\n" + "\n".join(bad[:20])


@pytest.mark.parametrize("code", ["en", "pl", "longer"])
def test_every_lesson_card_fits_at_150_percent(ledger, code):
    speak(code)
    app = make_app((1280, 800))
    prefs.change(app, text_size=150)
    seen, bad, _more = walk_lessons(app, ledger)
    assert len(seen) >= 8
    assert not bad, "\n".join(bad[:20])


def test_larger_text_is_larger(ledger):
    app, game = busy_table(3)
    small = tooltip_box("Explorers walk the trails of the jungle from site to site.").get_height()
    rules = to_rules(app, None)
    body_100 = max(line.size for line in rules.page(0).lines)
    prefs.change(app, text_size=150)
    big = tooltip_box("Explorers walk the trails of the jungle from site to site.").get_height()
    body_150 = max(line.size for line in rules.page(0).lines)
    assert big >= small * 1.4 and body_150 == round(body_100 * 1.5)
    assert game.logpanel.shown() < game.logpanel.lines, "the log shows fewer, larger lines"
    again = make_app()
    assert again.settings.text_size == 150 and theme.text_scale == 1.5, "remembered after a restart"
