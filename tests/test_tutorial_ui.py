"""Learn to play in the real (headless) window, by synthetic clicks only: the whole tutorial from
the start screen to a game the player can play on, every lesson's answer to a wrong click (the
game unchanged, the message shown), leaving and resuming at the same lesson and position, starting
over without touching the player's other games, the table's gate, and ``--scene tutorial``.

Drawing: every lesson at 1600x1000 and in a 1280x800 window (and in a language a third longer than
English), every text of the lesson card inside the card and overlapping no other, the card never
over the ring's target or the choice buttons. The text recorder is the approach of
tests/test_rules_pages.py (every ``theme.draw_text`` returns its rect), kept small here."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from uidriver import BOARD, DT, click, key, make_app, press, spatial_pos

from relicrunners.bots import bot_seed
from relicrunners.io.gamestore import list_slots
from relicrunners.play.match import Match
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import Action, to_text
from relicrunners.session.local import LocalSession
from relicrunners.text import set_translator
from relicrunners.text import tutorial as words
from relicrunners.tutorial import EXPLAIN, FREE, LESSON, LessonBot, load_script, marker
from relicrunners.ui import prefs, theme
from relicrunners.ui.games import storage
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes import to_start
from relicrunners.ui.scenes.end import EndScene
from relicrunners.ui.scenes.start import StartScene
from relicrunners.ui.scenes.tutorial import ASK, TutorialScene
from relicrunners.ui.tutorial.card import LessonCard
from relicrunners.ui.widgets.tableframe import CHOICES

ROOT = Path(__file__).resolve().parent.parent


# -- driving ---------------------------------------------------------------------------------------
def settle(app, scene: TutorialScene, limit: int = 3000) -> None:
    """Run frames until the human may click (or the explanations are up, or the game is over)."""
    for _ in range(limit):
        if app.scene is not scene or scene.game.state.over:
            return
        mode = scene.place().mode
        if (mode == EXPLAIN and not scene.game.anims.busy) or scene.my_turn():
            return
        app.step(DT, draw=False)
    raise AssertionError("the tutorial never came back to the player")


def ring_point(scene: TutorialScene) -> tuple[int, int]:
    """Where the lesson's ring is: the point to click."""
    ring = scene.target()
    assert ring is not None, f"no ring at {scene.place()}"
    return ring.center if isinstance(ring, pygame.Rect) else ring


def open_tutorial(app) -> TutorialScene:
    """From the start screen, the Learn to play button."""
    start = to_start(app)
    learn = start.button("learn")
    assert learn is not None
    click(app, learn.rect.center)
    scene = app.scene
    assert isinstance(scene, TutorialScene)
    return scene


def shown_status(game) -> str:
    """The status line under the prompt (the controller's words first, as the table draws it)."""
    return game.ctrl.status or game.session.status


def wrong_click(app, scene: TutorialScene) -> Action | None:
    """Click something the lesson does not want (a legal action whose click plays it at once) and
    check the answer: nothing played, the message on the status line and the card. Returns the
    action clicked (None when nothing else is legal now)."""
    game = scene.game
    expected = scene.tutor.expected(scene.place())
    legal = game.match.legal()
    for a in legal:
        if a == expected:
            continue
        pos = spatial_pos(game, a)
        if a.kind == "move" and sum(1 for b in legal if b.kind == "move" and b.args[-1] == a.args[-1]) > 1:
            continue  # a list of routes would open: not one action
        if pos is not None and (game.ctrl.cells or a.kind not in ("step", "tool")):
            before = [to_text(BOARD, x) for x in game.match.actions]
            state = game.state
            click(app, pos)
            if game.ctrl.mode == "choose":
                press(app, game.ctrl, a)
        elif pos is None and any(b.value == a for b in game.ctrl.buttons):
            before = [to_text(BOARD, x) for x in game.match.actions]
            state = game.state
            press(app, game.ctrl, a)
        else:
            continue
        assert [to_text(BOARD, x) for x in game.match.actions] == before, f"{a} was played"
        assert game.state is state
        message = shown_status(game)
        assert message and message == scene.wrong, (message, scene.wrong)
        assert message == scene.tutor.refusal(scene.place(), a, state, scene._label)
        app.render()  # the card shows it (the text tests check it fits)
        return a
    return None


