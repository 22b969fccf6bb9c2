"""Where the window keeps what it writes by itself (autosave journals, settings, the GM's library)."""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

from vtt.core.files import user_data_dir


def default_data_dir() -> Path:
    """Where autosaves live: $VTT_DATA_DIR (tests), else the platform's user data folder."""
    return user_data_dir()


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
