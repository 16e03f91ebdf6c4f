"""The boards that come with the game (``jungle.yaml`` is the default), installed as
``relicrunners.board_layouts`` (pyproject.toml maps this folder there; ``relicrunners.datafiles``
finds it). Only YAML files live here; this file makes the folder a package so it can be found."""