def play_tutorial(app, scene: TutorialScene, wrong: bool = True, stop_at: int | None = None) -> list[str]:
    """Click through the lessons as the card and the ring say (a wrong click first in every lesson
    where one is possible). Returns the lesson ids met. ``stop_at``: stop when that lesson begins."""
    tutor = scene.tutor
    met: list[str] = []
    tried: set[int] = set()
    for _ in range(400):
        settle(app, scene)
        place = scene.place()
        if place.mode != LESSON:
            break
        lesson = tutor.script.lessons[place.lesson]
        if not met or met[-1] != lesson.id:
            met.append(lesson.id)
            if stop_at == place.lesson:
                return met
        if wrong and place.lesson not in tried and wrong_click(app, scene) is not None:
            tried.add(place.lesson)
            settle(app, scene)
        expected = tutor.expected(place)
        n = len(scene.game.match.actions)
        app.render()
        click(app, ring_point(scene))
        if scene.game.ctrl.mode == "path":  # a route clicked trail by trail: Enter stops it
            key(app, pygame.K_RETURN)
        assert len(scene.game.match.actions) > n, (
            f"the ring of {lesson.id} did not play {expected}: {scene.game.status}"
        )
        assert scene.game.match.actions[n] == expected
    return met


def explain(app, scene: TutorialScene, wrong: bool = True) -> list[str]:
    """The explanation lessons: a click on the table is answered, Next / Play on go on."""
    met = []
    settle(app, scene)
    while scene.place().mode == EXPLAIN and not scene.free:
        shown = scene.shown()
        met.append(scene.tutor.script.lessons[shown.lesson].id)
        app.render()
        if wrong and scene.my_turn():
            n = len(scene.game.match.actions)
            end = next(b for b in scene.game.ctrl.buttons if b.value in scene.game.match.legal())
            click(app, end.rect.center)
            assert len(scene.game.match.actions) == n and scene.wrong == scene.game.session.status != ""
        assert scene.card.buttons
        click(app, scene.card.buttons[0].rect.center)
    return met


# -- the whole tutorial ----------------------------------------------------------------------------
def test_the_whole_tutorial_by_clicks_then_the_game_plays_on_to_its_end():
    app = make_app()
    scene = open_tutorial(app)
    tutor = scene.tutor
    ids = [lesson.id for lesson in tutor.script.lessons]
    assert 8 <= len(ids) <= 12
    met = play_tutorial(app, scene)
    assert met == [lesson.id for lesson in tutor.script.lessons if lesson.steps]
    assert explain(app, scene) == [lesson.id for lesson in tutor.script.lessons if not lesson.steps]
    assert scene.free and scene.place().mode == EXPLAIN and not scene.gated()
    assert type(scene.game).__name__ == "GameScene"  # the ordinary table under the lessons
    assert not scene.card_buttons()  # Enter and clicks go to the table again
    # every lesson's teaching point happened in this game (the script test checks the same on a replay)
    me = scene.game.state.players[tutor.script.human]
    assert me.relics and me.pathways and me.vp and me.vp > 0
    # play on, ungated: a click on any site the table offers plays it (no lesson asks for it)
    game = scene.game
    for _ in range(3000):
        if scene.my_turn():
            break
        app.step(DT, draw=False)
    n = len(game.match.actions)
    move = next(a for a in game.match.legal() if a.kind == "move" and len(a.args) == 2)
    click(app, game.bv.site_pos(move.args[-1]))
    if game.ctrl.mode == "choose":
        press(app, game.ctrl, move)
    assert game.match.actions[n] == move and not game.session.status
    # and on to the very end: any legal action is taken
    for _ in range(20000):
        if not isinstance(app.scene, TutorialScene):
            break
        if game.session.own_turn() and game.ctrl.active and not game.anims.busy:
            legal = game.match.legal()
            explore = [a for a in legal if a.kind == "explore"]
            game.play((explore or legal)[0])
        app.step(DT, draw=False)
    assert isinstance(app.scene, EndScene) and game.match.state.over
    assert tutor.place(game.match).mode == FREE


