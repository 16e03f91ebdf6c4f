"""Relic Runners: the jungle relic-hunting board game as desktop software. The packages, from the
bottom up: ``rules`` (the pure rules core), ``text`` (every word the player reads), ``io`` (files),
``bots``, ``play`` (games outside the core), ``session`` (the game at a table), ``net`` (network
play), ``scenario``, ``tutorial`` and ``ui`` (the window); ``datafiles`` finds what ships with them."""
