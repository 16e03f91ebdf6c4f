"""The game log speaks the language of the moment (issue #25, item 4): a game played in Polish and
switched to Dutch on the settings screen shows every log line and the log's heading in Dutch; a
save played in Polish and loaded with ``--lang nl`` shows Dutch lines (and Polish ones again when
L switches back); a replay likewise. Whether a line is Dutch or Polish is read from the catalogs:
it must be one of that language's sentences (its words around the placeholders), and a Dutch
line holds no letter only Polish writes."""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po
from textfit import frame
from uidriver import BOARD, DT, click, key, make_app

from relicrunners.io.saves import save_game
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import Event
from relicrunners.text import _, problems
from relicrunners.text import language as lang
from relicrunners.text.said import Said
from relicrunners.ui import prefs
from relicrunners.ui.app import App
from relicrunners.ui.cli import main
from relicrunners.ui.games import storage
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes.game import GameScene
from relicrunners.ui.scenes.replay import ReplayScene
from relicrunners.ui.scenes.settings import SettingsScene
from relicrunners.ui.widgets.tableframe import LOG

LOCALE = Path(__file__).resolve().parent.parent / "relicrunners" / "locale"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
POLISH_ONLY = set("ąćęłńśźżĄĆĘŁŃŚŹŻ")
SEATS = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.EASY)]
TITLES = ("Game log", "Game log — wheel: older lines", "Game log — scrolled back (wheel down: latest)")


@cache
def sentences(code: str) -> tuple[re.Pattern[str], ...]:
    """Every sentence of the catalog of ``code`` with words of its own (4 letters or more around
    its placeholders), as a pattern a whole line must match (a placeholder: any text)."""
    with open(LOCALE / code / "LC_MESSAGES" / "relicrunners.po", "rb") as f:
        messages = read_po(f)
    out = []
    for m in messages:
        if not m.id:
            continue
        for text in m.string if isinstance(m.string, (list, tuple)) else [m.string]:
            parts = PLACEHOLDER.split(text or "")
            if sum(ch.isalpha() for ch in "".join(parts)) >= 4:
                out.append(re.compile(".+".join(re.escape(p) for p in parts), re.S))
    return tuple(out)


def speaks(code: str, line: str) -> bool:
    return any(p.fullmatch(line) for p in sentences(code))


def not_dutch(lines: list[str]) -> list[str]:
    return [line for line in lines if not speaks("nl", line) or POLISH_ONLY & set(line)]


def not_polish(lines: list[str]) -> list[str]:
    return [line for line in lines if not speaks("pl", line)]


def play_turns(app: App, game: GameScene, turns: int, seed: int = 4) -> None:
    """The human clicks on (exploring where it can: many kinds of lines), the bot answers, until
    the human's decision at turn ``turns`` or later waits (nothing is said until they click)."""
    rng = random.Random(seed)
    for _step in range(20000):
        assert not game.state.over
        if game.session.own_turn() and game.ctrl.active and not game.anims.busy:
            if game.state.turn >= turns:
                return
            legal = game.match.legal()
            explore = [a for a in legal if a.kind == "explore"]
            game.play(explore[0] if explore else rng.choice(legal))
        app.step(DT, draw=False)
    raise AssertionError("the game did not get there")


def polish_game(turns: int = 8) -> tuple[App, GameScene]:
    app = make_app()
    prefs.change(app, language="pl")
    game = start_game(app, new_match(BOARD, app.layout_path, SEATS, "standard", 21))
    assert isinstance(game, GameScene)
    play_turns(app, game, turns)
    return app, game


def choose_language(app: App, top_buttons, code: str) -> None:
    """The settings screen, from the gear of the table or the replay: ``code``, then Esc back."""
    back = app.scene
    click(app, next(b for b in top_buttons if b.value == "settings").rect.center)
    settings = app.scene
    assert isinstance(settings, SettingsScene)
    choice = settings.button(("set", "language", code))
    assert choice is not None
    click(app, choice.rect.center)
    key(app, pygame.K_ESCAPE)
    assert app.scene is back and lang.current() == code


def drawn_log(app: App, ledger) -> list[str]:
    """The texts the log panel shows now, top to bottom (its heading first)."""
    landed = [t for t in frame(app, ledger, "log") if LOG.contains(t.rect.clip(LOG)) and LOG.colliderect(t.rect)]
    return [t.text for t in sorted(landed, key=lambda t: t.rect.y)]


def dutch_titles() -> set[str]:
    assert lang.current() == "nl"
    return {_(t) for t in TITLES}


