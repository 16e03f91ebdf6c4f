"""The games the window keeps and opens, without drawing anything: ``storage`` (the slots of
unfinished games and saved copies in the data folder), ``saved`` (the Saved games list: each
game's players, turn and date), ``replays`` (the Replays list: recorded games and saved copies)
and ``launch`` (starting, resuming, loading and replaying a game: its slot taken, then its screen)."""
