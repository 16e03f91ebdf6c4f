"""Every word whole, in the player's language (issue #25, items 1, 6 and the wording of 9).

A colour or size word is never put into a sentence on its own: Dutch and Polish adjectives agree
with their noun and Polish ones take the sentence's case ("Blauwe Tempel", "Świątynia niebieska",
"zabiera zieloną Ropuchę"), which a composed "{colour} temple" cannot do ("Blauw tempel",
"Świątynia (Niebieski)"). The checkers below are shown to catch the old messages and code, then
run over the whole source; the rest checks what a Dutch or Polish player reads.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po
from uidriver import BOARD, make_app

from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import new_game
from relicrunners.rules.events import Event, EventKind
from relicrunners.text import language as lang
from relicrunners.text import log, tile_name
from relicrunners.tutorial import Tutor, load_script
from relicrunners.ui import theme
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes import to_rules, to_setup

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "relicrunners" / "locale"

# -- the checkers -----------------------------------------------------------------------------------
# A placeholder that holds a colour or size word ("{colour}", "{color}", "{size}", "{colours}"...)
COLOUR_OR_SIZE_SLOT = re.compile(r"\{(colou?rs?|sizes?)(_\w*)?([!:][^}]*)?\}")
# A lone colour or size adjective as a message: it exists only to be put into a sentence
LONE_WORDS = {"red", "green", "blue", "yellow", "black", "white", "purple", "ivory", "large", "medium", "small"}
# Contexts of lone words that are no colour or size (a bot's level "medium")
WORDS_ON_THEIR_OWN = {"bot level"}
# What gives a bare colour or size word in the source (a function or a table of lone words)
WORD_GIVERS = {"colour_word", "colour_name", "level_word", "size_word", "COLOUR_WORD", "COLOUR_NAME", "LEVEL_WORD"}


def composed_message(message: str, context: str | None = None) -> str:
    """Why ``message`` composes a colour or size word into a noun phrase ("" when it does not)."""
    if COLOUR_OR_SIZE_SLOT.search(message):
        return f"puts a colour or size word into a sentence: {message!r}"
    if message in LONE_WORDS and context not in WORDS_ON_THEIR_OWN:
        return f"a lone colour or size word, made to be put into a sentence: {context or ''}|{message!r}"
    return ""


def composing_calls(source: str, where: str = "") -> list[str]:
    """The ``.format(...)`` calls of ``source`` that fill a placeholder with a bare colour or size
    word (``colour_name(...)``, ``level_word(...)``, ``_(COLOUR_WORD[...])``...), whatever the
    placeholder is called."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format"):
            continue
        for kw in node.keywords:
            names = {n.id for n in ast.walk(kw.value) if isinstance(n, ast.Name)}
            names |= {n.attr for n in ast.walk(kw.value) if isinstance(n, ast.Attribute)}
            if names & WORD_GIVERS:
                found.append(f"{where}:{node.lineno}: {kw.arg}={ast.unparse(kw.value)}")
    return found


def source_messages() -> list[tuple[str, str | None]]:
    """Every message the source marks, with its context, as ``pybabel extract`` finds them."""
    keywords = {"_": None, "N_": None, "ngettext": (1, 2), "NC_": ((1, "c"), 2), "pgettext": ((1, "c"), 2)}
    out = []
    for _f, _l, message, _c, context in extract_from_dir(
        str(ROOT / "relicrunners"), method_map=[("**.py", "python")], keywords=keywords
    ):
        for m in [message] if isinstance(message, str) else message:
            out.append((m, context))
    return out


# The messages and code of the game before issue #25: each is caught
OLD_MESSAGES = [
    ("the {colour} temple at {site}", None),
    ("{colour} {relic}", None),
    ("a {size} {colour} tile (hidden)", None),
    ("Blue {size}, worth {value}", None),
    ("{site}: {colour} temple, {n} tile left.", None),
    ("{who} takes a {size} Blue tile from {site} and looks at it in secret", None),
    ("Take the {size} tile", None),
    ("No {size} Ivory tile held", None),
    ("Blue tiles, {size}", None),
    ("blue", None),
    ("large", "tile size"),
]
OLD_CODE = """
def site_tip(name, colour, stack):
    temple = ngettext("{site}: {colour} temple, {n} tile left.", "{site}: {colour} temple, {n} tiles left.", 2)
    return temple.format(site=name, colour=colour_name(colour), n=len(stack))

def place(colour, label):
    return _("the {c} temple at {site}").format(c=colour_word(str(colour)), site=label)

def relic(colour):
    return _("{a} {b}").format(a=_(COLOUR_WORD[colour]), b=relic_name(colour))
"""


@pytest.mark.parametrize("message,context", OLD_MESSAGES)
def test_the_checker_catches_each_old_composed_message(message, context):
    assert composed_message(message, context)


