"""The GM's library: a folder of the GM's own characters, monsters and scenarios per ruleset, listed
beside the ruleset's shipped samples (read-only). No Qt: the library window (vtt/ui/workshop) and the
encounter builder draw it.

Its folder holds ``<root>/<ruleset>/<kind>s/*.json`` (``zones/characters/asa.json``) and its own copy of
every picture those files name, ``<root>/images/<sha-256>.<ext>`` (a portrait, a map picture: named by
their content, so one picture is kept once), which the files name relative to themselves
(``../../images/3f…a1.png``): the folder copied to another computer keeps its pictures. A file that cannot
be read (broken JSON, a wrong type, a key the model does not know, a file of another kind or ruleset,
one too large) is listed with why and never stops the listing; nothing is ever written over another
file without the caller naming it (a Save of the file an editor opened)."""
from __future__ import annotations

import os
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from vtt.core.errors import FileFormatError, Phrase, Term, VttError
from vtt.core.files import user_data_dir
from vtt.core.pictures import LIBRARY_IMAGES, keep_picture, keep_pictures

#: the largest file the library reads (a character or scenario is a few KB; a battle log is no library file)
MAX_LIBRARY_FILE_BYTES = 4 * 1024 * 1024
#: the longest file name the library makes from a name (before the number and .json)
MAX_STEM = 60


def default_root() -> Path:
    """The library's folder unless the GM chose another (Settings): the user data folder's ``library``."""
    return user_data_dir() / "library"


class LibraryError(VttError):
    """What the library will not do (change a sample, save a file its model refuses, ...)."""


@dataclass(frozen=True)
class Entry:
    """A file in the library (or a shipped sample): its names as the file gives them, or why it cannot
    be read (``error``: the file is listed, never opened)."""

    path: Path
    kind: str
    system_id: str
    name: str
    name_ja: str = ""
    sample: bool = False
    error: str | None = None
    #: the model's first refusal of the file (vtt.workshop.fields.Problem), for the window to tell in the
    #: user's words; None when it cannot be read for another reason
    problem: object = field(default=None, compare=False, hash=False)
    #: ``error`` as a Phrase (vtt.core.errors) a window tells in the user's language; a str where it is none
    reason: object = field(default=None, compare=False, hash=False)

    def label(self, lang: str = "en") -> str:
        return (self.name_ja or self.name) if lang == "ja" else (self.name or self.name_ja)


def names_of(data: dict) -> tuple[str, str]:
    """(English, Japanese) names of a file: its ``name`` (the English, or the only one) and ``name_ja``."""
    name, ja = data.get("name"), data.get("name_ja")
    return name if isinstance(name, str) else "", ja if isinstance(ja, str) else ""


def as_read(model, data):
    """A file's data as ``model`` reads it (a file of an older shape in today's: a ruleset's models read it so,
    e.g. Nechronica's names before #41), nulls left out; a file the model refuses as it is (an editor shows
    where). Nothing is written: the file on disk changes only when it is saved."""
    from vtt.core.files import validate
    try:
        return validate(model, data).model_dump(mode="json", exclude_none=True)
    except FileFormatError:
        return data


def file_stem(name: str) -> str:
    """A file name made from a character's name: letters (Japanese too), digits, - and _; spaces as _;
    nothing that names a folder or a device; at most MAX_STEM characters."""
    text = unicodedata.normalize("NFC", name or "").strip().lower()
    text = re.sub(r"\s+", "_", text)
    text = "".join(ch for ch in text if ch.isalnum() or ch in "-_")
    return text.strip("._-")[:MAX_STEM] or "untitled"


