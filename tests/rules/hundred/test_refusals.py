"""Every refusal names its rule: commands out of their phase, out of turn, or malformed."""
import pytest

from vtt.core.errors import IllegalCommandError, MalformedCommandError

from .builders import dealt, do, npc, pc, revealed, session


def refused(s, type, actor=None, **params):
    with pytest.raises(IllegalCommandError) as e:
        do(s, type, actor, **params)
    return e.value.rule


def test_cards_are_dealt_once_before_anything_else():
    """"Every player and enemy draws cards" in the Draw Phase, which comes first (each her own, or the GM)."""
    s = session(pc("ann"), npc("orc"))
    assert refused(s, "lay", "ann", card=1) == "phase"
    assert refused(s, "set_range", "ann", a="ann", b="orc", band="mid") == "gm"
    do(s, "deal", dice=[1, 2, 3, 4])
    assert refused(s, "deal") == "draw"
    assert refused(s, "deal", "ann") == "draw"


def test_combat_commands_wait_for_the_reveal_and_cards_are_not_laid_after_it():
    s = dealt(pc("ann"), npc("orc"), cards=[1, 2, 3, 4])
    do(s, "lay", "ann", card=1)
    assert refused(s, "attack", "ann", target="orc") == "phase"
    assert refused(s, "lay", "ann", card=2) == "laid"
    do(s, "lay", "orc", card=3)
    assert refused(s, "lay", "ann", card=2) == "phase"
    assert refused(s, "give", "ann", card=2, to="orc") == "phase"


def test_a_reaction_comes_before_anything_else_and_only_from_the_target():
    """"The attack target can chose to react, e.g. by blocking, dodging, ..."."""
    s = revealed(pc("ann"), pc("bob"), npc("orc"), cards=[1, 2, 5, 6, 3, 4], laid={"ann": 1, "bob": 5, "orc": 3})
    do(s, "attack", "ann", target="orc")
    assert refused(s, "attack", "ann", target="orc") == "attack"
    assert refused(s, "react", "bob", how="block") == "react"
    assert refused(s, "act_earlier", "bob") == "earlier"
    assert refused(s, "damage") == "damage"
    with pytest.raises(MalformedCommandError, match="'how' is one of"):
        do(s, "react", "orc", how="parry")
    assert refused(s, "react", "orc", how="dodge_projectile") == "dodge"


def test_an_attack_names_a_living_target_a_weapon_held_and_rolls_at_least_one_die():
    s = revealed(pc("ann"), npc("orc", health="(X)(X)(X)(X)(X)(X)"), npc("gob"), cards=[1, 2, 5, 6],
                 laid={"ann": 1, "gob": 5})
    assert refused(s, "attack", "ann", target="ann") == "target"
    assert refused(s, "attack", "ann", target="orc") == "target"
    with pytest.raises(MalformedCommandError, match="Ann has no weapon 'Axe'"):
        do(s, "attack", "ann", target="gob", weapon="Axe")
    assert refused(s, "attack", "ann", target="gob", shift=2, shift_d10=3) == "shift"
    assert refused(s, "attack", "ann", target="gob", shift=3) == "shift"
    with pytest.raises(MalformedCommandError, match="hit locations"):
        do(s, "attack", "ann", target="gob", location="tail")
    assert refused(s, "attack", "ann", target="gob", skill=False, attribute=False) == "pool"


def test_the_dead_and_the_unconscious_do_nothing():
    """"If all health points of the player are exhausted, the character becomes unconscious"."""
    s = dealt(pc("ann", health="(/)(/)(/)(/)(/)(/)"), pc("bob"), npc("orc"), cards=[1, 2, 3, 4])
    assert refused(s, "lay", "ann", card=1) == "unconscious"
    assert [a.who for a in s.awaited()] == ["bob", "orc"]
