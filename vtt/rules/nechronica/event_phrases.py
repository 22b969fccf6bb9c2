"""What happened, told in Japanese: the engine makes each event with its sentence as an English template
and fields (vtt.core.errors.Phrase, through engine.queries._ev), and EVENTS_JA holds the Japanese of each
template, keyed by the English one, beside the refusals' (reasons.REASONS_JA). reasons.reason_text tells
either.

A Japanese template uses the fields of its English one, or fewer: the Japanese log says less than the
English in places (a maneuver's effect, the dice of a re-roll before it, a GM override's reason). A
field may be a Phrase (an optional part of the sentence, told in Japanese from this table too), a Term
(an area, a timing, a location, a check's kind or outcome, a battle's outcome: reasons.TERMS_JA) or a
plain value (a name, a number). A template without an entry here would be told in English."""
from __future__ import annotations

EVENTS_JA = {
    # the battle's flow (engine/turns.py)
    "The battle begins. Victory: {victory}. Karma: {karma}": "戦闘開始：勝利条件 {victory}／カルマ {karma}",
    "The battle begins. Victory: {victory}. Karma: none": "戦闘開始：勝利条件 {victory}",
    "destroy every enemy": "敵の全滅",
    "survive {rounds} round(s)": "{rounds}ターン生存",
    "the NC decides": "NCが判定",
    "{name} is placed in {area}": "{name}を{area}に配置",
    "Round {round}, count {count}": "第{round}ターン・カウント{count}",
    "{name} waits (AP {before} → {ap})": "{name}は待機（行動値{ap}）",
    "Round {round} ends: every doll adds 1 madness to a fetter": "第{round}ターン終了：各ドールは任意の未練に狂気点を1点加える",
    "Round {round} begins; everyone recovers max AP": "第{round}ターン開始：全員が最大行動値分の行動値を回復",
    "{name} is heart-broken (精神崩壊): every fetter is mad": "{name}は精神崩壊した",
    # maneuvers and reaction windows (engine/maneuvers.py, engine/resolution.py)
    "{name} uses 【{part}】{on}{to} ({timing}, cost {cost}, AP {before} → {ap}): {effect}":
        "{name}が{on}【{part}】を宣言（{used}・コスト{cost}・行動値{ap}）",
    " on {target}": "{target}に",
    "{timing} window: {why}": "{timing}タイミングの宣言を受け付け",
    "{timing} window closes ({declared} declared); resolving last-declared first":
        "{timing}の受付終了（{declared}件）：後に宣言されたものから処理",
    "{name}'s 【{part}】 is negated": "{name}の【{part}】は打ち消された",
    "{name}'s 【{part}】 fails: 【{used}】 was damaged before it took effect": "{name}の【{part}】は失敗：効果の前にパーツが損傷した",
    "{name}'s 【{part}】 fails: {name} is destroyed": "{name}の【{part}】は失敗：{name}は破壊された",
    "{name}'s 【{part}】 fails: {target} is no longer in range": "{name}の【{part}】は失敗：{target}が射程外",
    "【{part}】: {effect} (the GM applies this by hand)": "【{part}】：効果はNCが適用",
    "{name} gains a Spine discount for a later count this round": "{name}：せぼね（以後のカウントでコスト−1）",
    "【{part}】: {delta:+d} to {name}'s check": "【{part}】：{name}の判定に{delta:+d}",
    "【{part}】: damage −{amount}": "【{part}】：ダメージ−{amount}",
    "連撃: {name} attacks again with 【{part}】 ({left} more after this)": "連撃：{name}が【{part}】で再度攻撃（残り{left}回）",
    # moving and escaping
    "{name} moves from {origin} to {area}": "{name}が{origin}から{area}へ移動",
    "【{part}】 cancels {amount} area(s) of {name}'s movement": "【{part}】：{name}の移動を{amount}エリア妨害",
    "{name}'s movement is cancelled": "{name}の移動は打ち消された",
    "{name}'s escape is stopped": "{name}の移動は打ち消された",
    "{name} escapes the battle": "{name}は戦場から逃走した",
    "{name} fails to escape": "{name}の逃走は失敗",
    "{name} fails to escape and cannot try again this round": "{name}の逃走は失敗",
    # checks
    "{name} rolls {count}D10 for an {kind} check: {dice}{modifier}": "{name}の{kind}判定：{dice}{modifier}",
    "{name} rolls {count}D10 for a {kind} check: {dice}{modifier}": "{name}の{kind}判定：{dice}{modifier}",
    " {modifier:+d}": "{modifier:+d}",
    "{name}'s {kind} check: {total} → {outcome}{hits}": "{name}の{kind}判定：達成値{total} → {outcome}",
    "{name} takes 1 madness on her fetter to {target} ({madness}) and re-rolls: {old} → {dice}":
        "{name}が狂気点を1点受けて振り直し：{dice}",
    # damage (engine/resolution.py, engine/choices.py)
    "{name} chooses where the hit lands: {location}": "{name}が命中箇所を選択：{location}",
    "The fumble hits {name}": "大失敗：{name}に命中",
    "{attacker}'s 【{part}】 deals {amount} damage to {name}{where}{defended}": "{attacker}の【{part}】：{name}に{amount}ダメージ{where}",
    " ({location})": "（{location}）",
    "転倒: {name} loses 2 AP ({ap})": "転倒：{name}の行動値−2（{ap}）",
    "{name} is struck by 【{part}】: {amount} madness": "{name}に【{part}】が命中：狂気点{amount}",
    "{name} loses {lost} body ({base}×{mult}{minus}); {bodies} left": "{name}の体が{lost}減少（残り{bodies}）",
    "{name} loses {lost} bodies ({base}×{mult}{minus}); {bodies} left": "{name}の体が{lost}減少（残り{bodies}）",
    "{name} has no intact part left: the damage is lost": "{name}：損傷できるパーツが残っておらず、ダメージは失われた",
    "{lost} damage beyond the intact parts is lost": "{name}：損傷できるパーツが残っておらず、ダメージは失われた",
    "{name}'s 【{part}】 is damaged{why}": "{name}の【{part}】が損傷",
    "{name} is destroyed": "{name}は破壊された",
    "{name} is destroyed: every part is damaged": "{name}は破壊された",
    # madness
    "{name}: +1 madness on her fetter to {target} ({madness})": "{name}の未練（{target}）に狂気点+1（{madness}）",
    "{name}: +1 madness on her fetter to {target} ({madness}) — mad: {effect}":
        "{name}の未練（{target}）に狂気点+1（{madness}）：発狂",
    # karma, the dice box, GM overrides, the end (engine/gm.py)
    "Karma 「{karma}」 achieved": "カルマ「{karma}」：達成",
    "Karma 「{karma}」 not achieved": "カルマ「{karma}」：未達成",
    "{who}: {result}": "{who}：{result}",
    "Count set to {count}{note}": "第{round}ターン・カウント{count}",
    "The maneuver being resolved is abandoned{note}": "処理中のマニューバを破棄した（NC裁定）",
    "{name} is moved to {area}{note}": "{name}が{area}へ移動（NC裁定）",
    "{name}'s 【{part}】 is repaired{why}": "{name}の【{part}】を修復（NC裁定）",
    "{name}'s AP set to {ap}{note}": "{name}の行動値を{ap}に（NC裁定）",
    "{name}'s fetter to {target}: madness {madness}{note}": "{name}の未練の狂気点を{madness}に（NC裁定）",
    "{name} has {bodies} bodies{note}": "{name}の体を{bodies}に（NC裁定）",
    "Table view settings for {name} changed": "{name}の卓への表示設定を変更した",
    "{name} escapes{note}": "{name}は戦場から逃走した",
    "{name} returns{note}": "{name}は戦場に戻った（NC裁定）",
    "The battle ends: {outcome} ({why})": "戦闘終了：{outcome}",
    "No enemy is left on the field (escaped: {names}): the battle is over; the GM says whether it counts as a "
    "victory": "戦場に敵は残っていない（逃走：{names}）：戦闘終了。勝利とみなすかはNCが決める",
    "The battle ends: {outcome} ({why}); recovery stock {basic} basic, {reinforcement} reinforcement part(s) "
    "(threat {threat})": "戦闘終了：{outcome}（悪意{threat}：修復できる基本パーツ{basic}、強化パーツ{reinforcement}）",
}

#: parts of an English sentence the Japanese one leaves out (its template has no field for them), so they
#: need no Japanese: why a window opens, why the battle ended, a GM override's note, a move's destination,
#: a defense or a hit location spelled out in the English log, what caused a part's damage
ENGLISH_ONLY = frozenset({
    "anyone may answer {name}'s 【{part}】 with a Rapid maneuver",
    "support, hinder or re-roll {name}'s check",
    "{name} is about to take damage from 【{part}】",
    "the GM ended the battle",
    "every enemy is destroyed",
    "the GM counts the enemies' escape as a victory",
    "not every enemy is destroyed",
    "every doll has escaped",
    "the dolls who stayed are finished; the others escaped",
    "every sister has lost both her means of attack and movement, or all her fetters are mad",
    "the dolls held out for {rounds} rounds",
    " (GM override)",
    " (GM override: {why})",
    " to escape",
    " to {area}",
    " (hits {location})",
    " [{base} −{defense} defense]",
    " −{defense}",
    " ({cause})",
})
