"""The test run never changes the player's own folders (tests/playerguard.py, conftest's ``home``).

A test once called ``monkeypatch.undo()`` and took the temporary ``RELICRUNNERS_HOME`` away with
its own patches: every run then left a five-seat game in the player's list of games to continue
and changed their settings. These tests keep that from coming back.
"""

from __future__ import annotations

import os
import shutil

import playerguard
import pytest

from relicrunners.io import settings, userdirs


def test_a_tests_monkeypatch_undo_keeps_its_temporary_home(monkeypatch, home):
    monkeypatch.setenv("RELICRUNNERS_HOME", "/nowhere")
    monkeypatch.setattr(settings, "save", lambda s: False)
    monkeypatch.undo()
    assert os.environ["RELICRUNNERS_HOME"] == str(home)
    assert userdirs.data_dir() == home and userdirs.config_dir() == home
    assert settings.path().parent == home


def test_the_players_folders_are_guarded_for_the_whole_run():
    folders = playerguard.player_folders()
    assert playerguard._installed
    for folder in folders:
        assert playerguard.guarded(folder)
        assert playerguard.guarded(folder / "games" / "20261127-065234-59a50f.json")
    # the folders the game uses without RELICRUNNERS_HOME are the ones guarded
    mp = pytest.MonkeyPatch()
    mp.delenv("RELICRUNNERS_HOME")
    try:
        assert userdirs.data_dir() in folders and userdirs.config_dir() in folders
    finally:
        mp.undo()


def test_the_guard_refuses_every_way_of_changing_a_guarded_folder_and_allows_reading(tmp_path):
    mine = tmp_path / "player"
    (mine / "games").mkdir(parents=True)
    save = mine / "games" / "a.json"
    save.write_text("{}", encoding="utf-8")
    outside = tmp_path / "outside.json"
    outside.write_text("{}", encoding="utf-8")
    playerguard.protect(mine)
    try:
        attempts = {
            "write": lambda: save.write_text("[]", encoding="utf-8"),
            "append": lambda: open(save, "a", encoding="utf-8").close(),
            "create": lambda: os.open(mine / "new.lock", os.O_CREAT | os.O_WRONLY),
            "replace": lambda: os.replace(outside, save),
            "rename out": lambda: os.rename(save, tmp_path / "gone.json"),
            "remove": lambda: os.remove(save),
            "folder": lambda: (mine / "more").mkdir(),
            "tree": lambda: shutil.rmtree(mine),
            "copy in": lambda: shutil.copyfile(outside, mine / "copy.json"),
        }
        for what, attempt in attempts.items():
            with pytest.raises(PermissionError, match="RELICRUNNERS_HOME"):
                attempt()
                pytest.fail(f"{what} went through")
        assert save.read_text(encoding="utf-8") == "{}"  # reading is allowed; nothing changed
        assert sorted(p.name for p in mine.rglob("*")) == ["a.json", "games"]
        assert outside.exists()
        (tmp_path / "elsewhere.txt").write_text("fine", encoding="utf-8")  # other folders are free
    finally:
        playerguard.protected.remove(os.path.join(os.path.abspath(mine), ""))
