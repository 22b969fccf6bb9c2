"""The ashes ruleset's words in English and Japanese: its events, its refusals, its phrases."""
from __future__ import annotations

from vtt.core.errors import Joined, Phrase, PhraseBook, Term
from vtt.core.event_phrases import EventPhrases
from vtt.core.i18n import N_
from vtt.core.package_system import (PACKAGE_JA, EVENT_FIELDS, display_names as _names, fighter_term, name_field,
                                     zone_name as _zone, zone_term)

from .terms import COMMAND_JA, IMBALANCE_JA, PENALTIES_JA, SECRETS, advantage_term, imbalance_term, term_ja


def _imb(name, lang):
    return IMBALANCE_JA.get(name, name) if lang == "ja" else name


def _tech_ja(b, name: str) -> str:
    """A technique's Japanese name, from whoever knows it (the English name when none gives one)."""
    for f in b.fighters.values():
        for t in f.techniques:
            if t.get("name") == name and t.get("name_ja"):
                return t["name_ja"]
    return name


# -- events ----------------------------------------------------------------------------------------
# Each event type's sentence: an English template (or a function of the event's data picking one) whose
# fields are made from the data by the makers below (a participant's id → her name, a zone's → its name).

def _secrecy(d):
    return N_("The GM hides the {secret} from the table") if d["on"] else N_("The GM shows the {secret} to the table")


def _bid(d):
    if d.get("hidden"):
        return N_("{actor} bids (hidden)")
    return N_("{actor} raises to {value} with {dice}") if d["again"] else N_("{actor} bids {value} with {dice}")


EVENTS = {
    "imbalance_decided": N_("{actor} takes the {penalty} penalty of {imbalance} (Rank {rank})"),
    "effort_rolled": N_("{actor} rolls {size} Effort dice {dice}: sets {sets}"),
    "death_token": lambda d: N_("{by} declares a kill: the Death token enters the scene") if d.get("by")
    else N_("The GM brings in the Death token: Death is a possibility"),
    "secrecy": _secrecy,
    "reach_rolled": N_("{actor}'s Reach: initiative +{die}{cost}"),
    "bid": _bid,
    "bid_passed": N_("{actor} passes"),
    "bids_closed": N_("Bidding closes. Initiative order: {order}"),
    "initiative_lowered": N_("{actor} lowers the initiative from {old} to {to}"),
    "turn_ended": N_("{actor} ends the turn"),
    "moved": N_("{actor} moves to {destination}{dragging}"),
    "hid": N_("{actor} hides in cover in {zone}"),
    "lifted": N_("{actor} lifts something{note}"),
    "released": N_("{actor} lets {target} go"),
    "awakened": N_("{actor} awakens the Chakra with a Spirit action of Rank {rank} Facing {facing}: Recovery "
                   "{recovery}, Pool {pool}"),
    "action": N_("{actor} acts with {set}{note}"),
    "broke_free": N_("{actor} breaks free of {target} with Rank {rank}"),
    "advantage_used": N_("{actor} uses the weapon's advantage: {advantages}{cost}"),
    "attack_declared": lambda d: N_("{actor} grabs {target} with {set}{techniques}{bonus}") if d["grab"]
    else N_("{actor} attacks {target} with {set}{techniques}{bonus}"),
    "defended": N_("{actor} defends with {set}{techniques}"),
    "took_hit": N_("{actor} takes the hit"),
    "grab_resolved": lambda d: N_("{actor}'s grab {attack} vs {defense}: {target} is held (hold Rank {hold})")
    if d["held"] else N_("{actor}'s grab {attack} vs {defense}: no hold"),
    "attack_resolved": lambda d: N_("{actor}'s attack {attack} − defense {defense}{heavy} − armor {armor}: {damage} "
                                    "damage") if d["damage"]
    else N_("{actor}'s attack {attack} − defense {defense}{heavy} − armor {armor}: a successful defense"),
    "hold_broken": N_("The hold of {target} on {actor} breaks"),
    "bought_down": N_("{actor} buys down {damage} damage: {aura} Aura, {health} Health (left: Aura {aura_left}, "
                      "Health {health_left}){boxes}"),
    "injured": N_("{actor} chooses the injury: {target} has the physical Imbalance {imbalance} at Rank {rank}"),
    "vanquished": N_("{target} is vanquished"),
    "killed": N_("{actor} kills {target}"),
    "spared": N_("{actor} spares {target}"),
    "recovered": N_("{actor}'s Chakra fills with {gained} Prana ({prana}/{pool})"),
    "round_ended": N_("Round {round} ends"),
    "round_started": N_("Round {round} begins"),
    "override": "{override}",
    "ended": "{ended}",
}


