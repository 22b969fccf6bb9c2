"""The fetter tables (未練表) as data: BCDice's NM (sisters), NMN (neutral) and NME (enemies).

Each 1D10 result gives an emotion and the mad effect (発狂) that applies while the fetter holds
4 madness points. The texts are BCDice's (i18n/Nechronica/ja_jp.yml) character for character, so
a rolled line reads exactly as it does on CCFOLIA or Udonarium.
"""
from __future__ import annotations

from typing import NamedTuple

from vtt.core.errors import Phrase, Term


# (named tuples, not dataclasses: the doll sheet's first paint tells a fetter's words from these, and a start
# imports no dataclasses, tests/ui/generic/test_first_paint.py)
class FetterEntry(NamedTuple):
    roll: int           # the 1D10 result
    emotion: str        # 【嫌悪】 without the brackets
    emotion_en: str     # its English (our own: the fan translation, seed 000, names none; docs/rulings.md)
    mad_effect: str     # [発狂:敵対認識] without the brackets
    mad_effect_en: str  # its English (ours, as emotion_en)
    effect_text: str    # what the mad effect does
    effect_en: str      # its English (ours: seed 000 has no fetter table; docs/rulings.md)

    @property
    def bcdice_text(self) -> str:
        """The table line as BCDice prints it after the roll."""
        return f"【{self.emotion}】[発狂:{self.mad_effect}]{self.effect_text}"


class FetterTable(NamedTuple):
    command: str        # NM | NMN | NME
    name: str           # 姉妹への未練表 ...
    name_en: str        # its English (ours, as effect_en)
    target: str         # sisters | neutral | enemies
    entries: tuple[FetterEntry, ...]   # index = roll - 1

    def entry(self, roll: int) -> FetterEntry:
        if not 1 <= roll <= len(self.entries):
            raise ValueError(f"{self.command} is rolled with 1D10; {roll!r} is not from 1 to 10")
        return self.entries[roll - 1]


def _table(command: str, name: str, name_en: str, target: str, rows) -> FetterTable:
    return FetterTable(command, name, name_en, target, tuple(
        FetterEntry(i, *row) for i, row in enumerate(rows, 1)))


# each row: the emotion and its English, the mad effect and its English, what the mad effect does and its English
SISTERS = _table("NM", "姉妹への未練表", "Fetter table: sisters", "sisters", [
    ("嫌悪", "Disgust", "敵対認識", "Hostile Perception", "敵に命中しなかった攻撃は全て、射程内にいるなら嫌悪の対象に命中する。(防御側任意)",
     "Every attack of yours that misses the enemy hits the one you are disgusted by instead, if she is in "
     "range (the defender chooses where)."),
    ("独占", "Possessiveness", "独占衝動", "Possessive Impulse", "戦闘開始時と終了時に１つずつ、対象はパーツを選んで損傷する。",
     "At the start and at the end of each battle, the one you are possessive of chooses one of her parts "
     "and damages it."),
    ("依存", "Dependence", "幼児退行", "Infantile Regression", "最大行動値が減少する(-2)",
     "Your maximum action points are reduced (-2)."),
    ("執着", "Obsession", "追尾監視", "Stalking", "戦闘開始時と終了時に1つずつ、対象はあなたへの未練に狂気点を得る。",
     "At the start and at the end of each battle, the one you are obsessed with gains a madness point on "
     "her fetter to you."),
    ("恋心", "Love", "自傷行動", "Self-Harm", "戦闘開始時と終了時に1つずつ、あなたはパーツを選んで損傷する。",
     "At the start and at the end of each battle, you choose one of your parts and damage it."),
    ("対抗", "Rivalry", "過剰競争", "Overcompetition", "戦闘開始時と終了時に1つずつ、あなたは任意の未練に狂気点を追加で得る。",
     "At the start and at the end of each battle, you gain an extra madness point on a fetter of your "
     "choice."),
    ("友情", "Friendship", "共鳴依存", "Sympathetic Dependence", "セッション終了時、対象にあなたよりも多く損傷したパーツがある際、"
                         "あなたは損傷パーツ数が対象と同じになるまで、パーツを損傷させる。",
     "At the end of the session, if the one you are friends with has more damaged parts than you, you "
     "damage parts of yours until you have as many damaged as she does."),
    ("保護", "Protection", "常時密着", "Constant Clinging", "あなたが対象と別エリアにいるなら「移動以外の効果を持つマニューバ」を宣言できない。"
                         "「自身と対象」以外を移動マニューバの対象にできない。",
     "While you are in another area than the one you protect, you cannot declare maneuvers with effects "
     "other than movement, nor make anyone but yourself and her the target of a movement maneuver."),
    ("憧憬", "Admiration", "贋作妄想", "Counterfeit Delusion", "あなたが対象と同エリアにいるなら「移動以外の効果を持つマニューバ」を宣言できない。"
                         "「自身と対象」以外を移動マニューバの対象にできない。",
     "While you are in the same area as the one you admire, you cannot declare maneuvers with effects "
     "other than movement, nor make anyone but yourself and her the target of a movement maneuver."),
    ("信頼", "Trust", "疑心暗鬼", "Paranoia", "あなた以外の全ての姉妹の最大行動値が減少する(-1)",
     "The maximum action points of every sister other than you are reduced (-1)."),
])

