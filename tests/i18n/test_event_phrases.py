"""Every ruleset's events carry their sentence as a Phrase (#32), made in the engine's one event-making
helper from its table of templates (texts.EVENTS: a template per event type, or a small function picking
one): the English is the event's text, told only when first read (the simulator reads none), the
Japanese leaves no English of the template behind. benchmarks/event_text_dump.py is the check that no
sentence changed when the events took their phrases (docs/architecture.md)."""
import ast
import importlib
import re
import string
from pathlib import Path

import pytest

from vtt.core import registry
from vtt.core.errors import Phrase, english
from vtt.core.event_phrases import EventPhrase, EventPhrases, field_names
from vtt.core.records import Event
from vtt.core.ruleset import Viewer
from vtt.sim.driver import make_policy, next_command
from vtt.sim.simulator import battle_seed, fresh_session, play_battle, system_of_scenario

from tests.core import toy


def told(event: Event) -> bool:
    """Whether an event's text has been told: its slot read as such (``event.text`` would tell it)."""
    try:
        Event.text.__get__(event)
    except AttributeError:
        return False
    return True


VTT = Path(__file__).resolve().parents[2] / "vtt"
PACKAGES = ("zones", "ashes", "hundred")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def _literal_words(template: str) -> set[str]:
    """The English words a template says itself (not its fields' values)."""
    return {w for text, _, _, _ in string.Formatter().parse(template) for w in LATIN_WORD.findall(text)}


def _phrase_words(p) -> set[str]:
    """The words of a phrase's template and of every phrase in its fields."""
    out = _literal_words(p.template)
    for v in p.fields.values():
        for one in v if isinstance(v, (list, tuple)) else getattr(v, "items", (v,)):
            if isinstance(one, Phrase):
                out |= _phrase_words(one)
    return out


def _battles(ruleset: str, pairings=(("heuristic", "heuristic"), ("random", "random"), ("heuristic", "random"))):
    """(session, events) of simulated battles on each sample scenario, and of a GM form tried on each."""
    system = registry.get(ruleset)
    for scenario in system.sample_scenarios():
        for i, (a, b) in enumerate(pairings):
            session = fresh_session(scenario, battle_seed(1, i))
            heard: list = []
            session.add_listener(heard.append)
            play_battle(session, {side: make_policy(name, side, i, system_of_scenario(scenario))
                                  for side, name in zip(system.sides, (a, b))})
            for events in heard:
                yield session, events


@pytest.mark.parametrize("ruleset", PACKAGES)
def test_every_event_carries_a_phrase_whose_english_is_its_text_and_whose_japanese_keeps_no_english(ruleset):
    types = set()
    for session, events in _battles(ruleset):
        for e in events:
            assert e.phrase is not None, e
            assert english(e.phrase.template, e.phrase.fields) == e.text == session.ruleset.event_text(e, session.state)
            ja = session.ruleset.event_text(e, session.state, "ja")
            left = {w for w in _phrase_words(e.phrase) if re.search(rf"\b{w}\b", ja)}
            assert not left, (e.type, e.text, ja)
            types.add(e.type)
    assert len(types) >= 15, sorted(types)


def _made(phrase) -> bool:
    """Whether an event's phrase has made its template (an EventPhrase makes it when first read)."""
    try:
        Phrase.template.__get__(phrase, Phrase)
        return True
    except AttributeError:
        return False


@pytest.mark.parametrize("ruleset", PACKAGES)
def test_the_simulator_tells_no_sentence_nor_makes_a_phrase(ruleset):
    """The events of a simulated battle keep their phrase unmade and untold: no field, no English text."""
    for session, events in _battles(ruleset, (("heuristic", "heuristic"),)):
        for e in events:
            assert not told(e) and isinstance(e.phrase, EventPhrase) and not _made(e.phrase), e.type
    e = events[0]
    assert e.text == str(e.phrase) and _made(e.phrase) and e.phrase._state is None      # read: made, the state let go


def _made_types(ruleset: str) -> tuple[set[str], set[str]]:
    """The event types the engine makes (out.add("type", ...) in its source), and every string it says
    (a type made as out.add(t, ...) is one of them)."""
    tree = ast.parse((VTT / "rules" / ruleset / "engine.py").read_text(encoding="utf-8"))
    found = set()
    strings = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "add" and node.args:
            arg = node.args[0]
            for one in (arg.body, arg.orelse) if isinstance(arg, ast.IfExp) else (arg,):
                if isinstance(one, ast.Constant) and isinstance(one.value, str):
                    found.add(one.value)
    return found, strings


