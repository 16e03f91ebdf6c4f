"""Pass-and-play, as a newcomer met it (issue #11): the taker of a Blue tile sees its value at
once (and nobody after the hand-off does), and after Continue the hand-off recap tells what
happened since that player's last turn, not the whole game."""

from __future__ import annotations

import random

from relicrunners.io.layout import DEFAULT_LAYOUT, load_layout
from relicrunners.io.saves import layout_ref
from relicrunners.play.gamerecord import GameRecord
from relicrunners.play.match import Match
from relicrunners.play.seat import Seat, SeatKind
from relicrunners.session.local import LocalSession

BOARD = load_layout(DEFAULT_LAYOUT)
COLOURS = ["red", "green", "blue"]


def new_match(kinds, seed: int, setup: str = "standard") -> Match:
    players = [Seat(c.capitalize(), c, SeatKind(k)) for c, k in zip(COLOURS, kinds)]
    return Match(BOARD, GameRecord(layout_ref(str(DEFAULT_LAYOUT)), players, setup, seed, []))


def play_until_a_blue_tile(table: LocalSession, rng: random.Random, limit: int = 3000):
    """Two humans play random legal actions (taking the seat at each hand-off) until one of them
    takes a Blue tile; returns that seat."""
    for _ in range(limit):
        if table.handoff_due:
            table.take_seat(table.state.current)
        seat = table.state.current
        legal = table.match.legal()
        explore = [a for a in legal if a.kind == "explore"]
        action = explore[0] if explore and rng.random() < 0.7 else rng.choice(legal)
        n_blue = len(table.state.players[seat].blue)
        assert table.play(action)
        if len(table.state.players[seat].blue) > n_blue:
            return seat
    raise AssertionError("no Blue tile taken")


def test_the_taker_of_a_blue_tile_sees_it_at_once_and_the_next_player_does_not():
    table = LocalSession(new_match(["human", "human"], seed=3, setup="first"), threaded=False)
    table.take_seat(0)
    seat = play_until_a_blue_tile(table, random.Random(2))
    assert table.state.current == seat and table.viewer == seat  # the turn goes on: the table is theirs
    assert table.private_seat() == seat  # their Blue values (and VP) are on show, without Peek
    assert "Blue" in table.status
    while table.state.current == seat:  # they finish their turn
        legal = table.match.legal()
        table.play(next((a for a in legal if a.kind in ("end", "stay", "done")), legal[0]))
    assert table.handoff_due and table.private_seat() is None
    table.take_seat(table.state.current)
    assert table.private_seat() is None  # the next player sees nothing of it


def test_a_resumed_game_recaps_only_what_happened_since_each_players_last_turn():
    match = new_match(["human", "human", "random"], seed=5)
    table = LocalSession(match, threaded=False)
    rng = random.Random(4)
    for _ in range(60):  # a few rounds by both humans and the bot
        if table.handoff_due:
            table.take_seat(table.state.current)
        if not table.match.is_human(table.state.current):
            table.play(table.bot_ready(1.0, 0.0) or table.match.legal()[0])
            continue
        table.play(rng.choice(table.match.legal()))
    resumed = LocalSession(Match(BOARD, match.record), threaded=False)  # Continue, after a restart
    seat = resumed.state.current if resumed.match.is_human(resumed.state.current) else 0
    last_own = max(i for i in range(len(match.actions)) if match.actor(i) == seat)
    recap = resumed.recap(seat)
    whole = [text for _serial, _who, text, _i in resumed.entries()]
    assert recap and len(recap) < len(whole)  # not the whole history
    own_lines = {text for _serial, _who, text, i in resumed.entries() if i == last_own}
    assert not own_lines & {text for _who, text in recap}  # their own last turn is not told again
    later = [text for _serial, _who, text, i in resumed.entries() if i is not None and i > last_own]
    assert all(text in {t for _w, t in recap} for text in later)  # everything after it is
