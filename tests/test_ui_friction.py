"""What a first-time player stumbled on in the window, each pinned down by a test.

Everything is driven through synthetic clicks and keys (``uidriver``) and checked on the
game state or on what the window exposes (controller targets, buttons, prompt, log) — never pixels.
"""

import pytest
from uidriver import BOARD, click, make_app

from relicrunners.play.seat import Seat, SeatKind
from relicrunners.ui.games.launch import new_match, start_game


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RELICRUNNERS_HOME", str(tmp_path))
    return tmp_path


def seats(kinds):
    cols = ["red", "green", "blue", "yellow", "black"]
    return [Seat(c.capitalize(), c, SeatKind(k)) for c, k in zip(cols, kinds)]


def start(kinds=("human", "human"), setup="first", seed=1, actions=()):
    app = make_app()
    match = new_match(BOARD, app.layout_path, seats(list(kinds)), setup, seed)
    for a in actions:
        match.play(a)
    game = start_game(app, match)
    if game.handoff_due or game.viewer != match.state.current:
        game.take_seat(match.state.current)
    return app, game


def test_clicking_your_own_site_does_not_walk_you_down_a_trail():
    # Found in play: a click on Base Camp (where the explorer stands, not a target) fell through
    # to the first trail drawn under it and moved the explorer at once (R5.1 needs a real choice).
    app, game = start()
    me = game.state.players[game.state.current]
    assert game.state.decision() == "start" and me.site == BOARD.camp
    assert BOARD.camp not in game.ctrl.sites
    click(app, game.bv.site_pos(BOARD.camp))
    assert game.match.actions == []
    assert "must move" in game.ctrl.status
    # every site that is not a target behaves the same: nothing is played
    targets = game.ctrl.sites
    other = next(s for s in range(len(BOARD.sites)) if s not in targets and s != BOARD.camp)
    click(app, game.bv.site_pos(other))
    assert game.match.actions == []


def _actions_until(pred, kinds=("human", "human"), setup="first", seed=1, limit=3000):
    """Actions of a seeded random game up to the first state where ``pred(state, legal)`` holds."""
    import random

    from relicrunners.rules import apply, legal_actions, new_game

    rng = random.Random(seed)
    state = new_game(BOARD, [(p.name, p.colour) for p in seats(list(kinds))], setup, seed)
    actions = []
    for _ in range(limit):
        legal = legal_actions(state)
        if pred(state, legal):
            return actions
        a = rng.choice(legal)
        state, _ = apply(state, a)
        actions.append(a)
    raise AssertionError("no such state in the seeded game")


def test_prompt_offers_only_what_is_open():
    # Found in play: after exploring, the prompt still said "Explore this site, use a Toolbox,
    # or end your turn" though only End turn was possible (R9.1: one Explore per turn).
    def only_end(state, legal):
        return state.decision() == "after" and {a.kind for a in legal} == {"end"}

    app, game = start(actions=_actions_until(only_end))
    text = game.prompt_text()
    assert "xplore" not in text and "Toolbox" not in text and "end your turn" in text
    # and at the start of a turn with no usable Toolbox, no "(or use a Toolbox first)"
    app, game = start()
    assert not any(a.kind == "tool" for a in game.ctrl.legal)
    assert "Toolbox" not in game.prompt_text()


def test_a_usable_toolbox_is_also_a_button_that_says_what_it_does():
    # Found in play: a usable Toolbox only glowed on the table at the right; nothing in the
    # choice bar said one could be used (R8.5), so a new player never found it.
    actions = _actions_until(lambda s, legal: any(a.kind == "tool" for a in legal))
    app, game = start(actions=actions)
    tools = [a for a in game.ctrl.legal if a.kind == "tool"]
    buttons = {b.value: b for b in game.ctrl.buttons}
    for a in tools:
        assert a in buttons
        code = f"{a.args[0]}{a.args[1]}"
        assert buttons[a].label.startswith({"M": "Machete", "C": "Compass", "S": "Shovel"}[code[0]])
    assert "Toolbox" in game.prompt_text()
    before = len(game.match.actions)
    click(app, buttons[tools[0]].rect.center)
    assert game.match.actions[before] == tools[0]


