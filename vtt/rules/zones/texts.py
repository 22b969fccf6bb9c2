"""The zones ruleset's words in English and Japanese: its events, its refusals, its phrases and terms."""
from __future__ import annotations

from vtt.core.errors import PhraseBook, english
from vtt.core.package_system import CHECKS_JA
from vtt.core.package_system import (display_names as _names, ended_text, override_text, weapon_name as _weapon,
                                     zone_name as _zone)

from .terms import ACTION_NAMES_JA, FEAR_POSITIONS_JA, HARM_NAMES, MANEUVER_NAMES_JA, term_ja


def _action(a, lang):
    return ACTION_NAMES_JA.get(a, a) if lang == "ja" else str(a).capitalize()


def _dice(d) -> str:
    return "[" + ", ".join(map(str, d)) + "]" if d else "[no dice]"


def _dice_ja(d) -> str:
    return "[" + ", ".join(map(str, d)) + "]" if d else "[ダイスなし]"


def _cards(cards) -> str:
    return ", ".join(map(str, cards)) if isinstance(cards, list) else str(cards)


def narrate(type: str, d: dict, b, lang: str = "en") -> str:
    """An event (its type and data) as a sentence; names and zones looked up in the battle ``b``."""
    n = _names(b, lang)
    ja = lang == "ja"

    def who(key):
        return n.get(d.get(key), str(d.get(key)))

    a, t = who("actor"), who("target")
    dice = (_dice_ja if ja else _dice)(d.get("dice"))
    hits = d.get("successes")
    if type == "card_drawn":
        drawn = d.get("drawn") or []
        extra = (f"（{', '.join(map(str, drawn))} から）" if ja else f" (best of {', '.join(map(str, drawn))})") \
            if len(drawn) > 1 else ""
        return f"{a} がカード {d['card']} を引く{extra}" if ja else f"{a} draws initiative card {d['card']}{extra}"
    if type == "round_started":
        return f"第{d['round']}ラウンド開始" if ja else f"Round {d['round']} begins"
    if type == "swapped":
        return (f"{a} と {who('other')} がイニシアチブカードを交換（{a} は {_cards(d['card'])}）" if ja else
                f"{a} and {who('other')} swap initiative cards ({a} now holds {_cards(d['card'])})")
    if type == "moved":
        z = _zone(b, d["to"], lang)
        if d.get("within"):
            return f"{a} はゾーン内で位置を変える" if ja else f"{a} moves within {z}"
        return f"{a} が {z} へ移動" if ja else f"{a} moves to {z}"
    if type == "took_cover":
        return f"{a} が遮蔽に入る（{_zone(b, d['zone'], lang)}）" if ja else f"{a} takes cover in {_zone(b, d['zone'], lang)}"
    if type == "drew":
        return f"{a} が {_weapon(b, d['actor'], d['weapon'], lang)} を構える" if ja else f"{a} draws {d['weapon']}"
    if type == "attack_declared":
        need = "" if d["need"] == 1 else (f"（成功 {d['need']} 必要）" if ja else f" (needs {d['need']} successes)")
        return (f"{a} が {_weapon(b, d['actor'], d['weapon'], lang)} で {t} を攻撃（{_action(d['action'], lang)}）{need}" if ja else
                f"{a} attacks {t} with {d['weapon']} ({_action(d['action'], lang)}){need}")
    if type == "grapple_declared":
        gag = ("、口もふさぐ" if ja else ", hand over the mouth") if d.get("gag") else ""
        return f"{a} が {t} に組みつく（腕力{gag}）" if ja else f"{a} grapples {t} (Force{gag})"
    if type == "flee_declared":
        return (f"{a} が {_zone(b, d['via'], lang)} から逃走を図る（{_action(d['action'], lang)}）" if ja else
                f"{a} tries to flee by {_zone(b, d['via'], lang)} ({_action(d['action'], lang)})")
    if type == "break_free_declared":
        return f"{a} が {t} を振りほどこうとする" if ja else f"{a} tries to break free of {t}"
    if type == "reacted":
        r = d["reaction"]
        return (f"{a} のリアクション：{MANEUVER_NAMES_JA.get(r, r)}（{_action(d['action'], lang)}）" if ja else
                f"{a} reacts: {r.replace('_', ' ')} ({_action(d['action'], lang)})")
    if type == "attack_rolled":
        defence = ""
        if d.get("reaction"):
            dd = (_dice_ja if ja else _dice)(d.get("defence"))
            defence = (f"、{MANEUVER_NAMES_JA.get(d['reaction'])} {dd} 成功{d['defence_successes']}" if ja else
                       f"; {d['reaction']} {dd} {d['defence_successes']} success(es)")
        res = ("命中" if d["hit"] else "外れ") if ja else ("hit" if d["hit"] else "miss")
        return (f"{a} の攻撃 {dice} 成功{hits}{defence}：{res}" if ja else
                f"{a} attacks {t}: {dice} {hits} success(es){defence}: {res}")
    if type == "grapple_rolled":
        defence = ""
        if d.get("defence"):
            defence = (f"、振りほどき {_dice_ja(d['defence'])} 成功{d['defence_successes']}" if ja else
                       f"; break free {_dice(d['defence'])} {d['defence_successes']}")
        if ja:
            res = ("口もふさいで押さえ込んだ" if d.get("gagged") else "押さえ込んだ") if d["held"] else "失敗"
            return f"{a} の組みつき {dice} 成功{hits}{defence}：{res}"
        res = ("restrained and gagged" if d.get("gagged") else "restrained") if d["held"] else "no hold"
        return f"{a} grapples {t}: {dice} {hits} success(es){defence}: {t} {res}" if d["held"] else \
            f"{a} grapples {t}: {dice} {hits} success(es){defence}: {res}"
    if type == "break_free_rolled":
        hold = ""
        if d.get("hold"):
            hold = (f"、押さえ込み {_dice_ja(d['defence'])} 成功{d['defence_successes']}" if ja else
                    f"; hold {_dice(d['defence'])} {d['defence_successes']}")
        if ja:
            return f"{a} の振りほどき {dice} 成功{hits}{hold}：{'自由になった' if d['free'] else '抜け出せない'}"
        return f"{a} tries to break free: {dice} {hits} success(es){hold}: {'free' if d['free'] else 'still held'}"
    if type == "flee_rolled":
        chase = "".join(
            (f"、{n.get(c['who'])} の追跡 {_dice_ja(c['dice'])} 成功{c['successes']}" if ja else
             f"; {n.get(c['who'])} chases {_dice(c['dice'])} {c['successes']}") for c in d.get("chasers", []))
        if d["fled"]:
            res = "戦闘から離脱した" if ja else "leaves the fight"
        elif d.get("to"):
            res = (f"追いつかれ、共に {_zone(b, d['to'], lang)} へ" if ja else
                   f"caught: they all move to {_zone(b, d['to'], lang)}")
        else:
            res = "逃げられない" if ja else "stays in the fight"
        return f"{a} の逃走 {dice} 成功{hits}{chase}：{res}" if ja else f"{a} flees: {dice} {hits} success(es){chase}: {res}"
    if type in ("swap_forced", "swap_done"):
        if type == "swap_forced":
            return (f"{a} が {t} とのカード交換を強いる（次のラウンドから {a} は {d['card']}）" if ja else
                    f"{a} forces {t} to swap cards: from next round {a} holds {d['card']}, {t} {d['other_card']}")
        return (f"{a} と {t} のカードが入れ替わる（{a} は {d['card']}）" if ja else
                f"{a} and {t} swap cards: {a} holds {d['card']}, {t} {d['other_card']}")
    if type == "harmed":
        track = HARM_NAMES[d["track"]][1 if ja else 0]
        return (f"{t} は{track} {d['amount']}（{d['level']}/{d['capacity']}）" if ja else
                f"{t} suffers {d['amount']} {track} ({d['level']}/{d['capacity']})")
    if type == "no_harm":
        return f"{t} にハームなし" if ja else f"{t} suffers no Harm"
    if type == "broken":
        return f"{t} は倒れた（戦闘不能）" if ja else f"{t} is broken and out of the fight"
    if type == "released":
        return f"{a} が {t} を放す" if ja else f"{a} lets {t} go"
    if type == "turn_ended":
        return f"{a} の手番終了" if ja else f"{a} ends the turn"
    if type == "extinguish":
        res = ("火を消した" if d["done"] else f"{d['saved']}/{d['need']}") if ja else \
            ("the fire is out" if d["done"] else f"{d['saved']} of {d['need']} successes so far")
        return f"{a} の消火 {dice} 成功{hits}：{res}" if ja else f"{a} fights the fire: {dice} {hits} success(es): {res}"
    if type == "tested":
        note = f" — {d['note']}" if d.get("note") else ""
        res = ("成功" if d["passed"] else "失敗") if ja else ("passed" if d["passed"] else "failed")
        return (f"{a} の{_action(d['action'], lang)}判定 {dice} 成功{hits}/{d['need']}：{res}{note}" if ja else
                f"{a} tests {_action(d['action'], lang)}: {dice} {hits}/{d['need']} success(es): {res}{note}")
    if type == "shout":
        note = f"「{d['note']}」" if ja and d.get("note") else f": \"{d['note']}\"" if d.get("note") else ""
        return f"{a} が叫ぶ{note}" if ja else f"{a} shouts{note}"
    if type == "maneuver":
        speed = ("遅い" if d["speed"] == "slow" else "速い") if ja else d["speed"]
        note = f"：{d['note']}" if ja and d.get("note") else f": {d['note']}" if d.get("note") else ""
        return f"{a} の行動（{speed}）{note}" if ja else f"{a} makes a {speed} maneuver{note}"
    if type == "circumstance":
        return (f"状況：{_action(d['action'], lang)} は成功が {d['extra']} 個余分に必要" if ja else
                f"Circumstances: {_action(d['action'], lang)} needs {d['extra']} extra success(es)")
    if type == "fear_test":
        pos = FEAR_POSITIONS_JA[d["position"]] if ja else d["position"]
        res = ("成功" if d["passed"] else "失敗") if ja else ("passed" if d["passed"] else "failed")
        return (f"{t} の恐怖判定（恐怖{d['fear']}、{pos}、仲間 +{d['help']}）{dice} 成功{hits}：{res}" if ja else
                f"{t} tests fear {d['fear']} ({pos}, +{d['help']} for the party): {dice} {hits} success(es): {res}")
    if type == "hardship":
        if ja:
            res = "成功" if d["passed"] else f"失敗、{HARM_NAMES[d['track']][1]}1"
            return f"{t} の飢え・渇き・疲労への耐久判定 {dice} 成功{hits}：{res}"
        res = "passed" if d["passed"] else f"failed, 1 {HARM_NAMES[d['track']][0]}"
        return f"{t} endures hunger, thirst or fatigue: Endure {dice} {hits} success(es): {res}"
    if type == "ignited":
        return f"{t} に火がついた（強さ{d['intensity']}）" if ja else f"{t} catches fire (intensity {d['intensity']})"
    if type == "burned":
        return (f"{t} が燃える：耐久 {dice} 成功{hits}" if ja else
                f"{t} burns: Endure {dice} {hits} success(es) against intensity {d['intensity']}")
    if type == "doused":
        return f"{t} の火が消えた" if ja else f"The fire on {t} is out"
    if type == "poisoned":
        return (f"{t} に毒（毒性{d['toxicity']}）：毒 {_dice_ja(d['poison_dice'])} 成功{d['poison_successes']}、"
                f"耐久 {dice} 成功{hits}" if ja else
                f"{t} is poisoned (toxicity {d['toxicity']}): poison {_dice(d['poison_dice'])} {d['poison_successes']} "
                f"vs Endure {dice} {hits}")
    if type == "poison_works":
        return f"{t} に毒が回る" if ja else f"The poison works on {t}"
    if type == "antidote":
        return f"{t} の毒が消えた" if ja else f"The poison in {t} is cured"
    if type == "fell":
        return (f"{t} が {d['feet']} フィート落下：{_dice_ja(d['fall_dice'])} 成功{d['fall_successes']}、"
                f"耐久 {dice} 成功{hits}" if ja else
                f"{t} falls {d['feet']} feet: {_dice(d['fall_dice'])} {d['fall_successes']} vs Endure {dice} {hits}")
    if type == "ambush":
        side = d["side"]
        if d.get("automatic"):
            return f"{side} の奇襲（判定なし）" if ja else f"The {side} ambush without a test"
        res = ("成功" if d["success"] else "発覚") if ja else ("succeeds" if d["success"] else "is detected")
        return (f"{who('sneaker')} の隠密 {dice} 成功{hits} 対 {who('watcher')} {_dice_ja(d['defence'])} "
                f"成功{d['defence_successes']}：奇襲{res}" if ja else
                f"Ambush: {who('sneaker')} sneaks {dice} {hits} vs {who('watcher')} {_dice(d['defence'])} "
                f"{d['defence_successes']}: the ambush {res}")
    if type == "ambush_bonus":
        if d["used"]:
            return (f"{a} のラウンド最初の行動に奇襲の +{d['bonus']} ダイス" if ja else
                    f"{a}'s first maneuver of the round carries the ambush's +{d['bonus']} dice")
        return (f"{a} のラウンド最初の行動はダイスを振らない：奇襲の +{d['bonus']} ダイスは失われる" if ja else
                f"{a}'s first maneuver of the round rolls no dice: the ambush's +{d['bonus']} dice are lost")
    if type == "override":
        return override_text(d, t, lang)
    if type == "ended":
        return ended_text(d["outcome"], term_ja, lang)
    return english(type, {})


