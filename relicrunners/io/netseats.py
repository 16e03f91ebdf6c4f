"""The network games this player joined, to come back to them: ``network.json`` in the data
folder holds, per server address and invite code, the seat's token (whoever holds it plays that
seat) and the name used, and the last address and name typed (to fill the Join screen).

A damaged or strange file is ignored (nothing remembered); writes are atomic; at most
``KEEP`` games are kept, the newest.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .atomic import write_atomic
from .safeio import RefusedFile, read_limited
from .userdirs import data_dir

FILE_NAME = "network.json"
KEEP = 20
MAX_BYTES = 64 * 1024


def _path() -> Path:
    return data_dir() / FILE_NAME


def _text(v: Any, limit: int) -> str | None:
    return v if isinstance(v, str) and 0 < len(v) <= limit and v.isprintable() else None


def load() -> dict[str, Any]:
    """{"games": [{"url", "code", "token", "name"}...], "url": str, "name": str}, checked."""
    out: dict[str, Any] = {"games": [], "url": "", "name": ""}
    try:
        data = json.loads(read_limited(_path(), MAX_BYTES, "network file").decode("utf-8"))
    except (RefusedFile, UnicodeDecodeError, ValueError, RecursionError):
        return out
    if not isinstance(data, dict):
        return out
    out["url"] = _text(data.get("url"), 200) or ""
    out["name"] = _text(data.get("name"), 40) or ""
    for g in data.get("games", [])[:KEEP] if isinstance(data.get("games"), list) else []:
        if not isinstance(g, dict):
            continue
        game = {k: _text(g.get(k), 200) for k in ("url", "code", "token", "name")}
        if all(game.values()):
            out["games"].append(game)
    return out


def recall(url: str, code: str) -> dict[str, str] | None:
    """The seat this player holds in game ``code`` on ``url`` (its token and name), if any."""
    return next((g for g in load()["games"] if g["url"] == url and g["code"] == code), None)


def remember(url: str, code: str | None = None, token: str | None = None, name: str = "") -> None:
    """Keep the address and name typed, and (with ``code`` and ``token``) the seat taken. A file
    that cannot be written is not worth a word: the seat can still be taken anew by the host's bot."""
    data = load()
    data["url"], data["name"] = url, name or data["name"]
    if code and token:
        data["games"] = [g for g in data["games"] if not (g["url"] == url and g["code"] == code)]
        data["games"].insert(0, {"url": url, "code": code, "token": token, "name": name or "?"})
        data["games"] = data["games"][:KEEP]
    try:
        write_atomic(_path(), json.dumps(data, indent=1).encode("utf-8"))
    except OSError:
        pass
