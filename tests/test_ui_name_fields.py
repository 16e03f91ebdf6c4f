"""Name and seed fields behave like text fields everywhere (issue #11): Tab to the next field,
Ctrl+A, Home/End, the arrows, Delete, and paste."""

from __future__ import annotations

import pygame
from uidriver import click, key, make_app, type_text

from relicrunners.ui.scenes import to_setup


def setup():
    app = make_app()
    scene = to_setup(app)
    app.step(1 / 60, draw=False)
    return app, scene


def tab_until(app, scene, field, back=False, limit=12) -> list:
    """Tab (Shift+Tab with ``back``) until ``field`` has the focus; the focus keys passed on the way."""
    passed = []
    for _ in range(limit):
        key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT if back else 0)
        if field.focus:
            return passed
        passed.append(app.focus.key)
    raise AssertionError(f"Tab never reached the field (passed {passed})")


def test_tab_walks_through_the_name_fields_and_the_seed():
    app, scene = setup()
    click(app, scene.names[0].rect.center)
    assert scene.names[0].focus
    passed = tab_until(app, scene, scene.names[1])  # as one reads: this seat's colour and six kinds first
    assert not scene.names[0].focus
    assert [k[1][:2] for k in passed] == [("colour", 0)] + [("kind", 0)] * 6, passed
    passed = tab_until(app, scene, scene.seed)  # two players: the setups, then the seed
    assert all(k[0] == "button" for k in passed) and not scene.names[1].focus
    tab_until(app, scene, scene.names[1], back=True)
    type_text(app, "Zoë")  # Tab selected the old name: typing replaces it
    assert scene.names[1].text == "Zoë"
    app.render()


def test_ctrl_a_home_end_arrows_and_delete_edit_where_the_cursor_is():
    app, scene = setup()
    field = scene.names[0]
    click(app, field.rect.center)
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    type_text(app, "Ada")
    assert field.text == "Ada"
    key(app, pygame.K_HOME)
    type_text(app, "X")
    assert field.text == "XAda"
    key(app, pygame.K_END)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_BACKSPACE)
    assert field.text == "XAa"
    key(app, pygame.K_HOME)
    key(app, pygame.K_DELETE)
    assert field.text == "Aa"
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)
    assert field.text == ""
    app.render()


def test_paste_takes_one_clean_line_and_respects_the_limits(monkeypatch):
    app, scene = setup()
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "Grace\tHopper the Admiral\nsecond line")
    field = scene.names[0]
    click(app, field.rect.center)
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    key(app, pygame.K_v, mod=pygame.KMOD_CTRL)
    assert field.text == "GraceHopper th"  # no tab, no second line, at most 14 characters
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "12a34")
    click(app, scene.seed.rect.center)
    key(app, pygame.K_v, mod=pygame.KMOD_CTRL)
    assert scene.seed.text == "1234"  # the seed takes digits only


def test_keys_in_a_field_do_not_press_the_screens_shortcuts():
    app, scene = setup()
    click(app, scene.names[0].rect.center)
    key(app, pygame.K_ESCAPE)  # leaves the field, not the screen
    assert app.scene is scene and not scene.names[0].focus


def test_a_name_of_wide_letters_stays_inside_its_field_and_the_cursor_in_sight():
    app, scene = setup()
    field = scene.names[0]
    click(app, field.rect.center)
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    type_text(app, "W" * 14)
    surf = pygame.Surface((1600, 1000))
    surf.fill((0, 0, 0))
    field.draw(surf, (0, 0))
    outside = [
        (x, y)
        for y in range(field.rect.top, field.rect.bottom)
        for x in range(field.rect.right + 1, field.rect.right + 60)
        if surf.get_at((x, y))[:3] != (0, 0, 0)
    ]
    assert not outside  # nothing drawn past the field's right edge
    inside = surf.subsurface(field.rect.inflate(-12, -16))
    dark = [
        (x, y)
        for x in range(inside.get_width())
        for y in range(inside.get_height())
        if sum(inside.get_at((x, y))[:3]) < 300
    ]
    assert dark  # the text and cursor are drawn inside
