"""The recorded games (``io.history``) for the command line: ``python -m relicrunners history
[--limit N] [--csv FILE]`` lists the newest games (and writes every one to a CSV file), ``python
-m relicrunners stats [--lang L]`` sums them up per player name (games, wins, win rate against each
bot level and in pass-and-play, mean and best score, longest Expedition, Relics per game) in the
player's language, figures included ("80,0" in Dutch and Polish: ``text.numbers``): the one asked
for, else the one chosen in the window's settings, else the system's.

SQLite does the counting (``io.historyread``): neither command holds more than a page of games in
memory, whatever the size of the history. A game that does not check out is left out with one
line on stderr; every text from the file is printed escaped (``clean_text``)."""

from __future__ import annotations

import csv
import io
import sys
import time

from ..io import history, settings
from ..io.atomic import open_atomic
from ..io.historyread import GameRow, PlayerStats, Reader
from ..io.safetext import clean_text
from ..text import _, language, ngettext
from ..text.numbers import number, percent
from ..text.window import bot_level

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


def _rate(level: str, games: int, wins: int) -> str:
    """Wins against one bot level (or in pass-and-play): "vs medium: 4/5 (80%)"."""
    figures = {"wins": number(wins), "games": number(games), "percent": percent(wins / games)}
    if level == "pass-and-play":
        return _("pass and play: {wins}/{games} ({percent})").format(**figures)
    return _("vs {level}: {wins}/{games} ({percent})").format(level=bot_level(clean_text(level)), **figures)


def stats_lines(stats: list[PlayerStats]) -> list[str]:
    """One line per player name, in the current language (``text.language``)."""
    out = []
    for st in stats:
        parts = [
            ngettext("{n} game", "{n} games", st.games).format(n=number(st.games))
            + ", "
            + ngettext("{n} win", "{n} wins", st.wins).format(n=number(st.wins)),
            _("mean score {mean}, best {best}").format(mean=number(st.mean, 1), best=number(st.best)),
            ngettext("longest Expedition: {n} trail", "longest Expedition: {n} trails", st.longest).format(
                n=number(st.longest)
            ),
            _("Relics per game: {relics}").format(relics=number(st.relics / st.games, 1)),
        ]
        rates = [_rate(k, n, w) for k, (n, w) in sorted(st.against.items())]
        out.append(_("{name}: {figures}").format(name=clean_text(st.name), figures="; ".join(parts + rates)))
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


def run_stats(lang: str | None = None) -> int:
    """Print the statistics in ``lang`` (None: the language chosen in the window, else the system's)."""
    language.use(language.choose(lang, settings.load()[0].language))
    nothing = _("No finished games recorded yet.")
    reader = _open(nothing)
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
    print("\n".join(lines) if lines else nothing)
    return 0
