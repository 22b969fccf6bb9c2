"""The hundred heuristic (vtt/rules/hundred/policies.py) against what the seed says a card is worth (#43: the
reference player laid higher cards than the heuristic and won more)."""
from vtt.rules.hundred.policies import Heuristic

from .builders import dealt, npc, pc


def test_the_heuristic_lays_its_highest_card():
    """"A character with a higher card that did not yet perform a combat action this turn can interrupt (pre
    damage calculation) or chose to perform his/her combat action earlier (pre attack announcement). This means
    higher cards are potentially more valuable as they can be used to safe an attacked group member" — the
    heuristic lays its highest card: it may still act first (act earlier) and it may interrupt."""
    s = dealt(pc("ann"), npc("orc"), cards=[12, 80, 45, 30])          # Combat 2d6: two cards each
    ann = s.state.fighters["ann"]
    assert sorted(ann.hand) == [12, 80]
    c = Heuristic("party").on_choose(s, next(a for a in s.awaited() if a.who == "ann"))
    assert (c.type, c.actor, c.params) == ("lay", "ann", {"card": 80})
