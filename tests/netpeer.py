"""A second window in a process of its own, for tests/test_ui_net.py: it joins network game CODE
on URL by clicks on the start and join screens, plays its seat to the scores with random legal
choices, and prints the final scores (as its end screen shows them) as one JSON line.

    python tests/netpeer.py URL CODE NAME SEED

Run with RELICRUNNERS_HOME pointed at a folder of its own and SDL's dummy drivers."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from netdriver import join_by_clicks, play_to_the_end, until  # noqa: E402
from uidriver import make_app  # noqa: E402

from relicrunners.ui.scenes.netgame import NetGameScene  # noqa: E402


def main(url: str, code: str, name: str, seed: str) -> int:
    app = make_app()
    join_by_clicks(app, url, code, name)
    until(app, lambda: isinstance(app.scene, NetGameScene), 60)
    play_to_the_end(app, random.Random(int(seed)), 600)
    print(json.dumps([row["total"] for row in app.scene.rows]), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(*sys.argv[1:5]))
