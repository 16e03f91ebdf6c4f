"""``python -m relicrunners <command>``: see relicrunners.cli."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
