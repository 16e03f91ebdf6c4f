"""Every word the window draws fits its box and can be read (issue #11).

A watcher is installed where all text is drawn (``theme.draw_text`` / ``theme.blit_text``, which
go through ``theme.text_surface``, the one ``font.render``) and where pictures that carry text are
blitted elsewhere (``theme.place``: a panel, a button's face, a tooltip box, the board). It
follows every text to the rect where it lands on the logical screen, with the boxes it was laid
out in. Busy tables are then drawn headless (five players with 16-character names of wide
letters, 100+ VP, many Relics, a long hint, long log lines, tooltips, the final board) and a
frame fails when a text

* runs out of a box it belongs to (a panel, a button, the log, a tooltip, a declared box),
* runs out of the region of the table it starts in (top bar, board, prompt bar, log, panels),
* overlaps another text, or runs into a button or the Relics track it does not belong to.

The sizes drawn are recorded as well: nothing a player must read is under ``theme.READ`` px
(13 px at a 1280x800 window), apart from the exceptions listed in ``SMALL_OK``.
"""

from __future__ import annotations

import pygame
import pytest
from textfit import (
    LONG_NAMES,
    SMALL_OK,
    busy_table,
    check,
    choice_buttons,
    extra_boxes,
    frame,
    hover,
    problems,
    regions,
    table_frames,
)
from uidriver import DT, click, key, make_app

from relicrunners.rules import legal_actions
from relicrunners.ui import theme
from relicrunners.ui.scenes import to_end, to_setup, to_start


def test_the_check_sees_a_text_out_of_its_box_and_two_texts_overlapping(ledger):
    app = make_app()
    to_start(app)
    ledger.begin(app.logical)
    panel = pygame.Surface((100, 40))
    theme.draw_text(panel, "WWWWWWWWWWWWWWWW", (4, 4), 19, box=pygame.Rect(0, 0, 100, 40))
    theme.place(app.logical, panel, (10, 10), box=pygame.Rect(10, 10, 100, 40))
    theme.draw_text(app.logical, "Turn 23", (40, 14), 18)
    bad = problems(ledger.landed(), ledger, None)
    assert any("runs out of its box" in b for b in bad)
    assert any("overlaps" in b for b in bad)


@pytest.mark.parametrize("n", [5, 2])
def test_a_busy_table_keeps_every_text_in_its_box(ledger, n):
    app, game = busy_table(n)
    for name, landed in table_frames(app, game, ledger):
        bad = problems(landed, ledger, regions(game), extra_boxes(game), choice_buttons(game))
        assert not bad, f"{name}: {len(bad)} text problems:\n" + "\n".join(bad[:30])
    # the hint line keeps the win chance in view
    landed = dict(table_frames(app, game, ledger))["hint"]
    assert any("42 %)" in t.text and game.layout.prompt.contains(t.rect) for t in landed)


def test_the_final_board_and_the_scores_keep_every_text_in_their_boxes(ledger):
    app, game = busy_table(5)
    s = game.match.state
    s.phase = "over"  # the final board: every VP shown (100+)
    game.session._view = None
    check(frame(app, ledger, "final board"), ledger, regions(game), extra_boxes(game))
    to_end(app, game.match, game)
    check(frame(app, ledger, "scores"), ledger, None)


def test_the_menus_keep_every_text_in_its_box(ledger):
    app = make_app()
    to_start(app)
    check(frame(app, ledger, "start"), ledger, None)
    to_setup(app)
    setup = app.scene
    setup.press(("count", 5))
    for field_, name in zip(setup.names, LONG_NAMES):
        field_.text = name
    check(frame(app, ledger, "setup"), ledger, None)


def test_nothing_a_player_reads_on_a_busy_table_is_small(ledger):
    app, game = busy_table(5)
    game.anims.speed = "normal"
    asked: dict[str, int] = {}  # the size the choice bar asked for each label

    def note_buttons():
        asked.update({b.label: min(b.size, asked.get(b.label, 99)) for b in game.ctrl.buttons})

    note_buttons()
    table_frames(app, game, ledger)
    # a few actions with their animations (floating words, flying tiles)
    for _ in range(6):
        if game.state.over or not game.human_turn():
            break
        game.play((game.ctrl.legal or legal_actions(game.state))[0])
        for _ in range(30):
            app.time += DT
            app.step(DT, draw=False)
            note_buttons()
            frame(app, ledger, "animation")
    small = sorted({(s, size, where) for s, size, where in ledger.sizes if size < theme.READ})
    why: dict[tuple, str] = {}
    for text, size, where in small:
        if where == "animation" and _is_tile_code(text):
            why[(text, size, where)] = "flying tile"
    assert set(why.values()) <= set(SMALL_OK)
    small = [x for x in small if x not in why]
    assert not small, f"{len(small)} texts under {theme.READ} px:\n" + "\n".join(map(repr, small[:40]))


def _is_tile_code(s: str) -> bool:
    return len(s) <= 4 and s[:1] in "PI" and s[1:2].isdigit()


