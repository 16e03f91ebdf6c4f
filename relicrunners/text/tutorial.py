"""The words of the guided first game ("Learn to play"): each lesson's title and why, the line that
says what to click, the answer to a click the lesson does not want, the resume question.

A lesson is looked up by its id in ``relicrunners/tutorial/first_game.yaml``. Texts may name what
the lesson's own actions are about: ``{site}`` (where its first move goes, or the site explored),
``{start}`` (where that move starts), ``{trail}`` (the trail of its Pathway), ``{tool}`` (the
Progression Table space it climbs to or uses), ``{relics}`` (the Relics that end a two-player
game), ``{bot}`` (the opponent's name). Everything is shown through ``_`` (tables: ``N_``).
"""

from __future__ import annotations

from typing import NamedTuple

from . import N_, _


class LessonWords(NamedTuple):
    title: str
    topic: str  # "this lesson is about {topic}"
    why: str  # one or two sentences: what the lesson teaches and why it matters


LESSONS: dict[str, LessonWords] = {
    "walk": LessonWords(
        N_("Walk a trail"),
        N_("walking to the Temple {site}"),
        N_(
            "Every turn begins with a move. A trail without your Pathway is unfamiliar, and a move may "
            "always take one of them: walk from Base Camp to the Temple {site}."
        ),
    ),
    "temple": LessonWords(
        N_("Explore a Temple"),
        N_("exploring the Temple"),
        N_(
            "After the move you may explore where you stand. It costs one Ration; at a Temple you take "
            "its top tile (Ivory tiles are public, Blue ones secret points, Purple ones act at once)."
        ),
    ),
    "ruin": LessonWords(
        N_("Explore a Ruin"),
        N_("Ruins and Pathways"),
        N_(
            "Exploring a Ruin costs a Ration too, but instead of a tile you lay one of your Pathways on a "
            "trail touching it. A trail with your Pathway is familiar to you from then on."
        ),
    ),
    "chain": LessonWords(
        N_("Follow your Pathways"),
        N_("walking along your own Pathways"),
        N_(
            "Your Pathways cost nothing to walk: a move may add a chain of them before or after its one "
            "unfamiliar trail. The green line shows this route: your Pathway first, then one trail to {site}."
        ),
    ),
    "token": LessonWords(
        N_("Tokens and your Progression Table"),
        N_("the Progression Table"),
        N_(
            "Your route crossed a face-up Toolbox Token on a river: it turned face down, and for it one of "
            "your Toolboxes climbs a step up your Progression Table. Send it into the Shovel branch."
        ),
    ),
    "toolbox": LessonWords(
        N_("Use a Toolbox"),
        N_("using a Toolbox"),
        N_(
            "Once per turn you may use a Toolbox: it does the action of its space and drops back to the "
            "bottom. {tool} brings a second Toolbox from your reserve onto the table."
        ),
    ),
    "camp": LessonWords(
        N_("Rations at Base Camp"),
        N_("fetching Rations"),
        N_(
            "Every explore eats a Ration, and with none left you cannot explore. Walking into Base Camp "
            "ends your turn at once and gives you 3 Rations (5 at most)."
        ),
    ),
    "shrine": LessonWords(
        N_("Empty a site: a Shrine"),
        N_("Shrines"),
        N_(
            "{site} has a single tile left. Whoever takes the last tile of a site turns it into a Shrine, "
            "and a Relic appears on it."
        ),
    ),
    "expedition": LessonWords(
        N_("Make an Expedition"),
        N_("Expeditions"),
        N_(
            "You begin this turn on a Shrine with a Relic. End your move on another Shrine with a Relic of "
            "the same colour ({site}): you take that Relic and score 2 VP for every trail walked this turn."
        ),
    ),
    "ending": LessonWords(
        N_("How the game ends"),
        N_("how the game ends"),
        N_(
            "Relics end the game. With two players, once {relics} Relics have been taken, everyone after "
            "the player who took the last one plays one more turn, and then the points are counted."
        ),
    ),
    "scoring": LessonWords(
        N_("How the game is scored"),
        N_("the final score"),
        N_(
            "Your score is the VP earned in play, plus the values of your Blue tiles, plus 5 VP for each "
            "Relic colour you hold, plus your level-1 Ivory bonuses. Most points wins. Play on to finish "
            "this game against {bot}."
        ),
    ),
}

# A note for one step of a lesson, under its why: (lesson id, step number from 0) -> text
STEP_NOTES: dict[tuple[str, int], str] = {
    ("temple", 1): N_("That was your turn: end it, and {bot} plays next."),
    ("ruin", 0): N_("Walk on to the Ruin {site}: one unfamiliar trail again."),
    ("ruin", 2): N_("Lay it on the river trail {trail}: next turn it carries you across the river."),
    ("toolbox", 1): N_("Shovel 1 asks what you want: take the Toolbox."),
    ("shrine", 0): N_("The number beside a site is how many tiles it has left."),
    ("shrine", 2): N_("The last tile was taken: a Shrine with a Relic stands on {site} now. Lay the Pathway."),
}

