"""#33: the parameters the rules of #33 added, given hostile values: each is refused as malformed and the
battle is left as it was (the Death token's condition; the others are added with their rules)."""
import pytest

from vtt.core.errors import MalformedCommandError
from vtt.core.records import Command
from tests.rules.ashes.builders import at_turns, npc, pc

HOSTILE = ["3", True, 3.0, [3], {"c": 3}, None, -1, 0, 4, 10 ** 12]


def refused(s, command):
    before, n = s.snapshot(), len(s.log)
    assert not s.can(command)
    with pytest.raises(MalformedCommandError):
        s.do(command)
    assert s.snapshot() == before and len(s.log) == n


@pytest.mark.parametrize("value", [v for v in HOSTILE if v is not None])
def test_the_death_tokens_condition_is_1_2_or_3(value):
    s = at_turns(pc("ann", effort=1), npc("orc", effort=1), dice=[[5], [1]])
    refused(s, Command("death_token", None, {"condition": value}))