class Library:
    """The GM's files under ``root``, per ruleset and kind, beside each ruleset's shipped samples."""

    def __init__(self, root):
        self.root = Path(root)

    # -- where ---------------------------------------------------------------------------------------
    def folder(self, system_id: str, kind: str) -> Path:
        return self.root / system_id / f"{kind}s"

    def holds(self, path) -> bool:
        """Whether ``path`` is one of the GM's files in this library (not a sample, not elsewhere)."""
        try:
            return Path(path).resolve().parent.parent.parent == self.root.resolve()
        except OSError:
            return False

    # -- listing ---------------------------------------------------------------------------------------
    def entries(self, system_id: str, kind: str) -> list[Entry]:
        """The GM's files of ``kind`` (by name), then the ruleset's samples; a broken one with why."""
        file_kind = _file_kind(system_id, kind)
        mine = []
        folder = self.folder(system_id, kind)
        try:
            paths = sorted(p for p in folder.iterdir() if p.suffix == ".json" and not p.name.startswith("."))
        except (FileNotFoundError, NotADirectoryError):
            paths = []
        except OSError as e:
            return [Entry(folder, kind, system_id, folder.name, error=e.strerror or str(e))] + \
                self._samples(system_id, kind, file_kind)
        for path in paths:
            mine.append(self._entry(path, system_id, kind, file_kind, sample=False))
        mine.sort(key=lambda e: (e.error is not None, (e.name or e.name_ja).casefold(), e.path.name))
        return mine + self._samples(system_id, kind, file_kind)

    def _samples(self, system_id, kind, file_kind) -> list[Entry]:
        # the ruleset's shipped files, held valid by the tests (tests/ui/test_model_form.py, every kind's
        # samples): listed by their names without their model's check, which is most of listing them
        # (one is checked when it is opened: ``load``)
        return [self._entry(Path(p), system_id, kind, file_kind, sample=True, check=False)
                for p in file_kind.samples()]

    def _entry(self, path: Path, system_id, kind, file_kind, sample: bool, check: bool = True) -> Entry:
        try:
            data = self._read(path, system_id, file_kind, check)
        except FileFormatError as e:
            problem = None
            if e.validation is not None:
                from .fields import problems, walk
                problem = next(iter(problems(walk(file_kind.model), e.validation)), None)
            reason = _why(e)
            return Entry(path, kind, system_id, path.stem, sample=sample, error=str(reason), problem=problem,
                         reason=reason)
        return Entry(path, kind, system_id, *names_of(data), sample=sample)

    def _read(self, path: Path, system_id: str, file_kind, check: bool = True) -> dict:
        """A file's data, checked by its model (unless not ``check``) and its kind; else a FileFormatError
        saying why."""
        from vtt.core.files import parse_json, read_text, validate
        from vtt.core.registry import ruleset_id_of
        data = parse_json(read_text(path, MAX_LIBRARY_FILE_BYTES), path)
        if not isinstance(data, dict):
            raise FileFormatError(path, Phrase("not a JSON object"))
        rid = ruleset_id_of(data, path)
        if rid != system_id:
            raise FileFormatError(path, Phrase("a file of the ruleset {ruleset}, not {expected}", ruleset=repr(rid),
                                               expected=repr(system_id)), "ruleset")
        if not file_kind.holds(data):
            raise FileFormatError(path, Phrase("not a {kind} file (kind {found})", found=repr(data.get("kind")),
                                               kind=Term("name", file_kind.name_ja, file_kind.name.lower())), "kind")
        if check:       # as its model reads it (a file of an older shape in today's: vtt/rules/*/models.py)
            return validate(file_kind.model, data, path).model_dump(mode="json", exclude_none=True)
        return data

    def load(self, entry: Entry) -> dict:
        """The data of an entry (checked again: the file may have changed since it was listed)."""
        return self._read(entry.path, entry.system_id, _file_kind(entry.system_id, entry.kind))

    def entry_of(self, path, system_id: str, kind: str) -> Entry:
        return self._entry(Path(path), system_id, kind, _file_kind(system_id, kind), sample=not self.holds(path))

    # -- writing -----------------------------------------------------------------------------------------
    def save(self, system_id: str, kind: str, data: dict, name: str | None = None, path=None,
             source_dir=None) -> Path:
        """Write ``data`` (checked by the kind's model: an invalid file is refused, nothing written) as
        a new file named after ``name`` (else the file's name), numbered past any file already there;
        with ``path`` (a file of this library an editor opened), over that file. Returns where.

        Every picture it names (relative to ``source_dir``, the folder of the file it was read from; none
        given: the folder it is saved in) that lies outside the library is copied into it first
        (``keep_picture``) and named relative to the file written."""
        from vtt.core.files import write_json_atomic
        file_kind = _file_kind(system_id, kind)
        clean = self._checked(file_kind, data)
        if path is not None:
            target = Path(path)
            if not self.holds(target) or target.parent != self.folder(system_id, kind):
                raise LibraryError(f"{target}: not a {file_kind.name.lower()} file of this library")
        else:
            english, japanese = names_of(clean)
            target = self._free(self.folder(system_id, kind), name if name is not None else english or japanese)
        self._keep_pictures(clean, target.parent if source_dir is None else Path(source_dir), target.parent)
        write_json_atomic(target, clean)
        return target

    # -- pictures ----------------------------------------------------------------------------------------
    @property
    def images(self) -> Path:
        """The folder of the library's own pictures."""
        return self.root / LIBRARY_IMAGES

    def keep_picture(self, path) -> Path:
        """The library's copy of the picture at ``path`` (made now unless it has it: a picture is named
        by its content). A file that is no picture, or cannot be read safely, is refused (a
        vtt.core.pictures.PictureError naming it); nothing is copied."""
        return keep_picture(path, self.images)

    def _keep_pictures(self, data: dict, from_dir: Path, to_dir: Path) -> None:
        """Each picture ``data`` names (relative to ``from_dir``) kept in the library and named relative to
        ``to_dir`` (vtt.core.pictures.keep_pictures: one that cannot be kept is named by its absolute path)."""
        keep_pictures(data, from_dir, to_dir, self.images, inside=self.root)

    def _checked(self, file_kind, data: dict) -> dict:
        from vtt.core.files import validate
        model = validate(file_kind.model, {**data, **file_kind.fixed}, "<library>")
        return model.model_dump(mode="json", exclude_none=True)

    def _free(self, folder: Path, name: str) -> Path:
        """A file name in ``folder`` made from ``name`` that no file has yet."""
        stem = file_stem(name)
        target, n = folder / f"{stem}.json", 1
        while os.path.lexists(target):
            n += 1
            target = folder / f"{stem}-{n}.json"
        return target

    def _mine(self, entry: Entry, doing: str) -> None:
        if entry.sample or not self.holds(entry.path):
            raise LibraryError(f"{entry.path.name}: a shipped sample cannot be {doing}: save a copy to your library")

    def save_copy(self, entry: Entry) -> Path:
        """A sample (or any readable entry) copied into the GM's library, as a new file (its pictures too)."""
        return self.save(entry.system_id, entry.kind, self.load(entry), source_dir=Path(entry.path).parent)

    def duplicate(self, entry: Entry) -> Path:
        """A copy of one of the GM's files beside it, its name numbered ("Asa 2")."""
        data = self.load(entry)
        copy_name = self._numbered_name(entry)
        data["name"] = copy_name[0]
        if data.get("name_ja"):
            data["name_ja"] = copy_name[1]
        return self.save(entry.system_id, entry.kind, data, name=Path(entry.path).stem,
                         source_dir=Path(entry.path).parent)

    def _numbered_name(self, entry: Entry) -> tuple[str, str]:
        taken = {(e.name, e.name_ja) for e in self.entries(entry.system_id, entry.kind) if not e.sample}
        n = 2
        while (f"{entry.name} {n}", f"{entry.name_ja} {n}" if entry.name_ja else "") in taken:
            n += 1
        return f"{entry.name} {n}", f"{entry.name_ja} {n}" if entry.name_ja else ""

    def rename(self, entry: Entry, new_name: str) -> Path:
        """Give one of the GM's files a new name (its ``name``; the file is renamed after it). The new
        file is written whole before the old one goes."""
        self._mine(entry, "renamed")
        new_name = (new_name or "").strip()
        if not new_name:
            raise LibraryError("a name cannot be empty")
        data = self.load(entry)
        data["name"] = new_name
        # the file keeps its name when the new name makes the same one ("asa-2.json" renamed "ASA")
        same = file_stem(new_name) in (entry.path.stem, entry.path.stem.rsplit("-", 1)[0])
        out = self.save(entry.system_id, entry.kind, data, name=new_name, path=entry.path if same else None,
                        source_dir=Path(entry.path).parent)
        if out != entry.path:
            entry.path.unlink()
        return out

    def delete(self, entry: Entry) -> None:
        """Remove one of the GM's files (the window asks first). A broken one can be removed too."""
        self._mine(entry, "deleted")
        entry.path.unlink(missing_ok=True)          # gone already (another window): what was asked


