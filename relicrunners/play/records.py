"""The recorded games (``io.history``) for the command line: ``python -m relicrunners history
[--csv FILE]`` lists them, ``python -m relicrunners stats`` sums them up per player name (games,
wins, win rate against each bot level and in pass-and-play, mean and best score, longest
Expedition, Relics per game). Pure functions over ``GameRow``s plus the two commands."""

from __future__ import annotations

import csv
import io
import sys
import time
from dataclasses import dataclass, field

from ..io import history
from ..io.atomic import write_atomic
from ..io.history import GameRow

HUMAN = "human"
CSV_COLUMNS = ("id", "ended", "status", "setup", "seed", "turns", "actions", "seconds", "seat", "name", "colour",
               "kind", "score", "winner", "relics", "longest_expedition")  # fmt: skip


def history_lines(rows: list[GameRow]) -> list[str]:
    """One line per game, newest first."""
    out = []
    for g in rows:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(g.ended))
        seats = ", ".join(f"{s.name} ({s.kind}) {s.score}{' *' if s.winner else ''}" for s in g.seats)
        out.append(f"{g.id:>5}  {when}  {g.status:<9} {g.setup:<8} {g.turns:>4} turns  {seats}")
    return out


def csv_text(rows: list[GameRow]) -> str:
    """One CSV row per seat of every game (``CSV_COLUMNS``)."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(CSV_COLUMNS)
    for g in rows:
        for i, s in enumerate(g.seats):
            w.writerow([g.id, round(g.ended), g.status, g.setup, g.seed, g.turns, g.actions, round(g.seconds), i,
                        s.name, s.colour, s.kind, s.score, int(s.winner), s.relics, s.longest])  # fmt: skip
    return buf.getvalue()


@dataclass
class PlayerStats:
    name: str
    games: int = 0
    wins: int = 0
    scores: list[int] = field(default_factory=list)
    relics: int = 0
    longest: int = 0
    against: dict[str, list[int]] = field(default_factory=dict)  # bot level (or "pass-and-play") -> [games, wins]

    @property
    def mean(self) -> float:
        return sum(self.scores) / len(self.scores) if self.scores else 0.0


def player_stats(rows: list[GameRow]) -> list[PlayerStats]:
    """Per name of a human seat, over finished games: the figures of ``stats``."""
    found: dict[str, PlayerStats] = {}
    for g in rows:
        if g.status != "finished":
            continue
        for s in g.seats:
            if s.kind != HUMAN:
                continue
            st = found.setdefault(s.name, PlayerStats(s.name))
            st.games += 1
            st.wins += s.winner
            st.scores.append(s.score)
            st.relics += s.relics
            st.longest = max(st.longest, s.longest)
            others = {o.kind for o in g.seats if o is not s}
            for kind in sorted(others - {HUMAN}) or ["pass-and-play"]:
                tally = st.against.setdefault(kind, [0, 0])
                tally[0] += 1
                tally[1] += s.winner
    return sorted(found.values(), key=lambda st: (-st.games, st.name))


def stats_lines(stats: list[PlayerStats]) -> list[str]:
    out = []
    for st in stats:
        rates = ", ".join(f"vs {k} {w}/{n} ({100 * w / n:.0f} %)" for k, (n, w) in sorted(st.against.items()))
        out.append(
            f"{st.name}: {st.games} games, {st.wins} wins; mean score {st.mean:.1f}, best {max(st.scores)}; "
            f"longest Expedition {st.longest} trails; {st.relics / st.games:.1f} Relics per game; {rates}"
        )
    return out


# -- the commands -----------------------------------------------------------------------------------
def _rows() -> list[GameRow] | None:
    try:
        return history.games()
    except history.Problem as p:
        if p.code == "missing":
            return []
        print(str(p), file=sys.stderr)
        return None


def run_history(csv_path: str | None) -> int:
    rows = _rows()
    if rows is None:
        return 2
    if csv_path:
        try:
            write_atomic(csv_path, csv_text(rows).encode("utf-8"))
        except OSError as e:
            print(f"history: cannot write {csv_path}: {e.strerror or e}", file=sys.stderr)
            return 2
    lines = history_lines(rows)
    print("\n".join(lines) if lines else "no games recorded yet")
    return 0


def run_stats() -> int:
    rows = _rows()
    if rows is None:
        return 2
    lines = stats_lines(player_stats(rows))
    print("\n".join(lines) if lines else "no finished games recorded yet")
    return 0
