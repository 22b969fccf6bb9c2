"""A participant's sheet for any ruleset: her portrait beside her damage tracks (SegmentTracks) and, under
them, what the ruleset's optional ``sheet(state, who)`` lists (attributes and skills, weapons, cards,
conditions)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QTextBrowser, QWidget

from vtt.core import battle_pictures, ruleset
from vtt.ui import i18n, layouts, theme
from vtt.ui.widgets import segment_tracks

PORTRAITS = battle_pictures.PORTRAITS
GM_VIEWER, Viewer = ruleset.GM_VIEWER, ruleset.Viewer
current_language = i18n.current_language
hbox, vbox = layouts.hbox, layouts.vbox
DARK = theme.DARK
SegmentTracks = segment_tracks.SegmentTracks

# html.escape's table, without importing html: its html.entities (2,000 names) cost ~7 M instructions at start-up
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


#: the portrait beside the tracks, in pixels (as tall as two tracks' rows)
PORTRAIT_PX = 74


def escape(text: str) -> str:
    return text.translate(_ESCAPES)


class _Sections(QTextBrowser):
    """The sheet's sections, 9 pixels from the panel's edges: as viewport margins filled with the panel's colour,
    not the document's margin (asking for the ``document()`` has PySide build ``QTextDocument``'s type and its five
    enums before the first paint, ~4 M instructions)."""

    #: the margin a text document has of itself (QTextDocument.documentMargin()), and the sheet's
    DOCUMENT_MARGIN, MARGIN = 4, 9

    def __init__(self):
        super().__init__()
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # the dark panel in the browser's palette (not its viewport()'s: PySide would build the types of every
        # widget class to find that plain widget's, ~50 M instructions); the margins around the viewport are
        # the browser's own, filled with the same colour
        colours = self.palette()
        colours.setColor(QPalette.ColorRole.Text, DARK.text)
        colours.setColor(QPalette.ColorRole.Base, DARK.panel)
        self.setPalette(colours)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.setAutoFillBackground(True)
        m = self.MARGIN - self.DOCUMENT_MARGIN
        self.setViewportMargins(m, m, m, m)


class SheetPanel(QWidget):
    """Shows ``who`` (``show_participant``); with nobody chosen, whoever acts now (or is waited on, or the
    first participant)."""

    def __init__(self, controller, viewer: Viewer = GM_VIEWER, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.viewer = viewer
        self.chosen: str | None = None
        self.tracks = SegmentTracks(controller, viewer)
        # a text browser, not a word-wrapped rich-text label in a scroll area: it lays the sheet's tables out
        # once for its width, where the label's size hints laid them out again for every width tried
        # (~100 M instructions at start-up for ashes' sheet, a third of a bare window's start)
        self.details = _Sections()
        self._html = ""
        self._told = None                       # (the sections, the language, the ruleset) its text was made of
        self.portrait = QLabel()                # her portrait (the view's), beside her tracks; none: hidden
        self.portrait.setFixedSize(PORTRAIT_PX, PORTRAIT_PX)
        self.portrait.setVisible(False)
        self._portrait_shown = None
        top = hbox((self.portrait, 0, Qt.AlignmentFlag.AlignTop), (self.tracks, 1), margin=0)
        top.setSpacing(0)
        vbox(top, (self.details, 1), parent=self, margin=0).setSpacing(0)
        controller.changed.connect(self.refresh)
        self.refresh()

    @property
    def who(self) -> str | None:
        if self.chosen is not None:
            return self.chosen
        view = self.controller.view(self.viewer)
        acting = sorted(view.acting())
        if acting:
            return acting[0]
        # nobody acts (a choice, a reaction, a bid): whoever the battle waits on; before the battle (the GM's
        # move): the first participant, not an empty sheet
        return next((a.who for a in self.controller.awaited() if a.who and view.token(a.who) is not None),
                    view.tokens[0].id if view.tokens else None)

    def kept_pictures(self) -> list:
        """(widget, its key) of what is drawn from a kept picture while it shows the same: the sections' page and
        its scroll bar (vtt.ui.widgets.kept, once the window has painted)."""
        from vtt.ui.widgets.kept import scroll_bar_key, text_page_key
        bar = self.details.verticalScrollBar()
        return [(self.details.viewport(), text_page_key(self.details)), (bar, scroll_bar_key(bar))]

    def show_participant(self, who: str | None) -> None:
        self.chosen = who
        self.refresh()

    def current_participant(self) -> str | None:
        return self.who

    def step(self, step: int) -> None:
        """The next (or previous) participant's sheet, in the order of the view's tokens."""
        ids = [t.id for t in self.controller.view(self.viewer).tokens]
        if ids:
            who = self.who
            i = ids.index(who) if who in ids else -step
            self.show_participant(ids[(i + step) % len(ids)])

    def _show_portrait(self, portrait) -> None:
        """Her portrait beside her tracks (a placeholder, and why in its tooltip, where its picture is missing);
        none: the place left to the tracks, as without pictures."""
        if portrait == self._portrait_shown:
            return
        self._portrait_shown = portrait
        from vtt.ui import images
        images.show_portrait(self.portrait, portrait, PORTRAIT_PX)

    def sections(self) -> list:
        hook = getattr(self.controller.ruleset, "sheet", None)
        who = self.who
        if hook is None or who is None or self.controller.view(self.viewer).token(who) is None:
            return []
        return hook(self.controller.state, who)

    def refresh(self, _events=()) -> None:
        self.tracks.show_participant(self.who)
        token = self.tracks.token()
        self.tracks.setFixedHeight(44 + 30 * len(token.tracks) if token is not None else 44)
        self._show_portrait(self.controller.view(self.viewer).extra.get(PORTRAITS, {}).get(self.who)
                            if token is not None else None)
        sections = self.sections()
        told = (sections, current_language(), self.controller.ruleset)
        if told == self._told:          # the same sections (records, compared by value) in the same language: the
            return                      # same text, not told again (a move of another, at every change)
        self._told = told
        text = self.controller.text
        muted = DARK.muted.name()
        html = []
        for sec in sections:
            html.append(f"<p style='margin:6px 0 2px 0'><b>{escape(text(sec.title))}</b></p><table cellspacing='0'>")
            for label, value in sec.rows:
                html.append(f"<tr><td style='padding:1px 12px 1px 0'>{escape(text(label))}</td>"
                            f"<td style='color:{muted}'>{escape(text(value))}</td></tr>")
            html.append("</table>")
        html = "".join(html)
        if html != self._html:          # the same sheet is not parsed and laid out again
            self._html = html
            self._set_html(html)

    def _set_html(self, html: str) -> None:
        """The sections' text replaced, its scroll bar held as it is meanwhile: setHtml empties the page first, so a
        shown bar hid, the page was laid out at the wider width, then the bar came back and it was laid out again
        (two layouts, the viewport resized twice, the frame and bar repainted: ~5 M instructions a sheet changed).
        Its policy is as needed again after, which shows or hides it only if the new text needs that."""
        d = self.details
        if not d.isVisible():           # (before the window shows: nothing laid out to keep, no enum built)
            d.setHtml(html)
            return
        policy = Qt.ScrollBarPolicy
        d.setVerticalScrollBarPolicy(policy.ScrollBarAlwaysOn if d.verticalScrollBar().isVisible()
                                     else policy.ScrollBarAlwaysOff)
        d.setHtml(html)
        d.setVerticalScrollBarPolicy(policy.ScrollBarAsNeeded)