# -- refusals and phrases ------------------------------------------------------------------------

#: English templates of refusals, questions and banners -> Japanese
JA = {
    "The battle is over": "戦闘は終了している",
    "The initiative cards are drawn once, before the fight": "イニシアチブカードは戦闘前に一度だけ引く",
    "Draw the initiative cards first": "まずイニシアチブカードを引く",
    "{name} must choose first": "先に {name} が選ぶ",
    "No reaction window is open": "リアクションの機会は開いていない",
    "{name} has no reaction to pass in this window": "{name} にはこの機会でパスするリアクションがない",
    "Reactions to the {window} come first: react or pass": "先に{window}へのリアクションかパス",
    "unknown command {type!r}": "不明なコマンド {type!r}",
    "{key} must be a participant id (one of: {ids})": "{key} は参加者のID（{ids}）",
    "It is {name}'s turn": "{name} の手番",
    "{name} holds nobody": "{name} は誰も押さえていない",
    "{name} has used the slow maneuver this turn": "{name} はこの手番の遅い行動を使った",
    "{name} has no maneuver left this turn": "{name} にはこの手番の行動が残っていない",
    "{name} cannot speak with a hand over her mouth": "{name} は口をふさがれていて話せない",
    "{name} is restrained by {holder}: she can only break free, shout or parry":
        "{name} は {holder} に押さえ込まれている：振りほどき、叫ぶ、受け流しのみ",
    "{name} is burning: she can only put out the fire, flee or shout": "{name} は燃えている：消火、逃走、叫ぶのみ",
    "'to' must be a zone (one of: {zones})": "'to' はゾーン（{zones}）",
    "{to} is not next to {zone}: one fast maneuver enters an adjacent zone":
        "{to} は {zone} の隣ではない：速い行動1回で入れるのは隣のゾーンだけ",
    "There is no cover in {zone}": "{zone} に遮蔽はない",
    "{name} is already in cover": "{name} はすでに遮蔽に入っている",
    "{target} is not in {name}'s zone: wrestling needs the same zone": "{target} は {name} と同じゾーンにいない：組みつきは同じゾーンで",
    "{name} is not restrained": "{name} は押さえ込まれていない",
    "{name} has tried to break free this turn already (once per turn)": "{name} はこの手番すでに振りほどきを試みた（1手番に1回）",
    "{name} is not burning": "{name} は燃えていない",
    "'action' must be one of: {actions}": "'action' は {actions} のいずれか",
    "'need' is the successes needed, 0 to 10": "'need' は必要な成功数（0〜10）",
    "'speed' is slow or fast": "'speed' は slow か fast",
    "{name} has no weapon {weapon!r} (hers: {names}; or unarmed)": "{name} に武器 {weapon!r} はない（{names}、または素手）",
    "{target} is on {name}'s side": "{target} は {name} の味方",
    "{target} is out of the fight": "{target} は戦闘から外れている",
    "{name} has not drawn {weapon}: drawing a weapon is a fast maneuver": "{name} は {weapon} を構えていない：武器を抜くのは速い行動",
    "{target} is not in {name}'s zone: close combat needs the same zone": "{target} は {name} と同じゾーンにいない：白兵戦は同じゾーンで",
    "{target} is {distance} zone(s) away; {weapon} reaches {lo} to {hi}":
        "{target} まで {distance} ゾーン：{weapon} の射程は {lo}〜{hi}",
    "one flees with finesse or sneak, not {action!r}": "逃走は技巧か隠密で（{action!r} ではない）",
    "{name} cannot flee: every way out passes a zone an enemy holds": "{name} は逃げられない：どの出口も敵のいるゾーンを通る",
    "{via} is no way out of the fight (the ways out: {exits})": "{via} は出口ではない（出口：{exits}）",
    "{name} cannot flee through a zone an enemy holds": "{name} は敵のいるゾーンを通って逃げられない",
    "There is no {what} to answer with {reaction} now": "いま{reaction}で応じる{what}はない",
    "{name} has no fast maneuver left this round for a reaction": "{name} にはこのラウンド、リアクションに使う速い行動が残っていない",
    "{name} cannot {reaction} now": "{name} はいま{reaction}できない",
    "{name} is restrained: she can parry but not dodge": "{name} は押さえ込まれている：受け流しはできるが回避はできない",
    "One parries close combat only; a ranged attack can be dodged": "受け流せるのは白兵攻撃だけ：遠隔攻撃は回避する",
    "{reaction} rolls {actions}": "{reaction} は {actions} で振る",
    "Cards are swapped only at the start of the round, before anyone acts": "カードの交換はラウンドの始め、誰かが行動する前だけ",
    "Two player characters swap cards with each other": "カードを交換できるのはプレイヤーキャラクター同士",
    "{name} is out of the fight": "{name} は戦闘から外れている",
    "{name} cannot speak: swapping needs the two to talk": "{name} は話せない：交換には会話が必要",
    "Nothing is asked now": "いま問われていることはない",
    "{name} is asked, not {other}": "選ぶのは {name}（{other} ではない）",
    "'option' is one of: {options}": "'option' は {options} のいずれか",
    "'side' is the ambushing side: {sides}": "'side' は奇襲する側（{sides}）",
    "The ambush is already settled": "奇襲はすでに決まっている",
    "One of the ambushers sneaks; one of the others watches": "奇襲側の一人が隠密、相手側の一人が見張る",
    "the watcher rolls track or read": "見張りは追跡か観察で振る",
    "Only the GM calls for {what}": "{what} はGMだけが行う",
    "'position' is controlled, risky or desperate": "'position' は controlled / risky / desperate",
    "{name} is not poisoned": "{name} は毒を受けていない",
    "A fall of less than 10 feet does no harm": "10フィート未満の落下ではハームはない",
    "'{key}' must be a whole number from {lo} to {hi}": "'{key}' は {lo}〜{hi} の整数",
    "override 'op' is one of: {ops}": "override の 'op' は {ops} のいずれか",
    "'outcome' is victory, defeat, fled or ended": "'outcome' は victory / defeat / fled / ended",
    "'track' is physical or mental": "'track' は physical か mental",
    "'zone' must be a zone (one of: {zones})": "'zone' はゾーン（{zones}）",
    "'cards' is a list of card values": "'cards' はカードの値のリスト",
    "'value' is true or false": "'value' は true か false",
    "the deck of {deck} cards is used up: too many participants draw": "{deck} 枚のカードが尽きた：引く参加者が多すぎる",
    # questions and banners
    "Draw the initiative cards": "イニシアチブカードを引く",
    "Close the window": "リアクションを締め切る",
    "Extra successes: more Harm, or force a swap of initiative cards?": "余分な成功：ハームを増やすか、カード交換を強いるか",
    "More successes than needed: swap initiative cards with the attacker?": "必要以上の成功：攻撃者とカードを交換するか",
    "{what} of {name}: react or pass": "{name} の{what}：リアクションかパス",
    "Battle over: {outcome}": "戦闘終了：{outcome}",
    "Round {round}": "第{round}ラウンド",
    "slow {slow} fast {fast}": "遅{slow} 速{fast}",
    "{dice} − {harm} Harm = {left}": "{dice} − ハーム{harm} = {left}",
    "{action}, damage {damage}, range {range}": "{action}、ダメージ{damage}、射程{range}",
    "{name} (in hand)": "{name}（手に持つ）",
    "Card {card}": "カード{card}",
    "holds": "押さえ込んでいる",
    "Round {round}: player characters may swap cards before anyone acts":
        "第{round}ラウンド：誰かが行動する前ならPC同士でカードを交換できる",
    "{count} die value(s) given were never rolled: {dice}": "与えたダイス {count} 個が振られなかった：{dice}",
}


