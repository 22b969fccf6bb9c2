"""The hundred ruleset's words in English and Japanese: its events, refusals, phrases and commands.

No event tells a card nobody may see yet: a lay, a draw or a gift says who and how many, never which."""
from __future__ import annotations

from vtt.core.errors import PhraseBook
from vtt.core.package_system import CHECKS_JA
from vtt.core.package_system import display_names as _names, ended_text, weapon_name as _weapon

from .dice import chains_text
from .terms import BAND_NAMES, COMMAND_NAMES_JA, LOCATION_NAMES_JA, REACTION_NAMES_JA, term_ja


def _band(band, lang):
    return BAND_NAMES.get(band, (band, band))[1 if lang == "ja" else 0]


def _roll(r, ja=False) -> str:
    if r is None:
        return ""
    pen = (f" − {r['penalty']}" if r["penalty"] else "")
    text = chains_text(r)
    if ja and text == "[no dice]":
        text = "[ダイスなし]"
    return f"{r['pool']} {text} {r['highest']}{pen} = {r['result']}" if pen else f"{r['pool']} {text} {r['result']}"


def narrate(type: str, d: dict, b, lang: str = "en") -> str:
    """An event (its type and data) as a sentence; names looked up in the battle ``b``."""
    n = _names(b, lang)
    ja = lang == "ja"

    def who(key):
        return n.get(d.get(key), str(d.get(key)))

    a, t = who("actor"), who("target")
    if type == "drew":
        return f"{a} がカードを {d['count']} 枚引く" if ja else f"{a} draws {d['count']} card(s)"
    if type == "reshuffled":
        return f"捨て札を山札に戻す（{d['cards']} 枚）" if ja else f"The discards go back into the deck ({d['cards']} cards)"
    if type == "round_started":
        return f"第{d['round']}ラウンド：準備フェイズ" if ja else f"Round {d['round']}: Preparation Phase"
    if type == "laid":
        return f"{a} がカードを1枚伏せる" if ja else f"{a} lays a card face down"
    if type == "sat_out":
        return f"{a} はこのラウンド行動しない" if ja else f"{a} sits this round out"
    if type == "gave":
        return f"{a} が {who('to')} にカードを1枚渡す" if ja else f"{a} gives {who('to')} a card"
    if type == "revealed":
        cards = ", ".join(f"{n.get(w, w)} {c}" for w, c in d["cards"])
        return f"カードを表にする：{cards}" if ja else f"The cards are flipped: {cards}"
    if type == "hands_empty":
        return "手札が尽きた：ドローフェイズ" if ja else "No one has a card left: a new Draw Phase"
    if type == "nobody_acts":
        return f"第{d['round']}ラウンドは誰も行動しない" if ja else f"Nobody acts in round {d['round']}"
    if type == "attack_declared":
        w = _weapon(b, d["actor"], d["weapon"], lang)
        sh = (f"、{d['shifted']} 個シフト" if ja else f", {d['shifted']} shifted") if d["shifted"] else ""
        loc = LOCATION_NAMES_JA.get(d["location"], d["location"]) if ja else d["location"]
        return (f"{a} が {w} で {t} の{loc}を攻撃（{d['pool']}{sh}、{_band(d['band'], lang)}）" if ja else
                f"{a} attacks {t}'s {loc} with {w} ({d['pool']}{sh}, {_band(d['band'], lang)})")
    if type == "acted":
        what = d.get("what") or ("戦闘行動" if ja else "a combat action")
        return f"{a} の行動：{what}" if ja else f"{a} acts: {what}"
    if type == "turn_passed":
        return f"{a} は何もせずカードを捨てる" if ja else f"{a} does nothing and discards her card"
    if type == "reaction":
        how = REACTION_NAMES_JA.get(d["how"], d["how"]) if ja else d["how"].replace("_", " ")
        return f"{a} のリアクション：{how}（GMの裁定を待つ）" if ja else f"{a} reacts: {how} (the GM rules)"
    if type == "hit_test":
        hit = ("命中" if ja else "hit") if d["hit"] else ("外れ" if ja else "miss")
        how = REACTION_NAMES_JA.get(d["how"], d["how"]) if ja else d["how"].replace("_", " ")
        dodge = ""
        if d.get("dodge") is not None:
            against = (f"（速度 {d['speed']}）" if ja else f" against Speed {d['speed']}") if "speed" in d else ""
            dodge = f"；{how} {_roll(d['dodge'], ja)}{against}" if ja else f"; {how} {_roll(d['dodge'])}{against}"
        elif ja:
            dodge = f"（{how}）"
        else:
            dodge = f" ({how})"
        return f"{a} の命中判定 {_roll(d['roll'], ja)}{dodge}：{hit}" if ja else f"{a} rolls {_roll(d['roll'])} at {t}{dodge}: {hit}"
    if type == "ruled":
        return (f"GMの裁定：{'命中' if d['hit'] else '外れ'}" if ja else
                f"The GM rules {t}'s reaction: {'hit' if d['hit'] else 'miss'}")
    if type == "damage_rolled":
        sh = f" + {d['shifted']}×{d['per_shift']}" if d["shifted"] else ""
        block = (f" − ブロック {_roll(d['block'], ja)}" if ja else f" − block {_roll(d['block'])}") if d["block"] else ""
        loc = LOCATION_NAMES_JA.get(d["location"], d["location"]) if ja else d["location"]
        return (f"ダメージ：筋力 {_roll(d['strength'], ja)} + 武器 {d['weapon_damage']}{sh} = {d['outgoing']}"
                f" − 防具（{loc}）{d['armor']}{block} → {d['amount']}" if ja else
                f"Damage: strength {_roll(d['strength'])} + weapon {d['weapon_damage']}{sh} = {d['outgoing']}"
                f" − armor ({loc}) {d['armor']}{block} → {d['amount']}")
    why = (f"（{d['reason']}）" if ja else f" ({d['reason']})") if d.get("reason") else ""
    if type == "damaged":
        return (f"{t} に {d['amount']} ダメージ{why}：{d['before']} → {d['after']}" if ja else
                f"{t} takes {d['amount']} damage{why}: {d['before']} → {d['after']}")
    if type == "exhausted":
        return (f"{t} に疲労 +{d['amount']}{why}：{d['before']} → {d['after']}" if ja else
                f"{t} gets +{d['amount']} exhaustion{why}: {d['before']} → {d['after']}")
    if type == "unconscious":
        return f"{t} は気絶した" if ja else f"{t} is unconscious"
    if type == "died":
        return f"{t} は死亡した" if ja else f"{t} dies"
    if type in ("interrupted", "acts_earlier"):
        o = who("other")
        if type == "interrupted":
            return (f"{a}（カード {d['card']}）が {o} の攻撃のダメージの前に割り込む" if ja else
                    f"{a} (card {d['card']}) interrupts {o}'s attack before its damage")
        return f"{a}（カード {d['card']}）が {o} より先に行動する" if ja else f"{a} (card {d['card']}) acts before {o}"
    if type == "attack_fizzled":
        return f"{a} の {t} への攻撃は果たされない" if ja else f"{a}'s attack on {t} comes to nothing"
    if type == "range_set":
        return (f"{who('a')} と {who('b')} の距離：{_band(d['band'], lang)}" if ja else
                f"{who('a')} and {who('b')} are at {_band(d['band'], lang)}")
    if type == "ended":
        return ended_text(d["outcome"], term_ja, lang)
    if type == "override":
        op = d["op"]
        why = (f"（{d['reason']}）" if ja else f" ({d['reason']})") if d.get("reason") else ""
        if op == "end_battle":
            return f"GM操作：戦闘終了（{d['outcome']}）{why}" if ja else f"GM override: the battle ends ({d['outcome']}){why}"
        if op == "health":
            return f"GM操作：{t} の体力 {d['health']}{why}" if ja else f"GM override: {t}'s health is {d['health']}{why}"
        return f"GM操作：{t} の手札 {d['count']} 枚{why}" if ja else f"GM override: {t} holds {d['count']} card(s){why}"
    raise KeyError(type)


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
#: what a character or scenario file may not hold (vtt/rules/hundred/models.py), told in the workshop's editor
MODELS_JA = {
    **CHECKS_JA,
    "health is written like (X)(/)OOOO: O healthy, (/) exhausted, (X) damaged, (*) permanently damaged":
        "体力は (X)(/)OOOO のように書く：O 健康、(/) 疲労、(X) 損傷、(*) 永続的な損傷",
    "Armor is 0 to 30": "防具は0〜30",
}
BOOK = PhraseBook({**JA, **MODELS_JA}, term_ja)
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
