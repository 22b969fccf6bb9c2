"""Who takes part in an ambush (seed 004, "Ambush"): "you roll Sneak against Track or Read", "only one of you makes
a Sneak test". The rule is written once (engine ``ambush_roles``): the command refuses the others, and the GM's
ambush form (``form_choices``) offers the very same lists, not a second copy of the rule."""
import pytest

from vtt.core.records import Command
from vtt.rules.zones import window
from vtt.rules.zones.engine import ambush_roles

from .builders import npc, pc, session


@pytest.mark.parametrize("side", ["party", "foes"])
def test_the_ambush_form_offers_whom_the_rule_names_and_the_command_takes_only_them(side):
    s = session(pc("ann"), pc("bob"), npc("orc"), npc("wolf"), seed=3)
    s.state.fighters["bob"].fled = True                     # (out of the fight)
    b = s.state
    roles = ambush_roles(b, side)
    assert window.form_choices(b, Command("ambush", None, {"side": side})) == roles
    assert "bob" not in roles["sneaker"] + roles["watcher"]
    for sneaker in b.fighters:
        for watcher in b.fighters:
            ok = s.can(Command("ambush", None, {"side": side, "sneaker": sneaker, "watcher": watcher})).ok
            assert ok == (sneaker in roles["sneaker"] and watcher in roles["watcher"]), (sneaker, watcher)


def test_the_form_follows_the_rule_wherever_it_stands(monkeypatch):
    """The form asks the rule: the rule changed (a house rule letting anyone sneak), the form offers what it says."""
    s = session(pc("ann"), npc("orc"), seed=3)
    house = {"sneaker": ["orc", "ann"], "watcher": ["ann"]}
    monkeypatch.setattr(window, "ambush_roles", lambda b, side: house)
    assert window.form_choices(s.state, Command("ambush", None, {"side": "party"})) == house
