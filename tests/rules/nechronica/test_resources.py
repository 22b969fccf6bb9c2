"""The shipped sample content: every file loads, and the sample dolls are legal new dolls."""
from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from vtt import RESOURCES
from vtt.core.files import load_model, read_json
from vtt.rules.nechronica.catalog import CatalogFile, load_catalog, load_catalog_file
from vtt.rules.nechronica.effects import doll_max_ap_breakdown, parse_effects
from vtt.rules.nechronica.models import DOLL_START_AREAS, DollFile, EnemyFile, ScenarioFile

MODEL_BY_KIND = {"doll": DollFile, "legion": EnemyFile, "horror": EnemyFile, "savant": EnemyFile,
                 "scenario": ScenarioFile, "catalog": CatalogFile}
FOLDER_BY_KIND = {"doll": "dolls", "legion": "enemies", "horror": "enemies", "savant": "enemies",
                  "scenario": "scenarios", "catalog": "catalog"}
REINFORCEMENT_CATEGORIES = ("armament", "mutation", "modification")

# Nechronica's files: another ruleset's (resources/<id>/, naming its ruleset) are tested with that ruleset
ALL_JSON = sorted(p for p in RESOURCES.rglob("*.json") if read_json(p).get("ruleset", "nechronica") == "nechronica")
DOLL_FILES = sorted((RESOURCES / "dolls").glob("*.json"))
ENEMY_FILES = sorted((RESOURCES / "enemies").glob("*.json"))
SCENARIO_FILES = sorted((RESOURCES / "scenarios").glob("*.json"))
SAMPLE_CATALOG_FILES = sorted((RESOURCES / "catalog").glob("sample_*.json"))


def _ids(paths):
    return [str(p.relative_to(RESOURCES)) for p in paths]


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def load_resolved_scenario(path: Path):
    """(scenario, dolls, enemies) with every file reference read relative to the scenario file."""
    scenario = load_model(ScenarioFile, path)
    dolls = [entry.doll or load_model(DollFile, path.parent / entry.file) for entry in scenario.dolls]
    enemies = [entry.enemy or load_model(EnemyFile, path.parent / entry.file) for entry in scenario.enemies]
    return scenario, dolls, enemies


def all_sample_parts():
    """(where, part) for every part of the shipped sample content: sample catalogs, dolls, enemies."""
    for path in SAMPLE_CATALOG_FILES:
        for i, p in enumerate(load_catalog_file(path).parts):
            yield f"{path.name} parts.{i}", p
    for path in DOLL_FILES:
        for i, p in enumerate(load_model(DollFile, path).parts):
            yield f"{path.name} parts.{i}", p
    for path in ENEMY_FILES:
        for i, p in enumerate(load_model(EnemyFile, path).parts):
            yield f"{path.name} parts.{i}", p


# --- every file loads through its model ------------------------------------------------------------

def test_resources_hold_every_kind_of_sample_file():
    assert len(DOLL_FILES) >= 4
    assert len(SCENARIO_FILES) >= 2
    assert {load_model(EnemyFile, p).kind for p in ENEMY_FILES} == {"legion", "horror", "savant"}
    assert len(SAMPLE_CATALOG_FILES) == 5       # armament, modification, mutation; skill, enemy (#40 item 12)


@pytest.mark.parametrize("path", ALL_JSON, ids=_ids(ALL_JSON))
def test_every_json_file_loads_through_the_model_of_its_kind(path):
    kind = read_json(path).get("kind")
    assert kind in MODEL_BY_KIND, f"{path}: no file model for kind {kind!r}"
    assert path.parent.name == FOLDER_BY_KIND[kind], f"{path}: a {kind} file belongs in resources/{FOLDER_BY_KIND[kind]}"
    load_model(MODEL_BY_KIND[kind], path)


@pytest.mark.parametrize("path", SCENARIO_FILES, ids=_ids(SCENARIO_FILES))
def test_scenario_file_references_resolve(path):
    scenario, dolls, enemies = load_resolved_scenario(path)
    assert len(dolls) == len(scenario.dolls) >= 1
    assert len(enemies) == len(scenario.enemies) >= 1
    for entry, enemy in zip(scenario.enemies, enemies):
        assert entry.bodies is None or enemy.kind == "legion", f"{path}: only a legion entry sets bodies"


def test_the_catalog_loads_with_the_samples_marked_as_samples(catalog):
    sample_files = [load_catalog_file(p) for p in SAMPLE_CATALOG_FILES]
    for f in sample_files:
        assert f.sample is True
        assert "sample" in f.name.lower()
    sample_ids = [p.id for f in sample_files for p in f.parts]
    assert len(sample_ids) == len(set(sample_ids)), "a sample part id is used twice"
    assert catalog.sample_ids == set(sample_ids)
    assert not set(sample_ids) & set(catalog.basic_doll), "a sample part overrides a basic part"


