"""One participant's sheet: parts by location, what can be used now (asked of the session), fetters, AP."""
from __future__ import annotations

from operator import attrgetter

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHeaderView, QLabel, QMenu, QTabWidget, QTreeWidget,
                               QTreeWidgetItem, QVBoxLayout, QWidget)

from vtt.ui import ask, i18n, layouts, theme
from vtt.ui.nechronica import markers
from vtt.core import battle_pictures, errors, records, ruleset
from vtt.rules.nechronica import commands as cmds, limits, terms
from vtt.rules.nechronica.engine import OUTCOMES, actors_now, prompt_damage
from vtt.ui.widgets import battle_controller

confirmed = ask.confirmed
Retranslating, current_language = i18n.Retranslating, i18n.current_language
button, hbox, vbox = layouts.button, layouts.hbox, layouts.vbox
area_text, bodies_text, cost_text = markers.area_text, markers.bodies_text, markers.cost_text
fetter_target_text, fetter_word_text = markers.fetter_target_text, markers.fetter_word_text
kind_text, mad_effect_does_text, name_text = markers.kind_text, markers.mad_effect_does_text, markers.name_text
range_text, status_texts = markers.range_text, markers.status_texts
PORTRAITS = battle_pictures.PORTRAITS
Phrase = errors.Phrase
Command = records.Command
GM_VIEWER = ruleset.GM_VIEWER
AREA, ESCAPE, PART, TARGET, TO = cmds.AREA, cmds.ESCAPE, cmds.PART, cmds.TARGET, cmds.TO
AP_OVERRIDE, BODIES_MAX, MADNESS_MAX, pips = limits.AP_OVERRIDE, limits.BODIES_MAX, limits.MADNESS_MAX, limits.pips
ACTION_CHECK_COST = limits.ACTION_CHECK_COST
AREAS, LOCATION_NAMES_JA = terms.AREAS, terms.LOCATION_NAMES_JA
HEADING_PX = theme.HEADING_PX
others = battle_controller.others

_ID, _WHO = attrgetter("id"), attrgetter("who")
_PART_READS = attrgetter("key", "location", "timing", "cost", "range", "category", "damaged", "label", "effect",
                         "effect_en")      # what a part's row is told from (its texts; whether usable: _part_rows)
LOCATION_ORDER = ("head", "arms", "torso", "legs", "body", "skill")
PORTRAIT_PX = 64                              # her portrait beside her name and AP, in pixels
KEY_ROLE = Qt.ItemDataRole.UserRole
LOC_ROLE = Qt.ItemDataRole.UserRole + 1     # a location title row: its location
PICK_ROLE = Qt.ItemDataRole.UserRole + 2    # a part the pending hit may take (a box to tick)
ASK_ROLE = Qt.ItemDataRole.UserRole + 3     # a part not usable now: why is asked of the session when pointed at
HIT = QColor("#ffe9a8")                      # where a hit may land, the parts it may take
# The pick label's look, given when it is first shown: a style sheet restyles its widget through
# QStyleSheetStyle, which the first paint (no decision pending) need not pay for.
PICK_STYLE = "background:#fff3c4; color:#3b2f10; padding:3px"


def command_label(state, cmd: Command) -> str:
    """What a legal 'use' command does, in a few words: its target, destination or escape."""
    p = cmd.params
    parts = []
    if TARGET in p and p[TARGET] in state.fighters:
        parts.append(QCoreApplication.translate("CommandLabel", "on {0}").format(name_text(state.fighters[p[TARGET]])))
    if TO in p:
        parts.append(QCoreApplication.translate("CommandLabel", "to {0}").format(area_text(AREAS.index(p[TO]))))
    if p.get(ESCAPE):
        parts.append(QCoreApplication.translate("CommandLabel", "escape the battlefield"))
    if AREA in p and TARGET not in p:
        a = p[AREA]
        parts.append(QCoreApplication.translate("CommandLabel", "at {0}").format(
            area_text(a if isinstance(a, int) else AREAS.index(a))))
    return " ".join(parts) or QCoreApplication.translate("CommandLabel", "no target needed")


def enable_by_verdict(controller, button, cmd) -> None:
    """A confirm button enabled when the session would take ``cmd``, its tooltip saying why not."""
    verdict = controller.can(cmd) if cmd is not None else None
    button.setEnabled(bool(verdict))
    button.setToolTip("" if verdict is None or verdict.ok else controller.reason(verdict))


def _mad_tip(said: str, fetter) -> str:
    """A mad fetter's tooltip: the madness in words, and what its mad effect does (in the interface language)."""
    does = mad_effect_does_text(fetter.mad_effect or fetter.emotion)
    return f"{said}\n{does}" if does else said


def effect_text(part) -> str:
    """A part's effect in the interface language: its file's English (``effect_en``) in the English window where
    it gives one, else its ``effect`` as written (the rulebook's Japanese), as the log says it
    (vtt.rules.nechronica.narration.effect_words; not told through the catalog here: the sheet asks it of every
    part at its first paint, ~9 M instructions more)."""
    return part.effect_en if part.effect_en and current_language() != "ja" else part.effect


