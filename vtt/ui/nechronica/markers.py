"""Nechronica's words about a participant on the battle views: the round and count, the kind, what puts
her out of the ordinary, a marker's tooltip. What a marker draws (``Look``) is made from the ruleset's
view by the generic line map (vtt.ui.widgets.line_map.looks_of)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from vtt.rules.nechronica import limits, narration, reasons, tables, terms
from vtt.ui import i18n

MADNESS_MAX, pips = limits.MADNESS_MAX, limits.pips
fetter_target, _part_distinction = narration.fetter_target, narration.part_distinction
CATALOG = reasons.CATALOG
fetter_word, mad_effect_does = tables.fetter_word, tables.mad_effect_does
AREA_NAMES_EN, AREA_NAMES_JA, AREAS, NONE_MARK = terms.AREA_NAMES_EN, terms.AREA_NAMES_JA, terms.AREAS, terms.NONE_MARK
outcome_term, range_words = terms.outcome_term, terms.range_words
current_language = i18n.current_language


def fetter_target_text(b, target: str) -> str:
    """Whom a fetter names, in the interface language where her file gives both names (Lily's fetter to ユキ reads
    "Yuki" in English: vtt.rules.nechronica.narration.fetter_target)."""
    return CATALOG.tell(fetter_target(b, target), current_language())


def fetter_word_text(word: str) -> str:
    """A fetter's emotion or mad effect in the interface language (依存 reads Dependence in English: the fetter
    tables' English, vtt.rules.nechronica.tables.fetter_word); a word no table has, as written."""
    return CATALOG.tell(fetter_word(word), current_language())


def mad_effect_does_text(word: str) -> str:
    """What a mad effect does, in the interface language (the fetter tables' words: BCDice's in Japanese, ours in
    English, vtt.rules.nechronica.tables.mad_effect_does); "" for one no table has."""
    does = mad_effect_does(word)
    return "" if does is None else CATALOG.tell(does, current_language())


def range_text(part) -> str:
    """A part's range in the interface language (自身 reads Self in English, 0〜1 reads 0–1, none the sheets' —)."""
    return CATALOG.tell(range_words(part.range), current_language())


def cost_text(part) -> str:
    """A part's cost, or the sheets' mark for none (an Auto part's)."""
    return NONE_MARK if part.cost is None else str(part.cost)


def fetter_text(b, f, added: int = 0) -> str:
    """A fetter's line: her target, the emotion and the madness pips, with ``added`` points the pips as they will be
    (●●○○ → ●●●○) and, where that drives her mad, the madness in words (the flow panel's madness prompt, the
    re-roll's choice of fetter)."""
    text = f"{fetter_target_text(b, f.target)} ({fetter_word_text(f.emotion)}) {pips(f.madness)}"
    if added:
        text += f" → {pips(f.madness + added)}"
        if f.madness + added >= MADNESS_MAX:
            text += QCoreApplication.translate("FlowPanel", "  mad: {0}").format(
                fetter_word_text(f.mad_effect or f.emotion))
    return text


def name_text(named) -> str:
    """A name in the interface language: a doll's, an enemy's, a part's or a stack frame's (its ``label``: the
    English ``name``, the Japanese ``name_ja`` where the file gives one), as every view of the window tells it."""
    return CATALOG.tell(named.label, current_language())


def part_distinction(p, part) -> str:
    """What tells ``part`` from her other parts of the same name, in the interface language (the ruleset's rule,
    vtt.rules.nechronica.narration.part_distinction, as her commands' texts say it): " (Legs, no. 2)", or ""."""
    return _part_distinction(p, part, current_language())


def round_text(b) -> str:
    """Where the battle stands, for a header: "Round 2 · Count 7" (in the interface language)."""
    if b.phase == "setup":
        return QCoreApplication.translate("Battle", "Before the battle")
    if b.phase == "ended":
        outcome = {"victory": QCoreApplication.translate("Battle", "victory"),
                   "annihilated": QCoreApplication.translate("Battle", "annihilated"),
                   "escaped": QCoreApplication.translate("Battle", "escaped"),
                   "ended": QCoreApplication.translate("Battle", "ended")}.get(b.outcome)
        if outcome is None:                  # an outcome the ruleset names (the enemies escaped)
            outcome = CATALOG.tell(outcome_term(b.outcome), current_language())
        return QCoreApplication.translate("Battle", "Round {0} · Ended ({1})").format(b.round, outcome)
    if b.phase == "round_end":
        return QCoreApplication.translate("Battle", "Round {0} · Round end").format(b.round)
    return QCoreApplication.translate("Battle", "Round {0} · Count {1}").format(b.round, b.count)


def area_text(i: int) -> str:
    """An area as the GM's views name it: "地獄 Hades"."""
    return f"{AREA_NAMES_JA[AREAS[i]]} {AREA_NAMES_EN[AREAS[i]]}"


#: a participant's kind, and what puts her out of the ordinary (her flag), as the sheets name them
KINDS = {"doll": QT_TRANSLATE_NOOP("DollSheet", "Doll"), "savant": QT_TRANSLATE_NOOP("DollSheet", "Savant"),
         "legion": QT_TRANSLATE_NOOP("DollSheet", "Legion"), "horror": QT_TRANSLATE_NOOP("DollSheet", "Horror")}
STATUSES = (("destroyed", QT_TRANSLATE_NOOP("DollSheet", "destroyed")),
            ("escaped", QT_TRANSLATE_NOOP("DollSheet", "escaped")),
            ("heart_broken", QT_TRANSLATE_NOOP("DollSheet", "heart-broken")))


def kind_text(p) -> str:
    return QCoreApplication.translate("DollSheet", KINDS[p.kind]) if p.kind in KINDS else p.kind


def status_texts(p) -> list[str]:
    """What puts her out of the ordinary, in the interface language: destroyed, escaped, heart-broken."""
    return [QCoreApplication.translate("DollSheet", text) for flag, text in STATUSES if getattr(p, flag)]


def bodies_text(p) -> str:
    return QCoreApplication.translate("DollSheet", "{0} of {1} bodies").format(p.bodies, p.start_bodies)


def marker_tooltip(battle, p) -> str:
    """A marker's tooltip on the GM's map: who, where, AP and what is left of her, at a glance."""
    lines = [f"{name_text(p)} · {kind_text(p)} · {area_text(p.area)}",
             QCoreApplication.translate("DollSheet", "AP {0} / max {1}").format(p.ap, battle.max_ap(p))]
    if p.kind == "legion":
        lines.append(bodies_text(p))
    else:
        total = sum(1 for x in p.parts if x.damageable)
        lines.append(QCoreApplication.translate("DollSheet", "{0} of {1} parts intact").format(
            len(p.intact_parts()), total))
    if p.fetters:
        pips = " · ".join(f"{fetter_target_text(battle, f.target)} {f.madness}/4" for f in p.fetters)
        lines.append(QCoreApplication.translate("DollSheet", "Madness: {0}").format(pips))
    return "\n".join(lines + status_texts(p))
