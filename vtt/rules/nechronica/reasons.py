"""Why the rules refuse a command, what a pending decision asks and why a typed dice command cannot be
read, told in Japanese (the engine and the dice module phrase them as English templates with fields,
vtt.core.errors.Phrase): for the GUI's status bar, tooltips, flow panel and dice box and for
`vtt play --lang ja`.

Each Japanese template uses the same fields as its English one. A field's value may itself be a
Phrase (told in Japanese too), a Term (looked up in TERMS_JA by its kind) or a list (joined with 、).
A template without a Japanese entry (a malformed command's message) stays English. The events' own
sentences are told the same way, from their table beside this one (event_phrases.EVENTS_JA)."""
from __future__ import annotations

from vtt.core.errors import InvalidValueError, Phrase, Term, english
from vtt.core.files import describe_validation_error, error_location

from .event_phrases import EVENTS_JA
from .terms import (AREA_NAMES_JA, BATTLE_OUTCOME_NAMES_JA, CHECK_KIND_NAMES_JA, CHECK_OUTCOME_NAMES_JA,
                    HIT_LOCATION_NAMES_JA, TIMING_NAMES_JA)

PHASE_JA = {"setup": "戦闘準備", "battle": "戦闘", "round_end": "ターン終了", "ended": "戦闘終了"}
# what a pending decision (Prompt.kind) is about
PROMPT_JA = {"location": "命中箇所", "parts": "損傷させるパーツ", "fetters": "狂気点を加える未練",
             "victim": "大失敗の命中先", "adjacent": "爆発で同時に命中する隣接箇所",
             "madness_part": "狂気判定の大失敗で失う基本パーツ", "victory": "敵の逃走を勝利とみなすか"}
# a file's or form's fields, for where a value is not allowed (validation_text)
FIELDS_JA = {"name": "名前", "name_en": "英語名", "position": "ポジション", "main_class": "メインクラス",
             "sub_class": "サブクラス", "reinforcement": "強化値", "armament": "武装", "mutation": "変異",
             "modification": "改造", "area": "初期配置", "base_ap": "基本行動値", "basic_parts": "基本パーツ",
             "parts": "パーツ", "fetters": "未練", "karma": "カルマ", "memory_fragments": "記憶のカケラ",
             "favor": "寵愛点", "notes": "メモ", "kind": "種類", "threat": "脅威度", "bodies": "体数",
             "id": "ID", "location": "部位", "timing": "タイミング", "cost": "コスト", "range": "射程",
             "effect": "効果", "effect_en": "英語の効果", "category": "種別", "level": "レベル",
             "damaged": "損傷", "dice": "ダイス", "target": "対象", "emotion": "感情", "madness": "狂気点",
             "mad_effect": "発狂効果", "treasure": "たからもの", "schema_version": "スキーマの版"}
ENEMY_KIND_JA = {"legion": "レギオン", "horror": "ホラー", "savant": "サヴァント"}
TERMS_JA = {"area": AREA_NAMES_JA, "timing": TIMING_NAMES_JA, "outcome": BATTLE_OUTCOME_NAMES_JA, "phase": PHASE_JA,
            "prompt": PROMPT_JA, "location": HIT_LOCATION_NAMES_JA, "field": FIELDS_JA, "enemy_kind": ENEMY_KIND_JA,
            "check": CHECK_KIND_NAMES_JA, "check_outcome": CHECK_OUTCOME_NAMES_JA}
# pydantic's own checks (by error type, with its context's fields); another type stays pydantic's English
PYDANTIC_JA = {"missing": "入力が必要", "string_too_short": "空欄にはできない", "string_type": "文字列で入れる",
               "int_parsing": "整数で入れる", "int_type": "整数で入れる", "int_from_float": "整数で入れる",
               "bool_parsing": "はい・いいえで入れる", "bool_type": "はい・いいえで入れる",
               "greater_than_equal": "{ge}以上にする", "less_than_equal": "{le}以下にする",
               "greater_than": "{gt}より大きくする", "less_than": "{lt}より小さくする",
               "too_long": "{max_length}個まで", "literal_error": "{expected}のどれかにする",
               "extra_forbidden": "この項目は使えない", "list_type": "リストで入れる",
               "model_type": "項目の組（オブジェクト）で入れる"}

