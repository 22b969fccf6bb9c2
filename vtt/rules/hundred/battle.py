"""A hundred battle from a scenario: the fighters from their sheets, the range table, the deck, the session."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from vtt.core.files import SCENARIO, FileFormatError
from vtt.rules.kit.system import ScenarioSession, participant_sheets

from .dice import parse_pool
from .protocol import RULES
from .state import Battle, Fighter, pair_key, parse_notation
from .terms import ATTRIBUTES, HEALTHY

if TYPE_CHECKING:
    from .models import CharacterFile, ScenarioFile

MODELS = __package__ + ".models"       # the file models (pydantic), imported when a file is read
RESOURCES = Path(__file__).resolve().parents[3] / "resources" / "hundred"
DEMO = RESOURCES / "scenarios" / "crossroads.json"


def fighter(fid: str, sheet: CharacterFile, side: str, name: str | None = None, name_ja: str | None = None) -> Fighter:
    pools = {}
    for k, text in sheet.attributes.items():
        pools[k] = list(parse_pool(text))
    for k, text in sheet.skills.items():
        pools[k] = list(parse_pool(text))
    for k in ATTRIBUTES:
        pools.setdefault(k, [0, 0])
    endurance = sum(pools.get("endurance", (0, 0)))
    health = parse_notation(sheet.health) if sheet.health else [HEALTHY] * (4 + endurance)
    return Fighter(id=fid, name=name or sheet.name, side=side, pc=sheet.kind == "character", pools=pools,
                   weapons=[w.model_dump() for w in sheet.weapons], armor=dict(sheet.armor), health=health,
                   name_ja=name_ja if name else sheet.name_ja)


def build_battle(scenario: ScenarioFile, base_dir) -> Battle:
    fighters: dict[str, Fighter] = {}
    for _, entry, sheet, fid in participant_sheets(scenario, base_dir, MODELS):
        fighters[fid] = fighter(fid, sheet, entry.side, entry.name, entry.name_ja)
    ranges = {}
    for i, (a, b, band) in enumerate(scenario.ranges):
        for x in (a, b):
            if x not in fighters:
                raise FileFormatError(SCENARIO, f"no participant {x!r}", f"ranges.{i}")
        ranges[pair_key(a, b)] = band
    opts = scenario.options.model_dump()
    return Battle(scenario.name, fighters, ranges, opts, name_ja=scenario.name_ja,
                  deck=list(range(1, opts["deck"] + 1)))


HundredSession = ScenarioSession.of(__package__, RULES, build_battle, DEMO)
new_session, demo_session = HundredSession.new, HundredSession.demo_battle
