"""run_game.py's command line: help, one-line errors, the headless --screenshot demo."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args, home=None):
    # the environment of the moment: RELICRUNNERS_HOME is the test's own folder (conftest)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    if home is not None:
        env["RELICRUNNERS_HOME"] = str(home)
    return subprocess.run(
        [sys.executable, str(ROOT / "run_game.py"), *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=ROOT,
    )


def test_help_lists_every_option():
    r = run("--help")
    assert r.returncode == 0
    for opt in ("--players", "--bots", "--setup", "--seed", "--load", "--layout", "--screenshot", "--demo-turns"):
        assert opt in r.stdout


@pytest.mark.parametrize(
    "args, needle",
    [
        (["--bogus"], "unrecognized arguments: --bogus"),
        (["--players", "7"], "--players must be 2 to 5"),
        (["--players", "x"], "invalid int value"),
        (["--setup", "chaos"], "invalid choice"),
        (["--bots", "genius"], "unknown bot level"),
        (["--players", "2", "--bots", "3"], "more than the 2 players"),
        (["--window", "big"], "--window must look like"),
        (["--demo-turns", "3"], "only works with --screenshot"),
    ],
)
def test_bad_options_give_one_line_and_exit_2(args, needle):
    r = run(*args)
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], r.stderr
    assert "Traceback" not in r.stderr and "usage:" not in r.stderr


def test_broken_layout_gives_one_line_per_problem(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: X\nsize: [10, 10]\nsites: []\ntrails: []\n")
    r = run("--layout", str(bad))
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) >= 3 and str(bad) in lines[0] and all(line.startswith(str(bad)) for line in lines[1:])
    assert "Traceback" not in r.stderr


def test_unreadable_save_gives_one_line(tmp_path):
    save = tmp_path / "x.json"
    save.write_text("{not json")
    r = run("--load", str(save))
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr


@pytest.mark.parametrize("players", [2, 5])
def test_screenshot_demo_plays_bots_and_saves_a_png(tmp_path, players):
    out = tmp_path / "shot.png"
    bots = [] if players == 2 else ["--bots", ",".join(["random"] * players)]  # default levels, and a quick one
    r = run(
        "--screenshot", str(out), "--demo-turns", "12", "--seed", "3", "--players", str(players), *bots, home=tmp_path
    )
    assert r.returncode == 0, r.stderr
    import pygame

    img = pygame.image.load(str(out))
    assert img.get_size() == (1600, 1000)
    # it is a picture of a table, not a blank frame
    colours = {tuple(img.get_at((x, y)))[:3] for x in range(0, 1600, 97) for y in range(0, 1000, 89)}
    assert len(colours) > 30


def test_screenshot_of_start_and_setup_screens(tmp_path):
    for scene in ("start", "setup"):
        out = tmp_path / f"{scene}.png"
        r = run("--screenshot", str(out), "--scene", scene, home=tmp_path)
        assert r.returncode == 0 and out.is_file(), r.stderr


def test_screenshot_demo_to_the_end_shows_the_score_screen(tmp_path):
    out = tmp_path / "end.png"
    r = run(
        "--screenshot",
        str(out),
        "--demo-turns",
        "999",
        "--seed",
        "2",
        "--players",
        "2",
        "--bots",
        "random,random",
        home=tmp_path,
    )
    assert r.returncode == 0 and out.is_file(), r.stderr
