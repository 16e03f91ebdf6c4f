"""Words that stay on the table follow a change of language (issue #25): the tutorial's own seat,
"Player" when the tutorial began in English, is "Speler" on the panels, the top bar, the prompt
and in the log once the player switches to Dutch (and "Gracz" in Polish); a line on the status
line (a game read back from disk, a saved copy) is worded again in the new language."""

from __future__ import annotations

import pygame
from test_tutorial_ui import open_tutorial, play_tutorial
from textfit import frame, start_ledger
from uidriver import DT, key, make_app

from relicrunners.text import language as lang
from relicrunners.ui import prefs


def drawn_words(app) -> str:
    """Every text of one frame drawn now, in one string."""
    return " ".join(t.text for t in frame(app, start_ledger()))


def test_the_tutorial_seat_is_called_player_in_the_language_switched_to():
    app = make_app()
    prefs.change(app, language="en")
    scene = open_tutorial(app)
    play_tutorial(app, scene, wrong=False, stop_at=2)  # a few moves: the log names the player
    game = scene.game
    (seat,) = game.match.humans()
    assert game.state.players[seat].name == "Player" and any("Player" in line for line in game.log_lines())
    assert "Player" in drawn_words(app)
    key(app, pygame.K_l)  # English -> Nederlands, at the table
    assert lang.current() == "nl"
    words = drawn_words(app)
    assert "Speler" in words and "Player" not in words
    lines = game.log_lines()
    assert any("Speler" in line for line in lines) and not [line for line in lines if "Player" in line]
    assert game.panels.rects and game.view().players[seat].name == "Speler"
    prefs.change(app, language="pl")  # the settings screen's way
    app.step(DT)
    words = drawn_words(app)
    assert "Gracz" in words and "Speler" not in words and "Player" not in words
    assert game.match.record.players[seat].name == "Gracz"  # the scores and the saved game say it too
