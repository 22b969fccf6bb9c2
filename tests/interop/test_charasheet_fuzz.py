"""A damaged or odd 保管所 export ends in a clear FileFormatError or an import with warnings, never a crash.

Whatever imports must also export: the CCFOLIA JSON and the Udonarium XML of a fuzzed doll still
parse, so a strange sheet cannot break a later step either.
"""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vtt.core.errors import FileFormatError
from vtt.core.files import save_model
from vtt.interop.nechronica.ccfolia import ccfolia_json
from vtt.interop.nechronica.charasheet import import_charasheet, parse_charasheet_text
from vtt.interop.nechronica.udonarium import doll_to_udonarium_xml

from .sheets import SAMPLE, SAMPLE_TEXT, catalog, sample_sheet

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# (NaN and infinities are not JSON: a file holding one is refused as one, tests/reliability/test_parameters.py)
json_scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | \
    st.text(max_size=12)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=4), inner, max_size=4),
    max_leaves=12)
WHOLE = SAMPLE_TEXT.rstrip()
array_keys = sorted(k for k, v in SAMPLE.items() if isinstance(v, list))


def import_or_refuse(text: str, tmp_path=None):
    """Import text as a file would be; a FileFormatError is an acceptable answer."""
    try:
        result = import_charasheet(parse_charasheet_text(text, "fuzz.json"), "fuzz.json", catalog())
    except FileFormatError as e:
        assert "fuzz.json" in str(e)
        return None
    assert all(isinstance(w, str) and w for w in result.warnings)
    json.loads(ccfolia_json(result.doll))
    ET.fromstring(doll_to_udonarium_xml(result.doll).encode("utf-8"))
    return result


@FUZZ
@given(st.integers(min_value=0, max_value=len(WHOLE) - 1))
def test_a_file_cut_short_is_refused_clearly(cut):
    assert import_or_refuse(WHOLE[:cut]) is None


@FUZZ
@given(st.data())
def test_any_field_replaced_by_any_json_value(data):
    sheet = sample_sheet()
    key = data.draw(st.sampled_from(sorted(sheet)))
    sheet[key] = data.draw(json_values)
    import_or_refuse(json.dumps(sheet))


@FUZZ
@given(st.data())
def test_any_array_entry_replaced_or_arrays_cut(data):
    sheet = sample_sheet()
    for _ in range(data.draw(st.integers(1, 6))):
        key = data.draw(st.sampled_from(array_keys))
        column = sheet[key]
        if column and data.draw(st.booleans()):
            column[data.draw(st.integers(0, len(column) - 1))] = data.draw(json_values)
        else:
            del column[data.draw(st.integers(0, len(column))):]
    assert import_or_refuse(json.dumps(sheet)) is not None


@FUZZ
@given(st.data())
def test_characters_of_the_file_mangled(data):
    text = list(SAMPLE_TEXT)
    for _ in range(data.draw(st.integers(1, 8))):
        i = data.draw(st.integers(0, len(text) - 1))
        text[i] = data.draw(st.characters(codec="utf-8"))
    import_or_refuse("".join(text))


@FUZZ
@given(st.dictionaries(st.text(max_size=8), json_values, max_size=8))
def test_an_object_of_anything(extra):
    import_or_refuse(json.dumps({**extra, "game": "nechro"}))


@FUZZ
@given(st.text(min_size=1, max_size=20).filter(lambda s: s.strip()))
def test_any_text_in_names_survives_saving_and_both_exports(tmp_path_factory, name):
    sheet = sample_sheet()
    sheet["pc_name"], sheet["Power_name"][16], sheet["roice_name"][1] = name, name, name
    result = import_or_refuse(json.dumps(sheet))
    assert result is not None
    save_model(result.doll, tmp_path_factory.mktemp("doll") / "doll.json")


def test_half_characters_and_control_characters_survive_saving_and_both_exports(tmp_path):
    text = json.dumps({**SAMPLE, "pc_name": "ア\ud800リ\x01ス"}, ensure_ascii=True)
    result = import_or_refuse(text)
    assert result.doll.name == "ア\ufffdリ\x01ス"
    save_model(result.doll, tmp_path / "doll.json")
    assert ET.fromstring(doll_to_udonarium_xml(result.doll)).find(".//data[@name='name']").text == "ア\ufffdリス"
