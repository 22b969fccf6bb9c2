"""#42, phase 2: a running battle's pictures, in every ruleset, found in the pixels the user sees. A scenario with
the shipped demo pictures (its map picture and its characters' portraits), kept in the GM's library and
started from the encounter builder with "Start the battle": the map picture lies under the GM's map and the
table view's (its own pixels there, dimmed as it says), the zones where its boxes put them, the portraits in
the markers' circles and on the cards and sheets; File → Export sheets as PDF prints them (the page rendered by
pdftoppm holds their colours). The GM sets, changes and takes away the map picture in the battle (GM → Map
picture…): each change in the log and undone with Undo, the table view following; a picture gone missing
leaves a placeholder and why, never a crash."""
from __future__ import annotations

import math
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QFileDialog

from tests.pictures import write_png
from tests.ui.generic.conftest import window_on
from tests.ui.test_builder_handoff import my_scenario, start_from_the_library
from vtt.core import registry
from vtt.core.battle_pictures import MAP_PICTURE, PORTRAITS
from vtt.core.pictures import Placement
from vtt.core.ruleset import GM_VIEWER, TABLE_VIEWER
from vtt.ui.images import portrait_image
from vtt.ui.widgets.line_map import LineMap
from vtt.ui.widgets.zone_map import ZoneMap, over_picture
from vtt.ui.workshop.builder import BuilderWindow

RULESETS = ("nechronica", "zones", "ashes", "hundred")
needs_pdftoppm = pytest.mark.skipif(not shutil.which("pdftoppm"), reason="needs poppler-utils' pdftoppm")
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture(autouse=True)
def no_question_on_closing(monkeypatch):
    monkeypatch.setattr(BuilderWindow, "ask_before_closing", lambda self: True)


def plain_session(ruleset: str):
    """The ruleset's demo battle with no picture at all (what the window shows before the built one starts)."""
    system = registry.get(ruleset)
    setup = system.demo_session(1).setup_json()
    setup.pop("map_picture", None)
    stack = [setup]
    while stack:
        here = stack.pop()
        if isinstance(here, dict):
            here.pop("portrait", None)
            stack.extend(v for v in here.values() if isinstance(v, (dict, list)))
        elif isinstance(here, list):
            stack.extend(here)
    return system.session_from_setup(setup, ".", 1)


@pytest.fixture
def built(qtbot, tmp_path):
    """built(ruleset): the GM's window (on a battle without pictures, at 1920×1080) after her own copy of the
    ruleset's sample scenario (the demo pictures, kept in her library) was opened from the Library in the
    encounter builder and "Start the battle" clicked."""
    def make(ruleset):
        w = window_on(plain_session(ruleset), tmp_path)
        qtbot.addWidget(w)
        w.resize(1920, 1080)
        w.show()
        qtbot.waitExposed(w)
        assert MAP_PICTURE not in w.controller.view().extra
        name, path = my_scenario(ruleset)
        lib, builder = start_from_the_library(w, qtbot, path)
        assert w.controller.state.name == name
        builder.close()
        lib.close()
        w.raise_()
        qtbot.wait(10)
        return w
    return make


# -- what the pixels hold ------------------------------------------------------------------------------

def close(a: QColor, b: QColor, tolerance: int) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) <= tolerance


def mixed(under: QColor, over: QColor, alpha: float) -> QColor:
    return QColor(*(round(u * (1 - alpha) + o * alpha) for u, o in ((under.red(), over.red()),
                                                                   (under.green(), over.green()),
                                                                   (under.blue(), over.blue()))))


def picture_pixel(picture: dict, u: float, v: float) -> QColor:
    """The map picture file's pixel at (u, v) (0–1 across and down), dimmed as its brightness says."""
    image = QImage(picture["image"])
    c = image.pixelColor(min(image.width() - 1, int(u * image.width())), min(image.height() - 1, int(v * image.height())))
    dim = round(255 * (1 - float(picture.get("brightness", 1.0)))) / 255
    return mixed(c, QColor(0, 0, 0), dim)


