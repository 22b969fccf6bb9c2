"""The battle's log, for any ruleset: an entry per accepted command (its events told in the interface
language, its dice when no sentence shows them), the newest in sight, exportable as text or Markdown.

The entries are a read-only plain-text view (vtt.ui.widgets.log_view), not a list of items: appending a
command's entry lays out that entry only, and the item views' Python types cost ~10 M instructions at
start-up (docs/gui.md)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from vtt.core import files, free_roll, i18n as core_i18n
from vtt.ui import i18n, layouts
from vtt.ui.widgets import log_view

Retranslating, battle_name, current_language = i18n.Retranslating, i18n.battle_name, i18n.current_language
button, hbox, vbox = layouts.button, layouts.hbox, layouts.vbox



def record_lines(record, session, lang: str = "en") -> list[str]:
    """The sentences of one log record in ``lang``; the dice it used are added when no sentence shows them."""
    tell = session.ruleset.event_text
    lines = [tell(e, session.state, lang) for e in record.events if e.type != "undone"]
    lines = [line for line in lines if line]
    dice = record.command.dice
    if dice and record.command.type != free_roll.FREE_ROLL and _rolled(record, session) and not _shown(dice, lines):
        # in words (a die's emoji was a box on a machine without an emoji font)
        lines.append(QCoreApplication.translate("LogDock", "dice {0}").format(list(dice)))
    # a command that tells no event (zones' "No swap"): its label, not its bare type ("choose")
    return lines or [session.ruleset.command_text(session.state, record.command, lang)]


def _rolled(record, session) -> bool:
    """Whether ``record`` drew dice, not cards: one of its events is a roll the ruleset names (``roll_events``, as
    the table view's latest roll; zones' and hundred's deal draws cards: the log called them "dice", and told
    hundred's hidden hands); for a ruleset that names none, any draw."""
    kinds = getattr(session.ruleset, "roll_events", None)
    return kinds is None or any(e.type in kinds for e in record.events)


def _shown(dice, lines: list[str]) -> bool:
    """Whether the sentences show the dice: all of them, in order, among the dice they show in brackets ("[3, 6]",
    an explosion "[10+8, 3]"), however many sentences share them (an attack's and its dodge's)."""
    import re                     # (here: not at the first paint, docs/gui.md "The twelfth round"; re keeps the patterns)
    told = iter(int(n) for group in re.findall(r"\[([^\]]*)\]", " ".join(lines)) for n in re.findall(r"\d+", group))
    return all(any(n == d for n in told) for d in dice)


def entry_text(record, session, lang: str = "en") -> str:
    """One command's entry as the log shows it: its number, [GM] for an override, its sentences."""
    mark = " [GM]" if record.override else ""
    return f"{record.index + 1}.{mark} " + "\n    ".join(record_lines(record, session, lang))


def named_rounds(record) -> list[int]:
    """The rounds ``record``'s events name (their ``round``), in order: an event happens in the round it names."""
    rounds = (e.data.get("round") if isinstance(e.data, dict) else None for e in record.events)
    return [r for r in rounds if isinstance(r, int) and not isinstance(r, bool) and r > 0]


def round_heads(session) -> dict[int, int]:
    """Where each round begins in the log, for its export: {position of the record it begins with: round}. A round
    begins at the first record whose events name it; a round the log never saw begin — it is first named ending
    (ashes' round_ended 1, then round_started 2) or, with nothing named yet, is the round the battle is in
    (``ruleset.round``: ashes' first round, which no event opens) — began where the log did. One way for every
    ruleset and both formats."""
    heads: dict[int, int] = {}
    last = None
    for i, rec in enumerate(session.log):
        named = named_rounds(rec)
        for k, r in enumerate(named):
            if r == last:
                continue
            ending = any(later != r for later in named[k + 1:])
            heads[0 if last is None and ending else i] = r
            last = r
    if last is None and session.log:
        current = session.ruleset.round(session.state)
        if isinstance(current, int) and current > 0:
            heads[0] = current
    return heads


def _round_title(session, r: int, lang: str) -> str:
    return session.ruleset.text(core_i18n.round_phrase(r), lang)


def log_as_text(session, lang: str = "en") -> str:
    """The log as plain text: a line per round where it begins (``round_heads``), then the entries."""
    out = []
    heads = round_heads(session)
    for i, rec in enumerate(session.log):
        if i in heads:
            out += ([""] if out else []) + [_round_title(session, heads[i], lang), ""]
        mark = " [GM]" if rec.override else ""
        for i, line in enumerate(record_lines(rec, session, lang)):
            out.append(f"{rec.index + 1:>4}{mark}  {line}" if i == 0 else f"      {line}")
    return "\n".join(out) + "\n"


def log_as_markdown(session, title: str = "", lang: str = "en") -> str:
    """The log as Markdown: a heading per round where it begins (``round_heads``)."""
    from PySide6.QtCore import QCoreApplication
    name = battle_name(session, lang)
    out = [f"# {title or name or QCoreApplication.translate('LogDock', 'Battle log')}", ""]
    heads = round_heads(session)
    for i, rec in enumerate(session.log):
        if i in heads:      # (one blank line before it: the title's is there already)
            out += ([""] if out[-1] else []) + ["## " + _round_title(session, heads[i], lang), ""]
        lines = record_lines(rec, session, lang)
        mark = "[GM] " if rec.override else ""       # as the dock marks it (an override's sentence says so too)
        out.append(f"{rec.index + 1}. {mark}{lines[0]}")
        out += [f"   - {line}" for line in lines[1:]]
    return "\n".join(out) + "\n"


def export_log(session, path, lang: str = "en") -> Path:
    path = Path(path)
    text = (log_as_markdown(session, lang=lang) if path.suffix.lower() in (".md", ".markdown")
            else log_as_text(session, lang))
    files.write_text_atomic(path, text)
    return path


class LogDock(Retranslating, QWidget):
    """The log of the controller's battle: it appends the entries of new commands, drops undone ones, and
    is told again whole for another battle or language."""

    def __init__(self, controller, parent=None, offered=None):
        super().__init__(parent)
        self.controller = controller
        self.offered = offered                   # name -> where the window offers a file made from the battle
        self.view = log_view.LogView()
        self.export_button = button(lambda _=False: self.export_dialog())
        vbox(self.view, hbox(1, self.export_button), parent=self, margin=2)
        self._shown = (None, None, 0)            # (session, language, records) the view holds
        controller.changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        self.export_button.setText(self.tr("Export log…"))
        self.refresh()

    def kept_pictures(self) -> list:
        """What the window draws from kept pictures while it shows the same (vtt.ui.widgets.log_view), and the Export
        button (Fusion's drawing of it ~0.1 M instructions a paint)."""
        from vtt.ui.widgets.kept import button_key
        return [*self.view.kept_pictures(), (self.export_button, button_key(self.export_button))]

    def count(self) -> int:
        return self.view.count()

    def lines(self) -> list[str]:
        """The entries shown, one per command."""
        return self.view.lines()

    def refresh(self, events=None) -> None:
        """Mirror the session's log: the new records' entries appended; after an undo, another battle or
        another language, told again whole."""
        s = self.controller.session
        self.export_button.setEnabled(s is not None)
        if s is None:
            self.view.set_lines([])
            self._shown = (None, None, 0)
            return
        lang = current_language()
        session, shown_lang, n = self._shown
        log = s.log
        if session is not s or shown_lang != lang or n > len(log):
            self.view.set_lines([entry_text(rec, s, lang) for rec in log])
        elif n < len(log):
            self.view.add_lines([entry_text(rec, s, lang) for rec in log[n:]])
        self._shown = (s, lang, len(log))

    def export_dialog(self):
        if self.controller.session is None:
            return None
        from PySide6.QtWidgets import QFileDialog     # imported when first opened: not at start-up
        where = str(self.offered("log.md")) if self.offered is not None else "battle-log.md"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export log"), where,
                                              self.tr("Markdown (*.md);;Text (*.txt)"))
        if path:
            return self.export_to(path)
        return None

    def export_to(self, path) -> Path | None:
        try:
            written = export_log(self.controller.session, path, current_language())
        except OSError as e:
            self.controller.error.emit(self.tr("The log could not be written: {0}").format(e.strerror or e))
            return None
        self.controller.message.emit(self.tr("Log written to {0}").format(path))
        return written
