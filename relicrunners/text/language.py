"""The player's language: English, Nederlands or Polski, through GNU gettext.

The catalogs are standard ``.po`` files under ``relicrunners/locale/<lang>/LC_MESSAGES/``
(extracted and updated with Babel: see CONTRIBUTING.md), compiled to the ``.mo`` files next to
them that Python's ``gettext`` reads; the ``.mo`` files are committed (a test checks they match
their ``.po``), so ``pip install -e .`` gives a working Dutch and Polish game with no build step.

``use(lang)`` binds the translation seam (``relicrunners.text.set_translator``) to the language's
catalog at once: everything drawn from then on is in that language. The default comes from the
command line (``--lang``), else the settings file, else the system locale (``LC_ALL``,
``LC_MESSAGES``, ``LANG``), else English.
"""

from __future__ import annotations

import gettext
import os

from ..datafiles import LOCALE
from . import set_translator

DOMAIN = "relicrunners"
LOCALE_DIR = LOCALE
LANGUAGES = {"en": "English", "nl": "Nederlands", "pl": "Polski"}  # each name in its own language
DEFAULT = "en"

_current = DEFAULT


def system_language(environ: dict[str, str] | None = None) -> str:
    """The language of the system locale when it is one of ours ("nl_BE.UTF-8" → "nl"), else English."""
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = env.get(var, "")
        for part in value.split(":"):
            code = part.split(".")[0].split("_")[0].split("@")[0].lower()
            if code in LANGUAGES:
                return code
        if value and var != "LANGUAGE":
            break  # the first variable set decides (as the C library does)
    return DEFAULT


def choose(requested: str | None = None, remembered: str | None = None) -> str:
    """The language to use: the one asked for, else the remembered one, else the system's."""
    for lang in (requested, remembered):
        if lang in LANGUAGES:
            return str(lang)
    return system_language()


def use(lang: str) -> str:
    """Show everything in ``lang`` from now on (an unknown language: English). Returns it."""
    global _current
    if lang not in LANGUAGES or lang == DEFAULT:
        set_translator()
        _current = DEFAULT
        return _current
    catalog = gettext.translation(DOMAIN, LOCALE_DIR, [lang], fallback=True)
    set_translator(catalog.gettext, catalog.ngettext, catalog.pgettext)
    _current = lang
    return _current


def current() -> str:
    """The language everything is shown in now."""
    return _current
