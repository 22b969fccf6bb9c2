"""The game's fixed vocabulary, without pydantic: areas, locations, timings and categories (ids, names,
aliases) and ranges. The file models (models.py) validate with these; the rules and the GUI read them.

The Japanese names here are the rulebook's own words, which files may use (an area 奈落) and the printed
sheets and the GM's window show beside the English whatever the interface language; a Term of the game
told in the interface language comes from the catalog (NC_ marks each key for it; a test holds the two
to the same Japanese)."""
from __future__ import annotations

import re
from functools import lru_cache

from vtt.core.errors import InvalidValueError, Phrase, Term
from vtt.core.i18n import N_, NC_

SCHEMA_VERSION = 1

# The Stage of Battle, enemy end first. Index = position on the line.
AREAS = (NC_("area", "tartarus"), NC_("area", "hades"), NC_("area", "limbo"), NC_("area", "elysium"),
         NC_("area", "eden"))
AREA_NAMES_JA = {"tartarus": "奈落", "hades": "地獄", "limbo": "煉獄", "elysium": "花園", "eden": "楽園"}
AREA_NAMES_EN = {"tartarus": "Tartarus", "hades": "Hades", "limbo": "Limbo", "elysium": "Elysium", "eden": "Eden"}
_AREA_ALIASES = {
    **{v: k for k, v in AREA_NAMES_JA.items()},
    **{v.lower(): k for k, v in AREA_NAMES_EN.items()},
    "abyss": "tartarus", "hell": "hades", "purgatory": "limbo", "garden": "elysium", "paradise": "eden",
}
DOLL_START_AREAS = ("limbo", "elysium", "eden")

LOCATIONS = (NC_("location", "head"), NC_("location", "arms"), NC_("location", "torso"), NC_("location", "legs"))
LOCATION_NAMES_JA = {"head": "頭", "arms": "腕", "torso": "胴", "legs": "脚", "body": "本体", "skill": "スキル"}
_LOCATION_ALIASES = {"頭": "head", "腕": "arms", "胴": "torso", "脚": "legs", "本体": "body", "スキル": "skill",
                     "arm": "arms", "leg": "legs", "body": "body", "skill": "skill"}
TIMINGS = (NC_("timing", "auto"), NC_("timing", "action"), NC_("timing", "judge"), NC_("timing", "damage"),
           NC_("timing", "rapid"))
_TIMING_ALIASES = {"オート": "auto", "アクション": "action", "ジャッジ": "judge", "ダメージ": "damage",
                   "ラピッド": "rapid", "check": "judge"}
TIMING_NAMES_JA = {"auto": "オート", "action": "アクション", "judge": "ジャッジ", "damage": "ダメージ", "rapid": "ラピッド"}
# where a hit lands, a choice included (the log's Term("location", ...)), besides LOCATIONS
HIT_LOCATIONS = (NC_("location", "body"), NC_("location", "skill"), NC_("location", "defender_choice"),
                 NC_("location", "attacker_choice"))
# a check's kind and outcome, and how a battle ended (the log's Term("check" / "check_outcome" / "outcome", ...))
CHECK_KINDS = (NC_("check", "attack"), NC_("check", "escape"), NC_("check", "dismember"), NC_("check", "madness"),
               NC_("check", "action"))
CHECK_OUTCOMES = (NC_("check_outcome", "critical"), NC_("check_outcome", "success"), NC_("check_outcome", "failure"),
                  NC_("check_outcome", "fumble"))
BATTLE_OUTCOMES = (NC_("outcome", "victory"), NC_("outcome", "annihilated"), NC_("outcome", "escaped"),
                   NC_("outcome", "enemies_escaped"), NC_("outcome", "ended"))
#: the simulator's report says the rounds in the ruleset's word (vtt.sim.report_text.ROUNDS): the rulebook's Japanese
#: counts ターン (001: カウントが「0」になったら、ターンは終了です), as the window does
REPORT_ROUNDS = NC_("report", "Rounds")
#: and a round (vtt.core.i18n.round_phrase: the log's export, the table view) the same way
ROUND = N_("Round {round}")
# an outcome's English where its id does not read as words
BATTLE_OUTCOME_NAMES = {"enemies_escaped": "the enemies escaped"}


def outcome_term(outcome: str) -> Term:
    """How a battle ended, as the log and the windows name it (its other languages: the catalog's)."""
    return Term("outcome", outcome, BATTLE_OUTCOME_NAMES.get(outcome, outcome))


#: the sheets' one mark for "none": a part without a cost (Auto), or without a range
NONE_MARK = "—"
#: a part's range as the sheets say it (range_words): 自身 (our English: Self)
RANGE_SELF = NC_("range", "self")

