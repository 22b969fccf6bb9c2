"""Reading a maneuver's effect text into the keywords the engine automates, and max AP."""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import ClassVar

from vtt.core.errors import Phrase
from vtt.core.fielded import Fielded

from .limits import MADNESS_MAX
from .tables import fetter_word

ATTACK_TYPES = {"肉弾": "unarmed", "白兵": "melee", "射撃": "shooting", "砲撃": "blast"}
MAX_AP_PENALTY_EMOTIONS = {"依存": 2, "不安": 2}     # mad: own max AP -2
SISTER_MAX_AP_PENALTY_EMOTIONS = {"信頼": 1}        # mad: every other sister's max AP -1
FEAR, SERVITUDE, CONTEMPT = "恐怖", "隷属", "軽蔑"  # -1 checks; failed attacks fumble; +1 to attack her


class Effects(Fielded):
    """What the engine automates for one maneuver. Anything else is text for the GM. Never changed once made (a
    plain class, not a frozen dataclass: the engine is imported before the first paint, vtt.core.fielded; equal and
    hashed by its fields, as the dataclass was)."""
    __slots__ = ("attack", "damage", "support", "hinder", "move", "move_hinder", "defense", "dismember", "explosive",
                 "area", "chain", "trip", "max_ap", "spine")
    _fields: ClassVar[tuple[str, ...]] = ("attack", "damage", "support", "hinder", "move", "move_hinder", "defense",
                                          "dismember", "explosive", "area", "chain", "trip", "max_ap", "spine")

    attack: str | None     # unarmed | melee | shooting | blast | mental
    damage: int
    support: int
    hinder: int
    move: int
    move_hinder: int
    defense: int
    dismember: bool
    explosive: bool
    area: bool
    chain: int | None      # 連撃 N; 0 = 連撃 without N (legions: from bodies)
    trip: bool
    max_ap: int
    spine: bool

    def __init__(self, attack: str | None = None, damage: int = 0, support: int = 0, hinder: int = 0, move: int = 0,
                 move_hinder: int = 0, defense: int = 0, dismember: bool = False, explosive: bool = False,
                 area: bool = False, chain: int | None = None, trip: bool = False, max_ap: int = 0,
                 spine: bool = False) -> None:
        self.attack = attack
        self.damage = damage
        self.support = support
        self.hinder = hinder
        self.move = move
        self.move_hinder = move_hinder
        self.defense = defense
        self.dismember = dismember
        self.explosive = explosive
        self.area = area
        self.chain = chain
        self.trip = trip
        self.max_ap = max_ap
        self.spine = spine

    def __hash__(self) -> int:
        return hash(tuple([getattr(self, name) for name in self._fields]))

    @property
    def automated(self) -> bool:
        return bool(self.attack or self.support or self.hinder or self.move or self.move_hinder
                    or self.defense or self.max_ap or self.spine)


_TOKEN = re.compile(
    r"(?P<atk>肉弾|白兵|射撃|砲撃|精神)攻撃(?P<atkn>\d+)"
    r"|移動妨害(?P<mh>\d+)"
    r"|移動(?P<mv>\d+)"
    r"|支援(?P<sup>\d+)"
    r"|妨害(?P<hin>\d+)"
    r"|防御(?P<df>\d+)"
    r"|最大行動値\+(?P<ap>\d+)"
    r"|連撃(?P<ch>\d*)"
    r"|(?P<kw>切断|爆発|全体攻撃|転倒)"
)


@lru_cache(maxsize=4096)
def parse_effects(text: str, name: str = "") -> Effects:
    t = unicodedata.normalize("NFKC", text or "").replace(" ", "")
    kw: dict = {}
    for m in _TOKEN.finditer(t):
        g = m.groupdict()
        if g["atk"]:
            kw["attack"] = "mental" if g["atk"] == "精神" else ATTACK_TYPES[g["atk"]]
            kw["damage"] = int(g["atkn"])
        elif g["mh"]:
            kw["move_hinder"] = int(g["mh"])
        elif g["mv"]:
            kw["move"] = int(g["mv"])
        elif g["sup"]:
            kw["support"] = int(g["sup"])
        elif g["hin"]:
            kw["hinder"] = int(g["hin"])
        elif g["df"]:
            kw["defense"] = int(g["df"])
        elif g["ap"]:
            kw["max_ap"] = kw.get("max_ap", 0) + int(g["ap"])
        elif m.group(0).startswith("連撃"):
            kw["chain"] = int(g["ch"]) if g["ch"] else 0
        elif g["kw"] == "切断":
            kw["dismember"] = True
        elif g["kw"] == "爆発":
            kw["explosive"] = True
        elif g["kw"] == "全体攻撃":
            kw["area"] = True
        elif g["kw"] == "転倒":
            kw["trip"] = True
    if name == "せぼね" or "コスト-1" in t:
        kw["spine"] = True
    return Effects(**kw)


def mad_ap_penalty(own_fetters, sister_fetters_lists) -> list[tuple[Phrase, int]]:
    """Max AP changes from mad fetters: (label, delta) pairs; the label a Phrase (English as str(), its
    translations in the Nechronica catalog).

    ``own_fetters``: (emotion, madness) pairs of this doll; ``sister_fetters_lists``: the same for
    every other sister. The emotion a name of two languages (Dependence in English), as the fetters' table says it."""
    out = []
    for emotion, madness in own_fetters:
        if madness >= MADNESS_MAX and emotion in MAX_AP_PENALTY_EMOTIONS:
            out.append((Phrase("{emotion} (mad)", emotion=fetter_word(emotion)), -MAX_AP_PENALTY_EMOTIONS[emotion]))
    for fetters in sister_fetters_lists:
        for emotion, madness in fetters:
            if madness >= MADNESS_MAX and emotion in SISTER_MAX_AP_PENALTY_EMOTIONS:
                out.append((Phrase("sister's {emotion} (mad)", emotion=fetter_word(emotion)),
                            -SISTER_MAX_AP_PENALTY_EMOTIONS[emotion]))
    return out


def max_ap_breakdown(base_ap: int, parts, own_fetters=(), sister_fetters_lists=()) -> list[tuple[str | Phrase, int]]:
    """[(label, delta), ...] whose sum is max AP: "base", then each part's and mad fetter's as a Phrase (a part's
    name in every language). ``parts``: objects with name, name_ja, label, effect, damaged (a part of a file or
    of a battle)."""
    rows: list[tuple[str | Phrase, int]] = [("base", base_ap)]
    for p in parts:
        if not p.damaged:
            bonus = parse_effects(p.effect, p.name_ja or p.name).max_ap
            if bonus:
                rows.append((Phrase("{part}", part=p.label), bonus))
    rows.extend(mad_ap_penalty(own_fetters, sister_fetters_lists))
    return rows


def doll_max_ap_breakdown(doll) -> list[tuple[str | Phrase, int]]:
    """Max AP breakdown of a DollFile (or EnemyFile) on its own, as its sheet shows it."""
    fetters = [(f.emotion, f.madness) for f in getattr(doll, "fetters", [])]
    return max_ap_breakdown(doll.base_ap, doll.parts, fetters)
