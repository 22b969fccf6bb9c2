"""Every named thing a ruleset catalogues has its Japanese name: the workshop's lists (Nechronica's parts and
fetters, zones' actions and weapons, ashes' advantages, techniques and Imbalances, hundred's skills...) and every
named row of the shipped files (characters, monsters, scenarios, their weapons, techniques, Imbalances). Ashes'
sample character Mei's Imbalance "Haunted" had none, and the Japanese window read 「Haunted: ドラマ的ペナルティ」
(#39, played). Names we had to give a Japanese name of our own are listed in docs/rulings.md."""
from __future__ import annotations

import json

import pytest

from vtt.core import registry


def _unnamed(data, at="") -> list[str]:
    """Where ``data`` holds an object with a ``name`` and no ``name_ja``."""
    out = []
    if isinstance(data, dict):
        if isinstance(data.get("name"), str) and not data.get("name_ja"):
            out.append(f"{at or '/'}: {data['name']}")
        for k, v in data.items():
            out += _unnamed(v, f"{at}/{k}")
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _unnamed(v, f"{at}[{i}]")
    return out


@pytest.mark.parametrize("ruleset", registry.ids())
def test_every_entry_of_the_rulesets_lists_has_a_japanese_name(ruleset):
    lists = registry.get(ruleset).workshop_lists()
    missing = [f"{key}: {e.id}" for key, entries in lists.items() for e in entries if not e.name_ja]
    assert not missing


@pytest.mark.parametrize("ruleset", registry.ids())
def test_every_named_row_of_the_shipped_files_has_a_japanese_name(ruleset):
    kinds = registry.get(ruleset).workshop_kinds()
    paths = sorted({p for kind in kinds.values() for p in kind.samples()})
    assert paths
    missing = [f"{p.name}{where}" for p in paths for where in _unnamed(json.loads(p.read_text(encoding="utf-8")))]
    assert not missing


def test_a_files_own_imbalance_is_told_by_its_japanese_name():
    s = registry.get("ashes").demo_session(3)
    mei = next(f for f in s.state.fighters.values() if f.name == "Mei")
    haunted = next(i for i in mei.imbalances if i["name"] == "Haunted")
    labels = [s.ruleset.command_text(s.state, c, "ja") for c in s.legal_commands(mei.id)]
    assert haunted.get("name_ja") and labels and all(haunted["name_ja"] in t and "Haunted" not in t for t in labels), labels
