"""Problems with files are said in the player's language (issue #13): a damaged save, a save of a
newer version, a board that cannot be opened, a damaged settings file, an autosave on a full disk,
a copy that cannot be written. ``relicrunners.io`` keeps its English one-liners for the command
line; the window says the reason in the player's words (``relicrunners.text.problems``) and never
shows the system's own error text."""

from __future__ import annotations

import errno
import json
import os
import random

import pytest
from pseudolang import pseudo, pseudo_plural, untranslated
from uidriver import BOARD, make_app

from relicrunners.io import gamestore
from relicrunners.io.saves import GameRecord, save_game
from relicrunners.text import language, problems, set_translator
from relicrunners.ui import storage
from relicrunners.ui.launch import new_match, start_game
from relicrunners.ui.scenes.settings import SettingsScene
from relicrunners.ui.scenes.setup import SetupScene
from relicrunners.ui.scenes.start import StartScene

SEATS = [
    {"name": "Ada", "colour": "red", "kind": "human"},
    {"name": "Bo", "colour": "blue", "kind": "medium"},
]


@pytest.fixture
def pseudo_language():
    set_translator(pseudo, pseudo_plural)
    yield
    set_translator()


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


@pytest.mark.parametrize(
    "text, reason",
    [
        ('{"format": "relicrunners-save", "version": 1, "players": ', "it ends in the middle: the file was cut short"),
        ('{"format": "relicrunners-save", "version": 99}', "it was saved by a newer version of Relic Runners"),
        ('{"format": "a-spreadsheet"}', "it is not a Relic Runners save"),
        ("", "the file is empty"),
    ],
)
def test_a_save_that_cannot_be_read_is_said_in_the_players_words(pseudo_language, text, reason):
    make_app()
    damaged_slot(text)
    message = StartScene(make_app()).message
    aside = message.rsplit(" ", 1)[-1]
    assert pseudo(reason) in message, message
    assert not english_words(message, aside), message


def test_a_save_with_an_illegal_move_says_so(pseudo_language):
    app = make_app()
    record = GameRecord(app.layout_path or "board_layouts/default.yaml", SEATS, "standard", 5, [])
    slot = storage.new_slot()
    save_game(slot.json_path, record, BOARD)
    data = json.loads(slot.json_path.read_text())
    data["actions"] = ["end"] * 3  # the first decision of a game is never "end"
    slot.json_path.write_text(json.dumps(data))
    message = StartScene(make_app()).message
    assert pseudo("a move in it is not possible in that game") in message, message
    assert not english_words(message, message.rsplit(" ", 1)[-1]), message


@pytest.mark.parametrize("screen", [SetupScene, SettingsScene])
def test_a_damaged_settings_file_is_said_in_the_players_words(home, pseudo_language, screen):
    (home / "settings.json").write_text("{not json")
    app = make_app()
    message = screen(app).message if screen is SetupScene else screen(app, None).message
    assert pseudo("usual settings") in message and "settings.json" in message
    assert not english_words(message, "settings.json"), message


def test_polish_says_it_in_polish():
    language.use("pl")
    try:
        for number in (errno.ENOSPC, errno.EACCES, errno.EROFS, errno.EIO, 12345):
            line = problems.autosave_failed(number)
            assert not {"disk", "saved", "refused", "goes", "could"} & set(line.replace(".", " ").split()), line
            assert line != language_free_english(number)
        assert "12345" in problems.system_reason(12345)
    finally:
        language.use("en")


def language_free_english(number: int) -> str:
    set_translator()
    try:
        return problems.autosave_failed(number)
    finally:
        language.use("pl")


def test_an_autosave_on_a_full_disk_says_so_and_play_goes_on(pseudo_language, monkeypatch):
    app = make_app()
    match = new_match(BOARD, app.layout_path, SEATS, "standard", 3)
    game = start_game(app, match)
    real_write = os.write

    def full(fd, data):
        if fd == game.table.writer._fd:
            raise OSError(errno.ENOSPC, "No space left on device (the system's own words)")
        return real_write(fd, data)

    monkeypatch.setattr(gamestore.os, "write", full)
    rng = random.Random(1)
    game.play(rng.choice(match.legal()))
    assert len(match.actions) == 1, "play goes on"
    status = game.table.status
    assert pseudo("the disk is full") in status, status
    assert "system's own words" not in status and not english_words(status), status
