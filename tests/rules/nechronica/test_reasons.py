"""Refusal reasons, pending decisions and typed dice errors in Japanese: every template the program can
refuse with, ask with or reject a typed dice command with has a Japanese one in the catalog with the same
fields, the English stays as it was, and refusals and decisions met in random battles read in Japanese."""
import ast
import re
import string
from pathlib import Path

import pytest

from vtt.core.errors import IllegalCommandError, MalformedCommandError, Phrase, Term
from vtt.core.session import Verdict
from vtt.rules.nechronica.battle import demo_session
from vtt.rules.nechronica.engine import OUTCOMES
from vtt.rules.nechronica.reasons import CATALOG, reason_text, refusal_text, validation_text
from vtt.rules.nechronica.terms import AREAS

from tests.rules.nechronica.builders import random_battle

VTT = Path(__file__).resolve().parents[3] / "vtt"
#: every sentence's Japanese: the catalog's (resources/locale/ja/LC_MESSAGES/nechronica.po and vtt.po)
SENTENCES_JA = {k: v for k, v in CATALOG.entries("ja").items() if "\x04" not in k}


#: template -> the fields its call sites give it (found by reason_templates)
GIVEN: dict[str, set] = {}


def words_ja(kind: str) -> dict:
    """The catalog's Japanese of the game's words of ``kind`` (a Term's), by key."""
    return {k.split("\x04", 1)[1]: v for k, v in CATALOG.entries("ja").items() if k.startswith(kind + "\x04")}
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
ERRORS = {"IllegalCommandError": 1, "MalformedCommandError": 0, "IncompleteCommandError": 0, "InvalidValueError": 0}
# what a GM types into: every error raised here is a template, fields or not
TYPED = {"rules/nechronica/dice.py", "core/dice.py", "ui/dice_box.py",
         "rules/nechronica/models.py", "rules/nechronica/terms.py", "core/file_model.py"}   # (and the workshop's forms: these)


def _name(func) -> str:
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")


def reason_templates() -> dict[str, str]:
    """Every reason template in the sources, by where it is: the templates of illegal(...) and
    Phrase(...) (a prompt's question among them), of errors raised with fields and of every error of
    the modules a GM types into (TYPED). A reason given as an f-string fails here, and so does a
    Prompt(...) whose question is not a Phrase. A template may be chosen (``Phrase("a" if x else "b")``):
    both count. The events' sentences are among them."""
    found = {}
    for path in VTT.rglob("*.py"):
        parts = path.relative_to(VTT).parts
        if parts[0] == "rules" and parts[1] not in ("nechronica", "kit"):
            continue                   # another ruleset's reasons: its own tests hold them to its own texts
        typed = path.relative_to(VTT).as_posix() in TYPED
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node.func)
            where = f"{path.relative_to(VTT)}:{node.lineno}"
            if name == "Prompt":
                phrase = next((k.value for k in node.keywords if k.arg == "phrase"), None)
                assert len(node.args) <= 4 and isinstance(phrase, ast.Call) and _name(phrase.func) == "Phrase", \
                    f"{where}: a prompt asks with phrase=Phrase(...), not {ast.unparse(node)}"
                continue
            if name in ("illegal", "Phrase"):
                arg = node.args[1 if name == "illegal" else 0]
            elif name in ERRORS and (typed or any(k.arg for k in node.keywords)):
                arg = node.args[ERRORS[name]]
            else:
                continue
            for one in (arg.body, arg.orelse) if isinstance(arg, ast.IfExp) else (arg,):
                if isinstance(one, ast.Call) and _name(one.func) == "N_":      # a template chosen: N_("a") if x else N_("b")
                    one = one.args[0]
                assert isinstance(one, ast.Constant) and isinstance(one.value, str), \
                    f"{where}: a reason must be a template with fields, not {ast.unparse(arg)}"
                found[one.value] = where
                GIVEN.setdefault(one.value, set()).update(k.arg for k in node.keywords)
    return found


def engine_source() -> str:
    """The engine's source, every module of vtt/rules/nechronica/engine/."""
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted((VTT / "rules/nechronica/engine").glob("*.py")))