@pytest.mark.parametrize("ruleset", PACKAGES)
def test_every_event_type_the_engine_makes_has_a_template_and_no_template_is_left_over(ruleset):
    """A new event (out.add("new_type", ...)) needs its sentence in texts.EVENTS: this names it."""
    texts = importlib.import_module(f"vtt.rules.{ruleset}.texts")
    made, strings = _made_types(ruleset)
    assert len(made) >= 15
    assert sorted(made - set(texts.EVENTS)) == [], "event types without a template in texts.EVENTS"
    assert sorted(set(texts.EVENTS) - made - strings) == [], "templates of event types the engine no longer makes"


@pytest.mark.parametrize("ruleset", PACKAGES)
def test_the_texts_tell_no_event_from_its_type(ruleset):
    """The per-type branches are gone: no `if type == ...` in texts.py, each sentence is a template."""
    source = (VTT / "rules" / ruleset / "texts.py").read_text(encoding="utf-8")
    assert not re.search(r"\bif type (==|in)\b", source)
    assert "def narrate" not in source


@pytest.mark.parametrize("ruleset", PACKAGES)
def test_a_template_field_is_made_by_a_maker_or_is_the_datas(ruleset):
    """Each field of each template (a function's templates found from the battles' events) is either
    made by texts.FIELDS or is a key of the data of the events that use it."""
    texts = importlib.import_module(f"vtt.rules.{ruleset}.texts")
    for session, events in _battles(ruleset, (("random", "random"),)):
        for e in events:
            for name in field_names(e.phrase.template):
                assert name in texts.FIELDS or name in e.data, (e.type, name)


def test_event_phrases_pick_a_template_and_make_its_fields():
    table = EventPhrases({"hit": lambda d: "{who} hits{how}" if d["hit"] else "{who} misses", "moved": "{who} moves"},
                         {"who": lambda state, d: state[d["actor"]], "how": lambda state, d: Phrase(" hard")})
    names = {"ann": "Ann"}
    hit = table("hit", {"actor": "ann", "hit": True}, names)
    assert hit == Phrase("{who} hits{how}", who="Ann", how=Phrase(" hard")) and str(hit) == "Ann hits hard"
    import copy
    import pickle
    later = table("hit", {"actor": "ann", "hit": True}, names)
    assert type(copy.deepcopy(later)) is type(pickle.loads(pickle.dumps(later))) is Phrase     # as the plain Phrase
    assert copy.deepcopy(later) == hit
    assert str(table("hit", {"actor": "ann", "hit": False}, names)) == "Ann misses"
    assert table("moved", {"actor": "ann", "to": "yard"}, names).fields == {"who": "Ann"}   # only its fields
    assert str(table("unknown", {}, names)) == "unknown"       # a type without a template: told as its type
    assert field_names("{a} and {b:+d}, {a}") == ("a", "b")


def test_the_toys_events_carry_a_phrase_too(toy_registered):
    s = toy.ToySession(toy.DEMO, 3)
    policies = {side: toy.FirstLegal(side) for side in toy.SIDES}
    told = []
    s.add_listener(told.extend)
    while (c := next_command(s, policies)) is not None:
        s.do(c)
    assert {e.type for e in told} >= {"card_dealt", "moved", "hit", "ended"}
    for e in told:
        assert e.phrase is not None and e.phrase.template == toy.EVENTS.get(e.type, e.phrase.template)
        assert s.ruleset.event_text(e, s.state, "ja") == e.text == english(e.phrase.template, e.phrase.fields)


def test_undoing_is_an_event_with_a_phrase_every_ruleset_tells():
    for ruleset in PACKAGES + ("nechronica",):
        s = registry.get(ruleset).demo_session(1)
        heard = []
        s.add_listener(heard.extend)
        s.do(s.awaited()[0].fallback or s.legal_commands(s.awaited()[0].who)[0])
        s.undo()
        undone = heard[-1]
        assert undone.type == "undone" and undone.phrase == Phrase("Undid: {command}", command=undone.phrase.fields["command"])
        assert undone.text.startswith("Undid: ")
        assert s.ruleset.event_text(undone, s.state, "ja") == "取り消し", ruleset


def test_the_views_of_a_battle_tell_every_word_in_japanese():
    """Banners, questions and windows (a view's phrases) in Japanese, as the generic window shows them."""
    for ruleset in PACKAGES:
        for session, _ in _battles(ruleset, (("heuristic", "random"),)):
            view = session.view(Viewer("gm"))
            for p in [view.banner] + [a.phrase for a in view.awaited]:
                if p is not None:
                    ja = session.ruleset.text(p, "ja")
                    assert not {w for w in _phrase_words(p) if re.search(rf"\b{w}\b", ja)}, (p, ja)
