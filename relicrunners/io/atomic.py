"""Writing files so that a crash, a kill or a full disk never leaves half a file behind.

``write_atomic`` writes a temporary file in the same folder (named ``.<name>.<random>.tmp``),
flushes and fsyncs it, then renames it over the target: readers see the old file or the new one,
never a mix (``open_atomic`` does the same for output written piece by piece). ``remove_stray_temps`` deletes temporary files that an interrupted write left.

``RELICRUNNERS_FSYNC_DELAY`` (seconds, for benchmarks/kill_stress.py only) makes every fsync
this module does that much slower, to imitate a slow disk.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import BinaryIO

TEMP_RE = re.compile(r"^\..+\.[A-Za-z0-9_]+\.tmp$")  # what mkstemp below makes


def _delay() -> float:
    try:
        return max(0.0, min(1.0, float(os.environ.get("RELICRUNNERS_FSYNC_DELAY", "0") or 0)))
    except ValueError:
        return 0.0


def fsync(fd: int) -> None:
    """os.fsync, slowed down when a benchmark asks for a slow disk."""
    delay = _delay()
    if delay:
        time.sleep(delay)
    os.fsync(fd)


def fsync_dir(folder: Path) -> None:
    """Make a rename inside ``folder`` durable (a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace ``path`` by ``data`` atomically; parent folders are created. Raises OSError."""
    with open_atomic(path) as f:
        f.write(data)


def remove_stray_temps(folder: Path, keep: Callable[[str], bool] | None = None) -> int:
    """Delete the temporary files interrupted writes left in ``folder``; returns how many.
    ``keep(name)`` True spares a temporary file (a write still in flight in another window)."""
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if TEMP_RE.match(entry.name) and entry.is_file(follow_symlinks=False):
            if keep is not None and keep(entry.name):
                continue
            try:
                os.unlink(entry.path)
                removed += 1
            except OSError:
                pass
    return removed


@contextlib.contextmanager
def open_atomic(path: str | os.PathLike[str]) -> Iterator[BinaryIO]:
    """A file to write a long output into piece by piece (``with open_atomic(p) as f: f.write(...)``)
    that replaces ``path`` only when the ``with`` ends without an error (flushed, fsynced,
    renamed, as ``write_atomic``); on an error the temporary file goes and ``path`` stays as it
    was. Raises OSError."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            yield f
            f.flush()
            fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(path.parent)
