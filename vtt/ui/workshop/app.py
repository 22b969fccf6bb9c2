"""`vtt edit`'s window: the application, the language and font, the editor of one file (or a new one), and
--screenshot (a picture of the editor after its first paint, then exit)."""
from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from vtt.core.errors import VttError
from vtt.ui.first_paint import show_until_done
from vtt.ui.i18n import apply_cjk_font, install_language, system_language
from vtt.ui.paths import open_settings
from vtt.ui.workshop.editor import open_editor


def run_editor(system_id: str, kind: str, data: dict | None, path, args) -> int:
    """The editor of ``data`` (a file read from ``path``; None: a new file) of ``kind`` of ``system_id``,
    until it is closed (``args``: --screenshot, --size, --lang)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("vtt")
    app.setOrganizationName("vtt")
    settings = open_settings()
    install_language(getattr(args, "lang", None) or settings.value("language") or system_language())
    apply_cjk_font(app)
    try:
        editor = open_editor(system_id, kind, data, path)
    except VttError as e:               # a scenario the builder cannot build on: said, nothing opened
        print(f"vtt edit: {e}", file=sys.stderr)
        return 2
    size = getattr(args, "size", None)
    if size:
        editor.resize(*size)
    shot = getattr(args, "screenshot", None)
    if shot and getattr(editor, "preview", None) is not None:      # (the encounter builder has none)
        editor.preview.render_now()          # in the picture (else drawn just after the first paint)
    app.setQuitOnLastWindowClosed(True)
    return show_until_done(app, editor, args, shot, lambda: editor)
