"""A pseudo-language for tests of the translation seam: every letter accented, placeholders kept;
and the check that finds drawn strings that bypassed it (shared by tests/test_text_seam.py and
the tests of the rules pages, tutorial and explanations)."""

from __future__ import annotations

import re

# -- the pseudo-language ----------------------------------------------------------------------------
PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
ACCENTED = "áƀçďéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŢÚṼŴẊÝŽ"
TO_PSEUDO = str.maketrans(PLAIN, ACCENTED)
PLACEHOLDER = re.compile(r"(\{[^{}]*\})")


def pseudo(message: str) -> str:
    """``message`` in the pseudo-language: every letter accented, placeholders untouched."""
    return "".join(
        part if PLACEHOLDER.fullmatch(part) else part.translate(TO_PSEUDO) for part in PLACEHOLDER.split(message)
    )


def pseudo_plural(singular: str, plural: str, n: int) -> str:
    return pseudo(singular if n == 1 else plural)


# -- what may be drawn as it is ---------------------------------------------------------------------
NOTATION = re.compile(r"\b(?:BC|[A-Z]{1,2}\d+(?:-\d+)?)(?:-(?:BC|[A-Z]{1,2}\d+))?\b")  # T5, R2-T3, I2-3, M1
PATH = re.compile(r"\S*/\S*")  # a file the game was saved to


def untranslated(drawn: list[str], names: set[str]) -> list[str]:
    """The drawn strings with a plain letter outside ``names`` (whole words), notation and paths."""
    words = sorted({w for name in names for w in name.split()}, key=len, reverse=True)
    data = re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, words)) + r")(?!\w)") if words else None
    bad = set()
    for text in drawn:
        rest = PATH.sub(" ", text)
        rest = data.sub(" ", rest) if data else rest
        rest = NOTATION.sub(" ", rest)
        if re.search("[A-Za-z]", rest):
            bad.add(text)
    return sorted(bad)
