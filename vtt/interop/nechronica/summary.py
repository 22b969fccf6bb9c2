"""What the CCFOLIA and Udonarium exports share: parts left per location, max AP, chat palette lines.

Their labels are Japanese (the tables that read them are); the doll's and her parts' names are in the
language asked for (``lang``), as every ruleset's exports say names."""
from __future__ import annotations

from vtt.rules.nechronica.effects import doll_max_ap_breakdown, parse_effects
from vtt.rules.nechronica.models import (
    AREA_NAMES_JA,
    LOCATION_NAMES_JA,
    LOCATIONS,
    TIMING_NAMES_JA,
    DollFile,
    PartSpec,
)
from vtt.rules.nechronica.reasons import CATALOG

# The order a sheet lists maneuvers in: the four locations, then skills.
SHEET_ORDER = LOCATIONS + ("skill",)
REINFORCEMENT_LABELS = (("armament", "武装"), ("mutation", "変異"), ("modification", "改造"))
# BCDice Nechronica: nNC is a check, nNA an attack check (n dice, keep the highest).
CHECK_LINES = ("1NC 行動判定", "1NC 狂気判定", "1NC 対話判定", "1NA 攻撃判定")


def name_in(named, lang: str) -> str:
    """A doll's or a part's name in ``lang``, as the rules tell it (its ``label``): its Japanese in Japanese, else
    its English, or its only name in any language."""
    return CATALOG.tell(named.label, lang)


def max_ap(doll: DollFile) -> int:
    return sum(delta for _, delta in doll_max_ap_breakdown(doll))


def parts_left(doll: DollFile) -> list[tuple[str, int, int]]:
    """(Japanese location name, intact parts, all parts) for 頭, 腕, 胴, 脚."""
    rows = []
    for loc in LOCATIONS:
        here = [p for p in doll.parts if p.location == loc]
        rows.append((LOCATION_NAMES_JA[loc], sum(not p.damaged for p in here), len(here)))
    return rows


def fetter_label(fetter) -> str:
    return f"{fetter.target}への{fetter.emotion}"


def sheet_params(doll: DollFile) -> list[tuple[str, str]]:
    """The values a player reads but does not change in play, as (label, text)."""
    rows = [("ポジション", doll.position), ("メインクラス", doll.main_class), ("サブクラス", doll.sub_class)]
    rows += [(label, str(getattr(doll.reinforcement, key))) for key, label in REINFORCEMENT_LABELS]
    rows.append(("初期配置", AREA_NAMES_JA[doll.area]))
    return rows


def maneuver_text(part: PartSpec, lang: str = "en") -> str:
    """'【うで】《ジャッジ/1/0》支援1' (in English '【Arm】…'), with ' ※損傷' for a damaged part."""
    cost = "なし" if part.cost is None else str(part.cost)
    text = f"【{name_in(part, lang)}】《{TIMING_NAMES_JA[part.timing]}/{cost}/{part.range}》{part.effect}"
    return text + (" ※損傷" if part.damaged else "")


def palette_line(part: PartSpec, lang: str = "en") -> str:
    """An attack becomes a BCDice roll ('1NA 【こぶし】肉弾攻撃1'); any other maneuver a plain line."""
    if parse_effects(part.effect, part.name_ja or part.name).attack:
        return f"{part.dice}NA 【{name_in(part, lang)}】{part.effect}" + (" ※損傷" if part.damaged else "")
    return maneuver_text(part, lang)


def sorted_parts(doll: DollFile) -> list[PartSpec]:
    return sorted(doll.parts, key=lambda p: SHEET_ORDER.index(p.location))


def chat_palette(doll: DollFile, lang: str = "en") -> list[str]:
    """The checks every doll rolls, then one line per maneuver in sheet order."""
    return [*CHECK_LINES, "", *(palette_line(p, lang) for p in sorted_parts(doll))]


def maneuvers_by_location(doll: DollFile, lang: str = "en") -> list[tuple[str, list[str]]]:
    """(Japanese location name, maneuver lines) for 頭 腕 胴 脚 スキル, empty ones left out."""
    out = []
    for loc in SHEET_ORDER:
        lines = [maneuver_text(p, lang) for p in doll.parts if p.location == loc]
        if lines:
            out.append((LOCATION_NAMES_JA[loc], lines))
    return out


def memo_lines(doll: DollFile) -> list[str]:
    classes = " / ".join(filter(None, [doll.main_class, doll.sub_class]))
    lines = [f"{doll.position}  {classes}".strip(), f"初期配置: {AREA_NAMES_JA[doll.area]}  最大行動値: {max_ap(doll)}"]
    for f in doll.fetters:
        mad = f" 発狂: {f.mad_effect}" if f.mad_effect else ""
        lines.append(f"未練 {fetter_label(f)} 狂気{f.madness}{mad}" + (" (たからもの)" if f.treasure else ""))
    lines += [f"カルマ: {k}" for k in doll.karma]
    lines += [f"記憶のカケラ: {m}" for m in doll.memory_fragments]
    if doll.notes:
        lines += ["", doll.notes]
    return lines
