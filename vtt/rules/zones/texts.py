"""The zones ruleset's words in English and Japanese: its events, its refusals, its phrases and terms."""
from __future__ import annotations

from vtt.core.errors import Joined, Phrase, PhraseBook, Term
from vtt.core.event_phrases import EventPhrases
from vtt.core.i18n import N_
from vtt.core.package_system import (PACKAGE_JA, EVENT_FIELDS, display_names as _names, fighter_term, name_field,
                                     weapon_term, zone_name as _zone, zone_term)

from .terms import ACTION_NAMES_JA, HARM_NAMES, action_term, harm_term, label_term, maneuver_term, term_ja


def _action(a, lang):
    return ACTION_NAMES_JA.get(a, a) if lang == "ja" else str(a).capitalize()


# -- events ----------------------------------------------------------------------------------------
# Each event type's sentence: an English template (or a function of the event's data picking one) whose
# fields are made from the data by the makers below (a participant's id → her name, a zone's → its name).

NO_DICE = Phrase("[no dice]")


def _dice(d):
    return "[" + ", ".join(map(str, d)) + "]" if d else NO_DICE


def _hit(d):
    return N_("{actor} attacks {target}: {dice} {successes} success(es){defence}: hit") if d["hit"] else \
        N_("{actor} attacks {target}: {dice} {successes} success(es){defence}: miss")


def _grappled(d):
    if not d["held"]:
        return N_("{actor} grapples {target}: {dice} {successes} success(es){defence}: no hold")
    if d.get("gagged"):
        return N_("{actor} grapples {target}: {dice} {successes} success(es){defence}: {target} restrained and gagged")
    return N_("{actor} grapples {target}: {dice} {successes} success(es){defence}: {target} restrained")


def _fled(d):
    if d["fled"]:
        return N_("{actor} flees: {dice} {successes} success(es){chase}: leaves the fight")
    if d.get("to"):
        return N_("{actor} flees: {dice} {successes} success(es){chase}: caught: they all move to {to}")
    return N_("{actor} flees: {dice} {successes} success(es){chase}: stays in the fight")


def _ambush(d):
    if d.get("automatic"):
        return N_("The {side} ambush without a test")
    return N_("Ambush: {sneaker} sneaks {dice} {successes} vs {watcher} {defence_dice} {defence_successes}: the "
              "ambush succeeds") if d["success"] else \
        N_("Ambush: {sneaker} sneaks {dice} {successes} vs {watcher} {defence_dice} {defence_successes}: the ambush "
           "is detected")


