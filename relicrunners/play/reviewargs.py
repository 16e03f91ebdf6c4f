"""The options of ``python -m relicrunners review`` (the command itself: ``reviewcli``). Kept apart
and light (argparse only), so that building the command line's parser loads no bot."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from ..text.language import LANGUAGES


def review_arguments(p: argparse.ArgumentParser, integer: Callable[[str], int], positive: Callable[[str], int]) -> None:
    p.add_argument("save", metavar="SAVE")
    p.add_argument("--seat", type=integer, required=True, metavar="K", help="the seat to review, counted from 0")
    p.add_argument(
        "--strength", choices=("quick", "deep"), default="quick", help="quick (12 draws per decision) or deep (48)"
    )
    p.add_argument(
        "--budget", type=float, metavar="S", help="think S seconds per decision instead (not repeatable, not kept)"
    )
    p.add_argument("--seed", type=integer, default=0, metavar="N", help="the review's seed (default 0)")
    p.add_argument("--jobs", type=positive, metavar="N", help="processes to use (default: every core)")
    p.add_argument("--no-keep", action="store_true", help="neither read nor write SAVE.review.json")
    p.add_argument(
        "--lang",
        choices=sorted(LANGUAGES),
        help="en, nl or pl for the lines in words; default: the one chosen in the window, else the system's",
    )
