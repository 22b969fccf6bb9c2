"""Importing a キャラクター保管所 (charasheet.vampire-blood.net) Nechronica JSON export as a DollFile.

The site keeps a sheet as flat form fields: scalars (``pc_name``, ``NP1`` …) and parallel arrays, one
per column of a table (``Power_name[i]``, ``Power_hantei[i]`` … describe maneuver *i*). Values are
usually strings. Exports in the wild are hand-edited, cut short or written by other tools, so the
import is forgiving: whatever it cannot read is left out and reported as a warning naming the field,
and only a file that is not a Nechronica sheet at all ends in a ``FileFormatError``.
"""
from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from vtt.core.errors import FileFormatError
from vtt.core.files import describe_validation_error, parse_json, read_text
from vtt.rules.nechronica.catalog import Catalog, load_catalog
from vtt.rules.nechronica.effects import max_ap_breakdown
from vtt.rules.nechronica.models import (
    DOLL_START_AREAS,
    TIMING_NAMES_JA,
    TIMINGS,
    DollFile,
    Fetter,
    PartSpec,
    Reinforcement,
    area_id,
    parse_range,
)
from vtt.rules.nechronica.tables import ENEMIES, FETTER_TABLES, NEUTRAL, SISTERS
from vtt.rules.nechronica.terms import NO_COST

GAME_ID = "nechro"

# Power_hantei: where a maneuver sits. 1-3 are skills of the position / main class / sub class.
_HANTEI = {"1": "skill", "2": "skill", "3": "skill", "4": "head", "5": "arms", "6": "torso", "7": "legs",
           "ポジション": "skill", "メインクラス": "skill", "サブクラス": "skill",
           "頭": "head", "腕": "arms", "胴": "torso", "脚": "legs", "足": "legs"}
# Power_timing: 0 Auto, 1 Action, 2 Judge, 3 Damage, 4 Rapid (the sheet's <select> order).
_TIMING = {**{str(i): t for i, t in enumerate(TIMINGS)}, **{t: t for t in TIMINGS},
           **{ja: t for t, ja in TIMING_NAMES_JA.items()}}
# SL_sex: index of the starting area in the sheet's <select>; `sex` holds its text.
_START_AREA_BY_INDEX = {"0": "limbo", "1": "elysium", "2": "eden"}
# Power_shozoku (取得先, free text): the first keyword found decides the category.
_SHOZOKU_CATEGORY = (("たから", "treasure"), ("宝物", "treasure"), ("基本", "basic"),
                     ("武装", "armament"), ("変異", "mutation"), ("改造", "modification"))
_TREASURE_NAMES = ("たからもの", "宝物", "タカラモノ")
_MAD = ("発狂", "狂")
MAX_FETTERS = 6
DEFAULT_NAME = "名無しのドール"

# Everything the sheet is known to carry. What the doll has no place for (experience, colours, the
# sheet's own bookkeeping) is listed so that it is not reported as unknown.
_USED_FIELDS = frozenset({
    "game", "pc_name", "data_title", "Position_Name", "MCLS_Name", "SCLS_Name", "NP1", "NP2", "NP3",
    "sex", "SL_sex", "Act_Total", "carma_name", "carma_memo", "kakera_name", "kakera_memo",
    "shuzoku", "age", "pc_height", "pc_weight", "pc_carma", "color_hair", "color_eye", "color_skin",
    "pc_tags", "pc_making_memo",
    "Power_name", "Power_hantei", "V_Power_hantei", "Power_timing", "V_Power_timing", "Power_cost",
    "Power_range", "Power_memo", "Power_Lost", "Power_Used", "Power_shozoku",
    "roice_name", "roice_pos", "roice_id", "roice_damage", "roice_neg", "roice_break", "roice_memo",
    "carma_completed", "message",
})
_IGNORED_FIELDS = frozenset({
    "data_id", "id", "Name", "player_name", "pc_making_memo_rows", "position", "MCLS", "SCLS",
    "MC1", "MC2", "MC3", "SC1", "SC2", "SC3", "TM1", "TM2", "TM3", "ST_Bonus",
    "Act_parts_A", "Act_parts_B", "Act_parts_C", "Act_partsA_alive", "Act_partsB_alive",
    "Act_partsC_alive", "Act_PartsA_Ef", "Act_PartsB_Ef", "Act_PartsC_Ef", "medama_alive", "nou_alive",
    "Power_Type", "Power_id", "exp_his_sum", "adv_exp_his",
    "bns_exp_his", "get_exp_his", "seicho_memo_his", "update_time", "regist_time", "url", "image",
    "images", "pc_codename", "is_public", "password",
})
_PERSONAL_FIELDS = (("pc_carma", "暗示"), ("age", "享年"), ("shuzoku", "種族"), ("pc_height", "身長"),
                    ("pc_weight", "体重"), ("color_hair", "髪の色"), ("color_eye", "瞳の色"),
                    ("color_skin", "肌の色"), ("pc_tags", "タグ"), ("pc_making_memo", "メモ"), ("message", "メッセージ"))
