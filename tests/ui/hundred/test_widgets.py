"""The generic hands-of-cards panel and range table (vtt/ui/widgets) on the hundred ruleset, driven by
mouse gestures: what the table view may show of the hands, laying and giving cards by hand, the GM
setting a range band. Seed 003: "Hands are secret from the other side" (our ruling: the table view
shows backs)."""
from PySide6.QtCore import QPoint, Qt

from tests.ui.generic.test_crowd import recording
from vtt.core import registry
from vtt.core.records import Command
from vtt.core.ruleset import TABLE_VIEWER, Viewer
from vtt.ui.main_window import MainWindow
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.widgets.hands_panel import HandsPanel
from vtt.ui.widgets.range_table import MARK

CARDS = tuple(range(1, 20))        # 19 cards: 2 + 3 + 2 + 2 + 4 × 2 + 2, dealt in seat order


def dealt(qtbot):
    w = MainWindow(BattleController(registry.get("hundred").demo_session(3)))
    qtbot.addWidget(w)
    w.resize(1500, 950)
    w.show()
    qtbot.waitExposed(w)
    assert w.controller.do(Command("deal", dice=CARDS))
    return w


def texts(calls: list) -> list:
    """The texts of recorded drawText calls (tests.ui.generic.test_crowd.recording): each call's last argument."""
    return [args[-1] for args in calls]


def centre(panel, who, i) -> QPoint:
    return panel.card_rects()[(who, i)].center().toPoint()


def row_point(panel, who) -> QPoint:
    cell = panel.row_rects()[who]
    return QPoint(int(cell.left() + 60), int(cell.center().y()))


def test_the_table_sees_every_hand_as_backs_and_the_gm_sees_the_cards(qtbot):
    w = dealt(qtbot)
    gm, c = w.extras["hands"], w.controller
    table = HandsPanel(c, TABLE_VIEWER, read_only=True)
    qtbot.addWidget(table)
    aren = list(c.state.fighters["aren"].hand)
    assert gm.cards_of("aren") == aren and len(aren) == 2
    assert table.cards_of("aren") == [None, None]                    # backs only, as many as held
    assert table.view.extra["hands"] == {}                            # nothing of a hand reaches it
    party = HandsPanel(c, Viewer("side", "party"), read_only=True)
    qtbot.addWidget(party)
    assert party.cards_of("aren") == aren and set(party.cards_of("bandit1")) == {None}


def test_a_card_clicked_twice_is_laid_face_down_hidden_from_the_table(qtbot):
    """Issue 29 item 7: one click only picks the card (a stray click lays nothing); the second lays it."""
    w = dealt(qtbot)
    panel, c = w.extras["hands"], w.controller
    card = panel.cards_of("aren")[0]
    qtbot.mouseClick(panel, Qt.MouseButton.LeftButton, pos=centre(panel, "aren", 0))
    assert c.state.fighters["aren"].laid is None and panel.picked == ("aren", card)
    qtbot.mouseClick(panel, Qt.MouseButton.LeftButton, pos=centre(panel, "aren", 0))
    assert c.state.fighters["aren"].laid == card and card not in c.state.fighters["aren"].hand
    assert c.view(TABLE_VIEWER).extra["laid"] == {"aren": None}       # face down on the table view
    assert panel.view.extra["laid"]["aren"] == card


