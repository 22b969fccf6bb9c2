"""A ruleset's ``form_values`` (what a GM form sets, as the battle holds it now: the GM dialog starts the form
there) with hostile commands, in every ruleset: whom it names unknown, of another type or missing, a track, fetter
or op that is none of its own, huge numbers, unknown keys. It answers a dict of the form's own keys (or nothing),
never raises, and changes nothing in the battle."""
from __future__ import annotations

import pytest

from vtt.core.records import Command

from tests.reliability.battles import RULESETS, fingerprint, started

HOSTILE = [None, "", "nobody", 3, -1, 10 ** 30, 1.5, True, [], ["lily"], {"a": 1}, "physical\x00"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_form_values_takes_any_command_and_answers_only_the_forms_keys(ruleset):
    s = started(ruleset)
    b = s.state
    before = fingerprint(s)
    hook = s.ruleset.form_values
    forms = s.ruleset.gm_forms(b)
    who = next(iter(b.fighters))
    for form in forms:
        keys = {f.key for f in form.fields}
        fixed = dict(form.fixed)
        for key in keys | {"target", "track", "fetter", "op", "unknown"}:
            for bad in HOSTILE:
                for base in ({"target": who}, {}):
                    got = hook(b, Command(form.type, None, {**fixed, **base, key: bad}))
                    assert isinstance(got, dict) and set(got) <= keys, (form.type, fixed, key, bad, got)
        assert isinstance(hook(b, Command("no_such_command", None, {"op": "harm", "target": who})), dict)
    assert fingerprint(s) == before