def test_every_lesson_answers_a_wrong_click_and_nothing_changes():
    app = make_app()
    scene = open_tutorial(app)
    answered: list[str] = []
    tutor = scene.tutor
    for _ in range(400):
        settle(app, scene)
        place = scene.place()
        if place.mode != LESSON:
            break
        lid = tutor.script.lessons[place.lesson].id
        if lid not in answered:
            clicked = wrong_click(app, scene)
            if clicked is not None:
                answered.append(lid)
                what = tutor.where(clicked, scene.game.state)
                assert what in scene.wrong  # it says what that click would have done
        click(app, ring_point(scene))
    with_actions = [lesson.id for lesson in tutor.script.lessons if lesson.steps]
    assert answered == with_actions, f"no wrong click answered in {set(with_actions) - set(answered)}"
    # the explanations answer a click on the table too
    assert "ending" in explain(app, scene, wrong=True)


def test_the_first_wrong_click_says_what_it_would_do_and_what_to_click():
    app = make_app()
    scene = open_tutorial(app)
    settle(app, scene)
    game = scene.game
    r2 = BOARD.site("R2")
    click(app, game.bv.site_pos(r2))
    assert not game.match.actions
    assert "R2" in game.session.status and "T2" in game.session.status
    assert scene.wrong == game.session.status
    # a right click after it plays, and the answer goes
    click(app, ring_point(scene))
    assert [to_text(BOARD, a) for a in game.match.actions][:1] == ["move BC-T2"]
    assert scene.wrong == ""


def test_hints_and_esc_in_the_lessons():
    app = make_app()
    scene = open_tutorial(app)
    settle(app, scene)
    key(app, pygame.K_h)
    assert "hint" in scene.game.session.status.lower() and scene.game.session.hint is None
    assert not scene.game.hint_thinking()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, StartScene)


def follow_ups(game, expected: Action) -> list[tuple[str, tuple[int, int], list[Action]]]:
    """The targets whose click would open a follow-up without the lesson's action in it: a site,
    trail or table space of several actions (a choice), a trail that starts a route (routes to go
    on with), and End turn when it asks first. (what, where to click, the actions it leads to)"""
    ctrl, bv, here = game.ctrl, game.bv, game.state.players[game.state.current].site
    out = []
    for layer, found, pos in (
        ("sites", ctrl.sites, bv.site_pos),
        ("trails", ctrl.trails, bv.trail_mid),
        ("cells", ctrl.cells, lambda c: game.panels.cell_rect(game.state.current, c).center),
    ):
        for key_, actions in found.items():
            if expected in actions:
                continue
            if layer == "trails" and actions[0].kind == "move":
                t = BOARD.trails[key_]
                nxt = t.b if t.a == here else t.a
                actions = [a for a in actions if a.args[:2] == (here, nxt)]
                if len(actions) < 2 and not any(len(a.args) > 2 for a in actions):
                    continue
            elif len(actions) < 2:
                continue
            out.append((f"{layer} {key_}", pos(key_), actions))
    end = [b for b in ctrl.buttons if isinstance(b.value, Action) and b.value.kind == "end"]
    if end and end[0].value != expected and len(ctrl.legal) > 1:
        out.append(("End turn", end[0].rect.center, [end[0].value]))
    return out


def test_a_wrong_target_is_answered_before_any_question_about_it():
    """Issue #25, 8: in the lesson laying a Pathway on R1-R3, a click on R1-T2 (where one or two
    Pathways could go) used to ask how many first. In every lesson step, a click on another
    target that would open a follow-up (a choice, a route to go on with, "End your turn?") is
    answered by the lesson at once: no choice opens, nothing is played, the answer says what the
    click would do and what to click instead."""
    app = make_app()
    prefs.change(app, confirm_end=True)  # End turn with something left asks first: a follow-up too
    scene = open_tutorial(app)
    tutor = scene.tutor
    answered: list[str] = []
    for _ in range(400):
        settle(app, scene)
        place = scene.place()
        if place.mode != LESSON:
            break
        game, expected = scene.game, tutor.expected(place)
        lesson = tutor.script.lessons[place.lesson].id
        topic = words.lesson(lesson).topic.format(**tutor.values(place.lesson, game.state))
        for what, pos, actions in follow_ups(game, expected):
            before, state = list(game.match.actions), game.state
            app.render()
            click(app, pos)
            assert game.match.actions == before and game.state is state, what
            assert game.ctrl.mode == "idle", f"{lesson}: {what} opened {game.ctrl.mode} before the lesson said a word"
            message = shown_status(game)
            assert message == scene.wrong and topic in message, (what, message)
            assert tutor.where(actions[0], state) in message, (what, message)
            answered.append(f"{lesson}: {what}")
        click(app, ring_point(scene))
        if scene.game.ctrl.mode == "path":
            key(app, pygame.K_RETURN)
    r1_t2 = next(i for i, t in enumerate(BOARD.trails) if {BOARD.sites[t.a].id, BOARD.sites[t.b].id} == {"R1", "T2"})
    assert f"ruin: trails {r1_t2}" in answered  # the case the player met
    assert any(a.endswith("End turn") for a in answered) and any(": trails" in a for a in answered)
    assert any(": sites" in a for a in answered), answered


