"""An ashes battle from a scenario: the combatants from their sheets, the battlefield graph, the session."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from vtt.core.package_system import ScenarioSession, participant_sheets, zone_edges
from vtt.core.ruleset import ZoneMap

from .engine import Out
from .shapes import SHAPES
from .protocol import RULES, zones_of
from .state import HEALTH_BOX, Battle, Fighter

if TYPE_CHECKING:
    from .models import CharacterFile, ScenarioFile

MODELS = __package__ + ".models"       # the file models (pydantic), imported when a file is read
RESOURCES = Path(__file__).resolve().parents[3] / "resources" / "ashes"
DEMO = RESOURCES / "scenarios" / "crossroads.json"


def build_battle(scenario: ScenarioFile, base_dir) -> Battle:
    fighters: dict[str, Fighter] = {}
    for i, entry, sheet, fid in participant_sheets(scenario, base_dir, MODELS):
        name = entry.name or sheet.name
        ch = sheet.chakra
        fighters[fid] = Fighter(
            id=fid, name=name, side=entry.side, pc=sheet.kind == "character", zone=entry.zone, seat=i,
            effort=sheet.effort, aura=sheet.aura, aura_max=sheet.aura, health=sheet.health_boxes * HEALTH_BOX,
            boxes=sheet.health_boxes, armor=sheet.armor, degree=sheet.degree, senses=sheet.senses,
            weapon=sheet.weapon.model_dump() if sheet.weapon else {},
            techniques=[t.model_dump() for t in sheet.techniques],
            imbalances=[im.model_dump() for im in sheet.imbalances],
            name_ja=entry.name_ja if entry.name else sheet.name_ja, chakra=ch.state,
            recovery=ch.recovery if ch.state == "awakened" else 0,
            pool=5 * ch.recovery if ch.state == "awakened" else 0, prana=ch.prana if ch.state == "awakened" else 0)
    graph = ZoneMap(zones_of(scenario.zones), zone_edges(scenario.zones, scenario.edges), "graph")
    specs = {z.id: z.model_dump() for z in scenario.zones}
    b = Battle(scenario.name, fighters, graph, specs, scenario.options.model_dump(),
               death_token=scenario.options.death_token)
    RULES._settle(b, Out(b, None))          # a round with no Imbalance to decide waits on the Effort roll
    return b


class AshesSession(ScenarioSession):
    """A session on a ashes battle that remembers its setup (vtt.core.package_system.ScenarioSession)."""

    rules = RULES
    build = staticmethod(build_battle)
    models = MODELS
    shapes = SHAPES
    demo = DEMO


new_session = AshesSession.new
demo_session = AshesSession.demo_battle
