"""The Qt binding must not leak references to None (PySide6 6.12.0 on Python 3.11 aborts the program)."""
import sys

from PySide6.QtCore import QPointF


def test_void_qt_calls_keep_the_reference_count_of_none():
    p = QPointF()
    before = sys.getrefcount(None)
    for _ in range(2000):
        p.setX(1.0)
    assert sys.getrefcount(None) >= before - 10
