"""The gettext catalogs of every sentence and word vtt shows: extract, update, compile, check.

Run from the repository root (Babel: `pip install -e '.[test]'`; PySide6's pyside6-lrelease for the window's):

    python resources/locale/catalogs.py            # extract + update + compile: after changing a sentence
    python resources/locale/catalogs.py check      # CI: fails when a catalog is stale (nothing written)
    python resources/locale/catalogs.py init fr    # a new language: a .po per domain to translate

Domains: ``vtt`` (the core: vtt/ but vtt/rules and vtt/ui, and the rules kit vtt/rules/kit), one per ruleset
(vtt/rules/<id> and its window's vtt/ui/<id>), found from the folders, so a new ruleset needs no edit here, and
``ui``: the window's words (vtt/ui), the Qt translation calls, msgctxt their Qt context. Each has its template
``resources/locale/<domain>.pot`` and per language ``<lang>/LC_MESSAGES/<domain>.po`` (what a translator edits
in Poedit, Weblate or Qt Linguist), compiled beside it: ``.mo`` (pybabel compile; read by vtt.core.i18n) and
for ``ui`` ``.qm`` (pyside6-lrelease; read by Qt, vtt.ui.i18n). Both compiled files are committed.

What is extracted: for the rules' and the core's domains (pybabel extract), the templates of Phrase(...),
illegal(rule, ...), malformed(...), the errors raised with a template, N_("...") (a table's), and the Terms'
keys, NC_(kind, key) and Term(kind, key, ...) (msgctxt: the kind), label_term("...") (no msgctxt). For ``ui``
(qt_calls, below): self.tr("...") (msgctxt: the class it is written in), X.tr("...") (X),
QCoreApplication.translate("Ctx", "..."), QT_TRANSLATE_NOOP("Ctx", "...") and QT_TR_NOOP("...") with a
literal text, and the texts that reach Qt through a variable, listed in UI_DATA.

Updating keeps what a translator wrote: a sentence no longer said stays in the .po as obsolete (#~) and is
taken back when a source says it again; a sentence changed a little arrives fuzzy, with the old translation
to review. See docs/architecture.md, "Translations"."""
from __future__ import annotations

import argparse
import ast
import gettext
import importlib
import io
import os
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
VTT = ROOT / "vtt"
CORE_DOMAIN = "vtt"
#: the window's words: Qt's translation calls in vtt/ui, msgctxt the Qt context
UI_DOMAIN = "ui"
#: the rules kit (vtt/rules/kit) is no ruleset: its sentences are the core's, which every ruleset's catalog falls back to
KIT = "kit"
KEYWORDS = ["Phrase", "N_", "NC_:1c,2", "Term:1c,2", "label_term", "illegal:2", "malformed", "IllegalCommandError:2",
            "MalformedCommandError", "UnfitDiceError", "IncompleteCommandError", "InvalidValueError", "BalanceError"]
# a location is the file (no line numbers: a catalog does not change when the code around a sentence does)
EXTRACT_OPTIONS = ["--no-default-keywords", "--add-location=file", "--sort-by-file", "--no-wrap",
                   "--project=vtt", "--copyright-holder=the vtt authors", "--add-comments=TRANSLATORS:"]
#: texts that reach Qt through a variable, by their Qt context: where they are listed ("module:name", a
#: sequence or a function returning one). The simulator's report (vtt/sim knows no Qt) and the fields of every
#: ruleset's files (the workshop's labels, tooltips and choices, from the models).
UI_DATA = {"Report": "vtt.sim.report_text:REPORT_TEMPLATES", "Fields": "vtt.workshop.fields:all_texts"}
COMMENT_TAG = "TRANSLATORS:"


def domains() -> dict[str, list[Path]]:
    """Domain → the source folders its sentences are extracted from (the core's excludes the others')."""
    out = {CORE_DOMAIN: sorted(p for p in VTT.iterdir() if p.name not in ("rules", "ui", "__pycache__")
                               and (p.is_dir() or p.suffix == ".py")) + [VTT / "rules" / KIT]}
    for package in sorted((VTT / "rules").iterdir()):
        if (package / "__init__.py").exists() and package.name != KIT:
            out[package.name] = [package] + ([VTT / "ui" / package.name] if (VTT / "ui" / package.name).is_dir() else [])
    out[UI_DOMAIN] = [VTT / "ui"]
    return out


