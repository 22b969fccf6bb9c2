"""Fixtures the GUI tests share: the demo battle under way, widgets shown at a size, the battle window."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from vtt.rules.nechronica.battle import demo_session
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.i18n import install_language


@pytest.fixture
def controller():
    """The demo battle, started: round 1, count 11, ノエル (noel, in 花園) acts."""
    s = demo_session(1)
    s.do({"type": "start"})
    return BattleController(s)


@pytest.fixture
def shown(qtbot):
    """shown(widget, width, height): the widget on screen at that size."""
    def show(widget, width, height):
        qtbot.add_widget(widget)
        widget.resize(width, height)
        widget.show()
        qtbot.waitExposed(widget)
        return widget
    return show


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """The GM's window on the Nechronica demo battle (not started), its data in tmp_path."""
    from vtt.ui.main_window import MainWindow, open_settings
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path))
    controller = BattleController(demo_session(seed=1))
    w = MainWindow(controller, settings=open_settings(tmp_path), data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(w.isActiveWindow)        # (activation comes after the first paints; kept pictures key on it)
    return w


@pytest.fixture
def japanese():
    assert install_language("ja")
    yield
    install_language("en")


@pytest.fixture
def small_window(qtbot, tmp_path, monkeypatch):
    """The main window on the demo battle at 1280×800 from its first show (as a laptop opens it)."""
    from vtt.ui.main_window import MainWindow, open_settings
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path))
    w = MainWindow(BattleController(demo_session(seed=1)), settings=open_settings(tmp_path), data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def painted(monkeypatch):
    """painted(widget, module): [(text, pixel size)] of every text ``widget`` draws in its paintEvent (its
    module's QPainter recorded), painted now."""
    def paint(widget, module):
        seen = []

        class Recording(QPainter):
            def drawText(self, *args):
                seen.append((str(args[-1]), self.font().pixelSize()))
                return super().drawText(*args)
        monkeypatch.setattr(module, "QPainter", Recording)
        for w in [widget, *widget.findChildren(QWidget)]:
            if hasattr(w, "redraw_all"):           # (a widget keeping pictures of what it drew: all drawn now)
                w.redraw_all()
        widget.grab()
        monkeypatch.undo()
        return seen
    return paint


def no_button_held(widget: QWidget) -> None:
    """Before a test hovers the pointer over ``widget``: no mouse button held. A test that presses a button and
    never releases it (a right click's press, which pops a menu up) leaves it held app-wide
    (``QApplication.mouseButtons()``), and while one is held Qt tells no widget the pointer entered it: run after
    test_main_window.py's right clicks, ``underMouse()`` never came."""
    held = QApplication.mouseButtons()
    for button in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
        if held & button:
            QTest.mouseRelease(widget, button, Qt.KeyboardModifier.NoModifier, widget.rect().center())
    assert QApplication.mouseButtons() == Qt.MouseButton.NoButton