def _prana(b, d):
    return Phrase(" ({prana} Prana)", prana=d["prana"]) if d.get("prana") else ""


def _cost(b, d):
    """What a use of the weapon's advantage cost: Prana, an Effort die, or nothing (the free use)."""
    if d.get("prana"):
        return _prana(b, d)
    if d.get("die") is not None:
        return Phrase(" (Effort die {die})", die=d["die"])
    return Phrase(" (free)")


def _techniques(b, d):
    names = d["techniques"]
    return Phrase(" + {names}", names=[Term("name", _tech_ja(b, n), n) for n in names]) if names else ""


FIELDS = {
    **EVENT_FIELDS, "by": name_field("by"),
    "destination": lambda b, d: zone_term(b, d["to"]), "zone": lambda b, d: zone_term(b, d["zone"]),
    "imbalance": lambda b, d: imbalance_term(d["imbalance"]),
    "penalty": lambda b, d: Term("penalty", d["penalty"], d["penalty"]),
    "dice": lambda b, d: str(d["dice"]),
    "sets": lambda b, d: ", ".join(f"{r}×{f}" for f, r in d["sets"]) or "-",
    "secret": lambda b, d: Term("secret", d["option"], SECRETS[d["option"]]),
    "cost": lambda b, d: _cost(b, d) if "advantage" in d else _prana(b, d),
    "order": lambda b, d: Joined((Joined((fighter_term(b, w), str(v)), " ") for w, v in d["order"]), ", "),
    "dragging": lambda b, d: Phrase(", dragging {names}", names=[fighter_term(b, g) for g in d["dragged"]])
    if d.get("dragged") else "",
    "note": lambda b, d: Phrase(": {note}", note=d["note"]) if d.get("note") else "",
    "set": lambda b, d: Phrase("Rank {rank} Facing {facing} (total {total})", rank=d["rank"], facing=d["facing"],
                               total=d["total"]),
    "advantages": lambda b, d: [advantage_term(x) for x in d["advantage"]],
    "techniques": _techniques,
    "bonus": lambda b, d: Phrase(" (bonus action)") if d["slot"] == "bonus" else "",
    "heavy": lambda b, d: Phrase(" + Heavy {heavy}", heavy=d["heavy"]) if d.get("heavy") else "",
    "boxes": lambda b, d: Phrase("; {emptied} Health box(es) emptied", emptied=d["emptied"]) if d["emptied"] else "",
}

#: an event's sentence (Out.add in the engine asks it for each event it makes)
event_phrase = EventPhrases(EVENTS, FIELDS)

