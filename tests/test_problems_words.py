"""Problems with files are said in the player's language (issue #13): a damaged save, a save of a
newer version, a move that cannot be, a file the system will not read, a board that cannot be
opened, a damaged or unreadable settings file, an autosave on a full disk, a copy on a read-only
disk, a screenshot that cannot be written. ``relicrunners.io`` keeps its English one-liners for the
command line and the logs; the window says the reason in whole sentences of the player's language
(``relicrunners.text.problems``) and never shows the system's own error text.

The pseudo-language (every letter accented) shows that every word passed through the translation;
the Polish tests show the real catalog has them all."""

from __future__ import annotations

import errno
import json
import os
import random
import re

import pytest
from pseudolang import pseudo, pseudo_plural, untranslated
from uidriver import BOARD, make_app

from relicrunners.io import gamestore
from relicrunners.io import settings as settings_file
from relicrunners.io.saves import SaveError, load_game, save_game
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.text import language, problems, set_translator
from relicrunners.ui.cli import main
from relicrunners.ui.games import storage
from relicrunners.ui.games.launch import new_match, start_game
from relicrunners.ui.scenes.settings import SettingsScene
from relicrunners.ui.scenes.setup import SetupScene
from relicrunners.ui.scenes.start import StartScene

SEATS = [
    Seat("Ada", "red", SeatKind.HUMAN),
    Seat("Bo", "blue", SeatKind.MEDIUM),
]
SYSTEM_WORDS = "(the system's own words)"  # what a fake OSError says: never to be shown
CUT_SHORT = '{"format": "relicrunners-save", "version": 1, "players": '
NEWER = '{"format": "relicrunners-save", "version": 99}'


@pytest.fixture
def pseudo_language():
    set_translator(pseudo, pseudo_plural)
    yield
    set_translator()


@pytest.fixture
def polish():
    language.use("pl")
    yield
    language.use("en")


def english_words(message: str, *names: str) -> list[str]:
    """The words of ``message`` that did not pass through the pseudo-language (file names allowed)."""
    return untranslated([message], set(names))


def damaged_slot(text: str):
    """A slot of the window's own games whose save file holds ``text`` (the newest one)."""
    slot = storage.new_slot()
    slot.folder.mkdir(parents=True, exist_ok=True)
    slot.json_path.write_text(text)
    os.utime(slot.json_path, (4_000_000_000, 4_000_000_000))
    return slot


def aside_name(message: str) -> str:
    """The name a set-aside save was given (a file name: allowed in any language)."""
    [name] = re.findall(r"\S+\.unreadable", message)
    return name


def a_game(app):
    match = new_match(BOARD, app.layout_path, SEATS, "standard", 3)
    return match, start_game(app, match)


def refuse_writes(monkeypatch, game, number: int) -> None:
    """The journal of ``game`` can no longer be written: the system says ``number``."""
    real_write = os.write

    def refused(fd, data):
        if fd == game.session.writer._fd:
            raise OSError(number, f"No space or no permission {SYSTEM_WORDS}")
        return real_write(fd, data)

    monkeypatch.setattr(gamestore.os, "write", refused)


def play_one(game, match) -> None:
    game.play(random.Random(1).choice(match.legal()))
    assert len(match.actions) == 1, "play goes on"


# -- saved games on the start screen -------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, sentence",
    [
        (CUT_SHORT, "The save is damaged: it ends in the middle."),
        (NEWER, "The save was made by a newer version of Relic Runners: update the game to open it."),
        ('{"format": "a-spreadsheet"}', "This file is not a Relic Runners save."),
        ("", "The save file is empty."),
        ("{this is not json}", "The save is damaged: its contents are garbled."),
        (
            '{"format": "relicrunners-save", "version": 1}',
            "The save is damaged: something in it is not possible in a game.",
        ),
    ],
)
def test_a_save_that_cannot_be_read_is_said_in_the_players_words(pseudo_language, text, sentence):
    make_app()
    damaged_slot(text)
    message = StartScene(make_app()).message
    name = aside_name(message)
    assert pseudo(sentence) in message, message
    assert pseudo("The file was kept aside as {name}.").format(name=name) in message, message
    assert not english_words(message, name), message