def test_the_hands_panel_reads_no_token_again_after_a_band_set_and_looks_as_drawn_afresh(qtbot, monkeypatch):
    """A band set leaves the view's tokens and turn order the very same objects (hundred's kept records): the hands
    panel neither reads its 200 tokens' names again nor asks who acts, when it follows the change or is painted
    again; what it shows after cards are laid by clicks is what a panel made afresh shows, pixel for pixel."""
    import sys
    from vtt.core.ruleset import View
    w = dealt(qtbot)
    panel, c = w.extras["hands"], w.controller
    panel.grab()
    asked = []
    acting = View.acting

    def counted(view):
        asked.append(sys._getframe(1).f_code.co_filename)
        return acting(view)
    monkeypatch.setattr(View, "acting", counted)
    a, b = c.view().tokens[0].id, c.view().tokens[1].id
    band = next(x for x in c.view().extra["bands"] if x != c.state.band(a, b))
    qtbot.mouseClick(w.extras["ranges"], Qt.MouseButton.LeftButton, pos=_band_cell(w.extras["ranges"], a, b, band))
    assert c.state.band(a, b) == band
    panel.update()
    panel.grab()
    assert not [f for f in asked if f.endswith("hands_panel.py")]
    for _ in range(2):                                  # aren lays her first card, then mira
        who = next(x for x in panel.rows() if panel.cards_of(x) and x not in (panel.view.extra.get("laid") or {}))
        qtbot.mouseClick(panel, Qt.MouseButton.LeftButton, pos=centre(panel, who, 0))
        qtbot.mouseClick(panel, Qt.MouseButton.LeftButton, pos=centre(panel, who, 0))
        assert who in c.state.fighters and c.state.fighters[who].laid is not None
    fresh = HandsPanel(c)
    qtbot.addWidget(fresh)
    fresh.resize(panel.size())
    assert panel.grab().toImage() == fresh.grab().toImage()


def _band_cell(ranges, a: str, b: str, band: str) -> QPoint:
    """Where a click sets the band of ``a`` and ``b`` on the range table (scrolled to their row)."""
    row = next(i for i, (x, y, _) in enumerate(ranges.pairs()) if {x, y} == {a, b})
    ranges.scroll_to(row)
    return ranges.cell_rect(row, 2 + list(ranges.bands()).index(band)).center().toPoint()


def test_a_card_dragged_onto_a_friend_is_given_and_a_second_gift_is_refused_with_the_reason(qtbot):
    w = dealt(qtbot)
    panel, c = w.extras["hands"], w.controller
    card = panel.cards_of("aren")[0]
    qtbot.mousePress(panel, Qt.MouseButton.LeftButton, pos=centre(panel, "aren", 0))
    qtbot.mouseMove(panel, row_point(panel, "mira"))
    qtbot.mouseRelease(panel, Qt.MouseButton.LeftButton, pos=row_point(panel, "mira"))
    assert card in c.state.fighters["mira"].hand and card not in c.state.fighters["aren"].hand
    before = c.session.snapshot()
    errors = []
    c.error.connect(errors.append)
    qtbot.mousePress(panel, Qt.MouseButton.LeftButton, pos=centre(panel, "aren", 0))
    qtbot.mouseRelease(panel, Qt.MouseButton.LeftButton, pos=row_point(panel, "tobin"))
    assert c.session.snapshot() == before                             # refused: nothing changed
    assert errors and "one per round" in errors[-1]