# -- leaving and resuming --------------------------------------------------------------------------
@pytest.mark.parametrize("stop_lesson, extra", [(2, 2), (5, 0), (8, 1)])
def test_leave_and_resume_at_the_same_lesson_and_position(stop_lesson, extra):
    app = make_app()
    scene = open_tutorial(app)
    play_tutorial(app, scene, wrong=False, stop_at=stop_lesson)
    for _ in range(extra):  # some steps into the lesson
        settle(app, scene)
        click(app, ring_point(scene))
    settle(app, scene)
    before = [to_text(BOARD, a) for a in scene.game.match.actions]
    place = scene.place()
    assert place.mode == LESSON and place.lesson == stop_lesson
    click(app, next(b for b in scene.game.top_buttons if b.value == "menu").rect.center)
    assert isinstance(app.scene, StartScene)
    storage.flush()
    assert marker.read() is not None
    again = open_tutorial(app)
    assert again.asking and again.game is None
    app.render()  # the question: Resume, Start over, Back
    click(app, next(b for b in again.question if b.value == "resume").rect.center)
    assert app.scene is again and again.game is not None
    settle(app, again)
    assert [to_text(BOARD, a) for a in again.game.match.actions] == before
    assert again.place() == place
    # and it goes on to the end as written (the bot answers alike after the resume)
    play_tutorial(app, again, wrong=False)
    assert again.place().mode == EXPLAIN


def test_leaving_while_the_bot_plays_and_resuming_keeps_the_script():
    app = make_app()
    scene = open_tutorial(app)
    play_tutorial(app, scene, wrong=False, stop_at=1)
    settle(app, scene)
    click(app, ring_point(scene))  # explore
    settle(app, scene)
    click(app, ring_point(scene))  # end: the bot is to play now
    assert scene.game.state.current == scene.tutor.script.bot
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, StartScene)
    again = open_tutorial(app)
    click(app, again.question[0].rect.center)
    assert play_tutorial(app, again, wrong=False)[0] == "ruin"
    assert again.place().mode == EXPLAIN


def test_start_over_deletes_only_the_tutorial_game():
    app = make_app()
    other = new_match(
        BOARD,
        app.layout_path,
        [Seat("Ana", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.EASY)],
        "standard",
        5,
    )
    game = start_game(app, other)
    game.play(other.legal()[0])
    game.leave()
    storage.flush()
    others = {s.id for s in list_slots()}
    scene = open_tutorial(app)
    play_tutorial(app, scene, wrong=False, stop_at=2)
    old = scene.game.session.writer.slot.id
    scene.leave()
    storage.flush()
    assert {s.id for s in list_slots()} == others | {old}
    again = open_tutorial(app)
    click(app, next(b for b in again.question if b.value == "over").rect.center)
    settle(app, again)
    storage.flush()
    assert again.place().lesson == 0 and not again.game.match.actions
    slots = {s.id for s in list_slots()}
    assert old not in slots and others <= slots
    assert marker.read() == again.game.session.writer.slot.id
    # Back on the question returns to the start screen, the game untouched
    again.leave()
    third = open_tutorial(app)
    click(app, next(b for b in third.question if b.value == "back").rect.center)
    assert isinstance(app.scene, StartScene)


