"""A doll as CCFOLIA clipboard data: paste the JSON onto a CCFOLIA board to make her piece."""
from __future__ import annotations

import json

from vtt.interop.ccfolia import clipboard
from vtt.rules.nechronica.models import DollFile

from .summary import chat_palette, fetter_label, max_ap, memo_lines, name_in, parts_left, sheet_params

FETTER_MAX = 4


#: the memo's first line: CCFOLIA rolls 1NC and 1NA only with the room's dice bot set to Nechronica
DICEBOT_HINT = "※ルームのダイスボットを「永い後日談のネクロニカ」にすると、1NC・1NA が振れる"


def doll_to_ccfolia(doll: DollFile, lang: str = "en") -> dict:
    """``{"kind": "character", "data": {...}}`` as CCFOLIA's Clipboard API reads it, her and her parts' names
    in ``lang``.

    ``initiative`` is the doll's max AP (tables track the current AP there with ``:initiative-N``);
    ``status`` counts intact parts per location and the madness of each fetter (the four locations and
    four fetters fill the eight bars a piece shows: a fifth and sixth fetter are params); the memo begins
    with the dice bot the palette's rolls need."""
    status = [{"label": loc, "value": intact, "max": total} for loc, intact, total in parts_left(doll)]
    status += [{"label": fetter_label(f), "value": f.madness, "max": FETTER_MAX} for f in doll.fetters]
    damage_lines = [f":{loc}-1" for loc, _, _ in parts_left(doll)]
    return clipboard(name_in(doll, lang), max_ap(doll), "\n".join([DICEBOT_HINT, *memo_lines(doll)]),
                     "\n".join([*chat_palette(doll, lang), "", *damage_lines]), status,
                     [{"label": label, "value": value} for label, value in sheet_params(doll)])


def ccfolia_json(doll: DollFile, lang: str = "en") -> str:
    return json.dumps(doll_to_ccfolia(doll, lang), ensure_ascii=False)