def test_explore_button_says_what_exploring_gives():
    def can_explore(state, legal):
        return any(a.kind == "explore" for a in legal)

    app, game = start(actions=_actions_until(can_explore))
    label = next(b.label for b in game.ctrl.buttons if getattr(b.value, "kind", "") == "explore")
    site = game.state.players[game.state.current].site
    colour = game.state.site_colour(site)
    expected = {"ruin": "Pathway", "blue": "Blue", "ivory": "Ivory", "purple": "Purple"}[colour]
    assert label.startswith("Explore here (1 Ration)") and expected in label


def test_every_tile_code_has_a_short_name_shown_with_it():
    # Found in play: "I1-2", "P4"... meant nothing to a new player (sections 9 Ivory/Purple).
    from relicrunners.rules import Event, new_game
    from relicrunners.text import TILE_NAME, TILE_TEXT, describe, tile_label, tile_name

    coded = [c for c in TILE_TEXT if c[0] in "PI"]
    assert set(TILE_NAME) == set(coded)
    assert len(set(TILE_NAME.values())) == len(TILE_NAME)  # no two tiles share a name
    for c in coded:
        assert tile_label(c) == f"{c} {TILE_NAME[c]}"
        assert TILE_NAME[c] in tile_name(c, "ivory" if c[0] == "I" else "purple", 1)
    state = new_game(BOARD, 2, "first", 0)
    t4 = BOARD.site_by_id["T4"]
    line = describe(BOARD, state, Event("tile", 0, {"site": t4, "colour": "ivory", "code": "I2-3"}))
    assert "takes Ivory tile I2-3 from T4 — Resupply" in line
    line = describe(BOARD, state, Event("purple_revealed", None, {"site": t4, "code": "P4"}))
    assert "P4 (Spare Toolbox)" in line
    line = describe(BOARD, state, Event("ivory_keep", 0, {"kept": "I1-4", "discarded": "I1-1"}))
    assert "Road Maker" in line and "Collector" in line


def test_purple_badge_and_ivory_tiles_have_tooltips_with_name_and_effect():
    from relicrunners.text import TILE_NAME, TILE_TEXT

    app, game = start()
    view = game.view()
    purple = [
        s
        for s in range(len(BOARD.sites))
        if BOARD.sites[s].kind == "temple" and view.top_tile(s) is not None and view.top_tile(s).colour == "purple"
    ]
    assert purple
    site = purple[0]
    code = view.top_tile(site).code
    tip = game._board_tip(view, game.bv.badge_pos(site))
    assert TILE_NAME[code] in tip and TILE_TEXT[code] in tip
    # an Ivory tile held: the panel tooltip names it and says what it does
    actions = _actions_until(lambda s, legal: any(p.ivory for p in s.players))
    app, game = start(actions=actions)
    view = game.view()
    seat = next(i for i, p in enumerate(view.players) if p.ivory)
    lvl, t = next(iter(view.players[seat].ivory.items()))
    r = game.panels.rects[seat]
    pos = (r.x + 282 + 22 + (lvl - 1) * 56, r.y + 104)
    tip = game.panels.tooltip(view, pos)
    assert TILE_NAME[t.code] in tip and TILE_TEXT[t.code] in tip


def test_keep_buttons_name_the_ivory_tiles():
    actions = _actions_until(lambda s, legal: s.decision() == "keep", seed=4, limit=20000)
    from relicrunners.text import TILE_NAME

    app, game = start(actions=actions, seed=4)
    keeps = [b for b in game.ctrl.buttons if getattr(b.value, "kind", "") == "keep"]
    assert len(keeps) == 2
    for b in keeps:
        assert TILE_NAME[b.value.args[0]] in b.label


def test_undo_takes_the_undone_lines_out_of_the_log():
    # Found in play: after Ctrl+Z the log still said "Red moves BC → R2" (plus a
    # "decision taken back" line), so the log told of a move that no longer happened.
    import pygame
    from uidriver import key

    app, game = start()
    move = next(a for a in game.ctrl.legal if a.kind == "move" and len(a.args) == 2)
    game.play(move)
    dest = BOARD.sites[move.args[-1]].id
    assert any(line.endswith(f"moves BC → {dest}") for line in game.log_lines())
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert game.match.actions == []
    assert not any("moves BC" in line for line in game.log_lines())
    assert game.log_lines()[0].startswith("New game")