# roice_id: the fetter's emotion as the sheet's <select> lists it (0: none chosen), read when roice_pos is
# empty, as the public readers do: 1-10 the sisters' table, 11-20 the enemies' table, 21-27 the neutral
# table's emotions the other two lack (the site spells 16 懺悔, the rulebook's table 悔恨)
_ROICE_ID = {i: e for i, e in enumerate(
    (*SISTERS.entries, *ENEMIES.entries, *(NEUTRAL.entries[k] for k in (0, 1, 4, 5, 6, 7, 8))), start=1)}
# 取得先 naming a class or a position: where a part came from, not its category
_CLASSES_AND_POSITIONS = ("ステーシー", "タナトス", "ゴシック", "レクイエム", "バロック", "ロマネスク", "サイケデリック",
                          "アリス", "ホリック", "オートマトン", "ジャンク", "コート", "ソロリティ")
_KARMA_DONE = "（達成済み）"


@dataclass
class CharasheetImport:
    """The imported doll and what could not be carried over, one ``"field: problem"`` line each."""

    doll: DollFile
    warnings: list[str] = field(default_factory=list)


def load_charasheet(path, catalog: Catalog | None = None) -> CharasheetImport:
    """Read and import a 保管所 export file (plain JSON, or the site's ``.js`` JSONP answer)."""
    path = Path(path)
    text = read_text(path)          # a regular file under the size cap, BOM dropped, else a FileFormatError
    return import_charasheet(parse_charasheet_text(text, path), path, catalog)


_JSONP = re.compile(r"^\s*[A-Za-z_$][\w$.]*\s*\((.*)\)\s*;?\s*$", re.S)


def parse_charasheet_text(text: str, path="<data>") -> object:
    m = None if text.lstrip().startswith("{") else _JSONP.match(text)
    return parse_json(m.group(1) if m else text, path)


def import_charasheet(data: object, path="<data>", catalog: Catalog | None = None) -> CharasheetImport:
    """Turn a parsed 保管所 export into a DollFile, with a warning for each thing left out."""
    if not isinstance(data, dict):
        raise FileFormatError(path, f"a キャラクター保管所 export is a JSON object, not {_json_type(data)}")
    sheet = _Sheet(data)
    game = data.get("game")
    if game is None:
        sheet.warn("game", "missing; read as a Nechronica sheet")
    elif sheet.scalar("game") != GAME_ID:
        raise FileFormatError(path, f"this is a sheet for the game {game!r}, not Nechronica "
                                    f"(game \"{GAME_ID}\")", "game")
    sheet.report_unknown_fields()
    catalog = catalog if catalog is not None else load_catalog()
    parts = _parts(sheet, catalog, _fetter_targets(sheet))
    fetters, fetter_notes = _fetters(sheet, parts)
    fields = dict(
        name=sheet.scalar("pc_name") or sheet.scalar("data_title"),
        position=sheet.scalar("Position_Name"),
        main_class=sheet.scalar("MCLS_Name"),
        sub_class=sheet.scalar("SCLS_Name"),
        reinforcement=Reinforcement(armament=sheet.number("NP1", 0, 9, 0),
                                    mutation=sheet.number("NP2", 0, 9, 0),
                                    modification=sheet.number("NP3", 0, 9, 0)),
        area=_start_area(sheet),
        parts=parts,
        fetters=fetters,
        karma=_karma(sheet),
        memory_fragments=_listed(sheet, "kakera_name", "kakera_memo"),
        notes="\n".join(_personal_notes(sheet) + fetter_notes),
    )
    if not fields["name"]:
        sheet.warn("pc_name", f"empty; the doll is called {DEFAULT_NAME}")
        fields["name"] = DEFAULT_NAME
    try:
        doll = DollFile(**fields)
    except ValidationError as e:   # every piece was checked above; this is a last guard
        where, msg = describe_validation_error(e)
        raise FileFormatError(path, msg, where) from None
    _check_max_ap(sheet, doll)
    return CharasheetImport(doll, sheet.warnings)