def languages() -> list[str]:
    return sorted(p.name for p in HERE.iterdir() if (p / "LC_MESSAGES").is_dir())


def _tool(name: str) -> list[str] | None:
    """A tool installed beside this Python (the venv's bin), else on PATH."""
    exe = Path(sys.executable).parent / name
    if exe.exists():
        return [str(exe)]
    found = shutil.which(name)
    return [found] if found else None


def _run(cmd: list[str], shown: str) -> None:
    """Run a tool, echoing the command and what it says that matters (a compile's statistics, a warning; not
    each file read, nor the f-strings pybabel skips: the engines' rule names and a few developers' messages
    are f-strings on purpose)."""
    print(shown, flush=True)
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    said = [line for line in (done.stdout + done.stderr).splitlines()
            if ("translated" in line or "warning" in line or "error" in line.lower()) and "f-string" not in line]
    if said:
        print("  " + "\n  ".join(said), flush=True)
    if done.returncode != 0:
        raise SystemExit(f"{shown.split()[0]} failed ({done.returncode}):\n{done.stderr}")


def pybabel(*args: str) -> None:
    """Run pybabel (the one beside this Python, else Babel's module)."""
    cmd = _tool("pybabel") or [sys.executable, "-m", "babel.messages.frontend"]
    _run(cmd + [str(a) for a in args], "pybabel " + " ".join(str(a) for a in args))


def rel(path: Path) -> str:
    return os.path.relpath(path, ROOT)


# -- the window's words: Qt's translation calls ------------------------------------------------------------
_TR = {"tr", "QT_TR_NOOP", "QT_TR_NOOP_UTF8"}                         # (text): the class's context
_TRANSLATE = {"translate", "QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3", "QT_TRANSLATE_NOOP_UTF8"}   # (context, text)


class _QtCalls(ast.NodeVisitor):
    """The Qt translation calls of one module, with the class each is written in."""

    def __init__(self, lines: list[str]):
        self.lines, self.classes = lines, []
        self.found: list[tuple[int, str, str, list[str]]] = []     # (line, context, text, translator comments)
        self.unplaced: list[tuple[int, str]] = []                  # (line, why): a call whose context is not known
        self.dynamic: list[tuple[int, str | None]] = []            # (line, context) of a call with a text not literal
        self.marked: set[str] = set()                              # the contexts of texts marked QT_…_NOOP

    def visit_ClassDef(self, node):
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node):
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        args, marks = node.args, name.startswith("QT_")          # QT_TR_NOOP, QT_TRANSLATE_NOOP: a text marked
        if name in _TR and (isinstance(func, ast.Attribute) or name != "tr"):
            owner = func.value.id if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) else None
            context = owner if owner not in (None, "self", "cls") else (self.classes[-1] if self.classes else None)
            self._add(node, context, args[0] if args else None, marks)
        elif name == "tr":                      # a bare tr(...): a function passed in; its class is not known here
            self.unplaced.append((node.lineno, "tr() outside a class: call QCoreApplication.translate(context, …)"))
        elif name in _TRANSLATE and (isinstance(func, ast.Name) or _is_application(func.value)):
            literal = len(args) >= 2 and isinstance(args[0], ast.Constant) and isinstance(args[0].value, str)
            self._add(node, args[0].value if literal else None, args[1] if literal else None, marks)
        self.generic_visit(node)

    def _add(self, node, context, text, marks: bool) -> None:
        if not (isinstance(text, ast.Constant) and isinstance(text.value, str)):
            self.dynamic.append((node.lineno, context))
        elif context is None:
            self.unplaced.append((node.lineno, f"{text.value!r}: a translation call outside a class names no context"))
        else:
            self.found.append((node.lineno, context, text.value, self._comments(node.lineno)))
            if marks:
                self.marked.add(context)

    def _comments(self, line: int) -> list[str]:
        """The "# TRANSLATORS: …" comment just above the call (its lines), for the translator."""
        block, i = [], line - 2
        while i >= 0 and self.lines[i].strip().startswith("#"):
            block.insert(0, self.lines[i].strip().lstrip("#").strip())
            i -= 1
        for k, text in enumerate(block):
            if text.startswith(COMMENT_TAG):
                return [" ".join(block[k:])]
        return []