# -- tooltips ---------------------------------------------------------------------------------------------
def test_a_tooltip_waits_after_a_click_and_never_covers_the_choice_buttons(ledger):
    app, game = busy_table(3)
    buttons = game.ctrl.buttons
    assert buttons
    for b in buttons:  # pointing at a button shows its tooltip, clear of every choice button
        hover(app, b.rect.center)
        app.time += 1.0
        frame(app, ledger)
        tips = [box for box, overlay in ledger.boxes() if overlay]
        assert tips, f"no tooltip over {b.label!r}"
        for other in game.ctrl.buttons:
            assert not tips[0].colliderect(other.rect), f"the tooltip of {b.label!r} covers {other.label!r}"
    # a click (the mouse does not move): no tooltip at once, one after holding still a moment
    b = game.ctrl.buttons[0]
    hover(app, b.rect.center)
    app.time += 1.0
    frame(app, ledger)
    w = app.to_window(b.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=w, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=w, button=1))
    app.step(DT, draw=False)
    frame(app, ledger)
    assert not [box for box, overlay in ledger.boxes() if overlay], "a tooltip right after a click"
    app.time += 1.0
    frame(app, ledger)
    s, view = game.state, game.view()
    under = game.tips.text(b.rect.center, s, view, game.viewer, game.top_buttons + game.ctrl.buttons, None)
    if under:
        assert [box for box, overlay in ledger.boxes() if overlay], "no tooltip after holding still"


# -- the Relic icons of the top bar --------------------------------------------------------------------
def luminance(c) -> float:
    def channel(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2])


def contrast(a, b) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def mean(pixels) -> tuple[float, float, float]:
    return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))  # type: ignore[return-value]


def test_every_relic_icon_in_the_top_bar_stands_out_from_its_background():
    """The icon's own pixels (its solid shape, as drawn on screen) against the pixels right around
    it: WCAG contrast of their mean colours at least 3:1, for each of the four Relics."""
    app, game = busy_table(5)
    s = game.match.state
    for p in s.players:
        p.relics = []
    s.players[0].relics = ["green", "white", "blue", "purple"]
    game.session._view = None
    app.render()
    screen = app.logical
    figures = {}
    for i, colour in enumerate(s.players[0].relics):
        cx, cy = game.topbar.relic_centre(i)
        icon = game.topbar.relic_icon(colour)
        w, h = icon.get_size()
        x0, y0 = cx - w // 2, cy - h // 2
        mask = pygame.mask.from_surface(icon, 200)
        inside = [screen.get_at((x0 + x, y0 + y)) for x in range(w) for y in range(h) if mask.get_at((x, y))]
        grown = mask.convolve(pygame.mask.Mask((5, 5), fill=True))  # 2 px around the shape
        ring = [
            screen.get_at((x0 + x - 2, y0 + y - 2))
            for x in range(w + 4)
            for y in range(h + 4)
            if grown.get_at((x, y)) and not (0 <= x - 2 < w and 0 <= y - 2 < h and mask.get_at((x - 2, y - 2)))
        ]
        figures[colour] = round(contrast(mean(inside), mean(ring)), 2)
    assert all(f >= 3.0 for f in figures.values()), figures


# -- the guide and the round counter -------------------------------------------------------------------
def test_the_guide_is_at_hand_with_five_players(ledger):
    app, game = busy_table(5)
    texts = {t.text for t in frame(app, ledger)}
    assert "How a turn goes" not in texts  # no room beside five panels
    guide = next(b for b in game.top_buttons if b.value == "guide")
    hover(app, guide.rect.center)
    landed = frame(app, ledger, "guide")
    assert "How a turn goes" in {t.text for t in landed}
    check(landed, ledger, regions(game), extra_boxes(game))
    hover(app, (500, 400))
    assert "How a turn goes" not in {t.text for t in frame(app, ledger)}
    key(app, pygame.K_g)  # G opens the guide card and keeps it open
    landed = frame(app, ledger, "guide")
    assert "How a turn goes" in {t.text for t in landed}
    check(landed, ledger, regions(game), extra_boxes(game))
    key(app, pygame.K_g)  # G again closes it
    assert "How a turn goes" not in {t.text for t in frame(app, ledger)}
    click(app, guide.rect.center)  # so does a click on "?" open it, and Esc close it
    hover(app, (500, 400))
    assert "How a turn goes" in {t.text for t in frame(app, ledger, "guide")}
    key(app, pygame.K_ESCAPE)
    assert "How a turn goes" not in {t.text for t in frame(app, ledger)}


def test_the_top_bar_counts_rounds(ledger):
    app, game = busy_table(5)
    s = game.match.state
    texts = [t.text for t in frame(app, ledger)]
    rounds = (s.turn - 1) // s.n + 1
    assert f"Round {rounds}" in texts and not any(t.startswith("Turn ") for t in texts)
    s.turn = 1  # the first player's first turn is round 1
    assert "Round 1" in [t.text for t in frame(app, ledger)]
    s.turn = 5
    assert "Round 1" in [t.text for t in frame(app, ledger)]
    s.turn = 6
    assert "Round 2" in [t.text for t in frame(app, ledger)]
    # its tooltip says who starts every round, and the turn
    assert game.topbar.round_rect is not None
    hover(app, game.topbar.round_rect.center)
    tip = " ".join(t.text for t in frame(app, ledger) if t.layer is not None)
    assert LONG_NAMES[0] in tip and "turn 6" in tip


def test_long_names_are_cut_to_their_box(monkeypatch):
    app, game = busy_table(5)
    drawn: list[str] = []
    real = theme.text_surface

    def spy(s, *args, **kwargs):
        drawn.append(s)
        return real(s, *args, **kwargs)

    monkeypatch.setattr(theme, "text_surface", spy)
    app.render()
    cut = [t for t in drawn if t.startswith("WWWW") and t.endswith("…")]
    assert len(cut) >= 2  # the top bar and the panel


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_guide_beside_the_panels_is_whole_or_not_there(ledger, n):
    app, game = busy_table(n)
    texts = {t.text for t in frame(app, ledger)}
    whole = {"How a turn goes", "Move", "Explore", "Tokens", "Toolbox", "End"}
    assert whole <= texts or not (whole - {"Toolbox"}) & texts
    if n == 2:
        assert whole <= texts  # two panels leave room for it
