"""What each viewer sees of a hundred battle: hands and face-down cards reach only the GM and their own
side; the table sees counts and backs until the reveal ("Hands are secret from the other side")."""
import json

from vtt.core.ruleset import GM_VIEWER, TABLE_VIEWER, Viewer

from .builders import dealt, do, npc, pc

KEYS = {"hands", "hand_sizes", "laid", "phase", "given", "ranges", "bands"}
PARTY, FOES = Viewer("side", "party"), Viewer("side", "foes")


def _cards_in(view) -> str:
    """Everything a viewer's view holds, as text, to look for a card that must not be there."""
    return json.dumps({"extra": view.extra, "order": [(e.who, e.value) for e in view.order.entries],
                       "awaited": [(a.who, a.choice.options if a.choice else None) for a in view.awaited]})


def test_every_view_has_the_contracts_keys_from_the_start():
    s = dealt(pc("ann"), npc("orc"), cards=[11, 22, 33, 44])
    for viewer in (GM_VIEWER, TABLE_VIEWER, PARTY, FOES):
        v = s.view(viewer)
        assert KEYS <= set(v.extra) and v.map.layout == "none" and v.map.zones == ()
        assert v.order.kind == "hands" and all(t.zone is None for t in v.tokens)
        assert v.extra["bands"] == ["close", "mid", "ranged", "out"] and v.extra["ranges"] == [["ann", "orc", "close"]]
        assert v.extra["hand_sizes"] == {"ann": 2, "orc": 2} and v.extra["phase"] == "preparation"


def test_hands_are_secret_from_the_other_side_and_the_table():
    """"Hands are secret from the other side" (issue 17): the GM sees every hand."""
    s = dealt(pc("ann"), npc("orc"), cards=[11, 22, 33, 44])
    assert s.view(GM_VIEWER).extra["hands"] == {"ann": [11, 22], "orc": [33, 44]}
    assert s.view(PARTY).extra["hands"] == {"ann": [11, 22]}
    assert s.view(TABLE_VIEWER).extra["hands"] == {}
    for card in ("33", "44"):
        assert card not in _cards_in(s.view(PARTY))
    for card in ("11", "22", "33", "44"):
        assert card not in _cards_in(s.view(TABLE_VIEWER))


def test_a_laid_card_is_face_down_for_all_but_its_side_until_every_card_is_down():
    """"Every character picks a card from his/her hand and puts it face-down on the table"."""
    s = dealt(pc("ann"), pc("bob"), npc("orc"), cards=[11, 22, 5, 6, 33, 44])
    do(s, "lay", "ann", card=22)
    do(s, "lay", "orc", card=33)
    table = s.view(TABLE_VIEWER)
    assert table.extra["laid"] == {"ann": None, "orc": None}
    assert [(e.who, e.value) for e in table.order.entries] == [("ann", None), ("orc", None)]
    assert s.view(PARTY).extra["laid"] == {"ann": 22, "orc": None}
    assert s.view(FOES).extra["laid"] == {"ann": None, "orc": 33}
    do(s, "lay", "bob", card=6)                                     # the last: all flip at once
    table = s.view(TABLE_VIEWER)
    assert table.extra["laid"] == {"ann": 22, "bob": 6, "orc": 33}
    assert [(e.who, e.value) for e in table.order.entries] == [("bob", 6), ("ann", 22), ("orc", 33)]
    assert table.order.entries[0].acting


def test_a_gift_shows_as_given_without_its_card():
    s = dealt(pc("ann"), pc("bob"), npc("orc"), cards=[11, 22, 5, 6, 33, 44])
    ev = do(s, "give", "ann", card=11, to="bob")
    v = s.view(TABLE_VIEWER)
    assert v.extra["given"] == {"ann": True, "bob": False, "orc": False} and v.extra["hand_sizes"]["bob"] == 3
    assert "11" not in ev[0].text and "11" not in json.dumps(ev[0].data)


def test_health_is_a_track_of_one_segment_per_point_in_the_seeds_states():
    """"A health point can be in 4 states": O ok, / used, X damaged, * lost."""
    s = dealt(pc("ann", health="(*)(X)(/)OOO"), npc("orc"), cards=[1, 2, 3, 4])
    (track,) = s.view(TABLE_VIEWER).token("ann").tracks
    assert [(seg.label, seg.state) for seg in track.segments] == [
        ("*", "lost"), ("X", "damaged"), ("/", "used"), ("O", "ok"), ("O", "ok"), ("O", "ok")]
    assert s.view().extra["health"]["ann"] == "(*)(X)(/)OOO"
    sheet = s.ruleset.sheet(s.state, "ann")
    assert sheet[0].rows[0][1] == "(*)(X)(/)OOO"
