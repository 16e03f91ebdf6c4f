"""Turning clicks and keys into one of ``legal_actions``, never touching the state: the
``controller`` (the clicking: a route built trail by trail, a Pathway picked up, buttons), the
per-kind table ``actions`` (how each ``ActionKind`` reads, where it sits, what it offers) with the
``Look`` it reads and the ``toolboxwords``, the choice buttons' layout (``choicebar``), why a click
did nothing (``refusals``), the guard against a click aimed at the previous decision
(``clickguard``) and playing by keyboard alone (``focus``)."""
