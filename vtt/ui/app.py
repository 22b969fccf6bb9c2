"""Starting the GUI: the application, language and font, which battle to open, screenshot mode."""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from vtt.core import registry
from vtt.ui import first_paint
from vtt.ui.first_paint import FirstPaint, end_start_up  # noqa: F401  (importable from here as before)
from vtt.ui.i18n import apply_cjk_font, install_language, system_language
from vtt.ui.paths import default_data_dir, open_settings, settings_list


def initial_session(args, settings):
    """--demo, a file, else the last battle opened (if it still loads), else None (the start page)."""
    from vtt.core.game_file import open_session as load_any      # a file of any ruleset (it names it)
    if getattr(args, "demo", False):
        return registry.get(getattr(args, "system", None)).demo_session(), None
    if getattr(args, "file", None):
        return load_any(args.file), str(args.file)
    for path in settings_list(settings, "recent")[:1]:
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
    try:
        session, path = initial_session(args, settings)
    except (ValueError, OSError) as e:        # FileFormatError is a ValueError: name the file and field
        print(f"vtt: {e}", file=sys.stderr)
        return 1
    shot = getattr(args, "screenshot", None)
    from vtt.ui import main_window          # (by its package: PySide reads no source of it, docs/gui.md "twelfth round")
    from vtt.ui.widgets.battle_controller import BattleController
    controller = BattleController()
    if session is not None:
        controller.set_session(session, path=path)
    if shot and getattr(args, "table_view", False) and session is not None:
        from vtt.ui.table_view import table_view_screenshot
        table_view_screenshot(controller, shot)
        return 0
    window = main_window.MainWindow(controller, settings=settings, data_dir=data_dir)
    app.aboutToQuit.connect(window.mark_clean_exit)
    if getattr(args, "table_view", False):
        window.open_table_view()
    return show_until_done(app, window, args, shot, lambda: window)


def show_until_done(app, window, args, shot, pictured) -> int:
    """vtt.ui.first_paint's, ending the start-up with this module's ``end_start_up`` (looked up when the
    window has painted, so a test can watch it)."""
    return first_paint.show_until_done(app, window, args, shot, pictured, end=lambda: end_start_up())
