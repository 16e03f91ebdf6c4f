"""Small pieces of the window: buttons and fields, the top bar, the log panel, tooltips, the
player panels, the table frame and the menus' backdrop."""
