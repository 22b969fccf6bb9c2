"""Where the window keeps what it writes by itself (autosave journals, settings, the GM's library)."""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

from vtt.core import files


def default_data_dir() -> Path:
    """Where autosaves live: $VTT_DATA_DIR (tests), else the platform's user data folder."""
    return files.user_data_dir()


def documents_folder() -> str:
    """The user's documents folder where it exists, else home: where a file made (a sheet's PDF, a log) is offered
    when nothing else says where (never the folder vtt was started from)."""
    # (imported here: PySide makes a class's binding when it is first named, ~3 M instructions at start-up)
    from PySide6.QtCore import QStandardPaths
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return folder if folder and Path(folder).is_dir() else str(Path.home())


def shipped(path) -> bool:
    """Whether ``path`` is one of the program's own files (a shipped sample, read-only where vtt is installed): no
    file made goes beside it (t60: a sample's sheets were offered in the program's folder)."""
    from vtt import RESOURCES
    return RESOURCES.resolve() in Path(path).resolve().parents


def writable_folder(path=None, otherwise: str | None = None) -> str:
    """Where a file made from ``path`` is offered: beside it when it is the GM's own, else ``otherwise`` (None: the
    ``documents_folder``)."""
    if path and not shipped(path):
        return str(Path(path).parent)
    return otherwise if otherwise is not None else documents_folder()


def open_settings(data_dir: Path | None = None) -> QSettings:
    """QSettings in the data dir when $VTT_DATA_DIR is set (so tests never touch the user's), else native."""
    if os.environ.get("VTT_DATA_DIR") or data_dir is not None:
        d = Path(data_dir or default_data_dir())
        return QSettings(str(d / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings("vtt", "vtt")


def settings_list(settings: QSettings, key: str) -> list[str]:
    """A list of strings kept in the settings (an ini file gives back a lone item as a plain string); a value of
    another type (a number, a size: an ini edited by hand) is none, and only the texts of a list are kept."""
    if not settings.contains(key):      # (value()'s default makes PySide weigh overloads: QByteArray's type)
        return []
    v = settings.value(key, [])
    if isinstance(v, str):
        v = [v]
    if not isinstance(v, (list, tuple)):
        return []
    return [p for p in v if isinstance(p, str) and p]


def settings_text(settings: QSettings, key: str, default: str = "") -> str:
    """A text kept in the settings; ``default`` when it is not set or is of another type (an ini edited by hand)."""
    v = settings.value(key) if settings.contains(key) else None
    return v if isinstance(v, str) else default


#: whether the sheet of whoever acts comes up when the turn changes (Settings; on unless turned off)
FOLLOW_ACTORS = "sheets/follow_actors"


def follows_actors(settings: QSettings) -> bool:
    """Does the sheet of whoever acts come up when the turn changes? (On unless the GM turned it off.)"""
    if not settings.contains(FOLLOW_ACTORS):
        return True
    return settings.value(FOLLOW_ACTORS, True, type=bool)