def _effect_tip(part, why: str) -> str:
    """A part's effect column's tooltip: its effect, whether it can be used now (or why not), and its effect as
    the file gives it in the other language."""
    shown = effect_text(part)
    other = part.effect if shown != part.effect else part.effect_en
    return f"{shown}\n\n{why}" + (f"\n{other}" if other and other != shown else "")


def _bold(item: QTreeWidgetItem) -> None:
    """A row's first column in bold: a location's title, a part usable now."""
    f = item.font(0)
    f.setBold(True)
    item.setFont(0, f)


def _set_tips(item, why: str, effect_tip: str) -> None:
    for col in range(6):
        item.setToolTip(col, why)
    item.setToolTip(5, effect_tip)


class DollSheet(Retranslating, QWidget):
    """A view of ``controller.state.fighters[pid]``; gestures become commands via ``command_requested``."""

    command_requested = Signal(object)     # a Command (the main window adds typed dice, then does it)

    def __init__(self, controller, pid: str, parent=None):
        super().__init__(parent)
        self.c = controller
        self.pid = pid
        self._legal: dict[str, list[Command]] = {}
        # what the widgets show now: a refresh that would show the same leaves them alone
        self._parts_shown: list | None = None
        self._fetters_shown: list | None = None
        self._fetters_key = None           # (the battle, what her fetters' rows were told from: _fill_fetters)
        self._rows_kept = None             # (what her parts' rows were told from, them: _part_rows)
        self._targets_shown: list | None = None
        self._drawn: int | None = None          # the controller's revision drawn (None: redraw when shown)
        self.header = QLabel()
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.header.setWordWrap(True)
        self.ap_label = QLabel()
        self.ap_label.setWordWrap(True)       # a long max-AP breakdown wraps: it must not widen the dock
        self.tree = QTreeWidget()
        self.tree.setColumnCount(6)
        self.tree.setAlternatingRowColors(True)
        self.tree.setRootIsDecorated(True)
        self.tree.setUniformRowHeights(True)
        self.tree.header().setStretchLastSection(True)
        self.tree.itemDoubleClicked.connect(self._on_double_click)
        # why a part cannot be used now is asked of the session when the pointer comes to its row, not at every
        # change of the battle for every such part (11 of the sample doll's: ~1.4 M instructions a move)
        self.tree.setMouseTracking(True)
        self.tree.entered.connect(self._explain)
        self._explained: dict[str, int] = {}    # part -> the revision whose reason its tooltips say
        self._pointed: str | None = None         # the part whose row the pointer came to last
        self.tree.currentItemChanged.connect(lambda *_: self._fill_targets())
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._part_menu)
        self.targets = QComboBox()
        self.targets.setMinimumContentsLength(18)
        self.use_button = button(self.use_selected)
        # a decision about this doll's body (where the hit lands, which parts it takes): answered here too
        self.pick_label = QLabel()
        self.pick_label.setWordWrap(True)
        self.pick_button = button(self.confirm_picked_parts)
        self.pick_label.setVisible(False)
        self.pick_button.setVisible(False)
        self.tree.itemChanged.connect(self._on_item_changed)
        self.fetters = QTreeWidget()
        self.fetters.setColumnCount(4)
        self.fetters.setRootIsDecorated(False)
        self.fetters.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.fetters.header().setStretchLastSection(True)
        self.fetters.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.fetters.customContextMenuRequested.connect(self._fetter_menu)
        self.header.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.header.customContextMenuRequested.connect(
            lambda pos: self.participant_menu().exec(self.header.mapToGlobal(pos)))
        self.portrait = QLabel()                 # her portrait beside her name (the view's); none: hidden
        self.portrait.setFixedSize(PORTRAIT_PX, PORTRAIT_PX)
        self.portrait.setVisible(False)
        self._portrait_shown = None
        top = hbox((self.portrait, 0, Qt.AlignmentFlag.AlignTop), (vbox(self.header, self.ap_label, margin=0), 1),
                   margin=0)
        vbox(top, hbox((self.pick_label, 1), self.pick_button), (self.tree, 3), hbox((self.targets, 1), self.use_button),
             (self.fetters, 1), parent=self, margin=4)
        self.retranslate()

    # -- model ----------------------------------------------------------------------------------
    @property
    def participant(self):
        s = self.c.session
        return None if s is None else s.state.fighters.get(self.pid)

    def body_prompt(self):
        """The pending decision about this doll's body, if any: where a hit lands on her ("location",
        whoever chooses) or which of her parts it takes ("parts", "madness_part")."""
        s = self.c.session
        if s is None:
            return None
        b = s.state
        for pr in b.prompts:
            if pr.kind in ("parts", "madness_part") and pr.chooser == self.pid:
                return pr
            if pr.kind == "location" and (hit := prompt_damage(b, pr)) is not None and hit.target == self.pid:
                return pr
        return None

    def kept_pictures(self) -> list:
        """(widget, its key) of what is drawn from a kept picture while it shows the same: the parts' and the
        fetters' pages, headers, scroll bars and frames, her name and AP, the targets' list and the Use button
        (vtt.ui.widgets.kept; DollSheets keeps them)."""
        from vtt.ui.widgets.kept import (button_key, combo_box_key, frame_key, header_key, item_view_key, label_key,
                                         scroll_bar_key)
        out = [(label, label_key(label)) for label in (self.header, self.ap_label)]
        out += [(self.targets, combo_box_key(self.targets)), (self.use_button, button_key(self.use_button))]
        for tree in (self.tree, self.fetters):
            out += [(tree.viewport(), item_view_key(tree)), (tree.header().viewport(), header_key(tree.header())),
                    (tree, frame_key(tree))]
            out += [(bar, scroll_bar_key(bar)) for bar in (tree.horizontalScrollBar(), tree.verticalScrollBar())]
        return out

    def showEvent(self, e):
        if self._drawn != self.c.revision:
            self.refresh()
        super().showEvent(e)

    def retranslate(self):
        self.tree.setHeaderLabels([self.tr("Part"), self.tr("Timing"), self.tr("Cost"), self.tr("Range"),
                                   self.tr("Now"), self.tr("Effect")])
        self.fetters.setHeaderLabels([self.tr("Fetter"), self.tr("Emotion"), self.tr("Madness"),
                                      self.tr("Mad effect")])
        self.use_button.setText(self.tr("Use"))
        self.pick_button.setText(self.tr("Damage the parts ticked"))
        self.use_button.setToolTip(self.tr("Declare the selected maneuver with the chosen target (U)"))
        self.refresh()

    def refresh(self, events=None):
        p = self.participant
        if p is None:
            return
        if not self.isVisible():          # hidden tabs redraw when shown (200 sheets × every command)
            self._drawn = None
            return
        self._drawn = self.c.revision
        b = self.c.state
        self._legal = {}
        for cmd in self.c.legal_commands(self.pid):
            if cmd.type == cmds.USE:
                self._legal.setdefault(cmd.get(PART), []).append(cmd)
        status = status_texts(p)
        line = f"<b style='font-size:{HEADING_PX}px'>{name_text(p)}</b> &nbsp;{kind_text(p)} · {area_text(p.area)}"
        if p.kind == "legion":
            line += " · " + bodies_text(p)
        if status:
            line += f" · <span style='color:#b00'>{', '.join(status)}</span>"
        self.header.setText(line)
        portrait = self.c.view().extra.get(PORTRAITS, {}).get(self.pid)
        if portrait != self._portrait_shown:
            self._portrait_shown = portrait
            from vtt.ui import images
            images.show_portrait(self.portrait, portrait, PORTRAIT_PX)
        rows = b.max_ap_breakdown(p)      # (max AP is its sum: Battle.max_ap; not worked out twice a change)
        self.ap_label.setText(self.tr("AP {0} / max {1}  ({2})").format(
            p.ap, sum(v for _, v in rows), " ".join(f"{self._row_name(n)} {v:+d}" if i else f"{self._row_name(n)} {v}"
                                       for i, (n, v) in enumerate(rows))))
        self._fill_parts(p)
        self._fill_pick()
        self._fill_fetters(p)
        self._fill_targets()

    def _row_name(self, name) -> str:
        """A max-AP row's label: "base", a part's name, or a mad fetter (a Phrase) in the interface language."""
        if isinstance(name, Phrase):
            return self.c.reason(name)
        return self.tr("base") if name == "base" else name

    def _fill_parts(self, p):
        pr = self.body_prompt()
        rows = self._part_rows(p) + [("prompt", pr.kind, tuple(pr.options)) if pr is not None else ("prompt",)]
        if rows == self._parts_shown:     # the same rows: the tree, its selection and scrolling stay
            pointed = self._pointed
            if pointed is not None and self._explained.get(pointed) != self.c.revision and self.tree.underMouse():
                item = self._find_item(pointed)           # pointed at still: why not, as the battle is now
                if item is not None:
                    self._explain(self.tree.indexFromItem(item))
            return
        self._parts_shown = rows
        self._explained, self._pointed = {}, None
        current = self.selected_part_key()
        self.tree.blockSignals(True)
        self.tree.clear()
        parent = self.tree.invisibleRootItem()
        select = None
        pick_locations = set(pr.options) if pr is not None and pr.kind == "location" else set()
        pick_parts = set(pr.options) if pr is not None and pr.kind in ("parts", "madness_part") else set()
        for row in rows:
            if row[0] == "prompt":
                continue
            if row[0] == "group":
                parent = QTreeWidgetItem([row[1]])
                parent.setData(0, LOC_ROLE, row[2])
                _bold(parent)
                parent.setFirstColumnSpanned(True)
                self.tree.addTopLevelItem(parent)
                continue
            item = self._part_item(*row[1:])
            if row[1] in pick_parts:        # a part the hit may take: a box to tick
                item.setData(0, PICK_ROLE, True)
                item.setCheckState(0, Qt.CheckState.Unchecked)
                for col in range(6):
                    item.setBackground(col, HIT)
                parent.setBackground(0, HIT)
            parent.addChild(item)
            if row[1] == current:
                select = item
        for i in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(i)
            if group.data(0, LOC_ROLE) in pick_locations:      # where the hit may land: double-click it
                group.setBackground(0, HIT)
                group.setToolTip(0, self.tr("Double-click: the hit lands here"))
        self.tree.expandAll()
        self.tree.header().resizeSections(QHeaderView.ResizeMode.ResizeToContents)   # once, not per row
        if select is not None:
            self.tree.setCurrentItem(select)
        self.tree.blockSignals(False)

    def _part_rows(self, p) -> list[tuple]:
        """What the parts tree shows, row by row: ("group", title) for a location (participants with
        locations), then ("part", key, column texts, tooltip, effect tooltip, usable now, damaged). The last rows
        while every part reads as then, each as usable, in the same language (a move elsewhere: each part's texts
        were told again at each command, ~0.5 M instructions)."""
        key = (current_language(), p.has_locations, tuple(map(_PART_READS, p.parts)),
               tuple(bool(self._legal.get(part.key)) for part in p.parts))
        kept = self._rows_kept
        if kept is None or kept[0] != key:
            kept = self._rows_kept = (key, self._part_rows_made(p))
        return list(kept[1])

    def _part_rows_made(self, p) -> list[tuple]:
        names = {"head": self.tr("Head"), "arms": self.tr("Arms"), "torso": self.tr("Torso"),
                 "legs": self.tr("Legs"), "body": self.tr("Body"), "skill": self.tr("Skills")}
        timings = {"auto": self.tr("Auto"), "action": self.tr("Action"), "judge": self.tr("Judge"),
                   "damage": self.tr("Damage"), "rapid": self.tr("Rapid")}
        rows = []
        for loc in LOCATION_ORDER:
            parts = [x for x in p.parts if x.location == loc]
            if parts and p.has_locations:
                ja = LOCATION_NAMES_JA[loc]         # the sheet's own word, shown once in Japanese
                title = names[loc] if names[loc] == ja else f"{names[loc]}  {ja}"
                if loc in ("head", "arms", "torso", "legs"):
                    title += "  " + self.tr("({0} intact)").format(len(p.intact_parts(loc)))
                rows.append(("group", title, loc))
            for part in parts:
                legal = bool(self._legal.get(part.key))
                if part.timing == "auto":
                    now, why = "", self.tr("Auto: always in effect")
                elif legal and part.damaged:
                    now, why = "▶", self.tr("Damaged, yet usable now: it was damaged by an Action at this "
                                            "count, and actions at one count are simultaneous, so it still "
                                            "works until the count ends")
                elif legal:
                    now, why = "▶", self.tr("Can be used now")
                else:
                    now, why = "", None           # asked when pointed at (_explain)
                texts = (name_text(part) + (" ♥" if part.category == "treasure" else ""),
                         timings.get(part.timing, part.timing), cost_text(part), range_text(part), now,
                         effect_text(part))
                effect_tip = None if why is None else _effect_tip(part, why)
                rows.append(("part", part.key, texts, why, effect_tip, legal, part.damaged))
        return rows

    @staticmethod
    def _part_item(key, texts, why, effect_tip, legal, damaged) -> QTreeWidgetItem:
        item = QTreeWidgetItem(list(texts))
        item.setData(0, KEY_ROLE, key)
        if why is None:
            item.setData(0, ASK_ROLE, True)
        else:
            _set_tips(item, why, effect_tip)
        if legal:
            item.setForeground(4, QColor("#1a7f37"))
            _bold(item)
        if damaged:
            for col in range(6):
                f = QFont(item.font(col))
                f.setStrikeOut(True)
                item.setFont(col, f)
                item.setForeground(col, QColor("#999999"))
        return item

    def _explain(self, index) -> None:
        """The pointer came to a row: a part not usable now says why in its tooltips (asked of the session now, once
        a change of the battle)."""
        item = self.tree.itemFromIndex(index)
        if item is None or not item.data(0, ASK_ROLE):
            return
        key = item.data(0, KEY_ROLE)
        p = self.participant
        part = None if p is None else p.part(key)
        self._pointed = key
        if part is None or self._explained.get(key) == self.c.revision:
            return
        self._explained[key] = self.c.revision
        why = self.unusable_reason(key)
        _set_tips(item, why, _effect_tip(part, why))

    def unusable_reason(self, key: str) -> str:
        """The session's reason this part can't be used now (never a rule of our own)."""
        v = self.c.can(cmds.use(self.pid, key))
        if v.ok or v.incomplete:           # allowed but for the target still to choose: none is legal
            return self.tr("No legal target right now")
        return self.c.reason(v)

    def _fill_fetters(self, p):
        # (told again only when her fetters, the language or the battle's cast changed: whom a fetter names is looked
        # for among the 200, name by name, at each command, ~0.8 M instructions a move among them)
        b = self.c.state
        key = (current_language(), len(b.fighters), tuple((f.target, f.treasure, f.emotion, f.madness, f.mad,
                                                           f.mad_effect) for f in p.fetters))
        if self._fetters_key is not None and self._fetters_key[0] is b and self._fetters_key[1] == key:
            return
        self._fetters_key = (b, key)
        rows = [(fetter_target_text(self.c.state, f.target) + (" ♥" if f.treasure else ""), fetter_word_text(f.emotion),
                 pips(f.madness), fetter_word_text(f.mad_effect) if f.mad else "",
                 self.tr("{0} of {1} madness").format(f.madness, MADNESS_MAX),
                 _mad_tip(self.tr("Mad: {0}").format(fetter_word_text(f.mad_effect or f.emotion)), f) if f.mad else None)
                for f in p.fetters]
        if rows == self._fetters_shown:
            return
        self._fetters_shown = rows
        self.fetters.clear()
        self.fetters.setVisible(bool(rows))
        for *texts, tip, mad_tip in rows:
            item = QTreeWidgetItem(texts)
            item.setToolTip(2, tip)
            if mad_tip is not None:
                for col in range(4):
                    item.setForeground(col, QColor("#b00020"))
                item.setToolTip(3, mad_tip)
            self.fetters.addTopLevelItem(item)

    def _target_order(self, cmd) -> int:
        """Foes first, then what needs no target, her own side last (the box's default is never a sister)."""
        b = self.c.state
        t = b.fighters.get(cmd.get(TARGET) or "")
        if t is None:
            return 1
        return 2 if t.side == b.fighters[self.pid].side and t.id != self.pid else 0

    def _fill_targets(self):
        key = self.selected_part_key()
        cmds = sorted(self._legal.get(key, []) if key else [], key=self._target_order)
        shown = [(command_label(self.c.state, cmd), cmd) for cmd in cmds]
        if shown == self._targets_shown:
            return                        # the same choices: the GM's pick stays
        self._targets_shown = shown
        self.targets.clear()
        for label, cmd in shown:
            self.targets.addItem(label, cmd)
        self.targets.setEnabled(bool(cmds))
        self.use_button.setEnabled(bool(cmds))

    # -- gestures ---------------------------------------------------------------------------------
    def selected_part_key(self) -> str | None:
        item = self.tree.currentItem()
        return None if item is None else item.data(0, KEY_ROLE)

    def select_part(self, key: str) -> None:
        it = self._find_item(key)
        if it is not None:
            self.tree.setCurrentItem(it)

    def _find_item(self, key):
        return next((item for item in self._rows() if item.data(0, KEY_ROLE) == key), None)

    def use_selected(self) -> bool:
        cmd = self.targets.currentData()
        if cmd is None:
            key = self.selected_part_key()
            if key:
                self.c.error.emit(self.unusable_reason(key))
            return False
        if not confirmed(self, self.c, cmd):          # an attack on her own side: asked first, here only
            return False
        self.command_requested.emit(cmd)
        return True

    # -- answering a decision about her body on the sheet (#21 item 8) ------------------------------
    def _fill_pick(self) -> None:
        pr = self.body_prompt()
        shown = pr is not None
        if shown and not self.pick_label.styleSheet():
            self.pick_label.setStyleSheet(PICK_STYLE)
        self.pick_label.setVisible(shown)
        self.pick_button.setVisible(shown and pr.kind != "location")
        if not shown:
            return
        if pr.kind == "location":
            self.pick_label.setText(self.tr("Where does the hit land? Double-click a highlighted location"))
        else:
            self.pick_label.setText(self.tr("Tick {0} highlighted part(s) to damage, then confirm").format(pr.count))
        self._update_pick_button()
        asked = (pr.kind, pr.chooser, tuple(pr.options))
        if asked != getattr(self, "_scrolled_for", None):        # once a decision, not at each refresh after
            self._scrolled_for = asked
            first = self._first_pick(pr)
            if first is not None:             # a short sheet: the parts to tick (or locations) into view
                self.tree.scrollToItem(first, QAbstractItemView.ScrollHint.PositionAtTop)

    def _first_pick(self, pr):
        """The sheet's first row the decision asks about: a part to tick, else a location to double-click."""
        return next((item for item in self._rows() if item.data(0, PICK_ROLE)
                     or (pr.kind == "location" and item.data(0, LOC_ROLE) in pr.options)), None)

    def _rows(self):
        """Every row of the list, at any level: a doll's parts under their location, a horror's or legion's
        without one (locations first, then the parts under them, in order)."""
        todo = [self.tree.invisibleRootItem()]
        while todo:
            node = todo.pop(0)
            for i in range(node.childCount()):
                yield node.child(i)
                todo.append(node.child(i))

    def picked_parts(self) -> list[str]:
        """The parts ticked, at any level: a doll's under their location, a horror's or legion's without one."""
        return [item.data(0, KEY_ROLE) for item in self._rows()
                if item.data(0, PICK_ROLE) and item.checkState(0) == Qt.CheckState.Checked]

    def _pick_command(self) -> Command | None:
        pr = self.body_prompt()
        if pr is None or pr.kind not in ("parts", "madness_part"):
            return None
        return cmds.choose_parts(pr.chooser, self.picked_parts())

    def _on_item_changed(self, item, col):
        if col == 0 and item.data(0, PICK_ROLE):
            self._update_pick_button()

    def _update_pick_button(self) -> None:
        enable_by_verdict(self.c, self.pick_button, self._pick_command())

    def confirm_picked_parts(self) -> bool:
        cmd = self._pick_command()
        if cmd is None or not self.c.can(cmd):
            return False
        self.command_requested.emit(cmd)
        return True

    def pick_location(self, loc: str) -> bool:
        pr = self.body_prompt()
        if pr is None or pr.kind != "location" or loc not in pr.options:
            return False
        self.command_requested.emit(cmds.choose_location(pr.chooser, loc))
        return True

    def _on_double_click(self, item, _col):
        loc = item.data(0, LOC_ROLE)
        if loc is not None:                 # a location's title: where the hit lands, when that is asked
            self.pick_location(loc)
            return
        if item.data(0, PICK_ROLE):         # a part the hit may take: tick, don't use
            item.setCheckState(0, Qt.CheckState.Unchecked if item.checkState(0) == Qt.CheckState.Checked
                               else Qt.CheckState.Checked)
            return
        key = item.data(0, KEY_ROLE)
        cmds = self._legal.get(key, []) if key else []
        if len(cmds) == 1:
            self.command_requested.emit(cmds[0])
        elif cmds:
            self.targets.setFocus()
            self.targets.showPopup()
        elif key:
            self.c.error.emit(self.unusable_reason(key))

    # -- GM overrides (context menus) ------------------------------------------------------------------
    def _emit(self, cmd: Command) -> None:
        self.command_requested.emit(cmd)

    def part_menu(self, key: str) -> QMenu:
        p = self.participant
        part = p.part(key)
        m = QMenu(self)
        if part.location != "skill":
            if part.damaged:
                m.addAction(self.tr("Repair 【{0}】 (GM)").format(name_text(part)),
                            lambda: self._emit(cmds.override_repair(self.pid, key)))
            else:
                m.addAction(self.tr("Damage 【{0}】 (GM)").format(name_text(part)),
                            lambda: self._emit(cmds.override_damage(self.pid, key)))
        m.addSeparator()
        self._add_participant_actions(m)
        return m

    def _part_menu(self, pos):
        item = self.tree.itemAt(pos)
        key = item.data(0, KEY_ROLE) if item else None
        m = self.part_menu(key) if key else self.participant_menu()
        m.exec(self.tree.viewport().mapToGlobal(pos))

    def fetter_menu(self, index: int) -> QMenu:
        m = QMenu(self)
        f = self.participant.fetters[index]
        sub = m.addMenu(self.tr("Set madness on {0} (GM)").format(f.target))
        for v in range(MADNESS_MAX + 1):
            a = sub.addAction(f"{v}  {pips(v)}", lambda v=v: self._emit(cmds.override_madness(self.pid, index, v)))
            a.setCheckable(True)
            a.setChecked(v == f.madness)
        m.addSeparator()
        self._add_participant_actions(m)
        return m

    def _fetter_menu(self, pos):
        item = self.fetters.itemAt(pos)
        m = self.fetter_menu(self.fetters.indexOfTopLevelItem(item)) if item else self.participant_menu()
        m.exec(self.fetters.viewport().mapToGlobal(pos))

    def participant_menu(self) -> QMenu:
        m = QMenu(self)
        self._add_participant_actions(m)
        return m

    def _add_participant_actions(self, m: QMenu):
        p = self.participant
        wait = cmds.wait(self.pid)
        verdict = self.c.can(wait)
        a = m.addAction(self.tr("Wait (W)"), lambda: self.command_requested.emit(wait))
        a.setEnabled(bool(verdict))
        a.setToolTip("" if verdict else self.c.reason(verdict))
        m.setToolTipsVisible(True)
        m.addSeparator()
        m.addAction(self.tr("Set AP… (GM)"), lambda: self._ask(self.tr("Set AP"), self.tr("AP of {0}:"), p.ap,
                                                               *AP_OVERRIDE, cmds.override_set_ap))
        # an action check (行動判定) at her action, at the cost the GM rules (asked), as the GM's forms make it too
        check = cmds.action_check(self.pid, ACTION_CHECK_COST[0])
        verdict = self.c.can(check)
        a = m.addAction(self.tr("Action check… (GM)"), lambda: self._ask(
            self.tr("Action check"), self.tr("The cost the NC rules for {0}'s action check (AP):"), 1,
            *ACTION_CHECK_COST, cmds.action_check))
        a.setEnabled(bool(verdict))
        a.setToolTip("" if verdict else self.c.reason(verdict))
        move = m.addMenu(self.tr("Move to (GM)"))
        for i in range(len(AREAS)):
            a = move.addAction(area_text(i), lambda i=i: self._emit(cmds.override_move(self.pid, AREAS[i])))
            a.setEnabled(i != p.area)
        if p.kind == "legion":
            m.addAction(self.tr("Set bodies… (GM)"), lambda: self._ask(
                self.tr("Set bodies"), self.tr("Bodies of {0}:"), p.bodies, 0, BODIES_MAX, cmds.override_bodies))
        m.addAction(self.tr("Return to the battle (GM)") if p.escaped else self.tr("Escape (GM)"),
                    lambda: self._emit(cmds.override_escape(self.pid, not p.escaped)))
        if p.kind == "doll":
            m.addAction(self.tr("Madness check"), lambda: self._emit(cmds.madness_check(self.pid)))
        if p.side == "enemies":
            vis = m.addMenu(self.tr("Table view (GM)"))
            for key, text in ((cmds.HIDDEN, self.tr("Hidden")), (cmds.SHOW_NAME, self.tr("Show name")),
                              (cmds.SHOW_AP, self.tr("Show AP")), (cmds.SHOW_DAMAGE, self.tr("Show damage"))):
                a = vis.addAction(text)
                a.setCheckable(True)
                a.setChecked(bool(getattr(p, key)))
                a.toggled.connect(lambda on, key=key: self._emit(cmds.override_visibility(self.pid, **{key: on})))
        m.addSeparator()
        end = m.addMenu(self.tr("End the battle (GM)"))
        texts = {"victory": self.tr("Victory"), "annihilated": self.tr("Annihilated"), "escaped": self.tr("Escaped"),
                 "enemies_escaped": self.tr("Enemies escaped"), "ended": self.tr("Ended")}
        for outcome in OUTCOMES:                     # every way the rules end a battle, the GM's to choose
            end.addAction(texts[outcome], lambda o=outcome: self._emit(cmds.override_end_battle(o)))

    def _ask(self, title: str, label: str, start: int, low: int, high: int, make) -> None:
        """A number the GM gives for her (her AP, a legion's bodies, an action check's cost), asked now from
        ``start``: ``make(who, value)`` sent."""
        from PySide6.QtWidgets import QInputDialog    # imported when first opened: not at start-up
        v, ok = QInputDialog.getInt(self, title, label.format(name_text(self.participant)), start, low, high)
        if ok:
            self._emit(make(self.pid, v))


