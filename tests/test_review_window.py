"""The review in the window (issue #27): started from the score screen, the Replays list and the
viewer; judged in a worker process while the window goes on; the graph, its marks and the
timeline's; the sentence and the board at a flagged decision; Cancel and closing leave no process;
a finished review is kept; ``run_game.py --replay SAVE --review --screenshot``.

The judge is a stand-in (instant and foreseeable: every decision with exactly three legal actions
is a blunder, every one with five a mistake), so nothing here takes long; the real judge's review
is tested in tests/test_review.py."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygame
import pytest
from pseudolang import SPOKEN, speak
from textfit import check, cut_words, frame, regions
from uidriver import BOARD, DT, click, key, make_app, random_game, recorded_game

from relicrunners.bots.judge import Judgement
from relicrunners.io import reviewstore
from relicrunners.io.layout import DEFAULT_LAYOUT
from relicrunners.io.saves import layout_ref, save_game
from relicrunners.play import review
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.rules import from_text, view_for
from relicrunners.ui import theme
from relicrunners.ui.cli import main as run_game
from relicrunners.ui.games import reviewjob, storage
from relicrunners.ui.games.launch import replay_file
from relicrunners.ui.input import actions as per_kind
from relicrunners.ui.input.look import Look
from relicrunners.ui.scenes import reviewboard, reviewpanel, to_replay, to_replays
from relicrunners.ui.scenes.replay import ReplayScene
from relicrunners.ui.widgets import reviewgraph

ADA_VS_BOT = [Seat("Ada", "red", SeatKind.HUMAN), Seat("Bo", "blue", SeatKind.MEDIUM)]


class StandIn:
    """A judge that knows at once: three legal actions, a blunder; five, a mistake; else fine."""

    def __init__(self, pause: float = 0.0) -> None:
        self.pause = pause

    def judge(self, view, legal, played, seed):  # noqa: ARG002 - the Judge protocol's arguments
        if self.pause:
            time.sleep(self.pause)
        other = next(a for a in legal if a != played)
        loss = {3: 0.4, 5: 0.15}.get(len(legal), 0.0)
        if not loss:
            return Judgement(0.6, played, 0.6, 0.0, 0.0, 4)
        return Judgement(0.6 - loss, other, 0.6, loss, 0.01, 4)


@pytest.fixture
def stand_in(monkeypatch):
    """Every review judged by ``StandIn`` (the worker processes are forked: they judge so too)."""
    judge = StandIn()
    monkeypatch.setattr(review, "make_judge", lambda strength, budget_s=None: judge)
    monkeypatch.setattr(reviewjob, "workers", lambda: 2)
    reviewjob.forget()
    yield judge
    reviewjob.stop_all()
    reviewjob.forget()


def expected(board, record, seat: int) -> list[review.Reviewed]:
    return review.review_game(board, record, seat, workers=1).decisions


def finish(app, scene: ReplayScene, limit: float = 60.0) -> list[int]:
    """Frames go on (as the window's do) until the review is in; how many decisions the panel had
    at each frame."""
    end = time.monotonic() + limit
    seen = []
    while scene.review.review is None and time.monotonic() < end:
        app.step(DT, draw=False)
        seen.append(len(scene.review.decisions()))
        time.sleep(0.005)
    assert scene.review.review is not None, "the review did not finish"
    return seen


def a_save(seed: int = 4) -> Path:
    actions = random_game(ADA_VS_BOT, seed)
    record = GameRecord(layout_ref(DEFAULT_LAYOUT), ADA_VS_BOT, "standard", seed, actions)
    path = storage.data_dir() / f"save-review-{seed}.json"
    save_game(path, record, BOARD)
    return path


def alive(pid: int) -> bool:
    """A process that still runs (a zombie waiting to be reaped counts as ended)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def children(pid: int) -> list[int]:
    out = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    if int(f.read().rsplit(")", 1)[1].split()[1]) == pid:
                        out.append(int(entry))
            except (OSError, ValueError):
                continue
    return out


def test_review_my_game_on_the_score_screen_runs_beside_the_window_and_fills_the_graph(home, stand_in):
    stand_in.pause = 0.003
    app = make_app()
    match = recorded_game(app, ADA_VS_BOT, 4)  # in the history, as a game played to its end
    end = app.scene
    click(app, next(b for b in end.buttons if b.value == "review").rect.center)
    scene = app.scene
    assert isinstance(scene, ReplayScene) and scene.review.ask is not None
    assert scene.review.ask.seat == 0  # the one human's seat, chosen already
    click(app, next(b for b in scene.buttons() if b.value == ("start",)).rect.center)
    job = scene.review.job
    assert job is not None and job.pid != os.getpid()  # judged in another process
    seen = finish(app, scene)
    want = expected(match.board, match.record, 0)
    assert any(0 < n < len(want) for n in seen)  # the window went on meanwhile, the graph filling in
    assert scene.review.decisions() == list(want)
    assert any(d.kind == "blunder" for d in want) and any(d.kind == "mistake" for d in want)
    assert not reviewjob.running() and not alive(job.pid)
    game_id = reviewjob.recorded_id(match.board, match.record)
    assert game_id is not None  # kept with the game in the history: Replays opens it at once
    kept = reviewstore.load_from_history(game_id, review.game_key(match.board, match.record), 0, "quick", 0)
    assert kept is not None and list(kept.decisions) == list(want)
    key(app, pygame.K_ESCAPE)
    assert app.scene is end  # Close: back to the scores


def test_the_graph_jumps_the_replay_and_the_marks_stand_where_the_review_flagged(home, stand_in, monkeypatch):
    app = make_app()
    path = a_save()
    scene = to_replay(app, replay_file(None, path), None, "a game", reviewjob.Source(path=str(path)))
    scene.review.start(0, "quick")
    finish(app, scene)
    r = scene.replayer
    ds = scene.review.decisions()
    flagged = [d for d in ds if d.kind]
    marks: list[tuple[str, tuple[int, int]]] = []
    real = reviewgraph.draw_mark
    monkeypatch.setattr(
        reviewgraph, "draw_mark", lambda surf, kind, c, h=None: marks.append((kind, c)) or real(surf, kind, c, h)
    )
    app.render()
    line, graph = scene.bar.timeline, scene.review.graph
    on_line = [(k, c[0]) for k, c in marks if line.inflate(0, 80).collidepoint(c) and c[1] < line.centery]
    assert on_line == [(d.kind, scene.bar.x_of(d.step, r.last)) for d in flagged]
    on_graph = [(k, c) for k, c in marks if graph.rect.collidepoint(c)]
    assert on_graph == [(d.kind, (graph.x_of(d.turn, r.turns()), graph.y_of(d.played_chance))) for d in flagged]
    # a click on the graph: the replay stands at the decision drawn there
    d = flagged[len(flagged) // 2]
    click(app, (graph.x_of(d.turn, r.turns()), graph.rect.centery))
    assert r.step in [x.step for x in ds if x.turn == d.turn]
    k = min(range(len(ds)), key=lambda i: abs(graph.x_of(ds[i].turn, r.turns()) - graph.x_of(d.turn, r.turns())))
    assert r.step == ds[k].step
    # pointing at it says which turn and what chance, and that it was a mistake or blunder
    tip = scene.review.graph_tip((graph.x_of(d.turn, r.turns()), graph.rect.centery))[0].tooltip
    assert f"Turn {ds[k].turn} " in tip and ("Blunder" in tip or "Mistake" in tip) == bool(ds[k].kind)
    # the review is kept beside the save: opening it again is instant, with no process
    kept = reviewstore.load_beside(path, review.game_key(r.board, r.match.record), 0, "quick", 0)
    assert kept is not None and list(kept.decisions) == ds
    reviewjob.forget()
    again = to_replay(app, replay_file(None, path), None, "a game", reviewjob.Source(path=str(path)))
    again.review.start(0, "quick")
    assert again.review.job is None and again.review.decisions() == ds


def test_at_a_flagged_decision_the_sentence_names_the_better_action_and_the_board_shows_both(
    home, stand_in, monkeypatch
):
    app = make_app()
    path = a_save()
    scene = to_replay(app, replay_file(None, path, 0), None, "a game")
    scene.review.start(0, "quick")
    finish(app, scene)
    r = scene.replayer
    flagged = [d for d in scene.review.decisions() if d.kind and d.step > r.step]
    first, second = flagged[0], flagged[1]
    key(app, pygame.K_PAGEDOWN)  # the next mistake or blunder
    assert r.step == first.step and scene.review.at() == first
    look = Look(r.board, view_for(r.match.states[first.step], 0), 0)
    better = per_kind.hint_text(look, from_text(r.board, first.best))
    played = per_kind.hint_text(look, from_text(r.board, first.played))
    words = scene.review.words()
    assert better in words and played in words and words.index(better) < words.index(played)
    assert "Blunder" in words if first.kind == "blunder" else "Mistake" in words
    # the board: the played action and the better one, each in its own style, and a legend
    drawn = []
    monkeypatch.setattr(reviewboard, "draw_action", lambda surf, bv, spots, better: drawn.append((list(spots), better)))
    monkeypatch.setattr(reviewpanel, "draw_legend", lambda surf, box, *words: drawn.append((list(words), None)))
    app.render()
    assert drawn == [
        (per_kind.spot(look, from_text(r.board, first.played)), False),
        (per_kind.spot(look, from_text(r.board, first.best)), True),
        (["Better", "Played"], None),
    ]
    assert drawn[0][0] and drawn[1][0]  # (the stand-in's actions show on the board)
    key(app, pygame.K_PAGEDOWN)
    assert r.step == second.step
    key(app, pygame.K_PAGEUP)
    assert r.step == first.step
    # from the end, Page Down comes round to the first mistake, Page Up to the last
    every = [d.step for d in scene.review.decisions() if d.kind]
    scene.go("to", r.last)
    key(app, pygame.K_PAGEDOWN)
    assert r.step == every[0]
    key(app, pygame.K_PAGEUP)
    assert r.step == every[-1]


def test_cancel_stops_the_review_and_every_process_it_started(home, stand_in):
    stand_in.pause = 0.05
    app = make_app()
    scene = to_replay(app, replay_file(None, a_save()), None, "a game")
    scene.review.start(0, "deep")
    job = scene.review.job
    assert job is not None
    end = time.monotonic() + 30
    while len(job.decisions) < 3 and time.monotonic() < end:
        app.step(DT, draw=False)
        time.sleep(0.01)
    pool = children(job.pid)
    assert len(pool) == 2 and job.running  # its own pool: two workers judging
    app.render()
    click(app, next(b for b in scene.buttons() if b.value == ("review_cancel",)).rect.center)
    assert not job.running and job.cancelled and scene.review.review is None
    assert not alive(job.pid) and not any(alive(p) for p in pool)
    assert not reviewjob.running()
    assert "cancelled" in scene.review.words()
    # closing the viewer stops one still running, too
    scene.review.start(0, "deep")
    job = scene.review.job
    assert job is not None and job.running
    key(app, pygame.K_ESCAPE)
    assert not job.running and not alive(job.pid) and not reviewjob.running()


def test_the_replays_review_button_asks_whose_decisions_and_keeps_the_review_in_the_history(home, stand_in):
    app = make_app()
    match = recorded_game(app, ADA_VS_BOT, 5)
    listing = to_replays(app)
    click(app, next(b for b in listing.buttons if b.value == ("review", 0)).rect.center)
    scene = app.scene
    assert isinstance(scene, ReplayScene) and scene.review.ask is not None
    click(app, next(b for b in scene.buttons() if b.value == ("strength", "deep")).rect.center)
    click(app, next(b for b in scene.buttons() if b.value == ("seat", 1)).rect.center)
    key(app, pygame.K_RETURN)  # Start
    assert scene.review.ask is None and scene.review.seat == 1 and scene.review.strength == "deep"
    finish(app, scene)
    game_id = int(listing.items[0].key)
    kept = reviewstore.load_from_history(game_id, review.game_key(match.board, match.record), 1, "deep", 0)
    assert kept is not None and list(kept.decisions) == list(expected(match.board, match.record, 1))
    # the viewer's own button shows the log again, and the review back
    key(app, pygame.K_r)
    assert not scene.review.shown
    key(app, pygame.K_r)
    assert scene.review.shown


def test_run_game_review_screenshot_writes_the_reviewed_viewer(home, stand_in, tmp_path, capsys):
    path = a_save()
    png = tmp_path / "review.png"
    assert run_game(["--replay", str(path), "--review", "--seat", "0", "--screenshot", str(png)]) == 0
    assert pygame.image.load(str(png)).get_size() == theme.SIZE
    assert reviewstore.review_path(path).exists()  # kept: the next time is instant
    capsys.readouterr()
    for wrong, says in (
        (["--review"], "--review only works with --replay"),
        (["--replay", str(path), "--seat", "0"], "--seat only works with --review"),
        (["--replay", str(path), "--review", "--seat", "5", "--screenshot", str(png)], "--seat must be a seat"),
    ):
        assert run_game(wrong) == 2
        err = capsys.readouterr().err
        assert says in err and err.count("\n") == 1


@pytest.mark.parametrize("code", SPOKEN)
@pytest.mark.parametrize("window, percent", [(None, 100), ((1075, 672), 100), (None, 150), ((1075, 672), 150)])
@pytest.mark.slow
def test_every_text_of_the_review_fits(ledger, home, stand_in, code, window, percent):
    app = make_app(window)
    theme.set_text_scale(percent)
    try:
        speak(code)
        path = a_save()
        scene = to_replay(app, replay_file(None, path, 0), None, "a game", review=True)
        check(frame(app, ledger, "review card"), ledger, None)
        key(app, pygame.K_RETURN)
        app.step(DT, draw=False)
        check(frame(app, ledger, "review running"), ledger, regions(scene))
        finish(app, scene)
        landed = frame(app, ledger, "review summary")
        check(landed, ledger, regions(scene))
        assert not cut_words(landed, scene.replayer)  # the keys line and whose eyes: whole entries, no "…"
        key(app, pygame.K_PAGEDOWN)
        landed = frame(app, ledger, "review at a flagged decision")
        check(landed, ledger, regions(scene))
        assert not cut_words(landed, scene.replayer)
        app.mouse = scene.review.graph.rect.center
        app.time += 1.0
        check(frame(app, ledger, "review, the graph's tooltip"), ledger, regions(scene))
    finally:
        theme.set_text_scale(100)


def test_the_card_and_the_panel_are_reached_with_the_keyboard(home, stand_in):
    app = make_app()
    scene = to_replay(app, replay_file(None, a_save(), 0), None, "a game")
    key(app, pygame.K_r)  # the viewer's Review button: the card
    card = scene.review.ask
    assert card is not None
    seen = set()
    for _ in range(8):  # Tab goes round the card's buttons only
        key(app, pygame.K_TAB)
        seen.add(app.focus.key)
        if app.focus.key == ("button", ("strength", "deep")):
            break
    assert all(k[1] in [b.value for b in card.buttons()] for k in seen)
    key(app, pygame.K_RETURN)  # Enter on the focused button: Deep
    assert scene.review.ask is card and card.strength == "deep"
    key(app, pygame.K_ESCAPE)  # Esc: the card closes, nothing starts
    assert scene.review.ask is None and scene.review.job is None
    key(app, pygame.K_r)
    key(app, pygame.K_RETURN)  # no focus: Enter starts
    finish(app, scene)
    assert scene.review.strength == "quick"
    app.render()
    for _ in range(30):  # the panel's buttons are Tab targets too
        key(app, pygame.K_TAB)
        if app.focus.key == ("button", ("review_jump", 1)):
            break
    before = scene.replayer.step
    key(app, pygame.K_RETURN)
    assert scene.replayer.step > before and scene.review.at() is not None


def test_the_summary_names_every_player_whose_review_of_the_game_is_kept(ledger, home, stand_in):
    """Mistakes and blunders per player: once Bo's decisions were reviewed too, Ada's summary
    says Bo's mistakes, blunders and accuracy under her own."""
    app = make_app()
    path = a_save()
    scene = to_replay(app, replay_file(None, path), None, "a game", reviewjob.Source(path=str(path)))
    assert scene.replayer.finished and scene.review.seats() == [0, 1]
    scene.review.start(0, "quick")
    finish(app, scene)
    assert scene.review.others() == []  # nobody else reviewed yet
    # "Another player…" under the summary: the card again, the next player chosen
    app.render()
    other = next(b for b in scene.review.buttons() if b.value == ("review_other",))
    click(app, other.rect.center)
    assert scene.review.ask is not None and scene.review.ask.seat == 1
    key(app, pygame.K_RETURN)
    app.step(DT, draw=False)
    finish(app, scene)
    bo = scene.review.review
    assert bo.seat == 1
    assert [x for x in scene.review.others() if x.startswith("Ada: ")]  # Ada's under Bo's
    scene.review.start(0, "quick")  # kept: at once
    assert scene.review.job is None or not scene.review.running
    line = f"Bo: {bo.mistakes} mistake"
    assert [x for x in scene.review.others() if x.startswith(line) and "accuracy" in x], scene.review.others()
    landed = frame(app, ledger, "review summary with Bo's line")
    assert any(t.text.startswith("Bo: ") for t in landed), [t.text for t in landed][-12:]


def test_where_the_panels_leave_room_the_review_stands_there_and_the_log_stays(ledger, home, stand_in):
    """A two-player table in the full-size window has room under the panels (the quick guide's):
    the review goes there, the game's log stays in its place; R hides the review, the guide is back."""
    app = make_app()
    path = a_save()
    scene = to_replay(app, replay_file(None, path), None, "a game", reviewjob.Source(path=str(path)))
    assert scene.review_beside()
    scene.review.start(0, "quick")
    finish(app, scene)
    texts = [t.text for t in frame(app, ledger, "review beside the log")]
    assert "Review of Ada" in texts and any(x.startswith("Game log") for x in texts)
    assert "How a turn goes" not in texts
    assert scene.review.rect == scene.layout.room and "Hide the review" in texts
    key(app, pygame.K_r)
    texts = [t.text for t in frame(app, ledger, "the review hidden")]
    assert "Review of Ada" not in texts and "How a turn goes" in texts and "Show the review" in texts


def test_a_review_that_fails_says_so_in_the_players_words_and_leaves_no_process(home, stand_in, monkeypatch, capsys):
    def broken(*args, **kwargs):
        raise RuntimeError("the judge fell over")

    monkeypatch.setattr(reviewjob, "review_game", broken)  # the forked worker has it too
    app = make_app()
    path = a_save()
    scene = to_replay(app, replay_file(None, path), None, "a game", reviewjob.Source(path=str(path)))
    scene.review.start(0, "quick")
    job = scene.review.job
    end = time.monotonic() + 30
    while job.running and time.monotonic() < end:
        app.step(DT, draw=False)
        time.sleep(0.01)
    words = scene.review.words()
    assert words.startswith("The review stopped: something went wrong") and "RuntimeError" not in words
    assert "RuntimeError: the judge fell over" in capsys.readouterr().err
    assert not alive(job.pid)
