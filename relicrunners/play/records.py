"""The recorded games (``io.history``) for the command line: ``python -m relicrunners history
[--limit N] [--csv FILE]`` lists the newest games (and writes every one to a CSV file), ``python
-m relicrunners stats`` sums them up per player name (games, wins, win rate against each bot level
and in pass-and-play, mean and best score, longest Expedition, Relics per game).

SQLite does the counting (``io.historyread``): neither command holds more than a page of games in
memory, whatever the size of the history. A game that does not check out is left out with one
line on stderr; every text from the file is printed escaped (``clean_text``)."""

from __future__ import annotations

import csv
import io
import sys
import time

from ..io import history
from ..io.atomic import open_atomic
from ..io.historyread import GameRow, PlayerStats, Reader
from ..io.safetext import clean_text

__all__ = ["CSV_COLUMNS", "GameRow", "PlayerStats", "history_lines", "run_history", "run_stats", "stats_lines"]

PAGE = 50  # games ``history`` lists unless told
CSV_COLUMNS = ("id", "ended", "status", "setup", "seed", "turns", "actions", "seconds", "seat", "name", "colour",
               "kind", "score", "winner", "relics", "longest_expedition")  # fmt: skip


def history_lines(rows: list[GameRow]) -> list[str]:
    """One line per game, newest first."""
    out = []
    for g in rows:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(g.ended))
        seats = ", ".join(
            f"{clean_text(s.name)} ({clean_text(s.kind)}) {s.score}{' *' if s.winner else ''}" for s in g.seats
        )
        out.append(f"{g.id:>5}  {when}  {g.status:<9} {clean_text(g.setup):<8} {g.turns:>4} turns  {seats}")
    return out


def csv_rows(rows: list[GameRow]) -> list[list[object]]:
    """One CSV row per seat of each game (``CSV_COLUMNS``)."""
    return [
        [
            g.id,
            round(g.ended),
            g.status,
            g.setup,
            g.seed,
            g.turns,
            g.actions,
            round(g.seconds),
            i,
            s.name,
            s.colour,
            s.kind,
            s.score,
            int(s.winner),
            s.relics,
            s.longest,
        ]  # fmt: skip
        for g in rows
        for i, s in enumerate(g.seats)
    ]


def stats_lines(stats: list[PlayerStats]) -> list[str]:
    out = []
    for st in stats:
        rates = ", ".join(
            f"vs {clean_text(k)} {w}/{n} ({100 * w / n:.0f} %)" for k, (n, w) in sorted(st.against.items())
        )
        out.append(
            f"{clean_text(st.name)}: {st.games} games, {st.wins} wins; mean score {st.mean:.1f}, best {st.best}; "
            f"longest Expedition {st.longest} trails; {st.relics / st.games:.1f} Relics per game; {rates}"
        )
    return out


# -- the commands -----------------------------------------------------------------------------------
def _say(lines: list[str], total: int | None = None) -> None:
    """Lines about games left out, on stderr: at most 20, then how many more."""
    total = len(lines) if total is None else total
    for line in lines[:20]:
        print(line, file=sys.stderr)
    if total > min(len(lines), 20):
        print(f"{history.FILE_NAME}: {total - min(len(lines), 20)} more games skipped", file=sys.stderr)


def _open(nothing: str) -> Reader | int:
    """The history, or the exit status after one line: 0 and ``nothing`` when no game was
    recorded yet, 2 and the problem when the history cannot be read."""
    try:
        return Reader()
    except history.Problem as p:
        if p.code == "missing":
            print(nothing)
            return 0
        print(str(p), file=sys.stderr)
        return 2


def _write_csv(reader: Reader, path: str) -> int:
    """Every game that checks out into ``path``, streamed chunk by chunk, replacing it at the end."""
    with open_atomic(path) as raw:
        text = io.TextIOWrapper(raw, encoding="utf-8", newline="")
        w = csv.writer(text, lineterminator="\n")
        w.writerow(CSV_COLUMNS)
        for chunk in reader.every():
            w.writerows(csv_rows(chunk))
        text.flush()
        text.detach()
    return 0


def run_history(csv_path: str | None, limit: int = PAGE) -> int:
    reader = _open("no games recorded yet")
    if isinstance(reader, int):
        return reader
    with reader:
        try:
            _say(*reader.skipped())
            if csv_path:
                try:
                    _write_csv(reader, csv_path)
                except OSError as e:
                    print(f"history: cannot write {csv_path}: {e.strerror or e}", file=sys.stderr)
                    return 2
                _say(reader.moves_skipped)
                reader.moves_skipped.clear()
            rows, total = reader.page(limit)
        except history.Problem as p:
            print(str(p), file=sys.stderr)
            return 2
        if not csv_path:
            _say(reader.moves_skipped)
    lines = history_lines(rows)
    print("\n".join(lines) if lines else "no games recorded yet")
    more = total - len(rows) - len(reader.moves_skipped)
    if more > 0:
        print(f"... and {more} older games (--limit N lists more, --csv FILE writes them all)")
    return 0


def run_stats() -> int:
    reader = _open("no finished games recorded yet")
    if isinstance(reader, int):
        return reader
    with reader:
        try:
            _say(*reader.skipped())
            stats = reader.player_stats()
        except history.Problem as p:
            print(str(p), file=sys.stderr)
            return 2
    lines = stats_lines(stats)
    print("\n".join(lines) if lines else "no finished games recorded yet")
    return 0
