"""Habits of the code base that a reviewer would otherwise have to remember (issue #10): outside
the rules core nobody indexes pending frames by position or compares decision/action kinds with
strings, and the rules core holds no wording and imports no pygame."""

from __future__ import annotations

import re
from pathlib import Path

from relicrunners.rules import ActionKind, Decision

PACKAGE = Path(__file__).resolve().parent.parent / "relicrunners"
KINDS = "|".join(sorted({k.value for k in ActionKind} | {d.value for d in Decision}, key=len, reverse=True))
STRING_KIND = re.compile(rf"""(\.kind|decision\(\))\s*(==|!=)\s*["']({KINDS})["']|\.kind\s+(not\s+)?in\s+\(["']""")
FRAME_INDEX = re.compile(r"pending\[[^\]]*\]\[|\bframe\[\d")


def sources(skip: str | None = None) -> list[Path]:
    return [p for p in PACKAGE.rglob("*.py") if skip is None or skip not in p.parts]


def test_no_string_kinds_and_no_frame_indexing_outside_the_rules_core():
    found = []
    for path in sources(skip="rules"):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if FRAME_INDEX.search(line) or (STRING_KIND.search(line) and "sites[" not in line):
                found.append(f"{path.relative_to(PACKAGE)}:{n}: {line.strip()}")
    assert not found, "\n".join(found)


SENTENCE = re.compile(r"^[A-Z][a-z]+(\s+\S+){3,}")  # four words or more, starting with a capital


def sentences(path: Path) -> list[str]:
    """String literals of a module that read like words for a player: not docstrings, not the
    messages of exceptions raised (those are for programmers), not a ``ScoreReason``'s value (a
    stable code the network protocol carries; relicrunners/text words it)."""
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (
            isinstance(body, list)
            and body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
        ):
            skip.add(id(body[0].value))  # a docstring
        if isinstance(node, ast.Raise) or (isinstance(node, ast.ClassDef) and node.name == "ScoreReason"):
            skip.update(id(c) for c in ast.walk(node))
    return [
        f"{path.name}:{n.lineno}: {n.value!r}"
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in skip and SENTENCE.match(n.value)
    ]


def test_the_rules_core_holds_no_pygame_and_no_sentences():
    found = []
    for path in sorted((PACKAGE / "rules").glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(import|from)\s+pygame", text, re.M), path
        assert not re.search(r"^\s*from\s+\.\.text\b|\bgettext\b", text, re.M), path  # words live in relicrunners/text
        found += sentences(path)
    assert not found, found
    # the check itself sees a sentence where there is one
    probe = PACKAGE.parent / "tests" / "data" / "sentence_probe.py"
    assert sentences(probe) == ["sentence_probe.py:4: 'Move your explorer to a glowing site'"]


def test_no_module_outside_ui_imports_ui():
    pattern = re.compile(r"^\s*(from|import)\s+(\.\.?ui\b|relicrunners\.ui\b)", re.M)
    bad = [p for p in sources(skip="ui") if pattern.search(p.read_text(encoding="utf-8"))]
    assert not bad, bad


def test_test_modules_do_not_import_each_other():
    # shared helpers live in plain modules (uidriver, helpers, textfit, pseudolang, clauses) and
    # shared fixtures in conftest.py: a test module never imports another test module
    import ast
    from pathlib import Path

    bad = []
    for path in Path(__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            bad += [f"{path.name}: {n}" for n in names if n.split(".")[0].startswith("test_")]
    assert not bad
