"""English, Nederlands, Polski through GNU gettext (issue #13): the catalogs are complete, in step
with the source, keep every placeholder, and their compiled ``.mo`` files match them; the
language is chosen from the command line, the settings or the system and switches at once; a
save holds no translated text; every screen keeps every text in its box in each language."""

from __future__ import annotations

import gettext
import json
import re
import subprocess
import sys
from io import BytesIO
from pathlib import Path

import pygame
import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from pseudolang import SPOKEN, speak
from screenwalks import around_the_table, walk_lessons
from textfit import busy_table, frame, table_problems
from uidriver import BOARD, click, key, make_app

from relicrunners.io import settings
from relicrunners.io.saverecord import record_to_json
from relicrunners.io.saves import layout_ref
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.match import Match
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.text import _, ngettext
from relicrunners.text import language as lang
from relicrunners.ui.scenes import to_start

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "relicrunners" / "locale"
FOREIGN = ("nl", "pl")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def catalog(code: str):
    with open(LOCALE / code / "LC_MESSAGES" / "relicrunners.po", "rb") as f:
        return read_po(f)


def source_messages() -> set[str | tuple[str, str]]:
    """Every message the source marks (``_``, ``N_``, ``ngettext``), as ``pybabel extract`` finds them."""
    found: set[str | tuple[str, str]] = set()
    keywords = {
        "_": None,
        "N_": None,
        "ngettext": (1, 2),
        "gettext": None,
        "NC_": ((1, "c"), 2),
        "pgettext": ((1, "c"), 2),
    }
    for _file, _line, message, _comments, _context in extract_from_dir(
        str(ROOT / "relicrunners"), method_map=[("**.py", "python")], keywords=keywords
    ):
        found.add(message if isinstance(message, str) else tuple(message))
    found.discard("")
    return found


GETTEXT_CALLS = {"_", "N_", "NC_", "gettext", "ngettext", "pgettext", "npgettext"}


def test_no_message_call_holds_an_expression_with_strings_in_it():
    """``_(TABLE["4" in x])`` is extracted by some Babel versions ("4") and not by others, so the
    catalogs' agreement with the source would depend on which version the resolver picked. Every
    argument of a gettext call is a string literal or an expression with no string literal in it
    (table entries are marked with ``N_`` where they are defined)."""
    import ast

    bad = []
    for path in sorted((ROOT / "relicrunners").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in GETTEXT_CALLS):
                continue
            for arg in node.args:
                if isinstance(arg, ast.Constant):
                    continue
                if any(isinstance(c, ast.Constant) and isinstance(c.value, str) for c in ast.walk(arg)):
                    bad.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)[:80]}")
    assert not bad, bad


@pytest.mark.parametrize("code", FOREIGN)
def test_the_catalog_is_in_step_with_the_source_and_complete(code):
    cat = catalog(code)
    ids = {m.id if isinstance(m.id, str) else tuple(m.id) for m in cat if m.id}
    source = source_messages()
    assert not source - ids, f"not in the {code} catalog (run pybabel update): {sorted(map(str, source - ids))[:10]}"
    assert not ids - source, (
        f"{code} catalog has messages the source no longer has: {sorted(map(str, ids - source))[:10]}"
    )
    empty = [m.id for m in cat if m.id and (not m.string or (isinstance(m.string, tuple) and not all(m.string)))]
    assert not empty, f"{len(empty)} untranslated in {code}: {empty[:5]}"
    fuzzy = [m.id for m in cat if m.id and m.fuzzy]
    assert not fuzzy, f"fuzzy in {code}: {fuzzy[:5]}"


