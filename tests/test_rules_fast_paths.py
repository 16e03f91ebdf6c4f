"""The engine's speed work changes nothing a player, a save or a bot could notice (issue #26).

``apply`` copies only what an action changes (the new state shares the rest with the old one),
a state keeps the legal actions it was asked once, and ``advance`` is ``apply`` without the
events. Seeded random games check that:

- every game plays as it did before the speed work: the actions, the events and the final state
  of 72 games hash to the digests recorded with the engine of commit 36b11a9 (before it). After a
  deliberate change of the rules, print the new digests with ``python tests/test_rules_fast_paths.py``;
- no state changes once ``apply`` has returned it, and the input never changes;
- ``legal_actions`` answers what a fresh copy of the state answers, whatever the caller did
  with an earlier answer;
- ``advance`` reaches the very states ``apply`` reaches.
"""

from __future__ import annotations

import hashlib
import random

from helpers import board, eager, uniform

from relicrunners.io.replays import fingerprint
from relicrunners.rules import SETUPS, advance, apply, legal_actions, new_game, to_text

# (players, setup, seed, policy, turn cap) -> the digest its game had at commit 36b11a9
GAMES = [(2 + k % 4, SETUPS[k % 3], 300 + k, "eager", 400) for k in range(48)] + [
    (2 + k % 4, SETUPS[(k + 1) % 3], 700 + k, "uniform", 150) for k in range(24)
]
POLICIES = {"eager": eager, "uniform": uniform}
DIGESTS = [
    "c2ec5cc8be09bbf3",  # (2, 'first', 300, 'eager', 400)
    "9cdfc8132a2a9fff",  # (3, 'standard', 301, 'eager', 400)
    "0cc7dd09123445b4",  # (4, 'random', 302, 'eager', 400)
    "46a3963376bc6a73",  # (5, 'first', 303, 'eager', 400)
    "672d8e58bd91b864",  # (2, 'standard', 304, 'eager', 400)
    "b7283e6bba33c397",  # (3, 'random', 305, 'eager', 400)
    "52f152c78a9b09f7",  # (4, 'first', 306, 'eager', 400)
    "31204f78a2b9c964",  # (5, 'standard', 307, 'eager', 400)
    "d1b447f76cca99c4",  # (2, 'random', 308, 'eager', 400)
    "3743b4c21c62db93",  # (3, 'first', 309, 'eager', 400)
    "ea3a5beedfe845c3",  # (4, 'standard', 310, 'eager', 400)
    "2ad260b2f49141c5",  # (5, 'random', 311, 'eager', 400)
    "8f132aa633b2c117",  # (2, 'first', 312, 'eager', 400)
    "868d499f788d5a32",  # (3, 'standard', 313, 'eager', 400)
    "d9b13f2ababbe39a",  # (4, 'random', 314, 'eager', 400)
    "cf7bc5ea2cb654fd",  # (5, 'first', 315, 'eager', 400)
    "62bd342052e730f1",  # (2, 'standard', 316, 'eager', 400)
    "39569a310f3b84af",  # (3, 'random', 317, 'eager', 400)
    "a9e0046f016cdee4",  # (4, 'first', 318, 'eager', 400)
    "9e4ea710e98137e6",  # (5, 'standard', 319, 'eager', 400)
    "e1eee71e0100b31f",  # (2, 'random', 320, 'eager', 400)
    "ff35eaf13d6d020f",  # (3, 'first', 321, 'eager', 400)
    "56c4d4143cedf853",  # (4, 'standard', 322, 'eager', 400)
    "9e8db73e8aa4224f",  # (5, 'random', 323, 'eager', 400)
    "8b619e8dd4c6ed82",  # (2, 'first', 324, 'eager', 400)
    "f40d094670752ea7",  # (3, 'standard', 325, 'eager', 400)
    "70580ae2c227089a",  # (4, 'random', 326, 'eager', 400)
    "d7ccbd029d207f50",  # (5, 'first', 327, 'eager', 400)
    "23172ee322f941f2",  # (2, 'standard', 328, 'eager', 400)
    "223fd231c11e6096",  # (3, 'random', 329, 'eager', 400)
    "374ea71be1e26305",  # (4, 'first', 330, 'eager', 400)
    "d8840461b7d0db0a",  # (5, 'standard', 331, 'eager', 400)
    "40caf24b5fd757c4",  # (2, 'random', 332, 'eager', 400)
    "10de67e15003788d",  # (3, 'first', 333, 'eager', 400)
    "4529334930613f87",  # (4, 'standard', 334, 'eager', 400)
    "6e35c2bfbb7aa660",  # (5, 'random', 335, 'eager', 400)
    "849441b2c0ab976f",  # (2, 'first', 336, 'eager', 400)
    "355789202b4d8abc",  # (3, 'standard', 337, 'eager', 400)
    "cc809b88f683bdbd",  # (4, 'random', 338, 'eager', 400)
    "d0973ab5d7cd8ded",  # (5, 'first', 339, 'eager', 400)
    "8d1bc7fbfd68ebf3",  # (2, 'standard', 340, 'eager', 400)
    "58e87d1bb6b475b6",  # (3, 'random', 341, 'eager', 400)
    "176fc2c21212674c",  # (4, 'first', 342, 'eager', 400)
    "8d8bc7c6eac769d9",  # (5, 'standard', 343, 'eager', 400)
    "0b0581effcb3aab6",  # (2, 'random', 344, 'eager', 400)
    "a9d84451164e92f9",  # (3, 'first', 345, 'eager', 400)
    "4d4b87698fc37a79",  # (4, 'standard', 346, 'eager', 400)
    "40a1a6e484a5e2fd",  # (5, 'random', 347, 'eager', 400)
    "32d71ddbaf312437",  # (2, 'standard', 700, 'uniform', 150)
    "a25bf0d45253e897",  # (3, 'random', 701, 'uniform', 150)
    "c17eef3c7408face",  # (4, 'first', 702, 'uniform', 150)
    "f6abb6e3df24db87",  # (5, 'standard', 703, 'uniform', 150)
    "c8b7bf1463903ed6",  # (2, 'random', 704, 'uniform', 150)
    "813950e3f8b65abf",  # (3, 'first', 705, 'uniform', 150)
    "9c7251b68608d03f",  # (4, 'standard', 706, 'uniform', 150)
    "af3ea1cd170a3f0a",  # (5, 'random', 707, 'uniform', 150)
    "b9d5199d2436c5ba",  # (2, 'first', 708, 'uniform', 150)
    "7209ef4c00b9a4fb",  # (3, 'standard', 709, 'uniform', 150)
    "56896fed97363bac",  # (4, 'random', 710, 'uniform', 150)
    "bd26feb6c414b1d9",  # (5, 'first', 711, 'uniform', 150)
    "0bf4c69282df5e57",  # (2, 'standard', 712, 'uniform', 150)
    "0c5cca61859a317f",  # (3, 'random', 713, 'uniform', 150)
    "801601834bce6ff6",  # (4, 'first', 714, 'uniform', 150)
    "42a6a43b44a00901",  # (5, 'standard', 715, 'uniform', 150)
    "8f76a2cc8777781a",  # (2, 'random', 716, 'uniform', 150)
    "2772b60bb5943813",  # (3, 'first', 717, 'uniform', 150)
    "ba68fea1c2c8b97d",  # (4, 'standard', 718, 'uniform', 150)
    "8ca0469a6e27541a",  # (5, 'random', 719, 'uniform', 150)
    "24aa7b11a738df8d",  # (2, 'first', 720, 'uniform', 150)
    "675081a6cd681a84",  # (3, 'standard', 721, 'uniform', 150)
    "403c048efa378783",  # (4, 'random', 722, 'uniform', 150)
    "bd15bf299619091d",  # (5, 'first', 723, 'uniform', 150)
]


