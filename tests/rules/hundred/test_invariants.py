"""Invariants (hypothesis): health keeps its points and its order, the deck loses no card, undo∘do = identity."""
from hypothesis import given, settings, strategies as st

from vtt.rules.hundred.battle import demo_session
from vtt.rules.hundred.policies import Random
from vtt.rules.hundred.state import notation, parse_notation, take_damage, take_exhaustion
from vtt.sim.driver import next_command

HEALTH = st.lists(st.sampled_from("O/X*"), min_size=1, max_size=12)


@given(HEALTH, st.lists(st.tuples(st.sampled_from(("damage", "exhaust")), st.integers(0, 8)), max_size=6))
def test_health_keeps_its_points_and_only_ever_gets_worse(points, blows):
    """"A health point can be in 4 states"; damage and exhaustion never heal, and * is never touched."""
    h = parse_notation(notation(points))
    assert sorted(h) == sorted(points)
    for kind, amount in blows:
        after = (take_damage if kind == "damage" else take_exhaustion)(h, amount)
        assert len(after) == len(h) and after.count("*") == h.count("*")
        assert after.count("O") <= h.count("O") and after.count("X") >= h.count("X")
        assert parse_notation(notation(after)) == after
        h = after


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10_000), st.integers(5, 80))
def test_no_card_is_lost_or_doubled_and_an_undo_restores_the_state(seed, steps):
    s = demo_session(seed)
    pols = {"party": Random("party", seed), "foes": Random("foes", seed + 1)}
    for _ in range(steps):
        c = next_command(s, pols)
        if c is None:
            break
        before = s.snapshot()
        s.do(c)
        b = s.state
        cards = b.deck + b.discard + [x for f in b.fighters.values() for x in f.hand] + \
            [f.laid for f in b.fighters.values() if f.laid is not None and f.laid not in b.discard]
        assert sorted(cards) == list(range(1, 101))
        if steps % 3 == 0:
            s.undo()
            assert s.snapshot() == before
            s.redo()
