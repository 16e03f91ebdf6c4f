"""Where the files that travel with the game lie: the boards, the fonts and sounds, the catalogs and
the tutorial's script.

They are found through ``importlib.resources``, never through paths relative to the repository, so
the same code works from a checkout (``pip install -e .``), from an installed wheel and from the
standalone bundle (tools/bundle.py). The repository keeps the top-level folders ``board_layouts/``
and ``assets/``; pyproject.toml maps them into the package as ``relicrunners.board_layouts`` and
``relicrunners.assets`` (each has an ``__init__.py`` for that), and the wheel holds them there.

Saves name the default board ``board_layouts/jungle.yaml`` (``io.saves.layout_ref``): that name
means the packaged board folder wherever the game is installed.
"""

from __future__ import annotations

from importlib import metadata
from importlib.resources import files
from pathlib import Path

__all__ = ["ASSETS", "BOARD_LAYOUTS", "LOCALE", "TUTORIAL", "package_folder", "version", "version_line"]

DISTRIBUTION = "relicrunners"


def package_folder(package: str) -> Path:
    """The folder of an installed package of ours. Every way we install the game (editable, wheel,
    PyInstaller bundle) leaves these as real folders; an install that does not (a zip file) is
    refused with one line rather than half working."""
    found = files(package)
    if not isinstance(found, Path) or not found.is_dir():
        raise RuntimeError(f"the game's data files ({package}) are not in a folder: install the game unpacked")
    return found


BOARD_LAYOUTS = package_folder("relicrunners.board_layouts")
ASSETS = package_folder("relicrunners.assets")
LOCALE = package_folder("relicrunners") / "locale"
TUTORIAL = package_folder("relicrunners") / "tutorial"


def version_line() -> str:
    """What ``--version`` prints, for the window and the commands alike."""
    return f"Relic Runners {version()}"


def version() -> str:
    """The game's version, as pyproject.toml gives it (read from the installed package's metadata)."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:  # a copy of the source that was never installed
        return "unknown (not installed)"