def test_a_damaged_or_foreign_marker_is_ignored(home):
    (home / "tutorial.json").write_text('{"format": "relicrunners-tutorial", "version": 1, "slot": "../x"}')
    assert marker.read() is None
    (home / "tutorial.json").write_bytes(b"[" * 5000)
    assert marker.read() is None
    (home / "tutorial.json").write_bytes(b"x" * 10000)
    assert marker.read() is None
    app = make_app()
    scene = open_tutorial(app)
    assert not scene.asking and scene.game is not None
    # a marker naming a game that is not the tutorial's: a new tutorial, the other game kept
    match = new_match(
        BOARD,
        app.layout_path,
        [Seat("Ana", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.EASY)],
        "first",
        9,
    )
    game = start_game(app, match)
    game.leave()
    marker.write(game.session.writer.slot.id if game.session.writer else list_slots()[0].id)
    storage.flush()
    scene = open_tutorial(app)
    assert not scene.asking
    assert len(list_slots()) >= 2


# -- the table's gate ----------------------------------------------------------------------------
def test_the_gate_refuses_human_actions_only_and_changes_nothing():
    script = load_script()
    players = [Seat("Player", "red", SeatKind.HUMAN), Seat("Mira", "blue", SeatKind.EASY)]
    match = Match(script.board, new_match(script.board, str(script.layout), players, "first", script.seed).record)
    asked: list[Action] = []

    def gate(a: Action) -> str | None:
        asked.append(a)
        return "not now" if a.kind == "move" and a.args[-1] != script.board.site("T2") else None

    table = LocalSession(
        match, threaded=False, make_bot=lambda level, seed: LessonBot(bot_seed(script.seed, 1)), gate=gate
    )
    r2 = next(a for a in match.legal() if a.args[-1] == script.board.site("R2"))
    log = list(table.log)
    assert not table.play(r2)
    assert table.status == "not now" and not match.actions and table.log == log
    t2 = next(a for a in match.legal() if a.args[-1] == script.board.site("T2"))
    assert table.play(t2)
    table.play(next(a for a in match.legal() if a.kind == "end"))
    n = len(asked)
    for _ in range(50):  # the bot's turn: never asked
        a = table.bot_ready(1.0, 0.0)
        if a is None:
            break
        assert table.play(a)
    assert len(asked) == n and match.is_human(match.state.current)


