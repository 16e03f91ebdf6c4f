"""Every clause id of the rules (docs/rules.md, a copy of ../shared/RULES.md kept in step) is cited
by at least one test (tests name the clause they check)."""

from pathlib import Path

import pytest
from clauses import RULES, SEPARATOR, SHARED, clause_ids


def test_clause_regex_reads_the_forms_used():
    ids = clause_ids("- C1 x; S4a y (R10.2, T-C2) I2-4 P7 X10; not 8.6 nor B4x2 nor `R4.3`")
    assert ids == ["C1", "S4a", "R10.2", "T-C2", "I2-4", "P7", "X10"]


def test_the_rules_copy_is_in_step_with_the_authority():
    if not SHARED.is_file():
        pytest.skip(f"{SHARED} not found (only the steering checkout has it)")
    copy = RULES.read_text(encoding="utf-8").split(SEPARATOR, 1)[1]
    assert copy == SHARED.read_text(encoding="utf-8"), "docs/rules.md differs from ../shared/RULES.md: copy it again"


def test_every_clause_is_cited_by_a_test():
    ids = clause_ids(RULES.read_text(encoding="utf-8"))
    assert len(ids) > 100  # sanity: the file was read and parsed
    here = Path(__file__).resolve()
    cited: set[str] = set()
    for f in here.parent.glob("*.py"):
        if f != here:
            cited.update(clause_ids(f.read_text(encoding="utf-8")))
    missing = [c for c in ids if c not in cited]
    assert not missing, f"clauses no test cites: {', '.join(missing)}"
