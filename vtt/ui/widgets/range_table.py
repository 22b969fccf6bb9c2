"""Range bands between each pair of participants, for a ruleset with no map (a view's
``extra["ranges"]``: ``[a, b, band]`` rows; ``extra["bands"]``: the bands in order, near to far).

A row per pair, a column per band, the pair's band marked. On the GM's table a click on another band
sends the ruleset's command that sets it (``set_range`` with ``a``, ``b`` and ``band``), checked like
any other; the table view's copy is read-only."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from vtt.core.errors import Term
from vtt.core.records import Command
from vtt.core.ruleset import GM_VIEWER, Viewer
from vtt.ui.theme import DARK

DEFAULT_BANDS = ("close", "mid", "ranged", "out")
SET_RANGE = "set_range"


def band_name(controller, band: str) -> str:
    """A band as the ruleset names it in the interface language ("Close Combat (0~3m)", 近接（0〜3m）)."""
    text = controller.text(Term("band", band, band))
    return text[:1].upper() + text[1:] if text == band else text
MARK = "●"


class RangeTable(QTableWidget):
    def __init__(self, controller, viewer: Viewer = GM_VIEWER, read_only: bool = False, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.viewer = viewer
        self.read_only = read_only
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.verticalHeader().setVisible(False)
        # the dark panel in the palette, not a style sheet: painted through a style sheet, its 36 rows and
        # their headers cost ~110 M instructions more at the first paint (more than the rest of the table)
        colours = self.palette()
        colours.setColor(QPalette.ColorRole.Base, DARK.panel)
        colours.setColor(QPalette.ColorRole.Text, DARK.text)
        colours.setColor(QPalette.ColorRole.Mid, DARK.area_border)        # the grid's lines
        self.setPalette(colours)
        if read_only:                     # the table view, read across the room: larger type
            f = self.font()
            f.setPixelSize(18)
            self.setFont(f)
            self.horizontalHeader().setFont(f)
            self.verticalHeader().setDefaultSectionSize(30)
        self.cellClicked.connect(self._clicked)
        controller.changed.connect(self.refresh)
        self.refresh()

    def bands(self) -> tuple[str, ...]:
        return tuple(self.controller.view(self.viewer).extra.get("bands") or DEFAULT_BANDS)

    def pairs(self) -> list[tuple[str, str, str]]:
        return [tuple(r) for r in self.controller.view(self.viewer).extra.get("ranges") or []]

    def band_of(self, a: str, b: str) -> str | None:
        return next((band for x, y, band in self.pairs() if {x, y} == {a, b}), None)

    def refresh(self, _events=()) -> None:
        view = self.controller.view(self.viewer)
        names = {t.id: self.controller.token_name(t) for t in view.tokens}
        bands = self.bands()
        pairs = self.pairs()
        self.setColumnCount(2 + len(bands))
        # a band's name over its distances ("Close Combat" / "(0~3m)"): narrow columns, names in full
        self.setHorizontalHeaderLabels(["", ""] + [band_name(self.controller, b).replace(" (", "\n(")
                                                   .replace("（", "\n（") for b in bands])
        self.setRowCount(len(pairs))
        current = QColor(DARK.reachable)       # (a QBrush(colour) would build QGradient's type: theme.fill)
        for row, (a, b, band) in enumerate(pairs):
            for col, text in enumerate((names.get(a, a), names.get(b, b))):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.setItem(row, col, item)
            for i, name in enumerate(bands):
                item = QTableWidgetItem(MARK if name == band else "")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                if name == band:
                    item.setBackground(current)
                self.setItem(row, 2 + i, item)
        header = self.horizontalHeader()
        for col in range(self.columnCount()):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch if col >= 2
                                        else QHeaderView.ResizeMode.ResizeToContents)

    def changeEvent(self, e):
        super().changeEvent(e)
        if e.type() == QEvent.Type.LanguageChange:
            self.refresh()               # the bands and names in the new language

    def set_band(self, a: str, b: str, band: str) -> bool:
        """The GM sets the band between ``a`` and ``b`` (refused with the reason when the rules say no)."""
        return self.controller.do(Command(SET_RANGE, None, {"a": a, "b": b, "band": band}))

    def _clicked(self, row: int, col: int) -> None:
        bands = self.bands()
        pairs = self.pairs()
        if self.read_only or col < 2 or row >= len(pairs) or col - 2 >= len(bands):
            return
        a, b, band = pairs[row]
        if bands[col - 2] != band:
            self.set_band(a, b, bands[col - 2])
