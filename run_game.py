#!/usr/bin/env python3
"""Relic Runners — start the game window: ``python run_game.py`` (``--help`` for the options)."""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from relicrunners.ui.cli import main

if __name__ == "__main__":
    sys.exit(main())
