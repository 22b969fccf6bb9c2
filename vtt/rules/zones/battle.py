"""A zones battle from a scenario: the fighters from their sheets, the zone graph, the session."""
from __future__ import annotations

from pathlib import Path

from vtt.core.files import FileFormatError, load_model
from vtt.core.ruleset import ZoneMap
from vtt.core.package_system import ScenarioSession

from .models import CharacterFile, ScenarioFile
from .protocol import RULES, zones_of
from .state import Battle, Fighter

RESOURCES = Path(__file__).resolve().parents[3] / "resources" / "zones"
DEMO = RESOURCES / "scenarios" / "bridge.json"


def _id(name: str, taken: set) -> str:
    base = "".join(ch for ch in name.lower().replace(" ", "_") if ch.isalnum() or ch == "_") or "fighter"
    out, n = base, 1
    while out in taken:
        n += 1
        out = f"{base}{n}"
    return out


def build_battle(scenario: ScenarioFile, base_dir) -> Battle:
    opts = scenario.options
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
        pc = sheet.kind == "character"
        default_cap = opts.harm_capacity if pc else opts.npc_harm_capacity
        fighters[fid] = Fighter(
            id=fid, name=name, side=entry.side, pc=pc, zone=entry.zone, actions=sheet.dice(),
            weapons=[w.model_dump() | {"range": tuple(w.range)} for w in sheet.weapons],
            cap_physical=sheet.physical or default_cap, cap_mental=sheet.mental or default_cap,
            cards_wanted=sheet.cards, group=entry.group, name_ja=entry.name_ja if entry.name else sheet.name_ja)
    ids = [z.id for z in scenario.zones]
    edges = scenario.edges if scenario.edges is not None else [(ids[i], ids[i + 1]) for i in range(len(ids) - 1)]
    graph = ZoneMap(zones_of(scenario.zones), tuple((a, b) for a, b in edges),
                    "graph" if scenario.edges is not None or any(z.at for z in scenario.zones) else "line")
    specs = {z.id: z.model_dump() for z in scenario.zones}
    return Battle(scenario.name, fighters, graph, specs, opts.model_dump(), deck=list(range(1, opts.deck + 1)))


class ZonesSession(ScenarioSession):
    """A session on a zones battle that remembers its setup (vtt.core.package_system.ScenarioSession)."""

    rules = RULES
    build = staticmethod(build_battle)
    character_file = CharacterFile


def new_session(scenario: ScenarioFile, base_dir, seed=None, history: bool = True) -> ZonesSession:
    return ZonesSession(scenario, base_dir, scenario.seed if seed is None else seed, history)


def demo_session(seed=None) -> ZonesSession:
    return new_session(load_model(ScenarioFile, DEMO), DEMO.parent, seed)
