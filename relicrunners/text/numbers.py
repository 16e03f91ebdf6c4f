"""Numbers as the player's language writes them: every figure the window or ``stats`` shows goes
through here, so a Dutch or Polish player reads "80,0" where an English one reads "80.0", and each
language groups thousands its own way ("12,345", "12.345", "12 345").

Babel's CLDR data does the writing (``babel.numbers``), in the language shown now
(``text.language.current``): switching the language changes every figure drawn from then on.
"""

from __future__ import annotations

from babel.numbers import format_decimal, format_percent

from . import language


def number(x: float, digits: int = 0) -> str:
    """``x`` with exactly ``digits`` decimals (rounded), in the current language: ``number(80, 1)``
    is "80.0" in English, "80,0" in Dutch and Polish."""
    pattern = "#,##0" + ("." + "0" * digits if digits > 0 else "")
    return str(format_decimal(x, format=pattern, locale=language.current()))


def percent(share: float) -> str:
    """``share`` (0.8 for four in five) as a whole percentage, sign and spacing as the current
    language writes it ("80%")."""
    return str(format_percent(share, locale=language.current()))
