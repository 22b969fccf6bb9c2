"""The skirmish ruleset's gettext catalog: extract its sentences, update each language's .po, compile the .mo.

    python examples/skirmish/make_catalog.py       # after changing a sentence; then translate locale/ja/…/skirmish.po

A ruleset in vtt/rules/<id>/ needs none of this: resources/locale/catalogs.py finds its domain by its folder.
This example lives outside vtt/, so it runs the same pybabel steps (those of catalogs.py) on its own folder;
tests/examples checks the result is current and complete."""
from __future__ import annotations

import importlib.util
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
DOMAIN = "skirmish"
LOCALE = HERE / "locale"
LANGUAGES = ("ja",)


def catalogs():
    """resources/locale/catalogs.py (a script, not a package): its pybabel steps."""
    spec = importlib.util.spec_from_file_location("catalogs", ROOT / "resources" / "locale" / "catalogs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main() -> int:
    steps = catalogs()
    pot = LOCALE / f"{DOMAIN}.pot"
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / f"{DOMAIN}.pot"
        steps.extract(DOMAIN, [HERE], fresh)
        if steps._body(fresh) != steps._body(pot):          # (not rewritten when only its date would change)
            LOCALE.mkdir(exist_ok=True)
            shutil.copyfile(fresh, pot)
    for lang in LANGUAGES:
        args = ["update", "-i", steps.rel(pot), "-d", steps.rel(LOCALE), "-D", DOMAIN, "-l", lang, "--no-wrap",
                "--ignore-obsolete", "--ignore-pot-creation-date"]
        if not (LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po").exists():
            args.append("--init-missing")
        steps.pybabel(*args)
        steps.pybabel("compile", "-d", steps.rel(LOCALE), "-D", DOMAIN, "-l", lang, "--statistics")
    return 0


if __name__ == "__main__":
    sys.exit(main())
