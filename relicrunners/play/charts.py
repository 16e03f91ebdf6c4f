"""Charts of simulated games (``simulate --chart FILE.png``): the win rate of each seat and of each
bot with 95 % Wilson intervals, and the distribution of winning and losing scores. Drawn with
matplotlib, an optional extra: ``pip install -e ".[analysis]"``; without it ``ChartsMissing``."""

from __future__ import annotations

import math
from collections import defaultdict

from . import csvout

NEED = 'charts need matplotlib: pip install -e ".[analysis]"'


class ChartsMissing(Exception):
    pass


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate (a shared win counts as a fraction)."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def rates(rows: list[dict[str, str]], by: str) -> dict[str, tuple[float, int]]:
    """Wins (shared wins split) and games per seat (``by`` = "seat") or per bot ("bot")."""
    wins: dict[str, float] = defaultdict(float)
    games: dict[str, int] = defaultdict(int)
    for row in rows:
        bots = row["bots"].split("+")
        won = [int(s) for s in row["winners"].split("+") if s]
        for seat, bot in enumerate(bots, start=1):
            key = f"seat {seat}" if by == "seat" else bot
            games[key] += 1
            if seat in won:
                wins[key] += 1 / len(won)
    return {k: (wins[k], games[k]) for k in games}


def save(rows: list[dict[str, str]], csv_path: str | None, chart_path: str | None, title: str) -> str | None:
    """``--csv`` and ``--chart`` of simulate and tournament: write what was asked. None when done,
    else one line saying what stopped it."""
    try:
        if csv_path:
            csvout.write_csv(csv_path, rows)
        if chart_path:
            draw(rows, chart_path, title)
    except OSError as e:
        return f"cannot write: {e.strerror or type(e).__name__}"
    except ChartsMissing as e:
        return str(e)
    return None


def draw(rows: list[dict[str, str]], path: str, title: str = "") -> None:
    """Write the chart of ``rows`` (csvout rows) to ``path`` (PNG)."""
    try:
        import matplotlib  # optional ([analysis] extra): imported only when a chart is asked for

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt  # (the same extra)
    except ImportError:
        raise ChartsMissing(NEED) from None
    fig, axes = plt.subplots(1, 3, figsize=(13, 4))
    for ax, by in zip(axes[:2], ("seat", "bot")):
        data = sorted(rates(rows, by).items())
        labels = [k for k, _ in data]
        mid = [w / n for _, (w, n) in data]
        low_high = [wilson(w, n) for _, (w, n) in data]
        err = [[m - lo for m, (lo, _hi) in zip(mid, low_high)], [hi - m for m, (_lo, hi) in zip(mid, low_high)]]
        ax.bar(labels, mid, yerr=err, capsize=4, color="#0072B2")
        ax.set_ylim(0, 1)
        ax.set_title(f"win rate per {by} (95 % CI)")
    scores_won: list[int] = []
    scores_lost: list[int] = []
    for row in rows:
        won = {int(s) for s in row["winners"].split("+") if s}
        for seat in range(1, int(row["players"]) + 1):
            (scores_won if seat in won else scores_lost).append(int(row[f"score_{seat}"]))
    axes[2].hist([scores_lost, scores_won], bins=20, stacked=True, label=["others", "winners"],
                 color=["#E69F00", "#009E73"])  # fmt: skip
    axes[2].set_title("final scores")
    axes[2].legend()
    if title:
        fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=80)
    plt.close(fig)
