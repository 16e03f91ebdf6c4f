"""The settings file (``relicrunners.io.settings``): a typed dataclass kept in ``settings.json`` of
the per-user config folder (``RELICRUNNERS_HOME`` here), read as a file from a stranger, written
atomically. A damaged file gives the defaults and a one-line notice; nothing ever raises."""

from __future__ import annotations

import errno
import json
import os
from dataclasses import asdict, fields

import pytest

from relicrunners.io import settings
from relicrunners.io.settings import MAX_BYTES, Settings, load, save, update


def test_the_file_lives_in_the_config_folder(home):
    assert settings.path() == home / "settings.json"


def test_no_file_gives_the_defaults_without_a_notice():
    assert load() == (Settings(), None)
    assert Settings().explain is False


def test_settings_round_trip(home):
    assert save(Settings(explain=True))
    assert load() == (Settings(explain=True), None)
    assert json.loads((home / "settings.json").read_text("utf-8")) == {**asdict(Settings()), "explain": True}
    assert save(Settings(explain=False))
    assert load() == (Settings(explain=False), None)
    assert sorted(os.listdir(home)) == ["settings.json"], "no temporary file is left behind"


def test_update_changes_one_field_and_keeps_it():
    new, saved = update(explain=True)
    assert saved and new == Settings(explain=True)
    assert load()[0].explain is True


def test_unknown_keys_are_ignored_and_a_later_version_file_still_reads(home):
    (home / "settings.json").write_text(json.dumps({"explain": True, "haptics": 0.4, "window_theme": "tritan"}))
    assert load() == (Settings(explain=True), None)


DAMAGED = {
    "not JSON": b"{explain: true",
    "empty": b"",
    "not UTF-8": b'{"explain": \xff\xfe}',
    "a list": b"[true]",
    "a string": b'"explain"',
    "null": b"null",
    "wrong type (string)": b'{"explain": "yes"}',
    "wrong type (number)": b'{"explain": 1}',
    "wrong type (object)": b'{"explain": {"on": true}}',
    "nested too deep": b'{"explain": ' + b"[" * 200 + b"]" * 200 + b"}",
    "a huge number": b'{"explain": ' + b"9" * 5000 + b"}",
    "NUL bytes": b"\x00" * 100,
    "half written": b'{"explain": tr',
}


@pytest.mark.parametrize("name", sorted(DAMAGED))
def test_a_damaged_file_gives_the_defaults_and_a_one_line_notice(home, name):
    (home / "settings.json").write_bytes(DAMAGED[name])
    got, notice = load()
    assert got == Settings()
    assert notice and "\n" not in notice and len(notice) < 200, notice
    assert "settings.json" in notice


def test_a_huge_file_is_refused_before_it_is_read(home):
    (home / "settings.json").write_bytes(b'{"explain": true, "x": "' + b"a" * (MAX_BYTES + 10) + b'"}')
    got, notice = load()
    assert got == Settings()
    assert notice and "larger than" in notice


def test_a_folder_or_a_fifo_in_its_place_gives_the_defaults(home):
    (home / "settings.json").mkdir()
    got, notice = load()
    assert got == Settings() and notice and "folder" in notice and notice.reason == "folder"
    assert save(Settings(explain=True)) is False  # cannot be written over a folder: False, no exception
    os.rmdir(home / "settings.json")
    if hasattr(os, "mkfifo"):
        os.mkfifo(home / "settings.json")
        got, notice = load()  # never blocks on the FIFO
        assert got == Settings() and notice


def test_a_file_the_system_will_not_let_us_read_gives_the_defaults_and_its_error_number(home, monkeypatch):
    where = home / "settings.json"
    where.write_text('{"explain": true}')
    real_open = os.open

    def refused(path, *args, **kwargs):
        if os.fspath(path) == os.fspath(where):
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", refused)
    got, notice = load()
    assert got == Settings() and notice
    assert (notice.reason, notice.errno) == ("unreadable", errno.EACCES)  # the window words it by number


def test_saving_where_nothing_can_be_written_says_false(home, monkeypatch):
    blocker = home / "file"
    blocker.write_text("x")
    monkeypatch.setenv("RELICRUNNERS_HOME", str(blocker / "inside"))
    assert save(Settings(explain=True)) is False
    assert load() == (Settings(), None) or load()[0] == Settings()


def test_every_field_has_a_default_of_a_checked_type():
    """Later fields (volume, language, …) are declared with a default; the reader checks its type."""
    for f in fields(Settings):
        default = getattr(Settings(), f.name)
        assert isinstance(default, (bool, int, float, str)), f.name


@pytest.mark.parametrize(
    "field, bad",
    [("speed", "warp"), ("text_size", 175), ("volume", 101), ("volume", -1), ("colours", "neon"), ("language", "de")],
)
def test_a_value_outside_the_choices_gives_that_field_its_default(home, field, bad):
    (home / "settings.json").write_text(json.dumps({"explain": True, field: bad}))
    got, notice = load()
    assert got == Settings(explain=True), "the rest of the file is kept"
    assert notice and field in notice


def test_every_choice_round_trips():
    for field, values in settings.CHOICES.items():
        for value in values:
            assert save(Settings(**{field: value}))
            assert getattr(load()[0], field) == value
