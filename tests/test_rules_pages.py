"""The rules pages (issue #12): what they cover of docs/rules.md, that every chapter opens and draws
at 1600x1000 and in a 1280x800 window with every text inside its box, scrolling, topics, going
back to exactly the scene that opened them, and the translation seam."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from clauses import RULES, clause_ids
from pseudolang import SPOKEN, speak
from uidriver import BOARD, DT, click, key, make_app

from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules.components import IVORY_CODES, PURPLE_CODES
from relicrunners.rules.kinds import ActionKind
from relicrunners.text import set_translator
from relicrunners.text.help import TOOL_TEXT
from relicrunners.text.rules_pages import (
    ACTION_TOPICS,
    CHAPTERS,
    Entry,
    Figure,
    chapter_number,
    find,
    topic_for_action_kind,
    topic_for_tile,
)
from relicrunners.ui import theme
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.rulebook import page as rulespage
from relicrunners.ui.scenes import to_rules, to_start
from relicrunners.ui.scenes.rules import BAR, VIEW, RulesScene

ROOT = Path(__file__).resolve().parent.parent
# The sections of docs/rules.md a player needs, and the chapter that restates each (every clause of
# these sections must be restated by some chapter; the tiles of section 9 by the index)
PLAYER_SECTIONS = {
    "3. Setup": "setups",
    "4. A turn": "turn",
    "5. Move": "moving",
    "6. After the move": "relics",
    "7. Toolbox Tokens": "toolbox",
    "8. Toolboxes and the Progression Table": "toolbox",
    "9. Exploring": "exploring",
    "10. Rations": "rations",
    "11. End of the game": "ending",
}
WINDOWS = [None, (1280, 800)]


def sections() -> dict[str, str]:
    """docs/rules.md's sections by heading ("5. Move" -> its text)."""
    text = RULES.read_text(encoding="utf-8").split("\n---\n", 1)[1]
    parts = re.split(r"^## (.+)$", text, flags=re.M)
    return {parts[i].strip(): parts[i + 1] for i in range(1, len(parts), 2)}


# -- what the pages cover -----------------------------------------------------------------------
def test_every_player_section_of_the_rules_is_covered_by_the_chapters():
    found = sections()
    covered = set().union(*(c.clauses() for c in CHAPTERS))
    for heading, chapter_id in PLAYER_SECTIONS.items():
        assert heading in found, f"docs/rules.md has no section {heading!r}"
        ids = clause_ids(found[heading])
        assert ids, heading
        missing = [c for c in ids if c not in covered]
        assert not missing, f"section {heading}: no chapter restates {missing}"
        chapter = CHAPTERS[chapter_number(chapter_id)]
        assert set(ids) & chapter.clauses(), f"chapter {chapter_id} restates nothing of {heading}"


def test_every_clause_a_chapter_names_exists():
    known = set(clause_ids(RULES.read_text(encoding="utf-8")))
    for chapter in CHAPTERS:
        unknown = chapter.clauses() - known
        assert not unknown, f"{chapter.id} names clauses docs/rules.md does not have: {unknown}"


def test_the_index_lists_every_tile_and_toolbox_action_and_every_chapter_has_a_picture():
    make_app()  # pictures need the display and fonts
    index = CHAPTERS[chapter_number("index")]
    codes = {b.code for b in index.blocks if isinstance(b, Entry)}
    assert set(PURPLE_CODES) | {c for cs in IVORY_CODES.values() for c in cs} | set(TOOL_TEXT) <= codes
    assert {"1", "2", "3"} <= codes  # the Blue tiles of each level
    for chapter in CHAPTERS:
        assert any(isinstance(b, Figure) for b in chapter.blocks) or chapter.id == "index", chapter.id
        assert rulespage.lay_out(chapter, VIEW.w).pics, f"{chapter.id} has no picture"
    ids = [c.id for c in CHAPTERS]
    anchors = [a for c in CHAPTERS for a in c.anchors()]
    assert len(set(ids + anchors)) == len(ids + anchors), "chapter ids and anchors must be unique"
    assert not set(ids + anchors) & {k.value for k in ActionKind}, "a topic would hide an ActionKind"