#: phrase_text(phrase, lang) and refusal_text(reason, lang): through the JA table above
#: what a character or scenario file may not hold (vtt/rules/zones/models.py), told in the workshop's editor
MODELS_JA = {
    **CHECKS_JA,
    "a range is [nearest, farthest] zones away, 0 to 10, nearest first": "射程は［近い方, 遠い方］のゾーン数で、0〜10、近い方が先",
    "a melee weapon (strike, force) reaches its own zone only: range [0, 0]":
        "近接武器（白兵、腕力）は自分のゾーンにしか届かない：射程は [0, 0]",
    "unknown action {action!r}; the actions are: {known}": "知らない行為 {action!r}。行為は：{known}",
    "an action has 0 to 20 dice": "行為のダイスは0〜20個",
}
BOOK = PhraseBook({**JA, **MODELS_JA}, term_ja)
phrase_text = BOOK.phrase_text
refusal_text = BOOK.refusal_text

_COMMAND_JA = {"deal": "カードを引く", "end_turn": "手番終了", "pass": "パス", "cover": "遮蔽に入る",
               "break_free": "振りほどく", "release": "放す", "extinguish": "消火", "dodge": "回避", "parry": "受け流し",
               "hold": "押さえ込む", "shout": "叫ぶ", "override": "GMによる操作"}


