"""The tutorial's script (relicrunners/tutorial/first_game.yaml) against the rules engine: replayed
with the lesson bot, every lesson's actions are legal when it begins and what it teaches really
happens (a Ration paid, a Pathway laid, a Token turned, a Toolbox used, Rations at Base Camp, a
Shrine, an Expedition scoring). A change of the rules or the bots that breaks a lesson fails here;
tools/find_tutorial_seed.py then finds a deal that fits again. Also: the lesson engine worked out
from the actions played, the bot's answers independent of its history, the script and marker
files read as untrusted input."""

from __future__ import annotations

import json

import pytest

from relicrunners.bots import bot_seed
from relicrunners.io.layout import DEFAULT_LAYOUT
from relicrunners.play.invariants import check
from relicrunners.play.match import Match
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import apply, legal_actions, new_game, to_text, view_for
from relicrunners.tutorial import EXPLAIN, FREE, LESSON, OFF, LessonBot, ScriptError, Tutor, load_script, marker
from relicrunners.tutorial.checks import CHECKS, Lessoned
from relicrunners.tutorial.script import SCRIPT, parse_script
from relicrunners.ui.games.launch import new_match

# The lessons of issue #12, in the order they are taught (the explanations last)
ORDER = ["unfamiliar", "temple", "ruin", "chain", "token", "toolbox", "camp", "shrine", "expedition"]


def players(script):
    return [Seat("Player" if k == "human" else "Mira", c, SeatKind(k)) for c, k in script.seats]


def replay(script, stop=None):
    """The script played through the rules engine, the lesson bot answering between the human's
    actions. Yields (lesson number, Lessoned) as each lesson is completed."""
    match = Match(
        script.board, new_match(script.board, str(script.layout), players(script), script.setup, script.seed).record
    )
    bot = LessonBot(bot_seed(script.seed, script.bot))

    def bots() -> None:
        while not match.state.over and match.state.current == script.bot:
            s = match.state
            a = bot.decide(view_for(s, script.bot), legal_actions(s))
            nxt, _ev = apply(s, a)
            assert not check(s, a, nxt, legal_actions(s)), "an invariant broke in the bot's turn"
            match.play(a)

    earlier: tuple = ()  # the events of the human's action before the lesson
    last: list = []
    for k, lesson in enumerate(script.lessons):
        bots()
        before = match.state
        events: list = []
        for j, a in enumerate(lesson.steps):
            bots()
            s = match.state
            assert s.current == script.human, f"{lesson.id}: step {j} comes in the bot's turn"
            legal = legal_actions(s)
            assert a in legal, (
                f"lesson {lesson.id}: '{to_text(script.board, a)}' is not legal "
                f"(legal: {[to_text(script.board, x) for x in legal]})"
            )
            nxt, _ev = apply(s, a)
            assert not check(s, a, nxt, legal), f"{lesson.id}: an invariant broke"
            last = match.play(a)
            events.extend(last)
        yield k, Lessoned(script.board, script.human, lesson.steps, before, match.state, tuple(events), earlier), match
        if lesson.steps:
            earlier = tuple(last)


def test_the_script_reads_and_has_eight_to_twelve_lessons_in_the_order_of_the_issue():
    script = load_script()
    assert 8 <= len(script.lessons) <= 12
    assert [lesson.teaches for lesson in script.lessons if lesson.steps] == ORDER
    assert all(not lesson.steps for lesson in script.lessons[len(ORDER) :])  # explanations last
    assert script.setup == "first" and script.layout == DEFAULT_LAYOUT
    assert [k for _c, k in script.seats] == ["human", "easy"]
    assert len(script.steps()) <= 25  # short lessons: a few turns


def test_every_lesson_is_legal_when_it_begins_and_teaches_its_point():
    script = load_script()
    seen = []
    for k, played, _match in replay(script):
        lesson = script.lessons[k]
        assert CHECKS[lesson.teaches](played), f"lesson {lesson.id} does not teach {lesson.teaches}"
        seen.append(lesson.teaches)
    assert seen[: len(ORDER)] == ORDER


def test_the_checks_fail_when_the_point_is_missing():
    """A check is not vacuous: the check of each lesson fails on another lesson's play."""
    script = load_script()
    plays = {script.lessons[k].teaches: p for k, p, _m in replay(script)}
    for teaches in ORDER:
        others = [p for t, p in plays.items() if t not in (teaches, "explained")]
        fooled = [t for t, p in plays.items() if t not in (teaches, "explained") and CHECKS[teaches](p)]
        assert len(fooled) < len(others), f"{teaches} holds for every other lesson too"


def test_the_lesson_engine_follows_the_actions_played():
    script = load_script()
    tutor = Tutor(script)
    flat = script.steps()
    for k, _played, match in replay(script):
        place = tutor.place(match)
        if k + 1 < len(script.lessons) and script.lessons[k + 1].steps:
            assert place.mode == LESSON and place.lesson == k + 1 and place.step == 0
            assert tutor.expected(place) == script.lessons[k + 1].steps[0]
        else:
            assert place.mode == EXPLAIN and place.done == len(flat)
            final = match
    # one human action more than the script: played on (free); a different one: off the script
    while final.state.current != script.human:
        s = final.state
        final.play(LessonBot(1).decide(view_for(s, s.current), legal_actions(s)))
    final.play(final.legal()[0])
    assert tutor.place(final).mode == FREE
    m = Match(script.board, new_match(script.board, str(script.layout), players(script), "first", script.seed).record)
    m.play(next(a for a in m.legal() if a != flat[0][2]))
    assert tutor.place(m).mode == OFF and not tutor.gated(tutor.place(m))


