"""The replay viewer (issue #15, part 2): a recorded game or a save file, position by position, in
the window. Every intermediate position is the rules' own, stepping either way; a seat's eyes hide
what that seat could not see; "Play on from here" starts a new game; the Replays list shows the
history and the save files, and says what it cannot read; ``run_game.py --replay``."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pygame
import pytest
from pseudolang import SPOKEN, speak
from textfit import check, frame, regions
from uidriver import BOARD, DT, click, key, make_app, random_game, recorded_game, take_seat

from relicrunners.io import history, historyread
from relicrunners.io.historyqueue import RECORDER
from relicrunners.io.layout import DEFAULT_LAYOUT
from relicrunners.io.replays import fingerprint
from relicrunners.io.saves import layout_ref, save_game
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.replayer import PUBLIC
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import apply, new_game, public_view, view_for
from relicrunners.ui.cli import main as run_game
from relicrunners.ui.games import storage
from relicrunners.ui.games.launch import new_match, replay_file, start_game
from relicrunners.ui.scenes import to_replay, to_replays, to_start
from relicrunners.ui.scenes.game import GameScene
from relicrunners.ui.scenes.handoff import HandoffScene
from relicrunners.ui.scenes.replay import ReplayScene
from relicrunners.ui.scenes.replays import ReplaysScene
from relicrunners.ui.scenes.saves import SavedGamesScene

ADA_VS_BOT = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.MEDIUM)]
THREE = [
    Seat("Ada", "red", SeatKind.HUMAN),
    Seat("Cy", "green", SeatKind.HUMAN),
    Seat("Bo", "blue", SeatKind.EASY),
]


def positions(players, seed: int, actions) -> list:
    """Every state of the game, computed by the rules alone (state i: before action i)."""
    st = new_game(BOARD, [(p.name, p.colour) for p in players], "standard", seed)
    out = [st]
    for a in actions:
        st, _ = apply(st, a)
        out.append(st)
    return out


def button(scene, value):
    return next(b for b in scene.buttons() if b.value == value)


def a_save(players, seed: int, upto: int | None = None) -> tuple[Path, list]:
    """A save file in the data folder (as Ctrl+S writes) of the first ``upto`` actions of a game."""
    actions = random_game(players, seed)[:upto]
    record = GameRecord(layout_ref(DEFAULT_LAYOUT), players, "standard", seed, actions)
    path = storage.data_dir() / f"save-test-{seed}.json"
    save_game(path, record, BOARD)
    return path, actions


def test_a_recorded_game_steps_through_every_position_both_ways(home):
    app = make_app()
    match = recorded_game(app, ADA_VS_BOT, 5)
    actions = list(match.actions)
    expected = [fingerprint(s) for s in positions(ADA_VS_BOT, 5, actions)]
    listing = to_replays(app)
    assert isinstance(listing, ReplaysScene) and len(listing.items) == 1
    watch = next(b for b in listing.buttons if b.value == ("watch", 0))
    click(app, watch.rect.center)
    scene = app.scene
    assert isinstance(scene, ReplayScene)
    r = scene.replayer
    assert r.step == r.last == len(actions) and r.eyes is None  # a finished game: everything, at its end
    key(app, pygame.K_HOME)
    assert r.step == 0
    for i in range(len(actions)):
        assert fingerprint(r.state) == expected[i], f"step {i}"
        key(app, pygame.K_RIGHT)
        if i % 97 == 0:
            app.render()
    assert r.step == len(actions) and fingerprint(r.state) == expected[-1]
    key(app, pygame.K_RIGHT)  # nothing beyond the end
    assert r.step == len(actions)
    for i in range(len(actions), 0, -1):
        assert fingerprint(r.state) == expected[i], f"step {i} going back"
        key(app, pygame.K_LEFT)
    assert r.step == 0 and fingerprint(r.state) == expected[0]
    assert not button(scene, "back").enabled and not button(scene, "start").enabled


def test_turn_steps_land_on_each_turn_start_and_the_log_follows(home):
    path, actions = a_save(ADA_VS_BOT, 8)
    states = positions(ADA_VS_BOT, 8, actions)
    starts = [0] + [
        i
        for i in range(1, len(states))
        if (states[i].turn, states[i].current) != (states[i - 1].turn, states[i - 1].current)
    ]
    app = make_app()
    scene = to_replay(app, replay_file(None, path, 0))
    r = scene.replayer
    landed = [r.step]
    while r.step < r.last:
        key(app, pygame.K_DOWN)
        landed.append(r.step)
    assert landed == starts + ([r.last] if starts[-1] != r.last else [])
    back = [r.step]
    while r.step > 0:
        key(app, pygame.K_UP)
        back.append(r.step)
    assert back == sorted(set(landed), reverse=True)
    # the log holds what was said up to the position shown, and no more
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    two = scene.log_lines()
    key(app, pygame.K_LEFT)
    assert scene.log_lines() == two[: len(scene.log_lines())] and len(scene.log_lines()) < len(two)


def test_a_seats_eyes_hide_what_that_seat_could_not_see(home, ledger):
    path, actions = a_save(THREE, 11)  # a whole game: everyone's eyes, or any seat's
    states = positions(THREE, 11, actions)
    app = make_app()
    scene = to_replay(app, replay_file(None, path))
    r = scene.replayer
    assert r.eyes is None and r.allowed == [None, 0, 1, 2]  # a finished game opens with everyone's eyes
    click(app, button(scene, "eyes").rect.center)
    assert r.eyes == 0
    key(app, pygame.K_HOME)
    hidden_seen = 0
    for i in range(min(400, len(actions))):
        v = scene.view()
        assert fingerprint(v) == fingerprint(view_for(states[i], 0)), f"step {i}"
        assert v.seed is None and all(p.vp is None for p in v.players[1:])
        hidden_seen += sum(1 for p in v.players[1:] for t in p.blue if t.code is None)
        hidden_seen += sum(1 for stack in v.stacks for t in stack if t.code is None)
        key(app, pygame.K_RIGHT)
    assert hidden_seen > 0  # there was something to hide
    # on screen, before the end: another player's coins show with everyone's eyes and not with Ada's
    k = len(actions) - 1
    other = max((1, 2), key=lambda j: states[k].players[j].vp)
    assert states[k].players[other].vp > 0 and not states[k].over
    r.go(k)
    words = f"{states[k].players[other].vp} VP"
    panel = scene.panels.rects[other]

    def in_their_panel() -> list[str]:
        return [x.text for x in frame(app, ledger, "replay") if panel.colliderect(x.rect)]

    assert words not in in_their_panel()
    seen = []
    while r.eyes != 0 or not seen:  # each seat's in turn, everyone's, then Ada's again
        click(app, button(scene, "eyes").rect.center)
        seen.append(r.eyes)
        if r.eyes in (other, None):
            assert words in in_their_panel()  # their own coins, as they saw them; or everyone's
        else:
            assert words not in in_their_panel()
    assert seen == [1, 2, None, 0]


def spectators_view_only(app, scene, ledger, states) -> None:
    """Every position of the replay ``scene`` shows what a spectator saw and no more, whatever is
    pressed: the Eyes button (by mouse, by Tab and Enter), every step."""
    r = scene.replayer
    assert r.eyes == PUBLIC and r.allowed == [PUBLIC]
    eyes = button(scene, "eyes")
    assert not eyes.enabled and ("button", "eyes") not in [t.key for t in scene.focusables()]
    for _ in range(4):
        click(app, eyes.rect.center)
        key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)
    r.eyes = None  # not even from the code: refused
    assert r.eyes == PUBLIC
    r.eyes = 1
    assert r.eyes == PUBLIC
    key(app, pygame.K_HOME)
    for i in range(len(states)):
        v = scene.view()
        assert v.masked_for == -1 and fingerprint(v) == fingerprint(public_view(states[i])), f"step {i}"
        assert v.seed is None and all(p.vp is None for p in v.players)
        for p, full in zip(v.players, states[i].players):
            assert all(t.code is None for t in p.blue if t.uid not in full.revealed)  # nobody's Blue values
        assert all(t.code is None or t.colour == "purple" for stack in v.stacks for t in stack[:-1])
        if i % 25 == 0 or i == len(states) - 1:
            words = [x.text for x in frame(app, ledger, "replay")]
            for seat, full in enumerate(states[i].players):
                assert f"{full.vp} VP" not in words or full.vp == 0, f"step {i}: seat {seat}'s coins show"
        key(app, pygame.K_RIGHT)


def test_a_saved_copy_of_pass_and_play_replays_with_a_spectators_eyes_only(home, ledger):
    """Ctrl+S at one screen, then Replays and Watch: whoever opens it may be any of the players,
    so no button shows another seat's Blue values or the face-down tiles (issue #23, item 4)."""
    from uidriver import choose, perform

    app = make_app()
    match = new_match(BOARD, app.layout_path, THREE, "standard", 21)
    game = start_game(app, match)
    rng = random.Random(21)
    while match.state.turn <= 6:
        if game.handoff_due or isinstance(app.scene, HandoffScene):
            take_seat(app)
        elif game.human_turn():
            perform(app, game, choose(match.legal(), rng), rng)
        else:
            app.step(DT, draw=False)
    key(app, pygame.K_s, pygame.KMOD_CTRL)  # a saved copy of the game still going
    storage.flush()
    states = positions(THREE, 21, match.actions)
    listing = to_replays(app)
    item = next(i for i in listing.items if i.source == "file")
    click(app, next(b for b in listing.buttons if b.value == ("watch", listing.items.index(item))).rect.center)
    scene = app.scene
    assert isinstance(scene, ReplayScene) and scene.replayer.last == len(states) - 1
    spectators_view_only(app, scene, ledger, states)


