"""A new game: setup (docs/rules.md section 3, S1-S8).

The only randomness of the game is here, from a ``Random(seed)`` made for the deal (S8): play
itself is deterministic.
"""

from __future__ import annotations

from random import Random

from .board import QUADRANTS, TEMPLE_COLOURS, Board
from .components import ADVANCED, CAMP_RATIONS_PER_PLAYER, PLAYER_COLOURS, TILES, TOKENS, Tile
from .kinds import Phase, Stage
from .state import MAX_SEED, SETUPS, Deal, Player, SetupError, State, TurnFlags


def new_game(board: Board, players: list[tuple[str, str]] | int, setup: str = "standard", seed: int = 0) -> State:
    """Set up a game (S1–S8). ``players`` is a list of (name, colour) in seat order, or a count."""
    n = players if isinstance(players, int) else len(players)
    if not 2 <= n <= 5:
        raise SetupError(f"{n} players: Relic Runners is for 2 to 5 players")  # S1
    if isinstance(players, int):
        players = [(c.capitalize(), c) for c in PLAYER_COLOURS[:n]]
    colours = [c for _, c in players]
    if len(set(colours)) != n or any(c not in PLAYER_COLOURS for c in colours):
        raise SetupError(f"player colours must be distinct and among {', '.join(PLAYER_COLOURS)}")
    if setup not in SETUPS:
        raise SetupError(f"unknown setup '{setup}': choose first, standard or random")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise SetupError(f"seed must be a whole number from 0 to {MAX_SEED}")
    rng = Random(seed)
    nsites = len(board.sites)

    # S4: temple colours
    colour_of = _temple_colours(board, setup, rng)
    site_colour: list[str | None] = [None] * nsites
    for s in board.ruins:
        site_colour[s] = "ruin"
    for s, c in colour_of.items():
        site_colour[s] = c

    # S3: draw 4 tiles per colour and level, stack large/medium/small face down
    stacks: list[list[Tile]] = [[] for _ in range(nsites)]
    unused: list[Tile] = []
    levels = (1, 2) if n == 2 else (1, 2, 3)
    for colour in TEMPLE_COLOURS:
        sites = sorted(s for s, c in colour_of.items() if c == colour)
        for lvl in (1, 2, 3):
            pool = [
                t
                for t in TILES
                if t.colour == colour and t.level == lvl and not (setup == "first" and t.code in ADVANCED)
            ]
            drawn = rng.sample(pool, 4)
            unused.extend(t for t in TILES if t.colour == colour and t.level == lvl and t not in drawn)
            if lvl not in levels:
                unused.extend(drawn)
                continue
            rng.shuffle(drawn)
            for s, t in zip(sites, drawn):
                stacks[s].append(t)

    ruins = [0] * nsites
    for s in board.ruins:
        ruins[s] = 2 if n == 2 else 3  # S2
    full = Deal(tuple(ruins[s] + len(stacks[s]) for s in range(nsites)), tuple(site_colour))
    return State(
        board,
        setup,
        seed,
        [Player(name, colour, board.camp) for name, colour in players],  # S6
        ruins,
        stacks,
        full,
        [None] * nsites,
        [True] * TOKENS,  # S6
        CAMP_RATIONS_PER_PLAYER * n,  # S7
        0,
        Phase.START,
        [],
        1,
        TurnFlags(board.camp, None),
        Stage.NORMAL,
        [],
        None,
        [],
        unused,
    )


def _temple_colours(board: Board, setup: str, rng: Random) -> dict[int, str]:
    temples = list(board.temples)
    if setup == "first":  # S4a
        return {s: str(board.sites[s].first_colour) for s in temples}
    pool = [c for c in TEMPLE_COLOURS for _ in range(len(temples) // 3)]
    if setup == "random":  # S4c
        rng.shuffle(pool)
        return dict(zip(temples, pool))
    # S4b: each quadrant first gets distinct colours, as far as its size allows
    by_q = {q: [s for s in temples if board.sites[s].quadrant == q] for q in QUADRANTS}
    for _ in range(1000):
        left = {c: len(temples) // 3 for c in TEMPLE_COLOURS}
        result: dict[int, str] = {}
        ok = True
        quads = [q for q in QUADRANTS if by_q[q]]
        rng.shuffle(quads)
        for q in quads:
            sites = list(by_q[q])
            rng.shuffle(sites)
            used: list[str] = []
            for s in sites:
                fresh = [c for c in TEMPLE_COLOURS if left[c] and c not in used]
                choices = fresh or [c for c in TEMPLE_COLOURS if left[c]]
                c = rng.choice(choices)
                left[c] -= 1
                used.append(c)
                result[s] = c
            if len(set(used)) != min(len(sites), len(TEMPLE_COLOURS)):
                ok = False
                break
        if ok:
            return result
    raise SetupError("no Standard temple placement fits this layout's quadrants")
