"""Starting the GUI: the application, language and font, which battle to open, screenshot mode."""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from vtt.ui import first_paint, i18n, paths

FirstPaint, end_start_up = first_paint.FirstPaint, first_paint.end_start_up    # (importable from here as before)
apply_cjk_font, install_language, system_language = i18n.apply_cjk_font, i18n.install_language, i18n.system_language
default_data_dir, open_settings, settings_list = paths.default_data_dir, paths.open_settings, paths.settings_list


def initial_session(args, settings, opened=None):
    """--demo, a file (``opened``: as vtt.cli opened it before Qt), else the last battle opened (if it still loads),
    else None (the start page)."""
    from vtt.core import game_file
    battle = opened if opened is not None else game_file.opened_battle(args)
    if battle is not None:
        return battle
    for path in settings_list(settings, "recent")[:1]:
        if Path(path).exists():
            try:
                return game_file.open_session(path), path
            except (ValueError, OSError):
                pass
    return None, None


def run_gui(args, opened=None) -> int:
    """The window on ``opened`` (the battle vtt.cli opened before Qt, vtt.core.game_file.opened_battle), else on
    what ``initial_session`` finds."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("vtt")
    app.setOrganizationName("vtt")
    data_dir = default_data_dir()
    settings = open_settings()
    lang = getattr(args, "lang", None) or settings.value("language") or system_language()
    install_language(lang)
    apply_cjk_font(app)
    try:
        session, path = initial_session(args, settings, opened)
    except (ValueError, OSError) as e:        # FileFormatError is a ValueError: name the file and field
        print(f"vtt: {e}", file=sys.stderr)
        return 1
    shot = getattr(args, "screenshot", None)
    from vtt.ui import main_window
    from vtt.ui.widgets import battle_controller
    controller = battle_controller.BattleController()
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
