"""What a player sees does not change unless a change means it to (issue #24): the scripted screens
of tests/screens.py, drawn by this tree and by the commit named in tests/data/screens-baseline.txt
(both with the same installed libraries), are the same pixel for pixel.

A change that is *meant* to change what players see (new words, a new layout) writes its own
commit id into tests/data/screens-baseline.txt once it has landed, in a commit of its own. A
refactor never touches that file. Where the baseline commit is not in the repository (a shallow
clone), the test is skipped and says so."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent
BASELINE = (ROOT / "tests" / "data" / "screens-baseline.txt").read_text(encoding="utf-8").split()[0]

pytestmark = pytest.mark.slow


def _git(*args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True)


def _draw(tree: Path, out: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(tree))
    done = subprocess.run(
        [sys.executable, str(tree / "tests" / "screens.py"), str(out)],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, f"{tree}: {done.stderr[-2000:]}"


def test_the_scripted_screens_are_pixel_identical_to_the_baseline(tmp_path):
    try:
        found = _git("cat-file", "-e", f"{BASELINE}^{{commit}}").returncode == 0
    except OSError:
        found = False
    if not found:
        pytest.skip(f"the baseline commit {BASELINE[:10]} is not in this clone")
    base = tmp_path / "baseline"
    base.mkdir()
    archive = _git("archive", "--format=tar", BASELINE, "relicrunners", "tests")
    assert archive.returncode == 0, archive.stderr
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4 and later
            tar.extractall(base, filter="data")
        else:  # pragma: no cover - our own repository's files
            tar.extractall(base)
    _draw(base, tmp_path / "before")
    _draw(ROOT, tmp_path / "after")
    before = sorted(p.name for p in (tmp_path / "before").glob("*.png"))
    after = sorted(p.name for p in (tmp_path / "after").glob("*.png"))
    assert before == after and len(after) >= 20
    changed = []
    for name in after:
        a = pygame.image.load(str(tmp_path / "before" / name))
        b = pygame.image.load(str(tmp_path / "after" / name))
        if a.get_size() != b.get_size() or pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB"):
            changed.append(name)
    assert not changed, f"these screens look different from {BASELINE[:10]}: {changed}"
