"""One ``Seat`` and one ``SeatKind`` (``relicrunners.play.seat``, issue #24) for the setup screen,
saves, the last setup, the history, the server and the window — and every file and message keeps
its old words, byte for byte: a ``SeatKind`` is a ``StrEnum`` and is written as its word."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import board

from relicrunners.bots import BOT_NAMES
from relicrunners.io import lastsetup
from relicrunners.io.layout import DEFAULT_LAYOUT
from relicrunners.io.saves import SaveError, load_game, open_game, save_game
from relicrunners.net.room import Room
from relicrunners.net.store import load_room
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.seat import BOT_LEVELS, Seat, SeatKind, kind_or_word
from relicrunners.rules.components import PLAYER_COLOURS
from relicrunners.text.window import bot_level

FIXTURE = Path(__file__).resolve().parent / "data" / "save-before-typed-core.json"


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
    assert kind_or_word("grandmaster") == "grandmaster" and not isinstance(kind_or_word("grandmaster"), SeatKind)
    assert bot_level("grandmaster") == "grandmaster" and bot_level(SeatKind.EASY) == bot_level("easy") == "easy"


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


def _written(data: dict) -> bytes:
    """A save's bytes as ``save_game`` writes them."""
    return (json.dumps(data, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


def test_the_old_save_fixture_is_written_back_byte_for_byte(tmp_path):
    record, bd = open_game(FIXTURE)
    assert all(isinstance(p, Seat) and p.kind is SeatKind.MEDIUM for p in record.players)
    save_game(tmp_path / "again.json", record, bd)
    assert (tmp_path / "again.json").read_bytes() == FIXTURE.read_bytes()


@pytest.mark.parametrize("kinds", [["human", "easy", "hard"], ["random", "human", "human"]])
def test_every_kind_of_a_save_round_trips_byte_for_byte(tmp_path, kinds):
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    for p, k in zip(data["players"], kinds):
        p["kind"] = k
    (tmp_path / "before.json").write_bytes(_written(data))
    record = load_game(tmp_path / "before.json", board())
    assert [p.kind for p in record.players] == kinds
    save_game(tmp_path / "after.json", record, board())
    assert (tmp_path / "after.json").read_bytes() == (tmp_path / "before.json").read_bytes()


@pytest.mark.parametrize("kind", ["genius", "online", "remote", "Human"])
def test_an_unknown_kind_in_a_save_is_refused_in_one_line(tmp_path, kind):
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    data["players"][1]["kind"] = kind
    path = tmp_path / "odd.json"
    path.write_bytes(_written(data))
    with pytest.raises(SaveError) as info:
        load_game(path, board())
    assert str(info.value) == f"{path}: players[1].kind must be 'human' or a bot name, got {kind!r}"
    assert info.value.reason == "bad_field"


def test_a_record_holds_seats_and_says_their_kinds():
    seats = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.EASY)]
    record = GameRecord("board_layouts/jungle.yaml", seats, "first", 3)
    assert record.kinds == [SeatKind.HUMAN, SeatKind.EASY] and record.seats() == [("Ada", "red"), ("Bo", "blue")]


def test_the_last_setup_file_keeps_its_words():
    seats = (
        Seat("", "blue", SeatKind.HUMAN),
        Seat("Zoë", "red", SeatKind.ONLINE),
        Seat("Kofi", "black", SeatKind.EASY),
        Seat("", "green", SeatKind.MEDIUM),
        Seat("", "yellow", SeatKind.RANDOM),
    )
    assert lastsetup.save(lastsetup.LastSetup(3, seats, "random"))
    data = json.loads(lastsetup.path().read_text(encoding="utf-8"))
    assert [s["kind"] for s in data["seats"]] == ["human", "online", "easy", "medium", "random"]
    assert lastsetup.load() == (lastsetup.LastSetup(3, seats, "random"), None)


def test_the_servers_game_file_keeps_its_words(tmp_path):
    room = Room.with_seats("ABCDEF", board(), str(DEFAULT_LAYOUT), ["remote", "easy"], "first", ["Ann", "Bot"])
    assert [s.kind for s in room.seats] == [SeatKind.REMOTE, SeatKind.EASY]
    room.join("Zed")
    room.start()
    assert room.match is not None and room.match.kinds == [SeatKind.HUMAN, SeatKind.EASY]
    data = json.loads(room.data())
    token = room.seats[0].token
    assert data["seats"] == [
        {"kind": "remote", "name": "Zed", "colour": PLAYER_COLOURS[0], "token": token, "away_bot": False},
        {"kind": "easy", "name": "Bot", "colour": PLAYER_COLOURS[1], "token": None, "away_bot": False},
    ]
    assert b'"seats":[{"kind":"remote","name":"Zed","colour":"%s","token":"' % PLAYER_COLOURS[0].encode() in room.data()
    assert [s["kind"] for s in room.seats_info()] == ["remote", "easy"]
    room.save(tmp_path)
    again = load_room(tmp_path / "ABCDEF.json", board(), str(DEFAULT_LAYOUT))
    assert again.data() == room.data() and again.seats == room.seats
