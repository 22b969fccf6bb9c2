"""A kept picture (vtt.ui.widgets.kept.KeptPaints) asks at each paint only what its widget shows, not its palette,
font, enabled state or window: the filter counts the events Qt sends the widget when those change (LOOKS), so the
whole window repainted after a move copies each picture without asking them (~9 µs a widget). Each such change
still draws the widget anew, pixel for pixel what Qt draws afresh (docs/gui.md, "The seventh round")."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from tests.ui.generic.test_kept_now import copied_then_fresh
from vtt.ui.widgets.kept import KeptPaints, label_key


class Asked(QLabel):
    """A label that counts the questions of its look (and its size) asked from Python."""
    asked = 0

    def width(self):
        self.asked += 1
        return super().width()

    def height(self):
        self.asked += 1
        return super().height()

    def devicePixelRatioF(self):
        self.asked += 1
        return super().devicePixelRatioF()

    def palette(self):
        self.asked += 1
        return super().palette()

    def font(self):
        self.asked += 1
        return super().font()

    def isEnabled(self):
        self.asked += 1
        return super().isEnabled()

    def isActiveWindow(self):
        self.asked += 1
        return super().isActiveWindow()


def shown_and_kept(qtbot, window, width: int, height: int, *kept_surfaces) -> KeptPaints:
    """``window`` shown at ``width`` × ``height``, and each (surface, its key) of ``kept_surfaces`` drawn from a
    kept picture, taken once it painted."""
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    kept = KeptPaints(window)
    for surface, key in kept_surfaces:
        kept.keep(surface, key)
        surface.repaint()
        qtbot.waitUntil(lambda s=surface: kept.picture(s) is not None, timeout=3000)
    return kept


@pytest.fixture
def kept_label(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    label = Asked("Noel 【Bone】 ×10", window)
    QVBoxLayout(window).addWidget(label)
    kept = shown_and_kept(qtbot, window, 240, 60, (label, label_key(label)))
    return window, label, kept


def copied_asking_nothing(kept, surface, repaint) -> None:
    """Three repaints (``repaint``) copy ``surface``'s picture, and ask it nothing it counts (``asked``)."""
    picture = kept.picture(surface)
    surface.asked = 0
    for _ in range(3):
        repaint()
    assert kept.picture(surface) is picture
    assert surface.asked == 0


def test_a_kept_paint_asks_no_palette_font_or_window(kept_label):
    window, label, kept = kept_label
    copied_asking_nothing(kept, label, label.repaint)


def _palette(window, label):
    palette = QPalette(window.palette())
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#c02020"))
    window.setPalette(palette)


def _disabled(window, label):
    window.setEnabled(False)


def _font(window, label):
    font = QFont(window.font())
    font.setItalic(True)
    window.setFont(font)


@pytest.mark.parametrize("change", [_palette, _disabled, _font])
def test_a_change_of_look_draws_anew_what_qt_draws(kept_label, qtbot, change):
    window, label, kept = kept_label
    before = label.grab().toImage()
    change(window, label)
    copied, fresh = copied_then_fresh(kept, label)
    assert copied == fresh
    assert copied != before


def test_shown_again_is_not_copied_from_its_picture(kept_label):
    """A hidden widget is not told of its window's activation: shown again, its picture is not the one to copy."""
    window, label, kept = kept_label
    assert kept.picture(label) is not None
    label.hide()
    label.show()
    assert kept.picture(label) is None



def test_a_kept_paint_asks_no_size_and_a_resize_draws_anew_what_qt_draws(qtbot):
    """Its resizes are counted (Resize is among LOOKS), not its width, height and device ratio asked at each paint
    (docs/gui.md, "The tenth round (Nechronica's every-widget repaint)")."""
    window = QWidget()
    qtbot.addWidget(window)
    label = Asked("Noel 【Bone】 ×10", window)
    QVBoxLayout(window).addWidget(label)
    kept = shown_and_kept(qtbot, window, 240, 60, (label, label_key(label)))
    picture = kept.picture(label)
    label.asked = 0
    for _ in range(3):
        label.repaint()
    assert kept.picture(label) is picture and label.asked == 0
    window.resize(300, 80)                                # (its layout resizes the label)
    size = label.size()
    qtbot.waitUntil(lambda: label.repaint() or kept.picture(label) not in (None, picture), timeout=3000)
    assert kept.picture(label).size() == size
    copied, fresh = copied_then_fresh(kept, label)
    assert copied == fresh
