"""Positions on the wire (relicrunners/net/wire.py): every view of a game goes there and back
exactly; what a hostile server could send instead is refused with one line (never a crash); the
whole state, with its seed, cannot be sent at all. Messages (net/protocol.py) are bounded."""

from __future__ import annotations

import json
import random

import pytest
from uidriver import BOARD

from relicrunners.io.replays import fingerprint
from relicrunners.net.protocol import MAX_CLIENT_BYTES, ProtocolError, RateLimit, clean_code, message, new_code, parse
from relicrunners.net.wire import WireError, decode_state, encode_state
from relicrunners.rules import apply, legal_actions, new_game, public_view, view_for

SEATS = [("Ada", "red"), ("Bo", "blue"), ("Cy", "green")]


def test_every_view_of_a_game_goes_there_and_back():
    rng = random.Random(4)
    st = new_game(BOARD, SEATS, "standard", 77)
    n = 0
    while not st.over and n < 400:
        for v in (view_for(st, st.current), view_for(st, (st.current + 1) % 3), public_view(st)):
            back = decode_state(json.loads(json.dumps(encode_state(v))), BOARD)
            assert fingerprint(back) == fingerprint(v), n
        st, _ = apply(st, rng.choice(legal_actions(st)))
        n += 1
    assert n == 400 or st.over


def test_the_whole_state_is_never_encoded():
    with pytest.raises(ValueError):
        encode_state(new_game(BOARD, SEATS, "standard", 5))


def good() -> dict:
    return json.loads(json.dumps(encode_state(view_for(new_game(BOARD, SEATS, "standard", 5), 0))))


@pytest.mark.parametrize(
    "spoil",
    [
        lambda d: d.pop("players"),
        lambda d: d.update(extra=1),
        lambda d: d.update(players=d["players"][:1]),
        lambda d: d.update(current=9),
        lambda d: d.update(stacks=d["stacks"][:-1]),
        lambda d: d.update(seed=12345),
        lambda d: d.update(phase={"$e": "Phase", "v": "lunch"}),
        lambda d: d.update(flags={"$e": "Exploit", "v": 1}),
        lambda d: d.update(turn={"$t": "Bomb", "f": []}),
        lambda d: d.update(tokens=[True] * 5000),
        lambda d: d.update(discards=[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]),
        lambda d: d["players"][0]["f"].update(site=999),
        lambda d: d["players"][0]["f"].pop("name"),
    ],
)
def test_a_position_that_is_not_one_is_refused_in_one_line(spoil):
    data = good()
    spoil(data)
    with pytest.raises(WireError) as e:
        decode_state(data, BOARD)
    assert "\n" not in str(e.value)


@pytest.mark.parametrize(
    "raw, code",
    [
        ("{", "not_json"),
        ("[1, 2]", "not_object"),
        ('{"v": 1, "type": "create", "players": "three"}', "bad_field"),
        ('{"v": 1, "type": "hello", "code": "ABC", "admin": true}', "bad_field"),
        ('{"v": 1, "type": "hello", "name": "' + "x" * 300 + '"}', "bad_field"),
        ('{"v": 1, "type": "ping", "seq": -1}', "bad_field"),
        ('{"v": 1, "type": "ping", "pad": "' + "x" * MAX_CLIENT_BYTES + '"}', "too_big"),
    ],
)
def test_a_message_is_checked_before_anything_reads_it(raw, code):
    with pytest.raises(ProtocolError) as e:
        parse(raw)
    assert e.value.code == code


def test_codes_tokens_and_the_rate_limit():
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200 and all(len(c) == 6 and "0" not in c and "O" not in c for c in codes)
    assert clean_code(" ab cd 23 ") == "ABCD23"
    assert parse(message("ping", seq=3))["seq"] == 3
    now = [0.0]
    limit = RateLimit(rate=10, burst=5, clock=lambda: now[0])
    assert all(limit.allow() for _ in range(5)) and not limit.allow()
    now[0] += 0.5  # five more in half a second
    assert sum(limit.allow() for _ in range(10)) == 5


def test_renamed_frames_and_flags_keep_the_names_the_protocol_has_always_used():
    """The code's names changed (issue #24: ``PickOffer``, ``ToolboxOrVp``, ``scholar_open``); a
    server or client of an earlier version must read and write the same messages."""
    from relicrunners.net.wire import decode, encode
    from relicrunners.rules.frames import PickOffer, ToolboxOrVp
    from relicrunners.rules.state import TurnFlags

    offer = encode(PickOffer(*range(len(PickOffer._fields))))
    assert offer["$t"] == "UseI22" and decode(offer) == PickOffer(*range(len(PickOffer._fields)))
    choice = encode(ToolboxOrVp(*range(len(ToolboxOrVp._fields))))
    assert choice["$t"] == "ShovelOne"
    flags = TurnFlags(0, None, scholar_open=True)
    sent = encode(flags)
    assert sent["f"]["i33"] is True and "scholar_open" not in sent["f"]
    assert decode(json.loads(json.dumps(sent))) == flags
