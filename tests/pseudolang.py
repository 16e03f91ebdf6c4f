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


def forty_percent_longer(message: str) -> str:
    """A pseudo-language whose every message is 40 % longer (placeholders kept): room for the
    longest real translation."""
    if not message.strip():
        return message
    extra = max(1, round(len(message) * 0.4))
    if len(message) <= 12:
        return message + "ẍ" * extra
    return message + " " + (("ẍ" * 4 + " ") * (extra // 5) + "ẍ" * (extra % 5)).strip()


def forty_percent_longer_plural(singular: str, plural: str, n: int) -> str:
    return forty_percent_longer(singular if n == 1 else plural)


def speak(code: str) -> None:
    """Every word from now on in ``code``: en, nl, pl, or "longer" (``forty_percent_longer``)."""
    from relicrunners.text import language, set_translator

    if code == "longer":
        language.use("en")
        set_translator(forty_percent_longer, forty_percent_longer_plural)
    else:
        language.use(code)


SPOKEN = ("en", "nl", "pl", "longer")  # every language the screens are checked in


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
