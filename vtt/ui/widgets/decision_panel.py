"""What the battle waits on, and the buttons that answer it, for any ruleset (vtt.core.ruleset.Awaited):
the commands of whoever acts or reacts now, a choice (one of / k of / distribute), and the GM's command
that moves the battle on."""
from __future__ import annotations

from PySide6.QtWidgets import (QCheckBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QMenu, QPushButton,
                               QScrollArea, QSpinBox, QVBoxLayout, QWidget)

from vtt.core.records import Command
from vtt.core.ruleset import ACT, CHOOSE, COMMIT, DISTRIBUTE, GM, K_OF, REACT

MAX_BUTTONS = 40          # per participant; the rest are in the menu of a "More…" button


class DecisionPanel(QWidget):
    """Rebuilt from ``controller.awaited()`` after every change; every button sends one command."""

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.body)
        lay = QVBoxLayout(self)
        lay.addWidget(self.heading)
        lay.addWidget(scroll, 1)
        self.buttons: dict[str, QPushButton] = {}      # label -> button (tests and shortcuts find them)
        controller.changed.connect(self.rebuild)
        self.rebuild()

    def resizeEvent(self, e):
        super().resizeEvent(e)
        if e.oldSize().width() != e.size().width():
            self.rebuild()               # one column or two, as the labels fit

    def _clear(self) -> None:
        self.buttons = {}
        while self.body_layout.count():
            item = self.body_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()             # gone at once (a grab before the deletion shows nothing)
                item.widget().deleteLater()

    def _button(self, label: str, command: Command, layout) -> QPushButton:
        b = QPushButton(label)
        b.clicked.connect(lambda _=False, c=command: self.controller.do(c))
        layout.addWidget(b)
        self.buttons[label] = b
        return b

    def _name(self, who) -> str:
        t = self.controller.view().token(who) if who else None
        return self.controller.token_name(t) if t is not None else self.tr("GM")

    def rebuild(self, _events=()) -> None:
        self._clear()
        awaited = self.controller.awaited()
        if not awaited:
            self.heading.setText(self.tr("The battle is over."))
            self.body_layout.addStretch(1)
            return
        first = awaited[0]
        shown: list[Command] = []           # the commands with a button (the fallback is not shown twice)
        if first.kind in (CHOOSE, COMMIT) and first.choice is not None:
            self._choice(first)
        elif first.kind in (ACT, REACT, COMMIT):
            title = {ACT: self.tr("Acts now: {0}"), REACT: self.tr("Reactions: {0}"),
                     COMMIT: self.tr("Still to commit (hidden until all have): {0}")}[first.kind]
            self.heading.setText(title.format(", ".join(self._name(a.who) for a in awaited if a.who)))
            for a in awaited:
                if a.who is None:
                    continue
                options = self.controller.legal_commands(a.who)
                if not options:
                    continue
                box = QGroupBox(self._name(a.who))
                grid = QGridLayout(box)
                labels = [self.controller.command_text(c) for c in options[:MAX_BUTTONS]]
                # two columns while the labels are short; one when a label would not fit half the panel
                cols = 2 if max(self.fontMetrics().horizontalAdvance(t) for t in labels) + 24 < self.width() / 2 - 24 else 1
                for i, (c, label) in enumerate(zip(options, labels)):
                    b = QPushButton(label)
                    b.clicked.connect(lambda _=False, c=c: self.controller.do(c))
                    grid.addWidget(b, i // cols, i % cols)
                    self.buttons[b.text()] = b
                if len(options) > MAX_BUTTONS:           # the rest in a menu, none left out
                    more = QPushButton(self.tr("More… ({0})").format(len(options) - MAX_BUTTONS))
                    menu = QMenu(more)
                    for c in options[MAX_BUTTONS:]:
                        menu.addAction(self.controller.command_text(c)).triggered.connect(
                            lambda _=False, c=c: self.controller.do(c))
                    more.setMenu(menu)
                    grid.addWidget(more, (MAX_BUTTONS + cols - 1) // cols, 0, 1, cols)
                    self.more = menu
                shown += options
                self.body_layout.addWidget(box)
        else:
            self.heading.setText(self.controller.text(first.phrase) if first.phrase is not None else "")
        gm = next((a for a in awaited if a.kind == GM or (a.fallback is not None and a.kind == REACT)), None)
        if gm is not None and gm.fallback is not None and gm.fallback not in shown:   # not twice
            label = (self.controller.text(gm.phrase) if gm.kind == GM and gm.phrase is not None
                     else self.controller.command_text(gm.fallback))
            self._button(label, gm.fallback, self.body_layout)
        self.body_layout.addStretch(1)

    # -- choices --------------------------------------------------------------------------------
    def _choice(self, a) -> None:
        ch = a.choice
        self.heading.setText(f"{self._name(a.who)}: {self.controller.text(ch.phrase) if ch.phrase else ch.kind}")
        if ch.form not in (K_OF, DISTRIBUTE):
            for c in self.controller.legal_commands(a.who)[:MAX_BUTTONS]:
                self._button(self.controller.command_text(c), c, self.body_layout)
            return
        box = QWidget()
        lay = QVBoxLayout(box)
        picks = []
        for opt in ch.options:
            row = QHBoxLayout()
            if ch.form == K_OF:
                w = QCheckBox(str(opt))
            else:
                w = QSpinBox()
                w.setRange(0, ch.count)
                row.addWidget(QLabel(str(opt)))
            row.addWidget(w)
            lay.addLayout(row)
            picks.append((opt, w))
        ok = QPushButton(self.tr("OK"))
        lay.addWidget(ok)
        self.body_layout.addWidget(box)
        self.buttons["OK"] = ok

        def answer():
            if ch.form == K_OF:
                value = [o for o, w in picks if w.isChecked()]
            else:
                value = [o for o, w in picks for _ in range(w.value())]
            self.controller.do(Command(ch.command, a.who, {ch.key: value}))
        ok.clicked.connect(answer)
