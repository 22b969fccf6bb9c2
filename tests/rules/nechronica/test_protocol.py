"""Nechronica on the core's protocol: who is awaited, the view per viewer, the registry and files."""
import json

import pytest

from vtt.core import registry
from vtt.core.errors import FileFormatError
from vtt.core.game_file import open_session
from vtt.core.records import Command
from vtt.core.ruleset import (ACT, CHOOSE, DISTRIBUTE, GM, GM_VIEWER, K_OF, ONE_OF, REACT, TABLE_VIEWER, Ruleset,
                              Viewer)
from vtt.rules.nechronica.battle import demo_session
from vtt.rules.nechronica.engine import actors_now
from vtt.rules.nechronica.protocol import AREA_MAP, COUNT_BOTTOM, COUNT_TOP
from vtt.rules.nechronica.system import SYSTEM
from vtt.rules.nechronica.terms import AREAS
from vtt.rules.nechronica.policies import make_policy
from vtt.sim.driver import next_command

from .builders import doll, horror, part, session


def test_nechronica_is_the_registered_default():
    assert registry.get() is SYSTEM and registry.get("nechronica") is SYSTEM
    assert isinstance(SYSTEM.ruleset, Ruleset)
    assert SYSTEM.sides == ("dolls", "enemies")


def test_the_five_areas_are_a_line_of_zones():
    assert [z.id for z in AREA_MAP.zones] == list(AREAS) and AREA_MAP.layout == "line"
    for i, a in enumerate(AREAS):
        for j, b in enumerate(AREAS):
            assert AREA_MAP.distance(a, b) == abs(i - j)


def test_before_the_battle_the_gm_is_awaited_to_start_it():
    s = demo_session(1)
    (a,) = s.awaited()
    assert (a.kind, a.who, a.fallback) == (GM, None, Command("start"))


def test_at_a_count_those_who_may_act_are_awaited_dolls_first():
    s = demo_session(1)
    s.do({"type": "start"})
    awaited = s.awaited()
    assert {a.who for a in awaited} == {p.id for p in actors_now(s.state)}
    assert all(a.kind == ACT and a.fallback is None for a in awaited)
    sides = [a.side for a in awaited]
    assert sides == sorted(sides, key=("dolls", "enemies").index)


def test_when_nobody_acts_the_gm_is_awaited_for_the_next_count():
    s = session([doll("a", extra=[])], [horror("h")], seed=1)
    for a in list(s.awaited()):
        if a.kind == ACT:
            s.do(Command("wait", a.who))
    while s.awaited() and s.awaited()[0].kind == ACT:
        s.do(Command("wait", s.awaited()[0].who))
    (gm,) = s.awaited()
    assert gm.kind == GM and gm.fallback == Command("next_count")


def test_in_an_open_window_both_sides_are_asked_the_focus_side_first_then_the_gm_passes():
    s = demo_session(3)
    policies = {side: make_policy("heuristic", side, 3) for side in ("dolls", "enemies")}
    for _ in range(400):
        if s.state.window is not None:
            break
        s.do(next_command(s, policies))
    assert s.state.window is not None
    awaited = s.awaited()
    reacting = [a for a in awaited if a.kind == REACT]
    focus = reacting[0].window.focus
    assert reacting[0].side == s.state.fighters[focus].side
    assert awaited[-1].kind == GM and awaited[-1].fallback == Command("pass")
    assert {a.who for a in reacting} == {p.id for p in s.state.fighters.values() if not p.out}
    assert reacting[0].window.timing.key == s.state.window.timing


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_every_choice_says_its_form_and_its_legal_answers_use_its_key(seed):
    s = demo_session(seed)
    policies = {side: make_policy("heuristic", side, seed) for side in ("dolls", "enemies")}
    seen = set()
    for _ in range(2000):
        awaited = s.awaited()
        if not awaited:
            break
        if awaited[0].kind == CHOOSE:
            a = awaited[0]
            pr = s.state.prompts[0]
            assert a.who == pr.chooser and a.choice.kind == pr.kind and a.choice.count == pr.count
            assert a.choice.form == {"parts": K_OF, "madness_part": K_OF, "fetters": DISTRIBUTE}.get(pr.kind, ONE_OF)
            assert all(set(c.params) == {a.choice.key} for c in s.legal_commands(a.who))
            seen.add(a.choice.form)
        s.do(next_command(s, policies))
    assert seen          # the demo battles do ask choices


