"""The fetter tables in English (#39): seed 000 (the fan translation) has no fetter table, so every emotion, mad
effect and what it does has English words of ours (docs/rulings.md, "English words of our own"); a line rolled is
told in the reader's language, and in Japanese it is BCDice's line character for character."""
import re

import pytest

from vtt.rules.nechronica.dice import roll_command
from vtt.rules.nechronica.reasons import CATALOG
from vtt.rules.nechronica.tables import FETTER_TABLES, mad_effect_does

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff（）【】]")
LINES = [(t.command, e.roll) for t in FETTER_TABLES.values() for e in t.entries]


def test_every_mad_effect_says_what_it_does_in_english():
    for t in FETTER_TABLES.values():
        assert t.name_en and not JAPANESE.search(t.name_en)
        for e in t.entries:
            for english in (e.emotion_en, e.mad_effect_en, e.effect_en):
                assert english and not JAPANESE.search(english), (t.command, e.roll, english)
            does = mad_effect_does(e.mad_effect)
            assert CATALOG.tell(does, "en") == e.effect_en and CATALOG.tell(does, "ja") == e.effect_text
    assert mad_effect_does("a mad effect of the GM's own") is None


@pytest.mark.parametrize("command, roll", LINES)
def test_a_line_rolled_reads_as_bcdice_s_in_japanese_and_in_english_words(command, roll):
    result = roll_command(command, [roll])
    assert CATALOG.tell(result["phrase"], "ja") == result["text"]       # 姉妹への未練表(3) ＞ 【依存】[発狂:幼児退行]…
    english = CATALOG.tell(result["phrase"], "en")
    entry = FETTER_TABLES[command].entry(roll)
    assert not JAPANESE.search(english), english
    assert entry.mad_effect_en in english and entry.effect_en in english and f"({roll})" in english
