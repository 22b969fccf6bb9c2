"""The portrait of a character file in the workshop's editor (the ``portrait`` widget every editor has,
vtt.workshop.fields): pick a picture by a file dialog or drop a picture file on the form; see it with the
square of it the token shows; drag the square to move it, turn the wheel or the slider to zoom; see the
token (a circle) and the printed box (a square) as they will be. A picture that cannot be read is refused
with why, and the file keeps the portrait it had; a portrait whose picture is missing shows a placeholder
and Find… (where did it go?).

The form holds the picture by an absolute path while the file is edited (``opened``); a file written
somewhere names it relative to itself (``written``), and the GM's library keeps its own copy
(vtt.workshop.library)."""
from __future__ import annotations

import copy
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, QPointF, QRectF, QSize, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QSlider, QWidget

from vtt.core.pictures import PICTURE_KEYS, PictureError, crop_square, rebased, resolve, with_absolute_pictures
from vtt.core.files import read_json
from vtt.ui.i18n import Retranslating
from vtt.ui.layouts import button, hbox, vbox
from vtt.ui.images import (PORTRAIT_BOUND, PictureDrops, cut, dropped_file, missing_text, placeholder,
                           read_image)
from vtt.ui.workshop.map_picture import PicturePicking, readable_picture
from vtt.ui.workshop.form import PROBLEM_TEXT, FieldEditor, coloured

#: the zoom slider's steps: 1× to 8× in hundredths (the wheel reaches the model's 20×)
SLIDER_MOST = 800
PREVIEW = 72                  # the token and box previews, pixels across


class FramingView(QWidget):
    """The picture scaled into the widget, dimmed outside the square the token shows (its circle drawn
    in it); drag to move the square, the wheel to zoom. ``moved`` while dragging, ``settled`` once let go."""

    moved = Signal()
    settled = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.image: QImage | None = None
        self.x, self.y, self.zoom = 0.5, 0.5, 1.0
        self.empty_text = ""
        self._drag: tuple[QPointF, float, float] | None = None
        self.setMinimumSize(220, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def sizeHint(self) -> QSize:
        return QSize(260, 240)

    def shown_rect(self) -> QRectF:
        """Where the picture is drawn in the widget (scaled to fit)."""
        if self.image is None or self.image.isNull():
            return QRectF(self.rect())
        w, h = self.image.width(), self.image.height()
        s = min((self.width() - 8) / w, (self.height() - 8) / h)
        return QRectF((self.width() - w * s) / 2, (self.height() - h * s) / 2, w * s, h * s)

    def frame_rect(self) -> QRectF:
        """The square the token shows, in the widget."""
        shown = self.shown_rect()
        if self.image is None or self.image.isNull():
            return QRectF()
        s = shown.width() / self.image.width()
        left, top, side = crop_square(self.image.width(), self.image.height(), self.x, self.y, self.zoom)
        return QRectF(shown.left() + left * s, shown.top() + top * s, side * s, side * s)

    def paintEvent(self, _e) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(40, 40, 40))
        if self.image is None or self.image.isNull():
            p.setPen(QPen(QColor(150, 150, 150), 1.5, Qt.PenStyle.DashLine))
            p.drawRect(QRectF(self.rect()).adjusted(6, 6, -6, -6))
            p.drawText(QRectF(self.rect()).adjusted(16, 16, -16, -16),
                       int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.empty_text)
            return
        shown, frame = self.shown_rect(), self.frame_rect()
        p.drawImage(shown, self.image)
        outside = QPainterPath()
        outside.addRect(shown)
        inside = QPainterPath()
        inside.addRect(frame)
        p.fillPath(outside.subtracted(inside), QColor(0, 0, 0, 150))
        p.setPen(QPen(QColor(255, 255, 255), 2))
        p.drawRect(frame)
        p.setPen(QPen(QColor(255, 220, 120), 1.5, Qt.PenStyle.DashLine))
        p.drawEllipse(frame)

    def mousePressEvent(self, e) -> None:
        if self.image is not None and e.button() == Qt.MouseButton.LeftButton:
            self._drag = (e.position(), self.x, self.y)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)

    def mouseMoveEvent(self, e) -> None:
        if self._drag is None or self.image is None:
            return
        start, x0, y0 = self._drag
        shown = self.shown_rect()
        d = e.position() - start
        self.x = min(1.0, max(0.0, x0 + d.x() / max(1.0, shown.width())))
        self.y = min(1.0, max(0.0, y0 + d.y() / max(1.0, shown.height())))
        self._settle_inside()
        self.update()
        self.moved.emit()

    def mouseReleaseEvent(self, e) -> None:
        if self._drag is not None:
            self._drag = None
            self.setCursor(Qt.CursorShape.OpenHandCursor)
            self.settled.emit()

    def wheelEvent(self, e) -> None:
        if self.image is None:
            return
        steps = e.angleDelta().y() / 120
        self.zoom = min(20.0, max(1.0, self.zoom * 1.1 ** steps))
        self._settle_inside()
        self.update()
        self.moved.emit()
        self.settled.emit()

    def _settle_inside(self) -> None:
        """The centre as the square can stand (kept inside the picture): what a file will hold."""
        w, h = self.image.width(), self.image.height()
        left, top, side = crop_square(w, h, self.x, self.y, self.zoom)
        self.x, self.y = (left + side / 2) / w, (top + side / 2) / h


