"""The ashes ruleset's words in English and Japanese: its events, its refusals, its phrases."""
from __future__ import annotations

from vtt.core.errors import PhraseBook, english
from vtt.core.package_system import CHECKS_JA
from vtt.core.package_system import display_names as _names, ended_text, override_text, zone_name as _zone

from .terms import ADVANTAGE_NAMES, COMMAND_JA, IMBALANCE_JA, PENALTIES_JA, term_ja


def _imb(name, lang):
    return IMBALANCE_JA.get(name, name) if lang == "ja" else name


def _set(rank, facing, total, ja):
    return f"ランク{rank}・出目{facing}（合計{total}）" if ja else f"Rank {rank} Facing {facing} (total {total})"


def _tech_ja(b, name: str) -> str:
    """A technique's Japanese name, from whoever knows it (the English name when none gives one)."""
    for f in b.fighters.values():
        for t in f.techniques:
            if t.get("name") == name and t.get("name_ja"):
                return t["name_ja"]
    return name


def _techs(names, ja, b=None):
    if not names:
        return ""
    return f"＋{'、'.join(_tech_ja(b, n) if b is not None else n for n in names)}" if ja else f" + {', '.join(names)}"


def narrate(type: str, d: dict, b, lang: str = "en") -> str:
    """An event (its type and data) as a sentence; names and battlefields looked up in the battle ``b``."""
    n = _names(b, lang)
    ja = lang == "ja"

    def who(key):
        return n.get(d.get(key), str(d.get(key)))

    a, t = who("actor"), who("target")
    if type == "imbalance_decided":
        pen = PENALTIES_JA[d["penalty"]] if ja else f"{d['penalty']} penalty"
        return (f"{a} は不均衡「{_imb(d['imbalance'], lang)}」（ランク{d['rank']}）に{pen}を選ぶ" if ja else
                f"{a} takes the {pen} of {d['imbalance']} (Rank {d['rank']})")
    if type == "effort_rolled":
        sets = ", ".join(f"{r}×{f}" for f, r in d["sets"]) or "-"
        return (f"{a} の努力ダイス {d['dice']}：セット {sets}" if ja else
                f"{a} rolls {d['size']} Effort dice {d['dice']}: sets {sets}")
    if type == "death_token":
        if d.get("by"):
            return f"{n.get(d['by'])} が殺害を宣言：死のトークンが場に出た" if ja else \
                f"{n.get(d['by'])} declares a kill: the Death token enters the scene"
        if d.get("condition") == 3:
            return ("GM：提案された行動は死を招きうる。死のトークンが場に出た（条件3）" if ja else
                    "The GM says the proposed action can kill: the Death token enters the scene (condition 3)")
        return "GMが死のトークンを場に出した：死がありうる" if ja else "The GM brings in the Death token: Death is a possibility"
    if type == "secrecy":
        what = {"hidden_bids": ("bids", "入札"), "hidden_effort": ("Effort dice", "努力ダイス")}[d["option"]]
        if ja:
            return f"GM：{what[1]}を卓から{'隠す' if d['on'] else '見せる'}"
        return f"The GM {'hides' if d['on'] else 'shows'} the {what[0]} {'from' if d['on'] else 'to'} the table"
    if type == "reach_rolled":
        cost = (f"（プラーナ{d['prana']}）" if ja else f" ({d['prana']} Prana)") if d["prana"] else ""
        return f"{a} の間合い：イニシアチブ +{d['die']}{cost}" if ja else f"{a}'s Reach: initiative +{d['die']}{cost}"
    if type == "bid":
        if d.get("hidden"):
            return f"{a} が伏せて入札" if ja else f"{a} bids (hidden)"
        again = ("再入札" if ja else "raises to") if d["again"] else ("入札" if ja else "bids")
        return f"{a} が{again} {d['value']}（{d['dice']}）" if ja else f"{a} {again} {d['value']} with {d['dice']}"
    if type == "bid_passed":
        return f"{a} は入札しない" if ja else f"{a} passes"
    if type == "bids_closed":
        order = ", ".join(f"{n.get(w, w)} {v}" for w, v in d["order"])
        return f"入札終了。イニシアチブ順：{order}" if ja else f"Bidding closes. Initiative order: {order}"
    if type == "initiative_lowered":
        return (f"{a} がイニシアチブを {d['old']} から {d['to']} に下げる" if ja else
                f"{a} lowers the initiative from {d['old']} to {d['to']}")
    if type == "turn_ended":
        return f"{a} の手番終了" if ja else f"{a} ends the turn"
    if type == "moved":
        z = _zone(b, d["to"], lang)
        drag = (f"（{'、'.join(n.get(g, g) for g in d['dragged'])} を引きずって）" if ja else
                f", dragging {', '.join(n.get(g, g) for g in d['dragged'])}") if d.get("dragged") else ""
        return f"{a} が {z} へ移動{drag}" if ja else f"{a} moves to {z}{drag}"
    if type == "hid":
        return f"{a} が物陰に隠れる（{_zone(b, d['zone'], lang)}）" if ja else f"{a} hides in cover in {_zone(b, d['zone'], lang)}"
    if type == "lifted":
        note = f"：{d['note']}" if d.get("note") else ""
        return f"{a} が物を持ち上げる{note}" if ja else f"{a} lifts something{': ' + d['note'] if d.get('note') else ''}"
    if type == "released":
        return f"{a} が {t} を放す" if ja else f"{a} lets {t} go"
    if type == "awakened":
        return (f"{a} が精神行動 ランク{d['rank']}・出目{d['facing']} でチャクラを覚醒：回復量{d['recovery']}、"
                f"容量{d['pool']}" if ja else
                f"{a} awakens the Chakra with a Spirit action of Rank {d['rank']} Facing {d['facing']}: Recovery "
                f"{d['recovery']}, Pool {d['pool']}")
    if type == "action":
        note = (f"：{d['note']}" if ja else f": {d['note']}") if d.get("note") else ""
        return (f"{a} の行動 {_set(d['rank'], d['facing'], d['total'], ja)}{note}" if ja else
                f"{a} acts with {_set(d['rank'], d['facing'], d['total'], ja)}{note}")
    if type == "broke_free":
        t = ("、" if ja else " and ").join([t] + [n.get(h, h) for h in d.get("others") or ()])
        return (f"{a} がランク{d['rank']}で {t} の拘束を振りほどく" if ja else
                f"{a} breaks free of {t} with Rank {d['rank']}")
    if type == "advantage_used":
        names = [ADVANTAGE_NAMES.get(x, (x, x))[1 if ja else 0] for x in d["advantage"]]
        cost = ""
        if d.get("prana"):
            cost = f"（プラーナ{d['prana']}）" if ja else f" ({d['prana']} Prana)"
        elif d.get("die") is not None:
            cost = f"（努力ダイス {d['die']}）" if ja else f" (Effort die {d['die']})"
        else:
            cost = "（無料）" if ja else " (free)"
        return f"{a} が武器の利点を使う：{'、'.join(names)}{cost}" if ja else \
            f"{a} uses the weapon's advantage: {', '.join(names)}{cost}"
    if type == "attack_declared":
        what = ("組みつき" if ja else "grabs") if d["grab"] else ("攻撃" if ja else "attacks")
        bonus = ("（ボーナス行動）" if ja else " (bonus action)") if d["slot"] == "bonus" else ""
        return (f"{a} が {t} に{what}：{_set(d['rank'], d['facing'], d['total'], ja)}{_techs(d['techniques'], ja, b)}{bonus}"
                if ja else
                f"{a} {what} {t} with {_set(d['rank'], d['facing'], d['total'], ja)}{_techs(d['techniques'], ja, b)}{bonus}")
    if type == "defended":
        return (f"{a} の防御 {_set(d['rank'], d['facing'], d['total'], ja)}{_techs(d['techniques'], ja, b)}" if ja else
                f"{a} defends with {_set(d['rank'], d['facing'], d['total'], ja)}{_techs(d['techniques'], ja, b)}")
    if type == "took_hit":
        return f"{a} は攻撃をそのまま受ける" if ja else f"{a} takes the hit"
    if type == "grab_resolved":
        if ja:
            return f"{a} の組みつき {d['attack']} 対 {d['defense']}：" + (f"{t} を捕まえた（保持ランク{d['hold']}）"
                                                                     if d["held"] else "失敗")
        return f"{a}'s grab {d['attack']} vs {d['defense']}: " + (f"{t} is held (hold Rank {d['hold']})"
                                                                  if d["held"] else "no hold")
    if type == "attack_resolved":
        heavy = (f" ＋重量{d['heavy']}" if ja else f" + Heavy {d['heavy']}") if d.get("heavy") else ""
        if ja:
            res = f"ダメージ {d['damage']}" if d["damage"] else "防御成功"
            return f"{a} の攻撃 {d['attack']} − 防御 {d['defense']}{heavy} − 装甲 {d['armor']}：{res}"
        res = f"{d['damage']} damage" if d["damage"] else "a successful defense"
        return f"{a}'s attack {d['attack']} − defense {d['defense']}{heavy} − armor {d['armor']}: {res}"
    if type == "hold_broken":
        return f"{a} と {t} の拘束が解けた" if ja else f"The hold of {t} on {a} breaks"
    if type == "bought_down":
        box = ""
        if d["emptied"]:
            box = f"、体力ボックス{d['emptied']}個が空に" if ja else f"; {d['emptied']} Health box(es) emptied"
        return (f"{a} がダメージ {d['damage']} を買い取る：オーラ {d['aura']}、体力 {d['health']}"
                f"（残りオーラ {d['aura_left']}、体力 {d['health_left']}）{box}" if ja else
                f"{a} buys down {d['damage']} damage: {d['aura']} Aura, {d['health']} Health "
                f"(left: Aura {d['aura_left']}, Health {d['health_left']}){box}")
    if type == "injured":
        return (f"{a} の選択：{t} に身体の不均衡「{_imb(d['imbalance'], lang)}」ランク{d['rank']}" if ja else
                f"{a} chooses the injury: {t} has the physical Imbalance {d['imbalance']} at Rank {d['rank']}")
    if type == "vanquished":
        return f"{t} は打ち負かされた" if ja else f"{t} is vanquished"
    if type == "killed":
        return f"{a} が {t} を殺した" if ja else f"{a} kills {t}"
    if type == "spared":
        return f"{a} は {t} を見逃す" if ja else f"{a} spares {t}"
    if type == "recovered":
        return (f"{a} のチャクラにプラーナ +{d['gained']}（{d['prana']}/{d['pool']}）" if ja else
                f"{a}'s Chakra fills with {d['gained']} Prana ({d['prana']}/{d['pool']})")
    if type == "round_ended":
        return f"第{d['round']}ラウンド終了" if ja else f"Round {d['round']} ends"
    if type == "round_started":
        return f"第{d['round']}ラウンド開始" if ja else f"Round {d['round']} begins"
    if type == "override":
        return override_text(d, t, lang)
    if type == "ended":
        return ended_text(d["outcome"], term_ja, lang)
    return english(type, {})


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
    "Condition 2 is a player who declares a kill on vanquishing (the kill command)":
        "条件2は、打ち負かしたときにプレイヤーが殺害を宣言すること（kill コマンド）",
    "'condition' is 1 (the GM, at the beginning of a round) or 3 (a player's proposed action the GM says will kill)":
        "'condition' は 1（GM、ラウンドの始め）か 3（GMが死を招くと告げたプレイヤーの提案した行動）",
    "Only the GM brings in the Death token (a player brings it in with a kill)": "死のトークンを出せるのはGMだけ（プレイヤーは殺害の宣言で出す）",
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
    "'pay_die' is the index of an Effort die": "'pay_die' は努力ダイスの番号",
    "{name} pays a die for no use of the weapon: ask for its advantage (advantage: true)":
        "{name} は武器を使わないのにダイスを払おうとしている：利点を使う（advantage: true）",
    "The Effort die paid for the Improvised weapon must be another unspent die": "即席武器に払う努力ダイスは別の未使用のダイス",
    "{name} has {prana} Prana: this use of the weapon costs {cost}": "{name} のプラーナは {prana}：この武器の使用には {cost} 要る",
    "{name} has {prana} Prana: this use of the Improvised weapon costs 3 Prana or one other unspent Effort die (pay_die)":
        "{name} のプラーナは {prana}：即席武器の使用にはプラーナ3か、別の未使用の努力ダイス1個（pay_die）が要る",
    "{target} is on the next battlefield: an Improvised weapon reaches it only as a paid use of its Ranged advantage (advantage: true)":
        "{target} は隣の戦場にいる：即席武器で届くのは射程の利点を支払って使うときだけ（advantage: true）",
    "{target} is on {name}'s side": "{target} は {name} の味方",
    "{target} is out of the fight": "{target} は戦闘から脱落している",
    "{target} is not on {name}'s battlefield: only a Ranged weapon strikes at a distance":
        "{target} は {name} の戦場にいない：離れて攻撃できるのは射程武器だけ",
    "{target} is hidden in cover on another battlefield": "{target} は別の戦場で物陰に隠れている",
    "{target} is beyond the adjacent battlefield: that takes the Ranged advantage (advantage: true)":
        "{target} は隣の戦場より遠い：射程の利点（advantage: true）が要る",
    "{name}'s weapon adds nothing to this attack": "{name} の武器はこの攻撃に何も加えない",
    "{name}'s weapon adds nothing to this bid": "{name} の武器はこの入札に何も加えない",
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
#: what a character or scenario file may not hold (vtt/rules/ashes/models.py), told in the workshop's editor
MODELS_JA = {
    **CHECKS_JA,
    "an Improvised weapon names the advantage it mimics ('mimics')": "即席の武器は模倣する利点を指定する（'mimics'）",
    "only an Improvised weapon mimics another": "他の武器を模倣するのは即席の武器だけ",
    "an awakened Chakra has a Recovery of 1 or more": "覚醒したチャクラの回復量は1以上",
    "Prana is at most the Pool (5 × Recovery)": "プラーナは容量（5×回復量）まで",
    "Aura is possessed by characters of Degree 1 or higher": "オーラを持つのは段位1以上のキャラクターだけ",
}
BOOK = PhraseBook({**JA, **MODELS_JA}, term_ja)
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
    paid = c.get("pay_die")
    if f is not None and isinstance(paid, int) and not isinstance(paid, bool) and 0 <= paid < len(f.dice):
        extra.append(f"努力ダイス{f.dice[paid]}" if ja else f"Effort die {f.dice[paid]}")
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
        return f"入札 {value}（{shown}）{more}" if ja else f"Bid {value} ({shown}){more}"
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