def zone_map_picture_found(m: ZoneMap, grab: QImage) -> tuple[int, int]:
    """(points that show the map picture's own pixel, points looked at): a grid over the picture on the map,
    away from every zone and marker."""
    picture, placement = m.picture(), m.placement()
    assert picture is not None and placement is not None, m.missing
    left, top, width, height = placement.rect()
    taken = [r.adjusted(-8, -8, 8, 8) for r in m.zone_rects().values()]
    taken += [r.adjusted(-r.width(), -r.height(), r.width(), 2.5 * r.height()) for r in m.token_rects().values()]
    seen = shown = 0
    for i in range(1, 24):
        for j in range(1, 16):
            x, y = left + width * i / 24, top + height * j / 16
            if not (0 <= x < m.width() and 0 <= y < m.height()) or any(r.contains(QPointF(x, y)) for r in taken):
                continue
            seen += 1
            u, v = placement.to_picture(x, y)
            shown += close(grab.pixelColor(int(x), int(y)), picture_pixel(picture, u, v), 36)
    return shown, seen


def portrait_found(grab: QImage, portrait: dict, inner: QRectF, scale: float = 1.0) -> tuple[int, int]:
    """(points of the circle ``inner`` that show the portrait's own pixels, points whose pixel tells the
    portrait from a plain disc): its upper part, above the badge (the cut drawn at ``scale`` pixels a unit)."""
    size = max(8, math.ceil(inner.width() * scale))
    cut = portrait_image(portrait, None, size, "circle")
    shown = telling = 0
    for fx, fy in ((0.5, 0.14), (0.4, 0.2), (0.6, 0.2), (0.5, 0.26), (0.33, 0.3), (0.67, 0.3), (0.5, 0.33)):
        got = grab.pixelColor(int(inner.left() + fx * inner.width()), int(inner.top() + fy * inner.height()))
        near = [cut.pixelColor(min(size - 1, max(0, int(fx * size) + dx)), min(size - 1, max(0, int(fy * size) + dy)))
                for dx in (-1, 0, 1) for dy in (-1, 0, 1)]          # (a pixel's edges may fall a little aside)
        telling += 1
        shown += any(close(got, want, 40) for want in near)
    return shown, telling


def check_zone_map(m: ZoneMap, viewer) -> None:
    grab = m.grab().toImage()
    shown, seen = zone_map_picture_found(m, grab)
    assert seen >= 20 and shown >= 0.8 * seen, (shown, seen)
    picture = m.controller.view(viewer).extra[MAP_PICTURE]
    placement = m.placement()
    for zone, box in (picture.get("boxes") or {}).items():               # the zones where the boxes say
        assert m.zone_rects()[zone] == QRectF(*placement.box_on_map((box["x"], box["y"], box["w"], box["h"])))
    portraits = m.controller.view(viewer).extra[PORTRAITS]
    found = 0
    for tid, r in m.token_rects().items():
        if tid in portraits:
            shown, telling = portrait_found(grab, portraits[tid], r.adjusted(3, 3, -3, -3))
            assert shown >= telling - 1, (tid, shown, telling)
            found += 1
    assert found == len(portraits) >= 2