def _why(e: FileFormatError) -> Phrase | str:
    """A FileFormatError's reason without the file's path (the list shows the file): a Phrase a window tells in
    its language where the reason is one."""
    reason = e.phrase or e.message
    return Phrase("{field}: {reason}", field=e.field, reason=reason) if e.field else reason


def _file_kind(system_id: str, kind: str):
    from vtt.core import registry
    from .fields import kinds_of
    kinds = kinds_of(registry.get(system_id))
    if kind not in kinds:
        raise LibraryError(f"the ruleset {system_id!r} keeps no {kind!r} files (it has: {', '.join(kinds) or 'none'})")
    return kinds[kind]


def kind_of_file(data: object, path="<data>"):
    """(system, FileKind) of a file's data: its ruleset's kind that holds it; none: a FileFormatError."""
    from vtt.core import registry
    from .fields import kinds_of
    system = registry.system_of(data, path)
    kinds = kinds_of(system)
    for file_kind in kinds.values():
        if file_kind.holds(data):
            return system, file_kind
    known = ", ".join(k for fk in kinds.values() for k in fk.file_kinds) or "none"
    got = data.get("kind") if isinstance(data, dict) else None
    raise FileFormatError(path, f"not a file the workshop edits (kind {got!r}; {system.id} has: {known})", "kind")
