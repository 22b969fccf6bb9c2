"""Widgets of Qt's own drawing (the menu bar, a line edit, a scroll bar, a text view's page) drawn from a kept
picture of their last paint while what they show is the same and nothing on them is lit by the pointer or the
keyboard: the whole window repainted after a move copies them, rather than have the Fusion style draw their
gradients and frames and shape their text again (the menu bar ~1 M instructions a paint, a line edit with its
hint ~0.8 M, a scroll bar 0.4-1.2 M, the sheet's text ~0.9 M).

Not subclasses: a Python subclass of a Qt widget has PySide look for a Python override at each of its virtual
calls, ~0.3-1 M instructions at start-up each; one filter watches their paints, and only once the window has
painted (KeptPaints.keep)."""
from __future__ import annotations

from operator import call

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap

from vtt.ui.widgets.rows import canvas

_T = QEvent.Type
#: the events that tell a widget it may look otherwise with the same key: its palette, font or style, enabled or not,
#: its window (de)activated (Qt sends these to the widget itself, and the filter sees them first), shown again (a
#: hidden widget is not told of its window's activation), another language or direction, its actions. Counted for each widget
#: (KeptPaints._looks) rather than asked at each paint (its palette, font, enabled and active window: ~9 µs a paint)
LOOKS = frozenset(int(t) for t in (
    _T.PaletteChange, _T.ApplicationPaletteChange, _T.FontChange, _T.ApplicationFontChange, _T.StyleChange,
    _T.EnabledChange, _T.WindowActivate, _T.WindowDeactivate, _T.ActivationChange, _T.Show, _T.LanguageChange,
    _T.LayoutDirectionChange, _T.DevicePixelRatioChange, _T.ThemeChange, _T.ScreenChangeInternal,
    # resized: its picture is of its old size (counted, not its width and height asked at each paint)
    _T.Resize,
    # an action of its added, changed (its text, enabled, shown) or taken away: the menu bar's titles
    _T.ActionAdded, _T.ActionChanged, _T.ActionRemoved))


class _Kept:
    """What KeptPaints knows, on a plain object: each of its attributes read at a paint is a slot read, where an
    attribute of a QObject subclass is looked up by PySide's hook first (~1 K instructions each, several a paint)."""
    __slots__ = ("keys", "kept", "to_keep", "rendering", "after", "seen", "looks", "owner", "painter")

    def __init__(self, owner, after: int):
        self.owner = owner
        # the one painter every copy begins and ends on its widget (begin sets its state afresh): not a QPainter made
        # and let go at each paint of each widget (its Python object made and freed, ~0.5 µs a paint)
        self.painter = QPainter()
        self.keys: dict = {}            # widget -> its key()
        self.kept: dict = {}            # widget -> (its key, the picture)
        self.to_keep: set = set()
        self.rendering = None           # the widget being drawn into its picture
        # how many paints show the same before its picture is taken (2: not for what is mostly drawn once, as the
        # Now panel's answers to a question, which a picture would draw twice)
        self.after = after
        self.seen: dict = {}            # widget -> (its key, how many paints showed it)
        # widget -> how many times it was told it may look otherwise (LOOKS) or was resized: with the key, what
        # its picture was taken at (not its width, height and device ratio asked at each paint)
        self.looks: dict = {}

    def key_now(self, widget):
        key = self.keys[widget]()
        return None if key is None else (key, self.looks[widget])

    def filter(self, obj, event) -> bool:
        # (a paint told by its class, which PySide gives the event, not by its type(): an enum made by Python's enum
        # module at each call, ~2 µs)
        if type(event) is not QPaintEvent:
            if obj in self.looks and event.type() in LOOKS:
                self.looks[obj] += 1
            return False
        if obj is self.rendering or obj not in self.keys:
            return False
        key = self.key_now(obj)
        kept = self.kept.get(obj)
        if key is None:
            self.kept.pop(obj, None)
        elif kept is not None and kept[0] == key:
            p = self.painter
            p.begin(obj)
            p.drawPixmap(0, 0, kept[1])
            p.end()
            return True
        elif obj not in self.to_keep:
            if self.after > 1:
                seen = self.seen.get(obj)
                n = seen[1] + 1 if seen is not None and seen[0] == key else 1
                self.seen[obj] = (key, n)
                if n < self.after:
                    return False
            self.to_keep.add(obj)
            QTimer.singleShot(0, self.owner, lambda: self.take(obj))
        return False

    def take(self, widget) -> None:
        self.to_keep.discard(widget)
        if widget not in self.keys:
            return
        key = self.key_now(widget) if widget.isVisible() and widget.width() > 0 and widget.height() > 0 else None
        if key is None:
            self.kept.pop(widget, None)
            return
        self.rendering = widget
        try:
            picture = drawn(widget, widget.devicePixelRatioF())
        finally:
            self.rendering = None
        self.kept[widget] = (key, picture)

    def forget(self, widget) -> None:
        self.keys.pop(widget, None)
        self.looks.pop(widget, None)
        self.seen.pop(widget, None)
        self.kept.pop(widget, None)
        self.to_keep.discard(widget)