class _SheetTab(QWidget):
    """One participant's tab; holds the sheet once it is built."""

    def __init__(self, pid: str):
        super().__init__()
        self.pid = pid
        self.sheet: DollSheet | None = None
        QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)


#: tabs shown at once beside the dolls' when a battle has more participants (DollSheets)
TABS_SHOWN = 16


class DollSheets(Retranslating, QTabWidget):
    """Every participant's sheet, one tab each (dolls first); rebuilt when a battle is opened.

    A sheet is built when its tab is first shown, so a battle opens (and paints) with one sheet made.
    After a change only the sheet on show is redrawn; the others redraw when they are shown, and only the tab
    titles whose participant changed are told again. In a crowd the bar shows the dolls' tabs and the
    TABS_SHOWN around the sheet on show (the others come up from their markers, the count track, Ctrl+Tab):
    Qt's tab bar measures every tab's title at each paint, 200 tabs ~6 M instructions a paint."""

    command_requested = Signal(object)
    own_dock_requested = Signal(str)        # a participant id: her sheet in a dock of its own

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.c = controller
        self.setDocumentMode(True)
        self.setUsesScrollButtons(True)
        self.tabBar().setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tabBar().customContextMenuRequested.connect(self._tab_menu)
        self.sheets: dict[str, DollSheet] = {}      # the sheets built so far, by participant id
        self._tabs: dict[str, _SheetTab] = {}
        self._titles: dict[str, str] = {}           # the tab titles shown, by participant id
        self._told: tuple | dict = {}               # (tokens, entries) the titles were told from ({}: none yet)
        self._shown: set[int] = set()               # the tabs the bar shows (a crowd: _show_tabs_near)
        self._bar_told = 0                          # titles set and tabs shown or hidden so far (kept_pictures)
        self._kept_paints = None                    # the bar and the sheets' trees kept as pictures
        controller.session_replaced.connect(self.rebuild)
        controller.changed.connect(self._on_changed)
        self.currentChanged.connect(self._build_current)
        self.currentChanged.connect(self._show_tabs_near)
        self.rebuild()

    def rebuild(self):
        for tab in self._tabs.values():
            tab.deleteLater()
        self.blockSignals(True)          # no sheet is built for the tabs being removed and added
        self.clear()
        self.sheets, self._tabs, self._titles, self._told = {}, {}, {}, {}
        self._shown = set()
        if self.c.session is not None:
            ps = sorted(self.c.state.fighters.values(), key=lambda p: (p.side != "dolls",))
            for p in ps:
                self._tabs[p.id] = tab = _SheetTab(p.id)
                self.addTab(tab, name_text(p))
                self._titles[p.id] = name_text(p)
        self._shown = set(range(self.count()))
        self._bar_told += 1
        self._show_tabs_near(self.currentIndex())
        self.blockSignals(False)
        self._build_current()
        self._update_titles()

    def _show_tabs_near(self, index: int) -> None:
        """In a crowd (more than TABS_SHOWN beside the dolls), the bar shows the dolls' tabs and the TABS_SHOWN
        around ``index``, the sheet on show."""
        if index < 0 or self.c.session is None:
            return
        dolls = sum(1 for tab in self._tabs.values() if self.c.state.fighters[tab.pid].side == "dolls")
        n = self.count()
        if n <= dolls + TABS_SHOWN:
            wanted = set(range(n))
        else:
            first = min(max(dolls, index - TABS_SHOWN // 2), n - TABS_SHOWN)
            wanted = set(range(dolls)) | set(range(first, first + TABS_SHOWN))
        bar = self.tabBar()
        for i in wanted ^ self._shown:
            bar.setTabVisible(i, i in wanted)
            self._bar_told += 1
        self._shown = wanted

    def _build_current(self, index: int | None = None):
        tab = self.currentWidget()
        if tab is None or tab.sheet is not None:
            return
        sheet = tab.sheet = DollSheet(self.c, tab.pid, tab)
        sheet.command_requested.connect(self.command_requested)
        tab.layout().addWidget(sheet)
        sheet.show()                       # now, not when the layout gets to it: it is the visible tab
        self.sheets[tab.pid] = sheet
        if self._kept_paints is not None:
            for surface, key in sheet.kept_pictures():
                self._kept_paints.keep(surface, key)

    def kept_pictures(self) -> list:
        """Once the window has painted (vtt.ui.widgets.kept): the tab bar and each sheet's trees, their headers and
        scroll bars drawn from kept pictures while they show the same (a sheet built later too: kept here, not by
        the window, which asks once)."""
        if self._kept_paints is None:
            from vtt.ui.widgets.kept import KeptPaints, tab_bar_key
            self._kept_paints = KeptPaints(self)
            self._kept_paints.keep(self.tabBar(), tab_bar_key(self.tabBar(), lambda: self._bar_told))
            for sheet in self.sheets.values():
                for surface, key in sheet.kept_pictures():
                    self._kept_paints.keep(surface, key)
        return []

    def _on_changed(self, events=None):
        sheet = self.current_sheet()
        if sheet is not None:
            sheet.refresh()
        self._update_titles()

    def retranslate(self):
        """The interface language changed: the tabs name them in it (each sheet retranslates itself)."""
        self._told = {}
        self._update_titles()

    def _update_titles(self):
        """Each tab's title: her name, her AP, ▶ when she acts now, ✝ when she is out. Told again only for
        those whose token or count-track entry the view handed out anew (the same records: the same name,
        AP, acting and out: vtt.rules.nechronica.protocol.view; found in C, not along 200 tabs)."""
        if self.c.session is None:
            return
        view = self.c.view(GM_VIEWER)
        tokens, order, last = view.tokens, view.order.entries, self._told
        if last and len(last[0]) == len(tokens) and len(last[1]) == len(order):
            # those whose token or entry is another record than at the last telling, found in C (200 tabs)
            pids = set(map(_ID, others(tokens, tokens, last[0])))
            pids.update(map(_WHO, others(order, order, last[1])))
        else:
            pids = map(_ID, tokens)
        self._told = (tokens, order)
        fighters, acting = self.c.state.fighters, None
        for pid in pids:
            p, old = fighters.get(pid), self._titles.get(pid)
            if p is None or old is None:
                continue
            if acting is None:
                acting = {q.id for q in actors_now(self.c.state)}
            text = f"{'✝ ' if p.out else ('▶ ' if pid in acting else '')}{name_text(p)}  {p.ap}"
            if text != old:               # setTabText relayouts the bar: only when it changed
                self._titles[pid] = text
                self._bar_told += 1
                self.setTabText(self.indexOf(self._tabs[pid]), text)

    def tab_menu(self, index: int) -> QMenu | None:
        """A tab's right-click menu: her sheet in a dock of its own, to tile beside the others."""
        tab = self.widget(index)
        if tab is None:
            return None
        m = QMenu(self)
        m.addAction(self.tr("Open in its own dock"), lambda: self.own_dock_requested.emit(tab.pid))
        return m

    def _tab_menu(self, pos):
        m = self.tab_menu(self.tabBar().tabAt(pos))
        if m is not None:
            m.exec(self.tabBar().mapToGlobal(pos))

    def show_participant(self, pid: str):
        if pid in self._tabs:
            self._show_tabs_near(self.indexOf(self._tabs[pid]))      # (her tab shown before it is chosen)
            self.setCurrentWidget(self._tabs[pid])

    def current_sheet(self) -> DollSheet | None:
        tab = self.currentWidget()
        return None if tab is None else tab.sheet

    def current_participant(self) -> str | None:
        tab = self.currentWidget()
        return None if tab is None else tab.pid

    def step(self, step: int) -> None:
        """The next (or previous) participant's sheet, round the tabs."""
        n = self.count()
        if n:
            index = (self.currentIndex() + step) % n
            self._show_tabs_near(index)
            self.setCurrentIndex(index)

    def participant_menu(self, pid: str) -> QMenu | None:
        """Her sheet's right-click menu (the GM's overrides), her sheet brought up (a marker's menu)."""
        self.show_participant(pid)
        sheet = self.current_sheet()
        return sheet.participant_menu() if sheet is not None and sheet.pid == pid else None
