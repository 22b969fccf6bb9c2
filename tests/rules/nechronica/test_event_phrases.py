"""Events carry their sentence as a Phrase (#14): every event the engine makes has one, its English is
the event's text, its Japanese comes from the catalog (one place per sentence, translated in
resources/locale/ja/LC_MESSAGES/nechronica.po) and leaves no English of the template behind. benchmarks/event_text_dump.py is the check
that no text changed when the events took their phrases."""
import ast
import re
import string

from vtt.core.errors import Phrase, english
from vtt.core.records import Event
from vtt.rules.nechronica.battle import DEMO_SCENARIO, demo_session
from vtt.rules.nechronica.narration import narrate
from vtt.sim.driver import make_policy
from vtt.sim.simulator import battle_seed, fresh_session, play_battle, system_of_scenario

from tests.i18n.test_event_phrases import told
from tests.rules.nechronica.builders import random_battle
from tests.rules.nechronica.test_reasons import SENTENCES_JA, VTT

LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
# the GM's commands no AI plays: every override, karma, free rolls
GM_COMMANDS = [
    {"type": "start"},
    {"type": "karma", "index": 0, "achieved": True},
    {"type": "karma", "index": 0, "achieved": False},
    {"type": "roll", "expression": "2NC+1", "actor": "lily"},
    {"type": "roll", "expression": "NM"},
    {"type": "override", "op": "set_count", "count": 5, "reason": "a house rule"},
    {"type": "override", "op": "clear_stack"},
    {"type": "override", "op": "move", "target": "lily", "area": "eden"},
    {"type": "override", "op": "damage", "target": "lily", "part": "のうみそ"},
    {"type": "override", "op": "repair", "target": "lily", "part": "のうみそ"},
    {"type": "override", "op": "set_ap", "target": "lily", "ap": 3},
    {"type": "override", "op": "madness", "target": "lily", "fetter": 1, "value": 2},
    {"type": "override", "op": "bodies", "target": "zombies", "bodies": 3},
    {"type": "override", "op": "visibility", "target": "ghoul", "hidden": True},
    {"type": "override", "op": "escape", "target": "noel"},
    {"type": "override", "op": "escape", "target": "noel", "escaped": False},
    {"type": "override", "op": "end_battle", "outcome": "ended", "reason": "time"},
]


def _literal_words(template: str) -> set[str]:
    """The English words a template says itself (not its fields' values)."""
    return {w for text, _, _, _ in string.Formatter().parse(template) for w in LATIN_WORD.findall(text)}


def _sample():
    """(battle, events) of a sample of battles: random legal commands, the simulator's AIs, the GM's commands."""
    for seed in range(4):
        for s, events in random_battle(seed, 300):
            yield s.state, events
    for i, (dolls, enemies) in enumerate([("heuristic", "heuristic"), ("random", "random"), ("heuristic", "random")]):
        session = fresh_session(DEMO_SCENARIO, battle_seed(1, i))
        system = system_of_scenario(DEMO_SCENARIO)
        heard: list = []
        session.add_listener(heard.append)
        play_battle(session, {side: make_policy(name, side, i, system) for side, name in zip(system.sides, (dolls, enemies))})
        for events in heard:
            yield session.state, events
    s = demo_session(3)
    for c in GM_COMMANDS:
        yield s.state, s.do(c)


def test_every_event_of_a_battle_carries_a_phrase_told_in_english_as_its_text_and_in_japanese():
    types: dict[str, int] = {}
    for b, events in _sample():
        for e in events:
            assert e.phrase is not None, e
            assert english(e.phrase.template, e.phrase.fields) == e.text == narrate(e, b, "en")
            assert e.phrase.template in SENTENCES_JA, e.phrase.template
            ja = narrate(e, b, "ja")
            left = {w for w in _literal_words(e.phrase.template) if w in ja}
            assert not left, (e.type, e.text, ja)
            types[e.type] = types.get(e.type, 0) + 1
    assert len(types) >= 35, sorted(types)


def test_a_japanese_template_uses_only_fields_the_engine_gives_its_phrase():
    # (the English may show fewer, or more)
    fields = lambda t: {n for _, n, _, _ in string.Formatter().parse(t) if n}   # noqa: E731
    lacking = {}
    for path in sorted((VTT / "rules/nechronica/engine").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Phrase":
                arg = node.args[0]
                given = {k.arg for k in node.keywords}
                for one in (arg.body, arg.orelse) if isinstance(arg, ast.IfExp) else (arg,):
                    one = one.args[0] if isinstance(one, ast.Call) else one        # N_("...")
                    ja = SENTENCES_JA.get(one.value)
                    if ja is not None and not fields(ja) <= given:
                        lacking[one.value] = sorted(fields(ja) - given)
    assert lacking == {}


def test_the_engine_makes_every_event_with_a_phrase_not_a_formatted_string():
    engine = VTT / "rules/nechronica/engine"
    calls = []
    for path in sorted(engine.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "_ev":
                calls.append(node)
                arg = node.args[2]
                assert not isinstance(arg, (ast.JoinedStr, ast.Constant, ast.BinOp)), \
                    f"{path.name}:{node.lineno}: an event's sentence is a Phrase, not {ast.unparse(arg)}"
    assert len(calls) >= 50


def test_the_phrase_is_not_written_nor_compared():
    s = demo_session(1)
    (e, *_) = s.do({"type": "start"})
    assert "phrase" not in e.to_dict() and e.to_dict()["text"] == e.text
    assert e == Event(e.type, e.data, e.text)
    bare = Event("moved", {}, "Lily moves")                  # made without a phrase: told as its text
    assert bare.phrase is None and narrate(bare, s.state, "ja") == "Lily moves"
    undone = []
    s.add_listener(undone.extend)
    s.undo()                                                  # the session's own event carries a phrase too
    assert undone[0].text == "Undid: start" and narrate(undone[0], s.state, "ja") == "取り消し"


def test_an_events_text_is_told_when_first_read_and_copies_and_pickles_keep_it():
    import copy
    import pickle
    (e, *_) = demo_session(1).do({"type": "start"})
    assert not told(e)                                    # nobody read it yet (the simulator never does)
    twin = copy.deepcopy(e)
    kept = pickle.loads(pickle.dumps(e))
    assert e.text == twin.text == kept.text == english(e.phrase.template, e.phrase.fields)
    assert told(e) and e == twin == kept


def test_a_phrase_of_an_event_is_told_in_japanese_with_its_terms():
    s = demo_session(1)
    events = s.do({"type": "start"})
    begun = next(e for e in events if e.type == "battle_started")
    assert narrate(begun, s.state, "ja").startswith("戦闘開始：勝利条件 敵の全滅")
    assert isinstance(begun.phrase.fields["victory"], Phrase)