EVENTS_JA = {
    "{actor} takes the {penalty} penalty of {imbalance} (Rank {rank})": "{actor} は不均衡「{imbalance}」（ランク{rank}）に{penalty}を選ぶ",
    "{actor} rolls {size} Effort dice {dice}: sets {sets}": "{actor} の努力ダイス {dice}：セット {sets}",
    "{by} declares a kill: the Death token enters the scene": "{by} が殺害を宣言：死のトークンが場に出た",
    "The GM brings in the Death token: Death is a possibility": "GMが死のトークンを場に出した：死がありうる",
    "The GM hides the {secret} from the table": "GM：{secret}を卓から隠す",
    "The GM shows the {secret} to the table": "GM：{secret}を卓から見せる",
    "{actor}'s Reach: initiative +{die}{cost}": "{actor} の間合い：イニシアチブ +{die}{cost}",
    " ({prana} Prana)": "（プラーナ{prana}）",
    "{actor} bids (hidden)": "{actor} が伏せて入札",
    "{actor} raises to {value} with {dice}": "{actor} が再入札 {value}（{dice}）",
    "{actor} bids {value} with {dice}": "{actor} が入札 {value}（{dice}）",
    "{actor} passes": "{actor} は入札しない",
    "Bidding closes. Initiative order: {order}": "入札終了。イニシアチブ順：{order}",
    "{actor} lowers the initiative from {old} to {to}": "{actor} がイニシアチブを {old} から {to} に下げる",
    "{actor} ends the turn": "{actor} の手番終了",
    "{actor} moves to {destination}{dragging}": "{actor} が {destination} へ移動{dragging}",
    ", dragging {names}": "（{names} を引きずって）",
    "{actor} hides in cover in {zone}": "{actor} が物陰に隠れる（{zone}）",
    "{actor} lifts something{note}": "{actor} が物を持ち上げる{note}",
    ": {note}": "：{note}",
    "{actor} lets {target} go": "{actor} が {target} を放す",
    "{actor} awakens the Chakra with a Spirit action of Rank {rank} Facing {facing}: Recovery {recovery}, Pool {pool}":
        "{actor} が精神行動 ランク{rank}・出目{facing} でチャクラを覚醒：回復量{recovery}、容量{pool}",
    "{actor} acts with {set}{note}": "{actor} の行動 {set}{note}",
    "Rank {rank} Facing {facing} (total {total})": "ランク{rank}・出目{facing}（合計{total}）",
    "{actor} breaks free of {target} with Rank {rank}": "{actor} がランク{rank}で {target} の拘束を振りほどく",
    "{actor} uses the weapon's advantage: {advantages}{cost}": "{actor} が武器の利点を使う：{advantages}{cost}",
    " (Effort die {die})": "（努力ダイス {die}）",
    " (free)": "（無料）",
    "{actor} grabs {target} with {set}{techniques}{bonus}": "{actor} が {target} に組みつき：{set}{techniques}{bonus}",
    "{actor} attacks {target} with {set}{techniques}{bonus}": "{actor} が {target} に攻撃：{set}{techniques}{bonus}",
    " + {names}": "＋{names}",
    " (bonus action)": "（ボーナス行動）",
    "{actor} defends with {set}{techniques}": "{actor} の防御 {set}{techniques}",
    "{actor} takes the hit": "{actor} は攻撃をそのまま受ける",
    "{actor}'s grab {attack} vs {defense}: {target} is held (hold Rank {hold})":
        "{actor} の組みつき {attack} 対 {defense}：{target} を捕まえた（保持ランク{hold}）",
    "{actor}'s grab {attack} vs {defense}: no hold": "{actor} の組みつき {attack} 対 {defense}：失敗",
    "{actor}'s attack {attack} − defense {defense}{heavy} − armor {armor}: {damage} damage":
        "{actor} の攻撃 {attack} − 防御 {defense}{heavy} − 装甲 {armor}：ダメージ {damage}",
    "{actor}'s attack {attack} − defense {defense}{heavy} − armor {armor}: a successful defense":
        "{actor} の攻撃 {attack} − 防御 {defense}{heavy} − 装甲 {armor}：防御成功",
    " + Heavy {heavy}": " ＋重量{heavy}",
    "The hold of {target} on {actor} breaks": "{actor} と {target} の拘束が解けた",
    "{actor} buys down {damage} damage: {aura} Aura, {health} Health (left: Aura {aura_left}, Health {health_left}){boxes}":
        "{actor} がダメージ {damage} を買い取る：オーラ {aura}、体力 {health}（残りオーラ {aura_left}、体力 {health_left}）{boxes}",
    "; {emptied} Health box(es) emptied": "、体力ボックス{emptied}個が空に",
    "{actor} chooses the injury: {target} has the physical Imbalance {imbalance} at Rank {rank}":
        "{actor} の選択：{target} に身体の不均衡「{imbalance}」ランク{rank}",
    "{target} is vanquished": "{target} は打ち負かされた",
    "{actor} kills {target}": "{actor} が {target} を殺した",
    "{actor} spares {target}": "{actor} は {target} を見逃す",
    "{actor}'s Chakra fills with {gained} Prana ({prana}/{pool})": "{actor} のチャクラにプラーナ +{gained}（{prana}/{pool}）",
    "Round {round} ends": "第{round}ラウンド終了",
    "Round {round} begins": "第{round}ラウンド開始",
    "{override}": "{override}",
    "{ended}": "{ended}",
}