class KeptPaints(QObject):
    """Each widget given to ``keep`` with its ``key()`` (what its drawing depends on besides its size; None: a
    state no key tells, such as the pointer on it or a blinking cursor: drawn as Qt draws it) is drawn from a
    picture of its last drawing while its key is the same. The picture is taken on the turn of the event loop
    after a paint that drew anew (a widget cannot be rendered inside its own paint), by Qt's own drawing of it:
    the same pixels."""

    def __init__(self, parent=None, after: int = 1):
        super().__init__(parent)
        self._s = s = _Kept(self, after)
        # (what tests read and drop: the same dicts, never read here at a paint)
        self._keys, self._kept, self._seen, self._key_now = s.keys, s.kept, s.seen, s.key_now

    def keep(self, widget, key) -> None:
        s = self._s
        if widget not in s.keys:
            widget.installEventFilter(self)
            widget.destroyed.connect(lambda _=None, w=widget: s.forget(w))
            s.looks[widget] = 0
        s.keys[widget] = key

    def eventFilter(self, obj, event) -> bool:
        return self._s.filter(obj, event)

    def picture(self, widget):
        """The picture ``widget`` is drawn from now (None: none kept)."""
        kept = self._s.kept.get(widget)
        return None if kept is None else kept[1]


def drawn(widget, ratio: float) -> QPixmap:
    """A picture of ``widget`` as Qt draws it (its window's background under it), at the device ``ratio``."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QRegion
    from PySide6.QtWidgets import QWidget
    picture = canvas(widget.width(), widget.height(), ratio)
    widget.render(picture, QPoint(), QRegion(), QWidget.RenderFlag.DrawWindowBackground)
    return picture


# The keys below take the widget's methods once, bound, and call them at each paint: a method looked up on a widget
# at each call goes through PySide's attribute hook (~1 K instructions, 5-10 a key).

def asked(busy, reads):
    """A key: None while any of ``busy`` answers (the pointer on the widget, the keyboard in it, its menu open: a state
    no key tells, drawn as Qt draws it), else what ``reads`` answer now, in a tuple."""
    def key():                          # (each called from C: no Python frame a method)
        if any(map(call, busy)):
            return None
        return tuple(map(call, reads))
    return key


def menu_bar_key(bar):
    """The menu bar: its titles are its actions, whose changes Qt tells it of (LOOKS: not read title by title at each
    paint); None while a title is lit (under the pointer, or chosen by keys: an active action) or its menu open."""
    return asked((bar.hasFocus, bar.activeAction), ())


def line_edit_key(edit):
    """A line edit: its text, hint and cursor; None while it has the keyboard (its cursor blinks) or the pointer (its
    frame is lit)."""
    e = edit
    return asked((e.hasFocus, e.underMouse), (e.text, e.placeholderText, e.isReadOnly, e.echoMode, e.alignment,
                                              e.cursorPosition, e.selectionStart, e.selectedText, e.hasFrame))


def scroll_bar_key(bar):
    """A scroll bar; None while its handle is lit or held."""
    return asked((bar.underMouse, bar.isSliderDown), (bar.value, bar.minimum, bar.maximum, bar.pageStep,
                                                      bar.orientation, bar.invertedAppearance))


def text_page_key(view):
    """A text view's page (its viewport): its text, scroll, selection and colours."""
    focus, document, cursor = view.hasFocus, view.document, view.textCursor
    across, down = view.horizontalScrollBar().value, view.verticalScrollBar().value

    def key():
        if focus():
            return None                 # its cursor may blink
        at = cursor()
        return document().revision(), across(), down(), at.position(), at.anchor()
    return key


