"""#31 item 8: a GM set_ap override at the current count works out again who still acts at it, as set_count
does. 001: 「現行動値がカウントと同じキャラクターが行動する」「該当キャラクターがいない場合、カウントを減らす」 — at
count 9 the GM sets Alice's AP to 2 and Sav's to 1: neither acts at 9 any longer, so the count goes on."""
import pytest

from vtt.core.errors import IllegalCommandError

from tests.rules.nechronica.builders import doll, key, savant, session, set_ap


def at_count_9():
    s = session([doll("alice", area="eden")], [savant("sav", area="eden")])
    set_ap(s, "alice", 9)
    set_ap(s, "sav", 9)
    s.do({"type": "override", "op": "set_count", "count": 9})
    assert {p for p in ("alice", "sav") if p in s.state.due} == {"alice", "sav"}
    return s


def test_set_ap_away_from_the_count_ends_her_turn_at_this_count():
    s = at_count_9()
    set_ap(s, "alice", 2)
    set_ap(s, "sav", 1)
    assert s.can({"type": "next_count"})            # 該当キャラクターがいない: the count goes down
    with pytest.raises(IllegalCommandError, match="acts when her action points equal the count"):
        s.do({"type": "use", "actor": "sav", "part": key(s, "sav", "こぶし"), "target": "alice"})
    s.do({"type": "next_count"})
    assert s.state.count == 2                        # Alice, AP 2, is the next to act


def test_set_ap_to_the_count_makes_her_act_at_it():
    s = at_count_9()
    s.do({"type": "wait", "actor": "sav"})           # (the NC side declares first)
    s.do({"type": "wait", "actor": "alice"})         # her turn at 9 taken: AP 8
    set_ap(s, "alice", 9)                            # the GM puts her back at the count
    assert not s.can({"type": "next_count"})         # 現行動値がカウントと同じ: she acts at 9
    assert s.can({"type": "wait", "actor": "alice"})
