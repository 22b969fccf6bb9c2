"""The GM draws the zone map before the fight: add, name, move and join zones, mark cover and the ways
out, place the participants, or start from a sample map. The result is a scenario the battle restarts on.

On the canvas: click a zone to pick it, drag it to move it, Shift-drag (or right-drag) from one zone to
another to join them or, if joined, to part them; double-click empty ground to add a zone there.

Over a map picture whose boxes place the zones (the battle draws each zone where its box lies), the canvas
draws the picture fitted and turned as the battle turns it, each zone over its box: dragging a zone moves
its box, and a new zone gets a box of its own, as large as the smallest box there, in the free room nearest
where the GM asked for it, inside the picture and on top of no other zone (no room: said, nothing added)."""
from __future__ import annotations

import copy
import json
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QLabel,
                               QLineEdit, QWidget)

from vtt.core.errors import VttError
from vtt.core.files import FileFormatError, validate
from vtt.core.pictures import PictureError, Placement, boxes_of_zones
from vtt.core.ruleset import ZoneMap
from vtt.rules.zones.battle import RESOURCES, new_session
from vtt.rules.zones.models import ScenarioFile
from vtt.ui.i18n import current_language, listed
from vtt.ui.images import draw_map_picture, image_of, map_bound
from vtt.ui.layouts import button, hbox, vbox
from vtt.ui.theme import DARK, fitted, font

BOX_W, BOX_H = 0.2, 0.16          # a zone's box, as a share of the canvas
GAP = 0.01                        # a new zone's box stands this far from the others (a share of the picture)


def with_positions(scenario: dict) -> dict:
    """The scenario with every zone placed (``at``) and its edges written out (none given: a line)."""
    s = copy.deepcopy(scenario)
    zones = s["zones"]
    n = len(zones)
    for i, z in enumerate(zones):
        if not z.get("at"):
            z["at"] = [round((i + 0.5) / n, 3), 0.5]
    if s.get("edges") is None:
        s["edges"] = [[zones[i]["id"], zones[i + 1]["id"]] for i in range(n - 1)]
    s["edges"] = [list(e) for e in s["edges"]]
    return s


def inside(at, w: float, h: float) -> tuple[float, float]:
    """The centre nearest ``at`` (x, y, 0–1) of a box ``w`` × ``h`` that lies inside 0–1."""
    return min(1 - w / 2, max(w / 2, at[0])), min(1 - h / 2, max(h / 2, at[1]))


def free_spot(at, size, taken, scale=(1.0, 1.0), gap: float = 0.0):
    """The centre nearest ``at`` (x, y, 0–1) of a box ``size`` (w, h) that lies inside 0–1 and ``gap`` away from
    every box of ``taken`` ((x, y, w, h): left, top, width, height); ``scale``: how long a unit is across and
    down (the picture's pixels), so that nearest is as the eye sees it. None: no room anywhere."""
    w, h = size
    if w > 1 or h > 1:
        return None

    def fits(cx, cy):
        left, top = cx - w / 2, cy - h / 2
        return all(left + w + gap <= x or x + bw + gap <= left or top + h + gap <= y or y + bh + gap <= top
                   for x, y, bw, bh in taken)
    at = inside(at, w, h)
    if fits(*at):
        return at
    steps = 60
    spots = ((w / 2 + (1 - w) * i / steps, h / 2 + (1 - h) * j / steps) for i in range(steps + 1)
             for j in range(steps + 1))
    free = [s for s in spots if fits(*s)]
    if not free:
        return None
    return min(free, key=lambda s: ((s[0] - at[0]) * scale[0]) ** 2 + ((s[1] - at[1]) * scale[1]) ** 2)


def unreachable(scenario: dict) -> list[str]:
    """The zones no path of edges leads to from the first."""
    ids = [z["id"] for z in scenario["zones"]]
    graph = ZoneMap((), tuple((a, b) for a, b in scenario.get("edges") or ()))       # (its distances: the rules')
    return [z for z in ids if graph.distance(ids[0], z) is None]