def check_line_map(m: LineMap, viewer) -> None:
    grab = m.grab().toImage()
    picture = m.controller.view(viewer).extra[MAP_PICTURE]
    area = m.picture_area()
    image = QImage(picture["image"])
    placement = Placement(area.width(), area.height(), image.width(), image.height(), picture.get("x", 0.0),
                          picture.get("y", 0.0), picture.get("zoom", 1.0), picture.get("rotation", 0))
    fills = over_picture(m.theme).area_fills
    markers = [m.marker(pid).sceneBoundingRect() for pid in m.markers()]
    seen = shown = 0
    left, top, width, height = placement.rect()
    for i in range(1, 20):
        for j in range(1, 20):
            sx, sy = area.left() + left + width * i / 20, area.top() + top + height * j / 20
            column = m.area_at(QPointF(sx, sy))
            if column is None or sy < 180 or any(r.contains(QPointF(sx, sy)) for r in markers) \
                    or min(abs(sx - m.area_rect(column).left()), abs(sx - m.area_rect(column).right())) < 6:
                continue                                    # (the zones' titles above, the markers, the borders)
            seen += 1
            u, v = placement.to_picture(sx - area.left(), sy - area.top())
            fill = fills[column % len(fills)]
            want = mixed(picture_pixel(picture, u, v), QColor(fill.red(), fill.green(), fill.blue()), fill.alphaF())
            at = m.mapFromScene(QPointF(sx, sy))
            shown += close(grab.pixelColor(at.x(), at.y()), want, 40)
    assert seen >= 20 and shown >= 0.8 * seen, (shown, seen)
    portraits = m.controller.view(viewer).extra[PORTRAITS]
    scale = m.transform().m11()
    found = 0
    for pid in m.markers():
        if pid not in portraits:
            continue
        # the disc inside the parts' ring (line_map.MarkerItem: CELL_W wide, its disc 96 across, the ring 10)
        item = m.marker(pid)
        disc = QRectF(158 / 2 - 38, 14 / 2 + 4 + 10, 76, 76)
        inner = m.mapFromScene(item.mapToScene(disc)).boundingRect()
        shown_, telling = portrait_found(grab, portraits[pid], QRectF(inner), 1.0)
        assert shown_ >= telling - 2, (pid, shown_, telling, scale)
        found += 1
    assert found == len(portraits) >= 2


def marker_centre(m, who: str):
    """Where ``who``'s marker is on the map widget (the line map: on its viewport)."""
    if isinstance(m, LineMap):
        return m.mapFromScene(m.marker(who).sceneBoundingRect().center())
    return m.token_rects()[who].center().toPoint()


def check_map(m, viewer) -> None:
    check_line_map(m, viewer) if isinstance(m, LineMap) else check_zone_map(m, viewer)


# -- the battle started from the builder ------------------------------------------------------------------

@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_battle_started_from_the_builder_shows_its_map_picture_and_portraits_in_the_gm_window(built, qtbot, ruleset):
    w = built(ruleset)
    check_map(w.map, GM_VIEWER)
    view = w.controller.view()
    who = next(t.id for t in view.tokens if t.id in view.extra[PORTRAITS])
    qtbot.mouseClick(w.map.viewport() if isinstance(w.map, LineMap) else w.map, Qt.MouseButton.LeftButton,
                     pos=marker_centre(w.map, who))          # her sheet comes up, her portrait beside her name
    sheet = w.sheets.current_sheet() if hasattr(w.sheets, "current_sheet") else w.sheets
    qtbot.waitUntil(lambda: sheet.portrait.isVisible())
    label = sheet.portrait.pixmap().toImage()
    cut = portrait_image(view.extra[PORTRAITS][who], None, label.width(), "square")
    assert sum(close(label.pixelColor(x, y), cut.pixelColor(x, y), 24) for x in range(4, label.width(), 9)
               for y in range(4, label.height(), 9)) >= 0.9 * (len(range(4, label.width(), 9)) ** 2)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_table_view_shows_the_same_picture_under_the_same_zones_and_the_portraits(built, qtbot, ruleset):
    w = built(ruleset)
    w.act["table"].trigger()
    t = w.table_view
    t.resize(1920, 1080)
    qtbot.waitExposed(t)
    qtbot.waitUntil(lambda: t.fit == 1.0)
    if t.map is not None:
        check_map(t.map, TABLE_VIEWER)
    portraits = w.controller.view(TABLE_VIEWER).extra[PORTRAITS]
    cards = t.cards
    grab = cards.grab().toImage()
    if hasattr(cards, "card_rects"):                       # the generic cards: the portrait at a card's left
        found = 0
        for tid, r in cards.card_rects().items():
            if tid in portraits:
                side = min(r.height() - 16, (r.width() - 16 - 6 * cards.scale) * 0.3)
                box = QRectF(r.left() + 8 + 6 * cards.scale, r.top() + 8, side, side)
                cut = portrait_image(portraits[tid], None, max(8, round(side)), "square")
                hits = sum(close(grab.pixelColor(int(box.left() + fx * side), int(box.top() + fy * side)),
                                 cut.pixelColor(int(fx * cut.width()), int(fy * cut.height())), 48)
                           for fx in (0.3, 0.5, 0.7) for fy in (0.3, 0.5, 0.7))
                assert hits >= 8, (tid, hits)
                found += 1
        assert found == len(portraits)
    else:                                                  # Nechronica's doll cards: a circle before her name
        card = next(c for pid, c in cards.cards.items() if pid in portraits)
        px = cards.card_px
        name_h = px * 1.55
        side = name_h - px * 0.1
        r = QRectF(card.rect()).adjusted(4, 4, -4, -4)
        inner = QRectF(r.left() + px * 0.4, r.top() + px * 0.2 + px * 0.05, side, side)
        shown, telling = portrait_found(card.grab().toImage(), portraits[card.pid], inner)
        assert shown >= telling - 1, (shown, telling)


