"""A doll as CCFOLIA clipboard data: paste the JSON onto a CCFOLIA board to make her piece."""
from __future__ import annotations

import json

from vtt.interop.ccfolia import clipboard
from vtt.rules.nechronica.models import DollFile

from .summary import chat_palette, fetter_label, max_ap, memo_lines, parts_left, sheet_params

FETTER_MAX = 4


def doll_to_ccfolia(doll: DollFile) -> dict:
    """``{"kind": "character", "data": {...}}`` as CCFOLIA's Clipboard API reads it.

    ``initiative`` is the doll's max AP (tables track the current AP there with ``:initiative-N``);
    ``status`` counts intact parts per location and the madness of each fetter."""
    status = [{"label": loc, "value": intact, "max": total} for loc, intact, total in parts_left(doll)]
    status += [{"label": fetter_label(f), "value": f.madness, "max": FETTER_MAX} for f in doll.fetters]
    damage_lines = [f":{loc}-1" for loc, _, _ in parts_left(doll)]
    return clipboard(doll.name, max_ap(doll), "\n".join(memo_lines(doll)),
                     "\n".join([*chat_palette(doll), "", *damage_lines]), status,
                     [{"label": label, "value": value} for label, value in sheet_params(doll)])


def ccfolia_json(doll: DollFile) -> str:
    return json.dumps(doll_to_ccfolia(doll), ensure_ascii=False)
