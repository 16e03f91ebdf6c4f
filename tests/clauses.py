"""The clause ids of docs/rules.md and how to find them in a text (shared by the clause-coverage
tests of the test suite and of the rules pages)."""

from __future__ import annotations

import re
from pathlib import Path

RULES = Path(__file__).resolve().parents[1] / "docs" / "rules.md"
SHARED = Path(__file__).resolve().parents[2] / "shared" / "RULES.md"  # the authority, where present
SEPARATOR = "\n---\n"  # docs/rules.md: a short note, then the copy
# C1, B5, S4a, R10.2, T-M1, I2-4, P7, X10 ...
CLAUSE_RE = re.compile(r"(?<![\w.-])(?:[CBSPX]\d+[a-z]?|R\d+\.\d+|T-[MCS]\d|I[1-3]-\d)(?![\w.]*\d)")


def clause_ids(text: str) -> list[str]:
    """Clause ids in order of first appearance; ids quoted as `code` are examples, not clauses."""
    text = re.sub(r"`[^`]*`", " ", text)
    found = []
    for m in CLAUSE_RE.finditer(text):
        if m.group() not in found:
            found.append(m.group())
    return found