def _is_application(node) -> bool:
    return isinstance(node, ast.Name) and node.id.endswith("Application")      # QCoreApplication, QApplication…


def qt_calls(path: Path) -> _QtCalls:
    """What the Qt translation calls of a module say (``found``), and those the catalog cannot hold as they
    are written (``unplaced``, ``dynamic``)."""
    source = path.read_text(encoding="utf-8")
    calls = _QtCalls(source.splitlines())
    calls.visit(ast.parse(source))
    return calls


def ui_data_texts() -> dict[str, tuple[str, list[str]]]:
    """UI_DATA's texts: context → (the file listing them, its texts)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    out = {}
    for context, where in UI_DATA.items():
        module, attr = where.split(":")
        texts = getattr(importlib.import_module(module), attr)
        out[context] = (module.replace(".", "/") + ".py", list(texts() if callable(texts) else texts))
    return out


def ui_messages() -> list[tuple[str, str, str, list[str]]]:
    """(file, context, text, comments) of every word the window says, the files' order."""
    out = []
    for path in sorted((VTT / "ui").rglob("*.py")):
        out += [(rel(path), context, text, comments) for _, context, text, comments in qt_calls(path).found]
    for context, (where, texts) in ui_data_texts().items():
        out += [(where, context, text, []) for text in texts if text]
    return out


def extract_ui(out: Path) -> None:
    """The ui domain's template, written as pybabel writes the others'."""
    from babel.messages.catalog import Catalog
    print(f"extract the window's words (Qt's translation calls in vtt/ui, {', '.join(UI_DATA)}) -> "
          f"{rel(out) if out.is_relative_to(ROOT) else out}", flush=True)
    catalog = Catalog(project="vtt", copyright_holder="the vtt authors", charset="utf-8", fuzzy=False)
    for where, context, text, comments in ui_messages():
        catalog.add(text, locations=[(where, None)], context=context, auto_comments=comments)
    _write_po(out, catalog, sort_by_file=True)


def extract(domain: str, sources: list[Path], out: Path) -> None:
    if domain == UI_DOMAIN:
        extract_ui(out)
        return
    pybabel("extract", *EXTRACT_OPTIONS, *(f"--keyword={k}" for k in KEYWORDS), "-o", rel(out),
            *(rel(s) for s in sources))


# -- reading, updating, writing a catalog --------------------------------------------------------------------
def _read_po(path: Path, lang: str | None = None):
    from babel.messages.pofile import read_po
    with open(path, "rb") as f:
        return read_po(f, locale=lang)


def _write_po(path: Path, catalog, **options) -> None:
    from babel.messages.pofile import write_po
    buf = io.BytesIO()
    write_po(buf, catalog, width=None, include_lineno=False, **options)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buf.getvalue())


def _body(path: Path) -> list[str]:
    """A catalog's lines without the header dates (which change on every run)."""
    if not path.exists():
        return []
    return [line for line in path.read_text(encoding="utf-8").splitlines()
            if not line.startswith(('"POT-Creation-Date:', '"PO-Revision-Date:'))]


def _messages(mo: Path) -> dict:
    """A compiled catalog's messages (compared rather than its bytes, which another Babel may order otherwise)."""
    with open(mo, "rb") as f:
        return dict(gettext.GNUTranslations(f)._catalog)


def po_path(lang: str, domain: str) -> Path:
    return HERE / lang / "LC_MESSAGES" / f"{domain}.po"


def compiled_path(lang: str, domain: str) -> Path:
    """What vtt reads: the .mo of a domain of the rules and the core, the .qm of the window's."""
    return po_path(lang, domain).with_suffix(".qm" if domain == UI_DOMAIN else ".mo")


def updated(pot: Path, lang: str, domain: str):
    """The language's catalog of ``domain`` updated from the template (not written): new sentences
    untranslated, changed ones fuzzy with the old translation, gone ones obsolete (kept, #~), and an obsolete
    one said again taken back with its translation."""
    from babel.messages.catalog import Catalog
    template = _read_po(pot)
    po = po_path(lang, domain)
    if po.exists():
        catalog = _read_po(po, lang)
    else:                                       # as pybabel init makes it
        catalog = _read_po(pot, lang)
        catalog.locale, catalog.fuzzy = lang, False
    if not isinstance(catalog, Catalog):
        raise TypeError(po)
    catalog.update(template, update_creation_date=False)
    for key, old in list(catalog.obsolete.items()):
        now = catalog.get(old.id, old.context)
        if now is not None and old.string and (not now.string or now.fuzzy):
            now.string = old.string
            now.flags.discard("fuzzy")
            now.previous_id = []
        if now is not None:
            del catalog.obsolete[key]
    return catalog


