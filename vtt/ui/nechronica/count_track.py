"""Nechronica's count track: the generic count-down track (vtt.ui.widgets.count_track) from 15 down to
−5, headed by the round and count as Nechronica tells them, with the Next count button under it."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from vtt.core.records import Command
from vtt.rules.nechronica.commands import next_count
from vtt.ui.widgets.count_track import Chip, CountdownTrack
from .markers import round_text

NEXT_COUNT = next_count()


class CountTrack(CountdownTrack):
    """Round and count, every participant at its AP, who may act now, and the Next count button.

    ``table_mode`` draws the table's view (hidden enemies and enemies whose AP is hidden get no
    marker; names may read ???). ``read_only`` hides the button.
    """

    def header(self) -> str:
        return round_text(self.controller.state)

    def advance_command(self) -> Command:
        return NEXT_COUNT

    def advance_texts(self) -> tuple[str, str]:
        return (QCoreApplication.translate("CountTrack", "Next count ▼"),
                QCoreApplication.translate("CountTrack", "Advance to the next count"))

    def chip_tooltip(self, chip: Chip) -> str:
        return f"{chip.label}: AP {chip.value}"
