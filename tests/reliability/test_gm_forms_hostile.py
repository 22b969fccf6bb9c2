"""#48, the GM's forms (the window's GM command dialog, vtt.ui.widgets.gm_dialog) with hostile values, in every
ruleset that has them: every value a form lets the GM pick or type is one the command's declaration takes (a
refusal, if any, is the rules' on that participant, changing nothing; what is accepted is undone exactly), and what is typed into a list of numbers ("cards:
3 7") that is not whole numbers is refused in the dialog, saying which, with nothing done — never read as some
other number, never an exception out of the Apply button."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from vtt.core.errors import MalformedCommandError, VttError
from vtt.core.records import Command
from vtt.core.ruleset import Viewer

from tests.reliability.battles import RULESETS, fingerprint
from tests.reliability.test_fuzz_every_ruleset import battles
from tests.ui.generic.conftest import generic_window  # noqa: F401  (the window fixture, on screen)


def _values(rng: random.Random, field, view) -> list:
    """Values the form offers for ``field`` (a combo box's items, a spin box's ends and middle, a check box)."""
    if field.kind == "who":
        return [t.id for t in view.tokens]
    if field.kind == "zone":
        return [z.id for z in view.map.zones]
    if field.kind == "choice":
        return [value for value, _ in field.options]
    if field.kind == "number":
        return sorted({field.lo, field.hi, rng.randint(field.lo, field.hi)})
    if field.kind == "flag":
        return [True, False]
    return [[field.lo], [field.hi], [], [field.lo, field.hi]]           # numbers: as the dialog reads "3 7"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_value_a_gm_form_offers_is_one_its_command_takes(ruleset):
    rng = random.Random(f"gm forms {ruleset}")
    tried = 0
    for point, s, _ in battles(ruleset, 5):
        view = s.ruleset.view(s.state, Viewer("gm"))
        for form in s.ruleset.gm_forms(s.state):
            for _ in range(6):
                params = {**dict(form.fixed), **{f.key: rng.choice(_values(rng, f, view) or [None])
                                                 for f in form.fields}}
                command = Command(form.type, None, params)
                try:
                    s.ruleset.declared.check(command)
                except MalformedCommandError as e:
                    pytest.fail(f"{ruleset} at {point}: the form offers {params}, which its declaration refuses: {e}")
                before = fingerprint(s)
                try:
                    s.do(command)
                except VttError as e:           # the rules' (her fetters, her boxes): said, and nothing changed
                    assert str(e) and fingerprint(s) == before
                else:
                    after = s.snapshot()
                    s.undo()
                    assert s.snapshot() == before[0]
                    s.redo()
                    assert s.snapshot() == after
                    s.undo()
                tried += 1
    assert tried > 100


# -- typed into a form's list of numbers, through the dialog -----------------------------------------------------

NUMBERS_FORMS = {"zones": "Override: cards", "hundred": "Override: hand"}


@pytest.mark.parametrize("ruleset", sorted(NUMBERS_FORMS))
@pytest.mark.parametrize("typed", ["9" * 5000, "-3", "1.5", "3 x", "0x10", "1e3", "3;7"])
def test_a_list_of_numbers_typed_that_is_not_whole_numbers_is_refused_in_the_dialog(generic_window, qtbot, ruleset,
                                                                                   typed):
    """Found: the dialog read "cards" with ``re.findall(r"\\d+")``: "-3" became 3, "1.5" the cards 1 and 5, "3 x"
    the card 3, and a number of 5,000 digits raised out of the Apply button (Python reads no more than 4,300)."""
    w = generic_window(ruleset)
    w.act["gm"].trigger()
    d = w.gm_dialog
    d.which.setCurrentIndex(d.which.findText(NUMBERS_FORMS[ruleset]))
    field = d.inputs["cards"]
    field.clear()
    field.setText(typed)            # (typed: keyClicks of 5,000 keys would take seconds)
    s = w.controller.session
    before = fingerprint(s), s.can_redo
    qtbot.mouseClick(d.apply_button, Qt.MouseButton.LeftButton)
    assert (fingerprint(s), s.can_redo) == before
    text = d.status.text()
    assert text and len(text) < 300, text
    assert "cards" in text.lower() or "カード" in text, text


@pytest.mark.parametrize("ruleset", sorted(NUMBERS_FORMS))
@pytest.mark.parametrize("typed, cards", [("3 7", [3, 7]), (" 3,7 ", [3, 7]), ("３、７", [3, 7]), ("", [])])
def test_whole_numbers_typed_with_spaces_or_commas_are_the_list(generic_window, ruleset, typed, cards):
    """What the field is for still works: spaces, commas (a Japanese one, and a Japanese IME's full-width digits)."""
    w = generic_window(ruleset)
    w.act["gm"].trigger()
    d = w.gm_dialog
    d.which.setCurrentIndex(d.which.findText(NUMBERS_FORMS[ruleset]))
    d.inputs["cards"].setText(typed)
    assert d.command().params["cards"] == cards
