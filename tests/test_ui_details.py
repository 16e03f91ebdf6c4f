"""Smaller things a player noticed (issue #25, item 9): the replay counts turns as the table does;
Tab reaches the decision's main button first; the first hand-off does not speak of a last turn
there never was; a toggle's tooltip follows the toggle; ◀◀ answers a quick click."""

from __future__ import annotations

import random
import re

import pygame
import pytest
from pseudolang import speak
from textfit import frame
from uidriver import BOARD, DT, click, make_app, random_game

from relicrunners.io.layout import DEFAULT_LAYOUT
from relicrunners.io.saves import GameRecord, layout_ref
from relicrunners.play.replayer import Replayer
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.text import _
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.input.actions import is_main
from relicrunners.ui.scenes import to_replay
from relicrunners.ui.scenes.handoff import HandoffScene
from relicrunners.ui.widgets.tooltips import TIP_DELAY

ADA_VS_BOT = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.MEDIUM)]
TWO_HUMANS = [
    Seat("Ann", "red", SeatKind.HUMAN),
    Seat("Cy", "green", SeatKind.HUMAN),
    Seat("Bo", "blue", SeatKind.EASY),
]


def replayer(seed: int = 5) -> Replayer:
    record = GameRecord(layout_ref(DEFAULT_LAYOUT), ADA_VS_BOT, "standard", seed, random_game(ADA_VS_BOT, seed))
    return Replayer(BOARD, record)


def pattern(message: str) -> str:
    """A regular expression of a message whose placeholders are whole numbers."""
    return re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>\\d+)", re.escape(message))


# -- (a) one turn count ----------------------------------------------------------------------------
@pytest.mark.parametrize("code", ["en", "nl", "pl"])
def test_the_replay_counts_the_turns_as_its_header_does(ledger, code):
    app = make_app()
    speak(code)
    r = replayer()
    to_replay(app, r)
    drawn = [t.text for t in frame(app, ledger, "replay")]
    over = pattern(_("Game over · Turn {turn}"))
    bar = pattern(_("Replay · decision {step} of {last} · turn {turn} of {turns}"))
    header = [int(m["turn"]) for t in drawn if (m := re.fullmatch(over, t))]
    controls = [(int(m["turn"]), int(m["turns"])) for t in drawn if (m := re.fullmatch(bar, t))]
    assert header and controls, drawn
    assert controls == [(header[0], header[0])], "the last turn is the same turn, counted once"


def test_every_step_of_a_replay_names_the_turn_the_table_named():
    r = replayer(6)
    seen = set()
    for step in range(r.last + 1):
        r.go(step)
        assert r.turn_number() == r.state.turn_played
        seen.add(r.turn_number())
    assert seen == set(range(1, r.turns() + 1))
    assert r.turns() == r.match.states[-1].turn - 1  # the game's end starts no turn of its own


# -- (b) the main action first ---------------------------------------------------------------------
def a_decision_with_a_main_button(seed: int = 2):
    """A table where the human (seat 0) decides and the decision has both board targets and a
    main button (End turn / Done)."""
    app = make_app(speed="off")
    game = start_game(app, new_match(BOARD, app.layout_path, ADA_VS_BOT, "standard", seed))
    rng = random.Random(seed)
    for _k in range(3000):
        app.step(DT, draw=False)
        c = game.ctrl
        if not game.human_turn() or game.anims.busy or not c.active:
            continue
        board = c.sites or c.trails or c.tokens or c.cells
        if board and any(is_main(b.value) for b in c.buttons):
            return app, game
        game.play(rng.choice(game.match.legal()))
    raise AssertionError("no such decision came")


def test_tab_reaches_the_main_button_before_the_board_and_the_top_bar():
    app, game = a_decision_with_a_main_button()
    keys = [t.key for t in game.focusables()]
    main = next(k for k in keys if k[0] == "choice" and is_main(game.ctrl.buttons[k[1]].value))
    assert keys[0] == main
    assert any(k[0] in ("site", "trail", "token", "cell") for k in keys) and keys[-1][0] == "top"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
    app.step(DT, draw=False)
    assert app.focus.key == main, "the first Tab lands on End turn / Done"


