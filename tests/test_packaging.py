"""The game as installed (issue #22): the package list and data files pyproject.toml ships, the
data found through importlib.resources rather than the repository, ``--version`` from one place,
the window icon drawn by its tool. The wheel itself is built, installed and played from an empty
folder by tools/check_wheel.py (run by .ci/run)."""

from __future__ import annotations

import fnmatch
import subprocess
import sys
import tomllib
from pathlib import Path

import pygame
import pytest

from relicrunners import datafiles
from relicrunners.cli import main as cli_main
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.io.saves import LAYOUTS_DIR, layout_ref, open_game, resolve_layout
from relicrunners.ui import cli as ui_cli

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SETUPTOOLS = PYPROJECT["tool"]["setuptools"]


def test_every_package_folder_is_listed_for_the_wheel():
    """A new folder of relicrunners/ left out of pyproject.toml's list would be missing from the wheel."""
    found = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "relicrunners").rglob("__init__.py")
        if "__pycache__" not in p.parts
    }
    listed = set(SETUPTOOLS["packages"])
    assert found - listed == set(), "add them to [tool.setuptools] packages"
    assert listed - found == {"relicrunners.board_layouts", "relicrunners.assets"}
    assert SETUPTOOLS["package-dir"] == {"relicrunners.board_layouts": "board_layouts", "relicrunners.assets": "assets"}


@pytest.mark.parametrize(
    ("package", "folder"),
    [
        ("relicrunners.board_layouts", "board_layouts"),
        ("relicrunners.assets", "assets"),
        ("relicrunners", "relicrunners"),
        ("relicrunners.bots", "relicrunners/bots"),
    ],
)
def test_every_data_file_matches_a_package_data_pattern(package, folder):
    patterns = SETUPTOOLS["package-data"][package]
    base = ROOT / folder
    data = [
        p.relative_to(base).as_posix()
        for p in base.rglob("*")
        if p.is_file() and p.suffix not in (".py", ".pyc", ".pot") and "__pycache__" not in p.parts
    ]
    if package == "relicrunners":  # the subfolders that are packages of their own ship their .py files
        data = [d for d in data if d.startswith(("locale/", "tutorial/")) or d == "py.typed"]
    if package == "relicrunners.bots":
        assert any(d.startswith("data/") for d in data), "the expert's weights (bots/data/expert_eval.json) are missing"
    unshipped = [d for d in data if not any(fnmatch.fnmatch(d, pat) for pat in patterns)]
    assert data and not unshipped, f"not in package-data of {package}: {unshipped}"


def test_data_is_found_through_the_package_not_the_repository():
    assert datafiles.BOARD_LAYOUTS.joinpath("jungle.yaml").is_file()
    assert DEFAULT_LAYOUT == datafiles.BOARD_LAYOUTS / "jungle.yaml"
    assert datafiles.ASSETS.joinpath("fonts", "DejaVuSansCondensed.ttf").is_file()
    assert datafiles.LOCALE.joinpath("pl", "LC_MESSAGES", "relicrunners.mo").is_file()
    assert datafiles.TUTORIAL.joinpath("first_game.yaml").is_file()
    for module in ("io/layout.py", "io/saves.py", "ui/theme.py", "text/language.py", "tutorial/script.py"):
        text = (ROOT / "relicrunners" / module).read_text(encoding="utf-8")
        assert "__file__" not in text, f"{module} finds files relative to the source"


def test_saves_name_the_default_board_the_old_way_and_it_resolves_wherever_installed():
    assert layout_ref(DEFAULT_LAYOUT) == "board_layouts/jungle.yaml"  # the form old saves hold
    assert resolve_layout("board_layouts/jungle.yaml") == LAYOUTS_DIR / "jungle.yaml"
    load_layout(resolve_layout("board_layouts/jungle.yaml"))


def test_an_old_save_naming_the_default_board_loads_from_another_working_folder(tmp_path, monkeypatch):
    old = ROOT / "tests" / "data" / "save-before-typed-core.json"
    assert '"board_layouts/jungle.yaml"' in old.read_text(encoding="utf-8")
    monkeypatch.chdir(tmp_path)  # nothing relative to the working folder helps
    record, board = open_game(old)[:2]
    assert record.layout == "board_layouts/jungle.yaml" and board.sites


def test_version_comes_from_the_installed_metadata_and_both_commands_print_it(capsys):
    version = PYPROJECT["project"]["version"]
    assert datafiles.version() == version
    assert cli_main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"Relic Runners {version}"
    with pytest.raises(SystemExit) as stop:
        ui_cli.main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"Relic Runners {version}"


def test_py_typed_ships():
    assert (ROOT / "relicrunners" / "py.typed").is_file()
    assert "py.typed" in SETUPTOOLS["package-data"]["relicrunners"]


def test_the_committed_icon_is_what_its_tool_draws(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_icon.py"), "--out", str(tmp_path)], check=True)
    fresh = pygame.image.load(str(tmp_path / "icon.png"))
    shipped = pygame.image.load(str(datafiles.ASSETS / "icon" / "icon.png"))
    assert shipped.get_size() == (256, 256)
    assert pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(shipped, "RGBA")