EVENTS = {
    "card_drawn": N_("{actor} draws initiative card {card}{best_of}"),
    "round_started": N_("Round {round} begins"),
    "swapped": N_("{actor} and {other} swap initiative cards ({actor} now holds {card})"),
    "moved": lambda d: N_("{actor} moves within {to}") if d.get("within") else N_("{actor} moves to {to}"),
    "took_cover": N_("{actor} takes cover in {zone}"),
    "drew": N_("{actor} draws {weapon}"),
    "attack_declared": N_("{actor} attacks {target} with {weapon} ({action}){needs}"),
    "grapple_declared": N_("{actor} grapples {target} (Force{gag})"),
    "flee_declared": N_("{actor} tries to flee by {via} ({action})"),
    "break_free_declared": N_("{actor} tries to break free of {target}"),
    "reacted": N_("{actor} reacts: {reaction} ({action})"),
    "attack_rolled": _hit,
    "grapple_rolled": _grappled,
    "break_free_rolled": lambda d: N_("{actor} tries to break free: {dice} {successes} success(es){hold}: free")
    if d["free"] else N_("{actor} tries to break free: {dice} {successes} success(es){hold}: still held"),
    "flee_rolled": _fled,
    "swap_forced": N_("{actor} forces {target} to swap cards: from next round {actor} holds {card}, {target} "
                      "{other_card}"),
    "swap_done": N_("{actor} and {target} swap cards: {actor} holds {card}, {target} {other_card}"),
    "harmed": N_("{target} suffers {amount} {track} ({level}/{capacity})"),
    "no_harm": N_("{target} suffers no Harm"),
    "broken": N_("{target} is broken and out of the fight"),
    "released": N_("{actor} lets {target} go"),
    "turn_ended": N_("{actor} ends the turn"),
    "extinguish": lambda d: N_("{actor} fights the fire: {dice} {successes} success(es): the fire is out")
    if d["done"] else N_("{actor} fights the fire: {dice} {successes} success(es): {saved} of {need} successes so far"),
    "tested": lambda d: N_("{actor} tests {action}: {dice} {successes}/{need} success(es): passed{note}") if d["passed"]
    else N_("{actor} tests {action}: {dice} {successes}/{need} success(es): failed{note}"),
    "shout": N_("{actor} shouts{said}"),
    "maneuver": lambda d: N_("{actor} makes a slow maneuver{note}") if d["speed"] == "slow"
    else N_("{actor} makes a fast maneuver{note}"),
    "circumstance": N_("Circumstances: {action} needs {extra} extra success(es)"),
    "fear_test": lambda d: N_("{target} tests fear {fear} ({position}, +{help} for the party): {dice} {successes} "
                              "success(es): passed") if d["passed"] else
    N_("{target} tests fear {fear} ({position}, +{help} for the party): {dice} {successes} success(es): failed"),
    "ignited": N_("{target} catches fire (intensity {intensity})"),
    "burned": N_("{target} burns: Endure {dice} {successes} success(es) against intensity {intensity}"),
    "doused": N_("The fire on {target} is out"),
    "poisoned": N_("{target} is poisoned (toxicity {toxicity}): poison {poison_dice} {poison_successes} vs Endure "
                   "{dice} {successes}"),
    "poison_works": N_("The poison works on {target}"),
    "antidote": N_("The poison in {target} is cured"),
    "fell": N_("{target} falls {feet} feet: {fall_dice} {fall_successes} vs Endure {dice} {successes}"),
    "ambush": _ambush,
    "override": "{override}",
    "ended": "{ended}",
}


def _cards(b, d):
    cards = d["card"]
    return ", ".join(map(str, cards)) if isinstance(cards, list) else cards


def _defence(b, d):
    """What the defender rolled against an attack, grapple or break-free (none: "")."""
    if d.get("reaction"):
        r = d["reaction"]
        return Phrase("; {reaction} {defence_dice} {defence_successes} success(es)", reaction=Term("maneuver", r, r),
                      defence_dice=_dice(d.get("defence")), defence_successes=d["defence_successes"])
    if d.get("defence") and "reaction" not in d:        # a grapple's break free
        return Phrase("; break free {defence_dice} {defence_successes}", defence_dice=_dice(d["defence"]),
                      defence_successes=d["defence_successes"])
    return ""


def _chase(b, d):
    return Joined(Phrase("; {chaser} chases {dice} {successes}", chaser=fighter_term(b, c["who"]), dice=_dice(c["dice"]),
                         successes=c["successes"]) for c in d.get("chasers", ()))


FIELDS = {
    **EVENT_FIELDS, "other": name_field("other"), "sneaker": name_field("sneaker"),
    "watcher": name_field("watcher"),
    "to": lambda b, d: zone_term(b, d["to"]), "zone": lambda b, d: zone_term(b, d["zone"]),
    "via": lambda b, d: zone_term(b, d["via"]),
    "weapon": lambda b, d: weapon_term(b, d["actor"], d["weapon"]),
    "action": lambda b, d: action_term(d["action"]),
    "reaction": lambda b, d: maneuver_term(d["reaction"]),
    "track": lambda b, d: harm_term(d["track"]),
    "position": lambda b, d: Term("position", d["position"], d["position"]),
    "side": lambda b, d: label_term(d["side"]),
    "card": _cards,
    "dice": lambda b, d: _dice(d.get("dice")),
    "poison_dice": lambda b, d: _dice(d["poison_dice"]),
    "fall_dice": lambda b, d: _dice(d["fall_dice"]),
    "defence_dice": lambda b, d: _dice(d["defence"]),
    "best_of": lambda b, d: Phrase(" (best of {drawn})", drawn=", ".join(map(str, d["drawn"])))
    if len(d.get("drawn") or ()) > 1 else "",
    "needs": lambda b, d: "" if d["need"] == 1 else Phrase(" (needs {need} successes)", need=d["need"]),
    "gag": lambda b, d: Phrase(", hand over the mouth") if d.get("gag") else "",
    "defence": _defence,
    "hold": lambda b, d: Phrase("; hold {defence_dice} {defence_successes}", defence_dice=_dice(d["defence"]),
                                defence_successes=d["defence_successes"]) if d.get("hold") else "",
    "chase": _chase,
    "note": lambda b, d: (Phrase(" — {note}", note=d["note"]) if d.get("note") else "")
    if "passed" in d else (Phrase(": {note}", note=d["note"]) if d.get("note") else ""),
    "said": lambda b, d: Phrase(': "{note}"', note=d["note"]) if d.get("note") else "",
}