def test_screenshot_of_the_first_lesson(tmp_path):
    out = tmp_path / "tutorial.png"
    done = subprocess.run(
        [sys.executable, "run_game.py", "--scene", "tutorial", "--screenshot", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert out.is_file() and pygame.image.load(str(out)).get_size() == (1600, 1000)


def test_the_start_screen_buttons_fit_above_the_message_line():
    app = make_app()
    other = new_match(
        BOARD,
        app.layout_path,
        [Seat("Ana", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.EASY)],
        "standard",
        5,
    )
    start_game(app, other).leave()
    storage.flush()
    start = to_start(app, "a message")
    values = [b.value for b in start.buttons]
    assert values == ["new", "continue", "saves", "learn", "rules", "stats", "replays", "settings", "join", "quit"]
    assert max(b.rect.bottom for b in start.buttons) < 952 - 12
    assert start.buttons[0].rect.top > 240  # under the title and its line


# -- drawing: every lesson's card inside its box -------------------------------------------------------
PLACEHOLDER = re.compile(r"(\{[^{}]*\})")


def longer(message: str) -> str:
    """A language about a third longer than English (every vowel doubled, placeholders kept)."""
    return "".join(
        part if PLACEHOLDER.fullmatch(part) else re.sub("([aeiouAEIOU])", r"\1\1", part)
        for part in PLACEHOLDER.split(message)
    )


class Recorder:
    """Every ``theme.draw_text`` while the lesson card is drawn, and every text drawn on the screen
    with the box it was laid out for (the prompt and status line with a wrong click's answer...)."""

    def __init__(self) -> None:
        self.on = False
        self.calls: list[tuple[str, pygame.Rect]] = []
        self.boxed: list[tuple[str, pygame.Rect, pygame.Rect]] = []

    def problems(self, box: pygame.Rect) -> list[str]:
        out = [f"outside the card {box}: {t!r} at {r}" for t, r in self.calls if not box.contains(r)]
        for i, (a, ra) in enumerate(self.calls):
            out += [f"{a!r} overlaps {b!r}" for b, rb in self.calls[i + 1 :] if ra.colliderect(rb)]
        out += [f"outside its box {b}: {t!r} at {r}" for t, r, b in self.boxed if not b.contains(r)]
        return out


@pytest.fixture
def recorder(monkeypatch):
    rec = Recorder()
    real_text, real_draw = theme.draw_text, LessonCard.draw

    def spy(target, s, pos, *args, **kwargs):
        rect = real_text(target, s, pos, *args, **kwargs)
        if rec.on:
            rec.calls.append((s, rect))
        box = kwargs.get("box", args[6] if len(args) > 6 else None)
        if box is not None and target.get_size() == theme.SIZE:
            rec.boxed.append((s, rect, pygame.Rect(box)))
        return rect

    def card_draw(self, *args, **kwargs):
        rec.on = True
        try:
            real_draw(self, *args, **kwargs)
        finally:
            rec.on = False

    monkeypatch.setattr(theme, "draw_text", spy)
    monkeypatch.setattr(LessonCard, "draw", card_draw)
    return rec


def check_frame(app, scene: TutorialScene, rec: Recorder, where: str) -> list[str]:
    rec.calls.clear()
    rec.boxed.clear()
    app.render()
    assert rec.calls, f"{where}: the card drew no text"
    assert rec.boxed, f"{where}: the table drew no text with its box (prompt, status line)"
    card = scene.card
    problems = rec.problems(card.text_box())
    assert card.rect.right <= theme.W and card.rect.bottom <= theme.H
    assert not card.rect.colliderect(CHOICES), f"{where}: the card covers the choices"
    for b in scene.game.ctrl.buttons:
        assert not card.rect.colliderect(b.rect), f"{where}: the card covers a choice button"
    ring = scene.target()
    if ring is not None:
        spot = ring if isinstance(ring, pygame.Rect) else pygame.Rect(ring[0] - 20, ring[1] - 20, 40, 40)
        assert not card.rect.colliderect(spot), f"{where}: the card covers what to click"
    return [f"{where}: {p}" for p in problems]


@pytest.mark.parametrize("window, language", [(None, None), ((1280, 800), None), (None, longer)])
def test_every_lesson_draws_its_card_inside_its_box(window, language, recorder):
    set_translator(language)
    try:
        app = make_app(window)
        scene = open_tutorial(app)
        problems: list[str] = []
        seen: set[int] = set()
        for _ in range(400):
            settle(app, scene)
            place = scene.place()
            if place.mode != LESSON:
                break
            where = f"lesson {place.lesson + 1} step {place.step + 1}"
            problems += check_frame(app, scene, recorder, where)
            if place.lesson not in seen:  # with a wrong click's answer on the card as well
                seen.add(place.lesson)
                if wrong_click(app, scene) is not None:
                    problems += check_frame(app, scene, recorder, where + " (wrong click)")
            click(app, ring_point(scene))
        assert seen == {k for k, lesson in enumerate(scene.tutor.script.lessons) if lesson.steps}
        while scene.place().mode == EXPLAIN and not scene.free:
            problems += check_frame(app, scene, recorder, f"explanation {scene.shown().lesson + 1}")
            click(app, scene.card.buttons[0].rect.center)
        assert not problems, "\n".join(problems[:12])
    finally:
        set_translator()


def test_the_check_catches_a_text_outside_the_card(recorder):
    app = make_app()
    scene = open_tutorial(app)
    settle(app, scene)
    assert not check_frame(app, scene, recorder, "first")
    recorder.calls.append(("sticking out", pygame.Rect(scene.card.rect.right - 10, scene.card.rect.y + 40, 80, 20)))
    assert any("sticking out" in p for p in recorder.problems(scene.card.text_box()))


@pytest.mark.parametrize("window", [None, (1280, 800)])
def test_the_resume_question_fits(window, monkeypatch):
    app = make_app(window)
    scene = open_tutorial(app)
    settle(app, scene)
    click(app, ring_point(scene))
    scene.leave()
    again = open_tutorial(app)
    assert again.asking
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.draw_text

    def spy(target, s, pos, *args, **kwargs):
        rect = real(target, s, pos, *args, **kwargs)
        drawn.append((s, rect))
        return rect

    monkeypatch.setattr(theme, "draw_text", spy)
    app.render()
    inside = [(s, r) for s, r in drawn if ASK.colliderect(r)]
    assert len(inside) >= 3 and all(ASK.inflate(-20, -10).contains(r) for _s, r in inside), inside
    assert "1 of 11" in " ".join(s for s, _r in inside) or "2 of 11" in " ".join(s for s, _r in inside)


# -- the translation seam ----------------------------------------------------------------------------
# (the pseudo-language of tests/test_text_seam.py, copied small: test modules do not import each other)
PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
TO_PSEUDO = str.maketrans(PLAIN, "áƀçďéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŢÚṼŴẊÝŽ")
NOTATION = re.compile(r"\b(?:BC|[A-Z]{1,2}\d+(?:-\d+)?)(?:-(?:BC|[A-Z]{1,2}\d+))?\b")


def pseudo(message: str) -> str:
    return "".join(
        part if PLACEHOLDER.fullmatch(part) else part.translate(TO_PSEUDO) for part in PLACEHOLDER.split(message)
    )


def test_every_word_of_the_tutorial_passes_through_the_seam(monkeypatch):
    drawn: list[str] = []
    real = theme.text_surface

    def spy(s, *args, **kwargs):
        drawn.append(s)
        return real(s, *args, **kwargs)

    set_translator(pseudo, lambda one, many, n: pseudo(one if n == 1 else many))
    monkeypatch.setattr(theme, "text_surface", spy)
    try:
        app = make_app()
        scene = open_tutorial(app)
        play_tutorial(app, scene, wrong=True)
        explain(app, scene)
        scene.leave()
        again = open_tutorial(app)  # the resume question
        app.render()
        assert again.asking
    finally:
        set_translator()
    names = {"Mira"} | {s.name for s in BOARD.sites if s.name}
    words = sorted({w for n in names for w in n.split()}, key=len, reverse=True)
    data = re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, words)) + r")(?!\w)")
    bad = sorted({t for t in drawn if re.search("[A-Za-z]", NOTATION.sub(" ", data.sub(" ", t)))})
    assert not bad, "drawn without passing through _():\n" + "\n".join(map(repr, bad[:30]))
    assert any(pseudo("Walk a trail") in t for t in drawn) and any(pseudo("Resume") in t for t in drawn)