# -- mid-game, on the settings screen -------------------------------------------------------------
def test_a_polish_game_switched_to_dutch_mid_game_shows_every_log_line_in_dutch(ledger):
    app, game = polish_game()
    polish = game.log_lines()
    assert len(polish) > 20 and not not_polish(polish)
    assert not [line for line in polish if speaks("nl", line)]  # the two are told apart
    shown = drawn_log(app, ledger)
    assert shown[0] in {_(t) for t in TITLES} and shown[0] != "Game log"  # a Polish heading
    choose_language(app, game.top_buttons, "nl")
    dutch = game.log_lines()
    assert len(dutch) == len(polish) and not not_dutch(dutch), not_dutch(dutch)[:5]
    shown = drawn_log(app, ledger)
    assert shown[0] in dutch_titles()
    assert len(shown) > 5 and not [t for t in shown if POLISH_ONLY & set(t)]  # every line drawn
    assert " ".join(shown[1:]).split()[-3:] == dutch[-1].split()[-3:]  # the newest line at the bottom
    # the recap behind a hand-off too, and what comes next
    assert not not_dutch([line for _seat, line in game.session.recap_since(0)])
    play_turns(app, game, game.state.turn + 2)
    assert not not_dutch(game.log_lines())


def test_l_at_the_table_rewords_the_log_each_time(ledger):
    app, game = polish_game(turns=4)
    polish = game.log_lines()
    key(app, pygame.K_l)  # Polski -> English
    english = game.log_lines()
    assert lang.current() == "en" and len(english) == len(polish)
    assert not [line for line in english if POLISH_ONLY & set(line) or speaks("pl", line)]
    key(app, pygame.K_l)  # -> Nederlands
    assert lang.current() == "nl" and not not_dutch(game.log_lines())


def test_a_line_told_about_the_game_on_disk_follows_the_language():
    app, game = polish_game(turns=2)
    game.session.tell(Said(problems.records_disagreed, (12,)))
    assert not_dutch(game.log_lines()[-1:])
    lang.use("nl")
    assert not not_dutch(game.log_lines()[-1:]) and "12" in game.log_lines()[-1]


def test_the_log_keeps_the_events_without_anyones_secrets():
    """A Blue tile's value is the taker's secret (R9.5): the log keeps the event without it, so
    wording it again in any language can never show it."""
    app, game = polish_game(turns=14)
    events = [said for _n, _seat, said, _a in game.session.log if isinstance(said, Event)]
    blue = [e for e in events if e.kind == "tile" and e.data.get("colour") == "blue"]
    assert blue and all(e.private is None for e in events)
    taken = {e.private["code"] for events in game.match.events for e in events if e.private}
    for code in ("en", "nl", "pl"):
        lang.use(code)
        assert taken and not [line for line in game.log_lines() for c in taken if c in line]


# -- a save, and a replay, opened in another language ----------------------------------------------
def polish_save(tmp_path) -> Path:
    app, game = polish_game()  # saved on the human's turn
    path = tmp_path / "polski.json"
    save_game(path, game.match.record, BOARD)
    game.leave()
    storage.flush()
    return path


def open_window(monkeypatch, argv: list[str]) -> App:
    """run_game.py with ``argv``: the window as it opened (its first frame drawn)."""
    opened: list[App] = []

    def run(self: App) -> None:
        self.threaded_bots = False
        self.step(1 / 60, draw=True)
        opened.append(self)

    monkeypatch.setattr(App, "run", run)
    assert main(argv) == 0
    return opened[0]


def test_a_save_played_in_polish_and_loaded_in_dutch_shows_dutch_lines(home, tmp_path, monkeypatch):
    path = polish_save(tmp_path)
    app = open_window(monkeypatch, ["--load", str(path), "--lang", "nl"])
    game = app.scene
    assert isinstance(game, GameScene) and lang.current() == "nl"
    lines = game.log_lines()
    assert len(lines) > 30 and not not_dutch(lines), not_dutch(lines)[:5]
    key(app, pygame.K_l)  # and on to Polish: the lines of the game before this sitting too
    assert lang.current() == "pl" and not not_polish(game.log_lines())
    game.leave()


def test_a_replay_shows_its_log_in_the_language_chosen_while_watching(home, tmp_path, monkeypatch, ledger):
    path = polish_save(tmp_path)
    app = open_window(monkeypatch, ["--replay", str(path), "--lang", "pl"])
    scene = app.scene
    assert isinstance(scene, ReplayScene)
    assert len(scene.log_lines()) > 30 and not not_polish(scene.log_lines())
    choose_language(app, scene.top_buttons, "nl")
    lines = scene.log_lines()
    assert not not_dutch(lines), not_dutch(lines)[:5]
    shown = drawn_log(app, ledger)
    assert shown[0] in dutch_titles() and not [t for t in shown if POLISH_ONLY & set(t)]
    polish_left = [t.text for t in frame(app, ledger, "replay") if POLISH_ONLY & set(t.text)]
    assert not polish_left  # nor anywhere else on the screen (the guide drawn once with the table)
    key(app, pygame.K_LEFT)  # a step back: the log as it stood then, still Dutch
    assert len(scene.log_lines()) <= len(lines) and not not_dutch(scene.log_lines())


@pytest.fixture(autouse=True)
def _english_after():
    yield
    lang.use("en")
