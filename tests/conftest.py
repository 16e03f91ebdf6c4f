"""Shared fixtures. Every test runs with ``RELICRUNNERS_HOME`` pointed at its own temporary
folder, so no test can read, write or delete a player's real games."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path_factory, monkeypatch):
    """The per-user data folder of this test (a fresh temporary folder, apart from tmp_path)."""
    folder = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("RELICRUNNERS_HOME", str(folder))
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):  # English unless a test asks for a language
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    yield folder
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