@needs_pdftoppm
@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_printed_sheets_of_the_running_battle_show_the_portraits(built, monkeypatch, tmp_path, ruleset):
    w = built(ruleset)
    out = tmp_path / "sheets.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    w.act["pdf"].trigger()                                 # File → Export sheets as PDF…
    assert out.is_file()
    view = w.controller.view()
    first = next(t for t in view.tokens if ruleset != "nechronica" or t.side == "dolls")
    portrait = view.extra[PORTRAITS][first.id]
    subprocess.run(["pdftoppm", "-png", "-r", "72", "-f", "1", "-l", "1", str(out), str(tmp_path / "page")], check=True)
    page = QImage(str(next(tmp_path.glob("page*.png"))))
    cut = portrait_image(portrait, None, 64, "square")
    colours = {}
    for y in range(0, 64, 4):
        for x in range(0, 64, 4):
            c = cut.pixelColor(x, y)
            if not close(c, QColor(255, 255, 255), 60):
                colours[c.rgb()] = colours.get(c.rgb(), 0) + 1
    wanted = [QColor.fromRgb(rgb) for rgb, _ in sorted(colours.items(), key=lambda kv: -kv[1])[:3]]
    top_right = [(x, y) for y in range(0, page.height() // 4) for x in range(page.width() // 2, page.width())]
    for colour in wanted:                                  # the portrait's own colours, in the box at the top
        assert sum(close(page.pixelColor(x, y), colour, 30) for x, y in top_right) >= 20, colour.name()


# -- the GM's map picture in the battle ---------------------------------------------------------------------

@pytest.fixture
def battle(qtbot, tmp_path):
    def make(ruleset):
        w = window_on(registry.get(ruleset).demo_session(1), tmp_path)
        qtbot.addWidget(w)
        w.resize(1600, 960)
        w.show()
        qtbot.waitExposed(w)
        return w
    return make


@pytest.mark.parametrize("ruleset", ["zones", "nechronica"])
def test_the_gm_changes_the_map_picture_in_the_battle_logged_undone_and_on_the_table(battle, qtbot, tmp_path, ruleset):
    w = battle(ruleset)
    w.act["table"].trigger()
    t = w.table_view
    dialog = w.act["map_picture"].trigger() or w.map_picture_dialog
    controls = dialog.controls
    night = write_png(tmp_path / "night.png", 120, 80, (20, 40, 200))
    controls.ask_picture_path = lambda title: str(night)
    logged = len(w.controller.session.log)
    qtbot.mouseClick(controls.choose_button, Qt.MouseButton.LeftButton)
    assert len(w.controller.session.log) == logged + 1
    assert "night.png" in w.log.lines()[-1]                       # the log says it
    for viewer, m in ((GM_VIEWER, w.map), (TABLE_VIEWER, t.map)):
        assert Path(w.controller.view(viewer).extra[MAP_PICTURE]["image"]) == night
        if isinstance(m, ZoneMap):
            grab = m.grab().toImage()
            shown, seen = zone_map_picture_found(m, grab)
            assert seen >= 20 and shown >= 0.8 * seen
    qtbot.keyClick(controls.brightness, Qt.Key.Key_Right)          # one step: one command, not one a pixel
    assert len(w.controller.session.log) == logged + 2
    w.act["undo"].trigger()
    w.act["undo"].trigger()
    assert Path(w.controller.view(TABLE_VIEWER).extra[MAP_PICTURE]["image"]).name == "crossroads.png"
    qtbot.mouseClick(controls.remove_button, Qt.MouseButton.LeftButton)
    assert MAP_PICTURE not in w.controller.view(TABLE_VIEWER).extra
    assert w.controller.session.log[-1].events[0].type == "map_picture_removed"


@pytest.mark.parametrize("ruleset", ["zones", "nechronica"])
def test_a_picture_that_is_not_one_is_refused_with_why_and_nothing_changes(battle, qtbot, tmp_path, ruleset):
    w = battle(ruleset)
    dialog = w.act["map_picture"].trigger() or w.map_picture_dialog
    words = tmp_path / "notes.png"
    words.write_text("not a picture")
    dialog.controls.ask_picture_path = lambda title: str(words)
    logged = len(w.controller.session.log)
    errors = []
    w.controller.error.connect(errors.append)
    qtbot.mouseClick(dialog.controls.choose_button, Qt.MouseButton.LeftButton)
    assert len(w.controller.session.log) == logged and errors and "notes.png" in errors[-1]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_missing_pictures_leave_placeholders_and_say_why_never_crash(battle, qtbot, tmp_path, ruleset):
    system = registry.get(ruleset)
    setup = system.demo_session(1).setup_json()
    setup["map_picture"] = {"image": str(tmp_path / "moved-map.png"), "brightness": 0.7}
    stack = [setup]
    while stack:                                           # every portrait's picture moved away
        here = stack.pop()
        if isinstance(here, dict):
            if isinstance(here.get("portrait"), dict):
                here["portrait"]["image"] = str(tmp_path / "moved-face.png")
            stack.extend(v for v in here.values() if isinstance(v, (dict, list)))
        elif isinstance(here, list):
            stack.extend(here)
    w = battle(ruleset)
    w.controller.set_session(system.session_from_setup(setup, ".", 1))
    qtbot.wait(10)
    m = w.map
    m.grab()                                               # painted: no exception
    assert "moved-map.png" in m.missing
    w.act["table"].trigger()
    w.table_view.resize(1920, 1080)
    qtbot.waitExposed(w.table_view)
    w.table_view.grab()
    dialog = w.act["map_picture"].trigger() or w.map_picture_dialog
    assert dialog.controls.find_button.isVisibleTo(dialog) and "moved-map.png" in dialog.controls.hint.text()
    found = write_png(tmp_path / "found.png", 100, 60, (200, 200, 30))
    dialog.controls.ask_picture_path = lambda title: str(found)
    qtbot.mouseClick(dialog.controls.find_button, Qt.MouseButton.LeftButton)   # Find…: placed as it was
    shown = w.controller.view().extra[MAP_PICTURE]
    assert shown["image"] == str(found) and shown["brightness"] == 0.7        # placed as the missing one was
    assert m.missing == ""
    m.grab()
