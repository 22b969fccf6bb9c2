"""Every event the engine produces can be told in Japanese (no English left over)."""
import re

from vtt.rules.nechronica.battle import demo_session
from vtt.rules.nechronica.narration import narrate

from tests.rules.nechronica.builders import random_battle

LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def test_events_of_whole_random_battles_read_in_japanese():
    seen = {}
    for seed in range(6):
        for s, events in random_battle(seed, 400):
            for e in events:
                seen.setdefault(e.type, narrate(e, s.state, "ja"))
    assert len(seen) > 15
    english = {t: text for t, text in seen.items() if LATIN_WORD.search(text)}
    assert english == {}


def test_english_is_the_engines_own_sentence():
    s = demo_session(1)
    e = s.do({"type": "start"})[0]
    assert narrate(e, s.state, "en") == e.text


def test_the_log_names_the_victory_condition_the_hit_location_and_the_karma_not_their_keys():
    """#21 item 11: the log showed "The battle begins: annihilate", "リリィ chooses: legs", "カルマ1：達成"."""
    s = demo_session(1)
    e = s.do({"type": "start"})[0]
    assert "destroy every enemy" in e.text and "annihilate" not in e.text
    assert "勝利条件 敵の全滅" in narrate(e, s.state, "ja")
    assert s.state.karma == ["Destroy every enemy"]        # (our sample's karma: its Japanese the catalog's)
    (k,) = [x for x in s.do({"type": "karma", "index": 0, "achieved": True}) if x.type == "karma"]
    assert narrate(k, s.state, "ja") == "カルマ「敵を全滅させる」：達成"
    assert narrate(k, s.state, "en") == "Karma 「Destroy every enemy」 achieved"
    from vtt.core.errors import Phrase, Term
    from vtt.core.records import Event
    phrase = Phrase("{name} chooses where the hit lands: {location}", name="リリィ", location=Term("location", "legs"))
    chosen = Event("location_chosen", {"actor": "lily", "location": "legs"}, str(phrase), phrase)
    assert narrate(chosen, s.state, "ja") == "リリィが命中箇所を選択：脚"
    assert narrate(chosen, s.state, "en") == "リリィ chooses where the hit lands: legs"


def test_a_battle_to_destroy_every_enemy_with_no_enemy_is_refused_before_it_starts():
    """#21 item 11: a new battle with zero enemies and "Destroy every enemy" started and never ended."""
    import pytest

    from vtt.core.errors import IllegalCommandError
    from tests.rules.nechronica.builders import doll, session
    s = session([doll("リリィ")], start=False)
    before = s.ruleset.snapshot(s.state)
    with pytest.raises(IllegalCommandError, match="no enemy to destroy"):
        s.do({"type": "start"})
    assert s.ruleset.snapshot(s.state) == before
    s = session([doll("リリィ")], start=False, victory={"type": "survive_rounds", "rounds": 2})
    s.do({"type": "start"})
    assert s.state.phase == "battle"


def test_the_logs_sentences_say_which_of_her_parts_of_one_name_acts_and_is_damaged():
    """#39 leftovers: the log read "Noel uses 【Bone】 to Limbo" when she has two 【Bone】 on her legs, and "Noel's
    【Entrails】 is damaged" of her two 【Entrails】. An event's sentence says which of them as her commands' texts do
    (narration.part_which, in English and Japanese); a part whose name is hers alone reads as before."""
    s = demo_session(1)
    s.do({"type": "start"})
    noel = s.state.fighters["noel"]
    bones = [x.key for x in noel.parts if x.name == "Bone"]
    events = s.do({"type": "use", "actor": "noel", "part": bones[1], "to": "limbo"})
    (used,) = [e for e in events if e.type == "maneuver_declared"]
    assert "Noel uses 【Bone】 (Legs, no. 2) to" in used.text
    assert "【ほね】（脚・2つ目）" in narrate(used, s.state, "ja")
    entrails = [x.key for x in noel.parts if x.name == "Entrails"]
    jaw = next(x.key for x in noel.parts if x.name == "Jaw")
    told = []
    for key in (entrails[0], jaw):
        events = s.do({"type": "override", "op": "damage", "target": "noel", "part": key})
        told += [e for e in events if e.type == "part_damaged"]
    assert told[0].text.startswith("Noel's 【Entrails】 (Torso, no. 1) is damaged")
    assert narrate(told[0], s.state, "ja").startswith("ノエルの【はらわた】（胴・1つ目）が損傷")
    assert told[1].text.startswith("Noel's 【Jaw】 is damaged") and "（" not in narrate(told[1], s.state, "ja")[:10]