# -- drawing: every text in its box -------------------------------------------------------------
class Drawn:
    """Every ``theme.draw_text`` call: (target surface, text, rect)."""

    def __init__(self):
        self.calls: list[tuple[pygame.Surface, str, pygame.Rect]] = []

    def problems(self, app, scene: RulesScene) -> list[str]:
        """Texts outside their box (the scene's text boxes on the screen, the surface elsewhere)
        or overlapping another text on the same surface."""
        out = []
        by_target: dict[int, list[tuple[str, pygame.Rect]]] = {}
        for target, text, rect in self.calls:
            if target is app.logical:
                if not any(box.contains(rect) for box in scene.text_boxes()):
                    out.append(f"outside every text box: {text!r} at {rect}")
            elif not target.get_rect().contains(rect):
                out.append(f"outside its picture {target.get_size()}: {text!r} at {rect}")
            by_target.setdefault(id(target), []).append((text, rect))
        for texts in by_target.values():
            for i, (a, ra) in enumerate(texts):
                out += [f"{a!r} overlaps {b!r}" for b, rb in texts[i + 1 :] if ra.colliderect(rb)]
        return out


@pytest.fixture
def drawn(monkeypatch):
    record = Drawn()
    real = theme.draw_text

    def spy(target, s, pos, *args, **kwargs):
        rect = real(target, s, pos, *args, **kwargs)
        record.calls.append((target, s, rect))
        return rect

    monkeypatch.setattr(theme, "draw_text", spy)
    return record


def frame(app, drawn: Drawn, scene: RulesScene, shown: set[str] | None = None) -> list[str]:
    """Draw one frame and return what is wrong with its texts and with those of the pictures drawn
    since the last frame (``shown`` collects the texts drawn on the screen)."""
    app.render()
    assert any(target is app.logical for target, _s, _r in drawn.calls), "no text was drawn"
    problems = drawn.problems(app, scene)
    if shown is not None:
        shown |= {text for target, text, _r in drawn.calls if target is app.logical}
    drawn.calls.clear()
    return problems


def open_rules(window=None, topic=None):
    app = make_app(window)
    start = to_start(app)
    scene = to_rules(app, start, topic)
    return app, start, scene


PLACEHOLDER = re.compile(r"(\{[^{}]*\})")


def longer(message: str) -> str:
    """A language about a third longer than English (every vowel doubled, placeholders kept)."""
    return "".join(
        part if PLACEHOLDER.fullmatch(part) else re.sub("([aeiouAEIOU])", r"\1\1", part)
        for part in PLACEHOLDER.split(message)
    )


@pytest.mark.parametrize("code", SPOKEN)
@pytest.mark.parametrize("window", [None, (1280, 800)])
def test_every_chapter_opens_from_the_list_and_draws_all_its_text_inside_the_boxes(window, code, drawn):
    """Every page, scrolled to its end, in each language and a 40 % longer one, at both sizes."""
    speak(code)
    try:
        check_every_chapter(window, drawn)
    finally:
        set_translator()


def test_a_language_with_every_vowel_doubled_fits_too(drawn):
    set_translator(longer)
    try:
        check_every_chapter(None, drawn)
    finally:
        set_translator()


def check_every_chapter(window, drawn) -> None:
    app, _start, scene = open_rules(window)
    for number, chapter in enumerate(CHAPTERS):
        rect = next(r for n, r, _lines, _size in scene.list_items() if n == number)
        click(app, rect.center)
        assert scene.chapter == number and scene.scroll == 0, chapter.id
        seen: set[str] = set()
        for _page in range(40):
            problems = frame(app, drawn, scene, seen)
            assert not problems, f"{chapter.id} at scroll {scene.scroll}:\n" + "\n".join(problems[:10])
            if scene.scroll >= scene.max_scroll:
                break
            key(app, pygame.K_PAGEDOWN)
        assert scene.scroll == scene.max_scroll
        lines = {line.text for line in scene.page().lines}
        assert lines <= seen, f"{chapter.id}: lines never shown whole: {sorted(lines - seen)[:5]}"