class ZoneCanvas(QWidget):
    """Draws the scenario's zones, edges and who stands where; the gestures change the dialog's copy."""

    selected_changed = Signal(object)
    changed = Signal()

    def __init__(self, dialog: "ZoneEditorDialog"):
        super().__init__(dialog)
        self.dialog = dialog
        self.selected: str | None = None
        self._press: tuple[str, QPointF, bool] | None = None      # zone, where, linking
        self._pos: QPointF | None = None
        self.setMinimumSize(520, 380)

    def sizeHint(self) -> QSize:
        return QSize(640, 460)

    @property
    def scenario(self) -> dict:
        return self.dialog.scenario

    def placement(self) -> Placement | None:
        """Where the map picture lies on the canvas (fitted, turned as the battle turns it) when its boxes place
        the zones; None: the zones lie where their ``at`` puts them."""
        boxes = self.dialog.boxes()
        if not boxes:
            return None
        picture, image = self.scenario["map_picture"], self.dialog.picture_image
        size = (image.width(), image.height()) if image is not None else (self.width(), self.height())
        return Placement(self.width(), self.height(), *size, rotation=int(picture.get("rotation", 0)))

    def zone_rects(self) -> dict[str, QRectF]:
        w, h = self.width(), self.height()
        boxes, placement = self.dialog.boxes(), self.placement()
        out = {}
        for z in self.scenario["zones"]:
            box = boxes.get(z["id"])
            if box is not None and placement is not None:
                out[z["id"]] = QRectF(*placement.box_on_map((box["x"], box["y"], box["w"], box["h"])))
                continue
            x, y = z["at"]
            out[z["id"]] = QRectF((x - BOX_W / 2) * w, (y - BOX_H / 2) * h, BOX_W * w, BOX_H * h)
        return out

    def where(self, pos) -> tuple[float, float]:
        """A point of the canvas as a zone's place: over the picture (its boxes place the zones), else 0–1 of the canvas."""
        placement = self.placement()
        if placement is not None:
            return placement.to_picture(pos.x(), pos.y())
        return pos.x() / max(1, self.width()), pos.y() / max(1, self.height())

    def zone_at(self, pos) -> str | None:
        for zid, r in reversed(list(self.zone_rects().items())):
            if r.contains(QPointF(pos)):
                return zid
        return None

    # -- gestures --------------------------------------------------------------------------------
    def mousePressEvent(self, e):
        zid = self.zone_at(e.position())
        linking = (e.button() == Qt.MouseButton.RightButton
                   or bool(e.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        if zid is not None:
            self.selected = zid
            self.selected_changed.emit(zid)
            self._press = (zid, e.position(), linking)
        self.update()

    def mouseMoveEvent(self, e):
        if self._press is None:
            return
        zid, _, linking = self._press
        self._pos = e.position()
        if not linking:
            self.dialog.move_zone(zid, self.where(e.position()))
            self.changed.emit()
        self.update()

    def mouseReleaseEvent(self, e):
        press, self._press, self._pos = self._press, None, None
        if press is not None and press[2]:
            other = self.zone_at(e.position())
            if other is not None and other != press[0]:
                self.dialog.toggle_edge(press[0], other)
        self.update()

    def mouseDoubleClickEvent(self, e):
        if self.zone_at(e.position()) is None:
            self.dialog.add_zone(self.where(e.position()))

    # -- painting --------------------------------------------------------------------------------
    def paintEvent(self, _e):
        th = DARK
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), th.background)
        over_picture = self.dialog.picture_image is not None and self.placement() is not None
        if over_picture:
            picture = self.scenario["map_picture"]
            draw_map_picture(p, self.width(), self.height(), {**picture, "x": 0.0, "y": 0.0, "zoom": 1.0},
                             self.dialog.picture_image)
        rects = self.zone_rects()
        p.setPen(QPen(th.muted, 3))
        for a, b in self.scenario.get("edges") or []:
            if a in rects and b in rects:
                p.drawLine(rects[a].center(), rects[b].center())
        if self._press is not None and self._press[2] and self._pos is not None:
            p.setPen(QPen(th.highlight, 2, Qt.PenStyle.DashLine))
            p.drawLine(rects[self._press[0]].center(), self._pos)
        here: dict[str, list[str]] = {}
        for part in self.scenario["participants"]:
            here.setdefault(part["zone"], []).append(self.dialog.participant_name(part))
        for i, z in enumerate(self.scenario["zones"]):
            r = rects[z["id"]]
            fill = QColor(th.area_fills[i % len(th.area_fills)])
            if over_picture:
                fill.setAlpha(190)            # (the picture shows through, as under the battle's zones)
            p.setBrush(fill)
            p.setPen(QPen(th.highlight if z["id"] == self.selected else th.area_border,
                          3 if z["id"] == self.selected else 2,
                          Qt.PenStyle.DashLine if z.get("cover") else Qt.PenStyle.SolidLine))
            p.drawRoundedRect(r, 8, 8)
            marks = [self.tr("cover")] if z.get("cover") else []
            if z.get("exit"):
                marks.append(self.tr("way out"))
            title = self.dialog.zone_label(z)
            f, shown = fitted(title, 15, r.width() - 10)
            p.setFont(f)
            p.setPen(th.text)
            p.drawText(QRectF(r.left() + 5, r.top() + 3, r.width() - 10, 20), Qt.AlignmentFlag.AlignCenter, shown)
            lines = ([" · ".join(marks)] if marks else []) + here.get(z["id"], [])
            fit = max(1, int((r.height() - 26) // 15))
            if len(lines) > fit:           # the rest counted, not cut off unseen
                lines = lines[:fit - 1] + [self.tr("+{0} more").format(len(lines) - fit + 1)]
            p.setFont(font(11))
            for j, line in enumerate(lines):
                y = r.top() + 24 + j * 15
                p.setPen(th.muted if j == 0 and marks else th.text)
                p.drawText(QRectF(r.left() + 5, y, r.width() - 10, 15), Qt.AlignmentFlag.AlignCenter, line)
        p.end()


class ZoneEditorDialog(QDialog):
    """Edits a copy of ``scenario`` (a dict as a scenario file holds it); ``result()`` once accepted.

    ``model``: the scenario model of another ruleset with a zone graph (ashes' battlefields): its
    zones' fields say which marks a zone may have (cover, a way out) and its samples are offered;
    ``check(scenario)``: why the map cannot be kept (None: it can), instead of the whole model's check
    (the encounter builder, whose participants are still being chosen)."""

    def __init__(self, scenario: dict, parent=None, samples_dir=None, model=None, check=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Draw the zone map"))
        self.original = scenario
        self.scenario = with_positions(scenario)
        self.model = model if model is not None else ScenarioFile
        self.check = check
        self.marks = [m for m in ("cover", "exit")
                      if m in self.model.model_fields["zones"].annotation.__args__[0].model_fields]
        self.ruleset = self.model.model_fields["ruleset"].default
        self.samples_dir = Path(samples_dir) if samples_dir is not None else RESOURCES / "scenarios"
        self.picture_image = None          # the map picture, read (its boxes place the zones; None: none, or unread)
        picture = self.scenario.get("map_picture")
        if isinstance(picture, dict) and picture.get("image"):
            try:
                self.picture_image = image_of(str(picture["image"]), None, map_bound())
            except PictureError:
                pass                       # (the boxes still place the zones, over the canvas)
        self._loading = False
        self.japanese = current_language() == "ja"
        self.canvas = ZoneCanvas(self)
        self.canvas.selected_changed.connect(self._show_zone)
        self.canvas.changed.connect(self.canvas.update)
        # the picked zone
        self.name = QLineEdit()
        self.name_ja = QLineEdit()
        self.cover = QCheckBox(self.tr("Cover (one can take cover here)"))
        self.exit = QCheckBox(self.tr("A way out (one can flee from here)"))
        for w in (self.name, self.name_ja):
            # kept as typed while typing ("Reed " on the way to "Reed bed"); stripped when editing ends
            w.textEdited.connect(self._edit_zone)
            w.editingFinished.connect(self._names_finished)
        for w in (self.cover, self.exit):
            w.toggled.connect(self._edit_zone)
        zone_box = QGroupBox(self.tr("Zone"))
        form = QFormLayout(zone_box)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Japanese name"), self.name_ja)
        form.addRow(self.cover)
        form.addRow(self.exit)
        self.cover.setVisible("cover" in self.marks)
        self.exit.setVisible("exit" in self.marks)
        self.join_with = QComboBox()
        self.join_button = button(lambda: self.selected and self.join_with.currentData() and self.toggle_edge(
            self.selected, self.join_with.currentData()), self.tr("Join / part"))
        form.addRow(self.tr("Next to"), hbox((self.join_with, 1), self.join_button))
        self.add_button = button(lambda: self.add_zone(), self.tr("Add zone"))
        self.delete_button = button(self.delete_zone, self.tr("Delete zone"))
        # who starts where
        self.people_box = QGroupBox(self.tr("Who starts where"))
        self.people = QFormLayout(self.people_box)
        self.place_boxes: list[QComboBox] = []
        # sample maps
        self.samples = QComboBox()
        self.samples.addItem(self.tr("Sample map…"), None)
        for path in sorted(self.samples_dir.glob("*.json")):
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            if isinstance(data, dict) and data.get("ruleset") == self.ruleset and data.get("zones"):
                self.samples.addItem(data.get("name", path.stem), str(path))
        self.samples.activated.connect(self._sample_picked)
        self.error = QLabel(wordWrap=True, styleSheet="color:#e0675f")
        ok = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                              accepted=self.accept, rejected=self.reject)
        side = vbox(self.samples, hbox(self.add_button, self.delete_button), zone_box, self.people_box, 1)
        hint = QLabel(self.tr("Click a zone to pick it, drag it to move it; Shift-drag from one zone to another "
                              "to join or part them; double-click empty ground to add a zone."), wordWrap=True)
        vbox(hint, (hbox((self.canvas, 3), (side, 2)), 1), self.error, ok, parent=self)
        self.resize(1100, 640)
        self._rebuild_people()
        self.select(self.scenario["zones"][0]["id"])

    # -- reading ---------------------------------------------------------------------------------
    @property
    def selected(self) -> str | None:
        return self.canvas.selected

    def zone(self, zid: str) -> dict:
        return next(z for z in self.scenario["zones"] if z["id"] == zid)

    def zone_label(self, z: dict) -> str:
        """A zone as the editor names it: its Japanese name in a Japanese window (where it has one)."""
        return (self.japanese and z.get("name_ja")) or z.get("name") or z["id"]

    def participant_name(self, part: dict) -> str:
        sheet = part.get("sheet") or {}
        if self.japanese and (part.get("name_ja") or sheet.get("name_ja")):
            return part.get("name_ja") or sheet.get("name_ja")
        return part.get("name") or sheet.get("name") or part.get("id") or Path(part.get("character", "?")).stem

    def edges(self) -> set[frozenset]:
        return {frozenset(e) for e in self.scenario.get("edges") or []}

    def boxes(self) -> dict:
        """The zones' boxes over the map picture (zone -> x, y, w, h of the picture); empty: none place the zones."""
        picture = self.scenario.get("map_picture")
        return (picture.get("boxes") or {}) if isinstance(picture, dict) else {}

    # -- changing the copy ------------------------------------------------------------------------
    def select(self, zid: str | None) -> None:
        self.canvas.selected = zid
        self._show_zone(zid)
        self.canvas.update()

    def _show_zone(self, zid) -> None:
        self._loading = True
        z = self.zone(zid) if zid is not None else {}
        self.name.setText(z.get("name") or "")
        self.name_ja.setText(z.get("name_ja") or "")
        self.cover.setChecked(bool(z.get("cover")))
        self.exit.setChecked(bool(z.get("exit")))
        self._fill_join_with(zid)
        self._loading = False

    def _fill_join_with(self, zid) -> None:
        self.join_with.clear()
        for other in self.scenario["zones"]:
            if other["id"] != zid:
                self.join_with.addItem(self.zone_label(other), other["id"])

    def _edit_zone(self, *_):
        if self._loading or self.selected is None:
            return
        z = self.zone(self.selected)
        for key, edit in (("name", self.name), ("name_ja", self.name_ja)):
            if edit.text().strip():
                z[key] = edit.text()
            else:
                z.pop(key, None)
        for mark, box in (("cover", self.cover), ("exit", self.exit)):
            if mark in self.marks:
                z[mark] = box.isChecked()
        self._refresh(names=False)       # the field being typed in keeps its text and its cursor

    def _names_finished(self) -> None:
        """Editing a name ended (Enter, or the focus went elsewhere): the spaces around it go."""
        if self._loading or self.selected is None:
            return
        z = self.zone(self.selected)
        for key, edit in (("name", self.name), ("name_ja", self.name_ja)):
            if key in z and z[key] != z[key].strip():
                z[key] = z[key].strip()
                edit.setText(z[key])
        self._refresh()

    def add_zone(self, at=None) -> str | None:
        """A new zone in the free room nearest ``at`` (where the GM double-clicked: 0–1 of the picture whose boxes
        place the zones, else of the canvas; None: the top left), on top of no other; over a picture, a box as
        large as its smallest (smaller where that has no room), inside it. None: no room for one (said)."""
        taken = {z["id"] for z in self.scenario["zones"]}
        n = len(taken) + 1
        while f"zone{n}" in taken:
            n += 1
        zid = f"zone{n}"
        at = (0.0, 0.0) if at is None else at
        boxes = self.boxes()
        zone = {"id": zid, "name": f"Zone {n}"}         # (its English name English, its Japanese one Japanese)
        if self.japanese:
            zone["name_ja"] = self.tr("Zone {0}").format(n)
        if boxes:
            image = self.picture_image
            scale = (image.width(), image.height()) if image is not None else (1.0, 1.0)
            w, h = min(((b["w"], b["h"]) for b in boxes.values()), key=lambda s: s[0] * s[1])
            placed = [(b["x"], b["y"], b["w"], b["h"]) for b in boxes.values()]
            spot = None
            for shrink in (1.0, 0.75, 0.5):
                spot = free_spot(at, (w * shrink, h * shrink), placed, scale, GAP)
                if spot is not None:
                    w, h = w * shrink, h * shrink
                    break
            if spot is None:
                self.error.setText(self.tr("No free room on the map picture for another zone: make the others "
                                           "smaller first"))
                return None
            boxes[zid] = {"x": round(spot[0] - w / 2, 4), "y": round(spot[1] - h / 2, 4), "w": round(w, 4),
                          "h": round(h, 4)}
        else:
            placed = [(x - BOX_W / 2, y - BOX_H / 2, BOX_W, BOX_H) for x, y in (z["at"] for z in self.scenario["zones"])]
            spot = free_spot(at, (BOX_W, BOX_H), placed, (self.canvas.width(), self.canvas.height())) or \
                inside(at, BOX_W, BOX_H)
        zone["at"] = [round(spot[0], 3), round(spot[1], 3)]
        self.scenario["zones"].append(zone)
        self.error.clear()
        self._refresh()
        self.select(zid)
        return zid

    def move_zone(self, zid: str, at) -> None:
        """``zid`` dragged to ``at`` (0–1 of the picture whose boxes place the zones, else of the canvas): its box
        moved there over the picture (as large as it was, inside the picture), else its place on the canvas."""
        box = self.boxes().get(zid)
        if box is not None:
            x, y = inside(at, box["w"], box["h"])
            box["x"], box["y"] = round(x - box["w"] / 2, 4), round(y - box["h"] / 2, 4)
            return
        x, y = inside(at, BOX_W, BOX_H)
        self.zone(zid)["at"] = [round(x, 3), round(y, 3)]

    def delete_zone(self) -> bool:
        zid = self.selected
        if zid is None:
            return False
        if len(self.scenario["zones"]) == 1:
            self.error.setText(self.tr("A map keeps at least one zone"))
            return False
        here = [self.participant_name(p) for p in self.scenario["participants"] if p["zone"] == zid]
        if here:
            self.error.setText(self.tr("{0} start in this zone: place them elsewhere first").format(listed(here)))
            return False
        self.scenario["zones"] = [z for z in self.scenario["zones"] if z["id"] != zid]
        self.scenario["edges"] = [e for e in self.scenario["edges"] if zid not in e]
        self.boxes().pop(zid, None)
        self.error.clear()
        self._refresh()
        self.select(self.scenario["zones"][0]["id"])
        return True

    def toggle_edge(self, a: str, b: str) -> bool:
        """Join ``a`` and ``b``, or part them if joined; True when they are joined afterwards."""
        pair = frozenset((a, b))
        if pair in self.edges():
            self.scenario["edges"] = [e for e in self.scenario["edges"] if frozenset(e) != pair]
            joined = False
        else:
            self.scenario["edges"].append([a, b])
            joined = True
        self._refresh()
        return joined

    def place(self, index: int, zid: str) -> None:
        self.scenario["participants"][index]["zone"] = zid
        self._refresh()

    def load_sample(self, path) -> bool:
        """A sample scenario's zones and edges replace the map; whoever stood in a zone that is gone
        starts in the first zone."""
        try:
            data = with_positions(json.loads(Path(path).read_text(encoding="utf-8")))
        except (OSError, ValueError, KeyError) as e:
            self.error.setText(str(e))
            return False
        self.scenario["zones"], self.scenario["edges"] = data["zones"], data["edges"]
        ids = [z["id"] for z in data["zones"]]
        boxes_of_zones(self.scenario, ids)           # (a zone gone takes its box over the picture along)
        for p in self.scenario["participants"]:
            if p["zone"] not in ids:
                p["zone"] = ids[0]
        self.error.clear()
        self._refresh()
        self.select(ids[0])
        return True

    def _sample_picked(self, index: int) -> None:
        path = self.samples.itemData(index)
        if path:
            self.load_sample(path)
        self.samples.setCurrentIndex(0)

    def _rebuild_people(self) -> None:
        while self.people.rowCount():
            self.people.removeRow(0)
        self.place_boxes = []
        for i, part in enumerate(self.scenario["participants"]):
            box = QComboBox()
            for z in self.scenario["zones"]:
                box.addItem(self.zone_label(z), z["id"])
            box.setCurrentIndex(max(0, box.findData(part["zone"])))
            box.activated.connect(lambda _j, i=i, box=box: self.place(i, box.currentData()))
            self.people.addRow(self.participant_name(part), box)
            self.place_boxes.append(box)

    def _refresh(self, names: bool = True) -> None:
        """Show the copy again; ``names=False``: all but the picked zone's name fields (being typed in)."""
        self._rebuild_people()
        if self.selected is not None and any(z["id"] == self.selected for z in self.scenario["zones"]):
            current = self.join_with.currentData()
            if names:
                self._show_zone(self.selected)
            else:
                self._fill_join_with(self.selected)
            if current is not None:
                self.join_with.setCurrentIndex(max(0, self.join_with.findData(current)))
        self.canvas.update()

    # -- the result -------------------------------------------------------------------------------
    def problem(self) -> str | None:
        """Why the map cannot be played (None: it can)."""
        try:
            why = self.check(self.scenario) if self.check is not None else None
            if self.check is None:
                validate(self.model, self.scenario, "<map>")
        except (FileFormatError, VttError) as e:
            return str(e)
        if why is not None:
            return why
        lost = unreachable(self.scenario)
        if lost:
            names = listed(self.zone_label(self.zone(z)) for z in lost)
            return self.tr("No way leads to {0}: join it to the others").format(names)
        return None

    def keyPressEvent(self, e) -> None:
        """Enter in a zone's name ends that name (the field stripped it), not the whole map."""
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(self.focusWidget(), QLineEdit):
            e.accept()
            return
        super().keyPressEvent(e)

    def accept(self) -> None:
        why = self.problem()
        if why is not None:
            self.error.setText(why)
            return
        super().accept()

    def result_scenario(self) -> dict:
        return copy.deepcopy(self.scenario)


def edit_scenario(parent, scenario: dict, samples_dir=None, model=None, check=None) -> dict | None:
    """The GM's map for ``scenario`` (a copy; None on Cancel). ``scenario`` itself never changes."""
    dialog = ZoneEditorDialog(scenario, parent, samples_dir, model, check)
    return dialog.result_scenario() if dialog.exec() == QDialog.DialogCode.Accepted else None


def edit_session_map(parent, session):
    """The window's GM → Edit the map: the battle starts over on the map drawn (None: kept as it was)."""
    data = session.setup_json()
    edited = edit_scenario(parent, data)
    if edited is None:
        return None
    boxes_of_zones(edited, [z["id"] for z in edited.get("zones", [])])     # a zone deleted takes its box along
    return new_session(validate(ScenarioFile, edited, "<map>"), session.base_dir, session.seed)


def edit_zone_graph(parent, zones: list, edges, people: list, model=None, samples_dir=None, check=None,
                    picture=None):
    """The encounter builder's map (vtt.ui.workshop.builder): ``zones`` and ``edges`` as a scenario holds
    them, ``people`` (name, zone) of who starts on it, ``picture`` the map picture (None: none); ``check(zones,
    edges)`` says why a map cannot be kept. (zones, edges, each one's zone, the picture's boxes: None without
    a picture) once accepted, None on Cancel; nothing given is changed."""
    scenario = {"zones": zones, "edges": edges, "participants": [{"name": n, "zone": z} for n, z in people]}
    if picture is not None:
        scenario["map_picture"] = picture
    edited = edit_scenario(parent, scenario, samples_dir, model,
                           None if check is None else lambda s: check(s["zones"], s["edges"]))
    if edited is None:
        return None
    boxes = None
    if picture is not None:
        boxes = boxes_of_zones(edited, [z["id"] for z in edited["zones"]])["map_picture"].get("boxes", {})
    return edited["zones"], edited["edges"], [p["zone"] for p in edited["participants"]], boxes