#: English templates of refusals, questions and banners -> Japanese
JA = {
    "The battle is over": "戦闘は終わっている",
    "{name} must decide first": "まず {name} が決める",
    "{name} must defend or take the hit first": "まず {name} が防御するか攻撃を受ける",
    "No attack awaits a defense": "防御を待つ攻撃はない",
    "There is nothing to decide now": "今決めることはない",
    "The Death token is already in the scene": "死のトークンはすでに場にある",
    "That is already so": "すでにそうなっている",
    "'option' is one of: {options}": "'option' は次のいずれか: {options}",
    "'on' is true (hidden from the table) or false (shown)": "'on' は true（卓から隠す）か false（見せる）",
    "The GM may bring in the Death token only at the beginning of a round": "GMが死のトークンを出せるのはラウンドの始めだけ",
    "Combat ends only at the end of a round, before the next one is rolled": "戦闘を終えられるのはラウンドの終わり、次のダイスを振る前だけ",
    "Imbalances are decided before the Effort dice are rolled": "不均衡は努力ダイスを振る前に決める",
    "{name} has no Imbalance {imbalance}": "{name} に不均衡 {imbalance} はない",
    "{name} has decided on {imbalance} this round": "{name} はこのラウンドの {imbalance} を決めている",
    "Imbalances are decided before rolling: {names} still to decide": "不均衡はダイスの前に決める：未決定 {names}",
    "The Effort dice are rolled at the start of the round": "努力ダイスはラウンドの始めに振る",
    "{name} is out of the fight": "{name} は戦闘から脱落している",
    "{name} has rolled the Effort dice this round": "{name} はこのラウンドの努力ダイスを振っている",
    "{name}'s die {index} ({face}) is spent": "{name} のダイス {index}（{face}）は使用済み",
    "A set is dice showing the same face, not {faces}": "セットは同じ出目のダイス：{faces} は違う",
    "Initiative is bid after the Effort dice are rolled": "イニシアチブの入札は努力ダイスを振った後",
    "It is {name}'s bid": "{name} の入札の番",
    "A new bid must be higher than {name}'s previous bid of {old} (this one: {value})":
        "新しい入札は {name} の前の入札 {old} より高くなければならない（今回：{value}）",
    "Initiative is lowered between turns": "イニシアチブは手番の間に下げる",
    "Initiative is lowered at the end of a turn, before the next turn begins": "イニシアチブを下げるのは手番の終わり、次の手番が始まる前",
    "{name} has taken this round's turn": "{name} はこのラウンドの手番を終えている",
    "{name} can lower the initiative only below {value}": "{name} はイニシアチブを {value} 未満にしか下げられない",
    "Turns come after the initiative bids": "手番はイニシアチブ入札の後",
    "It is {name}'s turn": "{name} の手番",
    "{name} has taken this turn's rank-0 action": "{name} はこの手番のランク0行動を済ませている",
    "{to} is not next to {zone}: one moves up to an adjacent battlefield": "{to} は {zone} の隣ではない：移動は隣の戦場まで",
    "{name} is held by {holder}: the holder dictates the movement": "{name} は {holder} に捕まっている：動きは捕まえた側が決める",
    "There is no cover in {zone}": "{zone} に遮蔽はない",
    "{name} holds nobody": "{name} は誰も捕まえていない",
    "{target} is not vanquished and helpless": "{target} は打ち負かされて無力な状態ではない",
    "{target} is not on {name}'s battlefield": "{target} は {name} の戦場にいない",
    "{name} has no slumbering Chakra": "{name} に眠っているチャクラはない",
    "Awakening Chakra takes a Spirit action of Rank 2 or higher": "チャクラの覚醒にはランク2以上の精神行動が要る",
    "{name} is not held": "{name} は捕まっていない",
    "To escape, {name} must overcome the hold's Rank {hold} (this set: Rank {rank})":
        "逃れるには {name} は拘束のランク {hold} を上回らなければならない（このセット：ランク {rank}）",
    "{name} has made both Rank 1 attacks an Unarmed fighter may make this turn":
        "{name} は素手で可能なランク1攻撃2回をこの手番に済ませている",
    "{name} has taken this turn's single-die action: more actions need sets of Rank 2 or higher":
        "{name} はこの手番のダイス1個の行動を済ませている：さらなる行動にはランク2以上のセットが要る",
    "{technique} is not {kinds}": "{technique} は {kinds} ではない",
    "{technique} has bolstered an action this round already": "{technique} はこのラウンドすでに使った",
    "{name}'s weapon has no {advantage} advantage": "{name} の武器に {advantage} の利点はない",
    "Only an Improvised weapon is paid with an Effort die": "努力ダイスで払えるのは即席武器だけ",
    "The Effort die paid for the Improvised weapon must be another unspent die": "即席武器に払う努力ダイスは別の未使用のダイス",
    "{name} has {prana} Prana: this use of the weapon costs {cost}": "{name} のプラーナは {prana}：この武器の使用には {cost} 要る",
    "{target} is on {name}'s side": "{target} は {name} の味方",
    "{target} is out of the fight": "{target} は戦闘から脱落している",
    "{target} is not on {name}'s battlefield: only a Ranged weapon strikes at a distance":
        "{target} は {name} の戦場にいない：離れて攻撃できるのは射程武器だけ",
    "{target} is hidden in cover on another battlefield": "{target} は別の戦場で物陰に隠れている",
    "{target} is beyond the adjacent battlefield: that takes the Ranged advantage (advantage: true)":
        "{target} は隣の戦場より遠い：射程の利点（advantage: true）が要る",
    "{name}'s weapon adds nothing to this attack": "{name} の武器はこの攻撃に何も加えない",
    "{name} is not the one attacked": "{name} は攻撃されていない",
    "A Subtle weapon's foe may only defend with Senses, and {name} has none": "隠密武器には感覚でしか防御できず、{name} は感覚を持たない",
    "{name} buys the damage down or is vanquished": "{name} はダメージを買い取るか打ち負かされる",
    "The damage is {damage}: Aura and Health spent must add up to it": "ダメージは {damage}：使うオーラと体力の合計はそれに等しくなければならない",
    "{name} has {aura} Aura": "{name} のオーラは {aura}",
    "{name} has {health} Health": "{name} の体力は {health}",
    "{name} chooses the Imbalance the emptied Health box gives": "{name} は空になった体力ボックスが与える不均衡を選ぶ",
    "{name} kills the vanquished foe or spares them": "{name} は打ち負かした敵を殺すか見逃す",
    "Without the Death token in the scene, a vanquished foe is only beaten unconscious":
        "死のトークンが場になければ、打ち負かされた者は気絶するだけ",
    "Only the GM overrides": "操作できるのはGMだけ",
    # questions and banners
    "Round {round}: {phase}": "第{round}ラウンド：{phase}",
    "Battle over: {outcome}": "戦闘終了：{outcome}",
    "Decide the penalty of each Imbalance": "各不均衡のペナルティを決める",
    "Roll the Effort dice": "努力ダイスを振る",
    "{name}'s bid": "{name} の入札",
    "{name} defends against {attacker}: a set or the hit": "{name} が {attacker} に対して防御：セットか、攻撃を受けるか",
    "Buy down {damage} damage with Aura and Health, or be vanquished": "ダメージ {damage} をオーラと体力で買い取るか、打ち負かされる",
    "A Health box of {name} is empty: choose the physical Imbalance": "{name} の体力ボックスが空に：身体の不均衡を選ぶ",
    "{name} is vanquished: kill or spare?": "{name} は打ち負かされた：殺すか、見逃すか",
    "single {single} rank-0 {rank0}": "単独 {single} ランク0 {rank0}",
    "{name} (free use spent)": "{name}（無料使用済み）",
    "{name} (free use ready)": "{name}（無料使用可）",
    "{keyword}, +{bonus}": "{keyword}、+{bonus}",
    "Rank {rank}": "ランク{rank}",
    "{name} (as {mimics})": "{name}（{mimics}として）",
    "Recovery {recovery}, Pool {pool}, Prana {prana}": "回復量{recovery}、容量{pool}、プラーナ{prana}",
    "{penalty} this round": "このラウンドは{penalty}",
    "{health} / {max} ({boxes} boxes)": "{health} / {max}（{boxes}ボックス）",
}


