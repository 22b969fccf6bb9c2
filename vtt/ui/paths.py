"""Where the window keeps what it writes by itself (autosave journals, settings in tests)."""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings


def default_data_dir() -> Path:
    """Where autosaves live: $VTT_DATA_DIR (tests), else the platform's user data folder."""
    env = os.environ.get("VTT_DATA_DIR")
    if env:
        return Path(env)
    import platformdirs
    return Path(platformdirs.user_data_dir("vtt", "vtt"))


def open_settings(data_dir: Path | None = None) -> QSettings:
    """QSettings in the data dir when $VTT_DATA_DIR is set (so tests never touch the user's), else native."""
    if os.environ.get("VTT_DATA_DIR") or data_dir is not None:
        d = Path(data_dir or default_data_dir())
        return QSettings(str(d / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings("vtt", "vtt")


def settings_list(settings: QSettings, key: str) -> list[str]:
    """A list of strings kept in the settings (an ini file gives back a lone item as a plain string)."""
    v = settings.value(key, [])
    if isinstance(v, str):
        v = [v]
    return [p for p in (v or []) if p]