def _finished_game():
    from uidriver import DT

    from relicrunners.ui.scenes.end import EndScene

    actions = _actions_until(lambda s, legal: s.over, seed=3, limit=20000)
    app, game = start(actions=actions, seed=3)
    app.step(DT, draw=False)
    assert isinstance(app.scene, EndScene)
    return app, game, app.scene


def test_score_screen_reads_well_and_leads_back_to_the_final_board():
    # Found in play: "2 Relic(s)" sat on a rule line, Ivory bonuses showed bare codes, and the
    # final board could not be looked at once the scores were up.
    from relicrunners.text import TILE_NAME
    from relicrunners.ui.scenes.end import ROW_Y

    app, game, end = _finished_game()
    texts = end.texts()
    assert all("(s)" not in t for row in texts.values() for t in row)
    for row, line in zip(end.rows, texts["ivory"]):
        for code in row["ivory"]:
            assert TILE_NAME[code] in line
    # rows are spaced so a row's two text lines (about 40 px) fit between the rules
    ys = sorted(ROW_Y.values())
    assert all(b - a >= 80 for a, b in zip(ys, ys[1:]))
    app.render()
    click(app, next(b for b in end.buttons if b.value == "board").rect.center)
    assert app.scene is game
    # the final board shows everything (R11.3): the panels read the full state, VP included
    assert game.view() is game.state
    app.render()
    scores = next(b for b in game.top_buttons if b.value == "scores")
    click(app, scores.rect.center)
    from relicrunners.ui.scenes.end import EndScene

    assert isinstance(app.scene, EndScene)


def test_many_relics_stay_inside_their_panel():
    # Found in play: a player with 6 Relics had the last ones drawn past the panel's right edge.
    from relicrunners.ui.scenes.game import PANELS
    from relicrunners.ui.widgets.panels import relic_xs

    for n in range(1, 13):
        xs = relic_xs(n, PANELS.w)
        assert len(xs) == n and xs[-1] + 10 <= PANELS.w - 8
        assert all(b > a for a, b in zip(xs, xs[1:]))


def _play_a_turn(app, game):
    """The human to play moves along the first legal route and ends the turn (by the game's own calls)."""
    from uidriver import DT

    seat = game.state.current
    while game.state.current == seat and not game.state.over:
        legal = game.match.legal()
        pick = next((a for a in legal if a.kind in ("end", "move", "stay", "done", "choose")), legal[0])
        game.play(pick)
        for _ in range(3):
            app.step(DT, draw=False)


def test_hand_off_screen_recaps_what_the_others_did():
    # Found in play: after passing the mouse, a player had to dig through the log to learn what
    # the other human and the bot had done meanwhile.
    from uidriver import DT

    from relicrunners.ui.scenes.handoff import HandoffScene

    app, game = start(kinds=("human", "human", "random"))
    _play_a_turn(app, game)  # Red
    for _ in range(400):  # Green is a human: the bot comes after
        if isinstance(app.scene, HandoffScene):
            break
        app.step(DT, draw=False)
    assert isinstance(app.scene, HandoffScene) and app.scene.seat == 1
    text = " ".join(line for _, line in app.scene.recap)
    assert "Red moves" in text
    app.step(0.5, draw=False)
    click(app, (800, 500))
    _play_a_turn(app, game)  # Green; then the bot (Blue) plays; then Red again
    for _ in range(2000):
        if isinstance(app.scene, HandoffScene):
            break
        app.step(DT, draw=False)
    assert isinstance(app.scene, HandoffScene) and app.scene.seat == 0
    text = " ".join(line for _, line in app.scene.recap)
    assert "Green moves" in text and "Blue's turn" in text
    assert "Red moves" not in text  # Red saw their own turn
    app.render()  # the recap draws
    assert app.scene.recap_lines()


