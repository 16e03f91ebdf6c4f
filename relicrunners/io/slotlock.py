"""One game, one writer: the lock a window holds on an unfinished game while it plays it.

A slot's lock is the file ``<id>.lock`` next to its save file, locked with the system's own file
lock (``fcntl.flock`` on Linux and macOS, ``msvcrt.locking`` on Windows). The system lets go of it
when the window closes it, and also when the process ends in any way, ``kill -9`` included, so a
lock left by a window that died never blocks the game. The file holds the process id of the
window holding it (for people; the lock itself is the system's). Two tables in one process do not
share it either: each opening of the file is a lock of its own.

A lock that cannot be made at all (a folder that cannot be written, a system without file locks,
something else in the lock file's place) never stops a game: ``acquire`` then says yes without a
lock, and writing the game reports its own problems as usual.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from pathlib import Path

__all__ = ["SlotLock"]

_HELD = {errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, getattr(errno, "EDEADLOCK", errno.EDEADLK)}
_TRIES = 5  # a lock file removed by its last holder while we opened it: open it again
REMOVE_WHILE_HELD = sys.platform != "win32"  # Windows cannot remove a file that is open

if sys.platform == "win32":  # pragma: no cover - run on Windows only
    import msvcrt

    HAVE_LOCKS = True

    def _lock(fd: int) -> None:
        """Lock ``fd`` without waiting; OSError with an errno in ``_HELD`` when another holds it."""
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass  # closing the file lets go of it anyway

else:
    try:
        import fcntl
    except ImportError:  # pragma: no cover - a system without file locks
        fcntl = None  # type: ignore[assignment]
    HAVE_LOCKS = fcntl is not None

    def _lock(fd: int) -> None:
        """Lock ``fd`` without waiting; OSError with an errno in ``_HELD`` when another holds it."""
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        try:
            fcntl.flock(fd, fcntl.LOCK_UN)
        except OSError:
            pass  # closing the file lets go of it anyway


class SlotLock:
    """The lock on one slot (``path``: its ``.lock`` file). Not shared between threads."""

    def __init__(self, path: str | os.PathLike[str]):
        self.path = Path(path)
        self._fd: int | None = None
        self._lockless = False  # "held" without a lock, as none could be made here

    @property
    def held(self) -> bool:
        return self._fd is not None or self._lockless

    def acquire(self) -> bool:
        """Take the lock without waiting. True: this object holds it now (or no lock can be made
        here, see the module); False: another window (or another table) holds it."""
        if self.held:
            return True
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
        flags |= getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
        for _ in range(_TRIES):
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                fd = os.open(self.path, flags, 0o644)
            except OSError:
                return self._without_lock()
            try:
                if not stat.S_ISREG(os.fstat(fd).st_mode) or not HAVE_LOCKS:
                    os.close(fd)
                    return self._without_lock()
                _lock(fd)
            except OSError as e:
                os.close(fd)
                return False if e.errno in _HELD else self._without_lock()
            # the last holder may have removed the file between our open and our lock: the lock
            # must be on the file that is there now, else a third window could lock that one too
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(self.path, follow_symlinks=False))
            except OSError:
                same = False
            if not same:
                _unlock(fd)
                os.close(fd)
                continue
            self._fd = fd
            self._note_pid()
            return True
        return self._without_lock()

    def _without_lock(self) -> bool:
        self._lockless = True
        return True

    def _note_pid(self) -> None:
        assert self._fd is not None
        try:
            os.ftruncate(self._fd, 0)
            os.lseek(self._fd, 0, os.SEEK_SET)
            os.write(self._fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass  # only for people to read: the lock is held all the same

    def __del__(self) -> None:
        # a lock nobody can reach any more guards nothing: its file is closed (the system lets go)
        fd, self._fd = getattr(self, "_fd", None), None
        if fd is not None:
            try:
                os.close(fd)
            except OSError:
                pass

    def release(self) -> None:
        """Let go (the lock file is removed; nothing else is touched). Never raises."""
        fd, self._fd, self._lockless = self._fd, None, False
        if fd is None:
            return
        if REMOVE_WHILE_HELD:  # removed while still held: whoever opens the old file sees it is gone
            try:
                self.path.unlink()
            except OSError:
                pass
        _unlock(fd)
        os.close(fd)
        if not REMOVE_WHILE_HELD:  # pragma: no cover - Windows: removed once closed
            try:
                self.path.unlink()
            except OSError:
                pass  # another window has it open: it is theirs now
