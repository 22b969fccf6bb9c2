"""The log tells the dice a record rolled when no sentence shows them, and never calls cards dice: zones' deal read
"Asa draws initiative card 3 … dice [3, 7, 6, 1]" and hundred's "Aren draws 2 card(s) … dice [24, 60, …]" (the cards
of every hand, hidden from the other side, vtt.rules.hundred.protocol), seen playing the one window (#39). Dice that
sentences already show, shared between them (an attack's and its dodge's), are not told a second time."""
from __future__ import annotations

import re

import pytest

from tests.ui.generic.conftest import advance
from tests.ui.panel import press

DEALS = {"zones": "Draw the initiative cards", "hundred": "Deal the cards: each character draws as many as its Combat"}


@pytest.mark.parametrize("ruleset", sorted(DEALS))
def test_the_deal_is_logged_with_its_cards_and_without_dice(generic_window, qtbot, ruleset):
    w = generic_window(ruleset)
    press(qtbot, w.now, DEALS[ruleset])
    qtbot.waitUntil(lambda: w.controller.state.round == 1)
    deal = w.controller.session.log[-1]
    assert deal.command.dice                                  # (cards were drawn)
    lines = w.log.lines()
    assert lines and not any("dice" in line for line in lines), lines
    if ruleset == "zones":                                    # each card drawn, told in its sentence
        told = [int(n) for n in re.findall(r"initiative card (\d+)", "\n".join(lines))]
        assert told == list(deal.command.dice)


@pytest.mark.parametrize("ruleset", ["zones", "ashes", "hundred"])
def test_dice_the_sentences_show_are_not_told_again(generic_window, ruleset):
    """Played on by the AI until a record's dice are shared by two sentences (zones: an attack and its dodge in one sentence, each its own list;
    ashes: each side's Effort roll; hundred: an attack and its dodge); its entry has no "dice [...]" line."""
    w = generic_window(ruleset)

    def shared(c) -> bool:              # no one sentence shows the record's dice as one list
        rec = c.session.log[-1] if c.session.log else None
        if rec is None or len(rec.command.dice or ()) < 2:
            return False
        said = [c.ruleset.event_text(e, c.state, "en") for e in rec.events]
        return any("[" in t for t in said) and not any(str(list(rec.command.dice)) in t for t in said)
    advance(w, shared)
    entry = w.log.lines()[-1]
    assert not re.search(r"^\s*dice \[", entry, re.M), entry
