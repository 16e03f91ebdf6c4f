"""Files: board layouts, saves and their journals, the per-user folders, and the defences every
file from outside goes through (``safeio``) and every write goes through (``atomic``)."""
