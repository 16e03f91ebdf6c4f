"""Network play under load: N games at once on one local server, every seat a bot client.

    python benchmarks/net.py [--games 100] [--players 3] [--bot random] [--think S] [--seconds T]

Starts ``python -m relicrunners serve`` as a process of its own on a free port (a scratch data
folder), creates N games, and lets N × players bot clients (one asyncio loop in this process)
play them to the end at once. Prints games per minute, the round trip of an action (sent by a
client until the position answering it arrives: p50 and p99) and the server's memory (its
resident size at the end, and its peak). ``--think S`` makes every client wait about S seconds
(half to one and a half times as long, drawn for each decision) before each decision, as people do (0, the default, keeps every client's next move in flight at once:
the server at full load); games then take long, and ``--seconds T`` stops the load after T
seconds and reports what was played. Figures only: nothing asserts a speed.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout  # noqa: E402
from relicrunners.net.client import create_game, play_bot  # noqa: E402


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def memory_kb(pid: int) -> tuple[int, int]:
    """(resident, peak resident) of a process, in kB (Linux /proc)."""
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        fields[name] = value.strip().split()[0] if value.strip() else "0"
    return int(fields.get("VmRSS", 0)), int(fields.get("VmHWM", 0))


async def load(
    url: str, games: int, players: int, bot: str, board, think: float, seconds: float | None
) -> tuple[list[float], float, bool]:
    """(round trips, seconds taken, every game finished)."""
    codes = [(await create_game(url, players))["code"] for _ in range(games)]
    timings: list[float] = []
    started = time.perf_counter()
    everyone = asyncio.gather(
        *(
            play_bot(url, code, bot, board, name=f"P{i}", seat=i, timings=timings, think=think)
            for code in codes
            for i in range(players)
        )
    )
    try:
        await asyncio.wait_for(everyone, seconds)
        finished = True
    except TimeoutError:  # --seconds: the figures of what was played by then
        finished = False
    return timings, time.perf_counter() - started, finished


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--bot", default="random", choices=("random", "easy", "medium"))
    p.add_argument("--think", type=float, default=0.0, help="seconds each client waits before a decision")
    p.add_argument("--seconds", type=float, default=None, help="stop after this long (the games unfinished)")
    args = p.parse_args()
    board = load_layout(DEFAULT_LAYOUT)
    port = free_port()
    scratch = tempfile.mkdtemp(prefix="relicrunners-net-bench-")
    clients = args.games * args.players  # all from this one address: the server lets it hold them all
    env = {**os.environ, "RELICRUNNERS_HOME": scratch}
    server = subprocess.Popen(
        [sys.executable, "-m", "relicrunners", "serve", "--port", str(port), "--data", scratch + "/server"]
        + ["--connections-per-address", str(clients + 10), "--games-per-address", str(args.games)],
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        server.stdout.readline()  # "serving … on ws://…": listening
        before = memory_kb(server.pid)
        timings, seconds, finished = asyncio.run(
            load(f"ws://127.0.0.1:{port}", args.games, args.players, args.bot, board, args.think, args.seconds)
        )
        rss, peak = memory_kb(server.pid)
    finally:
        server.terminate()
        server.wait(10)
    timings.sort()
    p99 = timings[min(len(timings) - 1, int(len(timings) * 0.99))]
    print(
        f"{args.games} games of {args.players} {args.bot} bot clients at once, think {args.think} s, {len(timings):,} actions"
    )
    if finished:
        print(f"games per minute: {args.games / seconds * 60:,.0f}  ({seconds:.1f} s for all)")
    else:
        print(f"stopped after {seconds:.0f} s: {len(timings) / seconds:,.0f} actions a second (games unfinished)")
    print(f"round trip of an action: p50 {statistics.median(timings) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms")
    print(f"server memory: {before[0] / 1024:.0f} MB idle, {rss / 1024:.0f} MB at the end, peak {peak / 1024:.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
