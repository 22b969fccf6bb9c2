"""The battle states' classes are plain classes, not dataclasses (their methods were compiled from text at every
start: docs/gui.md, "The seventh round (first paint: classes without dataclasses)"); what the program took from
the dataclass they keep: equality by the fields (a cache left out), a repr naming them, the defaults, copies."""
import dataclasses

import pytest

from vtt.core import registry
from vtt.core.errors import Phrase
from vtt.rules.nechronica import state as nech
from vtt.rules.nechronica.battle import demo_session
from vtt.core.frozen import FrozenFieldError


def test_nechronica_s_state_classes_are_plain():
    for cls in (nech.Part, nech.FetterState, nech.Participant, nech.Frame, nech.ManeuverFrame, nech.CheckFrame,
                nech.DamageFrame, nech.Window, nech.Prompt, nech.Battle):
        assert not dataclasses.is_dataclass(cls), cls


def _part(**changes):
    fields = dict(key="p1", name="Blade", location="arms", timing="action", cost=2, range="0",
                  effect="白兵攻撃1", category="basic", level=0)
    return nech.Part(**{**fields, **changes})


def test_a_part_takes_the_dataclass_s_defaults_and_compares_its_fields_not_its_caches():
    a, b = _part(), _part()
    assert (a.dice, a.damaged, a.name_ja, a.effect_en, a.part_id, a.damaged_by_action_at) == (1, False, None, None,
                                                                                               None, None)
    assert a == b and a.label == b.label
    assert a != _part(damaged=True) and a != _part(dice=2)
    assert a != nech.FetterState("p1", "x", 0)          # another class: never equal
    assert repr(a).startswith("Part(key='p1', name='Blade', location='arms'") and "effects" not in repr(a)
    with pytest.raises(TypeError):                     # the fields are the dataclass's: no others
        _part(colour="red")


def test_a_participant_s_defaults_are_her_own_and_her_cache_is_not_compared():
    p, q = (nech.Participant("a", "A", "dolls", "doll", 0, 6, [_part()]) for _ in range(2))
    assert p.fetters == [] and p.fetters is not q.fetters and p.used_this_round is not q.used_this_round
    assert (p.spine, p.source, p.show_name, p.notes, p._by_timing) == ([], {}, True, "", None)
    p.parts_timed("action")                            # fills her cache (timing -> parts)
    assert p == q and "_by_timing" not in repr(p) and "label" not in repr(p)


def test_a_prompt_s_text_is_its_phrase_s():
    phrase = Phrase("{name} chooses", name="Lily")
    pr = nech.Prompt("parts", "lily", ["p1"], phrase=phrase)
    assert (pr.text, pr.count, pr.frame) == ("Lily chooses", 1, -1)
    assert nech.Prompt("parts", None, []).text == ""


def test_a_nechronica_battle_clones_equal_and_independent():
    s = demo_session()
    for command in s.legal_commands()[:1]:
        s.do(command)
    b = s.state
    c = b.clone()
    assert c == b and c is not b and c.fighters == b.fighters and c.stack == b.stack
    who = next(iter(c.fighters))
    c.fighters[who].parts[0].damaged = not c.fighters[who].parts[0].damaged
    c.due.add("nobody")
    assert c != b and b.fighters[who] != c.fighters[who] and "nobody" not in b.due
    frame = nech.CheckFrame("roll", roller="a", check_kind="attack", dice=1, modifier=0, parent=None)
    copied = frame.clone()
    assert copied == frame and copied is not frame and repr(frame).startswith("CheckFrame(stage='roll', roller='a'")
    copied.stage = "judge"
    assert copied != frame


@pytest.mark.parametrize("ruleset", ["nechronica", "zones", "ashes", "hundred"])
def test_a_demo_battle_s_state_equals_its_clone_and_shows_its_fields(ruleset):
    s = registry.get(ruleset).demo_session(3)
    state = s.state
    copied = s.ruleset.clone(state)
    assert copied == state and copied is not state
    assert not dataclasses.is_dataclass(type(state))
    assert repr(state).startswith(f"{type(state).__qualname__}(")
    cls = type(state)
    assert all(f"{name}=" in repr(state) for name in getattr(cls, "_compared", cls._fields))


