"""What the table view's map costs once a move is done (#40 item 6: a crowded zone makes room for its markers
on the table view), offscreen at 1920 × 1080: the GM moves a participant to and fro between two zones
(bench_gui.moves) and the table's map is painted (its grab: the zones' picture, the room made for crowds,
the markers laid out and drawn again where they changed), with 5, 40 and 200 participants in zones and ashes.
Prints the median CPU milliseconds; asserts nothing (tests/ui/generic/test_table_view.py holds the sizes).

    python benchmarks/bench_table_view.py [--moves 15]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))


def map_after_a_move(n_moves: int = 15) -> None:
    from PySide6.QtWidgets import QApplication
    from bench_gui import crowd, moves
    from vtt.ui.table_view import TableView
    from vtt.ui.widgets.battle_controller import BattleController

    app = QApplication.instance() or QApplication([])
    for rid in ("ashes", "zones"):
        for n in (5, 40, 200):
            session, who = crowd(rid, n)
            controller = BattleController(session)
            view = TableView(controller)
            view.resize(1920, 1080)
            view.show()
            app.processEvents()
            times = []
            for command in moves(session, who, n_moves):
                assert controller.do(command), command
                start = time.process_time()
                view.map.grab()
                times.append(time.process_time() - start)
            print(f"{rid}, {n} participants: the table's map painted after a move: median "
                  f"{statistics.median(times) * 1000:.1f} ms CPU of {n_moves}")
            view.close()
            view.deleteLater()
            app.processEvents()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=15)
    map_after_a_move(parser.parse_args().moves)
