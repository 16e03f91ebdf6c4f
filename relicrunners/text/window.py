"""The window's own tables of words: choice buttons that depend on an Ivory tile, the kinds of
player on the setup screen, the rows and tie-breaks of the score screen, the keys line of the
table, the months of the saved games' dates. Marked with ``N_``; whoever shows an entry passes it
through ``_``."""

from __future__ import annotations

from ..play.seat import SeatKind, kind_or_word
from ..rules.reasons import ScoreSource
from . import N_, NC_, pgettext

# The choice button of an Ivory tile used at the start of a turn (placeholder: the tile's label)
USE_WORDS = {
    "I2-3": N_("Use Ivory {tile}: Rations up to 5"),
    "I2-2": N_("Yes, use {tile}: look through the tiles"),
}
USE_ANY = N_("Use Ivory {tile}")

# How a Pathway is placed, by the Ivory tiles used (I2-4 a second one, I2-5 on any trail): the
# button, and the hint, which names the trail too
PLACE_WORDS = {
    "": N_("Place one Pathway"),
    "4": N_("Place two Pathways (Ivory {double})"),
    "5": N_("Place it here (Ivory {far})"),
    "45": N_("Place two anywhere ({double} + {far})"),
}
PLACE_HINT = {
    "": N_("Place one Pathway on trail {trail}"),
    "4": N_("Place two Pathways (Ivory {double}) on trail {trail}"),
    "5": N_("Place it here (Ivory {far}) on trail {trail}"),
    "45": N_("Place two anywhere ({double} + {far}) on trail {trail}"),
}

# Who plays a seat (the setup screen's buttons), and a bot's level inside a sentence
KIND_LABEL = {
    SeatKind.HUMAN: N_("Human"),
    SeatKind.ONLINE: N_("Online"),
    SeatKind.EASY: N_("Bot: easy"),
    SeatKind.MEDIUM: N_("Bot: medium"),
    SeatKind.HARD: N_("Bot: hard"),
    SeatKind.EXPERT: N_("Bot: expert"),
}
BOT_LEVEL = {
    SeatKind.RANDOM: NC_("bot level", "random"),
    SeatKind.EASY: NC_("bot level", "easy"),
    SeatKind.MEDIUM: NC_("bot level", "medium"),  # a level, not a size (a tile's size is named by a whole phrase)
    SeatKind.HARD: NC_("bot level", "hard"),
    SeatKind.EXPERT: NC_("bot level", "expert"),
}

# The score screen: its rows, and what decided the winner (rules.winners)
SCORE_ROWS = {
    "coins": N_("Points scored during play"),
    "blue": N_("Blue tiles (values now shown)"),
    "relics": N_("Relics: 5 VP per colour"),
    "ivory": N_("Ivory end bonus"),
    "total": N_("Total"),
}
# The sub-rows of "Points scored during play": where the points came from (rules.reasons.ScoreSource)
SCORE_SOURCE_WORDS = {
    ScoreSource.EXPEDITIONS: N_("Expeditions"),
    ScoreSource.PURPLE: N_("Purple tiles"),
    ScoreSource.TOOLBOX: N_("Toolbox actions"),
    ScoreSource.IVORY_EXTRA: N_("Ivory compensation (second tile)"),
    ScoreSource.IVORY_LEVEL3: N_("Ivory level-3 bonuses"),
    ScoreSource.OTHER: N_("Other points"),
}
TIEBREAK = {
    "points": N_("Decided by most points"),
    "relics": N_("Decided by tied on points — most Relics wins"),
    "distinct": N_("Decided by tied on points and Relics — most different Relic colours wins"),
    "shared": N_("Decided by a perfect tie — the victory is shared"),
}

# The keys, under the choice buttons
KEYS_HELP = N_(
    "1-9 choose · Enter confirm · Esc cancel · H hint · E explain · G guide · F1 rules of what you point at · L language · "
    "Ctrl+Z undo · Ctrl+S save · Space skip animation · F11 full screen"
)

# The months, as the Saved games list dates a game (the player's language, not the C locale's)
MONTHS = (
    N_("Jan"),
    N_("Feb"),
    N_("Mar"),
    N_("Apr"),
    N_("May"),
    N_("Jun"),
    N_("Jul"),
    N_("Aug"),
    N_("Sep"),
    N_("Oct"),
    N_("Nov"),
    N_("Dec"),
)

# The animation speed button, by speed (ui.board.anim.SPEED_ORDER)
SPEED_LABEL = {
    "slow": N_("Speed: slow"),
    "normal": N_("Speed: normal"),
    "fast": N_("Speed: fast"),
    "off": N_("Speed: off"),
}


def bot_level(kind: SeatKind | str) -> str:
    """A bot's level as a word ("medium"); a level this version does not know (a newer version's,
    in the history or from a server) as it is."""
    known = kind_or_word(kind)
    return pgettext("bot level", BOT_LEVEL[known]) if isinstance(known, SeatKind) and known in BOT_LEVEL else str(kind)
