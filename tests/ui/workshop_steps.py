"""A GM's steps in the workshop's windows, for the tests that drive them (#28): real clicks and keys on an
editor's fields, a file refused at its field, and the encounter builder's list, count, map and battles."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QInputMethodEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTreeWidgetItem

from vtt.ui.widgets.line_map import LineMap
from vtt.ui.workshop.builder import BuilderWindow
from vtt.ui.workshop.placing import token_id


# -- an editor ------------------------------------------------------------------------------------------------
def shown_at(qtbot, window, size=(1600, 1000)):
    """``window`` on screen at ``size``, its cleanup left to pytest-qt."""
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def drop_file(widget, path) -> bool:
    """Drag the file ``path`` (its URL, as a file manager carries it) over ``widget`` and drop it there:
    whether the drop was taken."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    centre = widget.rect().center()
    enter = QDragEnterEvent(centre, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, enter)
    if not enter.isAccepted():
        return False
    drop = QDropEvent(QPointF(centre), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, drop)
    return drop.isAccepted()


def turn_wheel(widget, delta: int) -> None:
    """The mouse wheel turned over ``widget``'s middle (120: one notch away from the user)."""
    at = QPointF(widget.rect().center())
    QApplication.sendEvent(widget, QWheelEvent(at, widget.mapToGlobal(at), QPoint(0, 0), QPoint(0, delta),
                                               Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                                               Qt.ScrollPhase.NoScrollPhase, False))


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def type_into(qtbot, widget, text: str) -> None:
    """Click into a text field or a spin box, select what it holds and type ``text`` over it."""
    target = widget.lineEdit() if hasattr(widget, "lineEdit") and widget.lineEdit() is not None else widget
    widget.setFocus()
    click(qtbot, target)
    qtbot.keyClick(target, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    if not text:
        qtbot.keyClick(target, Qt.Key.Key_Delete)
    elif text.isascii():
        qtbot.keyClicks(target, text)
    else:                                   # Japanese comes in through the input method, as it is typed
        qtbot.keyClick(target, Qt.Key.Key_Delete)
        event = QInputMethodEvent()
        event.setCommitString(text)
        QCoreApplication.sendEvent(target, event)


def pick(qtbot, combo, text: str) -> None:
    """Choose an entry of a combo box by typing its first letters, as the keyboard does."""
    combo.setFocus()
    qtbot.keyClicks(combo, text)
    assert combo.currentText().startswith(text), (combo.currentText(), text)


def from_list(qtbot, field, text: str) -> None:
    """Pick ``text`` in a field's list of the ruleset's entries (weapons, techniques…) and press its button:
    Add to a list of them, Fill for a single one."""
    chooser = field.from_list if hasattr(field, "from_list") else field.fill
    pick(qtbot, chooser.combo, text)
    click(qtbot, chooser.button)


def add_key(qtbot, field, text: str) -> None:
    """Pick ``text`` in a keyed field's list (actions, attributes…) and press Add: a row of it."""
    pick(qtbot, field.key_combo, text)
    click(qtbot, field.add_button)


def mine(library, system_id, kind):
    """The GM's own files of ``kind`` in ``library`` (not the shipped samples)."""
    return [e for e in library.entries(system_id, kind) if not e.sample]


def refused_at(qtbot, editor, library, system_id, kind, path) -> None:
    """The file is refused at ``path``: shown there, Save off, and a click on it writes nothing."""
    assert editor.model is None and editor.form.first_error()[0] == path
    assert not editor.save_button.isEnabled() and editor.error_label.isVisible()
    from vtt.ui.workshop.form import place_text
    where = place_text(editor.form.spec, path, editor.form.context, "en")
    assert editor.error_label.text().startswith(where + ":"), (editor.error_label.text(), where)
    click(qtbot, editor.save_button)
    click(qtbot, editor.library_button)
    assert mine(library, system_id, kind) == [] and editor.path is None


# -- a list of files (the library window's, the builder's) ----------------------------------------------------
def leaves(tree) -> list[QTreeWidgetItem]:
    """The items under a tree's top-level items (the files under their headings), in order."""
    tops = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    return [top.child(j) for top in tops for j in range(top.childCount())]


def library_entries(w, kind: str | None = None) -> list:
    """The entries a library window lists for ``kind`` (its current tab's by default)."""
    return [e for item in leaves(w.trees[kind or w.kind]) if (e := w._entry_of(item)) is not None]


def library_item(w, entry):
    """A library window's list item of ``entry`` (None: not listed)."""
    return next((item for item in leaves(w.trees[entry.kind])
                 if (e := w._entry_of(item)) is not None and e.path == entry.path), None)


def pick_entry(w, entry) -> None:
    """Make ``entry`` the chosen one in a library window: its tab shown, its item current (as a click does)."""
    w.tabs.setCurrentWidget(w.trees[entry.kind])
    item = library_item(w, entry)
    if item is not None:
        w.trees[entry.kind].setCurrentItem(item)


def click_item(tree, item: QTreeWidgetItem) -> None:
    """A click on ``item`` of ``tree``, where it is drawn."""
    tree.scrollToItem(item)
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     tree.visualItemRect(item).center())
    assert tree.currentItem() is item


