"""Building a Battle from a scenario: resolving files, placing dolls and enemies.

A battle is built from its setup's plain data: a resolved scenario (every doll and enemy inline) as
nested dicts, the shape ``ScenarioFile.model_dump()`` gives. So the built-in demo, read without
pydantic (``battle.read_shipped_scenario``), opens exactly the battle its validated files would. The file models are
imported only where files are resolved or written.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from vtt.core.errors import FileFormatError
from vtt.core.files import SCENARIO, load_model, named_by

from .state import Battle, FetterState, Part, Participant
from .terms import AREAS

if TYPE_CHECKING:
    from .models import DollFile, ScenarioFile


class RuleOptions(NamedTuple):
    """The rule variants a battle runs with: the scenario's ``options`` (models.Options)."""

    favor_fetter_change_cost: int
    fumble_attacker_picks_location: bool
    treasure_recovery_any_fetter: bool
    nc_declares_first: bool
    dismember_target: int


class Victory(NamedTuple):
    """The battle's victory condition: the scenario's ``victory`` (models.VictoryCondition)."""

    type: str
    rounds: int | None
    text: str


def without_none(data):
    """A copy of file data with the nulls left out, as ``model_dump(exclude_none=True)`` writes it."""
    if isinstance(data, dict):
        return {k: without_none(v) for k, v in data.items() if v is not None}
    if isinstance(data, list):
        return [without_none(v) for v in data]
    return data


def _slug(text: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")
    return s or re.sub(r"\s+", "_", text.strip()) or "p"


def _with_basic_parts(model):
    """Expand ``basic_parts: true`` into the catalog's basic parts, placed before the listed ones."""
    if not model.basic_parts:
        return model
    from .catalog import load_catalog
    return model.model_copy(update={"parts": load_catalog().basic_parts() + list(model.parts),
                                    "basic_parts": False})


def _parts(specs: list[dict]) -> list[Part]:
    return [Part(key=f"p{i}", name=s["name"], location=s["location"], timing=s["timing"], cost=s["cost"],
                 range=s["range"], effect=s["effect"], category=s["category"], level=s["level"], dice=s["dice"],
                 damaged=s["damaged"], name_ja=s["name_ja"], effect_en=s["effect_en"], part_id=s["id"])
            for i, s in enumerate(specs)]


def _fetters(fs: list[dict]) -> list[FetterState]:
    return [FetterState(f["target"], f["emotion"], f["madness"], f["mad_effect"], f["treasure"]) for f in fs]


def _named(model, path, field: str):
    """The file the scenario names at ``field``, read; a broken one is the scenario's error at that field."""
    try:
        return load_model(model, path)
    except FileFormatError as e:
        raise named_by(e, field) from None


def resolve_scenario(scenario: ScenarioFile, base_dir) -> ScenarioFile:
    """A copy of the scenario with every file reference replaced by the file's content, and every picture
    named by its absolute path (vtt.core.pictures: a saved battle finds them wherever it is saved)."""
    from vtt.core.picture_fields import with_absolute_paths
    from .models import DollFile, EnemyFile
    base = Path(base_dir)
    dolls, enemies = [], []
    for i, d in enumerate(scenario.dolls):
        if d.file is not None:
            path = base / d.file
            doll = with_absolute_paths(_named(DollFile, path, f"dolls.{i}.file"), path.parent)
            d = d.model_copy(update={"file": None, "doll": doll})
        doll = with_absolute_paths(_with_basic_parts(d.doll), base)
        dolls.append(d.model_copy(update={"doll": doll}))
    for i, e in enumerate(scenario.enemies):
        if e.file is not None:
            path = base / e.file
            enemy = with_absolute_paths(_named(EnemyFile, path, f"enemies.{i}.file"), path.parent)
            e = e.model_copy(update={"file": None, "enemy": enemy})
        enemies.append(e.model_copy(update={"enemy": with_absolute_paths(_with_basic_parts(e.enemy), base)}))
    return with_absolute_paths(scenario, base).model_copy(update={"dolls": dolls, "enemies": enemies})


def build_battle(scenario: ScenarioFile, base_dir=".") -> Battle:
    """The battle of a scenario: its files resolved, then built as ``battle_from_setup``."""
    return battle_from_setup(resolve_scenario(scenario, base_dir).model_dump())


def battle_from_setup(sc: dict) -> Battle:
    """Dolls in their starting areas, enemies placed, victory condition and karma recorded.

    ``sc``: a resolved scenario's data (``ScenarioFile.model_dump()``); nothing in it is kept or changed."""
    fighters: dict[str, Participant] = {}

    def unique(pid: str) -> str:
        base, n = pid, 2
        while pid in fighters:
            pid = f"{base}_{n}"
            n += 1
        return pid

    for i, e in enumerate(sc["enemies"]):
        en = e["enemy"]
        pid = e["id"] or unique(_slug(en["name"]))
        if pid in fighters:
            raise FileFormatError(SCENARIO, f"two participants have the id {pid!r}", f"enemies.{i}.id")
        bodies = e["bodies"] or en["bodies"] or 0
        # the entry's name (in both languages) where it gives one, else the enemy file's
        name, name_ja = (e["name"], e["name_ja"]) if e["name"] else (en["name"], en["name_ja"])
        p = Participant(id=pid, name=name, name_ja=name_ja, side="enemies", kind=en["kind"],
                        area=AREAS.index(e["area"]), base_ap=en["base_ap"], parts=_parts(en["parts"]),
                        fetters=_fetters(en["fetters"]), bodies=bodies, start_bodies=bodies, threat=en["threat"],
                        hidden=e["hidden"], show_name=e["show_name"], show_ap=e["show_ap"],
                        show_damage=e["show_damage"], notes=e["notes"] or en["notes"], source=without_none(en))
        fighters[pid] = p
    for i, d in enumerate(sc["dolls"]):
        doll = d["doll"]
        pid = d["id"] or unique(_slug(doll["name"]))
        if pid in fighters:
            raise FileFormatError(SCENARIO, f"two participants have the id {pid!r}", f"dolls.{i}.id")
        area = d["area"] or doll["area"]
        fighters[pid] = Participant(
            id=pid, name=doll["name"], name_ja=doll["name_ja"], side="dolls", kind="doll", area=AREAS.index(area),
            base_ap=doll["base_ap"],
            parts=_parts(doll["parts"]), fetters=_fetters(doll["fetters"]), notes=doll["notes"],
            source=without_none(doll))
    b = Battle(fighters=fighters, options=RuleOptions(**sc["options"]), victory=Victory(**sc["victory"]),
               karma=list(sc["karma"]), name=sc["name"], name_ja=sc["name_ja"])
    for p in fighters.values():
        p.ap = b.max_ap(p)
        p.count_area = p.area
    return b


def participant_to_doll(b: Battle, pid: str) -> DollFile:
    """The doll file of a participant's current state (damaged parts, madness), e.g. to print it."""
    from .models import DollFile
    p = b.fighters[pid]
    src = dict(p.source)
    src["parts"] = [{**spec, "damaged": part.damaged}
                    for spec, part in zip(src.get("parts", []), p.parts)]
    src["fetters"] = [{**spec, "madness": f.madness} for spec, f in zip(src.get("fetters", []), p.fetters)]
    if p.kind == "doll":
        return DollFile.model_validate(src)
    src = {k: v for k, v in src.items() if k in DollFile.model_fields and k != "kind"}
    src["area"] = "limbo"
    return DollFile.model_validate(src)