NEUTRAL = _table("NMN", "中立者への未練表", "Fetter table: neutral", "neutral", [
    ("忌避", "Aversion", "隔絶意識", "Isolation", "あなたは未練の対象ないしサヴァントと同じエリアにいる間、「移動以外の効果を持つマニューバ」"
                         "を宣言できない。また、「自身と未練の対象ないしサヴァント」以外を移動マニューバの対象にできない。",
     "While you are in the same area as the one you avoid or a Savant, you cannot declare maneuvers with "
     "effects other than movement, nor make anyone but yourself and her or the Savant the target of a "
     "movement maneuver."),
    ("嫉妬", "Jealousy", "不協和音", "Dissonance", "全ての姉妹は行動判定に修正-1を受ける。",
     "Every sister takes -1 to her action checks."),
    ("依存", "Dependence", "幼児退行", "Infantile Regression", "最大行動値が減少する(-2)",
     "Your maximum action points are reduced (-2)."),
    # BCDice spells it 過情移入; the rules page has 過剰移入. BCDice's spelling is kept so the
    # printed line matches what players see in BCDice.
    ("憐憫", "Pity", "過情移入", "Overempathy", "あなたは「サヴァント」に対する攻撃判定の出目に修正-1を受ける。",
     "You take -1 to the roll of your attack checks against Savants."),
    ("感謝", "Gratitude", "病的返礼", "Morbid Repayment", "発狂した際、あなたは任意の基本パーツ2つ（なければ最もレベルの低い強化パーツ1つ）を損傷する。",
     "When this fetter goes mad, you damage two basic parts of your choice (if you have none, one "
     "reinforcement part of the lowest level)."),
    ("悔恨", "Regret", "自業自棄", "Self-Destruction", "あなたが失敗した攻撃判定は全て、あなた自身の任意の箇所にダメージを与える。",
     "Every attack check of yours that fails deals its damage to a location of your choice on yourself."),
    ("期待", "Expectation", "希望転結", "Hope Turned Sour", "あなたは狂気点を追加して振り直しを行う際、出目に修正-1を受ける。（この効果は累積する）",
     "When you add madness points to re-roll, you take -1 to the roll (this adds up)."),
    ("保護", "Protection", "生前回帰", "Regression to Life", "あなたは「レギオン」をマニューバの対象に選べない。",
     "You cannot choose a Legion as the target of a maneuver."),
    ("尊敬", "Respect", "神化崇拝", "Idolatry", "あなたは「他の姉妹」をマニューバの対象に選べない。",
     "You cannot choose another sister as the target of a maneuver."),
    ("信頼", "Trust", "疑心暗鬼", "Paranoia", "あなた以外の全ての姉妹の最大行動値が減少する(-1)",
     "The maximum action points of every sister other than you are reduced (-1)."),
])

