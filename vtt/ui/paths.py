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
    if not settings.contains(key):      # (value()'s default makes PySide weigh overloads: QByteArray's type)
        return []
    v = settings.value(key, [])
    if isinstance(v, str):
        v = [v]
    return [p for p in (v or []) if p]


#: whether the sheet of whoever acts comes up when the turn changes (Settings; on unless turned off)
FOLLOW_ACTORS = "sheets/follow_actors"


def follows_actors(settings: QSettings) -> bool:
    """Does the sheet of whoever acts come up when the turn changes? (On unless the GM turned it off.)"""
    if not settings.contains(FOLLOW_ACTORS):
        return True
    return settings.value(FOLLOW_ACTORS, True, type=bool)