REASONS_JA = {
    # what is being resolved (a field of the reasons below)
    "the GM": "GM",
    "{who} must choose ({choice})": "{who}の選択待ち（{choice}）",
    "a {timing} window is open (react or pass)": "{timing}の割り込み中（宣言するかパス）",
    "a maneuver is being resolved": "マニューバの処理中",
    # what the battle waits on (vtt.core.ruleset.Awaited) and what the table reads (protocol.banner)
    "Start the battle": "戦闘を開始する",
    "Close the window": "受付を終了する",
    "Go on to the next count": "次のカウントへ進む",
    "{question}": "{question}",
    "Battle over: {outcome}": "戦闘終了：{outcome}",
    "{timing} window open": "{timing}の宣言受付中",
    "The GM decides": "GMが選択中",
    # what she cannot do (a field of the reasons below)
    "wait": "待機",
    "use 【{part}】": "【{part}】を使用",
    # the flow of the battle
    "The battle is over ({outcome}); only GM overrides remain": "戦闘は終了した（{outcome}）：GMによる操作のみ可能",
    "The battle has already started (round {round})": "戦闘はすでに始まっている（第{round}ターン）",
    "Markers are placed before the battle; once it has begun they move by maneuvers (or a GM override)":
        "配置は戦闘前に行う：戦闘が始まったらマニューバ（またはGMの裁定）で移動する",
    "A doll starts in 煉獄, 花園 or 楽園, not {area}": "ドールの初期配置は煉獄・花園・楽園のいずれか：{area}には置けない",
    "There is no enemy to destroy: add an enemy or choose another victory condition":
        "破壊する敵がいない：敵を加えるか、別の勝利条件を選ぶこと",
    "{name} cannot {what}: the battle is in its {phase} phase": "{name}は{what}できない：今は{phase}の段階",
    "{name} cannot {what} while {busy}": "{busy}のため、{name}は{what}できない",
    "Maneuvers are used during the battle, not in the {phase} phase": "マニューバは戦闘中に使う：今は{phase}の段階",
    "Not while {busy}": "{busy}のため、今はできない",
    # acting at the count
    "{name} is out of the battle": "{name}は戦闘から脱落している",
    "{name} has {ap} action points; only Auto maneuvers can be used":
        "{name}の行動値は{ap}：オートのマニューバしか使えない",
    "{name} has {ap} action points and the count is {count}; she acts when her action points equal the count":
        "{name}の行動値は{ap}、今はカウント{count}：行動値とカウントが等しいときに行動する",
    "At count {count} the NC side declares first: {enemies} must act or wait before {name}":
        "カウント{count}ではNC側が先に宣言する：{name}より先に{enemies}が行動するか待機する",
    "The count cannot advance in the {phase} phase": "{phase}の段階ではカウントを進められない",
    "The count cannot advance while {busy}": "{busy}のため、カウントを進められない",
    "{names} still act(s) at count {count}: use a maneuver or wait":
        "{names}はまだカウント{count}で行動できる：マニューバを使うか待機する",
    # maneuvers and their timing
    "【{part}】 is an Auto maneuver: it always applies and is never declared":
        "【{part}】はオートのマニューバ：常に有効で、宣言はしない",
    "【{part}】 is damaged; its maneuver cannot be used": "【{part}】は損傷している：そのマニューバは使えない",
    "【{part}】 is a {timing} maneuver: it is declared in a {timing} window, not as an action":
        "【{part}】は{timing}のマニューバ：アクションではなく{timing}の割り込みで宣言する",
    "A {window} window is open: 【{part}】 ({timing}) cannot be declared now":
        "{window}の割り込み中：【{part}】（{timing}）は今は宣言できない",
    "{name} has already used 【{part}】 this round ({timing} maneuvers: once per round per name)":
        "{name}はこのターンすでに【{part}】を使った（{timing}のマニューバは同じ名前のものを1ターンに1回）",
    "{name} has {available} Spine discount(s) usable at this count, not {discount}":
        "{name}がこのカウントで使えるせぼねの軽減は{available}回：{discount}回は使えない",
    "【{part}】 modifies a check: use it in a Judge window": "【{part}】は判定を修正する：ジャッジの割り込みで使う",
    "【{part}】 reduces damage: use it in a Damage window": "【{part}】はダメージを減らす：ダメージの割り込みで使う",
    "No reaction window is open": "割り込みを受け付けていない",
    # targets and range
    "{name} is in {area}, out of 【{part}】's range {range} from {from_area}":
        "{name}は{area}にいる：{from_area}からでは【{part}】の射程（{range}）の外",
    "{area} is out of 【{part}】's range {range}": "{area}は【{part}】の射程（{range}）の外",
    "{name}'s check is out of 【{part}】's range {range}": "{name}の判定は【{part}】の射程（{range}）の外",
    "{name} is out of 【{part}】's range {range}": "{name}は【{part}】の射程（{range}）の外",
    "{name} cannot attack herself": "{name}は自分自身を攻撃できない",
    "Mental attacks are for enemies only": "精神攻撃は手駒だけが使える",
    # moving and escaping
    "{name} is not being moved right now": "{name}は今移動していない",
    "{name} is already in {area}": "{name}はすでに{area}にいる",
    "【{part}】 moves {move} area(s); {area} is {distance} away": "【{part}】の移動は{move}エリアまで：{area}は{distance}エリア先",
    "{name} cannot escape": "{name}は逃走できない",
    "Only a doll in {eden} (a savant in {tartarus}) can try to escape; {name} is in {area}":
        "逃走を試みられるのは{eden}にいるドール（サヴァントは{tartarus}）だけ：{name}は{area}にいる",
    "{name} fumbled an escape this round; she may try again next round":
        "{name}はこのターンの逃走判定で大失敗した：次のターンにまた試みられる",
    "Only dolls and savants escape": "逃走できるのはドールとサヴァントだけ",
    "{name} escapes only by her own movement maneuver, not by {user}'s":
        "{name}が逃走を試みるには自身の移動マニューバを使う：{user}のマニューバでは逃走できない",
    "Escaping takes a movement maneuver: 【{part}】 is not one": "逃走には移動マニューバを使う：【{part}】は移動マニューバではない",
    # madness and fetters
    "No madness check in the {phase} phase": "{phase}の段階では狂気判定はできない",
    "{name} has no fetters": "{name}には未練がない",
    "{name} has no check of her own to re-roll right now": "{name}には今振り直せる自分の判定がない",
    "A madness check cannot be re-rolled": "狂気判定は振り直せない",
    "{name} has no fetters to pay with": "{name}には狂気点を払う未練がない",
    "{name}'s fetter to {target} is already at 4": "{name}の{target}への未練はすでに狂気点4",
    "{name}'s fetter to {target} holds at most 4 (it has {madness})":
        "{name}の{target}への未練に置ける狂気点は4まで（今は{madness}）",
    # decisions
    "Nobody has a choice to make right now": "今は誰も選択することがない",
    "It is {who}'s choice ({choice})": "{who}が選ぶ番（{choice}）",
    "A part cannot be damaged twice": "同じパーツは二度損傷できない",
    # pending decisions (Prompt.phrase): the flow panel's question
    "{name}: place {count} madness point(s) ({why}){then}": "{name}：狂気点{count}点を未練に加える（{why}）{then}",
    "The last enemies escaped ({names}): does it count as a victory?": "最後の敵は逃走した（{names}）：勝利とみなすか？",
    "; then she is heart-broken": "：その後、精神崩壊する",
    "end of round": "ターン終了",
    "failed madness check": "狂気判定の失敗",
    "【{part}】": "【{part}】",
    "{name}: choose a basic part to lose (madness check fumble)": "{name}：失う基本パーツを選ぶ（狂気判定の大失敗）",
    "{name} fumbled: choose who is hit (an ally in the target area, or herself)":
        "{name}の大失敗：命中する相手を選ぶ（対象エリアにいる味方か、自分自身）",
    "{name} is hit — {why}": "{name}に命中：{why}",
    "{location} has no intact part: the attacker chooses another location":
        "{location}に損傷していないパーツがない：攻撃側が別の箇所を選ぶ",
    "the defender chooses where she is hit": "防御側が命中箇所を選ぶ",
    "critical: the attacker chooses the location": "大成功：攻撃側が命中箇所を選ぶ",
    "fumble: the one hit chooses the location": "大失敗：攻撃を受けた側が命中箇所を選ぶ",
    "fumble: the attacker chooses the location": "大失敗：攻撃側が命中箇所を選ぶ",
    "爆発: {name} chooses the adjacent location also hit": "爆発：{name}が同時に命中する隣接箇所を選ぶ",
    "{name} chooses {count} part(s) to damage{where}": "{name}が{where}パーツを{count}個選んで損傷させる",
    " in her {location}": "{location}の",
    # the scenario checks every package ruleset shares (vtt.core.package_system)
    "two zones have one id": "2つのゾーンのidが同じ",
    "no zone {zone!r}": "ゾーン{zone!r}はない",
    "no zone {zone!r}; the zones are: {known}": "ゾーン{zone!r}はない。ゾーンは：{known}",
    "a battle needs someone on each side ({sides})": "戦闘には両陣営（{sides}）に1人以上が要る",
    # dice typed at the table (vtt.core.dice) and in the dice box (vtt.rules.nechronica.dice)
    "die value {value!r} is not a whole number from 1 to {sides}": "ダイスの出目{value!r}は1〜{sides}の整数ではない",
    "card {value!r} is not in the deck ({left} cards left)": "カード{value!r}は山札にない（残り{left}枚）",
    "the deck is empty": "山札が尽きている",
    "{where}: the text holds a character that is not valid Unicode (a lone surrogate)":
        "{where}：Unicodeとして正しくない文字（対になっていないサロゲート）がある",
    "unknown dice command {command!r}: {why}; {help}": "ダイスコマンド{command!r}は読めない：{why}。{help}",
    "expected nNC±m (check), nNA±m (attack), NM, NMN or NME, e.g. 2NA+1":
        "使えるのはnNC±m（判定）、nNA±m（攻撃判定）、NM・NMN・NME（例：2NA+1）",
    "unexpected {token!r}": "予期しない{token!r}がある",
    "no NC or NA where one was expected": "NCかNAがあるべき位置にない",
    "a target number is not used; Nechronica checks always need 6":
        "目標値は指定しない（ネクロニカの判定は常に6以上で成功）",
    "division by zero in the modifier": "修正値で0による割り算をしている",
    "a '(' is not closed": "「(」が閉じていない",
    "a number was expected": "数値があるべき位置にない",
    "a dice command must be text, not {type}": "ダイスコマンドは文字列で指定する（{type}ではなく）",
    "empty dice command; {help}": "ダイスコマンドが空：{help}",
    "{command!r} rolls {count} dice; at most {most} (BCDice's limit)":
        "{command!r}はダイスを{count}個振る：振れるのは{most}個まで（BCDiceの上限）",
    "dice must be a list of whole numbers, not {type}": "ダイスの出目は整数のリストで指定する（{type}ではなく）",
    "{command} rolls {dice} but {entered} entered": "{command}はダイスを{dice}振るが、入力された出目は{entered}",
    "{count} die": "{count}個",
    "{count} dice": "{count}個",
    "{count} was": "{count}個",
    "{count} were": "{count}個",
    # `vtt play`
    "{count} die value(s) given were never rolled: {dice}": "指定したダイスの出目{count}個が使われなかった：{dice}",
    # a mad fetter's part in max AP (effects.mad_ap_penalty)
    "{emotion} (mad)": "{emotion}（発狂）",
    "sister's {emotion} (mad)": "姉妹の{emotion}（発狂）",
    # a value a file or form holds (models.py, terms.py: InvalidValueError)
    "this file was written by a newer vtt (schema {version}; this one reads up to {known}): update vtt to open it":
        "新しいvttで書かれたファイル（スキーマ{version}、このvttは{known}まで）：vttを更新すると開ける",
    "schema_version starts at 1": "スキーマの版は1から",
    "cost {value!r} is not a number": "コスト「{value}」が数値ではない",
    "a doll starts in 煉獄, 花園 or 楽園 (limbo, elysium, eden), not {value!r}":
        "ドールの初期配置は煉獄・花園・楽園のどれか（「{value}」ではなく）",
    "a doll's part sits in head, arms, torso or legs (or is a skill)":
        "ドールのパーツの部位は頭・腕・胴・脚のどれか（またはスキル）",
    "a legion needs 'bodies'": "レギオンには体数が必要",
    "only a legion has 'bodies'": "体数があるのはレギオンだけ",
    "a savant's parts sit in head, arms, torso or legs": "サヴァントのパーツの部位は頭・腕・胴・脚のどれか",
    "a {kind}'s parts have location 'body'": "{kind}のパーツの部位は「本体」",
    "give exactly one of 'file' or 'doll'": "'file'か'doll'のどちらか一方だけを指定する",
    "give exactly one of 'file' or 'enemy'": "'file'か'enemy'のどちらか一方だけを指定する",
    "give exactly one of 'scenario' or 'setup'": "'scenario'か'setup'のどちらか一方だけを指定する",
    "area index {value} is not 0-4": "エリア番号{value}は0〜4ではない",
    "unknown area {value!r}; use one of {areas} (or 奈落 地獄 煉獄 花園 楽園)":
        "エリア「{value}」は知らない：奈落・地獄・煉獄・花園・楽園（または{areas}）のどれか",
    "unknown {what} {value!r}; use one of {names}": "{what}「{value}」は知らない：{names}のどれか",
    "unreadable range {text!r}; use e.g. 0, 1, 0〜1, 2〜3, 自身 or なし":
        "射程「{text}」が読めない：0、1、0〜1、2〜3、自身、なし のように書く",
    "range {text!r} ends below its start": "射程「{text}」の終わりが始まりより小さい",
    # the map (vtt/ui/nechronica/area_map.py)
    "{name} has no movement maneuver that can reach {area} now": "{name}には今{area}へ移動できるマニューバがない",
}


