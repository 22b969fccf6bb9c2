"""Interface languages: loading the window's compiled catalog and a font that renders Japanese.

The window's words are the ``ui`` domain of the gettext catalogs (resources/locale/<lang>/LC_MESSAGES/ui.po,
msgctxt the Qt context), compiled to Qt's ``ui.qm`` beside it, which a QTranslator reads: Qt's own lookup,
at no cost to a start in English (docs/architecture.md, "Translations")."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QObject, QTranslator, Signal
from PySide6.QtGui import QFont

from vtt import RESOURCES
from vtt.core import i18n as _core

CORE, LOCALE_DIR, SOURCE_LANGUAGE = _core.CORE, _core.LOCALE_DIR, _core.SOURCE_LANGUAGE

#: the window's domain: its words, compiled for Qt (resources/locale/catalogs.py)
UI_DOMAIN = "ui"
#: fonts shipped with the standalone app (packaging/): used where the machine has no Japanese font
FONTS_DIR = RESOURCES / "fonts"

# Qt falls back through this list glyph by glyph, so kana and kanji render even under a Latin font.
CJK_FAMILIES = ("Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP", "IPAGothic", "Yu Gothic",
                "Hiragino Sans", "Meiryo")


def ui_catalog(lang: str):
    """The window's compiled catalog of ``lang`` (resources/locale/<lang>/LC_MESSAGES/ui.qm)."""
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{UI_DOMAIN}.qm"


def _languages() -> dict[str, str]:
    """English and every language the window has a compiled catalog for, each by its own name (the code of
    one Qt does not know): a translator's new language needs no Python (docs/architecture.md, "Translations")."""
    found = {SOURCE_LANGUAGE: "English"}
    for qm in sorted(LOCALE_DIR.glob(f"*/LC_MESSAGES/{UI_DOMAIN}.qm")):
        lang = qm.parent.parent.name
        if lang != SOURCE_LANGUAGE:
            locale = QLocale(lang)
            found[lang] = (locale.nativeLanguageName() if locale.language() != QLocale.Language.C else "") or lang
    return found


LANGUAGES = _languages()

#: Qt's own words its catalogs lack (qtbase_ja as PySide6 6.11 ships it has "Look in:", the file dialog now says
#: "&Look in:"): ours give them, in the window's catalog under Qt's context, asked before Qt's (install_language)
QT_WORDS_MISSING = (QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"), QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"))

_language = SOURCE_LANGUAGE
_installed: QTranslator | None = None
_installed_qt: QTranslator | None = None     # Qt's own strings (OK, Cancel, file dialogs, edit menus)


def system_language() -> str:
    """The machine's language where the window has it, else English."""
    lang = QLocale.system().name().split("_")[0]
    return lang if lang in LANGUAGES else SOURCE_LANGUAGE


def install_language(lang: str) -> bool:
    """Make ``lang`` the interface language now: Qt's widgets get a LanguageChange event, the Retranslating ones
    are told once the translators are in place (LanguageNotice) and retranslate.

    English is the source language, so it needs no translator. Returns False if the window has no catalog
    of ``lang`` (nothing changes then).
    """
    global _language, _installed, _installed_qt
    if not isinstance(lang, str):          # (a settings file edited by hand: a number, a list)
        return False
    app = QCoreApplication.instance()
    tr = None
    if lang != SOURCE_LANGUAGE:
        tr = QTranslator(app)
        if not tr.load(str(ui_catalog(lang))):
            return False
    changed = False
    for old in (_installed, _installed_qt):
        if old is not None:
            app.removeTranslator(old)
            changed = True
    _installed = _installed_qt = None
    _language = lang
    if tr is None:
        if changed:
            language_notice().changed.emit()
        return True
    from PySide6.QtCore import QLibraryInfo       # (here: an English start needs it not)
    qt = QTranslator(app)      # shipped with Qt; without it its standard buttons stay in English
    if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed_qt = qt
    app.installTranslator(tr)                 # (last installed, asked first: Qt's words its catalog lacks are ours)
    _installed = tr
    language_notice().changed.emit()
    return True


class LanguageNotice(QObject):
    """Tells the Retranslating widgets that the interface language changed (``install_language``, once the
    translators are in place), in place of Qt's LanguageChange event: a widget told by its ``changeEvent`` would
    carry every change event it gets (its parent set, its font) to Python, and the first QEvent PySide hands to
    Python builds the types of all of QEvent's subclasses and their enums, ~6 M instructions before the first
    paint (docs/gui.md, "The tenth round (first paint: zones)")."""

    changed = Signal()


_notice: LanguageNotice | None = None


def language_notice() -> LanguageNotice:
    """The one LanguageNotice (made when first asked for)."""
    global _notice
    if _notice is None:
        _notice = LanguageNotice()
    return _notice


def current_language() -> str:
    return _language


def listed(items) -> str:
    """Values one after another as the interface language lists them: "A, B" (in Japanese A、B), as the core's
    catalog joins a Phrase's list (vtt.core.i18n.LIST_SEPARATOR)."""
    return CORE.tell([str(x) for x in items], _language)


def system_name(ruleset_id: str | None) -> str:
    """A rules system's name in the interface language (its system's ``name`` or ``name_ja``)."""
    from vtt.core import registry
    system = registry.get(ruleset_id)
    return system.name_ja if current_language() == "ja" else system.name


_named: tuple = (None, "")        # (the session last asked about, its setup's name_ja): read once a battle


def battle_name(session, lang: str | None = None) -> str:
    """The battle's name in ``lang`` (the interface language): in Japanese its ``name_ja`` where the battle
    (Nechronica's state), its scenario (the package rulesets' session) or its setup gives one (the window's
    and the table view's titles, an exported log's heading; the state may keep the ``name`` alone), else its
    ``name``."""
    global _named
    name = getattr(session.state, "name", "") or ""
    if (lang or _language) != "ja" or not name:
        return name
    ja = getattr(session.state, "name_ja", None) or getattr(getattr(session, "scenario", None), "name_ja", None)
    if isinstance(ja, str) and ja:
        return ja
    if _named[0] is not session:
        setup_json = getattr(session, "setup_json", None)     # (a session made in code may have no setup)
        setup = setup_json() if setup_json is not None else None
        _named = (session, (setup.get("name_ja") or "") if isinstance(setup, dict) else "")
    return _named[1] or name


_registered = False


def register_bundled_fonts() -> list[str]:
    """Make the fonts the standalone app ships (resources/fonts) known to Qt, once; their families.
    A source install has none: the machine's fonts serve."""
    global _registered
    if _registered or not FONTS_DIR.is_dir():
        return []
    _registered = True
    from PySide6.QtGui import QFontDatabase       # (here: PySide builds its type and enums when imported)
    families = []
    for path in sorted(FONTS_DIR.iterdir()):
        if path.suffix.lower() in (".ttf", ".otf", ".ttc"):
            font_id = QFontDatabase.addApplicationFont(str(path))
            families += QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    return families


def apply_cjk_font(app) -> None:
    """Keep the platform font for Latin text and fall back to Noto Sans CJK JP for Japanese."""
    register_bundled_fonts()
    font = QFont(app.font())
    # Families that are not installed are passed over when a glyph is looked up, so the list need not
    # be checked against the font database (listing it scans every font: ~6 ms at start-up).
    font.setFamilies([font.family(), *CJK_FAMILIES])
    app.setFont(font)


class Retranslating:
    """Mixin for widgets: re-run ``retranslate()`` when the interface language changes (``install_language``
    tells it through the LanguageNotice, not Qt's LanguageChange event: no changeEvent in Python)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        language_notice().changed.connect(self.retranslate)