def hidden_enemy_session():
    s = demo_session(1)
    s.do({"type": "start"})
    e = s.state.fighters
    e["ghoul"].hidden = True
    e["soldiers"].show_name = False
    e["soldiers"].show_ap = False
    e["zombies"].show_damage = False
    return s


def test_an_enemy_the_gm_hides_is_absent_from_the_table_view_and_the_dolls_view():
    s = hidden_enemy_session()
    for viewer in (TABLE_VIEWER, Viewer("side", "dolls")):
        v = s.view(viewer)
        assert "ghoul" not in {t.id for t in v.tokens}
        assert "ghoul" not in {e.who for e in v.order.entries}
    assert "ghoul" in {t.id for t in s.view(GM_VIEWER).tokens}
    assert "ghoul" in {t.id for t in s.view(Viewer("side", "enemies")).tokens}


def test_a_hidden_name_ap_or_damage_is_left_out_of_the_table_view_only():
    s = hidden_enemy_session()
    table, gm = s.view(TABLE_VIEWER), s.view(GM_VIEWER)
    assert table.token("soldiers").name == "???" and gm.token("soldiers").name == s.state.fighters["soldiers"].name
    ap = {e.who: e.value for e in table.order.entries}
    assert ap["soldiers"] is None and {e.who: e.value for e in gm.order.entries}["soldiers"] is not None
    assert table.token("zombies").tracks == () and gm.token("zombies").tracks != ()


def test_an_enemy_whose_ap_is_hidden_is_not_marked_as_acting_on_the_table():
    # acting now would tell the table her AP: it is the count
    s = demo_session(1)
    s.do({"type": "start"})
    s.do({"type": "override", "op": "set_ap", "target": "ghoul", "ap": s.state.count})
    assert "ghoul" in {p.id for p in actors_now(s.state)}
    s.do({"type": "override", "op": "visibility", "target": "ghoul", "show_ap": False})
    table, gm = s.view(TABLE_VIEWER), s.view(GM_VIEWER)
    assert "acting" not in table.token("ghoul").status and "ghoul" not in table.acting()
    assert {e.who: e.value for e in table.order.entries}["ghoul"] is None
    assert "acting" in gm.token("ghoul").status and "ghoul" in gm.acting()


def test_every_participant_keeps_her_place_on_the_count_track_when_out():
    s = demo_session(1)
    ghoul = s.state.fighters["ghoul"]
    for part in ghoul.parts:
        s.do({"type": "override", "op": "damage", "target": "ghoul", "part": part.key})
    assert s.state.fighters["ghoul"].out
    v = s.view(TABLE_VIEWER)
    assert {e.who: e.value for e in v.order.entries}["ghoul"] == s.state.fighters["ghoul"].ap
    assert "destroyed" in v.token("ghoul").status


def test_each_doll_s_fetters_are_in_the_view_with_the_targets_the_viewer_may_read():
    s = demo_session(1)
    lily = s.state.fighters["lily"]
    lily.fetters[0].target = "ghoul"                 # a fetter to an enemy whose name the GM hides
    s.state.fighters["ghoul"].show_name = False
    table, gm = s.view(TABLE_VIEWER).extra["fetters"], s.view(GM_VIEWER).extra["fetters"]
    assert table["lily"][0]["target"] == "???"
    assert gm["lily"][0]["target"] == s.state.fighters["ghoul"].name          # by id, told by name
    assert [f["madness"] for f in table["lily"]] == [f.madness for f in lily.fetters]
    assert {f["max"] for f in table["lily"]} == {4}
    assert table["lily"][1]["target"] == lily.fetters[1].target        # a doll's name as written
    assert set(table) == {p.id for p in s.state.fighters.values() if p.side == "dolls" and p.fetters}