#: an event's sentence (Out.add in the engine asks it for each event it makes)
event_phrase = EventPhrases(EVENTS, FIELDS)

EVENTS_JA = {
    "{actor} draws initiative card {card}{best_of}": "{actor} がカード {card} を引く{best_of}",
    " (best of {drawn})": "（{drawn} から）",
    "Round {round} begins": "第{round}ラウンド開始",
    "{actor} and {other} swap initiative cards ({actor} now holds {card})":
        "{actor} と {other} がイニシアチブカードを交換（{actor} は {card}）",
    "{actor} moves within {to}": "{actor} はゾーン内で位置を変える",
    "{actor} moves to {to}": "{actor} が {to} へ移動",
    "{actor} takes cover in {zone}": "{actor} が遮蔽に入る（{zone}）",
    "{actor} draws {weapon}": "{actor} が {weapon} を構える",
    "{actor} attacks {target} with {weapon} ({action}){needs}": "{actor} が {weapon} で {target} を攻撃（{action}）{needs}",
    " (needs {need} successes)": "（成功 {need} 必要）",
    "{actor} grapples {target} (Force{gag})": "{actor} が {target} に組みつく（腕力{gag}）",
    ", hand over the mouth": "、口もふさぐ",
    "{actor} tries to flee by {via} ({action})": "{actor} が {via} から逃走を図る（{action}）",
    "{actor} tries to break free of {target}": "{actor} が {target} を振りほどこうとする",
    "{actor} reacts: {reaction} ({action})": "{actor} のリアクション：{reaction}（{action}）",
    "{actor} attacks {target}: {dice} {successes} success(es){defence}: hit": "{actor} の攻撃 {dice} 成功{successes}{defence}：命中",
    "{actor} attacks {target}: {dice} {successes} success(es){defence}: miss": "{actor} の攻撃 {dice} 成功{successes}{defence}：外れ",
    "; {reaction} {defence_dice} {defence_successes} success(es)": "、{reaction} {defence_dice} 成功{defence_successes}",
    "{actor} grapples {target}: {dice} {successes} success(es){defence}: no hold":
        "{actor} の組みつき {dice} 成功{successes}{defence}：失敗",
    "{actor} grapples {target}: {dice} {successes} success(es){defence}: {target} restrained and gagged":
        "{actor} の組みつき {dice} 成功{successes}{defence}：口もふさいで押さえ込んだ",
    "{actor} grapples {target}: {dice} {successes} success(es){defence}: {target} restrained":
        "{actor} の組みつき {dice} 成功{successes}{defence}：押さえ込んだ",
    "; break free {defence_dice} {defence_successes}": "、振りほどき {defence_dice} 成功{defence_successes}",
    "{actor} tries to break free: {dice} {successes} success(es){hold}: free":
        "{actor} の振りほどき {dice} 成功{successes}{hold}：自由になった",
    "{actor} tries to break free: {dice} {successes} success(es){hold}: still held":
        "{actor} の振りほどき {dice} 成功{successes}{hold}：抜け出せない",
    "; hold {defence_dice} {defence_successes}": "、押さえ込み {defence_dice} 成功{defence_successes}",
    "{actor} flees: {dice} {successes} success(es){chase}: leaves the fight":
        "{actor} の逃走 {dice} 成功{successes}{chase}：戦闘から離脱した",
    "{actor} flees: {dice} {successes} success(es){chase}: caught: they all move to {to}":
        "{actor} の逃走 {dice} 成功{successes}{chase}：追いつかれ、共に {to} へ",
    "{actor} flees: {dice} {successes} success(es){chase}: stays in the fight":
        "{actor} の逃走 {dice} 成功{successes}{chase}：逃げられない",
    "; {chaser} chases {dice} {successes}": "、{chaser} の追跡 {dice} 成功{successes}",
    "{actor} forces {target} to swap cards: from next round {actor} holds {card}, {target} {other_card}":
        "{actor} が {target} とのカード交換を強いる（次のラウンドから {actor} は {card}）",
    "{actor} and {target} swap cards: {actor} holds {card}, {target} {other_card}":
        "{actor} と {target} のカードが入れ替わる（{actor} は {card}）",
    "{target} suffers {amount} {track} ({level}/{capacity})": "{target} は{track} {amount}（{level}/{capacity}）",
    "{target} suffers no Harm": "{target} にハームなし",
    "{target} is broken and out of the fight": "{target} は倒れた（戦闘不能）",
    "{actor} lets {target} go": "{actor} が {target} を放す",
    "{actor} ends the turn": "{actor} の手番終了",
    "{actor} fights the fire: {dice} {successes} success(es): the fire is out": "{actor} の消火 {dice} 成功{successes}：火を消した",
    "{actor} fights the fire: {dice} {successes} success(es): {saved} of {need} successes so far":
        "{actor} の消火 {dice} 成功{successes}：{saved}/{need}",
    "{actor} tests {action}: {dice} {successes}/{need} success(es): passed{note}":
        "{actor} の{action}判定 {dice} 成功{successes}/{need}：成功{note}",
    "{actor} tests {action}: {dice} {successes}/{need} success(es): failed{note}":
        "{actor} の{action}判定 {dice} 成功{successes}/{need}：失敗{note}",
    " — {note}": " — {note}",
    "{actor} shouts{said}": "{actor} が叫ぶ{said}",
    ': "{note}"': "「{note}」",
    "{actor} makes a slow maneuver{note}": "{actor} の行動（遅い）{note}",
    "{actor} makes a fast maneuver{note}": "{actor} の行動（速い）{note}",
    ": {note}": "：{note}",
    "Circumstances: {action} needs {extra} extra success(es)": "状況：{action} は成功が {extra} 個余分に必要",
    "{target} tests fear {fear} ({position}, +{help} for the party): {dice} {successes} success(es): passed":
        "{target} の恐怖判定（恐怖{fear}、{position}、仲間 +{help}）{dice} 成功{successes}：成功",
    "{target} tests fear {fear} ({position}, +{help} for the party): {dice} {successes} success(es): failed":
        "{target} の恐怖判定（恐怖{fear}、{position}、仲間 +{help}）{dice} 成功{successes}：失敗",
    "{target} catches fire (intensity {intensity})": "{target} に火がついた（強さ{intensity}）",
    "{target} burns: Endure {dice} {successes} success(es) against intensity {intensity}":
        "{target} が燃える：耐久 {dice} 成功{successes}",
    "The fire on {target} is out": "{target} の火が消えた",
    "{target} is poisoned (toxicity {toxicity}): poison {poison_dice} {poison_successes} vs Endure {dice} {successes}":
        "{target} に毒（毒性{toxicity}）：毒 {poison_dice} 成功{poison_successes}、耐久 {dice} 成功{successes}",
    "The poison works on {target}": "{target} に毒が回る",
    "The poison in {target} is cured": "{target} の毒が消えた",
    "{target} falls {feet} feet: {fall_dice} {fall_successes} vs Endure {dice} {successes}":
        "{target} が {feet} フィート落下：{fall_dice} 成功{fall_successes}、耐久 {dice} 成功{successes}",
    "The {side} ambush without a test": "{side} の奇襲（判定なし）",
    "Ambush: {sneaker} sneaks {dice} {successes} vs {watcher} {defence_dice} {defence_successes}: the ambush succeeds":
        "{sneaker} の隠密 {dice} 成功{successes} 対 {watcher} {defence_dice} 成功{defence_successes}：奇襲成功",
    "Ambush: {sneaker} sneaks {dice} {successes} vs {watcher} {defence_dice} {defence_successes}: the ambush is detected":
        "{sneaker} の隠密 {dice} 成功{successes} 対 {watcher} {defence_dice} 成功{defence_successes}：奇襲発覚",
    "[no dice]": "[ダイスなし]",
    "{override}": "{override}",
    "{ended}": "{ended}",
}


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
BOOK = PhraseBook({**JA, **EVENTS_JA, **PACKAGE_JA}, term_ja)
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
