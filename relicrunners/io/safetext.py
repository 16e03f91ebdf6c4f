"""Text from a stranger's file made safe: ``clean_text`` writes every control character (C0, C1,
line separators, lone surrogates, bidirectional overrides) as an escape, so what a file says can
be printed on a terminal or drawn in the window as one harmless line; ``short_repr`` is a cut,
cleaned repr() for messages; ``check_name`` says what is wrong with a player's name (not text,
too long, control or invisible format characters). Re-exported by ``relicrunners.io.safeio``.
"""

from __future__ import annotations

import unicodedata
from typing import Any

MAX_NAME_LENGTH = 40

# Characters that reorder or hide text (bidirectional controls) on top of the C0/C1 controls.
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Format characters allowed in names: joiners (scripts, emoji) and emoji tag characters.
_NAME_FORMAT_OK = frozenset("\u200c\u200d") | frozenset(map(chr, range(0xE0020, 0xE0080)))
_SHORT_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _is_control(ch: str) -> bool:
    return unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp") or ch in _BIDI


def _escape(ch: str) -> str:
    if ch in _SHORT_ESCAPES:
        return _SHORT_ESCAPES[ch]
    n = ord(ch)
    return f"\\x{n:02x}" if n < 0x100 else f"\\u{n:04x}" if n < 0x10000 else f"\\U{n:08x}"


def clean_text(text: str) -> str:
    """``text`` with every control character (C0, C1, DEL, line and paragraph separators, lone
    surrogates, bidirectional overrides) written as an escape (``\\n``, ``\\x1b``, ``\\u202e``):
    one line that cannot move the cursor, change colours or reorder what follows. Use it on
    anything from a file before printing or drawing it."""
    if text.isprintable():  # the usual case; bidi controls are not printable
        return text
    return "".join(_escape(ch) if _is_control(ch) else ch for ch in text)


def check_name(text: Any, limit: int = MAX_NAME_LENGTH) -> str | None:
    """What is wrong with a player's name (``"is 52 characters long (at most 40)"``,
    ``"contains the control character U+001B"``), or None when it is fine. Refused: anything
    but text, more than ``limit`` characters, control characters (see ``clean_text``) and
    invisible format characters other than joiners."""
    if not isinstance(text, str):
        return "must be text"
    if len(text) > limit:
        return f"is {len(text)} characters long (at most {limit})"
    for ch in text:
        if _is_control(ch) or (unicodedata.category(ch) == "Cf" and ch not in _NAME_FORMAT_OK):
            return f"contains the control character U+{ord(ch):04X}"
    return None


def short_repr(value: Any, limit: int = 40) -> str:
    """repr() of a scalar, cut to ``limit`` characters and safe to print."""
    text = repr(value if not isinstance(value, str) else value[: limit + 1])
    return clean_text(text if len(text) <= limit else text[: limit - 3] + "...")
