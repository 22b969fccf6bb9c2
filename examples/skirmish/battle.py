"""A skirmish from a scenario: the fighters from their sheets, the zone graph, the session."""
from __future__ import annotations

from pathlib import Path

from vtt.rules.kit.places import zone_map, zone_specs
from vtt.rules.kit.system import ScenarioSession, participant_sheets

from .protocol import RULES
from .state import Battle, Fighter

MODELS = __package__ + ".models"       # the file models (pydantic), imported when a file is read
RESOURCES = Path(__file__).resolve().parent / "resources"
DEMO = RESOURCES / "scenarios" / "yard.json"


def build_battle(scenario, base_dir) -> Battle:
    fighters = {}
    for _, entry, sheet, fid in participant_sheets(scenario, base_dir, MODELS):
        fighters[fid] = Fighter(fid, entry.name or sheet.name, entry.side, sheet.kind == "character", entry.zone,
                                sheet.health, sheet.health, sheet.strength,
                                name_ja=entry.name_ja if entry.name else sheet.name_ja)
    return Battle(scenario.name, fighters, zone_map(scenario.zones, scenario.edges), zone_specs(scenario.zones),
                  scenario.options.model_dump(), deck=list(range(1, scenario.options.deck + 1)))


SkirmishSession = ScenarioSession.of(__package__, RULES, build_battle, DEMO)
new_session, demo_session = SkirmishSession.new, SkirmishSession.demo_battle