# What to click: one line per kind of action ({where}: a site, a trail, a space of the table; {label}: the button)
BUTTON_TASK = "button"  # the TASK line for any kind without its own
OTHER_CLICK = "other"  # the WOULD line for any click without its own

TASK: dict[str, str] = {
    "move": N_("Click {where} to walk there."),
    "move camp": N_("Click Base Camp to walk there."),  # a name with an article in Dutch: its own sentence
    "explore": N_("Click Explore below (or your explorer's site)."),
    "place": N_("Click the trail {where} to lay your Pathway."),
    "step": N_("Click {where} on your Progression Table."),
    "tool": N_("Click {where} on your Progression Table to use it."),
    "end": N_("Click End turn below (or press Enter)."),
    "button": N_("Click “{label}” below."),
}

# What a click the lesson does not want would have done ({what}: a site, trail or table space)
WOULD: dict[str, str] = {
    "move": N_("That walks to {what}"),
    "move camp": N_("That walks to Base Camp"),
    "jump": N_("That jumps to {what}"),
    "jump camp": N_("That jumps to Base Camp"),
    "explore": N_("That explores {what}"),
    "place": N_("That lays your Pathway on {what}"),
    "step": N_("That sends a Toolbox up to {what}"),
    "tool": N_("That uses your Toolbox on {what}"),
    "end": N_("That ends your turn"),
    "choose vp": N_("That scores 2 VP"),
    "choose toolbox": N_("That brings a Toolbox onto your table"),
    "other": N_("That would be “{what}”"),
}


def camp_name() -> str:
    """Base Camp, as a lesson names it (the board draws it without its id)."""
    return _("Base Camp")


def lesson(lesson_id: str) -> LessonWords:
    """The words of a lesson, in the player's language."""
    w = LESSONS[lesson_id]
    return LessonWords(_(w.title), _(w.topic), _(w.why))


def step_note(lesson_id: str, step: int) -> str:
    note = STEP_NOTES.get((lesson_id, step))
    return _(note) if note else ""


def task(kind: str, where: str = "", label: str = "") -> str:
    """What to click for an action of ``kind`` (a TASK key)."""
    message = TASK[kind] if kind in TASK else TASK[BUTTON_TASK]
    return _(message).format(where=where, label=label)


def would(key: str, what: str = "") -> str:
    """What a click would have done (a WOULD key)."""
    message = WOULD[key] if key in WOULD else WOULD[OTHER_CLICK]
    return _(message).format(what=what)


def refusal(would_do: str, topic: str, task_line: str) -> str:
    """The answer to a click the lesson does not want: what it would do, and what to do instead."""
    return _("{would} — fine another time, but this lesson is about {topic}. {task}").format(
        would=would_do, topic=topic, task=task_line
    )


def heading(number: int, total: int) -> str:
    return _("Lesson {n} of {total}").format(n=number, total=total)


def waiting(bot: str) -> str:
    return _("{bot} is playing; your next step comes on your turn.").format(bot=bot)


def read_first(button: str) -> str:
    return _("Read the lesson card first, then click {button} on it.").format(button=button)


def leave_line() -> str:
    return _("Esc or Menu: leave. Learn to play brings you back to this lesson.")


def next_button() -> str:
    return _("Next")


def play_on_button() -> str:
    return _("Play on")


def hint_refused() -> str:
    return _("No hints during the lessons: the card says what to click.")


def off_script() -> LessonWords:
    """The card of a tutorial game that has gone its own way (played outside the lessons)."""
    return LessonWords(
        _("Your own game now"),
        "",
        _(
            "This game has left the lessons (it was played on without them). Play it to the end as you "
            "like, or start the lessons over: Menu, then Learn to play."
        ),
    )


# -- the question when a tutorial game is already open --------------------------------------------------
def resume_title() -> str:
    return _("Learn to play")


def resume_question(number: int, total: int, title: str) -> str:
    return _("Your lessons are open at lesson {n} of {total}: {title}.").format(n=number, total=total, title=title)


def resume_done() -> str:
    return _("You finished the lessons and played on in the tutorial game.")


def resume_off() -> str:
    return _("The tutorial game was played on without the lessons.")


def start_over_note() -> str:
    return _("Start over deletes only the tutorial game; your other games stay.")


def resume_button() -> str:
    return _("Resume")


def start_over_button() -> str:
    return _("Start over")


def back_button() -> str:
    return _("Back")


def start_tooltip() -> str:
    return _("A guided first game against a bot: each lesson shows what to click")