#: phrase_text(phrase, lang) and refusal_text(reason, lang): through the JA table above
BOOK = PhraseBook({**JA, **EVENTS_JA, **PACKAGE_JA}, term_ja)
phrase_text = BOOK.phrase_text
refusal_text = BOOK.refusal_text


def command_text(b, c, lang: str = "en") -> str:
    """A command as a button's label: "Attack Ghoul with 2×7", "Bid 9", "Buy down 3 Aura 4 Health"."""
    ja = lang == "ja"
    n = _names(b, lang)
    t = c.type
    f = b.fighters.get(c.actor) if c.actor else None
    pick = c.get("pick")
    dice = ""
    if f is not None and isinstance(pick, (list, tuple)) and all(isinstance(i, int) and 0 <= i < len(f.dice)
                                                                  for i in pick):
        faces = [f.dice[i] for i in pick]
        dice = f"{len(faces)}×{faces[0]}" if len(set(faces)) == 1 else "+".join(map(str, faces))
    extra = []
    if c.get("advantage"):
        extra.append("利点" if ja else "advantage")
    if c.get("grab"):
        extra.append("組みつき" if ja else "grab")
    if c.get("techniques"):
        extra += [_tech_ja(b, n) if ja else n for n in c.get("techniques")]
    more = f" ({', '.join(extra)})" if extra else ""
    if t == "attack":
        tg = n.get(c.get("target"), c.get("target"))
        return f"{tg} を攻撃 {dice}{more}" if ja else f"Attack {tg} with {dice}{more}"
    if t == "defend":
        return f"防御 {dice}{more}" if ja else f"Defend with {dice}{more}"
    if t == "bid":
        faces = [f.dice[i] for i in pick] if f is not None and dice else []
        value = sum(faces) + b.reach.get(c.actor, 0) if faces else "?"
        shown = "+".join(map(str, faces))
        return f"入札 {value}（{shown}）" if ja else f"Bid {value} ({shown})"
    if t == "move":
        z = _zone(b, c.get("to"), lang)
        return f"{z} へ移動" if ja else f"Move to {z}"
    if t == "buy_down":
        if c.get("split") is not None:
            aura, health = c.get("split")
        else:
            aura, health = c.get("aura", 0), c.get("health", 0)
        return f"買い取り：オーラ{aura}、体力{health}" if ja else f"Buy down: {aura} Aura, {health} Health"
    if t == "injure":
        return f"不均衡：{_imb(c.get('imbalance'), lang)}" if ja else f"Imbalance: {c.get('imbalance')}"
    if t == "imbalance":
        pen = PENALTIES_JA.get(c.get("penalty"), c.get("penalty")) if ja else c.get("penalty")
        return f"{_imb(c.get('name'), lang)}：{pen}" if ja else f"{c.get('name')}: {pen} penalty"
    if t == "kill":
        tg = n.get(c.get("target"), c.get("target"))
        return f"{tg} を殺す" if ja else f"Kill {tg}"
    if t == "lower_initiative":
        return f"イニシアチブを {c.get('to')} に" if ja else f"Lower initiative to {c.get('to')}"
    if t in ("awaken", "action", "break_free") and dice:
        label = COMMAND_JA.get(t, t) if ja else t.replace("_", " ").capitalize()
        return f"{label} {dice}"
    if t == "secrecy":
        what = {"hidden_bids": ("bids", "入札"), "hidden_effort": ("Effort dice", "努力ダイス")}.get(c.get("option"),
                                                                                               ("?", "?"))
        if ja:
            return f"{what[1]}を卓から{'隠す' if c.get('on') else '見せる'}"
        return f"{'Hide' if c.get('on') else 'Show'} the {what[0]} {'from' if c.get('on') else 'to'} the table"
    if ja and t in COMMAND_JA:
        return COMMAND_JA[t]
    return t.replace("_", " ").capitalize()
