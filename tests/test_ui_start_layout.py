"""The start screen's menu at every text size and window size: under the pyramid, which stands
whole above it (smaller where the menu needs the room), and no button over another."""

from __future__ import annotations

import pygame
import pytest
from pseudolang import speak
from textfit import frame, sized
from uidriver import left_game, make_app

from relicrunners.play.seat import Seat, SeatKind
from relicrunners.ui import theme
from relicrunners.ui.scenes import to_start
from relicrunners.ui.widgets.backdrop import FOOT, LEAST, PYRAMID, UNDER_TITLE

SEATS = [Seat("Ana", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.RANDOM)]


@pytest.mark.parametrize("code", ["en", "nl", "pl"])
@pytest.mark.parametrize("saved", [False, True])
def test_the_menu_stands_under_a_whole_pyramid_at_every_size(code, saved):
    app = make_app()
    if saved:  # Continue and Saved games: two more rows
        left_game(app, SEATS, 3, 2)
    speak(code)
    for window, percent in ((None, 100), (None, 125), (None, 150), ((1075, 672), 100), ((1075, 672), 150)):
        sized(app, percent, window)
        start = to_start(app)
        app.step(1 / 60)
        where = f"{code} {window} {percent} %"
        rects = [b.rect for b in start.buttons]
        assert len(rects) == (10 if saved else 8), where
        # the pyramid stands whole above the first button, at least LEAST tall
        assert min(r.top for r in rects) > start.foot, where
        assert min(PYRAMID, start.foot - UNDER_TITLE) >= LEAST, where
        if window is None and percent == 100:
            assert start.foot == FOOT, where  # where it always stood
        # no button over another, all on the screen, the message line below them free
        screen = pygame.Rect((0, 0), theme.SIZE)
        assert all(screen.contains(r) and r.bottom <= 936 for r in rects), where
        assert not [(a, b) for k, a in enumerate(rects) for b in rects[k + 1 :] if a.colliderect(b)], where
        # Rules beside Learn to play, Replays beside Statistics, Join beside Settings
        for left, right in (("learn", "rules"), ("stats", "replays"), ("settings", "join")):
            a, b = start.button(left), start.button(right)
            assert a is not None and b is not None and a.rect.y == b.rect.y and a.rect.right < b.rect.x, where


def test_a_window_resized_again_and_again_keeps_one_menu_backdrop():
    # a window dragged larger asks for a new foot at every size: the old backdrops are let go
    from relicrunners.ui.widgets import backdrop as module

    make_app()
    for foot in range(400, FOOT + 1, 20):
        module.backdrop("menu", foot)
        module.backdrop("plain")
    assert sorted(k.split("@")[0] for k in module._cache) == ["menu", "plain"]


@pytest.mark.parametrize("code", ["en", "nl", "pl"])
def test_the_saved_game_beside_continue_breaks_between_its_parts(code, ledger):
    # the summary wrapped word by word left "Przygotowanie:" (Setup:) at a line's end and its
    # value on the next, and a "·" at the end of a line; now a line ends where a part does
    app = make_app()
    left_game(app, SEATS, 3, 2)
    speak(code)
    for window, percent in ((None, 100), ((1075, 672), 100), ((1075, 672), 125), (None, 150)):
        sized(app, percent, window)
        start = to_start(app)
        app.step(1 / 60)
        cont = start.button("continue")
        assert cont is not None and start.saved
        beside = [t for t in frame(app, ledger) if t.rect.left > cont.rect.right]
        lines = [t for t in beside if abs(t.rect.centery - cont.rect.centery) < 100]
        where = f"{code} {window} {percent} %: {[t.text for t in lines]}"
        parts = start.saved.split(" · ")
        assert " · ".join(t.text for t in lines) == start.saved, where  # all of it, in order
        assert all(t.text.split(" · ")[0] in parts and t.text.split(" · ")[-1] in parts for t in lines), where
        assert len(lines) > 1 or window is None, where  # the small windows do wrap it


SETUP_PHRASES = {  # Standard setup: opening a line (the saved game's summary), inside a sentence (the log)
    "en": ("Standard setup · turn ", "New game: Ana and Bo (Standard setup)"),
    "nl": ("Standaardopzet · beurt ", "Nieuw spel: Ana en Bo (standaardopzet)"),
    "pl": ("Przygotowanie standardowe · tura ", "Nowa gra: Ana i Bo (przygotowanie standardowe)"),
}


@pytest.mark.parametrize("code", ["en", "nl", "pl"])
def test_the_setup_is_named_in_a_phrase_of_the_players_language(code):
    # Dutch and Polish once put the setup button's name after a label, in capitals mid-line:
    # "opzet Standaard · beurt 3", "Przygotowanie: Standardowe · tura 3", "(opzet Standaard)"
    from relicrunners.text.said import new_game, replay_start

    app = make_app()
    left_game(app, SEATS, 3, 2)
    speak(code)
    start = to_start(app)
    line, sentence = SETUP_PHRASES[code]
    assert line in start.saved, start.saved
    assert replay_start(["Ana", "Bo"], "standard") == sentence
    assert new_game(["Ana", "Bo"], "standard", 7).startswith(sentence + ". ")
