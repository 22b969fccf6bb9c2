"""The gettext catalogs of every sentence the rules and the core tell: extract, update, compile, check.

Run from the repository root (Babel: `pip install -e '.[test]'`):

    python resources/locale/catalogs.py            # extract + update + compile: after changing a sentence
    python resources/locale/catalogs.py check      # CI: fails when a catalog is stale (nothing written)
    python resources/locale/catalogs.py init fr    # a new language: a .po per domain to translate

Domains: ``vtt`` (the core: vtt/ but vtt/rules and vtt/ui, and the rules kit vtt/rules/kit) and one per ruleset (vtt/rules/<id> and its
window's vtt/ui/<id>), found from the folders, so a new ruleset needs no edit here. Each has its template
``resources/locale/<domain>.pot`` (pybabel extract) and per language ``<lang>/LC_MESSAGES/<domain>.po``
(pybabel update; what a translator edits in Poedit or Weblate) and ``.mo`` (pybabel compile; committed, and
what vtt reads, vtt.core.i18n). What is extracted: the templates of Phrase(...), illegal(rule, ...),
malformed(...), the errors raised with a template, N_("...") (a table's), and the Terms' keys,
NC_(kind, key) and Term(kind, key, ...) (msgctxt: the kind), label_term("...") (no msgctxt).
See docs/architecture.md, "Translations"."""
from __future__ import annotations

import argparse
import gettext
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
VTT = ROOT / "vtt"
CORE_DOMAIN = "vtt"
#: the rules kit (vtt/rules/kit) is no ruleset: its sentences are the core's, which every ruleset's catalog falls back to
KIT = "kit"
KEYWORDS = ["Phrase", "N_", "NC_:1c,2", "Term:1c,2", "label_term", "illegal:2", "malformed", "IllegalCommandError:2",
            "MalformedCommandError", "IncompleteCommandError", "InvalidValueError", "BalanceError"]
# a location is the file (no line numbers: a catalog does not change when the code around a sentence does)
EXTRACT_OPTIONS = ["--no-default-keywords", "--add-location=file", "--sort-by-file", "--no-wrap",
                   "--project=vtt", "--copyright-holder=the vtt authors", "--add-comments=TRANSLATORS:"]


def domains() -> dict[str, list[Path]]:
    """Domain → the source folders its sentences are extracted from (the core's excludes the others')."""
    out = {CORE_DOMAIN: sorted(p for p in VTT.iterdir() if p.name not in ("rules", "ui", "__pycache__")
                               and (p.is_dir() or p.suffix == ".py")) + [VTT / "rules" / KIT]}
    for package in sorted((VTT / "rules").iterdir()):
        if (package / "__init__.py").exists() and package.name != KIT:
            out[package.name] = [package] + ([VTT / "ui" / package.name] if (VTT / "ui" / package.name).is_dir() else [])
    return out


def languages() -> list[str]:
    return sorted(p.name for p in HERE.iterdir() if (p / "LC_MESSAGES").is_dir())


def pybabel(*args: str) -> None:
    """Run pybabel (the one beside this Python, else Babel's module), echoing the command and what it says
    that matters (a compile's statistics, a warning; not each file read, nor the f-strings it skips: the
    engines' rule names and a few developers' messages are f-strings on purpose)."""
    exe = Path(sys.executable).parent / "pybabel"
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "babel.messages.frontend"]
    print("pybabel", " ".join(str(a) for a in args), flush=True)
    done = subprocess.run(cmd + [str(a) for a in args], cwd=ROOT, capture_output=True, text=True)
    said = [line for line in (done.stdout + done.stderr).splitlines()
            if ("translated" in line or "warning" in line or "error" in line.lower()) and "f-string" not in line]
    if said:
        print("  " + "\n  ".join(said), flush=True)
    if done.returncode != 0:
        raise SystemExit(f"pybabel failed ({done.returncode}):\n{done.stderr}")


def rel(path: Path) -> str:
    return os.path.relpath(path, ROOT)


def extract(domain: str, sources: list[Path], out: Path) -> None:
    pybabel("extract", *EXTRACT_OPTIONS, *(f"--keyword={k}" for k in KEYWORDS), "-o", rel(out),
            *(rel(s) for s in sources))


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
                args = ["update", "-i", rel(pot), "-d", rel(HERE), "-D", domain, "-l", lang, "--no-wrap",
                        "--ignore-obsolete", "--ignore-pot-creation-date"]
                if not po_path(lang, domain).exists():
                    args.append("--init-missing")
                pybabel(*args)
            for lang in languages():
                pybabel("compile", "-d", rel(HERE), "-D", domain, "-l", lang, "--statistics")


def _entries(path: Path) -> dict:
    """A catalog's messages as what they say, (msgctxt, msgid) → (msgstr, fuzzy, the files saying it): compared
    rather than the text, which another Babel may lay out otherwise."""
    from babel.messages.pofile import read_po
    with open(path, "rb") as f:
        return {(m.context, m.id): (m.string, m.fuzzy, sorted({loc for loc, _ in m.locations}))
                for m in read_po(f) if m.id}


def check() -> int:
    """Whether every template is what the sources say, every .po is updated from it and every .mo compiled
    from its .po; names what is stale and how to mend it. Writes nothing in the tree."""
    stale = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        for domain, sources in domains().items():
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
                copy = tmp / lang / "LC_MESSAGES" / f"{domain}.po"
                copy.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(po, copy)
                pybabel("update", "-i", rel(fresh), "-d", rel(tmp), "-D", domain, "-l", lang, "--no-wrap",
                        "--ignore-obsolete", "--ignore-pot-creation-date")
                if _entries(copy) != _entries(po):
                    stale.append(f"{rel(po)} is not updated from the sources' template")
                shutil.copyfile(po, copy)
                pybabel("compile", "-d", rel(tmp), "-D", domain, "-l", lang)
                mo = po.with_suffix(".mo")
                if not mo.exists() or _messages(mo) != _messages(copy.with_suffix(".mo")):
                    stale.append(f"{rel(mo)} is not compiled from its .po")
    if stale:
        print("\n".join(stale), file=sys.stderr)
        print("The catalogs are stale: run `python resources/locale/catalogs.py` and translate what "
              "tests/i18n/test_catalogs.py names.", file=sys.stderr)
        return 1
    print(f"the catalogs are current ({', '.join(domains())}; {', '.join(languages())})")
    return 0


def init(lang: str) -> None:
    """A new language: a .po per domain, from the templates (then translate them and run this again)."""
    for domain in domains():
        pybabel("init", "-i", rel(HERE / f"{domain}.pot"), "-d", rel(HERE), "-D", domain, "-l", lang, "--no-wrap")
    for domain in domains():
        pybabel("compile", "-d", rel(HERE), "-D", domain, "-l", lang)


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