@pytest.mark.parametrize("category", REINFORCEMENT_CATEGORIES)
def test_each_sample_category_offers_parts_at_levels_1_to_3(catalog, category):
    parts = [catalog.get(pid) for pid in catalog.sample_ids if catalog.get(pid).category == category]
    assert len(parts) >= 5
    assert Counter(p.level for p in parts).keys() == {1, 2, 3}
    for p in parts:
        assert p.id.startswith(f"sample.{category}."), p.id
        assert p.name and p.name_ja and p.effect_en, p.id     # English and Japanese names, as every shipped part


def test_sample_parts_cover_every_timing(catalog):
    timings = {catalog.get(pid).timing for pid in catalog.sample_ids}
    assert timings == {"auto", "action", "judge", "damage", "rapid"}


# --- the effect text says what the English says, and the engine can automate it --------------------

_EN_ATTACK = re.compile(r"(Unarmed|Melee|Shooting|Blast|Mental) attack (\d+)")
_EN_NUMBERED = {"move_hinder": r"Move hinder (\d+)", "move": r"\bMove (\d+)", "support": r"Support (\d+)",
                "hinder": r"\bHinder (\d+)", "defense": r"Defense (\d+)", "max_ap": r"Max AP \+(\d+)"}
_EN_FLAGS = {"dismember": "dismember", "explosive": "explosive", "area": "area attack", "trip": "trip"}


def expected_from_english(text: str) -> dict:
    """What an effect_en like 'Shooting attack 1, chain 1' promises, in Effects' field names."""
    want = {"attack": None, "damage": 0, "chain": None}
    m = _EN_ATTACK.search(text)
    if m:
        want["attack"], want["damage"] = m.group(1).lower(), int(m.group(2))
    for field, pattern in _EN_NUMBERED.items():
        m = re.search(pattern, text, re.IGNORECASE if field != "hinder" else 0)
        want[field] = int(m.group(1)) if m else 0
    for field, word in _EN_FLAGS.items():
        want[field] = word in text.lower()
    m = re.search(r"chain (\d+|\(from bodies\))", text)
    if m:
        want["chain"] = 0 if m.group(1) == "(from bodies)" else int(m.group(1))
    return want


# せぼね is automated by its name, not by keywords.
@pytest.mark.parametrize("where,part", [(w, p) for w, p in all_sample_parts() if p.name != "せぼね"],
                         ids=lambda x: x if isinstance(x, str) else "")
def test_sample_part_effect_matches_its_english_text(where, part):
    got = parse_effects(part.effect, part.name)
    want = expected_from_english(part.effect_en or "")
    assert {k: getattr(got, k) for k in want} == want, f"{where}: {part.effect!r} vs {part.effect_en!r}"


def test_every_sample_attack_part_parses_to_an_attack():
    attacks = [(where, p) for where, p in all_sample_parts() if "attack" in (p.effect_en or "").lower()]
    assert len(attacks) >= 10
    for where, p in attacks:
        effects = parse_effects(p.effect, p.name)
        assert effects.attack is not None and effects.damage >= 1, f"{where}: {p.effect!r} is not an attack"
        assert p.timing in ("action", "rapid"), f"{where}: an attack is an Action or Rapid maneuver"


def test_sample_reinforcement_parts_are_all_automated(catalog):
    for pid in catalog.sample_ids:
        p = catalog.get(pid)
        assert parse_effects(p.effect, p.name).automated, f"{pid}: {p.effect!r} would only be shown as text"


# --- the sample dolls are legal new dolls ----------------------------------------------------------

@pytest.fixture(scope="module", params=DOLL_FILES, ids=_ids(DOLL_FILES))
def doll(request):
    return load_model(DollFile, request.param)


def test_sample_doll_has_every_basic_part(doll, catalog):
    basic = Counter(pid for pid in catalog.basic_doll if catalog.get(pid).category != "treasure")
    have = Counter(p.id for p in doll.parts if p.category == "basic")
    assert have == basic


def test_sample_doll_parts_are_full_copies_of_the_catalog(doll, catalog):
    for i, p in enumerate(doll.parts):
        assert p.id, f"parts.{i} has no catalog id"
        expected = catalog.get(p.id).model_dump(exclude={"location"} if p.category == "treasure" else set())
        assert p.model_dump(exclude={"location"} if p.category == "treasure" else set()) == expected, f"parts.{i}"


def test_sample_doll_has_exactly_one_treasure(doll):
    treasures = [p for p in doll.parts if p.category == "treasure"]
    assert [(p.name, p.name_ja) for p in treasures] == [("Treasure", "たからもの")]
    assert treasures[0].location in ("head", "arms", "torso", "legs")


@pytest.mark.parametrize("category", REINFORCEMENT_CATEGORIES)
def test_sample_doll_reinforcement_parts_follow_her_values(doll, catalog, category):
    value = getattr(doll.reinforcement, category)
    levels = sorted(p.level for p in doll.parts if p.category == category)
    assert levels == sorted(i % 3 + 1 for i in range(value))
    for p in doll.parts:
        if p.category == category:
            assert p.id in catalog.sample_ids


def test_sample_doll_has_only_basic_treasure_and_reinforcement_parts(doll):
    assert {p.category for p in doll.parts} <= {"basic", "treasure", *REINFORCEMENT_CATEGORIES}