def test_the_checker_catches_the_old_code_whatever_the_placeholder_is_called():
    assert len(composing_calls(OLD_CODE)) == 3


def test_the_checker_lets_whole_phrases_and_lone_names_pass():
    for message in (
        "{site}: {temple}, {n} tile left.",
        "the blue temple at {site}",
        "a large Blue tile (hidden)",
        "Red",
    ):
        assert not composed_message(message), message
    assert not composing_calls('Button(rect, colour_name(c), ("colour", i))\n_("{n} VP").format(n=vp)')


def test_no_message_of_the_game_puts_a_colour_or_size_word_before_a_noun():
    messages = source_messages()
    assert len(messages) > 500  # the extraction found the game's messages
    bad = [why for m, c in messages if (why := composed_message(m, c))]
    assert not bad, bad


def test_no_code_of_the_game_fills_a_sentence_with_a_bare_colour_or_size_word():
    bad = []
    for path in sorted((ROOT / "relicrunners").rglob("*.py")):
        bad += composing_calls(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    assert not bad, bad


def test_no_translation_keeps_a_colour_or_size_placeholder():
    for code in ("nl", "pl"):
        with open(LOCALE / code / "LC_MESSAGES" / "relicrunners.po", "rb") as f:
            for m in read_po(f):
                for s in [m.string] if isinstance(m.string, str) else m.string:
                    assert not COLOUR_OR_SIZE_SLOT.search(s or ""), (code, m.id, s)


# -- what the player reads: temples, Relics and tiles -------------------------------------------------
TEMPLES = {
    "en": {"blue": "Blue temple", "purple": "Purple temple", "ivory": "Ivory temple"},
    "nl": {"blue": "Blauwe Tempel", "purple": "Paarse Tempel", "ivory": "Ivoren Tempel"},
    "pl": {"blue": "Świątynia niebieska", "purple": "Świątynia fioletowa", "ivory": "Świątynia z kości słoniowej"},
}
OLD_TEMPLE_WORDS = ("Blauw tempel", "Paars tempel", "Ivoor tempel", "Świątynia (")


def _game():
    app = make_app()
    seats = [Seat(n, c, SeatKind.HUMAN) for n, c in (("Anna", "red"), ("Bram", "green"))]
    game = start_game(app, new_match(BOARD, app.layout_path, seats, "first", 1))
    if game.handoff_due or game.viewer != game.match.state.current:
        game.take_seat(game.match.state.current)
    return app, game


@pytest.mark.parametrize("code", ["en", "nl", "pl"])
def test_a_temple_tooltip_names_the_temple_with_an_agreeing_adjective(code):
    _app, game = _game()
    lang.use(code)
    view = game.view()
    seen = set()
    for site, s in enumerate(game.board.sites):
        colour = view.site_colour(site)
        if s.kind == "camp" or colour not in TEMPLES[code] or view.relics[site]:
            continue
        tip = game._site_tip(view, site)
        assert TEMPLES[code][colour] in tip, tip
        assert not any(w in tip for w in OLD_TEMPLE_WORDS), tip
        seen.add(colour)
    assert seen == {"blue", "purple", "ivory"}


LOG_LINES = {
    # (event kind, colour): the words of the log line in each language
    (EventKind.RELIC_APPEARS, "green"): {
        "en": "a green Toad appears",
        "nl": "er verschijnt een groene Kikker",
        "pl": "pojawia się tam zielona Ropucha",
    },
    (EventKind.RELIC_TAKEN, "green"): {
        "en": "takes the green Toad",
        "nl": "neemt de groene Kikker",
        "pl": "zabiera zieloną Ropuchę",
    },
    (EventKind.RELIC_TAKEN, "white"): {
        "en": "takes the white Skull",
        "nl": "neemt de witte Doodskop",
        "pl": "zabiera białą Kryształową Czaszkę",
    },
    (EventKind.RELIC_TAKEN, "blue"): {
        "en": "takes the blue Bird",
        "nl": "neemt de blauwe Paradijsvogel",
        "pl": "zabiera niebieskiego Rajskiego Ptaka",
    },
}


@pytest.mark.parametrize("code", ["en", "nl", "pl"])
def test_the_log_declines_the_relic_and_names_the_temple_whole(code):
    state = new_game(BOARD, [("Anna", "red"), ("Bram", "green")], setup="first", seed=1)
    lang.use(code)
    for (kind, colour), words in LOG_LINES.items():
        line = log.describe(BOARD, state, Event(kind, 0, {"site": 3, "colour": colour}))
        assert line and words[code] in line, (line, words[code])
    temple = next(s for s in range(len(BOARD.sites)) if state.full.colours[s] == "blue")
    line = log.describe(BOARD, state, Event(EventKind.EXPLORE, 0, {"site": temple}))
    want = {"en": "the blue temple at", "nl": "de Blauwe Tempel op", "pl": "niebieskiej Świątyni"}[code]
    assert line and want in line, line
    blue = log.describe(BOARD, state, Event(EventKind.TILE, 0, {"site": temple, "colour": "blue", "level": 1}))
    want = {"en": "takes a large Blue tile", "nl": "neemt een grote Blauwe tegel", "pl": "bierze duży niebieski żeton"}
    assert blue and want[code] in blue, blue


def test_a_hidden_tile_is_one_phrase_in_each_language():
    want = {
        "en": "a small Ivory tile (hidden)",
        "nl": "een kleine Ivoren tegel (verborgen)",
        "pl": "mały żeton z kości słoniowej (zakryty)",
    }
    for code, words in want.items():
        lang.use(code)
        assert tile_name(None, "ivory", 3) == words


@pytest.fixture
def drawn(monkeypatch) -> list[str]:
    """Every text ``theme.draw_text`` draws while the test runs."""
    texts: list[str] = []
    real = theme.draw_text

    def spy(target, s, pos, *args, **kwargs):
        texts.append(s)
        return real(target, s, pos, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_text", spy)
    return texts


# -- item 6: the rules screen is titled as the rules --------------------------------------------------
@pytest.mark.parametrize(
    "code,title,not_title",
    [("en", "Rules", "Learn to play"), ("nl", "Spelregels", "Leer spelen"), ("pl", "Zasady gry", "Nauka gry")],
)
def test_the_rules_screen_is_titled_rules_not_learn_to_play(code, title, not_title, drawn):
    app = make_app()
    lang.use(code)
    to_rules(app, None)
    app.render()
    assert title in drawn
    assert not_title not in drawn


# -- item 9: words a Dutch or Polish player stumbled on -----------------------------------------------
def test_the_dutch_move_prompt_says_klik_op_een():
    _app, game = _game()
    lang.use("nl")
    text = game.prompt_text()
    assert "klik op een gemarkeerde plek" in text, text
    assert "klik een" not in text


def test_the_lesson_asks_to_click_on_the_base_camp_with_its_article():
    script = load_script()
    tutor = Tutor(script)
    camp_move = next(
        a for lesson in script.lessons for a in lesson.steps if a.kind == "move" and a.args[-1] == script.board.camp
    )
    lang.use("nl")
    assert "Klik op het BasisKamp" in tutor.task(camp_move, str)
    lang.use("pl")
    assert "Kliknij Obóz" in tutor.task(camp_move, str)


@pytest.mark.parametrize(
    "code,button,label", [("nl", "Nieuw nummer", "Spelnummer"), ("pl", "Nowy numer", "Numer losowania")]
)
def test_the_seed_is_named_in_the_players_language(code, button, label, drawn):
    app = make_app()
    lang.use(code)
    scene = to_setup(app)
    app.render()
    labels = [b.label for b in scene.buttons]
    assert button in labels
    assert any(label in text for text in drawn), drawn
    words = " ".join(labels + drawn + [b.tooltip or "" for b in scene.buttons])
    assert "seed" not in words.lower()


def test_a_polish_turn_line_reads_well_with_a_default_player_name():
    state = new_game(BOARD, [("Gracz", "red"), ("Gracz 2", "green")], setup="first", seed=1)
    lang.use("pl")
    line = log.describe(BOARD, state, Event(EventKind.TURN, 0, {"turn": 1, "stage": "normal"}))
    assert line == "Tura 1: Gracz"
    with open(LOCALE / "pl" / "LC_MESSAGES" / "relicrunners.po", "rb") as f:
        awkward = [m.string for m in read_po(f) if re.search(r"gracza \{(who|name)\}", str(m.string))]
    assert not awkward, awkward  # "gracza Gracz 2": a name cannot be declined, so it is not put after "gracza"


@pytest.mark.parametrize("code,words", [("en", "No Relics yet"), ("nl", "Nog geen Relieken"), ("pl", "Brak Reliktów")])
def test_a_panel_without_relics_says_so_in_one_phrase(code, words, drawn):
    app, _game_scene = _game()
    lang.use(code)
    app.render()
    assert words in drawn
    assert not any(t in drawn for t in ("none yet", "nog geen", "jeszcze brak"))


def test_one_word_for_the_chain_of_pathways_in_dutch():
    with open(LOCALE / "nl" / "LC_MESSAGES" / "relicrunners.po", "rb") as f:
        keten = [m.string for m in read_po(f) if re.search(r"\bketen\b", str(m.string))]
    assert not keten, keten  # the lesson, the rules and the tooltips all say "ketting"