def _entries(catalog) -> dict:
    """A catalog's messages as what they say, (msgctxt, msgid) → (msgstr, fuzzy, the files saying it): compared
    rather than the text, which another Babel may lay out otherwise. ``catalog``: a Catalog or a path."""
    if isinstance(catalog, Path):
        catalog = _read_po(catalog)
    return {(m.context, m.id): (m.string, m.fuzzy, sorted({loc for loc, _ in m.locations}))
            for m in catalog if m.id}


# -- the window's compiled catalog: Qt's .qm ------------------------------------------------------------------
def _qt_po(po: Path) -> bytes:
    """The .po as pyside6-lrelease reads a Qt context: the header's X-Qt-Contexts and msgctxt "context|"
    (``~`` and ``|`` in a context escaped with ``~``); only what is translated and not fuzzy."""
    from babel.messages.pofile import escape
    catalog = _read_po(po)
    out = ['msgid ""', 'msgstr ""', escape("Content-Type: text/plain; charset=UTF-8\n"),
           escape("X-Qt-Contexts: true\n"), escape(f"Language: {catalog.locale_identifier or po.parent.parent.name}\n"), ""]
    for m in catalog:
        if m.id and m.string and not m.fuzzy:
            context = (m.context or "").replace("~", "~~").replace("|", "~|")
            out += [f"msgctxt {escape(context + '|')}", f"msgid {escape(m.id)}", f"msgstr {escape(m.string)}", ""]
    return "\n".join(out).encode("utf-8")


def lrelease(po: Path, qm: Path) -> None:
    """Compile the window's .po to Qt's .qm with PySide6's lrelease."""
    tool = _tool("pyside6-lrelease")
    if tool is None:
        raise SystemExit("pyside6-lrelease not found: install PySide6 (pip install -e '.[test]')")
    with tempfile.TemporaryDirectory() as tmp:
        qt_po = Path(tmp) / po.name
        qt_po.write_bytes(_qt_po(po))
        _run(tool + ["-nounfinished", str(qt_po), "-qm", str(qm)], f"pyside6-lrelease {rel(po)} -qm {rel(qm)}")


def qm_messages(qm: Path) -> dict[tuple[str, str], str]:
    """A .qm's messages, (context, source) → translation: what Qt answers (compared rather than the bytes,
    which another lrelease may lay out otherwise)."""
    data = qm.read_bytes()
    pos, out = 16, {}                                   # after the magic number
    while pos < len(data):
        tag, length = data[pos], struct.unpack(">I", data[pos + 1:pos + 5])[0]
        section, pos = data[pos + 5:pos + 5 + length], pos + 5 + length
        if tag != 0x69:                                 # the messages (not the hashes, contexts, language…)
            continue
        at, message = 0, {}
        while at < len(section):
            kind, at = section[at], at + 1
            if kind == 1:                               # the end of a message
                out[message.get(7, ""), message.get(6, "")] = message.get(3, "")
                message = {}
            elif kind in (3, 6, 7, 8):                  # translation (UTF-16), source, context, comment
                size = struct.unpack(">I", section[at:at + 4])[0]
                at += 4
                if size != 0xFFFFFFFF:
                    raw = section[at:at + size]
                    message[kind] = raw.decode("utf-16-be" if kind == 3 else "utf-8")
                    at += size
            elif kind == 5:                             # obsolete: a number
                at += 4
    return out


def _compile(lang: str, domain: str, into: Path | None = None) -> Path:
    """Compile a language's catalog of ``domain`` (into ``into``, a locale folder, else beside its .po)."""
    po = po_path(lang, domain)
    if into is None:
        out = compiled_path(lang, domain)
    else:
        out = into / lang / "LC_MESSAGES" / compiled_path(lang, domain).name
        out.parent.mkdir(parents=True, exist_ok=True)
    if domain == UI_DOMAIN:
        lrelease(po, out)
    else:
        pybabel("compile", "-i", rel(po), "-o", str(out), "-l", lang, "--statistics")
    return out


