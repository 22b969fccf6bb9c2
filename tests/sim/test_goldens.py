"""#30: the speed work plays the same battles. Every shipped scenario of every ruleset, both AI pairings,
battle by battle as recorded in tests/sim/data/goldens.json before it (outcome, rounds, commands, and
digests of the commands with their dice, of the events and of the ruleset's figures). CI runs this on
the pure and on the compiled build, so both play the same battles. A change meant to play battles
differently rewrites the records: ``python -m tests.sim.goldens`` (see tests/sim/goldens.py)."""
import json

import pytest

from tests.sim import goldens

RECORDED = json.loads(goldens.GOLDEN.read_text(encoding="utf-8"))


def test_every_shipped_scenario_of_every_ruleset_has_golden_battles():
    assert sorted(RECORDED) == sorted(goldens.key(s) for s in goldens.scenarios())
    assert {k.split("/")[0] for k in RECORDED} == {"scenarios", "zones", "ashes", "hundred"}
    for pairings in RECORDED.values():
        assert sorted(pairings) == sorted(f"{d}-{e}" for d, e in goldens.PAIRINGS)
        assert all(len(b) == goldens.BATTLES for b in pairings.values())


@pytest.mark.parametrize("scenario", goldens.scenarios(), ids=goldens.key)
def test_the_golden_battles_are_played_the_same(scenario):
    now = goldens.record(scenario)
    for pairing, battles in RECORDED[goldens.key(scenario)].items():
        for i, (want, got) in enumerate(zip(battles, now[pairing])):
            assert got == want, f"{pairing}, battle {i}"
