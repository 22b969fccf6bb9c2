"""What a participant's printed sheet shows, for any ruleset, in both languages and with no Qt: her
portrait and damage tracks (the view's) and the sections of the ruleset's ``sheet(state, who)`` hook. The generic
printed sheet (vtt/ui/sheet_generic.py) draws it; the generic exports (vtt/interop) write it out."""
from __future__ import annotations

from .battle_pictures import PORTRAITS
from .errors import Phrase, Term
from .fielded import same, shown
from .ruleset import GM_VIEWER


class GenericSheet:
    """What one page shows, in both languages: (english, japanese) pairs. (A plain class, not a dataclass: every
    package ruleset imports this module before its first paint, vtt.core.fielded; ``==`` and the repr by the
    fields, as the dataclass's.)"""

    name: tuple[str, str]
    tracks: list                    # (label pair, [(segment label, state)])
    sections: list                  # (title pair, [(label pair, value pair)])
    notes: str                      # the character file's notes, printed under "Notes"
    portrait: dict | None           # her portrait, its picture by an absolute path
    __slots__ = ("name", "tracks", "sections", "notes", "portrait")
    _fields = __slots__

    def __init__(self, name: tuple[str, str], tracks: list | None = None, sections: list | None = None,
                 notes: str = "", portrait: dict | None = None):
        self.name = name
        self.tracks = [] if tracks is None else tracks
        self.sections = [] if sections is None else sections
        self.notes = notes
        self.portrait = portrait

    def __eq__(self, other: object) -> bool:
        return same(self, other)

    def __repr__(self) -> str:
        return shown(self)


def both(ruleset, value) -> tuple[str, str]:
    """``value`` (a Term, a Phrase or plain) as (English, Japanese)."""
    if isinstance(value, (Term, Phrase)):
        return ruleset.text(value, "en"), ruleset.text(value, "ja")
    text = "" if value is None else str(value)
    return text, text


def sheets_of_session(session, only: str | None = None) -> list[GenericSheet]:
    """Every participant as the battle stands (the GM's view: nothing hidden from the one who prints);
    with ``only``, just the participant of that id."""
    rules = session.ruleset
    view = session.view(GM_VIEWER)              # (the session's: with her portrait, vtt.core.battle_pictures)
    portraits = view.extra.get(PORTRAITS) or {}
    hook = getattr(rules, "sheet", None)
    out = []
    for t in view.tokens:
        if only is not None and t.id != only:
            continue
        name = both(rules, t.label) if t.label is not None else (t.name, t.name)
        # (a box's label as written; one that is a name, in English: the page's boxes are too small for two)
        tracks = [(both(rules, tr.name), [(both(rules, s.label)[0], s.state) for s in tr.segments])
                  for tr in t.tracks]
        sections = []
        for sec in (hook(session.state, t.id) if hook is not None else []):
            sections.append((both(rules, sec.title), [(both(rules, a), both(rules, b)) for a, b in sec.rows]))
        out.append(GenericSheet(name, tracks, sections, portrait=portraits.get(t.id)))
    return out


def blank_of(sheet: GenericSheet) -> GenericSheet:
    """The form of ``sheet``: its labels and boxes, nothing written in."""
    return GenericSheet(("", ""), [(label, [("", "ok") for _ in segs]) for label, segs in sheet.tracks],
                        [(title, [(label, ("", "")) for label, _ in rows]) for title, rows in sheet.sections])
