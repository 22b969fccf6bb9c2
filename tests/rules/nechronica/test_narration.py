"""Every event the engine produces can be told in Japanese (no English left over)."""
import random
import re

from vtt.rules.nechronica.battle import demo_session
from vtt.rules.nechronica.narration import narrate

LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def test_events_of_whole_random_battles_read_in_japanese():
    seen = {}
    for seed in range(6):
        s = demo_session(seed)
        rng = random.Random(seed)
        for _ in range(400):
            if s.state.outcome:
                break
            cmds = [c for a in [None, *s.state.participants] for c in s.legal_commands(a)]
            for e in s.do(rng.choice(cmds)):
                seen.setdefault(e.type, narrate(e, s.state, "ja"))
    assert len(seen) > 15
    english = {t: text for t, text in seen.items() if LATIN_WORD.search(text)}
    assert english == {}


def test_english_is_the_engines_own_sentence():
    s = demo_session(1)
    e = s.do({"type": "start"})[0]
    assert narrate(e, s.state, "en") == e.text