ENEMIES = _table("NME", "敵への未練表", "Fetter table: enemies", "enemies", [
    ("恐怖", "Fear", "認識拒否", "Denial", "あなたは、行動判定・狂気判定の出目に修正-1を受ける。",
     "You take -1 to the roll of your action checks and madness checks."),
    ("隷属", "Servitude", "造反有理", "Rebellion", "あなたが失敗した攻撃判定は全て、大失敗として扱う。",
     "Every attack check of yours that fails counts as a critical failure."),
    ("不安", "Anxiety", "挙動不審", "Erratic Behaviour", "最大行動値が減少する(-2)",
     "Your maximum action points are reduced (-2)."),
    ("憐憫", "Pity", "感情移入", "Empathy", "あなたは「サヴァント」に対する攻撃判定の出目に修正-1を受ける。",
     "You take -1 to the roll of your attack checks against Savants."),
    ("愛憎", "Love-Hate", "凶愛心中", "Murderous Devotion", "あなたは狂気判定・攻撃判定で大成功するごとに[判定値-10]個の自身のパーツを選び、損傷させる。",
     "Each time you roll a critical success on a madness check or an attack check, you choose [the check's "
     "result - 10] of your own parts and damage them."),
    ("悔恨", "Regret", "自業自棄", "Self-Destruction", "あなたが失敗した攻撃判定は全て、あなた自身の任意の箇所にダメージを与える。",
     "Every attack check of yours that fails deals its damage to a location of your choice on yourself."),
    ("軽蔑", "Contempt", "眼中不在", "Beneath Notice", "同エリアの手駒があなたに対して行う攻撃判定の出目は修正+1を受ける。",
     "The Necromancer's pieces in your area get +1 to the roll of their attack checks against you."),
    ("憤怒", "Rage", "激情暴走", "Runaway Passion", "あなたは、攻撃判定・狂気判定の出目に修正-1を受ける。",
     "You take -1 to the roll of your attack checks and madness checks."),
    ("怨念", "Grudge", "不倶戴天", "Sworn Enemy", "あなたは逃走判定ができない。あなたが「自身と未練の対象」以外を対象にしたマニューバを使用する際、"
                         "行動値1点を追加で減らさなくてはいけない。",
     "You cannot make escape checks. When you use a maneuver on anyone but yourself and the target of this "
     "fetter, you must spend 1 more action point."),
    ("憎悪", "Hatred", "痕跡破壊", "Erasing Traces", "この未練を発狂した際、あなた以外の姉妹から1人選ぶ。その姉妹は任意のパーツを2つ損傷する。",
     "When this fetter goes mad, choose one sister other than you: she damages two parts of her choice."),
])

FETTER_TABLES: dict[str, FetterTable] = {t.command: t for t in (SISTERS, NEUTRAL, ENEMIES)}
#: the fetter every doll has to her treasure, as every shipped doll holds it: 依存, mad effect 幼児退行
TREASURE_FETTER = SISTERS.entry(3)


#: the English of each emotion and mad effect the tables name, from their rows (a fetter written by hand keeps its words)
_ENGLISH = {word: english for t in FETTER_TABLES.values() for e in t.entries
            for word, english in ((e.emotion, e.emotion_en), (e.mad_effect, e.mad_effect_en))}


#: what each mad effect the tables name does, its Japanese (the tables') and its English (ours)
_DOES = {e.mad_effect: (e.effect_text, e.effect_en) for t in FETTER_TABLES.values() for e in t.entries}


def mad_effect_does(word: str) -> Term | None:
    """What the mad effect ``word`` does, in two languages (幼児退行: "Your maximum action points are reduced (-2)."
    in English); None for a mad effect no table has (a fetter written by hand)."""
    does = _DOES.get(word)
    return None if does is None else Term("name", *does)


def table_line(command: str, roll: int) -> Phrase:
    """A fetter table's line as rolled, in two languages: BCDice's words in Japanese
    (「姉妹への未練表(3) ＞ 【依存】[発狂:幼児退行]最大行動値が減少する(-2)」), ours in English."""
    table = FETTER_TABLES[command]
    e = table.entry(roll)
    return Phrase("{table} ({roll}): {emotion}, mad: {effect}. {does}", table=Term("name", table.name, table.name_en),
                  roll=roll, emotion=fetter_word(e.emotion), effect=fetter_word(e.mad_effect),
                  does=Term("name", e.effect_text, e.effect_en))


def fetter_word(word: str) -> Term:
    """A fetter's emotion or mad effect as a name of two languages (its Japanese the tables' and the files' word,
    its English the tables' row's: 依存 reads Dependence in English); a word no table has, as written."""
    return Term("name", word, _ENGLISH.get(word, word))
