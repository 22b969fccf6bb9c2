"""Every sentence the rules and the core tell sits in gettext catalogs (#32): extracted by pybabel from the
sources (resources/locale/<domain>.pot), translated in each language's .po, compiled to the .mo vtt reads.
A sentence without a translation, a translation that is English, a stale template or .mo and a Python
table of translations keyed by English each fail here, naming what to mend and how (docs/architecture.md,
"Translations")."""
import ast
import importlib.util
import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("babel")
from babel.messages.catalog import Catalog as PoCatalog  # noqa: E402
from babel.messages.extract import extract_from_file  # noqa: E402
from babel.messages.frontend import parse_keywords  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

from vtt.core.errors import Joined, Phrase, Term  # noqa: E402
from vtt.core.i18n import LOCALE_DIR, Catalog, catalog  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
MEND = "python resources/locale/catalogs.py"
_spec = importlib.util.spec_from_file_location("catalogs", LOCALE_DIR / "catalogs.py")
catalogs = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(catalogs)
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]")


def _extracted(domain: str) -> dict:
    """(msgctxt, msgid) → where, of every sentence and word the sources of ``domain`` say (as pybabel
    extract finds them, with the same keywords)."""
    keywords = parse_keywords(catalogs.KEYWORDS)
    out = {}
    for source in catalogs.domains()[domain]:
        files = sorted(source.rglob("*.py")) if source.is_dir() else [source]
        for path in files:
            for line, message, _, context in extract_from_file("python", str(path), keywords=keywords):
                msgid = message if isinstance(message, str) else message[0]
                out.setdefault((context, msgid), f"{path.relative_to(ROOT)}:{line}")
    return out


def _po(lang: str, domain: str):
    with open(catalogs.po_path(lang, domain), "rb") as f:
        return read_po(f)


DOMAINS = sorted(catalogs.domains())
LANGUAGES = catalogs.languages()


def test_the_catalogs_cover_the_core_and_every_ruleset_in_japanese():
    assert set(DOMAINS) >= {"vtt", "nechronica", "zones", "ashes", "hundred"} and "ja" in LANGUAGES


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_sentence_the_sources_say_has_a_translation(domain, lang):
    """A new refusal, question or event template needs its translation: this names each one lacking."""
    po = {(m.context, m.id): m for m in _po(lang, domain) if m.id}
    missing = [f"{where}: {msgid!r}" + (f" (msgctxt {ctx!r})" if ctx else "")
               for (ctx, msgid), where in _extracted(domain).items()
               if (ctx, msgid) not in po or not po[ctx, msgid].string or po[ctx, msgid].fuzzy]
    assert missing == [], (f"{len(missing)} sentence(s) of {domain} without a translation into {lang}: run `{MEND}`, "
                           f"then translate them in resources/locale/{lang}/LC_MESSAGES/{domain}.po:\n  "
                           + "\n  ".join(missing))


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_translation_is_a_sentence_the_sources_no_longer_say(domain, lang):
    said = set(_extracted(domain))
    stale = sorted(m.id for m in _po(lang, domain) if m.id and (m.context, m.id) not in said)
    assert stale == [], f"translations of sentences no longer said (run `{MEND}`): {stale}"


@pytest.mark.parametrize("domain", DOMAINS)
def test_no_japanese_translation_is_english(domain):
    """A Japanese text that shows the English template untranslated: it has words and no Japanese (an
    abbreviation as GM or ID, a field A, is Japanese too)."""
    english = [m.id for m in _po("ja", domain)
               if m.id and re.search(r"[a-z]{2,}", re.sub(r"\{[^{}]*\}", "", m.string or ""))
               and not JAPANESE.search(m.string)]
    assert english == []


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_compiled_catalog_is_its_po_compiled(domain, lang):
    po = _po(lang, domain)
    compiled = io.BytesIO()
    write_mo(compiled, po)
    import gettext
    mine = gettext.GNUTranslations(io.BytesIO(compiled.getvalue()))._catalog
    with open(catalogs.po_path(lang, domain).with_suffix(".mo"), "rb") as f:
        shipped = gettext.GNUTranslations(f)._catalog
    assert shipped == mine, f"resources/locale/{lang}/LC_MESSAGES/{domain}.mo is stale: run `{MEND}`"


@pytest.mark.parametrize("domain", DOMAINS)
def test_the_template_is_what_the_sources_say(domain):
    with open(LOCALE_DIR / f"{domain}.pot", "rb") as f:
        pot = {(m.context, m.id) for m in read_po(f) if m.id}
    assert pot == set(_extracted(domain)), f"resources/locale/{domain}.pot is stale: run `{MEND}`"


def _calls(tree, names):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if name in names:
                yield name, node


def test_pybabel_misses_no_template_of_the_sources():
    """pybabel drops a template whose call nests a call within a call (Phrase("x", a=[Term(k, f(n))])):
    every literal template the sources give a keyword is in its domain's template."""
    index = {"Phrase": 0, "N_": 0, "label_term": 0, "illegal": 1, "malformed": 0, "IllegalCommandError": 1,
             "MalformedCommandError": 0, "IncompleteCommandError": 0, "InvalidValueError": 0}
    lost = []
    for domain in DOMAINS:
        said = {msgid for _, msgid in _extracted(domain)}
        for source in catalogs.domains()[domain]:
            for path in sorted(source.rglob("*.py")) if source.is_dir() else [source]:
                for name, node in _calls(ast.parse(path.read_text(encoding="utf-8")), index):
                    arg = node.args[index[name]] if len(node.args) > index[name] else None
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value not in said:
                        lost.append(f"{path.relative_to(ROOT)}:{node.lineno}: {arg.value!r}")
    assert lost == [], "make the nested call's value first, then the Phrase:\n" + "\n".join(lost)


