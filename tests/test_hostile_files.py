"""Every file is input from a stranger: layouts, saves and scenario files that are special files,
huge, deeply nested, alias bombs, overlong numbers, control characters or paths out of bounds
give one line (file, entry, what is wrong) and exit status 2 — never a traceback, a hang or a
crash loop (relicrunners.io.safeio and its users)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from relicrunners import cli
from relicrunners.io import safeio
from relicrunners.io.layout import DEFAULT_LAYOUT, LayoutError, check_layout_option, load_layout
from relicrunners.io.safeio import (
    MAX_LAYOUT_BYTES,
    MAX_SAVE_BYTES,
    MAX_SCENARIO_BYTES,
    RefusedFile,
    UnsafeInput,
    check_name,
    clean_text,
    load_json,
    load_yaml,
    read_limited,
)
from relicrunners.io.saves import LAYOUTS_DIR, SaveError, layout_ref, load_game, open_game, resolve_layout, save_game
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.play.simulate import default_seats
from relicrunners.rules import MAX_SEED
from relicrunners.scenario import ScenarioError, load_scenario, run_scenario

ROOT = Path(__file__).resolve().parent.parent
GOOD_SCENARIO = 'name: Base Camp gives 3 Rations\nplayers: 2\nseed: 3\nactions: ["move BC-R2"]\n'


@pytest.fixture(scope="module")
def board():
    return load_layout(DEFAULT_LAYOUT)


@pytest.fixture(scope="module")
def save_text(board, tmp_path_factory) -> str:
    """The text of a valid save of a few actions (layout: board_layouts/jungle.yaml)."""
    path = tmp_path_factory.mktemp("good") / "good.json"
    players = [Seat(n, c, SeatKind.RANDOM) for n, c in default_seats(2)]
    from relicrunners.rules import from_text

    actions = [from_text(board, t) for t in ("move BC-R2", "end")]
    save_game(path, GameRecord(layout_ref(DEFAULT_LAYOUT), players, "first", 7, actions), board)
    return path.read_text(encoding="utf-8")


def changed(save_text: str, **fields) -> str:
    data = json.loads(save_text)
    data.update(fields)
    return json.dumps(data)


def one_line_error(exc_type, fn, *args, **kwargs) -> str:
    with pytest.raises(exc_type) as info:
        fn(*args, **kwargs)
    text = str(info.value)
    assert "\n" not in text and "\x1b" not in text and "Traceback" not in text, text
    return text


def run(capsys, *argv) -> tuple[int, str, str]:
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def finishes(fn, seconds: float = 10.0):
    """Run fn in a thread; fail (instead of hanging the suite) when it blocks."""
    box: dict = {}

    def target():
        try:
            box["value"] = fn()
        except BaseException as e:  # noqa: BLE001 - handed to the test
            box["error"] = e

    t = threading.Thread(target=target, daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), f"{fn} blocked for more than {seconds} s"
    if "error" in box:
        raise box["error"]
    return box.get("value")


# -- 1. not a regular file ------------------------------------------------------------------------
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


@needs_fifo
def test_a_fifo_is_refused_at_once_by_every_loader(tmp_path):
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)  # nobody ever writes: opening it to read would block
    msg = finishes(lambda: one_line_error(LayoutError, load_layout, fifo))
    assert msg.startswith(f"{fifo}: file: ") and "named pipe" in msg
    msg = finishes(lambda: one_line_error(SaveError, load_game, fifo))
    assert msg.startswith(f"{fifo}: ") and "named pipe" in msg and "save file" in msg
    msg = finishes(lambda: one_line_error(ScenarioError, load_scenario, fifo))
    assert "named pipe" in msg
    ok, line = finishes(lambda: run_scenario(fifo))
    assert not ok and "pipe.yaml — is a named pipe" in line


@needs_fifo
def test_read_limited_rechecks_after_opening(tmp_path, monkeypatch):
    """A file swapped for a FIFO between the check and the open is refused after opening
    (opened non-blocking, so even that never waits for a writer)."""
    fifo = tmp_path / "swap"
    os.mkfifo(fifo)
    real_stat = os.stat
    regular = real_stat(DEFAULT_LAYOUT)
    monkeypatch.setattr(safeio.os, "stat", lambda p, *a, **k: regular if Path(p) == fifo else real_stat(p, *a, **k))
    with pytest.raises(RefusedFile, match="named pipe"):
        finishes(lambda: read_limited(fifo, 10**6))


def test_devices_and_folders_are_refused(tmp_path):
    if Path("/dev/zero").exists():
        assert "is a device" in one_line_error(LayoutError, load_layout, "/dev/zero")
        assert "is a device" in one_line_error(SaveError, load_game, "/dev/zero")
        assert "is a device" in one_line_error(ScenarioError, load_scenario, "/dev/zero")
    assert one_line_error(SaveError, load_game, tmp_path) == f"{tmp_path}: is a folder, not a save file"
    assert "is a folder" in one_line_error(LayoutError, load_layout, tmp_path)
    assert "is a folder" in one_line_error(ScenarioError, load_scenario, tmp_path)


@needs_fifo
def test_command_line_with_a_fifo_exits_2_without_traceback(tmp_path):
    fifo = tmp_path / "save.json"
    os.mkfifo(fifo)
    for argv in (["replay", fifo], ["simulate", "--layout", fifo], ["scenario", fifo]):
        proc = subprocess.run(
            [sys.executable, "-m", "relicrunners", *map(str, argv)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        expected = 1 if argv[0] == "scenario" else 2  # scenario: the file FAILs, one line
        assert proc.returncode == expected, proc
        lines = (proc.stderr or proc.stdout).splitlines()
        assert len(lines) == 1 and "named pipe" in lines[0] and "Traceback" not in proc.stderr


# -- 2. too large -----------------------------------------------------------------------------------
def sparse(path: Path, size: int) -> Path:
    with open(path, "wb") as f:
        f.truncate(size)
    return path


def test_oversized_files_are_refused_before_reading(tmp_path):
    msg = one_line_error(LayoutError, load_layout, sparse(tmp_path / "big.yaml", MAX_LAYOUT_BYTES + 1))
    assert msg == f"{tmp_path / 'big.yaml'}: file: is larger than 1 MB, the most a layout file may be"
    msg = one_line_error(SaveError, load_game, sparse(tmp_path / "big.json", MAX_SAVE_BYTES + 1))
    assert msg == f"{tmp_path / 'big.json'}: is larger than 10 MB, the most a save file may be"
    msg = one_line_error(ScenarioError, load_scenario, sparse(tmp_path / "s.yaml", MAX_SCENARIO_BYTES + 1))
    assert msg == "is larger than 1 MB, the most a scenario file may be"
    assert (MAX_LAYOUT_BYTES, MAX_SCENARIO_BYTES, MAX_SAVE_BYTES) == (2**20, 2**20, 10 * 2**20)


def test_a_file_that_grows_while_read_stops_at_the_limit(tmp_path, monkeypatch):
    path = tmp_path / "growing"
    path.write_bytes(b"x" * 5000)
    real_stat = os.stat
    small = os.stat_result((*real_stat(path)[:6], 10, *real_stat(path)[7:]))  # claims 10 bytes
    monkeypatch.setattr(safeio.os, "stat", lambda p, *a, **k: small if Path(p) == path else real_stat(p, *a, **k))
    monkeypatch.setattr(safeio.os, "fstat", lambda fd: small)
    reads = []
    real_read = os.read
    monkeypatch.setattr(safeio.os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    with pytest.raises(RefusedFile, match="larger than 100 bytes"):
        read_limited(path, 100)
    assert sum(reads) <= 101
    monkeypatch.undo()
    assert read_limited(path, 5000) == b"x" * 5000


# -- 3. overlong numbers, deep nesting, alias bombs ---------------------------------------------
LONG = "9" * 5000


@pytest.mark.parametrize("field", ["seed", "version"])
def test_save_with_a_number_of_thousands_of_digits_names_the_entry(save_text, tmp_path, field):
    path = tmp_path / "s.json"
    path.write_text(save_text.replace(f'"{field}": ', f'"{field}": {LONG}, "was": ', 1), encoding="utf-8")
    msg = one_line_error(SaveError, load_game, path)
    assert msg.startswith(f"{path}: {field}: the number has 5000 digits") and "ValueError" not in msg


def test_save_nested_deeply_names_the_entry(save_text, tmp_path):
    path = tmp_path / "deep.json"
    path.write_text(changed(save_text, players="@").replace('"@"', "[" * 100_000 + "]" * 100_000), encoding="utf-8")
    started = time.perf_counter()
    msg = one_line_error(SaveError, load_game, path)
    assert msg.startswith(f"{path}: players[0][0][0]") and "nested more than 64 levels deep" in msg
    path.write_text('{"a": ' + "[" * 500_000, encoding="utf-8")  # cut short, too
    assert "nested more than 64 levels deep" in one_line_error(SaveError, load_game, path)
    assert time.perf_counter() - started < 10


def test_json_checks_are_flat_and_quick():
    started = time.perf_counter()
    assert len(load_json("[" + "[1, 2]," * 300_000 + "1]")) == 300_001  # wide is fine
    with pytest.raises(UnsafeInput, match=r"^a\.b\[2\]: the number has 31 digits"):
        load_json('{"a": {"b": [1, 2, ' + "1" * 31 + "]}}")
    assert load_json('{"name": "' + "7" * 100 + '"}') == {"name": "7" * 100}  # digits in text are text
    assert time.perf_counter() - started < 10


def test_layout_coordinate_of_thousands_of_digits_says_coordinate(tmp_path):
    text = DEFAULT_LAYOUT.read_text(encoding="utf-8")
    path = tmp_path / "long.yaml"
    path.write_text(text.replace("x: 800, y: 500", f"x: {LONG}, y: 500", 1), encoding="utf-8")
    lines = str(pytest.raises(LayoutError, load_layout, path).value).splitlines()
    assert lines[0].startswith(f"{path}: sites[0] (BC): x must be a number, got 999999999999...(5000 digits)")
    assert "coordinate" in lines[0] and not any("ValueError" in line for line in lines)


BOMB = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n" + "".join(
    f"{k}: &{k} [{', '.join([f'*{p}'] * 9)}]\n" for p, k in zip("abcdefgh", "bcdefghi")
)


def test_billion_laughs_is_refused_quickly_everywhere(tmp_path):
    path = tmp_path / "bomb.yaml"
    path.write_text(BOMB, encoding="utf-8")
    started = time.perf_counter()
    msg = one_line_error(LayoutError, load_layout, path)
    assert msg.startswith(f"{path}: ") and "entries after expanding aliases" in msg
    msg = one_line_error(ScenarioError, load_scenario, path)
    assert "entries after expanding aliases" in msg
    assert time.perf_counter() - started < 5
    with pytest.raises(UnsafeInput, match="merge|contains it"):
        load_yaml("x: &a {<<: *a}\n", allow_cycles=True)  # a merge into itself never loops


def test_yaml_depth_and_recursive_aliases(tmp_path):
    deep = "sites: " + "[" * 5000 + "]" * 5000 + "\n"
    with pytest.raises(UnsafeInput) as info:
        load_yaml(deep)
    assert info.value.entry.startswith("sites[0][0]") and "nested more than 64 levels deep" in info.value.what
    path = tmp_path / "s.yaml"
    path.write_text("name: x\nstate: &s {players: [*s]}\n", encoding="utf-8")
    assert "state.players[0]: YAML syntax error: alias *s refers to an entry that contains it" in one_line_error(
        ScenarioError, load_scenario, path
    )
    assert load_yaml("a: &x [1]\nb: *x\n") == {"a": [1], "b": [1]}  # plain aliases are fine


def test_scenario_number_of_thousands_of_digits_names_the_entry(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(GOOD_SCENARIO.replace("seed: 3", f"seed: {LONG}"), encoding="utf-8")
    msg = one_line_error(ScenarioError, load_scenario, path)
    assert msg.startswith("seed: the number has 5000 digits")
    ok, line = run_scenario(path)
    assert not ok and "s.yaml — seed: the number has 5000 digits" in line


# -- 4. seeds ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, 10**29])
def test_save_seed_outside_the_range_names_seed(save_text, tmp_path, seed):
    path = tmp_path / "s.json"
    path.write_text(changed(save_text, seed=seed), encoding="utf-8")
    msg = one_line_error(SaveError, load_game, path)
    assert msg == f"{path}: 'seed' must be an integer from 0 to {MAX_SEED}, got {seed}"


def test_save_with_the_largest_seed_loads(save_text, tmp_path):
    path = tmp_path / "s.json"
    path.write_text(changed(save_text, seed=MAX_SEED, actions=[]), encoding="utf-8")
    assert load_game(path).seed == MAX_SEED


@pytest.mark.parametrize("seed", ["-1", str(MAX_SEED + 1)])
def test_scenario_seed_outside_the_range_names_seed(tmp_path, seed):
    path = tmp_path / "s.yaml"
    path.write_text(GOOD_SCENARIO.replace("seed: 3", f"seed: {seed}"), encoding="utf-8")
    assert one_line_error(ScenarioError, load_scenario, path) == f"seed: {seed} is out of range (0..{MAX_SEED})"


def test_no_shipped_scenario_uses_a_negative_seed():
    for path in (ROOT / "scenarios").glob("*.yaml"):
        assert 0 <= load_scenario(path).seed <= MAX_SEED, path


# -- 5. names ---------------------------------------------------------------------------------------
def test_check_name_and_clean_text():
    assert check_name("Ana") is None and check_name("Zoë 👨‍👩‍👧") is None and check_name("x" * 40) is None
    assert check_name("x" * 41) == "is 41 characters long (at most 40)"
    for bad in (
        "A\x00",
        "A\x1b[31m",
        "A\x7f",
        "A\x85",
        "A\u2028",
        "A\u2029",
        "A\u202e",
        "A\u2066",
        "A\ud800",
        "A\u200b",
        "A\n",
    ):
        assert check_name(bad) is not None and "control character U+" in check_name(bad), repr(bad)
    assert check_name(7) == "must be text"
    assert clean_text("plain → text") == "plain → text"
    assert clean_text("a\nb\r\tc\x1b[2J\x00\u2028\u202e\ud800") == "a\\nb\\r\\tc\\x1b[2J\\x00\\u2028\\u202e\\ud800"
    assert clean_text("\u202eevil").isprintable()


@pytest.mark.parametrize("name", ["Eve\x00", "Eve\x1b[2J", "Eve\u2028Mallory", "Eve\u202e", "Eve\ud800", "E" * 41])
def test_save_with_a_hostile_name_names_the_player(save_text, tmp_path, name):
    data = json.loads(save_text)
    data["players"][1]["name"] = name
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")  # ensure_ascii: escapes survive
    msg = one_line_error(SaveError, load_game, path)
    assert msg.startswith(f"{path}: players[1].name ")
    assert msg.isprintable()


def test_save_with_a_hostile_bot_kind_is_refused(save_text, tmp_path):
    data = json.loads(save_text)
    data["players"][0]["kind"] = "random\x1b]0;pwned\x07"
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert "players[0].kind contains the control character U+001B" in one_line_error(SaveError, load_game, path)


def test_scenario_with_a_hostile_name_names_the_player(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text('name: x\nplayers: [{name: "Ana\\e[31m", colour: red}, {colour: blue}]\n', encoding="utf-8")
    assert (
        one_line_error(ScenarioError, load_scenario, path) == "players[0].name: contains the control character U+001B"
    )
    path.write_text('name: "evil\\e[2J\\nok  fake"\nactions: [bogus]\n', encoding="utf-8")
    ok, line = run_scenario(path)
    assert not ok and line.isprintable() and "\n" not in line


# -- 6. where a save's layout may be -------------------------------------------------------------
@pytest.fixture()
def outside_layout(tmp_path) -> Path:
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    return Path(shutil.copy(DEFAULT_LAYOUT, folder / "mine.yaml"))


def write_save(save_text: str, path: Path, layout: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(changed(save_text, layout=layout), encoding="utf-8")
    return path


def test_layout_outside_both_folders_is_refused_unless_given(save_text, tmp_path, outside_layout, board):
    save = write_save(save_text, tmp_path / "saves" / "g.json", str(outside_layout))
    msg = one_line_error(SaveError, load_game, save)
    assert msg == (
        f"{save}: layout '{outside_layout}' lies outside the layouts folder and the save's "
        "folder; give it with --layout"
    )
    assert load_game(save, given_layout=outside_layout).actions  # named by the player: fine
    assert load_game(save, board).actions  # a board given: not read
    record, got = open_game(save, given_layout=str(outside_layout))
    assert got.name == board.name and record.seed == 7


@pytest.mark.parametrize(
    "ref",
    ["../elsewhere/mine.yaml", "../../elsewhere/mine.yaml", "board_layouts/../README.md", "/etc/passwd", "/dev/zero"],
)
def test_relative_escapes_and_absolute_paths_count_as_outside(save_text, tmp_path, outside_layout, ref):
    save = write_save(save_text, tmp_path / "saves" / "g.json", ref)
    assert "lies outside the layouts folder" in one_line_error(SaveError, load_game, save)


def test_layouts_folder_and_the_saves_own_folder_are_fine(save_text, tmp_path, board):
    folder = tmp_path / "saves"
    shutil.copy(DEFAULT_LAYOUT, (folder.mkdir() or folder) / "mine.yaml")
    for ref in (
        "mine.yaml",
        str(folder / "mine.yaml"),
        "board_layouts/jungle.yaml",
        str(DEFAULT_LAYOUT),
        "./mine.yaml",
    ):
        assert load_game(write_save(save_text, folder / "g.json", ref)).actions, ref
    # a name that is not there: the loader says it is missing, not that it is outside
    msg = one_line_error(SaveError, load_game, write_save(save_text, folder / "g.json", "gone.yaml"))
    assert "layout 'gone.yaml'" in msg and "no such file" in msg


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links")
def test_a_symlink_in_the_saves_folder_pointing_outside_is_refused(save_text, tmp_path, outside_layout):
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "link.yaml").symlink_to(outside_layout)
    save = write_save(save_text, folder / "g.json", "link.yaml")
    assert "lies outside" in one_line_error(SaveError, load_game, save)


def test_resolve_layout_keeps_its_old_form_and_checks_with_save(tmp_path, outside_layout):
    assert resolve_layout("board_layouts/jungle.yaml") == ROOT / "board_layouts" / "jungle.yaml"
    assert resolve_layout("mine.yaml", outside_layout.parent) == outside_layout  # trusted caller
    save = tmp_path / "saves" / "g.json"
    with pytest.raises(SaveError, match="lies outside"):
        resolve_layout(str(outside_layout), save=save)
    assert resolve_layout(str(outside_layout), save=save, given=outside_layout) == outside_layout
    assert resolve_layout("jungle.yaml", LAYOUTS_DIR, save=save) == LAYOUTS_DIR / "jungle.yaml"


def test_replay_command_refuses_outside_layout_but_takes_layout_option(save_text, tmp_path, capsys, outside_layout):
    save = write_save(save_text, tmp_path / "saves" / "g.json", str(outside_layout))
    code, out, err = run(capsys, "replay", save)
    assert code == 2 and out == "" and err.count("\n") == 1 and "give it with --layout" in err
    code, out, err = run(capsys, "replay", "--layout", outside_layout, save)
    assert code == 0 and err == "" and "Replay of" in out


# -- 7. empty --layout, one line per problem, no fake lines --------------------------------------
@pytest.mark.parametrize(
    "argv",
    [["simulate", "--layout", ""], ["scenario", "--layout", "", "x.yaml"], ["replay", "--layout", " ", "x.json"]],
)
def test_empty_layout_option_is_an_error(capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err == f"relicrunners {argv[0]}: --layout needs a file name (leave the option out for the default board)\n"
    assert check_layout_option(None) is None and check_layout_option("a.yaml") is None


def test_newlines_in_an_action_cannot_fake_output_lines(save_text, tmp_path, capsys):
    path = tmp_path / "s.json"
    path.write_text(
        changed(save_text, actions=["move BC-R2", "end", "mvoe\nFinal scores:\n  Eve  99 VP"]), encoding="utf-8"
    )
    msg = one_line_error(SaveError, load_game, path)
    assert "action 2 'mvoe\\nFinal scores:\\n  Eve  99 VP'" in msg
    code, out, err = run(capsys, "replay", path)
    assert code == 2 and out == "" and err.count("\n") == 1 and "\\n" in err
    path.write_text(changed(save_text, actions=["move BC-R2", "end", "choose \x1b[2J"]), encoding="utf-8")
    code, out, err = run(capsys, "replay", path)
    assert code == 2 and "\x1b" not in err and "\\x1b[2J" in err and err.count("\n") == 1
    path.write_text(changed(save_text, actions=["move BC-R2" + " " * 500]), encoding="utf-8")
    assert "action 0 is 510 characters long" in one_line_error(SaveError, load_game, path)


def test_layout_problems_are_printable_lines(tmp_path):
    path = tmp_path / "l.yaml"
    path.write_text(
        'name: "A\\e[31m"\nsites: [{id: "R\\e1", kind: ruin, x: 1, y: 2}]\ntrails: []\nextra\\e: 1\n', encoding="utf-8"
    )
    problems = pytest.raises(LayoutError, load_layout, path).value.problems
    assert problems and all(p.isprintable() for p in problems)


def test_many_problems_are_capped(tmp_path):
    path = tmp_path / "l.yaml"
    path.write_text("sites: [" + ", ".join(["7"] * 5000) + "]\ntrails: []\n", encoding="utf-8")
    problems = pytest.raises(LayoutError, load_layout, path).value.problems
    assert len(problems) == 100 and problems[-1].endswith("more problems not shown")


# -- 8. simulate names its stalled games -----------------------------------------------------------
def test_simulate_summary_names_stalled_seeds(capsys):
    code, out, _ = run(capsys, "simulate", "--players", "3", "--games", "3", "--seed", "40", "--max-turns", "2")
    summary = json.loads(out.splitlines()[-1])
    assert code == 0 and summary["stalled"] == 3 and summary["stalled_seeds"] == [40, 41, 42]


def test_simulate_turn_cap_help_and_default_cover_long_games(capsys):
    from relicrunners.play.simulate import MAX_TURNS

    assert MAX_TURNS >= 7000
    assert cli.build_parser().parse_args(["simulate"]).max_turns == MAX_TURNS
    code, out, _ = run(capsys, "simulate", "--help")
    text = " ".join(out.split())
    assert code == 0 and f"default {MAX_TURNS:,}" in text and "5,000" in text


@pytest.mark.parametrize("argv", [["--seed", "-1"], ["--seed", str(MAX_SEED), "--games", "2"], ["--seed", "9" * 5000]])
def test_simulate_refuses_seeds_outside_the_range(capsys, argv):
    code, out, err = run(capsys, "simulate", *argv)
    assert code == 2 and out == "" and err.count("\n") == 1 and "--seed" in err and len(err) < 300


# -- 9. saves are still written atomically ----------------------------------------------------------
def test_save_is_written_atomically(board, save_text, tmp_path, monkeypatch):
    path = tmp_path / "a.json"
    path.write_text(save_text, encoding="utf-8")
    record = load_game(path)
    monkeypatch.setattr(os, "replace", lambda *a: (_ for _ in ()).throw(OSError(28, "No space left")))
    with pytest.raises(OSError):
        save_game(path, record, board)
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == save_text and os.listdir(tmp_path) == ["a.json"]


@pytest.mark.parametrize("loader", safeio._LOADERS, ids=lambda c: c.__name__)
def test_both_yaml_parsers_apply_the_same_limits(monkeypatch, loader):
    """libyaml's parser when PyYAML has it, PyYAML's own otherwise: the same checks either way."""
    monkeypatch.setattr(safeio, "_LOADERS", (loader,))
    assert load_yaml("a: &x [1]\nb: *x\nc: 0x1F\n") == {"a": [1], "b": [1], "c": 31}
    for text, needle in [
        (BOMB, "entries after expanding aliases"),
        ("a: " + "[" * 100, "64 levels deep"),
        ("a: &x [*x]\n", "refers to an entry that contains it"),
        (f"s: {LONG}", "5000 digits"),
        ("s: 0x" + "f" * 40, "42 digits"),
    ]:
        with pytest.raises(UnsafeInput, match=needle):
            load_yaml(text)
    with pytest.raises(Exception, match="duplicate key 'a'"):
        load_yaml("a: 1\na: 2\n")
    assert str(load_yaml(f"x: {LONG}", refuse_long_ints=False)["x"]) == "999999999999...(5000 digits)"
