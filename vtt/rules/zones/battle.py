"""A zones battle from a scenario: the fighters from their sheets, the zone graph, the session."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from vtt.core.package_system import ScenarioSession, participant_sheets, zone_edges
from vtt.core.ruleset import ZoneMap

from .shapes import SHAPES
from .protocol import RULES, zones_of
from .state import Battle, Fighter
from .terms import action_dice

if TYPE_CHECKING:
    from .models import CharacterFile, ScenarioFile

MODELS = __package__ + ".models"       # the file models (pydantic), imported when a file is read
RESOURCES = Path(__file__).resolve().parents[3] / "resources" / "zones"
DEMO = RESOURCES / "scenarios" / "bridge.json"


def build_battle(scenario: ScenarioFile, base_dir) -> Battle:
    opts = scenario.options
    fighters: dict[str, Fighter] = {}
    for i, entry, sheet, fid in participant_sheets(scenario, base_dir, MODELS):
        name = entry.name or sheet.name
        pc = sheet.kind == "character"
        default_cap = opts.harm_capacity if pc else opts.npc_harm_capacity
        fighters[fid] = Fighter(
            id=fid, name=name, side=entry.side, pc=pc, zone=entry.zone, actions=action_dice(sheet.actions),
            weapons=[w.model_dump() | {"range": tuple(w.range)} for w in sheet.weapons],
            cap_physical=sheet.physical or default_cap, cap_mental=sheet.mental or default_cap,
            cards_wanted=sheet.cards, group=entry.group, name_ja=entry.name_ja if entry.name else sheet.name_ja)
    graph = ZoneMap(zones_of(scenario.zones), zone_edges(scenario.zones, scenario.edges),
                    "graph" if scenario.edges is not None or any(z.at for z in scenario.zones) else "line")
    specs = {z.id: z.model_dump() for z in scenario.zones}
    return Battle(scenario.name, fighters, graph, specs, opts.model_dump(), deck=list(range(1, opts.deck + 1)))


class ZonesSession(ScenarioSession):
    """A session on a zones battle that remembers its setup (vtt.core.package_system.ScenarioSession)."""

    rules = RULES
    build = staticmethod(build_battle)
    models = MODELS
    shapes = SHAPES
    demo = DEMO


new_session = ZonesSession.new
demo_session = ZonesSession.demo_battle