def test_no_table_of_translations_keyed_by_english_is_left_in_the_code():
    """The translations live in the catalogs, not in Python dicts keyed by the English (JA = {...}): a
    merge that brings one back (a new sentence written in the old style) is named here, to move into the
    .po (docs/architecture.md, "Translations")."""
    found = []
    for path in sorted((ROOT / "vtt").rglob("*.py")):
        if path.relative_to(ROOT / "vtt").parts[0] == "ui":
            continue                                    # (the widgets keep Qt Linguist)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict) and node.keys:
                pairs = [(k.value, v.value) for k, v in zip(node.keys, node.values)
                         if isinstance(k, ast.Constant) and isinstance(v, ast.Constant)
                         and isinstance(k.value, str) and isinstance(v.value, str)]
                english_keyed = [k for k, v in pairs if " " in k and JAPANESE.search(v) and not JAPANESE.search(k)]
                if english_keyed:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {english_keyed[:3]}")
    assert found == []


def test_a_third_language_needs_no_python(tmp_path):
    """A translator's .po files in a new folder are all it takes: the sentences, the game's words, a list's
    separator, and the core's sentences through the ruleset's catalog."""
    def compile_po(domain, entries):
        po = PoCatalog(locale="fr")
        for key, text in entries.items():
            context, msgid = key if isinstance(key, tuple) else (None, key)
            po.add(msgid, text, context=context)
        out = tmp_path / "fr" / "LC_MESSAGES" / f"{domain}.mo"
        out.parent.mkdir(parents=True, exist_ok=True)
        with open(out, "wb") as f:
            write_mo(f, po)
    compile_po("vtt", {"Undid: {command}": "Annulé : {command}", ("list", ", "): " et "})
    compile_po("zones", {"{actor} moves to {to}": "{actor} va à {to}", ("action", "sneak"): "Discrétion",
                         "Test {action}": "Test de {action}"})
    core = Catalog("vtt", tmp_path)
    zones = Catalog("zones", tmp_path, core)
    assert zones.languages() == ["en", "fr"]
    ann = Term("name", "アン", "Ann")
    assert zones.tell(Phrase("{actor} moves to {to}", actor=ann, to="Ford"), "fr") == "Ann va à Ford"
    assert zones.tell(Phrase("Test {action}", action=Term("action", "sneak", "Sneak")), "fr") == "Test de Discrétion"
    assert zones.tell(Phrase("Undid: {command}", command="move"), "fr") == "Annulé : move"      # the core's
    assert zones.tell(Phrase("{a}", a=["x", "y"]), "fr") == "x et y"
    assert zones.tell(Phrase("{a}", a=Joined(("x", "y"), "+")), "fr") == "x+y"
    assert zones.tell(Phrase("{actor} shouts", actor=ann), "fr") == "Ann shouts"       # none: all in English
    assert zones.tell(Term("action", "force", "Force"), "fr") == "Force"


def test_japanese_is_told_from_the_shipped_catalogs():
    zones = catalog("zones")
    assert zones.tell(Phrase("{actor} moves to {to}", actor=Term("name", "アサ", "Asa"), to=Term("name", "橋", "Bridge")),
                      "ja") == "アサ が 橋 へ移動"
    assert zones.tell(Term("action", "sneak", "Sneak"), "ja") == "隠密"
    assert zones.tell(Phrase("Undid: {command}", command="move"), "ja") == "取り消し"
    assert zones.tell(Phrase("{a}", a=["x", "y"]), "ja") == "x、y"
    assert zones.tell(Phrase("{actor} moves to {to}", actor="Asa", to="Bridge")) == "Asa moves to Bridge"


def test_the_simulator_opens_no_catalog():
    """Translation happens only when a sentence is told in another language: simulated battles of every
    ruleset read no catalog."""
    code = """
import importlib
from pathlib import Path
from vtt.core import registry
from vtt.sim.simulator import simulate
for ruleset in ("nechronica", "zones", "ashes", "hundred"):
    system = registry.get(ruleset)
    scenario = Path("resources/scenarios/demo.json") if ruleset == "nechronica" else system.sample_scenarios()[0]
    simulate(scenario, 2, seed=1, workers=1)
from vtt.core.i18n import CORE
from vtt.rules.nechronica.reasons import CATALOG as N
loaded = [c.domain for c in [CORE, N] + [importlib.import_module(f"vtt.rules.{r}.texts").CATALOG
                                         for r in ("zones", "ashes", "hundred")] if c._loaded]
print(loaded)
"""
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_nechronicas_own_japanese_words_and_the_catalog_say_the_same():
    """The rulebook's Japanese names files may use (terms.py: 奈落, ジャッジ, 頭) are what the catalog tells
    for those Terms in Japanese."""
    from vtt.rules.nechronica.reasons import CATALOG
    from vtt.rules.nechronica.terms import AREA_NAMES_JA, LOCATION_NAMES_JA, TIMING_NAMES_JA
    for kind, table in (("area", AREA_NAMES_JA), ("timing", TIMING_NAMES_JA), ("location", LOCATION_NAMES_JA)):
        assert {k: CATALOG.tell(Term(kind, k, k), "ja") for k in table} == table, kind
