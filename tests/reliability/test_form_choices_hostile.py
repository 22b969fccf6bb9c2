"""A ruleset's ``form_choices`` (whom a GM form's participant fields may take: zones' ambush, hundred's range) with
hostile commands, in every ruleset: a side, a participant or a flag unknown, of another type or missing, huge
numbers, unknown keys. It answers, for some of the form's participant fields, lists of the battle's participants,
never raises, and changes nothing in the battle."""
from __future__ import annotations

import pytest

from vtt.core.records import Command

from tests.reliability.battles import RULESETS, fingerprint, started

HOSTILE = [None, "", "nobody", 3, -1, 10 ** 30, 1.5, True, [], ["lily"], {"a": 1}, "party\x00", "foes"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_form_choices_takes_any_command_and_offers_only_the_battle_s_participants(ruleset):
    s = started(ruleset)
    b = s.state
    before = fingerprint(s)
    hook = getattr(s.ruleset, "form_choices", None)
    if hook is None:
        pytest.skip(f"{ruleset} offers every participant in every form")
    who = next(iter(b.fighters))
    forms = s.ruleset.gm_forms(b)
    for form in forms:             # (the participant fields of its command's forms: ambush, ambush automatic)
        fields = {f.key for other in forms if other.type == form.type for f in other.fields if f.kind == "who"}
        keys = {f.key for f in form.fields}
        for key in keys | {"side", "a", "automatic", "unknown"}:
            for bad in HOSTILE:
                for base in ({"side": "foes", "a": who}, {}):
                    got = hook(b, Command(form.type, None, {**dict(form.fixed), **base, key: bad}))
                    assert isinstance(got, dict) and set(got) <= fields, (form.type, key, bad, got)
                    assert all(isinstance(ids, list) and set(ids) <= set(b.fighters) for ids in got.values())
    assert hook(b, Command("no_such_command", None, {"side": "foes"})) == {}
    assert fingerprint(s) == before