class PortraitEditor(PicturePicking, PictureDrops, Retranslating, FieldEditor):
    """A character's portrait: ``value()`` is None or ``{"image": absolute path, "x", "y", "zoom"}``."""

    CHOOSE = QT_TRANSLATE_NOOP("Pictures", "Choose a portrait")

    def __init__(self, spec, context, parent=None):
        super().__init__(spec, context, parent)
        self._value: dict | None = None
        self.view = FramingView()
        self.view.moved.connect(self._framing_moved)
        self.view.settled.connect(self.edited)
        self.circle, self.square = QLabel(), QLabel()
        for label in (self.circle, self.square):
            label.setFixedSize(PREVIEW, PREVIEW)
        self.zoom = QSlider(Qt.Orientation.Horizontal, minimum=100, maximum=SLIDER_MOST, valueChanged=self._slid)
        self.zoom_label = QLabel()
        self.choose_button = button(lambda: self.choose())
        self.find_button = button(lambda: self.find())
        self.remove_button = button(self.remove)
        self.status = QLabel(wordWrap=True)
        self.problem = coloured(QLabel(wordWrap=True), PROBLEM_TEXT)
        self.problem.hide()
        previews = QGridLayout()
        self.token_caption, self.box_caption = QLabel(), QLabel()
        previews.addWidget(self.circle, 0, 0)
        previews.addWidget(self.square, 0, 1)
        previews.addWidget(self.token_caption, 1, 0, Qt.AlignmentFlag.AlignHCenter)
        previews.addWidget(self.box_caption, 1, 1, Qt.AlignmentFlag.AlignHCenter)
        side = vbox(previews, self.zoom_label, self.zoom, self.choose_button, self.find_button, self.remove_button,
                    self.status, 1)
        vbox(hbox((self.view, 1), side, margin=0), self.problem, parent=self, margin=0)
        self.inner = self.view
        self.setAcceptDrops(True)
        self.retranslate()
        self._show()

    # -- the value --------------------------------------------------------------------------------------
    def set_value(self, value) -> None:
        self._value = copy.deepcopy(value) if isinstance(value, dict) else None
        self.problem.hide()
        self._show()

    def value(self):
        if self._value is None:
            return None
        out = dict(self._value)
        if self.view.image is not None:           # (a missing picture keeps the framing the file has)
            out.update(x=round(self.view.x, 4), y=round(self.view.y, 4), zoom=round(self.view.zoom, 4))
        return out

    @property
    def path(self) -> Path | None:
        return resolve(self._value["image"], self.context.extras.get("picture_dir")) if self._value else None

    # -- what the GM does -----------------------------------------------------------------------------
    def take(self, path, keep_framing: bool = False) -> bool:
        """The picture at ``path`` as the portrait (framed as it was with ``keep_framing``: Find…, else the
        middle of the picture); one that cannot be read is refused with why, and nothing changes."""
        path = readable_picture(path, self._say_problem, (PORTRAIT_BOUND, PORTRAIT_BOUND))
        if path is None:
            return False
        old = self._value if keep_framing and self._value else {}
        self._value = {"image": str(path), "x": old.get("x", 0.5), "y": old.get("y", 0.5),
                       "zoom": old.get("zoom", 1.0)}
        self.problem.hide()
        self._show()
        self.edited.emit()
        return True

    def _say_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()

    def remove(self) -> None:
        if self._value is not None:
            self._value = None
            self._show()
            self.edited.emit()

    # -- showing ----------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.choose_button.setText(QCoreApplication.translate("Pictures", "Choose picture…"))
        self.find_button.setText(QCoreApplication.translate("Pictures", "Find…"))
        self.remove_button.setText(QCoreApplication.translate("Pictures", "Remove"))
        self.token_caption.setText(QCoreApplication.translate("Pictures", "Token"))
        self.box_caption.setText(QCoreApplication.translate("Pictures", "Sheet"))
        self.view.empty_text = QCoreApplication.translate("Pictures",
            "No portrait: drop a picture file here, or choose one")
        self.zoom.setToolTip(QCoreApplication.translate("Pictures", "Zoom: the square the token shows"))
        self.view.setToolTip(QCoreApplication.translate("Pictures",
            "Drag the square to frame the token; turn the wheel to zoom"))
        self._zoom_text()

    def _zoom_text(self) -> None:
        self.zoom_label.setText(QCoreApplication.translate("Pictures", "Zoom {0}×").format(f"{self.view.zoom:.2g}"))

    def _show(self) -> None:
        """The picture and its framing as the value says; a missing or refused picture: the placeholder."""
        v = self._value
        self.view.image = None
        why = ""
        if v is not None:
            self.view.x, self.view.y, self.view.zoom = (float(v.get("x", 0.5)), float(v.get("y", 0.5)),
                                                        float(v.get("zoom", 1.0)))
            try:
                self.view.image = read_image(self.path, (PORTRAIT_BOUND, PORTRAIT_BOUND))
            except PictureError as e:
                why = missing_text(e)
        self.status.setText(why)
        self.status.setVisible(bool(why))
        self.find_button.setVisible(bool(why))
        self.remove_button.setEnabled(v is not None)
        self.zoom.setEnabled(self.view.image is not None)
        self._framing_moved()
        self.view.update()

    def _previews(self) -> None:
        from PySide6.QtGui import QPixmap
        image = self.view.image
        if image is None:
            marker = "?" if self._value is not None else ""
            self.circle.setPixmap(QPixmap.fromImage(placeholder(PREVIEW, "circle", marker)))
            self.square.setPixmap(QPixmap.fromImage(placeholder(PREVIEW, "square", marker)))
        else:
            self.circle.setPixmap(QPixmap.fromImage(cut(image, self.view.x, self.view.y, self.view.zoom, PREVIEW,
                                                        "circle")))
            self.square.setPixmap(QPixmap.fromImage(cut(image, self.view.x, self.view.y, self.view.zoom, PREVIEW)))
        self._zoom_text()

    def _framing_moved(self) -> None:
        with QSignalBlocker(self.zoom):
            self.zoom.setValue(round(min(SLIDER_MOST, self.view.zoom * 100)))
        self._previews()

    def _slid(self, value: int) -> None:
        if self.view.image is None:
            return
        self.view.zoom = value / 100
        self.view._settle_inside()
        self.view.update()
        self._previews()
        self.edited.emit()

    def picture_dropped(self, path: str) -> None:
        """A picture file dropped on it (vtt.ui.images.PictureDrops)."""
        self.take(path)


