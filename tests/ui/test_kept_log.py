"""The log drawn from kept pictures (vtt.ui.widgets.kept, vtt.ui.widgets.log_view): its frame and its scroll bar are
copied from a picture of their last drawing while they show the same, and are the very pixels Qt draws afresh; a new
entry at the bottom of a long log leaves the scroll bar's picture as it was (docs/gui.md, "The fifth round")."""
from __future__ import annotations

import pytest

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget

from tests.ui.conftest import no_button_held
from tests.ui.generic.test_kept_now import copied_then_fresh
from tests.ui.test_kept_sheet import kept_then_fresh
from vtt.ui.widgets.kept import KeptPaints
from vtt.ui.widgets.log_view import LogView

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def long_log(window, n: int = 30) -> None:
    """``n`` of the GM's moves of a doll to and fro: a log longer than its dock."""
    for i in range(n):
        assert window.issue({"type": "override", "op": "move", "target": "lily", "area": ("hades", "tartarus")[i % 2]})


@pytest.fixture
def window(window, qtbot):
    """The conftest's window (the Nechronica demo) with a long log, painted twice: its pictures kept from now on."""
    long_log(window)
    window.grab()
    qtbot.waitUntil(lambda: window._kept_paints is not None)
    return window


def test_the_logs_frame_and_scroll_bar_are_copied_and_are_what_qt_draws(window, qtbot):
    kept, view = window._kept_paints, window.log.view
    bar = view.verticalScrollBar()
    assert bar.isVisible()
    for surface in (view, bar):
        copied, fresh = kept_then_fresh(qtbot, kept, surface)
        assert copied == fresh, surface


def test_a_new_entry_at_the_bottom_leaves_the_scroll_bars_picture(window, qtbot):
    kept, bar = window._kept_paints, window.log.view.verticalScrollBar()
    bar.update()
    qtbot.waitUntil(lambda: kept.picture(bar) is not None)
    before = kept.picture(bar)
    value = bar.value()
    long_log(window, 1)
    assert bar.value() > value                           # the log scrolled on to the new entry
    bar.grab()
    assert kept.picture(bar) is before                   # the handle where it was: the same picture copied
    copied, fresh = kept_then_fresh(qtbot, kept, bar)
    assert copied == fresh


def test_a_scroll_bar_under_the_pointer_is_drawn_as_qt_draws_it(window, qtbot):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QEnterEvent
    from PySide6.QtWidgets import QApplication
    kept, bar = window._kept_paints, window.log.view.verticalScrollBar()
    bar.update()
    qtbot.waitUntil(lambda: kept.picture(bar) is not None)
    QApplication.sendEvent(bar, QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    if not bar.underMouse():
        pytest.skip("the platform does not tell the pointer's place")
    bar.grab()
    assert kept.picture(bar) is None


# The seventh round (generic widgets' paint): the scroll bar's key asks no style question at each paint, and is
# lit under the pointer as Qt draws it (a log alone beside the dice entry, which has the keyboard).

ENTRIES = (["31. one line"], ["32. an entry long enough to wrap on a narrow log, and on, and on " * 2],
           ["33. an entry\n    of two sentences", "34. and another"], ["35. [GM] Bren moves to the bridge"])


def kept_log(qtbot, width: int = 600, n: int = 30):
    window = QWidget()                                   # the log beside the dice entry, which has the keyboard
    qtbot.addWidget(window)
    view, entry = LogView(), QLineEdit()
    layout = QVBoxLayout(window)
    layout.addWidget(view)
    layout.addWidget(entry)
    view.setFixedSize(width, 90)
    window.show()
    qtbot.waitExposed(window)
    entry.setFocus()
    qtbot.waitUntil(lambda: not view.hasFocus(), timeout=3000)
    view.set_lines([f"{i}. [GM] Bren moves to the road" for i in range(n)])
    kept = KeptPaints(view)
    for surface, key in view.kept_pictures():
        kept.keep(surface, key)
    for surface in list(kept._keys):
        if not surface.isVisible():
            continue                                     # (a short log's bar)
        surface.repaint()
        qtbot.waitUntil(lambda s=surface: kept.picture(s) is not None, timeout=3000)
    return view, kept, window


def test_the_scroll_bar_is_copied_and_asks_no_style_question(qtbot, monkeypatch):
    view, kept, _window = kept_log(qtbot)
    bar = view.verticalScrollBar()
    view.add_lines(["31. one line"])                     # the handle at the foot, where it was
    bar.repaint()
    qtbot.waitUntil(lambda: kept.picture(bar) is not None, timeout=3000)
    picture = kept.picture(bar)
    asked = []
    monkeypatch.setattr(type(bar), "_picture", lambda self: asked.append(1) or ())
    for _ in range(3):
        bar.repaint()
    assert kept.picture(bar) is picture and asked == []
    monkeypatch.undo()
    copied, fresh = copied_then_fresh(kept, bar)
    assert copied == fresh


def test_the_scroll_bar_lit_under_the_pointer_is_drawn_as_qt_draws_it(qtbot):
    view, kept, window = kept_log(qtbot)
    bar = view.verticalScrollBar()
    away = bar.grab().toImage()
    handle = QPoint(bar.width() // 2, bar.height() - 20)
    no_button_held(window)
    qtbot.mouseMove(bar, handle)
    qtbot.waitUntil(bar.underMouse, timeout=3000)
    bar.repaint()
    lit = bar.grab().toImage()
    assert lit != away                                   # Fusion lights the handle under the pointer
    kept._kept.pop(bar, None)
    assert bar.grab().toImage() == lit
    qtbot.mouseMove(view.viewport(), QPoint(10, 10))
    qtbot.waitUntil(lambda: not bar.underMouse(), timeout=3000)
    assert bar.grab().toImage() == away
    qtbot.mouseMove(window, QPoint(window.width() + 40, window.height() + 40))    # (the pointer off the window:
    qtbot.waitUntil(lambda: not view.underMouse(), timeout=3000)                   # not on the next test's)


def test_a_new_entry_asks_the_style_where_the_handle_is_without_an_import(window, monkeypatch):
    """A move's entry asks the style where the handle is before and after (SteadyScrollBar._picture): with what it
    asks made once, not an import statement at each call (PySide's import hook, a Python function, ran twice an
    entry: docs/gui.md, "The fourteenth round (what every move shares)")."""
    import builtins
    import sys
    real, imported = builtins.__import__, []

    def counted(name, *args, **kwargs):
        imported.append((sys._getframe(1).f_globals.get("__name__"), name))
        return real(name, *args, **kwargs)
    monkeypatch.setattr(builtins, "__import__", counted)
    long_log(window, 2)
    monkeypatch.undo()
    assert window.log.view.verticalScrollBar().isVisible()
    assert [name for where, name in imported if where == "vtt.ui.widgets.log_view"] == []


def test_a_copy_begins_the_kept_paints_one_painter(window, qtbot, monkeypatch):
    """Each widget copied from its picture is painted with the one painter the kept paints hold, begun and ended on
    it (the same pixels as Qt draws), not a painter made and let go at each paint of each widget (docs/gui.md, "The
    fourteenth round (what every move shares)")."""
    from vtt.ui.widgets import kept as kept_module
    made, real = [], kept_module.QPainter

    def counted(*args):
        made.append(args)
        return real(*args)
    monkeypatch.setattr(kept_module, "QPainter", counted)
    kept, view = window._kept_paints, window.log.view
    for surface in (view, view.verticalScrollBar()):
        copied, fresh = kept_then_fresh(qtbot, kept, surface)
        assert copied == fresh, surface
    assert made == []