def command_text(b, c, lang: str = "en") -> str:
    """A command as a button's label: "Attack Grol", "Move to Ford", "Swap: 7"."""
    ja = lang == "ja"
    n = _names(b, lang)
    t = c.type
    target = n.get(c.get("target"), c.get("target"))
    if t == "move":
        z = _zone(b, c.get("to"), lang)
        return f"{z} へ移動" if ja else f"Move to {z}"
    if t == "attack":
        f = b.fighters.get(c.actor)
        w = c.get("weapon")
        if w is None and f is not None:
            w = f.weapon_in_hand()["name_ja" if ja and f.weapon_in_hand().get("name_ja") else "name"]
        w = ("素手" if ja else "unarmed") if w == "unarmed" else w
        g = b.fighters.get(c.get("target"))
        d = b.map.distance(f.zone, g.zone) if f is not None and g is not None else None
        if d is None:
            return f"{target} を攻撃（{w}）" if ja else f"Attack {target} ({w})"
        # the range shown as the target is picked: how many zones away she stands
        far = ("同じゾーン" if d == 0 else f"{d}ゾーン先") if ja else (
            "same zone" if d == 0 else f"{d} zone{'s' if d > 1 else ''} away")
        return f"{target} を攻撃（{w}、{far}）" if ja else f"Attack {target} ({w}, {far})"
    if t == "grapple":
        return f"{target} に組みつく" if ja else f"Grapple {target}"
    if t == "draw":
        return f"{c.get('weapon')} を構える" if ja else f"Draw {c.get('weapon')}"
    if t == "flee":
        z = _zone(b, c.get("via"), lang)
        a = _action(c.get("action", "finesse"), lang)
        return f"{z} から逃走（{a}）" if ja else f"Flee by {z} ({a})"
    if t == "chase":
        a = _action(c.get("action", "finesse"), lang)
        return f"追跡（{a}）" if ja else f"Chase ({a})"
    if t == "swap":
        other = n.get(c.get("with"), c.get("with"))
        return f"{other} とカード交換" if ja else f"Swap cards with {other}"
    if t == "choose":
        o = c.get("option")
        if o == "harm":
            return "ハームを増やす" if ja else "More Harm"
        if o == "no_swap":
            return "交換しない" if ja else "No swap"
        if isinstance(o, str) and o.startswith("swap:"):
            return f"カード {o[5:]} と交換" if ja else f"Swap for card {o[5:]}"
        return str(o)
    if t == "test":
        a = _action(c.get("action"), lang)
        return f"{a}判定" if ja else f"Test {a}"
    if ja and t in _COMMAND_JA:
        return _COMMAND_JA[t]
    return t.replace("_", " ").capitalize()


def harm_label(track: str, lang: str) -> str:
    return HARM_NAMES[track][1 if lang == "ja" else 0]