class _FormDrops(QObject):
    """A picture file dropped anywhere on a form goes to its portrait."""

    def __init__(self, form):
        super().__init__(form)
        self.form = form

    def portrait(self) -> PortraitEditor | None:
        editor = self.form.editor_at("portrait")
        return editor if isinstance(editor, PortraitEditor) else None

    def eventFilter(self, obj, e) -> bool:
        kind = e.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            target = self.portrait()
            if target is None or dropped_file(e.mimeData()) is None:
                return False
            e.acceptProposedAction()
            if kind == QEvent.Type.Drop:
                target.take(dropped_file(e.mimeData()))
            return True
        return False


def accept_picture_drops(form) -> None:
    """Let a picture file dropped on ``form`` (a ModelForm with a portrait) become its portrait."""
    form.setAcceptDrops(True)
    form.installEventFilter(_FormDrops(form))


# -- the file's pictures as the editor holds them ----------------------------------------------------------

def opened(data: dict | None, path) -> dict | None:
    """A file's data as the editor holds it: its pictures by absolute paths (``path``: where it was read)."""
    if data is None:
        return None
    return with_absolute_pictures(copy.deepcopy(data), Path(path).parent if path else None)


def written(data: dict, path) -> dict:
    """The editor's data as a file at ``path`` names its pictures: relative to it."""
    return rebased(copy.deepcopy(data), None, Path(path).parent)


def as_saved(form, path) -> None:
    """After a save: the form's pictures as the written file names them (the library's own copy of a
    picture it kept), so the next save names that copy."""
    try:
        saved = opened(read_json(path), path)
    except (OSError, ValueError):
        return
    data = form.data()
    changed = {k: saved[k] for k in PICTURE_KEYS if k in saved and saved[k] != data.get(k)}
    if changed:
        form.set_data({**data, **changed})
