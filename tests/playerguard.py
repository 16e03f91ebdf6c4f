"""A guard that keeps the test run out of the player's own folders.

Every test points ``RELICRUNNERS_HOME`` at a temporary folder (conftest's ``home``), but a test
can lose it (a ``monkeypatch.undo()`` once took it away, and a game and the settings landed in
the player's real folders). So, for the whole run, an audit hook (``sys.addaudithook``) refuses
every write, rename, removal or new folder under the folders the game would use without
``RELICRUNNERS_HOME`` (``platformdirs``' data and config folders for relicrunners): the offending
call raises ``PermissionError`` naming the test's mistake, and the test fails where it happened.
Reading is left alone. Child processes are not watched: the tests that start one hand it their
own ``RELICRUNNERS_HOME``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import platformdirs

APP = "relicrunners"
MESSAGE = (
    "a test tried to change {path}, in the player's own folder; "
    "every test must keep RELICRUNNERS_HOME pointed at a temporary folder"
)

_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
_CHANGES = {  # audit event -> positions of its path arguments
    "os.mkdir": (0,),
    "os.remove": (0,),
    "os.rmdir": (0,),
    "os.rename": (0, 1),
    "os.link": (0, 1),
    "os.symlink": (0, 1),
    "os.truncate": (0,),
    "os.chmod": (0,),
    "os.utime": (0,),
    "shutil.rmtree": (0,),
    "shutil.copyfile": (1,),
    "shutil.move": (0, 1),
}

protected: list[str] = []  # the guarded folders, absolute, each ending with the separator
_installed = False


def player_folders() -> list[Path]:
    """The folders the game uses when ``RELICRUNNERS_HOME`` is not set."""
    return [
        Path(platformdirs.user_data_dir(APP, appauthor=False)),
        Path(platformdirs.user_config_dir(APP, appauthor=False)),
    ]


def _norm(path: Any) -> str | None:
    if isinstance(path, int):  # a file descriptor: opened (and checked) before
        return None
    try:
        return os.path.abspath(os.fsdecode(path))
    except (TypeError, ValueError):
        return None


def guarded(path: Any) -> bool:
    """Whether ``path`` is one of the guarded folders or lies under one."""
    p = _norm(path)
    return p is not None and any(p == root[:-1] or p.startswith(root) for root in protected)


def _writes(args: tuple[Any, ...]) -> bool:
    mode, flags = args[1], args[2]
    if isinstance(mode, str):
        return any(c in mode for c in "wax+")
    return isinstance(flags, int) and bool(flags & _WRITE_FLAGS)


def _hook(event: str, args: tuple[Any, ...]) -> None:
    if not protected:
        return
    if event == "open":
        paths: tuple[Any, ...] = (args[0],) if len(args) >= 3 and _writes(args) else ()
    elif event in _CHANGES:
        paths = tuple(args[i] for i in _CHANGES[event] if i < len(args))
    else:
        return
    for path in paths:
        if guarded(path):
            raise PermissionError(MESSAGE.format(path=_norm(path)))


def protect(folder: Path) -> None:
    """Guard ``folder`` (and everything under it) for the rest of the run."""
    root = os.path.join(os.path.abspath(folder), "")
    if root not in protected:
        protected.append(root)


def install() -> None:
    """Guard the player's folders; once per process (an audit hook cannot be taken away)."""
    global _installed
    for folder in player_folders():
        protect(folder)
    if not _installed:
        sys.addaudithook(_hook)
        _installed = True
