"""#20 item 3: the dice no longer restart from the seed on every load and recovery. A session's random
state is its seed and the number of RNG words drawn; the battle file and the journal keep that number,
so a reloaded battle rolls on exactly as the one that was never saved."""
import pytest

from tests.core import toy
from vtt.core.errors import FileFormatError
from vtt.core.game_file import battle_data, open_session, save_battle
from vtt.core.journal import Journal, load_journal
from vtt.rules.nechronica.battle import demo_session
from vtt.rules.nechronica.policies import make_policy
from vtt.sim.driver import next_command

pytestmark = pytest.mark.usefixtures("toy_registered")


def nechronica_policies():
    return {side: make_policy("heuristic", side, 5) for side in ("dolls", "enemies")}


def play(session, policies, n):
    for _ in range(n):
        c = next_command(session, policies)
        if c is None:
            break
        session.do(c)


def rolls(session) -> list:
    return [r.command.dice for r in session.log if r.command.dice]


@pytest.mark.parametrize("reopen", ["file", "journal"])
def test_a_reloaded_nechronica_battle_rolls_on_as_the_one_never_saved(tmp_path, reopen):
    kept = demo_session(3)
    play(kept, nechronica_policies(), 40)
    assert kept.drawn > 0
    if reopen == "file":
        save_battle(kept, tmp_path / "b.json")
        again = open_session(tmp_path / "b.json")
    else:
        Journal(kept, tmp_path / "auto.jsonl")
        again = load_journal(tmp_path / "auto.jsonl")
    assert again.drawn == kept.drawn
    n = len(kept.log)
    play(kept, nechronica_policies(), 60)
    play(again, nechronica_policies(), 60)
    assert rolls(again) == rolls(kept)
    assert [r.command for r in again.log[n:]] == [r.command for r in kept.log[n:]]
    assert again.snapshot() == kept.snapshot()


def test_the_journal_keeps_the_random_state_through_appended_lines(tmp_path):
    s = toy.ToySession(toy.DEMO, 8)
    j = Journal(s, tmp_path / "auto.jsonl")
    policies = {side: toy.FirstLegal(side) for side in toy.SIDES}
    for _ in range(6):
        s.do(next_command(s, policies))
        j.sync()
    back = load_journal(tmp_path / "auto.jsonl")
    assert back.drawn == s.drawn > 0
    assert back.rng.getrandbits(32) == s.rng.getrandbits(32)


def test_a_battle_without_a_seed_gets_one_so_its_random_state_can_be_saved():
    a, b = toy.ToySession(toy.DEMO, None), toy.ToySession(toy.DEMO, None)
    assert isinstance(a.seed, int) and a.seed != b.seed


@pytest.mark.parametrize("drawn", [-1, "7", 10**9, True])
def test_a_battle_file_with_a_wrong_random_state_is_refused_naming_it(tmp_path, drawn):
    import json
    s = toy.ToySession(toy.DEMO, 1)
    s.do(next_command(s, {}))
    data = battle_data(s)
    data["drawn"] = drawn
    (tmp_path / "b.json").write_text(json.dumps(data))
    with pytest.raises(FileFormatError) as e:
        open_session(tmp_path / "b.json")
    assert e.value.field == "drawn"