def test_the_check_catches_text_outside_the_page(drawn):
    app, _start, scene = open_rules()
    assert not frame(app, drawn, scene)
    theme.draw_text(app.logical, "sticking out", (VIEW.right - 20, VIEW.y + 40), 20)
    theme.draw_text(app.logical, "on top", (VIEW.x, VIEW.y), 20)
    theme.draw_text(app.logical, "below", (VIEW.x + 10, VIEW.y + 5), 20)
    problems = drawn.problems(app, scene)
    assert any("sticking out" in p and "outside" in p for p in problems)
    assert any("overlaps" in p for p in problems)


def test_scrolling_reaches_the_end_of_the_longest_page_by_wheel_keys_and_scroll_bar(drawn):
    app, _start, scene = open_rules()
    longest = max(range(len(CHAPTERS)), key=lambda n: scene.page(n).height)
    scene.open(longest)
    assert scene.max_scroll > 2 * VIEW.h  # it really is long
    last = scene.page().lines[-1].text
    for _ in range(200):  # the wheel
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
        app.step(DT, draw=False)
    assert scene.scroll == scene.max_scroll
    seen: set[str] = set()
    assert not frame(app, drawn, scene, seen)
    assert last in seen
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    for _ in range(400):
        key(app, pygame.K_DOWN)
    assert scene.scroll == scene.max_scroll
    key(app, pygame.K_PAGEUP)
    assert 0 < scene.scroll < scene.max_scroll
    key(app, pygame.K_HOME)
    thumb = scene.thumb()  # drag the scroll bar's thumb to the bottom
    assert thumb is not None
    w = app.to_window(thumb.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=w, button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window((BAR.centerx, 990)), rel=(0, 0), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=w, button=1))
    app.step(DT)
    assert scene.scroll == scene.max_scroll
    click(app, (BAR.centerx, BAR.y + 10))  # a click on the track pages up
    assert scene.scroll < scene.max_scroll


def test_left_right_and_the_buttons_turn_the_chapters():
    app, _start, scene = open_rules()
    key(app, pygame.K_LEFT)
    assert scene.chapter == 0
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.chapter == 2
    nxt, prev = (next(b for b in scene.buttons if b.value == v) for v in ("next", "prev"))
    click(app, nxt.rect.center)
    assert scene.chapter == 3
    click(app, prev.rect.center)
    assert scene.chapter == 2
    scene.open(len(CHAPTERS) - 1)
    key(app, pygame.K_RIGHT)
    assert scene.chapter == len(CHAPTERS) - 1 and not nxt.enabled


# -- going back -------------------------------------------------------------------------------------
def test_esc_and_back_return_to_the_very_scene_that_opened_the_rules():
    app = make_app()
    players = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.EASY)]
    match = new_match(BOARD, app.layout_path, players, "first", 4)
    game = start_game(app, match)
    app.step(DT)
    before = (len(match.actions), match.state.turn)
    rules = to_rules(app, game, "move")
    assert app.scene is rules
    app.step(DT)
    key(app, pygame.K_ESCAPE)
    assert app.scene is game
    rules = to_rules(app, game)
    key(app, pygame.K_RIGHT)
    back = next(b for b in rules.buttons if b.value == "back")
    click(app, back.rect.center)
    assert app.scene is game and (len(match.actions), match.state.turn) == before
    start = to_start(app)
    to_rules(app, start)
    key(app, pygame.K_BACKSPACE)
    assert app.scene is start


# -- topics ----------------------------------------------------------------------------------------
def visible(scene: RulesScene, anchor: str) -> bool:
    y = scene.page().anchors[anchor] - scene.scroll
    return 0 <= y < VIEW.h - 40


