"""Every sentence and word vtt shows sits in gettext catalogs (#32, #41): extracted from the sources
(resources/locale/<domain>.pot: pybabel for the rules' and the core's, the Qt translation calls of vtt/ui for the
window's, domain ui), translated in each language's .po, compiled to the .mo vtt reads (the window's: Qt's
.qm). A sentence without a translation, a translation that is English, a stale template or compiled catalog
and a Python table of translations keyed by English each fail here, naming what to mend and how
(docs/architecture.md, "Translations")."""
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
    extract finds them, with the same keywords; the window's as catalogs.py reads Qt's calls)."""
    if domain == catalogs.UI_DOMAIN:
        return {(context, text): where for where, context, text, _ in reversed(_ui_messages())}
    keywords = parse_keywords(catalogs.KEYWORDS)
    out = {}
    for source in catalogs.domains()[domain]:
        files = sorted(source.rglob("*.py")) if source.is_dir() else [source]
        for path in files:
            for line, message, _, context in extract_from_file("python", str(path), keywords=keywords):
                msgid = message if isinstance(message, str) else message[0]
                out.setdefault((context, msgid), f"{path.relative_to(ROOT)}:{line}")
    return out


_UI: list = []


def _ui_messages() -> list:
    if not _UI:
        _UI.extend(catalogs.ui_messages())
    return _UI


def _po(lang: str, domain: str):
    with open(catalogs.po_path(lang, domain), "rb") as f:
        return read_po(f)


DOMAINS = sorted(catalogs.domains())
LANGUAGES = catalogs.languages()


def test_the_catalogs_cover_the_core_every_ruleset_and_the_window_in_japanese():
    assert set(DOMAINS) >= {"vtt", "nechronica", "zones", "ashes", "hundred", "ui"} and "ja" in LANGUAGES


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
    english = [m.id for m in _po("ja", domain)       # (a field and a file pattern, *.pdf, are no words)
               if m.id and re.search(r"[a-z]{2,}", re.sub(r"\{[^{}]*\}|\*\.\w+", "", m.string or ""))
               and not JAPANESE.search(m.string)]
    assert english == []


#: a name (a placeholder) and its particle: 「山賊4がカードを…」, not 「山賊4 がカードを…」
_SPACED_PARTICLE = re.compile(r"(?:\{[^{}]*\}|%\d) (?:から|まで|より|が|を|に|の|は|へ|と|で|も|や|か)")


@pytest.mark.parametrize("domain", [*DOMAINS, "skirmish"])
def test_japanese_puts_no_space_between_a_name_and_its_particle(domain):
    """Played (hundred in Japanese): the log read 「山賊4 がカードを…」; zones', ashes' and hundred's catalogs
    all wrote a space after a name, which Japanese does not (Nechronica's never did)."""
    path = (ROOT / "examples" / "skirmish" / "locale" / "ja" / "LC_MESSAGES" / "skirmish.po" if domain == "skirmish"
            else catalogs.po_path("ja", domain))
    with open(path, "rb") as f:
        spaced = [m.string for m in read_po(f) if m.id and _SPACED_PARTICLE.search(m.string or "")]
    assert spaced == []


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_compiled_catalog_is_its_po_compiled(domain, lang):
    po = _po(lang, domain)
    if domain == catalogs.UI_DOMAIN:         # Qt's .qm: what it answers is what the .po translates (not fuzzy)
        translated = {(m.context or "", m.id): m.string for m in po if m.id and m.string and not m.fuzzy}
        assert catalogs.qm_messages(catalogs.compiled_path(lang, domain)) == translated, \
            f"resources/locale/{lang}/LC_MESSAGES/{domain}.qm is stale: run `{MEND}`"
        return
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
    for domain in set(DOMAINS) - {catalogs.UI_DOMAIN}:
        said = {msgid for _, msgid in _extracted(domain)}
        for source in catalogs.domains()[domain]:
            for path in sorted(source.rglob("*.py")) if source.is_dir() else [source]:
                for name, node in _calls(ast.parse(path.read_text(encoding="utf-8")), index):
                    arg = node.args[index[name]] if len(node.args) > index[name] else None
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value not in said:
                        lost.append(f"{path.relative_to(ROOT)}:{node.lineno}: {arg.value!r}")
    assert lost == [], "make the nested call's value first, then the Phrase:\n" + "\n".join(lost)


_QT_CALL = re.compile(r"""(?:\.tr|QT_TR_NOOP)\(\s*(["'])((?:\\.|(?!\1).)*)\1\s*\)"""
                      r"""|(?:translate|QT_TRANSLATE_NOOP)\(\s*(["'])(\w*)\3\s*,\s*(["'])((?:\\.|(?!\5).)*)\5""")


def test_the_window_catalog_misses_no_text_of_a_qt_call():
    """Read otherwise than catalogs.py reads them (a pattern over the text, not the syntax tree): every literal
    text of a tr() or translate() call in vtt/ui is in the window's template, under its context where the
    call names it."""
    said = set(_extracted(catalogs.UI_DOMAIN))
    texts = {text for _, text in said}
    lost = []
    for path in sorted((ROOT / "vtt" / "ui").rglob("*.py")):
        for m in _QT_CALL.finditer(path.read_text(encoding="utf-8")):
            text = ast.literal_eval(m.group(1) + m.group(2) + m.group(1)) if m.group(1) else \
                ast.literal_eval(m.group(5) + m.group(6) + m.group(5))
            if (text not in texts) if m.group(1) else ((m.group(4), text) not in said):
                lost.append(f"{path.relative_to(ROOT)}: {m.group(4) or ''} {text!r}")
    assert len(said) > 700 and lost == []


def test_every_qt_call_of_the_window_reaches_the_catalog():
    """A tr() passed in as a function (its class unknown where it is called), or a translate() of a variable
    in a context none of whose texts is marked or listed, would never be translated: named here."""
    assert catalogs.ui_unextractable() == []


#: tables keyed by English with Japanese values that are no translation of what the window shows: the words
#: the files and other tools use, which the program reads and writes as they are
NOT_TRANSLATIONS = {
    "vtt/rules/nechronica/terms.py": "the rulebook's names a file may use (奈落, 頭, ジャッジ): read as aliases, "
                                     "and what the catalog tells (the last test here)",
    "vtt/rules/nechronica/dice.py": "BCDice's result words: the dice roller prints as BCDice does",
    "vtt/ui/nechronica/sheet_render.py": "the printed doll sheet: bilingual by design, each label in both",
}


def _tables_keyed_by_english(paths) -> list[str]:
    found = []
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict) and node.keys:
                pairs = [(k.value, v.value) for k, v in zip(node.keys, node.values)
                         if isinstance(k, ast.Constant) and isinstance(v, ast.Constant)
                         and isinstance(k.value, str) and isinstance(v.value, str)]
                english_keyed = [k for k, v in pairs if JAPANESE.search(v) and not JAPANESE.search(k)]
                if english_keyed:
                    found.append(f"{path.name}:{node.lineno}: {english_keyed[:3]}")
    return found


def test_no_table_of_translations_keyed_by_english_is_left_in_the_code():
    """The translations live in the catalogs, not in Python dicts keyed by the English (JA = {...}), in the
    window too and for a single word: a merge that brings one back (a new sentence written in the old style)
    is named here, to move into the .po (docs/architecture.md, "Translations")."""
    assert _tables_keyed_by_english(path for path in sorted((ROOT / "vtt").rglob("*.py"))
                                    if path.relative_to(ROOT).as_posix() not in NOT_TRANSLATIONS) == []


def test_a_table_of_a_single_word_is_found(tmp_path):
    (tmp_path / "window.py").write_text('OFF_MAP = {"escaped": "逃走"}\nLABELS = {"Name": "Name"}\n', encoding="utf-8")
    assert _tables_keyed_by_english([tmp_path / "window.py"]) == ["window.py:1: ['escaped']"]


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
                      "ja") == "アサが橋へ移動"
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
