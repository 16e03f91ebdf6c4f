"""The pygame-ce window: ``app`` (the loop, scaling, the ``Scene`` base and the ``Navigator`` the
screens reach each other through), ``scenes/`` (one module per screen), ``board/`` (the board view,
drawn art, animations), ``widgets/`` (buttons, bars, panels, tooltips), ``input/`` (clicks and keys
into legal actions), ``rulebook/`` (the rules pages), ``tutorial/`` (Learn to play), ``games/``
(the games kept on disk and how they are opened), and beside them the command line (``cli``,
``options``, ``demo`` for screenshots), network hosting (``nethost``), the settings put to work
(``prefs``), ``sound``, ``theme`` and ``palette`` (colours and fonts), ``placement`` (the
window's size and place). It draws a ``relicrunners.session.Session``; the rules never know it."""