def _revision(signals):
    """A count, one up at each emission of ``signals``: what a key holds for changes no cheap question tells (called,
    it answers the count)."""
    count = [0]

    def bump(*_):
        count[0] += 1
    for signal in signals:
        signal.connect(bump)
    return lambda: count[0]


def item_view_key(view):
    """An item view's page (its viewport): its rows (the model's changes counted), what is expanded, chosen and
    current, its columns' widths, its scroll, its colours; None while the pointer is on it or it has the keyboard
    (a row lit, the current row's frame)."""
    model, header = view.model(), getattr(view, "header", None)
    signals = [model.dataChanged, model.headerDataChanged, model.rowsInserted, model.rowsRemoved, model.rowsMoved,
               model.columnsInserted, model.columnsRemoved, model.layoutChanged, model.modelReset,
               view.selectionModel().selectionChanged, view.selectionModel().currentChanged]
    if header is not None:
        signals += [view.expanded, view.collapsed, header().sectionResized, header().sectionMoved]
    return asked((view.hasFocus, view.viewport().underMouse),
                 (_revision(signals), view.horizontalScrollBar().value, view.verticalScrollBar().value))


def header_key(header):
    """A header view's sections (its viewport): their titles, widths, order and offset; None while the pointer is
    on it (a section lit or pressed)."""
    count = _revision([header.sectionResized, header.sectionMoved, header.model().headerDataChanged,
                       header.sortIndicatorChanged, header.geometriesChanged])
    return asked((header.viewport().underMouse, header.underMouse), (count, header.offset, header.isSortIndicatorShown))


def tab_bar_key(bar, told):
    """A tab bar: ``told()`` (its owner's count of the titles it set and the tabs it showed or hid; a bar of 200
    tabs is not read title by title), the current tab and where it is (its scroll); None while the pointer is on
    it or it has the keyboard."""
    under, focus, count, current, rect = bar.underMouse, bar.hasFocus, bar.count, bar.currentIndex, bar.tabRect

    def key():
        if under() or focus():
            return None
        at = current()
        return told(), count(), at, rect(at).getRect()
    return key


def frame_key(frame):
    """A scroll area's own frame (what its children leave: the frame and the corner); None while it has the
    keyboard (a lit frame)."""
    return asked((frame.hasFocus,), (frame.frameShape, frame.frameShadow, frame.lineWidth))


def label_key(label):
    """A label of text: its text and how it is laid out; None while the pointer is on it (a link lit)."""
    return asked((label.underMouse, label.hasFocus), (label.text, label.textFormat, label.alignment, label.wordWrap,
                                                      label.indent, label.margin))


def button_key(button):
    """A push button: None while it is lit, pressed, has the keyboard or its menu is open."""
    menu_of, under, focus, down = button.menu, button.underMouse, button.hasFocus, button.isDown
    text, flat, default, checked = button.text, button.isFlat, button.isDefault, button.isChecked

    def key():
        menu = menu_of()
        if under() or focus() or down() or (menu is not None and menu.isVisible()):
            return None
        return text(), flat(), default(), checked(), menu is not None
    return key


def combo_box_key(box):
    """A combo box: its current text and whether it can be edited; None while it is lit, has the keyboard or its
    list is open."""
    return asked((box.underMouse, box.hasFocus, box.view().isVisible), (box.currentText, box.isEditable))


def group_box_key(box):
    """A group box's title and frame (not the widgets in it)."""
    return asked((), (box.title, box.isFlat, box.isCheckable, box.alignment))