class _Sheet:
    """The raw export, read leniently: every accessor returns something usable and warns instead."""

    def __init__(self, data: dict):
        self.data = data
        self.warnings: list[str] = []

    def warn(self, where: str, message: str) -> None:
        self.warnings.append(_LONE_SURROGATE.sub("\ufffd", f"{where}: {message}"))

    def report_unknown_fields(self) -> None:
        unknown = sorted(k for k in self.data if k not in _USED_FIELDS and k not in _IGNORED_FIELDS)
        if unknown:
            shown = ", ".join(unknown[:12]) + (f" and {len(unknown) - 12} more" if len(unknown) > 12 else "")
            self.warn(shown, "unknown field(s), not imported")

    def scalar(self, key: str) -> str:
        value = self.data.get(key)
        text = _scalar_text(value)
        if text is None:
            self.warn(key, f"expected text, found {_json_type(value)}; ignored")
            return ""
        return text

    def number(self, key: str, lo: int, hi: int, default: int) -> int:
        text = _nfkc(self.scalar(key))
        if text == "":
            return default
        if not re.fullmatch(r"-?\d{1,4}", text):
            self.warn(key, f"{text!r} is not a whole number; {default} used")
            return default
        n = int(text)
        if not lo <= n <= hi:
            self.warn(key, f"{n} is outside {lo}-{hi}; {min(max(n, lo), hi)} used")
        return min(max(n, lo), hi)

    def array(self, key: str) -> list | None:
        """The array under ``key`` (None if absent). PHP writes an array with gaps as an object
        keyed "0", "1", …; that is read in key order."""
        value = self.data.get(key)
        if value is None or isinstance(value, list):
            return value
        if isinstance(value, dict) and all(re.fullmatch(r"\d{1,6}", k) for k in value):
            return [v for _, v in sorted(value.items(), key=lambda kv: int(kv[0]))]
        self.warn(key, f"expected a list, found {_json_type(value)}; ignored")
        return None

    def column(self, key: str, rows: int, lead: str, alt: str | None = None) -> list[str]:
        """``rows`` texts from the array ``key`` (or ``alt``), parallel to the array ``lead``."""
        values = self.array(key)
        if values is None and alt:
            values = self.array(alt)
        if values is None:
            return [""] * rows
        out = []
        for i, v in enumerate(values[:rows]):
            text = _scalar_text(v)
            if text is None:
                self.warn(f"{key}[{i}]", f"expected text, found {_json_type(v)}; left empty")
                text = ""
            out.append(text)
        if len(values) < rows:
            self.warn(key, f"has {len(values)} entries but {lead} has {rows}; the missing ones are left empty")
        elif any(_scalar_text(v) for v in values[rows:]):
            self.warn(key, f"has {len(values)} entries but {lead} has {rows}; the extra ones are ignored")
        return out + [""] * (rows - len(out))

    def lead_column(self, key: str) -> list[str]:
        values = self.array(key)
        return self.column(key, len(values), key) if values is not None else []


