"""The rules' bounds live in vtt/rules/nechronica/limits.py alone: the engine, the file models and the
window read them there (#14: the copies in the workshop, the sheets, the flow panel and the AI went)."""
import ast
from pathlib import Path

import pytest

from vtt.core.errors import MalformedCommandError
from vtt.rules.nechronica import limits
from vtt.rules.nechronica.battle import demo_session
from vtt.rules.nechronica.engine import damage_coming, damage_left, legion_multiplier
from vtt.rules.nechronica.state import DamageFrame

VTT = Path(__file__).resolve().parents[3] / "vtt"


def test_a_legion_s_threat_counts_per_started_five_bodies():
    assert [limits.total_threat("legion", 2, n) for n in (1, 5, 6, 10, 11)] == [2, 2, 4, 4, 6]
    assert limits.total_threat("horror", 3, None) == 3


def _damage(amount: int, bonus: int, defense: int) -> DamageFrame:
    return DamageFrame("apply", attacker="lily", target="bug", name="claw", amount=amount, bonus=bonus, attack="melee",
                       loc_rule="legs", location="legs", dismember=False, explosive=False, area_attack=False,
                       trip=False, defense=defense, timing_used="action")


def test_damage_arithmetic_in_one_place():
    d = _damage(3, 2, 1)
    assert (damage_coming(d), damage_left(d)) == (5, 4)
    assert damage_left(_damage(1, 0, 3)) == 0
    assert [legion_multiplier(*flags) for flags in ((False,) * 3, (True, False, False), (True,) * 3)] == [1, 2, 8]


@pytest.mark.parametrize("op, field, lo, hi", [("set_ap", "ap", *limits.AP_OVERRIDE),
                                                ("madness", "value", 0, limits.MADNESS_MAX)])
def test_the_gm_override_ranges_are_the_limits(op, field, lo, hi):
    s = demo_session(1)
    s.do({"type": "start"})
    base = {"type": "override", "op": op, "target": "lily", **({"fetter": 0} if op == "madness" else {})}
    assert s.can({**base, field: lo}) and s.can({**base, field: hi})
    for bad in (lo - 1, hi + 1):
        with pytest.raises(MalformedCommandError):
            s.do({**base, field: bad})


def test_no_module_outside_the_limits_compares_madness_with_a_literal_4():
    """A literal 4 compared with madness anywhere but limits.py is a copy of the rule."""
    offenders = []
    for path in list((VTT / "rules" / "nechronica").rglob("*.py")) + list((VTT / "ui" / "nechronica").rglob("*.py")):
        if path.name == "limits.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                text = ast.unparse(node)
                if "madness" in text and any(isinstance(c, ast.Constant) and c.value == 4
                                             for c in [node.left, *node.comparators]):
                    offenders.append(f"{path.name}: {text}")
    assert offenders == []