@pytest.mark.parametrize(
    "topic, chapter, anchor",
    [
        ("moving", "moving", ""),
        ("move", "moving", ""),
        ("explore", "exploring", ""),
        ("flip", "toolbox", "tokens"),
        ("step", "toolbox", "steps"),
        ("tool", "toolbox", "actions"),
        ("expedition", "relics", "expedition"),
        ("I2-3", "index", "I2-3"),
        ("I3-6", "index", "I3-6"),
        ("P1", "index", "P1"),
        ("B3", "index", "index-blue"),
        ("M1", "index", "M1"),
        ("S3", "index", "S3"),
        ("ties", "ending", "ties"),
        ("standard", "setups", "standard"),
        ("no such topic", "goal", ""),
        (None, "goal", ""),
    ],
)
def test_a_topic_opens_its_chapter_scrolled_to_it(topic, chapter, anchor):
    app, _start, scene = open_rules(topic=topic)
    app.render()
    assert CHAPTERS[scene.chapter].id == chapter
    if anchor:
        assert visible(scene, anchor), (topic, scene.scroll)
        assert scene.mark is not None
    else:
        assert scene.scroll == 0


def test_every_action_kind_and_every_tile_has_a_topic_that_opens():
    assert set(ACTION_TOPICS) == set(ActionKind), "a new ActionKind needs its rules topic"
    for kind in ActionKind:
        topic = topic_for_action_kind(kind)
        assert topic == topic_for_action_kind(kind.value)
        number, anchor = find(topic)
        assert (number, anchor) != (0, "") or topic == "goal", kind
        assert find(kind.value) == (number, anchor)
    for code in [*PURPLE_CODES, *(c for cs in IVORY_CODES.values() for c in cs)]:
        assert topic_for_tile(code) == code and find(code) == (chapter_number("index"), code)
    for code in ("B2", "B5"):
        assert find(topic_for_tile(code)) == (chapter_number("index"), "index-blue")
    assert topic_for_tile(None) == "index" and find(topic_for_tile(None)) == (chapter_number("index"), "")


# -- words -----------------------------------------------------------------------------------------
NOTATION = re.compile(r"\b(?:[A-Z]\d+(?:-\d+)?)\b")  # I2-3, P4, M1, B5: codes, not words


def test_every_word_drawn_passes_through_the_translation_seam(monkeypatch):
    shown: list[str] = []
    real = theme.text_surface

    def spy(s, *args, **kwargs):
        shown.append(s)
        return real(s, *args, **kwargs)

    monkeypatch.setattr(theme, "text_surface", spy)
    set_translator(lambda m: "⟦" + m + "⟧")
    try:
        app, _start, scene = open_rules((1280, 800))
        sources = dict(scene.sources)
        for number in range(len(CHAPTERS)):
            scene.open(number)
            while True:
                app.render()
                sources.update(scene.sources)
                if scene.scroll >= scene.max_scroll:
                    break
                key(app, pygame.K_PAGEDOWN)
            sources.update({line.text: line.source for line in scene.page().lines})
        bad = set()
        for s in shown:
            if not re.search("[A-Za-z]", NOTATION.sub(" ", s)):
                continue
            if "⟦" in s or "⟧" in s or "⟦" in sources.get(s, ""):
                continue
            bad.add(s)
        assert not bad, "drawn without passing through _():\n" + "\n".join(sorted(bad)[:20])
        assert any("⟦" in s for s in shown)
    finally:
        set_translator()


# -- the command line ------------------------------------------------------------------------------
def test_the_screenshot_option_shows_the_first_rules_page(tmp_path):
    out = tmp_path / "rules.png"
    r = subprocess.run(
        [
            sys.executable,
            str(ROOT / "run_game.py"),
            "--scene",
            "rules",
            "--screenshot",
            str(out),
            "--window",
            "1280x800",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "RELICRUNNERS_HOME": str(tmp_path), **_path_env()},
    )
    assert r.returncode == 0 and out.is_file(), r.stderr
    assert pygame.image.load(str(out)).get_size() == (1280, 800)


def _path_env() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items() if k in ("PATH", "HOME", "PYTHONPATH", "LANG")}
