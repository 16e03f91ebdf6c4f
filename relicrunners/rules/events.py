"""Events: what happened during apply(), for the game log and the animations.

``data`` is public (everyone at the table sees it happen); ``private`` is known only to
``player`` (a Blue tile's value, R9.5).
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Event(NamedTuple):
    kind: str
    player: int | None = None
    data: dict[str, Any] = {}
    private: dict[str, Any] | None = None
