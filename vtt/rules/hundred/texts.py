"""The hundred ruleset's words in English and Japanese: its events, refusals, phrases and commands.

No event tells a card nobody may see yet: a lay, a draw or a gift says who and how many, never which."""
from __future__ import annotations

from vtt.core.errors import Joined, Phrase, PhraseBook, Term
from vtt.core.event_phrases import EventPhrases
from vtt.core.i18n import N_
from vtt.core.package_system import (PACKAGE_JA, EVENT_FIELDS, display_names as _names, fighter_term, name_field,
                                     weapon_name as _weapon, weapon_term)

from .dice import chains_text
from .terms import BAND_NAMES, COMMAND_NAMES_JA, LOCATION_NAMES_JA, REACTION_NAMES_JA, band_term, reaction_term, term_ja


def _band(band, lang):
    return BAND_NAMES.get(band, (band, band))[1 if lang == "ja" else 0]


# -- events ----------------------------------------------------------------------------------------
# Each event type's sentence: an English template (or a function of the event's data picking one) whose
# fields are made from the data by the makers below (a participant's id → her name, a roll → its dice).

NO_DICE = Phrase("[no dice]")


def _roll(r):
    """A roll as the log writes it: "3d10+2d6 [7, 10+4, 2] 14", a penalty "… 14 − 2 = 12"."""
    if r is None:
        return ""
    chains = chains_text(r)
    if r["penalty"]:
        tail = f" {r['highest']} − {r['penalty']} = {r['result']}"
    else:
        tail = f" {r['result']}"
    if chains == "[no dice]":
        return Joined((f"{r['pool']} ", NO_DICE, tail))
    return f"{r['pool']} {chains}{tail}"


def _hit_test(d):
    return N_("{actor} rolls {roll} at {target}{dodge}: hit") if d["hit"] else \
        N_("{actor} rolls {roll} at {target}{dodge}: miss")


def _override(d):
    if d["op"] == "end_battle":
        return N_("GM override: the battle ends ({outcome}){why}")
    if d["op"] == "health":
        return N_("GM override: {target}'s health is {health}{why}")
    return N_("GM override: {target} holds {count} card(s){why}")


EVENTS = {
    "drew": N_("{actor} draws {count} card(s)"),
    "reshuffled": N_("The discards go back into the deck ({cards} cards)"),
    "round_started": N_("Round {round}: Preparation Phase"),
    "laid": N_("{actor} lays a card face down"),
    "sat_out": N_("{actor} sits this round out"),
    "gave": N_("{actor} gives {to} a card"),
    "revealed": N_("The cards are flipped: {cards}"),
    "hands_empty": N_("No one has a card left: a new Draw Phase"),
    "nobody_acts": N_("Nobody acts in round {round}"),
    "attack_declared": N_("{actor} attacks {target}'s {location} with {weapon} ({pool}{shifted}, {band})"),
    "acted": lambda d: N_("{actor} acts: {what}") if d.get("what") else N_("{actor} acts: a combat action"),
    "turn_passed": N_("{actor} does nothing and discards her card"),
    "reaction": N_("{actor} reacts: {how} (the GM rules)"),
    "hit_test": _hit_test,
    "ruled": lambda d: N_("The GM rules {target}'s reaction: hit") if d["hit"]
    else N_("The GM rules {target}'s reaction: miss"),
    "damage_rolled": N_("Damage: strength {strength} + weapon {weapon_damage}{shifts} = {outgoing} − armor ({location}) "
                        "{armor}{block} → {amount}"),
    "damaged": N_("{target} takes {amount} damage{why}: {before} → {after}"),
    "exhausted": N_("{target} gets +{amount} exhaustion{why}: {before} → {after}"),
    "unconscious": N_("{target} is unconscious"),
    "died": N_("{target} dies"),
    "interrupted": N_("{actor} (card {card}) interrupts {other}'s attack before its damage"),
    "acts_earlier": N_("{actor} (card {card}) acts before {other}"),
    "attack_fizzled": N_("{actor}'s attack on {target} comes to nothing"),
    "range_set": N_("{a} and {b} are at {band}"),
    "ended": "{ended}",
    "override": _override,
}


