"""An ashes battle from a scenario: the combatants from their sheets, the battlefield graph, the session."""
from __future__ import annotations

from pathlib import Path

from vtt.rules.kit.engine import Out
from vtt.rules.kit.places import zone_map, zone_specs
from vtt.rules.kit.system import ScenarioSession, participant_sheets

from .protocol import RULES
from .state import HEALTH_BOX, Battle, Fighter
from .texts import event_phrase

TYPE_CHECKING = False       # (not typing's: naming typing after PySide costs a read of its source; vtt.core.rolls)
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
            imbalances=[im.model_dump(exclude_none=True) for im in sheet.imbalances],
            name_ja=entry.name_ja if entry.name else sheet.name_ja, chakra=ch.state,
            recovery=ch.recovery if ch.state == "awakened" else 0,
            pool=5 * ch.recovery if ch.state == "awakened" else 0, prana=ch.prana if ch.state == "awakened" else 0)
    b = Battle(scenario.name, fighters, zone_map(scenario.zones, scenario.edges), zone_specs(scenario.zones),
               scenario.options.model_dump(), death_token=scenario.options.death_token)
    RULES._settle(b, Out(b, None, event_phrase))          # a round with no Imbalance to decide waits on the Effort roll
    return b


AshesSession = ScenarioSession.of(__package__, RULES, build_battle, DEMO)
new_session, demo_session = AshesSession.new, AshesSession.demo_battle