#: what a sheet writes for a part without a cost (Auto), besides an empty cell
NO_COST = ("", "-", "－", "―", "—", "なし", "無し", "無")

CATEGORIES = ("basic", "armament", "mutation", "modification", "treasure", "skill", "enemy")
_CATEGORY_ALIASES = {"基本": "basic", "武装": "armament", "変異": "mutation", "改造": "modification",
                     "たからもの": "treasure", "スキル": "skill", "敵": "enemy"}


def area_id(value) -> str:
    """Normalise an area name (id, Japanese, English or index) to its id."""
    if isinstance(value, int) and not isinstance(value, bool):
        if 0 <= value < len(AREAS):
            return AREAS[value]
        raise InvalidValueError("area index {value} is not 0-4", value=value)
    if isinstance(value, str):
        v = value.strip()
        if v.lower() in AREAS:
            return v.lower()
        if v in _AREA_ALIASES or v.lower() in _AREA_ALIASES:
            return _AREA_ALIASES.get(v) or _AREA_ALIASES[v.lower()]
    raise InvalidValueError("unknown area {value!r}; use one of {areas} (or 奈落 地獄 煉獄 花園 楽園)", value=value,
                            areas=list(AREAS))


def _alias(value, canon, aliases, what):
    if isinstance(value, str):
        v = value.strip()
        if v.lower() in canon:
            return v.lower()
        if v in aliases:
            return aliases[v]
        if v.lower() in aliases:
            return aliases[v.lower()]
    raise InvalidValueError("unknown {what} {value!r}; use one of {names}", what=Term("field", what), value=value,
                            names=list(canon))


def _spellings(canon, aliases) -> tuple:
    return tuple(dict.fromkeys((*canon, *aliases)))


# The names a file may write, exactly as listed (an id, its Japanese or an alias; the JSON Schemas list them)
AREA_SPELLINGS = _spellings(AREAS, _AREA_ALIASES)
DOLL_START_AREA_SPELLINGS = tuple(a for a in AREA_SPELLINGS if area_id(a) in DOLL_START_AREAS)
LOCATION_SPELLINGS = _spellings(LOCATIONS + ("body", "skill"), _LOCATION_ALIASES)
TIMING_SPELLINGS = _spellings(TIMINGS, _TIMING_ALIASES)
CATEGORY_SPELLINGS = _spellings(CATEGORIES, _CATEGORY_ALIASES)


def spelled(value: str, spellings: tuple, what: str) -> str:
    """``value`` when a file may write it so (one of ``spellings`` exactly), else the unknown ``what``."""
    if value in spellings:
        return value
    raise InvalidValueError("unknown {what} {value!r}; use one of {names}", what=Term("field", what), value=value,
                            names=[s for s in spellings if s.isascii()])


def location_id(value) -> str:
    return _alias(value, LOCATIONS + ("body", "skill"), _LOCATION_ALIASES, "location")


def timing_id(value) -> str:
    return _alias(value, TIMINGS, _TIMING_ALIASES, "timing")


def category_id(value) -> str:
    return _alias(value, CATEGORIES, _CATEGORY_ALIASES, "category")


_RANGE_RE = re.compile(r"^\s*(\d+)\s*(?:[〜~～\-－ー]\s*(\d+))?\s*$")


def range_words(text: str) -> Term | Phrase | str:
    """A part's range as the sheets say it, in any language (a catalog's ``tell``): 自身 → Self, none → NONE_MARK,
    0〜1 → 0–1 in English; a range it cannot read, as written."""
    try:
        r = parse_range(text)
    except InvalidValueError:
        return text
    if r == "self":
        return Term("range", RANGE_SELF, "Self")
    if r == "none":
        return NONE_MARK
    lo, hi = r
    # from one distance to another as each language writes it: English 0–1, the files' (and the catalog's) 0〜1
    return str(lo) if lo == hi else Phrase("{lo}–{hi}", lo=lo, hi=hi)


@lru_cache(maxsize=1024)
def parse_range(text: str) -> tuple[int, int] | str:
    """'0' -> (0, 0); '0〜1' -> (0, 1); '自身'/'self' -> 'self'; 'なし'/'-'/'' -> 'none'."""
    t = (text or "").strip()
    if t in ("自身", "self", "Self"):
        return "self"
    if t in ("", "-", "－", "―", "—", "なし", "none", "None"):
        return "none"
    m = _RANGE_RE.match(t)
    if not m:
        raise InvalidValueError("unreadable range {text!r}; use e.g. 0, 1, 0〜1, 2〜3, 自身 or なし", text=text)
    lo = int(m.group(1))
    hi = int(m.group(2)) if m.group(2) else lo
    if hi < lo:
        raise InvalidValueError("range {text!r} ends below its start", text=text)
    return (lo, hi)
