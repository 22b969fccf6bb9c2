"""The shipped scenarios are read without pydantic (vtt.core.plain) so a demo battle opens fast; the
plain reading is held here to the file models: each ruleset's table of fields is the one its models
make, and every shipped scenario gives the same battle and the same saved setup either way."""
import json
import subprocess
import sys

import pytest

from vtt.core import registry
from vtt.core.files import load_model
from vtt.core.plain import Plain, read_dumped, read_plain, read_shapes, shapes_of

PACKAGES = ("zones", "ashes", "hundred")
#: the rulesets whose shipped files are read plain (Nechronica's: tests/rules/nechronica/test_shipped_files.py)
SHAPED = ("nechronica", *PACKAGES)


def session_class(ruleset):
    return registry.get(ruleset).demo_session(1).__class__


@pytest.mark.parametrize("ruleset", SHAPED)
def test_the_table_of_fields_is_the_one_the_models_make(ruleset):
    import importlib
    models = importlib.import_module(f"vtt.rules.{ruleset}.models")
    files = [m for m in (models.ScenarioFile, getattr(models, "CharacterFile", None)) if m is not None]
    made = json.loads(json.dumps(shapes_of(*files)))     # (as the table holds it)
    assert read_shapes(f"vtt.rules.{ruleset}") == made, f"the models changed: python -m vtt.core.plain {ruleset}"


@pytest.mark.parametrize("ruleset", PACKAGES)
def test_every_shipped_scenario_gives_the_same_battle_read_plain_or_by_the_models(ruleset):
    system = registry.get(ruleset)
    cls = session_class(ruleset)
    for path in [cls.demo, *system.sample_scenarios()]:
        plain = read_plain(path, "ScenarioFile", cls.shapes)
        model = load_model(cls.model("ScenarioFile"), path)
        assert plain.model_dump(mode="json") == model.model_dump(mode="json"), path
        assert plain.model_dump() == model.model_dump(), path
        assert read_dumped(path, "ScenarioFile", cls.shapes) == model.model_dump(), path
        a, b = cls.new(plain, path.parent, 5), cls.new(model, path.parent, 5)
        assert a.snapshot() == b.snapshot(), path
        assert json.dumps(a.setup_json(), sort_keys=True) == json.dumps(b.setup_json(), sort_keys=True), path
        assert a.view() == b.view(), path


def test_a_plain_file_is_read_only_and_names_a_missing_field():
    cls = session_class("zones")
    plain = read_plain(cls.demo, "ScenarioFile", cls.shapes)
    with pytest.raises(AttributeError):
        plain.name = "x"
    with pytest.raises(AttributeError, match="no field 'nope'"):
        plain.nope
    with pytest.raises(KeyError, match="ScenarioFile.zones"):
        Plain({"participants": []}, "ScenarioFile", cls.shapes)


def test_the_demo_battles_import_no_pydantic():
    code = ("import sys\nfrom vtt.core import registry\n"
            "for r in ('zones', 'ashes', 'hundred'):\n    registry.get(r).demo_session(1)\n"
            "print('pydantic' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "False", done.stderr
