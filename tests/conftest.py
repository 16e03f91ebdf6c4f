"""Shared fixtures. Every test runs with ``RELICRUNNERS_HOME`` pointed at its own temporary
folder, so no test can read, write or delete a player's real games.

Markers (``pytest -m ...``): ``slow`` is written on each test that takes seconds; ``window`` and
``net`` are given here to every test of a module that drives the window (imports the window's
package, pygame or the window driver) or talks over the network (the server, the client or
their drivers), so no module can forget them.
"""

from __future__ import annotations

from pathlib import Path

import playerguard
import pytest

WINDOW_SIGNS = ("relicrunners.ui", "relicrunners import ui", "import pygame", "uidriver", "screens import")
NET_SIGNS = ("relicrunners.net", "relicrunners import net", "netdriver", "netpeer", "websockets")


def _marks(path: Path, cache: dict[Path, tuple[bool, bool]]) -> tuple[bool, bool]:
    if path not in cache:
        text = path.read_text(encoding="utf-8")
        cache[path] = (any(s in text for s in WINDOW_SIGNS), any(s in text for s in NET_SIGNS))
    return cache[path]


def pytest_collection_modifyitems(config, items):
    cache: dict[Path, tuple[bool, bool]] = {}
    for item in items:
        window, net = _marks(Path(str(item.fspath)), cache)
        if window:
            item.add_marker(pytest.mark.window)
        if net:
            item.add_marker(pytest.mark.net)


def pytest_configure(config):
    """Refuse, for the whole run, every write into the player's own folders (``playerguard``)."""
    playerguard.install()


@pytest.fixture(autouse=True)
def home(tmp_path_factory):
    """The per-user data folder of this test (a fresh temporary folder, apart from tmp_path).

    Set with a MonkeyPatch of its own, not the test's ``monkeypatch``: a test that calls
    ``monkeypatch.undo()`` to take its own patches away must not take this folder away with them
    (it once did, and two tests wrote a game and the settings into the player's real folders)."""
    folder = tmp_path_factory.mktemp("home")
    mp = pytest.MonkeyPatch()
    mp.setenv("RELICRUNNERS_HOME", str(folder))
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):  # English unless a test asks for a language
        mp.delenv(var, raising=False)
    mp.setenv("LANG", "C.UTF-8")
    try:
        yield folder
    finally:
        mp.undo()
        from relicrunners.text import language

        language.use("en")


@pytest.fixture
def ledger():
    """Every text drawn while the test runs, followed to where it lands (tests/textfit.py)."""
    from textfit import start_ledger

    from relicrunners.ui import theme

    led = start_ledger()
    try:
        yield led
    finally:
        theme.watch(None)