def test_the_damage_sentence_says_which_of_two_same_name_weapons_struck():
    """A doll with two 【Knife】 on her arms: the damage she deals names the one she attacked with."""
    from tests.rules.nechronica.builders import doll, horror, part, session
    knives = [part("Knife", "arms", "action", 2, "0", "肉弾攻撃1", "armament") for _ in range(2)]
    s = session([doll("a", basic=False, extra=knives)], [horror("h", area="limbo", base_ap=1)])
    a = s.state.fighters["a"]
    second = a.parts[1].key
    s.pending_dice = [10, 10, 10, 10]
    texts = []
    for c in ({"type": "use", "actor": "a", "part": second, "target": "h"}, {"type": "pass"}, {"type": "pass"},
              {"type": "pass"}, {"type": "pass"}):
        if not s.can(c).ok:
            break
        texts += [e.text for e in s.do(c)]
    damage = [t for t in texts if " deals " in t]
    assert damage and all("【Knife】 (Arms, no. 2) deals" in t for t in damage)


def test_the_failed_maneuvers_sentence_says_which_of_her_same_name_parts_was_damaged():
    """「ラピッド」や「ジャッジ」で攻撃され、損傷したパーツのマニューバは、同カウント内でも使用できません。 (seed 001):
    her 【Sword】 fails. #48: the failure read "…fails: 【Sword】 was damaged before it took effect" of a doll with two
    【Sword】 on her arms, the damaged part named alone though every other event's sentence says which of them it is
    (narration.part_which), in English and Japanese."""
    from tests.rules.nechronica.builders import doll, events, goto_count, horror, key, part, session, set_ap, settle
    swords = [part("Sword", "arms", "action", 2, "0", "白兵攻撃1") for _ in range(2)]
    snap = part("snap", "body", "rapid", 1, "0", "白兵攻撃4", "enemy")
    hide = part("hide", "body", "auto", None, "-", "", "enemy")
    s = session([doll("a", extra=swords)], [horror("h", area="limbo", parts=[snap, hide])])
    set_ap(s, "h", 3)
    goto_count(s, 9)
    second = [x.key for x in s.state.fighters["a"].parts if x.name == "Sword"][1]
    s.do({"type": "use", "actor": "a", "part": second, "target": "h"})
    s.do({"type": "use", "actor": "h", "part": key(s, "h", "snap"), "target": "a"})
    settle(s, [9])                                   # arms: 4 damage, of her five arm parts: the second sword too
    (pr,) = s.state.prompts
    s.do({"type": "choose", "actor": "a", "parts": [k for k in pr.options if k != [x.key for x in
                                                    s.state.fighters["a"].parts if x.name == "Sword"][0]]})
    settle(s)
    failed = events(s, "maneuver_failed")
    assert failed and failed[-1].data["reason"] == "part_damaged"
    assert "fails: 【Sword】 (Arms, no. 2) was damaged before it took effect" in failed[-1].text, failed[-1].text
    ja = narrate(failed[-1], s.state, "ja")
    assert "【Sword】（腕・2つ目）が損傷した" in ja, ja


def test_a_re_roll_by_madness_says_in_japanese_which_fetter_took_the_point():
    """"A player may re-roll a check by taking 1 madness point on a fetter" (../shared/rules/nechronica.md): #48,
    the GM now picks the fetter, but the Japanese log read 「リリィが狂気点を1点受けて振り直し：[7]」, naming neither
    the fetter nor the dice before (the English says both)."""
    s = demo_session(1)
    for cmd in ({"type": "start"}, {"type": "override", "op": "move", "target": "lily", "area": "hades"},
                {"type": "override", "op": "set_count", "count": 10},
                {"type": "use", "actor": "lily", "part": "p13", "target": "ghoul"}):
        s.do(cmd)
    s.pending_dice = [4]
    s.do({"type": "pass"})
    lily = s.state.fighters["lily"]
    i = next(i for i, f in enumerate(lily.fetters) if i > 0 and not f.mad)
    s.pending_dice = [7]
    (rerolled,) = [e for e in s.do({"type": "reroll", "actor": "lily", "fetter": i}) if e.type == "rerolled"]
    ja = narrate(rerolled, s.state, "ja")
    assert lily.fetters[i].target in ja and "[4]" in ja and "[7]" in ja, ja
