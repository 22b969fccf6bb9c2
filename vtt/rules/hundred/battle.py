"""A hundred battle from a scenario: the fighters from their sheets, the range table, the deck, the session."""
from __future__ import annotations

from pathlib import Path

from vtt.core.errors import Phrase
from vtt.core.files import SCENARIO, FileFormatError
from vtt.rules.kit.system import ScenarioSession, participant_sheets

from .dice import parse_pool
from .protocol import RULES
from .state import Battle, Fighter, pair_key, parse_notation, sorted_health
from .terms import ATTRIBUTES, HEALTHY

TYPE_CHECKING = False       # (not typing's: naming typing after PySide costs a read of its source; vtt.core.rolls)
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
    # "Health points are defined by a base value of 4 plus [Skill:Endurance]": a starting health in the notation
    # names the points that are not O, the rest are O ("(X)(X)" for 6 points is (X)(X)OOOO)
    # (a player character's; an enemy template may give more, the GM's monster: its health as written)
    points = 4 + sum(pools.get("endurance", (0, 0)))
    given = parse_notation(sheet.health) if sheet.health else []
    if sheet.kind != "character":
        points = max(points, len(given))
    elif len(given) > points:
        raise FileFormatError(SCENARIO, Phrase("{name}'s health {health} has {count} health points; 4 + Endurance "
                                               "gives {points}", name=sheet.name, health=sheet.health,
                                               count=len(given), points=points), "health")
    health = sorted_health(given + [HEALTHY] * (points - len(given)))
    return Fighter(id=fid, name=name or sheet.name, side=side, pc=sheet.kind == "character", pools=pools,
                   weapons=[w.model_dump() for w in sheet.weapons], armor=dict(sheet.armor), health=health,
                   name_ja=name_ja if name else sheet.name_ja)


def build_battle(scenario: ScenarioFile, base_dir) -> Battle:
    fighters: dict[str, Fighter] = {}
    for i, entry, sheet, fid in participant_sheets(scenario, base_dir, MODELS):
        try:
            fighters[fid] = fighter(fid, sheet, entry.side, entry.name, entry.name_ja)
        except FileFormatError as e:          # (where in the scenario: its participant's sheet, or her file)
            where = f"sheet.{e.field}" if entry.sheet is not None else "character"
            raise FileFormatError(SCENARIO, e.phrase or e.message, f"participants.{i}.{where}") from None
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