def test_sample_doll_max_ap_is_9_to_11(doll):
    assert 9 <= sum(delta for _, delta in doll_max_ap_breakdown(doll)) <= 11


def test_sample_doll_fetters(doll):
    assert 2 <= len(doll.fetters) <= 3
    treasure_fetters = [f for f in doll.fetters if f.treasure]
    assert len(treasure_fetters) == 1
    assert treasure_fetters[0].madness == 3
    assert all(0 <= f.madness <= 3 for f in doll.fetters), "a sample doll starts with no mad fetter"
    assert all(f.mad_effect for f in doll.fetters)


def test_sample_doll_sheet_is_filled_in(doll):
    assert doll.name and doll.name_ja
    assert doll.position and doll.main_class and doll.sub_class
    assert doll.area in DOLL_START_AREAS
    assert doll.karma and doll.memory_fragments


def test_sample_dolls_have_different_names():
    names = [load_model(DollFile, p).name for p in DOLL_FILES]
    assert len(names) == len(set(names))


# --- sample enemies ---------------------------------------------------------------------------------

def _enemy(name):
    return load_model(EnemyFile, RESOURCES / "enemies" / f"{name}.json")


@pytest.mark.parametrize("name,threat,attack", [("zombie", 1, "unarmed"), ("soldier", 2, "shooting"),
                                                ("nightmare", 2, "mental")])
def test_sample_legion(name, threat, attack):
    legion = _enemy(name)
    assert (legion.kind, legion.threat, legion.base_ap, legion.bodies) == ("legion", threat, 8, 10)
    effects = [parse_effects(p.effect) for p in legion.parts]
    assert [e.attack for e in effects if e.attack] == [attack]
    assert [e.chain for e in effects if e.attack] == [0], "a legion's chain comes from its bodies"
    assert any(e.move for e in effects)


def test_zombie_legion_parts_are_the_rulebook_ones():
    rows = [(p.name, p.timing, p.cost, p.range, p.effect) for p in _enemy("zombie").parts]
    assert rows == [("Rend", "action", 2, "0", "肉弾攻撃1+連撃"),
                    ("Shamble", "action", 3, "自身", "移動1"),
                    ("Mob", "rapid", 0, "0", "移動妨害1")]


def test_ghoul_horror_attacks_defends_and_moves():
    ghoul = _enemy("ghoul")
    assert (ghoul.kind, ghoul.threat, ghoul.base_ap) == ("horror", 2, 8)
    assert 4 <= len(ghoul.parts) <= 6
    effects = [parse_effects(p.effect) for p in ghoul.parts]
    assert any(e.attack for e in effects) and any(e.move for e in effects)
    assert [(p.timing, e.defense) for p, e in zip(ghoul.parts, effects) if e.defense] == [("damage", 1)]


def test_savant_has_the_basic_parts_by_location(catalog):
    savant = _enemy("savant")
    assert (savant.kind, savant.base_ap) == ("savant", 6)
    basic = Counter(pid for pid in catalog.basic_doll if catalog.get(pid).category != "treasure")
    assert Counter(p.id for p in savant.parts if p.category == "basic") == basic
    assert any(p.id in catalog.sample_ids for p in savant.parts)
    assert sum(delta for _, delta in doll_max_ap_breakdown(savant)) == 9


def test_sample_enemies_say_they_are_samples():
    for path in ENEMY_FILES:
        assert "sample" in load_model(EnemyFile, path).notes.lower(), path.name


# --- the scenarios ----------------------------------------------------------------------------------

def test_demo_scenario_sets_the_stage():
    scenario, dolls, enemies = load_resolved_scenario(RESOURCES / "scenarios" / "demo.json")
    assert sorted(d.name for d in dolls) == sorted(load_model(DollFile, p).name for p in DOLL_FILES)
    placed = [(e.name, entry.area, entry.bodies or e.bodies) for entry, e in zip(scenario.enemies, enemies)]
    assert placed == [("Zombie", "hades", 10), ("Soldier", "tartarus", 10), ("Ghoul", "hades", None)]
    assert scenario.victory.type == "annihilate"
    assert scenario.karma == ["Destroy every enemy"]          # (in English: its Japanese 敵を全滅させる the catalog's)
    assert scenario.seed == 1


def test_demo_threat_is_eight():
    """Legion threat is per 5 bodies: zombies 1x2 + soldiers 2x2 + ghoul 2."""
    scenario, _, enemies = load_resolved_scenario(RESOURCES / "scenarios" / "demo.json")
    total = 0
    for entry, e in zip(scenario.enemies, enemies):
        bodies = entry.bodies or e.bodies
        total += e.threat * -(-bodies // 5) if e.kind == "legion" else e.threat
    assert total == 8


def test_duel_is_one_doll_against_five_zombies():
    scenario, dolls, enemies = load_resolved_scenario(RESOURCES / "scenarios" / "duel.json")
    assert len(dolls) == 1
    assert [(e.name, entry.bodies) for entry, e in zip(scenario.enemies, enemies)] == [("Zombie", 5)]


def test_resource_files_are_utf8_json_with_a_schema_version():
    for path in ALL_JSON:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert data.get("schema_version") == 1, path.name
