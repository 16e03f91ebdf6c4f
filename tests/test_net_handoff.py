"""Two people at the host's screen of a network game (issue #16): each seat has a connection of its
own, and the copies of one position reach them at slightly different moments. The hand-off must
never take the table back to an older position (which froze the game: the one at the screen had
no move, and the one whose turn it was never got the mouse)."""

from __future__ import annotations

from uidriver import BOARD

from relicrunners.io.layout import DEFAULT_LAYOUT
from relicrunners.net.client import read
from relicrunners.net.protocol import message
from relicrunners.net.room import Room
from relicrunners.net.wire import decode_state
from relicrunners.rules import legal_actions, to_text
from relicrunners.session.remote import RemoteMatch, RemoteSession


class FakeLink:
    """What a ``RemoteSession`` asks of a ``NetLink``: the messages that arrived for one seat."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.inbox: list[dict] = []
        self.sent: list[tuple[str, dict]] = []

    def poll(self) -> list[dict]:
        out, self.inbox = self.inbox, []
        return out

    def send(self, kind: str, **fields) -> None:
        self.sent.append((kind, fields))

    def close(self) -> None:
        pass


def state_message(room: Room, seat: int, events=()) -> dict:
    """The ``state`` message the server sends ``seat`` now, as the link reads it."""
    return read(message("state", **room.state_for(seat, list(events))))


def a_game_where_seat_0_moves():
    room = Room.with_seats("HANDOF", BOARD, str(DEFAULT_LAYOUT), ["remote"] * 3, "standard")
    room.start()
    assert room.match is not None
    while room.match.state.current != 0:  # the others play their turns: seat 0 is to move
        room.apply(legal_actions(room.match.state)[0])
    links = {0: FakeLink(0), 1: FakeLink(1)}
    first = state_message(room, 0)
    match = RemoteMatch(BOARD, room.seats_info({0, 1, 2}), decode_state(first["view"], BOARD))
    table = RemoteSession(links[0], match, first, room.seats_info({0, 1, 2}), others={1: links[1]})
    links[1].inbox.append(state_message(room, 1))  # the other person's copy of the same position
    table.bot_ready(1.0, 0.0)
    return room, links, table


def test_the_hand_off_never_takes_the_table_back_to_an_older_position():
    room, links, table = a_game_where_seat_0_moves()
    assert table.own_turn() and table.viewer == 0
    while True:  # seat 0 plays its turn at the screen, one step at a time, to its end
        state = room.match.state
        action = legal_actions(state)[0]
        assert table.play(action)
        events = room.play(0, to_text(BOARD, action), table.step)
        links[0].inbox.append(state_message(room, 0, events))
        if room.match.state.current != 0:
            break  # the position where seat 1 is to move: its copy for seat 1 is still on its way
        links[1].inbox.append(state_message(room, 1, events))
        table.bot_ready(1.0, 0.0)
        assert table.own_turn()
    table.bot_ready(1.0, 0.0)
    newest = table.step
    assert table.handoff_due and table.state.current == 1  # seat 1 takes the mouse
    table.take_seat(1)
    assert table.viewer == 1 and table.step == newest and table.state.current == 1
    assert not table.handoff_due, "the mouse must not go back to seat 0 for a position already played"
    assert table.state.masked_for == 1 and not table.own_turn()  # nothing to choose until its copy comes
    links[1].inbox.append(state_message(room, 1))  # seat 1's copy arrives
    table.bot_ready(0.0, 1.0)  # at once: a position already seen is not paced like a new move
    assert table.own_turn() and table.step == newest
    assert sorted(table.legal_texts) == sorted(to_text(BOARD, a) for a in legal_actions(room.match.state))


def test_a_connection_lost_while_another_person_had_the_mouse_is_told_at_the_hand_off():
    room, links, table = a_game_where_seat_0_moves()
    links[1].inbox.append({"type": "link", "status": "lost", "problem": "timed out"})  # seat 1's, not ours
    table.bot_ready(1.0, 0.0)
    assert table.connection == "online" and table.status == "", "seat 0's link is fine: it is told nothing"
    while room.match.state.current == 0:  # seat 0 plays its turn to its end
        action = legal_actions(room.match.state)[0]
        assert table.play(action)
        events = room.play(0, to_text(BOARD, action), table.step)
        links[0].inbox.append(state_message(room, 0, events))
        table.bot_ready(1.0, 0.0)
    assert table.handoff_due and table.state.current == 1
    table.take_seat(1)
    assert table.connection == "lost" and "lost" in table.status  # seat 1 learns its link dropped
    assert not table.own_turn()
    links[1].inbox.append({"type": "link", "status": "online", "problem": ""})  # back, and sent the position
    links[1].inbox.append(state_message(room, 1))
    table.bot_ready(0.0, 1.0)
    assert table.connection == "online" and table.status == "" and table.own_turn()
