"""Save files and replays (S8: a game is determined by seed, players, layout and setup)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from relicrunners.bots import RandomBot
from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.io.saves import (
    FORMAT,
    FORMAT_VERSION,
    SaveError,
    fingerprint,
    layout_ref,
    load_game,
    replay,
    save_game,
)
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.play.simulate import default_seats, play_game
from relicrunners.rules import Action, apply, from_json, from_text, legal_actions, new_game, to_json, to_text
from relicrunners.rules.frames import Steps
from relicrunners.rules.state import Player, State


@pytest.fixture(scope="module")
def board():
    return load_layout(DEFAULT_LAYOUT)


def record_of(n: int, setup: str, seed: int, actions=()) -> GameRecord:
    players = [Seat(name, colour, SeatKind.RANDOM) for name, colour in default_seats(n)]
    return GameRecord(layout_ref(DEFAULT_LAYOUT), players, setup, seed, list(actions))


def random_game(board, n: int, setup: str, seed: int, max_turns: int = 500):
    bots = [RandomBot(seed * 8 + i) for i in range(n)]
    result = play_game(board, default_seats(n), setup, seed, bots, max_turns=max_turns)
    assert result.error is None, result.error
    return result


@pytest.fixture(scope="module")
def short_save(board, tmp_path_factory):
    """A valid save of 40 actions and its text."""
    result = random_game(board, 3, "standard", 5, max_turns=15)
    path = tmp_path_factory.mktemp("saves") / "good.json"
    save_game(path, record_of(3, "standard", 5, result.actions), board)
    return path, path.read_text(encoding="utf-8")


# -- round trip ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "n, setup, seed",
    [(2, "first", 1), (3, "standard", 2), (4, "random", 3), (5, "standard", 4), (2, "random", 5), (5, "first", 6)],
)
def test_save_load_replay_reproduces_the_state(board, tmp_path, n, setup, seed):  # S8
    result = random_game(board, n, setup, seed, max_turns=120)
    path = tmp_path / "nested" / "dir" / f"game-{seed}.json"
    save_game(path, record_of(n, setup, seed, result.actions), board)
    loaded = load_game(path)  # layout taken from the file
    assert loaded.actions == result.actions
    assert (loaded.setup, loaded.seed, loaded.version) == (setup, seed, FORMAT_VERSION)
    state, events = replay(board, loaded, name=str(path))
    assert len(events) == len(result.actions)
    assert fingerprint(state) == fingerprint(result.state)
    assert state.turn == result.state.turn and state.over == result.state.over


def test_a_finished_game_replays_to_game_over(board, tmp_path):
    result = random_game(board, 2, "standard", 11)
    assert result.state.over
    save_game(tmp_path / "g.json", record_of(2, "standard", 11, result.actions), board)
    state, _ = replay(board, load_game(tmp_path / "g.json", board))
    assert state.over and fingerprint(state) == fingerprint(result.state)


def test_save_file_is_plain_json_with_text_actions(board, short_save):
    path, text = short_save
    data = json.loads(text)
    assert data["format"] == FORMAT and data["version"] == FORMAT_VERSION
    assert data["layout"] == "board_layouts/jungle.yaml"
    assert data["players"][0] == {"name": "Red", "colour": "red", "kind": "random"}
    assert all(isinstance(a, str) for a in data["actions"])
    assert data["actions"][0].startswith("move BC-")
    assert [from_text(board, a) for a in data["actions"]] == load_game(path, board).actions


# -- fingerprint --------------------------------------------------------------------------------
def test_fingerprint_sees_every_state_and_player_field(board):
    base = new_game(board, 3, "standard", 1)
    fp = fingerprint(base)
    changes = {
        "board": lambda s: setattr(s, "board", type(s.board)("other", s.board.size, s.board.sites, s.board.trails)),
        "setup": lambda s: setattr(s, "setup", "random"),
        "seed": lambda s: setattr(s, "seed", 99),
        "players": lambda s: s.players.reverse(),
        "ruins": lambda s: s.ruins.__setitem__(board.ruins[0], 1),
        "stacks": lambda s: s.stacks[board.temples[0]].pop(),
        "full": lambda s: setattr(s, "full", s.full._replace(colours=tuple(reversed(s.full.colours)))),
        "relics": lambda s: s.relics.__setitem__(board.ruins[0], "green"),
        "tokens": lambda s: s.tokens.__setitem__(0, False),
        "camp": lambda s: setattr(s, "camp", 0),
        "current": lambda s: setattr(s, "current", 1),
        "phase": lambda s: setattr(s, "phase", "after"),
        "pending": lambda s: s.pending.append(Steps(1)),
        "turn": lambda s: setattr(s, "turn", 7),
        "flags": lambda s: setattr(s.flags, "tool_used", True),
        "stage": lambda s: setattr(s, "stage", "final"),
        "queue": lambda s: s.queue.append(2),
        "triggered_by": lambda s: setattr(s, "triggered_by", 0),
        "discards": lambda s: s.discards.append(s.unused[0]),
        "unused": lambda s: s.unused.pop(),
        "masked_for": lambda s: setattr(s, "masked_for", 1),
        "announced": lambda s: setattr(s, "announced", (3, 0)),
    }
    assert set(changes) == set(State.__slots__), "fingerprint test must cover every State field"
    for name, change in changes.items():
        s = base.copy()
        change(s)
        assert fingerprint(s) != fp, f"fingerprint misses State.{name}"
    tile = base.unused[0]
    player_changes = {
        "name": lambda p: setattr(p, "name", "Zed"),
        "colour": lambda p: setattr(p, "colour", "black"),
        "site": lambda p: setattr(p, "site", 3),
        "rations": lambda p: setattr(p, "rations", 1),
        "pathways": lambda p: p.pathways.add(2),
        "tb_reserve": lambda p: setattr(p, "tb_reserve", 0),
        "tb_bottom": lambda p: setattr(p, "tb_bottom", 0),
        "table": lambda p: p.table["C"].__setitem__(1, 1),
        "vp": lambda p: setattr(p, "vp", 5),
        "blue": lambda p: p.blue.append(tile),
        "revealed": lambda p: p.revealed.add(4),
        "ivory": lambda p: p.ivory.__setitem__(1, tile),
        "relics": lambda p: p.relics.append("blue"),
        "seen": lambda p: p.seen.add(9),
    }
    assert set(player_changes) == set(Player.__slots__)
    for name, change in player_changes.items():
        s = base.copy()
        change(s.players[1])
        assert fingerprint(s) != fp, f"fingerprint misses Player.{name}"


# -- corrupt files --------------------------------------------------------------------------------
def _corrupt_cases(text: str) -> dict[str, tuple[str, str]]:
    good = json.loads(text)

    def with_(**kw):
        d = dict(good)
        d.update(kw)
        return json.dumps(d)

    no_format = dict(good)
    del no_format["format"]
    bad_action = dict(good)
    bad_action["actions"] = good["actions"][:3] + ["mvoe BC-R2"] + good["actions"][3:]
    return {
        "empty": ("", "empty"),
        "truncated": (text[: len(text) // 2], "cut short"),
        "not json": ("this is not a save\n", "not valid JSON"),
        "binary": ("\x00\x01garbage", "not valid JSON"),
        "foreign format": (with_(format="chess-pgn"), "not a Relic Runners save"),
        "no format": (json.dumps(no_format), "not a Relic Runners save"),
        "json list": ("[1, 2, 3]", "not a Relic Runners save"),
        "newer version": (with_(version=FORMAT_VERSION + 1), "newer"),
        "version text": (with_(version="1"), "'version'"),
        "seed text": (with_(seed="seven"), "'seed' must be an integer"),
        "setup unknown": (with_(setup="chaos"), "'setup'"),
        "players not list": (with_(players="Red"), "'players'"),
        "player colour": (with_(players=[{"name": "A", "colour": "pink"}, good["players"][1]]), "colour"),
        "actions not list": (with_(actions="move BC-R2"), "'actions'"),
        "action not text": (with_(actions=[{"kind": "move"}]), "action 0"),
        "bad action": (json.dumps(bad_action), "action 3 'mvoe BC-R2'"),
        "unknown site": (with_(actions=["move BC-Q9"]), "action 0 'move BC-Q9'"),
        "missing layout": (with_(layout="no/such/layout.yaml"), "layout"),
    }


CORRUPT = [
    "empty",
    "truncated",
    "not json",
    "binary",
    "foreign format",
    "no format",
    "json list",
    "newer version",
    "version text",
    "seed text",
    "setup unknown",
    "players not list",
    "player colour",
    "actions not list",
    "action not text",
    "bad action",
    "unknown site",
    "missing layout",
]


# what the window says about each (``SaveError.reason``, worded by ``relicrunners.text.problems``)
REASONS = {
    "empty": "empty",
    "truncated": "cut_short",
    "not json": "not_json",
    "binary": "not_json",
    "foreign format": "not_a_save",
    "no format": "not_a_save",
    "json list": "not_a_save",
    "newer version": "too_new",
    "version text": "bad_field",
    "seed text": "bad_field",
    "setup unknown": "bad_field",
    "players not list": "bad_field",
    "player colour": "bad_field",
    "actions not list": "bad_field",
    "action not text": "illegal_action",
    "bad action": "illegal_action",
    "unknown site": "illegal_action",
    "missing layout": "layout",
}


def test_corrupt_case_list_is_complete(short_save):
    assert sorted(_corrupt_cases(short_save[1])) == sorted(CORRUPT) == sorted(REASONS)


@pytest.mark.parametrize("case", CORRUPT)
def test_corrupt_file_is_one_line_save_error_and_untouched(short_save, tmp_path, case):
    _, text = short_save
    content, expected = _corrupt_cases(text)[case]
    path = tmp_path / "save.json"
    path.write_text(content, encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        load_game(path)
    msg = str(err.value)
    assert "\n" not in msg
    assert msg.startswith(f"{path}: ")
    assert expected in msg
    assert err.value.reason == REASONS[case]
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["save.json"]


def test_missing_file(tmp_path):
    with pytest.raises(SaveError, match=r"no such file$"):
        load_game(tmp_path / "nothing.json")


def test_illegal_action_in_file_names_index_and_text(board, tmp_path):
    record = record_of(
        2, "first", 0, [from_text(board, "move BC-R2"), from_text(board, "end"), from_text(board, "move BC-T9")]
    )
    save_game(tmp_path / "s.json", record, board)
    loaded = load_game(tmp_path / "s.json", board)
    with pytest.raises(SaveError) as err:
        replay(board, loaded, name="s.json")
    assert str(err.value) == "s.json: action 2 'move BC-T9' is not legal here (decision was 'start')"
    assert err.value.reason == "illegal_action" and err.value.values == {"number": 3}  # the player counts from 1


def test_a_newer_save_says_its_version(short_save, tmp_path):
    data = json.loads(short_save[1])
    data["version"] = FORMAT_VERSION + 4
    path = tmp_path / "new.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert err.value.reason == "too_new" and err.value.values == {"version": FORMAT_VERSION + 4}


def test_action_after_game_over_is_reported(board):
    result = random_game(board, 2, "standard", 11)
    record = record_of(2, "standard", 11, result.actions + [Action("end")])
    with pytest.raises(SaveError, match=rf"action {len(result.actions)} 'end' .*game is already over"):
        replay(board, record)


# -- atomic writes ----------------------------------------------------------------------------------
def test_atomic_write_leaves_only_the_save(board, tmp_path):
    record = record_of(2, "first", 0, [from_text(board, "move BC-R2")])
    save_game(tmp_path / "a.json", record, board)
    save_game(tmp_path / "a.json", record_of(2, "first", 1), board)  # overwrite
    assert os.listdir(tmp_path) == ["a.json"]
    assert load_game(tmp_path / "a.json", board).seed == 1


def test_failed_write_keeps_old_file_and_no_temp(board, tmp_path, monkeypatch):
    path = tmp_path / "keep.json"
    save_game(path, record_of(2, "first", 0), board)
    before = path.read_bytes()

    def boom(*_a, **_k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        save_game(path, record_of(2, "first", 99), board)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["keep.json"]
    # an action the notation cannot write fails before anything is written
    with pytest.raises(Exception):
        save_game(path, record_of(2, "first", 5, [Action("fly", (1,))]), board)
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["keep.json"]


def test_layout_ref_is_repo_relative_inside_and_as_given_outside(tmp_path):
    assert layout_ref(DEFAULT_LAYOUT) == "board_layouts/jungle.yaml"
    outside = tmp_path / "my.yaml"
    assert layout_ref(outside) == str(outside)


def test_replay_of_first_actions_matches_stepwise_apply(board):
    state = new_game(board, 4, "random", 21)
    actions = []
    for _ in range(60):
        a = legal_actions(state)[0]
        state, _ = apply(state, a)
        actions.append(a)
    got, _ = replay(board, record_of(4, "random", 21, actions))
    assert fingerprint(got) == fingerprint(state)


def test_notation_doc_examples_are_real_actions(board):
    """Every action in the first column of docs/notation.md's table reads and writes back the same."""
    doc = (Path(__file__).resolve().parent.parent / "docs" / "notation.md").read_text(encoding="utf-8")
    table = doc.split("## When each action is asked for")[1].split("## JSON form")[0]
    rows = [line for line in table.splitlines() if line.startswith("| `")]
    texts = [row.split("`")[1] for row in rows]
    assert len(texts) >= 20
    kinds = set()
    for text in texts:
        action = from_text(board, text)
        kinds.add(action.kind)
        assert to_text(board, action) == text
        assert to_json(board, action) == {"kind": action.kind, "text": text}
        assert from_json(board, to_json(board, action)) == action
    assert kinds == {
        "move",
        "jump",
        "stay",
        "use",
        "explore",
        "end",
        "tool",
        "step",
        "place",
        "keep",
        "decline",
        "take",
        "shift",
        "visit",
        "flip",
        "done",
        "choose",
    }