def test_a_save_with_an_impossible_move_names_the_move(pseudo_language):
    app = make_app()
    record = GameRecord(app.layout_path or "board_layouts/default.yaml", SEATS, "standard", 5, [])
    slot = storage.new_slot()
    save_game(slot.json_path, record, BOARD)
    data = json.loads(slot.json_path.read_text())
    data["actions"] = ["end"] * 3  # the first decision of a game is never "end"
    slot.json_path.write_text(json.dumps(data))
    message = StartScene(make_app()).message
    assert pseudo("The save is damaged: move {number} in it is not possible in that game.").format(number=1) in message
    assert not english_words(message, aside_name(message)), message


def test_a_save_the_system_will_not_read_says_why_without_its_words(pseudo_language, monkeypatch):
    app = make_app()
    slot = damaged_slot(CUT_SHORT)
    real_open = os.open

    def refused(path, *args, **kwargs):
        if os.fspath(path) == os.fspath(slot.json_path):
            raise PermissionError(errno.EACCES, f"Permission denied {SYSTEM_WORDS}", os.fspath(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", refused)
    message = StartScene(app).message
    assert pseudo("There is no permission to read the file.") in message, message
    assert SYSTEM_WORDS not in message and not english_words(message, aside_name(message)), message


# -- the settings file ------------------------------------------------------------------------------
@pytest.mark.parametrize("screen", [SetupScene, SettingsScene])
def test_a_damaged_settings_file_is_said_in_the_players_words(home, pseudo_language, screen):
    (home / "settings.json").write_text("{not json")
    app = make_app()
    message = screen(app).message if screen is SetupScene else screen(app, None).message
    assert (
        pseudo("The settings file {file} could not be read; the usual settings are used.").format(file="settings.json")
        == message
    )
    assert not english_words(message, "settings.json"), message


def test_a_settings_file_that_is_a_folder_says_so(home, pseudo_language):
    (home / "settings.json").mkdir()
    message = SetupScene(make_app()).message
    assert pseudo("There is a folder where the file should be.") in message, message
    assert not english_words(message, "settings.json"), message


# -- writing while playing --------------------------------------------------------------------------
def _said(number: int, folder: str) -> list[str]:
    """What an autosave refused with ``number`` must say (besides that the game was not saved)."""
    if number == errno.ENOSPC:
        return [pseudo("The disk is full."), pseudo("The game could not be saved.")]
    if number == errno.EACCES:
        return [pseudo("There is no permission to write in {folder}.").format(folder=folder)]
    return [pseudo("The system refused to write the file (error {number}).").format(number=number)]


@pytest.mark.parametrize("number", [errno.ENOSPC, errno.EACCES, errno.EOVERFLOW])
def test_an_autosave_that_fails_says_why_and_play_goes_on(pseudo_language, monkeypatch, number):
    """A full disk, no permission (the folder named), an error the game has no words for (its number)."""
    app = make_app()
    match, game = a_game(app)
    refuse_writes(monkeypatch, game, number)
    play_one(game, match)
    status = game.session.status
    for words in _said(number, str(game.session.writer.slot.folder)):
        assert words in status, status
    assert SYSTEM_WORDS not in status and not english_words(status), status


def test_a_copy_on_a_read_only_disk_says_so(pseudo_language, monkeypatch):
    app = make_app()
    _match, game = a_game(app)

    def read_only(*_args):
        raise OSError(errno.EROFS, f"Read-only file system {SYSTEM_WORDS}")

    monkeypatch.setattr(storage, "save_game", read_only)
    game._save_copy()  # Ctrl+S
    status = game.status
    assert status == " ".join((pseudo("Could not save a copy."), pseudo("The disk can only be read, not written.")))


# -- the command line of the window (run_game.py) -----------------------------------------------------
def test_a_screenshot_that_cannot_be_written_says_why_in_the_players_words(tmp_path, capsys, pseudo_language):
    shot = str(tmp_path / "no such folder" / "shot.png")
    assert main(["--lang", "en", "--screenshot", shot, "--scene", "start"]) == 2
    err = capsys.readouterr().err.strip()
    assert pseudo("The folder to write in is not there.") in err, err
    assert not english_words(err, shot, "run_game.py", "--help"), err


def test_a_damaged_save_given_for_a_screenshot_says_why(tmp_path, capsys, pseudo_language):
    save = tmp_path / "x.json"
    save.write_text(NEWER)
    assert main(["--lang", "en", "--screenshot", str(tmp_path / "shot.png"), "--load", str(save)]) == 2
    err = capsys.readouterr().err.strip()
    assert pseudo("The save was made by a newer version of Relic Runners: update the game to open it.") in err
    assert not english_words(err, str(save)), err


# -- in Polish ----------------------------------------------------------------------------------------
def words(message: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d_]{3,}", message)}


def no_english(english: str, theirs: str, *names: str) -> set[str]:
    """The words of ``theirs`` that are words of the English message (names of files and the game
    allowed): an English word left in the translation."""
    allowed = words(" ".join(names)) | {"relic", "runners", "system", "folder"}  # also Polish words
    return (words(english) & words(theirs)) - allowed


def english(say, *args) -> str:
    language.use("en")
    try:
        return say(*args)
    finally:
        language.use("pl")


def save_error(tmp_path, text: str) -> SaveError:
    path = tmp_path / "save.json"
    path.write_text(text)
    with pytest.raises(SaveError) as err:
        load_game(path)
    return err.value


@pytest.mark.parametrize("text, reason", [(CUT_SHORT, "cut_short"), (NEWER, "too_new")])
def test_polish_says_a_damaged_or_newer_save_in_polish(polish, tmp_path, text, reason):
    e = save_error(tmp_path, text)
    assert e.reason == reason
    name = "save.json-20261124-101010.unreadable"
    line = problems.set_aside(e, name)
    assert not no_english(english(problems.set_aside, e, name), line, name), line
    assert ("urywa się w połowie" if reason == "cut_short" else "nowszej wersji") in line, line


def test_polish_says_an_unreadable_settings_file_in_polish(home, polish):
    (home / "settings.json").write_bytes(b"\xff\xfe not text")
    _settings, notice = settings_file.load()
    line = SetupScene(make_app()).message
    assert line == problems.settings_notice(notice) and "settings.json" in line
    assert not no_english(english(problems.settings_notice, notice), line, "settings.json"), line


def test_polish_says_an_autosave_on_a_full_disk_in_polish(polish, monkeypatch):
    app = make_app()
    match, game = a_game(app)
    refuse_writes(monkeypatch, game, errno.ENOSPC)
    play_one(game, match)
    status = game.session.status
    assert "Dysk jest pełny." in status and SYSTEM_WORDS not in status, status
    assert not no_english(english(problems.autosave_failed, errno.ENOSPC), status), status


@pytest.mark.parametrize(
    "number", [errno.ENOSPC, errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOENT, errno.EIO, errno.ENAMETOOLONG, 4321]
)
def test_polish_has_words_for_every_error_of_the_system(polish, number):
    for say in (problems.write_problem, problems.read_problem):
        line = say(number)
        assert not no_english(english(say, number), line), line
    assert "4321" in problems.write_problem(4321) and "4321" in problems.read_problem(4321)


def test_polish_has_words_for_every_reason_a_save_is_refused(polish):
    reasons = sorted(problems.SAVE_PROBLEM) + ["illegal_action"]
    for reason in reasons:
        e = SaveError("x", reason, number=4)
        line = problems.save_problem(e)
        assert not no_english(english(problems.save_problem, e), line), (reason, line)
