"""#39, first paint (docs/gui.md, "The tenth round (first paint: zones)"): no QEvent reaches Python before a
generic demo's first frame. The first QEvent PySide hands to a Python handler (an event filter, a ``changeEvent``)
builds the types of all of QEvent's subclasses and their enums (~6 M instructions); the battle window tells its
first paint by a signal and the Retranslating widgets and kept pictures hear of a new language from
``install_language`` (vtt.ui.i18n.LanguageNotice), not from Qt's LanguageChange event. They still follow it, once
a change."""
from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QWidget

from tests.ui.test_startup import FIRST_PAINT, _vtt
from vtt.ui.i18n import Retranslating, current_language, install_language
from vtt.ui.widgets.rows import KeptPicture

#: subclasses of QEvent whose types PySide builds when it first hands a plain QEvent to Python, and builds for
#: nothing else the first frame does (an input method's, a scroll's, a platform surface's events)
QEVENT_SUBCLASSES = ("QInputMethodEvent", "QScrollEvent", "QPlatformSurfaceEvent")


@pytest.mark.parametrize("ruleset", ["zones", "ashes", "hundred"])
def test_no_event_reaches_python_before_the_first_frame(tmp_path, ruleset):
    done = _vtt(tmp_path, "--demo", "--system", ruleset, "--exit-after-first-paint", code=FIRST_PAINT)
    assert done.returncode == 0, done.stderr
    built = json.loads(done.stdout)["qt_types"]
    assert [name for name in QEVENT_SUBCLASSES if name in built] == []
    assert "QPaintEvent" in built and "QResizeEvent" in built     # (the probe sees the events the widgets paint by)


class _Told(Retranslating, QWidget):
    def __init__(self):
        super().__init__()
        self.told = 0

    def retranslate(self) -> None:
        self.told += 1


def test_a_retranslating_widget_is_told_once_a_change_of_language(qtbot):
    """English → Japanese installs two translators (Qt's words and ours): the widget retranslates once, not at
    each translator's LanguageChange; the same language again replaces them (told again); English when English
    changes nothing (not told)."""
    was = current_language()
    w = _Told()
    qtbot.addWidget(w)
    try:
        install_language("en")
        w.told = 0
        assert install_language("ja") and w.told == 1
        assert install_language("ja") and w.told == 2
        assert install_language("en") and w.told == 3
        assert install_language("en") and w.told == 3
        assert not install_language("xx") and w.told == 3
    finally:
        install_language(was)


def test_the_window_follows_the_language_without_a_change_event(generic_window, qtbot):
    """The zones window's menus, dice box, log and kept pictures in Japanese after Language → 日本語, and back."""
    w = generic_window("zones", 3, (1600, 960))
    kept = [x for x in w.findChildren(QWidget) if isinstance(x, KeptPicture) and x.isVisible()]
    assert kept
    for x in kept:
        x.grab()
    def texts():
        return w.menuBar().actions()[0].text(), w.dice.roll_button.text(), w.log.export_button.text()
    english = texts()
    try:
        w.act["lang_ja"].trigger()
        qtbot.waitUntil(lambda: texts() == ("ファイル(&F)", "ロール", "ログを書き出す…"))
        assert all(x._kept is None for x in kept)              # drawn anew in Japanese
    finally:
        w.act["lang_en"].trigger()
    qtbot.waitUntil(lambda: texts() == english)
