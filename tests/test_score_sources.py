"""Points scored during play, split by source for the score screen: every VP coin is counted once
under the source that gave it (R11.3), and no score event falls outside the known sources."""

from __future__ import annotations

import pytest

from relicrunners.bots import make_bot
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.match import Match
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.play.simulate import default_seats, play_game
from relicrunners.rules.events import Event
from relicrunners.rules.reasons import ScoreReason, ScoreSource, source_of
from relicrunners.rules.scoring import score_sources

BOARD = load_layout(DEFAULT_LAYOUT)


@pytest.mark.parametrize(("players", "setup", "seed"), [(2, "standard", 5), (3, "random", 11), (4, "first", 3)])
def test_the_sources_add_up_to_each_players_coins(players, setup, seed):
    seats = default_seats(players)
    bots = [make_bot("medium", seed * 10 + i) for i in range(players)]
    result = play_game(BOARD, seats, setup, seed, bots)
    assert result.finished
    record = GameRecord(
        str(DEFAULT_LAYOUT), [Seat(n, c, SeatKind.HUMAN) for n, c in seats], setup, seed, result.actions
    )
    match = Match(BOARD, record)
    sources = score_sources((e for evs in match.events for e in evs), players)
    for seat, p in enumerate(match.state.players):
        assert sum(sources[seat].values()) == p.vp
        assert ScoreSource.OTHER not in sources[seat]
    assert any(s.get("expeditions") for s in sources)  # bots make Expeditions in a whole game


@pytest.mark.parametrize(
    ("why", "key"),
    [
        ("Expedition", "expeditions"),
        ("Expedition (doubled)", "expeditions"),
        ("Purple P1", "purple"),
        ("Shovel 1", "toolbox"),
        ("Machete 3", "toolbox"),
        ("Compass 3 (doubled)", "toolbox"),
        ("Blue tile shown under Shovel 3", "toolbox"),
        ("second Ivory tile of a level", "ivory_extra"),
        ("Ivory I3-2", "ivory_level3"),
    ],
)
def test_every_reason_the_engine_gives_has_its_source(why, key):
    assert source_of(why) == key


def test_other_events_and_strange_seats_are_not_counted():
    events = [
        Event("score", 0, {"vp": 4, "why": "Expedition"}),
        Event("rations", 0, {"n": 3, "why": "Base Camp"}),
        Event("score", 7, {"vp": 9, "why": "Expedition"}),
        Event("score", 1, {"vp": 2, "why": "Shovel 1 (doubled)"}),
    ]
    assert score_sources(events, 2) == [{"expeditions": 4}, {"toolbox": 2}]


def test_every_score_reason_written_in_the_engine_has_a_source():
    import ast
    from pathlib import Path

    import relicrunners.rules as rules

    reasons = set()
    for path in Path(rules.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "score_points" and len(node.args) >= 4:
                why = node.args[3]
                if isinstance(why, ast.Attribute) and getattr(why.value, "id", "") == "ScoreReason":
                    reasons.add(ScoreReason[why.attr].value)
                else:  # a reason written any other way could not be sorted by source
                    reasons.add(ast.unparse(why))
    assert len(reasons) >= 8
    assert {r for r in reasons if source_of(r) == ScoreSource.OTHER} == set()