def test_the_session_s_records_are_frozen_plain_classes_that_compare_copy_and_show_their_fields():
    import copy
    import pickle

    from vtt.core.records import Command, Event, Record
    assert not any(dataclasses.is_dataclass(cls) for cls in (Command, Event, Record))
    c = Command("move", "lily", {"to": 2})
    assert c == Command("move", "lily", {"to": 2}) != Command("move", "lily", {"to": 3})
    assert Command("start").params == {} and Command("start").params is not Command("start").params
    assert repr(c) == "Command(type='move', actor='lily', params={'to': 2}, dice=None)"
    told = Event("moved", {"to": 2}, "Lily moves", Phrase("{name} moves", name="Lily"))
    assert told == Event("moved", {"to": 2}, "Lily moves") and "phrase" not in repr(told)     # the phrase is not compared
    r = Record(0, c, (told,))
    assert r.override is False and repr(r).startswith("Record(index=0, command=Command(type='move'")
    for copied in (copy.copy(r), copy.deepcopy(r), pickle.loads(pickle.dumps(r))):
        assert copied == r
    with pytest.raises(FrozenFieldError):
        c.actor = "yuki"


@pytest.mark.parametrize("ruleset", ["nechronica", "zones", "ashes", "hundred"])
def test_a_state_deep_copies_and_pickles_equal(ruleset):
    import copy
    import pickle
    state = registry.get(ruleset).demo_session(3).state
    for copied in (copy.deepcopy(state), pickle.loads(pickle.dumps(state))):
        assert copied == state and copied is not state


def test_the_records_the_first_paint_makes_are_plain_and_keep_what_the_dataclass_gave():
    """docs/gui.md, "The ninth round (first paint: start-up path)": no dataclass is made before the first paint."""
    import copy

    from vtt.core.pictures import Placement
    from vtt.core.sheet import GenericSheet
    from vtt.rules.nechronica.checks import FUMBLE, CheckResult, judge_check
    from vtt.rules.nechronica.effects import Effects, parse_effects
    assert not any(dataclasses.is_dataclass(cls) for cls in (Placement, GenericSheet, CheckResult, Effects))
    # Nechronica's judged check and a maneuver's effects: equal and hashed by their fields, shown by them
    check = judge_check([7, 3], 1)
    assert check == CheckResult((7, 3), 1, 8, "success") != CheckResult((7, 3), 1, 8, FUMBLE)
    assert hash(check) == hash(CheckResult((7, 3), 1, 8, "success"))
    assert repr(check) == "CheckResult(dice=(7, 3), modifier=1, total=8, outcome='success')"
    assert parse_effects("白兵攻撃2、連撃1") == Effects(attack="melee", damage=2, chain=1) != Effects()
    assert hash(Effects(move=1)) == hash(Effects(move=1)) and Effects().automated is False
    assert copy.deepcopy(check) == check and copy.deepcopy(Effects(move=2)) == Effects(move=2)
    # the map picture's placement: frozen, with the dataclass's defaults
    placed = Placement(1000, 500, 400, 400)
    assert (placed.x, placed.y, placed.zoom, placed.rotation) == (0.0, 0.0, 1.0, 0) and placed == Placement(1000, 500, 400, 400)
    with pytest.raises(FrozenFieldError):
        placed.zoom = 2.0
    # a printed sheet: a list of its own for each, as default_factory made them
    a, b = GenericSheet(("A", "A")), GenericSheet(("A", "A"))
    assert a == b and a.tracks is not b.tracks and (a.notes, a.portrait) == ("", None)
    a.notes = "noted"
    assert a != b and repr(a).startswith("GenericSheet(name=('A', 'A'), tracks=[], sections=[], notes='noted'")
