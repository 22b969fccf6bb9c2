"""#48: a scenario refused as it is built (past its schema: what only its participants' sheets tell) is reported
with the file it came from and where in it, and the file is never written over, in every ruleset. A zones
battle whose participants draw more initiative cards than its deck holds opened, and stood at the deal, refused
each time ("The deck of 2 cards has 0 left, too few for Grey wolf to draw"); two participants with one id named
"<scenario>", not the file."""
from __future__ import annotations

import json

import pytest

from vtt.core import registry
from vtt.core.errors import FileFormatError
from vtt.core.game_file import battle_data, open_session

from tests.reliability.battles import RULESETS


def saved_battle(rid: str) -> dict:
    """The ruleset's demo battle as a saved file holds it, before its first command (no snapshot: the setup is
    changed, so the replay could not reach it)."""
    data = json.loads(json.dumps(battle_data(registry.get(rid).demo_session(1))))
    del data["snapshot"]
    return data


def refused_unchanged(path, data) -> FileFormatError:
    """Opening ``path`` (written from ``data``) is refused with a FileFormatError naming it; the file stays as it
    was written."""
    text = json.dumps(data, ensure_ascii=False)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(FileFormatError) as e:
        open_session(path)
    assert e.value.path == str(path), str(e.value)
    assert path.read_text(encoding="utf-8") == text                                # never written over
    return e.value


def participants(data: dict) -> list:
    """The scenario's participants (Nechronica's: its dolls and enemies, one id space)."""
    scenario = data.get("setup") or data
    return scenario["participants"] if "participants" in scenario else scenario["dolls"] + scenario["enemies"]


@pytest.mark.parametrize("deck, wolves", [(2, 2), (3, 2), (2, 0), (30, 40)])
@pytest.mark.parametrize("kind", ["battle", "scenario"])
def test_a_zones_file_whose_participants_draw_more_cards_than_its_deck_is_refused_at_the_deck(tmp_path, kind, deck,
                                                                                             wolves):
    """"identical NPCs of one group share one initiative card" (the scenario's group): the demo's five draw four
    cards a round (its two wolves one); more wolves of their own draw one each."""
    data = saved_battle("zones")
    scenario = data["setup"]
    scenario["options"]["deck"] = deck
    wolf = next(p for p in scenario["participants"] if p.get("group"))
    scenario["participants"] += [dict(wolf, id=f"stray_{i}", group=None) for i in range(wolves)]
    drawn = 4 + wolves
    error = refused_unchanged(tmp_path / f"{kind}.json", data if kind == "battle" else scenario)
    assert error.field == ("setup.options.deck" if kind == "battle" else "options.deck")
    assert f"the deck of {deck} initiative cards is too small" in error.message and f"draw {drawn} cards" in \
        error.message


def test_a_zones_file_whose_deck_holds_every_draw_opens(tmp_path):
    data = saved_battle("zones")
    data["setup"]["options"]["deck"] = 4                 # the demo's four draws, no more
    path = tmp_path / "battle.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    s = open_session(path)
    assert s.do({"type": "deal"}) and s.state.phase == "battle"


@pytest.mark.parametrize("rid", RULESETS)
@pytest.mark.parametrize("kind", ["battle", "scenario"])
def test_two_participants_with_one_id_are_refused_naming_the_file(tmp_path, rid, kind):
    data = saved_battle(rid)
    people = participants(data)
    people[0]["id"] = people[1]["id"] = "same"
    error = refused_unchanged(tmp_path / f"{kind}.json", data if kind == "battle" else data["setup"])
    assert error.field is not None and error.field.endswith(".id") and "same" in error.message, str(error)
    assert error.field.startswith("setup.") == (kind == "battle"), str(error)
