"""Starting the GUI: the application, language and font, which battle to open, screenshot mode."""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from vtt.ui.controller import SessionController
from vtt.ui.i18n import apply_cjk_font, install_language, system_language
from vtt.ui.main_window import MainWindow, default_data_dir, load_any, open_settings


class FirstPaint(QObject):
    """Calls ``then`` once, just after the watched window has painted for the first time."""

    def __init__(self, window, then):
        super().__init__(window)
        self.then = then
        self.done = False
        window.installEventFilter(self)

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            QTimer.singleShot(0, self.then)     # after this paint has finished
        return False


def initial_session(args, settings):
    """--demo, a file, else the last battle opened (if it still loads), else None (the start page)."""
    from vtt.rules.nechronica.battle import demo_session
    if getattr(args, "demo", False):
        return demo_session(), None
    if getattr(args, "file", None):
        return load_any(args.file), str(args.file)
    recent = settings.value("recent", [])
    recent = [recent] if isinstance(recent, str) else (recent or [])
    for path in recent[:1]:
        if Path(path).exists():
            try:
                return load_any(path), path
            except (ValueError, OSError):
                pass
    return None, None


def run_gui(args) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("vtt")
    app.setOrganizationName("vtt")
    data_dir = default_data_dir()
    settings = open_settings()
    lang = getattr(args, "lang", None) or settings.value("language") or system_language()
    install_language(lang)
    apply_cjk_font(app)
    controller = SessionController()
    try:
        session, path = initial_session(args, settings)
    except (ValueError, OSError) as e:        # FileFormatError is a ValueError: name the file and field
        print(f"vtt: {e}", file=sys.stderr)
        return 1
    if session is not None:
        controller.set_session(session, path=path)
    shot = getattr(args, "screenshot", None)
    if shot and getattr(args, "table_view", False) and session is not None:
        from vtt.ui.table_view import table_view_screenshot
        table_view_screenshot(controller, shot)
        return 0
    window = MainWindow(controller, settings=settings, data_dir=data_dir)
    app.aboutToQuit.connect(window.mark_clean_exit)
    if getattr(args, "table_view", False):
        window.open_table_view()
    if shot or getattr(args, "exit_after_first_paint", False):
        def finish():
            if shot:
                window.grab().save(str(shot))
            app.quit()
        window._first_paint = FirstPaint(window, finish)
    window.show()
    return app.exec()
