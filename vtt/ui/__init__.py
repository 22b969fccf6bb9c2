"""The Qt user interface. Importing it imports PySide6 as vtt.ui.pyside_import says (what PySide compiles
at every start kept between runs; its per-import feature check answered from the file's bytes)."""
from vtt.ui.pyside_import import import_pyside

import_pyside()