def test_a_token_that_did_not_change_is_the_same_record_in_the_next_view():
    s = demo_session(1)
    before = s.view(GM_VIEWER)
    s.do({"type": "override", "op": "move", "target": "lily", "area": "eden"})
    after = s.view(GM_VIEWER)
    assert after.token("lily") is not before.token("lily") and after.token("lily").zone == "eden"
    assert all(after.token(t.id) is t for t in before.tokens if t.id != "lily")
    assert all(a is b for a, b in zip(after.order.entries, before.order.entries) if a.who != "lily")


def test_the_view_shows_part_damage_by_location_and_the_count_track():
    s = demo_session(1)
    s.do({"type": "start"})
    lily = s.state.fighters["lily"]
    lily.parts[0].damaged = True
    v = s.view(GM_VIEWER)
    tracks = {t.name.key: t for t in v.token("lily").tracks}
    assert set(tracks) <= {"head", "arms", "torso", "legs", "body"}
    assert sum(t.intact for t in tracks.values()) == len(lily.intact_parts())
    assert (v.order.kind, v.order.top, v.order.bottom, v.order.now) == ("countdown", COUNT_TOP, COUNT_BOTTOM,
                                                                          s.state.count)
    assert {e.who for e in v.order.entries if e.acting} == {p.id for p in actors_now(s.state)}
    assert v.token("lily").zone == AREAS[lily.area]


def inline_scenario(**extra):
    return {"kind": "scenario", "dolls": [doll("a")], "enemies": [horror("h")], **extra}


def test_a_scenario_naming_another_ruleset_is_refused_with_its_name(tmp_path):
    path = tmp_path / "s.json"
    path.write_text(json.dumps(inline_scenario(ruleset="zones-of-doom")), encoding="utf-8")
    with pytest.raises(FileFormatError, match="unknown ruleset 'zones-of-doom'; this vtt knows: nechronica") as e:
        open_session(path)
    assert e.value.field == "ruleset"


def test_old_files_without_a_ruleset_open_as_nechronica_and_new_ones_name_it(tmp_path):
    path = tmp_path / "old.json"
    path.write_text(json.dumps(inline_scenario()), encoding="utf-8")
    s = open_session(path)
    assert s.ruleset.name == "nechronica" and s.state.phase == "setup"
    assert s.setup_json()["ruleset"] == "nechronica"


def test_a_reroll_says_on_which_fetter_the_madness_lands_in_either_language():
    """shared/rules/nechronica.md (Checks): "A player may re-roll a check by taking 1 madness point on a fetter". The Now panel's button read only "Reroll" (and "Reroll" in Japanese too), so
    the GM pressed it not knowing that it put Maria's treasure at 4 and drove her mad (#39, under Xvfb)."""
    s = demo_session(1)
    maria = s.state.fighters["maria"]
    fetter = maria.fetters[0]
    text = SYSTEM.ruleset.command_text
    en = text(s.state, Command("reroll", "maria", {"fetter": 0}), "en")
    ja = text(s.state, Command("reroll", "maria", {"fetter": 0}), "ja")
    assert fetter.target in en and "madness" in en
    assert fetter.target in ja and "狂気点" in ja and "Reroll" not in ja


def test_a_hit_location_s_answer_reads_as_a_word_in_either_language():
    """The Now panel's buttons for where a fumble lands read "head", "arms" (the ids), the flow panel's "Head",
    "Arms" (#39, under Xvfb)."""
    s = demo_session(1)
    text = SYSTEM.ruleset.command_text
    answers = [Command("choose", "noel", {"location": loc}) for loc in ("head", "arms", "torso", "legs")]
    assert [text(s.state, c, "en") for c in answers] == ["Head", "Arms", "Torso", "Legs"]
    assert [text(s.state, c, "ja") for c in answers] == ["頭", "腕", "胴", "脚"]