@pytest.mark.parametrize("code", FOREIGN)
def test_every_translation_keeps_the_placeholders(code):
    bad = []
    for m in catalog(code):
        if not m.id:
            continue
        ids = [m.id] if isinstance(m.id, str) else list(m.id)
        strings = [m.string] if isinstance(m.string, str) else list(m.string)
        want = set(PLACEHOLDER.findall(ids[0])) | set(PLACEHOLDER.findall(ids[-1]))
        for s in strings:
            if set(PLACEHOLDER.findall(s)) != want and not (len(ids) > 1 and set(PLACEHOLDER.findall(s)) <= want):
                bad.append((ids[0], s))
            if ids[0].count("\n") != s.count("\n") and "\n" in ids[0]:
                bad.append((ids[0], s))
    assert not bad, bad[:5]


@pytest.mark.parametrize("code", FOREIGN)
def test_the_compiled_catalog_matches_its_po_file(code):
    buf = BytesIO()
    write_mo(buf, catalog(code), use_fuzzy=False)
    fresh = gettext.GNUTranslations(BytesIO(buf.getvalue()))
    with open(LOCALE / code / "LC_MESSAGES" / "relicrunners.mo", "rb") as f:
        shipped = gettext.GNUTranslations(f)
    # the header ("") names the Babel that compiled it: which one the resolver picked does not matter
    fresh_messages = {k: v for k, v in fresh._catalog.items() if k != ""}  # type: ignore[attr-defined]
    shipped_messages = {k: v for k, v in shipped._catalog.items() if k != ""}  # type: ignore[attr-defined]
    assert fresh_messages == shipped_messages, "run: pybabel compile -d relicrunners/locale -D relicrunners"


@pytest.mark.parametrize("code", FOREIGN)
def test_a_code_without_a_name_never_shows_the_catalog_header(code):
    """gettext("") answers with the catalog's header ("Project-Id-Version: …"): a tile, size or
    Ivory code without words of its own must give an empty text instead."""
    from relicrunners.text.help import tile_text
    from relicrunners.text.names import tile_short_name
    from relicrunners.text.phrases import hidden_tile, take_tile

    lang.use(code)
    try:
        assert (tile_short_name("Z9"), tile_text("Z9"), take_tile(0), hidden_tile("blue", 0)) == ("", "", "", "")
        assert tile_short_name("I2-6") and tile_text("I2-6") and take_tile(1) and hidden_tile("blue", 1)
    finally:
        lang.use("en")


def test_polish_plurals_have_three_forms():
    lang.use("pl")
    one, many = (
        "you have {n} Ration; ending your turn without exploring costs nothing",
        "you have {n} Rations; ending your turn without exploring costs nothing",
    )
    forms = {n: ngettext(one, many, n) for n in (1, 2, 5, 22, 25)}
    assert len({forms[1], forms[2], forms[5]}) == 3
    assert forms[2] == forms[22] and forms[5] == forms[25]


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "nl_NL.UTF-8"}, "nl"),
        ({"LANG": "pl_PL.UTF-8"}, "pl"),
        ({"LC_ALL": "nl_BE.UTF-8", "LANG": "pl_PL.UTF-8"}, "nl"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_default_comes_from_the_system_locale(env, expected):
    assert lang.system_language(env) == expected


def test_the_command_line_wins_over_the_settings_and_the_system():
    assert lang.choose("pl", "nl") == "pl"
    assert lang.choose(None, "nl") == "nl"
    assert lang.choose("xx", "") == "en"


def test_switching_takes_effect_at_once():
    assert _("New game") == "New game"
    lang.use("nl")
    dutch = _("New game")
    lang.use("pl")
    polish = _("New game")
    assert dutch != "New game" and polish != "New game" and dutch != polish
    lang.use("en")
    assert _("New game") == "New game"


def test_the_start_screen_offers_each_language_in_its_own_words_and_remembers_it():
    app = make_app()
    start = to_start(app)
    names = {b.label for b in start.languages}
    assert names == {"English", "Nederlands", "Polski"}
    click(app, next(b for b in start.languages if b.value == "lang:pl").rect.center)
    assert lang.current() == "pl" and settings.load()[0].language == "pl"
    again = app.scene
    assert again.button("new").label == _("New game") != "New game"
    app.render()


def test_help_speaks_the_language_asked_for():
    out = subprocess.run(
        [sys.executable, str(ROOT / "run_game.py"), "--lang", "nl", "--help"], capture_output=True, text=True
    )
    assert out.returncode == 0
    lang.use("nl")
    assert _("animation speed") in out.stdout and _("animation speed") != "animation speed"


def test_a_save_holds_no_translated_text():
    players = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.EASY)]
    saved = {}
    for code in ("en", "pl", "nl"):
        lang.use(code)
        match = Match(BOARD, GameRecord(layout_ref(str(BOARD_PATH)), players, "standard", 9, []))
        for _turn in range(6):
            match.play(match.legal()[0])
        saved[code] = json.dumps(record_to_json(match.record, BOARD), sort_keys=True)
    assert saved["en"] == saved["pl"] == saved["nl"]  # names and actions only: resumes in any language