def _dodge(b, d):
    """The target's dodge roll (against a projectile's Speed), or how she reacted."""
    how = reaction_term(d["how"])
    if d.get("dodge") is None:
        return Phrase(" ({how})", how=how)
    if "speed" in d:
        return Phrase("; {how} {roll} against Speed {speed}", how=how, roll=_roll(d["dodge"]), speed=d["speed"])
    return Phrase("; {how} {roll}", how=how, roll=_roll(d["dodge"]))


FIELDS = {
    **EVENT_FIELDS, "to": name_field("to"), "other": name_field("other"),
    "a": name_field("a"), "b": name_field("b"),
    "cards": lambda b, d: Joined((Joined((fighter_term(b, w), str(c)), " ") for w, c in d["cards"]), ", ")
    if isinstance(d["cards"], list) else d["cards"],
    "weapon": lambda b, d: weapon_term(b, d["actor"], d["weapon"]),
    "location": lambda b, d: Term("location", d["location"], d["location"]),
    "band": lambda b, d: band_term(d["band"]),
    "how": lambda b, d: reaction_term(d["how"]),
    "shifted": lambda b, d: Phrase(", {shifted} shifted", shifted=d["shifted"]) if d["shifted"] else "",
    "roll": lambda b, d: _roll(d["roll"]),
    "dodge": _dodge,
    "strength": lambda b, d: _roll(d["strength"]),
    "shifts": lambda b, d: f" + {d['shifted']}×{d['per_shift']}" if d["shifted"] else "",
    "block": lambda b, d: Phrase(" − block {roll}", roll=_roll(d["block"])) if d["block"] else "",
    "why": lambda b, d: Phrase(" ({reason})", reason=d["reason"]) if d.get("reason") else "",
}

#: an event's sentence (Out.add in the engine asks it for each event it makes)
event_phrase = EventPhrases(EVENTS, FIELDS)

EVENTS_JA = {
    "{actor} draws {count} card(s)": "{actor} がカードを {count} 枚引く",
    "The discards go back into the deck ({cards} cards)": "捨て札を山札に戻す（{cards} 枚）",
    "Round {round}: Preparation Phase": "第{round}ラウンド：準備フェイズ",
    "{actor} lays a card face down": "{actor} がカードを1枚伏せる",
    "{actor} sits this round out": "{actor} はこのラウンド行動しない",
    "{actor} gives {to} a card": "{actor} が {to} にカードを1枚渡す",
    "The cards are flipped: {cards}": "カードを表にする：{cards}",
    "No one has a card left: a new Draw Phase": "手札が尽きた：ドローフェイズ",
    "Nobody acts in round {round}": "第{round}ラウンドは誰も行動しない",
    "{actor} attacks {target}'s {location} with {weapon} ({pool}{shifted}, {band})":
        "{actor} が {weapon} で {target} の{location}を攻撃（{pool}{shifted}、{band}）",
    ", {shifted} shifted": "、{shifted} 個シフト",
    "{actor} acts: {what}": "{actor} の行動：{what}",
    "{actor} acts: a combat action": "{actor} の行動：戦闘行動",
    "{actor} does nothing and discards her card": "{actor} は何もせずカードを捨てる",
    "{actor} reacts: {how} (the GM rules)": "{actor} のリアクション：{how}（GMの裁定を待つ）",
    "{actor} rolls {roll} at {target}{dodge}: hit": "{actor} の命中判定 {roll}{dodge}：命中",
    "{actor} rolls {roll} at {target}{dodge}: miss": "{actor} の命中判定 {roll}{dodge}：外れ",
    " ({how})": "（{how}）",
    "; {how} {roll} against Speed {speed}": "；{how} {roll}（速度 {speed}）",
    "; {how} {roll}": "；{how} {roll}",
    "The GM rules {target}'s reaction: hit": "GMの裁定：命中",
    "The GM rules {target}'s reaction: miss": "GMの裁定：外れ",
    "Damage: strength {strength} + weapon {weapon_damage}{shifts} = {outgoing} − armor ({location}) {armor}{block} → {amount}":
        "ダメージ：筋力 {strength} + 武器 {weapon_damage}{shifts} = {outgoing} − 防具（{location}）{armor}{block} → {amount}",
    " − block {roll}": " − ブロック {roll}",
    "{target} takes {amount} damage{why}: {before} → {after}": "{target} に {amount} ダメージ{why}：{before} → {after}",
    "{target} gets +{amount} exhaustion{why}: {before} → {after}": "{target} に疲労 +{amount}{why}：{before} → {after}",
    "{target} is unconscious": "{target} は気絶した",
    "{target} dies": "{target} は死亡した",
    "{actor} (card {card}) interrupts {other}'s attack before its damage": "{actor}（カード {card}）が {other} の攻撃のダメージの前に割り込む",
    "{actor} (card {card}) acts before {other}": "{actor}（カード {card}）が {other} より先に行動する",
    "{actor}'s attack on {target} comes to nothing": "{actor} の {target} への攻撃は果たされない",
    "{a} and {b} are at {band}": "{a} と {b} の距離：{band}",
    "GM override: the battle ends ({outcome}){why}": "GM操作：戦闘終了（{outcome}）{why}",
    "GM override: {target}'s health is {health}{why}": "GM操作：{target} の体力 {health}{why}",
    "GM override: {target} holds {count} card(s){why}": "GM操作：{target} の手札 {count} 枚{why}",
    "[no dice]": "[ダイスなし]",
    "{ended}": "{ended}",
}


