"""View → "This sheet in its own dock" in a ruleset with the generic sheet (zones, ashes, hundred): the sheet on
show opens in a dock of its own and stays on her while the sheets dock shows another (the generic sheet was made
with a ``fixed`` it does not take: the action raised TypeError and opened nothing)."""
import pytest


@pytest.mark.parametrize("ruleset", ["zones", "ashes", "hundred"])
def test_the_sheet_on_show_opens_in_its_own_dock_and_stays_on_her(generic_window, ruleset):
    w = generic_window(ruleset, 3, (1600, 900))
    tokens = [t.id for t in w.controller.view().tokens]
    w.sheets.show_participant(tokens[0])
    w.act["sheet_dock"].trigger()
    dock = w.sheet_docks.get(tokens[0])
    assert dock is not None and dock.isVisible() and dock.widget().who == tokens[0]
    w.sheets.show_participant(tokens[1])                      # the sheets dock shows another: hers stays
    assert dock.widget().who == tokens[0] and w.sheets.who == tokens[1]
