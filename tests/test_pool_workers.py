"""A pool's workers end when the pool ends them, even when the parent set a SIGTERM handler that
only notes the signal (SDL does, once a window was opened): before, a tournament run in such a
process waited for its workers forever (play/poolworker.py)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    import signal
    signal.signal(signal.SIGTERM, lambda *_: None)  # what SDL's handler amounts to for a worker
    from relicrunners.play.tournament import run
    summary = run(["random", "random"], 4, 0, "standard", None, None, 2)
    print("games", summary["games"])
    """
)


def test_a_tournament_ends_in_a_process_that_handles_sigterm_itself(home):
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["games", "4"]
