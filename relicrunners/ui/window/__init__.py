"""The window on the desktop: the size and place it opens at and remembers (``placement``), the
desktop's size, the icon and moving the window (``desktop``), and how the logical surface is scaled
into it, full screen and back (``fit``). Nothing here imports a scene."""
