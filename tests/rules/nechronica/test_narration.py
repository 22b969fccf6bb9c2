"""Every event the engine produces can be told in Japanese (no English left over)."""
import re

from vtt.rules.nechronica.battle import demo_session
from vtt.rules.nechronica.narration import narrate

from tests.rules.nechronica.builders import random_battle

LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def test_events_of_whole_random_battles_read_in_japanese():
    seen = {}
    for seed in range(6):
        for s, events in random_battle(seed, 400):
            for e in events:
                seen.setdefault(e.type, narrate(e, s.state, "ja"))
    assert len(seen) > 15
    english = {t: text for t, text in seen.items() if LATIN_WORD.search(text)}
    assert english == {}


def test_english_is_the_engines_own_sentence():
    s = demo_session(1)
    e = s.do({"type": "start"})[0]
    assert narrate(e, s.state, "en") == e.text
