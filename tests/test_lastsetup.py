"""The setup screen offers the players of the last game again (issue #14): ``last_setup.json``
(``relicrunners.io.lastsetup``) is written when Start is pressed and read by the next setup
screen, also after a restart. It is a file from a stranger: every field is checked, and a damaged
one gives the usual players and one line on the screen, never a traceback.
"""

from __future__ import annotations

import json
import os

import pytest
from uidriver import click, make_app

from relicrunners.io import lastsetup
from relicrunners.text import _
from relicrunners.text import language as lang
from relicrunners.ui.scenes import to_setup
from relicrunners.ui.scenes.game import GameScene
from relicrunners.ui.scenes.setup import SetupScene

GOOD = {
    "version": 1,
    "count": 3,
    "setup": "random",
    "seats": [
        {"name": "", "colour": "blue", "kind": "human"},
        {"name": "Zoë", "colour": "red", "kind": "hard"},
        {"name": "Kofi", "colour": "black", "kind": "easy"},
        {"name": "", "colour": "green", "kind": "medium"},
        {"name": "", "colour": "yellow", "kind": "medium"},
    ],
}


def setup_screen(app=None) -> SetupScene:
    app = app or make_app()
    scene = to_setup(app)
    assert isinstance(scene, SetupScene)
    return scene


def shown(scene: SetupScene) -> tuple:
    """What the setup screen offers: players, names, colours, kinds, setup."""
    n = scene.count
    return (n, [f.text for f in scene.names[:n]], scene.colours[:n], scene.kinds[:n], scene.setup)


def test_the_setup_screen_offers_the_last_games_players_after_a_restart(home):
    first = setup_screen()
    assert shown(first) == (2, ["Player", "Mira"], ["red", "green"], ["human", "medium"], "standard")
    app = first.app
    click(app, first.button(("count", 4)).rect.center)
    first.names[1].text = "Ada"
    first.names[3].text = "Ngozi"
    click(app, first.button(("kind", 1, "human")).rect.center)
    click(app, first.button(("kind", 2, "hard")).rect.center)
    click(app, first.button(("colour", 0)).rect.center)  # red → the next colour free
    click(app, first.button(("setup", "first")).rect.center)
    chosen = shown(first)
    assert chosen[2][0] != "red"
    click(app, first.button(("start",)).rect.center)
    game = getattr(app.scene, "game", app.scene)  # two humans: the hand-off screen shows first
    assert isinstance(game, GameScene)
    assert [p.name for p in game.match.record.players] == chosen[1]
    again = setup_screen(make_app())  # the window opened again
    assert shown(again) == chosen and again.message == ""
    saved = json.loads((home / "last_setup.json").read_text(encoding="utf-8"))
    assert saved["seats"][0]["name"] == ""  # "Player" was left as it was: kept as the seat's usual name


def test_a_usual_name_follows_the_language():
    lastsetup.save(lastsetup.from_data(GOOD))
    lang.use("nl")
    scene = setup_screen()
    assert scene.names[0].text == _("Player") != "Player"
    assert shown(scene)[1:] == (
        [_("Player"), "Zoë", "Kofi"],
        ["blue", "red", "black"],
        ["human", "hard", "easy"],
        "random",
    )


def test_a_bot_level_the_screen_does_not_offer_becomes_medium():
    data = json.loads(json.dumps(GOOD))
    data["seats"][1]["kind"] = "random"
    lastsetup.save(lastsetup.from_data(data))
    assert setup_screen().kinds[1] == "medium"


def damaged(data: dict, **change) -> bytes:
    d = json.loads(json.dumps(data))
    for path, value in change.items():
        keys = path.split("__")
        target = d
        for k in keys[:-1]:
            target = target[int(k)] if k.isdigit() else target[k]
        last = keys[-1]
        target[int(last) if last.isdigit() else last] = value
    return json.dumps(d).encode()


CASES = {
    "not JSON": b"{not json",
    "not UTF-8": b'{"count": "\xff"}',
    "a list": b"[1, 2]",
    "too deep": b"[" * 500 + b"]" * 500,
    "too large": b" " * (lastsetup.MAX_BYTES + 1),
    "another version": damaged(GOOD, version=2),
    "one player": damaged(GOOD, count=1),
    "six players": damaged(GOOD, count=6),
    "count as text": damaged(GOOD, count="3"),
    "count as a bool": damaged(GOOD, count=True),
    "an unknown setup": damaged(GOOD, setup="chaos"),
    "four seats": json.dumps({**GOOD, "seats": GOOD["seats"][:4]}).encode(),
    "a seat not an object": damaged(GOOD, seats__2="Kofi"),
    "a name too long": damaged(GOOD, seats__1__name="W" * (lastsetup.MAX_NAME + 1)),
    "a control character": damaged(GOOD, seats__1__name="Ada\x1b[2J"),
    "an invisible character": damaged(GOOD, seats__1__name="Ada\u202e"),
    "a name as a number": damaged(GOOD, seats__1__name=7),
    "an unknown colour": damaged(GOOD, seats__1__colour="pink"),
    "a colour twice": damaged(GOOD, seats__1__colour="blue"),
    "an unknown kind": damaged(GOOD, seats__1__kind="genius"),
}


@pytest.mark.parametrize("case", CASES)
def test_a_damaged_file_gives_the_usual_players_and_one_line(home, case):
    (home / "last_setup.json").write_bytes(CASES[case])
    last, notice = lastsetup.load()
    assert last is None and notice and "\n" not in notice and "last_setup.json" in notice
    scene = setup_screen()
    assert shown(scene) == (2, ["Player", "Mira"], ["red", "green"], ["human", "medium"], "standard")
    assert "last_setup.json" in scene.message and "\n" not in scene.message
    scene.app.render()
    click(scene.app, scene.button(("start",)).rect.center)  # and a game starts, the file mended
    assert isinstance(scene.app.scene, GameScene)
    assert lastsetup.load()[1] is None


def test_a_folder_or_no_file_is_no_crash(home):
    assert lastsetup.load() == (None, None)
    (home / "last_setup.json").mkdir()
    last, notice = lastsetup.load()
    assert last is None and notice and "last_setup.json" in notice
    assert setup_screen().count == 2


def test_the_file_round_trips_and_is_written_whole():
    last = lastsetup.from_data(GOOD)
    assert lastsetup.save(last)
    assert lastsetup.load() == (last, None)
    assert not [p for p in os.listdir(lastsetup.path().parent) if p.endswith(".tmp")]  # atomic: no temp left


def test_what_the_file_could_not_hold_is_never_written():
    bad = lastsetup.LastSetup(7, lastsetup.from_data(GOOD).seats, "standard")
    with pytest.raises(ValueError):
        lastsetup.save(bad)
    assert not lastsetup.path().exists()


def test_a_file_that_cannot_be_written_does_not_stop_the_game(monkeypatch):
    import relicrunners.io.lastsetup as module

    def refuse(*args, **kw):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(module, "write_atomic", refuse)
    scene = setup_screen()
    click(scene.app, scene.button(("start",)).rect.center)
    assert isinstance(scene.app.scene, GameScene)
