"""A zones battle from a scenario: the fighters from their sheets, the zone graph, the session."""
from __future__ import annotations

from pathlib import Path

from vtt.core.files import SCENARIO, FileFormatError
from vtt.rules.kit.places import zone_map, zone_specs
from vtt.rules.kit.system import ScenarioSession, participant_sheets

from .protocol import RULES
from .state import Battle, Fighter
from .terms import action_dice

TYPE_CHECKING = False       # (not typing's: naming typing after PySide costs a read of its source; vtt.core.rolls)
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
    graph = zone_map(scenario.zones, scenario.edges,
                     "graph" if scenario.edges is not None or any(z.at for z in scenario.zones) else "line")
    return Battle(scenario.name, fighters, graph, zone_specs(scenario.zones), opts.model_dump(),
                  deck=list(range(1, opts.deck + 1)))


def check_setup(b: Battle) -> None:
    """A battle whose deal draws more cards than its deck holds, refused where its file is read, naming the deck
    option (vtt.rules.kit.system: a scenario, a saved battle's setup): it opened, and stood at the deal, refused each
    time (each participant draws her cards, a group of identical NPCs one hand for all: engine._drawers). A battle
    built in code (a crowd of markers to paint) is not a file: it is not asked."""
    groups: set[str] = set()
    drawn = 0
    for f in b.fighters.values():
        if f.group is None or f.group not in groups:
            drawn += f.cards_wanted
        if f.group is not None:
            groups.add(f.group)
    deck = b.options["deck"]
    if drawn > deck:
        raise FileFormatError(SCENARIO, f"the deck of {deck} initiative cards is too small: its participants draw "
                                        f"{drawn} cards each round (a group of identical NPCs draws once)",
                              "options.deck")


ZonesSession = ScenarioSession.of(__package__, RULES, build_battle, DEMO)
new_session, demo_session = ZonesSession.new, ZonesSession.demo_battle
