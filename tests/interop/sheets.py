"""The sample 保管所 export the interop tests build on, and a way to import an edited copy."""
from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path

from vtt.interop.nechronica.charasheet import import_charasheet
from vtt.rules.nechronica.catalog import load_catalog

SAMPLE_PATH = Path(__file__).parent / "data" / "charasheet_sample.json"
SAMPLE_TEXT = SAMPLE_PATH.read_text(encoding="utf-8")
SAMPLE = json.loads(SAMPLE_TEXT)


@cache
def catalog():
    return load_catalog()


def sample_sheet() -> dict:
    """A fresh deep copy of the sample export, to edit in a test."""
    return copy.deepcopy(SAMPLE)


def import_sheet(sheet):
    return import_charasheet(sheet, "sheet.json", catalog())
