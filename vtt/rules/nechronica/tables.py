"""The fetter tables (未練表) as data: BCDice's NM (sisters), NMN (neutral) and NME (enemies).

Each 1D10 result gives an emotion and the mad effect (発狂) that applies while the fetter holds
4 madness points. The texts are BCDice's (i18n/Nechronica/ja_jp.yml) character for character, so
a rolled line reads exactly as it does on CCFOLIA or Udonarium.
"""
from __future__ import annotations

from typing import NamedTuple

from vtt.core.errors import Term


# (named tuples, not dataclasses: the doll sheet's first paint tells a fetter's words from these, and a start
# imports no dataclasses, tests/ui/generic/test_first_paint.py)
class FetterEntry(NamedTuple):
    roll: int           # the 1D10 result
    emotion: str        # 【嫌悪】 without the brackets
    emotion_en: str     # its English (our own: the fan translation, seed 000, names none; docs/rulings.md)
    mad_effect: str     # [発狂:敵対認識] without the brackets
    mad_effect_en: str  # its English (ours, as emotion_en)
    effect_text: str    # what the mad effect does

    @property
    def bcdice_text(self) -> str:
        """The table line as BCDice prints it after the roll."""
        return f"【{self.emotion}】[発狂:{self.mad_effect}]{self.effect_text}"


class FetterTable(NamedTuple):
    command: str        # NM | NMN | NME
    name: str           # 姉妹への未練表 ...
    target: str         # sisters | neutral | enemies
    entries: tuple[FetterEntry, ...]   # index = roll - 1

    def entry(self, roll: int) -> FetterEntry:
        if not 1 <= roll <= len(self.entries):
            raise ValueError(f"{self.command} is rolled with 1D10; {roll!r} is not from 1 to 10")
        return self.entries[roll - 1]


def _table(command: str, name: str, target: str, rows) -> FetterTable:
    return FetterTable(command, name, target, tuple(
        FetterEntry(i, *row) for i, row in enumerate(rows, 1)))


# each row: the emotion and its English, the mad effect and its English, what the mad effect does
SISTERS = _table("NM", "姉妹への未練表", "sisters", [
    ("嫌悪", "Disgust", "敵対認識", "Hostile Perception", "敵に命中しなかった攻撃は全て、射程内にいるなら嫌悪の対象に命中する。(防御側任意)"),
    ("独占", "Possessiveness", "独占衝動", "Possessive Impulse", "戦闘開始時と終了時に１つずつ、対象はパーツを選んで損傷する。"),
    ("依存", "Dependence", "幼児退行", "Infantile Regression", "最大行動値が減少する(-2)"),
    ("執着", "Obsession", "追尾監視", "Stalking", "戦闘開始時と終了時に1つずつ、対象はあなたへの未練に狂気点を得る。"),
    ("恋心", "Love", "自傷行動", "Self-Harm", "戦闘開始時と終了時に1つずつ、あなたはパーツを選んで損傷する。"),
    ("対抗", "Rivalry", "過剰競争", "Overcompetition", "戦闘開始時と終了時に1つずつ、あなたは任意の未練に狂気点を追加で得る。"),
    ("友情", "Friendship", "共鳴依存", "Sympathetic Dependence", "セッション終了時、対象にあなたよりも多く損傷したパーツがある際、"
                         "あなたは損傷パーツ数が対象と同じになるまで、パーツを損傷させる。"),
    ("保護", "Protection", "常時密着", "Constant Clinging", "あなたが対象と別エリアにいるなら「移動以外の効果を持つマニューバ」を宣言できない。"
                         "「自身と対象」以外を移動マニューバの対象にできない。"),
    ("憧憬", "Admiration", "贋作妄想", "Counterfeit Delusion", "あなたが対象と同エリアにいるなら「移動以外の効果を持つマニューバ」を宣言できない。"
                         "「自身と対象」以外を移動マニューバの対象にできない。"),
    ("信頼", "Trust", "疑心暗鬼", "Paranoia", "あなた以外の全ての姉妹の最大行動値が減少する(-1)"),
])

