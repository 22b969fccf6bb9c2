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


#: what a widget kept by what it is told of (Told) is told by its own events besides LOOKS: the pointer or the keyboard
#: on it, held, a key or the wheel on it, hidden, made read-only or not, a shortcut (its menu opened by keys). Each
#: drops its picture; the next paint is Qt's, and the picture is taken again once no busy state holds (Told.busy)
TOLD = LOOKS | frozenset(int(t) for t in (
    _T.Enter, _T.Leave, _T.FocusIn, _T.FocusOut, _T.HoverEnter, _T.HoverLeave, _T.MouseButtonPress,
    _T.MouseButtonRelease, _T.MouseButtonDblClick, _T.KeyPress, _T.KeyRelease, _T.Wheel, _T.Hide,
    _T.ReadOnlyChange, _T.Shortcut, _T.ContextMenu, _T.DragEnter, _T.DragLeave, _T.Drop, _T.ContentsRectChange,
    _T.ModifiedChange,
    # moved: what lies under it may be another part of its parent's drawing (Told.over)
    _T.Move))


class Told:
    """A key told rather than asked (KeptPaints.keep): ``busy`` (bound methods: any answering true is a state no
    picture tells, the pointer or the keyboard on it, its menu open) is asked when its picture is to be taken, and at
    each paint only while it was found busy; what the widget shows is told by ``signals`` (each emission drops its
    picture) and by its own events and those of ``watched`` (TOLD: a view's focus for its page, a menu's showing);
    ``asked`` (bound methods) is what no signal or event tells (a label's text, a frame's shape), asked at each paint
    and compared with what it answered when the picture was taken. ``over``: the parent whose drawing shows round
    it (a button's corners in a group box's shade), drawn under it in its picture (kept.over), and watched."""
    __slots__ = ("busy", "asked", "signals", "watched", "over")

    def __init__(self, busy=(), asked=(), signals=(), watched=(), over=None):
        self.busy, self.asked, self.signals, self.watched = tuple(busy), tuple(asked), tuple(signals), tuple(watched)
        self.over = over
        if over is not None:
            self.watched += (over,)

    def __call__(self):
        """The whole key, asked as a plain key is (None while busy)."""
        if any(map(call, self.busy)):
            return None
        return tuple(map(call, self.asked))


#: every kept widget (of every KeptPaints: a widget is kept by one) -> (what its ``asked`` answered when its picture
#: was taken, the picture, ``asked``: what is asked again at each paint and compared, a tuple of bound methods)
KEPT: dict = {}
#: the one painter every copy begins and ends on its widget (begin sets its state afresh): not a QPainter made and let
#: go at each paint of each widget (its Python object made and freed, ~0.5 µs a paint)
PAINTER = QPainter()