# -- (c) the first hand-off -------------------------------------------------------------------------
def test_the_first_hand_off_says_what_happened_so_far_not_since_a_last_turn():
    app = make_app(speed="off")
    game = start_game(app, new_match(BOARD, app.layout_path, TWO_HUMANS, "standard", 3))
    headings: dict[int, list[str]] = {0: [], 1: []}
    rng = random.Random(3)
    for _k in range(4000):
        scene = app.scene
        if isinstance(scene, HandoffScene):
            if len(headings[scene.seat]) < 2 and (not headings[scene.seat] or game.state.turn > 3):
                headings[scene.seat].append(scene.recap_heading())
            app.step(0.5, draw=False)
            click(app, (800, 500))
            continue
        if all(len(h) == 2 for h in headings.values()):
            break
        if game.human_turn() and not game.anims.busy and game.ctrl.active:
            game.play(rng.choice(game.match.legal()))
        app.step(DT, draw=False)
    assert headings[0] == ["So far in this game, Ann:", "Since your last turn, Ann:"]
    assert headings[1] == ["So far in this game, Cy:", "Since your last turn, Cy:"]


# -- (d) a toggle's tooltip --------------------------------------------------------------------------
@pytest.mark.parametrize("code", ["en", "nl", "pl"])
def test_the_peek_tooltip_says_what_a_click_does_now(ledger, code):
    app = make_app(speed="off")
    speak(code)
    game = start_game(app, new_match(BOARD, app.layout_path, TWO_HUMANS, "standard", 3))
    for _k in range(20):
        if isinstance(app.scene, HandoffScene):
            app.step(0.5, draw=False)
            click(app, (800, 500))
        app.step(DT, draw=False)
    assert app.scene is game and game.human_turn()

    def shown_tip() -> list[str]:
        peek = next(b for b in game.top_buttons if b.value == "peek")
        w = app.to_window((peek.rect.centerx + 3, peek.rect.centery))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=w, rel=(1, 0), buttons=(0, 0, 0)))
        app.step(DT, draw=False)
        app.time += TIP_DELAY + 0.1
        return [t.text for t in frame(app, ledger, "table") if t.layer is not None]

    show, hide = (
        _("Show your own VP and Blue tile values (only you should look)"),
        _("Hide your VP and Blue tile values again"),
    )
    before = " ".join(shown_tip())
    assert show.split()[0] in before and hide.split()[0] not in before
    click(app, next(b for b in game.top_buttons if b.value == "peek").rect.center)
    peek = next(b for b in game.top_buttons if b.value == "peek")
    assert game.peek and peek.label == _("Hide my VP") and peek.tooltip == hide
    after = " ".join(shown_tip())
    assert hide.split()[0] in after and show.split()[0] not in after, "the tooltip follows the toggle"


# -- (e) ◀◀ and a quick click --------------------------------------------------------------------------
def test_a_quick_click_on_previous_turn_goes_back_past_the_turn_the_board_shows():
    app = make_app(speed="normal")
    r = replayer()
    scene = to_replay(app, r)
    # a turn's start whose first move is drawn (an animation runs when the replay steps onto it)
    for t in r.turn_starts[2:]:
        r.go(t)
        scene.go("forward")
        if scene.anims.busy:
            break
    else:
        raise AssertionError("no animated first move")
    app.step(DT, draw=False)  # the board still shows the turn's start, its first move under way
    assert scene.anims.busy and r.step == t + 1
    earlier = max(s for s in r.turn_starts if s < t)
    button = next(b for b in scene.buttons() if b.value == "previous_turn")
    w = app.to_window(button.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=w, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=w, button=1))
    app.step(DT, draw=False)
    assert r.step == earlier, "the quick click went back a turn from what the board showed"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=w, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=w, button=1))
    app.step(DT, draw=False)  # a second quick click: one more turn back
    assert r.step == max((s for s in r.turn_starts if s < earlier), default=0)
