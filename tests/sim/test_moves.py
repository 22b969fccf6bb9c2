"""#43 item 3: the driver asks a ruleset for its ``moves`` (who is awaited, as the AI needs it: no phrase, choice
or window made), which must be ``awaited()`` entry for entry — checked at every step of battles of every shipped
scenario, both AI pairings."""
import pytest

from tests.sim.goldens import scenarios
from vtt.sim.driver import make_policy, next_command
from vtt.sim.simulator import battle_seed, fresh_session, system_of_scenario


def plain(entries) -> list[tuple]:
    return [(a.who, a.side, a.kind, a.fallback, a.optional) for a in entries]


@pytest.mark.parametrize("scenario", scenarios(), ids=lambda p: p.parent.parent.name + "/" + p.name)
@pytest.mark.parametrize("pairing", ["heuristic", "random"])
def test_moves_are_awaited_entry_for_entry_at_every_step(scenario, pairing):
    system = system_of_scenario(scenario)
    rules = system.ruleset
    if not hasattr(rules, "moves"):
        pytest.skip(f"{system.id} offers no moves: the driver asks awaited()")
    for index in range(2):
        s = fresh_session(scenario, battle_seed(5, index), keep_log=False)
        pols = {side: make_policy(pairing, side, index + k, system) for k, side in enumerate(system.sides)}
        steps = 0
        while steps < 2000:
            assert plain(rules.moves(s.state)) == plain(s.awaited()), f"step {steps}"
            c = next_command(s, pols)
            if c is None:
                break
            s.do(c)
            steps += 1
        assert rules.moves(s.state) == [] or s.ruleset.round(s.state) > 30 or c is None
