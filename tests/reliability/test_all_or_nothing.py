"""#31 items 3 and 5, in all four rulesets: ``do`` is all-or-nothing whatever is raised (not only a
refusal): the state, the log and the random state are as before; and a command is the session's own once
it is checked, so a caller changing a command's parameters between ``can`` and ``do``, or after ``do``,
changes neither what is applied nor what the log holds (and the saved battle still opens)."""
from __future__ import annotations

import pytest

from vtt.core import registry
from vtt.core.errors import MalformedCommandError, VttError
from vtt.core.game_file import battle_data, replay_battle
from vtt.core.records import Command
from vtt.sim.driver import make_policy, next_command

from tests.reliability.battles import RULESETS, fingerprint, started


def first_legal(s, with_params: bool = False) -> Command:
    """A legal command now (one with parameters: the AI plays on until there is one)."""
    system = registry.get(s.ruleset.name)
    policies = {side: make_policy("heuristic", side, 1, system) for side in system.sides}
    ids = list(s.state.fighters)
    for _ in range(200):
        for who in [None, *ids]:
            for c in s.legal_commands(who):
                if c.params or not with_params:
                    return c
        s.do(next_command(s, policies))
    raise AssertionError("no legal command")


class BreaksOnce:
    """A ruleset whose apply, the first time, changes the battle, rolls dice (moving the random state) and
    then raises ``error`` (a bug in the rules, a disk full under a listener); otherwise it is the ruleset
    it wraps. (A wrapper, not a patch: the compiled build's rulesets cannot be patched.)"""

    def __init__(self, rules, error: BaseException, draw: bool = True):
        self.rules, self.error, self.draw, self.raised = rules, error, draw, False

    def __getattr__(self, name):
        return getattr(self.rules, name)

    def apply(self, state, command, feed, ticket=None):
        events = self.rules.apply(state, command, feed) if ticket is None else \
            self.rules.apply(state, command, feed, ticket)
        if not self.raised:
            self.raised = True
            if self.draw:
                feed.roll(3, 6)
            raise self.error
        return events


def break_apply_once(s, error: BaseException, draw: bool = True) -> None:
    s.ruleset = BreaksOnce(s.ruleset, error, draw)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("error", [ValueError("a bug in the rules"), KeyError("x"), KeyboardInterrupt()])
def test_an_error_that_is_not_a_refusal_changes_nothing(ruleset, error):
    s = started(ruleset, moves=20)           # past an undo checkpoint: the battle is rebuilt from one
    c = first_legal(s)
    before = fingerprint(s)
    break_apply_once(s, error)
    with pytest.raises(type(error)):
        s.do(c)
    assert fingerprint(s) == before
    s.do(c)                                  # and the battle goes on as if it had never happened
    assert len(s.log) == len(before[1]) + 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_an_error_with_dice_entered_changes_nothing(ruleset):
    s = started(ruleset)
    c = first_legal(s)
    s.pending_dice = [1, 1, 1, 1, 1, 1]
    before = fingerprint(s)
    break_apply_once(s, ValueError("a bug"))
    with pytest.raises(ValueError):
        s.do(c)
    assert fingerprint(s) == before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_issue_s_deal_with_a_die_of_5000_digits_changes_nothing(ruleset):
    s = registry.get(ruleset).demo_session(1)
    before = fingerprint(s)
    with pytest.raises(MalformedCommandError):
        s.do(Command("deal", None, {}, (1, 10 ** 5000)))
    assert fingerprint(s) == before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_without_history_a_battle_an_error_left_half_changed_goes_no_further(ruleset):
    """The simulator's sessions keep no undo checkpoints (no copy per command: its speed): an error in the
    rules there cannot be put back, so the session refuses to go on rather than play on a broken state."""
    s = started(ruleset)
    s.set_history(False)
    c = first_legal(s)
    break_apply_once(s, ValueError("a bug"))
    with pytest.raises(ValueError):
        s.do(c)
    with pytest.raises(RuntimeError, match="half-changed"):
        s.do(c)
    assert not s.can(c)


# -- item 5: the command is the session's own --------------------------------------------------------------

def test_nechronica_a_move_changed_between_can_and_do_is_verified_again():
    """The issue's case: ``can`` allows a move, the caller changes where to, ``do`` must not apply an
    unverified move (the log held a move the battle never made, and the saved battle no longer opened)."""
    s = started("nechronica", moves=0)
    s.do({"type": "start"})
    c = Command("use", "noel", {"part": "p9", "to": "limbo"})
    assert s.can(c)
    c.params["to"] = "tartarus"                       # three areas away: not a move p9 can make
    before = fingerprint(s)
    with pytest.raises(VttError):
        s.do(c)
    assert fingerprint(s) == before
    c.params["to"] = "limbo"
    s.do(c)
    replay_battle(registry.get("nechronica"), battle_data(s), "battle.json")   # the log replays


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_command_changed_after_can_is_applied_only_as_verified(ruleset):
    s = started(ruleset)
    c = first_legal(s, with_params=True)
    assert s.can(c)
    key = next(iter(c.params))
    c.params[key] = ["not", "verified"]
    before = fingerprint(s)
    with pytest.raises(MalformedCommandError):
        s.do(c)
    assert fingerprint(s) == before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_changing_a_command_after_do_changes_nothing_the_log_holds(ruleset):
    s = started(ruleset)
    c = first_legal(s, with_params=True)
    s.do(c)
    logged = s.log[-1].command.to_dict()
    for key, value in list(c.params.items()):
        if isinstance(value, list):
            value.append(99)                          # a list inside the command, changed in place
        c.params[key] = "changed"
    c.params["extra"] = 1
    assert s.log[-1].command.to_dict() == logged
    replay_battle(registry.get(ruleset), battle_data(s), "battle.json")


def test_a_list_parameter_changed_in_place_after_do_changes_nothing_the_log_holds():
    s = started("ashes", moves=40)
    c = next(c for who in s.state.fighters for c in s.legal_commands(who) if isinstance(c.get("pick"), list))
    pick = c.params["pick"]
    s.do(c)
    logged = s.log[-1].command.to_dict()
    pick.append(7)
    pick[0] = 99
    assert s.log[-1].command.to_dict() == logged