def test_the_round_end_s_fetters_are_offered_with_their_madness():
    """001 (ターンの終了): 任意の未練に狂気点を1点加える. The Now panel offered Lily's fetters by name alone; the GM
    pressed 1 on her treasure not seeing that it held 3 of 4 and drove her mad (#39, under Xvfb): each option
    shows its pips as the sheet does."""
    s = demo_session(1)
    s.do({"type": "start"})
    for p in s.state.fighters.values():
        s.do({"type": "override", "op": "set_ap", "target": p.id, "ap": 0})
    while s.state.phase == "battle" and not s.state.prompts:
        s.do({"type": "next_count"})
    a = SYSTEM.ruleset.awaited(s.state)[0]
    assert a.choice.kind == "fetters"
    who = s.state.fighters[a.choice.chooser]
    for i, opt in enumerate(a.choice.options):
        if isinstance(opt, int):
            f = who.fetters[opt]
            assert a.choice.label(i) == f"{f.target} " + "●" * f.madness + "○" * (4 - f.madness)


def test_two_parts_of_one_name_say_which_they_are_in_a_command_s_text():
    """Noel's two 【Bone】 are both on her legs: the Now panel's rows "【ほね】 → 煉獄" for each looked alike (#39, under
    Xvfb), as the drop's menu did before it told them apart. The command's text says which of them (in the sheet's
    order) as the menu does; a part whose name is hers alone reads as before; a choice of parts says it too."""
    s = demo_session(1)
    noel = s.state.fighters["noel"]
    bones = [x.key for x in noel.parts if x.name == "Bone"]
    assert len(bones) == 2 and {x.location for x in noel.parts if x.name == "Bone"} == {"legs"}
    text = SYSTEM.ruleset.command_text
    moves = [Command("use", "noel", {"part": k, "to": "limbo"}) for k in bones]
    assert [text(s.state, c, "en") for c in moves] == ["【Bone】 (Legs, no. 1) → 煉獄 (Limbo)",
                                                       "【Bone】 (Legs, no. 2) → 煉獄 (Limbo)"]
    assert [text(s.state, c, "ja") for c in moves] == ["【ほね】（脚・1つ目） → 煉獄", "【ほね】（脚・2つ目） → 煉獄"]
    jaw = next(x.key for x in noel.parts if x.name == "Jaw")
    assert text(s.state, Command("use", "noel", {"part": jaw, "target": "maria"}), "en") == "【Jaw】 → Maria"
    chosen = Command("choose", "noel", {"parts": [bones[1], jaw]})
    assert text(s.state, chosen, "en") == "【Bone】 (Legs, no. 2)、【Jaw】"
    assert text(s.state, chosen, "ja") == "【ほね】（脚・2つ目）、【あご】"


def test_parts_of_one_name_in_different_places_say_only_where_each_is():
    """Two parts of one name on her arms and her legs: each says where it is, not which of them there."""
    bones = [part("Bone", loc, "action", 4, "自身", "移動1", "armament") for loc in ("arms", "legs")]
    s = session([doll("a", basic=False, extra=bones)], [horror("h")])
    a = s.state.fighters["a"]
    text = SYSTEM.ruleset.command_text
    assert [text(s.state, Command("use", "a", {"part": x.key, "to": "limbo"}), "en") for x in a.parts] == [
        "【Bone】 (Arms) → 煉獄 (Limbo)", "【Bone】 (Legs) → 煉獄 (Limbo)"]


def test_a_choice_of_her_parts_tells_two_of_one_name_apart():
    """Which of her parts to damage (a prompt of parts): the table read 【ほね】 twice for Noel's two 【Bone】 on her
    legs. Each option's label says which of them it is, as the command's text does; a part whose name is hers
    alone is named as it is."""
    from vtt.rules.nechronica.state import Prompt
    s = demo_session(1)
    s.do({"type": "start"})
    b = s.state
    noel = b.fighters["noel"]
    keys = [x.key for x in noel.parts if x.name in ("Bone", "Foot")]
    b.prompts.insert(0, Prompt("parts", "noel", keys, 1, "Noel: which part is damaged?"))
    choice = SYSTEM.ruleset.awaited(b)[0].choice
    tell = SYSTEM.ruleset.text
    assert [tell(x, "en") for x in choice.labels] == ["Bone (Legs, no. 1)", "Bone (Legs, no. 2)", "Foot"]
    assert [tell(x, "ja") for x in choice.labels] == ["ほね（脚・1つ目）", "ほね（脚・2つ目）", "あし"]
