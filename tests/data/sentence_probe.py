"""A module for tests/test_house_rules.py: the sentence check must find exactly the one below."""

PROMPT_CODE = "move"
PROMPT = "Move your explorer to a glowing site"


def f() -> None:
    raise ValueError("Not a sentence the player reads: a programmer's message")