def test_f1_opens_the_rules_and_closing_them_returns_to_the_lesson():
    from relicrunners.ui.scenes.rules import RulesScene

    app = make_app()
    scene = open_tutorial(app)
    settle(app, scene)
    key(app, pygame.K_F1)
    assert isinstance(app.scene, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and scene.place().lesson == 0


def test_a_tutorial_left_behind_is_freed_at_once():
    # the table's gate reaches the scene through a weak reference: no cycle keeps the scene, its
    # table and the board pictures in memory until the cycle collector runs
    import gc
    import weakref

    app = make_app()
    scene = open_tutorial(app)
    settle(app, scene)
    app.render()
    gone, table_gone = weakref.ref(scene), weakref.ref(scene.game)
    click(app, next(b for b in scene.game.top_buttons if b.value == "menu").rect.center)
    assert isinstance(app.scene, StartScene)
    was = gc.isenabled()
    gc.disable()
    try:
        del scene
        assert gone() is None and table_gone() is None
    finally:
        if was:
            gc.enable()


@pytest.mark.parametrize("how", ["continue", "saved games"])
def test_continue_and_the_saved_games_list_resume_the_tutorial_with_its_lessons(how):
    app = make_app()
    scene = open_tutorial(app)
    play_tutorial(app, scene, wrong=False, stop_at=3)
    settle(app, scene)
    before, place = [to_text(BOARD, a) for a in scene.game.match.actions], scene.place()
    click(app, next(b for b in scene.game.top_buttons if b.value == "menu").rect.center)
    storage.flush()
    start = to_start(app)
    app.step(DT, draw=False)
    if how == "continue":
        click(app, start.button("continue").rect.center)
    else:
        click(app, start.button("saves").rect.center)
        lst = app.scene
        click(app, next(b for b in lst.buttons if b.value[0] == "resume").rect.center)
    again = app.scene
    assert isinstance(again, TutorialScene) and not again.asking and again.game is not None
    settle(app, again)
    assert [to_text(BOARD, a) for a in again.game.match.actions] == before
    assert again.place() == place  # the same lesson, the card and the ring back