# JSON may carry "\\ud800" escapes that decode to half a character, which no UTF-8 file can hold.
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _scalar_text(value) -> str | None:
    """A JSON scalar as trimmed text ('' for null); None for lists, objects and non-finite numbers."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int):
        return str(value) if abs(value) < 10 ** 12 else None
    if isinstance(value, float):
        if not math.isfinite(value):
            return None
        return str(int(value)) if value.is_integer() and abs(value) < 1e12 else str(value)
    if isinstance(value, str):
        return _LONE_SURROGATE.sub("\ufffd", value).strip()
    return None


def _json_type(value) -> str:
    return {dict: "an object", list: "a list", str: "text", bool: "true/false", type(None): "null"}.get(
        type(value), "a number")


def _nfkc(text: str) -> str:
    return unicodedata.normalize("NFKC", text).strip()


def _base_name(name: str) -> str:
    """'ほね2', 'ほね（右）' -> 'ほね': sheets number or annotate repeated basic parts."""
    t = _nfkc(name)
    t = re.sub(r"\s*[(\[【].*$", "", t)
    return re.sub(r"[\s\d]+$", "", t) or t


# ---- maneuvers -------------------------------------------------------------------------------

def _parts(sheet: _Sheet, catalog: Catalog, fetter_targets: set[str]) -> list[PartSpec]:
    names = sheet.lead_column("Power_name")
    if "Power_name" not in sheet.data:
        sheet.warn("Power_name", "missing; the doll has no parts or skills")
    rows = len(names)

    def col(key, alt=None):
        return sheet.column(key, rows, "Power_name", alt) if names else []

    hantei, timing, cost, rng = col("Power_hantei", "V_Power_hantei"), col("Power_timing", "V_Power_timing"), \
        col("Power_cost"), col("Power_range")
    memo, lost, shozoku = col("Power_memo"), col("Power_Lost"), col("Power_shozoku")
    known = _catalog_by_name(catalog)
    parts, unsaid = [], []          # unsaid: (index in parts, row) of parts whose 取得先 is empty
    for i, name in enumerate(names):
        if not name:
            continue   # the sheet's empty rows
        row = _Row(sheet, i, name)
        location = row.location(hantei[i])
        part = row.classify(location, shozoku[i], known)
        if part is None:
            part = dict(name=name, location=location, timing=row.timing(timing[i]), cost=row.cost(cost[i]),
                        range=row.range(rng[i]), effect=memo[i], **row.category)
            part["effect"] = " ".join(filter(None, [part["effect"], *row.effect_notes]))
        part["damaged"] = row.flag("Power_Lost", lost[i])
        try:
            parts.append(PartSpec(**part))
        except ValidationError as e:
            where, msg = describe_validation_error(e)
            sheet.warn(f"Power_name[{i}]", f"{name!r} left out: {where}: {msg}")
            continue
        if row.unsaid:
            unsaid.append((len(parts) - 1, row))
    _find_treasure(parts, unsaid, fetter_targets)
    return parts


def _fetter_targets(sheet: _Sheet) -> set[str]:
    """What the sheet's fetters are to (NFKC), the names inside たからもの(…) too: a fetter names the treasure."""
    out = set()
    for target in sheet.lead_column("roice_name"):
        t = _nfkc(target)
        out.add(t)
        m = re.fullmatch(r"(?:たからもの|宝物|タカラモノ)\s*[(（](.+)[)）]", t)
        if m:
            out.add(m.group(1).strip())
    return out


def _find_treasure(parts: list[PartSpec], unsaid: list, fetter_targets: set[str]) -> None:
    """Among the parts whose 取得先 is empty (read as armament so far), the treasure when no part is one
    yet: the part a fetter names, or, when a fetter is to たからもの, the only part that says nothing. The
    rest are armament, as warned."""
    pick = None
    if not any(p.category == "treasure" for p in parts):
        named = [(i, row) for i, row in unsaid if _nfkc(row.name) in fetter_targets]
        generic = any(t in _TREASURE_NAMES for t in fetter_targets)
        pick = named[0] if len(named) == 1 else unsaid[0] if not named and generic and len(unsaid) == 1 else None
    for i, row in unsaid:
        if (i, row) == pick:
            parts[i] = parts[i].model_copy(update={"category": "treasure", "level": 0})
            why = "a fetter names it" if _nfkc(row.name) in fetter_targets else \
                "a fetter is to たからもの and no other part could be it"
            row.warn("Power_shozoku", f"empty; read as the treasure ({why})")
        else:
            row.warn("Power_shozoku", "empty: does not say 基本, 武装, 変異, 改造 or たからもの; imported as armament")


def _catalog_by_name(catalog: Catalog) -> dict[str, PartSpec]:
    """Catalog parts by name (its Japanese, as the sheet writes it, and its English), basic parts first so that a
    reinforcement part never shadows one."""
    out: dict[str, PartSpec] = {}
    for p in sorted(catalog.parts.values(), key=lambda p: p.category not in ("basic", "treasure")):
        for name in (p.name_ja, p.name):
            if name:
                out.setdefault(_nfkc(name), p)
    return out


