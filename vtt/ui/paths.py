"""Where the window keeps what it writes by itself (autosave journals, settings in tests)."""
from __future__ import annotations

import os
from pathlib import Path


def default_data_dir() -> Path:
    """Where autosaves live: $VTT_DATA_DIR (tests), else the platform's user data folder."""
    env = os.environ.get("VTT_DATA_DIR")
    if env:
        return Path(env)
    import platformdirs
    return Path(platformdirs.user_data_dir("vtt", "vtt"))
