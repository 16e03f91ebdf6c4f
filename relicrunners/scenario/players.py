"""One entry of a scenario's ``state.players:`` list applied to its seat (part of
``position.build_state``): site, Rations, VP, Pathways, Relics, Toolboxes and the Ivory and
Blue tiles held. Tiles are claimed from the box (``edits.TileBox``), never copied; the Rations
in Base Camp are settled afterwards by ``build_state`` (R10.1).
"""

from __future__ import annotations

from typing import Any

from ..rules import Board, Player, State
from ..rules.components import BRANCHES, CHART_MAX, PATHWAYS_PER_PLAYER, RELIC_COLOURS, TOOLBOXES_PER_PLAYER
from .edits import TileBox, give_blue, give_ivory, set_pathways
from .schema import (
    PLAYER_KEYS,
    TOOLBOX_KEYS,
    ScenarioError,
    is_int,
    need_int,
    need_list,
    need_map,
    parse_code,
    refuse_unknown,
    site_of,
    trail_of,
)


def player_overrides(board: Board, state: State, box: TileBox, i: int, po: dict[str, Any]) -> None:
    """Apply ``state.players[i]`` to seat ``i``; what the entry leaves out stays as dealt."""
    where = f"state.players[{i}]"
    refuse_unknown(po, PLAYER_KEYS, where)
    p = state.players[i]
    if "site" in po:
        p.site = site_of(board, po["site"], f"{where}.site")
    if "rations" in po:
        p.rations = need_int(po["rations"], f"{where}.rations", 0, CHART_MAX)  # R10.2
    if "vp" in po:
        p.vp = need_int(po["vp"], f"{where}.vp", 0)
    if "pathways" in po:
        trails = [trail_of(board, t, f"{where}.pathways") for t in need_list(po["pathways"], f"{where}.pathways")]
        if len(set(trails)) != len(trails):
            raise ScenarioError(f"{where}.pathways: a trail is listed twice (R9.3)")
        if len(trails) > PATHWAYS_PER_PLAYER:
            raise ScenarioError(f"{where}.pathways: {len(trails)} Pathways, a player has {PATHWAYS_PER_PLAYER} (C2)")
        set_pathways(state, i, *trails)
    if "relics" in po:
        relics = need_list(po["relics"], f"{where}.relics")
        for c in relics:
            if c not in RELIC_COLOURS:
                raise ScenarioError(f"{where}.relics: expected Relic colours ({', '.join(RELIC_COLOURS)}), got {c!r}")
        p.relics = list(relics)
    if "toolboxes" in po:
        _toolboxes(p, need_map(po["toolboxes"], f"{where}.toolboxes"), f"{where}.toolboxes")
    if "ivory" in po:
        _ivory(state, box, i, need_list(po["ivory"], f"{where}.ivory"), where)
    if "blue" in po:
        _blue(state, box, i, need_list(po["blue"], f"{where}.blue"), where)


def _ivory(state: State, box: TileBox, i: int, codes: list[Any], where: str) -> None:
    """The Ivory tiles held: every one named by code, one per level (R9.4)."""
    p = state.players[i]
    box.release(list(p.ivory.values()))
    p.ivory = {}
    for j, text in enumerate(codes):
        code, level = parse_code(text, f"{where}.ivory[{j}]")
        if code[0] != "I":
            raise ScenarioError(f"{where}.ivory[{j}]: {code} is not an Ivory tile")
        if level in p.ivory:
            raise ScenarioError(f"{where}.ivory: two level-{level} Ivory tiles; a player holds one per level (R9.4)")
        give_ivory(state, i, box.claim("ivory", level, code, f"{where}.ivory[{j}]"))


def _blue(state: State, box: TileBox, i: int, codes: list[Any], where: str) -> None:
    """The Blue tiles held (looked at by their owner): ``B4`` any level, ``B4@2`` a level-2 one."""
    p = state.players[i]
    box.release(p.blue)
    p.blue = []
    for j, text in enumerate(codes):
        code, level = parse_code(text, f"{where}.blue[{j}]")
        if code[0] != "B":
            raise ScenarioError(f"{where}.blue[{j}]: {code} is not a Blue tile")
        give_blue(state, i, box.claim("blue", level, code, f"{where}.blue[{j}]"))


def _toolboxes(p: Player, tb: dict[str, Any], where: str) -> None:
    """``{reserve, bottom, table: {M: [s1, s2, s3], ...}}`` (the branches may also be given
    directly). A missing ``reserve`` is whatever is left of the 3 Toolboxes (C2)."""
    refuse_unknown(tb, TOOLBOX_KEYS, where)
    table = dict(need_map(tb.get("table"), f"{where}.table"))
    for b in BRANCHES:
        if b in tb:
            if b in table:
                raise ScenarioError(f"{where}: branch {b} given twice")
            table[b] = tb[b]
    for b, steps in table.items():
        if b not in BRANCHES:
            raise ScenarioError(f"{where}.table: unknown branch {b!r} (M, C or S)")
        if not (isinstance(steps, list) and len(steps) == 3 and all(is_int(x) and x >= 0 for x in steps)):
            raise ScenarioError(f"{where}.table.{b}: expected three counts [step 1, step 2, step 3], got {steps!r}")
        p.table[b] = list(steps)
    if "bottom" in tb:
        p.tb_bottom = need_int(tb["bottom"], f"{where}.bottom", 0, TOOLBOXES_PER_PLAYER)
    placed = p.tb_bottom + sum(sum(v) for v in p.table.values())
    if "reserve" in tb:
        p.tb_reserve = need_int(tb["reserve"], f"{where}.reserve", 0, TOOLBOXES_PER_PLAYER)
    else:
        p.tb_reserve = TOOLBOXES_PER_PLAYER - placed
    if p.tb_reserve + placed != TOOLBOXES_PER_PLAYER:
        raise ScenarioError(
            f"{where}: {p.tb_reserve} in reserve + {placed} on the Table = "
            f"{p.tb_reserve + placed}, a player has exactly {TOOLBOXES_PER_PLAYER} (C2)"
        )