class _Row:
    """Reading one maneuver row; problems are warned against its column and index."""

    def __init__(self, sheet: _Sheet, i: int, name: str):
        self.sheet, self.i, self.name = sheet, i, name
        self.effect_notes: list[str] = []
        self.category: dict = {}
        self.unsaid = False          # its 取得先 is empty: read as armament, unless it is the treasure

    def warn(self, key: str, message: str) -> None:
        self.sheet.warn(f"{key}[{self.i}]", f"{message} ({self.name})")

    def location(self, text: str) -> str:
        loc = _HANTEI.get(_nfkc(text))
        if loc is None:
            self.warn("Power_hantei", f"{text!r} is not a location (1-3 skill, 4 head, 5 arms, 6 torso, "
                                      "7 legs); imported as a skill")
            return "skill"
        return loc

    def timing(self, text: str) -> str:
        timing = _TIMING.get(_nfkc(text).lower())
        if timing is None:
            self.warn("Power_timing", f"{text!r} is not a timing (0 auto - 4 rapid); imported as auto")
            return "auto"
        return timing

    def cost(self, text: str) -> int | None:
        t = _nfkc(text)
        if t in NO_COST:
            return None
        if t.isascii() and t.isdigit() and int(t) <= 20:
            return int(t)
        self.warn("Power_cost", f"{text!r} is not a cost of 0-20; kept in the effect text")
        self.effect_notes.append(f"(コスト {text})")
        return None

    def range(self, text: str) -> str:
        t = _nfkc(text)
        if t in ("", "-"):
            return "-"
        try:
            parsed = parse_range(t)
        except ValueError:
            self.warn("Power_range", f"{text!r} is not a range; kept in the effect text")
            self.effect_notes.append(f"(射程 {text})")
            return "-"
        if isinstance(parsed, tuple) and parsed[0] != parsed[1]:
            return f"{parsed[0]}〜{parsed[1]}"   # the rulebook's spelling, whatever dash the sheet used
        return t

    def flag(self, key: str, text: str) -> bool:
        if text not in ("", "0", "1"):
            self.warn(key, f"{text!r} is neither 0 nor 1; read as 0")
        return text == "1"

    def classify(self, location: str, shozoku: str, known: dict[str, PartSpec]) -> dict | None:
        """A basic part as the catalog has it (None otherwise); sets ``self.category`` for the rest."""
        if location == "skill":
            self.category = {"category": "skill"}
            return None
        spec = known.get(_base_name(self.name)) or known.get(_nfkc(self.name))
        if spec is not None and spec.category in ("basic", "treasure") and spec.location == location:
            return spec.model_dump(exclude={"damaged"})
        s = _nfkc(shozoku)
        if _base_name(self.name) in _TREASURE_NAMES:
            self.category = {"category": "treasure"}
            return None
        for word, category in _SHOZOKU_CATEGORY:
            if word in s:
                level = re.search(r"[1-3]", s[s.index(word):])
                self.category = {"category": category, "level": int(level.group()) if level else 0}
                if spec is not None and spec.category == category:
                    self.category["id"] = spec.id
                return None
        if spec is not None and spec.category not in ("basic", "treasure"):
            self.category = {"category": spec.category, "level": spec.level, "id": spec.id}
            return None
        self.category = {"category": "armament"}
        if not s:
            self.unsaid = True       # warned once the treasure is found (_find_treasure)
        elif any(c in s for c in _CLASSES_AND_POSITIONS) or s in (_nfkc(self.sheet.scalar(k)) for k in
                                                                   ("MCLS_Name", "SCLS_Name", "Position_Name")):
            self.warn("Power_shozoku", f"{shozoku!r} names a class or position, not a category, and the part is "
                                       "not in the catalog: its category is unknown; imported as armament (set it "
                                       "in the workshop)")
        else:
            self.warn("Power_shozoku", f"{shozoku!r} does not say 基本, 武装, 変異, 改造 or たからもの; "
                                       "imported as armament")
        return None


# ---- fetters, header, checks -----------------------------------------------------------------

def _fetters(sheet: _Sheet, parts: list[PartSpec]) -> tuple[list[Fetter], list[str]]:
    names = sheet.lead_column("roice_name")
    rows = len(names)
    emotion, ids, damage, mad, mad_text, memo = (sheet.column(k, rows, "roice_name") for k in
                                                 ("roice_pos", "roice_id", "roice_damage", "roice_neg", "roice_break",
                                                  "roice_memo"))
    treasures = {_nfkc(n) for p in parts if p.category == "treasure" for n in (p.name, p.name_ja) if n}
    fetters, notes = [], []
    treasure_found = False
    for i, target in enumerate(names):
        if not target:
            if emotion[i] or mad[i]:
                sheet.warn(f"roice_name[{i}]", f"a fetter ({emotion[i] or mad[i]}) without a target; left out")
            continue
        if len(fetters) == MAX_FETTERS:
            sheet.warn(f"roice_name[{i}]", f"a doll holds at most {MAX_FETTERS} fetters; {target!r} left out")
            continue
        feeling = emotion[i]
        by_id = _ROICE_ID.get(int(ids[i])) if ids[i].isascii() and ids[i].isdigit() and len(ids[i]) < 4 else None
        if not feeling and by_id is not None:       # the sheet's select, its text left empty
            feeling = by_id.emotion
            mad[i] = mad[i] or by_id.mad_effect
        if not feeling:
            sheet.warn(f"roice_pos[{i}]", f"fetter to {target!r} has no emotion; written as 不明")
            feeling = "不明"
        t = _nfkc(target)
        is_treasure = not treasure_found and (t in treasures or any(w in t for w in _TREASURE_NAMES))
        treasure_found = treasure_found or is_treasure
        try:
            fetters.append(Fetter(target=target, emotion=feeling, madness=_madness(sheet, i, damage[i]),
                                  mad_effect=mad[i] or _MAD_EFFECTS.get(feeling, ""), treasure=is_treasure))
        except ValidationError as e:
            where, msg = describe_validation_error(e)
            sheet.warn(f"roice_name[{i}]", f"fetter to {target!r} left out: {where}: {msg}")
            continue
        extra = "; ".join(filter(None, [mad_text[i], memo[i]]))
        if extra:
            notes.append(f"未練「{target}」({feeling}): {extra}")
    return fetters, notes