class _Kept:
    """What KeptPaints knows, on a plain object: each of its attributes read at a paint is a slot read, where an
    attribute of a QObject subclass is looked up by PySide's hook first (~1 K instructions each, several a paint)."""
    __slots__ = ("keys", "kept", "to_keep", "rendering", "after", "seen", "looks", "owner", "told",
                 "busy", "watchers")

    def __init__(self, owner, after: int):
        self.owner = owner
        self.keys: dict = {}            # widget -> its key(), or its Told
        self.kept = KEPT
        self.to_keep: set = set()
        self.rendering = None           # the widget being drawn into its picture
        # how many paints show the same before its picture is taken (2: not for what is mostly drawn once, as the
        # Now panel's answers to a question, which a picture would draw twice)
        self.after = after
        self.seen: dict = {}            # widget -> (its key, how many paints showed it)
        # widget -> how many times it was told it may look otherwise (LOOKS) or was resized: with the key, what
        # its picture was taken at (not its width, height and device ratio asked at each paint); a Told widget's
        # picture is dropped instead
        self.looks: dict = {}
        self.told: dict = {}            # widget kept by a Told -> its Told
        self.busy: set = set()          # Told widgets found busy when their picture was to be taken
        self.watchers: dict = {}        # an object whose events tell (Told.watched, and each Told widget) -> widgets

    def key_now(self, widget):
        key = self.keys[widget]()
        if widget in self.told:
            return key
        return None if key is None else (key, self.looks[widget])

    def drop(self, widget) -> None:
        """``widget`` may look otherwise (a Told's signal or event): its picture is not copied again."""
        self.kept.pop(widget, None)
        self.seen.pop(widget, None)
        self.busy.discard(widget)

    def filter(self, obj, event) -> bool:
        # (a paint told by its class, which PySide gives the event, not by its type(): an enum made by Python's enum
        # module at each call, ~2 µs)
        if type(event) is not QPaintEvent:
            watching = self.watchers.get(obj)
            if watching is not None or obj in self.looks:
                t = event.type()
                if watching and t in TOLD:
                    for widget in watching:
                        self.drop(widget)
                if obj in self.looks and t in LOOKS:
                    self.looks[obj] += 1
            return False
        if obj in self.kept:            # (KeptPaints.eventFilter found it shows otherwise)
            del self.kept[obj]
        if obj is self.rendering or obj not in self.keys or obj in self.to_keep:
            return False
        told = self.told.get(obj)
        if told is not None:
            if obj in self.busy:
                if any(map(call, told.busy)):
                    return False
                self.busy.discard(obj)
            key = None                  # (paints since it was last told of a change: counted, not compared)
        else:
            key = self.key_now(obj)
            if key is None:
                return False
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
        if not (widget.isVisible() and widget.width() > 0 and widget.height() > 0):
            self.kept.pop(widget, None)
            return
        told = self.told.get(widget)
        if told is not None:
            if any(map(call, told.busy)):
                self.busy.add(widget)
                self.kept.pop(widget, None)
                return
            ask = told.asked
        else:
            ask = (lambda: self.key_now(widget),)
        key = tuple(map(call, ask))
        if told is None and key[0] is None:
            self.kept.pop(widget, None)
            return
        self.rendering = widget
        try:
            if told is None or told.over is None:
                picture = drawn(widget, widget.devicePixelRatioF())
            else:
                picture = over(widget, told.over, widget.devicePixelRatioF())
        finally:
            self.rendering = None
        self.kept[widget] = (key, picture, ask)
        self.seen.pop(widget, None)

    def forget(self, widget) -> None:
        self.keys.pop(widget, None)
        self.looks.pop(widget, None)
        self.seen.pop(widget, None)
        self.kept.pop(widget, None)
        self.told.pop(widget, None)
        self.busy.discard(widget)
        self.to_keep.discard(widget)
        for watched, widgets in list(self.watchers.items()):
            if widget in widgets:
                widgets.remove(widget)


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
        if type(key) is Told:
            s.told[widget] = key
            s.drop(widget)
            for signal in key.signals:
                signal.connect(lambda *_, w=widget: s.drop(w))
            for obj in (widget, *key.watched):
                watching = s.watchers.get(obj)
                if watching is None:
                    watching = s.watchers[obj] = []
                    if obj is not widget:
                        obj.installEventFilter(self)
                        obj.destroyed.connect(lambda _=None, o=obj: s.watchers.pop(o, None))
                if widget not in watching:
                    watching.append(widget)

    def eventFilter(self, obj, event) -> bool:
        # A kept paint here, in this one Python frame: what is kept read from a module's dict (not this QObject's
        # attribute, looked up through PySide's hook), its ``asked`` called from C and compared; anything else is
        # _Kept.filter's. (A widget being drawn into its picture has none: it is taken only when it has none.)
        if type(event) is QPaintEvent:
            kept = KEPT.get(obj)
            if kept is not None and tuple(map(call, kept[2])) == kept[0]:
                PAINTER.begin(obj)
                PAINTER.drawPixmap(0, 0, kept[1])
                PAINTER.end()
                return True
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