#: every sentence's Japanese: the refusals' and the events' (a template both use says the same in both)
SENTENCES_JA = {**REASONS_JA, **EVENTS_JA}


def reason_text(template: str, fields: dict | None = None, lang: str = "en") -> str:
    """A reason or an event's sentence (an English template and its fields) in ``lang``: ja from
    REASONS_JA or EVENTS_JA, else English."""
    fields = fields or {}
    ja = SENTENCES_JA.get(template) if lang == "ja" else None
    if ja is None:
        return english(template, fields)
    return ja.format(**{k: _ja(v) for k, v in fields.items()})


def _ja(value):
    if isinstance(value, Phrase):
        return reason_text(value.template, value.fields, "ja")
    if isinstance(value, Term):
        return TERMS_JA.get(value.kind, {}).get(value.key, value.text)
    if isinstance(value, (list, tuple)):
        return "、".join(str(_ja(v)) for v in value)
    return value


def validation_text(error, lang: str = "en") -> str:
    """A file's or form's first invalid value (a pydantic ValidationError) as "where: why" in ``lang``.
    English is the file loader's wording ("parts.0.cost: cost 'x' is not a number"); Japanese names the
    fields and counts list items from 1 (パーツ1番目・コスト：コスト'x'が数値ではない)."""
    if lang != "ja":
        return "{0}: {1}".format(*describe_validation_error(error))
    first = error.errors()[0]
    ctx = first.get("ctx") or {}
    cause = ctx.get("error")
    where = ""
    for step in error_location(error):
        where += f"{step + 1}番目" if isinstance(step, int) else ("・" if where else "") + FIELDS_JA.get(step, step)
    if isinstance(cause, InvalidValueError):
        why = reason_text(cause.template, cause.fields, "ja")
    elif first.get("type") in PYDANTIC_JA:
        why = PYDANTIC_JA[first["type"]].format(**{k: ctx.get(k, "") for k in ("ge", "le", "gt", "lt", "max_length",
                                                                                  "expected")})
    else:
        why = first.get("msg", "")
    return f"{where or '全体'}：{why}"


def refusal_text(why, lang: str = "en", rule: bool = False) -> str:
    """Why a command is refused (a vtt.core.session.Verdict, or a Phrase) in ``lang``; ``rule`` adds the
    verdict's rule in brackets, as the error's own message does."""
    text = reason_text(why.template, why.fields, lang)
    rule_name = getattr(why, "rule", "") if rule else ""
    return f"{text} [{rule_name}]" if rule_name else text