def test_continue_says_whose_turn_and_a_new_game_keeps_the_saved_one():
    # Found in play: Continue read "Player, Mira · 36 actions played" (players think in turns),
    # and New game silently replaced the unfinished game (now it keeps it: issue #9).
    from relicrunners.ui.games import storage
    from relicrunners.ui.scenes.setup import SetupScene
    from relicrunners.ui.scenes.start import StartScene

    app, game = start(kinds=("human", "random"))
    _play_a_turn(app, game)
    game.leave()  # Menu: the table lets go of the game
    storage.flush()
    s = game.state
    scene = StartScene(app)
    assert scene.saved.startswith(
        f"Red, Green (bot: random) · First Game setup · turn {s.turn}, {s.players[s.current].name} to play · today "
    )
    app.switch(scene)
    click(app, scene.button("continue").rect.center)
    n = len(game.match.actions)  # (the bot to play may act at once)
    assert app.scene is not scene and app.scene.match.actions[:n] == game.match.actions
    setup = SetupScene(app)
    app.switch(setup)
    click(app, setup.button(("start",)).rect.center)
    storage.flush()
    assert len(storage.list_slots()) == 2  # the new game and the old one, both resumable


def test_every_table_space_has_a_caption_that_fits_it():
    # Found in play: the Progression Table spaces showed only "1 2 3"; what each does was
    # only in a tooltip (R8.6), so choosing where a Toolbox climbs was guesswork.
    from relicrunners.text import CELL_CAPTION
    from relicrunners.ui import theme
    from relicrunners.ui.widgets.panels import CELLS

    app, game = start()
    for cell in CELLS[1:]:
        lines = CELL_CAPTION[cell].split("\n")
        r = game.panels.cell_rect(0, cell)
        assert 1 <= len(lines) <= 2
        assert all(theme.font(9).size(line)[0] <= r.w - 8 for line in lines)
        assert len(lines) * 10 <= r.h


def test_routes_that_take_a_relic_say_so():
    # Found in play: two routes to a Shrine were offered as bare "Walk ... (n trails)" buttons;
    # nothing said that one of them completes an Expedition worth 2 VP per trail (R6.3, R6.4).
    def expedition_open(state, legal):
        relic = state.flags.start_relic
        return (
            state.decision() == "start"
            and relic
            and any(
                a.kind == "move" and a.args[-1] != state.flags.start_site and state.relics[a.args[-1]] == relic
                for a in legal
            )
        )

    actions = _actions_until(expedition_open, seed=3, limit=20000)
    app, game = start(actions=actions, seed=3)
    exp = [a for a in game.ctrl.legal if game.ctrl.expedition(a)]
    assert exp
    a = exp[0]
    assert f"takes the Relic, +{2 * (len(a.args) - 1)} VP" in game.ctrl.describe(a)
    tip = game._site_tip(game.view(), a.args[-1])
    assert "Move here now to take it" in tip
    ordinary = next(a for a in game.ctrl.legal if a.kind == "move" and not game.ctrl.expedition(a))
    assert "Relic" not in game.ctrl.describe(ordinary)


def test_place_prompt_mentions_the_ivory_that_changes_it():
    # Found in play: holding I2-4, nothing said a second Pathway was possible until a trail
    # was clicked, and the option list then spoke of "routes".
    actions = _actions_until(
        lambda s, legal: s.decision() == "place" and any("4" in a.args[1] for a in legal if a.kind == "place"),
        seed=1,
        limit=20000,
    )
    app, game = start(actions=actions, seed=1, kinds=("human", "human"))
    assert "Double Path" in game.prompt_text()
    trail = next(a.args[0] for a in game.ctrl.legal if a.kind == "place" and "4" in a.args[1])
    click(app, game.bv.trail_mid(trail))
    assert game.ctrl.mode == "choose" and "route" not in game.ctrl.status


def test_start_prompt_mentions_an_open_temple_leap():
    from relicrunners.rules import Action
    from relicrunners.text import prompt

    legal = [Action("move", (0, 1)), Action("jump", (5,))]
    assert "Temple Leap" in prompt("start", legal)
    assert "Temple Leap" not in prompt("start", legal[:1])
    assert prompt("start", [Action("stay", ())]).startswith("No move is possible")