def fields(template: str) -> set[str]:
    """The template's field names (a conversion may differ: English quotes with !r, Japanese with 「」)."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def test_every_illegal_reason_of_the_engine_is_a_template():
    engine = [t for t, where in reason_templates().items() if where.startswith("rules/nechronica/engine/")]
    assert len(engine) >= 45           # the engine's ~53 refusals, repeated ones counted once


def test_every_prompt_and_typed_dice_error_is_a_template():
    templates = reason_templates()
    engine = engine_source()
    assert len(re.findall(r"\bPrompt\(", engine)) == 7 and ".text +=" not in engine
    for question in ("{name} is hit — {why}", "{name} chooses {count} part(s) to damage{where}",
                     "{name}: place {count} madness point(s) ({why}){then}",
                     "The last enemies escaped ({names}): does it count as a victory?"):
        assert templates[question].startswith("rules/nechronica/engine/")
    dice = [t for t, where in templates.items() if where.startswith("rules/nechronica/dice.py")]
    assert len(dice) >= 15             # the parser's reasons, the help and the entered dice' checks


def test_every_reason_template_has_japanese_using_only_fields_its_callers_give():
    """(An event's Japanese may say less than its English, a maneuver's effect, or name another field its
    phrase carries, the round of a count.)"""
    templates = reason_templates()
    missing = {t: where for t, where in templates.items() if t not in SENTENCES_JA}
    assert missing == {}
    differ = {t: (sorted(GIVEN[t]), sorted(fields(SENTENCES_JA[t]))) for t in templates
              if not fields(SENTENCES_JA[t]) <= GIVEN[t] | fields(t)}
    assert differ == {}


def test_the_english_reasons_are_the_sentences_they_were():
    """(Since #41 the shipped dolls and parts give ``name`` in English and ``name_ja`` in Japanese: the English
    sentence names them in English, the Japanese in Japanese.)"""
    s = demo_session(1)
    s.do({"type": "start"})
    v = s.can({"type": "use", "actor": "noel", "part": "p14", "to": "tartarus"})
    assert v.reason == "【Wings】 moves 1 area(s); 奈落 (Tartarus) is 3 away"
    assert refusal_text(v, "en", rule=True) == "【Wings】 moves 1 area(s); 奈落 (Tartarus) is 3 away [移動 (move)]"
    assert "【つばさ】" in refusal_text(v, "ja")
    v = s.can({"type": "next_count"})
    assert v.reason == "Noel still act(s) at count 11: use a maneuver or wait"
    assert "ノエル" in refusal_text(v, "ja") and "Noel" not in refusal_text(v, "ja")
    with pytest.raises(IllegalCommandError) as e:
        s.do({"type": "wait", "actor": "lily"})
    assert str(e.value) == ("Lily has 10 action points and the count is 11; she acts when her action points "
                            "equal the count [行動 (acting)]")


def test_the_same_reasons_in_japanese():
    s = demo_session(1)
    s.do({"type": "start"})
    v = s.can({"type": "use", "actor": "noel", "part": "p14", "to": "tartarus"})
    assert refusal_text(v, "ja") == "【つばさ】の移動は1エリアまで：奈落は3エリア先"
    assert refusal_text(v, "ja", rule=True) == "【つばさ】の移動は1エリアまで：奈落は3エリア先 [移動 (move)]"
    assert refusal_text(s.can({"type": "next_count"}), "ja") == "ノエルはまだカウント11で行動できる：マニューバを使うか待機する"
    s.do({"type": "override", "op": "end_battle", "outcome": "victory"})
    v = s.can({"type": "next_count"})
    assert refusal_text(v, "en", rule=True) == \
        "The battle is over (victory); only GM overrides remain [戦闘終了 (battle end)]"
    assert refusal_text(v, "ja") == "戦闘は終了した（ドールの勝利）：GMによる操作のみ可能"


def test_nested_phrases_terms_and_lists_are_told_in_japanese():
    busy = Phrase("{who} must choose ({choice})", who=Phrase("the GM"),
                  choice=Term("prompt", "parts", "ghoul chooses 2 part(s) to damage"))
    fields_ = {"name": "リリィ", "what": Phrase("use 【{part}】", part="かた"), "busy": busy}
    assert reason_text("{name} cannot {what} while {busy}", fields_, "en") == \
        "リリィ cannot use 【かた】 while the GM must choose (ghoul chooses 2 part(s) to damage)"
    assert reason_text("{name} cannot {what} while {busy}", fields_, "ja") == \
        "GMの選択待ち（損傷させるパーツ）のため、リリィは【かた】を使用できない"
    names = {"names": ["リリィ", "ユキ"], "count": 9}
    assert reason_text("{names} still act(s) at count {count}: use a maneuver or wait", names, "en").startswith(
        "リリィ, ユキ still")
    assert reason_text("{names} still act(s) at count {count}: use a maneuver or wait", names, "ja").startswith(
        "リリィ、ユキは")


def test_every_phase_outcome_and_prompt_kind_has_japanese():
    kinds = set(re.findall(r'Prompt\("(\w+)"', engine_source()))
    assert kinds and kinds <= set(words_ja("prompt"))
    phases = re.search(r"phase: str\b.*# (.*)", (VTT / "rules/nechronica/state.py").read_text(encoding="utf-8"))
    assert set(phases.group(1).split(" | ")) == set(words_ja("phase"))
    assert set(OUTCOMES) <= set(words_ja("outcome"))


def test_a_malformed_commands_message_stays_english_and_a_templated_one_is_told():
    v = Verdict.refused(MalformedCommandError("no participant 'x'; there are: a, b"))
    assert refusal_text(v, "ja") == "no participant 'x'; there are: a, b"
    s = demo_session(1)
    s.do({"type": "start"})
    with pytest.raises(MalformedCommandError) as e:
        s.do({"type": "madness_check", "target": "noel", "dice": [11]})
    assert str(e.value) == "die value 11 is not a whole number from 1 to 10"
    assert refusal_text(Verdict.refused(e.value), "ja") == "ダイスの出目11は1〜10の整数ではない"


def test_a_command_only_lacking_its_target_is_incomplete():
    s = demo_session(1)
    s.do({"type": "start"})
    assert s.can({"type": "use", "actor": "noel", "part": "p3"}).incomplete          # こぶし: whom?
    assert s.can({"type": "use", "actor": "noel", "part": "p14"}).incomplete         # つばさ: where to?
    assert not s.can({"type": "use", "actor": "lily", "part": "p3"}).incomplete      # not her count


def _candidates(b):
    """Many commands, most of them illegal now: every part on every target and to every area."""
    yield {"type": "next_count"}
    yield {"type": "pass"}
    yield {"type": "start"}
    for p in b.fighters.values():
        yield {"type": "wait", "actor": p.id}
        yield {"type": "madness_check", "target": p.id}
        yield {"type": "reroll", "actor": p.id, "fetter": 0}
        yield {"type": "choose", "actor": p.id, "parts": []}
        for part in p.parts:
            for t in b.fighters:
                yield {"type": "use", "actor": p.id, "part": part.key, "target": t}
            for a in AREAS:
                yield {"type": "use", "actor": p.id, "part": part.key, "to": a}
                yield {"type": "use", "actor": p.id, "part": part.key, "area": a}
            yield {"type": "use", "actor": p.id, "part": part.key, "escape": True}


def test_refusals_met_in_random_battles_read_in_japanese():
    told = {}
    for seed in range(4):
        for step, (s, _) in enumerate(random_battle(seed, 300)):
            if step % 3:
                continue
            for c in _candidates(s.state):
                v = s.can(c)
                if not v.ok and v.rule:                 # refused by a rule (not malformed)
                    told.setdefault(v.template, refusal_text(v, "ja"))
    assert len(told) >= 25
    english = {t: text for t, text in told.items() if LATIN_WORD.search(text)}
    assert english == {}


def _asks_ja(pr) -> str:
    return reason_text(pr.phrase.template, pr.phrase.fields, "ja")


def test_a_decision_asks_in_the_english_it_did_and_in_japanese():
    s = demo_session(1)
    s.do({"type": "start"})
    s.do({"type": "madness_check", "target": "noel", "dice": [1]})       # a fumble: a part and a madness point
    while s.state.window:
        s.do({"type": "pass"})
    b = s.state
    assert [pr.text for pr in b.prompts] == ["Noel: choose a basic part to lose (madness check fumble)",
                                             "Noel: place 1 madness point(s) (failed madness check)"]
    assert [p["text"] for p in s.snapshot()["prompts"]] == [pr.text for pr in b.prompts]
    assert [_asks_ja(pr) for pr in b.prompts] == ["ノエル：失う基本パーツを選ぶ（狂気判定の大失敗）",
                                                  "ノエル：狂気点1点を未練に加える（狂気判定の失敗）"]
    noel = b.fighters["noel"]
    for f in noel.fetters:
        f.madness = 4 if f is not noel.fetters[0] else 3                   # room for one point, two to place
    s.ruleset._gain_madness(b, noel, 2, [], -1, Phrase("【{part}】", part="ほね"))
    pr = b.prompts[-1]
    assert pr.options == [0, "overflow"]
    assert pr.text == "Noel: place 1 madness point(s) (【ほね】); then she is heart-broken"
    assert _asks_ja(pr) == "ノエル：狂気点1点を未練に加える（【ほね】）：その後、精神崩壊する"


def test_decisions_met_in_random_battles_read_in_japanese():
    told = {}
    for seed in range(6):
        for s, _ in random_battle(seed, 300):
            for pr in s.state.prompts:
                told.setdefault(pr.text, (pr.kind, _asks_ja(pr)))
    assert {kind for kind, _ in told.values()} >= {"location", "parts", "fetters", "victim"}
    english = {text: ja for text, (_, ja) in told.items() if LATIN_WORD.search(ja)}
    assert english == {}


@pytest.mark.parametrize("text, dice, en, ja", [
    ("3NC+", None, "unknown dice command '3NC+': a number was expected; expected nNC±m (check), nNA±m (attack), "
     "NM, NMN or NME, e.g. 2NA+1", "ダイスコマンド'3NC+'は読めない：数値があるべき位置にない。使えるのは"
     "nNC±m（判定）、nNA±m（攻撃判定）、NM・NMN・NME（例：2NA+1）"),
    ("2NC)", None, "unknown dice command '2NC)': unexpected ')'; expected nNC±m (check), nNA±m (attack), "
     "NM, NMN or NME, e.g. 2NA+1", "ダイスコマンド'2NC)'は読めない：予期しない')'がある。使えるのは"
     "nNC±m（判定）、nNA±m（攻撃判定）、NM・NMN・NME（例：2NA+1）"),
    ("201NC", None, "'201NC' rolls 201 dice; at most 200 (BCDice's limit)",
     "'201NC'はダイスを201個振る：振れるのは200個まで（BCDiceの上限）"),
    ("", None, "empty dice command; expected nNC±m (check), nNA±m (attack), NM, NMN or NME, e.g. 2NA+1",
     "ダイスコマンドが空：使えるのはnNC±m（判定）、nNA±m（攻撃判定）、NM・NMN・NME（例：2NA+1）"),
    ("2NC", [7], "2NC rolls 2 dice but 1 was entered", "2NCはダイスを2個振るが、入力された出目は1個"),
    ("NM", [3, 4], "NM rolls 1 die but 2 were entered", "NMはダイスを1個振るが、入力された出目は2個"),
    ("NA", [11], "die value 11 is not a whole number from 1 to 10", "ダイスの出目11は1〜10の整数ではない"),
])
def test_a_dice_command_typed_wrong_says_why_in_english_as_before_and_in_japanese(text, dice, en, ja):
    from vtt.rules.nechronica.dice import roll_command
    with pytest.raises(MalformedCommandError) as e:
        roll_command(text, dice)
    assert str(e.value) == en
    assert refusal_text(Verdict.refused(e.value), "en") == en
    assert refusal_text(Verdict.refused(e.value), "ja") == ja


def test_the_file_models_raise_only_errors_that_can_be_told_in_japanese():
    for module in TYPED & {"rules/nechronica/models.py", "rules/nechronica/terms.py"}:
        tree = ast.parse((VTT / module).read_text(encoding="utf-8"))
        bare = [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Raise) and node.exc is not None
                and _name(getattr(node.exc, "func", node.exc)) == "ValueError"]
        assert bare == [], f"{module}: raise InvalidValueError(template, ...) at lines {bare}"


def test_every_field_of_a_doll_or_enemy_has_a_japanese_name():
    from vtt.rules.nechronica.catalog import CatalogFile
    from vtt.rules.nechronica.models import DollFile, EnemyFile, Fetter, PartSpec, Reinforcement
    fields = set().union(*(m.model_fields for m in (DollFile, EnemyFile, Fetter, PartSpec, Reinforcement, CatalogFile)))
    assert fields - set(words_ja("field")) - {"sample", "basic_doll"} == set()     # (a catalog's own: not edited in a form)


def test_an_invalid_value_is_told_in_english_as_the_file_loader_does_and_in_japanese():
    from pydantic import ValidationError

    from vtt.rules.nechronica.models import DollFile, EnemyFile
    part = {"name": "x", "location": "head", "timing": "action", "cost": 1, "range": "0", "effect": "e"}
    cases = [
        (DollFile, {"name": "a", "parts": [part, dict(part, cost="lots")]},
         "parts.1.cost: Input should be a valid integer", "パーツ2番目・コスト：整数で入れる"),
        (DollFile, {"name": "a", "base_ap": 99},
         "base_ap: Input should be less than or equal to 20", "基本行動値：20以下にする"),
        (EnemyFile, {"kind": "horror", "name": "h", "base_ap": 6, "threat": 1, "parts": [part]},
         "parts.0: a horror's parts have location 'body'", "パーツ1番目：ホラーのパーツの部位は「本体」"),
        (EnemyFile, {"kind": "legion", "name": "h", "base_ap": 6, "threat": 1},
         "bodies: a legion needs 'bodies'", "体数：レギオンには体数が必要"),       # at the field (#40 item 12)
    ]
    for model, data, en, ja in cases:
        with pytest.raises(ValidationError) as e:
            model.model_validate(data)
        assert (validation_text(e.value, "en"), validation_text(e.value, "ja")) == (en, ja)
