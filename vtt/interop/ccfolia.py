"""CCFOLIA clipboard data of any ruleset's character, from her printed sheet (vtt.core.sheet): paste the
JSON onto a CCFOLIA board to make her piece. Nechronica's dolls have their own (nechronica/ccfolia.py),
in the same shape."""
from __future__ import annotations

import json
import re

from vtt.core import registry
from vtt.core.exchange import ExportFormat
from vtt.core.sheet import GenericSheet

_DICE = re.compile(r"\d+[dD]\d+")          # a pool on the sheet ("2d6", "7d10"): a line of the chat palette


#: the status bars a CCFOLIA piece shows (its published clipboard type lists this many; more are hidden)
STATUS_MAX = 8


def clipboard(name: str, initiative: int, memo: str, commands: str, status: list, params: list) -> dict:
    """``{"kind": "character", "data": {...}}`` as CCFOLIA's Clipboard API reads it: ``status`` as
    ``{"label", "value", "max"}`` (the bars on the piece), ``params`` as ``{"label", "value"}``. Statuses
    past the STATUS_MAX a piece shows become params ("value/max"), first among them: none is hidden."""
    shown, rest = status[:STATUS_MAX], status[STATUS_MAX:]
    params = [{"label": s["label"], "value": f"{s['value']}/{s['max']}"} for s in rest] + list(params)
    return {"kind": "character", "data": {"name": name, "initiative": initiative, "memo": memo,
                                          "commands": commands, "status": shown, "params": params}}


def sheet_to_ccfolia(sheet: GenericSheet, lang: str = "en") -> dict:
    """A character's piece: each damage track a status (its boxes still unmarked of all its boxes), each
    row of the sheet with a value a param, the whole sheet in the memo; the chat palette rolls the pools
    the sheet lists and takes a box off each track (``:Track-1``). The generic sheet knows no initiative
    (CCFOLIA's turn order): 0."""
    i = 1 if lang == "ja" else 0

    def text(pair) -> str:
        return pair[i] or pair[0]

    status = [{"label": text(label), "value": sum(1 for _, st in segs if st == "ok"), "max": len(segs)}
              for label, segs in sheet.tracks if segs]
    rows = [(text(label), text(value)) for _, section in sheet.sections for label, value in section]
    memo = []
    for title, section in sheet.sections:
        if section:
            memo.append(f"[{text(title)}]")
            memo += [f"{text(label)}: {text(value)}" if text(value) else text(label) for label, value in section]
    commands = [f"{value} {label}" for label, value in rows if _DICE.fullmatch(value)]
    commands += [f":{s['label']}-1" for s in status]
    return clipboard(text(sheet.name), 0, "\n".join(memo), "\n".join(commands), status,
                     [{"label": label, "value": value} for label, value in rows if value])


def _export(data, path, lang: str = "en") -> str:
    system = registry.system_of(data, path)
    return json.dumps(sheet_to_ccfolia(system.character_sheet(data, path), lang), ensure_ascii=False)


#: `vtt export --format ccfolia` of a character file of a ruleset with printed sheets (vtt.rules.kit.system)
CCFOLIA = ExportFormat("CCFOLIA clipboard JSON (paste it on a board: the character's piece)", _export)
