"""The fonts, sounds and window icon that come with the game, installed as ``relicrunners.assets``
(pyproject.toml maps this folder there; ``relicrunners.datafiles`` finds it). This file makes the
folder a package so it can be found; the data lies in ``fonts/``, ``sounds/`` and ``icon/``."""