BOARD_PATH = ROOT / "board_layouts" / "jungle.yaml"


@pytest.mark.parametrize("code", SPOKEN)
@pytest.mark.parametrize("window", [None, (1280, 800)])
@pytest.mark.slow
def test_every_screen_keeps_every_text_in_its_box_in_each_language(ledger, code, window):
    """In each language and a 40 % longer one, at 1600x1000 and 1280x800: the busy table (with
    its hint and every tooltip), the guide card, the hand-off, the scores, the start screen (and
    its Esc question), setup, settings, statistics, saved games (and the delete question); every
    lesson and the explanations (``test_every_lesson_and_its_explanations_fit_in_each_language``);
    every rules page, scrolled through (tests/test_rules_pages.py); at 125 and 150 % text size:
    tests/test_text_size.py."""
    speak(code)
    app, game = busy_table(5)
    if window is not None:
        app.window = pygame.display.set_mode(window)
        app._fit()
    bad = table_problems(app, game, ledger) + around_the_table(app, game, ledger)
    assert not bad, f"{code}: {len(bad)} text problems:\n" + "\n".join(bad[:20])


def test_l_at_the_table_switches_the_language_mid_game_and_redraws_its_words(ledger):

    app, game = busy_table(2)
    before = {t.text for t in frame(app, ledger, "en")}
    assert "Relics" in before
    key(app, pygame.K_l)
    assert lang.current() == "nl" and settings.load()[0].language == "nl"
    after = {t.text for t in frame(app, ledger, "nl")}
    assert _("Relics") in after and "Relics" not in after  # the panels and the top bar too
    assert _("How a turn goes") != "How a turn goes"
    key(app, pygame.K_l)
    key(app, pygame.K_l)  # Polski, then English again
    assert lang.current() == "en"
    assert "Relics" in {t.text for t in frame(app, ledger, "en")}


@pytest.mark.parametrize("code", SPOKEN)
@pytest.mark.parametrize("window", [None, (1280, 800)])
def test_every_lesson_and_its_explanations_fit_in_each_language(ledger, code, window):
    """Every lesson of Learn to play, clicked through by its ring, and the explanations."""
    speak(code)
    app = make_app(window)
    seen, bad, shown_problems = walk_lessons(app, ledger)
    assert len(seen) >= 8
    bad += [f"explanations: {b}" for b in shown_problems("explain")]
    assert not bad, f"{code}:\n" + "\n".join(bad[:20])


def test_a_guide_heading_too_long_for_its_column_is_hyphenated_not_cut(ledger):
    from relicrunners.ui.widgets.tableframe import _head_lines, _head_width, guide_card

    lang.use("nl")
    app, game = busy_table(2)
    room = _head_width(460) - 8
    assert _head_lines("Gereedschapskist", room) == ["Gereedschaps-", "kist"]
    game.topbar.guide_open = True
    shown = {t.text for t in frame(app, ledger, "guide")}
    assert "Gereedschaps-" in shown and "kist" in shown and not any("Gereedschapsk…" in t for t in shown)
    assert guide_card()[1].h > 0
