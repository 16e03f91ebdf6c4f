"""The limits on the data in a stranger's file and what a breach of them looks like: nesting depth
(``MAX_DEPTH``) and integer length (``MAX_INT_DIGITS``), ``UnsafeInput`` (a refusal naming the
entry, e.g. ``sites[3].x``, and the line), ``LongInt`` (an overlong integer kept, never converted)
and the helpers that count an integer's digits and write the path of the entry a refusal names.
Shared by the YAML reader (``safeio``) and the JSON reader (``safejson``).
"""

from __future__ import annotations

import re

from .safetext import clean_text

MAX_INT_DIGITS = 30  # a seed has at most 20 (MAX_SEED = 2**64 - 1)
MAX_DEPTH = 64  # nesting of lists/mappings; real files use fewer than 6


class LongInt:
    """Stands for an integer written with more than ``MAX_INT_DIGITS`` digits: never converted,
    never equal to anything but itself. ``str()`` shows its start and its length."""

    __slots__ = ("text", "digits")

    def __init__(self, text: str):
        self.text = text[:12]
        self.digits = int_digits(text)

    def __repr__(self) -> str:
        return f"{self.text}...({self.digits} digits)"

    __str__ = __repr__


class UnsafeInput(ValueError):
    """Input refused by a limit (too deep, too many entries after alias expansion, a recursive
    alias, an integer with too many digits). ``entry`` is where (``sites[3].x``, ``file``),
    ``what`` what is wrong, ``line`` the 1-based line or None; ``str()`` is ``"<entry>: <what>"``."""

    def __init__(self, entry: str, what: str, line: int | None = None):
        self.entry, self.what, self.line = entry or "file", what, line
        super().__init__(f"{self.entry}: {what}")


def int_digits(text: str) -> int:
    """How long an integer's text is: digits, hex letters, prefix (``0x``), not ``_`` or sign."""
    return len(text.replace("_", "").lstrip("+-"))


def too_long(what: str, digits: int) -> str:
    return f"{what} has {digits} digits; at most {MAX_INT_DIGITS} are accepted"


def path_text(parts: list[str]) -> str:
    if len(parts) > 8:
        parts = parts[:6] + ["..."] + parts[-1:]
    text = "".join(parts).lstrip(".")
    return clean_text(text if len(text) <= 80 else text[:77] + "...")


def key_label(value: str) -> str:
    if re.fullmatch(r"[A-Za-z0-9_\-]{1,40}", value):
        return "." + value
    return f"[{clean_text(repr(value[:20] + ('...' if len(value) > 20 else '')))}]"
