"""Scenario files: a position, actions in the text notation, and the expected results
(docs/scenarios.md). The same runner serves the tests, ``python -m relicrunners scenario`` and
bug reports.

``run_scenario(path)`` returns ``(ok, line)``: one line naming the file and either the
scenario's name or what differs (expected vs got). It never raises for a bad file.

The modules, by concern:

* ``load``     — reading a file and checking its shape: ``load_scenario`` -> ``Scenario``;
* ``schema``   — the allowed keys, ``ScenarioError`` and the checks that name the entry at fault;
* ``position`` — the position builder: ``build_state`` (the ``state:`` overrides) and the
  editing API of ``edits`` (``set_stack``, ``give_ivory``, ``begin``...), shared with the
  tests (tests/helpers.py); ``players`` applies one ``state.players`` entry; ``ending`` the
  end-game stage (``state.end``: who triggered it, whose last turns remain, the I1-6 extra turn);
* ``expect``   — ``check_expect``: one checker per ``expect:`` key, ``seen_by`` (what one seat or
  a spectator sees) and ``log_order`` among them;
* ``run``      — ``evaluate``, ``run_scenario``, the checkpoints between actions and the board cache.

A position is built from ``new_game`` and then changed in a way that keeps every component
accounted for: each Temple tile of the box is in exactly one place (a stack, a player's tiles,
the discards or out of the game), Rations in play stay 5 per player (R10.1), each player keeps
10 Pathways and 3 Toolboxes, and Relics never exceed the box (C4).

A scenario file is input from a stranger (``relicrunners.io.safeio``): only a regular file of at
most ``MAX_SCENARIO_BYTES`` is read; YAML nesting, alias expansion and overlong integers are
refused with a line naming the entry; the seed must be 0..MAX_SEED; player names may not hide
control characters; the line printed for a scenario is safe for a terminal.
"""

from .expect import check_expect
from .load import Scenario, load_scenario
from .position import build_state
from .run import check_position, evaluate, play_actions, run_scenario
from .schema import ScenarioError, seat_of

__all__ = [
    "Scenario",
    "ScenarioError",
    "build_state",
    "check_expect",
    "check_position",
    "evaluate",
    "load_scenario",
    "play_actions",
    "run_scenario",
    "seat_of",
]
