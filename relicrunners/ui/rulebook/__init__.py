"""The rules pages drawn in the window (the Rules screen, F1 anywhere): ``page`` lays out a
chapter's text and pictures, ``pictures`` and ``cards`` draw each figure with the game's own art
(``sketch`` holds the small board scenes they share), and ``links`` finds the chapter of whatever
the mouse points at on the table. The words themselves live in ``relicrunners.text.rules_pages``."""