def test_a_game_given_up_keeps_its_secrets_and_one_human_sees_their_own(home, ledger):
    from uidriver import left_game

    app = make_app()
    two = [THREE[0], THREE[1]]
    match = left_game(app, two, seed=9, turns=3)
    scene = SavedGamesScene(app)
    scene._delete(scene.games[0])  # given up: into the history, not finished
    RECORDER.flush()
    listing = to_replays(app)
    assert [i.source for i in listing.items] == ["history"]
    listing.watch(listing.items[0])
    spectators_view_only(app, app.scene, ledger, positions(two, 9, match.actions))
    # a game still going with one human seat: that player's eyes, or a spectator's, never more
    path, actions = a_save(ADA_VS_BOT, 5, 120)
    r = to_replay(app, replay_file(None, path)).replayer
    assert r.allowed == [0, PUBLIC] and r.eyes == 0
    seen = []
    for _ in range(4):
        click(app, button(app.scene, "eyes").rect.center)
        seen.append(r.eyes)
    assert seen == [PUBLIC, 0, PUBLIC, 0]
    r.eyes = 1
    assert r.eyes == 0


def test_the_timeline_jumps_and_play_runs_to_the_end(home):
    path, actions = a_save(ADA_VS_BOT, 4, 60)
    app = make_app(speed="fast")
    scene = to_replay(app, replay_file(None, path, 0))
    r = scene.replayer
    line = scene.bar.timeline
    click(app, (line.x + line.w // 2, line.centery))
    assert r.step == round(r.last / 2)
    click(app, button(scene, "end").rect.center)
    assert r.step == r.last
    key(app, pygame.K_SPACE)  # from the end, play starts again from the deal
    assert scene.playing and r.step <= 1
    for _ in range(60 * 400):
        app.step(DT, draw=False)
        if not scene.playing:
            break
    assert r.step == r.last and not scene.playing
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.scene, ReplayScene)


def test_play_on_from_here_starts_a_new_game_and_keeps_the_record(home):
    app = make_app()
    recorded_game(app, ADA_VS_BOT, 6)
    listing = to_replays(app)
    listing.watch(listing.items[0])
    scene = app.scene
    r = scene.replayer
    r.go(40)
    kept = list(r.match.actions)
    click(app, button(scene, "play_on").rect.center)
    game = app.scene
    assert isinstance(game, GameScene)
    assert game.match.actions[:40] == kept[:40] and len(game.match.actions) >= 40
    assert game.writer is not None  # a slot of its own: Continue and Saved games offer it
    storage.flush()
    assert len(storage.list_slots()) == 1
    assert len(historyread.games()) == 1 and r.match.actions == kept  # the recorded game stays as it was


def test_the_list_says_what_it_cannot_read_and_shows_the_rest(home):
    path, _actions = a_save(ADA_VS_BOT, 9, 30)
    (storage.data_dir() / "save-broken.json").write_text('{"format": "relicrunners-save", "act', encoding="utf-8")
    history.path().write_bytes(b"this is no database" * 100)
    (storage.data_dir() / "settings.json").write_text("{}", encoding="utf-8")  # not a game: not listed, no notice
    app = make_app()
    listing = to_replays(app)
    app.render()
    assert [i.key for i in listing.items] == [str(path)]
    assert len(listing.notices) == 2 and all("\n" not in n for n in listing.notices)
    assert any("save-broken.json" in n for n in listing.notices)
    assert (storage.data_dir() / "save-broken.json").exists()  # nothing of the player's is touched
    listing.watch(listing.items[0])
    assert isinstance(app.scene, ReplayScene) and app.scene.replayer.last == 30


def test_a_save_removed_while_the_list_is_read_is_simply_not_listed(home, monkeypatch):
    from relicrunners.ui.games import replays

    kept, _ = a_save(ADA_VS_BOT, 9, 20)
    gone, _ = a_save(ADA_VS_BOT, 10, 20)
    real_scandir = replays.os.scandir

    def listed_then_removed(folder):  # the player tidies the folder just as the list is read
        entries = list(real_scandir(folder))
        gone.unlink()
        return iter(entries)

    monkeypatch.setattr(replays.os, "scandir", listed_then_removed)
    listing = to_replays(make_app())
    assert [i.key for i in listing.items] == [str(kept)]
    assert listing.notices == []  # no complaint about a file the player removed


def test_a_save_whose_board_is_missing_is_still_named_in_a_notice(home):
    actions = random_game(ADA_VS_BOT, 9)[:10]
    record = GameRecord("gone-board.yaml", ADA_VS_BOT, "standard", 9, actions)
    save_game(storage.data_dir() / "save-lost-board.json", record, BOARD)
    listing = to_replays(make_app())
    assert listing.items == [] and len(listing.notices) == 1 and "save-lost-board.json" in listing.notices[0]


def test_run_game_replay_saves_the_position_at_a_step(home, tmp_path, capsys):
    path, _actions = a_save(ADA_VS_BOT, 12, 50)
    shots = {}
    for step in (0, 50):
        out = tmp_path / f"step{step}.png"
        assert run_game(["--replay", str(path), "--replay-step", str(step), "--screenshot", str(out)]) == 0
        shots[step] = pygame.image.load(str(out))
    a, b = shots[0], shots[50]
    assert a.get_size() == b.get_size()
    assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB")
    capsys.readouterr()
    assert run_game(["--replay", str(tmp_path / "none.json"), "--screenshot", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "none.json" in err
    assert run_game(["--replay-step", "3"]) == 2


LONG = [
    Seat("Wilhelmina-Zofia", "red", SeatKind.HUMAN),
    Seat("Bartholomew Q.", "blue", SeatKind.HARD),
    Seat("MMMMMMMMMMMMMMMM", "green", SeatKind.HUMAN),
]


@pytest.mark.parametrize("code", SPOKEN)
@pytest.mark.parametrize("window", [None, (1075, 672)])
@pytest.mark.slow
def test_every_text_of_the_replays_fits(ledger, home, code, window):
    app = make_app(window)
    recorded_game(app, LONG, 7)
    path, _actions = a_save(LONG, 3, 90)
    speak(code)
    listing = to_replays(app)
    check(frame(app, ledger, "replays"), ledger, None)
    listing.watch(next(i for i in listing.items if i.source == "file"))
    assert app.scene.replayer.eyes == PUBLIC  # a game still going: a spectator's eyes
    check(frame(app, ledger, "replay"), ledger, regions(app.scene))
    listing.watch(next(i for i in listing.items if i.source == "history"))
    scene = app.scene
    for eyes in (0, None):  # the sentence under the heading differs
        scene.replayer.eyes = eyes
        scene.replayer.go(10)
        check(frame(app, ledger, "replay"), ledger, regions(scene))
    click(app, button(scene, "play").rect.center)  # the pause button's face
    check(frame(app, ledger, "replay playing"), ledger, regions(scene))


@pytest.mark.parametrize(
    "column, value",
    [("actions", '["nonsense"]'), ("layout", "/etc/passwd"), ("seed", "9" * 25)],
)
def test_a_recorded_game_that_does_not_make_a_game_is_one_notice(home, column, value):
    app = make_app()
    recorded_game(app, ADA_VS_BOT, 3)
    with sqlite3.connect(history.path()) as db:
        db.execute(f"UPDATE games SET {column} = ?", (value,))
    db.close()
    start = to_start(app)
    click(app, start.button("replays").rect.center)  # the start screen's Replays button
    listing = app.scene
    assert isinstance(listing, ReplaysScene) and len(listing.items) == 1
    click(app, next(b for b in listing.buttons if b.value == ("watch", 0)).rect.center)
    assert app.scene is listing and len(listing.notices) == 1 and "\n" not in listing.notices[0]
    app.render()