def test_alone_against_bots_your_vp_and_blue_values_are_always_shown():
    # Found in play: against a bot, a Blue tile you took showed "values secret" on your own
    # panel, and your VP "?", until you found the Peek button — with nobody else to hide from.
    from uidriver import DT

    app, game = start(kinds=("human", "random"))
    assert game.solo() and game.private_seat() == 0
    app.render()
    assert "peek" not in [b.value for b in game.top_buttons]
    _play_a_turn(app, game)
    assert game.state.current == 1 or game.state.current == 0
    assert game.private_seat() == 0  # during the bot's turn too
    # two humans: hidden unless the one to play peeks
    app, game = start(kinds=("human", "human"))
    assert not game.solo() and game.private_seat() is None
    app.render()
    peek = next(b for b in game.top_buttons if b.value == "peek")
    click(app, peek.rect.center)
    assert game.private_seat() == game.state.current
    app.step(DT, draw=False)


def test_choice_buttons_fit_without_pointless_paging_and_end_turn_is_always_shown():
    # Found in play: three Toolbox-step buttons were laid out as "page 1 of 1" with a useless
    # "More options (1/1)" button; with paging, End turn could land on a hidden page.
    from relicrunners.rules import Action

    app, game = start()
    ctrl = game.ctrl
    long = "Up to Machete 1: explore here again, free and a little more text"
    ctrl._layout([(long, Action("step", ("B", f"{b}1")), "") for b in "MCS"])
    assert "more" not in [b.value for b in ctrl.buttons] and len(ctrl.buttons) == 3
    assert all(ctrl.bar.contains(b.rect) for b in ctrl.buttons)
    end = Action("end", ())
    specs = [(long + str(i), Action("tool", ("M", i % 3 + 1)), "") for i in range(12)] + [("End turn", end, "")]
    ctrl._layout(specs)
    seen = set()
    for _ in range(6):
        values = [b.value for b in ctrl.buttons]
        assert end in values and "more" in values
        assert all(ctrl.bar.contains(b.rect) for b in ctrl.buttons)
        seen.update(v for v in values if isinstance(v, Action))
        ctrl.page += 1
        ctrl._layout(specs)
    assert seen == {sp[1] for sp in specs}  # every option is reachable by paging


def test_bot_actions_are_spaced_out_enough_to_follow():
    # Found in play: a bot's whole turn (move, explore, take a tile, end) was over in about
    # 1.5 s at normal speed, too quick to see what it did.
    from uidriver import DT

    from relicrunners.ui.scenes.game import BOT_PAUSE

    app = make_app(speed="normal")
    match = new_match(BOARD, app.layout_path, seats(["random", "random"]), "first", 5)
    start_game(app, match)
    stamps = []
    while len(match.actions) < 6:
        n = len(match.actions)
        app.step(DT, draw=False)
        if len(match.actions) > n:
            stamps.append(app.time)
    gaps = [b - a for a, b in zip(stamps, stamps[1:])]
    assert BOT_PAUSE >= 0.6 and min(gaps) >= BOT_PAUSE - 2 * DT


def test_the_game_log_scrolls_back_with_the_wheel():
    # Found in play: only the last eleven lines could be read; what happened a turn earlier
    # was gone for good.
    import pygame
    from uidriver import DT

    from relicrunners.ui.scenes.game import LOG

    actions = _actions_until(lambda s, legal: s.turn >= 12)
    app, game = start(actions=actions)
    newest, above = game.log_view()
    assert above > 0
    w = app.to_window(LOG.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=w, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    app.step(DT)
    older, above2 = game.log_view()
    assert above2 < above and older != newest
    for _ in range(200):  # far back: stops at the first line
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=5, flipped=False))
    app.step(DT)
    assert game.log_view()[1] == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1000, flipped=False))
    app.step(DT)
    assert game.log_view() == (newest, above)


def test_hovering_a_trail_with_pathways_says_whose_they_are():
    # Found in play: the small Pathway markers were hard to tell apart on busy trails.
    actions = _actions_until(lambda s, legal: any(p.pathways for p in s.players))
    app, game = start(actions=actions)
    view = game.view()
    seat = next(i for i, p in enumerate(view.players) if p.pathways)
    trail = next(iter(view.players[seat].pathways))
    tip = game._board_tip(view, game.bv.trail_mid(trail))
    assert view.players[seat].name in tip and BOARD.trails[trail].id in tip
    bare = next(t for t in range(len(BOARD.trails)) if not any(t in p.pathways for p in view.players))
    assert game._trail_tip(view, bare) is None