def _event(e) -> str:
    data = sorted((k, repr(v)) for k, v in e.data.items())
    private = None if e.private is None else sorted((k, repr(v)) for k, v in e.private.items())
    return repr((str(e.kind), e.player, data, private))


def game_digest(n: int, setup: str, seed: int, policy: str, cap: int) -> str:
    """One game through the public API (apply checks each action), hashed: every action in the
    text notation, every event, and the final state."""
    st = new_game(board(), n, setup, seed)
    rng = random.Random(seed)
    h = hashlib.sha256()
    while not st.over and st.turn <= cap:
        a = POLICIES[policy](st, legal_actions(st), rng)
        st, events = apply(st, a)
        h.update(to_text(board(), a).encode())
        for e in events:
            h.update(_event(e).encode())
    h.update(repr(fingerprint(st)).encode())
    return h.hexdigest()[:16]


def test_games_play_as_before_the_speed_work():
    # S8: the same seed and the same choices give the same game, event for event
    changed = [game for game, want in zip(GAMES, DIGESTS) if game_digest(*game) != want]
    assert not changed, f"{len(changed)} of {len(GAMES)} games play differently, first {changed[:3]}"


def test_no_state_changes_once_returned():
    # S8 apply is pure: states share what an action left alone, and sharing never leaks a change
    for k in range(16):
        n, setup, seed, policy = 2 + k % 4, SETUPS[k % 3], 900 + k, (eager, uniform)[k // 12]
        rng = random.Random(seed)
        st = new_game(board(), n, setup, seed)
        held = [(st, fingerprint(st))]
        while not st.over and st.turn <= 300:
            st, _ = apply(st, policy(st, legal_actions(st), rng))
            held.append((st, fingerprint(st)))
        changed = [i for i, (s, fp) in enumerate(held) if fingerprint(s) != fp]
        assert not changed, f"{len(changed)} states of game {(n, setup, seed)} changed after apply returned them"


def test_legal_actions_asked_twice_answer_the_same():
    # a state answers legal_actions once; what a caller does with the list changes no later answer
    rng = random.Random(5)
    st = new_game(board(), 4, "standard", 5)
    while not st.over and st.turn <= 200:
        legal = legal_actions(st)
        assert legal == legal_actions(st.copy()), st.decision()  # a copy answers afresh
        legal.reverse()
        legal.append(legal[0])
        again = legal_actions(st)
        assert again == legal_actions(st.copy()) and len(again) == len(legal) - 1
        st, _ = apply(st, rng.choice(again))


def test_advance_reaches_the_states_apply_reaches():
    # advance is apply without the events: the same state after every action, the same choices next
    for k in range(12):
        n, setup, seed, policy = 2 + k % 4, SETUPS[k % 3], 1300 + k, (eager, uniform)[k // 8]
        rng = random.Random(seed)
        st = new_game(board(), n, setup, seed)
        while not st.over and st.turn <= 300:
            a = policy(st, legal_actions(st), rng)
            before = fingerprint(st)
            evented, _ = apply(st, a)
            quiet = advance(st, a)
            assert fingerprint(quiet) == fingerprint(evented), (n, setup, seed, st.turn, to_text(board(), a))
            assert legal_actions(quiet) == legal_actions(evented)
            assert fingerprint(st) == before
            st = quiet


if __name__ == "__main__":
    for game in GAMES:
        print(f'    "{game_digest(*game)}",  # {game}')
