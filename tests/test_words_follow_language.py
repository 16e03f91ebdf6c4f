"""Words that stay on the table follow a change of language (issue #25): the tutorial's own seat,
"Player" when the tutorial began in English, is "Speler" on the panels, the top bar, the prompt
and in the log once the player switches to Dutch (and "Gracz" in Polish); a line on the status
line (a game read back from disk, a saved copy) is worded again in the new language."""

from __future__ import annotations

import pygame
from textfit import frame, start_ledger
from uidriver import BOARD, DT, click, key, make_app

from relicrunners.play.seat import Seat, SeatKind
from relicrunners.text import language as lang
from relicrunners.text import problems
from relicrunners.text.said import Said
from relicrunners.ui import prefs
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes import to_start
from relicrunners.ui.scenes.settings import SettingsScene
from relicrunners.ui.scenes.tutorial import TutorialScene


def tutorial_moves(app, moves: int) -> TutorialScene:
    """Learn to play from the start screen, and the lessons' first ``moves`` clicks on their rings."""
    click(app, to_start(app).button("learn").rect.center)
    scene = app.scene
    assert isinstance(scene, TutorialScene)
    while len(scene.game.match.actions) < moves:
        for _ in range(3000):  # the bot's turn, the animations
            if scene.my_turn():
                break
            app.step(DT, draw=False)
        ring = scene.target()
        assert ring is not None
        click(app, ring.center if isinstance(ring, pygame.Rect) else ring)
        if scene.game.ctrl.mode == "path":  # a route clicked trail by trail: Enter stops it
            key(app, pygame.K_RETURN)
    return scene


def choose_language(app, top_buttons, code: str) -> None:
    """The settings screen, from the gear of the table: ``code``, then Esc back."""
    back = app.scene
    click(app, next(b for b in top_buttons if b.value == "settings").rect.center)
    settings = app.scene
    assert isinstance(settings, SettingsScene)
    click(app, settings.button(("set", "language", code)).rect.center)
    key(app, pygame.K_ESCAPE)
    assert app.scene is back and lang.current() == code


def drawn_words(app) -> str:
    """Every text of one frame drawn now, in one string."""
    return " ".join(t.text for t in frame(app, start_ledger()))


def test_the_tutorial_seat_is_called_player_in_the_language_switched_to():
    app = make_app()
    prefs.change(app, language="en")
    scene = tutorial_moves(app, 3)  # a few moves: the log names the player
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
    words = drawn_words(app)
    assert "Gracz" in words and "Speler" not in words and "Player" not in words
    assert game.match.record.players[seat].name == "Gracz"  # the scores and the saved game say it too


def test_a_line_told_on_the_status_line_is_worded_again_after_a_switch():
    """A game read back from disk says so on the status line (``tell``) until the next move: after
    a change of language on the settings screen, the line is the new language's."""
    app = make_app()
    prefs.change(app, language="en")
    seats = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.EASY)]
    game = start_game(app, new_match(BOARD, app.layout_path, seats, "standard", 4))
    game.session.tell(Said(problems.records_disagreed, (12,)))
    english = game.session.status
    assert "12" in english and english.split()[0] in drawn_words(app)
    choose_language(app, game.top_buttons, "nl")
    dutch = problems.records_disagreed(12)
    assert dutch != english and game.session.status == dutch
    words = drawn_words(app)
    assert " ".join(dutch.split()[:3]) in words and english.split()[0] not in words.split()
    choose_language(app, game.top_buttons, "pl")
    assert game.session.status == problems.records_disagreed(12) != dutch