def test_the_gm_sets_a_range_band_with_a_click_and_the_table_copy_is_read_only(qtbot):
    w = dealt(qtbot)
    ranges, c = w.extras["ranges"], w.controller
    row = next(i for i, (a, b, _) in enumerate(ranges.pairs()) if {a, b} == {"aren", "mira"})
    bands = list(ranges.bands())
    now = ranges.band_of("aren", "mira")
    other = next(b for b in bands if b != now)
    ranges.scroll_to(row)
    rect = ranges.cell_rect(row, 2 + bands.index(other))
    qtbot.mouseClick(ranges, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert ranges.band_of("aren", "mira") == other
    assert ranges.cell_text(row, 2 + bands.index(other)) == MARK
    table = w.open_table_view()
    qtbot.addWidget(table)
    copy = table.extras["ranges"]                   # the table's: a picture of the bands, read-only
    qtbot.mouseClick(copy, Qt.MouseButton.LeftButton, pos=copy.cell_rect("aren", "mira").center().toPoint())
    assert ranges.band_of("aren", "mira") == other                   # the table's click changed nothing
    c.undo()
    assert ranges.band_of("aren", "mira") == now


def test_the_range_table_scrolls_to_its_last_pair_with_the_wheel_and_sets_it_with_a_click(qtbot):
    """The painted range table (a header, rows under it, a scroll bar when they do not all fit): every
    pair can be reached and set, as in the table of items it replaced."""
    w = dealt(qtbot)
    ranges, c = w.extras["ranges"], w.controller
    ranges.resize(ranges.width(), 300)                                # fewer rows than pairs in sight
    pairs = ranges.pairs()
    last = len(pairs) - 1
    assert ranges.bar.isVisible() and ranges.cell_rect(last, 0).top() > ranges.height()
    assert ranges.headers()[2:] == ["Close", "Mid", "Ranged", "Out"] and ranges.cell_text(last, 0)
    while ranges.cell_rect(last, 0).bottom() > ranges.height():
        before = ranges.bar.value()
        _wheel(ranges, QPoint(80, 150), -120)
        assert ranges.bar.value() > before                            # each notch scrolls on
    a, b, now = pairs[last]
    bands = list(ranges.bands())
    other = next(x for x in bands if x != now)
    qtbot.mouseClick(ranges, Qt.MouseButton.LeftButton, pos=ranges.cell_rect(last, 2 + bands.index(other)).center().toPoint())
    assert ranges.band_of(a, b) == other and ranges.cell_text(last, 2 + bands.index(other)) == MARK
    qtbot.mouseClick(ranges, Qt.MouseButton.LeftButton, pos=ranges.cell_rect(last, 0).center().toPoint())
    assert ranges.band_of(a, b) == other                              # a click on a name sets nothing


def test_a_band_set_draws_again_only_its_row_and_the_table_looks_as_drawn_afresh(qtbot, monkeypatch):
    """The range table is kept as a picture: a click on a band draws that row into it (not the 20 in sight),
    and what it shows is what the whole table drawn again shows, pixel for pixel; then a scroll draws it all."""
    import vtt.ui.widgets.range_table as range_module
    w = dealt(qtbot)
    ranges = w.extras["ranges"]
    ranges.resize(ranges.width(), 300)
    before = ranges.grab().toImage()
    drawn = recording(monkeypatch, "drawText", range_module)
    a, b, now = ranges.pairs()[1]
    bands = list(ranges.bands())
    other = next(x for x in bands if x != now)
    qtbot.mouseClick(ranges, Qt.MouseButton.LeftButton, pos=ranges.cell_rect(1, 2 + bands.index(other)).center().toPoint())
    assert ranges.band_of(a, b) == other
    after = ranges.grab().toImage()
    assert after != before
    assert sorted(texts(drawn)) == sorted([ranges.cell_text(1, 0), ranges.cell_text(1, 1), MARK])    # her row alone
    ranges._kept = None                                       # the whole table drawn afresh
    assert ranges.grab().toImage() == after
    drawn.clear()
    _wheel(ranges, QPoint(80, 150), -120)
    ranges.grab()
    assert len(drawn) > 10                                    # scrolled: every row in sight drawn


def test_a_band_set_looks_at_the_one_row_the_ruleset_made_anew_not_along_every_pair(qtbot, monkeypatch):
    """The ruleset's rows tell which rows a band set made anew (hundred.protocol.Rows: since, changed): the table
    looks at those, not along every pair (19,900 among 200), and shows what a table made afresh shows; undone, the
    same."""
    import sys
    from vtt.rules.hundred.protocol import Rows
    from vtt.ui.widgets.range_table import RangeTable
    w = dealt(qtbot)
    ranges = w.extras["ranges"]
    walked = []

    def walk(rows):                    # who walks the rows: the table's own code, or the ruleset's copy of them
        walked.append(sys._getframe(1).f_code.co_filename)
        return list.__iter__(rows)
    monkeypatch.setattr(Rows, "__iter__", walk)
    a, b, now = ranges._rows[3]
    bands = list(ranges.bands())
    other = next(x for x in bands if x != now)
    ranges.scroll_to(3)
    qtbot.mouseClick(ranges, Qt.MouseButton.LeftButton, pos=ranges.cell_rect(3, 2 + bands.index(other)).center().toPoint())
    assert ranges._rows[3][2] == other and not [f for f in walked if f.endswith("range_table.py")]
    assert w.controller.undo() and ranges._rows[3][2] == now and not [f for f in walked if f.endswith("range_table.py")]
    assert walked                      # (the ruleset's copy of them: the walk is seen)
    fresh = RangeTable(w.controller)
    qtbot.addWidget(fresh)
    assert fresh.pairs() == ranges.pairs() and fresh._names == ranges._names


def test_a_band_set_has_qt_paint_its_row_alone_and_one_out_of_sight_nothing(qtbot):
    """After a band set Qt paints the row again, not the table under its scroll bar nor the bar (~0.7 M instructions
    a move among 200); a band set of a row out of sight paints nothing, and the row shows its band when scrolled
    to, as the table drawn afresh shows it."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication
    from vtt.ui.widgets.range_table import ROW_PX
    w = dealt(qtbot)
    ranges, c = w.extras["ranges"], w.controller
    ranges.resize(ranges.width(), 300)
    assert ranges.bar.isVisible()
    QApplication.processEvents()
    painted = []

    class Painted(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                painted.append((obj, event.rect()))
            return False
    spy = Painted()
    for widget in (ranges, ranges.bar):
        widget.installEventFilter(spy)
    a, b, now = ranges.pairs()[1]
    bands = list(ranges.bands())
    other = next(x for x in bands if x != now)
    qtbot.mouseClick(ranges, Qt.MouseButton.LeftButton, pos=ranges.cell_rect(1, 2 + bands.index(other)).center().toPoint())
    assert ranges.band_of(a, b) == other
    qtbot.waitUntil(lambda: bool(painted))
    QApplication.processEvents()
    assert [obj for obj, _ in painted] == [ranges]                     # the table, not its scroll bar
    assert painted[0][1].height() <= ROW_PX + 4 and painted[0][1].right() < ranges.bar.x()
    painted.clear()
    last = len(ranges.pairs()) - 1
    x, y, band = ranges.pairs()[last]
    far = next(z for z in bands if z != band)
    assert c.do(Command("set_range", None, {"a": x, "b": y, "band": far}))
    QApplication.processEvents()
    assert painted == []                                               # out of sight: nothing painted
    ranges.scroll_to(last)
    shown = ranges.grab().toImage()
    assert ranges.cell_text(last, 2 + bands.index(far)) == MARK
    ranges._kept = None                                                # the table drawn afresh
    assert ranges.grab().toImage() == shown


def _wheel(widget, pos: QPoint, delta: int) -> None:
    """A wheel notch over ``pos`` (pytest-qt has no wheel gesture)."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication
    event = QWheelEvent(QPointF(pos), QPointF(widget.mapToGlobal(pos)), QPoint(0, 0), QPoint(0, delta),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_reaction_none_is_one_button_not_two(qtbot):
    """The target's reaction "none" is also the fallback that moves the battle on: one button."""
    w = dealt(qtbot)
    c = w.controller
    from vtt.sim.driver import make_policy, next_command
    system = registry.get("hundred")
    policies = {side: make_policy("heuristic", side, 1, system) for side in system.sides}
    while not (c.awaited() and c.awaited()[0].kind == "react" and c.state.attack()["stage"] == "react"):
        assert c.do(next_command(c.session, policies))
    from PySide6.QtWidgets import QApplication, QPushButton
    QApplication.processEvents()                   # the new buttons are shown by a queued call
    nones = [b for b in w.now.findChildren(QPushButton) if "None" in b.text() and b.isVisible()]
    assert len(nones) == 1
    target = c.awaited()[0].who
    qtbot.waitUntil(lambda: nones[0].height() > 0, timeout=3000)
    qtbot.mouseClick(nones[0], Qt.MouseButton.LeftButton)
    assert c.session.log[-1].command.type == "react" and c.session.log[-1].command.actor == target


def test_physical_cards_typed_in_the_dice_box_are_the_cards_dealt(qtbot):
    """Seed 003 draws from "one shuffled deck 1–100": at a real table the cards drawn can be typed like
    physical dice; the deal takes them first (seat order) and the rest are drawn by the computer."""
    w = MainWindow(BattleController(registry.get("hundred").demo_session(3)))
    qtbot.addWidget(w)
    w.show()
    w.dice.physical.setText("14 76 3")
    deal = next(b for label, b in w.now.buttons.items() if label.startswith("Deal the cards"))
    qtbot.waitUntil(lambda: deal.isVisible() and deal.height() > 0, timeout=3000)
    qtbot.mouseClick(deal, Qt.MouseButton.LeftButton)
    hands = {k: f.hand for k, f in w.controller.state.fighters.items()}
    assert sorted(hands["aren"]) == [14, 76] and 3 in hands["mira"]
    assert w.dice.physical.text() == ""                                 # all three used
    dealt = [card for hand in hands.values() for card in hand]
    assert len(dealt) == len(set(dealt)) and all(1 <= card <= 100 for card in dealt)


def test_the_range_table_names_the_fighters_in_the_language_chosen(qtbot):
    """Language → 日本語: the range table's names follow (their Japanese names, where the files give them)."""
    from vtt.ui.i18n import install_language
    w = dealt(qtbot)
    ranges, c = w.extras["ranges"], w.controller
    ja = {t.id: t.label.key for t in c.view().tokens if t.label is not None and t.label.key != t.name}
    assert ja                                                   # (the demo gives some their Japanese names)
    def named() -> set:
        return {n for row in range(len(ranges.pairs())) for n in (ranges.cell_text(row, 0), ranges.cell_text(row, 1))}
    try:
        w.act["lang_ja"].trigger()
        qtbot.waitUntil(lambda: set(ja.values()) <= named(), timeout=3000)
    finally:
        install_language("en")
    qtbot.waitUntil(lambda: not set(ja.values()) & named(), timeout=3000)


def test_the_range_tables_scroll_bar_is_copied_and_is_what_qt_draws_and_a_scroll_draws_it_anew(qtbot):
    """The range table's scroll bar is drawn from a kept picture while it shows the same (vtt.ui.widgets.kept): the
    very pixels Qt draws; a band set leaves its picture, a scroll takes another."""
    from tests.ui.test_kept_sheet import kept_then_fresh
    w = dealt(qtbot)
    ranges, c = w.extras["ranges"], w.controller
    w.grab()
    qtbot.waitUntil(lambda: w._kept_paints is not None)
    kept, bar = w._kept_paints, ranges.bar
    assert bar.isVisible()
    copied, fresh = kept_then_fresh(qtbot, kept, bar)
    assert copied == fresh
    bar.update()
    qtbot.waitUntil(lambda: kept.picture(bar) is not None)
    before = kept.picture(bar)
    a, b, now = ranges.pairs()[0]
    assert c.do(Command("set_range", None, {"a": a, "b": b, "band": next(x for x in ranges.bands() if x != now)}))
    bar.grab()
    assert kept.picture(bar) is before                        # the same bar: the same picture copied
    value = bar.value()
    _wheel(ranges, QPoint(80, 150), -120)
    assert bar.value() > value
    bar.grab()
    qtbot.waitUntil(lambda: kept.picture(bar) is not before)  # scrolled: drawn anew, and kept so
    copied, fresh = kept_then_fresh(qtbot, kept, bar)
    assert copied == fresh


def test_the_table_s_range_matrix_draws_a_band_set_s_cell_alone_and_looks_as_drawn_afresh(qtbot, monkeypatch):
    """The table view's triangle of bands is kept as a picture: a band set draws the one cell the ruleset's rows
    tell it made anew (among 200, 19,900 pairs each placed by a walk of the participants took minutes a change),
    and the picture is the matrix drawn afresh, pixel for pixel, after band sets and their undo."""
    import vtt.ui.widgets.range_matrix as matrix_module
    from vtt.ui.widgets.range_matrix import RangeMatrix
    w = dealt(qtbot)
    c = w.controller
    m = RangeMatrix(c)
    qtbot.addWidget(m)
    m.resize(700, 700)
    m.show()
    m.grab()
    drawn = recording(monkeypatch, "drawText", matrix_module)
    bands = list(m.bands())
    for a, b, now in m.pairs()[:3]:
        drawn.clear()
        band = next(x for x in bands if x != now)
        assert c.do(Command("set_range", None, {"a": a, "b": b, "band": band}))
        m.grab()
        assert texts(drawn) == [band_name_letter(c, band)]                  # her cell alone
    assert c.undo()
    kept = m.grab().toImage()
    m.redraw_all()
    assert m.grab().toImage() == kept


def band_name_letter(c, band: str) -> str:
    from vtt.ui.widgets.range_table import band_name
    return band_name(c, band)[:1]


def test_the_bands_titles_are_drawn_whole_in_japanese_in_a_narrow_table(qtbot):
    """Seen playing (w50-play2, 1920x1080, Japanese): the range table's titles read 「近接 (0〜3…」 and
    「中距離 (3〜6…」: a band's distances were cut in the columns the names leave. A narrow column draws its
    title smaller before it cuts it."""
    from vtt.ui.i18n import install_language
    assert install_language("ja")
    try:
        w = dealt(qtbot)
        ranges = w.extras["ranges"]
        ranges.grab()
        assert len(ranges.headers_drawn) == 4
        assert not [h for h in ranges.headers_drawn if "…" in h], ranges.headers_drawn
        assert "（0〜3m）" in ranges.headers_drawn[0] and ranges.columns()[2][1] < 70
    finally:
        install_language("en")


def _metrics_made(monkeypatch, module) -> list:
    """Every QFontMetricsF ``module`` makes from now on (its font measured: a text laid out again)."""
    from PySide6.QtGui import QFontMetricsF
    made = []

    def counted(*args):
        made.append(args)
        return QFontMetricsF(*args)
    monkeypatch.setattr(module, "QFontMetricsF", counted)
    return made


def test_a_card_picked_is_drawn_again_without_the_word_laid_measured_again(qtbot, monkeypatch):
    """The hands panel's "laid" column is measured once a size and language: a click that picks a card (hit-tested,
    then the panel drawn again) lays out no text of the panel's own (main measured it four times), and the panel
    shows what one made afresh shows."""
    import vtt.ui.widgets.hands_panel as hands_module
    w = dealt(qtbot)
    panel = w.extras["hands"]
    panel.grab()
    made = _metrics_made(monkeypatch, hands_module)
    qtbot.mouseClick(panel, Qt.MouseButton.LeftButton, pos=centre(panel, "aren", 0))
    assert panel.picked is not None
    picked = panel.grab().toImage()
    assert made == []
    monkeypatch.undo()
    fresh = HandsPanel(w.controller)
    qtbot.addWidget(fresh)
    fresh.resize(panel.size())
    fresh.picked = panel.picked
    fresh._on_changed()
    assert fresh.grab().toImage() == picked


def test_the_range_table_drawn_whole_measures_its_header_once_and_sets_its_text_pen_once(qtbot, monkeypatch):
    """A whole paint of the range table (after the user resizes it) measures the header's height once (main: once
    for the rows in sight, the rows and the header) and sets the names' pen once, not a cell at a time."""
    import vtt.ui.widgets.range_table as range_module
    w = dealt(qtbot)
    ranges = w.extras["ranges"]
    ranges.grab()
    made = _metrics_made(monkeypatch, range_module)
    ranges.resize(ranges.width(), 300)
    assert len(made) == 1                   # the scroll bar laid out under the header
    pens = recording(monkeypatch, "setPen", range_module)
    made.clear()
    ranges.grab()
    assert len(made) == 1                   # the paint's header height
    first, last = ranges._rows_in_sight()
    assert last - first > 5
    from vtt.ui.theme import DARK
    assert [args for args in pens if args[0] == DARK.text] == [(DARK.text,)]     # main: once a cell (rows × columns)


def test_the_range_table_paints_the_rows_in_sight_and_none_below_its_bottom_edge(qtbot):
    """The rows a whole paint draws are those any part of which shows under the header, as scrolled (main drew one
    more, wholly below the bottom edge: two names laid out for nothing at each whole paint)."""
    from vtt.ui.widgets.range_table import ROW_PX
    w = dealt(qtbot)
    ranges = w.extras["ranges"]
    for height, scroll in ((300, 0), (300, 45), (457, 0), (457, 30)):
        ranges.resize(ranges.width(), height)
        ranges.bar.setValue(scroll)
        top = ranges.header_height()
        first, last = ranges._rows_in_sight()
        tops = [top + row * ROW_PX - ranges.bar.value() for row in range(first, last)]
        assert tops[0] + ROW_PX > top and tops[-1] < height             # each shows, the first and the last
        assert last == len(ranges.pairs()) or tops[-1] + ROW_PX >= height   # and the next would not