def test_a_wrong_action_is_answered_with_what_it_would_do_and_the_lesson_task():
    script = load_script()
    tutor = Tutor(script)
    m = Match(script.board, new_match(script.board, str(script.layout), players(script), "first", script.seed).record)
    place = tutor.place(m)
    words = lambda a: to_text(script.board, a)  # noqa: E731
    r2 = next(a for a in m.legal() if a.args[-1] == script.board.site("R2"))
    answer = tutor.refusal(place, r2, m.state, words)
    assert answer is not None and "R2" in answer and "T2" in answer
    assert tutor.refusal(place, tutor.expected(place), m.state, words) is None
    assert tutor.target(place) == ("sites", script.board.site("T2"))


def test_the_lesson_bot_answers_alike_whatever_it_answered_before():
    """A resumed game (a new bot) or an undo (its actions played again) meets the same answers."""
    script = load_script()
    s = new_game(script.board, [("Player", "red"), ("Mira", "blue")], "first", script.seed)
    s = apply(s, script.lessons[0].steps[0])[0]
    s = apply(s, next(a for a in legal_actions(s) if a.kind == "end"))[0]
    seed = bot_seed(script.seed, 1)
    fresh = LessonBot(seed).decide(view_for(s, 1), legal_actions(s))
    used = LessonBot(seed)
    for _ in range(7):
        used.decide(view_for(s, 1), legal_actions(s))
    assert used.decide(view_for(s, 1), legal_actions(s)) == fresh
    assert fresh in legal_actions(s)


# -- the files ------------------------------------------------------------------------------------
def test_a_broken_script_is_refused_with_a_line_naming_the_entry():
    good = SCRIPT.read_text(encoding="utf-8")
    with pytest.raises(ScriptError, match="unknown key 'colour'"):
        parse_script(good.replace("seed: 114", "seed: 114\ncolour: red"))
    with pytest.raises(ScriptError, match=r"lessons\[0\].*cannot read"):
        parse_script(good.replace("move BC-T2", "move BC-T99"))
    with pytest.raises(ScriptError, match="no words"):
        parse_script(good.replace("id: walk", "id: sprint"))
    with pytest.raises(ScriptError, match="unknown teaches"):
        parse_script(good.replace("teaches: unfamiliar", "teaches: magic"))
    with pytest.raises(ScriptError, match="layout"):
        parse_script(good.replace("layout: jungle.yaml", "layout: ../../etc/passwd"))
    with pytest.raises(ScriptError):
        parse_script("a: &a [*a, *a]\n" * 3)
    with pytest.raises(ScriptError):
        parse_script("seed: " + "9" * 5000)


def test_the_marker_is_bounded_and_checked(home):
    assert marker.read() is None
    marker.write("20260101-120000-abc123")
    assert marker.read() == "20260101-120000-abc123"
    assert json.loads((home / "tutorial.json").read_text())["format"] == "relicrunners-tutorial"
    for bad in [
        b"",
        b"{}",
        b"null",
        b'{"format": "relicrunners-tutorial", "version": 2, "slot": "a"}',
        b'{"format": "relicrunners-tutorial", "version": 1, "slot": ".hidden"}',
        b'{"format": "relicrunners-tutorial", "version": 1, "slot": "a/b"}',
        b"\xff\xfe",
        b'{"slot": ' * 100,
    ]:
        (home / "tutorial.json").write_bytes(bad)
        assert marker.read() is None, bad
    (home / "tutorial.json").unlink()
    (home / "tutorial.json").mkdir()
    assert marker.read() is None
    with pytest.raises(ValueError):
        marker.write("../escape")


def test_with_the_bot_the_whole_game_of_the_script_is_known_and_a_bot_playing_otherwise_is_off():
    script = load_script()
    tutor = Tutor(script, LessonBot(bot_seed(script.seed, script.bot)))
    canon = tutor.canonical()
    assert canon is not None and canon is tutor.canonical()  # worked out once
    m = Match(script.board, new_match(script.board, str(script.layout), players(script), "first", script.seed).record)
    for a in canon:
        assert tutor.place(m).mode in (LESSON, EXPLAIN)
        m.play(a)
    assert tutor.place(m).mode == EXPLAIN and m.state.current == script.human
    assert [a for i, a in enumerate(canon) if m.actor(i) == script.human] == [a for _k, _j, a in script.steps()]
    # the same human actions, but the bot's first turn played otherwise (e.g. resumed from Continue)
    m = Match(script.board, new_match(script.board, str(script.layout), players(script), "first", script.seed).record)
    i = 0
    while m.state.current != script.bot:
        m.play(canon[i])
        i += 1
    other = next(a for a in m.legal() if a != canon[i])
    m.play(other)
    assert tutor.place(m).mode == OFF and not tutor.gated(tutor.place(m))
    assert Tutor(script).place(m).mode in (LESSON, OFF)  # without the bot only the human's actions are known
