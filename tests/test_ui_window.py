"""The window fits the desktop, remembers its size and place, comes back from F11 at the player's
size, and sleeps while nothing happens (issue: a 1600x1000 window on a 1366x768 desktop had its
buttons off-screen; an idle window took a fifth of a core)."""

from __future__ import annotations

import json

import pygame
import pytest
from uidriver import key

from relicrunners.io.userdirs import config_dir
from relicrunners.ui import app as app_module
from relicrunners.ui import theme
from relicrunners.ui.app import IDLE_FPS, App
from relicrunners.ui.window import desktop as desktop_module
from relicrunners.ui.window import placement


@pytest.mark.parametrize("desktop", [(1366, 768), (1280, 800), (1024, 768), (1920, 1080), (800, 600)])
def test_the_window_fits_every_desktop_with_room_for_its_decorations(desktop):
    w, h = placement.fit(desktop)
    assert w <= desktop[0] - placement.SIDE_ROOM or w == placement.SMALLEST[0]
    assert h <= desktop[1] - placement.TOP_BOTTOM_ROOM or h == placement.SMALLEST[1]
    assert (w, h) <= theme.SIZE
    assert abs(w / h - theme.SIZE[0] / theme.SIZE[1]) < 0.01  # 16:10, no letterbox bars at first


def test_on_a_1366x768_desktop_the_window_is_as_large_as_fits():
    w, h = placement.fit((1366, 768))
    assert h == 768 - placement.TOP_BOTTOM_ROOM and w == round(h * 1.6)


def test_a_remembered_place_off_a_smaller_desktop_is_brought_back_onto_it():
    place = placement.clamp(placement.Place((1600, 1000), (2200, -40)), (1366, 768))
    (w, h), (x, y) = place.size, place.position
    assert w <= 1366 and h <= 768 - placement.TOP_BOTTOM_ROOM
    assert 0 <= x and x + w <= 1366 and y >= placement.TITLE_ROOM and y + h <= 768


def test_the_command_line_size_wins_then_the_remembered_one_then_the_fitting_one():
    remembered = placement.Place((900, 600), (10, 60))
    assert placement.choose((1366, 768), (1280, 800), remembered).size == (1280, 800)
    assert placement.choose((1366, 768), None, remembered) == remembered
    assert placement.choose((1366, 768), None, None).size == placement.fit((1366, 768))


def test_the_place_is_remembered_in_the_config_folder_and_read_back():
    assert placement.load() is None
    assert placement.save(placement.Place((1100, 690), (40, 50)))
    assert json.loads((config_dir() / "window.json").read_text()) == {"size": [1100, 690], "position": [40, 50]}
    assert placement.load() == placement.Place((1100, 690), (40, 50))


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{",
        b"[1,2]",
        b'{"size": [10, 10]}',
        b'{"size": ["a", 2]}',
        b'{"size": [1e99, 5]}',
        b'{"size": [true, 700]}',
        b'{"size": [900, 700, 3]}',
        b"\xff\xfe",
        b"9" * 5000,
    ],
)
def test_a_damaged_window_file_is_ignored(content):
    config_dir().mkdir(parents=True, exist_ok=True)
    (config_dir() / "window.json").write_bytes(content)
    assert placement.load() is None


def test_a_window_file_with_a_bad_position_keeps_its_size():
    config_dir().mkdir(parents=True, exist_ok=True)
    (config_dir() / "window.json").write_text('{"size": [900, 600], "position": "left"}')
    assert placement.load() == placement.Place((900, 600))


def _app_on_desktop(monkeypatch, desktop):
    monkeypatch.setattr(desktop_module, "desktop_size", lambda: desktop)
    return App(None, threaded_bots=False)


def test_a_new_window_opens_at_the_fitting_size(monkeypatch):
    app = _app_on_desktop(monkeypatch, (1366, 768))
    assert app.window.get_size() == placement.fit((1366, 768))


def test_f11_and_back_restores_the_size_the_player_gave_the_window(monkeypatch):
    app = _app_on_desktop(monkeypatch, (1366, 768))
    app.window = pygame.display.set_mode((1000, 640), pygame.RESIZABLE)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 640), w=1000, h=640))
    key(app, pygame.K_F11)
    assert app.fullscreen
    key(app, pygame.K_F11)
    assert not app.fullscreen and app.window.get_size() == (1000, 640)
    assert app.place().size == (1000, 640)


def test_the_window_opens_where_it_was_left(monkeypatch):
    placement.save(placement.Place((1000, 625), (30, 60)))
    app = _app_on_desktop(monkeypatch, (1366, 768))
    assert app.window.get_size() == (1000, 625)
    assert app.window_pos == (30, 60)


def test_an_idle_window_sleeps_in_event_wait_and_wakes_for_input(monkeypatch):
    app = App(theme.SIZE, threaded_bots=False)

    class Still(app_module.Scene):
        busy = False
        seen: list[int] = []

        def handle(self, event):
            self.seen.append(event.type)

    scene = Still(app)
    app.switch(scene)
    app.time = 10.0  # long after the last input: idle
    waits: list[int] = []
    real_wait = pygame.event.wait

    def fake_wait(timeout: int = 0):
        waits.append(timeout)
        if len(waits) == 3:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
        if len(waits) == 4:
            app.quit()
        return real_wait(1)

    monkeypatch.setattr(pygame.event, "wait", fake_wait)
    app.run()
    assert len(waits) >= 4  # it slept instead of ticking 60 times a second
    assert all(0 < t <= 1000 // IDLE_FPS for t in waits[:3])
    assert pygame.KEYDOWN in scene.seen  # a key that arrived while asleep reached the scene
    assert placement.load() is not None  # leaving remembered the window's place


def test_a_remembered_place_that_fits_is_kept_exactly():
    place = placement.Place((1075, 672), (146, 68))
    assert placement.clamp(place, (1366, 768)) == place
