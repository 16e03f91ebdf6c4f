"""The board on screen: where things sit, the project's drawn art, and the animations."""
