"""``python -m relicrunners replay SAVE``: a saved game's log and scores, printed (``cli``)."""

from __future__ import annotations

import argparse
import sys

from ..io.layout import load_layout
from ..io.safeio import clean_text
from ..io.saves import SaveError, open_game, replay
from ..rules import State, breakdown, winners
from ..text import describe


def run_replay(args: argparse.Namespace) -> int:
    """Print a save's log and scores. With ``--layout`` that board parses the save (the layout
    the save names is not read); without, the save's own layout, if it lies in the layouts
    folder or the save's folder (``saves.resolve_layout``)."""
    board = load_layout(args.layout) if args.layout is not None else None
    try:
        record, board = open_game(args.save, board)
        state, events = replay(board, record, name=args.save)
    except SaveError as e:
        print(str(e), file=sys.stderr)
        return 2

    def say(text: str) -> None:
        print(clean_text(text))

    names = ", ".join(f"{p.name} ({p.kind})" for p in record.players)
    say(
        f"Replay of {args.save}: {names}; {record.setup} setup, seed {record.seed}, "
        f"layout {record.layout}, {len(record.actions)} actions"
    )
    first = record.start(board)
    say(f"{first.me.name}'s turn (turn {first.turn})")
    for evs in events:
        for ev in evs:
            line = describe(board, state, ev)
            if line:
                say(line if ev.kind == "turn" else "  " + line)
    print()
    if state.over:
        print("Final scores:")
    else:
        who = state.me.name
        say(f"The game is not finished: turn {state.turn}, {who} to decide ({state.decision()}). Scores so far:")
    for line in score_lines(state):
        say(line)
    return 0


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def score_lines(state: State) -> list[str]:
    """The score breakdown (R11.3) one player a line, then the winner line (R11.4)."""
    rows = breakdown(state)
    width = max(len(r["name"]) for r in rows)
    out = []
    for r in rows:
        ivory = "".join(f" + Ivory {code} {pts}" for code, pts in r["ivory"].items())
        out.append(
            f"  {r['name']:<{width}}  {r['coins']} VP in play + Blue tiles {r['blue']} "
            f"+ Relic colours {r['relic_bonus']}{ivory} = {r['total']}  "
            f"({_count(r['relics'], 'Relic')}, {_count(r['distinct'], 'colour')})"
        )
    seats, how = winners(state)
    names = [state.players[s].name for s in seats]
    reason = {
        "points": "most points",
        "relics": "tie on points, most Relics",
        "distinct": "tie on points and Relics, most Relic colours",
        "shared": "a complete tie: the victory is shared",
    }[how]
    label = "Winner" if len(names) == 1 else "Winners"
    lead = "Leading" if not state.over else label
    out.append(f"{lead}: {' and '.join(names)} ({reason})")
    return out