def _same_compiled(a: Path, b: Path) -> bool:
    read = qm_messages if a.suffix == ".qm" else _messages
    return a.exists() and b.exists() and read(a) == read(b)


# -- the commands -------------------------------------------------------------------------------------------
def update_all() -> None:
    """extract (a template kept as it is when only its date would change), update, compile."""
    with tempfile.TemporaryDirectory() as tmp:
        for domain, sources in domains().items():
            fresh = Path(tmp) / f"{domain}.pot"
            extract(domain, sources, fresh)
            pot = HERE / f"{domain}.pot"
            if _body(fresh) != _body(pot):
                shutil.copyfile(fresh, pot)
            for lang in languages():
                print(f"update {rel(po_path(lang, domain))} from {rel(pot)}", flush=True)
                _write_po(po_path(lang, domain), updated(pot, lang, domain))
                _compile(lang, domain)


def check() -> int:
    """Whether every template is what the sources say, every .po is updated from it and every compiled file
    compiled from its .po; names what is stale and how to mend it. Writes nothing in the tree."""
    stale = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        for domain, sources in domains().items():
            if domain == UI_DOMAIN:
                stale += [f"vtt/ui: {where}" for where in ui_unextractable()]
            fresh = tmp / f"{domain}.pot"
            extract(domain, sources, fresh)
            pot = HERE / f"{domain}.pot"
            said, kept = _entries(fresh), (_entries(pot) if pot.exists() else {})
            if said != kept:
                new = sorted(k[1] for k in said.keys() - kept.keys())
                gone = sorted(k[1] for k in kept.keys() - said.keys())
                stale.append(f"{rel(pot)} is not what the sources say (new: {new}; no longer said: {gone})")
            for lang in languages():
                po = po_path(lang, domain)
                if not po.exists():
                    stale.append(f"{rel(po)} is missing")
                    continue
                if _entries(updated(fresh, lang, domain)) != _entries(po):
                    stale.append(f"{rel(po)} is not updated from the sources' template")
                if not _same_compiled(compiled_path(lang, domain), _compile(lang, domain, into=tmp)):
                    stale.append(f"{rel(compiled_path(lang, domain))} is not compiled from its .po")
    if stale:
        print("\n".join(stale), file=sys.stderr)
        print("The catalogs are stale: run `python resources/locale/catalogs.py` and translate what "
              "tests/i18n/test_catalogs.py names.", file=sys.stderr)
        return 1
    print(f"the catalogs are current ({', '.join(domains())}; {', '.join(languages())})")
    return 0


def ui_unextractable() -> list[str]:
    """The Qt translation calls the catalog cannot hold as written: one whose context is not known, and one
    whose text is a variable in a context none of whose texts is marked (QT_TRANSLATE_NOOP where it is
    written) or listed (UI_DATA): its texts would reach no catalog."""
    calls = {path: qt_calls(path) for path in sorted((VTT / "ui").rglob("*.py"))}
    declared = set(UI_DATA).union(*(c.marked for c in calls.values()))
    out = []
    for path, c in calls.items():
        out += [f"{rel(path)}:{line}: {why}" for line, why in c.unplaced]
        out += [f"{rel(path)}:{line}: a text that is not a literal, in a context ({context}) with no text marked "
                f"QT_TRANSLATE_NOOP or listed in catalogs.UI_DATA" for line, context in c.dynamic
                if context not in declared]
    return out


def init(lang: str) -> None:
    """A new language: a .po per domain, from the templates (then translate them and run this again)."""
    for domain in domains():
        print(f"init {rel(po_path(lang, domain))}", flush=True)
        _write_po(po_path(lang, domain), updated(HERE / f"{domain}.pot", lang, domain))
    for domain in domains():
        _compile(lang, domain)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("command", nargs="?", default="update", choices=("update", "check", "init"))
    ap.add_argument("lang", nargs="?", help="init: the new language's code (fr, de, zh_TW…)")
    args = ap.parse_args(argv)
    if args.command == "check":
        return check()
    if args.command == "init":
        if not args.lang:
            ap.error("init needs a language code")
        init(args.lang)
        return 0
    update_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())
