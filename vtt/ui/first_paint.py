"""After a window's first paint: end the start-up (garbage collection back on), write a screenshot and quit
when asked (--screenshot, --exit-after-first-paint). `vtt` and `vtt edit` share it."""
from __future__ import annotations

import gc

from PySide6.QtCore import QEvent, QObject, Qt, QTimer


class FirstPaint(QObject):
    """Calls ``then`` once, just after the watched window has painted for the first time: told by the window's
    ``first_painted`` signal where it has one (the battle window: no event filter, which would carry each of the
    window's events to Python, and the first QEvent PySide hands to Python builds the types of all of QEvent's
    subclasses, ~6 M instructions before the first paint), else by watching its events."""

    def __init__(self, window, then):
        super().__init__(window)
        self.then = then
        self.done = False
        painted = getattr(window, "first_painted", None)
        if painted is not None:
            painted.connect(self._painted, Qt.ConnectionType.QueuedConnection)     # (after this paint has finished)
        else:
            window.installEventFilter(self)

    def _painted(self) -> None:
        if not self.done:
            self.done = True
            self.then()

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            obj.removeEventFilter(self)         # the window's later events skip Python
            QTimer.singleShot(0, self.then)     # after this paint has finished
        return False


def show_until_done(app, window, args, shot, pictured, end=None) -> int:
    """Show ``window`` and run the application; after the first paint end the start-up (``end``, else
    ``end_start_up``), write the screenshot of ``pictured()`` and quit if asked to (--screenshot,
    --exit-after-first-paint)."""
    def first_painted():
        (end or end_start_up)()
        if shot:
            pictured().grab().save(str(shot))
        if shot or getattr(args, "exit_after_first_paint", False):
            app.quit()
    window._first_paint = FirstPaint(window, first_painted)
    window.show()
    return app.exec()


def end_start_up() -> None:
    """Start-up runs without garbage collection (``vtt.cli`` turns it off before Qt is imported): it
    makes some 35,000 container objects (Qt's types and enums, modules, widgets) and next to no
    garbage, and each of its hundreds of collections would walk them again. Once the window has
    painted they are frozen, as they live as long as the window (collections during play and at
    exit skip them), and collection resumes."""
    gc.freeze()
    gc.enable()
