"""An ashes battle from a scenario: the combatants from their sheets, the battlefield graph, the session."""
from __future__ import annotations

from pathlib import Path

from vtt.core.files import FileFormatError, load_model
from vtt.core.ruleset import ZoneMap
from vtt.core.package_system import ScenarioSession

from .engine import Out
from .models import CharacterFile, ScenarioFile
from .protocol import RULES, zones_of
from .state import HEALTH_BOX, Battle, Fighter

RESOURCES = Path(__file__).resolve().parents[3] / "resources" / "ashes"
DEMO = RESOURCES / "scenarios" / "crossroads.json"


def _id(name: str, taken: set) -> str:
    base = "".join(ch for ch in name.lower().replace(" ", "_") if ch.isalnum() or ch == "_") or "fighter"
    out, n = base, 1
    while out in taken:
        n += 1
        out = f"{base}{n}"
    return out


def build_battle(scenario: ScenarioFile, base_dir) -> Battle:
    fighters: dict[str, Fighter] = {}
    for i, entry in enumerate(scenario.participants):
        if entry.sheet is not None:
            sheet = entry.sheet
        else:
            path = Path(base_dir) / entry.character
            try:
                sheet = load_model(CharacterFile, path)
            except FileFormatError as e:
                raise FileFormatError(e.path, e.message, e.field or f"participants.{i}.character") from None
        name = entry.name or sheet.name
        fid = entry.id or _id(name, set(fighters))
        if fid in fighters:
            raise FileFormatError("<scenario>", f"two participants have the id {fid!r}", f"participants.{i}.id")
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
    ids = [z.id for z in scenario.zones]
    edges = scenario.edges if scenario.edges is not None else [(ids[i], ids[i + 1]) for i in range(len(ids) - 1)]
    graph = ZoneMap(zones_of(scenario.zones), tuple((a, b) for a, b in edges), "graph")
    specs = {z.id: z.model_dump() for z in scenario.zones}
    b = Battle(scenario.name, fighters, graph, specs, scenario.options.model_dump(),
               death_token=scenario.options.death_token)
    RULES._settle(b, Out(b, None))          # a round with no Imbalance to decide waits on the Effort roll
    return b


class AshesSession(ScenarioSession):
    """A session on a ashes battle that remembers its setup (vtt.core.package_system.ScenarioSession)."""

    rules = RULES
    build = staticmethod(build_battle)
    character_file = CharacterFile


def new_session(scenario: ScenarioFile, base_dir, seed=None, history: bool = True) -> AshesSession:
    return AshesSession(scenario, base_dir, scenario.seed if seed is None else seed, history)


def demo_session(seed=None) -> AshesSession:
    return new_session(load_model(ScenarioFile, DEMO), DEMO.parent, seed)
