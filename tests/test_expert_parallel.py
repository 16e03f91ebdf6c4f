"""The expert thinks in the cores the window leaves it (issue #26; ``bots/parallel.py``): helper
processes grow trees of their own from the same view and the root statistics are added up."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from functools import lru_cache

import pytest

from relicrunners.bots import make_bot, parallel
from relicrunners.bots.ismcts import ExpertBot
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.play.seat import SeatKind
from relicrunners.rules import advance, legal_actions, new_game, view_for
from relicrunners.session.bots import new_bot

pytestmark = pytest.mark.slow  # helper processes take a second to start


@lru_cache(maxsize=1)
def position():
    st = new_game(load_layout(DEFAULT_LAYOUT), 3, "standard", 5)
    rng = random.Random(1)
    for _ in range(40):
        st = advance(st, rng.choice(legal_actions(st)))
    while len(legal_actions(st)) < 4:
        st = advance(st, rng.choice(legal_actions(st)))
    return st


@pytest.fixture(autouse=True, scope="module")
def helpers_stop():
    yield
    parallel.shutdown()


def _slow(job):
    time.sleep(job)
    return {}, 1


def _broken(job):
    raise ValueError("a helper that breaks")


def test_helpers_add_their_trees_and_a_seed_gives_the_same_move():
    st = position()
    view, legal = view_for(st, st.current), legal_actions(st)
    first = ExpertBot(7, iterations=90, workers=3)
    action, chance = first.search(view, legal)
    assert action in legal and 0.0 <= chance <= 1.0
    assert first.last["iterations"] == 90  # 30 here and 30 in each of the two helpers
    again = ExpertBot(7, iterations=90, workers=3)
    assert again.search(view, legal) == (action, chance)
    alone = ExpertBot(7, iterations=90)
    alone.search(view, legal)
    assert alone.last["iterations"] == 90


def test_a_helper_that_cannot_run_costs_its_share_never_the_decision():
    st = position()
    view, legal = view_for(st, st.current), legal_actions(st)
    bot = ExpertBot(3, iterations=40, workers=2, leaf=lambda ev: lambda s: [1 / s.n] * s.n)  # not picklable
    assert bot.decide(view, legal) in legal
    assert bot.last["iterations"] == 20  # its own half only


def test_late_or_broken_helpers_are_left_out():
    futures = parallel.start(_slow, [5.0])
    stats = {"kept": [3, 1.5]}
    begun = time.perf_counter()
    assert parallel.gather(futures, stats, time.perf_counter() + 0.05) == 0
    assert time.perf_counter() - begun < 2.0 and stats == {"kept": [3, 1.5]}
    assert parallel.gather(parallel.start(_broken, [0]), stats, None) == 0
    assert parallel.gather(parallel.start(_slow, [0.0]), stats, None) == 1


@pytest.mark.parametrize("cores,workers", [(None, 1), (1, 1), (2, 1), (4, 3), (8, 5), (64, 5)])
def test_the_window_leaves_one_core_and_uses_at_most_five(monkeypatch, cores, workers):
    monkeypatch.setattr(parallel.os, "cpu_count", lambda: cores)
    assert parallel.spare_cores() == workers


def test_the_window_hands_the_spare_cores_to_expert_bots_only(monkeypatch):
    warmed = []
    monkeypatch.setattr(parallel, "warm", lambda n, module: warmed.append(n))
    expert = new_bot("expert", 1, workers=4)
    assert isinstance(expert, ExpertBot) and expert.workers == 4 and warmed == [3]
    assert make_bot("expert", 1).workers == 1  # tournaments, the server: one process each
    assert new_bot("hard", 1, workers=4).name == "hard"
    assert SeatKind("expert").is_bot


PARENT = """
import os, sys, time
from relicrunners.bots import parallel
if __name__ == "__main__":
    helper = parallel.pool(1).submit(os.getpid).result(timeout=60)
    print(helper, flush=True)
    time.sleep(60)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="signals and pids as POSIX has them")
def test_a_killed_window_leaves_no_helper_behind(tmp_path):
    script = tmp_path / "parent.py"
    script.write_text(PARENT, encoding="utf-8")
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    try:
        helper = int(parent.stdout.readline())
        os.kill(helper, 0)  # running
        parent.kill()  # as a crash or a kill would end the window: no clean-up runs
        parent.wait(timeout=30)
        for _ in range(100):
            try:
                os.kill(helper, 0)
            except ProcessLookupError:
                break
            try:  # it may be a zombie until the system reaps it: gone all the same
                if os.waitpid(helper, os.WNOHANG) != (0, 0):
                    break
            except ChildProcessError:
                pass
            time.sleep(0.1)
        else:
            os.kill(helper, 9)
            pytest.fail("the helper outlived its window")
    finally:
        parent.kill()