def click_cell(table, row: int, column: int) -> None:
    """A click on a table's cell, where it is drawn."""
    table.scrollToItem(table.item(row, column))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     table.visualItemRect(table.item(row, column)).center())
    assert (table.currentRow(), table.currentColumn()) == (row, column)


# -- the encounter builder ----------------------------------------------------------------------------------
def entry_items(w: BuilderWindow) -> list[QTreeWidgetItem]:
    """The builder's list of characters and monsters, its files (listed now if they are not yet)."""
    w.entries()
    return leaves(w.entry_tree)


def find_entry(w: BuilderWindow, path) -> QTreeWidgetItem | None:
    """The builder's list item of the file ``path``."""
    path = Path(path).resolve()
    return next((item for item in entry_items(w)
                 if Path(w.entry_tree.entries[item.data(0, Qt.ItemDataRole.UserRole)].path).resolve() == path), None)


def click_entry(w: BuilderWindow, name: str) -> None:
    click_item(w.entry_tree, next(i for i in entry_items(w) if i.text(0).split("  ")[0] == name))


def type_count(w: BuilderWindow, n: int) -> None:
    w.count.setFocus()
    QTest.keyClick(w.count, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(w.count, str(n))
    QTest.keyClick(w.count, Qt.Key.Key_Tab)
    assert w.count.value() == n


def add(w: BuilderWindow, name: str, count: int = 1) -> list:
    """Click ``name`` in the builder's list, type the count, press Add: the participants it added."""
    before = list(w.encounter.participants)
    click_entry(w, name)
    type_count(w, count)
    QTest.mouseClick(w.add_button, Qt.MouseButton.LeftButton)
    return [p for p in w.encounter.participants if p not in before]


def drag_to(w: BuilderWindow, p, zone: str) -> None:
    """Drag ``p``'s marker onto ``zone`` with the mouse, on whichever map the ruleset's encounter has."""
    m, tid = w.map, token_id(p)
    if isinstance(m, LineMap):
        zones = [z.id for z in w.controller.view().map.zones]
        start = m.mapFromScene(m.marker(tid).sceneBoundingRect().center())
        end = m.mapFromScene(m.area_rect(zones.index(zone)).center())
        target = m.viewport()
    else:
        start = m.token_rects()[tid].center().toPoint()
        end = m.zone_rects()[zone].center().toPoint()
        target = m
    QTest.mousePress(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(target, start + QPoint(20, 0))
    QTest.mouseMove(target, end)
    QTest.mouseRelease(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def battle_windows() -> list:
    """The battle windows on screen (there is one kind: vtt.ui.main_window.MainWindow)."""
    return [w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow" and w.isVisible()]


def type_in_cell(qtbot, table, row: int, column: int, text: str, editor=None) -> None:
    """Edit a table's cell as the keyboard does: F2, select what it holds, type ``text``, Enter.
    ``editor``: the class of the cell's editor (default a text field; a QSpinBox for a number)."""
    from PySide6.QtWidgets import QLineEdit
    table.setCurrentItem(table.item(row, column))
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_F2)
    # the cell's editor: the one shown (one closed before may linger until the event loop deletes it)
    [cell] = [e for e in table.findChildren(editor or QLineEdit) if e.isVisible()]
    qtbot.keyClick(cell, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(cell, text)
    qtbot.keyClick(cell, Qt.Key.Key_Return)
    # the view commits and closes the editor on its next pass of the event loop
    qtbot.waitUntil(lambda: table.state() != table.State.EditingState)


def printed(qtbot, editor, pdf, name: str) -> None:
    """Print… in the editor, to ``pdf`` (the file dialog answered): the sheet there, with ``name`` on it."""
    from pypdf import PdfReader
    editor.ask_pdf_path = lambda: str(pdf)
    click(qtbot, editor.print_button)
    assert name in PdfReader(str(pdf)).pages[0].extract_text()
