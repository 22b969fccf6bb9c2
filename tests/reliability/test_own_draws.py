"""#40's leftover, hostile: a participant's own draw (``{"type": "deal", "actor": …}``, zones and hundred) with an
actor that is no participant, of the wrong type, one who has drawn, one out of the fight, out of its phase, or
with cards not in the deck: refused by ``can`` and by ``do``, and the battle (redo stack included) unchanged."""
import pytest

from vtt.core import registry
from vtt.core.errors import IllegalCommandError, MalformedCommandError

REFUSED = (IllegalCommandError, MalformedCommandError)


def fresh(ruleset):
    s = registry.get(ruleset).demo_session(3)
    first = next(f.id for f in s.state.fighters.values() if f.side == "party")
    return s, first


def refused_and_unchanged(s, command, checked=True):
    """``checked``: ``can`` refuses it too (a command's typed cards are read only when it is done)."""
    before, log, redo = s.snapshot(), len(s.log), s.can_redo
    assert not checked or not s.can(command)
    with pytest.raises(REFUSED):
        s.do(command)
    assert s.snapshot() == before and len(s.log) == log and s.can_redo == redo


@pytest.mark.parametrize("ruleset", ["zones", "hundred"])
@pytest.mark.parametrize("actor", ["nobody", "", "x" * 10_000, "ASA", " asa"])
def test_an_own_draw_by_no_participant_is_refused(ruleset, actor):
    s, _ = fresh(ruleset)
    refused_and_unchanged(s, {"type": "deal", "actor": actor})


@pytest.mark.parametrize("ruleset", ["zones", "hundred"])
@pytest.mark.parametrize("actor", [5, 1.5, True, [], {}, None.__class__])
def test_an_own_draw_whose_actor_is_not_text_is_malformed(ruleset, actor):
    s, _ = fresh(ruleset)
    c = {"type": "deal", "actor": actor}
    before = s.snapshot()
    assert not s.can(c)
    with pytest.raises(MalformedCommandError):
        s.do(c)
    assert s.snapshot() == before


@pytest.mark.parametrize("ruleset", ["zones", "hundred"])
def test_a_second_own_draw_and_one_after_the_deal_are_refused(ruleset):
    s, first = fresh(ruleset)
    s.do({"type": "deal", "actor": first})
    refused_and_unchanged(s, {"type": "deal", "actor": first})
    s.do({"type": "deal"})
    refused_and_unchanged(s, {"type": "deal", "actor": first})
    refused_and_unchanged(s, {"type": "deal"})


@pytest.mark.parametrize("ruleset", ["zones", "hundred"])
@pytest.mark.parametrize("dice", [[0], [101], [-1], [10 ** 6], ["7"], [None], [7.5]])
def test_an_own_draw_of_a_card_not_in_the_deck_is_refused(ruleset, dice):
    s, first = fresh(ruleset)
    refused_and_unchanged(s, {"type": "deal", "actor": first, "dice": dice}, checked=False)


@pytest.mark.parametrize("ruleset", ["zones", "hundred"])
def test_an_own_draw_undone_and_redone_is_the_same(ruleset):
    s, first = fresh(ruleset)
    before = s.snapshot()
    s.do({"type": "deal", "actor": first})
    after = s.snapshot()
    s.undo()
    assert s.snapshot() == before and s.can_redo
    refused_and_unchanged(s, {"type": "deal", "actor": "nobody"})
    s.redo()
    assert s.snapshot() == after


def test_hundred_one_out_of_the_fight_draws_nothing():
    s, first = fresh("hundred")
    s.do({"type": "override", "op": "health", "target": first, "health": "(X)(X)(X)(X)(X)(X)"})
    assert s.state.fighters[first].out
    refused_and_unchanged(s, {"type": "deal", "actor": first})
