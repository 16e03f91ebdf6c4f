"""One ``Seat`` and one ``SeatKind`` (``relicrunners.play.seat``, issue #24) for the setup screen,
saves, the last setup, the history, the server and the window — and every file and message keeps
its old words, byte for byte: a ``SeatKind`` is a ``StrEnum`` and is written as its word."""

from __future__ import annotations

import json

import pytest

from relicrunners.bots import BOT_NAMES
from relicrunners.play.seat import BOT_LEVELS, Seat, SeatKind, kind_or_word


def test_the_bot_levels_are_the_bots_names_in_order():
    assert tuple(k.value for k in SeatKind.bots()) == BOT_NAMES
    assert BOT_LEVELS == SeatKind.bots() and all(k.is_bot and not k.is_person for k in BOT_LEVELS)
    assert {k for k in SeatKind if k.is_person} == {SeatKind.HUMAN, SeatKind.ONLINE, SeatKind.REMOTE}


def test_a_kind_is_its_word():
    assert SeatKind.HUMAN == "human" and SeatKind.REMOTE == "remote" and SeatKind.ONLINE == "online"
    assert json.dumps([SeatKind.HUMAN, SeatKind.HARD]) == '["human", "hard"]'
    assert f"{SeatKind.MEDIUM}" == str(SeatKind.MEDIUM) == "medium"
    assert {"easy": 1}[SeatKind.EASY] == 1  # hashes as its word: tables keyed by words still work
    assert SeatKind.parse("easy") is SeatKind.EASY
    for bad in ("genius", "Human", "", None, 3, ["human"]):
        with pytest.raises(ValueError, match="unknown seat kind"):
            SeatKind.parse(bad)


def test_a_person_plays_as_human_in_a_games_record():
    assert [k.in_game for k in (SeatKind.HUMAN, SeatKind.ONLINE, SeatKind.REMOTE, SeatKind.HARD)] == [
        SeatKind.HUMAN,
        SeatKind.HUMAN,
        SeatKind.HUMAN,
        SeatKind.HARD,
    ]
    assert Seat("Zed", "red", SeatKind.REMOTE).in_game() == Seat("Zed", "red", SeatKind.HUMAN)


def test_a_word_this_version_does_not_know_is_kept_where_it_is_only_shown():
    assert kind_or_word("hard") is SeatKind.HARD
    assert kind_or_word("expert") == "expert" and not isinstance(kind_or_word("expert"), SeatKind)


def test_seat_to_dict_and_from_dict_round_trip():
    for kind in SeatKind:
        seat = Seat("Zoë", "blue", kind)
        d = seat.to_dict()
        assert list(d) == ["name", "colour", "kind"] and d["kind"] == kind.value and type(d["kind"]) is str
        assert Seat.from_dict(d) == seat and Seat.from_dict(json.loads(json.dumps(d))) == seat
    assert Seat.from_dict({"name": "Ada", "colour": "red"}).kind is SeatKind.HUMAN  # the save format's default
    for bad in ({"name": "Ada"}, {"name": 7, "colour": "red"}, {"name": "Ada", "colour": "red", "kind": "genius"}):
        with pytest.raises(ValueError):
            Seat.from_dict(bad)