def over(widget, parent, ratio: float) -> QPixmap:
    """A picture of ``widget`` as Qt draws it over ``parent``'s drawing where it stands (and its window's background
    under both), at the device ``ratio``: what the window shows there."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QRegion
    from PySide6.QtWidgets import QWidget
    picture = canvas(widget.width(), widget.height(), ratio)
    place = widget.geometry()
    if widget.parentWidget() is not parent:
        place.moveTopLeft(widget.mapTo(parent, QPoint()))
    flags = QWidget.RenderFlag.DrawWindowBackground | QWidget.RenderFlag.DrawChildren
    parent.render(picture, QPoint(), QRegion(place), flags)
    return picture


# The keys below take the widget's methods once, bound, and call them at each paint: a method looked up on a widget
# at each call goes through PySide's attribute hook (~1 K instructions, 5-10 a key).

def menu_bar_key(bar):
    """The menu bar: its titles are its actions, whose changes Qt tells it of (LOOKS: not read title by title at each
    paint); busy while a title is lit (under the pointer, or chosen by keys: an active action) or its menu open. Its
    active action asked (the code may open a menu, which tells the bar nothing)."""
    return Told(busy=(bar.hasFocus, bar.activeAction), asked=(bar.activeAction,))


def line_edit_key(edit):
    """A line edit: its text, cursor and selection told by its signals, its read-only state by its event; its hint,
    echo, alignment and frame (no signal) asked; busy while it has the keyboard (its cursor blinks) or the pointer
    (its frame is lit)."""
    e = edit
    return Told(busy=(e.hasFocus, e.underMouse), asked=(e.placeholderText, e.echoMode, e.alignment, e.hasFrame),
                signals=(e.textChanged, e.cursorPositionChanged, e.selectionChanged))


def scroll_bar_key(bar):
    """A scroll bar: its value and range told by its signals; its page step, orientation and direction (no signal)
    asked; busy while its handle is lit or held."""
    return Told(busy=(bar.underMouse, bar.isSliderDown), asked=(bar.pageStep, bar.orientation,
                                                                bar.invertedAppearance),
                signals=(bar.valueChanged, bar.rangeChanged, bar.sliderPressed, bar.sliderReleased))


def text_page_key(view):
    """A text view's page (its viewport): its text, scroll and selection told by the view's signals, its document
    asked (another one set); busy while the view has the keyboard (its cursor may blink)."""
    return Told(busy=(view.hasFocus,), asked=(view.document,),
                signals=(view.textChanged, view.cursorPositionChanged, view.selectionChanged,
                         view.horizontalScrollBar().valueChanged, view.verticalScrollBar().valueChanged),
                watched=(view,))


def item_view_key(view):
    """An item view's page (its viewport): its rows (the model's changes), what is expanded, chosen and current, its
    columns' widths and its scroll told by their signals; busy while the pointer is on it or the view has the
    keyboard (a row lit, the current row's frame)."""
    model, header = view.model(), getattr(view, "header", None)
    signals = [model.dataChanged, model.headerDataChanged, model.rowsInserted, model.rowsRemoved, model.rowsMoved,
               model.columnsInserted, model.columnsRemoved, model.layoutChanged, model.modelReset,
               view.selectionModel().selectionChanged, view.selectionModel().currentChanged,
               view.horizontalScrollBar().valueChanged, view.verticalScrollBar().valueChanged]
    if header is not None:
        signals += [view.expanded, view.collapsed, header().sectionResized, header().sectionMoved]
    return Told(busy=(view.hasFocus, view.viewport().underMouse), signals=signals,
                watched=(view,))


def header_key(header):
    """A header view's sections (its viewport): their titles, widths and order told by their signals, its offset
    asked; busy while the pointer is on it (a section lit or pressed)."""
    return Told(busy=(header.viewport().underMouse, header.underMouse), asked=(header.offset,
                                                                               header.isSortIndicatorShown),
                signals=(header.sectionResized, header.sectionMoved, header.model().headerDataChanged,
                         header.sortIndicatorChanged, header.geometriesChanged), watched=(header,))


def tab_bar_key(bar, told):
    """A tab bar: ``told()`` (its owner's count of the titles it set and the tabs it showed or hid; a bar of 200
    tabs is not read title by title) and how many tabs asked; the current tab (and with it where the bar is
    scrolled) told; busy while the pointer is on it or it has the keyboard."""
    return Told(busy=(bar.underMouse, bar.hasFocus), asked=(told, bar.count),
                signals=(bar.currentChanged, bar.tabMoved))


def frame_key(frame):
    """A scroll area's own frame (what its children leave: the frame and the corner): its shape and shadow asked, as
    the one number Qt holds them in (``frameStyle``: not two enums made at each paint), and its line's width; busy
    while it has the keyboard (a lit frame)."""
    return Told(busy=(frame.hasFocus,), asked=(frame.frameStyle, frame.lineWidth))


def label_key(label):
    """A label of text: its text and how it is laid out asked (no signal tells them); busy while the pointer is on
    it or it has the keyboard (a link lit)."""
    return Told(busy=(label.underMouse, label.hasFocus), asked=(label.text, label.textFormat, label.alignment,
                                                                label.wordWrap, label.indent, label.margin))


def button_key(button, over=None):
    """A push button: its text, look and menu asked, whether it is down asked too (set by code as well as by a
    press), checked told; busy while it is lit, pressed, has the keyboard or its menu is open (the menu's showing
    told). ``over``: the group box it stands in (its shade round the button's corners: Told.over)."""
    menu = button.menu()
    return Told(busy=(button.underMouse, button.hasFocus, button.isDown) + ((menu.isVisible,) if menu else ()),
                asked=(button.text, button.isFlat, button.isDefault, button.isDown, button.menu),
                signals=(button.toggled,), watched=(menu,) if menu else (), over=over)


def combo_box_key(box):
    """A combo box: its current text and whether it can be edited asked; busy while it is lit, has the keyboard or
    its list is open (the list's showing told)."""
    view = box.view()
    return Told(busy=(box.underMouse, box.hasFocus, view.isVisible), asked=(box.currentText, box.isEditable),
                watched=(view,))


def group_box_key(box):
    """A group box's title and frame (not the widgets in it), asked."""
    return Told(asked=(box.title, box.isFlat, box.isCheckable, box.alignment))
