"""What a ruleset declares for the workshop (the editors and the GM's library): its kinds of file and the
lists a field's value may come from. No Qt, no game: each system fills these in (docs/architecture.md,
"What a ruleset provides"), and vtt/workshop and vtt/ui/workshop draw editors from them."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

#: the kinds of file the GM's library keeps, in its order (a ruleset may declare fewer)
LIBRARY_KINDS = ("character", "monster", "scenario")


@dataclass(frozen=True)
class FileKind:
    """One kind of file of a ruleset, as the workshop edits and files it."""

    kind: str                                   # the library's word: "character", "monster", "scenario"
    model: type                                 # its pydantic file model (its fields carry the editor's metadata)
    name: str                                   # the kind in English ("Doll") ...
    name_ja: str                                # ... and in Japanese (ドール)
    file_kinds: tuple = ()                      # the values of the file's own "kind" field this kind covers
    blank: Callable[[], dict] = dict            # a new file's data (the editor names it)
    samples: Callable[[], list] = list          # the shipped files of this kind (read-only in the library)
    fixed: dict = field(default_factory=dict)   # fields this kind sets itself, not shown: {"kind": "npc"}
    sheet: bool = False                         # it prints a sheet (system.read_sheet) and exports
    #: "module:Class" of an editor window of the ruleset's own (a subclass of the generic one); None: generic
    editor: str | None = None
    #: a widget name the fields' metadata uses -> "module:factory" that makes it (vtt/ui only imports it)
    widgets: dict = field(default_factory=dict)
    #: what the editor refuses to save though the model takes it (the file still opens anywhere): the valid
    #: model -> InvalidValueErrors, each ``at`` its field (a doll whose reinforcement does not match its parts)
    checks: Callable[[Any], list] | None = None

    def holds(self, data: object) -> bool:
        """Whether a file's data is of this kind (by its "kind" field; none: the model's default)."""
        if not isinstance(data, dict):
            return False
        value = data.get("kind")
        if value is None:
            f = getattr(self.model, "model_fields", {}).get("kind")
            value = None if f is None or f.is_required() else f.default
        return value in self.file_kinds


@dataclass(frozen=True)
class ListEntry:
    """One entry of a ruleset's list: an action, a skill, a weapon. ``id`` is what a file holds; ``data``,
    for an entry that fills a whole row (a weapon, a part), the row's data."""

    id: str
    name: str
    name_ja: str = ""
    data: Any = None

    def label(self, lang: str = "en") -> str:
        return (self.name_ja or self.name) if lang == "ja" else self.name


def entries(names: dict) -> list[ListEntry]:
    """A list from ``{id: (English, Japanese)}`` or ``{id: Japanese}`` (the English made from the id)."""
    out = []
    for key, names_of in names.items():
        en, ja = names_of if isinstance(names_of, tuple) else (key.replace("_", " ").capitalize(), names_of)
        out.append(ListEntry(key, en, ja))
    return out


def term_entries(terms, catalog) -> list[ListEntry]:
    """A list of a ruleset's words (vtt.core.errors.Term): each its key, its English, and its Japanese as
    the ruleset's ``catalog`` (vtt.core.i18n.Catalog) tells it."""
    return [ListEntry(str(t.key), t.text, catalog.tell(t, "ja")) for t in terms]


def entries_from_files(paths, key: str) -> list[ListEntry]:
    """The rows under ``key`` (a list of objects with a ``name``, or one object) of the files at
    ``paths``, each name once, in the order first met: e.g. the weapons of the shipped characters, for
    an editor's "add from the list". A file that cannot be read is passed over."""
    from .errors import FileFormatError
    from .files import read_json
    out: dict[str, ListEntry] = {}
    for path in paths:
        try:
            data = read_json(path)
        except (FileFormatError, OSError):
            continue
        rows = data.get(key) if isinstance(data, dict) else None
        for row in rows if isinstance(rows, list) else [rows]:
            if isinstance(row, dict) and isinstance(row.get("name"), str) and row["name"] not in out:
                out[row["name"]] = ListEntry(row["name"], row["name"], row.get("name_ja") or "", dict(row))
    return list(out.values())


def sample_files(folder: Path) -> Callable[[], list]:
    """The shipped files of a folder, sorted (none when it is missing)."""
    return lambda: sorted(Path(folder).glob("*.json"))
