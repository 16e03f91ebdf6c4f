"""The per-user folders: where saved games (and later settings and history) live.

``RELICRUNNERS_HOME`` overrides every folder (tests, benchmarks and tools point it at a temporary
folder so they never touch a player's games). Otherwise the folders come from ``platformdirs``:
on Linux ``$XDG_DATA_HOME/relicrunners`` (usually ``~/.local/share/relicrunners``), which is where
earlier versions kept the autosave, so existing saves are still found; on macOS
``~/Library/Application Support/relicrunners``; on Windows ``%LOCALAPPDATA%\\relicrunners``.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "relicrunners"
HOME_VARIABLE = "RELICRUNNERS_HOME"


def data_dir() -> Path:
    """Saved games and other data the player makes."""
    home = os.environ.get(HOME_VARIABLE)
    if home:
        return Path(home)
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def config_dir() -> Path:
    """Small preference files (the same folder as the data under ``RELICRUNNERS_HOME``)."""
    home = os.environ.get(HOME_VARIABLE)
    if home:
        return Path(home)
    return Path(platformdirs.user_config_dir(APP, appauthor=False))
