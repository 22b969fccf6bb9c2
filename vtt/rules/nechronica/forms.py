"""The GM's overrides as forms for the window's GM command dialog (vtt.core.ruleset.GmForm), as every
ruleset offers them: whom (or the battle) each touches and its values, each form one override command of
commands.py (the doll sheet's right-click menu makes the same commands). Damaging or repairing a part is
picked on her sheet, where the parts are."""
from __future__ import annotations

from vtt.core.ruleset import FormField, GmForm
from vtt.rules.kit.forms import chosen, who_field
from vtt.rules.kit.words import label_term

from .commands import (ACTION_CHECK, AP, AREA, BODIES, COST, COUNT, ESCAPED, FETTER, HIDDEN, MODIFIER, OP, OP_BODIES,
                       OP_CLEAR_STACK, OP_END_BATTLE, OP_ESCAPE, OP_MADNESS, OP_MOVE, OP_SET_AP, OP_SET_COUNT,
                       OP_VISIBILITY, OUTCOME, OVERRIDE, SHOW_AP, SHOW_DAMAGE, SHOW_NAME, TARGET, VALUE, VISIBILITY_FLAGS)
from .engine.queries import OUTCOMES
from .limits import (ACTION_CHECK_COST, AP_OVERRIDE, BODIES_MAX, COUNT_OVERRIDE, FETTERS_MAX, MADNESS_MAX,
                     MODIFIER_RANGE)
from .terms import AREAS, outcome_term


def _override(op: str, label, *fields: FormField) -> GmForm:
    return GmForm(OVERRIDE, label, tuple(fields), ((OP, op),))


def _flag(key: str, label, default: bool) -> FormField:
    return FormField(key, "flag", label, default=default)


def gm_forms(b) -> list[GmForm]:
    """An action check at the NC's cost; move, AP, madness, bodies, escape, what the table sees, the count, the
    stack, the end of the battle."""
    return [
        GmForm(ACTION_CHECK, label_term("Action check (the NC's cost)"), (
            who_field(), FormField(COST, "number", label_term("cost (AP)"), *ACTION_CHECK_COST, 1),
            FormField(MODIFIER, "number", label_term("modifier"), *MODIFIER_RANGE, 0))),
        _override(OP_MOVE, label_term("Override: move"), who_field(), FormField(AREA, "zone", label_term("area"))),
        _override(OP_SET_AP, label_term("Override: AP"), who_field(),
                  FormField(AP, "number", label_term("AP"), *AP_OVERRIDE, 6)),
        _override(OP_MADNESS, label_term("Override: madness"), who_field(),
                  FormField(FETTER, "number", label_term("fetter (from 0)"), 0, FETTERS_MAX - 1, 0),
                  FormField(VALUE, "number", label_term("madness"), 0, MADNESS_MAX, 0)),
        _override(OP_BODIES, label_term("Override: bodies"), who_field(),
                  FormField(BODIES, "number", label_term("bodies"), 0, BODIES_MAX, 1)),
        _override(OP_ESCAPE, label_term("Override: escape"), who_field(), _flag(ESCAPED, label_term("escaped"), True)),
        _override(OP_VISIBILITY, label_term("Override: what the table sees"), who_field(),
                  _flag(HIDDEN, label_term("hidden"), False),
                  _flag(SHOW_NAME, label_term("show the name"), True), _flag(SHOW_AP, label_term("show the AP"), True),
                  _flag(SHOW_DAMAGE, label_term("show the damage"), True)),
        _override(OP_SET_COUNT, label_term("Override: the count"), FormField(COUNT, "number", label_term("count"),
                                                                 *COUNT_OVERRIDE, b.count)),
        _override(OP_CLEAR_STACK, label_term("Override: clear the stack")),
        _override(OP_END_BATTLE, label_term("Override: end the battle"),
                  FormField(OUTCOME, "choice", label_term("outcome"), default="ended",
                            options=tuple((o, outcome_term(o)) for o in OUTCOMES))),
    ]


def form_values(b, c) -> dict:
    """What a GM form sets, as the battle holds it now for whom (and which fetter) the form has chosen: an
    override starts at her current AP, area, madness, bodies, escape and table settings (vtt.ui.widgets.gm_dialog),
    not at a number of its own."""
    t = chosen(b, c, TARGET)
    if c.type != OVERRIDE or t is None:
        return {}
    op = c.get(OP)
    if op == OP_MOVE:
        return {AREA: AREAS[t.area]}
    if op == OP_SET_AP:
        return {AP: t.ap}
    if op == OP_MADNESS:
        i = c.get(FETTER)
        return {VALUE: t.fetters[i].madness} if isinstance(i, int) and 0 <= i < len(t.fetters) else {}
    if op == OP_BODIES:
        return {BODIES: t.bodies}
    if op == OP_ESCAPE:
        return {ESCAPED: t.escaped}
    if op == OP_VISIBILITY:
        return {k: getattr(t, k) for k in VISIBILITY_FLAGS}
    return {}


__all__ = ["form_values", "gm_forms"]
