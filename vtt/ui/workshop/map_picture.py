"""The map picture controls, for the encounter builder and a running battle, in every ruleset: pick a
picture by a file dialog (or drop one on the builder's map, vtt.ui.workshop.placing), zoom it, turn it, dim
or brighten it, fit it back to the map, remove it; a picture gone missing says so and Find… points it at
where it went, placed as it was.

The controls hold a *map picture holder*: ``picture`` (the map picture now, None: none), ``set_picture
(picture) -> bool``, ``take_picture(path, keep_placing) -> bool`` (a picture file read first: one that cannot
be shown is refused with why), ``changed`` (a signal), ``has_map_picture`` (whether its files have one) and
``live`` (whether a slider changes it as it moves). The builder's is its placing controller (each change
checked by the encounter); a battle's is ``BattlePicture``: each change the GM's ``map_picture`` command
(vtt.core.battle_pictures), logged and undone as any, a slider's only when let go (one entry in the log)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QSignalBlocker, Qt
from PySide6.QtWidgets import QLabel, QSlider, QWidget

from vtt.core.battle_pictures import MAP_PICTURE, command
from vtt.core.pictures import PictureError, ROTATIONS
from vtt.core.ruleset import GM_VIEWER
from vtt.ui.i18n import Retranslating
from vtt.ui.layouts import button, hbox, vbox
from vtt.ui.images import ask_picture_file


def readable_picture(path, error, bound: tuple[int, int] | None = None) -> Path | None:
    """The picture file at ``path`` (absolute), read once within ``bound`` (None: a map picture's) to be sure
    it can be shown (then read afresh wherever it is drawn); one that cannot be is refused with why through
    ``error(text)`` (None)."""
    from vtt.ui.images import forget, map_bound, picture_text, read_image
    path = Path(path).absolute()
    try:
        read_image(path, bound or map_bound())
    except PictureError as e:
        error(QCoreApplication.translate("Pictures", "Picture not taken: {0}").format(picture_text(e)))
        return None
    forget(path)
    return path


class BattlePicture(QObject):
    """A running battle's map picture, as the controls hold it: the GM's view's; a change is the GM's
    ``map_picture`` command through ``controller`` (vtt.ui.widgets.battle_controller), a refusal said
    through its ``error``."""

    has_map_picture = True               # (any battle: the command is the session's own)
    live = False                         # a slider's change is one command, when it is let go

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.changed = controller.changed

    @property
    def picture(self) -> dict | None:
        return self.controller.view(GM_VIEWER).extra.get(MAP_PICTURE)

    def set_picture(self, picture: dict | None) -> bool:
        return self.controller.do(command(picture))

    def take_picture(self, path, keep_placing: bool = False) -> bool:
        """The picture file at ``path`` as the map picture: placed as the one it replaces (``keep_placing``:
        it went missing and was found), else fitted to the map, its zones' boxes kept."""
        path = readable_picture(path, self.controller.error.emit)
        if path is None:
            return False
        old = self.picture or {}
        placing = old if keep_placing else {k: v for k, v in old.items() if k in ("boxes", "brightness")}
        return self.set_picture({**placing, "image": str(path)})


class PicturePicking:
    """Picture… and Find… of a picture's controls (the map picture's, a portrait's): a file the GM picks in a
    dialog (``path``: what it would answer), handed to ``take(path, keep)``; at Find… (the picture went missing)
    ``keep`` says the picture is placed as it was. ``CHOOSE``: the dialog's title at Picture…"""

    CHOOSE = ""

    def choose(self, path: str | None = None) -> bool:
        if path is None:
            path = self.ask_picture_path(QCoreApplication.translate("Pictures", self.CHOOSE))
        return bool(path) and self.take(path, False)

    def find(self, path: str | None = None) -> bool:
        if path is None:
            path = self.ask_picture_path(QCoreApplication.translate("Pictures", "Where is the picture now?"))
        return bool(path) and self.take(path, True)

    def ask_picture_path(self, title: str) -> str:
        """A picture file the GM picks (a test replaces this)."""
        return ask_picture_file(self, title)


class MapPictureControls(PicturePicking, Retranslating, QWidget):
    """The map picture ``controller`` holds (see the module's note: an encounter's placing controller,
    vtt.ui.workshop.placing.PlacingController, or a battle's ``BattlePicture``)."""

    CHOOSE = QT_TRANSLATE_NOOP("Pictures", "Choose a map picture")

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.title = QLabel()
        self.choose_button = button(lambda: self.choose())
        self.find_button = button(lambda: self.find())
        self.remove_button = button(lambda: self.controller.set_picture(None))
        self.fit_button = button(lambda: self._set(x=0.0, y=0.0, zoom=1.0))
        self.turn_button = button(self.turn)
        self.zoom_label, self.brightness_label = QLabel(), QLabel()
        # percent: the model's 0.1 to 4 (the wheel: to 10)
        self.zoom = QSlider(Qt.Orientation.Horizontal, minimum=10, maximum=400)
        self.zoom.valueChanged.connect(lambda v: self._set(zoom=v / 100))
        self.brightness = QSlider(Qt.Orientation.Horizontal, minimum=10, maximum=150)
        self.brightness.valueChanged.connect(lambda v: self._set(brightness=v / 100))
        for slider in (self.zoom, self.brightness):
            slider.setTracking(controller.live)        # (a battle's: a change when let go, not at every step)
        self.hint = QLabel(wordWrap=True, enabled=False)  # drawn greyed: a hint
        vbox(hbox(self.title, self.choose_button, self.find_button, self.remove_button, self.fit_button,
                  self.turn_button, self.zoom_label, (self.zoom, 1), self.brightness_label, (self.brightness, 1),
                  margin=0), self.hint, parent=self, margin=0)
        self.setVisible(controller.has_map_picture)
        controller.changed.connect(lambda *_: self.refresh())
        self.retranslate()

    @property
    def picture(self) -> dict | None:
        return self.controller.picture

    def retranslate(self) -> None:
        self.title.setText(QCoreApplication.translate("Pictures", "Map picture:"))
        self.choose_button.setText(QCoreApplication.translate("Pictures", "Picture…"))
        self.find_button.setText(QCoreApplication.translate("Pictures", "Find…"))
        self.remove_button.setText(QCoreApplication.translate("Pictures", "Remove"))
        self.fit_button.setText(QCoreApplication.translate("Pictures", "Fit"))
        self.turn_button.setText(QCoreApplication.translate("Pictures", "Turn 90°"))
        self.zoom_label.setText(QCoreApplication.translate("Pictures", "Zoom"))
        self.brightness_label.setText(QCoreApplication.translate("Pictures", "Brightness"))
        self.refresh()

    def refresh(self) -> None:
        """The controls as the encounter's picture stands (a missing one: why, and Find…)."""
        picture = self.picture
        missing = self._missing(picture)
        for w in (self.remove_button, self.fit_button, self.turn_button, self.zoom, self.brightness):
            w.setEnabled(picture is not None and not missing)
        self.find_button.setVisible(bool(missing))
        for slider, key, default in ((self.zoom, "zoom", 1.0), (self.brightness, "brightness", 0.8)):
            with QSignalBlocker(slider):
                slider.setValue(round(100 * float((picture or {}).get(key, default))))
        if missing:
            self.hint.setText(missing)
        elif picture is None:
            self.hint.setText(QCoreApplication.translate("Pictures",
                "Drop a picture file on the map, or pick one with Picture…") if self.controller.live else
                QCoreApplication.translate("Pictures", "Pick a picture to lie under the map, on the table view too."))
        elif not self.controller.live:
            self.hint.setText(QCoreApplication.translate(
                "Pictures", "Each change is in the log and undone with Undo; the zones lie where the scenario's boxes put them."))
        else:
            self.hint.setText(QCoreApplication.translate(
                "Pictures",
                "Drag empty ground to move the picture, turn the wheel to zoom it; on a map of zones, drag a zone's corner to place and size it over the picture."))

    def _missing(self, picture) -> str:
        if picture is None:
            return ""
        from vtt.ui.images import image_of, map_bound, missing_text
        try:
            image_of(picture["image"], None, map_bound())
        except PictureError as e:
            return missing_text(e)
        return ""

    # -- what the GM does ------------------------------------------------------------------------------
    def take(self, path, keep: bool) -> bool:
        """The picture at ``path`` fitted to the map, or (``keep``: Find…) placed as it was, its zones' boxes kept."""
        return self.controller.take_picture(path, keep_placing=keep)

    def turn(self) -> bool:
        """Turn the picture a quarter clockwise (its zones' boxes turn with it)."""
        rotation = int((self.picture or {}).get("rotation", 0))
        return self._set(rotation=ROTATIONS[(ROTATIONS.index(rotation) + 1) % len(ROTATIONS)])

    def _set(self, **changes) -> bool:
        if self.picture is None:
            return False
        return self.controller.set_picture({**self.picture, **changes})


def battle_picture_dialog(window):
    """GM → Map picture…: the running battle's map picture controls in a window of their own beside the battle
    (not modal: the map and the table view show each change at once)."""
    from PySide6.QtWidgets import QDialog, QDialogButtonBox
    dialog = QDialog(window, objectName="map_picture_dialog")
    dialog.setWindowTitle(QCoreApplication.translate("Pictures", "Map picture"))
    dialog.controls = MapPictureControls(BattlePicture(window.controller, dialog))
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, rejected=dialog.close)
    vbox(dialog.controls, buttons, parent=dialog)
    dialog.resize(760, dialog.sizeHint().height())
    return dialog