#: every refusal and phrase in Japanese (the English is the key)
JA = {
    "The battle is over": "戦闘は終了している",
    "Cards are laid and given in the Preparation Phase; it is the {phase} phase now":
        "カードを伏せる・渡すのは準備フェイズ。今は{phase}フェイズ",
    "Combat actions wait for the reveal; it is the {phase} phase now": "戦闘行動はカードを表にしてから。今は{phase}フェイズ",
    "unknown command {type!r}": "不明なコマンド {type!r}",
    "{key} must be a participant id (one of: {ids})": "{key} は参加者のid（{ids}）",
    "{name} is dead": "{name} は死亡している",
    "{name} is unconscious: no O left": "{name} は気絶している（O が残っていない）",
    "{name} has laid a card this round already": "{name} はこのラウンドすでにカードを伏せた",
    "{name} sits this round out": "{name} はこのラウンド行動しない",
    "{name} has no cards left: she cannot act, only react to attacks": "{name} は手札がない：行動できず、リアクションのみ",
    "'card' must be a card from 1 to 100": "'card' は 1〜100 のカード",
    "Card {card} is not in {name}'s hand": "カード {card} は {name} の手札にない",
    "Only player characters give cards; {name} is not one": "カードを渡せるのはPCだけ。{name} はPCではない",
    "{name} cannot give a card to herself": "{name} は自分にカードを渡せない",
    "{to} is not a player character of {name}'s side": "{to} は {name} の側のPCではない",
    "{to} is out of the fight": "{to} は戦闘から脱落している",
    "{name} has given a card this round already: one per round": "{name} はこのラウンドすでにカードを渡した（1ラウンド1枚）",
    "{to} has received a card this round already: at most one": "{to} はこのラウンドすでにカードを受け取った（1枚まで）",
    "{name} laid no card this round: she can only react": "{name} はこのラウンドカードを伏せていない：リアクションのみ",
    "{name} has acted this round: her card is discarded": "{name} はこのラウンド行動済み（カードは捨て札）",
    "It is {name}'s turn to act": "{name} の手番",
    "{name}'s attack is under way: it is resolved first": "{name} の攻撃の処理中：先に解決する",
    "The attack under way is resolved first": "処理中の攻撃を先に解決する",
    "{name} cannot attack herself": "{name} は自分を攻撃できない",
    "{target} is dead": "{target} は死亡している",
    "{name} has no weapon {weapon!r} (hers: {names}; or unarmed)": "{name} は武器 {weapon!r} を持っていない（所持：{names}、または素手）",
    "{target} is at {band} from {name}; {weapon} reaches {bands}": "{target} は {name} から{band}。{weapon} の届く距離：{bands}",
    "'skill' and 'attribute' are true or false": "'skill' と 'attribute' は true か false",
    "{name} has no dice for this attack ({skill} and Combat)": "{name} はこの攻撃に振るダイスがない（{skill} と戦闘）",
    "'{key}' must be a whole number from {lo} to {hi}": "'{key}' は {lo}〜{hi} の整数",
    "{name} shifts more dice than the pool holds ({pool})": "{name} はダイスプール（{pool}）より多くシフトしている",
    "At least one die must be rolled: {name} cannot shift them all": "少なくとも1個は振る：{name} は全部シフトできない",
    "'location' is one of {target}'s hit locations: {locations}": "'location' は {target} の部位（{locations}）",
    "'what' says the combat action in words (at most 200 characters)": "'what' は戦闘行動の説明（200文字まで）",
    "No attack waits for a reaction": "リアクションを待つ攻撃はない",
    "The attack is aimed at {target}, not {name}": "攻撃の対象は {target} で、{name} ではない",
    "'how' is one of: {reactions}": "'how' は {reactions} のいずれか",
    "{weapon} is no projectile: dodge it in melee": "{weapon} は飛び道具ではない：近接の回避を使う",
    "{weapon} is a projectile: dodge it against its Speed {speed}": "{weapon} は飛び道具：速度 {speed} に対して回避する",
    "One interrupts an attack that hit, before its damage is calculated": "割り込めるのは命中した攻撃のダメージ計算の前",
    "{name}'s card {card} is not higher than {other}'s {other_card}": "{name} のカード {card} は {other} の {other_card} より高くない",
    "One acts earlier before an attack is announced, not while one is under way": "先に行動できるのは攻撃の宣言前。攻撃の処理中はできない",
    "Nobody is about to act": "行動しようとしている者はいない",
    "No attack has hit: there is no damage to calculate": "命中した攻撃はない：ダメージ計算はない",
    "{attacker} rolls the damage of her attack (or the GM)": "ダメージを振るのは {attacker}（またはGM）",
    "Only the GM can {command}": "{command} はGMだけができる",
    "Cards are drawn in the Draw phase only (the hands are dealt)": "カードを引くのはドローフェイズだけ（配り済み）",
    "The deck is empty": "山札がない",
    "a range is between two participants": "距離は2人の参加者の間に設定する",
    "'band' is one of: {bands}": "'band' は {bands} のいずれか",
    "No reaction waits for the GM's ruling": "GMの裁定を待つリアクションはない",
    "'hit' is true or false": "'hit' は true か false",
    "override 'op' is one of: {ops}": "override の 'op' は {ops} のいずれか",
    "'outcome' is victory, defeat or ended": "'outcome' は victory / defeat / ended",
    "'health' is {count} points in the notation, like (X)(/)OOOO": "'health' は {count} 点の表記（例：(X)(/)OOOO）",
    "'cards' is a list of cards from 1 to {deck}": "'cards' は 1〜{deck} のカードのリスト",
    "Each card is in one place: {cards} held elsewhere or twice": "カードは1か所にしかない：{cards} は他で持たれているか重複",
    # dice
    "not a pool: {text!r} (write it like 3d10+2d6)": "ダイスプールではない：{text!r}（3d10+2d6 のように書く）",
    "at most {max} dice in a pool": "ダイスプールは {max} 個まで",
    "not a dice command: {expression!r} (try 3d10+2d6, 2d6-1 or 3d10+2d6 vs 2d10+1d6)":
        "ダイスコマンドではない：{expression!r}（3d10+2d6、2d6-1、3d10+2d6 vs 2d10+1d6 など）",
    "{count} die value(s) given were not needed: {dice}": "与えたダイス {count} 個は不要：{dice}",
    "{count} die value(s) given were never rolled: {dice}": "与えたダイス {count} 個が振られなかった：{dice}",
    # banners, questions, sheet
    "Deal the cards: each character draws as many as its Combat": "カードを配る：各キャラクターは戦闘の値だけ引く",
    "Round {round}, Preparation: lay a card face down": "第{round}ラウンド・準備：カードを1枚伏せる",
    "Round {round}, Combat": "第{round}ラウンド・戦闘",
    "Battle over: {outcome}": "戦闘終了：{outcome}",
    "Lay a card face down (or sit out)": "カードを1枚伏せる（または行動しない）",
    "{name} attacks {target}: how does {target} react?": "{name} が {target} を攻撃：{target} のリアクションは？",
    "Rule {target}'s reaction: does the attack hit?": "{target} のリアクションを裁定：攻撃は命中するか",
    "Before the damage: interrupt (a higher card), or roll the damage": "ダメージの前：割り込む（より高いカード）か、ダメージを振る",
    "Roll the damage": "ダメージを振る",
    "{name} may act earlier (card {card})": "{name} は先に行動できる（カード {card}）",
    "{count} d10 + {d6} d6": "{count}d10 + {d6}d6",
    "{skill}, damage {damage} (+{per_shift} per shift), reaches {bands}": "{skill}、ダメージ {damage}（シフト毎 +{per_shift}）、距離 {bands}",
    "Speed {speed}": "速度 {speed}",
    "acted": "行動済み",
    "{name} is already in close combat with {other}": "{name} はすでに {other} と近接している",
}


