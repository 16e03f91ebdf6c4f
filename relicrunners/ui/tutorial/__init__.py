"""Learn to play in the window: ``game`` starts or resumes the tutorial's game (its own slot and
bot), ``card`` draws the lesson card over the table. The script and the lessons' checks are
``relicrunners.tutorial``; the scene that joins them is ``ui/scenes/tutorial.py``."""