NEUTRAL = _table("NMN", "中立者への未練表", "neutral", [
    ("忌避", "Aversion", "隔絶意識", "Isolation", "あなたは未練の対象ないしサヴァントと同じエリアにいる間、「移動以外の効果を持つマニューバ」"
                         "を宣言できない。また、「自身と未練の対象ないしサヴァント」以外を移動マニューバの対象にできない。"),
    ("嫉妬", "Jealousy", "不協和音", "Dissonance", "全ての姉妹は行動判定に修正-1を受ける。"),
    ("依存", "Dependence", "幼児退行", "Infantile Regression", "最大行動値が減少する(-2)"),
    # BCDice spells it 過情移入; the rules page has 過剰移入. BCDice's spelling is kept so the
    # printed line matches what players see in BCDice.
    ("憐憫", "Pity", "過情移入", "Overempathy", "あなたは「サヴァント」に対する攻撃判定の出目に修正-1を受ける。"),
    ("感謝", "Gratitude", "病的返礼", "Morbid Repayment", "発狂した際、あなたは任意の基本パーツ2つ（なければ最もレベルの低い強化パーツ1つ）を損傷する。"),
    ("悔恨", "Regret", "自業自棄", "Self-Destruction", "あなたが失敗した攻撃判定は全て、あなた自身の任意の箇所にダメージを与える。"),
    ("期待", "Expectation", "希望転結", "Hope Turned Sour", "あなたは狂気点を追加して振り直しを行う際、出目に修正-1を受ける。（この効果は累積する）"),
    ("保護", "Protection", "生前回帰", "Regression to Life", "あなたは「レギオン」をマニューバの対象に選べない。"),
    ("尊敬", "Respect", "神化崇拝", "Idolatry", "あなたは「他の姉妹」をマニューバの対象に選べない。"),
    ("信頼", "Trust", "疑心暗鬼", "Paranoia", "あなた以外の全ての姉妹の最大行動値が減少する(-1)"),
])

ENEMIES = _table("NME", "敵への未練表", "enemies", [
    ("恐怖", "Fear", "認識拒否", "Denial", "あなたは、行動判定・狂気判定の出目に修正-1を受ける。"),
    ("隷属", "Servitude", "造反有理", "Rebellion", "あなたが失敗した攻撃判定は全て、大失敗として扱う。"),
    ("不安", "Anxiety", "挙動不審", "Erratic Behaviour", "最大行動値が減少する(-2)"),
    ("憐憫", "Pity", "感情移入", "Empathy", "あなたは「サヴァント」に対する攻撃判定の出目に修正-1を受ける。"),
    ("愛憎", "Love-Hate", "凶愛心中", "Murderous Devotion", "あなたは狂気判定・攻撃判定で大成功するごとに[判定値-10]個の自身のパーツを選び、損傷させる。"),
    ("悔恨", "Regret", "自業自棄", "Self-Destruction", "あなたが失敗した攻撃判定は全て、あなた自身の任意の箇所にダメージを与える。"),
    ("軽蔑", "Contempt", "眼中不在", "Beneath Notice", "同エリアの手駒があなたに対して行う攻撃判定の出目は修正+1を受ける。"),
    ("憤怒", "Rage", "激情暴走", "Runaway Passion", "あなたは、攻撃判定・狂気判定の出目に修正-1を受ける。"),
    ("怨念", "Grudge", "不倶戴天", "Sworn Enemy", "あなたは逃走判定ができない。あなたが「自身と未練の対象」以外を対象にしたマニューバを使用する際、"
                         "行動値1点を追加で減らさなくてはいけない。"),
    ("憎悪", "Hatred", "痕跡破壊", "Erasing Traces", "この未練を発狂した際、あなた以外の姉妹から1人選ぶ。その姉妹は任意のパーツを2つ損傷する。"),
])

FETTER_TABLES: dict[str, FetterTable] = {t.command: t for t in (SISTERS, NEUTRAL, ENEMIES)}
#: the fetter every doll has to her treasure, as every shipped doll holds it: 依存, mad effect 幼児退行
TREASURE_FETTER = SISTERS.entry(3)


#: the English of each emotion and mad effect the tables name, from their rows (a fetter written by hand keeps its words)
_ENGLISH = {word: english for t in FETTER_TABLES.values() for e in t.entries
            for word, english in ((e.emotion, e.emotion_en), (e.mad_effect, e.mad_effect_en))}


def fetter_word(word: str) -> Term:
    """A fetter's emotion or mad effect as a name of two languages (its Japanese the tables' and the files' word,
    its English the tables' row's: 依存 reads Dependence in English); a word no table has, as written."""
    return Term("name", word, _ENGLISH.get(word, word))
