"""vtt.ui.layouts: a row or column built in one call holds what the windows built line by line, in order, with
the stretches and margins asked; a button made with its slot calls it when clicked."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from vtt.ui.layouts import button, hbox, vbox


def test_a_column_holds_its_widgets_layouts_and_stretches_in_order(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    a, b, c = QLabel("a"), QLabel("b"), QLabel("c")
    row = QHBoxLayout()
    lay = vbox(a, (b, 2), None, (None, 3), row, 1, (c, 0, Qt.AlignmentFlag.AlignRight), parent=host, margin=0)
    assert host.layout() is lay
    items = [lay.itemAt(i) for i in range(lay.count())]
    assert [i.widget() for i in items] == [a, b, None, None, c]
    assert items[2].layout() is row and items[3].spacerItem() is not None
    assert [lay.stretch(i) for i in range(lay.count())] == [0, 2, 0, 1, 0]
    assert items[4].alignment() == Qt.AlignmentFlag.AlignRight
    assert lay.contentsMargins().left() == lay.contentsMargins().bottom() == 0
    assert a.parentWidget() is host and c.parentWidget() is host


def test_a_row_without_a_parent_keeps_the_styles_margins(qtbot):
    lay = hbox(QLabel("x"))
    assert lay.parentWidget() is None and lay.count() == 1
    assert hbox(margin=None).contentsMargins() == QHBoxLayout().contentsMargins()


def test_a_button_calls_its_slot_when_clicked(qtbot):
    clicks = []
    b = button(lambda: clicks.append(1), "Go")
    off = button(lambda: clicks.append(2), enabled=False)
    qtbot.addWidget(b)
    qtbot.addWidget(off)
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(off, Qt.MouseButton.LeftButton)
    assert clicks == [1] and b.text() == "Go" and not off.isEnabled()
