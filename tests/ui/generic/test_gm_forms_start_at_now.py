"""A GM form that sets a value starts at the value the battle holds now for whom it has chosen, and follows her
(and the track or fetter chosen) when the GM picks another: the Harm override started at 0 (#39, played: a GM
who meant to take one Harm off Bren's 3 had to know it was 3), in zones and ashes alike; every ruleset's overrides
the same (ruleset's ``form_values``). A value the GM typed herself stays until she picks whom again."""
from __future__ import annotations

from vtt.core import registry
from vtt.core.records import Command


def gm_form(w, qtbot, label):
    """GM → GM command… (the menu's action), the form ``label`` picked."""
    w.act["gm"].trigger()
    d = w.gm_dialog
    qtbot.waitExposed(d)
    d.which.setCurrentIndex(d.which.findText(label))
    return d


def pick(combo, value):
    combo.setCurrentIndex(combo.findData(value))


def test_zones_harm_override_starts_at_her_harm_and_follows_the_fighter_and_track(generic_window, qtbot):
    s = registry.get("zones").demo_session(3)
    s.do(Command("deal", dice=(1, 2, 3, 4)))
    assert s.do(Command("override", None, {"op": "harm", "target": "bren", "track": "physical", "value": 3}))
    assert s.do(Command("override", None, {"op": "harm", "target": "bren", "track": "mental", "value": 2}))
    w = generic_window("zones", session=s)
    d = gm_form(w, qtbot, "Override: Harm")
    value = d.inputs["value"]
    pick(d.inputs["target"], "bren")
    assert value.value() == 3
    pick(d.inputs["track"], "mental")
    assert value.value() == 2
    pick(d.inputs["target"], "asa")
    assert value.value() == w.controller.state.fighters["asa"].mental == 0
    pick(d.inputs["target"], "bren")
    value.setValue(1)                                    # the GM's own value: kept while she picks no one else
    pick(d.inputs["track"], "physical")
    assert value.value() == 3                            # (another track: its Harm)
    value.setValue(2)
    assert d.apply() and w.controller.state.fighters["bren"].physical == 2


def test_ashes_aura_override_starts_at_her_aura(generic_window, qtbot):
    w = generic_window("ashes")
    b = w.controller.state
    d = gm_form(w, qtbot, "Override: Aura")
    assert any(f.aura for f in b.fighters.values())
    for f in b.fighters.values():
        pick(d.inputs["target"], f.id)
        assert d.inputs["value"].value() == f.aura
    d.which.setCurrentIndex(d.which.findText("Override: zone"))
    for f in b.fighters.values():
        pick(d.inputs["target"], f.id)
        assert d.inputs["zone"].currentData() == f.zone


def test_hundred_health_and_hand_overrides_start_at_hers(generic_window, qtbot):
    s = registry.get("hundred").demo_session(3)
    s.do(Command("deal"))
    assert s.do(Command("exhaust", None, {"target": "mira", "amount": 2}))
    w = generic_window("hundred", session=s)
    d = gm_form(w, qtbot, "Override: health")
    pick(d.inputs["target"], "mira")
    assert d.inputs["exhausted"].value() == 2 and d.inputs["damaged"].value() == 0
    d.which.setCurrentIndex(d.which.findText("Override: hand"))
    pick(d.inputs["target"], "mira")
    mira = w.controller.state.fighters["mira"]
    assert mira.hand and d.inputs["cards"].text() == " ".join(map(str, mira.hand))


def test_nechronica_madness_override_follows_the_fetter_chosen(window, qtbot):
    d = gm_form(window, qtbot, "Override: madness")
    lily = window.controller.state.fighters["lily"]
    pick(d.inputs["target"], "lily")
    for i, f in enumerate(lily.fetters):
        d.inputs["fetter"].setValue(i)
        assert d.inputs["value"].value() == f.madness
    assert {f.madness for f in lily.fetters} != {0}
    d.which.setCurrentIndex(d.which.findText("Override: AP"))
    pick(d.inputs["target"], "lily")
    assert d.inputs["ap"].value() == lily.ap


def test_hundred_s_range_form_offers_two_participants_and_starts_at_their_band(generic_window, qtbot):
    """Set a range offered Aren and Aren (the command refuses it: "a range is between two participants"); the other
    fighter is anyone but the one picked first, and the band starts at theirs now."""
    w = generic_window("hundred")
    b = w.controller.state
    d = gm_form(w, qtbot, "Set a range")
    first, other = d.inputs["a"], d.inputs["b"]
    for who in ("aren", "mira"):
        pick(first, who)
        offered = [other.itemData(i) for i in range(other.count())]
        assert offered == [f for f in b.fighters if f != who]
        for them in offered[:3]:
            pick(other, them)
            assert d.inputs["band"].currentData() == b.band(who, them)
    assert d.apply(), d.status.text()