def _unique_mad_effects() -> dict[str, str]:
    """Emotion -> mad effect, for the emotions whose mad effect is the same in every fetter table."""
    seen: dict[str, set[str]] = {}
    for table in FETTER_TABLES.values():
        for entry in table.entries:
            seen.setdefault(entry.emotion, set()).add(entry.mad_effect)
    return {emotion: effects.pop() for emotion, effects in seen.items() if len(effects) == 1}


_MAD_EFFECTS = _unique_mad_effects()


def _madness(sheet: _Sheet, i: int, text: str) -> int:
    t = _nfkc(text)
    if t in _MAD:
        return 4
    if t.isascii() and t.isdigit() and len(t) < 4:
        n = int(t)
        if n > 4:
            sheet.warn(f"roice_damage[{i}]", f"{n} madness is more than 4; 4 used")
        return min(n, 4)
    sheet.warn(f"roice_damage[{i}]", f"{text!r} is not a madness of 0-4; 3 used (a new fetter's value)")
    return 3


def _start_area(sheet: _Sheet) -> str:
    text = sheet.scalar("sex")
    if text:
        try:
            area = area_id(_nfkc(text))
        except ValueError:
            area = None
        if area in DOLL_START_AREAS:
            return area
        sheet.warn("sex", f"{text!r} is not a starting area (煉獄, 花園, 楽園)")
    index = _START_AREA_BY_INDEX.get(_nfkc(sheet.scalar("SL_sex")))
    if index:
        return index
    sheet.warn("sex", "no starting area on the sheet; 煉獄 used")
    return "limbo"


def _karma(sheet: _Sheet) -> list[str]:
    """The karma, a completed one (carma_completed "1") marked so: a doll file has no flag for it."""
    names = sheet.lead_column("carma_name")
    memos = sheet.column("carma_memo", len(names), "carma_name")
    done = sheet.column("carma_completed", len(names), "carma_name") if "carma_completed" in sheet.data else \
        [""] * len(names)
    out = []
    for i, (n, m, d) in enumerate(zip(names, memos, done)):
        if not n:
            continue
        text = f"{n}: {m}" if m else n
        if d == "1":
            sheet.warn(f"carma_completed[{i}]", f"karma {n!r} is completed: written as {text + _KARMA_DONE!r} "
                                                "(a doll file marks no karma completed)")
            text += _KARMA_DONE
        out.append(text)
    return out


def _listed(sheet: _Sheet, name_key: str, memo_key: str) -> list[str]:
    names = sheet.lead_column(name_key)
    memos = sheet.column(memo_key, len(names), name_key)
    return [f"{n}: {m}" if m else n for n, m in zip(names, memos) if n]


def _personal_notes(sheet: _Sheet) -> list[str]:
    lines = []
    for key, label in _PERSONAL_FIELDS:
        text = sheet.scalar(key)
        if text:
            lines.append(f"{label}: {text}")
    return lines


def _check_max_ap(sheet: _Sheet, doll: DollFile) -> None:
    stated = _nfkc(sheet.scalar("Act_Total"))
    if stated.isascii() and stated.isdigit() and len(stated) < 4:
        ours = sum(delta for _, delta in max_ap_breakdown(doll.base_ap, doll.parts))   # sheets leave madness out
        if ours != int(stated):
            sheet.warn("Act_Total", f"the sheet says max AP {stated}; its parts give {ours}, which is used")
