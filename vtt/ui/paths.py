"""Where the window keeps what it writes by itself (autosave journals, settings in tests)."""
from __future__ import annotations

from pathlib import Path

from vtt.workshop.library import user_data_dir


def default_data_dir() -> Path:
    """Where autosaves live: $VTT_DATA_DIR (tests), else the platform's user data folder."""
    return user_data_dir()