#: phrase_text(phrase, lang) and refusal_text(reason, lang): through the JA table above
BOOK = PhraseBook({**JA, **EVENTS_JA, **PACKAGE_JA}, term_ja)
phrase_text = BOOK.phrase_text
refusal_text = BOOK.refusal_text


def command_text(b, c, lang: str = "en") -> str:
    """A command as a button's label: "Lay 37", "Attack Grol (Sword, 1 shifted)", "Give 12 to Bea"."""
    ja = lang == "ja"
    n = _names(b, lang)
    t = c.type
    if t == "lay":
        return f"カード {c.get('card')} を伏せる" if ja else f"Lay {c.get('card')}"
    if t == "give":
        to = n.get(c.get("to"), c.get("to"))
        return f"カード {c.get('card')} を {to} に渡す" if ja else f"Give {c.get('card')} to {to}"
    if t == "attack":
        target = n.get(c.get("target"), c.get("target"))
        w = c.get("weapon") or ("素手" if ja else "unarmed")
        w = _weapon(b, c.actor, w, lang)
        sh = (f"、{c.get('shift')} シフト" if ja else f", {c.get('shift')} shifted") if c.get("shift") else ""
        loc = c.get("location")
        if loc:
            sh += f"、{LOCATION_NAMES_JA.get(loc, loc)}狙い" if ja else f", at the {loc}"
        f, g = b.fighters.get(c.actor), b.fighters.get(c.get("target"))
        band = f"、{_band(b.band(f.id, g.id), lang)}" if ja and f and g else f", {_band(b.band(f.id, g.id), lang)}" if f and g else ""
        return f"{target} を攻撃（{w}{sh}{band}）" if ja else f"Attack {target} ({w}{sh}{band})"
    if t == "react":
        how = c.get("how", "none")
        return REACTION_NAMES_JA.get(how, how) if ja else how.replace("_", " ").capitalize()
    if t == "act":
        return f"行動：{c.get('what') or '戦闘行動'}" if ja else f"Act: {c.get('what') or 'a combat action'}"
    if t == "rule":
        return ("裁定：命中" if c.get("hit") else "裁定：外れ") if ja else ("Rule: hit" if c.get("hit") else "Rule: miss")
    if t == "set_range":
        return (f"{n.get(c.get('a'))} と {n.get(c.get('b'))}：{_band(c.get('band'), lang)}" if ja else
                f"Range {n.get(c.get('a'))}–{n.get(c.get('b'))}: {_band(c.get('band'), lang)}")
    if ja and t in COMMAND_NAMES_JA:
        return COMMAND_NAMES_JA[t]
    return t.replace("_", " ").capitalize()
