"""Checking parsed layout data against docs/rules.md section 2 (clauses B1-B5) and ``docs/layout.md``:
the keys, every site and trail, the counts (C1), Base Camp at the centre, quadrants, degrees and
connectivity, Token spots, First Game colours. ``validate_layout_data`` collects every problem as
one line ``<file>: <entry>: <what is wrong>`` and never raises (reading is ``io.layout``'s job).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..rules.board import CAMP, QUADRANTS, RUIN, TEMPLE, TEMPLE_COLOURS
from .layoutvalues import (
    ID_RE,
    as_point,
    coordinate_note,
    dist_to_segment,
    is_number,
    quadrant_of,
    show_value,
    type_name,
    value_label,
)

__all__ = ["validate_layout_data"]

# Exact counts (C1, B1, B3, B4).
NEED_KIND = {CAMP: 1, RUIN: 8, TEMPLE: 12}
NEED_RIVERS = 10
NEED_COLOUR = {c: 4 for c in TEMPLE_COLOURS}
CAMP_MIN_TRAILS = 4  # B2
SITE_MIN_TRAILS = 2  # B2
CAMP_CENTRE_TOLERANCE = 0.1  # B1: camp within 10 % of the drawing size from the centre
TOKEN_MAX_DISTANCE = 50.0  # B3/B5: a Token spot lies on (or next to) its trail's line

TOP_KEYS = {"name": True, "size": True, "sites": True, "trails": True}  # key -> required
SITE_KEYS = {"id": True, "kind": True, "x": True, "y": True, "name": False, "quadrant": False, "first_game": False}
TRAIL_KEYS = {"a": True, "b": True, "river": False, "token": False, "bends": False}


def validate_layout_data(data: Any, name: str) -> list[str]:
    """Every problem of already-parsed layout data, one line each (``[]`` when valid).

    ``name`` is the file name put in front of each line. Never raises for any input."""
    problems: list[str] = []

    def err(entry: str, what: str) -> None:
        problems.append(f"{name}: {entry}: {what}")

    if not isinstance(data, dict):
        what = "file is empty" if data is None else f"top level is {type_name(data)}"
        err("top level", f"{what}; expected a mapping with keys name, size, sites, trails")
        return problems

    for key in data:
        if key not in TOP_KEYS:
            err(show_value(key), "unknown top-level key (expected name, size, sites, trails)")
    for key, required in TOP_KEYS.items():
        if required and key not in data:
            err(key, "missing")

    # name, size
    if "name" in data and not (isinstance(data["name"], str) and data["name"].strip()):
        err("name", f"must be a non-empty string, got {show_value(data['name'])}")
    size: tuple[float, float] | None = None
    if "size" in data:
        size = as_point(data["size"])
        if size is None or size[0] <= 0 or size[1] <= 0:
            err(
                "size",
                f"must be [width, height] with two positive numbers, got {show_value(data['size'])}"
                f"{coordinate_note(data['size'])}",
            )
            size = None

    def check_point(entry: str, what: str, pt: tuple[float, float]) -> None:  # B5
        if size is not None and not (0 <= pt[0] <= size[0] and 0 <= pt[1] <= size[1]):
            err(entry, f"{what} ({pt[0]:g}, {pt[1]:g}) lies outside the drawing space {size[0]:g}x{size[1]:g} (B5)")

    # sites --------------------------------------------------------------------------
    sites_raw = data.get("sites")
    if "sites" in data and not isinstance(sites_raw, list):
        err("sites", f"must be a list of sites, got {type_name(sites_raw)}")
    if not isinstance(sites_raw, list):
        sites_raw = []

    # id -> (label, kind, x, y, first_game) of every site good enough to be used by trails
    sites: dict[str, dict[str, Any]] = {}
    first_label: dict[str, str] = {}
    kinds: Counter[str] = Counter()
    for i, s in enumerate(sites_raw):
        label = f"sites[{i}]"
        if not isinstance(s, dict):
            err(label, f"must be a mapping with id, kind, x, y, got {type_name(s)} {show_value(s)}")
            continue
        sid: Any = s.get("id")  # a well-formed id when ok stays True
        if isinstance(sid, str) and sid:
            label = f"sites[{i}] ({value_label(sid)})"
        for key in s:
            if key not in SITE_KEYS:
                err(label, f"unknown key {show_value(key)}")
        for key, required in SITE_KEYS.items():
            if required and key not in s:
                err(label, f"missing '{key}'")
        ok = True
        if "id" in s:
            if not isinstance(sid, str):
                err(label, f"id must be a string, got {type_name(sid)} {show_value(sid)} (quote it)")
                ok = False
            elif not ID_RE.match(sid):
                err(
                    label, f"id {show_value(sid)} must be letters, digits or '_' only (it is used in the move notation)"
                )
                ok = False
            elif sid in first_label:
                err(label, f"duplicate id '{sid}' (also {first_label[sid]})")
                ok = False
        else:
            ok = False
        kind = s.get("kind")
        if "kind" in s and not (isinstance(kind, str) and kind in NEED_KIND):
            err(label, f"unknown kind {show_value(kind)} (expected camp, ruin or temple)")
            kind = None
        for key in ("x", "y"):
            if key in s and not is_number(s[key]):
                err(label, f"{key} must be a number, got {show_value(s[key])}{coordinate_note(s[key])}")
        x: Any = s.get("x")  # checked by is_number before use
        y: Any = s.get("y")
        has_pos = is_number(x) and is_number(y)
        if has_pos:
            check_point(label, "position", (float(x), float(y)))
        if "name" in s and not isinstance(s["name"], str):
            err(label, f"name must be a string, got {show_value(s['name'])}")
        quadrant, colour = s.get("quadrant"), s.get("first_game")
        if kind == TEMPLE:
            if "quadrant" not in s:
                err(label, "temple has no quadrant (B1)")
            elif quadrant not in QUADRANTS:
                err(label, f"unknown quadrant {show_value(quadrant)} (expected NE, NW, SE or SW) (B1)")
                quadrant = None
            if "first_game" not in s:
                err(label, "temple has no first_game colour (B4)")
            elif colour not in TEMPLE_COLOURS:
                err(label, f"unknown first_game colour {show_value(colour)} (expected purple, blue or ivory) (B4)")
                colour = None
        elif kind is not None:
            for key in ("quadrant", "first_game"):
                if key in s:
                    err(label, f"'{key}' is for temples only, not a {kind}")
        if kind is not None and not (isinstance(sid, str) and sid in first_label):
            kinds[kind] += 1  # a duplicate entry is reported above, not counted again
        if isinstance(sid, str) and sid not in first_label:
            first_label[sid] = label
        if ok:
            sites[sid] = {
                "label": label,
                "kind": kind,
                "pos": (float(x), float(y)) if has_pos else None,
                "quadrant": quadrant if kind == TEMPLE else None,
                "colour": colour if kind == TEMPLE else None,
            }

    if isinstance(data.get("sites"), list):
        for kind, need in NEED_KIND.items():  # C1, B1
            if kinds[kind] != need:
                word = {CAMP: "camp", RUIN: "ruin", TEMPLE: "temple"}[kind]
                err("sites", f"{kinds[kind]} {word}{'s' if kinds[kind] != 1 else ''}, need exactly {need} (B1)")

    camps = [sid for sid, s in sites.items() if s["kind"] == CAMP]
    camp = camps[0] if len(camps) == 1 else None
    camp_pos = sites[camp]["pos"] if camp else None

    # B1: Base Camp at the centre; each temple's quadrant agrees with where it is drawn.
    if camp_pos is not None and size is not None:
        cx, cy = size[0] / 2, size[1] / 2
        if (
            abs(camp_pos[0] - cx) > CAMP_CENTRE_TOLERANCE * size[0]
            or abs(camp_pos[1] - cy) > CAMP_CENTRE_TOLERANCE * size[1]
        ):
            err(
                sites[str(camp)]["label"],
                f"Base Camp at ({camp_pos[0]:g}, {camp_pos[1]:g}) is not at the "
                f"centre ({cx:g}, {cy:g}) of the drawing space (B1)",
            )
    if camp_pos is not None:
        for s in sites.values():
            if s["kind"] == TEMPLE and s["quadrant"] and s["pos"] is not None:
                where = quadrant_of(*s["pos"], *camp_pos)
                if s["quadrant"] not in where:
                    err(
                        s["label"],
                        f"quadrant {s['quadrant']} does not match its position "
                        f"({'/'.join(sorted(where))} of Base Camp) (B1)",
                    )

    # trails -------------------------------------------------------------------------
    trails_raw = data.get("trails")
    if "trails" in data and not isinstance(trails_raw, list):
        err("trails", f"must be a list of trails, got {type_name(trails_raw)}")
    if not isinstance(trails_raw, list):
        trails_raw = []

    edges: list[tuple[str, str, str]] = []  # (a, b, label) of trails joining known sites
    pair_label: dict[frozenset[str], str] = {}
    rivers = 0
    unreadable = 0  # trails whose ends could not be resolved
    for i, t in enumerate(trails_raw):
        label = f"trails[{i}]"
        if not isinstance(t, dict):
            err(label, f"must be a mapping with a, b, got {type_name(t)} {show_value(t)}")
            unreadable += 1
            continue
        a: Any = t.get("a")  # site ids; ends_ok says when both are known ones
        b: Any = t.get("b")
        if isinstance(a, str) and isinstance(b, str):
            label = f"trails[{i}] ({value_label(a)}-{value_label(b)})"
        for key in t:
            if key not in TRAIL_KEYS:
                err(label, f"unknown key {show_value(key)}")
        ends_ok = True
        for key in ("a", "b"):
            if key not in t:
                err(label, f"missing '{key}'")
                ends_ok = False
            elif not isinstance(t[key], str):
                err(label, f"{key} must be a site id string, got {type_name(t[key])} {show_value(t[key])}")
                ends_ok = False
            elif t[key] not in sites:
                if t[key] in first_label:  # exists but is itself broken: already reported
                    ends_ok = False
                else:
                    err(label, f"unknown site {show_value(t[key])}")
                    ends_ok = False
        if not ends_ok:
            unreadable += 1
        else:
            if a == b:
                err(label, f"joins site '{a}' to itself (B2)")
                ends_ok = False
            else:
                pair = frozenset((a, b))
                if pair in pair_label:
                    err(label, f"second trail between {a} and {b} (also {pair_label[pair]}) (B2)")
                    ends_ok = False
                else:
                    pair_label[pair] = label
        river = t.get("river", False)
        if not isinstance(river, bool):
            err(label, f"river must be true or false, got {show_value(river)}")
            river = False
        bends: list[tuple[float, float]] = []
        bends_ok = True
        if "bends" in t and t["bends"] is not None:
            if not isinstance(t["bends"], list):
                err(label, f"bends must be a list of [x, y] points, got {show_value(t['bends'])} (B5)")
                bends_ok = False
            else:
                for j, p in enumerate(t["bends"]):
                    pt = as_point(p)
                    if pt is None:
                        err(
                            label,
                            f"bends[{j}] must be [x, y] with two numbers, got {show_value(p)}{coordinate_note(p)} (B5)",
                        )
                        bends_ok = False
                    else:
                        bends.append(pt)
                        check_point(label, f"bends[{j}]", pt)
        token = None
        if river:
            rivers += 1
            if "token" not in t or t["token"] is None:
                err(label, "river trail has no token spot (B3)")
            else:
                token = as_point(t["token"])
                if token is None:
                    err(
                        label,
                        f"token must be [x, y] with two numbers, got {show_value(t['token'])}"
                        f"{coordinate_note(t['token'])} (B3, B5)",
                    )
                else:
                    check_point(label, "token", token)
        elif "token" in t:
            err(label, "token spot on a trail that is not a river (B3)")
        if ends_ok:
            edges.append((a, b, label))
            pa, pb = sites[a]["pos"], sites[b]["pos"]
            if token is not None and pa is not None and pb is not None and bends_ok:
                line = [pa, *bends, pb]
                d = min(dist_to_segment(token, p, q) for p, q in zip(line, line[1:]))
                if d > TOKEN_MAX_DISTANCE:
                    err(
                        label,
                        f"token ({token[0]:g}, {token[1]:g}) is {d:.0f} px from the trail's "
                        f"line (at most {TOKEN_MAX_DISTANCE:g}) (B3, B5)",
                    )

    if isinstance(data.get("trails"), list) and rivers != NEED_RIVERS:  # B3, C1
        err("rivers", f"{rivers} river trail{'s' if rivers != 1 else ''}, need exactly {NEED_RIVERS} (B3)")

    # graph (B2) ---------------------------------------------------------------------
    adj: dict[str, set[str]] = {sid: set() for sid in sites}
    for a, b, _ in edges:
        adj[a].add(b)
        adj[b].add(a)
    if sites and not unreadable:
        # Degree and connectivity are only meaningful when every trail's ends could be read;
        # otherwise the trail problems above already say what to fix.
        for sid, s in sites.items():
            n = len(adj[sid])
            if s["kind"] == CAMP and n < CAMP_MIN_TRAILS:
                err(
                    s["label"], f"Base Camp has {n} trail{'s' if n != 1 else ''}, needs at least {CAMP_MIN_TRAILS} (B2)"
                )
            elif n < SITE_MIN_TRAILS:
                err(
                    s["label"],
                    f"only {n} trail{'s' if n != 1 else ''}, every site needs at least {SITE_MIN_TRAILS} (B2)",
                )
        start = camp if camp is not None else next(iter(sites))
        seen = {start}
        todo = [start]
        while todo:
            for nxt in adj[todo.pop()]:
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        if len(seen) != len(sites):
            cut = [sid for sid in sites if sid not in seen]
            shown = ", ".join(cut[:8]) + (", ..." if len(cut) > 8 else "")
            err(
                "graph",
                f"not connected: {len(cut)} site{'s' if len(cut) != 1 else ''} "
                f"cannot be reached from {start}: {shown} (B2)",
            )

    # First Game colours (B4) ----------------------------------------------------------
    colours = Counter(s["colour"] for s in sites.values() if s["colour"])
    if kinds[TEMPLE] and all(s["colour"] for s in sites.values() if s["kind"] == TEMPLE):
        for c, need in NEED_COLOUR.items():
            if colours[c] != need:
                err(
                    "temples",
                    f"{colours[c]} {c} First Game temple{'s' if colours[c] != 1 else ''}, need exactly {need} (B4)",
                )
    for a, b, label in edges:
        ca, cb = sites[a]["colour"], sites[b]["colour"]
        if ca and ca == cb:
            err(label, f"joins two {ca} First Game temples; same-colour temples may not be adjacent (B4)")

    return problems
